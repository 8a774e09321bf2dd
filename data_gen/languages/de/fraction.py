"""German fractions: 1/2 -> "ein halb" / "einhalb", 3/4 -> "drei viertel", 1 1/2 -> "eineinhalb"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.common import choose
from denorm.data.languages.de import grammar, numbers
from denorm.data.languages.de.common import GermanEntityClass

#: Unicode vulgar fractions -> (numerator, denominator).
VULGAR: dict[str, tuple[int, int]] = {
    "½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4), "⅕": (1, 5), "⅙": (1, 6),
    "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8), "⅞": (7, 8),
}
_V = "".join(VULGAR)
#: Written forms that look like fractions but are not read as such.
NOT_FRACTIONS: dict[str, str] = {"24/7": "vierundzwanzig sieben"}


def fraction_words(num: int, den: int, rng: random.Random | None, one: str = "ein") -> str | None:
    """Spoken proper or improper fraction without an integer part; `one` is the article for 1/n."""
    if den == 2:
        if num == 1:
            return choose(("ein halb", "einhalb"), rng)
        return f"{numbers.cardinal(num, rng)} halbe"
    noun = numbers.denominator(den)
    if noun is None:
        return None
    head = one if num == 1 else numbers.cardinal(num, rng)
    if num == 3 and den == 4:
        return choose(("drei viertel", "dreiviertel"), rng)
    return f"{head} {noun}"


def mixed_words(whole: int, num: int, den: int, rng: random.Random | None) -> str | None:
    """1 1/2 -> "eineinhalb" / "anderthalb", 2 3/4 -> "zweidreiviertel" / "zwei und drei viertel"."""
    head = "ein" if whole == 1 else numbers.cardinal(whole, rng)
    if (num, den) == (1, 2):
        options = [head + "einhalb", f"{head} einhalb"] + (["anderthalb"] if whole == 1 else [])
        return choose(tuple(options), rng)
    frac = fraction_words(num, den, rng)
    if frac is None:
        return None
    return choose((f"{head} und {frac}", head + frac.replace(" ", "")), rng)


class GermanFraction(GermanEntityClass):
    """n/d with d up to 100 or 1000, mixed numbers (1 1/2) and vulgar fractions (½, 2¾)."""

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
        if whole is not None:
            return mixed_words(int(whole), n, d, rng)
        # das Viertel: "zu einem viertel", "um ein viertel"
        return fraction_words(n, d, rng, one=grammar.one_form(grammar.N, grammar.one_case(ctx)))

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(4)
        if form == 0:
            return rng.choice(("1/2", "1/3", "2/3", "1/4", "3/4", "1/8"))
        if form == 1:
            return f"{rng.randint(1, 9)}/{rng.randint(3, 20)}"
        if form == 2:
            return f"{rng.randint(1, 5)} 1/2"
        return rng.choice(tuple(VULGAR))
