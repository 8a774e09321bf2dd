"""Word sets of a language the aligner reads: entity vocabulary, number words, fillers, an entity's variants."""

from __future__ import annotations

import random
import re
from functools import lru_cache

from denorm.data.errors import VerbalizationError

#: Samples per entity class used to learn which words may stand inside an entity's region.
VOCAB_SAMPLES = 120
#: Verbalizations drawn per entity to know its spoken variants ("twenty twenty", "two thousand twenty").
ENTITY_VARIANTS = 8


@lru_cache(maxsize=None)
def entity_words(lang: str) -> frozenset[str]:
    """Words that may stand inside an entity's region: every word of sampled entity verbalizations (0.1 s of
    verbalizing, kept between runs: denorm.data.tables)."""
    from denorm.core.cache import stored
    from denorm.data.tables import generator_key

    return stored(f"entity-words-{lang}", generator_key(__file__), lambda: _entity_words(lang))


def _entity_words(lang: str) -> frozenset[str]:
    from denorm.data import get_language

    language = get_language(lang)
    rng = random.Random(0)
    words: set[str] = set()
    for n in list(range(0, 101)) + [1000, 10**6, 10**9]:
        try:
            words.update(language.cardinal(n).split())
        except VerbalizationError:  # a language may not read every number
            pass
    for cls in language.classes.values():
        for _ in range(VOCAB_SAMPLES):
            try:
                written = cls.sample(rng)
                words.update(language.verbalize(written, rng).spoken.split())
            except VerbalizationError:  # a sample this language cannot read: the others still count
                continue
    return frozenset(words)


@lru_cache(maxsize=None)
def number_words(lang: str) -> frozenset[str]:
    """Words of cardinal numbers: inside an entity they must be words of that entity's own readings."""
    from denorm.data import get_language

    language = get_language(lang)
    words: set[str] = set()
    for n in list(range(1, 100)) + [100, 1000, 10**6, 10**9]:
        try:
            words.update(language.cardinal(n).split())
        except VerbalizationError:  # a language may not read every number
            pass
    return frozenset(words) - set(language.zero_words)  # "oh" reads 0 in many ways


@lru_cache(maxsize=None)
def fillers(lang: str) -> frozenset[str]:
    """One-word fillers of the language, in the spoken alphabet."""
    from denorm.data import get_language

    language = get_language(lang)
    return frozenset(f for f in (language.strip(x) for x in language.fillers) if f)


@lru_cache(maxsize=None)
def multiword_fillers(lang: str) -> tuple[tuple[str, ...], ...]:
    """Fillers of several words ("you know", "как бы") as word tuples."""
    return tuple(tuple(f.split()) for f in fillers(lang) if " " in f)


@lru_cache(maxsize=65536)
def variant_words(written: str, lang: str, cls: str | None = None) -> frozenset[str]:
    """Every word of a few verbalizations of one entity's written form."""
    from denorm.data import get_language

    language = get_language(lang)
    words: set[str] = set(language.strip(written).split())  # "dr" for "Dr.", "nasa" for "NASA"
    for digits in re.findall(r"\d+", written):  # readings by digit groups: "twenty oh seven", "five five"
        groups = {int(g) for g in {digits, *digits, *(digits[i:i + 2] for i in range(len(digits) - 1))}}
        if cls == "time":  # "a quarter to ten" is 9:45, "twenty to two" 1:40
            groups |= {g + 1 for g in groups if g < 24} | {60 - g for g in groups if 0 < g < 60}
        for g in groups:
            for seed in range(3):
                try:
                    words.update(language.cardinal(g, random.Random(seed)).split())
                except VerbalizationError:  # a number too large to read: its digit groups still count
                    break
    for seed in range(ENTITY_VARIANTS):
        try:
            words.update(language.verbalize(written, random.Random(seed)).spoken.split())
        except VerbalizationError:  # no reading: the sampled vocabulary and the digit groups still apply
            break
    return frozenset(words)
