"""English decimal class: "3.14" -> "three point one four", ".5" -> "point five", "1.2.3" versions."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.en.numbers import (
    MINUS,
    NUMBER,
    SCALE_SUFFIX,
    SCALE_WORDS,
    EnglishDigitClass,
    amount,
    cardinal,
    digits,
    weighted,
)

_QUICK = re.compile(r"\.\d")


class EnglishDecimal(EnglishDigitClass):
    """Decimals read digit by digit after "point" (zero as "zero" or "oh"); the integer zero may be
    "zero", "nought" or dropped ("point five"). Dotted version numbers ("2.7.1") read each part as
    a cardinal joined by "point" or "dot"; IPv4 addresses use "dot" and digits or cardinals."""

    name = "decimal"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 55
    pattern = re.compile(rf"(?<![\d.,])(?:(?P<version>\d+(?:\.\d+){{2,}})"
                         rf"|(?P<num>{MINUS}?(?:{NUMBER})?\.\d+)(?:{SCALE_SUFFIX})?)(?![\d]|\.\d)")

    def find(self, text: str) -> list[re.Match[str]]:
        return super().find(text) if "." in text and _QUICK.search(text) else []

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        if match.group("version"):
            parts = match.group("version").split(".")
            if len(parts) == 4 and all(int(p) <= 255 for p in parts):  # an IPv4 address
                if rng.random() < 0.5:
                    zero = "zero" if rng.random() < 0.6 else "oh"
                    return " dot ".join(digits(p, zero=zero) for p in parts)
                return " dot ".join(cardinal(int(p)) for p in parts)
            sep = weighted(rng, (("point", 0.6), ("dot", 0.4)))
            return f" {sep} ".join(digits(p, rng) if p[0] == "0" and len(p) > 1 else cardinal(int(p), rng)
                                   for p in parts)
        words = amount(match.group("num"), rng)
        if match.group("scale"):  # "1.5M users"
            words += " " + weighted(rng, SCALE_WORDS[match.group("scale")])
        return words

    def sample(self, rng: random.Random) -> str:
        form = rng.choice((0, 0, 1, 1, 2, 3, 4, 4))
        if form == 0:
            return f"{rng.randint(0, 99)}.{rng.randint(1, 9)}"
        if form == 1:
            return f"{rng.randint(0, 9)}.{rng.randint(0, 99):02d}"
        if form == 2:
            return f"-{rng.randint(0, 50)}.{rng.randint(1, 9)}"
        if form == 3:
            return f"{rng.randint(1, 9)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}"
        return f"{rng.randint(1, 999):,}.{rng.randint(0, 999)}"
