"""French percentages: "5 %" and "5%" -> "cinq pour cent", "0,5 ‰" -> "zéro virgule cinq pour mille"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.fr.common import (
    NUMBER,
    RANGE_JOIN,
    FrenchEntityClass,
    SameNumberSample,
    speak_number,
)

#: Written signs -> spoken; "p. 100" and "p. cent" are the older written forms of "pour cent".
SIGNS: dict[str, str] = {"%": "pour cent", "‰": "pour mille", "pour cent": "pour cent", "pour mille": "pour mille",
                         "p. 100": "pour cent", "p. cent": "pour cent", "p. 1000": "pour mille"}
_SIGN = "|".join(re.escape(s) for s in sorted(SIGNS, key=len, reverse=True))


class FrenchPercent(SameNumberSample, FrenchEntityClass):
    """A number or a range followed by % or ‰ (or their words): "un pour cent" for 1 %, "cinq à dix pour
    cent" for 5-10 %."""

    name = "percent"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 65
    pattern = re.compile(rf"(?P<a>{NUMBER})(?:{RANGE_JOIN}(?P<b>{NUMBER}))?\s?(?P<s>{_SIGN})(?![\w])")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        words = [speak_number(part, rng) for part in (match.group("a"), match.group("b")) if part]
        if None in words:
            return None
        return f"{' à '.join(w for w in words if w)} {SIGNS[match.group('s')]}"

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(5)
        if form == 0:
            return f"{rng.randint(1, 100)} %"
        if form == 1:
            return f"{rng.randint(1, 100)}%"
        if form == 2:
            return f"{rng.randint(0, 99)},{rng.randint(1, 9)} %"
        if form == 3:
            return f"{rng.randint(1, 10)}–{rng.randint(11, 50)} %"
        return f"{rng.randint(0, 3)},{rng.randint(1, 9)} ‰"
