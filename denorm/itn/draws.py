"""Seeded verbalizations of one short line, read one region at a time, its entity candidates found once."""

from __future__ import annotations

import random
import re
from functools import lru_cache
from typing import NamedTuple

from denorm.data import get_language, verbalize_full
from denorm.data.base import Context, EntityClass, Language, normalize_written


class WatchedRandom(random.Random):
    """`random.Random` that notes whether it was read. Its numbers are those of `random.Random(seed)`:
    every draw of a Random goes through `random()` or `getrandbits()` (choice, randint, randrange,
    choices, shuffle, gauss...), and both are the base class's."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.used = False

    def random(self) -> float:
        self.used = True
        return super().random()

    def getrandbits(self, k: int) -> int:
        self.used = True
        return super().getrandbits(k)

    def seed(self, *args: object, **kwargs: object) -> None:
        self.used = True
        super().seed(*args, **kwargs)  # type: ignore[arg-type]

    def getstate(self) -> tuple:
        self.used = True
        return super().getstate()

    def setstate(self, state: tuple) -> None:
        self.used = True
        super().setstate(state)


class Drawn(NamedTuple):
    """An entity of one draw: its offsets in the (normalized) line and its spoken words, stripped."""

    start: int
    end: int
    spoken: str


class LineDraws:
    """The draws of `denorm.data.verbalize_full(line, lang, seed)` for seeds 0, 1, 2..., as entity lists.

    `Language.verbalize` finds the candidate matches of every entity class on each call, though they do not
    depend on the seed; here they are found once and each draw only selects and verbalizes them, in the
    order and by the rule of `Language._select` (priority, then length, then position; a candidate whose
    class declines leaves its span to the next). A draw asked for one region stops after the last candidate
    that reaches it: later candidates draw after it and cannot take its text. A language that overrides
    `verbalize` or `_select` is drawn by `verbalize_full` itself (`fast` is False).
    """

    def __init__(self, line: str, lang: str) -> None:
        self.line, self.lang = line, lang
        self.language = get_language(lang)
        self.written = normalize_written(line)
        kind = type(self.language)
        self.fast = (kind.verbalize is Language.verbalize and kind._select is Language._select
                     and kind.read_match is Language.read_match)
        cands: list[tuple[int, int, EntityClass, re.Match[str]]] = []
        for cls in self.language.classes.values():
            if cls.needs is not None and not cls.needs.search(self.written):
                continue
            cands += [(m.start(), m.end(), cls, m) for m in cls.find(self.written) if m.end() > m.start()]
        cands.sort(key=lambda c: (-c[2].priority, -(c[1] - c[0]), c[0]))
        self.candidates = cands
        self._last: dict[tuple[int, int], int] = {}  #: region -> index of the last candidate reaching it
        self._stripped: dict[str, str] = {}  #: `Language.strip` of texts met in draws
        self._whole: dict[int, list[Drawn]] = {}  #: seed -> all entities of that draw, once asked whole
        #: Draw 0 made with a WatchedRandom: how many candidates (in order) it verbalized without reading
        #: its generator, and whether it stopped there because one read it (else: because it was done).
        self._calm, self._read = 0, False

    def strip(self, text: str) -> str:
        """`Language.strip`, remembered (the same entity readings and gaps come back draw after draw)."""
        out = self._stripped.get(text)
        if out is None:
            out = self._stripped[text] = self.language.strip(text)
        return out

    def reaches(self, start: int, end: int) -> bool:
        """Whether a candidate of some entity class overlaps written[start:end] (else no draw has an entity there)."""
        return any(s < end and e > start for s, e, _, _ in self.candidates)

    def fixed(self, start: int, end: int) -> bool:
        """Whether every draw reads written[start:end] as draw 0 does: draw 0 (already made for it) verbalized
        every candidate up to the last one reaching the region without reading its generator, so no seed
        can change what those candidates do (they see the same text and context in every draw)."""
        return self.fast and self._last_reaching(start, end) < self._calm

    def _last_reaching(self, start: int, end: int) -> int:
        """Index of the last candidate (in drawing order) that overlaps written[start:end]; -1 for none."""
        last = self._last.get((start, end))
        if last is None:
            last = self._last[(start, end)] = max(
                (k for k, (s, e, _, _) in enumerate(self.candidates) if s < end and e > start), default=-1)
        return last

    def entities(self, seed: int, start: int = 0, end: int | None = None) -> list[Drawn]:
        """The entities of draw `seed` by position: all of them, or (with a region) those overlapping it."""
        whole = end is None and start == 0
        end = len(self.written) if end is None else end
        if seed in self._whole:
            return [t for t in self._whole[seed] if t.start < end and t.end > start]
        if not self.fast:
            v = verbalize_full(self.line, self.lang, seed)
            return [Drawn(e.start, e.end, e.spoken) for e in v.entities if e.start < end and e.end > start]
        last = self._last_reaching(start, end)
        # denorm.data.verbalize_full's generator for this seed; draw 0 notes whether it is read
        rng = WatchedRandom(0) if seed == 0 else random.Random(seed)
        taken: list[Drawn] = []
        calm = 0  # draw 0: candidates verbalized (or passed over) before the generator was first read
        for s, e, cls, m in self.candidates[:last + 1]:
            if not any(s < t.end and e > t.start for t in taken):
                spoken = self.language.read_match(cls, m, Context(self.written, s, e), rng)
                if spoken is not None:
                    taken.append(Drawn(s, e, self.strip(spoken)))
            if seed == 0 and not rng.used:  # type: ignore[attr-defined]
                calm += 1
        if seed == 0 and not self._read and calm >= self._calm:
            self._calm, self._read = calm, calm <= last
        if whole:
            self._whole[seed] = sorted(taken, key=lambda t: t.start)
            return list(self._whole[seed])
        inside = [t for t in taken if t.start < end and t.end > start]
        if len(inside) > 1:
            inside.sort(key=lambda t: t.start)
        return inside

    def reading(self, seed: int, start: int, end: int, need_inside: bool = False) -> tuple[str, ...] | None:
        """The words draw `seed` reads for written[start:end]: the text between its entities stripped, each
        entity inside as spoken; None when an entity crosses an edge (the draw cut the text differently),
        or, with `need_inside`, when no entity stands inside (as `denorm.align.line_readings` counts)."""
        inside = self.entities(seed, start, end)
        if any(e.start < start or e.end > end for e in inside) or need_inside and not inside:
            return None
        strip = self.strip
        parts, pos = [], start
        for e in inside:
            parts += [strip(self.written[pos:e.start]), e.spoken]
            pos = e.end
        return tuple(" ".join([*parts, strip(self.written[pos:end])]).split())


@lru_cache(maxsize=4096)
def line_draws(line: str, lang: str) -> LineDraws:
    """The draws of one line (cached: a context line is read by several hypotheses and tries)."""
    return LineDraws(line, lang)
