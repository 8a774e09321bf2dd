"""Portuguese fractions: "1/3" -> "um terço", "3/4" -> "três quartos", "5/12" -> "cinco doze avos"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.common import choose
from denorm.data.languages.pt import grammar, numbers
from denorm.data.languages.pt.common import PortugueseEntityClass

#: Unicode vulgar fractions -> (numerator, denominator).
VULGAR: dict[str, tuple[int, int]] = {
    "½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4), "⅕": (1, 5), "⅙": (1, 6),
    "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8), "⅞": (7, 8),
}
_V = "".join(VULGAR)
#: Written forms that look like fractions but are not read as such.
NOT_FRACTIONS: dict[str, str] = {"24/7": "vinte e quatro por sete"}


def fraction_words(num: int, den: int, rng: random.Random | None, gender: str | None = None) -> str | None:
    """A fraction without an integer part: the fraction nouns are masculine ("dois terços"); a half before
    a noun agrees with it ("meia xícara", "meio copo"), alone it is "um meio" or "meio"."""
    if (num, den) == (1, 2):
        if gender is not None:
            return "meia" if gender == numbers.F else "meio"
        return choose(("um meio", "meio"), rng)
    noun = numbers.denominator(den, num != 1, rng)
    if noun is None:
        return None
    return f"{numbers.cardinal(num, numbers.M, rng)} {noun}"


def mixed_words(whole: int, num: int, den: int, gender: str, rng: random.Random | None) -> str | None:
    """1 1/2 -> "um e meio" ("uma e meia" before a feminine noun), 2 3/4 -> "dois e três quartos"."""
    head = numbers.cardinal(whole, gender, rng)
    if (num, den) == (1, 2):
        return f"{head} e {'meia' if gender == numbers.F else 'meio'}"
    frac = fraction_words(num, den, rng)
    return None if frac is None else f"{head} e {frac}"


class PortugueseFraction(PortugueseEntityClass):
    """n/d with d from 2 to 100 or 1000, mixed numbers ("1 1/2") and vulgar fractions ("½", "2¾")."""

    name = "fraction"
    priority = 55
    pattern = re.compile(rf"(?<![\w/.,])(?:(?:(\d{{1,3}}) )?(\d{{1,3}})/(\d{{1,4}})(?![\w/]|[.,]\d)"
                         rf"|(?:(\d{{1,3}}) ?)?([{_V}]))")
    #: A whole number and a half before a noun: the noun goes between ("1 1/2 xícara" -> "uma xícara e
    #: meia"), so the noun is part of the match.
    half_noun = re.compile(r"(?<![\w/.,])(\d{1,3}) ?(?:1/2|½) ([^\W\d_]{3,})(?!\w)")

    def find(self, text: str) -> list[re.Match[str]]:
        nouns = [m for m in self.half_noun.finditer(text) if grammar.noun_gender(m.group(2)) is not None]
        taken = [(m.start(), m.end()) for m in nouns]
        return nouns + [m for m in super().find(text) if not any(a < m.end() and m.start() < b for a, b in taken)]

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        if match.group(5) or match.group(0) in NOT_FRACTIONS:
            return True
        d = int(match.group(3))
        return 2 <= d <= 100 or d == 1000

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        if match.re is self.half_noun:  # "uma xícara e meia", "dois copos e meio"
            gender = grammar.noun_gender(match.group(2))
            whole = numbers.cardinal(int(match.group(1)), gender or numbers.M, rng)
            return f"{whole} {match.group(2).lower()} e {'meia' if gender == numbers.F else 'meio'}"
        if match.group(0) in NOT_FRACTIONS:
            return NOT_FRACTIONS[match.group(0)]
        whole1, num, den, whole2, vulgar = match.groups()
        whole = whole1 or whole2
        n, d = VULGAR[vulgar] if vulgar else (int(num), int(den))
        noun_gender = grammar.following_gender(ctx.text, ctx.end)
        if whole is not None:
            return mixed_words(int(whole), n, d, noun_gender or numbers.M, rng)
        return fraction_words(n, d, rng, noun_gender)

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(4)
        if form == 0:
            return rng.choice(("1/3", "2/3", "1/4", "3/4", "1/8", "1/10"))
        if form == 1:
            return f"{rng.randint(1, 9)}/{rng.randint(3, 20)}"
        if form == 2:
            return f"{rng.randint(1, 5)} 1/2"
        return rng.choice(tuple(VULGAR))
