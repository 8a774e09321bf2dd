"""German decimals: "3,14" -> "drei komma eins vier" (also "zweieinhalb" for 2,5 now and then)."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.de.common import INT, SCALE, SCALES, GermanEntityClass, speak_number


class GermanDecimal(GermanEntityClass):
    """Numbers with a decimal comma, optionally signed and scaled ("2,5 Mio." -> "... millionen")."""

    name = "decimal"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 55
    pattern = re.compile(rf"(?:(?<![\w.,)])[-−](?=\d))?(?<![\d.,])(?:{INT}),\d+(?![\d,]|\.\d){SCALE}")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        text = match.group(0)
        for written, (_, plural) in SCALES.items():
            if text.endswith(written):
                number = speak_number(text[: -len(written)].rstrip(), rng)
                return None if number is None else f"{number} {plural}"
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
        return f"{rng.randint(1, 9)},{rng.randint(1, 9)} {rng.choice(('Mio.', 'Mrd.', 'Millionen'))}"
