"""Russian agreement: the case a number takes from its preposition and noun, and noun inflection.

Cases use the letters of numbers.CASES (n g d a i p). The rules, most reliable first:
1. the noun after the number, when its form shows the case (году -> p after в, d after к);
2. the preposition before it (PREPOSITIONS: the cases it governs, the first being its usual one
   with numbers);
3. the construction's default (nominative for a counted phrase, genitive for a day in a date).
pymorphy3 (offline dictionary) parses and inflects nouns; results are cached (~6k calls/s uncached).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from denorm.data.errors import VerbalizationError

from denorm.extras import require

if TYPE_CHECKING:
    import pymorphy3

#: Preposition -> cases it governs with numbers; the first is the reading used when the noun
#: does not decide ("в 5 часов" accusative, "с 5 до 7" genitive, "по 5 штук" accusative).
PREPOSITIONS: dict[str, tuple[str, ...]] = {
    "в": ("a", "p"), "во": ("a", "p"), "на": ("a", "p"), "за": ("a", "i"), "про": ("a",),
    "через": ("a",), "спустя": ("a",), "под": ("a", "i"), "по": ("a", "d", "p"),
    "о": ("p", "a"), "об": ("p", "a"), "обо": ("p",), "при": ("p",),
    "с": ("g", "i"), "со": ("g", "i"), "до": ("g",), "от": ("g",), "из": ("g",), "около": ("g",),
    "после": ("g",), "без": ("g",), "для": ("g",), "у": ("g",), "кроме": ("g",), "вокруг": ("g",),
    "свыше": ("g",), "более": ("g",), "менее": ("g",), "больше": ("g",), "меньше": ("g",),
    "против": ("g",), "среди": ("g",), "вместо": ("g",), "порядка": ("g",), "накануне": ("g",),
    "вплоть": ("g",), "начиная": ("i", "g"), "к": ("d",), "ко": ("d",), "согласно": ("d",),
    "благодаря": ("d",), "навстречу": ("d",), "над": ("i",), "перед": ("i",), "между": ("i",),
}

#: Genitive plural after numbers where it differs from the dictionary's ("пять человек", not
#: "людей") or where the short counting form is the norm for units ("пять мегабайт", "бит").
COUNTING_GENITIVE: dict[str, str] = {
    w: w for w in ("человек", "бит", "килобит", "мегабит", "гигабит", "байт", "килобайт", "мегабайт",
                   "гигабайт", "терабайт", "кибибайт", "мебибайт", "гибибайт", "герц", "килогерц", "мегагерц", "гигагерц", "ватт", "киловатт",
                   "мегаватт", "вольт", "ампер", "миллиампер")
}
#: Indeclinable nouns the dictionary does not mark as such.
INDECLINABLE = frozenset({"евро", "тенге", "промилле", "кофе", "пенни"})
_CASE_OF_TAG = {"nomn": "n", "gent": "g", "gen2": "g", "datv": "d", "accs": "a", "acc2": "a",
                "ablt": "i", "loct": "p", "loc2": "p", "voct": "n"}
_TAG_OF_CASE = {"n": "nomn", "g": "gent", "d": "datv", "a": "accs", "i": "ablt", "p": "loct"}
_GENDER_OF_TAG = {"masc": "m", "femn": "f", "neut": "n", "ms-f": "m"}


@dataclass(frozen=True)
class NounReading:
    """One reading of a noun form: lemma, gender (m f n), number (sg pl), case, animacy."""

    lemma: str
    gender: str
    number: str
    case: str
    animate: bool
    score: float
    name: bool = False  #: a first name, surname or patronymic ("Пётр", "Николаю")
    plural_only: bool = False  #: a plurale tantum ("сутки", "ножницы"): "двое суток"


@lru_cache(maxsize=1)
def morph() -> pymorphy3.MorphAnalyzer:
    """The shared analyzer, loaded on first use: importing the language (e.g. for its alphabet, as the
    evaluator does) needs no pymorphy3; verbalizing Russian does (`pip install 'denorm[ru]'`)."""
    return require("pymorphy3", "ru").MorphAnalyzer()


_FUNCTION_WORDS = frozenset({"PREP", "CONJ", "PRCL", "INTJ", "NPRO"})


@lru_cache(maxsize=65536)
def noun_readings(word: str, strict: bool = True) -> tuple[NounReading, ...]:
    """Noun readings of a word form, best first. With `strict`, none when its best reading is a
    function word: "по" is a preposition although the dictionary also knows an abbreviation "ПО",
    "том" is mostly "тот"; "часами" keeps its noun readings although an adverb reading comes first."""
    out: list[NounReading] = []
    parses = morph().parse(word.lower().rstrip("."))
    if not parses:
        return ()
    if strict and (parses[0].tag.POS in _FUNCTION_WORDS or "Apro" in parses[0].tag):
        return ()
    for p in parses:
        tag = p.tag
        if tag.POS != "NOUN" or tag.case not in _CASE_OF_TAG:
            continue
        out.append(NounReading(p.normal_form, _GENDER_OF_TAG.get(tag.gender or "", "m"),
                               "pl" if tag.number == "plur" else "sg", _CASE_OF_TAG[tag.case],
                               tag.animacy == "anim", p.score,
                               bool({"Name", "Surn", "Patr"} & tag.grammemes), "Pltm" in tag))
    return tuple(out)


@lru_cache(maxsize=65536)
def is_adjective(word: str) -> bool:
    """True if the word's best reading is an adjective or participle ("новых", "квадратных")."""
    parses = morph().parse(word.lower())
    return bool(parses) and parses[0].tag.POS in ("ADJF", "PRTF")


