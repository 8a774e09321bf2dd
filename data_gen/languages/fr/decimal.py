"""French decimals: "3,14" -> "trois virgule quatorze", "0,05" -> "zéro virgule zéro cinq", "1,5 million"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.fr.common import INT, SIGN, FrenchEntityClass, SameNumberSample, speak_number


class FrenchDecimal(SameNumberSample, FrenchEntityClass):
    """Numbers with a decimal comma, optionally signed; the digits after the comma are read as a number
    up to three of them ("trois virgule quatorze"), digit by digit beyond (and now and then before)."""

    name = "decimal"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 55
    pattern = re.compile(rf"{SIGN}?(?<![\d.,])(?:{INT}),\d+(?![\d,]|\.\d)")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        return speak_number(match.group(0), rng)

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(5)
        if form == 0:
            return f"{rng.randint(0, 9)},{rng.randint(1, 9)}"
        if form == 1:
            return f"{rng.randint(0, 99)},{rng.randint(0, 99):02d}"
        if form == 2:
            return f"-{rng.randint(0, 30)},{rng.randint(1, 9)}"
        if form == 3:
            return f"{rng.randint(1, 9)} {rng.randint(0, 999):03d},{rng.randint(0, 99):02d}"
        return f"{rng.randint(0, 9)},{rng.randint(0, 9999):04d}"
