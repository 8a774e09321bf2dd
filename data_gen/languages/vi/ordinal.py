"""Vietnamese ordinals: "thứ 2" -> "thứ hai", "thứ 1" -> "thứ nhất", "thứ 4" -> "thứ tư", "lần thứ 21" -> "lần thứ
hai mươi mốt"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.languages.vi import numbers


class VietnameseOrdinal(EntityClass):
    """"thứ" and a number in figures, the weekday "Thứ 2" included (read as said: "thứ hai"), and a range
    "thứ 2-6" ("thứ hai đến thứ sáu"). The ordinal word
    comes after "thứ": 1 "nhất", 4 "tư", every other number its cardinal ("thứ mười bốn", "thứ hai mươi
    tư" / "thứ hai mươi bốn"). Ranks written "hạng 3", "lớp 5" are cardinals in Vietnamese."""

    name = "ordinal"
    needs = re.compile(r"\d")
    priority = 50
    pattern = re.compile(r"(?<!\w)(?P<thu>[Tt]hứ|THỨ)\s(?P<n>\d{1,4})(?:\s?[–-]\s?(?:(?:[Tt]hứ|THỨ)\s)?(?P<n2>\d{1,4}))?"
                         r"(?![\w]|[.,:/]\d)")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        first = numbers.ordinal(int(match.group("n")), rng)
        if match.group("n2") is None:
            return first
        # "thứ 2-6", "Thứ 2 - Thứ 6": the weekdays from Monday to Friday
        return f"{first} {'tới' if rng.random() < 0.15 else 'đến'} {numbers.ordinal(int(match.group('n2')), rng)}"

    def sample(self, rng: random.Random) -> str:
        return f"thứ {rng.choice((rng.randint(1, 10), rng.randint(1, 30), rng.randint(1, 200)))}"

    def sample_like(self, written: str, rng: random.Random) -> str:
        """Another ordinal with "thứ" as written ("Thứ 2" -> "Thứ 5")."""
        return f"{written.split()[0]} {rng.randint(1, 30)}"
