"""Where an aligned output can be cut in two without splitting a token's input words (window joins)."""

from __future__ import annotations

from denorm.align.tokens import OutToken


def cut_index(tokens: list[OutToken], p: int) -> int | None:
    """Index t such that tokens[:t] cover input words < p and tokens[t:] words >= p, or None.

    Tokens covering no word (punctuation, insertions) at position p stay on the left.
    """
    t = 0
    for tok in tokens:
        if (tok.hi <= p and tok.hi > tok.lo) or (tok.hi == tok.lo and tok.lo <= p):
            t += 1
        else:
            break
    for tok in tokens[t:]:
        if tok.lo < p or (tok.lo == tok.hi == p):
            return None
    return t


def nearest_cut(tokens: list[OutToken], p: int, lo: int, hi: int, ok: list[bool] | None = None) -> tuple[int, int]:
    """The clean cut nearest to input position p within [lo, hi]: (position, token index)."""
    for d in range(0, max(p - lo, hi - p) + 1):
        for q in (p - d, p + d):
            if lo <= q <= hi and (ok is None or ok[q]):
                t = cut_index(tokens, q)
                if t is not None:
                    return q, t
    # no clean cut: split by token middles (may move a word to the neighbour, never loses one)
    t = sum(1 for tok in tokens if (tok.lo + tok.hi) / 2 < p or (tok.lo == tok.hi and tok.lo <= p))
    return p, t
