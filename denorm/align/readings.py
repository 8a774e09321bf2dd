"""The full spoken readings of an output line's digit entities, and matching them against input words."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from denorm.text.normalize import Unit

#: Seeded verbalizations of a whole output line drawn to know the full spoken readings of its digit
#: entities, in the line's own context (German and Russian inflect numbers by context); at least
#: this many are drawn before a digit entity is called changed.
READING_SEEDS = 32
#: Drawn first; most lines need no more (a line's input words are one of these readings).
READING_SEEDS_FIRST = 8
#: When the check fails, four times more draws, while they find new readings, up to this many:
#: dates and ranges have rare readings ("december the fifteenth twenty oh one" is one draw in 200).
READING_SEEDS_MAX = 512
_DIGIT = re.compile(r"\d")
Reading = tuple[str, ...]


@dataclass(frozen=True)
class EntityReadings:
    """One entity of an output line (as verbalized with seed 0) and the spoken sequences that read it."""

    written: str
    words: tuple[str, ...]  #: its seed-0 verbalization, the words of its unit
    readings: frozenset[Reading]  #: empty for entities without a digit: their words are a bag

    def __post_init__(self) -> None:
        if self.readings and self.words not in self.readings:
            raise ValueError(f"the seed-0 words {self.words} of {self.written!r} are not among its readings")


@lru_cache(maxsize=4096)
def line_readings(output: str, lang: str, seeds: int = READING_SEEDS) -> tuple[EntityReadings, ...]:
    """The entities of `output` in order, each with every full reading drawn by `seeds` seeded
    verbalizations of the whole line (matched by written span); () when the line has no digit.

    More seeds extend the cached draws of seeds // 4 (the ladder READING_SEEDS_FIRST * 4**k)."""
    from denorm.data import get_language, verbalize_full

    if not _DIGIT.search(output):
        return ()
    language = get_language(lang)
    first = [e for e in verbalize_full(output, lang, 0).entities if e.spoken]
    found: dict[tuple[int, int], set[Reading]] = {(e.start, e.end): set() for e in first if _DIGIT.search(e.written)}
    done = seeds // 4 if seeds // 4 >= READING_SEEDS_FIRST else 0
    if done:
        for e, r in zip(first, line_readings(output, lang, done), strict=True):
            if (e.start, e.end) in found:
                found[(e.start, e.end)].update(r.readings)
    for seed in range(done, seeds):
        v = verbalize_full(output, lang, seed)
        for (start, end), readings in found.items():
            inside = [e for e in v.entities if e.start < end and e.end > start]
            if not inside or any(e.start < start or e.end > end for e in inside):
                continue  # this draw cut the text differently around the entity
            parts, pos = [], start  # "2001-2007" may be one range or two years and a dash
            for e in inside:
                parts += [language.strip(v.written[pos:e.start]), e.spoken]
                pos = e.end
            reading = tuple(" ".join(parts + [language.strip(v.written[pos:end])]).split())
            if reading:
                readings.add(reading)
    return tuple(EntityReadings(e.written, tuple(e.spoken.split()), frozenset(found.get((e.start, e.end), ())))
                 for e in first)


def unit_readings(units: Sequence[Unit], output: str, lang: str,
                  seeds: int = READING_SEEDS) -> tuple[frozenset[Reading], ...]:
    """Per unit, the full readings its input words must be one of (empty: no sequence check)."""
    out: list[frozenset[Reading]] = [frozenset()] * len(units)
    ents = [i for i, u in enumerate(units) if u.cls is not None and u.written]
    if not ents or not _DIGIT.search(output):
        return tuple(out)
    found = line_readings(output, lang, seeds)
    if len(found) != len(ents):  # provenance differs (should not happen): the bag check still applies
        return tuple(out)
    for i, r in zip(ents, found, strict=True):
        if units[i].written == r.written and units[i].words == r.words:
            out[i] = r.readings
    return tuple(out)


@lru_cache(maxsize=16384)
def reading_trie(readings: frozenset[Reading]) -> dict:
    """The readings as a prefix tree of dicts; the key None marks the end of a reading."""
    root: dict = {}
    for r in readings:
        node = root
        for w in r:
            node = node.setdefault(w, {})
        node[None] = {}
    return root


def reading_ends(words: Sequence[str], free: Sequence[bool], start: int, stop: int,
                 readings: frozenset[Reading]) -> set[int]:
    """Ends k <= stop such that words[start:k] is one of `readings` once some free words are dropped."""
    states = [reading_trie(readings)]
    ends: set[int] = set()
    for p in range(start, stop):
        w, skip = words[p], free[p]
        nxt = []
        seen: set[int] = set()
        for node in states:
            for cand in (node.get(w), node if skip else None):
                if cand is not None and id(cand) not in seen:
                    seen.add(id(cand))
                    nxt.append(cand)
        if not nxt:
            break
        states = nxt
        if any(None in node for node in states):
            ends.add(p + 1)
    return ends
