"""A progress bar on stderr for the line-for-line commands (tqdm): lines written, lines/s, and an ETA from the
input's size when it is a file (lines read so far x bytes in all / bytes read so far)."""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Iterator
from typing import BinaryIO


def input_size(stream: BinaryIO) -> int | None:
    """The size in bytes of an input that is a regular file (a path, or stdin redirected from one); None else."""
    try:
        info = os.fstat(stream.fileno())
    except (AttributeError, OSError, ValueError):
        return None
    return info.st_size if stat.S_ISREG(info.st_mode) else None


def wanted(flag: bool | None) -> bool:
    """--progress / --no-progress, or by default: only when stderr is a terminal (never in pipes unless asked)."""
    if flag is not None:
        return flag
    return sys.stderr.isatty()


class RunProgress:
    """Counts what a run reads and writes and shows it: wrap the input with `reader`, the output with `writer`."""

    def __init__(self, total_bytes: int | None, desc: str = "denorm") -> None:
        from tqdm import tqdm

        self.total_bytes = total_bytes
        self.read_bytes = 0
        self.read_lines = 0
        self.bar = tqdm(total=None, unit=" lines", desc=desc, file=sys.stderr, dynamic_ncols=True, mininterval=0.5,
                        smoothing=0.1)

    def reader(self, stream: BinaryIO) -> _Reader:
        return _Reader(stream, self)

    def writer(self, stream: BinaryIO) -> _Writer:
        return _Writer(stream, self)

    def wrote(self, lines: int) -> None:
        """`lines` more output lines: the bar moves, and its total is re-estimated from the bytes read."""
        if self.total_bytes and self.read_bytes:
            self.bar.total = max(round(self.read_lines * self.total_bytes / self.read_bytes), self.bar.n + lines)
        self.bar.update(lines)

    def close(self) -> None:
        if self.total_bytes and self.bar.total is not None:
            self.bar.total = self.bar.n  # the estimate ends at what was done
        self.bar.close()


class _Reader:
    """The input stream, iterated line by line as `denorm.formats.io.read_lines` does, counting bytes and lines."""

    def __init__(self, stream: BinaryIO, progress: RunProgress) -> None:
        self.stream, self.progress = stream, progress

    def __iter__(self) -> Iterator[bytes]:
        for raw in self.stream:
            self.progress.read_bytes += len(raw)
            self.progress.read_lines += 1
            yield raw


class _Writer:
    """The output stream; every line end written moves the bar."""

    def __init__(self, stream: BinaryIO, progress: RunProgress) -> None:
        self.stream, self.progress = stream, progress

    def write(self, data: bytes) -> int:
        n = self.stream.write(data)
        if lines := data.count(b"\n"):
            self.progress.wrote(lines)
        return n

    def flush(self) -> None:
        self.stream.flush()
