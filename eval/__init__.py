"""denorm-eval: every metric of the seed papers (WER family, BLEU, SER, P/R/F1, entity accuracy) in one evaluator."""

from __future__ import annotations

from eval.api import evaluate, select_metrics
from eval.config import EvalConfig
from eval.errors import InputError
from eval.metrics import METRICS, Metric
from eval.results import EvalResult
from eval.tokenizer import TOKENIZER_NAME, tokenize

__all__ = ["METRICS", "TOKENIZER_NAME", "EvalConfig", "EvalResult", "InputError", "Metric", "evaluate",
           "select_metrics", "tokenize"]
