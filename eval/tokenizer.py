"""The evaluator's tokenizer (denorm-v1): punctuation marks become tokens, numbers stay whole.

Every metric of `denorm-eval` sees the same tokens. A line is NFC-normalized and split on
whitespace; inside a chunk, each punctuation mark (a character of a Unicode P* category, except
the symbol-like ``% ‰ ‱ & § # @ * _``) becomes a token of its own, except where it is internal:

* ``. ' ’ - ‐ ‑ /`` between two letters or digits stay: ``don't``, ``well-known``, ``COVID-19``,
  ``km/h``, ``09.11.2009``, ``www.example.com``;
* ``, : –`` between two digits stay: ``1,000.50``, ``4:30``, ``10–15``;
* an abbreviation of at least two single-period segments of at most four letters keeps its
  periods, the last one included: ``z.B.``, ``U.S.``, ``e.g.``, ``a.m.``, ``Ph.D.``;
* ``..`` and longer runs of periods, and runs of two or more hyphens, are one token each.

Symbols, currency signs and letters stay attached: ``10%``, ``$5``, ``20°C`` are one token each,
``10 %`` is two, so spacing around symbols counts in WER.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from typing import Final

#: Name of this tokenizer in signatures; change it whenever a rule above changes.
TOKENIZER_NAME: Final = "denorm-v1"

#: Punctuation characters (Unicode P*) that are kept inside tokens like symbols.
SYMBOL_LIKE_PUNCT: Final = "%\u2030\u2031&\u00a7#@*_"


def _split_chars() -> str:
    limit = min(sys.maxunicode, 0xFFFF)
    return "".join(
        c for c in map(chr, range(limit + 1))
        if unicodedata.category(c).startswith("P") and c not in SYMBOL_LIKE_PUNCT
    )


#: Every character that is split off as a punctuation token unless it is internal.
SPLIT_CHARS: Final = frozenset(_split_chars())

_P = "[" + re.escape("".join(sorted(SPLIT_CHARS))) + "]"
_W = r"[^\s" + re.escape("".join(sorted(SPLIT_CHARS))) + "]"
_ALNUM = r"[^\W_]"
_TOKEN_RE = re.compile(
    r"(?:[^\W\d_]{1,4}\.){2,}(?![^\W_])"  # abbreviations: z.B. U.S. e.g.
    rf"|{_W}+(?:(?<={_ALNUM})[.'\u2019\-\u2010\u2011/](?={_ALNUM}){_W}+|(?<=\d)[,:\u2013](?=\d){_W}+)*"
    rf"|\.\.+|--+|{_P}"
)


def nfc(line: str) -> str:
    """NFC form of a line (ASCII lines are returned as they are)."""
    return line if line.isascii() else unicodedata.normalize("NFC", line)


def tokenize(line: str) -> list[str]:
    """The tokens of one line (see the module docstring for the rules)."""
    return _TOKEN_RE.findall(nfc(line))


def tokenize_spans(line: str) -> list[tuple[str, int, int]]:
    """Tokens with their character offsets (start, end) in the NFC form of `line`."""
    return [(m.group(), m.start(), m.end()) for m in _TOKEN_RE.finditer(nfc(line))]


def normalize_line(line: str) -> str:
    """NFC with runs of whitespace collapsed to one space and no outer spaces (exact-match form)."""
    return " ".join(nfc(line).split())


def is_punct(token: str) -> bool:
    """True for a token made only of punctuation marks (it is not a word in the word alignment)."""
    return all(c in SPLIT_CHARS for c in token)
