"""Long lines: overlapping windows for the model, merged back by keeping each window's middle (chunk merging);
very long lines in overlapping blocks of windows, so memory stays bounded and output comes block by block."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from denorm.align import Alignment, OutToken, cut_index, nearest_cut
from denorm.defaults import OVERLAP_WORDS, WINDOW_WORDS
from denorm.text.normalize import NormalizedLine
from denorm.text.verbatim import TOKEN

#: A line of more whitespace tokens than this is decoded block by block (`plan_blocks`).
BLOCK_WORDS = 4000
#: Tokens shared by neighbouring blocks; they are cut near the middle of it, where both have context.
BLOCK_OVERLAP = 200


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


@dataclass(frozen=True)
class Block:
    """Whitespace tokens [first, first + len(starts)) of a line, decoded together; `starts` are their
    character offsets in the line and `end` is where the last one ends."""

    first: int
    starts: tuple[int, ...]
    end: int

    def __post_init__(self) -> None:
        if not self.starts or self.first < 0 or self.end <= self.starts[-1]:
            raise ValueError(f"bad block at token {self.first}")

    @property
    def last(self) -> int:
        """Index (in the line) of the token after the block."""
        return self.first + len(self.starts)

    def text(self, line: str) -> str:
        return line[self.starts[0]:self.end]


def is_long(line: str, size: int | None = None) -> bool:
    """True if `line` has more than `size` (BLOCK_WORDS) whitespace tokens (stops counting there)."""
    size = BLOCK_WORDS if size is None else size
    for k, _ in enumerate(TOKEN.finditer(line), 1):
        if k > size:
            return True
    return False


def plan_blocks(line: str, size: int | None = None, overlap: int | None = None) -> Iterator[Block]:
    """Blocks of at most `size` (BLOCK_WORDS) tokens covering the line, neighbours sharing `overlap`
    (BLOCK_OVERLAP) tokens; made while the line's tokens are scanned (memory: one block)."""
    size = BLOCK_WORDS if size is None else size
    overlap = BLOCK_OVERLAP if overlap is None else overlap
    if size < 2 or not 0 < overlap < size:
        raise ValueError(f"blocks need size >= 2 and 0 < overlap < size, got {size} and {overlap}")
    spans: list[tuple[int, int]] = []
    first, fresh = 0, 0  # tokens of `spans` not in the block before
    for m in TOKEN.finditer(line):
        spans.append(m.span())
        fresh += 1
        if len(spans) == size:
            yield Block(first, tuple(s for s, _ in spans), spans[-1][1])
            spans = spans[size - overlap:]
            first += size - overlap
            fresh = 0
    if spans and (first == 0 or fresh):
        yield Block(first, tuple(s for s, _ in spans), spans[-1][1])


@dataclass
class BlockOutput:
    """A decoded block of a long line: its output tokens (positions are its own words) and, for the line's
    token starting at a character offset, the word position where a cut there falls."""

    block: Block
    line: NormalizedLine
    tokens: list[OutToken]
    at: dict[int, int]  #: character offset of an input token in the line -> its first word
    ok: list[bool]  #: clean boundaries of the block's words

    def pos(self, j: int) -> int | None:
        """Word position of a cut before the line's token j, if tokens j-1 and j are both read by the model
        and no entity spans the cut."""
        k = j - self.block.first
        if not 0 < k < len(self.block.starts):
            return None
        p = self.at.get(self.block.starts[k])
        if p is None or self.block.starts[k - 1] not in self.at or not self.ok[p]:
            return None
        return p

    def near(self, j: int) -> int:
        """Word position nearest to a cut before the line's token j (for a forced cut)."""
        c = self.block.starts[min(max(j - self.block.first, 0), len(self.block.starts) - 1)]
        return min((p for s, p in self.at.items() if s >= c), default=max((t.hi for t in self.tokens), default=0))


def block_cut(a: BlockOutput, b: BlockOutput) -> tuple[int, int]:
    """Where block a's output stops and block b's starts: token indexes (a's end, b's start) of a cut before
    one line token in their overlap, clean in both, nearest to the middle of the overlap."""
    lo, hi = b.block.first + 1, a.block.last - 1
    mid = (b.block.first + a.block.last) // 2
    for d in range(0, max(mid - lo, hi - mid) + 1):
        for j in (mid - d, mid + d):
            pa, pb = (a.pos(j), b.pos(j)) if lo <= j <= hi else (None, None)
            if pa is not None and pb is not None:
                ta, tb = cut_index(a.tokens, pa), cut_index(b.tokens, pb)
                if ta is not None and tb is not None:
                    return ta, tb
    # no clean cut in both (never seen): cut by token middles (a word may move, none is lost)
    pa, pb = a.near(mid), b.near(mid)
    return nearest_cut(a.tokens, pa, pa, pa)[1], nearest_cut(b.tokens, pb, pb, pb)[1]
