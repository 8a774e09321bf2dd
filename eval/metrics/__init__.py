"""The registry of metrics: name -> Metric subclass (the names `--metrics` accepts)."""

from __future__ import annotations

from eval.metrics.base import Metric
from eval.metrics.bleu import BLEU
from eval.metrics.entity import EntityAccuracy
from eval.metrics.labels import Capitalization, CasePRF, PunctPRF
from eval.metrics.sentence import SentenceER
from eval.metrics.wer import WER, CopyWER, DigitWER, PunctWER, SymbolWER, UpperWER

#: Every metric of denorm-eval, in display order.
METRICS: dict[str, type[Metric]] = {
    m.name: m
    for m in (WER, CopyWER, PunctWER, DigitWER, UpperWER, SymbolWER, SentenceER, BLEU,
              Capitalization, PunctPRF, CasePRF, EntityAccuracy)
}

__all__ = ["METRICS", "Metric"]
