"""Paired marks decided in decoding: the best labels of the punctuation and `before` heads whose brackets and
quotes pair up (issue 33).

The tagger predicts the marks after each word (the punctuation head, a CRF) and before it (the `before` head)
one word at a time, so a quote it opens may never be closed. Where the best labels of a window do not pair up,
`balanced_path` finds the best labels that do: a Viterbi search over the punctuation labels and the stack of
open marks (at most MAX_DEPTH deep), each word choosing its `before` label (log-softmax of its scores) and its
punctuation label (the CRF's emissions and transitions), a closing mark allowed only on the mark its family
last opened, the stack empty at the end. The model thus places a missing closing mark where it scores best, or
drops the opening one, whichever scores higher. `denorm.tagger.settle.balance` stays as the net for what this
cannot see (marks of words dropped as disfluencies, marks across the windows of a long line).

Which mark opens and which closes is read from the character: brackets and curly quotes by their shape
(MARKS; German writes »…« and „…“, so German has its own table, GERMAN), a straight double quote by its
place (before a word it opens, after a word it closes). Single quotes are left alone: "'" and "’" are also
apostrophes. Plain numpy, no torch: both runtimes use it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

#: Families of paired marks.
PAREN, BRACKET, QUOTE = "paren", "bracket", "quote"
#: Mark -> (family, opens?) for the languages that open with « and “ (English, Russian, the Romance languages).
MARKS: dict[str, tuple[str, bool]] = {
    "(": (PAREN, True), ")": (PAREN, False), "[": (BRACKET, True), "]": (BRACKET, False),
    "\u00ab": (QUOTE, True), "\u00bb": (QUOTE, False), "\u201c": (QUOTE, True), "\u201d": (QUOTE, False),
    "\u201e": (QUOTE, True),
}
#: German: »Zitat« and „Zitat“.
GERMAN: dict[str, tuple[str, bool]] = {**MARKS, "\u00bb": (QUOTE, True), "\u00ab": (QUOTE, False),
                                       "\u201c": (QUOTE, False)}
#: Language -> its table (others: MARKS).
TABLES: dict[str, dict[str, tuple[str, bool]]] = {"de": GERMAN}
#: The straight double quote: its place decides.
STRAIGHT = '"'
#: Deepest nesting of open marks the search keeps ("(a “b” c)").
MAX_DEPTH = 2

Op = tuple[str, bool]  # (family, opens?)
Stack = tuple[str, ...]


def mark_ops(tag: str, before: bool, lang: str) -> tuple[Op, ...]:
    """The opening and closing marks of a before/after tag, in the order they are written."""
    table = TABLES.get(lang, MARKS)
    out: list[Op] = []
    for ch in tag:
        if ch == STRAIGHT:
            out.append((QUOTE, before))
        elif ch in table:
            out.append(table[ch])
    return tuple(out)


def apply(stack: Stack, ops: Sequence[Op]) -> Stack | None:
    """The stack after `ops`, None when a mark closes what is not open on top or the stack grows too deep."""
    for family, opens in ops:
        if opens:
            if len(stack) >= MAX_DEPTH or family in stack:
                return None
            stack = (*stack, family)
        elif stack and stack[-1] == family:
            stack = stack[:-1]
        else:
            return None
    return stack


def is_balanced(before: Sequence[str], after: Sequence[str], lang: str) -> bool:
    """Whether the marks of one window's before/after tags pair up (and nest at most MAX_DEPTH deep)."""
    stack: Stack | None = ()
    for b, a in zip(before, after, strict=True):
        stack = apply(stack, mark_ops(b, True, lang) + mark_ops(a, False, lang))  # type: ignore[arg-type]
        if stack is None:
            return False
    return stack == ()


def _log_softmax(x: np.ndarray) -> np.ndarray:
    x = x - x.max(-1, keepdims=True)
    return x - np.log(np.exp(x).sum(-1, keepdims=True))


