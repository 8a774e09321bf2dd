"""Subtitles (SRT, WebVTT): denormalize cue text with context across cues, keep cues and timings; streamed."""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, BinaryIO, ClassVar

from denorm.defaults import CHUNK_LINES
from denorm.formats.io import Format, Warn, read_lines, write

if TYPE_CHECKING:  # pragma: no cover
    from denorm.api import Denormalizer

_TIME = r"(?:(\d+):)?(\d{1,2}):(\d{2})[,.](\d{1,3})"
_TIMING = re.compile(rf"^\s*{_TIME}\s+-->\s+{_TIME}")
#: Markup kept away from the model and put back in place: tags, SSA overrides, speaker dashes.
_MARKUP = re.compile(r"<[^>\n]*>|\{\\[^}\n]*\}|^\s*-\s+|&[a-z]+;|&#\d+;")
#: A cue identifier of SRT (its number) on the line before a timing line.
_CUE_NUMBER = re.compile(r"^\s*\d+\s*$")
#: Blocks that are never cue text, even with a timing line inside (WebVTT).
_VERBATIM_BLOCKS = ("NOTE", "STYLE", "REGION")
#: Lines of one block held at most: a longer block (no blank line for that long) is passed on in pieces,
#: the later pieces of a cue as more text of the same cue, so memory stays bounded on any file.
MAX_BLOCK_LINES = 1000
#: Cues decoded again as context on each side of a join between two groups of cues; the join is put at a
#: cue both decodes wrote alike, so no word is lost or doubled and entities across cues move whole.
OVERLAP_CUES = 4


@dataclass
class Block:
    """Lines of a subtitle file between blank lines (or before a timing line); `text` are the indexes of
    its cue-text lines; `first_no` is the input line number of its first line."""

    lines: list[str]
    text: list[int] = field(default_factory=list)
    first_no: int = 1

    @property
    def is_cue(self) -> bool:
        return bool(self.text) or any(_TIMING.match(x) for x in self.lines)

    def timing(self) -> tuple[int, int, int] | None:
        """(input line number, start ms, end ms) of the block's timing line, if it has one."""
        for k, x in enumerate(self.lines):
            m = _TIMING.match(x)
            if m:
                return self.first_no + k, _ms(m.groups()[:4]), _ms(m.groups()[4:])
        return None


def _ms(parts: tuple[str | None, ...]) -> int:
    h, m, s, frac = parts
    return ((int(h or 0) * 60 + int(m)) * 60 + int(s)) * 1000 + int((frac or "0").ljust(3, "0")[:3])


def _clock(ms: int) -> str:
    return f"{ms // 3600000:02d}:{ms // 60000 % 60:02d}:{ms // 1000 % 60:02d}.{ms % 1000:03d}"


@dataclass
class SubtitleFile:
    """A parsed subtitle file: blocks and the blank lines between them, in order, and every line's end."""

    blocks: list[Block | str]  #: a Block, or a separator line kept verbatim
    eols: list[str] = field(default_factory=list)  #: line end of each input line ("\n", "\r\n", "")

    @property
    def cues(self) -> list[Block]:
        return [b for b in self.blocks if isinstance(b, Block) and b.is_cue]

    def text_lines(self) -> list[str]:
        return [c.lines[i] for c in self.cues for i in c.text]

    def with_text(self, texts: list[str]) -> str:
        it = iter(texts)
        out: list[str] = []
        for b in self.blocks:
            if isinstance(b, str):
                out.append(b)
                continue
            lines = list(b.lines)
            if b.is_cue:
                for i in b.text:
                    lines[i] = next(it)
            out.extend(lines)
        eols = self.eols if len(self.eols) == len(out) else ["\n"] * len(out)
        return "".join(x + e for x, e in zip(out, eols, strict=True))

    def timing_problems(self) -> list[str]:
        """Warnings naming input lines: cues that end before they start, cues that start before the
        previous cue ends."""
        check = TimingCheck()
        return [p for c in self.cues for p in check.feed(c)]


