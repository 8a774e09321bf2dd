"""Worker processes for large calls (denorm.parallel): the same lines out, the same counts, no lost line."""

from __future__ import annotations

from dataclasses import asdict, replace
from pathlib import Path

import pytest

from denorm.defaults import PARALLEL_MIN_LINES, SHARE_LINES
from denorm.guard import GuardStats
from denorm.options import DEFAULTS, TranslateOptions
from denorm.parallel import WorkerPool, _counted, cores, jobs_of, merge_counts, worker_options

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "bench" / "data" / "numbers-heavy.en.spoken"


@pytest.mark.parametrize(("jobs", "threads", "want_jobs", "want_threads"), [
    (0, 0, cores(), max(1, cores() // cores())),
    (1, 0, 1, cores()),
    (2, 0, 2, max(1, cores() // 2)),
    (4, 3, 4, 3),  # threads given: kept
])
def test_jobs_and_each_workers_threads(jobs: int, threads: int, want_jobs: int, want_threads: int) -> None:
    options = replace(DEFAULTS, jobs=jobs, threads=threads)
    assert jobs_of(options) == want_jobs
    worker = worker_options(options, jobs_of(options))
    assert (worker.jobs, worker.threads) == (1, want_threads)


def test_negative_jobs_are_refused() -> None:
    with pytest.raises(ValueError, match="jobs must be >= 0"):
        TranslateOptions(jobs=-1)


@pytest.mark.parametrize(("jobs", "ready", "broken", "count", "wanted"), [
    (2, False, False, PARALLEL_MIN_LINES, True),
    (2, False, False, PARALLEL_MIN_LINES - 1, False),   # too small to wait a second for the workers
    (2, True, False, 2 * SHARE_LINES, True),             # running workers take two shares' worth
    (2, True, False, 2 * SHARE_LINES - 1, False),
    (2, False, True, 10 * PARALLEL_MIN_LINES, False),   # a pool that broke is not tried again
    (1, False, False, 10 * PARALLEL_MIN_LINES, False),
])
def test_which_calls_go_to_the_workers(jobs: int, ready: bool, broken: bool, count: int, wanted: bool) -> None:
    pool = WorkerPool("unused", DEFAULTS, "en", jobs)
    pool.ready, pool.broken = ready, broken
    assert pool.wanted(count) is wanted


def test_a_workers_counts_are_added_to_the_parents() -> None:
    before = asdict(GuardStats(lines=3, checked=2, fallback_lines=1, examples=["a"]))
    after = asdict(GuardStats(lines=8, checked=6, fallback_lines=1, warned_lines=2, failed_lines=1, edits=4,
                              examples=["a", "b", "c"]))
    added = _counted(before, after)
    assert added == {"lines": 5, "checked": 4, "fallback_lines": 0, "fallback_segments": 0, "warned_lines": 2,
                     "passthrough_lines": 0, "failed_lines": 1, "edits": 4, "examples": ["b", "c"]}
    parent = GuardStats(lines=100, checked=10, examples=["x", "y", "z", "w"])
    merge_counts(parent, added)
    # the parent counts its own lines; examples stop at five
    assert (parent.lines, parent.checked, parent.warned_lines, parent.failed_lines, parent.edits) == (100, 14, 2, 1, 4)
    assert parent.examples == ["x", "y", "z", "w", "b"]


def _lines(n: int) -> list[str]:
    lines = BENCH.read_text(encoding="utf-8").splitlines()
    return (lines * (n // len(lines) + 1))[:n]


@pytest.fixture(scope="module")
def one_process():
    from denorm.api import Denormalizer

    d = Denormalizer.load("en", jobs=1, threads=1)
    return d, d.translate(_lines(PARALLEL_MIN_LINES + 20))


def test_two_workers_give_the_lines_one_process_gives(one_process) -> None:
    """Every line out in its place, counted once; outputs as in one process (a line batched with other lines
    may differ in a near tie of the tagger: at most 1%)."""
    from denorm.api import Denormalizer

    alone, expected = one_process
    lines = _lines(PARALLEL_MIN_LINES + 20)
    d = Denormalizer.load("en", jobs=2, threads=1)
    try:
        got = d.translate(lines)
        assert d._pool is not None and d._pool.ready  # the workers did answer
    finally:
        d.close()
    assert [r.text for r in got] == lines
    same = sum(a.output == b.output for a, b in zip(got, expected, strict=True))
    assert same >= 0.99 * len(lines)
    assert d.stats.lines == alone.stats.lines == len(lines)
    assert (d.stats.passthrough_lines, d.stats.failed_lines) == (alone.stats.passthrough_lines,
                                                                  alone.stats.failed_lines)


def test_a_pool_that_cannot_start_costs_no_line(one_process) -> None:
    """Workers that fail to load (here a folder that does not exist) are dropped with one warning; the parent
    translates every share itself."""
    from denorm.api import Denormalizer

    _, expected = one_process
    lines = _lines(PARALLEL_MIN_LINES + 20)
    d = Denormalizer.load("en", jobs=1, threads=1)
    warned: list[str] = []
    d.on_warning = warned.append
    d._pool = WorkerPool(ROOT / "no-such-model-folder", replace(DEFAULTS, jobs=2), "en", 2)
    got = d.translate(lines)
    assert [r.text for r in got] == lines
    assert sum(a.output == b.output for a, b in zip(got, expected, strict=True)) >= 0.99 * len(lines)
    assert d._pool.broken and len(warned) == 1 and "worker processes stopped" in warned[0]
    assert d.stats.lines == len(lines)
    assert d.translate(lines[:3]) == expected[:3]  # and later calls stay in this process