def balanced_path(punct: np.ndarray, before: np.ndarray, punct_labels: Sequence[str], before_labels: Sequence[str],
                  lang: str, crf: Mapping[str, np.ndarray] | None = None) -> tuple[list[int], list[int]] | None:
    """The best punctuation and before label ids of one window [W words] whose marks pair up (module doc):
    `punct` [W, K] the punctuation head's scores (a CRF's emissions when `crf` gives its "trans", "start",
    "end"; else logits), `before` [W, B] the before head's logits. None when no labels pair up (cannot happen
    while "" is a label of both heads)."""
    n, k_labels = punct.shape
    trans = crf["trans"] if crf else np.zeros((k_labels, k_labels), dtype=np.float32)
    start = crf["start"] if crf else np.zeros(k_labels, dtype=np.float32)
    end = crf["end"] if crf else np.zeros(k_labels, dtype=np.float32)
    emit = punct if crf else _log_softmax(punct)
    bscore = _log_softmax(before)
    b_ops = [mark_ops(t, True, lang) for t in before_labels]
    p_ops = [mark_ops(t, False, lang) for t in punct_labels]
    states: list[Stack] = [()]
    index: dict[Stack, int] = {(): 0}

    def state_id(s: Stack) -> int:
        if s not in index:
            index[s] = len(states)
            states.append(s)
        return index[s]

    neg = -np.inf
    v = np.full((k_labels, 1), neg)  # [k_prev, state]: best score so far; before word 0 nothing is "previous"
    back: list[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []
    for t in range(n):
        # the before label of word t: stack s -> s' (k_prev passes through)
        mid: dict[int, np.ndarray] = {}
        mid_from: dict[int, tuple[np.ndarray, np.ndarray]] = {}  # s' -> (source state, before label) per k_prev
        for s_id in range(v.shape[1]):
            col = v[:, s_id] if t else np.zeros(1)
            if not np.isfinite(col).any():
                continue
            for b, ops in enumerate(b_ops):
                nxt = apply(states[s_id], ops)
                if nxt is None:
                    continue
                s2 = state_id(nxt)
                cand = col + bscore[t, b]
                if s2 not in mid:
                    mid[s2] = np.full_like(cand, neg)
                    mid_from[s2] = (np.zeros(cand.shape, dtype=np.int64), np.zeros(cand.shape, dtype=np.int64))
                better = cand > mid[s2]
                mid[s2] = np.where(better, cand, mid[s2])
                mid_from[s2][0][better] = s_id
                mid_from[s2][1][better] = b
        # the punctuation label of word t: (k_prev, s') -> (k, s'')
        size = len(states)
        new = np.full((k_labels, size), neg)
        bk_prev = np.zeros((k_labels, size), dtype=np.int64)
        bk_mid = np.zeros((k_labels, size), dtype=np.int64)
        for s2, col in mid.items():
            if t:
                cand = col[:, None] + trans  # [k_prev, k]
                kp = cand.argmax(0)
                best = cand[kp, np.arange(k_labels)] + emit[t]
            else:
                kp = np.zeros(k_labels, dtype=np.int64)
                best = col[0] + start + emit[t]
            for k in range(k_labels):
                nxt = apply(states[s2], p_ops[k])
                if nxt is None:
                    continue
                s3 = state_id(nxt)
                if s3 >= new.shape[1]:
                    grow = len(states) - new.shape[1]
                    new = np.pad(new, ((0, 0), (0, grow)), constant_values=neg)
                    bk_prev = np.pad(bk_prev, ((0, 0), (0, grow)))
                    bk_mid = np.pad(bk_mid, ((0, 0), (0, grow)))
                if best[k] > new[k, s3]:
                    new[k, s3], bk_prev[k, s3], bk_mid[k, s3] = best[k], kp[k], s2
        mid_src = np.full((k_labels if t else 1, len(states)), -1, dtype=np.int64)
        mid_b = np.zeros_like(mid_src)
        for s2, (src, bl) in mid_from.items():
            mid_src[:, s2], mid_b[:, s2] = src, bl
        back.append((bk_prev, bk_mid, mid_src, mid_b))
        v = new
    final = v[:, index[()]] + end if () in index and v.shape[1] > index[()] else None
    if final is None or not np.isfinite(final).any():
        return None
    k = int(final.argmax())
    s = index[()]
    punct_ids, before_ids = [0] * n, [0] * n
    for t in range(n - 1, -1, -1):
        bk_prev, bk_mid, mid_src, mid_b = back[t]
        s2 = int(bk_mid[k, s])
        kp = int(bk_prev[k, s])
        punct_ids[t] = k
        row = kp if t else 0
        before_ids[t] = int(mid_b[row, s2])
        s = int(mid_src[row, s2])
        k = kp
    return punct_ids, before_ids
