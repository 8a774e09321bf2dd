"""Minimal word alignment (Levenshtein with backtrace): rapidfuzz when installed, a compact DP otherwise."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

try:  # rapidfuzz is a declared dependency; the fallback keeps the evaluator usable without it
    from rapidfuzz.distance import Levenshtein as _Levenshtein
except ImportError:  # pragma: no cover - exercised by forcing BACKEND in the tests
    _Levenshtein = None

#: The backend in use: "rapidfuzz" or "python" (tests switch it to compare the two).
BACKEND = "rapidfuzz" if _Levenshtein is not None else "python"

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


def _py_opcodes(ref: Sequence[Hashable], hyp: Sequence[Hashable]) -> list[Opcode]:
    """Levenshtein DP over integer-coded tokens, backtrace into merged blocks."""
    codes: dict[Hashable, int] = {}
    r = [codes.setdefault(t, len(codes)) for t in ref]
    h = [codes.setdefault(t, len(codes)) for t in hyp]
    n, m = len(r), len(h)
    rows = [list(range(m + 1))]
    for i in range(1, n + 1):
        prev, ri = rows[-1], r[i - 1]
        cur = [i] * (m + 1)
        for j in range(1, m + 1):
            cur[j] = min(prev[j - 1] + (ri != h[j - 1]), prev[j] + 1, cur[j - 1] + 1)
        rows.append(cur)
    steps: list[tuple[str, int, int]] = []
    i, j = n, m
    while i or j:
        d = rows[i][j]
        if i and j and d == rows[i - 1][j - 1] + (r[i - 1] != h[j - 1]):
            steps.append(("equal" if r[i - 1] == h[j - 1] else "replace", i - 1, j - 1))
            i, j = i - 1, j - 1
        elif i and d == rows[i - 1][j] + 1:
            steps.append(("delete", i - 1, j))
            i -= 1
        else:
            steps.append(("insert", i, j - 1))
            j -= 1
    blocks: list[list] = []
    for tag, i, j in reversed(steps):
        di, dj = (0, 1) if tag == "insert" else (1, 0) if tag == "delete" else (1, 1)
        last = blocks[-1] if blocks else None
        if last and last[0] == tag and last[2] == i and last[4] == j:
            last[2] += di
            last[4] += dj
        else:
            blocks.append([tag, i, i + di, j, j + dj])
    return [tuple(b) for b in blocks]  # type: ignore[misc]


def opcodes(ref: Sequence[Hashable], hyp: Sequence[Hashable]) -> list[Opcode]:
    """A minimal alignment of `ref` and `hyp` as blocks (see `Opcode`)."""
    if BACKEND == "rapidfuzz":
        return _Levenshtein.opcodes(ref, hyp).as_list()
    return _py_opcodes(ref, hyp)


def edits(ref: Sequence[Hashable], hyp: Sequence[Hashable]) -> Edits:
    """Substitutions, deletions and insertions of a minimal alignment of `ref` and `hyp`."""
    if ref == hyp:
        return NO_EDITS
    s = d = ins = 0
    if BACKEND == "rapidfuzz":
        for tag, _, _ in _Levenshtein.editops(ref, hyp).as_list():
            if tag == "replace":
                s += 1
            elif tag == "delete":
                d += 1
            else:
                ins += 1
        return Edits(s, d, ins)
    for tag, i1, i2, j1, j2 in _py_opcodes(ref, hyp):
        if tag == "replace":
            s += i2 - i1
        elif tag == "delete":
            d += i2 - i1
        elif tag == "insert":
            ins += j2 - j1
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
