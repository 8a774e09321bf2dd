"""French fractions: 1/2 -> "un demi", 3/4 -> "trois quarts", 1 1/2 -> "un et demi", 15/20 -> "quinze sur vingt"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.fr import numbers
from denorm.data.languages.fr.common import FrenchEntityClass, speak_number

#: Unicode vulgar fractions -> (numerator, denominator).
VULGAR: dict[str, tuple[int, int]] = {
    "½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4), "⅕": (1, 5), "⅙": (1, 6),
    "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8), "⅞": (7, 8),
}
_V = "".join(VULGAR)
#: Written forms that look like fractions but are not read as such.
NOT_FRACTIONS: dict[str, str] = {"24/7": "vingt quatre sept"}
#: Denominators of marks and scores: "15/20" is "quinze sur vingt" more often than "quinze vingtièmes".
SCORE_DENOMINATORS = frozenset({10, 20, 100})


def fraction_words(num: int, den: int, rng: random.Random | None) -> str | None:
    """num/den without an integer part: "trois quarts", "cinq huitièmes", "quinze sur vingt"."""
    said = numbers.fraction(num, den)
    if said is None:
        return None
    on = f"{numbers.cardinal(num)} sur {numbers.cardinal(den)}"
    if den in SCORE_DENOMINATORS:
        p_on = 0.9 if den == 20 or num >= den else 0.6
    elif den == 2:
        p_on = 0.0  # "un demi", "trois demis" (a half is never "un sur deux")
    else:
        p_on = 0.1 if den <= 10 and num < den else 0.5
    return on if rng is not None and rng.random() < p_on else said


def mixed_words(whole: int, num: int, den: int, rng: random.Random | None) -> str | None:
    """1 1/2 -> "un et demi", 2 3/4 -> "deux et trois quarts" (now and then without "et")."""
    frac = numbers.fraction(num, den)
    if frac is None:
        return None
    if (num, den) == (1, 2):
        return f"{numbers.cardinal(whole)} et demi"
    joiner = " " if rng is not None and rng.random() < 0.2 else " et "
    return numbers.cardinal(whole) + joiner + frac


class FrenchFraction(FrenchEntityClass):
    """n/d with d from 2 to 100 or 1000, mixed numbers (1 1/2), vulgar fractions (½, 2¾) and marks with a
    decimal ("12,5/20" -> "douze virgule cinq sur vingt")."""

    name = "fraction"
    priority = 55
    pattern = re.compile(rf"(?<![\w/.,])(?:(?:(\d{{1,3}}) )?(\d{{1,3}})/(\d{{1,4}})(?![\w/]|[.,]\d)"
                         rf"|(?:(\d{{1,3}}) ?)?([{_V}])"
                         rf"|(?P<mark>\d{{1,3}},\d{{1,2}})/(?P<outof>\d{{1,3}})(?![\w/]|[.,]\d))")

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        if match.group(5) or match.group("mark") or match.group(0) in NOT_FRACTIONS:
            return True
        d = int(match.group(3))
        return 2 <= d <= 100 or d == 1000

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        if match.group(0) in NOT_FRACTIONS:
            return NOT_FRACTIONS[match.group(0)]
        if match.group("mark"):  # a mark out of a total: "12,5/20" -> "douze virgule cinq sur vingt"
            return f"{speak_number(match.group('mark'), rng)} sur {numbers.cardinal(int(match.group('outof')))}"
        whole1, num, den, whole2, vulgar = match.groups()[:5]
        whole = whole1 or whole2
        n, d = VULGAR[vulgar] if vulgar else (int(num), int(den))
        if whole is not None:
            return mixed_words(int(whole), n, d, rng)
        return fraction_words(n, d, None if vulgar else rng)

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(4)
        if form == 0:
            return rng.choice(("1/2", "1/3", "2/3", "1/4", "3/4", "1/8"))
        if form == 1:
            return f"{rng.randint(1, 9)}/{rng.randint(3, 20)}"
        if form == 2:
            return f"{rng.randint(1, 5)} 1/2"
        return rng.choice(tuple(VULGAR))
