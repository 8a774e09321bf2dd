"""Portuguese decimals: "3,14" -> "três vírgula catorze" / "três vírgula um quatro", "2,5" -> "dois e meio"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.pt import grammar, numbers
from denorm.data.languages.pt.common import INT, SCALE, PortugueseEntityClass, half, scaled, speak_number

#: Share of "x,5" read "x e meio" ("dois e meio") rather than "dois vírgula cinco".
HALF_SHARE = 0.15


class PortugueseDecimal(PortugueseEntityClass):
    """Numbers with a decimal comma, optionally signed and scaled ("2,5 milhões" -> "dois vírgula cinco
    milhões" / "dois milhões e meio" / "dois milhões e quinhentos mil")."""

    name = "decimal"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 55
    pattern = re.compile(rf"(?:(?<![\w.,)])[-−](?=\d))?(?<![\d.,])(?:{INT}),\d+(?!\d|[.,]\d){SCALE}(?![\w])")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        text = match.group(0)
        scale = match.group("scale")
        if scale:
            number = text[: -len(scale)].rstrip()
            return scaled(number, scale, grammar.number_gender(ctx), rng)
        whole = half(text)
        if whole and rng.random() < HALF_SHARE:
            return f"{numbers.cardinal(whole, rng=rng)} e meio"
        return speak_number(text, rng)

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(5)
        if form == 0:
            return f"{rng.randint(0, 9)},{rng.randint(1, 9)}"
        if form == 1:
            return f"{rng.randint(0, 99)},{rng.randint(0, 99):02d}"
        if form == 2:
            return f"-{rng.randint(0, 30)},{rng.randint(1, 9)}"
        if form == 3:
            return f"{rng.randint(1, 9)}.{rng.randint(0, 999):03d},{rng.randint(0, 99):02d}"
        return f"{rng.randint(1, 9)},{rng.randint(1, 9)} {rng.choice(('milhões', 'bilhões'))}"

    def sample_like(self, written: str, rng: random.Random) -> str:
        """Another decimal of the same shape; a scale word stays and keeps its number ("1,5 milhão")."""
        m = re.fullmatch(r"([-−]?)([\d.]+),(\d+)(.*)", written, re.S)
        if m is None:
            return self.sample(rng)
        whole = m.group(2).replace(".", "")
        new = m.group(1) + (str(1) if whole == "1" else str(rng.randint(2, 10 ** len(whole) - 1)))
        return f"{new},{''.join(str(rng.randint(0, 9)) for _ in m.group(3))}{m.group(4)}"
