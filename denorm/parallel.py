"""Lines written by several worker processes at once: `denorm translate --jobs N` (`ParallelDenormalizer`).

Why processes: the tagger's sessions run on every core, but writing a line (span conversion and its
verification, assembly) is Python, one core at a time, about half of a number-heavy run. Each worker loads
its own model (threads: the cores shared among the workers) and writes whole pieces of a chunk; the pieces
come back in order, so the output is the same lines in the same order, each line written as one process
writes it (a line's labels depend on no other line: docs/tagger.md "Per-row int8"). On 2 cores, 1,000
number-heavy lines: docs/results.md "Session 27".

The workers start on the first call (forked where the platform forks and the caller has loaded no runtime with
native threads, so the parent's imports are shared; spawned otherwise: `forkable`) and each loads its model on
its first task: a model that cannot be loaded raises its own error in the caller, not a broken pool. Warnings
of the workers' lines reach `on_warning` in line order; counts add up into `stats`, and `report()` reads as
`Denormalizer.report()` does. A long line and the parts of a subtitle group go to one worker whole
(`translate_long`, `translate_parts`).
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import fields, replace
from typing import Any

from denorm.guard import EXAMPLES, GuardStats

#: Lines of a piece: a chunk is cut into about two pieces per worker (a worker that is done early takes
#: the next), none smaller than this, so that the tagger's batches stay full.
MIN_PIECE_LINES = 64
#: `--jobs 0` (the default) runs this many workers at most, one per core...
MAX_AUTO_JOBS = 8
#: ... on an input file of at least this many bytes (about 500 lines of speech); smaller inputs and pipes are
#: written in the process itself (two models loading would cost more than they save).
AUTO_MIN_BYTES = 48 * 1024

_log = logging.getLogger("denorm")


def auto_jobs(input_bytes: int | None, cores: int | None = None) -> int:
    """The workers `--jobs 0` runs for an input of `input_bytes` (None: a pipe): 1 below AUTO_MIN_BYTES."""
    cores = cores or usable_cores()
    if input_bytes is None or input_bytes < AUTO_MIN_BYTES:
        return 1
    return max(1, min(cores, MAX_AUTO_JOBS))


def usable_cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


#: Libraries whose native thread pools a forked child inherits half-made (a lock held by a thread that does not
#: exist there): once one is imported, workers are spawned.
NATIVE_POOLS = ("onnxruntime", "ctranslate2", "torch")


def forkable() -> bool:
    """Whether workers may be forked from this process: the platform forks, no other Python thread runs (a
    progress bar's), and no runtime with native threads was loaded (a caller of the API that has a model up;
    the CLI loads none before its workers)."""
    return ("fork" in multiprocessing.get_all_start_methods() and threading.active_count() == 1
            and not any(name in sys.modules for name in NATIVE_POOLS))


# -- the worker side ----------------------------------------------------------------------------------
_WORKER: dict[str, Any] = {}


def _model(load: Callable[[], Any]) -> Any:
    """This worker's denormalizer (loaded on its first task); its warnings are collected for the caller."""
    if "d" not in _WORKER:
        d = load()
        _WORKER["d"], _WORKER["warnings"] = d, []
        d.on_warning = _WORKER["warnings"].append
    return _WORKER["d"]


def _head(d: Any) -> tuple[str, ...]:
    """What `report()` says of the model: its name, language, toolkit version, engine and settings."""
    return (d.card.name, d.lang, d.card.toolkit_version, d.engine.name, d.engine.describe(), d.fillers,
            d.signature())


