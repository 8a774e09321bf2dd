"""Between the generator's word labels (docs/formats.md "Word labels") and the tagger's label ids, both ways.

`LabelCodec.encode` turns one line of <split>.labels.jsonl into an id per word and head: marks outside
the kept sets map to the nearest kept mark (the longest kept mark inside it, e.g. `.)"` -> `.)`) or to
none; the disfluency kinds filler / repetition / false start all become "drop"; a span of an unknown
class becomes O. `LabelCodec.decode` gives predicted ids back as `WordLabels` for `apply_labels`, with
the exact written form of a word taken from a lexicon built from the training labels (case label +
spoken word -> its most frequent written form, e.g. "M iphone" -> "iPhone", "T etienne" -> "Étienne").
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Iterable, Mapping, Sequence

from denorm.core.labels import KEEP, SentenceLabels, WordLabels
from denorm.tagger.heads import CASE, DISFLUENCY, HEADS, JOIN, LabelSpec, entity_labels

#: Apostrophes a written form may have where the spoken word has "'" (the corpora write "She’s", "wouldn’t").
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u02bc": "'"})


def as_typed(word: str, form: str | None) -> str | None:
    """A lexicon form whose only difference from the word besides case is its apostrophe, with the word's
    apostrophe: "she's" is written "She's", not the corpus's "She’s" (the user's apostrophe stays, and one
    line never mixes "It's" and "She’s"); any other form as it is."""
    if form is None or "'" not in word:
        return form
    plain = form.translate(_APOSTROPHES)
    return plain if plain != form and plain.lower() == word.lower() else form


#: Heads whose label sets are marks (the generator's `after` and `before` columns).
MARK_COLUMNS = {"punct": "after", "before": "before"}


def nearest_mark(tag: str, kept: Sequence[str]) -> str:
    """`tag` if kept, else the longest kept mark inside it (the more frequent on ties), else none ("")."""
    if tag in kept:
        return tag
    best = ""
    for k in kept:  # kept is in frequency order: a later mark of equal length does not replace an earlier
        if k and k in tag and len(k) > len(best):
            best = k
    return best


def top_marks(counts: Counter, n: int) -> tuple[str, ...]:
    """"" (none) first, then the n-1 most frequent other marks."""
    return ("", *[t for t, _ in counts.most_common() if t][: n - 1])


@dataclass
class LabelCodec:
    """Label ids of a LabelSpec <-> the generator's SentenceLabels / WordLabels."""

    spec: LabelSpec
    #: "<case> <lowercase spoken word>" -> the word's most frequent exact written form with that case label,
    #: where the case alone does not give it ("M iphone" -> "iPhone", "T etienne" -> "Étienne").
    forms: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._index = {h: {lab: i for i, lab in enumerate(labs)} for h, labs in self.spec.heads.items()}
        self._kept = {h: tuple(labs) for h, labs in self.spec.heads.items() if h in MARK_COLUMNS}
        self._nearest: dict[tuple[str, str], int] = {}

    @classmethod
    def from_counts(cls, after: Counter, before: Counter, entity_classes: Iterable[str], *, n_after: int = 40,
                    n_before: int = 16, join: bool = True, forms: Mapping[str, str] | None = None) -> LabelCodec:
        """The codec of the most frequent marks (counts from the training labels) and the given classes."""
        heads: dict[str, tuple[str, ...]] = {"case": CASE, "punct": top_marks(after, n_after)}
        if n_before > 1:
            heads["before"] = top_marks(before, n_before)
        if join:
            heads["join"] = JOIN
        heads["disfluency"] = DISFLUENCY
        heads["entity"] = entity_labels(entity_classes)
        return cls(LabelSpec({h: heads[h] for h in HEADS if h in heads}), dict(forms or {}))

    def _mark_id(self, head: str, tag: str) -> int:
        key = (head, tag)
        if key not in self._nearest:
            self._nearest[key] = self._index[head][nearest_mark(tag, self._kept[head])]
        return self._nearest[key]

    def encode(self, labels: SentenceLabels) -> dict[str, tuple[int, ...]]:
        """Head -> one label id per word."""
        n = len(labels)
        out: dict[str, tuple[int, ...]] = {}
        for head in self.spec.heads:
            if head == "case":
                idx = self._index["case"]
                out[head] = tuple(idx.get(c, 0) for c in labels.case)
            elif head in MARK_COLUMNS:
                out[head] = tuple(self._mark_id(head, t) for t in getattr(labels, MARK_COLUMNS[head]))
            elif head == "join":
                joined = set(labels.join)
                out[head] = tuple(int(i in joined) for i in range(n))
            elif head == "disfluency":
                out[head] = tuple(0 if d == KEEP else 1 for d in labels.disfl)
            elif head == "entity":
                idx = self._index["entity"]
                out[head] = tuple(idx.get(t, 0) for t in labels.span_tags())
        return out

    def decode(self, words: Sequence[str], ids: Mapping[str, Sequence[int]]) -> list[WordLabels]:
        """One WordLabels per word from predicted ids (a head the model lacks leaves its default)."""
        heads = self.spec.heads
        out = []

        def get(h: str, i: int, default: str) -> str:
            return heads[h][ids[h][i]] if h in ids and h in heads else default

        for i, word in enumerate(words):
            case = get("case", i, "L")
            form = as_typed(word, self.forms.get(f"{case} {word.lower()}"))
            out.append(WordLabels(case=case, before=get("before", i, ""), after=get("punct", i, ""),
                                  join=get("join", i, "") == "join",
                                  disfl=KEEP if get("disfluency", i, "keep") == "keep" else "F",
                                  span=get("entity", i, "O"), form=form))
        return out

    def to_dict(self) -> dict:
        return {"labels": self.spec.to_dict(), "forms": self.forms}

    @classmethod
    def from_dict(cls, d: dict) -> LabelCodec:
        return cls(LabelSpec.from_dict(d["labels"]), dict(d.get("forms", {})))
