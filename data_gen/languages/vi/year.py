"""Vietnamese years: "năm 2009" -> "năm hai nghìn không trăm linh chín", "1945–1954", "thập niên 90"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.vi import numbers
from denorm.data.languages.vi.common import VietnameseEntityClass

#: Words after which a bare four-digit number is a year ("từ 2009", "vào 1975", "mùa hè 2019").
YEAR_CUES = frozenset({"từ", "đến", "tới", "trước", "sau", "vào", "cuối", "đầu", "giữa", "khoảng", "hè", "xuân",
                       "thu", "đông", "mùa", "niên", "khóa", "khoá", "học", "kỳ", "kì", "quý", "hạn", "tháng",
                       "trong", "suốt", "đợt", "bản", "phiên", "model", "mẫu", "đời", "lịch", "copyright"})
_Y = r"(?:1\d{3}|20\d{2})"


def range_said(first: str, second: str, rng: random.Random) -> str:
    """Two years of a range: "X đến Y" mostly, "X tới Y", or the two years alone as read in brackets."""
    x = rng.random()
    word = "đến " if x < 0.7 else "tới " if x < 0.8 else ""
    r = numbers.draw(rng)  # both years read alike
    return f"{numbers.cardinal(int(first), reading=r)} {word}{numbers.cardinal(int(second), reading=r)}"


class VietnameseYear(VietnameseEntityClass):
    """"năm" and a number ("năm 2009", "năm 938", "năm 2023-2024"), a decade ("thập niên 90", "thập kỷ
    1980"), a range of two years ("1945–1954", "2023-2024"), and a bare year 1000-2099 after a cue word
    ("từ 2009", "mùa hè 2019"). Years are read as cardinals and never grouped ("2009", not "2.009")."""

    name = "year"
    needs = re.compile(r"\d")
    priority = 45
    pattern = re.compile(
        r"(?<!\w)(?P<cue>[Nn]ăm|NĂM|[Tt]hập\s(?:niên|kỷ|kỉ))\s(?P<y>\d{1,4})"
        r"(?:\s?[–—-]\s?(?P<y2>\d{4}|\d{2}))?(?![\w]|[.,:/]\d)"
        rf"|(?<![\w.,:/-])(?P<r1>{_Y})\s?[–—-]\s?(?P<r2>{_Y})(?![\w]|[.,:/-]\d)"
        rf"|(?<![\w.,:/-])(?P<bare>{_Y})(?![\w]|[.,:/-]\d)")

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        if match.group("r1"):
            return 0 < int(match.group("r2")) - int(match.group("r1")) <= 100
        if match.group("bare"):
            return bool(set(ctx.left_words(1)) & YEAR_CUES)
        y2 = match.group("y2")
        return y2 is None or int(y2) > int(match.group("y")) % (10 ** len(y2)) or len(y2) == 4

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict()
        if g["r1"]:
            return range_said(g["r1"], g["r2"], rng)
        if g["bare"]:
            return numbers.cardinal(int(g["bare"]), rng)
        cue = " ".join(g["cue"].lower().split())
        if g["y2"]:
            return f"{cue} {range_said(g['y'], g['y2'], rng)}"
        return f"{cue} {numbers.cardinal(int(g['y']), rng)}"

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(10)
        y = rng.choice((rng.randint(1900, 2030), rng.randint(1000, 2030)))
        if form == 0:
            return f"thập niên {rng.choice((60, 70, 80, 90, 1990, 1980))}"
        if form == 1:
            return f"{y}–{y + rng.randint(1, 30)}"
        if form == 2:
            return f"năm {y}-{y + 1}"
        return f"năm {y}"

    def sample_like(self, written: str, rng: random.Random) -> str:
        """Another year written like `written` ("năm 1975" -> "năm 2003", a range stays a range)."""
        m = re.fullmatch(r"(\D*)(\d{4})(\s?[–—-]\s?)?(\d{4})?(.*)", written, re.S)
        if m is None:
            return self.sample(rng)
        y = rng.randint(1900, 2030)
        second = f"{m.group(3)}{y + rng.randint(1, 20)}" if m.group(4) else ""
        return f"{m.group(1)}{y}{second}{m.group(5)}"
