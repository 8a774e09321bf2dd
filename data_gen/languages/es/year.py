"""Spanish years: "en 1998" -> "en mil novecientos noventa y ocho", "2021" -> "dos mil veintiuno", "1939-1945",
"los años 80" -> "los años ochenta"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.es import grammar, numbers
from denorm.data.languages.es.common import SpanishEntityClass

#: Words after which a four-digit number is a year ("en 2020", "desde 1998", "verano de 2019").
YEAR_TRIGGERS = frozenset({
    "año", "años", "en", "desde", "hasta", "hacia", "antes", "después", "durante", "tras", "entre", "y", "o",
    "del", "el", "de", "verano", "invierno", "otoño", "primavera", "curso", "temporada", "campaña", "ejercicio",
    "finales", "principios", "mediados", "inicios", "fines", "nacido", "nacida", "nació", "murió", "fallecido",
    "fundado", "fundada", "fundó", "copyright", "edición", "versión", "modelo", "censo", "elecciones",
    "mundial", "olimpiadas", "a", "al", "circa", "ca.",
    *(m for m in ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre",
                  "setiembre", "octubre", "noviembre", "diciembre")),
})
#: Words before a decade ("los años 80", "década de los 60").
DECADE_TRIGGERS = frozenset({"años", "los"})


class SpanishYear(SpanishEntityClass):
    """Four-digit years 1000-2099 after a year word or not followed by a counted noun ("1500 personas" is a
    cardinal: "mil quinientas personas"); ranges ("1939-1945" -> "... a ..."); decades after "años"/"los"
    ("los años 80" -> "los años ochenta"). A year is a masculine cardinal said alone ("dos mil veintiuno")."""

    name = "year"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 45
    pattern = re.compile(r"(?<![\w.,/:-])(?:(?P<y>1\d{3}|20\d{2})(?:\s?[–-]\s?(?P<y2>1\d{3}|20\d{2}|\d{2}))?"
                         r"|(?P<dec>[1-9]0))(?![\d]|[.,:/]\d|\w|[º°ª])")

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        left = ctx.left_words(1)
        if match.group("dec"):
            return bool(left) and left[0] in DECADE_TRIGGERS and not grammar.counted_gender(ctx)[0] \
                and not re.match(r"\s?(?:%|€|\$|°)", ctx.text[ctx.end:])
        if match.group("y2"):
            short = match.group("y2")
            end = int(short) if len(short) == 4 else int(match.group("y")[:2] + short)
            return end > int(match.group("y"))
        if left and left[0] in YEAR_TRIGGERS:
            return not grammar.counted_gender(ctx)[0] or left[0] in ("año", "años")
        return not grammar.counted_gender(ctx)[0]  # "1500 personas": a count

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        if match.group("dec"):
            return numbers.cardinal(int(match.group("dec")))
        first, second = match.group("y"), match.group("y2")
        words = numbers.year(int(first))
        if second:
            end = int(second) if len(second) == 4 else int(first[:2] + second)
            words += " a " + numbers.year(end)
        return words

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(20)
        if form == 0:
            y = rng.randint(1900, 2020)
            return f"{y}-{y + rng.randint(1, 5)}"
        return str(rng.choice((rng.randint(1100, 1999), rng.randint(2000, 2030))))
