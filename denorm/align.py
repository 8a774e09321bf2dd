"""Align a model output with its spoken input: which input words each output token covers, and edits."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from functools import lru_cache

from denorm.normalize import Unit, verbalize_units

#: Full dynamic programming up to this many cells; larger problems are anchored on exact matches first.
FULL_DP_CELLS = 6000
#: Samples per entity class used to learn which words may stand inside an entity's region.
VOCAB_SAMPLES = 120
_INF = float("inf")


@dataclass(frozen=True)
class OutToken:
    """An output token and the input words [lo, hi) it stands for (lo == hi: attached at position lo)."""

    text: str
    lo: int
    hi: int
    kind: str = "model"  #: "model", "fallback" or "foreign"

    def __post_init__(self) -> None:
        if not 0 <= self.lo <= self.hi:
            raise ValueError(f"bad interval {self.lo}:{self.hi} for {self.text!r}")


@dataclass(frozen=True)
class Edit:
    """A change of words that denormalization does not explain."""

    op: str  #: "sub", "ins" (output word not in input) or "del" (input word lost)
    pos: int  #: input position
    input: str
    output: str


@dataclass
class Alignment:
    """Output tokens with input intervals, and the unexplained edits."""

    tokens: list[OutToken]
    edits: list[Edit] = field(default_factory=list)

    def edits_in(self, a: int, b: int, first: bool = False) -> list[Edit]:
        """Edits at input positions in [a, b) (insertions at b count on the left side, like tokens)."""
        return [e for e in self.edits
                if (a < e.pos <= b if e.op == "ins" else a <= e.pos < b) or (first and e.pos == a == 0)]


@lru_cache(maxsize=None)
def entity_words(lang: str) -> frozenset[str]:
    """Words that may stand inside an entity's region: every word of sampled entity verbalizations."""
    from data_gen import get_language

    language = get_language(lang)
    rng = random.Random(0)
    words: set[str] = set()
    for n in list(range(0, 101)) + [1000, 10**6, 10**9]:
        try:
            words.update(language.cardinal(n).split())
        except Exception:  # noqa: BLE001 - a language may not read every number
            pass
    for cls in language.classes.values():
        for _ in range(VOCAB_SAMPLES):
            try:
                written = cls.sample(rng)
                words.update(language.verbalize(written, rng).spoken.split())
            except Exception:  # noqa: BLE001 - sampling is best effort
                continue
    return frozenset(words)


@lru_cache(maxsize=None)
def number_words(lang: str) -> frozenset[str]:
    """Words of cardinal numbers: inside an entity they must be words of that entity's own readings."""
    from data_gen import get_language

    language = get_language(lang)
    words: set[str] = set()
    for n in list(range(1, 100)) + [100, 1000, 10**6, 10**9]:
        try:
            words.update(language.cardinal(n).split())
        except Exception:  # noqa: BLE001 - a language may not read every number
            pass
    return frozenset(words) - set(getattr(language, "zero_words", ()) or ())  # "oh" reads 0 in many ways


@lru_cache(maxsize=None)
def fillers(lang: str) -> frozenset[str]:
    """One-word fillers of the language, in the spoken alphabet."""
    from data_gen import get_language

    language = get_language(lang)
    return frozenset(f for f in (language.strip(x) for x in getattr(language, "fillers", ()) or ()) if f)


@lru_cache(maxsize=None)
def multiword_fillers(lang: str) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(f.split()) for f in fillers(lang) if " " in f)


#: How far (in words) a repeated word or a false start may be from the words it repeats.
DISFLUENCY_REACH = 8


def disfluent(words: list[str], j: int) -> bool:
    """Dropping words[j] is a removed disfluency: a repetition of a nearby word or a cut-off start."""
    w = words[j]
    after = words[j + 1:j + 2 + DISFLUENCY_REACH]
    return (w in words[max(0, j - DISFLUENCY_REACH):j] or w in after
            or any(len(x) > len(w) and x.startswith(w) for x in after))


#: Verbalizations drawn per entity to know its spoken variants ("twenty twenty", "two thousand twenty").
ENTITY_VARIANTS = 8


