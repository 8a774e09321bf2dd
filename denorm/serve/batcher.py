"""Batching across requests: lines of concurrent requests decoded together by one worker thread per model.

The event loop only enqueues a job and awaits its future. The worker takes the oldest job and keeps
the batch open until it holds `batch_words` words, or `batch_wait_ms` have passed (counted from that
job's arrival, or from the end of the previous batch if it arrived during it; up to LINGER_SHARE of
the previous batch's decode time while requests are expected), or as many requests wait as the
worker expects (those the previous batch answered, whose clients may send their next request at
once, plus those it left queued) and no other request is still being read (`Arrivals`).
So a lone client is decoded at once, and 64 clients are not split into two alternating halves. The
batch is decoded in one call, and each job's future is resolved once all of its lines are done. A
job larger than the budget is decoded in slices across batches, in arrival order. The queue is
bounded in lines: a job that does not fit is refused at once (QueueFullError, with a Retry-After
estimate) instead of waiting past its timeout. A job whose client left or timed out is dropped
before its next slice is decoded.
"""

from __future__ import annotations

import asyncio
import logging
import math
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from denorm.serve.metrics import Metrics

log = logging.getLogger("denorm.serve")

#: How often a waiting worker looks whether requests are still arriving.
ARRIVALS_POLL_S = 0.001
#: Waiting for requests the worker expects (see the module doc) may take this share of the previous
#: batch's decode time when that is longer than batch_wait_ms: it bounds what waiting can cost, and
#: covers the time the event loop needs to answer a large batch and read the clients' next requests.
LINGER_SHARE = 0.2
#: Lines of one batch -> one result per line, in order (runs in the worker thread).
Decode = Callable[[list[str]], list[Any]]
#: Job, results of its lines -> the value its future resolves to (runs in the worker thread).
Finish = Callable[["Job", list[Any]], Any]


