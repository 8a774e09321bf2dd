"""English percent class: "5%" -> "five percent", "3.5 %", "-2%", "10-20%" -> "ten to twenty percent"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.languages.en.cardinal import range_word
from denorm.data.languages.en.numbers import AMOUNT, MINUS, amount


class EnglishPercent(EntityClass):
    """A number (or a range of two) followed by % or ‰."""

    name = "percent"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 65
    pattern = re.compile(rf"(?<![\w.,/])(?P<a>{MINUS}?{AMOUNT})(?:%?\s?[-–]\s?(?P<b>{AMOUNT}))?"
                         r"\s?(?P<sign>[%‰])")

    def find(self, text: str) -> list[re.Match[str]]:
        return super().find(text) if "%" in text or "‰" in text else []

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        words = amount(match.group("a"), rng)
        if match.group("b"):
            words += range_word(rng) + amount(match.group("b"), rng)
        return words + (" percent" if match.group("sign") == "%" else " per mille")

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(5)
        if form == 0:
            return f"{rng.randint(1, 100)}%"
        if form == 1:
            return f"{rng.randint(0, 99)}.{rng.randint(1, 9)}%"
        if form == 2:
            lo = rng.randint(1, 50)
            return f"{lo}-{lo + rng.randint(5, 40)}%"
        if form == 3:
            return f"-{rng.randint(1, 30)}%"
        return f"{rng.randint(1, 100)} %"
