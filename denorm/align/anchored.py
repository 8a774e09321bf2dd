"""Align output units with input words: exact matches as anchors, the dynamic programme in between."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from difflib import SequenceMatcher

from denorm.align.context import AlignContext, is_word
from denorm.align.dp import dp
from denorm.align.readings import Reading
from denorm.align.tokens import Edit
from denorm.text.normalize import Unit

#: Full dynamic programming up to this many cells; larger problems are anchored on exact matches first.
FULL_DP_CELLS = 6000


@dataclass(frozen=True)
class UnitAlignment:
    """Each output unit's input interval [a, b), and the edits denormalization does not explain."""

    spans: tuple[tuple[int, int], ...]
    edits: tuple[Edit, ...]  #: by input position

    def touches(self, readings: Sequence[frozenset[Reading]]) -> bool:
        """Whether an edit touches the input interval of a unit with readings (a digit entity): drawing
        more readings may explain it."""
        return any(a <= e.pos <= b for e in self.edits
                   for (a, b), r in zip(self.spans, readings, strict=True) if r)


def anchored(ctx: AlignContext, blocks: Sequence[tuple[int, int, int]]) -> UnitAlignment:
    """Units `ctx.units[bu:bu + size]` on words `ctx.words[bw:bw + size]` for each block (bu, bw, size),
    in increasing order, and the dynamic programme before, between and after them."""
    spans: list[tuple[int, int]] = []
    edits: list[Edit] = []
    ui = wi = 0
    for bu, bw, size in blocks:
        if bu < ui or bw < wi or bu + size > len(ctx.units) or bw + size > len(ctx.words):
            raise ValueError(f"blocks {list(blocks)} are not increasing matches within the units and words")
        piece = dp(ctx, ui, bu, wi, bw)
        spans += piece.spans
        edits += piece.edits
        spans += [(bw + k, bw + k + 1) for k in range(size)]
        ui, wi = bu + size, bw + size
    piece = dp(ctx, ui, len(ctx.units), wi, len(ctx.words))
    spans += piece.spans
    edits += piece.edits
    edits.sort(key=lambda e: e.pos)
    return UnitAlignment(tuple(spans), tuple(edits))


def align_context(ctx: AlignContext) -> UnitAlignment:
    """Anchored on the longest exact matches of plain words; when that leaves edits and the problem is
    small (FULL_DP_CELLS), the full dynamic programme decides (anchors can mislead)."""
    keys = [u.words[0] if is_word(u) else ("\0", i) for i, u in enumerate(ctx.units)]
    blocks = SequenceMatcher(None, keys, ctx.words, autojunk=False).get_matching_blocks()
    result = anchored(ctx, blocks)
    if result.edits and len(ctx.units) * len(ctx.words) <= FULL_DP_CELLS:
        result = anchored(ctx, [(len(ctx.units), len(ctx.words), 0)])
    return result


def align_units(units: Sequence[Unit], words: Sequence[str], lang: str,
                readings: Sequence[frozenset[Reading]] | None = None) -> UnitAlignment:
    """Monotonic alignment of output units with input words: each unit's input interval, and edits.

    `readings[i]`, when not empty, are the full spoken sequences unit i may stand for (digit entities):
    input words aligned to it that are not one of them (fillers and disfluencies aside) are a "sub".
    """
    if len(units) == len(words) and all(is_word(u) and u.words[0] == w for u, w in zip(units, words, strict=True)):
        return UnitAlignment(tuple((i, i + 1) for i in range(len(words))), ())  # copied words only
    return align_context(AlignContext.build(units, words, lang, readings))
