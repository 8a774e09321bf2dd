"""Spanish dates: "9 de noviembre de 2009" -> "nueve de noviembre de dos mil nueve", "1.º de mayo" ->
"primero de mayo", "09/11/2009", "9-11-2009", "9.11.2009", "2009-11-09", "noviembre de 2009"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.es import numbers
from denorm.data.languages.es.common import SpanishEntityClass

MONTHS: tuple[str, ...] = ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
                           "septiembre", "octubre", "noviembre", "diciembre")
#: Written month (lowercase, without the dot) -> number; "setiembre" is the RAE's other spelling.
MONTH_NUMBERS: dict[str, int] = {
    **{m: i for i, m in enumerate(MONTHS, 1)}, "setiembre": 9,
    "ene": 1, "feb": 2, "mar": 3, "abr": 4, "may": 5, "jun": 6, "jul": 7, "ago": 8, "sep": 9, "sept": 9,
    "set": 9, "oct": 10, "nov": 11, "dic": 12,
}
_NAMES = frozenset(MONTHS) | {"setiembre"}
_FULL = "|".join(sorted(_NAMES, key=len, reverse=True))
_ABBR = "|".join(sorted((m for m in MONTH_NUMBERS if m not in _NAMES), key=len, reverse=True))
#: A month name (lowercase as the RAE writes it, or capitalized) or its abbreviation with a dot.
_MONTH = rf"(?:(?i:{_FULL})|(?i:{_ABBR})\.)"
_YEAR = r"(?:1\d{3}|20\d{2})"
_DAY = r"(?:0?[1-9]|[12]\d|3[01])"
_MON = r"(?:0?[1-9]|1[0-2])"
#: The first of the month written as an ordinal: "1.º", "1º", "1°", "1ro", "1er".
_FIRST = r"1(?:\.?[º°]|ro|\.?er)"
PATTERN = re.compile(
    r"(?<![\w.,:/-])(?:"
    # 9 de noviembre de 2009, 1.º de mayo, 9 de nov. de 2009, 9 noviembre 2009, 21 de julio del 1969
    rf"(?P<d>{_FIRST}|{_DAY})(?P<de1>\sde)?\s(?P<m>{_MONTH})(?:(?P<de2>\sde(?:l)?)?\s(?P<y>{_YEAR}))?"
    # 09/11/2009, 9-11-2009, 9.11.2009, 09/11/09 (a two-digit year only with two-digit day and month)
    rf"|(?P<nd>{_DAY})(?P<sep>[/.-])(?P<nm>{_MON})(?P=sep)(?P<ny>{_YEAR}|(?<=\d\d[/.-]\d\d[/.-])\d{{2}})"
    # 2009-11-09
    rf"|(?P<iy>{_YEAR})-(?P<im>0[1-9]|1[0-2])-(?P<id>0[1-9]|[12]\d|3[01])"
    # noviembre de 2009, noviembre del 2009
    rf"|(?P<mm>(?i:{_FULL}))(?P<de3>\sde(?:l)?)?\s(?P<my>{_YEAR})"
    r")(?![\w]|[.,]\d)"
)


def month_number(written: str) -> int:
    return MONTH_NUMBERS[written.rstrip(".").lower()]


def month_word(written: str) -> str:
    """A written month as said: the name in lowercase, an abbreviation expanded ("nov." -> "noviembre")."""
    low = written.rstrip(".").lower()
    return low if low in _NAMES else MONTHS[MONTH_NUMBERS[low] - 1]


def day_words(written: str, rng: random.Random) -> str:
    """The day as said: a cardinal said alone ("veintiuno", "treinta y uno"); the first "uno" or "primero"
    (Spain says "uno de mayo", Latin America "primero de mayo"), always "primero" when written "1.º"."""
    if not written.isdigit():
        return "primero"
    day = int(written)
    if day == 1 and rng.random() < 0.4:
        return "primero"
    return numbers.cardinal(day)


class SpanishDate(SpanishEntityClass):
    """Dates with a month name (the "de" of the text said as written, and said where the text leaves it
    out), numeric dates read day first (Spanish order) with the month by name or by number ("nueve del once
    de dos mil nueve"), ISO dates, and month and year."""

    name = "date"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 80
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        if match.group("nd"):
            return 1 <= int(match.group("nd")) <= 31
        return True

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict()
        if g["mm"]:
            return f"{month_word(g['mm'])} {(g['de3'] or ' de').strip()} {numbers.year(int(g['my']))}"
        if g["d"]:
            words = f"{day_words(g['d'], rng)} de {month_word(g['m'])}"
            if g["y"]:
                words += f" {(g['de2'] or ' de').strip()} {numbers.year(int(g['y']))}"
            return words
        if g["nd"]:
            day, month, written_year = int(g["nd"]), int(g["nm"]), g["ny"]
        else:
            day, month, written_year = int(g["id"]), int(g["im"]), g["iy"]
        day_said = "primero" if day == 1 and rng.random() < 0.4 else numbers.cardinal(day)
        if len(written_year) == 2:  # "09/11/89": "nueve de noviembre del ochenta y nueve"
            return f"{day_said} de {MONTHS[month - 1]} del {numbers.cardinal(int(written_year))}"
        r = rng.random()
        if r < 0.75:
            return f"{day_said} de {MONTHS[month - 1]} de {numbers.year(int(written_year))}"
        if r < 0.9:
            return f"{day_said} del {numbers.cardinal(month)} de {numbers.year(int(written_year))}"
        return f"{day_said} {numbers.cardinal(month)} {numbers.year(int(written_year))}"  # dictated

    def sample(self, rng: random.Random) -> str:
        """A date with a day (templates say "el {date}"); "noviembre de 2009" is read, never sampled."""
        d, m, y = rng.randint(1, 28), rng.randint(1, 12), rng.randint(1950, 2030)
        form = rng.randrange(10)
        if form in (0, 1, 2, 3):
            return f"{d} de {MONTHS[m - 1]} de {y}"
        if form in (4, 5):
            return f"{d} de {MONTHS[m - 1]}"
        if form == 6:
            return f"{d:02d}/{m:02d}/{y}"
        if form == 7:
            return f"{d}/{m}/{y}"
        if form == 8:
            return f"{y}-{m:02d}-{d:02d}"
        return f"1.º de {MONTHS[m - 1]}"
