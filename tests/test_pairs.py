"""Paired marks decided in decoding (denorm.tagger.pairs, issue 33): mark tables, the balance check, and the
constrained search checked against a brute-force search over every label path."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from denorm.tagger.pairs import PAREN, QUOTE, apply, balanced_path, is_balanced, mark_ops

PUNCT = ["", ".", '"', ")", "»", "«", '."']
BEFORE = ["", '"', "(", "«", "»"]


@pytest.mark.parametrize(("tag", "before", "lang", "ops"), [
    ('"', True, "en", ((QUOTE, True),)), ('"', False, "en", ((QUOTE, False),)),
    ("«", True, "ru", ((QUOTE, True),)), ("»,", False, "ru", ((QUOTE, False),)),
    ("»", True, "de", ((QUOTE, True),)), ("«", False, "de", ((QUOTE, False),)),
    ("„", True, "de", ((QUOTE, True),)), ("“", False, "de", ((QUOTE, False),)), ("“", True, "en", ((QUOTE, True),)),
    (").", False, "en", ((PAREN, False),)), ("(«", True, "fr", ((PAREN, True), (QUOTE, True))),
    ("'", True, "en", ()), ("’", False, "en", ()), (", —", False, "en", ()),
])
def test_mark_ops(tag: str, before: bool, lang: str, ops: tuple) -> None:
    assert mark_ops(tag, before, lang) == ops


@pytest.mark.parametrize(("before", "after", "lang", "expected"), [
    (["", '"', ""], ["", "", '."'], "en", True),
    (["", '"', ""], ["", "", "."], "en", False),             # opened, never closed
    (["", "", ""], ["", '"', ""], "en", False),              # closed, never opened
    (["(", '"', ""], ["", "", '".'], "en", False),           # the quote closes, the bracket stays open
    (["(", '"', ""], ["", '"', ")."], "en", True),
    (['"', "(", ""], ["", "", '".'], "en", False),           # the quote closes over an open bracket
    (["«", ""], ["", "»."], "ru", True), (["»", ""], ["", "«."], "de", True), (["«", ""], ["", "»."], "de", False),
    (["(", "(", ""], ["", ")", ")"], "en", False),           # nested twice in one family: not kept
])
def test_is_balanced(before: list[str], after: list[str], lang: str, expected: bool) -> None:
    assert is_balanced(before, after, lang) == expected


def test_apply_depth() -> None:
    assert apply((), ((PAREN, True), (QUOTE, True))) == (PAREN, QUOTE)
    assert apply((PAREN, QUOTE), ((PAREN, True),)) is None
    assert apply((PAREN,), ((QUOTE, False),)) is None


def _log_softmax(x: np.ndarray) -> np.ndarray:
    x = x - x.max(-1, keepdims=True)
    return x - np.log(np.exp(x).sum(-1, keepdims=True))


def _brute_force(punct: np.ndarray, before: np.ndarray, lang: str, crf: dict | None) -> tuple[float, tuple, tuple]:
    """The best balanced labels by trying every path (an independent check of the search)."""
    n = punct.shape[0]
    emit = punct if crf else _log_softmax(punct)
    bscore = _log_softmax(before)
    best = (-np.inf, (), ())
    for ps in itertools.product(range(len(PUNCT)), repeat=n):
        for bs in itertools.product(range(len(BEFORE)), repeat=n):
            if not is_balanced([BEFORE[b] for b in bs], [PUNCT[p] for p in ps], lang):
                continue
            score = sum(emit[t, ps[t]] + bscore[t, bs[t]] for t in range(n))
            if crf:
                score += crf["start"][ps[0]] + crf["end"][ps[-1]]
                score += sum(crf["trans"][ps[t - 1], ps[t]] for t in range(1, n))
            if score > best[0]:
                best = (score, ps, bs)
    return best


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("with_crf", [False, True])
def test_balanced_path_is_the_best_balanced_path(seed: int, lang: str, with_crf: bool) -> None:
    rng = np.random.default_rng(seed)
    n = 3
    punct = rng.normal(0, 2, (n, len(PUNCT))).astype(np.float32)
    before = rng.normal(0, 2, (n, len(BEFORE))).astype(np.float32)
    before[1, BEFORE.index('"')] += 6  # the model wants to open a quote on the second word...
    before[1, BEFORE.index("»")] += 5
    crf = None
    if with_crf:
        crf = {"trans": rng.normal(0, 1, (len(PUNCT), len(PUNCT))).astype(np.float32),
               "start": rng.normal(0, 1, len(PUNCT)).astype(np.float32),
               "end": rng.normal(0, 1, len(PUNCT)).astype(np.float32)}
    ps, bs = balanced_path(punct, before, PUNCT, BEFORE, lang, crf)
    assert is_balanced([BEFORE[b] for b in bs], [PUNCT[p] for p in ps], lang)
    score, want_p, want_b = _brute_force(punct, before, lang, crf)
    emit = punct if crf else _log_softmax(punct)
    got = sum(emit[t, ps[t]] + _log_softmax(before)[t, bs[t]] for t in range(n))
    if crf:
        got += crf["start"][ps[0]] + crf["end"][ps[-1]] + sum(crf["trans"][ps[t - 1], ps[t]] for t in range(1, n))
    assert got == pytest.approx(score, abs=1e-4)


def test_a_strong_closing_mark_is_placed_rather_than_the_opening_one_dropped() -> None:
    """She said "yes" today: the model opens before "yes" and is unsure where to close; the search closes
    after "yes", where the closing quote scores best, instead of dropping the opening quote."""
    words = ["she", "said", "yes", "today"]
    punct = np.full((len(words), len(PUNCT)), -4.0, dtype=np.float32)
    punct[:, 0] = 2.0                                        # no mark, mostly
    punct[3, PUNCT.index(".")] = 3.0
    punct[2, PUNCT.index('"')] = 1.5                         # closing after "yes": second best there
    before = np.full((len(words), len(BEFORE)), -4.0, dtype=np.float32)
    before[:, 0] = 2.0
    before[2, BEFORE.index('"')] = 4.0                       # opening before "yes": the model is sure
    ps, bs = balanced_path(punct, before, PUNCT, BEFORE, "en")
    assert [BEFORE[b] for b in bs] == ["", "", '"', ""] and [PUNCT[p] for p in ps] == ["", "", '"', "."]
