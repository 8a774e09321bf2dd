"""Align a model output with its spoken input: which input words each output token covers, and edits."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from functools import lru_cache

from denorm.normalize import Unit, token_intervals, verbalize_units

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
    from denorm.data import get_language

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
    from denorm.data import get_language

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
    from denorm.data import get_language

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


#: Longest run of words a repetition or a false start says twice ("we need we need"), fillers aside.
REPAIR_RUN = 4
#: How far (in words) the word a cut-off start begins may be ("fi um enter one three five").
CUT_OFF_REACH = 6


def _cut_off(words: list[str], j: int) -> bool:
    """words[j] is the cut-off start of a word said soon after ("fif ... fifteen")."""
    w = words[j]
    return any(len(x) >= len(w) + 2 and x.startswith(w) for x in words[j + 1:j + 2 + CUT_OFF_REACH])


def repaired(words: list[str], j: int, filler_at: list[bool]) -> bool:
    """Dropping words[j] undoes a repair: a filler, a cut-off word, or a word of a run of up to
    REPAIR_RUN words said again right after it (cut-off words between; words marked in `filler_at`
    are left out of the runs). Only the earlier copy is dropped, the last one stays.

    Stricter than `disfluent` (any nearby repetition, both copies free): used for number words, where
    "four point four" must not pass as a repetition around "point four" (0.4), nor "twenty twenty" as
    a repetition that an output without 2020 dropped.
    """
    if filler_at[j] or _cut_off(words, j):
        return True
    reach = 3 * REPAIR_RUN + CUT_OFF_REACH
    idx = [k for k in range(max(0, j - reach), min(len(words), j + reach + 1)) if not filler_at[k]]
    p = idx.index(j)
    for n in range(1, REPAIR_RUN + 1):
        for s in range(max(0, p - n + 1), p + 1):
            run = [words[k] for k in idx[s:s + n]]
            if len(run) < n:
                continue
            t = s + n
            while t < len(idx) and _cut_off(words, idx[t]):
                t += 1
            if [words[k] for k in idx[t:t + n]] == run:
                return True
    return False


#: Verbalizations drawn per entity to know its spoken variants ("twenty twenty", "two thousand twenty").
ENTITY_VARIANTS = 8


@lru_cache(maxsize=65536)
def variant_words(written: str, lang: str, cls: str | None = None) -> frozenset[str]:
    """Every word of a few verbalizations of one entity's written form."""
    from denorm.data import get_language

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


#: Seeded verbalizations of a whole output line drawn to know the full spoken readings of its digit
#: entities, in the line's own context (German and Russian inflect numbers by context); at least
#: this many are drawn before a digit entity is called changed.
READING_SEEDS = 32
#: Drawn first; most lines need no more (a line's input words are one of these readings).
READING_SEEDS_FIRST = 8
#: When the check fails, four times more draws, while they find new readings, up to this many:
#: dates and ranges have rare readings ("december the fifteenth twenty oh one" is one draw in 200).
READING_SEEDS_MAX = 512
_DIGIT = re.compile(r"\d")
Reading = tuple[str, ...]


@dataclass(frozen=True)
class EntityReadings:
    """One entity of an output line (as verbalized with seed 0) and the spoken sequences that read it."""

    written: str
    words: tuple[str, ...]  #: its seed-0 verbalization, the words of its unit
    readings: frozenset[Reading]  #: empty for entities without a digit: their words are a bag

    def __post_init__(self) -> None:
        if self.readings and self.words not in self.readings:
            raise ValueError(f"the seed-0 words {self.words} of {self.written!r} are not among its readings")


