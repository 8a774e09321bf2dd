"""Result dataclasses of the metrics and of a whole evaluation; all figures are percentages."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any


def pct(num: int, den: int) -> float | None:
    """100 * num / den, or None when den is 0 (the figure is undefined, the counts still stand)."""
    return 100.0 * num / den if den else None


def fmt(value: float | None, digits: int = 2) -> str:
    """A percentage for tables: fixed digits, "n/a" when undefined."""
    return "n/a" if value is None else f"{value:.{digits}f}"


def _check_counts(obj: Any, *names: str) -> None:
    for name in names:
        value = getattr(obj, name)
        if value is not None and (not isinstance(value, int) or value < 0):
            raise ValueError(f"{type(obj).__name__}.{name} must be a non-negative int, got {value!r}")


@dataclass(frozen=True)
class MetricResult:
    """Common part of every result: which metric, its display title, and the signature."""

    metric: str
    title: str
    signature: str

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict: fields plus derived figures."""
        return dataclasses.asdict(self)

    def table_rows(self) -> list[tuple[str, str]]:
        """(row label, cell) pairs for the text table."""
        raise NotImplementedError

    @property
    def headline(self) -> float | None:
        """The one figure that stands for this metric in summaries (percent)."""
        raise NotImplementedError

    def chart_values(self) -> dict[str, float]:
        """Error rates (percent) to plot in the report's bar chart, by category label."""
        return {}


@dataclass(frozen=True)
class ErrorRate(MetricResult):
    """Errors over reference items; rate = 100 * errors / ref_count (None when ref_count is 0)."""

    errors: int
    ref_count: int
    hyp_count: int
    substitutions: int | None = None
    deletions: int | None = None
    insertions: int | None = None
    rate: float | None = field(init=False)

    def __post_init__(self) -> None:
        _check_counts(self, "errors", "ref_count", "hyp_count", "substitutions", "deletions", "insertions")
        if self.substitutions is not None:
            s, d, i = self.substitutions, self.deletions or 0, self.insertions or 0
            if not s + d <= self.errors <= s + d + i:
                raise ValueError(f"{self.metric}: errors {self.errors} do not match S={s} D={d} I={i}")
        object.__setattr__(self, "rate", pct(self.errors, self.ref_count))

    @property
    def headline(self) -> float | None:
        return self.rate

    def table_rows(self) -> list[tuple[str, str]]:
        return [(self.title, f"{fmt(self.rate)} ({self.errors}/{self.ref_count})")]

    def chart_values(self) -> dict[str, float]:
        return {} if self.rate is None else {self.title: self.rate}


@dataclass(frozen=True)
class ClassCounts:
    """True positives, false positives and false negatives of one class, with P, R and F1."""

    tp: int = 0
    fp: int = 0
    fn: int = 0

    def __post_init__(self) -> None:
        _check_counts(self, "tp", "fp", "fn")

    def __add__(self, other: ClassCounts) -> ClassCounts:
        return ClassCounts(self.tp + other.tp, self.fp + other.fp, self.fn + other.fn)

    @property
    def precision(self) -> float | None:
        return pct(self.tp, self.tp + self.fp)

    @property
    def recall(self) -> float | None:
        return pct(self.tp, self.tp + self.fn)

    @property
    def f1(self) -> float | None:
        """2PR/(P+R), computed as 2TP/(2TP+FP+FN): 0 when nothing matched, None when the class
        occurs on neither side."""
        return pct(2 * self.tp, 2 * self.tp + self.fp + self.fn)

    def to_dict(self) -> dict[str, Any]:
        return {"tp": self.tp, "fp": self.fp, "fn": self.fn, "precision": self.precision,
                "recall": self.recall, "f1": self.f1}

    def cell(self) -> str:
        return (f"P {fmt(self.precision, 1)} R {fmt(self.recall, 1)} F1 {fmt(self.f1, 1)}"
                f" ({self.tp}/{self.fp}/{self.fn})")


@dataclass(frozen=True)
class PRFResult(MetricResult):
    """Per-class counts and their micro-average over `overall_classes`."""

    classes: dict[str, ClassCounts]
    overall_classes: tuple[str, ...]
    overall: ClassCounts = field(init=False)

    def __post_init__(self) -> None:
        unknown = set(self.overall_classes) - set(self.classes)
        if unknown:
            raise ValueError(f"{self.metric}: overall classes {sorted(unknown)} have no counts")
        total = ClassCounts()
        for name in self.overall_classes:
            total = total + self.classes[name]
        object.__setattr__(self, "overall", total)

    @property
    def headline(self) -> float | None:
        return self.overall.f1

    def to_dict(self) -> dict[str, Any]:
        return {"metric": self.metric, "title": self.title, "signature": self.signature,
                "overall": self.overall.to_dict(), "overall_classes": list(self.overall_classes),
                "classes": {k: v.to_dict() for k, v in self.classes.items()}}

    def table_rows(self) -> list[tuple[str, str]]:
        rows = [(f"{self.title} micro", self.overall.cell())]
        rows += [(f"{self.title} {name}", c.cell()) for name, c in self.classes.items()]
        return rows


