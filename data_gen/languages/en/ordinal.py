"""English ordinal class: "1st" -> "first", "22nd" -> "twenty second", "103rd"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.en.numbers import NUMBER, EnglishDigitClass, ordinal, ordinal_suffix, parse_int


class EnglishOrdinal(EnglishDigitClass):
    """Digits with an ordinal suffix (st, nd, rd, th; any case) in words."""

    name = "ordinal"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 50
    pattern = re.compile(rf"(?<![\w.,])(?P<n>{NUMBER})(?:st|nd|rd|th|ST|ND|RD|TH)(?![\w])")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        return ordinal(parse_int(match.group("n")), rng)

    def sample(self, rng: random.Random) -> str:
        n = rng.choice((rng.randint(1, 31), rng.randint(1, 120), rng.randint(100, 2000)))
        return f"{n}{ordinal_suffix(n)}"
