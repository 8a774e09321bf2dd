"""Russian abbreviation class: the generic table-driven one, minus scale words after a number."""

from __future__ import annotations

import random
import re

from data_gen.base import Language
from data_gen.entities.abbreviation import AbbreviationClass

#: Abbreviations that a number before them governs ("22 млн" = "двадцать два миллиона"): the
#: number classes read them with agreement, so they are not abbreviations there.
NUMBER_BOUND = frozenset({"млн", "млн.", "млрд", "млрд.", "трлн", "трлн.", "тыс.", "тыс", "руб.", "коп."})
#: Abbreviations that close a list ("яблоки, груши и т. д."): what sample() draws from.
LIST_ENDINGS = ("и т. д.", "и т. п.", "и др.", "и пр.", "и т.д.")
_NUMBER_BEFORE = re.compile(r"\d\s?$")


def trie_regex(entries: list[str]) -> str:
    """A regex matching any entry (a space inside an entry is optional), longest first; an entry
    that ends in a letter must not run on into a word."""
    trie: dict = {}
    for entry in entries:
        node = trie
        for ch in entry.strip():
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict, last: str) -> str:
        alts = [(r"\s?" if ch == " " else re.escape(ch)) + build(child, ch)
                for ch, child in sorted(node.items()) if ch]
        if "" in node:
            alts.append(r"(?!\w)" if re.match(r"\w", last) else "")
        return alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"

    return build(trie, "")


def with_capitals(table: dict[str, tuple[str, ...]]) -> dict[str, tuple[str, ...]]:
    """The table plus each entry capitalized, for the start of a sentence ("См. рис. 5")."""
    out = dict(table)
    for written, spoken in table.items():
        out.setdefault(written[0].upper() + written[1:], spoken)
    return out


class RussianAbbreviationClass(AbbreviationClass):
    """Expands `Russian.abbreviations` ("т. е." -> "то есть") in their base form; scale and
    currency abbreviations right after a number are left to cardinal, decimal and money."""

    def __init__(self, language: Language) -> None:
        super().__init__(language)
        # The generic pattern is one alternative per entry (slow on long lines): the same language
        # as a trie, so that each position is tried once per character.
        self.pattern = re.compile(r"(?<!\w)" + trie_regex(self.written))

    def sample(self, rng: random.Random) -> str:
        """A list-closing abbreviation: the one kind that fits any "{abbreviation}" template slot."""
        return rng.choice(LIST_ENDINGS)

    def find(self, text: str) -> list[re.Match[str]]:
        return [m for m in super().find(text)
                if not (m.group(0) in NUMBER_BOUND and _NUMBER_BEFORE.search(text[: m.start()]))]
