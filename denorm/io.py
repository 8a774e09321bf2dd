"""Input/output formats of `denorm translate`: text and jsonl streams (srt/vtt live in denorm.subtitles)."""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, BinaryIO, ClassVar

from denorm.data.registry import resolve

if TYPE_CHECKING:  # pragma: no cover
    from denorm.api import Denormalizer

#: `--format` choices: name -> "module:Class".
FORMATS: dict[str, str] = {
    "text": "denorm.io:TextFormat",
    "jsonl": "denorm.io:JsonlFormat",
    "srt": "denorm.subtitles:SrtFormat",
    "vtt": "denorm.subtitles:VttFormat",
}

Warn = Callable[[str], None]


@dataclass(frozen=True)
class InputLine:
    """A decoded input line, its number (from 1) and its line end ("\\n", "\\r\\n" or "" at EOF)."""

    no: int
    text: str
    eol: str


def decode_line(raw: bytes, no: int, warn: Warn) -> str:
    """UTF-8 with U+FFFD for invalid bytes, and a warning naming the line; never raises."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as err:
        warn(f"line {no}: invalid UTF-8 at byte {err.start}, replaced by U+FFFD")
        return raw.decode("utf-8", errors="replace")


def read_lines(stream: BinaryIO, warn: Warn) -> Iterator[InputLine]:
    """Lines split on \\n only (never on \\r, \\x0c, U+2028...), so the count matches `wc -l`-style tools."""
    for no, raw in enumerate(stream, 1):
        eol = ""
        if raw.endswith(b"\n"):
            raw, eol = raw[:-1], "\n"
            if raw.endswith(b"\r"):
                raw, eol = raw[:-1], "\r\n"
        text = decode_line(raw, no, warn)
        if no == 1 and text.startswith("\ufeff"):
            text = text[1:]
        yield InputLine(no, text, eol)


def chunks(lines: Iterator[InputLine], size: int) -> Iterator[list[InputLine]]:
    chunk: list[InputLine] = []
    for line in lines:
        chunk.append(line)
        if len(chunk) >= size:
            yield chunk
            chunk = []
    if chunk:
        yield chunk


def write(out: BinaryIO, text: str) -> None:
    out.write(text.encode("utf-8", errors="replace"))


class Format(ABC):
    """Reads the input stream, runs the denormalizer, writes the output stream."""

    name: ClassVar[str]

    @abstractmethod
    def run(self, d: Denormalizer, inp: BinaryIO, out: BinaryIO, warn: Warn, chunk_lines: int) -> None:
        """Process everything; lines come out in input order."""


class TextFormat(Format):
    """One text per line; output written chunk by chunk as input arrives."""

    name = "text"

    def run(self, d: Denormalizer, inp: BinaryIO, out: BinaryIO, warn: Warn, chunk_lines: int) -> None:
        for chunk in chunks(read_lines(inp, warn), chunk_lines):
            results = d.translate([x.text for x in chunk], chunk[0].no)
            write(out, "".join(r.output + (x.eol or "\n") for x, r in zip(chunk, results, strict=True)))
            out.flush()


class JsonlFormat(Format):
    """{"text": ...} per line in; the same object with "output" and "guard" added out."""

    name = "jsonl"

    def run(self, d: Denormalizer, inp: BinaryIO, out: BinaryIO, warn: Warn, chunk_lines: int) -> None:
        for chunk in chunks(read_lines(inp, warn), chunk_lines):
            objs: list[dict | None] = []
            texts: list[str] = []
            where: list[tuple[int, int]] = []
            for x in chunk:
                obj = None
                if x.text.strip():
                    try:
                        obj = json.loads(x.text)
                        if not isinstance(obj, dict) or not isinstance(obj.get("text"), str):
                            raise ValueError('not an object with a string "text"')
                    except ValueError as err:
                        warn(f'line {x.no}: {err}; written back with "guard": "error"')
                        obj = {"text": None, "output": None, "guard": "error", "error": str(err)}
                objs.append(obj)
                if obj is not None and obj.get("guard") != "error":
                    parts = obj["text"].split("\n")
                    where.append((len(texts), len(parts)))
                    texts.extend(parts)
                else:
                    where.append((len(texts), 0))
            results = d.translate(texts, chunk[0].no) if texts else []
            lines = []
            for obj, (i, k) in zip(objs, where, strict=True):
                if obj is None:
                    lines.append("")
                    continue
                if k:
                    rs = results[i:i + k]
                    obj["output"] = "\n".join(r.output for r in rs)
                    obj["guard"] = next((r.guard for r in rs if r.guard in ("fallback", "warn")), rs[0].guard)
                lines.append(json.dumps(obj, ensure_ascii=False))
            write(out, "".join(line + (x.eol or "\n") for x, line in zip(chunk, lines, strict=True)))
            out.flush()


def get_format(name: str) -> Format:
    return resolve(FORMATS, name, "format")()
