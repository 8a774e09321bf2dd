"""French abbreviations: the generic table class plus entries that only hold in context ("M. Dupont", "p. 12")."""

from __future__ import annotations

import random
import re

from denorm.data.entities.abbreviation import Abbreviation

_NAME = re.compile(r"\s[A-ZÀ-ÖØ-Þ][\w'’-]")
#: A title before a name or a function: "M. Dupont", "M. le maire", "Mme la ministre", "M. de Gaulle".
_TITLE = re.compile(r"\s(?:[A-ZÀ-ÖØ-Þ][\w'’-]|(?:le|la|les|de|du|des)\s|l['’])")
_NUMBER_AFTER = re.compile(r"\s?\d")
#: Abbreviation -> regex the text right after it must match; otherwise it is not this abbreviation
#: ("M." as an initial "Louis M.", "Me" the pronoun at a sentence start, "p." anywhere but before a page).
CONTEXT_ONLY: dict[str, re.Pattern[str]] = {
    "M.": _TITLE, "Mr": _TITLE, "Mr.": _TITLE, "MM.": _TITLE, "Me": _NAME, "Mes": _NAME, "Pr": _NAME,
    "Pr.": _NAME, "Dr": _NAME, "Dr.": _NAME,
    "Mgr": _NAME, "Gal": _NAME, "St": re.compile(r"[\s-][A-ZÀ-ÖØ-Þ]"), "Ste": re.compile(r"[\s-][A-ZÀ-ÖØ-Þ]"),
    "bd": _NAME, "av.": _NAME, "p.": _NUMBER_AFTER, "pp.": _NUMBER_AFTER, "t.": _NUMBER_AFTER,
    "n°": _NUMBER_AFTER, "N°": _NUMBER_AFTER, "no": _NUMBER_AFTER, "No": _NUMBER_AFTER,
    "vol.": _NUMBER_AFTER, "chap.": _NUMBER_AFTER, "art.": _NUMBER_AFTER, "fig.": _NUMBER_AFTER,
}
#: Context the sampler adds to the entries of CONTEXT_ONLY, so that a sample is always read.
_SAMPLE_CONTEXT: dict[str, str] = {
    "M.": "M. Martin", "Mr": "Mr Martin", "Mr.": "Mr. Martin", "MM.": "MM. Dupont et Durand", "Me": "Me Lefèvre",
    "Mes": "Mes Blanc et Roux",
    "Pr": "Pr Girard", "Pr.": "Pr. Girard", "Dr": "Dr Bernard", "Dr.": "Dr. Bernard", "Mgr": "Mgr Lustiger",
    "Gal": "Gal Leclerc", "St": "St-Denis", "Ste": "Ste-Anne", "bd": "bd Voltaire", "av.": "av. Foch",
    "p.": "p. 12", "pp.": "pp. 3-7", "t.": "t. 2", "n°": "n° 5", "N°": "N° 12", "no": "no 7", "No": "No 3",
    "vol.": "vol. 4", "chap.": "chap. 9", "art.": "art. 14", "fig.": "fig. 3",
}


class FrenchAbbreviation(Abbreviation):
    """`French.abbreviations`, with the entries of `CONTEXT_ONLY` checked against the text after them."""

    def find(self, text: str) -> list[re.Match[str]]:
        return [m for m in super().find(text)
                if (rule := CONTEXT_ONLY.get(self.entry_key(m.group(0)))) is None or rule.match(text, m.end())]

    def sample(self, rng: random.Random) -> str:
        written = super().sample(rng)
        return _SAMPLE_CONTEXT.get(written, written)
