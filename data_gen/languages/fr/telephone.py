"""French telephone numbers: "01 23 45 67 89" read in pairs ("zéro un vingt-trois..."), or digit by digit."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.common import choose
from denorm.data.entities.telephone import Telephone
from denorm.data.languages.fr import numbers

#: French numbers the generic patterns miss: groups of two joined by dots ("01.23.45.67.89"), the
#: international form with the trunk zero in brackets ("+33 (0)1 23 45 67 89") and "0 800 123 456".
FR_PHONE = re.compile(r"(?<![\w+.,:/-])(?:0[1-9](?:\.\d{2}){4}|\+33\s?\(0\)\s?[1-9](?:[ .]?\d{2}){4}"
                      r"|0 [89]\d{2}(?: \d{3}){2})(?![\w]|[.,:/-]\d)")
#: Share of numbers read digit by digit rather than in their groups.
DIGIT_SHARE = 0.2


class FrenchTelephone(Telephone):
    """The French read a telephone number in its written groups of two: "06 12 34 56 78" -> "zéro six
    douze trente-quatre cinquante-six soixante-dix-huit" ("05" -> "zéro cinq", "00" -> "zéro zéro"); a group
    of three as a number ("0 800 123 456" -> "zéro huit cents cent vingt-trois..."), ten digits written
    together in pairs; the trunk zero in brackets of "+33 (0)1..." is not said. Digit by digit a fifth of
    the time, and for other digit strings (codes, ISBN)."""

    def find(self, text: str) -> list[re.Match[str]]:
        found = super().find(text)
        return found + [m for m in FR_PHONE.finditer(text)
                        if not any(f.start() <= m.start() < f.end() for f in found)]

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        s = re.sub(r"\(0\)", "", match.group(0))
        groups = re.findall(r"\+|\d+", s)
        if len(groups) == 1 and re.fullmatch(r"0\d{9}", groups[0]):
            groups = re.findall(r"\d\d", groups[0])  # "0123456789": ten digits said in pairs
        grouped = sum(g != "+" for g in groups) > 1 and all(len(g) <= 3 for g in groups)
        if not grouped or rng.random() < DIGIT_SHARE:
            return super().verbalize(match, ctx, rng)
        words = []
        for g in groups:
            if g == "+":
                words.append(choose(self.plus, rng))
            else:
                words.append(numbers.cardinal(int(g)) if len(g) == 3 and g[0] != "0" else numbers.pair(g))
        return " ".join(words)

    def sample(self, rng: random.Random) -> str:
        """French numbers in their usual forms (pairs with spaces, dots, +33) and the generic ones."""
        pairs = [f"{rng.randint(0, 99):02d}" for _ in range(4)]
        form = rng.randrange(5)
        if form == 0:
            return f"0{rng.randint(1, 9)} " + " ".join(pairs)
        if form == 1:
            return f"0{rng.randint(1, 9)}." + ".".join(pairs)
        if form == 2:
            return f"+33 {rng.randint(1, 9)} " + " ".join(pairs)
        return super().sample(rng)
