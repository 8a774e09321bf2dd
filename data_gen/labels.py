"""Word-level labels of a pair (case, marks, disfluency, entity spans), recorded by the generator, and applying them."""

from __future__ import annotations

import json
import unicodedata
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from denorm.data.base import Language, Verbalization

from denorm.core.labels import (
    _SPACES,
    _TAG_CHARS,
    KEEP,
    LabelSpan,
    SentenceLabels,
    apply_labels,
)


#: Case of a word's written form: seed 000's lower / Title / UPPER, and mixed case, whose exact form
#: is kept ("iPhone", "McDonald's", "GmbH").
def unlabeled(n: int, lossy: tuple[str, ...] = ()) -> SentenceLabels:
    """Labels of n lowercase words with nothing around them."""
    return SentenceLabels(("L",) * n, ("",) * n, ("",) * n, (KEEP,) * n, lossy=lossy)


# -- recording: the generator's alignment -> labels -----------------------------------------------
def case_of(word: str, written: str) -> tuple[str, str | None]:
    """Case tag of a written word whose spoken form is `word`, and its form when the tag does not give it."""
    if written == word:
        return "L", None
    if written == word[:1].upper() + word[1:]:
        return "T", None
    if written == word.upper():
        return "U", None
    letters = [c for c in written if c.isalpha()]
    if all(c.islower() for c in letters):
        return "L", written  # a folded letter ("café") or another apostrophe ("don\u2019t")
    if letters[0].isupper() and all(c.islower() for c in letters[1:]):
        return "T", written
    if all(c.isupper() for c in letters):
        return "U", written
    return "M", written


def _tag(text: str, lossy: list[str]) -> str:
    """`text` as a tag: characters outside MARKS are named in `lossy` and left out."""
    if set(text) <= _TAG_CHARS:
        return text
    for ch in text:
        if ch not in _TAG_CHARS:
            kind = ("digit" if ch.isdigit() else "letter" if ch.isalpha()
                    else "combining mark" if unicodedata.combining(ch) else "symbol")
            lossy.append(f"{kind} {ch!r}")
    return _SPACES.sub(" ", "".join(ch for ch in text if ch in _TAG_CHARS)).strip()


def sentence_labels(language: Language, v: Verbalization) -> SentenceLabels:
    """Labels of `v.spoken`, from the generator's own alignment: entity offsets and strip's word offsets.

    Between entities, each spoken word comes from one stretch of the written line (`strip_words`);
    each entity's spoken words come from its written span. What lies between two such stretches is
    split at its last space: marks before it follow the left word (`after`), marks after it precede
    the right word (`before`); without a space the words are joined.
    """
    written, spoken = v.written, v.spoken.split()
    n = len(spoken)
    if not n:
        return unlabeled(0)
    case, before, after = ["L"] * n, [""] * n, [""] * n
    join: list[int] = []
    spans: list[LabelSpan] = []
    forms: dict[int, str] = {}
    lossy: list[str] = []
    i = prev = 0  # next spoken word, end of the last written stretch

    def gap(a: int) -> None:
        """Labels from the written text between the last stretch and the one starting at `a`."""
        glue = written[prev:a]
        if not i:
            before[0] = _tag(glue, lossy)
        elif " " in glue:
            cut = glue.rfind(" ")
            after[i - 1], before[i] = _tag(glue[:cut], lossy), _tag(glue[cut + 1:], lossy)
        else:
            after[i - 1] = _tag(glue, lossy)
            join.append(i - 1)

    pos = 0
    entities = sorted(v.entities, key=lambda e: e.start) if len(v.entities) > 1 else v.entities
    for e in (*entities, None):
        end = len(written) if e is None else e.start
        for w, a, b in language.strip_words(written[pos:end]):
            a += pos
            if i >= n or spoken[i] != w:
                return unlabeled(n, ("unaligned",))
            if not (i and a == prev + 1 and written[prev] == " "):  # anything but a plain space
                gap(a)
            piece = written[a:pos + b]
            if piece != w:
                case[i], form = case_of(w, piece)
                if form is not None:
                    forms[i] = form
            i += 1
            prev = pos + b
        if e is None:
            break
        words = e.spoken.split()
        if not words:
            lossy.append(f"empty entity {e.cls!r}")
        elif spoken[i:i + len(words)] != words:
            return unlabeled(n, ("unaligned",))
        else:
            gap(e.start)
            if len(words) == 1 and language.strip(e.written) == words[0]:
                # read as the word it is written as ("NASA" -> "nasa"): its case says it all, no span to convert
                case[i], form = case_of(words[0], e.written)
                if form is not None:
                    forms[i] = form
            else:
                spans.append(LabelSpan(i, i + len(words), e.cls, e.written))
                if e.written[:1].isupper():
                    case[i] = "T"
            i += len(words)
            prev = e.end
        pos = e.end
    if i != n:
        return unlabeled(n, ("unaligned",))
    after[n - 1] = _tag(written[prev:], lossy)
    if spans and spans[-1].end == n and not after[n - 1] and spans[-1].written.endswith(".") \
            and not spans[-1].written.endswith(".."):
        after[n - 1] = "."  # "at 9 a.m." ends the sentence: its dot stands for the period too (label_units)
    return SentenceLabels(tuple(case), tuple(before), tuple(after), (KEEP,) * n, tuple(join),
                          tuple(spans), forms, tuple(dict.fromkeys(lossy)))


