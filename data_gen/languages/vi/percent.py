"""Vietnamese percentages: "5%" -> "năm phần trăm", "3,5%" -> "ba phẩy năm phần trăm", "5-10%" -> "năm đến mười
phần trăm", "0,5‰" -> "không phẩy năm phần nghìn"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.vi import numbers
from denorm.data.languages.vi.common import (
    NUMBER,
    RANGE_JOIN,
    SameShapeSample,
    VietnameseEntityClass,
    speak_number,
)

SIGNS: dict[str, tuple[str, ...]] = {"%": ("phần trăm",), "‰": ("phần nghìn", "phần ngàn")}
#: Periods of a rate ("6,8%/năm" -> "sáu phẩy tám phần trăm một năm").
PERIODS = ("năm", "tháng", "ngày", "tuần", "quý", "kỳ")


class VietnamesePercent(SameShapeSample, VietnameseEntityClass):
    """A number or a range and % or ‰ (Vietnamese writes "5%" without a space; "5 %" is read alike), and a
    rate's period ("6,8%/năm")."""

    name = "percent"
    needs = re.compile(r"\d")
    priority = 65
    pattern = re.compile(rf"(?<![\w.,])(?P<a>{NUMBER})(?:{RANGE_JOIN}(?P<b>{NUMBER}))?\s?(?P<s>[%‰])"
                         rf"(?:/(?P<per>{'|'.join(PERIODS)})(?!\w))?")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        reading = numbers.draw(rng)
        a = speak_number(match.group("a"), rng, reading)
        if a is None:
            return None
        if match.group("b"):
            b = speak_number(match.group("b"), rng, reading)
            if b is None:
                return None
            a = f"{a} {'tới' if rng.random() < 0.15 else 'đến'} {b}"
        out = f"{a} {rng.choice(SIGNS[match.group('s')])}"
        if match.group("per"):
            out += f" {'mỗi' if rng.random() < 0.4 else 'một'} {match.group('per')}"
        return out

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(5)
        if form in (0, 1):
            return f"{rng.randint(1, 100)}%"
        if form == 2:
            return f"{rng.randint(0, 99)},{rng.randint(1, 9)}%"
        if form == 3:
            return f"{rng.randint(1, 10)}-{rng.randint(11, 50)}%"
        return f"{rng.randint(0, 3)},{rng.randint(1, 9)}‰"
