"""Portuguese dates: "9 de novembro de 2009" -> "nove de novembro de dois mil e nove", "1º de maio"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.pt import grammar, numbers
from denorm.data.languages.pt.common import PortugueseEntityClass

_MONTH = "|".join(f"[{m[0]}{m[0].upper()}]{m[1:]}" for m in sorted(grammar.MONTHS, key=len, reverse=True))
_MONTH_ABBR = "|".join(f"[{m[0]}{m[0].upper()}]{m[1:]}" for m in grammar.MONTH_ABBREVIATIONS)
_YEAR = r"(?:1\d{3}|20\d{2})"
_DAY = r"(?:0?[1-9]|[12]\d|3[01])"
_MON = r"(?:0?[1-9]|1[0-2])"
PATTERN = re.compile(
    r"(?<![\w.,:/-])(?:"
    # 9 de novembro de 2009, 1º de maio, 9 de nov. de 2009
    rf"(?P<d>{_DAY})(?P<o>\.?[º°])?\sde\s(?P<m>(?:{_MONTH})(?!\w)|(?:{_MONTH_ABBR})\.)(?:\sde\s(?P<y>{_YEAR}))?"
    # 09/11/2009, 9.11.2009, 09-11-2009, 09/11/09 (a two-digit year only after a two-digit day and month)
    rf"|(?P<nd>{_DAY})(?P<sep>[/.-])(?P<nm>{_MON})(?P=sep)(?P<ny>{_YEAR}|(?<=\d\d[/.-]\d\d[/.-])\d{{2}})"
    # 2009-11-09
    rf"|(?P<iy>{_YEAR})-(?P<im>0[1-9]|1[0-2])-(?P<id>0[1-9]|[12]\d|3[01])"
    # 15/12 (after a word that announces a date, see DATE_CUES)
    rf"|(?P<sd>{_DAY})/(?P<sm>{_MON})(?!/)"
    r")(?![\w]|[.,/]\d)"
)
#: Words before "15/12" that make it a date rather than a fraction ("até 15/12", "no dia 05/03").
DATE_CUES = frozenset({"dia", "até", "desde", "em", "partir", "hoje", "amanhã", "ontem", "data", "prazo",
                       "entre", "no", "para", "próximo", "próxima", "segunda", "terça", "quarta", "quinta",
                       "sexta", "sábado", "domingo", "feira", "vence", "venceu", "vencimento", "entrega"})
#: Share of numeric months read as numbers ("nove do onze"), the rest by name.
NUMERIC_MONTH_SHARE = 0.2


def month_number(word: str) -> int:
    w = word.rstrip(".").lower()
    return grammar.MONTHS.index(w) + 1 if w in grammar.MONTHS else grammar.MONTH_ABBREVIATIONS[w]


def day_words(day: int, rng: random.Random | None) -> str:
    """The day: "primeiro" for the first, a cardinal otherwise ("dois", "vinte e um")."""
    return "primeiro" if day == 1 else numbers.cardinal(day, numbers.M, rng)


def year_words(text: str, rng: random.Random | None) -> str:
    """A year of a date: four digits as a cardinal, two as said ("09" -> "zero nove", "98")."""
    if len(text) == 2:
        return numbers.digit_words(text) if text[0] == "0" else numbers.cardinal(int(text), rng=rng)
    return numbers.year(int(text), rng)


class PortugueseDate(PortugueseEntityClass):
    """Dates in words ("9 de novembro de 2009"), numeric (dd/mm/aaaa, dd.mm.aaaa, dd-mm-aaaa, and dd/mm
    after a date word such as "até" or "dia") and ISO (aaaa-mm-dd). A month written as a number is said by
    name, or now and then as a number ("do onze")."""

    name = "date"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 80
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        if match.group("sd"):
            left = ctx.left_words(1)
            after = ctx.right_words(1)
            two_digits = len(match.group("sd")) == 2 or len(match.group("sm")) == 2
            return (bool(left) and left[0] in DATE_CUES and two_digits
                    and not (after and after[0] in ("de", "do", "da", "dos", "das")))
        return True

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict()
        if g["d"]:
            words = f"{day_words(int(g['d']), rng)} de {grammar.MONTHS[month_number(g['m']) - 1]}"
            return words + (f" de {numbers.year(int(g['y']), rng)}" if g["y"] else "")
        if g["nd"]:
            day, month, year = int(g["nd"]), int(g["nm"]), g["ny"]
        elif g["iy"]:
            day, month, year = int(g["id"]), int(g["im"]), g["iy"]
        else:
            day, month, year = int(g["sd"]), int(g["sm"]), None
        if rng.random() < NUMERIC_MONTH_SHARE:
            words = f"{day_words(day, rng)} do {numbers.cardinal(month, rng=rng)}"
        else:
            words = f"{day_words(day, rng)} de {grammar.MONTHS[month - 1]}"
        return words + (f" de {year_words(year, rng)}" if year else "")

    def sample(self, rng: random.Random) -> str:
        d, m, y = rng.randint(1, 28), rng.randint(1, 12), rng.randint(1950, 2030)
        form = rng.randrange(10)
        if form in (0, 1, 2, 3):
            return f"{d} de {grammar.MONTHS[m - 1]} de {y}"
        if form in (4, 5):
            return f"{'1º' if d == 1 else d} de {grammar.MONTHS[m - 1]}"
        if form in (6, 7):
            return f"{d:02d}/{m:02d}/{y}"
        if form == 8:
            return f"{y}-{m:02d}-{d:02d}"
        return f"{d}.{m}.{y}"
