"""Spanish telephone numbers: "912 345 678", "91 234 56 78", "+34 600 123 456" read by digit groups ("nueve uno
dos treinta y cuatro cincuenta y seis setenta y ocho") or digit by digit."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.common import choose
from denorm.data.entities.telephone import Telephone
from denorm.data.languages.es import numbers

#: Spanish numbers the generic patterns miss (nine digits, the first 6, 7, 8 or 9): 912 345 678,
#: 91 234 56 78, 912 34 56 78, 600123456, 900-123-456.
ES_PHONE = re.compile(r"(?<![\w+.,:/-])(?<!\d )(?:[6-9]\d{2}([ .-])\d{3}\1\d{3}|[6-9]\d \d{3} \d{2} \d{2}"
                      r"|[6-9]\d{2} \d{2} \d{2} \d{2}|[6-9]\d{8})(?![\w]|[.,:/-]\d| \d)")


class SpanishTelephone(Telephone):
    """Spaniards say a phone number in its written groups: a pair as a number ("34" "treinta y cuatro", "05"
    "cero cinco"), a group of three digit by digit or as a number ("912" "nueve uno dos" / "novecientos
    doce"); digit by digit a third of the time, and for other digit strings."""

    def find(self, text: str) -> list[re.Match[str]]:
        return super().find(text) + list(ES_PHONE.finditer(text))

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        groups = re.findall(r"\+|\d+", match.group(0))
        grouped = sum(g != "+" for g in groups) > 1 and all(len(g) <= 3 for g in groups if g != "+")
        if not grouped or rng.random() < 0.33:
            return super().verbalize(match, ctx, rng)
        whole = rng.random() < 0.5  # three-digit groups as numbers: "novecientos doce"
        words = []
        for g in groups:
            if g == "+":
                words.append(choose(self.plus, rng))
            elif len(g) == 1 or g[0] == "0":
                words.append(numbers.digit_words(g))
            elif len(g) == 2 or whole:
                words.append(numbers.cardinal(int(g)))
            else:
                words.append(numbers.digit_words(g))
        return " ".join(words)

    def sample(self, rng: random.Random) -> str:
        d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))  # noqa: E731
        form = rng.randrange(5)
        if form == 0:
            return f"{rng.choice('6789')}{d(2)} {d(3)} {d(3)}"
        if form == 1:
            return f"9{rng.randint(1, 8)} {d(3)} {d(2)} {d(2)}"
        if form == 2:
            return f"+34 {rng.choice('6789')}{d(2)} {d(3)} {d(3)}"
        if form == 3:
            return f"+{rng.randint(1, 99)} {rng.randint(10, 999)} {d(rng.randint(5, 8))}"
        return f"0{rng.randint(10, 999)} {d(rng.randint(5, 7))}"
