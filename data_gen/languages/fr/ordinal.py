"""French ordinals: "1er" -> "premier", "1re" -> "première", "2e" -> "deuxième", "21e" -> "vingt et unième"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.fr import grammar, numbers
from denorm.data.languages.fr.common import FrenchEntityClass

#: Written ending -> (feminine, plural), None where the noun after it decides the gender. Forms of
#: the Imprimerie nationale ("1er", "1re", "2e", "2d", "2de") and the usual others ("1ère", "2ème", "2è",
#: "2nd", "2nde"), with the superscript letters some texts have ("XXᵉ", "1ᵉʳ").
ENDINGS: dict[str, tuple[bool | None, bool]] = {
    "er": (False, False), "ers": (False, True), "ᵉʳ": (False, False), "ᵉʳˢ": (False, True),
    "re": (True, False), "res": (True, True), "ère": (True, False), "ères": (True, True), "ʳᵉ": (True, False),
    "ʳᵉˢ": (True, True),
    "e": (None, False), "es": (None, True), "ème": (None, False), "èmes": (None, True), "eme": (None, False),
    "emes": (None, True), "è": (None, False), "ᵉ": (None, False), "ᵉˢ": (None, True),
}
#: "second(e)" endings: only after 2.
SECOND_ENDINGS: dict[str, tuple[bool, bool]] = {
    "d": (False, False), "nd": (False, False), "ds": (False, True), "nds": (False, True),
    "de": (True, False), "nde": (True, False), "des": (True, True), "ndes": (True, True),
}
_ALL = "|".join(sorted([*ENDINGS, *SECOND_ENDINGS], key=len, reverse=True))
PATTERN = re.compile(rf"(?<![\w.,:/-])(?P<n>\d{{1,6}})(?P<end>{_ALL})(?![\w])")


def ordinal_words(n: int, ending: str, ctx: Context) -> str | None:
    """The ordinal said for `n` written with `ending`; None for an ending that does not fit the number
    ("1e" reads "premier", but "0e", "3er" and "5nd" are no ordinals)."""
    if n < 1:
        return None  # "0e" is no ordinal
    if ending in SECOND_ENDINGS:
        if n != 2:
            return None
        feminine, plural = SECOND_ENDINGS[ending]
        return ("seconde" if feminine else "second") + ("s" if plural else "")
    feminine, plural = ENDINGS[ending]
    if feminine is not None and n != 1:
        return None
    if feminine is None:
        feminine = n == 1 and grammar.feminine_after(ctx)
    return numbers.ordinal(n, feminine=bool(feminine), plural=plural)


class FrenchOrdinal(FrenchEntityClass):
    """Ordinals written with their ending; the ending itself says it is one (no context needed), "1e" and
    "1ème" take the gender of the noun after them ("la 1ème fois" -> "première")."""

    name = "ordinal"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 50
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        return ordinal_words(int(match.group("n")), match.group("end"), ctx) is not None

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        return ordinal_words(int(match.group("n")), match.group("end"), ctx)

    def sample(self, rng: random.Random) -> str:
        n = rng.choice((rng.randint(2, 20), rng.randint(2, 100), rng.randint(100, 2000)))
        return f"{n}{rng.choice(('e', 'e', 'e', 'ème'))}"

    def sample_like(self, written: str, rng: random.Random) -> str:
        """Another ordinal with the same ending ("1re" stays "1re": only 1 has it; "5e" -> "17e")."""
        m = PATTERN.fullmatch(written)
        if m is None or m.group("n") in ("1", "2") and m.group("end") not in ("e", "es", "ème", "èmes"):
            return written
        return f"{rng.randint(2, 99)}{m.group('end')}"
