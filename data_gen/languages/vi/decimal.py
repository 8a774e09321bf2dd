"""Vietnamese decimals: "3,5" -> "ba phẩy năm", "2,38" -> "hai phẩy ba mươi tám" / "hai phẩy ba tám", "1,5 triệu"
-> "một phẩy năm triệu" / "một triệu rưỡi"; "3.5" written with a point: "ba chấm năm" / "ba phẩy năm"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.vi import numbers
from denorm.data.languages.vi.common import DEC, SCALE, VietnameseEntityClass, parse_number, speak_scaled

#: Words before a number with a point that make it a version ("phiên bản 3.5", "Android 4.4"): "chấm" only.
VERSION_WORDS = frozenset({"bản", "version", "v", "android", "ios", "python", "windows", "macos", "java", "php",
                           "firmware", "chuẩn", "bluetooth", "usb", "wifi", "wi-fi", "html", "http", "mục", "điều",
                           "khoản", "chương", "bài", "hình", "bảng", "phần", "câu", "ví", "dụ"})


class VietnameseDecimal(VietnameseEntityClass):
    """Numbers with the decimal comma ("3,5", "1.234,56"), optionally signed ("âm") and scaled ("1,5 triệu"),
    and numbers with a point that are not thousands ("3.5", "0.25"): "chấm" as speakers read them off
    a screen, or "phẩy"; after a version word ("phiên bản 3.5") only "chấm"."""

    name = "decimal"
    needs = re.compile(r"\d")
    priority = 55
    pattern = re.compile(rf"(?:(?<![\w.,)])[-−](?=\d))?(?<![\d.,])(?P<n>{DEC})(?![\d,]|\.\d)(?P<scale>{SCALE})?")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        text = match.group(0)
        number = text[: len(text) - len(match.group("scale") or "")]
        if match.group("scale"):
            return speak_scaled(number, match.group("scale").strip(), rng)
        parsed = parse_number(number)
        if parsed is None:
            return None
        neg, whole, frac = parsed
        sign = "âm " if neg else ""
        if "," not in number:
            version = set(ctx.left_words(1)) & VERSION_WORDS
            if version or rng.random() < 0.6:
                return sign + f"{numbers.cardinal(whole, rng)} chấm {numbers.fraction_digits(frac, rng)}"
        return sign + numbers.decimal(whole, frac, rng)

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(5)
        if form == 0:
            return f"{rng.randint(0, 9)},{rng.randint(1, 9)}"
        if form == 1:
            return f"{rng.randint(0, 99)},{rng.randint(0, 99):02d}"
        if form == 2:
            return f"-{rng.randint(0, 30)},{rng.randint(1, 9)}"
        if form == 3:
            return f"{rng.randint(1, 9)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d}"
        return f"{rng.randint(1, 9)},{rng.randint(1, 9)} {rng.choice(('triệu', 'tỷ', 'nghìn'))}"

    def sample_like(self, written: str, rng: random.Random) -> str:
        """Another decimal written the same way (comma or point, the scale word kept)."""
        m = re.fullmatch(r"([-−]?)(\d[\d.]*)([,.])(\d+)(.*)", written, re.S)
        if m is None:
            return self.sample(rng)
        frac = "".join(str(rng.randint(0, 9)) for _ in m.group(4))
        whole = str(rng.randint(0, 99)) if m.group(3) == "," else str(rng.randint(0, 9))
        return f"{m.group(1)}{whole}{m.group(3)}{frac}{m.group(5)}"
