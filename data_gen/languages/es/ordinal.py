"""Spanish ordinals: "1.º" -> "primero", "1.ª" -> "primera", "1.er" / "1.º piso" -> "primer piso", "21.º" ->
"vigésimo primero"; the Latin American "2do", "3ra", "1er" as well."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.errors import VerbalizationError
from denorm.data.languages.es import grammar, numbers
from denorm.data.languages.es.common import SpanishEntityClass, decline

#: Informal endings (the last two letters of the ordinal word): "1ro", "2da", "4to", "7mo", "8vo", "9no".
_LETTERS = r"ro|ra|do|da|to|ta|mo|ma|vo|va|no|na"
PATTERN = re.compile(rf"(?<![\w.,:/-])(\d{{1,4}})(?:(\.?[ºª])|(\.?er)|({_LETTERS}))(?!\w)")


class SpanishOrdinal(SpanishEntityClass):
    """Ordinals written with an indicator: "º"/"ª" (with or without the dot the RAE asks for), ".er" for
    the apocopated "primer"/"tercer", and the endings of informal writing ("2do", "3ra"), which must be the
    ending of the ordinal word ("2ro" is refused and counted). "º" before a noun is apocopated as the RAE's
    ".er" would be ("1.º piso" -> "primer piso"); before "de", a comma or nothing it is "primero"."""

    name = "ordinal"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 50
    pattern = PATTERN

    @staticmethod
    def _form(match: re.Match[str], ctx: Context) -> tuple[int, str, bool]:
        """(value, gender, apocope) of a match."""
        n, sign, er, letters = int(match.group(1)), match.group(2), match.group(3), match.group(4)
        if er:
            return n, "m", True
        feminine = (sign or letters)[-1] in "ªa"
        return n, "f" if feminine else "m", not feminine and grammar.counted_gender(ctx, names=True)[0]

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        n = int(match.group(1))
        if not 1 <= n <= numbers.MAX_ORDINAL:
            return False
        letters, er = match.group(4), match.group(3)
        if letters:
            masculine = numbers.ordinal(n)
            if masculine[-2:] != letters and numbers.ordinal(n, "f")[-2:] != letters:
                decline(self, "ending_not_of_the_ordinal")  # "2ro", "5do"
                return False
        if er and numbers.ordinal(n, apocope=True) == numbers.ordinal(n):
            decline(self, "er_without_apocope")  # "5er": no "quinter"
            return False
        return True

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        n, gender, apocope = self._form(match, ctx)
        try:
            return numbers.ordinal(n, gender, apocope, rng)
        except VerbalizationError:
            return None

    def sample(self, rng: random.Random) -> str:
        """A masculine ordinal ("3.º", "21º"): templates give it a masculine context ("el {ordinal} puesto")."""
        n = rng.choice((rng.randint(1, 10), rng.randint(1, 10), rng.randint(11, 30), rng.randint(31, 120)))
        return f"{n}.º" if rng.random() < 0.7 else f"{n}º"

    def sample_like(self, written: str, rng: random.Random) -> str:
        """Another ordinal with the same indicator ("3.ª" -> "7.ª", "1.er" -> "3.er"), so agreement holds."""
        m = re.fullmatch(r"\d+(.*)", written, re.S)
        if m is None:
            return self.sample(rng)
        if "er" in m.group(1):
            return rng.choice(("1", "3", "21", "23")) + m.group(1)
        if m.group(1)[-1:] in ("º", "ª"):
            return f"{rng.randint(1, 30)}{m.group(1)}"
        return written  # "2do", "3ra": the letters belong to the number