class TimingCheck:
    """Timing warnings of cues fed in file order (the previous cue's end is all it keeps)."""

    def __init__(self) -> None:
        self.prev: tuple[int, int, int] | None = None

    def feed(self, cue: Block) -> list[str]:
        """Warnings of this cue: it ends before it starts, or starts before the previous cue ends."""
        t = cue.timing()
        if t is None:
            return []
        problems = []
        no, start, end = t
        prev = self.prev
        if end < start:
            problems.append(f"line {no}: the cue ends ({_clock(end)}) before it starts ({_clock(start)})")
        if prev is not None and start < prev[2]:
            problems.append(f"line {no}: the cue starts ({_clock(start)}) before the cue of line {prev[0]} "
                            f"ends ({_clock(prev[2])})")
        if prev is None or end >= prev[2]:
            self.prev = (no, start, max(start, end))  # a reversed cue still occupies its start
        return problems


def parse(text_lines: list[str], eols: list[str] | None = None) -> SubtitleFile:
    """Blocks of an SRT or VTT file held in memory (`scan` gives them one by one)."""
    return SubtitleFile(list(scan(text_lines)), list(eols) if eols is not None else ["\n"] * len(text_lines))


def scan(text_lines: Iterable[str]) -> Iterator[Block | str]:
    """The blocks of an SRT or VTT file as they are read, and the blank lines between them verbatim; cue
    text = the lines after the timing line. A timing line inside a block (no blank line before it) starts
    a new cue, with the SRT cue number just before it. A block of more than MAX_BLOCK_LINES lines comes in
    pieces (its later pieces, after a timing line, all cue text)."""
    cur: list[str] = []
    first = 1
    timed = False  # the block (all its pieces) has a timing line
    verbatim = False  # the block is a NOTE/STYLE/REGION block
    more = False  # cur continues a cue given in pieces: every line of it is cue text

    def block(lines: list[str], no: int) -> Block:
        b = Block(list(lines), first_no=no)
        if more and not verbatim:
            b.text = list(range(len(lines)))
        elif not verbatim:
            t = next((i for i, x in enumerate(lines) if _TIMING.match(x)), None)
            if t is not None:
                b.text = list(range(t + 1, len(lines)))
        return b

    for no, x in enumerate(text_lines, 1):
        if not x.strip():
            if cur:
                yield block(cur, first)
            cur, timed, verbatim, more = [], False, False, False
            yield x
            continue
        if _TIMING.match(x) and timed:
            keep = 1 if len(cur) >= 2 and _CUE_NUMBER.match(cur[-1]) and not _TIMING.match(cur[-2]) else 0
            if len(cur) > keep:
                yield block(cur[:len(cur) - keep], first)
            cur, timed, verbatim, more = cur[len(cur) - keep:], False, False, False
            first = no - keep
        if not cur:
            first = no
            verbatim = x.startswith(_VERBATIM_BLOCKS) and not more
        cur.append(x)
        if _TIMING.match(x):
            timed = True
        if len(cur) > MAX_BLOCK_LINES:  # the last two lines stay: a cue number and what is before it
            yield block(cur[:-2], first)
            first += len(cur) - 2
            more = timed and not _TIMING.match(cur[-2]) and not _TIMING.match(cur[-1])
            cur = cur[-2:]
    if cur:
        yield block(cur, first)


def markup_spans(text: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _MARKUP.finditer(text)]


def denormalize(d: Denormalizer, sub: SubtitleFile) -> str:
    """The file with every cue's text denormalized, cue count, identifiers and timings unchanged."""
    eols = iter(sub.eols if len(sub.eols) == sum(1 if isinstance(b, str) else len(b.lines) for b in sub.blocks)
                else [])
    return "".join(x + next(eols, "\n") for group in denormalize_stream(d, sub.blocks) for x in rebuild(group))


Written = tuple["Block | str", list[str]]  #: a block (or blank line) and the output of its cue-text lines


def rebuild(group: list[Written]) -> Iterator[str]:
    """The output lines of blocks (without line ends): cue text replaced, everything else as it was."""
    for b, texts in group:
        if isinstance(b, str):
            yield b
            continue
        lines = list(b.lines)
        for i, t in zip(b.text, texts, strict=True):
            lines[i] = t
        yield from lines


