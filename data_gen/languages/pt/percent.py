"""Portuguese percentages: "5%" -> "cinco por cento", "2,5%", "5-10%", "3 p.p." -> "três pontos percentuais"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.pt import numbers
from denorm.data.languages.pt.common import (
    NUMBER,
    RANGE_JOIN,
    PortugueseEntityClass,
    SameNumberSample,
    half,
    speak_number,
)

SIGNS: dict[str, str] = {"%": "por cento", "‰": "por mil", "por cento": "por cento",
                         "p.p.": "pontos percentuais", "p. p.": "pontos percentuais"}
_SIGN = "|".join(re.escape(s) for s in sorted(SIGNS, key=len, reverse=True))
#: Share of "x,5 %" read "x e meio por cento" and of "0,5 %" read "meio por cento".
HALF_SHARE = 0.2


class PortuguesePercent(SameNumberSample, PortugueseEntityClass):
    """A number or a range followed by %, ‰, "por cento" or "p.p." (percentage points: "um ponto
    percentual" for 1)."""

    name = "percent"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 65
    pattern = re.compile(rf"(?P<a>{NUMBER})(?:{RANGE_JOIN}(?P<b>{NUMBER}))?\s?(?P<s>{_SIGN})(?![\w])")

    def _number(self, text: str, rng: random.Random) -> str | None:
        whole = half(text)
        if whole is not None and rng.random() < HALF_SHARE:
            return "meio" if whole == 0 else f"{numbers.cardinal(whole, rng=rng)} e meio"
        return speak_number(text, rng)

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        a = self._number(match.group("a"), rng)
        if a is None:
            return None
        if match.group("b"):
            b = self._number(match.group("b"), rng)
            if b is None:
                return None
            a = f"{a} a {b}"
        sign = SIGNS[match.group("s")]
        if sign == "pontos percentuais" and a in ("um", "menos um"):
            sign = "ponto percentual"
        return f"{a} {sign}"

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(5)
        if form in (0, 1):
            return f"{rng.randint(1, 100)}%"
        if form == 2:
            return f"{rng.randint(0, 99)},{rng.randint(1, 9)}%"
        if form == 3:
            return f"{rng.randint(1, 10)}-{rng.randint(11, 50)}%"
        return f"{rng.randint(1, 100)} %"