@lru_cache(maxsize=65536)
def variant_words(written: str, lang: str, cls: str | None = None) -> frozenset[str]:
    """Every word of a few verbalizations of one entity's written form."""
    from data_gen import get_language

    language = get_language(lang)
    words: set[str] = set(language.strip(written).split())  # "dr" for "Dr.", "nasa" for "NASA"
    for digits in re.findall(r"\d+", written):  # readings by digit groups: "twenty oh seven", "five five"
        groups = {int(g) for g in {digits, *digits, *(digits[i:i + 2] for i in range(len(digits) - 1))}}
        if cls == "time":  # "a quarter to ten" is 9:45, "twenty to two" 1:40
            groups |= {g + 1 for g in groups if g < 24} | {60 - g for g in groups if 0 < g < 60}
        for g in groups:
            for seed in range(3):
                try:
                    words.update(language.cardinal(g, random.Random(seed)).split())
                except Exception:  # noqa: BLE001 - a language may not read every number
                    break
    for seed in range(ENTITY_VARIANTS):
        try:
            words.update(language.verbalize(written, random.Random(seed)).spoken.split())
        except Exception:  # noqa: BLE001 - best effort; the sampled vocabulary still applies
            break
    return frozenset(words)


def align_units(units: list[Unit], words: list[str], lang: str) -> tuple[list[tuple[int, int]], list[Edit]]:
    """Monotonic alignment of output units with input words: each unit's input interval, and edits."""
    keys = [u.words[0] if u.cls is None and len(u.words) == 1 else ("\0", i) for i, u in enumerate(units)]
    if keys == words:  # nothing but copied words: the common case of a sentence without entities
        return [(i, i + 1) for i in range(len(words))], []
    fill, allowed = fillers(lang), (entity_words(lang) - number_words(lang)) | fillers(lang)
    free = [w in fill or disfluent(words, j) for j, w in enumerate(words)]  # dropping it is explained
    for multi in multiword_fillers(lang):  # "как бы", "you know"
        k = len(multi)
        for j in range(len(words) - k + 1):
            if tuple(words[j:j + k]) == multi:
                free[j:j + k] = [True] * k
    ok = [f or w in allowed for f, w in zip(free, words, strict=True)]  # may stand inside any entity
    blocks = SequenceMatcher(None, keys, words, autojunk=False).get_matching_blocks()
    spans, edits = _anchored(units, words, blocks, lang, free, ok)
    if edits and len(units) * len(words) <= FULL_DP_CELLS:  # anchors can mislead: check with the full DP
        spans, edits = _anchored(units, words, [(len(units), len(words), 0)], lang, free, ok)
    return spans, edits


def _anchored(units: list[Unit], words: list[str], blocks: list, lang: str, free: list[bool],
              ok: list[bool]) -> tuple[list[tuple[int, int]], list[Edit]]:
    spans: list[tuple[int, int]] = [(0, 0)] * len(units)
    edits: list[Edit] = []
    ui = wi = 0
    for bu, bw, size in blocks:
        _dp(units, words, ui, bu, wi, bw, lang, spans, edits, free, ok)
        for k in range(size):
            spans[bu + k] = (bw + k, bw + k + 1)
        ui, wi = bu + size, bw + size
    _dp(units, words, ui, len(units), wi, len(words), lang, spans, edits, free, ok)
    edits.sort(key=lambda e: e.pos)
    return spans, edits


