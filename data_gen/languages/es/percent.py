"""Spanish percentages: "25 %" and "25%" -> "veinticinco por ciento", "100 %" -> "cien por cien" / "cien por
ciento", "0,5 %" -> "cero coma cinco por ciento", "2 ‰" -> "dos por mil"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.es.common import (
    NUMBER,
    RANGE_JOIN,
    SameNumberSample,
    SpanishEntityClass,
    parse_number,
    speak_number,
)

SIGNS: dict[str, str] = {"%": "por ciento", "‰": "por mil"}


def percent_number(text: str, rng: random.Random) -> str | None:
    """The number of a percentage: a 1 at its end is "uno" or "un" (the RAE admits both: "el veintiún por
    ciento", "el veintiuno por ciento")."""
    parsed = parse_number(text)
    if parsed is not None and not parsed[2] and parsed[1] % 10 == 1 and parsed[1] % 100 != 11:
        return speak_number(text, rng, apocope=rng.random() < 0.4)
    return speak_number(text, rng)


class SpanishPercent(SameNumberSample, SpanishEntityClass):
    """A number or a range followed by % or ‰ (the RAE writes it apart: "25 %"; both are read)."""

    name = "percent"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 65
    pattern = re.compile(rf"(?P<a>{NUMBER})(?:{RANGE_JOIN}(?P<b>{NUMBER}))?\s?(?P<s>[%‰])")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        sign = SIGNS[match.group("s")]
        said = [percent_number(p, rng) for p in (match.group("a"), match.group("b")) if p]
        if None in said:
            return None
        last = match.group("b") or match.group("a")
        if sign == "por ciento" and parse_number(last) == (False, 100, "") and rng.random() < 0.5:
            sign = "por cien"  # "cien por cien", the usual form in Spain
        return f"{' a '.join(s for s in said if s)} {sign}"

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(5)
        if form == 0:
            return f"{rng.randint(1, 100)} %"
        if form == 1:
            return f"{rng.randint(1, 100)}%"
        if form == 2:
            return f"{rng.randint(0, 99)},{rng.randint(1, 9)} %"
        if form == 3:
            return f"{rng.randint(1, 10)}-{rng.randint(11, 50)} %"
        return f"{rng.randint(0, 3)},{rng.randint(1, 9)} ‰"

