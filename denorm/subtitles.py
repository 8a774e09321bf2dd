"""Subtitles (SRT, WebVTT): denormalize cue text with context across cues, keep cues and timings."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, BinaryIO, ClassVar

from denorm.io import Format, Warn, read_lines, write

if TYPE_CHECKING:  # pragma: no cover
    from denorm.api import Denormalizer

_TIME = r"(?:(\d+):)?(\d{1,2}):(\d{2})[,.](\d{1,3})"
_TIMING = re.compile(rf"^\s*{_TIME}\s+-->\s+{_TIME}")
#: Markup kept away from the model and put back in place: tags, SSA overrides, speaker dashes.
_MARKUP = re.compile(r"<[^>\n]*>|\{\\[^}\n]*\}|^\s*-\s+|&[a-z]+;|&#\d+;")
#: A cue identifier of SRT (its number) on the line before a timing line.
_CUE_NUMBER = re.compile(r"^\s*\d+\s*$")


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
        problems = []
        prev: tuple[int, int, int] | None = None
        for c in self.cues:
            t = c.timing()
            if t is None:
                continue
            no, start, end = t
            t = (no, start, max(start, end))  # a reversed cue still occupies its start
            if end < start:
                problems.append(f"line {no}: the cue ends ({_clock(end)}) before it starts ({_clock(start)})")
            if prev is not None and start < prev[2]:
                problems.append(f"line {no}: the cue starts ({_clock(start)}) before the cue of line {prev[0]} "
                                f"ends ({_clock(prev[2])})")
            prev = t if prev is None or end >= prev[2] else prev
        return problems


def parse(text_lines: list[str], eols: list[str] | None = None) -> SubtitleFile:
    """Blocks of an SRT or VTT file; cue text = the lines after the timing line. A timing line inside a
    block (no blank line before it) starts a new cue, with the SRT cue number just before it."""
    blocks: list[Block | str] = []
    cur: list[str] = []
    first = 1

    def close(lines: list[str], no: int) -> None:
        if lines:
            b = Block(list(lines), first_no=no)
            t = next((i for i, x in enumerate(lines) if _TIMING.match(x)), None)
            if t is not None and not lines[0].startswith(("NOTE", "STYLE", "REGION")):
                b.text = list(range(t + 1, len(lines)))
            blocks.append(b)

    for no, x in enumerate(text_lines, 1):
        if not x.strip():
            close(cur, first)
            cur = []
            blocks.append(x)
            continue
        if _TIMING.match(x) and any(_TIMING.match(y) for y in cur):
            keep = 1 if len(cur) >= 2 and _CUE_NUMBER.match(cur[-1]) and not _TIMING.match(cur[-2]) else 0
            close(cur[:len(cur) - keep], first)
            cur = cur[len(cur) - keep:]
            first = no - keep
        if not cur:
            first = no
        cur.append(x)
    close(cur, first)
    return SubtitleFile(blocks, list(eols) if eols is not None else ["\n"] * len(text_lines))


def markup_spans(text: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for m in _MARKUP.finditer(text)]


def denormalize(d: Denormalizer, sub: SubtitleFile) -> str:
    """The file with every cue's text denormalized, cue count, identifiers and timings unchanged."""
    parts = sub.text_lines()
    results = d.translate_parts(parts, [markup_spans(p) for p in parts]) if parts else []
    return sub.with_text([r.output for r in results])


class _SubtitleFormat(Format):
    name: ClassVar[str] = "srt"

    def run(self, d: Denormalizer, inp: BinaryIO, out: BinaryIO, warn: Warn, chunk_lines: int) -> None:
        lines = list(read_lines(inp, warn))
        sub = parse([x.text for x in lines], [x.eol for x in lines])
        if not sub.cues:
            warn(f"no {self.name} cues found in the input (expected timing lines like "
                 "'00:00:01,000 --> 00:00:02,000')")
        for problem in sub.timing_problems():
            warn(problem)
        write(out, denormalize(d, sub))
        out.flush()


class SrtFormat(_SubtitleFormat):
    """SubRip: numbered cues, `00:00:01,000 --> 00:00:04,000`."""

    name = "srt"


class VttFormat(_SubtitleFormat):
    """WebVTT: `WEBVTT` header, optional cue identifiers, NOTE/STYLE blocks kept verbatim."""

    name = "vtt"
