"""French years: "en 2009" -> "deux mille neuf", 1995 -> "mille neuf cent quatre-vingt-quinze", "les années 80"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.fr import grammar, numbers
from denorm.data.languages.fr.common import FrenchEntityClass

#: Words after which a four-digit number is a year whatever follows ("en 2009", "depuis 1998", "l'été 1976").
#: After other words ("de", "à", "entre") it is one unless a noun follows ("de 1500 personnes" counts).
YEAR_TRIGGERS = frozenset({
    "en", "depuis", "dès", "vers", "jusqu'en", "an", "l'an", "année", "années", "printemps", "été", "l'été",
    "automne", "l'automne", "hiver", "l'hiver", "fin", "début", "mi", "né", "née", "nés", "nées", "mort",
    "morte", "décédé", "décédée", "fondé", "fondée", "créé", "créée", "construit", "construite", "saison",
    "cuvée", "millésime", "copyright", "rentrée", "recensement", "courant", *grammar.MONTHS,
})
#: Words after a four-digit number that keep it a year although a word follows ("1995 a été...").
AFTER_YEAR = frozenset({"a", "est", "fut", "était", "sera", "reste", "restera", "marque", "voit", "vit", "et",
                        "ou", "à", "au", "puis", "avait", "se", "s'est", "déjà", "aussi", "encore"})
_NEXT = re.compile(r"\s*([^\W\d_]+(?:['’][^\W\d_]+)?)")


class FrenchYear(FrenchEntityClass):
    """Four-digit years 1000-2099 in year contexts or not followed by a counted noun, ranges "1939-1945"
    ("... à ..."), and decades after "années" ("les années 80" -> "les années quatre vingt"). A year is said
    with no plural s on "vingt" and "cent"; 1100-1999 sometimes "dix-neuf cent ..."."""

    name = "year"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 45
    pattern = re.compile(r"(?<![\w.,/:-])(?:(1\d{3}|20\d{2})(?:\s?[–-]\s?(1\d{3}|20\d{2}|\d{2}))?"
                         r"|(?P<decade>[1-9]0))(?![\d]|[.,/-]\d|\w)")

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        left = ctx.left_words(1)
        if match.group("decade"):
            return left == ["années"]
        if match.group(2):
            end = int(match.group(2))
            if len(match.group(2)) == 2:
                end += int(match.group(1)) // 100 * 100
            return int(match.group(1)) < end
        if left and left[0] in YEAR_TRIGGERS:
            return True
        nxt = _NEXT.match(ctx.text, ctx.end)
        if nxt and nxt.group(1).lower() not in AFTER_YEAR and nxt.group(1).lower() not in grammar.MONTH_NUMBERS:
            return False  # "1500 personnes": a count
        return True

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        first, second, decade = match.groups()
        if decade:
            return numbers.year(int(decade))
        words = numbers.year(int(first), rng)
        if second:
            end = numbers.cardinal(int(second)) if len(second) == 2 else numbers.year(int(second), rng)
            words += " à " + end
        return words

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(20)
        if form == 0:
            y = rng.randint(1900, 2020)
            return f"{y}-{y + rng.randint(1, 5)}"
        return str(rng.choice((rng.randint(1100, 1999), rng.randint(2000, 2030))))
