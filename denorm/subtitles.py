"""Subtitles (SRT, WebVTT): denormalize cue text with context across cues, keep cues and timings."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, BinaryIO, ClassVar

from denorm.io import Format, Warn, read_lines, write

if TYPE_CHECKING:  # pragma: no cover
    from denorm.api import Denormalizer

_TIMING = re.compile(r"^\s*(\d+:)?\d{1,2}:\d{2}[,.]\d{1,3}\s+-->\s+(\d+:)?\d{1,2}:\d{2}[,.]\d{1,3}")
#: Markup kept away from the model and put back in place: tags, SSA overrides, speaker dashes.
_MARKUP = re.compile(r"<[^>\n]*>|\{\\[^}\n]*\}|^\s*-\s+|&[a-z]+;|&#\d+;")


@dataclass
class Block:
    """Lines of a subtitle file between blank lines; `text` are the indexes of its cue-text lines."""

    lines: list[str]
    text: list[int] = field(default_factory=list)

    @property
    def is_cue(self) -> bool:
        return bool(self.text) or any(_TIMING.match(x) for x in self.lines)


@dataclass
class SubtitleFile:
    """A parsed subtitle file: blocks and the blank lines between them, in order."""

    blocks: list[Block | str]  #: a Block, or a separator line kept verbatim
    eol: str = "\n"

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
        return "".join(x + self.eol for x in out)


def parse(text_lines: list[str], eol: str = "\n") -> SubtitleFile:
    """Blocks of an SRT or VTT file; cue text = the lines after the timing line."""
    blocks: list[Block | str] = []
    cur: list[str] = []

    def close() -> None:
        if cur:
            b = Block(list(cur))
            t = next((i for i, x in enumerate(cur) if _TIMING.match(x)), None)
            if t is not None and not cur[0].startswith(("NOTE", "STYLE", "REGION")):
                b.text = list(range(t + 1, len(cur)))
            blocks.append(b)
            cur.clear()

    for x in text_lines:
        if x.strip():
            cur.append(x)
        else:
            close()
            blocks.append(x)
    close()
    return SubtitleFile(blocks, eol)


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
        eol = "\r\n" if lines and lines[0].eol == "\r\n" else "\n"
        sub = parse([x.text for x in lines], eol)
        if not sub.cues:
            warn(f"no {self.name} cues found in the input (expected timing lines like "
                 "'00:00:01,000 --> 00:00:02,000')")
        write(out, denormalize(d, sub))
        out.flush()


class SrtFormat(_SubtitleFormat):
    """SubRip: numbered cues, `00:00:01,000 --> 00:00:04,000`."""

    name = "srt"


class VttFormat(_SubtitleFormat):
    """WebVTT: `WEBVTT` header, optional cue identifiers, NOTE/STYLE blocks kept verbatim."""

    name = "vtt"