@lru_cache(maxsize=4096)
def line_readings(output: str, lang: str, seeds: int = READING_SEEDS) -> tuple[EntityReadings, ...]:
    """The entities of `output` in order, each with every full reading drawn by `seeds` seeded
    verbalizations of the whole line (matched by written span); () when the line has no digit.

    More seeds extend the cached draws of seeds // 4 (the ladder READING_SEEDS_FIRST * 4**k)."""
    from denorm.data import get_language, verbalize_full

    if not _DIGIT.search(output):
        return ()
    language = get_language(lang)
    first = [e for e in verbalize_full(output, lang, 0).entities if e.spoken]
    found: dict[tuple[int, int], set[Reading]] = {(e.start, e.end): set() for e in first if _DIGIT.search(e.written)}
    done = seeds // 4 if seeds // 4 >= READING_SEEDS_FIRST else 0
    if done:
        for e, r in zip(first, line_readings(output, lang, done), strict=True):
            if (e.start, e.end) in found:
                found[(e.start, e.end)].update(r.readings)
    for seed in range(done, seeds):
        v = verbalize_full(output, lang, seed)
        for (start, end), readings in found.items():
            inside = [e for e in v.entities if e.start < end and e.end > start]
            if not inside or any(e.start < start or e.end > end for e in inside):
                continue  # this draw cut the text differently around the entity
            parts, pos = [], start  # "2001-2007" may be one range or two years and a dash
            for e in inside:
                parts += [language.strip(v.written[pos:e.start]), e.spoken]
                pos = e.end
            reading = tuple(" ".join(parts + [language.strip(v.written[pos:end])]).split())
            if reading:
                readings.add(reading)
    return tuple(EntityReadings(e.written, tuple(e.spoken.split()), frozenset(found.get((e.start, e.end), ())))
                 for e in first)


def unit_readings(units: list[Unit], output: str, lang: str,
                  seeds: int = READING_SEEDS) -> list[frozenset[Reading]]:
    """Per unit, the full readings its input words must be one of (empty: no sequence check)."""
    out: list[frozenset[Reading]] = [frozenset()] * len(units)
    ents = [i for i, u in enumerate(units) if u.cls is not None and u.written]
    if not ents or not _DIGIT.search(output):
        return out
    found = line_readings(output, lang, seeds)
    if len(found) != len(ents):  # provenance differs (should not happen): the bag check still applies
        return out
    for i, r in zip(ents, found, strict=True):
        if units[i].written == r.written and units[i].words == r.words:
            out[i] = r.readings
    return out


@lru_cache(maxsize=16384)
def _trie(readings: frozenset[Reading]) -> dict:
    """The readings as a prefix tree of dicts; the key None marks the end of a reading."""
    root: dict = {}
    for r in readings:
        node = root
        for w in r:
            node = node.setdefault(w, {})
        node[None] = {}
    return root


def reading_ends(words: list[str], free: list[bool], start: int, stop: int,
                 readings: frozenset[Reading]) -> set[int]:
    """Ends k <= stop such that words[start:k] is one of `readings` once some free words are dropped."""
    states = [_trie(readings)]
    ends: set[int] = set()
    for p in range(start, stop):
        w, skip = words[p], free[p]
        nxt = []
        seen: set[int] = set()
        for node in states:
            for cand in (node.get(w), node if skip else None):
                if cand is not None and id(cand) not in seen:
                    seen.add(id(cand))
                    nxt.append(cand)
        if not nxt:
            break
        states = nxt
        if any(None in node for node in states):
            ends.add(p + 1)
    return ends


def align_units(units: list[Unit], words: list[str], lang: str,
                readings: list[frozenset[Reading]] | None = None) -> tuple[list[tuple[int, int]], list[Edit]]:
    """Monotonic alignment of output units with input words: each unit's input interval, and edits.

    `readings[i]`, when not empty, are the full spoken sequences unit i may stand for (digit entities):
    input words aligned to it that are not one of them (fillers and disfluencies aside) are a "sub".
    """
    keys = [u.words[0] if u.cls is None and len(u.words) == 1 else ("\0", i) for i, u in enumerate(units)]
    if keys == words:  # nothing but copied words: the common case of a sentence without entities
        return [(i, i + 1) for i in range(len(words))], []
    fill, allowed = fillers(lang), (entity_words(lang) - number_words(lang)) | fillers(lang)
    filler_at = [w in fill for w in words]
    for multi in multiword_fillers(lang):  # "как бы", "you know"
        k = len(multi)
        for j in range(len(words) - k + 1):
            if tuple(words[j:j + k]) == multi:
                filler_at[j:j + k] = [True] * k
    nums = number_words(lang)  # a number word is free only as part of a real repair, not as any repetition
    free = [f or (w not in nums and disfluent(words, j)) for j, (w, f) in enumerate(zip(words, filler_at, strict=True))]
    while True:  # free words stand between the copies of a repair like fillers: "пять пять двадцать пять"
        more = [f or (w in nums and repaired(words, j, free)) for j, (w, f) in enumerate(zip(words, free, strict=True))]
        if more == free:
            break
        free = more
    ok = [f or w in allowed for f, w in zip(free, words, strict=True)]  # may stand inside any entity
    reads = readings if readings is not None else [frozenset()] * len(units)
    blocks = SequenceMatcher(None, keys, words, autojunk=False).get_matching_blocks()
    spans, edits = _anchored(units, words, blocks, lang, free, ok, reads)
    if edits and len(units) * len(words) <= FULL_DP_CELLS:  # anchors can mislead: check with the full DP
        spans, edits = _anchored(units, words, [(len(units), len(words), 0)], lang, free, ok, reads)
    return spans, edits


