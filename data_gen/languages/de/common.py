"""Shared pieces of the German entity classes: number syntax, spoken amounts, context filtering."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.entities.common import renumber
from denorm.data.languages.de import numbers

#: An integer with optional thousands separators (2.500, 2 500 with a thin or no-break space).
INT = r"\d{1,3}(?:[.\u202f\u00a0]\d{3})+(?!\d)|\d+"
#: An integer or a decimal with a comma, optionally signed: 3,14  -5  1.234,56
NUMBER = rf"(?:(?<![\w.,])[-−])?(?:{INT})(?:,\d+)?"
#: Scale words after a number: 2,5 Mio. / 3 Milliarden.
SCALES: dict[str, tuple[str, str]] = {
    "Tsd.": ("tausend", "tausend"), "Mio.": ("million", "millionen"), "Mrd.": ("milliarde", "milliarden"),
    "Bio.": ("billion", "billionen"), "Million": ("million", "millionen"), "Millionen": ("million", "millionen"),
    "Milliarde": ("milliarde", "milliarden"), "Milliarden": ("milliarde", "milliarden"),
}
SCALE = r"(?:\s?(?:" + "|".join(re.escape(s) for s in sorted(SCALES, key=len, reverse=True)) + r")(?!\w))?"
#: A range joiner: 5-10, 5–10, 5 bis 10.
RANGE_JOIN = r"\s?[–-]\s?"
_HALVES = ("einhalb",)


def parse_number(text: str) -> tuple[bool, int, str] | None:
    """(negative, integer part, decimal digits) of a written number, None if it is not one."""
    s = text.strip()
    neg = s[:1] in "-−"
    if neg:
        s = s[1:]
    whole, _, frac = s.partition(",")
    whole = re.sub(r"[.\u202f\u00a0 ]", "", whole)
    if not whole.isdigit() or (frac and not frac.isdigit()):
        return None
    return neg, int(whole), frac


def speak_number(text: str, rng: random.Random | None = None, one: str = "eins") -> str | None:
    """A written number in words: "3,14" -> "drei komma eins vier"; `one` is the word for a bare 1."""
    parsed = parse_number(text)
    if parsed is None:
        return None
    neg, whole, frac = parsed
    sign = "minus " if neg else ""
    if not frac:
        return sign + (one if whole == 1 else numbers.cardinal(whole, rng))
    head = numbers.cardinal(whole, rng)
    if frac == "5" and rng is not None and not neg and 1 <= whole <= 20 and rng.random() < 0.15:
        if whole == 1 and rng.random() < 0.5:
            return "anderthalb"
        return ("ein" if whole == 1 else head) + "einhalb"
    if len(frac) == 2 and frac[0] != "0" and rng is not None and rng.random() < 0.1:
        return f"{sign}{head} komma {numbers.cardinal_word(int(frac))}"
    return f"{sign}{head} komma {numbers.digit_words(frac)}"


def is_plural(text: str) -> bool:
    """Whether a written number takes a plural noun (everything but a bare 1)."""
    parsed = parse_number(text)
    return parsed is None or bool(parsed[2]) or parsed[1] != 1


def decline(cls: EntityClass, reason: str) -> None:
    """Count a refusal on the language (`Language.declined`), so refusals are visible, never silent."""
    cls.language.declined[f"{cls.name}:{reason}"] += 1


class GermanEntityClass(EntityClass):
    """An entity class that filters its matches with `accepts` (context checks) before selection.

    Declining in `verbalize` loses the span (the base has already dropped overlapping candidates),
    so every context condition is checked here, in `find`, and refusals are counted.
    """

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        return True

    def find(self, text: str) -> list[re.Match[str]]:
        return [m for m in self.pattern.finditer(text) if self.accepts(m, Context(text, m.start(), m.end()))]


class SameNumberSample:
    """Mixin of the number classes: `sample_like` keeps the grammatical number for augmentation swaps.

    "1 Woche" keeps its 1 (a 5 would need "Wochen"), any other amount becomes another plural amount of
    the same shape ("5 km" -> "8 km", "2.500 €" -> "7.310 €"); units and currencies stay.
    """

    def sample_like(self, written: str, rng: random.Random) -> str:
        return renumber(written, rng, thousands=".", decimal=",")
