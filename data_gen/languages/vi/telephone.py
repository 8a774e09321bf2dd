"""Vietnamese telephone numbers: "0912 345 678", "0912.345.678", "+84 912 345 678", "1900 1234", "(028) 3822
1234" and the emergency numbers ("gọi 115") read digit by digit: "không chín một hai ba bốn năm sáu bảy tám"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.telephone import Telephone

#: Vietnamese forms the generic patterns miss: dotted groups, hotlines 1800 / 1900, +84 with dots.
VI_PHONE = re.compile(r"(?<![\w+.,:/-])(?:0\d{1,3}(?:[.\s-]\d{2,4}){2,3}|\+84[.\s-]?\d{1,3}(?:[.\s-]\d{2,4}){2,3}"
                      r"|1[89]00[.\s-]?\d{3,4}(?:[.\s-]\d{2,4})?)(?![\w]|[.,:/-]\d)")
#: Three-digit service numbers (police 113, fire 114, ambulance 115...) after a calling word.
SERVICE = re.compile(r"(?<![\w.,])11[1-5](?![\w]|[.,:/-]\d)")
CALL_WORDS = frozenset({"gọi", "quay", "đài", "hotline", "nóng", "cứu", "số"})


class VietnameseTelephone(Telephone):
    """The generic telephone patterns, Vietnamese mobile and hotline forms, and the service numbers 111-115
    after a calling word ("gọi 115" -> "gọi một một năm", not "một trăm mười lăm"). Digit by digit, zero
    as "không"."""

    def find(self, text: str) -> list[re.Match[str]]:
        out = super().find(text)
        spans = [(m.start(), m.end()) for m in out]
        for m in VI_PHONE.finditer(text):
            if sum(ch.isdigit() for ch in m.group(0)) >= 8 and not any(a < m.end() and m.start() < b for a, b in spans):
                out.append(m)
        for m in SERVICE.finditer(text):
            if set(Context(text, m.start(), m.end()).left_words(1)) & CALL_WORDS:
                out.append(m)
        return out

    def sample(self, rng: random.Random) -> str:
        d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))  # noqa: E731
        mobile = f"0{rng.choice(('9', '8', '3', '7'))}{d(2)}"
        form = rng.randrange(6)
        if form == 0:
            return f"{mobile} {d(3)} {d(3)}"
        if form == 1:
            return f"{mobile}.{d(3)}.{d(3)}"
        if form == 2:
            return f"+84 {mobile[1:]} {d(3)} {d(3)}"
        if form == 3:
            return f"(028) {d(4)} {d(4)}"
        if form == 4:
            return f"1900 {d(4)}"
        return f"0{d(9)}"
