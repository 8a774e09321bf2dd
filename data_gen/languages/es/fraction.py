"""Spanish fractions: 1/2 -> "un medio" ("media taza", "medio kilo"), 3/4 -> "tres cuartos", 5/12 -> "cinco
doceavos", 1 1/2 -> "uno y medio", ½, ¾; others "partido por" ("3/45" -> "tres partido por cuarenta y cinco")."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.common import choose
from denorm.data.languages.es import grammar, numbers
from denorm.data.languages.es.common import SpanishEntityClass

#: Unicode vulgar fractions -> (numerator, denominator).
VULGAR: dict[str, tuple[int, int]] = {
    "½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4), "⅕": (1, 5), "⅖": (2, 5), "⅗": (3, 5),
    "⅘": (4, 5), "⅙": (1, 6), "⅚": (5, 6), "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8), "⅞": (7, 8),
}
_V = "".join(VULGAR)
#: Written forms that look like fractions but are read as two numbers.
NOT_FRACTIONS: dict[str, str] = {"24/7": "veinticuatro siete", "50/50": "cincuenta cincuenta"}


def fraction_words(num: int, den: int, gender: str | None = None) -> str:
    """A fraction without an integer part: "un medio", "dos tercios", "cinco doceavos", "tres partido por
    cuarenta y cinco"; a half before a noun agrees with it (`gender`: "media taza", "medio kilo")."""
    if (num, den) == (1, 2) and gender is not None:
        return "media" if gender == "f" else "medio"
    noun = numbers.denominator(den, num != 1)
    if noun is None or num >= den:
        return f"{numbers.cardinal(num)} partido por {numbers.cardinal(den)}"
    return f"{numbers.cardinal(num, 'm', True)} {noun}"


def mixed_words(whole: int, num: int, den: int, rng: random.Random | None, gender: str | None = None) -> str:
    """1 1/2 -> "uno y medio" / "uno y un medio", 2 3/4 -> "dos y tres cuartos"; before a feminine noun "dos
    y media" ("2 1/2 tazas")."""
    if (num, den) == (1, 2):
        if gender == "f":
            return f"{numbers.cardinal(whole, 'f')} y media"
        head = numbers.cardinal(whole)
        return choose((f"{head} y medio", f"{head} y un medio"), rng)
    head = numbers.cardinal(whole)
    return f"{head} y {fraction_words(num, den)}"


class SpanishFraction(SpanishEntityClass):
    """n/d with d from 2 to 100 or 1000, mixed numbers (1 1/2) and vulgar fractions (½, 2¾)."""

    name = "fraction"
    priority = 55
    pattern = re.compile(rf"(?<![\w/.,])(?:(?:(\d{{1,3}}) )?(\d{{1,3}})/(\d{{1,4}})(?![\w/]|[.,]\d)"
                         rf"|(?:(\d{{1,3}}) ?)?([{_V}]))")

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        if match.group(5):
            return True
        d = int(match.group(3))
        return 2 <= d <= 100 or d == 1000 or match.group(0) in NOT_FRACTIONS

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        if match.group(0) in NOT_FRACTIONS:
            return NOT_FRACTIONS[match.group(0)]
        whole1, num, den, whole2, vulgar = match.groups()
        whole = whole1 or whole2
        n, d = VULGAR[vulgar] if vulgar else (int(num), int(den))
        has_noun, gender = grammar.counted_gender(ctx)
        if whole is not None:
            return mixed_words(int(whole), n, d, rng, gender if has_noun else None)
        return fraction_words(n, d, (gender or "m") if has_noun else None)

    def sample(self, rng: random.Random) -> str:
        """A fraction below one ("3/4", "¾"): templates count with it ("{fraction} de los votos")."""
        form = rng.randrange(3)
        if form == 0:
            return rng.choice(("1/2", "1/3", "2/3", "1/4", "3/4", "1/8", "1/10"))
        if form == 1:
            return f"{rng.randint(1, 9)}/{rng.randint(10, 20)}"
        return rng.choice(tuple(v for v, (n, d) in VULGAR.items() if n < d))
