"""Counters, gauges and histograms of the service, written in the Prometheus text exposition format."""

from __future__ import annotations

import math
import threading
from collections.abc import Iterable
from dataclasses import dataclass, field

#: Seconds per request (the default buckets of Prometheus clients, finer at the low end).
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0)
#: Lines (or requests) per decoded batch.
SIZE_BUCKETS = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024)

Labels = tuple[tuple[str, str], ...]


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace("\n", "\\n").replace('"', '\\"')


def _labels(labels: Labels, extra: Labels = ()) -> str:
    items = labels + extra
    return "{" + ",".join(f'{k}="{_escape(v)}"' for k, v in items) + "}" if items else ""


def _number(x: float) -> str:
    if math.isinf(x):
        return "+Inf" if x > 0 else "-Inf"
    return repr(float(x)) if not float(x).is_integer() else str(int(x))


@dataclass
class _Metric:
    name: str
    help: str
    kind: str  #: "counter", "gauge" or "histogram"
    buckets: tuple[float, ...] = ()
    values: dict[Labels, float] = field(default_factory=dict)
    #: histogram: labels -> (bucket counts, sum, count)
    hist: dict[Labels, tuple[list[int], float, int]] = field(default_factory=dict)


class Metrics:
    """A registry of named metrics; every method is thread-safe (the batcher's worker updates them)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._metrics: dict[str, _Metric] = {}

    def declare(self, name: str, help: str, kind: str, buckets: Iterable[float] = ()) -> None:  # noqa: A002
        if kind not in ("counter", "gauge", "histogram"):
            raise ValueError(f"unknown metric kind {kind!r}")
        with self._lock:
            self._metrics[name] = _Metric(name, help, kind, tuple(sorted(buckets)))

    def _get(self, name: str, kind: str) -> _Metric:
        m = self._metrics[name]
        if m.kind != kind:
            raise TypeError(f"{name} is a {m.kind}, not a {kind}")
        return m

    def inc(self, name: str, amount: float = 1.0, **labels: str) -> None:
        """Add to a counter (or gauge)."""
        if amount < 0 and self._metrics[name].kind == "counter":
            raise ValueError(f"counter {name} cannot decrease")
        key = tuple(sorted(labels.items()))
        with self._lock:
            m = self._metrics[name]
            m.values[key] = m.values.get(key, 0.0) + amount

    def set(self, name: str, value: float, **labels: str) -> None:
        key = tuple(sorted(labels.items()))
        with self._lock:
            self._get(name, "gauge").values[key] = value

    def observe(self, name: str, value: float, **labels: str) -> None:
        key = tuple(sorted(labels.items()))
        with self._lock:
            m = self._get(name, "histogram")
            counts, total, n = m.hist.get(key, ([0] * len(m.buckets), 0.0, 0))
            for i, b in enumerate(m.buckets):
                if value <= b:
                    counts[i] += 1
            m.hist[key] = (counts, total + value, n + 1)

    def value(self, name: str, **labels: str) -> float:
        """A counter's or gauge's current value (0 if never touched); a histogram's count."""
        key = tuple(sorted(labels.items()))
        with self._lock:
            m = self._metrics[name]
            if m.kind == "histogram":
                return float(m.hist.get(key, ([], 0.0, 0))[2])
            return m.values.get(key, 0.0)

    def render(self) -> str:
        """The text exposition format, version 0.0.4."""
        out: list[str] = []
        with self._lock:
            for m in self._metrics.values():
                out.append(f"# HELP {m.name} {m.help}")
                out.append(f"# TYPE {m.name} {m.kind}")
                if m.kind != "histogram":
                    for key, v in sorted(m.values.items()):
                        out.append(f"{m.name}{_labels(key)} {_number(v)}")
                    continue
                for key, (counts, total, n) in sorted(m.hist.items()):
                    for b, c in zip(m.buckets, counts, strict=True):
                        out.append(f"{m.name}_bucket{_labels(key, (('le', _number(b)),))} {c}")
                    out.append(f"{m.name}_bucket{_labels(key, (('le', '+Inf'),))} {n}")
                    out.append(f"{m.name}_sum{_labels(key)} {_number(total)}")
                    out.append(f"{m.name}_count{_labels(key)} {n}")
        return "\n".join(out) + "\n"


#: Content type of the exposition format.
CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"


def service_metrics() -> Metrics:
    """The metrics `denorm serve` keeps (names are part of its interface: docs/serve.md)."""
    m = Metrics()
    m.declare("denorm_requests_total", "HTTP requests answered, by endpoint and status code", "counter")
    m.declare("denorm_request_seconds", "time from request start to response, by endpoint", "histogram",
              LATENCY_BUCKETS)
    m.declare("denorm_lines_total", "lines denormalized, by language", "counter")
    m.declare("denorm_guard_lines_total", "lines by guard outcome (ok, fallback, warn, passthrough, ...)",
              "counter")
    m.declare("denorm_rejected_total", "requests refused or abandoned, by reason (limit, invalid, queue_full, "
              "timeout, disconnect)", "counter")
    m.declare("denorm_batch_lines", "lines per decoded batch, by language", "histogram", SIZE_BUCKETS)
    m.declare("denorm_batch_requests", "requests sharing one decoded batch, by language", "histogram",
              SIZE_BUCKETS)
    m.declare("denorm_batch_seconds", "model time per batch, by language", "histogram", LATENCY_BUCKETS)
    m.declare("denorm_queue_lines", "lines accepted and waiting for the model, by language", "gauge")
    m.declare("denorm_requests_in_flight", "requests being read, queued or decoded", "gauge")
    return m
