"""Portuguese telephone numbers and codes: "(11) 98765-4321", "0800 123 4567", CEP "01310-100", CPF."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.common import choose
from denorm.data.entities.telephone import Telephone
from denorm.data.languages.pt import numbers

#: Brazilian forms the generic patterns miss: "98765-4321", "4002-8922" (mobile and landline numbers
#: without the area code), "11 98765-4321", a CEP "01310-100", a CPF "123.456.789-09".
BR_PHONE = re.compile(r"(?<![\w+.,:/()-])(?:\d{2}\s)?(?:9\d{4}|[2-5]\d{3})-\d{4}(?![\w]|[.,:/-]\d)"
                      r"|(?<![\w+.,:/-])\d{5}-\d{3}(?![\w]|[.,:/-]\d)"
                      r"|(?<![\w+.,:/-])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\w]|[.,:/-]\d)")
#: Not a telephone number: a range of years ("2019-2020") or of round amounts ("3000-4000").
_RANGES = re.compile(r"(?:1\d{3}|20\d{2})-(?:1\d{3}|20\d{2})|\d{2}00-\d{2}00")
#: Share of numbers read in groups ("noventa e oito setecentos e sessenta e cinco...") rather than
#: digit by digit (where 6 is "meia" in `Portuguese.meia_share` of the numbers).
GROUPED_SHARE = 0.35
#: Share of the others whose two-figure area code is said as a number ("onze nove oito sete...").
AREA_SAID = 0.3


class PortugueseTelephone(Telephone):
    """Read digit by digit ("um um nove oito sete...", 6 as "meia" in a third of the numbers: "meia" is
    Brazilian usage, never European), or in the written groups: a group of two or three digits as a number
    ("onze", "zero oitocentos"), of four as two pairs ("quarenta e três vinte e um"), of five as a digit
    and two pairs; or the area code as a number and the rest digit by digit ("onze nove oito sete...").
    CEPs and CPFs are always read digit by digit."""

    def find(self, text: str) -> list[re.Match[str]]:
        generic = super().find(text)
        taken = [(m.start(), m.end()) for m in generic]
        extra = [m for m in BR_PHONE.finditer(text)
                 if not _RANGES.fullmatch(m.group(0)) and not any(a < m.end() and m.start() < b for a, b in taken)]
        return generic + extra

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        s = match.group(0)
        groups = re.findall(r"\+|\d+", s)
        code = re.fullmatch(r"\d{5}-\d{3}|\d{3}\.\d{3}\.\d{3}-\d{2}", s) is not None
        digit_groups = [g for g in groups if g != "+"]
        grouped = (not code and len(digit_groups) > 1 and all(len(g) <= 5 for g in digit_groups)
                   and rng.random() < GROUPED_SHARE)
        six = self.language.digits("6", rng)  # "seis" or "meia", one word for 6 throughout the number
        # "(11) 98765-4321": the area code said as a number, the rest digit by digit, now and then
        area = (not grouped and not code and len(digit_groups) > 1 and len(digit_groups[0]) == 2
                and digit_groups[0][0] != "0" and rng.random() < AREA_SAID)
        words = []
        for k, g in enumerate(groups):
            if g == "+":
                words.append(choose(self.plus, rng))
            elif grouped or area and g is digit_groups[0] and k == groups.index(g):
                words.append(self._group(g, rng))
            else:
                words.append(numbers.digit_words(g, six))
        return " ".join(words)

    def _group(self, g: str, rng: random.Random) -> str:
        """"11" -> "onze", "0800" -> "zero oitocentos", "4321" -> "quarenta e três vinte e um",
        "98765" -> "nove oitenta e sete sessenta e cinco"."""
        if g.startswith("0") and len(g) > 1:
            return f"zero {self._group(g[1:], rng)}"
        if len(g) == 4 and not g.endswith("00"):
            return f"{self._group(g[:2], rng)} {self._group(g[2:], rng)}"
        if len(g) == 5:
            return f"{numbers.digit_words(g[0])} {self._group(g[1:], rng)}"
        return numbers.cardinal(int(g), rng=rng)

    def sample(self, rng: random.Random) -> str:
        d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))  # noqa: E731
        form = rng.randrange(5)
        if form == 0:
            return f"({rng.randint(11, 99)}) 9{d(4)}-{d(4)}"
        if form == 1:
            return f"+55 {rng.randint(11, 99)} 9{d(4)}-{d(4)}"
        if form == 2:
            return f"0800 {d(3)} {d(4)}"
        if form == 3:
            return f"{rng.randint(2, 5)}{d(3)}-{d(4)}"
        return f"({rng.randint(11, 99)}) {rng.randint(2, 5)}{d(3)}-{d(4)}"