@lru_cache(maxsize=65536)
def inflect(lemma: str, number: str, case: str) -> str:
    """A noun or adjective lemma in a number (sg pl) and case: inflect("рубль", "pl", "g") == "рублей".

    Indeclinable words ("евро", "тенге") stay as they are; in a hyphenated compound the last part
    inflects ("миллиампер-час" -> "миллиампер-часов"). VerbalizationError for a word pymorphy3 does not know
    (tests/test_lang_ru.py checks every word of the unit and currency tables)."""
    if lemma in INDECLINABLE:
        return lemma
    if "-" in lemma:
        head, _, last = lemma.rpartition("-")
        return f"{head}-{inflect(last, number, case)}"
    for p in morph().parse(lemma):
        if "Fixd" in p.tag and p.normal_form == lemma:
            return lemma
        if p.normal_form != lemma.replace("ё", "е") and p.normal_form != lemma:
            continue
        form = p.inflect({"sing" if number == "sg" else "plur", _TAG_OF_CASE[case]})
        if form is not None:
            return form.word
    raise VerbalizationError(f"cannot inflect {lemma!r} to {number} {case}")


def counted(lemma: str, n: int, case: str) -> str:
    """A noun lemma as counted by integer n in a phrase of `case`: counted("рубль", 2, "n") == "рубля"."""
    from denorm.data.languages.ru.numbers import count_form

    number, ncase = count_form(n, case)
    if (number, ncase) == ("pl", "g") and lemma in COUNTING_GENITIVE:
        return COUNTING_GENITIVE[lemma]
    return inflect(lemma, number, ncase)


def preposition(left: list[str]) -> str | None:
    """The preposition directly before the match, if any (left words, nearest last)."""
    return left[-1] if left and left[-1] in PREPOSITIONS else None


def next_noun(right: list[str], skip_adjectives: int = 2) -> tuple[NounReading, ...]:
    """Readings of the first noun to the right, skipping up to `skip_adjectives` adjectives."""
    for k, word in enumerate(right):
        if word.isdigit():
            return ()
        readings = noun_readings(word)
        if readings and not (is_adjective(word) and k < skip_adjectives):
            return readings
        if k >= skip_adjectives or not is_adjective(word):
            return ()
    return ()


def pick(readings: tuple[NounReading, ...], cases: tuple[str, ...] | None) -> NounReading | None:
    """The best reading whose case is among `cases` (any case if None)."""
    for r in readings:
        if cases is None or r.case in cases:
            return r
    return None


@lru_cache(maxsize=65536)
def is_transitive_verb(word: str) -> bool:
    """True if the word's best reading is a transitive verb form ("добавьте", "получил")."""
    parses = morph().parse(word.lower())
    return bool(parses) and parses[0].tag.POS in ("VERB", "INFN") and "tran" in parses[0].tag


@lru_cache(maxsize=65536)
def is_noun(word: str) -> bool:
    """True if the word's best reading is a noun ("начале", "весной" is not)."""
    parses = morph().parse(word.lower())
    return bool(parses) and parses[0].tag.POS == "NOUN"


def context_case(left: list[str]) -> str:
    """Case of a number phrase without a telling noun: the preposition's usual case, accusative
    right after a transitive verb ("добавьте 1/3" -> "одну третью"), else nominative."""
    prep = preposition(left)
    if prep:
        return PREPOSITIONS[prep][0]
    if left and is_transitive_verb(left[-1]):
        return "a"
    return "n"


def cardinal_case(left: list[str], noun: tuple[NounReading, ...], n: int | None = None) -> str:
    """Case of a cardinal from its preposition and counted noun.

    The noun form decides the oblique cases (с 5 рублями -> i, в 5 странах -> p, к 5 часам -> d);
    a genitive noun form says nothing (it is also the counted form after 5), so the preposition
    decides then, and a phrase without preposition is nominative.
    """
    prep = preposition(left)
    if n is not None:  # after 2+ an oblique counted noun is plural, after 1 singular
        one = n % 10 == 1 and n % 100 != 11
        noun = tuple(r for r in noun if r.case not in "dip" or (r.number == "sg") == one)
        if one:  # after 1 the noun shows the case itself: "1 кошку" -> "одну кошку"
            r = pick(tuple(r for r in noun if r.number == "sg"), PREPOSITIONS.get(prep or ""))
            if r is not None:
                return r.case
    if prep:
        allowed = PREPOSITIONS[prep]
        r = pick(noun, tuple(c for c in allowed if c in "dip"))
        return r.case if r else allowed[0]
    if noun and noun[0].case in "dip":
        return noun[0].case
    return context_case(left)