@dataclass(frozen=True)
class SlotResult(MetricResult):
    """Capitalization slots (Makhoul et al.): SER = (S + D + I) / N, P = C / M, R = C / N."""

    correct: int
    substitutions: int
    deletions: int
    insertions: int
    ref_slots: int = field(init=False)
    hyp_slots: int = field(init=False)
    ser: float | None = field(init=False)
    precision: float | None = field(init=False)
    recall: float | None = field(init=False)
    f1: float | None = field(init=False)

    def __post_init__(self) -> None:
        _check_counts(self, "correct", "substitutions", "deletions", "insertions")
        c, s, d, i = self.correct, self.substitutions, self.deletions, self.insertions
        counts = ClassCounts(c, s + i, s + d)
        for name, value in (("ref_slots", c + s + d), ("hyp_slots", c + s + i),
                            ("ser", pct(s + d + i, c + s + d)), ("precision", counts.precision),
                            ("recall", counts.recall), ("f1", counts.f1)):
            object.__setattr__(self, name, value)

    @property
    def headline(self) -> float | None:
        return self.ser

    def table_rows(self) -> list[tuple[str, str]]:
        errors = self.substitutions + self.deletions + self.insertions
        return [(f"{self.title} SER", f"{fmt(self.ser)} ({errors}/{self.ref_slots})"),
                (f"{self.title} F1", f"P {fmt(self.precision, 1)} R {fmt(self.recall, 1)} "
                                     f"F1 {fmt(self.f1, 1)}")]

    def chart_values(self) -> dict[str, float]:
        return {} if self.ser is None else {f"{self.title} SER": self.ser}


@dataclass(frozen=True)
class ScoreResult(MetricResult):
    """A score where higher is better (BLEU), with the producing tool's own description."""

    score: float
    details: str = ""

    def __post_init__(self) -> None:
        if not -1e-9 <= self.score <= 100.0 + 1e-9:  # floating-point slack of exp(log(...))
            raise ValueError(f"{self.metric}: score {self.score} outside [0, 100]")

    @property
    def headline(self) -> float | None:
        return self.score

    def table_rows(self) -> list[tuple[str, str]]:
        return [(self.title, f"{self.score:.2f}")]


@dataclass(frozen=True)
class AccuracyResult(MetricResult):
    """Correct over total, per class and overall."""

    classes: dict[str, tuple[int, int]]  #: class -> (correct, total)
    correct: int = field(init=False)
    total: int = field(init=False)
    accuracy: float | None = field(init=False)

    def __post_init__(self) -> None:
        for name, (c, t) in self.classes.items():
            if not (isinstance(c, int) and isinstance(t, int) and 0 <= c <= t):
                raise ValueError(f"{self.metric}: class {name!r} has correct={c} total={t}")
        object.__setattr__(self, "correct", sum(c for c, _ in self.classes.values()))
        object.__setattr__(self, "total", sum(t for _, t in self.classes.values()))
        object.__setattr__(self, "accuracy", pct(self.correct, self.total))

    @property
    def headline(self) -> float | None:
        return self.accuracy

    def to_dict(self) -> dict[str, Any]:
        return {"metric": self.metric, "title": self.title, "signature": self.signature,
                "correct": self.correct, "total": self.total, "accuracy": self.accuracy,
                "classes": {k: {"correct": c, "total": t, "accuracy": pct(c, t)}
                            for k, (c, t) in self.classes.items()}}

    def table_rows(self) -> list[tuple[str, str]]:
        rows = [(self.title, f"{fmt(self.accuracy)} ({self.correct}/{self.total})")]
        rows += [(f"{self.title} {k}", f"{fmt(pct(c, t))} ({c}/{t})") for k, (c, t) in self.classes.items()]
        return rows

    def chart_values(self) -> dict[str, float]:
        return {f"{self.title} {k} (errors)": 100.0 - pct(c, t) for k, (c, t) in self.classes.items() if t}


@dataclass
class EvalResult:
    """All metric results of one system against one reference."""

    system: str
    lang: str
    n_sentences: int
    signature: str
    metrics: dict[str, MetricResult]
    #: Token edits (S + D + I) of each sentence under the WER alignment, for worst-sentence lists.
    sentence_errors: list[int] = field(default_factory=list, repr=False)

    def __post_init__(self) -> None:
        if self.n_sentences < 0:
            raise ValueError("n_sentences must be >= 0")
        if self.sentence_errors and len(self.sentence_errors) != self.n_sentences:
            raise ValueError(f"{len(self.sentence_errors)} sentence error counts for {self.n_sentences} sentences")

    def __getitem__(self, name: str) -> MetricResult:
        return self.metrics[name]

    def to_dict(self) -> dict[str, Any]:
        return {"system": self.system, "lang": self.lang, "sentences": self.n_sentences,
                "signature": self.signature, "metrics": {k: v.to_dict() for k, v in self.metrics.items()}}

    def summary(self) -> dict[str, Any]:
        """Flat {metric: headline figure} plus the signature (what a model card stores)."""
        out: dict[str, Any] = {name: res.headline for name, res in self.metrics.items()}
        out["signature"] = self.signature
        return out
