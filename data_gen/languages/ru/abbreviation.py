"""Russian abbreviation class: the generic table-driven one, minus scale words after a number."""

from __future__ import annotations

import random
import re

from denorm.data.entities.abbreviation import Abbreviation

#: Abbreviations that a number before them governs ("22 млн" = "двадцать два миллиона"): the
#: number classes read them with agreement, so they are not abbreviations there.
NUMBER_BOUND = frozenset({"млн", "млн.", "млрд", "млрд.", "трлн", "трлн.", "тыс.", "тыс", "руб.", "коп."})
#: Abbreviations that close a list ("яблоки, груши и т. д."): what sample() draws from.
LIST_ENDINGS = ("и т. д.", "и т. п.", "и др.", "и пр.", "и т.д.")
_NUMBER_BEFORE = re.compile(r"\d\s?$")


class RussianAbbreviation(Abbreviation):
    """Expands `Russian.abbreviations` ("т. е." -> "то есть") in their base form; scale and
    currency abbreviations right after a number are left to cardinal, decimal and money."""

    def sample(self, rng: random.Random) -> str:
        """A list-closing abbreviation: the one kind that fits any "{abbreviation}" template slot."""
        return rng.choice(LIST_ENDINGS)

    def find(self, text: str) -> list[re.Match[str]]:
        return [m for m in super().find(text)
                if not (m.group(0) in NUMBER_BOUND and _NUMBER_BEFORE.search(text[: m.start()]))]
