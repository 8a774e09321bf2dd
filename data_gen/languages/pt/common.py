"""Shared pieces of the Portuguese entity classes: number syntax, spoken amounts, context filtering."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.entities.common import renumber
from denorm.data.languages.pt import numbers

#: An integer as Brazilian (and other) texts write it: "1.500" (ABNT and the press), "1 500" with a
#: space, a no-break or a thin space (European, SI), "1,500,000" (English, two comma groups at least:
#: "1,500" alone is a decimal), or plain digits.
INT = (r"\d{1,3}(?:\.\d{3})+(?![\d])|\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d])"
       r"|\d{1,3}(?:,\d{3}){2,}(?![\d])|\d+")
#: An integer or a decimal with a comma, optionally signed: 3,14  -5  1.234,56
NUMBER = rf"(?:(?<![\w.,])[-−](?=\d))?(?<![\w.,])(?:{INT})(?:,\d+)?"
#: Scale words written after a number: "2 milhões", "1,5 bilhão", "R$ 300 mi", "5 mil".
SCALES: dict[str, int] = {"mil": 10**3, "milhão": 10**6, "milhões": 10**6, "mi": 10**6, "bilhão": 10**9,
                          "bilhões": 10**9, "bi": 10**9, "trilhão": 10**12, "trilhões": 10**12, "tri": 10**12}
SCALE = r"(?:\s(?P<scale>" + "|".join(sorted(SCALES, key=len, reverse=True)) + r")(?![\w-]))?"
#: A range joiner between figures: 5-10, 5–10, 5 — 10.
RANGE_JOIN = r"\s?[–—-]\s?"
_GROUPING = re.compile(r"\d{1,3}(?:,\d{3}){2,}")


def parse_number(text: str) -> tuple[bool, int, str] | None:
    """(negative, integer part, decimal digits) of a written number, None if it is not one."""
    s = text.strip()
    neg = s[:1] in "-−"
    if neg:
        s = s[1:]
    if _GROUPING.fullmatch(s):
        whole, frac = s.replace(",", ""), ""
    else:
        whole, _, frac = s.partition(",")
    whole = re.sub(r"[.\u202f\u00a0 ]", "", whole)
    if not whole.isdigit() or (frac and not frac.isdigit()):
        return None
    return neg, int(whole), frac


def decimal_part(frac: str, rng: random.Random | None) -> str:
    """The digits after the comma: "14" -> "catorze" or "um quatro", "05" -> "zero cinco", "80" ->
    "oitenta" (a round two-digit part is said as a number)."""
    if frac[0] == "0" or len(frac) > 3:
        return numbers.digit_words(frac)
    as_number = len(frac) == 2 and frac[1] == "0" or len(frac) == 1
    if not as_number:
        share = 0.7 if len(frac) == 2 else 0.4
        as_number = rng.random() < share if rng is not None else len(frac) <= 2
    return numbers.cardinal(int(frac), numbers.M, rng) if as_number else numbers.digit_words(frac)


def speak_number(text: str, rng: random.Random | None = None, gender: str = numbers.M) -> str | None:
    """A written number in words: "3,14" -> "três vírgula catorze", ("2", "f") -> "duas"."""
    parsed = parse_number(text)
    if parsed is None:
        return None
    neg, whole, frac = parsed
    sign = "menos " if neg else ""
    head = numbers.cardinal(whole, gender, rng)
    if not frac:
        return sign + head
    return f"{sign}{head} vírgula {decimal_part(frac, rng)}"


def half(text: str) -> int | None:
    """The integer part of a written "x,5" (2,5 -> 2), None for any other number: "dois e meio"."""
    parsed = parse_number(text)
    if parsed is None or parsed[0] or parsed[2] != "5":
        return None
    return parsed[1]


def is_one(text: str) -> bool:
    """Whether a written number is exactly 1 (a singular noun follows: "1 quilo", "R$ 1")."""
    parsed = parse_number(text)
    return parsed is not None and parsed[1] == 1 and not parsed[2].strip("0")


def singular_with(text: str) -> bool:
    """Whether a noun after this number is singular: 1, and decimals below 2 ("1,5 milhão", as the
    Brazilian press writes it)."""
    parsed = parse_number(text)
    return parsed is not None and parsed[1] == 1 and not parsed[0]


def scaled(text: str, scale_word: str, gender: str, rng: random.Random) -> str | None:
    """A number and its written scale word: "2 mil" -> "dois mil", "1,5 milhão" -> "um vírgula cinco
    milhão" / "um milhão e meio" / "um milhão e quinhentos mil", "200 mil" (f) -> "duzentas mil"."""
    parsed = parse_number(text)
    if parsed is None:
        return None
    neg, whole, frac = parsed
    scale = SCALES[scale_word]
    sign = "menos " if neg else ""
    if scale == 1000:
        if frac:
            return f"{speak_number(text, rng)} mil"
        return sign + ("mil" if whole == 1 else f"{numbers.cardinal(whole, gender, rng)} mil")
    singular, plural = numbers.cardinal(scale, numbers.M).split()[-1], numbers.cardinal(2 * scale).split()[-1]
    noun = singular if whole == 1 else plural
    if not frac:
        return f"{sign}{numbers.cardinal(whole, numbers.M, rng)} {noun}"
    r = rng.random()
    if frac == "5" and r < 0.4:
        return f"{sign}{numbers.cardinal(whole, numbers.M, rng)} {noun} e meio"
    if len(frac) <= 3 and r < 0.6:
        value = whole * scale + int(frac) * scale // 10 ** len(frac)
        return sign + numbers.cardinal(value, numbers.M, rng)
    return f"{sign}{numbers.cardinal(whole, numbers.M, rng)} vírgula {decimal_part(frac, rng)} {noun}"


def decline(cls: EntityClass, reason: str) -> None:
    """Count a refusal on the language (`Language.declined`), so refusals are visible, never silent."""
    cls.language.declined[f"{cls.name}:{reason}"] += 1


class PortugueseEntityClass(EntityClass):
    """An entity class that filters its matches with `accepts` (context checks) before selection.

    Declining in `verbalize` loses the span (the base has already dropped overlapping candidates),
    so every context condition is checked here, in `find`.
    """

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        return True

    def find(self, text: str) -> list[re.Match[str]]:
        return [m for m in self.pattern.finditer(text) if self.accepts(m, Context(text, m.start(), m.end()))]


class SameNumberSample:
    """Mixin of the number classes: `sample_like` keeps the grammatical number for augmentation swaps
    ("1 quilo" keeps its 1, "5 km" becomes "8 km", "R$ 2.500" becomes "R$ 7.310")."""

    def sample_like(self, written: str, rng: random.Random) -> str:
        return renumber(written, rng, thousands=".", decimal=",")
