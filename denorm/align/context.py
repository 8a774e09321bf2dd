"""One alignment problem, built once: the output units, the input words and what each word may do."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from denorm.align.disfluency import disfluent, repaired
from denorm.align.readings import Reading
from denorm.align.vocabulary import entity_words, fillers, multiword_fillers, number_words, variant_words
from denorm.text.normalize import Unit


def is_word(unit: Unit) -> bool:
    """A plain output word (copied, inserted or substituted one for one), as opposed to an entity."""
    return unit.cls is None and len(unit.words) == 1


def filler_flags(words: Sequence[str], lang: str) -> tuple[bool, ...]:
    """Per input word: a filler of `lang`, alone or as part of a multi-word filler ("you know")."""
    fill = fillers(lang)
    flags = [w in fill for w in words]
    for multi in multiword_fillers(lang):  # "как бы", "you know"
        k = len(multi)
        for j in range(len(words) - k + 1):
            if tuple(words[j:j + k]) == multi:
                flags[j:j + k] = [True] * k
    return tuple(flags)


def free_flags(words: Sequence[str], filler: Sequence[bool], lang: str) -> tuple[bool, ...]:
    """Per input word: an output may drop it at no cost (a filler or a disfluency).

    Any nearby repetition or cut-off start is free, except for number words: those are free only
    as part of a real repair (`repaired`), where free words stand between the copies like fillers
    ("пять пять двадцать пять"); repeated until no word changes.
    """
    nums = number_words(lang)
    free = [f or (w not in nums and disfluent(words, j)) for j, (w, f) in enumerate(zip(words, filler, strict=True))]
    while True:
        more = [f or (w in nums and repaired(words, j, free)) for j, (w, f) in enumerate(zip(words, free, strict=True))]
        if more == free:
            return tuple(free)
        free = more


def own_words(unit: Unit, lang: str) -> frozenset[str]:
    """Words an entity unit may absorb besides entity vocabulary: its own and its variants' words."""
    return frozenset(unit.words) | (variant_words(unit.written, lang, unit.cls) if unit.written else frozenset())


@dataclass(frozen=True)
class AlignContext:
    """The output units and input words of one line, with per-word and per-unit facts the aligner reads.

    Build it with `AlignContext.build`; the dynamic programme and the anchored aligner only read it.
    """

    lang: str
    units: tuple[Unit, ...]
    words: tuple[str, ...]
    filler: tuple[bool, ...]  #: per word: a filler (one word, or part of a multi-word filler)
    free: tuple[bool, ...]  #: per word: dropping it costs nothing (filler or disfluency)
    ok: tuple[bool, ...]  #: per word: may stand inside any entity (free, entity vocabulary or filler)
    readings: tuple[frozenset[Reading], ...]  #: per unit: full readings its words must be one of (digit entities)
    own: tuple[frozenset[str], ...]  #: per unit: `own_words` of an entity, empty for a plain word

    def __post_init__(self) -> None:
        n, m = len(self.words), len(self.units)
        if not len(self.filler) == len(self.free) == len(self.ok) == n:
            raise ValueError(f"per-word flags of lengths {len(self.filler)}, {len(self.free)}, {len(self.ok)} "
                             f"for {n} words")
        if not len(self.readings) == len(self.own) == m:
            raise ValueError(f"per-unit readings ({len(self.readings)}) and own words ({len(self.own)}) "
                             f"for {m} units")
        if any(f and not g for f, g in zip(self.filler, self.free, strict=True)):
            raise ValueError("a filler must be free")
        if any(f and not o for f, o in zip(self.free, self.ok, strict=True)):
            raise ValueError("a free word must be ok inside an entity")

    @classmethod
    def build(cls, units: Sequence[Unit], words: Sequence[str], lang: str,
              readings: Sequence[frozenset[Reading]] | None = None) -> AlignContext:
        """The context of aligning `units` with `words` (`readings`: per unit, default none)."""
        words = tuple(words)
        filler = filler_flags(words, lang)
        free = free_flags(words, filler, lang)
        allowed = (entity_words(lang) - number_words(lang)) | fillers(lang)
        ok = tuple(f or w in allowed for f, w in zip(free, words, strict=True))
        reads = tuple(readings) if readings is not None else (frozenset(),) * len(units)
        own = tuple(frozenset() if is_word(u) else own_words(u, lang) for u in units)
        return cls(lang, tuple(units), words, filler, free, ok, reads, own)
