"""Long lines: overlapping windows for the model, merged back by keeping each window's middle (chunk merging)."""

from __future__ import annotations

from dataclasses import dataclass

from denorm.align import Alignment, OutToken, cut_index, nearest_cut
from denorm.defaults import OVERLAP_WORDS, WINDOW_WORDS


@dataclass(frozen=True)
class Window:
    """Input words [start, end) decoded together."""

    start: int
    end: int

    def __post_init__(self) -> None:
        if not 0 <= self.start < self.end:
            raise ValueError(f"empty window {self.start}:{self.end}")


@dataclass(frozen=True)
class Segment:
    """Input words [lo, hi) whose output is taken from window `window` (tokens [t_lo, t_hi) of it)."""

    lo: int
    hi: int
    window: int
    t_lo: int
    t_hi: int


def _snap(p: int, ok: list[bool] | None, floor: int, reach: int) -> int:
    """The nearest position <= p (not below floor, at most reach back) where a cut is allowed."""
    if ok is None:
        return p
    for q in range(p, max(floor, p - reach) - 1, -1):
        if ok[q]:
            return q
    return p


def plan_windows(n: int, size: int = WINDOW_WORDS, overlap: int = OVERLAP_WORDS,
                 ok: list[bool] | None = None) -> list[Window]:
    """Windows covering n words: each at most `size` words, neighbours sharing about `overlap` words."""
    if n <= 0:
        return []
    if size < 2:
        raise ValueError("window size must be at least 2 words")
    overlap = max(0, min(overlap, size // 2))
    if n <= size:
        return [Window(0, n)]
    windows: list[Window] = []
    start = 0
    while True:
        end = min(n, start + size)
        if end < n:
            end = _snap(end, ok, start + overlap + 1, size // 2)
        windows.append(Window(start, end))
        if end >= n:
            return windows
        nxt = _snap(end - overlap, ok, start + 1, size // 2)
        start = max(nxt, start + 1)


def merge(windows: list[Window], alignments: list[Alignment],
          ok: list[bool] | None = None) -> tuple[list[OutToken], list[Segment]]:
    """Join the windows' outputs: keep each window's middle, cut at a clean point inside each overlap.

    `alignments[k]` aligns window k's output with its input words (positions relative to the window).
    Returns the merged tokens (absolute positions) and which window each input range came from.
    """
    if len(windows) != len(alignments):
        raise ValueError(f"{len(windows)} windows but {len(alignments)} alignments")
    shifted = [[OutToken(t.text, t.lo + w.start, t.hi + w.start, t.kind) for t in a.tokens]
               for w, a in zip(windows, alignments, strict=True)]
    out: list[OutToken] = []
    segments: list[Segment] = []
    pos, t_from = 0, 0
    for k, w in enumerate(windows):
        toks = shifted[k]
        if k + 1 == len(windows):
            segments.append(Segment(pos, w.end, k, t_from, len(toks)))
            out.extend(toks[t_from:])
            break
        nxt = windows[k + 1]
        lo, hi = max(nxt.start, pos + 1), w.end - 1
        mid = (nxt.start + w.end) // 2
        p, t_left, t_right = _join(toks, shifted[k + 1], mid, lo, hi, ok)
        segments.append(Segment(pos, p, k, t_from, t_left))
        out.extend(toks[t_from:t_left])
        pos, t_from = p, t_right
    return out, segments


def _join(left: list[OutToken], right: list[OutToken], mid: int, lo: int, hi: int,
          ok: list[bool] | None) -> tuple[int, int, int]:
    """A cut position clean in both windows, nearest to mid: (position, left index, right index)."""
    if lo <= hi:
        for d in range(0, max(mid - lo, hi - mid) + 1):
            for q in (mid - d, mid + d):
                if lo <= q <= hi and (ok is None or ok[q]):
                    a, b = cut_index(left, q), cut_index(right, q)
                    if a is not None and b is not None:
                        return q, a, b
    p = min(max(mid, lo), max(hi, lo))
    _, a = nearest_cut(left, p, p, p)
    _, b = nearest_cut(right, p, p, p)
    return p, a, b
