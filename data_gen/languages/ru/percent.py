"""Russian percent class: "5 %" -> "пять процентов", "21 %" -> "двадцать один процент"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.languages.ru import grammar
from denorm.data.languages.ru.common import BEFORE, NUM, counted_noun, number_words


class RussianPercent(EntityClass):
    """Number + % (or ‰) with agreement of "процент" in the preposition's case ("на 5 %" -> "на
    пять процентов", "с 3 %" -> "с трёх процентов"); decimals take "процента" ("3,5 %"). A range
    "5–10 %" is read "от пяти до десяти процентов" unless a preposition stands before it.
    """

    name = "percent"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 65
    pattern = re.compile(rf"{BEFORE}([-−]?{NUM})(?:\s?[–—-]\s?({NUM}))?\s?(%|‰)")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        first, second, sign = match.groups()
        lemma = "процент" if sign == "%" else "промилле"
        left = ctx.left_words(1)
        prep = grammar.preposition(left)
        case = grammar.context_case(left)
        if second:
            a, _ = number_words(first, "g" if not prep else case, "m", rng)
            b, n = number_words(second, "g" if not prep else case, "m", rng)
            noun = counted_noun(lemma, n, "g" if not prep else case)
            return f"{a} {b} {noun}" if prep else f"от {a} до {b} {noun}"
        words, n = number_words(first, case, "m", rng)
        return f"{words} {counted_noun(lemma, n, case)}"

    def sample(self, rng: random.Random) -> str:
        form = rng.random()
        if form < 0.6:
            return f"{rng.randint(0, 100)} %"
        if form < 0.8:
            return f"{rng.randint(0, 99)},{rng.randint(1, 9)} %"
        if form < 0.9:
            return f"{rng.randint(1, 100)}%"
        a = rng.randint(1, 50)
        return f"{a}–{a + rng.randint(1, 30)} %"
