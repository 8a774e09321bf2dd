"""Russian telephone class: "+7 495 123-45-67" read by groups or digit by digit; "8 800 555-35-35"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.common import choose
from denorm.data.entities.telephone import Telephone
from denorm.data.languages.ru.numbers import cardinal

#: Russian numbers the generic patterns miss: 8 800 555-35-35, 8 (495) 123-45-67, 123-45-67.
RU_PHONE = re.compile(r"(?<![\w+.,:/-])(?:8[ -]?\(?\d{3}\)?[ -]?\d{3}[ -]?\d{2}[ -]?\d{2}"
                      r"|\d{3}-\d{2}-\d{2})(?![\w]|[.,:/-]\d)")


class RussianTelephone(Telephone):
    """Russians read phone numbers in the written groups: "+7 495 123-45-67" -> "плюс семь четыреста
    девяносто пять сто двадцать три сорок пять шестьдесят семь" (a group with a leading zero: "ноль
    пять"; four digits: two pairs); digit by digit a third of the time and for other digit strings.
    """

    def find(self, text: str) -> list[re.Match[str]]:
        return super().find(text) + list(RU_PHONE.finditer(text))

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        s = match.group(0)
        groups = re.findall(r"\+|\d+", s)
        grouped = sum(g != "+" for g in groups) > 1 and all(len(g) <= 4 for g in groups)
        if not grouped or rng.random() < 0.33:
            return super().verbalize(match, ctx, rng)
        words = []
        for g in groups:
            if g == "+":
                words.append(choose(self.plus, rng))
            else:
                words.append(self._group(g))
        return " ".join(words)

    def _group(self, g: str) -> str:
        """"495" -> "четыреста девяносто пять", "05" -> "ноль пять", "4567" -> two pairs."""
        if g.startswith("0") and len(g) > 1:
            return f"{self.zero_words[0]} {self._group(g[1:])}"
        if len(g) == 4:
            return f"{self._group(g[:2])} {self._group(g[2:])}"
        return cardinal(int(g))
