"""English year class: "in 2020" -> "twenty twenty", 1905, "the 1990s", "'90s", "44 BC", "1990-95"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.languages.en.calendar import MONTHS
from denorm.data.languages.en.cardinal import range_word
from denorm.data.languages.en.numbers import (
    HAS_DIGIT,
    cardinal,
    plural_number,
    two_digit_year,
    weighted,
    year,
)

#: A lowercase word just before a bare four-digit number that makes it a year ("in 1999").
YEAR_CUES = frozenset({
    "in", "since", "until", "till", "by", "from", "to", "of", "year", "during", "before", "after",
    "around", "circa", "c.", "ca.", "early", "late", "mid", "spring", "summer", "autumn", "fall",
    "winter", "copyright", "between", "and", "through", "fiscal", "fy", "vintage", "born", "died",
    "founded", "established", "est.", "season", "election", "census", "olympics", "released",
    "published", "ended", "began", "started", "christmas", "easter", "class", "as", "or",
    "than", "back", "decade",
} | set(MONTHS))
#: Words before a two-digit decade without apostrophe ("the 90s", "in his 30s", "mid-80s").
DECADE_CUES = frozenset({"the", "his", "her", "their", "my", "your", "our", "its", "early", "late", "mid",
                         "pre", "post", "since", "in", "from", "of"})
_QUARTER = re.compile(r"\b(?:Q[1-4]|H[12]|FY)$")
_END = re.compile(r"\s*(?:[.;!?)\]]|,\s|$)")
_ERAS = {"bc": "b c", "b.c.": "b c", "bce": "b c e", "b.c.e.": "b c e", "ad": "a d", "a.d.": "a d",
         "ce": "c e", "c.e.": "c e"}
_ERA = r"(?:BCE|BC|AD|CE|B\.C\.E\.|B\.C\.|A\.D\.|C\.E\.)"
_YEAR = r"(?:1\d{3}|20\d{2})"


def decade_cued(text: str, start: int) -> bool:
    """Whether a two-digit "30s" at `start` is a decade ("the 30s", "her 30s"), not "30 seconds"."""
    left = Context(text, start, start).left_words(1)
    return bool(left) and left[0] in DECADE_CUES


def decade(century: str | None, tens: str) -> str:
    """ "19", "9" -> "nineteen nineties"; None, "9" -> "nineties"; "20", "0" -> "two thousands"."""
    if century is None:
        return plural_number(cardinal(int(tens) * 10)) if tens != "0" else "two thousands"
    n = int(century) * 100 + int(tens) * 10
    if n % 1000 == 0:
        return cardinal(n // 1000) + " thousands"
    if n % 100 == 0:
        return cardinal(n // 100) + " hundreds"
    return plural_number(year(n))


class EnglishYear(EntityClass):
    """Four-digit years where the context says "year" (a cue word before, parentheses, a range),
    decades ("the 1990s", "'90s"; a "the" before is part of the span, as in the samples), years with
    an era (BC, AD) and "'09". Other four-digit numbers are left to the cardinal class."""

    name = "year"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 45
    pattern = re.compile(
        rf"(?<![\w.,:/'’$£€])(?<!\d[-–])(?:"
        rf"(?P<era_pre>AD|A\.D\.) ?(?P<y_era_pre>\d{{1,4}})(?![\w.,:/]\d|\d)"
        rf"|(?P<y_era>\d{{1,4}}) ?(?P<era>{_ERA})(?![\w])"
        rf"|(?P<the>[Tt]he )?(?:(?P<century>1[1-9]|20)?(?P<tens>\d)0['’]?s(?![\w])"
        rf"|['’](?P<tens2>\d)0['’]?s(?![\w]))"
        rf"|['’](?P<short>\d\d)(?![\w'’]|[.,]\d)"
        rf"|(?P<y>{_YEAR})(?:\s?[-–]\s?(?P<y2>{_YEAR}|\d{{2}}))?(?![\w'’]|[.,:/\-–]\d)"
        rf")")

    def find(self, text: str) -> list[re.Match[str]]:
        out: list[re.Match[str]] = []
        if not HAS_DIGIT(text):
            return out
        for m in self.pattern.finditer(text):
            if m.group("y") and not (m.group("y2") or self._cued(text, m.start())):
                continue
            if (m.group("tens") is not None and m.group("century") is None and not m.group("the")
                    and not decade_cued(text, m.start())):
                continue
            out.append(m)
        return out

    @staticmethod
    def _cued(text: str, start: int) -> bool:
        before = text[:start].rstrip()
        if before.endswith(("(", "©", "[")) or _QUARTER.search(before):
            return True
        if 1900 <= int(text[start:start + 4]) <= 2099 and _END.match(text, start + 4):
            return True  # "The year is 2024.", "Copyright Acme, 2019"
        left = Context(text, start, start).left_words(1)
        return bool(left) and left[0] in YEAR_CUES

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.group
        if g("era_pre"):
            return f"a d {year(int(g('y_era_pre')), rng)}"
        if g("era"):
            return f"{year(int(g('y_era')), rng)} {_ERAS[g('era').lower()]}"
        the = "the " if g("the") else ""  # part of the span, so that swapped samples keep it
        if g("tens") is not None:
            return the + decade(g("century"), g("tens"))
        if g("tens2") is not None:
            return the + decade(None, g("tens2"))
        if g("short"):  # '09 -> "oh nine", '95 -> "ninety five"
            return two_digit_year(g("short"), rng)
        words = year(int(g("y")), rng)
        if g("y2"):
            second = g("y2")
            end = two_digit_year(second, rng) if len(second) == 2 else year(int(second), rng)
            words += range_word(rng) + end
        return words

    def sample(self, rng: random.Random) -> str:
        form = weighted(rng, (("year", 0.6), ("decade", 0.15), ("short", 0.05), ("era", 0.05),
                              ("range", 0.15)))
        y = rng.choice((rng.randint(1900, 2030), rng.randint(1900, 2030), rng.randint(1000, 2099)))
        if form == "decade":
            return f"the {y // 10 * 10}s"
        if form == "short":
            return f"the '{rng.randint(1, 9)}0s"
        if form == "era":
            return f"{rng.randint(1, 999)} {rng.choice(('BC', 'AD', 'BCE', 'CE'))}"
        if form == "range":
            return f"{y}-{y + rng.randint(1, 20)}"
        return str(y)
