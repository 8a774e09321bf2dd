"""The tagger's label contract, shared by the generator (which writes labels) and the runtime (which reads
them): per-word labels, span tags, and how labels and spoken words make written text."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

CASES: dict[str, str] = {"L": "lower", "T": "Title", "U": "UPPER", "M": "mixed (form kept)"}
#: Disfluency: keep the word, or drop it as what `--disfluency` inserted (keys of disfluency.EDITS).
DISFLUENCIES: dict[str, str] = {"K": "keep", "F": "filler", "R": "repetition", "S": "false_start"}
KEEP = "K"
_DROP = frozenset(DISFLUENCIES) - {KEEP}

#: The marks a `before` / `after` tag is made of (with single spaces): punctuation, quotes, brackets,
#: dashes and the slash. Anything else between words (symbols such as * # + =, letters the spoken
#: alphabet cannot fold) cannot be put back from tags: the pair records it in `lossy`.
MARKS: dict[str, str] = {
    ",": "comma", ".": "period", "?": "question mark", "!": "exclamation mark", ":": "colon",
    ";": "semicolon", "\u2026": "ellipsis", "\u00bf": "inverted question mark",
    "\u00a1": "inverted exclamation mark",
    '"': "straight double quote", "'": "straight single quote", "\u201c": "left double quote",
    "\u201d": "right double quote", "\u201e": "low double quote", "\u2018": "left single quote",
    "\u2019": "right single quote", "\u201a": "low single quote", "`": "grave accent (as a quote)",
    "\u00b4": "acute accent (as an apostrophe)", "\u02bc": "modifier apostrophe", "\u00ab": "left guillemet",
    "\u00bb": "right guillemet", "\u2039": "left single guillemet", "\u203a": "right single guillemet",
    "(": "left parenthesis", ")": "right parenthesis", "[": "left bracket", "]": "right bracket",
    "{": "left brace", "}": "right brace",
    "\u3008": "left angle bracket", "\u3009": "right angle bracket", "\u27e8": "left angle bracket",
    "\u27e9": "right angle bracket",
    "-": "hyphen", "\u2010": "hyphen (unicode)", "\u2011": "non-breaking hyphen", "\u2012": "figure dash",
    "\u2013": "en dash", "\u2014": "em dash", "\u2015": "horizontal bar (a dash in Russian print)",
    "\u2212": "minus sign (as a dash)", "/": "slash",
}
_TAG_CHARS = frozenset(MARKS) | {" "}

def valid_tag(tag: object) -> bool:
    """Whether a before/after tag is made only of MARKS and single spaces."""
    return isinstance(tag, str) and set(tag) <= _TAG_CHARS and "  " not in tag


@dataclass(frozen=True)
class WordLabels:
    """How one spoken word is written: case (or exact form), the marks around it, disfluency, entity span tag."""

    case: str = "L"  #: a key of CASES
    before: str = ""  #: marks written right before the word: "(", "\u201e", '"', "\u00ab" ...
    after: str = ""  #: marks written right after it: ",", ".", "?", ")", '."', " \u2013" (a spaced dash) ...
    join: bool = False  #: no space after the word and its marks ("Unix-like", "and/or")
    disfl: str = KEEP  #: a key of DISFLUENCIES
    span: str = "O"  #: "B-<class>", "I-<class>" (the generator's entity classes) or "O"
    form: str | None = None  #: the exact written form when the case tag alone does not give it


_DISFLUENCY_CODE = {kind: code for code, kind in DISFLUENCIES.items()}

_SPACES = re.compile(" {2,}")

#: Kinds of written text that labels cannot rebuild (prefixes of the `lossy` entries).
LOSSY_KINDS: dict[str, str] = {
    "symbol": "a symbol between words that strip drops and no tag holds (* # + = ...)",
    "combining mark": "a combining mark between words (inside a word it is part of the word's form)",
    "letter": "a letter outside the spoken alphabet that strip cannot fold (Greek, CJK ...)",
    "digit": "a digit outside every entity",
    "empty entity": "an entity whose spoken form is empty",
    "unaligned": "the words of the labels are not the spoken line (a generator bug)",
}


@dataclass(frozen=True)
class LabelSpan:
    """An entity: words [start, end) of the spoken line, its class and its gold written form."""

    start: int
    end: int
    cls: str
    written: str

    def __post_init__(self) -> None:
        if not 0 <= self.start < self.end:
            raise ValueError(f"bad span {self.start}:{self.end}")


@dataclass(frozen=True)
class SentenceLabels:
    """The labels of every word of one spoken line, as columns; one line of <split>.labels.jsonl."""

    case: tuple[str, ...]
    before: tuple[str, ...]
    after: tuple[str, ...]
    disfl: tuple[str, ...]
    join: tuple[int, ...] = ()  #: indices of the words with no space after them
    spans: tuple[LabelSpan, ...] = ()
    forms: Mapping[int, str] = field(default_factory=dict)  #: word index -> exact written form
    lossy: tuple[str, ...] = ()  #: what these labels cannot rebuild, e.g. "symbol '*'"

    def __post_init__(self) -> None:
        n = len(self.case)
        if not len(self.before) == len(self.after) == len(self.disfl) == n:
            raise ValueError("label columns of different lengths")
        if any(not 0 <= i < n for i in (*self.join, *self.forms)):
            raise ValueError("join or form index out of range")
        end = 0
        for s in self.spans:
            if s.start < end or s.end > n:
                raise ValueError(f"span {s.start}:{s.end} overlaps or leaves the line of {n} words")
            end = s.end

    def __len__(self) -> int:
        return len(self.case)

    def span_tags(self) -> list[str]:
        tags = ["O"] * len(self)
        for s in self.spans:
            tags[s.start] = f"B-{s.cls}"
            for i in range(s.start + 1, s.end):
                tags[i] = f"I-{s.cls}"
        return tags

    def words(self) -> list[WordLabels]:
        """One WordLabels per spoken word."""
        joined = set(self.join)
        return [WordLabels(c, b, a, i in joined, d, t, self.forms.get(i))
                for i, (c, b, a, d, t) in enumerate(zip(self.case, self.before, self.after, self.disfl,
                                                        self.span_tags(), strict=True))]

    def span_forms(self) -> dict[int, str]:
        """Start word index -> gold written form of each entity span (apply_labels' third argument)."""
        return {s.start: s.written for s in self.spans}

    def with_disfluency(self, kinds: Sequence[str]) -> SentenceLabels:
        """The labels of the line after `disfluency.disfluent_words` inserted words.

        kinds[i] is "" for a word of the fluent line, else the edit that inserted it (dropped, case L, no
        marks; inside an entity span it continues the span, elsewhere it is O).
        """
        kept = [i for i, k in enumerate(kinds) if not k]
        if len(kept) != len(self):
            raise ValueError(f"{len(kept)} fluent words for labels of {len(self)}")
        if len(kinds) == len(self):
            return self
        n = len(kinds)
        case, before, after, disfl = ["L"] * n, [""] * n, [""] * n, [KEEP] * n
        for i, k in enumerate(kinds):
            if k:
                disfl[i] = _DISFLUENCY_CODE[k]
        for old, new in enumerate(kept):
            case[new], before[new], after[new] = self.case[old], self.before[old], self.after[old]
            disfl[new] = self.disfl[old]
        spans = tuple(LabelSpan(kept[s.start], kept[s.end - 1] + 1, s.cls, s.written) for s in self.spans)
        return SentenceLabels(tuple(case), tuple(before), tuple(after), tuple(disfl),
                              tuple(kept[i] for i in self.join), spans,
                              {kept[i]: f for i, f in self.forms.items()}, self.lossy)

    def to_json(self) -> str:
        return json.dumps({
            "case": "".join(self.case), "before": list(self.before), "after": list(self.after),
            "join": list(self.join), "disfl": "".join(self.disfl),
            "spans": [[s.start, s.end, s.cls, s.written] for s in self.spans],
            "forms": {str(i): f for i, f in sorted(self.forms.items())}, "lossy": list(self.lossy),
        }, ensure_ascii=False)

    @classmethod
    def from_json(cls, line: str) -> SentenceLabels:
        d = json.loads(line)
        return cls(tuple(d["case"]), tuple(d["before"]), tuple(d["after"]), tuple(d["disfl"]),
                   tuple(d.get("join", ())), tuple(LabelSpan(*s) for s in d.get("spans", ())),
                   {int(i): f for i, f in d.get("forms", {}).items()}, tuple(d.get("lossy", ())))


#: Marks that may join two words into one written token ("e-mail", "and/or", "Node.js", "3:1", "R&D").
JOINING_MARKS = frozenset("-/'\u2019.:_@+&")


def ends_sentence(after: str) -> bool:
    """True if the marks written after a word end a sentence ("." "?" "!" "\u2026", closing quotes and
    brackets after them allowed: '."', "?)")."""
    return after.rstrip("\"')\u201d\u00bb ").endswith((".", "?", "!", "\u2026"))


# -- applying: labels -> written text --------------------------------------------------------------
def decode_spans(tags: Sequence[object]) -> list[tuple[int, int, str]]:
    """(start, end, class) of the B-/I- runs; an I- without its B- (or after another class) starts a span."""
    spans: list[list] = []
    for i, t in enumerate(tags):
        if not (isinstance(t, str) and len(t) > 2 and t[:2] in ("B-", "I-")):
            continue
        cls = t[2:]
        last = spans[-1] if spans else None
        if t[0] == "I" and last is not None and last[1] == i and last[2] == cls:
            last[1] = i + 1
        else:
            spans.append([i, i + 1, cls])
    return [(a, b, c) for a, b, c in spans]


def with_span(labels: Sequence[WordLabels], start: int, end: int, cls: str | None) -> list[WordLabels]:
    """The labels with the words [start, end) one span of `cls` ("B-cls", "I-cls" ...); None: no span ("O")."""
    out = list(labels)
    for k in range(start, end):
        out[k] = replace(out[k], span="O" if cls is None else ("B-" if k == start else "I-") + cls)
    return out


def claim_span(labels: Sequence[WordLabels], start: int, end: int, cls: str, plain: Sequence[bool],
               ok: Sequence[bool]) -> list[WordLabels]:
    """The labels with the words [start, end) one span of `cls` and every span that touches them cleared, when the
    words are `plain` (not typed by the user), whole input tokens (`ok` at both ends: no cut inside a source token)
    and all kept; the labels as they are otherwise. A phrase read by rule (a code, an address, a power) so
    replaces the tagger's pieces of it."""
    if not (all(plain[start:end]) and ok[start] and ok[end]) or any(lab.disfl != KEEP for lab in labels[start:end]):
        return list(labels)
    out = list(labels)
    for s, e, _ in decode_spans([lab.span for lab in out]):
        if s < end and start < e:
            out = with_span(out, s, e, None)
    return with_span(out, start, end, cls)


def render_word(word: str, labels: WordLabels) -> str:
    """The written form of one word: its form if any, else its case applied (mixed without a form: Title)."""
    if labels.form:
        return labels.form
    if labels.case == "U":
        return word.upper()
    if labels.case in ("T", "M"):
        return word[:1].upper() + word[1:]
    return word


@dataclass(frozen=True)
class LabeledUnit:
    """What one written unit of `label_units` is: input words [first, last] and its text (marks included)."""

    first: int
    last: int
    text: str
    glued: bool  #: True if the next unit follows without a space (a join label)
    span: bool = False  #: True if the text is an entity span's written form


def label_units(spoken_words: Sequence[str], labels: Sequence[WordLabels],
                span_forms: Mapping[int, str] | None = None) -> list[LabeledUnit]:
    """The written units of `apply_labels` (a word, or a span written by `span_forms`), with the input
    words each comes from: joined with a space unless `glued`, they are `apply_labels`' text."""
    words = list(spoken_words)
    n = len(words)
    labs = [lab if isinstance(lab, WordLabels) else WordLabels() for lab in list(labels)[:n]]
    labs += [WordLabels()] * (n - len(labs))
    keep = [lab.disfl not in _DROP for lab in labs]
    if not any(keep):
        keep = [True] * n
    forms = span_forms or {}
    spans = {a: b for a, b, _ in decode_spans([lab.span for lab in labs])
             if isinstance(forms.get(a), str) and forms[a]}
    units: list[tuple[int, int, str, bool]] = []  # (first word, last word, written body, span)
    i = 0
    while i < n:
        if i in spans:
            kept = [j for j in range(i, spans[i]) if keep[j]]
            if kept:
                units.append((kept[0], kept[-1], forms[i], True))
            i = spans[i]
            continue
        if keep[i]:
            units.append((i, i, render_word(words[i], labs[i]), False))
        i += 1
    out: list[LabeledUnit] = []
    for k, (first, last, body, span) in enumerate(units):
        before, after = labs[first].before, labs[last].after
        if body.endswith(".") and after.startswith(".") and not after.startswith(".."):
            after = after[1:]  # one dot ends both an abbreviation and the sentence: "9 a.m." + "." -> "9 a.m."
        text = (before if valid_tag(before) else "") + body + (after if valid_tag(after) else "")
        out.append(LabeledUnit(first, last, text, k + 1 < len(units) and labs[last].join, span))
    return out


def apply_labels(spoken_words: Sequence[str], labels: Sequence[WordLabels],
                 span_forms: Mapping[int, str] | None = None) -> str:
    """Written text from spoken words and their labels (gold or predicted).

    `span_forms` maps a span's first word index to its written form (gold, or from an ITN component);
    a span without one stays as words with their own labels. Robust to predicted labels: missing labels
    count as plain lowercase words, unknown tags as none, an I- without B- starts a span; only words
    labeled as disfluent are left out, and never all words of a line.
    """
    out: list[str] = []
    for u in label_units(spoken_words, labels, span_forms):
        out.append(u.text)
        out.append("" if u.glued else " ")
    return "".join(out[:-1])
