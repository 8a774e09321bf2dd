"""denorm-eval: every metric of the seed papers (WER family, BLEU, SER, P/R/F1, entity accuracy) in one evaluator."""

from __future__ import annotations

from denorm.eval.api import evaluate, select_metrics
from denorm.eval.config import EvalConfig
from denorm.eval.errors import InputError
from denorm.eval.metrics import METRICS, Metric
from denorm.eval.results import EvalResult
from denorm.eval.tokenizer import TOKENIZER_NAME, tokenize

__all__ = ["METRICS", "TOKENIZER_NAME", "EvalConfig", "EvalResult", "InputError", "Metric", "evaluate",
           "select_metrics", "tokenize"]
