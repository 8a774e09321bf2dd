"""German years: 1998 -> "neunzehnhundertachtundneunzig", 2020 -> "zweitausendzwanzig", 1990er, 1990-1995."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.de import grammar, numbers
from denorm.data.languages.de.common import GermanEntityClass

#: Words after which a four-digit number is a year ("im Jahr 2020", "seit 1998", "Sommer 2019").
YEAR_TRIGGERS = frozenset({
    "jahr", "jahre", "jahres", "jahren", "seit", "von", "bis", "ab", "um", "anno", "vor", "nach", "in",
    "im", "sommer", "winter", "frühjahr", "frühling", "herbst", "ende", "anfang", "mitte", "saison",
    "jahrgang", "stand", "copyright", "baujahr", "geboren", "gestorben", "geb.", "gest.", "zwischen",
    "und", "oder", "modelljahr", "schuljahr", "spielzeit", "wintersemester", "sommersemester",
    "ws", "ss", "quartal", "q", "version", "edition", "januar", "februar", "märz", "april", "mai",
    "juni", "juli", "august", "september", "oktober", "november", "dezember", "jänner",
})
_NEXT = re.compile(r"\s*([\wäöüÄÖÜß]+)")


class GermanYear(GermanEntityClass):
    """Four-digit years 1000-2099 in year contexts or not followed by a counted noun; decades 1990er.

    "1500 Menschen" (a capitalized noun follows, no year word before) stays a cardinal.
    """

    name = "year"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 45
    pattern = re.compile(r"(?<![\w.,/:-])(?:(1\d{3}|20\d{2})(?:\s?[–-]\s?(1\d{3}|20\d{2}|\d{2}))?(er)?"
                         r"|([1-9]0)(er))(?![\d]|[.,:]\d|\w)")

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        if match.group(3) or match.group(5):
            return True
        left = ctx.left_words(1)
        if left and left[0] in YEAR_TRIGGERS:
            return True
        nxt = _NEXT.match(ctx.text, ctx.end)
        if nxt and nxt.group(1)[0].isupper() and nxt.group(1).lower() not in grammar.MONTHS:
            return False  # "1500 Menschen": a count
        return True

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        first, second, decade, short, short_decade = match.groups()
        if short:
            return numbers.cardinal(int(short), rng) + "er"  # die 90er -> die neunziger
        words = numbers.year(int(first), rng)
        if second:
            end = int(second) if len(second) == 4 else int(first[:2] + second)
            words += " bis " + numbers.year(end, rng)
        if decade:
            words += "er"
        return words

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(20)
        if form == 0:
            return f"{rng.randint(195, 199) * 10}er"
        if form == 1:
            y = rng.randint(1900, 2020)
            return f"{y}-{y + rng.randint(1, 5)}"
        return str(rng.choice((rng.randint(1100, 1999), rng.randint(2000, 2030))))
