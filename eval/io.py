"""Reading evaluation inputs: line-exact UTF-8 text files or stdin, and entity JSON lines."""

from __future__ import annotations

import sys
from pathlib import Path

from denorm.eval.entities import EntityRef, parse_entities
from denorm.eval.errors import InputError

#: The file name that means standard input.
STDIN = "-"


def display_name(path: str) -> str:
    return "<stdin>" if path == STDIN else path


def read_lines(path: str) -> list[str]:
    """The lines of a UTF-8 file ("-": stdin), split on "\\n" only, one trailing newline and "\\r"
    line ends removed, empty lines kept; InputError with file and line number on invalid UTF-8."""
    name = display_name(path)
    try:
        data = sys.stdin.buffer.read() if path == STDIN else Path(path).read_bytes()
    except OSError as e:
        raise InputError(f"cannot read {name}: {e.strerror or e}") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data.count(b"\n", 0, e.start) + 1
        column = e.start - (data.rfind(b"\n", 0, e.start) + 1) + 1
        raise InputError(f"{name}:{line}: invalid UTF-8 (byte 0x{data[e.start]:02x} at byte column "
                         f"{column})") from None
    if text.startswith("\ufeff"):
        text = text[1:]
    if not text:
        return []
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return [x[:-1] if x.endswith("\r") else x for x in lines]


def read_entities(path: str) -> list[list[EntityRef]]:
    """Entity annotations (test.entities.jsonl: one JSON object per reference line)."""
    return parse_entities(read_lines(path), display_name(path))
