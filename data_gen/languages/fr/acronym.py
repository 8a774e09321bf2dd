"""French acronyms: "SNCF" -> "s n c f", "l'ADN" -> "l'a d n", "ONU" -> "onu"; capitals of names read as words."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, Language
from denorm.data.entities.acronym import Acronym
from denorm.data.entities.common import spell
from denorm.data.entities.url import pronounceable

#: Shortest all-caps token read as a word when pronounceable: French administrative style writes
#: surnames in capitals ("Jean DUPONT", "MARTIN"), and such words are never spelled; shorter ones are
#: ("RATP", "ANPE" look pronounceable but are spelled).
WORD_LENGTH = 5
#: An elided word before an acronym: "l'ADN", "d'EDF", "qu'EDF", "jusqu'à l'UE".
ELISION = r"(?:[lLdDjJmMnNsStTcC]|[qQ]u|[jJ]usqu|[lL]orsqu|[pP]uisqu)['’]"
_CONSONANTS = r"[^aeiouyéèêàâîôû]"
_SAMPLES = ("SNCF", "RATP", "TVA", "PDF", "USB", "HLM", "TGV", "PME", "CGT", "PDG", "SMS", "GPS", "CNRS", "SAMU",
            "ONU", "OTAN", "INSEE", "HTML", "DVD", "BD", "PC", "RER", "CHU", "SMIC")


def readable(token: str) -> bool:
    """Whether an all-caps token of WORD_LENGTH letters or more reads as a word: pronounceable (the URL
    test: vowels, at most three consonants in a row) and not three consonants at either end."""
    low = token.lower()
    if len(low) < WORD_LENGTH or not re.fullmatch(r"[^\W\d_]+", low):
        return False
    return pronounceable(low) and not re.match(_CONSONANTS * 3, low) and not re.search(_CONSONANTS * 3 + "$", low)


class FrenchAcronym(Acronym):
    """Spelled as single letters ("p d f", not "pé dé èf") or, as recognizers also write them, one word
    ("pdf"; `Language.reads_acronym_as_word`: mostly for `word_acronyms`, "onu"); `readable` capitals (names)
    always as words. An elided article or preposition before it belongs to the match and stays glued to the first
    word, as French writes it and a recognizer transcribes it: "l'ADN" -> "l'a d n", "l'ONU" -> "l'onu"."""

    def __init__(self, language: Language) -> None:
        super().__init__(language)
        self.pattern = re.compile(rf"(?<![\w'’-])(?P<el>{ELISION})?{self._caps}{{2,6}}(?:s|'s)?(?![\w'’])")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        elided = match.group("el") or ""
        token = match.group(0)[len(elided):]
        letters = token.rstrip("s").rstrip("'") if token[-1] == "s" else token
        if self._shouting(ctx) or readable(token) \
                or self.language.reads_acronym_as_word(letters in self.word_acronyms, rng):
            said = token.lower()
        else:
            said = spell(letters, self.language) + (" s" if token != letters else "")
        return elided.lower().replace("’", "'") + said

    def sample(self, rng: random.Random) -> str:
        return rng.choice(_SAMPLES)
