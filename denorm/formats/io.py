"""Input/output formats of `denorm translate`: text and jsonl streams (srt/vtt live in denorm.formats.subtitles)."""

from __future__ import annotations

import json
import os
import re
import tempfile
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO, ClassVar

from denorm.core.registry import resolve

if TYPE_CHECKING:  # pragma: no cover
    from denorm.api import Denormalizer

#: `--format` choices: name -> "module:Class".
FORMATS: dict[str, str] = {
    "text": "denorm.formats.io:TextFormat",
    "jsonl": "denorm.formats.io:JsonlFormat",
    "srt": "denorm.formats.subtitles:SrtFormat",
    "vtt": "denorm.formats.subtitles:VttFormat",
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
    """One text per line; output written chunk by chunk as input arrives, and a very long line block by block
    (`Denormalizer.translate_long`)."""

    name = "text"

    def run(self, d: Denormalizer, inp: BinaryIO, out: BinaryIO, warn: Warn, chunk_lines: int) -> None:
        for chunk in chunks(read_lines(inp, warn), chunk_lines):
            pending: list[str] = []
            for x, pieces in zip(chunk, d.outputs([x.text for x in chunk], chunk[0].no), strict=True):
                first = next(pieces, "")
                rest = list(_flushed(pieces, pending, first, out))
                pending.append("".join(rest) + (x.eol or "\n"))
            write(out, "".join(pending))
            out.flush()


def _flushed(pieces: Iterator[str], pending: list[str], first: str, out: BinaryIO) -> Iterator[str]:
    """A line's pieces after its first: a line in several pieces (a very long one, block by block) is written
    as they come, after what is pending; a line in one piece waits with the rest of its chunk."""
    second = next(pieces, None)
    if second is None:
        yield first
        return
    write(out, "".join(pending) + first + second)
    pending.clear()
    out.flush()
    for piece in pieces:
        write(out, piece)
        out.flush()


class JsonlFormat(Format):
    """{"text": ...} per line in; the same object with "output" and "guard" added out.

    A line that is not such an object comes back as an object with "guard": "error" and an "error"
    message, keeping what it had: an object keeps all its fields, anything else is kept as the string
    "input". Blank lines stay blank. Lone surrogate escapes ("\\ud800") are written back as escapes.
    """

    name = "jsonl"

    def run(self, d: Denormalizer, inp: BinaryIO, out: BinaryIO, warn: Warn, chunk_lines: int) -> None:
        for chunk in chunks(read_lines(inp, warn), chunk_lines):
            objs: list[dict | None] = []
            texts: list[str] = []
            numbers: list[int] = []
            where: list[tuple[int, int]] = []
            for x in chunk:
                obj, ok = parse_object(x, warn)
                objs.append(obj)
                if obj is not None and ok:
                    parts = obj["text"].split("\n")
                    where.append((len(texts), len(parts)))
                    texts.extend(parts)
                    numbers.extend([x.no] * len(parts))
                else:
                    where.append((len(texts), 0))
            results = d.translate(texts, numbers) if texts else []
            lines = []
            for obj, (i, k) in zip(objs, where, strict=True):
                if obj is None:
                    lines.append("")
                    continue
                if k:
                    rs = results[i:i + k]
                    obj["output"] = "\n".join(r.output for r in rs)
                    obj["guard"] = next((r.guard for r in rs if r.guard in ("fallback", "warn")), rs[0].guard)
                    if all(r.alignment is not None for r in rs):
                        obj["alignment"] = _alignment(rs)
                    if getattr(rs[0], "lang", None):  # --lang auto: the language each text was given
                        obj["lang"] = rs[0].lang
                lines.append(dump_json(obj))
            write(out, "".join(line + (x.eol or "\n") for x, line in zip(chunk, lines, strict=True)))
            out.flush()


def _alignment(results: list) -> dict | None:
    """The jsonl "alignment" of a text's lines (`denorm.text.provenance.as_json`: version and [output piece,
    [input word indexes]]), word indexes counted over the whole "text" (its lines' words one after the other)."""
    from denorm.text.provenance import as_json, input_words, offset

    out, before = [], 0
    for r in results:
        out += offset(r.alignment, before)
        before += len(input_words(r.text))
    return as_json(out)


def parse_object(x: InputLine, warn: Warn) -> tuple[dict | None, bool]:
    """(object, True) for a good jsonl line; (None, True) for a blank one; for a bad line, (what it had
    plus "guard": "error" and "error", False), with a warning naming the line."""
    if not x.text.strip():
        return None, True
    try:
        obj = json.loads(x.text)
    except ValueError as err:
        return _error({"input": x.text}, x.no, f"not JSON ({err})", warn), False
    if not isinstance(obj, dict):
        return _error({"input": x.text}, x.no, f"not a JSON object but {type(obj).__name__}", warn), False
    if not isinstance(obj.get("text"), str):
        got = 'no "text"' if "text" not in obj else f"\"text\" of type {type(obj['text']).__name__}"
        return _error(obj, x.no, f'"text" must be a string, the object has {got}', warn), False
    return obj, True


def _error(obj: dict, no: int, message: str, warn: Warn) -> dict:
    warn(f'line {no}: {message}; written back with "guard": "error"')
    return {**obj, "guard": "error", "error": message}


_SURROGATE = re.compile("[\ud800-\udfff]")


def dump_json(obj: object) -> str:
    """One line of JSON, non-ASCII as is, lone surrogates as \\uXXXX escapes (UTF-8 cannot hold them)."""
    return _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", json.dumps(obj, ensure_ascii=False))


# -- files of the command line -------------------------------------------------------------------------
class FileError(ValueError):
    """An input or output file the command cannot use; the message says which and why."""


def check_input(path: Path) -> None:
    """FileError unless `path` is a readable file."""
    if not path.exists():
        raise FileError(f"input file {path} does not exist")
    if path.is_dir():
        raise FileError(f"input {path} is a folder, not a file")
    if not os.access(path, os.R_OK):
        raise FileError(f"input file {path} cannot be read (permission denied)")


def check_output(path: Path, input_path: Path | None = None) -> None:
    """FileError unless `path` can be written (by a new file renamed onto it) and is not the input."""
    if path.is_dir():
        raise FileError(f"output {path} is a folder, not a file")
    parent = path.parent
    if not parent.is_dir():
        raise FileError(f"cannot write {path}: folder {parent} does not exist")
    if not os.access(parent, os.W_OK | os.X_OK):
        raise FileError(f"cannot write {path}: folder {parent} is not writable")
    if path.exists() and not os.access(path, os.W_OK):
        raise FileError(f"output file {path} is read-only")
    if input_path is not None and path.exists() and input_path.exists() and os.path.samefile(path, input_path):
        raise FileError(f"-o {path} is the input file: the output would overwrite what is being read; "
                        "write to another file and rename it")


class AtomicOutput:
    """A file written under a temporary name next to `path` and renamed onto it when complete, so a reader
    (or another run writing the same file) never sees a partial or mixed file; removed on failure."""

    def __init__(self, path: Path) -> None:
        self.path = path
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
        self.tmp = Path(tmp)
        self.file: BinaryIO = os.fdopen(fd, "wb")

    def commit(self) -> None:
        """Close and rename onto the target, with the target's permissions (or the umask's)."""
        self.file.close()
        try:
            mode = self.path.stat().st_mode & 0o7777
        except FileNotFoundError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(self.tmp, mode)
        os.replace(self.tmp, self.path)

    def abort(self) -> None:
        """Close and remove the temporary file; the target is left as it was."""
        self.file.close()
        self.tmp.unlink(missing_ok=True)


def get_format(name: str) -> Format:
    return resolve(FORMATS, name, "format")()
