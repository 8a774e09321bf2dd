"""The registry of metrics: name -> Metric subclass (the names `--metrics` accepts)."""

from __future__ import annotations

from denorm.eval.metrics.base import Metric
from denorm.eval.metrics.bleu import BLEU
from denorm.eval.metrics.entity import EntityAccuracy
from denorm.eval.metrics.labels import Capitalization, CasePRF, PunctPRF
from denorm.eval.metrics.sentence import SentenceER
from denorm.eval.metrics.wer import WER, CopyWER, DigitWER, PunctWER, SymbolWER, UpperWER

#: Every metric of denorm-eval, in display order.
METRICS: dict[str, type[Metric]] = {
    m.name: m
    for m in (WER, CopyWER, PunctWER, DigitWER, UpperWER, SymbolWER, SentenceER, BLEU,
              Capitalization, PunctPRF, CasePRF, EntityAccuracy)
}

__all__ = ["METRICS", "Metric"]
