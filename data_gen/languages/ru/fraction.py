"""Russian fraction class: "1/2" -> "одна вторая" / "половина", "3/4" -> "три четвёртых" / "три четверти"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.languages.ru import grammar
from denorm.data.languages.ru.common import whole_noun
from denorm.data.languages.ru.numbers import cardinal, count_form, ordinal

VULGAR: dict[str, tuple[int, int]] = {"½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4),
                                      "⅕": (1, 5), "⅖": (2, 5), "⅗": (3, 5), "⅘": (4, 5), "⅙": (1, 6),
                                      "⅚": (5, 6), "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8), "⅞": (7, 8)}
#: Everyday names of fractions: (numerator, denominator) -> noun lemma.
NAMED: dict[tuple[int, int], str] = {(1, 2): "половина", (1, 3): "треть", (2, 3): "треть",
                                     (1, 4): "четверть", (3, 4): "четверть"}
_VULGAR_RE = "".join(VULGAR)
FRACTION_PATTERN = re.compile(
    rf"(?<![\w.,/])(?:(?:(\d+)\s)?(\d{{1,3}})/(\d{{1,3}})(?![\d/]|[.,]\d)|(?:(\d+)\s?)?([{_VULGAR_RE}]))(?![\w])")


def fraction_words(num: int, den: int, case: str) -> str:
    """"пять восьмых", in a case: the numerator feminine (agreeing with "доля"), the denominator
    an ordinal in the singular after 1 and in the plural otherwise (genitive after 2-4 and 5+)."""
    number, ncase = count_form(num, case)
    if number == "sg" and ncase == case:
        denom = ordinal(den, case, "f")
    else:
        denom = ordinal(den, case if case not in "na" else "g", "pl")
    return f"{cardinal(num, case, 'f')} {denom}"


class RussianFraction(EntityClass):
    """Proper fractions a/b (b <= 100), unicode ½ ¼ ¾..., and mixed numbers "1 1/2": "одна целая
    одна вторая" / "полтора" ("1 ½"). Everyday names alternate with the formal reading: половина,
    треть, четверть ("три четверти"). Improper ones ("24/7") are left to cardinal and symbol.
    """

    name = "fraction"
    priority = 55
    pattern = FRACTION_PATTERN

    def find(self, text: str) -> list[re.Match[str]]:
        out = []
        for m in self.pattern.finditer(text):
            if m.group(2):
                num, den = int(m.group(2)), int(m.group(3))
                if not 0 < num < den <= 100:
                    continue
            out.append(m)
        return out

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        whole_a, num_s, den_s, whole_b, vulgar = match.groups()
        whole_s = whole_a or whole_b
        num, den = VULGAR[vulgar] if vulgar else (int(num_s), int(den_s))
        case = grammar.context_case(ctx.left_words(1))
        named = NAMED.get((num, den))
        if named and rng.random() < 0.5:
            if num == 1:
                part = grammar.inflect(named, "sg", case)
            else:
                part = f"{cardinal(num, case, 'f')} {grammar.counted(named, num, case)}"
        else:
            part = fraction_words(num, den, case)
        if whole_s is None:
            return part
        whole = int(whole_s)
        if (num, den) == (1, 2) and rng.random() < 0.5:
            if whole == 1:
                return "полтора" if case in "na" else "полутора"
            return f"{cardinal(whole, case)} с половиной"
        return f"{cardinal(whole, case, 'f')} {whole_noun(whole, case)} {fraction_words(num, den, case)}"

    def sample(self, rng: random.Random) -> str:
        form = rng.random()
        if form < 0.5:
            den = rng.randint(2, 12)
            return f"{rng.randint(1, den - 1)}/{den}"
        if form < 0.8:
            return rng.choice(sorted(VULGAR))
        return f"{rng.randint(1, 5)} {rng.choice(('1/2', '1/4', '3/4', '½'))}"
