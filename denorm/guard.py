"""Hallucination guard: check that an output only denormalizes its input, else fall back or warn."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

from denorm.align import Alignment, Edit, OutToken, align, cut_index
from denorm.text.normalize import NormalizedLine


@dataclass(frozen=True)
class GuardPolicy:
    """What happens to an output whose words do not match its input."""

    name: str
    check: bool  #: align and count unexplained edits
    replace: bool  #: replace the failing part by the input with safe changes
    description: str


#: `--guard` choices.
POLICIES: dict[str, GuardPolicy] = {
    "fallback": GuardPolicy("fallback", True, True, "replace a failing part by its input (capital, final period)"),
    "warn": GuardPolicy("warn", True, False, "keep the output, count and report it"),
    "off": GuardPolicy("off", False, False, "no check"),
}


def get_policy(name: str) -> GuardPolicy:
    try:
        return POLICIES[name]
    except KeyError:
        raise ValueError(f"unknown guard policy {name!r}; known: {', '.join(POLICIES)}") from None


#: Examples of fallback edits a run keeps for its summary.
EXAMPLES = 5


@dataclass
class GuardStats:
    """Counts over a run, printed on stderr at its end."""

    lines: int = 0
    checked: int = 0
    fallback_lines: int = 0
    fallback_segments: int = 0
    warned_lines: int = 0
    passthrough_lines: int = 0
    failed_lines: int = 0  #: lines (or blocks of a long line) given back unchanged after an error
    edits: int = 0
    examples: list[str] = field(default_factory=list)

    def add_example(self, line_no: int, edits: list[Edit]) -> None:
        if len(self.examples) < EXAMPLES:
            shown = "; ".join(f"{e.op} {e.input!r}->{e.output!r}" for e in edits[:3])
            self.examples.append(f"line {line_no}: {shown}")


def safe_changes(tokens: list[OutToken], first: bool, last: bool) -> list[OutToken]:
    """The only edits made to fallback text: capital at line start, final period at line end."""
    if not tokens:
        return tokens
    tokens = list(tokens)
    if first:
        t = tokens[0]
        i = next((k for k, ch in enumerate(t.text) if ch.isalpha()), None)
        if i is not None and i == 0 and t.text[0].islower():
            tokens[0] = OutToken(t.text[0].upper() + t.text[1:], t.lo, t.hi, t.kind)
    if last:
        t = tokens[-1]
        if t.text[-1:].isalnum():
            tokens[-1] = OutToken(t.text + ".", t.lo, t.hi, t.kind)
    return tokens


def fallback_tokens(line: NormalizedLine, a: int, b: int, safe: bool = True) -> list[OutToken]:
    """The input's own tokens for spoken words [a, b), with safe changes at the line's ends (`safe`)."""
    n = len(line.words)
    toks = []
    for t in line.tokens:
        if t.hi > t.lo:
            if a <= t.lo and t.hi <= b:
                toks.append(OutToken(t.text, t.lo, t.hi, "fallback"))
        elif a < t.lo <= b or (a == 0 and t.lo == 0):
            toks.append(OutToken(t.text, t.lo, t.hi, "fallback"))
    return safe_changes(toks, a == 0, b == n) if safe else toks


#: Marks that end a sentence: a region after one starts with a capital.
SENTENCE_END = (".", "?", "!", "…", '."', '?"', '!"', ".»", "?»", "!»", ".)")


def _core(text: str) -> str:
    """A token without the marks around it: "Hello," -> "Hello"."""
    a, b = 0, len(text)
    while a < b and not text[a].isalnum():
        a += 1
    while b > a and not text[b - 1].isalnum():
        b -= 1
    return text[a:b]


def _same_word(tok: OutToken, word: str) -> bool:
    """The model wrote this one input word with only its case and the marks around it changed."""
    core = _core(tok.text)
    return bool(core) and core.casefold() == word.casefold() and " " not in core


#: Marks a replaced model token may pass on to the input words that replace it (never a symbol like $ or %).
MARKS_AFTER = frozenset(".,?!;:…)]»\"'”’")
MARKS_BEFORE = frozenset("([«\"'“‘")


def _marks(tokens: list[OutToken], kept: dict[int, OutToken]) -> dict[tuple[str, int], str]:
    """The punctuation the model put around the tokens a region replaces, by the input position it sits at:
    ("after", hi) for marks after a token ending at word hi, ("before", lo) for marks before one starting
    at lo. The guard does not count marks, so they stay the model's."""
    out: dict[tuple[str, int], str] = {}
    for t in tokens:
        if t.hi == t.lo or kept.get(t.lo) is t:
            continue
        a, b = 0, len(t.text)
        while a < b and t.text[a] in MARKS_BEFORE:
            a += 1
        while b > a and t.text[b - 1] in MARKS_AFTER:
            b -= 1
        if a:
            out[("before", t.lo)] = t.text[:a]
        if b < len(t.text):
            out[("after", t.hi)] = t.text[b:]
    return out


