"""Align a model output with its spoken input: which input words each output token covers, and edits.

Modules: `tokens` (OutToken, Edit, Alignment), `vocabulary` (a language's word sets), `disfluency`
(which input words may be dropped), `readings` (digit entities' full readings), `context` (one
problem, built once), `dp` (the dynamic programme), `anchored` (exact-match anchors around it),
`line` (a whole output line), `cuts` (where an aligned output may be cut).
"""

from denorm.align.anchored import FULL_DP_CELLS, UnitAlignment, align_context, align_units, anchored
from denorm.align.context import AlignContext, filler_flags, free_flags, is_word, own_words
from denorm.align.cuts import cut_index, nearest_cut
from denorm.align.disfluency import CUT_OFF_REACH, DISFLUENCY_REACH, REPAIR_RUN, cut_off, disfluent, repaired
from denorm.align.dp import Piece, dp, unit_edit
from denorm.align.line import align, copy_alignment
from denorm.align.readings import (
    READING_SEEDS,
    READING_SEEDS_FIRST,
    READING_SEEDS_MAX,
    EntityReadings,
    Reading,
    line_readings,
    reading_ends,
    reading_trie,
    unit_readings,
)
from denorm.align.tokens import Alignment, Edit, OutToken, identity_alignment
from denorm.align.vocabulary import (
    ENTITY_VARIANTS,
    VOCAB_SAMPLES,
    entity_words,
    fillers,
    multiword_fillers,
    number_words,
    variant_words,
)

__all__ = [
    "CUT_OFF_REACH", "DISFLUENCY_REACH", "ENTITY_VARIANTS", "FULL_DP_CELLS", "READING_SEEDS", "READING_SEEDS_FIRST",
    "READING_SEEDS_MAX", "REPAIR_RUN", "VOCAB_SAMPLES", "AlignContext", "Alignment", "Edit", "EntityReadings",
    "OutToken", "Piece", "Reading", "UnitAlignment", "align", "align_context", "align_units", "anchored",
    "copy_alignment", "cut_index", "cut_off", "disfluent", "dp", "entity_words", "filler_flags", "fillers",
    "free_flags", "identity_alignment", "is_word", "line_readings", "multiword_fillers", "nearest_cut",
    "number_words", "own_words", "reading_ends", "reading_trie", "repaired", "unit_edit", "unit_readings",
    "variant_words",
]
