"""English time class: "4:30 PM" -> "four thirty p m" / "half past four p m", "16:30", "9 a.m."."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.languages.en.numbers import DIGITS, cardinal, weighted

_AP = r"(?P<ap>[AaPp])\.?\s?[Mm]\.?(?![A-Za-z])"
# 4:30, 16:30, 04:30:15, 4:30 PM, 4:30pm, 4:30 p.m.
_DIGITAL = (r"(?<![\d:.,])(?P<h>[01]?\d|2[0-4]):(?P<m>[0-5]\d)(?::(?P<s>[0-5]\d))?(?![\d]|:\d)"
            rf"(?:\s?{_AP})?")
# 9 a.m., 9am, 4.30 pm
_AMPM = rf"(?<![\w:.,])(?P<h>1[0-2]|0?[1-9])(?:[.:](?P<m>[0-5]\d))?\s?{_AP}"
_TO = r"\s?[-–]\s?"


def _second(pattern: str) -> str:
    """The same pattern with its groups renamed for the end of a range (h -> h2...)."""
    return re.sub(r"\(\?P<(\w+)>", r"(?P<\g<1>2>", pattern)


#: Single times, then ranges ("9am-5pm", "8:00-17:00" -> "nine a m to five p m").
PATTERNS = tuple(re.compile(p) for p in (_DIGITAL, _AMPM, _DIGITAL + _TO + _second(_DIGITAL),
                                         _AMPM + _TO + _second(_AMPM)))


#: Every time has a digit followed by ":" / "." or by am/pm.
_QUICK = re.compile(r"\d(?:[:.]\d|\s?[AaPp]\.?\s?[Mm])")


def minutes(m: int) -> str:
    """Minutes after the hour in digital reading: 5 -> "oh five", 30 -> "thirty"."""
    return f"oh {DIGITS[m]}" if m < 10 else cardinal(m)


def clock_phrase(h12: int, m: int, rng: random.Random) -> str | None:
    """Analogue reading: "quarter past four", "half past four", "ten to five"; None if there is none."""
    nxt = h12 % 12 + 1
    hour, next_hour = cardinal(h12), cardinal(nxt)
    if m == 15:
        return weighted(rng, (("quarter past {h}", 0.5), ("a quarter past {h}", 0.3),
                              ("quarter after {h}", 0.2))).format(h=hour)
    if m == 30:
        return weighted(rng, (("half past {h}", 0.85), ("half {h}", 0.15))).format(h=hour)
    if m == 45:
        return weighted(rng, (("quarter to {h}", 0.5), ("a quarter to {h}", 0.3),
                              ("quarter of {h}", 0.2))).format(h=next_hour)
    if m % 5 == 0 and 0 < m < 30:
        return weighted(rng, (("{m} past {h}", 0.7), ("{m} after {h}", 0.3))).format(m=cardinal(m), h=hour)
    if m % 5 == 0 and m > 30:
        return f"{cardinal(60 - m)} to {next_hour}"
    return None


class EnglishTime(EntityClass):
    """Clock times: digital reading ("four thirty", "four oh five", "sixteen hundred") or analogue
    ("half past four", "five past four", "quarter to five"), "o'clock" on the hour, "a m"/"p m" kept,
    12:00 PM as "noon" sometimes; 24-hour times read as such or converted to the 12-hour clock."""

    name = "time"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 75

    def find(self, text: str) -> list[re.Match[str]]:
        if not _QUICK.search(text):
            return []
        return [m for p in PATTERNS for m in p.finditer(text)]

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict()
        words = self._time(g["h"], g["m"], g.get("s"), g["ap"], rng)
        if "h2" in g:
            words += " to " + self._time(g["h2"], g["m2"], g.get("s2"), g["ap2"], rng)
        elif words.endswith("o'clock") and [w.rstrip(".") for w in ctx.right_words(1)] == ["o'clock"]:
            words = words[: -len(" o'clock")]  # "5:00 o'clock"
        return words

    def _time(self, raw_h: str, raw_m: str | None, s: str | None, ap: str | None, rng: random.Random) -> str:
        """One time of day in words."""
        h, m = int(raw_h), int(raw_m or 0)
        if ap:
            return self._twelve(h if h <= 12 else h - 12, m, ap.lower() + " m", rng)
        if s:
            return f"{self._digital(h, m, rng)} and {cardinal(int(s))} second{'' if s == '01' else 's'}"
        if h >= 13 or h == 0 or (raw_h.startswith("0") and len(raw_h) == 2):
            if rng.random() < 0.5:
                return self._military(raw_h, h, m, rng)
            return self._clock(h % 12 or 12, m, rng)
        return self._clock(h, m, rng)

    @staticmethod
    def _digital(h: int, m: int, rng: random.Random) -> str:
        return cardinal(h) if m == 0 else f"{cardinal(h)} {minutes(m)}"

    @staticmethod
    def _military(raw_h: str, h: int, m: int, rng: random.Random) -> str:
        """24-hour reading: "sixteen thirty", "sixteen hundred", "oh nine hundred"."""
        hour = ("oh " + DIGITS[h] if raw_h.startswith("0") and h and rng.random() < 0.5
                else ("zero" if h == 0 else cardinal(h)))
        if m == 0:
            return f"{hour} hundred" + (" hours" if rng.random() < 0.2 else "")
        return f"{hour} {minutes(m)}"

    @staticmethod
    def _clock(h12: int, m: int, rng: random.Random) -> str:
        if m == 0:
            return weighted(rng, (("{h} o'clock", 0.6), ("{h}", 0.4))).format(h=cardinal(h12))
        phrase = clock_phrase(h12, m, rng) if rng.random() < 0.4 else None
        return phrase or f"{cardinal(h12)} {minutes(m)}"

    @staticmethod
    def _twelve(h12: int, m: int, suffix: str, rng: random.Random) -> str:
        if h12 == 12 and m == 0:
            word = "noon" if suffix == "p m" else "midnight"
            return weighted(rng, ((f"twelve {suffix}", 0.6), (word, 0.25), (f"twelve {word}", 0.15)))
        h12 = h12 or 12
        if m == 0:
            return f"{cardinal(h12)} {suffix}"
        phrase = clock_phrase(h12, m, rng) if rng.random() < 0.3 else None
        return f"{phrase or cardinal(h12) + ' ' + minutes(m)} {suffix}"

    def sample(self, rng: random.Random) -> str:
        h, m = rng.randint(1, 12), rng.choice((0, 0, 5, 10, 15, 20, 30, 30, 45, 50, rng.randint(0, 59)))
        form = rng.randrange(6)
        if form == 0:
            return f"{h}:{m:02d} {rng.choice(('AM', 'PM', 'a.m.', 'p.m.', 'am', 'pm'))}"
        if form == 1:
            return f"{rng.randint(0, 23):02d}:{m:02d}"
        if form == 2:
            return f"{h} {rng.choice(('a.m.', 'p.m.', 'AM', 'PM'))}"
        if form == 3:
            return f"{h}{rng.choice(('am', 'pm'))}"
        if form == 4:
            return f"{rng.randint(13, 23)}:{m:02d}"
        return f"{h}:{m:02d}"
