"""English abbreviation class: the generic table lookup plus English context rules (No., St., Dr.)."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, Language
from denorm.data.entities.abbreviation import Abbreviation

#: Abbreviations that stand for a word only before a number ("No. 5", "p. 12"); else left alone.
BEFORE_NUMBER = frozenset({"No.", "no.", "Nos.", "nos.", "p.", "pp.", "vol.", "Vol.", "ch.", "Ch.",
                           "fig.", "Fig.", "ext.", "Ext.", "Sec.", "sec."})
#: Units written after a slash ("$20/hr"): read only there, as the word in full.
AFTER_SLASH = {"hr": "hour", "yr": "year", "mo": "month", "wk": "week", "min": "minute", "sec": "second"}
#: Abbreviations that are a title before a name and a street type after one: (title, street).
TITLE_OR_STREET = {"St.": ("saint", "street"), "Dr.": ("doctor", "drive")}
_NUMBER_NEXT = re.compile(r"\s?#?\d")
_NAME_NEXT = re.compile(r"\s[A-Z]")


class EnglishAbbreviation(Abbreviation):
    """`English.abbreviations` looked up, with context: "No." is "number" only before a digit, "St."
    is "saint" before a capitalized word ("St. Louis") and "street" otherwise ("Main St.")."""

    def __init__(self, language: Language) -> None:
        super().__init__(language)
        context_only = BEFORE_NUMBER | set(AFTER_SLASH)
        self._samples = tuple(sorted(w for w in set(self.written) if w not in context_only))

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        written = self.capitalized.get(match.group(0), match.group(0))  # "Pp. 3" as "pp. 3"
        if written in AFTER_SLASH:
            return AFTER_SLASH[written] if ctx.text[ctx.start - 1:ctx.start] == "/" else None
        after = ctx.text[ctx.end:]
        if written in BEFORE_NUMBER and not _NUMBER_NEXT.match(after):
            return None
        if written in TITLE_OR_STREET:
            title, street = TITLE_OR_STREET[written]
            return title if _NAME_NEXT.match(after) else street
        return super().verbalize(match, ctx, rng)

    def sample(self, rng: random.Random) -> str:
        """A written abbreviation that can stand without a number ("Dr.", "e.g.", "Inc.")."""
        return rng.choice(self._samples)
