"""German number words: cardinals (num2words, cached), ordinal stems, years, fractions, digits."""

from __future__ import annotations

import random
from functools import lru_cache

from denorm.data.errors import VerbalizationError
from num2words import num2words

#: Ordinal stems that are not "cardinal + t" (1-19) or "cardinal + st" (20 and up).
_IRREGULAR_STEMS: dict[int, str] = {1: "erst", 3: "dritt", 7: "siebt", 8: "acht"}
#: Denominators with their own word (1/2 is "halb", an adjective, handled by the fraction class).
_DENOMINATOR_STEMS: dict[int, str] = {3: "drittel", 4: "viertel", 7: "siebtel", 8: "achtel"}
#: Leading "ein" that speakers may drop: "einhundert" / "hundert", "eintausend" / "tausend".
_DROPPABLE_ONE = ("einhundert", "eintausend")
MAX_ORDINAL = 999_999


@lru_cache(maxsize=65536)
def cardinal_word(n: int) -> str:
    """The standard written-together cardinal, lowercase: 2500 -> "zweitausendfünfhundert".

    VerbalizationError beyond num2words' largest name (about 10**600)."""
    if n < 0:
        return "minus " + cardinal_word(-n)
    try:
        return num2words(n, lang="de").lower()
    except OverflowError as exc:
        raise VerbalizationError(f"number too large to speak: {n}") from exc


def cardinal(n: int, rng: random.Random | None = None) -> str:
    """Cardinal with the optional leading "ein" of hundert/tausend dropped at random (1/2)."""
    word = cardinal_word(n)
    if rng is not None and word.startswith(_DROPPABLE_ONE) and rng.random() < 0.5:
        return word[3:]
    return word


def drop_one(word: str, rng: random.Random | None) -> str:
    """Apply the optional "ein" drop to an already-built number word."""
    if rng is not None and word.startswith(_DROPPABLE_ONE) and rng.random() < 0.5:
        return word[3:]
    return word


@lru_cache(maxsize=16384)
def ordinal_stem(n: int) -> str | None:
    """Ordinal stem without ending: 17 -> "siebzehnt", 21 -> "einundzwanzigst"; None if n is out of range."""
    if not 1 <= n <= MAX_ORDINAL:
        return None
    rest = n % 100
    if 1 <= rest <= 19:
        head = cardinal_word(n - rest) if n > rest else ""
        return head + _IRREGULAR_STEMS.get(rest, cardinal_word(rest) + "t")
    return cardinal_word(n) + "st"


def ordinal(n: int, ending: str, rng: random.Random | None = None) -> str | None:
    """Inflected ordinal: ordinal(17, "en") -> "siebzehnten"."""
    stem = ordinal_stem(n)
    return None if stem is None else drop_one(stem + ending, rng)


@lru_cache(maxsize=4096)
def year_word(y: int) -> str:
    """A year as said: 1998 -> "neunzehnhundertachtundneunzig", 2020 -> "zweitausendzwanzig"."""
    if 1100 <= y <= 1999:
        rest = y % 100
        return cardinal_word(y // 100) + "hundert" + (cardinal_word(rest) if rest else "")
    return cardinal_word(y)


def year(y: int, rng: random.Random | None = None) -> str:
    """Year words with the optional "ein" drop (1000 -> "tausend" / "eintausend")."""
    return drop_one(year_word(y), rng)


@lru_cache(maxsize=1024)
def denominator(n: int) -> str | None:
    """Fraction noun: 3 -> "drittel", 16 -> "sechzehntel", 100 -> "hundertstel"; None for n < 3."""
    if n < 3:
        return None
    if n in _DENOMINATOR_STEMS:
        return _DENOMINATOR_STEMS[n]
    stem = ordinal_stem(n)
    if stem is None:
        return None
    if stem.startswith(_DROPPABLE_ONE):
        stem = stem[3:]
    return stem + "el"


def digit_words(s: str, rng: random.Random | None = None, zwo: float = 0.0) -> str:
    """Digits one by one: "030" -> "null drei null"; 2 is "zwo" with probability `zwo`."""
    out = []
    for ch in s:
        if not ch.isdigit():
            continue
        if ch == "2" and rng is not None and zwo and rng.random() < zwo:
            out.append("zwo")
        else:
            out.append(cardinal_word(int(ch)))
    return " ".join(out)
