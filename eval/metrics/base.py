"""The abstract Metric: a name, a title, help text, the options it depends on, and compute()."""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import ClassVar

from denorm.eval.config import EvalConfig
from denorm.eval.corpus import Corpus
from denorm.eval.results import MetricResult


class Metric(ABC):
    """One figure (or family of figures) computed over a corpus of sentence pairs."""

    #: Registry key and `--metrics` name.
    name: ClassVar[str]
    #: Display name in tables and charts.
    title: ClassVar[str]
    #: One-line definition shown by `denorm-eval --list-metrics`.
    help: ClassVar[str]
    #: Options besides lang, tok and case that change this metric (they go into its signature).
    signature_keys: ClassVar[tuple[str, ...]] = ()
    #: True when the metric needs entity annotations (`--entities`).
    needs_entities: ClassVar[bool] = False

    def __init__(self, config: EvalConfig) -> None:
        self.config = config

    def signature(self) -> str:
        return self.config.signature(self.name, self.signature_keys)

    @abstractmethod
    def compute(self, corpus: Corpus) -> MetricResult:
        """The result over all sentence pairs of `corpus`."""
