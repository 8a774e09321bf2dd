"""French dates: "le 9 novembre 2009" -> "le neuf novembre deux mille neuf", "1er mai" -> "premier mai", "09/11/2009"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.fr import grammar, numbers
from denorm.data.languages.fr.common import FrenchEntityClass

_MONTH = "|".join(sorted({*grammar.MONTH_NUMBERS, *(m.capitalize() for m in grammar.MONTH_NUMBERS)},
                         key=len, reverse=True))
_ABBR = "|".join(sorted({*grammar.MONTH_ABBREVIATIONS, *(m.capitalize() for m in grammar.MONTH_ABBREVIATIONS)},
                        key=len, reverse=True))
_MONTH_ANY = rf"(?:(?:{_MONTH})(?!\w)|(?:{_ABBR})\.)"
_YEAR = r"(?:1\d{3}|20\d{2})"
_DAY = r"(?:0?[1-9]|[12]\d|3[01])"
_MON = r"(?:0?[1-9]|1[0-2])"
_FIRST = r"(?:er|ᵉʳ)"
#: Words before a dotted number that make it a version or a section, not a date ("version 2.4.10").
VERSION_WORDS = frozenset({"version", "v", "release", "noyau", "kernel", "python", "firmware", "mise", "ios",
                           "android", "windows", "debian", "ubuntu", "chapitre", "section", "paragraphe",
                           "article", "figure", "fig", "tableau", "étape", "point", "page", "p", "annexe",
                           "équation", "formule", "exercice", "question", "partie", "titre", "livre"})
#: Words before a day and month without a year ("le 14/07") that make it a date, not a fraction.
DAY_WORDS = frozenset({"le", "du", "au", "dès", "depuis", "jusqu'au", "lundi", "mardi", "mercredi", "jeudi",
                       "vendredi", "samedi", "dimanche"})

PATTERN = re.compile(
    r"(?<![\w.,:/-])(?:"
    # du 3 au 5 mai 2020, 3-5 mai, les 14 et 15 juillet
    rf"(?P<r1>{_DAY}){_FIRST}?\s?(?P<rj>[–-]|au|et)\s?(?P<r2>{_DAY})\s(?P<rm>{_MONTH_ANY})(?:\s(?P<ry>{_YEAR}))?"
    # 9 novembre 2009, 1er mai, 9 nov. 2009
    rf"|(?P<d>{_DAY})(?P<first>{_FIRST})?\s(?P<m>{_MONTH_ANY})(?:\s(?P<y>{_YEAR}))?"
    # 09/11/2009, 9.11.2009, 09-11-2009; 9/11/09 (a two-digit year after a dot or a hyphen only with a
    # two-digit day and month: "2.4.10" is a version); 14/07 after "le"
    rf"|(?P<nd>{_DAY})(?P<ns>[/.-])(?P<nm>{_MON})"
    rf"(?:(?P=ns)(?P<ny>{_YEAR}|(?<=/)\d{{2}}|(?<=\d\d[.-]\d\d[.-])\d{{2}})|(?=[\s,;:!?)]|$))"
    # 2009-11-09
    rf"|(?P<iy>{_YEAR})-(?P<im>0[1-9]|1[0-2])-(?P<id>0[1-9]|[12]\d|3[01])"
    # novembre 2009
    rf"|(?P<mm>{_MONTH})\s(?P<my>{_YEAR})"
    r")(?![\w]|[.,/-]\d)"
)


def month_number(word: str) -> int:
    w = word.rstrip(".").lower()
    return grammar.MONTH_NUMBERS.get(w) or grammar.MONTH_ABBREVIATIONS[w]


def month_word(word: str) -> str:
    """A written month as said: the full name, abbreviations expanded ("févr." -> "février")."""
    return grammar.MONTHS[month_number(word) - 1]


def day_word(day: int) -> str:
    """The day of a date: "premier" for the 1st, the cardinal otherwise ("le deux mai")."""
    return "premier" if day == 1 else numbers.cardinal(day)


def year_of(text: str, rng: random.Random | None) -> str:
    """A year of a date: four digits as a year, two as written ("09" -> "zéro neuf", "89" -> "quatre vingt neuf")."""
    if len(text) == 2:
        return numbers.pair(text)
    return numbers.year(int(text), rng)


class FrenchDate(FrenchEntityClass):
    """Dates with a month name (and a range of days), numeric (dd/mm/yyyy, dd.mm.yyyy, and dd/mm after
    "le"), ISO, and month and year. The day is a cardinal, the 1st "premier"; a numeric month is read as
    its name, a dd/mm/yyyy one now and then as a number ("neuf onze deux mille neuf")."""

    name = "date"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 80
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        g = match.groupdict()
        if g["r1"]:
            return int(g["r1"]) < int(g["r2"])
        if g["nd"] and set(w.rstrip(".") for w in ctx.left_words(1)) & VERSION_WORDS:
            return False
        if g["nd"] and not g["ny"]:
            return g["ns"] == "/" and bool(set(ctx.left_words(1)) & DAY_WORDS)
        return True

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict()
        if g["mm"]:
            return f"{month_word(g['mm'])} {numbers.year(int(g['my']), rng)}"
        if g["r1"]:
            join = {"et": "et"}.get(g["rj"], "au")
            words = f"{day_word(int(g['r1']))} {join} {day_word(int(g['r2']))} {month_word(g['rm'])}"
            return words + (f" {numbers.year(int(g['ry']), rng)}" if g["ry"] else "")
        if g["d"]:
            words = f"{day_word(int(g['d']))} {month_word(g['m'])}"
            return words + (f" {numbers.year(int(g['y']), rng)}" if g["y"] else "")
        if g["nd"]:
            day, mon, yr = int(g["nd"]), int(g["nm"]), g["ny"]
        else:
            day, mon, yr = int(g["id"]), int(g["im"]), g["iy"]
        # "09/11/2009" is now and then read as written, "neuf onze deux mille neuf"; ISO dates and a day
        # without a year ("le 14/07") by the month's name
        by_number = g["nd"] and yr and rng.random() < 0.15
        month = numbers.cardinal(mon) if by_number else grammar.MONTHS[mon - 1]
        words = f"{day_word(day)} {month}"
        return words + (f" {year_of(yr, rng)}" if yr else "")

    def sample(self, rng: random.Random) -> str:
        d, m, y = rng.randint(1, 28), rng.randint(1, 12), rng.randint(1950, 2030)
        form = rng.randrange(12)
        day = "1er" if d == 1 else str(d)
        if form in (0, 6, 7, 8):
            return f"{day} {grammar.MONTHS[m - 1]} {y}"
        if form in (1, 9, 10):
            return f"{day} {grammar.MONTHS[m - 1]}"
        if form in (2, 11):
            return f"{d:02d}/{m:02d}/{y}"
        if form == 3:
            return f"{d:02d}.{m:02d}.{y}"
        if form == 4:
            return f"{y}-{m:02d}-{d:02d}"
        return f"{rng.randint(1, 10)} au {rng.randint(11, 28)} {grammar.MONTHS[m - 1]}"
