"""German clock times: "16:30 Uhr" -> "sechzehn uhr dreißig" / "sechzehn dreißig"; "4:30" -> "halb fünf"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.de import numbers
from denorm.data.languages.de.common import GermanEntityClass

_H = r"(?:[01]?\d|2[0-4])"
_M = r"[0-5]\d"
_CLOCK = rf"(?P<h{{i}}>{_H})(?:(?P<sep{{i}}>[:.])(?P<m{{i}}>{_M}))?"
PATTERN = re.compile(
    r"(?<![\w.,:/-])"
    + _CLOCK.format(i=1)
    + r"(?:\s?[–-]\s?" + _CLOCK.format(i=2) + r")?"
    + r"(?P<uhr>\s?Uhr\b)?(?![\w]|[.,:]\d)"
)
#: Colloquial quarter-hour readings of a 12-hour clock (hour is the next full hour for halb / vor).
COLLOQUIAL: dict[int, tuple[str, int]] = {15: ("viertel nach {h}", 0), 30: ("halb {h}", 1),
                                          45: ("viertel vor {h}", 1)}

#: Words before H:MM that make it a ratio, a score or a verse rather than a time.
NOT_TIME_WORDS = frozenset({"maßstab", "verhältnis", "quote", "spielstand", "stand", "ergebnis", "kapitel",
                            "vers", "psalm", "joh", "mt", "mk", "lk", "steht", "endete", "gewann", "verlor",
                            "mit", "zoom", "seitenverhältnis", "format"})


def hour_word(h: int, before_uhr: bool, rng: random.Random | None) -> str:
    """1 -> "ein" before "uhr", "eins" otherwise."""
    if h == 1:
        return "ein" if before_uhr else "eins"
    return numbers.cardinal(h, rng)


def clock(h: int, m: int | None, uhr: bool, rng: random.Random) -> str:
    """One clock time in words; `uhr` when the written form says "Uhr"."""
    if m is None or m == 0:
        return f"{hour_word(h, True, rng)} uhr"
    minutes = numbers.cardinal(m, rng)
    if not uhr and 1 <= h <= 12 and m in COLLOQUIAL and rng.random() < 0.25:
        form, shift = COLLOQUIAL[m]
        nxt = h % 12 + shift if shift else h
        return form.format(h=hour_word(nxt or 12, False, rng))
    p_short = 0.15 if uhr else 0.5
    if rng.random() < p_short:
        mm = f"null {minutes}" if m < 10 else minutes
        return f"{hour_word(h, False, rng)} {mm}"
    return f"{hour_word(h, True, rng)} uhr {minutes}"


class GermanTime(GermanEntityClass):
    """H:MM (with or without Uhr), H.MM Uhr, H Uhr, ranges "9-17 Uhr" / "9:00–17:30 Uhr".

    A bare hour or H.MM needs "Uhr"; H:MM does not. Quarter hours of a 12-hour clock without "Uhr"
    are sometimes read colloquially ("halb fünf" for 4:30), never 24-hour times.
    """

    name = "time"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 75
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        g = match.groupdict()
        if set(ctx.left_words(1)) & NOT_TIME_WORDS:
            return False
        if g["uhr"]:
            return True
        return g["sep1"] == ":" and (g["h2"] is None or g["sep2"] == ":")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict()
        uhr = bool(g["uhr"])
        h1, m1 = int(g["h1"]), int(g["m1"]) if g["m1"] else None
        if g["h2"] is None:
            return clock(h1, m1, uhr, rng)
        h2, m2 = int(g["h2"]), int(g["m2"]) if g["m2"] else None
        if m1 is None and m2 is None and uhr:
            # 9-17 Uhr: "neun bis siebzehn uhr"
            return f"{hour_word(h1, False, rng)} bis {hour_word(h2, True, rng)} uhr"
        first = clock(h1, m1, uhr, rng)
        return f"{first} bis {clock(h2, m2, uhr, rng)}"

    def sample(self, rng: random.Random) -> str:
        h, m = rng.randint(0, 23), rng.choice((0, 0, 15, 30, 45, rng.randint(0, 59)))
        form = rng.randrange(10)
        if form in (0, 5, 6):
            return f"{h}:{m:02d} Uhr"
        if form in (1, 7):
            return f"{h}:{m:02d}"
        if form in (2, 8):
            return f"{h} Uhr"
        if form == 3:
            return f"{h}.{m:02d} Uhr"
        return f"{rng.randint(7, 11)}–{rng.randint(12, 20)} Uhr"
