"""Edit-distance alignment of a stretch of output units with a stretch of input words."""

from __future__ import annotations

from dataclasses import dataclass

from denorm.align.context import AlignContext, is_word
from denorm.align.readings import reading_ends
from denorm.align.tokens import Edit

_INF = float("inf")
#: Cost of an input word inside an entity that is neither entity vocabulary nor one of the entity's
#: own words: a little worse than dropping it (1), so that entities stay tight.
FOREIGN_IN_ENTITY = 1.001
#: An entity may absorb up to 2 * (its longest reading, or its own words) + this many input words.
ENTITY_SLACK = 6


@dataclass(frozen=True)
class Piece:
    """The alignment of units [u0, u1) with words [w0, w1): each unit's input interval, and the edits."""

    u0: int
    w0: int
    w1: int
    spans: tuple[tuple[int, int], ...]  #: per unit u0, u0 + 1, ...: its input words [a, b)
    edits: tuple[Edit, ...]  #: by input position (a stable sort)

    def __post_init__(self) -> None:
        last = self.w0
        for a, b in self.spans:
            if not last <= a <= b <= self.w1:
                raise ValueError(f"spans {self.spans} not monotonic within words [{self.w0}, {self.w1})")
            last = b


def unit_edit(ctx: AlignContext, i: int, a: int, b: int) -> Edit | None:
    """The edit, if any, of placing unit i on input words [a, b) (a == b: the unit was inserted).

    A plain word must equal its one input word. An entity must be one of its full readings (free words
    aside) when it has readings (digit entities), else each of its words must be `ok` or its own.
    """
    u, words = ctx.units[i], ctx.words
    if is_word(u):
        if a == b:
            return Edit("ins", a, "", u.words[0])
        return None if words[a] == u.words[0] else Edit("sub", a, words[a], u.words[0])
    if a == b:
        return Edit("ins", a, "", " ".join(u.words))
    readings = ctx.readings[i]
    if readings:
        bad = b not in reading_ends(words, ctx.free, a, b, readings)
    else:
        own, ok = ctx.own[i], ctx.ok
        bad = any(not ok[k] and words[k] not in own for k in range(a, b))
    return Edit("sub", a, " ".join(words[a:b]), " ".join(u.words)) if bad else None


def dp(ctx: AlignContext, u0: int, u1: int, w0: int, w1: int) -> Piece:
    """Edit-distance alignment of units[u0:u1] with words[w0:w1]; entities absorb entity-like words.

    Dropping an input word costs 1 (0 if free); a plain unit costs 1 inserted, 0 on its own word and
    1 on another. An entity costs 1 inserted, and on a run of words FOREIGN_IN_ENTITY per word that is
    neither `ok` nor its own; a digit entity (with readings) costs nothing on a run that is one of its
    readings (free words aside) and one substitution more than that on any other run.
    """
    m, n = u1 - u0, w1 - w0
    if not m and not n:
        return Piece(u0, w0, w1, (), ())
    units, words, free, ok = ctx.units, ctx.words, ctx.free, ctx.ok
    cost = [[_INF] * (n + 1) for _ in range(m + 1)]
    #: back[i][j]: the cell the cheapest path to (i, j) came from. Same i: input word j - 1 was dropped;
    #: i - 1: unit u0 + i - 1 was placed on the input words from that cell's j up to j.
    back: list[list[tuple[int, int] | None]] = [[None] * (n + 1) for _ in range(m + 1)]
    cost[0][0] = 0
    for i in range(m + 1):
        row, brow = cost[i], back[i]
        if i < m:
            u = units[u0 + i]
            nxt, bnxt = cost[i + 1], back[i + 1]
            word = u.words[0] if is_word(u) else None
            if word is None:
                own, readings = ctx.own[u0 + i], ctx.readings[u0 + i]
                reach = 2 * max(len(u.words), max(map(len, readings), default=len(u.words))) + ENTITY_SLACK
        for j in range(n + 1):
            c = row[j]
            if c == _INF:
                continue
            if j < n:  # drop an input word
                d = c + (0 if free[w0 + j] else 1)
                if d < row[j + 1]:
                    row[j + 1] = d
                    brow[j + 1] = (i, j)
            if i == m:
                continue
            d = c + 1  # the unit inserted: it stands for no input word
            if d < nxt[j]:
                nxt[j] = d
                bnxt[j] = (i, j)
            if word is not None:
                if j < n:
                    d = c + (0 if words[w0 + j] == word else 1)
                    if d < nxt[j + 1]:
                        nxt[j + 1] = d
                        bnxt[j + 1] = (i, j)
                continue
            # an entity: any run of entity-like input words (or its own words)
            cap = min(n, j + reach)
            ends = reading_ends(words, free, w0 + j, w0 + cap, readings) if readings else None
            extra = 0.0
            for k in range(j + 1, cap + 1):
                if not ok[w0 + k - 1] and words[w0 + k - 1] not in own:
                    extra += FOREIGN_IN_ENTITY
                d = c + extra
                if ends is not None:  # a digit entity: one of its readings, else a substitution
                    d = c if w0 + k in ends else d + 1
                if d < nxt[k]:
                    nxt[k] = d
                    bnxt[k] = (i, j)
    spans: list[tuple[int, int]] = [(0, 0)] * m
    edits: list[Edit] = []
    i, j = m, n
    while i or j:
        pi, pj = back[i][j]  # type: ignore[misc]
        if pi == i:  # input word w0 + pj dropped
            if not free[w0 + pj]:
                edits.append(Edit("del", w0 + pj, words[w0 + pj], ""))
        else:  # unit u0 + pi placed on words [w0 + pj, w0 + j)
            spans[pi] = (w0 + pj, w0 + j)
            edit = unit_edit(ctx, u0 + pi, w0 + pj, w0 + j)
            if edit is not None:
                edits.append(edit)
        i, j = pi, pj
    edits.sort(key=lambda e: e.pos)
    return Piece(u0, w0, w1, tuple(spans), tuple(edits))
