"""Spanish clock times: "16:30" -> "dieciséis treinta" / "cuatro y media de la tarde", "9:15" -> "nueve y cuarto",
"10:45" -> "once menos cuarto" / "diez y cuarenta y cinco", "1:30" -> "una y media", "16:30 h" -> "dieciséis treinta horas", "4 p. m."."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.es import numbers
from denorm.data.languages.es.common import SpanishEntityClass

_H = r"(?:[01]?\d|2[0-4])"
_M = r"[0-5]\d"
_AMPM = r"(?P<ap{i}>\s?[ap]\.\s?m\.|\s?[ap]m\b)"
_UNIT = r"(?P<h{i}>\s?(?:h|hrs?\.?|horas)(?![\w]))"
_CLOCK = (rf"(?P<hh{{i}}>{_H})(?:(?P<sep{{i}}>[:.])(?P<mm{{i}}>{_M})(?::(?P<ss{{i}}>{_M}))?)?"
          rf"(?:{_UNIT}|{_AMPM})?")
PATTERN = re.compile(r"(?<![\w.,:/-])" + _CLOCK.format(i=1) + r"(?:\s?[–-]\s?" + _CLOCK.format(i=2) + r")?"
                     r"(?![\w]|[.,:]\d)")
#: Words before H:MM that make it a score, a ratio or a verse rather than a time.
NOT_TIME_WORDS = frozenset({"resultado", "marcador", "ganó", "perdió", "empató", "venció", "escala", "proporción",
                            "relación", "versículo", "versículos", "capítulo", "cap.", "formato", "zoom",
                            "aspecto", "ratio", "juan", "mateo", "lucas", "marcos", "génesis", "éxodo"})
#: Words before a bare hour with "h" that make it a clock time ("a las 16 h"), not a duration ("dura 2 h").
CLOCK_WORDS = frozenset({"la", "las", "sobre", "hacia"})
#: The quarters and the minutes said colloquially on a 12-hour clock.
_QUARTERS = {15: "y cuarto", 30: "y media", 45: "menos cuarto"}


def hour_words(h: int) -> str:
    """An hour on the clock: feminine (la hora): "una", "veintiuna"; 0 is "cero"."""
    return numbers.cardinal(h, "f")


def day_part(h: int) -> str:
    """The part of the day of a 24-hour hour, said after a 12-hour reading."""
    if h == 12:
        return "del mediodía"
    if 13 <= h <= 20:
        return "de la tarde"
    if h >= 21 or h == 0:
        return "de la noche"
    if h <= 5:
        return "de la madrugada"
    return "de la mañana"


def colloquial(h12: int, m: int) -> str | None:
    """"nueve y cuarto", "nueve y media", "diez menos cuarto", "nueve y diez", "diez menos veinte"; None for
    minutes that are not a multiple of five."""
    nxt = h12 % 12 + 1
    if m in _QUARTERS:
        return f"{hour_words(nxt if m == 45 else h12)} {_QUARTERS[m]}"
    if m % 5:
        return None
    if m < 30:
        return f"{hour_words(h12)} y {numbers.cardinal(m)}"
    return f"{hour_words(nxt)} menos {numbers.cardinal(60 - m)}"


def minutes_words(m: int) -> str:
    """Minutes of a digital reading: "treinta", "cero cinco" for 5."""
    return f"cero {numbers.cardinal(m)}" if m < 10 else numbers.cardinal(m)


def _twelve_hour(h12: int, mm: int, part: str) -> str:
    """A 12-hour reading followed by `part` ("de la tarde", "p m"): "cuatro y media de la tarde"."""
    if not mm:
        return f"{hour_words(h12)} {part}"
    return f"{colloquial(h12, mm) or hour_words(h12) + ' ' + minutes_words(mm)} {part}"


def ampm_part(h12: int, ampm: str) -> str:
    """The part of the day of a 12-hour time written with "a. m." / "p. m."."""
    if ampm == "p":
        return "del mediodía" if h12 == 12 else "de la tarde" if h12 < 8 else "de la noche"
    return "de la noche" if h12 == 12 else "de la madrugada" if h12 < 6 else "de la mañana"


def clock(h: int, m: int | None, s: int | None, unit: bool, ampm: str | None, rng: random.Random) -> str:
    """One clock time in words; `unit` when the text writes "h"/"horas" after it, `ampm` "a"/"p" when it
    writes "a. m."/"p. m."."""
    mm = m or 0
    hours = "hora" if h == 1 else "horas"
    if s is not None:
        return (f"{hour_words(h)} {hours} {numbers.cardinal(mm)} minutos y {numbers.cardinal(s)} "
                f"segundo{'' if s == 1 else 's'}")
    if ampm:
        h12 = h % 12 or 12
        r = rng.random()
        if r < 0.3 and mm and colloquial(h12, mm):  # "diez y media p m"
            return f"{colloquial(h12, mm)} {ampm} m"
        if r < 0.5:  # "diez y media de la mañana"
            return _twelve_hour(h12, mm, ampm_part(h12, ampm))
        return f"{hour_words(h12)} {minutes_words(mm)} {ampm} m" if mm else f"{hour_words(h12)} {ampm} m"
    if m is None and not unit:
        return hour_words(h)  # "9-14 h": the first hour of a range, said as written
    if unit:
        if not mm:
            return f"{hour_words(h)} {hours}"
        if rng.random() < 0.7:
            return f"{hour_words(h)} {minutes_words(mm)} horas"  # "a las dieciséis treinta horas"
        return f"{hour_words(h)} {hours} y {numbers.cardinal(mm)} minutos"
    r = rng.random()
    if r < 0.1 and h and (1 <= h <= 12 and 30 < mm or 10 < mm and mm % 5):  # "las seis y cuarenta y cinco":
        # past the half said so too, and minutes no quarter or five names ("las nueve y veintidós", "las
        # diecisiete y veintidós", as timetables are read aloud)
        return f"{hour_words(h)} y {numbers.cardinal(mm)}"
    if r < 0.3 and 1 <= h <= 12 and mm and colloquial(h, mm):  # 12-hour times: "nueve y media"
        return colloquial(h, mm)  # type: ignore[return-value]
    if r < 0.45 and (h >= 13 or h == 0):  # 24-hour times: "cuatro y media de la tarde"
        return _twelve_hour(h % 12 or 12, mm, day_part(h))
    if mm == 0:
        return choose_full_hour(h, rng)
    return f"{hour_words(h)} {minutes_words(mm)}"


def choose_full_hour(h: int, rng: random.Random) -> str:
    """H:00 said: "dieciséis horas", "dieciséis cero cero", "dieciséis en punto", "dieciséis"."""
    r = rng.random()
    if r < 0.4:
        return f"{hour_words(h)} horas" if h != 1 else "una"
    if r < 0.5:
        return f"{hour_words(h)} cero cero"
    if r < 0.65:
        return f"{hour_words(h)} en punto"
    return hour_words(h)


class SpanishTime(SpanishEntityClass):
    """H:MM[:SS] with or without "h"/"horas" and "a. m."/"p. m.", H.MM and H with "h", ranges ("9:00-14:00" ->
    "nueve a catorce"); the hour is feminine ("la una", "las veintiuna"). A 12-hour time is read digitally or
    colloquially ("nueve y media"); a 24-hour time also on the 12-hour clock with the part of the day ("cuatro
    y media de la tarde"), so that no reading loses the hour. A bare hour with "h" needs "las"/"la" before it
    ("a las 16 h"); "dura 2 h" is a measure."""

    name = "time"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 75
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        g = match.groupdict()
        left = ctx.left_words(1)
        if set(left) & NOT_TIME_WORDS:
            return False
        for i in ("1", "2"):
            if g[f"hh{i}"] is None:
                continue
            h, sep, marked = int(g[f"hh{i}"]), g[f"sep{i}"], bool(g[f"h{i}"] or g[f"ap{i}"])
            if h == 24 and g[f"mm{i}"] not in (None, "00"):
                return False
            if g[f"ap{i}"] and not 1 <= h <= 12:
                return False
            if sep == "." and not marked:
                return False  # "3.15" is a decimal; "16.30 h" a time
            ranged = g["hh2"] is not None and bool(g["h2"])  # "9-14 h"
            if sep is None and not (marked and (g[f"ap{i}"] or set(left) & CLOCK_WORDS)) and not ranged:
                return False
        return g["sep1"] == ":" or bool(g["h1"] or g["ap1"] or g["h2"] or g["ap2"])

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict()
        said = []
        unit = bool(g["h1"] or g["h2"])
        for i in ("1", "2"):
            if g[f"hh{i}"] is None:
                continue
            m = int(g[f"mm{i}"]) if g[f"mm{i}"] else None
            s = int(g[f"ss{i}"]) if g[f"ss{i}"] else None
            ap = (g[f"ap{i}"] or g["ap2"] or "").strip()[:1] or None
            last = i == "2" or g["hh2"] is None
            said.append(clock(int(g[f"hh{i}"]), m, s, unit and last, ap, rng))
        return " a ".join(said)

    def sample(self, rng: random.Random) -> str:
        """A time for "a las {time}": not 1 o'clock ("a la 1:30"), not a range (read, never sampled)."""
        h, m = rng.choice((0, *range(2, 24))), rng.choice((0, 0, 15, 30, 45, rng.randint(0, 59)))
        form = rng.randrange(10)
        if form in (0, 1, 2, 3):
            return f"{h}:{m:02d}"
        if form in (4, 5):
            return f"{h:02d}:{m:02d}"
        if form in (6, 7):
            return f"{h}:{m:02d} h"
        if form == 8:
            return f"{rng.randint(2, 12)}:{m:02d} {rng.choice(('a. m.', 'p. m.'))}"
        return f"{h}.{m:02d} h"
