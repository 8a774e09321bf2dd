"""Spanish decimals: "3,14" -> "tres coma catorce" / "tres coma uno cuatro", "2,5 millones" -> "dos coma cinco
millones" / "dos millones y medio", "3.5" (a decimal point) -> "tres punto cinco"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.es import numbers
from denorm.data.languages.es.common import (
    INT,
    SCALE,
    SCALES,
    SameNumberSample,
    SpanishEntityClass,
    agreement,
    parse_number,
    speak_number,
    written,
)

#: A decimal point before one, two or four and more digits (three digits after a point are thousands).
_POINT = r"\d+\.(?:\d{1,2}|\d{4,})(?!\d)"


class SpanishDecimal(SameNumberSample, SpanishEntityClass):
    """Numbers with a decimal comma, optionally signed and scaled, and numbers with one decimal point.

    A scaled half is also said with "y medio" ("2,5 millones" -> "dos millones y medio"), and a scaled
    decimal that is a whole number of thousands by its value ("2,5 millones" -> "dos millones quinientos
    mil")."""

    name = "decimal"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 55
    pattern = re.compile(rf"(?:(?<![\w.,)])[-−](?=\d))?(?<![\d.,])(?:(?P<comma>(?:{INT}),\d+)(?![\d,]|\.\d){SCALE}"
                         rf"|(?P<point>{_POINT})(?![\d.,]\d|\.\d))")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        text = match.group(0)
        sign = "menos " if text[0] in "-−" else ""
        if match.group("point"):
            whole, _, frac = match.group("point").partition(".")
            return speak_number(f"{sign and '-'}{whole},{frac}", rng, point="punto")
        number = match.group("comma")
        scale = match.group("scale")
        if scale is None:
            return speak_number(text, rng)
        gender, apocope = agreement(self, ctx)
        by_value = not re.match(r"\s+de\b", ctx.text[ctx.end:])
        return sign + scaled(number, SCALES[scale], scale, rng, gender, apocope, by_value)

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(6)
        if form == 0:
            return f"{rng.randint(0, 9)},{rng.randint(1, 9)}"
        if form == 1:
            return f"{rng.randint(0, 99)},{rng.randint(0, 99):02d}"
        if form == 2:
            return f"-{rng.randint(0, 30)},{rng.randint(1, 9)}"
        if form == 3:
            return f"{written(rng.randint(1000, 99_999))},{rng.randint(0, 99):02d}"
        if form == 4:
            return f"{rng.randint(1, 9)}.{rng.randint(1, 9)}"
        return f"{rng.randint(1, 9)},{rng.randint(1, 9)} {rng.choice(('millones', 'mil millones', 'mil'))}"


def scaled(number: str, scale: int, written_scale: str, rng: random.Random, gender: str = "m",
           apocope: bool = False, by_value: bool = True) -> str:
    """A decimal before a scale word: "2,5 millones" -> "dos coma cinco millones" / "dos millones y medio" /
    "dos millones quinientos mil"; `written_scale` is the scale as written (its words are kept). The reading
    by value agrees with `gender` ("2,5 mil personas" -> "dos mil quinientas personas") and is left out
    where the text goes on with "de" ("2,5 millones de euros": not "quinientos mil de euros")."""
    parsed = parse_number(number)
    assert parsed is not None
    _, whole, frac = parsed
    r = rng.random()
    if frac == "5" and scale >= 10**6 and whole >= 1 and r < 0.35:
        return f"{numbers.cardinal(whole * scale)} y medio"  # "un millón y medio", "dos mil millones y medio"
    if by_value and r < 0.6 and len(frac) <= 2:
        return numbers.cardinal(whole * scale + int(frac) * scale // 10 ** len(frac), gender, apocope)
    return f"{speak_number(number, rng)} {written_scale.replace('mill.', 'millones')}"
