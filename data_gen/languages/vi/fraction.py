"""Vietnamese fractions: "1/3" -> "một phần ba", "3/4" -> "ba phần tư", "1/2" -> "một phần hai" / "một nửa",
"1 1/2" -> "một và một phần hai" / "một rưỡi"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.vi import numbers
from denorm.data.languages.vi.cardinal import ADDRESS_WORDS
from denorm.data.languages.vi.common import VietnameseEntityClass

VULGAR: dict[str, tuple[int, int]] = {
    "½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4), "⅕": (1, 5), "⅙": (1, 6), "⅛": (1, 8),
    "⅜": (3, 8), "⅝": (5, 8), "⅞": (7, 8),
}
_V = "".join(VULGAR)
#: Words (one of the two before "a/b") that make it a mark out of b ("điểm 8/10", "điểm thi 27,5/30", "đánh giá
#: 4,5/5", "chấm 9/10"): "a trên b", not a fraction.
SCORE_WORDS = frozenset({"điểm", "chấm", "thang", "giá"})
#: Written forms that look like fractions and are read otherwise: service around the clock.
NOT_FRACTIONS: dict[str, tuple[str, ...]] = {"24/7": ("hai mươi tư trên bảy", "hai tư trên bảy")}


def fraction_words(num: int, den: int, rng: random.Random) -> str:
    """ "một phần ba"; a denominator 4 is "tư" ("ba phần tư", the usual word) or "bốn"; a half alone is
    "một phần hai" or "một nửa"."""
    if (num, den) == (1, 2) and rng.random() < 0.4:
        return "một nửa"
    if den == 4:
        denominator = "tư" if rng.random() < 0.7 else "bốn"
    else:
        denominator = numbers.cardinal(den, rng)
    return f"{numbers.cardinal(num, rng)} phần {denominator}"


def _score(ctx: Context) -> bool:
    return bool(set(ctx.left_words(2)) & SCORE_WORDS)


class VietnameseFraction(VietnameseEntityClass):
    """n/d with d up to 100 (or 1000), mixed numbers ("1 1/2") and vulgar fractions (½, ¾); a mark after
    "điểm" ("8/10", "27,5/30") is read "tám trên mười". Dates take a "d/m" first where they read it as one
    (see the date class); "số 12/5" is a house number (cardinal)."""

    name = "fraction"
    needs = re.compile(rf"[\d{_V}]")
    priority = 55
    pattern = re.compile(rf"(?<![\w/.,])(?P<sn>\d{{1,3}},\d{{1,2}})/(?P<sd>\d{{1,3}})(?![\w/]|[.,]\d)"
                         rf"|(?<![\w/.,])(?:(?:(?P<w1>\d{{1,3}}) )?(?P<n>\d{{1,3}})/(?P<d>\d{{1,4}})(?![\w/]|[.,]\d)"
                         rf"|(?:(?P<w2>\d{{1,3}}) ?)?(?P<v>[{_V}]))")

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        if match.group("sn"):
            return _score(ctx)
        if match.group("v"):
            return True
        if match.group(0) in NOT_FRACTIONS:
            return True
        if set(ctx.left_words(1)) & ADDRESS_WORDS:
            return False
        d = int(match.group("d"))
        return 2 <= d <= 100 or d == 1000

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        if match.group(0) in NOT_FRACTIONS:
            return rng.choice(NOT_FRACTIONS[match.group(0)])
        g = match.groupdict()
        if g["sn"] or (not g["w1"] and g["n"] and _score(ctx)):  # a mark: "tám trên mười"
            if g["sn"]:
                whole, frac = g["sn"].split(",")
                said = numbers.decimal(int(whole), frac, rng)
            else:
                said = numbers.cardinal(int(g["n"]), rng)
            return f"{said} trên {numbers.cardinal(int(g['sd'] or g['d']), rng)}"
        whole = g["w1"] or g["w2"]
        n, d = VULGAR[g["v"]] if g["v"] else (int(g["n"]), int(g["d"]))
        if whole is None:
            return fraction_words(n, d, rng)
        head = numbers.cardinal(int(whole), rng)
        if (n, d) == (1, 2) and rng.random() < 0.5:
            return f"{head} rưỡi"
        return f"{head} và {fraction_words(n, d, rng)}"

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(4)
        if form == 0:
            return rng.choice(("1/2", "1/3", "2/3", "1/4", "3/4", "1/5", "1/10"))
        if form == 1:  # a denominator that is no month, or a proper fraction of tenths: never a date
            den = rng.choice((3, 5, 6, 7, 8, 9, 10, 16, 20, 25, 32, 50, 100))
            return f"{rng.randint(1, den - 1)}/{den}"
        if form == 2:
            return f"{rng.randint(1, 5)} 1/2"
        return rng.choice(tuple(VULGAR))
