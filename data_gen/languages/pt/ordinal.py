"""Portuguese ordinals: "1º" -> "primeiro", "1ª" -> "primeira", "21º" -> "vigésimo primeiro", "1° lugar"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.pt import grammar, numbers
from denorm.data.languages.pt.common import PortugueseEntityClass, decline

#: "º" (masculine), "ª" (feminine), with the European period ("1.º"), a plural "s" ("os 1ºs"); "°", the
#: degree sign many texts type for "º", only where `grammar.degree_is_ordinal` says so.
PATTERN = re.compile(r"(?<![\w.,:/-])(?P<n>\d\.\d{3}|\d{1,4})\.?(?P<mark>[ºª°])(?P<pl>s)?(?![\w°])")


class PortugueseOrdinal(PortugueseEntityClass):
    """Ordinals written with the ordinal indicator; the indicator gives the gender ("2ª edição" ->
    "segunda edição"); above MAX_ORDINAL they are left to the cardinal class and counted as declined."""

    name = "ordinal"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 50
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        n = int(match.group("n").replace(".", ""))
        if not 1 <= n <= numbers.MAX_ORDINAL:
            decline(self, "out_of_range")
            return False
        return match.group("mark") != "°" or grammar.degree_is_ordinal(ctx)

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        gender = numbers.F if match.group("mark") == "ª" else numbers.M
        words = numbers.ordinal(int(match.group("n").replace(".", "")), gender)
        if match.group("pl"):
            words = " ".join(w + "s" for w in words.split())
        return words

    def sample(self, rng: random.Random) -> str:
        """A masculine ordinal: template slots stand before masculine nouns ("o {ordinal} lugar")."""
        return f"{rng.choice((rng.randint(1, 10), rng.randint(1, 100), rng.randint(100, 1999)))}º"

    def sample_like(self, written: str, rng: random.Random) -> str:
        """Another ordinal with the same indicator ("2ª" -> "7ª"), so the noun after it still agrees."""
        m = PATTERN.fullmatch(written)
        return f"{rng.randint(1, 99)}{written[len(m.group('n')):]}" if m else self.sample(rng)
