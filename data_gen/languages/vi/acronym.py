"""Vietnamese acronyms: "VTV" -> "v t v", "THPT" spelled where it is no abbreviation of the table; words in
capitals ("HÀ NỘI", "TIN MỚI", "NAM") are words, not acronyms."""

from __future__ import annotations

import random
import re

from denorm.data.entities.acronym import Acronym
from denorm.data.languages.vi.syllables import MARKED, SYLLABLE

_SAMPLES = ("VTV", "VTC", "FPT", "WHO", "GDP", "USB", "CPU", "ATM", "SMS", "GPS", "HIV", "ADN", "EU", "IMF", "WTO",
            "OTP", "QR", "IT", "PC", "TV", "MC", "KPI")


def vietnamese_word(token: str) -> bool:
    """Whether an all-caps token is a Vietnamese word in capitals: a syllable with a tone mark or a letter of
    its own (ă â ê ô ơ ư đ), or an untoned syllable of three letters and more ("NAM", "TIN"; not "EU")."""
    low = token.lower()
    if not SYLLABLE.fullmatch(low):
        return False
    return bool(MARKED.search(low)) or len(low) >= 3


class VietnameseAcronym(Acronym):
    """All-caps tokens spelled as single letters ("VTV" -> "v t v", "ĐH" -> "đ h"; Vietnamese letter names,
    "vê tê vê", are several syllables each, and single letters keep one token per letter as for de and en),
    or one word in `acronym_word_share` of readings; `word_acronyms` are read as words ("ASEAN"). Tokens that
    are Vietnamese syllables in capitals ("HÀ", "NỘI", "TIN") are not acronyms: headings and shouting."""

    def find(self, text: str) -> list[re.Match[str]]:
        return [m for m in super().find(text) if not vietnamese_word(m.group(0).rstrip("s"))
                or m.group(0) in self.word_acronyms]

    def sample(self, rng: random.Random) -> str:
        return rng.choice(_SAMPLES)
