"""English date class: "9 November 2009", "November 9, 2009", "Nov. 9", "09/11/2009", "2009-11-09"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass, Language
from denorm.data.languages.en.calendar import MONTH, MONTH_ABBREVIATIONS, MONTHS, month_number
from denorm.data.languages.en.numbers import (
    HAS_DIGIT,
    cardinal,
    ordinal,
    ordinal_suffix,
    two_digit_year,
    weighted,
    year,
)

_DAY = r"(?P<d>3[01]|[12]\d|0?[1-9])(?P<suffix>st|nd|rd|th)?"
_Y = r"(?P<y>[12]\d{3})"
_B = r"(?<![\w.,/\-])"
_E = r"(?![\w]|[.,/\-]\d)"
#: Word-order forms: day first (British) and month first (American).
_DMY = rf"{_B}{_DAY}(?P<of> of)? (?P<m>{MONTH})(?:,? {_Y})?(?![\w])"
_MDY = rf"(?<![\w])(?P<m>{MONTH}) (?P<the>the )?{_DAY}(?:,? {_Y})?{_E}"
_MY = rf"(?<![\w])(?P<m>{MONTH}),? {_Y}{_E}"
#: Year first, as in change logs: "2014 Nov 2".
_YMD = rf"{_B}(?P<ylead>[12]\d{{3}}),? (?P<m>{MONTH}) {_DAY}{_E}"
#: Numeric forms: ambiguous a/b/year (US month first or day first), ISO, dotted, month/year.
_NUM = rf"{_B}(?P<a>\d{{1,2}})(?P<sep>[/.\-])(?P<b>\d{{1,2}})(?P=sep)(?P<ny>\d{{4}}|\d{{2}}){_E}"
_ISO = rf"{_B}(?P<iy>[12]\d{{3}})-(?P<im>0[1-9]|1[0-2])-(?P<id>0[1-9]|[12]\d|3[01]){_E}"
_MONTH_YEAR = rf"{_B}(?P<mm>0?[1-9]|1[0-2])/(?P<my>[12]\d{{3}}){_E}"
#: Every date has a month name or digits joined by / . -
_QUICK = re.compile(r"\d[/.\-]\d|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec")
#: Written form -> name of the Date method that reads it.
FORMS: dict[re.Pattern[str], str] = {
    re.compile(_DMY): "_words", re.compile(_MDY): "_words", re.compile(_MY): "_words",
    re.compile(_YMD): "_words", re.compile(_NUM): "_numeric", re.compile(_ISO): "_iso",
    re.compile(_MONTH_YEAR): "_month_year",
}


def day_month(day: int, month: int, rng: random.Random | None, day_first: bool, the: bool = True) -> str:
    """The spoken day and month, in the word order of the written form most of the time."""
    d, m = ordinal(day), MONTHS[month - 1]
    if day_first:
        options = (("the {d} of {m}", 0.6), ("{d} of {m}", 0.05), ("{d} {m}", 0.1),
                   ("{m} the {d}", 0.1), ("{m} {d}", 0.15))
    else:
        options = (("{m} {d}", 0.65), ("{m} the {d}", 0.15), ("the {d} of {m}", 0.1),
                   ("{m} {c}", 0.1))
    if not the:
        options = tuple((f.replace("the {d}", "{d}"), w) for f, w in options)
    return weighted(rng, options).format(d=d, m=m, c=cardinal(day))


class EnglishDate(EntityClass):
    """Dates in words: "the ninth of november two thousand nine", "november ninth", numeric dates
    read as the date they stand for (a/b/yyyy is read month first or day first at random unless
    one of them exceeds 12)."""

    name = "date"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 80

    def __init__(self, language: Language) -> None:
        super().__init__(language)
        self._readers = {p: getattr(self, name) for p, name in FORMS.items()}

    def find(self, text: str) -> list[re.Match[str]]:
        out: list[re.Match[str]] = []
        if not (HAS_DIGIT(text) and _QUICK.search(text)):
            return out
        for p, reader in FORMS.items():
            out.extend(m for m in p.finditer(text) if reader != "_numeric" or self._numeric_ok(m))
        return out

    @staticmethod
    def _numeric_ok(m: re.Match[str]) -> bool:
        a, b = int(m.group("a")), int(m.group("b"))
        if m.group("sep") != "/" and not (re.fullmatch(r"19\d\d|20\d\d", m.group("ny"))
                                          and 2 in (len(m.group("a")), len(m.group("b")))):
            return False  # "8.2.4626", "7.4.1011" are versions, not dates
        return 1 <= a <= 31 and 1 <= b <= 31 and (a <= 12 or b <= 12)

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        the = ctx.left_words(1) != ["the"]  # "the 9th of November": no second "the"
        return self._readers[match.re](match.groupdict(), the, rng)

    @staticmethod
    def _iso(g: dict[str, str], the: bool, rng: random.Random) -> str:
        """ "2009-11-09": either word order."""
        words = day_month(int(g["id"]), int(g["im"]), rng, rng.random() < 0.5, the)
        return f"{words} {year(int(g['iy']), rng)}"

    @staticmethod
    def _month_year(g: dict[str, str], the: bool, rng: random.Random) -> str:
        """ "11/2009" -> "november two thousand nine"."""
        return f"{MONTHS[int(g['mm']) - 1]} {year(int(g['my']), rng)}"

    @staticmethod
    def _numeric(g: dict[str, str], the: bool, rng: random.Random) -> str:
        """ "09/11/2009": day first if a > 12 or dotted, month first if b > 12, else either."""
        a, b = int(g["a"]), int(g["b"])
        day_first = a > 12 or (b <= 12 and (g["sep"] == "." or rng.random() < 0.5))
        day, month = (a, b) if day_first else (b, a)
        y = g["ny"]
        spoken_year = year(int(y), rng) if len(y) == 4 else two_digit_year(y, rng)
        return f"{day_month(day, month, rng, day_first, the)} {spoken_year}"

    @staticmethod
    def _words(g: dict[str, str], the: bool, rng: random.Random) -> str:
        """Dates with a month name: "9 November 2009", "November 9, 2009", "2014 Nov 2"."""
        month = month_number(g["m"])
        if g.get("d") is None:
            return f"{MONTHS[month - 1]} {year(int(g['y']), rng)}"
        day = int(g["d"])
        if g.get("of"):
            words = ("the " if the else "") + f"{ordinal(day)} of {MONTHS[month - 1]}"
        elif g.get("the"):
            words = f"{MONTHS[month - 1]} the {ordinal(day)}"
        else:
            day_first = "of" in g  # only the day-first form has an "of" group
            words = day_month(day, month, rng, day_first, the)
        if g.get("y"):
            words += " " + year(int(g["y"]), rng)
        if g.get("ylead"):
            words = year(int(g["ylead"]), rng) + " " + words
        return words

    def sample(self, rng: random.Random) -> str:
        day, month, y = rng.randint(1, 28), rng.randint(1, 12), rng.randint(1950, 2035)
        name = rng.choice((MONTHS[month - 1].capitalize(),) * 3 + MONTH_ABBREVIATIONS)
        form = rng.randrange(7)
        if form == 0:
            return f"{day} {name} {y}"
        if form == 1:
            return f"{name} {day}, {y}"
        if form == 2:
            return f"{name} {day}"
        if form == 3:
            return f"{day} {name}"
        if form == 4:
            return f"{month:02d}/{day:02d}/{y}"
        if form == 5:
            return f"{y}-{month:02d}-{day:02d}"
        return f"{name} {day}{ordinal_suffix(day)}, {y}"
