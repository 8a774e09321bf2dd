"""English fraction class: "1/2" -> "one half", "3/4" -> "three quarters", "2 1/2", "½", "24/7"."""

from __future__ import annotations

import math
import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.languages.en.numbers import cardinal, ordinal, weighted

#: Slash pairs that are read as two numbers, not as a fraction.
IDIOMS: dict[str, tuple[tuple[str, float], ...]] = {
    "24/7": (("twenty four seven", 1.0),),
    "9/11": (("nine eleven", 1.0),),
    "50/50": (("fifty fifty", 1.0),),
    "20/20": (("twenty twenty", 1.0),),
    "80/20": (("eighty twenty", 1.0),),
    "60/40": (("sixty forty", 1.0),),
    "70/30": (("seventy thirty", 1.0),),
    "90/10": (("ninety ten", 1.0),),
}
#: Denominators of scores and ratings, also read "N out of M" ("8/10" -> "eight out of ten").
SCORE_DENOMINATORS = frozenset({5, 10, 20, 100})
VULGAR = {"½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4), "⅕": (1, 5), "⅖": (2, 5),
          "⅗": (3, 5), "⅘": (4, 5), "⅙": (1, 6), "⅚": (5, 6), "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8),
          "⅞": (7, 8)}
#: Denominators read as ordinals ("three sixteenths"); others are read "over" ("17 over 45").
ORDINAL_DENOMINATORS = frozenset({2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 16, 20, 32, 64, 100, 1000})

_QUICK = re.compile(r"\d/\d|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]")


def denominator(den: int, plural: bool, rng: random.Random | None) -> str:
    """ "half"/"halves", "quarter(s)"/"fourth(s)", else the ordinal ("eighth(s)")."""
    if den == 2:
        return "halves" if plural else "half"
    if den == 4:
        word = weighted(rng, (("quarter", 0.7), ("fourth", 0.3)))
    else:
        word = ordinal(den, rng)
        if word.startswith("one "):
            word = word[4:]  # "one hundredth" -> "(a / one / three) hundredth(s)"
    return word + "s" if plural else word


def fraction(num: int, den: int, rng: random.Random | None, mixed: bool = False) -> str:
    """A proper fraction in words: "one half" / "a half", "three quarters", "five over seventeen"."""
    if den not in ORDINAL_DENOMINATORS or num >= den:
        return f"{cardinal(num, rng)} over {cardinal(den, rng)}"
    if num == 1:
        head = weighted(rng, (("a", 0.6), ("one", 0.4)) if mixed else (("one", 0.6), ("a", 0.4)))
        word = denominator(den, False, rng)
        if head == "a" and word[0] in "aeiou":
            head = "an"
        return f"{head} {word}"
    return f"{cardinal(num, rng)} {denominator(den, True, rng)}"


class EnglishFraction(EntityClass):
    """Fractions with a slash or a vulgar-fraction character, optionally after a whole number."""

    name = "fraction"
    priority = 55
    pattern = re.compile(r"(?<![\w/.,])(?:(?P<whole>\d+)(?: |(?=[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])|-(?=\d+/)))?"
                         r"(?:(?P<num>\d+)/(?P<den>\d+)(?![\w/]|[.,]\d)"
                         r"|(?P<vulgar>[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]))"
                         r"|(?<![\w/.,])(?P<vulgar2>[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞])")

    def find(self, text: str) -> list[re.Match[str]]:
        return super().find(text) if _QUICK.search(text) else []

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        text = match.group(0)
        if text in IDIOMS:
            return weighted(rng, IDIOMS[text])
        vulgar = match.group("vulgar") or match.group("vulgar2")
        num, den = VULGAR[vulgar] if vulgar else (int(match.group("num")), int(match.group("den")))
        whole = match.group("whole") if not match.group("vulgar2") else None
        if den == 0:
            return f"{cardinal(num, rng)} over zero"
        if whole is None:
            if (den in SCORE_DENOMINATORS and not vulgar and ctx.right_words(1) != ["of"]
                    and rng.random() < 0.3):
                return f"{cardinal(num, rng)} out of {cardinal(den, rng)}"
            return fraction(num, den, rng)
        return f"{cardinal(int(whole), rng)} and {fraction(num, den, rng, mixed=True)}"

    def sample(self, rng: random.Random) -> str:
        den = rng.choice((2, 3, 4, 4, 5, 8, 10, 16, 100))
        num = rng.choice([n for n in range(1, den) if math.gcd(n, den) == 1])
        form = rng.randrange(4)
        if form == 0:
            return f"{rng.randint(1, 12)} {num}/{den}"
        if form == 1:
            return rng.choice(sorted(VULGAR))
        return f"{num}/{den}"