def denormalize_stream(d: Any, blocks: Iterable[Block | str], group_lines: int = CHUNK_LINES,
                       overlap: int = OVERLAP_CUES) -> Iterator[list[Written]]:
    """Blocks with their cue text denormalized, given group by group as the input is read: memory holds one
    group (at least `group_lines` input lines and more than 2 x `overlap` cues) and its context, whatever
    the file's length.

    Each group's cue lines are decoded as one running text (`d.translate_parts`) together with the last
    `overlap` cues of the group before, which were decoded there too, with this group as their right
    context. The two decodes are joined after a cue they wrote alike (nearest the middle of the shared cues),
    so an entity across cues moves whole and no word is lost or doubled; cues before the join keep the
    earlier output. A group is given once the next one is decoded (its last cues wait for the join)."""
    pending: list[Block | str] = []  # read, not yet given
    out: dict[int, list[str]] = {}  # id(cue block) -> output of its text lines
    shared: list[Block] = []  # the last cues decoded, still in `pending`: context of the next decode
    new: list[Block] = []  # cues read since the last decode
    lines = 0
    for b in blocks:
        pending.append(b)
        lines += 1 if isinstance(b, str) else len(b.lines)
        if isinstance(b, Block) and b.text:
            new.append(b)
        if lines >= group_lines and len(new) > 2 * overlap:  # the shared cues have context on both sides
            shared = _decode(d, shared, new, out, overlap)
            new, lines = [], 0
            k = next(i for i, x in enumerate(pending) if x is shared[0])
            yield [(x, out.pop(id(x), [])) for x in pending[:k]]
            del pending[:k]
    if new:
        _decode(d, shared, new, out, overlap)
    if pending:
        yield [(x, out.pop(id(x), [])) for x in pending]


def _decode(d: Any, shared: list[Block], new: list[Block], out: dict[int, list[str]], overlap: int) -> list[Block]:
    """Decode the cues `shared + new` as one text, join with the outputs `out` has for `shared` and store the
    outputs; the last `overlap` cues, the context of the next decode."""
    cues = shared + new
    parts = [c.lines[i] for c in cues for i in c.text]
    stats = getattr(d, "stats", None)
    counted = getattr(stats, "lines", None)
    results = d.translate_parts(parts, [markup_spans(p) for p in parts])
    if isinstance(counted, int) and stats.lines == counted + len(parts):  # shared cues count once in the summary
        stats.lines -= sum(len(c.text) for c in shared)
    it = iter(r.output for r in results)
    mine = [[next(it) for _ in c.text] for c in cues]
    keep = 0  # shared cues that keep their earlier output
    if shared:
        middle = (len(shared) - 1) / 2
        alike = [i for i in range(len(shared)) if out[id(shared[i])] == mine[i]]
        keep = min(alike, key=lambda i: abs(i - middle)) + 1 if alike else (len(shared) + 1) // 2
    for c, texts in zip(cues[keep:], mine[keep:], strict=True):
        out[id(c)] = texts
    return cues[-overlap:]


class _SubtitleFormat(Format):
    name: ClassVar[str] = "srt"

    def run(self, d: Denormalizer, inp: BinaryIO, out: BinaryIO, warn: Warn, chunk_lines: int) -> None:
        """Read, decode and write group by group (`denormalize_stream`, groups of `chunk_lines` lines); each
        line keeps its line end; timing problems are warned as their cues are read."""
        eols: deque[str] = deque()
        check = TimingCheck()
        cues = 0

        def texts() -> Iterator[str]:
            for x in read_lines(inp, warn):
                eols.append(x.eol)
                yield x.text

        def blocks() -> Iterator[Block | str]:
            nonlocal cues
            for b in scan(texts()):
                if isinstance(b, Block) and b.is_cue:
                    cues += 1
                    for problem in check.feed(b):
                        warn(problem)
                yield b

        for group in denormalize_stream(d, blocks(), chunk_lines):
            write(out, "".join(x + eols.popleft() for x in rebuild(group)))
            out.flush()
        if not cues:
            warn(f"no {self.name} cues found in the input (expected timing lines like "
                 "'00:00:01,000 --> 00:00:02,000')")


class SrtFormat(_SubtitleFormat):
    """SubRip: numbered cues, `00:00:01,000 --> 00:00:04,000`."""

    name = "srt"


class VttFormat(_SubtitleFormat):
    """WebVTT: `WEBVTT` header, optional cue identifiers, NOTE/STYLE blocks kept verbatim."""

    name = "vtt"