def _anchored(units: list[Unit], words: list[str], blocks: list, lang: str, free: list[bool],
              ok: list[bool], reads: list[frozenset[Reading]]) -> tuple[list[tuple[int, int]], list[Edit]]:
    spans: list[tuple[int, int]] = [(0, 0)] * len(units)
    edits: list[Edit] = []
    ui = wi = 0
    for bu, bw, size in blocks:
        _dp(units, words, ui, bu, wi, bw, lang, spans, edits, free, ok, reads)
        for k in range(size):
            spans[bu + k] = (bw + k, bw + k + 1)
        ui, wi = bu + size, bw + size
    _dp(units, words, ui, len(units), wi, len(words), lang, spans, edits, free, ok, reads)
    edits.sort(key=lambda e: e.pos)
    return spans, edits


def _dp(units: list[Unit], words: list[str], u0: int, u1: int, w0: int, w1: int, lang: str,
        spans: list[tuple[int, int]], edits: list[Edit], free: list[bool], ok: list[bool],
        reads: list[frozenset[Reading]]) -> None:
    """Edit-distance alignment of units[u0:u1] with words[w0:w1]; entities absorb entity-like words.

    A digit entity (with readings) costs nothing on a run that is one of its readings (free words
    aside) and one substitution more than the bag cost on any other run.
    """
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
                readings = reads[u0 + i]
                longest = max(map(len, readings), default=len(u.words))
                cap = min(n, j + 2 * max(len(u.words), longest) + 6)
                ends = reading_ends(words, free, w0 + j, w0 + cap, readings) if readings else None
                extra = 0
                d = c + 1
                if d < nxt[j]:
                    nxt[j] = d
                    back[i + 1][j] = (i, j, "ent")
                for k in range(j + 1, cap + 1):
                    if not ok[w0 + k - 1] and words[w0 + k - 1] not in own:
                        extra += 1.001  # a little worse than dropping it: entities stay tight
                    d = c + extra
                    if ends is not None:  # a digit entity: one of its readings, else a substitution
                        d = c if w0 + k in ends else d + 1
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
            readings = reads[u0 + pi]
            if readings and j > pj:  # the verdict for a digit entity: one of its full readings, not a bag
                bad = [] if w0 + j in reading_ends(words, free, w0 + pj, w0 + j, readings) else ["?"]
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
    from denorm.data import get_language
    from denorm.data.base import normalize_written

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


def _near_digit_entity(edits: list[Edit], spans: list[tuple[int, int]], readings: list[frozenset[Reading]]) -> bool:
    """Whether an edit touches the input interval of a digit entity (drawing more readings may explain it)."""
    return any(a <= e.pos <= b for e in edits for (a, b), r in zip(spans, readings, strict=True) if r)


def align(output: str, words: list[str], lang: str) -> Alignment:
    """Tokens of `output` with the input interval each covers, and the edits not explained."""
    fast = _copy_alignment(output, words, lang)
    if fast is not None:
        return fast
    _, tokens, units = verbalize_units(output, lang, seed=0)
    seeds = READING_SEEDS_FIRST
    readings = unit_readings(units, output, lang, seeds)
    spans, edits = align_units(units, words, lang, readings)
    while seeds * 4 <= READING_SEEDS_MAX and _near_digit_entity(edits, spans, readings):  # a rarer reading?
        seeds *= 4
        more = unit_readings(units, output, lang, seeds)
        if more != readings:
            readings = more
            spans, edits = align_units(units, words, lang, readings)
        elif seeds > READING_SEEDS:  # four times more draws found nothing new: the readings are all there
            break
    covers = [(u.tok_lo, u.tok_hi, a, b) for u, (a, b) in zip(units, spans, strict=True)]
    out = [OutToken(text, a, b) for text, (a, b) in zip(tokens, token_intervals(len(tokens), covers), strict=True)]
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
