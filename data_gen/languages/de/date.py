"""German dates with case agreement: "am 9. November 2009" -> "am neunten november zweitausendneun"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.de import grammar, numbers
from denorm.data.languages.de.common import GermanEntityClass, decline

_MONTH = "|".join(sorted((m.capitalize() for m in grammar.MONTHS), key=len, reverse=True))
_MONTH_ABBR = "|".join(sorted((m.capitalize() for m in grammar.MONTH_ABBREVIATIONS), key=len, reverse=True))
_MONTH_ANY = rf"(?:{_MONTH}|(?:{_MONTH_ABBR})\.)"
_YEAR = r"(?:1\d{3}|20\d{2})"
_DAY = r"(?:0?[1-9]|[12]\d|3[01])"
_MON = r"(?:0?[1-9]|1[0-2])"
#: Words before a dotted number that make it a version, not a date ("Version 2.4.10").
VERSION_WORDS = frozenset({"version", "v", "release", "kernel", "python", "firmware", "build", "update",
                           "patch", "ios", "android", "windows", "gnome", "kde", "debian", "ubuntu", "api",
                           "protokoll", "http", "tls", "ssl", "ipv", "kapitel", "abschnitt", "abbildung",
                           "abb.", "tabelle", "tab.", "punkt", "schritt", "seite", "s.", "nr.", "nummer",
                           "kap.", "absatz", "abs.", "ziffer", "anhang", "paragraf", "paragraph", "§",
                           "gleichung", "formel", "beispiel", "aufgabe", "übung", "listing", "teil"})

PATTERN = re.compile(
    r"(?<![\w.,:/-])(?:"
    # 1.–5. Mai 2020 (range of days), 2./3. Mai (two days)
    rf"(?P<r1>{_DAY})\.\s?(?P<rj>[–/-])\s?(?P<r2>{_DAY})\.\s?(?P<rm>{_MONTH_ANY})(?:\s(?P<ry>{_YEAR}))?"
    # 9. November 2009, 9. Nov. 2009, 9. November
    rf"|(?P<d>{_DAY})\.\s?(?P<m>{_MONTH_ANY})(?:\s(?P<y>{_YEAR}))?"
    # 09.11.2009, 09.11.89 (a two-digit year only with two-digit day and month: "2.4.10" is a
    # version), 9.11.
    rf"|(?P<nd>{_DAY})\.(?P<nm>{_MON})\.(?:(?P<ny>{_YEAR}|(?<=\d\d\.\d\d\.)\d{{2}})(?![\d.])|(?![\d]))"
    # 2009-11-09
    rf"|(?P<iy>{_YEAR})-(?P<im>0[1-9]|1[0-2])-(?P<id>0[1-9]|[12]\d|3[01])"
    # November 2009
    rf"|(?P<mm>{_MONTH})\s(?P<my>{_YEAR})"
    r")(?![\w]|[.,]\d)"
)


def month_number(word: str) -> int:
    w = word.rstrip(".").lower()
    return grammar.MONTHS.get(w) or grammar.MONTH_ABBREVIATIONS[w]


def month_word(word: str) -> str:
    """A written month as said: full names as written ("Jänner"), abbreviations expanded."""
    w = word.lower()
    return w if w in grammar.MONTHS else grammar.MONTH_NAMES[month_number(w) - 1]


def date_ending(ctx: Context) -> str | None:
    """Ending of the day ordinal: the date noun is masculine (der Tag, der Monat)."""
    det, prep = grammar.left_determiner(ctx)
    if det is not None:
        return grammar.DETERMINERS[det][0]
    if prep is not None:
        return "en"
    return "er"


def year_of(text: str, rng: random.Random | None) -> str:
    if len(text) == 2:
        return numbers.digit_words(text) if text[0] == "0" else numbers.cardinal(int(text), rng)
    return numbers.year(int(text), rng)


class GermanDate(GermanEntityClass):
    """Dates in words, numeric (dd.mm.yyyy, dd.mm.) and ISO form; the day (and a numeric month)
    are ordinals that agree with the determiner before the date; no determiner: strong "neunter"."""

    name = "date"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 80
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        if match.group("nd") and set(ctx.left_words(1)) & VERSION_WORDS:
            return False
        if match.group("mm") or match.group("iy"):
            return True
        if date_ending(ctx) is None:
            decline(self, "undecidable_ending")
            return False
        return True

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict()
        if g["mm"]:
            return f"{g['mm'].lower()} {numbers.year(int(g['my']), rng)}"
        ending = date_ending(ctx) or "er"
        if g["r1"]:
            month = month_word(g["rm"])
            join = "und" if g["rj"] == "/" else "bis"
            words = (f"{numbers.ordinal(int(g['r1']), ending, rng)} {join} "
                     f"{numbers.ordinal(int(g['r2']), ending, rng)} {month}")
            return words + (f" {numbers.year(int(g['ry']), rng)}" if g["ry"] else "")
        if g["d"]:
            month = month_word(g["m"])
            words = f"{numbers.ordinal(int(g['d']), ending, rng)} {month}"
            return words + (f" {numbers.year(int(g['y']), rng)}" if g["y"] else "")
        if g["nd"]:
            day, mon, yr = int(g["nd"]), int(g["nm"]), g["ny"]
        else:
            day, mon, yr = int(g["id"]), int(g["im"]), g["iy"]
        day_words = numbers.ordinal(day, ending, rng)
        if rng.random() < 0.3:
            month = grammar.MONTH_NAMES[mon - 1]
        else:
            month = numbers.ordinal(mon, ending, rng)
        words = f"{day_words} {month}"
        return words + (f" {year_of(yr, rng)}" if yr else "")

    def sample(self, rng: random.Random) -> str:
        d, m, y = rng.randint(1, 28), rng.randint(1, 12), rng.randint(1950, 2030)
        form = rng.randrange(12)
        if form in (0, 6, 7, 8):
            return f"{d}. {grammar.MONTH_NAMES[m - 1].capitalize()} {y}"
        if form in (1, 9, 10):
            return f"{d}. {grammar.MONTH_NAMES[m - 1].capitalize()}"
        if form in (2, 11):
            return f"{d:02d}.{m:02d}.{y}"
        if form == 3:
            return f"{d}.{m}."
        if form == 4:
            return f"{y}-{m:02d}-{d:02d}"
        return f"{rng.randint(1, 10)}.–{rng.randint(11, 28)}. {grammar.MONTH_NAMES[m - 1].capitalize()}"