@dataclass
class LabelStats:
    """Counts over the labels of written pairs (stats.json "labels"): lossy pairs by kind, tag inventories."""

    pairs: Counter = field(default_factory=Counter)  #: split -> pairs
    lossy_pairs: Counter = field(default_factory=Counter)  #: split -> pairs with a lossy kind
    lossy: dict[str, Counter] = field(default_factory=dict)  #: split -> kind -> pairs
    tags: dict[str, Counter] = field(default_factory=dict)  #: column -> tag -> words (all splits)

    def add(self, split: str, line: str) -> None:
        """Count one line of <split>.labels.jsonl."""
        d = json.loads(line)
        self.pairs[split] += 1
        if d["lossy"]:
            self.lossy_pairs[split] += 1
            self.lossy.setdefault(split, Counter()).update(d["lossy"])
        tags = self.tags
        for name in ("case", "before", "after", "disfl"):
            tags.setdefault(name, Counter()).update(d[name])
        tags.setdefault("span", Counter()).update(s[2] for s in d["spans"])
        words = tags.setdefault("words", Counter())
        words["forms"] += len(d["forms"])
        words["join"] += len(d["join"])
        words["all"] += len(d["case"])

    def to_dict(self, top: int = 40) -> dict:
        """JSON-ready: per split counts, and the `top` most frequent tags of each column."""
        return {
            "splits": {k: {"pairs": self.pairs[k], "lossy_pairs": self.lossy_pairs[k],
                           "lossy": dict(self.lossy.get(k, Counter()).most_common())} for k in self.pairs},
            "tags": {name: dict(c.most_common(top)) for name, c in self.tags.items()},
            "distinct_tags": {name: len(c) for name, c in self.tags.items() if name in ("before", "after")},
        }


# -- the round trip ---------------------------------------------------------------------------------
@dataclass
class RoundTrip:
    """How many pairs their gold labels rebuild exactly, and why the others are not rebuilt."""

    pairs: int = 0
    rebuilt: int = 0
    kinds: Counter = field(default_factory=Counter)  #: kind -> pairs not rebuilt (a pair may have several)
    examples: dict[str, tuple[str, str]] = field(default_factory=dict)  #: kind -> (written, rebuilt)
    lossy_rebuilt: int = 0  #: pairs that name a lossy kind but were rebuilt anyway

    @property
    def rate(self) -> float:
        return self.rebuilt / self.pairs if self.pairs else 1.0

    def add(self, spoken: str, written: str, labels: SentenceLabels) -> bool:
        words = spoken.split()
        self.pairs += 1
        if len(words) != len(labels):
            got, kinds = "", [f"length mismatch ({len(words)} words, {len(labels)} labels)"]
        else:
            got = apply_labels(words, labels.words(), labels.span_forms())
            kinds = list(labels.lossy) or ["unexplained"]
        if got == written:
            self.rebuilt += 1
            self.lossy_rebuilt += bool(labels.lossy)
            return True
        for kind in dict.fromkeys(kinds):
            self.kinds[kind] += 1
            self.examples.setdefault(kind, (written, got))
        return False

    def summary(self, name: str = "") -> str:
        lines = [f"{name}: {self.rebuilt}/{self.pairs} pairs rebuilt exactly from their labels "
                 f"({100 * self.rate:.2f}%)"]
        for kind, count in self.kinds.most_common():
            written, got = self.examples[kind]
            lines.append(f"  {count:6d}  {kind}   e.g. {written!r} -> {got!r}")
        if self.lossy_rebuilt:
            lines.append(f"  ({self.lossy_rebuilt} pairs name a lossy kind but were rebuilt)")
        return "\n".join(lines)


def read_lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").split("\n")[:-1] if path.stat().st_size else []


def check_labels(prefix: Path | str) -> RoundTrip:
    """Round trip of <prefix>.spoken / .written / .labels.jsonl (e.g. data/en/test); refuses unequal line counts."""
    prefix = Path(prefix)
    files = [prefix.with_name(prefix.name + ext) for ext in (".spoken", ".written", ".labels.jsonl")]
    for f in files:
        if not f.is_file():
            raise FileNotFoundError(f"{f} not found")
    spoken, written, labels = (read_lines(f) for f in files)
    if not len(spoken) == len(written) == len(labels):
        raise ValueError(f"line counts differ: {files[0]} {len(spoken)}, {files[1]} {len(written)}, "
                         f"{files[2]} {len(labels)}")
    result = RoundTrip()
    for s, w, lab in zip(spoken, written, labels, strict=True):
        result.add(s, w, SentenceLabels.from_json(lab))
    return result
