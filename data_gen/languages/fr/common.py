"""Shared pieces of the French entity classes: number syntax, spoken amounts, context filtering.

French typography (Imprimerie nationale) groups thousands with a (narrow) no-break space ("1 500") and
writes a decimal comma ("3,5"); texts also have "1.500" (a dot between groups of three), "1500" and the
plain space. All of them are read here; a dot that does not group thousands ("3.5", "2.4.10") is a
version or a decimal point of software texts, read "point".
"""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.entities.common import renumber
from denorm.data.languages.fr import numbers

#: A thousands separator: a space, a no-break space, a narrow no-break space or a thin space.
SEP = "[ \u00a0\u202f\u2009]"
#: An integer: groups of three after a separator space or a dot, or plain digits.
INT = rf"\d{{1,3}}(?:{SEP}\d{{3}})+(?!\d)|\d{{1,3}}(?:\.\d{{3}})+(?!\.?\d)|\d+"
#: A sign that is not a hyphen inside a word or a range ("-5", "−3", "+2").
SIGN = r"(?:(?<![\w.,)\]])[-−+](?=\d))"
#: A decimal with a point and one or two decimals, as software and English-influenced texts write it
#: before a unit ("9.4 Go", "2.5 %"); three decimals after a dot are thousands ("1.500").
POINT_DECIMAL = r"\d+\.\d{1,2}(?![\d.])"
#: An integer or a decimal with a comma (or a point, POINT_DECIMAL), optionally signed: 3,14  -5  1 234,56
NUMBER = rf"{SIGN}?(?:{POINT_DECIMAL}|(?:{INT})(?:,\d+)?)"
#: A range joiner between two numbers: 5-10, 5–10.
RANGE_JOIN = r"\s?[–-]\s?"
_THOUSANDS_DOTS = re.compile(r"\d{1,3}(?:\.\d{3})+")
_POINT_DECIMAL = re.compile(POINT_DECIMAL)


def parse_number(text: str) -> tuple[bool, int, str] | None:
    """(negative, integer part, decimal digits) of a written number, None if it is not one."""
    s = text.strip()
    neg = s[:1] in "-−"
    if s[:1] in "-−+":
        s = s[1:]
    whole, _, frac = s.partition(",")
    if _POINT_DECIMAL.fullmatch(s):
        whole, frac = s.split(".")
    elif "." in whole:
        if not _THOUSANDS_DOTS.fullmatch(whole):
            return None
        whole = whole.replace(".", "")
    whole = re.sub(SEP, "", whole)
    if not whole.isdigit() or (frac and not frac.isdigit()):
        return None
    return neg, int(whole), frac


def decimal_part(frac: str, rng: random.Random | None) -> str:
    """The digits after "virgule": read as a number up to three digits ("quatorze", "cent vingt-cinq"),
    its leading zeros as "zéro" ("zéro cinq"); longer parts (and now and then short ones) digit by digit."""
    if len(frac) > 3 or len(frac) > 1 and rng is not None and rng.random() < 0.15:
        return numbers.digits(frac)
    zeros = len(frac) - len(frac.lstrip("0"))
    rest = frac[zeros:]
    return " ".join(["zéro"] * zeros + ([numbers.cardinal(int(rest))] if rest else []))


def speak_number(text: str, rng: random.Random | None = None, feminine: bool = False) -> str | None:
    """A written number in words: "3,14" -> "trois virgule quatorze", "9.4" -> "neuf point quatre", "-5" ->
    "moins cinq", "+2" -> "plus deux"; `feminine`: a last "un" of an integer is "une"."""
    parsed = parse_number(text)
    if parsed is None:
        return None
    neg, whole, frac = parsed
    sign = "moins " if neg else "plus " if text.strip().startswith("+") else ""
    if not frac:
        return sign + numbers.cardinal(whole, feminine=feminine)
    mark = "point" if _POINT_DECIMAL.fullmatch(text.strip().lstrip("-−+")) else "virgule"
    return f"{sign}{numbers.cardinal(whole)} {mark} {decimal_part(frac, rng)}"


def is_plural(text: str) -> bool:
    """Whether a written amount takes a plural noun: from 2 up, as the Académie has it ("1,5 kilomètre",
    "0,5 litre", "2 litres")."""
    parsed = parse_number(text)
    if parsed is None:
        return True
    return parsed[1] >= 2


class FrenchEntityClass(EntityClass):
    """An entity class that filters its matches with `accepts` (context checks) in `find`, before
    selection: declining in `verbalize` would lose the span to no class at all."""

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        return True

    def find(self, text: str) -> list[re.Match[str]]:
        return [m for m in self.pattern.finditer(text) if self.accepts(m, Context(text, m.start(), m.end()))]


class SameNumberSample:
    """Mixin of the number classes: `sample_like` keeps the grammatical number for augmentation swaps.

    "1 page" keeps its 1 (another number would need "pages"); any other amount becomes another of the same
    shape ("5 km" -> "8 km", "2 500 €" -> "7 310 €"); units and currencies stay.
    """

    def sample_like(self, written: str, rng: random.Random) -> str:
        return renumber(written, rng, thousands=" ", decimal=",")
