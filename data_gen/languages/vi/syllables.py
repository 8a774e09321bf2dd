"""Vietnamese syllables: the shape of a written syllable (onset, vowels, coda), with or without its marks."""

from __future__ import annotations

import re
from functools import lru_cache

_ONSET = r"(?:ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdđghklmnprstvx])"
_VOWEL = "aàáảãạăằắẳẵặâầấẩẫậeèéẻẽẹêềếểễệiìíỉĩịoòóỏõọôồốổỗộơờớởỡợuùúủũụưừứửữựyỳýỷỹỵ"
_CODA = r"(?:ch|ng|nh|[cmnpt])"
#: One syllable, lowercase: "hà", "nội", "nguyễn", "thanh", "tuoi" (marks optional).
SYLLABLE = re.compile(rf"{_ONSET}?[{_VOWEL}]{{1,3}}{_CODA}?")
_WITH_ONSET = re.compile(rf"{_ONSET}[{_VOWEL}]{{1,3}}{_CODA}?")
#: The letters only Vietnamese has, and the vowels with a tone mark.
MARKED = re.compile(r"[àáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵăâêôơưđ]")
MAX_SYLLABLES = 5


def _piece(s: str) -> bool:
    """A syllable that can stand in a run of syllables: with an onset ("le", "thao"), or of three letters
    and more ("anh", "uyen"), so that "io" and "eu" are no syllables here."""
    return bool(_WITH_ONSET.fullmatch(s) or (len(s) >= 3 and SYLLABLE.fullmatch(s)))


@lru_cache(maxsize=4096)
def split_syllables(word: str) -> tuple[str, ...] | None:
    """A lowercase letter run as Vietnamese syllables written together, as in web addresses and user names
    ("tuoitre" -> ("tuoi", "tre"), "suckhoedoisong", "le"), or None; at most MAX_SYLLABLES of them."""
    best: dict[int, tuple[str, ...]] = {0: ()}
    for end in range(1, len(word) + 1):
        for start in range(max(0, end - 7), end):
            if start in best and len(best[start]) < MAX_SYLLABLES and _piece(word[start:end]):
                cand = best[start] + (word[start:end],)
                if end not in best or len(cand) < len(best[end]):
                    best[end] = cand
    return best.get(len(word)) or None
