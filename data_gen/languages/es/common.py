"""Shared pieces of the Spanish entity classes: how numbers are written and said, agreement, context filters.

Written numbers: the decimal sign is the comma ("3,5"); thousands are grouped with a space (the RAE's style,
from five digits: "12 500") or with a dot (still common: "1.500", "2.000.000"), or not at all ("1500",
always in years). Every form is read by value; the samples are written in the RAE's style (`written`). A point before one, two or four and more digits is a decimal
point ("3.5", as Latin American and software texts write it) or a version ("2.4.10"): said with "punto".
"""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.entities.common import renumber
from denorm.data.languages.es import grammar, numbers

#: An integer: groups of three joined by dots ("1.500") or spaces ("12 500"; `normalize_written` made thin
#: and no-break spaces plain), or plain digits.
INT = r"[1-9]\d{0,2}(?:\.\d{3})+(?!\d|\.\d)|[1-9]\d{0,2}(?: \d{3})+(?!\d)|\d+"
#: An integer or a decimal with a comma, optionally signed: 3,14  -5  1.234,56  12 500,5
NUMBER = rf"(?:(?<![\w.,])[-−])?(?<![\d.,])(?:{INT})(?:,\d+)?"
#: Scale words after a number: "25 mil", "3 millones", "2,5 mill.", "2 mil millones".
SCALES: dict[str, int] = {"mil millones": 10**9, "mil": 10**3, "millón": 10**6, "millones": 10**6,
                          "mill.": 10**6, "billón": 10**12, "billones": 10**12}
SCALE = r"(?:\s(?P<scale>" + "|".join(re.escape(s) for s in sorted(SCALES, key=len, reverse=True)) + r")(?!\w))?"
#: A range joiner: 5-10, 5–10.
RANGE_JOIN = r"\s?[–-]\s?"


def written(n: int) -> str:
    """An integer as the generator writes it (RAE, Ortografía 2010, 8.2.3): no separator up to four digits
    ("2009", "1500"), groups of three joined by a space from five ("12 500", "1 234 567")."""
    return str(n) if abs(n) < 10_000 else f"{n:,}".replace(",", " ")


def parse_number(text: str) -> tuple[bool, int, str] | None:
    """(negative, integer part, decimal digits) of a written number, None if it is not one."""
    s = text.strip()
    neg = s[:1] in "-−"
    if neg:
        s = s[1:]
    whole, _, frac = s.partition(",")
    whole = re.sub(r"[. ]", "", whole)
    if not whole.isdigit() or (frac and not frac.isdigit()):
        return None
    return neg, int(whole), frac


def fraction_digits(frac: str, rng: random.Random | None) -> str:
    """The digits after the decimal sign: as a number ("catorce" for ",14", the usual reading in Spain) or
    digit by digit ("uno cuatro"); leading zeros are said ("cero cinco" for ",05")."""
    if len(frac) <= 3 and frac[0] != "0" and (rng is None or rng.random() < 0.6):
        return numbers.cardinal(int(frac))
    return numbers.digit_words(frac)


def speak_number(text: str, rng: random.Random | None = None, gender: str = "m", apocope: bool = False,
                 point: str = "coma") -> str | None:
    """A written number in words: "3,14" -> "tres coma catorce"; an integer agrees with `gender` and is
    apocopated before a masculine noun (`apocope`: "veintiún"). A decimal's whole part is said alone
    ("uno coma cinco")."""
    parsed = parse_number(text)
    if parsed is None:
        return None
    neg, whole, frac = parsed
    sign = "menos " if neg else ""
    if not frac:
        return sign + numbers.cardinal(whole, gender, apocope)
    return f"{sign}{numbers.cardinal(whole)} {point} {fraction_digits(frac, rng)}"


def is_plural(text: str) -> bool:
    """Whether a written number takes a plural noun (everything but a bare 1: "1,5 kilómetros")."""
    parsed = parse_number(text)
    return parsed is None or bool(parsed[2]) or parsed[1] != 1


def gender_sensitive(n: int) -> bool:
    """Whether the words of n change with the gender of the noun or before it ("veintiuno", "doscientos")."""
    return len({numbers.cardinal(n, "m"), numbers.cardinal(n, "m", True), numbers.cardinal(n, "f")}) > 1


def decline(cls: EntityClass, reason: str) -> None:
    """Count a refusal or a guess on the language (`Language.declined`), so that none is silent."""
    cls.language.declined[f"{cls.name}:{reason}"] += 1


def agreement(cls: EntityClass, ctx: Context, value: int | None = None) -> tuple[str, bool]:
    """(gender, apocope) for a number at ctx from the noun after it: ("f", False) before "personas", ("m",
    True) before "libros", ("m", False) when no noun follows (the number said alone: "uno", "veintiuno"),
    ("f", False) then after "la"/"las" ("a la una", "las veintiuna").
    An unknown noun is taken as masculine, counted when it matters for `value`."""
    has_noun, gender = grammar.counted_gender(ctx)
    if not has_noun:  # alone; a feminine article shows a feminine noun left out ("a la 1", "las 21")
        return ("f" if ctx.left_words(1) in (["la"], ["las"], ["una"], ["unas"]) else "m"), False
    if gender is None:
        if value is not None and gender_sensitive(value):
            decline(cls, "unknown_gender_guessed_m")
        return "m", True
    return gender, gender == "m"


class SpanishEntityClass(EntityClass):
    """An entity class that filters its matches with `accepts` (context checks) in `find`.

    Declining in `verbalize` loses the span (overlapping candidates are already dropped), so context
    conditions are checked here, before selection.
    """

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        return True

    def find(self, text: str) -> list[re.Match[str]]:
        return [m for m in self.pattern.finditer(text) if self.accepts(m, Context(text, m.start(), m.end()))]


class SameNumberSample:
    """Mixin of the number classes: `sample_like` keeps a 1 a 1 (its noun is singular: "1 kilómetro") and
    gives other amounts another amount of the same shape ("5 km" -> "8 km", "2.500 €" -> "7.310 €")."""

    def sample_like(self, written: str, rng: random.Random) -> str:
        return renumber(written, rng, thousands=".", decimal=",")