class QueueFullError(Exception):
    """The queue cannot take the job now; retry after `retry_after` seconds."""

    def __init__(self, message: str, retry_after: int) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class Arrivals:
    """Requests being read or parsed that have not reached a queue yet (shared by a service's batchers).

    A lone client's request is decoded at once; under load the worker waits for the requests the event
    loop is still reading, so they join the batch instead of waiting for the next one.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.count = 0

    def add(self, n: int) -> None:
        with self._lock:
            self.count += n


class ClosedError(Exception):
    """The batcher is shutting down and takes no new job."""


@dataclass(eq=False)
class Job:
    """One request's work: text lines decoded with other jobs' lines, or a `run` that runs alone."""

    lines: list[str]
    future: asyncio.Future
    loop: asyncio.AbstractEventLoop
    finish: Finish | None = None
    run: Callable[[], Any] | None = None  #: a job that needs the model to itself (a subtitle file)
    words: list[int] = field(default_factory=list)
    enqueued: float = field(default_factory=time.monotonic)
    taken: int = 0  #: lines handed to the worker so far
    done: int = 0  #: lines decoded so far
    results: list[Any] = field(default_factory=list)
    cancelled: bool = False  #: the request is gone (client left, timed out): skip the rest
    failed: bool = False  #: a slice raised; the future holds the error

    def __post_init__(self) -> None:
        if not self.words:
            self.words = [max(1, len(x.split())) for x in self.lines]
        self.results = [None] * len(self.lines)

    @property
    def size(self) -> int:
        """Lines this job holds in the queue (a run-alone job counts its lines too)."""
        return len(self.lines)

    def cancel(self) -> None:
        """Drop the rest of the work (client gone, timed out); the future is left to its owner."""
        self.cancelled = True


@dataclass
class _Slice:
    job: Job
    start: int
    end: int


class Batcher:
    """One worker thread feeding one model with batches gathered from many requests."""

    def __init__(self, decode: Decode, lang: str, metrics: Metrics, max_queue_lines: int,
                 batch_wait_ms: float, batch_words: int, arrivals: Arrivals | None = None) -> None:
        self.decode = decode
        self.lang = lang
        self.metrics = metrics
        self.max_queue_lines = max_queue_lines
        self.batch_wait = batch_wait_ms / 1000.0
        self.batch_words = batch_words
        self.arrivals = arrivals
        self._queue: deque[Job] = deque()
        self._queued_lines = 0
        self._cond = threading.Condition()
        self._closing = False
        self._lines_per_s = 0.0  #: moving estimate, for Retry-After
        self._thread = threading.Thread(target=self._loop, name=f"denorm-batcher-{lang}", daemon=True)
        self._thread.start()

    # -- event-loop side --------------------------------------------------------------------------
    @property
    def queued_lines(self) -> int:
        return self._queued_lines

    def retry_after(self, extra_lines: int = 0) -> int:
        """Seconds until the queue has room for `extra_lines`, estimated from recent throughput."""
        rate = self._lines_per_s or 50.0
        return max(1, min(60, math.ceil((self._queued_lines + extra_lines - self.max_queue_lines) / rate + 1)))

    def submit(self, job: Job) -> Job:
        """Queue a job (its future resolves in the caller's loop); QueueFullError or ClosedError if it cannot."""
        if not job.lines and job.run is None:
            job.future.set_result(job.finish(job, []) if job.finish else [])
            return job
        with self._cond:
            if self._closing:
                raise ClosedError("the service is shutting down")
            if self._queued_lines + job.size > self.max_queue_lines and self._queue:
                raise QueueFullError(f"{self._queued_lines} lines are waiting for the {self.lang} model "
                                f"(max_queue_lines {self.max_queue_lines}); retry later",
                                self.retry_after(job.size))
            self._queue.append(job)
            self._queued_lines += job.size
            self.metrics.set("denorm_queue_lines", self._queued_lines, lang=self.lang)
            self._cond.notify()
        return job

    def close(self, timeout: float | None = None) -> bool:
        """Finish every queued job, then stop the worker; False if it was still busy after `timeout`."""
        with self._cond:
            self._closing = True
            self._cond.notify_all()
        self._thread.join(timeout)
        return not self._thread.is_alive()

    # -- worker side ------------------------------------------------------------------------------
    def _take(self) -> list[_Slice]:
        """The next batch (called with the lock held): a run-alone job, or slices up to the word budget."""
        slices: list[_Slice] = []
        words = 0
        while self._queue:
            job = self._queue[0]
            if job.cancelled or job.failed:
                self._queue.popleft()
                self._queued_lines -= job.size - job.taken
                continue
            if job.run is not None:
                if not slices:
                    self._queue.popleft()
                    self._queued_lines -= job.size
                    slices.append(_Slice(job, 0, job.size))
                break
            end = job.taken
            while end < job.size and (words == 0 or words + job.words[end] <= self.batch_words):
                words += job.words[end]
                end += 1
            if end > job.taken:
                slices.append(_Slice(job, job.taken, end))
                self._queued_lines -= end - job.taken
                job.taken = end
            if job.taken < job.size:  # budget full
                break
            self._queue.popleft()
        self.metrics.set("denorm_queue_lines", self._queued_lines, lang=self.lang)
        return slices

    def _queued_words(self) -> int:
        total = 0
        for job in self._queue:
            if job.run is not None:
                return self.batch_words
            total += sum(job.words[job.taken:])
            if total >= self.batch_words:
                break
        return total

    def _loop(self) -> None:
        expect = 0  # requests the last batch answered (their clients may send the next) + those it left queued
        free_at = time.monotonic()
        last_seconds = 0.0
        while True:
            with self._cond:
                while not self._queue and not self._closing:
                    self._cond.wait()
                if not self._queue:
                    return
                # waiting for expected requests may take up to LINGER_SHARE of the last batch's decode time
                linger = max(self.batch_wait, LINGER_SHARE * last_seconds) if len(self._queue) < expect else \
                    self.batch_wait
                deadline = max(self._queue[0].enqueued, free_at) + linger
                while not self._closing and self._queued_words() < self.batch_words:
                    left = deadline - time.monotonic()
                    arriving = self.arrivals is not None and self.arrivals.count > 0
                    if left <= 0 or (len(self._queue) >= expect and not arriving):
                        break
                    self._cond.wait(min(left, ARRIVALS_POLL_S))
                slices = self._take()
                queued_jobs = len(self._queue)
            if slices:
                t0 = time.monotonic()
                expect = self._process(slices) + queued_jobs
                last_seconds = time.monotonic() - t0
            free_at = time.monotonic()

    def _process(self, slices: list[_Slice]) -> int:
        """Decode one batch and resolve the jobs it completes; returns how many it answered."""
        t0 = time.monotonic()
        if slices[0].job.run is not None:
            job = slices[0].job
            try:
                value = job.run()
            except Exception as exc:  # noqa: BLE001 - reported to that request only
                log.exception("denorm serve: a %s job failed", self.lang)
                _resolve(job, None, exc)
            else:
                _resolve(job, value, None)
            self._account(len(job.lines), 1, time.monotonic() - t0)
            return 1
        lines = [x for s in slices for x in s.job.lines[s.start:s.end]]
        try:
            results = self.decode(lines)
            if len(results) != len(lines):
                raise RuntimeError(f"the model returned {len(results)} results for {len(lines)} lines")
            per_slice = []
            i = 0
            for s in slices:
                per_slice.append(results[i:i + s.end - s.start])
                i += s.end - s.start
        except Exception:  # noqa: BLE001 - isolate the request that breaks the model
            log.exception("denorm serve: a %s batch of %d lines failed; retrying its requests one by one",
                          self.lang, len(lines))
            per_slice = []
            for s in slices:
                try:
                    per_slice.append(self.decode(s.job.lines[s.start:s.end]))
                except Exception as exc:  # noqa: BLE001
                    per_slice.append(exc)
        self._account(len(lines), len({id(s.job) for s in slices}), time.monotonic() - t0)
        answered = 0
        for s, res in zip(slices, per_slice, strict=True):
            job = s.job
            if isinstance(res, Exception):
                if not job.failed:
                    job.failed = True
                    _resolve(job, None, res)
                continue
            job.results[s.start:s.end] = res
            job.done += s.end - s.start
            if job.done == job.size and not job.cancelled and not job.failed:
                answered += 1
                try:
                    value = job.finish(job, job.results) if job.finish else job.results
                except Exception as exc:  # noqa: BLE001
                    log.exception("denorm serve: finishing a %s request failed", self.lang)
                    _resolve(job, None, exc)
                else:
                    _resolve(job, value, None)
        return answered

    def _account(self, n_lines: int, n_jobs: int, seconds: float) -> None:
        self.metrics.observe("denorm_batch_lines", n_lines, lang=self.lang)
        self.metrics.observe("denorm_batch_requests", n_jobs, lang=self.lang)
        self.metrics.observe("denorm_batch_seconds", seconds, lang=self.lang)
        if seconds > 0 and n_lines:
            rate = n_lines / seconds
            self._lines_per_s = rate if not self._lines_per_s else 0.8 * self._lines_per_s + 0.2 * rate


def _resolve(job: Job, value: Any, exc: BaseException | None) -> None:
    """Set the job's future from the worker thread (ignored if the request is gone)."""

    def setter() -> None:
        if job.future.done() or job.cancelled:  # nobody waits for a cancelled job
            return
        if exc is not None:
            job.future.set_exception(exc)
        else:
            job.future.set_result(value)

    try:
        job.loop.call_soon_threadsafe(setter)
    except RuntimeError:  # the loop is closed: nobody is waiting any more
        pass
