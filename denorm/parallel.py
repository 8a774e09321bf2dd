"""A large input shared among worker processes, each with the same model folder and options (`--jobs`).

Threads inside one process do not use two cores well here: ONNX Runtime and CTranslate2 run in parallel,
but verification, the label rules and assembly are Python and hold the interpreter lock. So a
Denormalizer whose `jobs` is not 1 hands a call of many lines to `jobs` processes (spawned, not forked:
the parent's model runtimes keep threads a fork would not copy), each loading the model folder with
cores / jobs threads. The lines are cut into shares, at most two per worker in flight; the parent
translates shares itself from the end of the queue while the workers start (a model takes a second to
load), then only gathers. Every share comes back in order, so N lines in are N lines out, with the same
statuses, warnings and counts as in one process. A pool that cannot start or breaks is dropped with one
warning and the rest of the lines are translated in the parent.

`concurrent.futures.ProcessPoolExecutor` does the process work (start, queues, results); this module only
cuts and gathers.
"""

from __future__ import annotations

import math
import multiprocessing
import os
from collections import deque
from collections.abc import Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from dataclasses import asdict, fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from denorm.defaults import PARALLEL_MIN_LINES, SHARE_LINES
from denorm.engines.base import EngineFailedError
from denorm.guard import GuardStats
from denorm.options import TranslateOptions

if TYPE_CHECKING:
    from denorm.api import Denormalizer, LineResult


def cores() -> int:
    """CPUs this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def jobs_of(options: TranslateOptions) -> int:
    """Worker processes `options` ask for: `jobs`, or one per core for 0."""
    return options.jobs or cores()


def worker_options(options: TranslateOptions, jobs: int) -> TranslateOptions:
    """A worker's options: no pool of its own, and its share of the cores (`threads`, unless set)."""
    return replace(options, jobs=1, threads=options.threads or max(1, cores() // jobs))


# -- the worker side ---------------------------------------------------------------------------------
_worker: Any = None  #: the worker process's Denormalizer
_warnings: list[str] = []  #: its warnings since the last share


def _start(folder: str, options: TranslateOptions, lang: str | None) -> None:
    """Pool initializer: load the model once per worker; its warnings are kept to be sent with each share."""
    global _worker
    from denorm.api import Denormalizer

    _worker = Denormalizer(folder, options, lang=lang)
    _worker.on_warning = _warnings.append


def _share(lines: list[str], numbers: list[int]) -> tuple[list[LineResult], dict[str, Any], list[str]]:
    """One share in a worker: its results, what it added to the worker's counts, and its warnings."""
    d = _worker
    before = asdict(d.stats)
    _warnings.clear()
    results = d.translate_here(lines, numbers)
    return results, _counted(before, asdict(d.stats)), list(_warnings)


def _counted(before: dict[str, Any], after: dict[str, Any]) -> dict[str, Any]:
    """The counts added between two snapshots of GuardStats (numbers: the difference; examples: the new ones)."""
    return {k: after[k][len(before[k]):] if isinstance(after[k], list) else after[k] - before[k] for k in after}


def merge_counts(stats: GuardStats, added: dict[str, Any]) -> None:
    """Add a worker's counts of one share to the parent's (line counts are the parent's own)."""
    for f in fields(GuardStats):
        if f.name == "lines":
            continue
        if f.name == "examples":
            stats.examples.extend(added["examples"][:max(0, 5 - len(stats.examples))])
        else:
            setattr(stats, f.name, getattr(stats, f.name) + added[f.name])


# -- the parent side ---------------------------------------------------------------------------------
class WorkerPool:
    """`jobs` worker processes on one model folder, started at the first call that needs them."""

    def __init__(self, folder: str | Path, options: TranslateOptions, lang: str | None, jobs: int) -> None:
        self.folder, self.lang, self.jobs = str(folder), lang, jobs
        self.options = worker_options(options, jobs)
        self._executor: ProcessPoolExecutor | None = None
        self.ready = False  #: a worker has answered: the parent stops translating shares itself
        self.broken = False

    def wanted(self, count: int) -> bool:
        """Whether a call of `count` lines goes to the pool: PARALLEL_MIN_LINES, or two shares once it runs."""
        if self.broken or self.jobs < 2:
            return False
        return count >= (2 * SHARE_LINES if self.ready else PARALLEL_MIN_LINES)

    def translate(self, d: Denormalizer, lines: Sequence[str], numbers: Sequence[int]) -> list[LineResult]:
        """`d.translate_here` of these lines, shared among the workers; the counts and warnings go to `d`."""
        size = max(SHARE_LINES // 4, min(SHARE_LINES, math.ceil(len(lines) / (2 * self.jobs))))
        shares = [(list(lines[i:i + size]), list(numbers[i:i + size])) for i in range(0, len(lines), size)]
        done: list[list[LineResult] | None] = [None] * len(shares)
        queue = deque(range(len(shares)))
        running: dict[Future, int] = {}
        try:
            executor = self._start()
            while queue or running:
                while queue and len(running) < 2 * self.jobs:
                    i = queue.popleft()
                    running[executor.submit(_share, *shares[i])] = i
                if queue and not self.ready:  # the workers are still loading: take a share from the end
                    i = queue.pop()
                    done[i] = d.translate_here(*shares[i])
                    finished = [f for f in running if f.done()]
                else:
                    finished = list(wait(running, return_when=FIRST_COMPLETED).done)
                for future in finished:
                    i = running.pop(future)
                    results, added, warned = future.result()
                    self.ready = True
                    merge_counts(d.stats, added)
                    for message in warned:
                        d.on_warning(message)
                    done[i] = results
        except EngineFailedError:
            raise  # the model is broken, not the pool: the run stops as it would in one process
        except (BrokenProcessPool, OSError, RuntimeError) as err:  # the pool, not a line: go on in this process
            self.close()
            self.broken = True
            d.on_warning(f"the worker processes stopped ({type(err).__name__}: {str(err)[:200]}); "
                         "the rest is translated in one process")
            for future in running:
                future.cancel()
            for i, got in enumerate(done):
                if got is None:
                    done[i] = d.translate_here(*shares[i])
        return [r for part in done for r in part or ()]

    def _start(self) -> ProcessPoolExecutor:
        if self._executor is None:
            self._executor = ProcessPoolExecutor(self.jobs, mp_context=multiprocessing.get_context("spawn"),
                                                 initializer=_start, initargs=(self.folder, self.options, self.lang))
        return self._executor

    def close(self) -> None:
        """Stop the workers (they also stop when the parent exits)."""
        if self._executor is not None:
            self._executor.shutdown(wait=True, cancel_futures=True)
            self._executor = None
            self.ready = False


def pool_for(folder: str | Path, options: TranslateOptions, lang: str | None) -> WorkerPool | None:
    """A (not yet started) pool when `options` ask for more than one process, else None."""
    jobs = jobs_of(options)
    return WorkerPool(folder, options, lang, jobs) if jobs > 1 else None


__all__ = ["WorkerPool", "cores", "jobs_of", "merge_counts", "pool_for", "worker_options"]
