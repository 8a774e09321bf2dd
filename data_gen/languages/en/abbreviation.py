"""English abbreviation class: the generic table lookup plus English context rules (No., St., Dr.)."""

from __future__ import annotations

import random
import re
from collections import defaultdict

from data_gen.base import Context, Language
from data_gen.entities.abbreviation import AbbreviationClass

#: Abbreviations that stand for a word only before a number ("No. 5", "p. 12"); else left alone.
BEFORE_NUMBER = frozenset({"No.", "no.", "Nos.", "nos.", "p.", "pp.", "vol.", "Vol.", "ch.", "Ch.",
                           "fig.", "Fig.", "ext.", "Ext.", "Sec.", "sec."})
#: Units written after a slash ("$20/hr"): read only there, as the word in full.
AFTER_SLASH = {"hr": "hour", "yr": "year", "mo": "month", "wk": "week", "min": "minute", "sec": "second"}
#: Abbreviations that are a title before a name and a street type after one: (title, street).
TITLE_OR_STREET = {"St.": ("saint", "street"), "Dr.": ("doctor", "drive")}
_NUMBER_NEXT = re.compile(r"\s?#?\d")
_NAME_NEXT = re.compile(r"\s[A-Z]")


def grouped_pattern(written: list[str]) -> re.Pattern[str]:
    """The generic class's alternation, grouped by first character: same matches, ~30x faster.

    A flat alternation of ~100 entries, each with its own look-behind, is tried entry by entry at
    every position of every sentence; grouped, the regex engine tries one group per position.
    """
    groups: dict[str, list[str]] = defaultdict(list)
    for w in sorted(set(written), key=lambda w: (-len(re.sub(r"\s+", "", w)), w)):
        body = r"\s?".join(re.escape(piece) for piece in w.split())
        tail = r"(?!\w)" if re.match(r"\w", w[-1]) else ""
        groups[w[0]].append(body[len(re.escape(w[0])):] + tail)
    alternatives = {c: f"{re.escape(c)}(?:{'|'.join(r)})" for c, r in sorted(groups.items())}
    word_initial = [alt for c, alt in alternatives.items() if re.match(r"\w", c)]
    others = [alt for c, alt in alternatives.items() if not re.match(r"\w", c)]
    branches = ([rf"(?<!\w)(?:{'|'.join(word_initial)})"] if word_initial else []) + others
    return re.compile("|".join(branches))


class EnglishAbbreviation(AbbreviationClass):
    """`English.abbreviations` looked up, with context: "No." is "number" only before a digit, "St."
    is "saint" before a capitalized word ("St. Louis") and "street" otherwise ("Main St.")."""

    def __init__(self, language: Language) -> None:
        super().__init__(language)
        self.pattern = grouped_pattern(self.written)
        context_only = BEFORE_NUMBER | set(AFTER_SLASH)
        self._samples = tuple(sorted(w for w in set(self.written) if w not in context_only))

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        written = match.group(0)
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
