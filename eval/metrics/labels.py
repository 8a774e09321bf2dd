"""Word-level labels on the word alignment: punctuation and case P/R/F1, capitalization SER/F1."""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from denorm.eval.corpus import Corpus, WordPair
from denorm.eval.metrics.base import Metric
from denorm.eval.results import ClassCounts, PRFResult, SlotResult
from denorm.eval.token_classes import CASE_CLASSES, PUNCT_CLASSES

Labeler = Callable[[WordPair, bool], list]

#: Case classes that are capitalization slots (Rei et al.: every word that is not lowercase).
SLOT_CLASSES = frozenset({"title", "upper", "mixed"})


def punct_labels(corpus: Corpus) -> Labeler:
    """The punctuation class following each word."""
    return lambda wp, ref: wp.ref_marks if ref else wp.hyp_marks


def case_labels(corpus: Corpus) -> Labeler:
    """The case class of each word (None for words without cased letters, e.g. "10")."""
    case = corpus.classes.case_of.__getitem__
    return lambda wp, ref: [case(w) for w in (wp.ref_words if ref else wp.hyp_words)]


class LabelPRF(Metric):
    """Per-class precision, recall and F1 of word labels (Tan et al. 2023; Uyen et al. 2022).

    Over the word alignment, a reference word with label c and its aligned hypothesis word with
    label c is a TP of c; otherwise the reference label is a FN and the hypothesis label a FP.
    A deleted reference word's label is a FN, an inserted hypothesis word's label a FP.
    """

    classes: ClassVar[tuple[str, ...]]
    overall_classes: ClassVar[tuple[str, ...]]
    labeler: ClassVar[Callable[[Corpus], Labeler]]

    def pairs(self, corpus: Corpus) -> list[WordPair]:
        """The word alignment the labels are counted on."""
        return corpus.word_pairs

    def compute(self, corpus: Corpus) -> PRFResult:
        tp = dict.fromkeys(self.classes, 0)
        fp = dict.fromkeys(self.classes, 0)
        fn = dict.fromkeys(self.classes, 0)
        labels = type(self).labeler(corpus)
        for wp in self.pairs(corpus):
            rl = labels(wp, True)
            if wp.hyp_words is wp.ref_words and wp.hyp_marks is wp.ref_marks:  # identical sentence
                for r in rl:
                    if r is not None:
                        tp[r] += 1
                continue
            hl = labels(wp, False)
            for r, j in zip(rl, wp.ref2hyp, strict=True):
                h = hl[j] if j >= 0 else None
                if r == h:
                    if r is not None:
                        tp[r] += 1
                    continue
                if r is not None:
                    fn[r] += 1
                if h is not None:
                    fp[h] += 1
            for j in wp.inserted():
                if hl[j] is not None:
                    fp[hl[j]] += 1
        counts = {c: ClassCounts(tp[c], fp[c], fn[c]) for c in self.classes}
        return PRFResult(self.name, self.title, self.signature(), classes=counts,
                         overall_classes=self.overall_classes)


class PunctPRF(LabelPRF):
    name = "punct"
    title = "Punct"
    help = ("P/R/F1 per punctuation class , . ? ! : ; (the first mark after each word) on the word "
            "alignment; micro-average over the six classes")
    classes = PUNCT_CLASSES
    overall_classes = PUNCT_CLASSES
    labeler = punct_labels


class CasePRF(LabelPRF):
    name = "case"
    title = "Case"
    help = ("P/R/F1 per case class lower, title, upper, mixed on the word alignment; micro-average "
            "over title, upper, mixed")
    classes = CASE_CLASSES
    overall_classes = ("title", "upper", "mixed")
    labeler = case_labels
    signature_keys = ("case-words",)

    def pairs(self, corpus: Corpus) -> list[WordPair]:
        """The word alignment, or under case-words "parts" the one whose hyphenated words are cased by part."""
        return corpus.part_pairs if self.config.case_words == "parts" else corpus.word_pairs


class Capitalization(Metric):
    name = "cap"
    title = "Cap"
    help = ("capitalization slot error rate and F1 (Rei et al. 2020): slots are words that are not "
            "lowercase; SER = (S + D + I) / reference slots on the word alignment; "
            "--cap-initial exclude leaves out a sentence-initial title-case reference word")
    signature_keys = ("cap-initial",)

    def compute(self, corpus: Corpus) -> SlotResult:
        case = corpus.classes.case_of.__getitem__
        exclude_initial = self.config.cap_initial == "exclude"
        c = s = d = i = 0
        for wp in corpus.word_pairs:
            skip = -1
            if exclude_initial and wp.ref_words and case(wp.ref_words[0]) == "title":
                skip = 0
            if wp.hyp_words is wp.ref_words:  # identical sentence: every slot is correct
                c += sum(case(w) in SLOT_CLASSES for k, w in enumerate(wp.ref_words) if k != skip)
                continue
            hyp, r2h = wp.hyp_words, wp.ref2hyp
            for k, w in enumerate(wp.ref_words):
                if k == skip:
                    continue
                j = r2h[k]
                rt = case(w)
                ht = case(hyp[j]) if j >= 0 else None
                r_slot, h_slot = rt in SLOT_CLASSES, ht in SLOT_CLASSES
                if r_slot and h_slot:
                    if rt == ht:
                        c += 1
                    else:
                        s += 1
                elif r_slot:
                    d += 1
                elif h_slot:
                    i += 1
            i += sum(case(hyp[j]) in SLOT_CLASSES for j in wp.inserted())
        return SlotResult(self.name, self.title, self.signature(), correct=c, substitutions=s,
                          deletions=d, insertions=i)
