"""Word error rate and the filtered WERs of Suter & Novak (cWER, pWER, dWER, uWER) and of symbols."""

from __future__ import annotations

from typing import ClassVar

from denorm.eval.align import edits
from denorm.eval.corpus import Corpus
from denorm.eval.metrics.base import Metric
from denorm.eval.results import ErrorRate
from denorm.eval.token_classes import COPY, DIGIT, PUNCT, UPPER


class WER(Metric):
    name = "wer"
    title = "WER"
    help = "word error rate: (S + D + I) / reference tokens over the whole corpus (denorm-v1 tokens)"

    def compute(self, corpus: Corpus) -> ErrorRate:
        s = d = i = 0
        for e in corpus.edits:
            s += e.substitutions
            d += e.deletions
            i += e.insertions
        return ErrorRate(self.name, self.title, self.signature(), errors=s + d + i,
                         ref_count=sum(map(len, corpus.ref_tokens)),
                         hyp_count=sum(map(len, corpus.hyp_tokens)),
                         substitutions=s, deletions=d, insertions=i)


class FilteredWER(Metric):
    """WER on what is left after removing, from both sides, every token outside one category
    (Suter & Novak, section 3.3). Rate = corpus edits / corpus reference tokens of the category;
    a sentence without such reference tokens still adds its hypothesis insertions."""

    #: Token category kept (a flag of eval.token_classes).
    flag: ClassVar[int]

    def count_insertions(self) -> bool:
        return True

    def compute(self, corpus: Corpus) -> ErrorRate:
        s = d = i = n_ref = n_hyp = 0
        f = self.flag
        for r, h, rfl, hfl in zip(corpus.ref_tokens, corpus.hyp_tokens, corpus.ref_flags, corpus.hyp_flags,
                                  strict=True):
            if r == h:
                k = sum(1 for x in rfl if x & f)
                n_ref += k
                n_hyp += k
                continue
            rf = [t for t, x in zip(r, rfl, strict=True) if x & f]
            hf = [t for t, x in zip(h, hfl, strict=True) if x & f]
            n_ref += len(rf)
            n_hyp += len(hf)
            e = edits(rf, hf)
            s += e.substitutions
            d += e.deletions
            i += e.insertions
        return self._result(s, d, i, n_ref, n_hyp)

    def _result(self, s: int, d: int, i: int, n_ref: int, n_hyp: int) -> ErrorRate:
        errors = s + d + (i if self.count_insertions() else 0)
        return ErrorRate(self.name, self.title, self.signature(), errors=errors, ref_count=n_ref,
                         hyp_count=n_hyp, substitutions=s, deletions=d, insertions=i)


class CopyWER(FilteredWER):
    name = "cwer"
    title = "cWER"
    help = ("copy words: tokens of only input-alphabet characters (lowercase letters of the language, "
            "apostrophe); unlike the Spitch repository, hypothesis insertions count (a hallucinated "
            "lowercase word is an error) unless --cwer-convention no-ins")
    flag = COPY
    signature_keys = ("cwer",)

    def count_insertions(self) -> bool:
        return self.config.cwer == "count-ins"


class PunctWER(FilteredWER):
    name = "pwer"
    title = "pWER"
    help = "punctuation marks: tokens made only of . , : ; ! ? / -"
    flag = PUNCT


class DigitWER(FilteredWER):
    name = "dwer"
    title = "dWER"
    help = "digit tokens: tokens that contain a decimal digit"
    flag = DIGIT


class UpperWER(FilteredWER):
    name = "uwer"
    title = "uWER"
    help = "capitalized words: tokens that contain an uppercase letter (not necessarily the first)"
    flag = UPPER


class SymbolWER(FilteredWER):
    name = "symwer"
    title = "SymER"
    help = ("symbol error rate: WER over the symbols of each side (%, &, +, §, °, currency signs and "
            "the language's unit abbreviations, one item per symbol, wherever it is attached; a one-letter "
            "unit such as m or g only after a number)")

    def compute(self, corpus: Corpus) -> ErrorRate:
        s = d = i = n_ref = n_hyp = 0
        items = corpus.classes.symbol_items
        for r, h in zip(corpus.ref_tokens, corpus.hyp_tokens, strict=True):
            rf = items(r)
            hf = rf if r == h else items(h)
            n_ref += len(rf)
            n_hyp += len(hf)
            if rf != hf:
                e = edits(rf, hf)
                s += e.substitutions
                d += e.deletions
                i += e.insertions
        return self._result(s, d, i, n_ref, n_hyp)
