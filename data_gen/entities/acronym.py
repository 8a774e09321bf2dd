"""Acronym class: all-caps tokens of 2-6 letters spelled letter by letter, or read as a word."""

from __future__ import annotations

import random
import re
from itertools import islice

from denorm.data.base import Context, EntityClass, Language
from denorm.data.entities.common import spell

_WORD = re.compile(r"\w+")
#: Between two all-caps words, a sign that makes them items of a list or a pair, not one shout:
#: "ФСБ, МВД", "USB; HDMI", "ПЗУ (FLASH/EEPROM)", "R&D".
_LIST_SEPARATOR = re.compile(r"[,;()\[\]/&+]")
_SAMPLES = ("USB", "PDF", "HTML", "CPU", "GPU", "DVD", "URL", "API", "SSH", "IBM", "BBC", "EU", "UN",
            "CD", "PC", "TV", "HTTP", "RAM", "LED", "GNU")


class Acronym(EntityClass):
    """"USB" -> "u s b" or "usb", "PDFs" -> "p d f s" or "pdfs"; entries of `Language.word_acronyms` ("NASA")
    are mostly words ("nasa"), sometimes spelled; how often each is a word: `Language.reads_acronym_as_word`.

    A token in a run of three or more all-caps words ("PLEASE READ THE NOTE") or next to an all-caps
    word longer than six letters ("WARNING: USE") is shouting, not an acronym: it is read as a word.
    """

    name = "acronym"
    priority = 20

    def __init__(self, language: Language) -> None:
        super().__init__(language)
        self.word_acronyms: frozenset[str] = frozenset(language.word_acronyms)
        upper = "".join(sorted({ch.upper() for ch in language.letters if ch.upper() != ch.lower()}
                               | set("ABCDEFGHIJKLMNOPQRSTUVWXYZ")))
        cls = re.escape(upper).replace(r"\-", "-")
        self._caps = f"[{cls}]"
        self.pattern = re.compile(rf"(?<![\w'’-])[{cls}]{{2,6}}(?:s|'s)?(?![\w'’])")
        self._caps_word = re.compile(rf"[{cls}]{{2,}}")
        self._samples = tuple(s for s in _SAMPLES if s not in self.word_acronyms) or ("ABC",)

    def _shouting(self, ctx: Context) -> bool:
        """A run of three or more all-caps words, or an all-caps neighbour too long for an acronym.

        Words joined by spaces or by other punctuation ("WARNING: USE") count as one run; a comma, a
        semicolon, a bracket, a slash, "&" or "+" (`_LIST_SEPARATOR`) separates items instead, so
        "ФСБ, МВД, МЧС", "USB, HDMI, VGA" and "ПЗУ (FLASH/EEPROM)" are acronyms.
        """
        text = ctx.text
        left = list(_WORD.finditer(text, 0, ctx.start))[-2:][::-1]
        right = list(islice(_WORD.finditer(text, ctx.end), 2))
        run = 1
        for words, after in ((left, True), (right, False)):
            edge = ctx.start if after else ctx.end
            for m in words:
                gap = text[m.end():edge] if after else text[edge:m.start()]
                if _LIST_SEPARATOR.search(gap) or not self._caps_word.fullmatch(m.group(0)):
                    break
                if len(m.group(0)) > 6:
                    return True
                run += 1
                edge = m.start() if after else m.end()
        return run >= 3

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        token = match.group(0)
        letters = token.rstrip("s").rstrip("'") if token[-1] == "s" else token
        plural = token[len(letters):]
        if self._shouting(ctx) or self.language.reads_acronym_as_word(letters in self.word_acronyms, rng):
            return letters.lower() + (plural.lower() if plural else "")
        return spell(letters, self.language) + (" s" if plural else "")

    def sample(self, rng: random.Random) -> str:
        return rng.choice(self._samples)