def _region_cut(tokens: list[OutToken], q: int, lo: int, hi: int, ok: list[bool], step: int) -> tuple[int, int]:
    """The nearest position from q in direction `step` where the segment's tokens split cleanly:
    (input position, token index); the segment's ends always do."""
    while True:
        if q <= lo:
            return lo, 0
        if q >= hi:
            return hi, len(tokens)
        if ok[q]:
            t = cut_index(tokens, q)
            if t is not None:
                return q, t
        q += step


def repair(line: NormalizedLine, tokens: list[OutToken], edits: list[Edit], offset: int, lo: int, hi: int,
           ) -> tuple[list[OutToken], int]:
    """Replace only the parts of a segment's output (input words [lo, hi)) that its edits (input
    positions + `offset`) touch.

    Each edit position is widened to the nearest clean cuts (no output token and no input token split);
    inside such a region every input word comes back as the model wrote it when that token is the same
    word (case and marks only), else as the input word itself. The rest of the segment stays the model's.
    Returns the tokens and the number of regions replaced.
    """
    ok = line.boundaries()
    regions: list[tuple[int, int, int, int]] = []  # (q0, t0, q1, t1)
    spans = []
    for e in edits:  # input words [a, b) each edit touches; an insertion sits just before word e.pos
        p = e.pos + offset
        spans.append((p - 1, p) if e.op == "ins" and p > lo else (p, p + 1))
    covered = [False] * (hi - lo)
    for t in tokens:
        for i in range(max(t.lo, lo), min(t.hi, hi)):
            covered[i - lo] = True
    spans += [(lo + i, lo + i + 1) for i, c in enumerate(covered) if not c]  # a word the output lost
    for a, b in sorted(spans):
        a, b = min(max(a, lo), hi), min(max(b, lo), hi)
        q0, t0 = _region_cut(tokens, a, lo, hi, ok, -1)
        q1, t1 = _region_cut(tokens, max(b, q0 + 1), lo, hi, ok, +1)
        if regions and q0 <= regions[-1][2]:
            p0, s0, _, _ = regions.pop()
            q0, t0 = p0, s0
        regions.append((q0, t0, q1, t1))
    n = len(line.words)
    out: list[OutToken] = []
    done = 0
    for q0, t0, q1, t1 in regions:
        out.extend(tokens[done:t0])
        kept = {t.lo: t for t in tokens[t0:t1] if t.hi == t.lo + 1 and _same_word(t, line.words[t.lo])}
        marks = _marks(tokens[t0:t1], kept)
        region: list[OutToken] = []
        for t in fallback_tokens(line, q0, q1, safe=False):
            if t.hi == t.lo + 1 and t.lo in kept:
                region.append(kept.pop(t.lo))
            elif t.hi > t.lo and t.text[-1:].isalnum() and t.text[:1].isalnum():
                before, after = marks.get(("before", t.lo), ""), marks.get(("after", t.hi), "")
                region.append(OutToken(before + t.text + after, t.lo, t.hi, t.kind))
            else:
                region.append(t)
        start = q0 == 0 or (bool(out) and out[-1].text.endswith(SENTENCE_END))
        out.extend(safe_changes(region, start, q1 == n))
        done = t1
    out.extend(tokens[done:])
    covered = [False] * (hi - lo)
    for t in out:
        for i in range(max(t.lo, lo), min(t.hi, hi)):
            covered[i - lo] = True
    if not all(covered):  # never lose a word: the whole segment goes back to the input
        return fallback_tokens(line, lo, hi), 1
    return out, len(regions)


# -- measuring the false-fallback rate on correct pairs -------------------------------------------
@dataclass
class GuardReport:
    """How often the guard fires on (spoken, written) pairs where written is a correct output."""

    lang: str
    source: str
    pairs: int
    fired: int
    examples: list[str] = field(default_factory=list)

    @property
    def rate(self) -> float:
        return self.fired / self.pairs if self.pairs else 0.0

    def __str__(self) -> str:
        return (f"guard false-fallback rate {self.lang}: {self.fired}/{self.pairs} = {100 * self.rate:.2f}% "
                f"| source:{self.source}")


def check_pair(spoken: str, written: str, lang: str) -> Alignment:
    """Align a correct written form with its spoken form (what the guard sees on a perfect model)."""
    return align(written, spoken.split(), lang)


def false_fallback_rate(pairs: list[tuple[str, str]], lang: str, source: str = "pairs") -> GuardReport:
    report = GuardReport(lang, source, 0, 0)
    for spoken, written in pairs:
        report.pairs += 1
        edits = check_pair(spoken, written, lang).edits
        if edits:
            report.fired += 1
            if len(report.examples) < 10:
                report.examples.append(f"{spoken!r} -> {written!r}: "
                                       + "; ".join(f"{e.op} {e.input!r}->{e.output!r}" for e in edits[:3]))
    return report


def file_pairs(prefix: Path, limit: int | None = None) -> list[tuple[str, str]]:
    spoken = prefix.with_suffix(".spoken").read_text(encoding="utf-8").split("\n")
    written = prefix.with_suffix(".written").read_text(encoding="utf-8").split("\n")
    pairs = [(s, w) for s, w in zip(spoken, written, strict=True) if s.strip()]
    if limit:
        pairs = random.Random(0).sample(pairs, min(limit, len(pairs)))
    return pairs
