"""Is an output line well-formed? Paired brackets and quotes, no words glued together, every piece traced to input.

`violations(result)` checks one `denorm.api.LineResult` (its output and `--format jsonl` alignment) and lists
what is wrong, each a `Violation(kind, detail)`:

- "unpaired": a bracket or quote of the output that no mark closes or opens (when the input's own marks pair up);
- "glued": an output piece made of several input words with nothing between them that a written form
  glues with: no digit, no inner mark ("-", "/", ".", "@", ":"), not capital letters ("Rfifty" from "r fifty";
  "US", "9. November", "e-mail", "4:30" are fine);
- "untraced": an output piece with a letter or digit that comes from no input word (a lone mark moved
  after a verbatim token, "... example.com.", is the model's);
- "script": an output piece that writes a Latin and a Cyrillic letter side by side ("БC" from "бэ си": a
  Cyrillic Б and a Latin C), which no input token wrote so. The verifier refuses such a form
  (denorm.itn.verify), so this catches what comes another way.

bench/bench_wellformed.py counts them per kind on the outside sentences; the tests run it on generated,
hostile and outside lines.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from denorm.core.labels import JOINING_MARKS

#: Closing mark -> its opening marks; straight quotes pair with themselves (counted, not nested).
_CLOSE = {")": "(", "]": "[", "\u201d": "\u201c\u201e", "\u00bb": "\u00ab", "\u201c": "\u201e"}
_OPEN = {o for os in _CLOSE.values() for o in os}
_STRAIGHT = '"'
#: Characters that may join two spoken words into one written token.
_JOINING = re.compile(r"\w[" + re.escape("".join(sorted(JOINING_MARKS))) + r"]\w")


@dataclass(frozen=True)
class Violation:
    """One thing wrong with an output line."""

    kind: str  #: "unpaired", "glued", "untraced" or "script"
    detail: str

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown violation kind {self.kind!r}")


KINDS = ("unpaired", "glued", "untraced", "script")
#: Scripts that never meet inside one written word: a Latin letter beside a Cyrillic one is a spelling error or
#: a wrong letter ("БC", "CCCР"). Greek is left out: units write it beside Latin ("kΩ").
_APART = frozenset({"LATIN", "CYRILLIC"})


@lru_cache(maxsize=4096)
def _script(ch: str) -> str:
    return unicodedata.name(ch, "").split(" ", 1)[0]


def script_pairs(text: str) -> list[str]:
    """The pairs of a Latin and a Cyrillic letter side by side in `text` ("БC" -> ["БC"]); "IT-отдел" and "Wi-Fi
    сеть" have none (a mark or a space between)."""
    pairs = []
    for a, b in zip(text, text[1:], strict=False):
        sa, sb = (_script(a) if a.isalpha() else ""), (_script(b) if b.isalpha() else "")
        if sa in _APART and sb in _APART and sa != sb:
            pairs.append(a + b)
    return pairs


def mixed_script(text: str) -> bool:
    """Whether `text` writes a Latin and a Cyrillic letter side by side (`script_pairs`: "БC", "CCCР")."""
    return bool(script_pairs(text))


def unpaired(text: str) -> list[str]:
    """The brackets and quotes of `text` that pair with nothing (German „...“ and French «...» included)."""
    return [text[k] for k in lone_marks(text)]


def lone_marks(text: str) -> list[int]:
    """Positions in `text` of the brackets and quotes that pair with nothing (`unpaired`): closers first, then
    the openers left open; an odd straight double quote, the last one."""
    stack: list[int] = []
    lone: list[int] = []
    for k, ch in enumerate(text):
        if ch == "\u201c" and stack and text[stack[-1]] == "\u201e":  # German „...“ closes with the English opener
            stack.pop()
        elif ch in _OPEN:
            stack.append(k)
        elif ch in _CLOSE:
            if stack and text[stack[-1]] in _CLOSE[ch]:
                stack.pop()
            else:
                lone.append(k)
    if text.count(_STRAIGHT) % 2:
        lone.append(text.rindex(_STRAIGHT))
    return lone + stack


def glued(piece: str, n_words: int) -> bool:
    """A piece made of `n_words` > 1 input words that reads as words glued together."""
    if n_words < 2:
        return False
    core = piece.strip(".,;:!?\"'()[]\u201c\u201d\u201e\u00ab\u00bb\u2026")
    if not core or any(ch.isdigit() or ch.isspace() for ch in core) or _JOINING.search(core):
        return False
    letters = [ch for ch in core if ch.isalpha()]
    if not letters:  # a symbol said in words ("pour cent" -> "%", "et commercial" -> "&") glues no words
        return False
    return not all(ch.isupper() for ch in letters)  # "US", "BBC": spelled letters


def violations(result: Any, lang: str | None = None) -> list[Violation]:
    """What is wrong with one LineResult (`text`, `output`, `alignment`); empty: well-formed. With `lang`, the
    language's known abbreviations are written forms of several words ("et cetera" -> "etc."), not glue."""
    known: set[str] = set()
    if lang:
        from denorm.data import get_language

        known = {a.replace(" ", "") for a in get_language(lang).abbreviations}
    out = []
    if not unpaired(result.text):
        out += [Violation("unpaired", f"{mark!r} in {result.output!r}") for mark in unpaired(result.output)]
    for piece, ids in result.alignment or []:
        if not ids and any(ch.isalnum() for ch in piece):  # a lone mark is the model's, not a word
            out.append(Violation("untraced", f"{piece!r} comes from no input word"))
        elif glued(piece, len(ids)) and piece.lstrip('([\u201c\u201e\u00ab"').rstrip(',;:!?)]\u201d\u00bb"') not in known:
            out.append(Violation("glued", f"{piece!r} from {len(ids)} words"))
        elif any(pair.casefold() not in result.text.casefold() for pair in script_pairs(piece)):
            out.append(Violation("script", f"{piece!r} mixes Latin and Cyrillic letters"))
    return out
