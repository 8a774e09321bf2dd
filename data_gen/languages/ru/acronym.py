"""Russian acronym class: "МГУ" -> "эм гэ у", "США" -> "сэ шэ а" or "эс ша а", "ГОСТ" -> "гост", "USB" -> "ю эс би"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.acronym import Acronym
from denorm.data.entities.common import choose, spell
from denorm.data.entities.url import pronounceable

#: Acronyms whose reading is neither plain spelling nor the word: written -> spoken alternatives.
ACRONYM_READINGS: dict[str, tuple[str, ...]] = {
    "США": ("сэ шэ а", "эс ша а"), "ФРГ": ("эф эр гэ",), "ЕГЭ": ("е гэ э", "егэ"), "ОГЭ": ("о гэ э", "огэ"),
    "ЛДПР": ("эл дэ пэ эр",), "PDF": ("пэ дэ эф", "пи ди эф"), "SQL": ("эс кью эл", "сиквел"),
    "URL": ("ю ар эл", "урл"), "API": ("эй пи ай", "апи"), "PNG": ("пи эн джи", "пэ эн гэ"),
    "KDE": ("кей ди и", "кэ дэ э"), "IT": ("ай ти",), "OK": ("окей",), "XML": ("экс эм эл", "икс эм эл"),
    "CD": ("си ди",), "DVD": ("ди ви ди",), "HTML": ("эйч ти эм эл",), "FAQ": ("эф эй кью", "фак"),
    "ID": ("ай ди",), "SSD": ("эс эс ди",), "HDD": ("эйч ди ди",), "ПДД": ("пэ дэ дэ",),
}
_SAMPLES = ("МГУ", "СССР", "США", "ФСБ", "МВД", "РФ", "ГОСТ", "ЖКХ", "ИНН", "ООН", "USB", "PDF", "HTML",
            "CPU", "ПК", "ОС", "ПО", "СМИ", "МЧС", "НАТО", "ДТП", "ВУЗ", "GPS", "IT")


_CYR_VOWELS = frozenset("аеёиоуыэюя")
_CYRILLIC = re.compile(r"[А-ЯЁ]+")


def readable(token: str) -> bool:
    """Whether an all-caps token of 4+ letters reads as a word: Cyrillic ones with a vowel and no
    three consonants in a row ("ИСТИНА", "СНИЛС"; not "СССР", "ГИБДД"), Latin ones by the URL
    pronounceability test ("BIOS", "POSIX"; not "HTML")."""
    if len(token) < 4:
        return False
    low = token.lower()
    if re.fullmatch(r"[a-z]+", low):
        return pronounceable(low) and not re.search(r"[^aeiouy]{3}", low)
    if not re.fullmatch(r"[а-яё]+", low) or not _CYR_VOWELS & set(low):
        return False
    return not re.search(r"[^аеёиоуыэюя]{3}", low)


class RussianAcronym(Acronym):
    """Spelled with letter names: Cyrillic as Russians name them ("эм гэ у"), Latin letters with
    their Russian names ("USB" -> "ю эс би"); `word_acronyms` and `readable` tokens are read as
    words and keep their script ("ГОСТ" -> "гост", "NASA" -> "nasa"); ACRONYM_READINGS lists the
    irregular ones. A Cyrillic acronym is also written as one word as recognizers do ("МГУ" -> "мгу", with
    `Language.reads_acronym_as_word`'s shares); Latin ones in Russian text are spelled."""

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        token = match.group(0)
        if self._shouting(ctx):
            return token.lower()
        word_like = token in self.word_acronyms or readable(token)
        if _CYRILLIC.fullmatch(token) and self.language.reads_acronym_as_word(word_like, rng):
            return token.lower()  # "мгу", "гост": as Russian recognizers write them
        if token in ACRONYM_READINGS:
            return choose(ACRONYM_READINGS[token], rng)
        if word_like and not _CYRILLIC.fullmatch(token):
            return token.lower()
        if token.endswith("s") and token[:-1].isupper():
            return spell(token[:-1], self.language)
        return spell(token, self.language)

    def sample(self, rng: random.Random) -> str:
        return rng.choice(_SAMPLES)
