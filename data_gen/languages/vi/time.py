"""Vietnamese clock times: "16:30", "16h30", "16 giờ 30 (phút)" -> "mười sáu giờ ba mươi (phút)", "4:30" ->
"bốn giờ rưỡi" / "bốn rưỡi", "5:45" -> "sáu giờ kém mười lăm"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.vi import numbers
from denorm.data.languages.vi.common import VietnameseEntityClass

_H = r"(?:[01]?\d|2[0-4])"
_M = r"[0-5]\d"
#: One clock time: 16:30(:15), 16h30 / 16h / 16g30, 16 giờ (30 (phút)).
_CLOCK = (rf"(?:(?P<h{{i}}>{_H}):(?P<m{{i}}>{_M})(?::(?P<s{{i}}>{_M}))?"
          rf"|(?P<hh{{i}}>{_H})(?:[hH](?P<hm{{i}}>{_M})?|g(?P<gm{{i}}>{_M}))"
          rf"|(?P<gh{{i}}>{_H})\s(?:giờ|Giờ|GIỜ)(?:\s(?P<gmin{{i}}>[0-5]?\d)(?P<phut{{i}}>\s(?:phút|Phút))?)?)")
PATTERN = re.compile(r"(?<![\w.,:/-])" + _CLOCK.format(i=1) + r"(?:\s?[–—-]\s?" + _CLOCK.format(i=2) + r")?"
                     r"(?![\w]|[.,:]\d)")
#: Words before H:MM that make it a score, a ratio or a verse rather than a time.
NOT_TIME_WORDS = frozenset({"số", "lệ", "thắng", "thua", "hòa", "hoà", "tỷ", "tỉ", "câu", "chương", "đoạn",
                            "trận", "kết", "quả"})
P_RUOI = 0.3  # "bốn giờ rưỡi" / "bốn rưỡi" for 4:30 (hours up to 12)
P_KEM = 0.15  # "sáu giờ kém mười lăm" for 5:45 (hours 1-11, minutes 45, 50, 55)


def _n(n: int, rng: random.Random) -> str:
    return numbers.cardinal(n, reading=numbers.draw(rng, elide=0.25))


def clock(h: int, m: int | None, s: int | None, rng: random.Random, phut: bool = False) -> str:
    """One time in words; `phut`: the written form says "phút", so the reading does too."""
    hours = _n(h, rng)
    if s is not None:
        return f"{hours} giờ {_n(m or 0, rng)} phút {_n(s, rng)} giây"
    if not m:
        return f"{hours} giờ"
    x = rng.random()
    if not phut and m == 30 and 1 <= h <= 12 and x < P_RUOI:
        return f"{hours} giờ rưỡi" if x < P_RUOI * 0.6 else f"{hours} rưỡi"
    if not phut and m in (45, 50, 55) and 1 <= h <= 11 and x < P_KEM:
        return f"{_n(h + 1, rng)} giờ kém {_n(60 - m, rng)}"
    if m < 10:
        joiner = rng.choice(("linh ", "lẻ ")) if rng.random() < 0.25 else ""
        return f"{hours} giờ {joiner}{_n(m, rng)} phút"
    tail = " phút" if phut or rng.random() < 0.5 else ""
    return f"{hours} giờ {_n(m, rng)}{tail}"


def _parts(g: dict, i: int) -> tuple[int, int | None, int | None, bool]:
    """(hour, minute, second, "phút" written) of the i-th clock of a match."""
    if g[f"h{i}"]:
        return int(g[f"h{i}"]), int(g[f"m{i}"]), int(g[f"s{i}"]) if g[f"s{i}"] else None, False
    if g[f"hh{i}"]:
        minute = g[f"hm{i}"] or g[f"gm{i}"]
        return int(g[f"hh{i}"]), int(minute) if minute else None, None, False
    minute = g[f"gmin{i}"]
    return int(g[f"gh{i}"]), int(minute) if minute else None, None, bool(g[f"phut{i}"])


class VietnameseTime(VietnameseEntityClass):
    """Clock times H:MM(:SS), HhMM and Hh ("16h30", "8h"), HgMM, "H giờ (MM (phút))", and ranges of them
    ("8h-17h" -> "tám giờ đến mười bảy giờ"). Minutes 01-09 take "phút" ("tám giờ năm phút", "tám giờ lẻ
    năm phút"); half past ("rưỡi") and "kém" (to the next hour) only where the hour is one of a 12-hour
    clock and the written form does not say "phút"."""

    name = "time"
    needs = re.compile(r"\d")
    priority = 75
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        if set(ctx.left_words(1)) & NOT_TIME_WORDS and match.group("h1"):
            return False
        g = match.groupdict()
        for i in (1, 2):
            if g[f"h{i}"] or g[f"hh{i}"] or g[f"gh{i}"]:
                h, m, _, _ = _parts(g, i)
                if h == 24 and m:
                    return False
        return True

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict()
        h, m, s, phut = _parts(g, 1)
        first = clock(h, m, s, rng, phut)
        if not (g["h2"] or g["hh2"] or g["gh2"]):
            return first
        h2, m2, s2, phut2 = _parts(g, 2)
        return f"{first} {'tới' if rng.random() < 0.2 else 'đến'} {clock(h2, m2, s2, rng, phut2)}"

    def sample(self, rng: random.Random) -> str:
        h, m = rng.randint(0, 23), rng.choice((0, 0, 15, 30, 45, rng.randint(0, 59)))
        form = rng.randrange(8)
        if form in (0, 1):
            return f"{h}:{m:02d}"
        if form == 2:
            return f"{h}h{m:02d}" if m else f"{h}h"
        if form == 3:
            return f"{h} giờ {m}" if m else f"{h} giờ"
        if form == 4:
            return f"{h} giờ {m} phút"
        if form == 5:
            return f"{h:02d}:{m:02d}"
        if form == 6:
            return f"{rng.randint(6, 9)}h-{rng.randint(16, 21)}h"
        return f"{rng.randint(7, 11)}:00 - {rng.randint(12, 20)}:{rng.choice((0, 30)):02d}"
