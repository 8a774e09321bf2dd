"""Minimal word alignment (Levenshtein with backtrace) through rapidfuzz, a hard dependency."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from rapidfuzz.distance import Levenshtein as _Levenshtein

#: One block of an alignment: (tag, ref_start, ref_end, hyp_start, hyp_end), tag in
#: "equal", "replace", "delete", "insert" (as difflib and rapidfuzz name them).
Opcode = tuple[str, int, int, int, int]


@dataclass(frozen=True)
class Edits:
    """Edit counts of one minimal alignment of a reference and a hypothesis sequence."""

    substitutions: int = 0
    deletions: int = 0
    insertions: int = 0

    def __post_init__(self) -> None:
        if min(self.substitutions, self.deletions, self.insertions) < 0:
            raise ValueError(f"negative edit count in {self}")

    @property
    def total(self) -> int:
        return self.substitutions + self.deletions + self.insertions


NO_EDITS = Edits()


def opcodes(ref: Sequence[Hashable], hyp: Sequence[Hashable]) -> list[Opcode]:
    """A minimal alignment of `ref` and `hyp` as blocks (see `Opcode`)."""
    return _Levenshtein.opcodes(ref, hyp).as_list()


def edits(ref: Sequence[Hashable], hyp: Sequence[Hashable]) -> Edits:
    """Substitutions, deletions and insertions of a minimal alignment of `ref` and `hyp`."""
    if ref == hyp:
        return NO_EDITS
    s = d = ins = 0
    for tag, _, _ in _Levenshtein.editops(ref, hyp).as_list():
        if tag == "replace":
            s += 1
        elif tag == "delete":
            d += 1
        else:
            ins += 1
    return Edits(s, d, ins)


def ref_to_hyp(ops: Sequence[Opcode], ref_len: int) -> list[int]:
    """For each reference position, the hypothesis position it is aligned to (match or
    substitution), or -1 when it is deleted."""
    out = [-1] * ref_len
    for tag, i1, i2, j1, j2 in ops:
        if tag == "equal" or tag == "replace":
            n = min(i2 - i1, j2 - j1)
            out[i1:i1 + n] = range(j1, j1 + n)
    return out
