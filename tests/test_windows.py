"""Windows and chunk merging: exact joins (no lost or doubled word) with identity-like fake models."""

from __future__ import annotations

import pytest

from denorm.align import Alignment, OutToken, cut_index, identity_alignment
from denorm.windows import Window, merge, plan_windows

UNITS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5"}


def fake_denorm(words: list[str]) -> Alignment:
    """A deterministic 'model': 'twenty X' -> '2X' (one token over two words), capital, final period."""
    toks: list[OutToken] = []
    i = 0
    while i < len(words):
        if words[i] == "twenty" and i + 1 < len(words) and words[i + 1] in UNITS:
            toks.append(OutToken("2" + UNITS[words[i + 1]], i, i + 2))
            i += 2
        else:
            toks.append(OutToken(words[i], i, i + 1))
            i += 1
    if toks:
        toks[0] = OutToken(toks[0].text.capitalize(), toks[0].lo, toks[0].hi)
        toks[-1] = OutToken(toks[-1].text + ".", toks[-1].lo, toks[-1].hi)
        toks.insert(len(toks) // 2, OutToken(",", toks[len(toks) // 2].lo, toks[len(toks) // 2].lo))
    return Alignment(toks)


def line(n: int) -> list[str]:
    vocab = ["twenty", "two", "apples", "and", "twenty", "five", "pears", "one", "the"]
    return [vocab[(i * 7) % len(vocab)] + ("" if i % 3 else "") for i in range(n)]


PLAN_CASES = [  # (n, size, overlap)
    (1, 10, 4), (9, 10, 4), (10, 10, 4), (11, 10, 4), (57, 10, 4), (250, 100, 24), (1001, 100, 24),
    (5003, 100, 24), (40, 7, 3), (40, 2, 0),
]


@pytest.mark.parametrize("n,size,overlap", PLAN_CASES)
def test_plan_covers_everything(n: int, size: int, overlap: int) -> None:
    ws = plan_windows(n, size, overlap)
    assert ws[0].start == 0 and ws[-1].end == n
    assert all(w.end - w.start <= size for w in ws)
    assert all(b.start < a.end or overlap == 0 for a, b in zip(ws, ws[1:], strict=False))
    assert all(b.start > a.start for a, b in zip(ws, ws[1:], strict=False))


@pytest.mark.parametrize("n,size,overlap", PLAN_CASES)
def test_identity_merge_is_exact(n: int, size: int, overlap: int) -> None:
    words = [f"w{i}" for i in range(n)]
    ws = plan_windows(n, size, overlap)
    tokens, segments = merge(ws, [identity_alignment(words[w.start:w.end]) for w in ws])
    assert [t.text for t in tokens] == words
    assert segments[0].lo == 0 and segments[-1].hi == n
    assert all(a.hi == b.lo for a, b in zip(segments, segments[1:], strict=False))


@pytest.mark.parametrize("n,size,overlap", [(57, 10, 4), (300, 20, 6), (5000, 100, 24), (64, 8, 4)])
def test_entity_merge_equals_whole_line(n: int, size: int, overlap: int) -> None:
    """Windows cut only where both neighbours agree, so the merge equals decoding the line at once."""
    words = line(n)
    whole = fake_denorm(words)
    ws = plan_windows(n, size, overlap)
    tokens, _ = merge(ws, [fake_denorm(words[w.start:w.end]) for w in ws])
    expected = [t.text for t in whole.tokens if t.text != ","]
    assert [t.text for t in tokens if t.text != ","] == expected


def test_plan_respects_boundaries() -> None:
    ok = [True] * 101
    for p in range(8, 13):
        ok[p] = False  # a long entity over words 7..12
    ws = plan_windows(100, 10, 4, ok)
    assert all(ok[w.start] and (ok[w.end] or w.end == 100) for w in ws)


CUT_CASES = [  # (token intervals, p, expected index or None)
    ([(0, 1), (1, 2), (2, 3)], 1, 1),
    ([(0, 1), (1, 3), (3, 4)], 2, None),  # inside an entity
    ([(0, 1), (1, 1), (1, 2)], 1, 2),  # punctuation at p stays left
    ([(0, 2), (0, 2), (2, 3)], 2, 2),
    ([], 0, 0),
]


@pytest.mark.parametrize("spans,p,expected", CUT_CASES)
def test_cut_index(spans: list[tuple[int, int]], p: int, expected: int | None) -> None:
    assert cut_index([OutToken("x", a, b) for a, b in spans], p) == expected


def test_window_rejects_empty() -> None:
    with pytest.raises(ValueError):
        Window(3, 3)
