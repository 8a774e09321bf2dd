"""Token categories shared by the metrics: copy/punctuation/digit/capitalized, case, punctuation class, symbols."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from typing import Any

from denorm.eval.languages import SYMBOL_CHARS, LanguageTable
from denorm.eval.tokenizer import SPLIT_CHARS

#: Punctuation marks of Suter & Novak (2023), section 3.3: pWER keeps tokens made only of these.
PAPER_PUNCT = frozenset(".,:;!?/-")
#: Punctuation classes of the per-class P/R/F1 (the mark that follows a word).
PUNCT_CLASSES: tuple[str, ...] = (",", ".", "?", "!", ":", ";")
#: Case classes of words: lower, title (first cased letter upper, the rest lower), upper (two or
#: more cased letters, all upper), mixed (anything else with an upper letter, e.g. "iPhone").
CASE_CLASSES: tuple[str, ...] = ("lower", "title", "upper", "mixed")

# Bit flags of `TokenClasses.flags`.
COPY = 1  #: only characters of the input alphabet (the generator's Language.letters + '), a letter
PUNCT = 2  #: only characters of PAPER_PUNCT
DIGIT = 4  #: contains a decimal digit
UPPER = 8  #: contains an uppercase letter
WORD = 16  #: not made only of punctuation marks (takes part in the word alignment)

_LEADING_NUMBER = re.compile(r"^[\d.,:'\u2019\u202f\u00a0-]*\d[\d.,:'\u2019\u202f\u00a0-]*")


def case_class(token: str) -> str | None:
    """The case class of a token (see CASE_CLASSES), or None when it has no cased letter."""
    cased = [c for c in token if c.isupper() or c.islower()]
    if not cased:
        return None
    uppers = sum(c.isupper() for c in cased)
    if uppers == 0:
        return "lower"
    if uppers == len(cased) and len(cased) >= 2:
        return "upper"
    if cased[0].isupper() and uppers == 1:
        return "title"
    return "mixed"


def _is_symbol_char(c: str) -> bool:
    return c in SYMBOL_CHARS or unicodedata.category(c) == "Sc"


class _Memo(dict):
    """A dict that fills itself from a function: `memo[token]` is a C-level lookup once cached."""

    def __init__(self, fn: Callable[[str], Any]) -> None:
        super().__init__()
        self._fn = fn

    def __missing__(self, key: str) -> Any:
        value = self[key] = self._fn(key)
        return value


class TokenClasses:
    """Classifies tokens for one language, caching every answer (tokens repeat a lot).

    `flag_of`, `case_of` and `symbols_of` are self-filling dicts: index them in hot loops.
    """

    def __init__(self, table: LanguageTable) -> None:
        self.table = table
        self._units = frozenset(table.units)
        #: One-letter units ("m", "g", "л") count only after a number: alone they are usually letters.
        self.short_units = frozenset(u for u in table.units if len(u) == 1)
        self.flag_of: dict[str, int] = _Memo(self._flags)
        self.case_of: dict[str, str | None] = _Memo(case_class)
        self.symbols_of: dict[str, tuple[str, ...]] = _Memo(self._symbols)

    def flags(self, token: str) -> int:
        """Bit set of COPY, PUNCT, DIGIT, UPPER and WORD for `token`."""
        return self.flag_of[token]

    def case(self, token: str) -> str | None:
        """`case_class(token)`, cached."""
        return self.case_of[token]

    def symbols(self, token: str) -> tuple[str, ...]:
        """Symbol items of a token: the unit abbreviation it is (a leading number allowed:
        "5km" -> ("km",); a bare one-letter unit only in context, see `symbol_items`), or else each
        symbol character in it ("$5" -> ("$",))."""
        return self.symbols_of[token]

    def _flags(self, token: str) -> int:
        alphabet = self.table.alphabet
        return (COPY * (all(c in alphabet for c in token) and token.strip("'") != "")
                | PUNCT * all(c in PAPER_PUNCT for c in token)
                | DIGIT * any(c.isdecimal() for c in token)
                | UPPER * any(c.isupper() for c in token)
                | WORD * (not all(c in SPLIT_CHARS for c in token)))

    def symbol_items(self, tokens: list[str]) -> list[str]:
        """The symbol items of a token sequence: each token's `symbols`, plus a one-letter unit
        standing alone right after a token with a digit ("5 m", "2009 г")."""
        sym = self.symbols_of
        if self.short_units.isdisjoint(tokens):
            return [x for t in tokens for x in sym[t]]
        out: list[str] = []
        prev_digit = False
        for t in tokens:
            items = sym[t]
            if items:
                out += items
            elif prev_digit and t in self.short_units:
                out.append(t)
            prev_digit = bool(self.flag_of[t] & DIGIT)
        return out

    def _symbols(self, token: str) -> tuple[str, ...]:
        rest = _LEADING_NUMBER.sub("", token)
        if rest in self._units and (rest != token or rest not in self.short_units):
            return (rest,)
        return tuple(c for c in token if _is_symbol_char(c))