def _dp(units: list[Unit], words: list[str], u0: int, u1: int, w0: int, w1: int, lang: str,
        spans: list[tuple[int, int]], edits: list[Edit], free: list[bool], ok: list[bool]) -> None:
    """Edit-distance alignment of units[u0:u1] with words[w0:w1]; entities absorb entity-like words."""
    if u0 == u1 and w0 == w1:
        return
    m, n = u1 - u0, w1 - w0
    cost = [[_INF] * (n + 1) for _ in range(m + 1)]
    back: list[list[tuple[int, int, str] | None]] = [[None] * (n + 1) for _ in range(m + 1)]
    cost[0][0] = 0
    for i in range(m + 1):
        row = cost[i]
        for j in range(n + 1):
            c = row[j]
            if c == _INF:
                continue
            if j < n:  # drop an input word
                d = c + (0 if free[w0 + j] else 1)
                if d < row[j + 1]:
                    row[j + 1] = d
                    back[i][j + 1] = (i, j, "del")
            if i == m:
                continue
            u = units[u0 + i]
            nxt = cost[i + 1]
            if u.cls is None and len(u.words) == 1:
                d = c + 1  # output word not in input
                if d < nxt[j]:
                    nxt[j] = d
                    back[i + 1][j] = (i, j, "ins")
                if j < n:
                    d = c + (0 if words[w0 + j] == u.words[0] else 1)
                    if d < nxt[j + 1]:
                        nxt[j + 1] = d
                        back[i + 1][j + 1] = (i, j, "sub")
            else:  # an entity: any run of entity-like input words (or its own words)
                own = _own(u, lang)
                cap = min(n, j + 2 * len(u.words) + 6)
                extra = 0
                d = c + 1
                if d < nxt[j]:
                    nxt[j] = d
                    back[i + 1][j] = (i, j, "ent")
                for k in range(j + 1, cap + 1):
                    if not ok[w0 + k - 1] and words[w0 + k - 1] not in own:
                        extra += 1.001  # a little worse than dropping it: entities stay tight
                    d = c + extra
                    if d < nxt[k]:
                        nxt[k] = d
                        back[i + 1][k] = (i, j, "ent")
    i, j = m, n
    while i or j:
        pi, pj, op = back[i][j]  # type: ignore[misc]
        if op == "del":
            w = words[w0 + pj]
            if not free[w0 + pj]:
                edits.append(Edit("del", w0 + pj, w, ""))
        elif op in ("ins", "sub"):
            u = units[u0 + pi]
            if op == "ins":
                spans[u0 + pi] = (w0 + pj, w0 + pj)
                edits.append(Edit("ins", w0 + pj, "", u.words[0]))
            else:
                spans[u0 + pi] = (w0 + pj, w0 + pj + 1)
                if words[w0 + pj] != u.words[0]:
                    edits.append(Edit("sub", w0 + pj, words[w0 + pj], u.words[0]))
        else:
            u = units[u0 + pi]
            spans[u0 + pi] = (w0 + pj, w0 + j)
            own = _own(u, lang)
            bad = [w for k, w in enumerate(words[w0 + pj:w0 + j], w0 + pj) if not ok[k] and w not in own]
            if j == pj:
                edits.append(Edit("ins", w0 + pj, "", " ".join(u.words)))
            elif bad:
                edits.append(Edit("sub", w0 + pj, " ".join(words[w0 + pj:w0 + j]), " ".join(u.words)))
        i, j = pi, pj


def _own(u: Unit, lang: str) -> frozenset[str]:
    return frozenset(u.words) | (variant_words(u.written, lang, u.cls) if u.written else frozenset())


def _copy_alignment(output: str, words: list[str], lang: str) -> Alignment | None:
    """Fast path: when the output, stripped to the spoken alphabet, is the input itself (casing and
    punctuation only), every token covers its own words and nothing needs verbalizing."""
    from data_gen import get_language
    from data_gen.base import normalize_written

    language = get_language(lang)
    written = normalize_written(output)
    if language.strip(written).split() != words:
        return None
    out: list[OutToken] = []
    pos = 0
    for tok in written.split(" ") if written else []:
        k = len(language.strip(tok).split())
        out.append(OutToken(tok, pos, pos + k))
        pos += k
    return Alignment(out) if pos == len(words) else None


def align(output: str, words: list[str], lang: str) -> Alignment:
    """Tokens of `output` with the input interval each covers, and the edits not explained."""
    fast = _copy_alignment(output, words, lang)
    if fast is not None:
        return fast
    _, tokens, units = verbalize_units(output, lang, seed=0)
    spans, edits = align_units(units, words, lang)
    lo: list[int | None] = [None] * len(tokens)
    hi: list[int | None] = [None] * len(tokens)
    for u, (a, b) in zip(units, spans, strict=True):
        for t in range(u.tok_lo, u.tok_hi):
            lo[t] = a if lo[t] is None else min(lo[t], a)
            hi[t] = b if hi[t] is None else max(hi[t], b)
    out: list[OutToken] = []
    last = 0
    for t, text in enumerate(tokens):
        if lo[t] is None:
            out.append(OutToken(text, last, last))
        else:
            out.append(OutToken(text, lo[t], hi[t]))
            last = max(last, hi[t])
    return Alignment(out, sorted(edits, key=lambda e: e.pos))


def identity_alignment(texts: list[str], kind: str = "model") -> Alignment:
    """Tokens that are the input words themselves (a fake identity model, or a fallback)."""
    return Alignment([OutToken(t, i, i + 1, kind) for i, t in enumerate(texts)])


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
