"""Hallucination guard: check that an output only denormalizes its input, else fall back or warn."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

from denorm.align import Alignment, Edit, OutToken, align
from denorm.normalize import NormalizedLine


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


@dataclass
class GuardStats:
    """Counts over a run, printed on stderr at its end."""

    lines: int = 0
    checked: int = 0
    fallback_lines: int = 0
    fallback_segments: int = 0
    warned_lines: int = 0
    passthrough_lines: int = 0
    edits: int = 0
    examples: list[str] = field(default_factory=list)

    def add_example(self, line_no: int, edits: list[Edit]) -> None:
        if len(self.examples) < 5:
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


def fallback_tokens(line: NormalizedLine, a: int, b: int) -> list[OutToken]:
    """The input's own tokens for spoken words [a, b), with safe changes at the line's ends."""
    n = len(line.words)
    toks = []
    for t in line.tokens:
        if t.hi > t.lo:
            if a <= t.lo and t.hi <= b:
                toks.append(OutToken(t.text, t.lo, t.hi, "fallback"))
        elif a < t.lo <= b or (a == 0 and t.lo == 0):
            toks.append(OutToken(t.text, t.lo, t.hi, "fallback"))
    return safe_changes(toks, a == 0, b == n)


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


def sample_pairs(lang: str, variants: int = 3, limit: int | None = None,
                 disfluency: float = 0.3) -> list[tuple[str, str]]:
    """(spoken, written) pairs made by the generator (with its simulated disfluencies) from the committed
    sample sentences (data_gen/samples/<lang>.txt), or from its templates when there are no samples."""
    import denorm.data as data_gen
    from denorm.data.pipeline import verbalize_sentence

    language = data_gen.get_language(lang)
    root = Path(data_gen.__file__).resolve().parent
    path = root / "samples" / f"{lang}.txt"
    if path.exists():
        sentences = [s.strip() for s in path.read_text(encoding="utf-8").splitlines() if s.strip()]
    else:
        from denorm.data.augment import fill_template, load_templates

        rng = random.Random(0)
        sentences = [fill_template(t, language, rng) for t in load_templates(language)]
    if limit:
        sentences = sentences[:limit]
    pairs = []
    for i, written in enumerate(sentences):
        result = verbalize_sentence(language, written, 1234 + i, variants, disfluency)
        pairs.extend((p.spoken, p.written) for p in result.pairs)
    return pairs


def file_pairs(prefix: Path, limit: int | None = None) -> list[tuple[str, str]]:
    spoken = prefix.with_suffix(".spoken").read_text(encoding="utf-8").split("\n")
    written = prefix.with_suffix(".written").read_text(encoding="utf-8").split("\n")
    pairs = [(s, w) for s, w in zip(spoken, written, strict=True) if s.strip()]
    if limit:
        pairs = random.Random(0).sample(pairs, min(limit, len(pairs)))
    return pairs
