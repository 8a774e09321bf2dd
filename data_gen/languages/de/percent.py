"""German percentages: "5 %" and "5%" -> "fünf prozent", "0,5 ‰" -> "null komma fünf promille"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.de import grammar
from denorm.data.languages.de.common import (
    NUMBER,
    RANGE_JOIN,
    GermanEntityClass,
    SameNumberSample,
    speak_number,
)

SIGNS: dict[str, str] = {"%": "prozent", "‰": "promille", "Prozent": "prozent", "Promille": "promille",
                         "%-Punkte": "prozentpunkte", "%-Punkten": "prozentpunkten",
                         "Prozentpunkte": "prozentpunkte"}
_SIGN = "|".join(re.escape(s) for s in sorted(SIGNS, key=len, reverse=True))


class GermanPercent(SameNumberSample, GermanEntityClass):
    """A number or a range followed by %, ‰ (or the words): "ein prozent" for 1 %."""

    name = "percent"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 65
    pattern = re.compile(rf"(?P<a>{NUMBER})(?:{RANGE_JOIN}(?P<b>{NUMBER}))?\s?(?P<s>{_SIGN})(?![\w])")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        one = grammar.one_form(grammar.N, grammar.one_case(ctx))  # das Prozent: "mit einem prozent"
        a = speak_number(match.group("a"), rng, one=one)
        if a is None:
            return None
        if match.group("b"):
            b = speak_number(match.group("b"), rng, one="ein")
            if b is None:
                return None
            a = f"{a} bis {b}"
        return f"{a} {SIGNS[match.group('s')]}"

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
