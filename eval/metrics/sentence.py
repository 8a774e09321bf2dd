"""Sentence error rate: the share of lines that are not an exact match of their reference."""

from __future__ import annotations

from denorm.eval.corpus import Corpus
from denorm.eval.metrics.base import Metric
from denorm.eval.results import ErrorRate
from denorm.eval.tokenizer import normalize_line


class SentenceER(Metric):
    name = "sentence"
    title = "SentER"
    help = ("sentence error rate: lines that differ from the reference after NFC and whitespace "
            "normalization (runs of spaces -> one, no outer spaces; lowercased with --case lc)")

    def compute(self, corpus: Corpus) -> ErrorRate:
        lower = self.config.case == "lc"
        wrong = 0
        for h, r in zip(corpus.hyp_lines, corpus.ref_lines, strict=True):
            if h != r:
                h, r = normalize_line(h), normalize_line(r)
                if lower:
                    h, r = h.lower(), r.lower()
                wrong += h != r
        return ErrorRate(self.name, self.title, self.signature(), errors=wrong,
                         ref_count=len(corpus), hyp_count=len(corpus))
