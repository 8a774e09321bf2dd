"""The tagger's label-level scores on tables with known answers (per-head accuracy/P/R/F1, span F1)."""

from __future__ import annotations

import pytest
from denorm.recipes.tagger_eval import span_f1
from denorm.recipes.tagger_fit import head_scores

#: (gold, predicted, expected acc, p, r, f1); label 0 is "nothing to do" and counts for accuracy only.
HEAD_CASES = [
    ([[0, 1, 0, 2]], [[0, 1, 0, 2]], 1.0, 1.0, 1.0, 1.0),
    ([[0, 1, 0, 2]], [[0, 0, 0, 0]], 0.5, 0.0, 0.0, 0.0),
    ([[0, 1], [2, 0]], [[1, 1], [1, 0]], 0.5, 1 / 3, 1 / 2, 0.4),  # a wrong non-zero label: FP and FN
    ([[0, 0]], [[0, 0]], 1.0, 0.0, 0.0, 0.0),
]


@pytest.mark.parametrize(("gold", "pred", "acc", "p", "r", "f1"), HEAD_CASES)
def test_head_scores(gold: list[list[int]], pred: list[list[int]], acc: float, p: float, r: float, f1: float) -> None:
    s = head_scores(gold, pred)
    assert s == pytest.approx({"acc": acc, "p": p, "r": r, "f1": f1})


SPAN_CASES = [
    ([["O", "B-time", "I-time"]], [["O", "B-time", "I-time"]], 1.0, 1.0),
    ([["O", "B-time", "I-time"]], [["O", "B-time", "O"]], 0.0, 0.0),  # boundary wrong: no credit
    ([["B-cardinal", "O", "B-time"]], [["B-cardinal", "O", "B-date"]], 0.5, 0.5),  # class wrong
    ([["O", "O"]], [["B-time", "O"]], 0.0, 0.0),
]


@pytest.mark.parametrize(("gold", "pred", "p", "r"), SPAN_CASES)
def test_span_f1(gold: list[list[str]], pred: list[list[str]], p: float, r: float) -> None:
    s = span_f1(gold, pred)
    assert (s["p"], s["r"]) == pytest.approx((p, r))


@pytest.mark.parametrize("state, sha, best, reset", [
    ({"best": 0.81, "valid_sha": "aaaa"}, "aaaa", 0.81, False),  # same lines: the best stands
    ({"best": 0.81, "valid_sha": "aaaa"}, "bbbb", -1.0, True),  # regenerated data: decided again
    ({"best": 0.81}, "bbbb", -1.0, True),  # a state from before fingerprints: cannot tell, decided again
    ({"best": -1.0}, "bbbb", -1.0, False),  # a fresh run: nothing to reset
])
def test_a_resumed_run_on_other_validation_lines_forgets_its_best(state: dict, sha: str, best: float,
                                                                   reset: bool) -> None:
    from denorm.recipes.tagger_fit import same_validation

    note = same_validation(state, sha)
    assert (note is not None) == reset and state["best"] == best and state["valid_sha"] == sha
