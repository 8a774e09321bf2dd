"""French clock times: "16 h 30", "16h30", "16:30" -> "seize heures trente"; "4 h 30" -> "quatre heures et demie"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.fr import numbers
from denorm.data.languages.fr.common import FrenchEntityClass

_H = r"(?:[01]?\d|2[0-4])"
_M = r"[0-5]\d"
_HOUR_MARK = r"(?:h|H|heures?)(?![^\W\d_])"
_CLOCK = (rf"(?P<h{{i}}>{_H})(?:\s?{_HOUR_MARK}(?:\s?(?P<m{{i}}>{_M})(?P<min{{i}}>\s?min\b)?)?"
          rf"|:(?P<c{{i}}>{_M})(?::(?P<s{{i}}>{_M}))?)")
PATTERN = re.compile(
    r"(?<![\w.,:/-])" + _CLOCK.format(i=1)
    + r"(?:\s?[–-]\s?" + _CLOCK.format(i=2) + r")?"
    + r"(?![\w]|[.,:]\d|\s?/\s?\d)"
)
#: Words before a bare hour ("à 16 h", "il est 8 h") that make it a time of day rather than a duration
#: ("pendant 3 h", left to the measure class: both are read "... heures").
TIME_WORDS = frozenset({"à", "a", "vers", "dès", "avant", "après", "jusqu'à", "entre", "et", "ou", "de", "est",
                        "ouvert", "ouverte", "fermé", "fermée", "rendez-vous", "rdv", "lever", "coucher",
                        "départ", "arrivée", "aujourd'hui", "demain", "hier", "soir", "matin", "partir"})
#: Words before H:MM that make it a ratio or a score rather than a time.
NOT_TIME_WORDS = frozenset({"échelle", "ratio", "rapport", "score", "format", "proportion", "verset", "gagné",
                            "perdu", "victoire", "défaite", "mené", "zoom"})


def hour_words(h: int, rng: random.Random | None, named: bool = True) -> str:
    """"seize heures", "une heure", "zéro heure"; "midi" / "minuit" now and then (`named`)."""
    if named and rng is not None and h in (0, 12, 24) and rng.random() < 0.4:
        return "midi" if h == 12 else "minuit"
    noun = "heures" if h >= 2 else "heure"
    return f"{numbers.cardinal(h, feminine=True)} {noun}"


def colloquial(h: int, m: int, rng: random.Random) -> str | None:
    """The everyday readings of a 12-hour clock (0-12 h): "quatre heures et demie" (4:30), "et quart"
    (4:15), "cinq heures moins le quart" (4:45), "moins vingt / dix / cinq" (4:40, 4:50, 4:55), "midi et
    demi", "minuit et quart" (not "zéro heure et quart"); None for other minutes and for 13-23 h."""
    if not 0 <= h <= 12 or m not in (15, 30, 40, 45, 50, 55):
        return None
    if m in (15, 30):
        head = "minuit" if h == 0 else hour_words(h, rng)
        if m == 15:
            return f"{head} et quart"
        return f"{head} et {'demi' if head in ('midi', 'minuit') else 'demie'}"
    tail = {40: "moins vingt", 45: "moins le quart", 50: "moins dix", 55: "moins cinq"}[m]
    return f"{hour_words(h + 1 if h < 12 else 1, rng)} {tail}"


def clock(h: int, m: int | None, rng: random.Random, minutes_word: bool = False, seconds: int | None = None,
          formal: bool = False) -> str:
    """One clock time in words; `minutes_word` when the written form says "min", `formal` for H:MM:SS."""
    if (m is None or m == 0) and seconds is None:
        return hour_words(h, rng)
    if not minutes_word and seconds is None and not formal and rng.random() < 0.25:
        said = colloquial(h, m or 0, rng)
        if said is not None:
            return said
    head = hour_words(h, rng, named=not minutes_word)
    words = f"{head} {numbers.cardinal(m or 0, feminine=True)}"
    if minutes_word or seconds is not None:
        words += " minute" if m == 1 else " minutes"
    if seconds is not None:
        words += f" {numbers.cardinal(seconds, feminine=True)} seconde{'s' if seconds >= 2 else ''}"
    return words


class FrenchTime(FrenchEntityClass):
    """"16 h 30", "16h30", "16 heures 30", "16:30" (and "16:30:15"), "9 h-17 h"; a bare "16 h" only after
    a word of the time of day ("à", "vers", "il est"). 1 is "une heure", 0 "zéro heure"; "midi" and
    "minuit" now and then; quarter and half hours of a 12-hour clock sometimes colloquially ("quatre heures
    et demie", "cinq heures moins le quart"), never for 13:00-23:59. "min" written: "... minutes"."""

    name = "time"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 75
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        g = match.groupdict()
        left = ctx.left_words(1)
        if g["c1"] is not None:
            return not set(left) & NOT_TIME_WORDS and int(g["h1"]) <= 24
        if g["m1"] or g["h2"] is not None:
            return True
        return bool(left) and left[0] in TIME_WORDS

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        said = []
        for i in (1, 2):
            h = match.group(f"h{i}")
            if h is None:
                continue
            colon = match.group(f"c{i}")
            minute = match.group(f"m{i}") or colon
            sec = match.group(f"s{i}")
            said.append(clock(int(h), int(minute) if minute else None, rng,
                              minutes_word=bool(match.group(f"min{i}")),
                              seconds=int(sec) if sec else None))
        return " à ".join(said)

    def sample(self, rng: random.Random) -> str:
        h, m = rng.randint(0, 23), rng.choice((0, 0, 15, 30, 45, rng.randint(0, 59)))
        form = rng.randrange(10)
        if form in (0, 5, 6):
            return f"{h} h {m:02d}"
        if form in (1, 7):
            return f"{h}h{m:02d}"
        if form in (2, 8):
            return f"{h}:{m:02d}"
        if form == 3:
            return f"{h} h {m:02d} min"
        return f"{rng.randint(7, 11)} h-{rng.randint(12, 20)} h"
