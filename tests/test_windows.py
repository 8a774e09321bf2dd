"""Windows and chunk merging: exact joins (no lost or doubled word) with identity-like fake models."""

from __future__ import annotations

import pytest

from denorm.align import Alignment, OutToken, cut_index, identity_alignment
from denorm.text.windows import Window, merge, plan_windows
from tests.test_translate import fake_model  # noqa: F401 - the fixture

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


# -- blocks of very long lines (bounded memory, output block by block) ---------------------------------
@pytest.mark.parametrize("n,size,overlap", [(1, 10, 3), (10, 10, 3), (11, 10, 3), (25, 10, 3), (1000, 64, 16),
                                            (5001, 2000, 200)])
def test_blocks_cover_every_token_once_past_the_overlap(n: int, size: int, overlap: int) -> None:
    from denorm.text.windows import plan_blocks

    line = "\t".join(f"w{i}" for i in range(n)) + "  "
    blocks = list(plan_blocks(line, size, overlap))
    assert blocks[0].first == 0 and blocks[-1].last == n
    assert all(b.last - b.first <= size for b in blocks)
    assert all(b.first == a.last - overlap for a, b in zip(blocks, blocks[1:], strict=False))
    assert all(b.text(line).split("\t") == [f"w{i}" for i in range(b.first, b.last)] for b in blocks)


def test_blocks_come_one_by_one() -> None:
    from denorm.text.windows import plan_blocks

    it = plan_blocks(" ".join(f"w{i}" for i in range(200_000)), 100, 10)  # a generator: one block at a time
    assert next(it).last == 100 and next(it).first == 90


@pytest.fixture()
def small_blocks(monkeypatch: pytest.MonkeyPatch) -> None:
    import denorm.text.windows

    monkeypatch.setattr(denorm.text.windows, "BLOCK_WORDS", 60)
    monkeypatch.setattr(denorm.text.windows, "BLOCK_OVERLAP", 16)


@pytest.mark.parametrize("backend", ["fake", "fake-num"])
def test_long_line_in_blocks_equals_the_whole_line(fake_model, small_blocks, backend: str) -> None:  # noqa: F811
    """Blocks cut where both neighbours are clean: the same words as decoding the line whole, none lost or
    doubled, an entity never split ("twenty five" -> "25" across a block join)."""
    from tests.test_translate import denormalizer

    text = " ".join(["twenty", "five", "apples", "and", "twenty", "two", "pears"] * 100)
    d = denormalizer(fake_model, backend=backend, window_words=20, overlap_words=6)
    pieces = list(d.translate_long(text))
    assert len(pieces) > 5  # written block by block
    out = "".join(pieces)
    expected = " ".join((["25", "apples", "and", "22", "pears"] if backend == "fake-num"
                         else ["twenty", "five", "apples", "and", "twenty", "two", "pears"]) * 100)
    assert out == expected[0].upper() + expected[1:] + "."
    assert d.translate([text])[0].output == out
    assert d.stats.lines == 2 and d.stats.fallback_lines == 0


def test_long_line_keeps_its_promises_across_blocks(fake_model, small_blocks) -> None:  # noqa: F811
    """Hostile long lines cut into small blocks: digits, letters, verbatim tokens and foreign runs all
    come back once, in order (tests/fuzz_lines.py)."""
    from tests import fuzz_lines
    from tests.test_translate import denormalizer

    d = denormalizer(fake_model, window_words=20, overlap_words=6)
    lines = [x for x in fuzz_lines.lines(400, seed=7) if len(x.split()) > 200][:6]
    assert len(lines) >= 3
    for x in lines:
        out = d.translate([x])[0].output
        assert not fuzz_lines.violations(x, out), fuzz_lines.violations(x, out)[:3]


def test_long_line_counts_as_one_line(fake_model, small_blocks) -> None:  # noqa: F811
    from tests.test_translate import denormalizer

    d = denormalizer(fake_model, backend="fake-drop", window_words=20, overlap_words=6)
    words = [f"w{i}" for i in range(500)]
    words[100] = words[300] = "banana"
    r = d.translate([" ".join(words)])[0]
    assert r.guard == "fallback" and r.output.split()[100] == "banana" and r.output.split()[300] == "banana"
    assert d.stats.lines == 1 and d.stats.fallback_lines == 1 and d.stats.fallback_segments >= 2