def _quiet() -> None:
    """A worker leaves Ctrl-C to its caller, which stops the run and the workers with it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _ready(load: Callable[[], Any]) -> tuple[str, ...]:
    return _head(_model(load))


def _task(load: Callable[[], Any], method: str, *args: Any) -> tuple[Any, list[str], dict[str, Any]]:
    """The worker's denormalizer's `method` on `args` (an iterator's pieces as a list): its output, the warnings it
    gave and what it added to the counts."""
    d = _model(load)
    before = replace(d.stats, examples=list(d.stats.examples))
    out = getattr(d, method)(*args)
    if isinstance(out, Iterator):
        out = list(out)
    warnings = list(_WORKER["warnings"])
    _WORKER["warnings"].clear()
    after = d.stats
    delta: dict[str, Any] = {f.name: getattr(after, f.name) - getattr(before, f.name)
                             for f in fields(GuardStats) if f.name != "examples"}
    delta["examples"] = after.examples[len(before.examples):]
    return out, warnings, delta


# -- the caller's side ----------------------------------------------------------------------------------
def _result(future: Future) -> Any:
    """A task's answer; a worker that died (killed, out of memory) stops the run as a broken engine does."""
    from denorm.engines.base import EngineFailedError

    try:
        return future.result()
    except BrokenProcessPool as err:
        raise EngineFailedError(f"a worker process died ({err}); run again with --jobs 1, or fewer jobs if "
                                "memory is short") from err


class ParallelDenormalizer:
    """`jobs` worker processes, each with the denormalizer `load()` gives (a picklable callable: a function
    of the module level or a functools.partial of one), answering the calls the formats make."""

    def __init__(self, load: Callable[[], Any], jobs: int) -> None:
        if jobs < 2:
            raise ValueError(f"a ParallelDenormalizer needs 2 workers or more, got {jobs}")
        self.load = load
        self.jobs = jobs
        self.stats = GuardStats()
        self.on_warning: Callable[[str], None] = _log.warning
        self._pool: ProcessPoolExecutor | None = None
        self._head: tuple[str, ...] | None = None

    # -- the pool
    def start(self) -> None:
        """Start the workers and load the first one's model (its error, if any, raised here); the others load
        meanwhile."""
        if self._pool is not None:
            return
        method = "fork" if forkable() else "spawn"
        self._pool = ProcessPoolExecutor(self.jobs, mp_context=multiprocessing.get_context(method),
                                         initializer=_quiet)
        ready = [self._pool.submit(_ready, self.load) for _ in range(self.jobs)]
        try:
            self._head = _result(ready[0])
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        """Stop the workers (when the run is over; a new call starts them again)."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def __enter__(self) -> ParallelDenormalizer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _submit(self, method: str, *args: Any) -> Future:
        """A task for the workers: their denormalizer's `method` on `args` (`_take` its answer)."""
        self.start()
        assert self._pool is not None
        return self._pool.submit(_task, self.load, method, *args)

    def _take(self, future: Future) -> Any:
        """A task's answer taken in: its warnings given on, its counts added; its output returned."""
        out, warnings, delta = _result(future)
        for msg in warnings:
            self.on_warning(msg)
        s = self.stats
        for name, value in delta.items():
            if name == "examples":
                s.examples.extend(value[:max(0, EXAMPLES - len(s.examples))])
            else:
                setattr(s, name, getattr(s, name) + value)
        return out

    # -- the calls of the formats
    def translate(self, lines: list[str], first_line_no: int | Sequence[int] = 1) -> list[Any]:
        """`Denormalizer.translate`, the lines cut into pieces written by the workers at once."""
        from denorm.api import _line_numbers

        if isinstance(lines, (str, bytes)):
            raise TypeError(f"translate() takes a list of lines, got {type(lines).__name__}")
        numbers = _line_numbers(first_line_no, len(lines))
        if not lines:
            return []
        size = max(MIN_PIECE_LINES, -(-len(lines) // (2 * self.jobs)))
        futures = [self._submit("translate", lines[i:i + size], numbers[i:i + size])
                   for i in range(0, len(lines), size)]
        return [r for future in futures for r in self._take(future)]

    def outputs(self, lines: list[str], first_line_no: int = 1) -> Iterator[Iterator[str]]:
        """`Denormalizer.outputs`: each line's output as one piece (a very long line is written whole)."""
        for r in self.translate(lines, first_line_no):
            yield iter((r.output,))

    def translate_long(self, line: str, line_no: int = 1) -> Iterator[str]:
        yield from self._take(self._submit("translate_long", line, line_no))

    def translate_parts(self, parts: list[str], protect: list[list[tuple[int, int]]] | None = None) -> list[Any]:
        return self._take(self._submit("translate_parts", parts, protect))

    # -- what a run reports
    def signature(self) -> str:
        self.start()
        assert self._head is not None
        return self._head[6]

    def report(self) -> str:
        """`Denormalizer.report()` over every worker's lines, with the number of workers."""
        from denorm.api import report_line

        if self._head is None:
            return f"denorm: {self.stats.lines} lines (no worker started)"
        name, lang, toolkit, engine, describe, fillers, _ = self._head
        return report_line(self.stats, name, lang, toolkit, engine, describe, fillers) + f" | {self.jobs} workers"
