"""The punctuation CRF against brute-force enumeration of every label path on tiny tables."""

from __future__ import annotations

import itertools

import pytest

torch = pytest.importorskip("torch")

from denorm.tagger.crf import CRF  # noqa: E402

pytestmark = pytest.mark.model


@torch.no_grad()
def path_score(crf: CRF, em: torch.Tensor, path: tuple[int, ...]) -> float:
    s = crf.start[path[0]] + crf.end[path[-1]] + sum(em[t, y] for t, y in enumerate(path))
    return float(s + sum(crf.trans[a, b] for a, b in zip(path[:-1], path[1:], strict=True)))


def random_crf(labels: int, seed: int) -> CRF:
    g = torch.Generator().manual_seed(seed)
    crf = CRF(labels)
    with torch.no_grad():
        for p in (crf.trans, crf.start, crf.end):
            p.copy_(torch.randn(p.shape, generator=g))
    return crf


@pytest.mark.parametrize(("labels", "lengths", "seed"), [(2, [1], 0), (3, [4, 2, 1], 1), (4, [3, 3], 2),
                                                         (3, [5, 1, 3], 3)])
def test_crf_matches_brute_force(labels: int, lengths: list[int], seed: int) -> None:
    crf = random_crf(labels, seed)
    g = torch.Generator().manual_seed(100 + seed)
    em = torch.randn(len(lengths), max(lengths), labels, generator=g)
    mask = torch.tensor([[t < n for t in range(max(lengths))] for n in lengths])
    decoded = crf.decode(em, mask)
    logz = crf.log_partition(em, mask)
    for b, n in enumerate(lengths):
        paths = list(itertools.product(range(labels), repeat=n))
        scores = [path_score(crf, em[b, :n], p) for p in paths]
        assert decoded[b] == list(paths[max(range(len(paths)), key=scores.__getitem__)])
        assert float(logz[b]) == pytest.approx(float(torch.logsumexp(torch.tensor(scores), 0)), abs=1e-5)
        gold = torch.zeros(1, max(lengths), dtype=torch.long)
        gold[0, :n] = torch.tensor(paths[0])
        assert float(crf.score(em[b:b + 1], gold, mask[b:b + 1])) == pytest.approx(scores[0], abs=1e-5)


def test_crf_hand_table() -> None:
    """Two labels, two steps: emissions favour 0 then 1, but a large 0->0 transition wins."""
    crf = CRF(2)
    with torch.no_grad():
        crf.trans.copy_(torch.tensor([[3.0, -1.0], [0.0, 0.0]]))
    em = torch.tensor([[[1.0, 0.0], [0.0, 1.0]]])
    mask = torch.ones(1, 2, dtype=torch.bool)
    # paths: 00 = 1+0+3 = 4; 01 = 1+1-1 = 1; 10 = 0+0+0 = 0; 11 = 0+1+0 = 1
    assert crf.decode(em, mask) == [[0, 0]]
    nll = crf.nll(em, torch.tensor([[0, 1]]), mask)
    assert float(nll) == pytest.approx(float(torch.logsumexp(torch.tensor([4.0, 1.0, 0.0, 1.0]), 0) - 1.0))


def test_crf_nll_is_nonnegative_and_trains() -> None:
    crf = random_crf(3, 7)
    em = torch.zeros(2, 4, 3)
    tags = torch.tensor([[0, 1, 2, 0], [2, 2, 0, 0]])
    mask = torch.tensor([[True] * 4, [True, True, True, False]])
    opt = torch.optim.SGD(crf.parameters(), lr=0.5)
    first = float(crf.nll(em, tags, mask))
    for _ in range(50):
        opt.zero_grad()
        loss = crf.nll(em, tags, mask)
        loss.backward()
        opt.step()
    assert 0 <= float(loss) < first
    assert crf.decode(em, mask) == [[0, 1, 2, 0], [2, 2, 0]]


def test_crf_refuses_bad_shapes() -> None:
    crf = CRF(3)
    with pytest.raises(ValueError, match="do not fit"):
        crf.decode(torch.zeros(1, 2, 4), torch.ones(1, 2, dtype=torch.bool))
    with pytest.raises(ValueError, match="at least one step"):
        crf.decode(torch.zeros(1, 2, 3), torch.tensor([[False, True]]))
