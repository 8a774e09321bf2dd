"""Spanish abbreviations: the generic table class plus entries that only hold in context ("p. 5", "Sr. Gil")."""

from __future__ import annotations

import random
import re

from denorm.data.entities.abbreviation import Abbreviation

#: Abbreviation -> regex the text right after it must match; otherwise it is not this abbreviation (an
#: initial "Juan P. Pérez", a page number only before a number).
CONTEXT_ONLY: dict[str, re.Pattern[str]] = {
    "p.": re.compile(r"\s?\d"),  # p. 5 -> página cinco
    "pp.": re.compile(r"\s?\d"),
    "núm.": re.compile(r"\s?\d"),
    "Sr.": re.compile(r"\s[A-ZÁÉÍÓÚÑ]"),
    "Sra.": re.compile(r"\s[A-ZÁÉÍÓÚÑ]"),
    "Dr.": re.compile(r"\s[A-ZÁÉÍÓÚÑ]"),
    "Dra.": re.compile(r"\s[A-ZÁÉÍÓÚÑ]"),
}
#: Abbreviations that are not this class right after a number ("5 min." is a measure).
NOT_AFTER_NUMBER = frozenset({"mill.", "seg."})
_NUMBER_BEFORE = re.compile(r"\d\s?$")
#: Context the sampler adds to the entries of CONTEXT_ONLY, so that a sample is always read.
_SAMPLE_CONTEXT: dict[str, str] = {"p.": "p. 12", "pp.": "pp. 5-9", "núm.": "núm. 3", "Sr.": "Sr. García",
                                   "Sra.": "Sra. López", "Dr.": "Dr. Ruiz", "Dra.": "Dra. Martín"}


class SpanishAbbreviation(Abbreviation):
    """`Spanish.abbreviations`, with the entries of `CONTEXT_ONLY` checked against the text after them."""

    def _keep(self, text: str, key: str, start: int, end: int) -> bool:
        if key in NOT_AFTER_NUMBER and _NUMBER_BEFORE.search(text, 0, start):
            return False
        rule = CONTEXT_ONLY.get(key)
        return rule is None or rule.match(text, end) is not None

    def find(self, text: str) -> list[re.Match[str]]:
        return [m for m in super().find(text) if self._keep(text, self.entry_key(m.group(0)), m.start(), m.end())]

    def sample(self, rng: random.Random) -> str:
        written = super().sample(rng)
        return _SAMPLE_CONTEXT.get(written, written)
