"""German abbreviations: the generic table class plus entries that only hold in context ("S. 5")."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.abbreviation import Abbreviation
from denorm.data.languages.de import grammar

#: Abbreviation -> regex the text right after it must match; otherwise it is not this abbreviation
#: (an initial "Thomas S. Kuhn", "Fr." as Freitag or Franken).
CONTEXT_ONLY: dict[str, re.Pattern[str]] = {
    "S.": re.compile(r"\s?\d"),  # S. 5 -> seite fünf
    "Fr.": re.compile(r"\s[A-ZÄÖÜ][a-zäöüß]"),  # Fr. Müller -> frau müller
    "Hr.": re.compile(r"\s[A-ZÄÖÜ][a-zäöüß]"),
    "Hrn.": re.compile(r"\s[A-ZÄÖÜ][a-zäöüß]"),
    "Nr.": re.compile(r"\s?[\dA-Z]"),
    "Tel.": re.compile(r"[\s:.]"),
}
#: Abbreviations that are not this class right after a number ("3 Mio." is a cardinal with a scale).
NOT_AFTER_NUMBER = frozenset({"Mio.", "Mrd.", "Tsd.", "Bio.", "Std.", "Min.", "Sek."})
_NUMBER_BEFORE = re.compile(r"\d\s?$")


#: Abbreviations of nouns that inflect with the case before them ("an Hr. Müller" -> "an herrn müller").
INFLECTED: dict[str, dict[str, str]] = {"Hr.": {"nom": "herr", "acc": "herrn", "dat": "herrn"}}
#: Context the sampler adds to the entries of CONTEXT_ONLY, so that a sample is always read.
_SAMPLE_CONTEXT: dict[str, str] = {"S.": "S. 12", "Fr.": "Fr. Meier", "Hr.": "Hr. Schmidt",
                                   "Hrn.": "Hrn. Schmidt", "Nr.": "Nr. 5", "Tel.": "Tel.:"}


class GermanAbbreviation(Abbreviation):
    """`German.abbreviations`, with the ambiguous entries of `CONTEXT_ONLY` checked against the text
    and the scale and time abbreviations of `NOT_AFTER_NUMBER` left to the number classes."""

    def _keep(self, text: str, key: str, start: int, end: int) -> bool:
        if key in NOT_AFTER_NUMBER and _NUMBER_BEFORE.search(text, 0, start):
            return False
        rule = CONTEXT_ONLY.get(key)
        return rule is None or rule.match(text, end) is not None

    def find(self, text: str) -> list[re.Match[str]]:
        return [m for m in super().find(text) if self._keep(text, self.entry_key(m.group(0)), m.start(), m.end())]

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        forms = INFLECTED.get(re.sub(r"\s+", "", match.group(0)))
        if forms is not None:
            return forms[grammar.one_case(ctx)]
        return super().verbalize(match, ctx, rng)

    def sample(self, rng: random.Random) -> str:
        written = super().sample(rng)
        return _SAMPLE_CONTEXT.get(written, written)
