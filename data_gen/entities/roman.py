"""Roman numeral helpers shared by the per-language roman classes: parse and write."""

from __future__ import annotations

import re

from denorm.data.errors import VerbalizationError

_VALUES = (("M", 1000), ("CM", 900), ("D", 500), ("CD", 400), ("C", 100), ("XC", 90),
           ("L", 50), ("XL", 40), ("X", 10), ("IX", 9), ("V", 5), ("IV", 4), ("I", 1))
_CANONICAL = re.compile(r"M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})")


def parse_roman(s: str) -> int | None:
    """The value of a canonical upper-case roman numeral (1..3999), None if `s` is not one."""
    if not s or not _CANONICAL.fullmatch(s):
        return None
    value, i = 0, 0
    for sym, val in _VALUES:
        while s.startswith(sym, i):
            value += val
            i += len(sym)
    return value if value > 0 else None


def to_roman(n: int) -> str:
    """The canonical roman numeral of 1 <= n <= 3999 (VerbalizationError otherwise)."""
    if not 1 <= n <= 3999:
        raise VerbalizationError(f"roman numerals cover 1..3999, got {n}")
    out = []
    for sym, val in _VALUES:
        while n >= val:
            out.append(sym)
            n -= val
    return "".join(out)
