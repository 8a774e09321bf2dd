"""The tagger's label sets, one per head: case, marks after (and optionally before) the word, disfluency, spans.

The sets are parameters (a `LabelSpec` is saved with every model). Names follow the generator's word
labels (docs/formats.md, "Word labels"): case L/T/U/M, marks as literal strings ("" = none); the final
mark sets come from the train counts of that format (`stats.json` `labels.tags`), the defaults here are
the marks every language has. Disfluency is binary: the format's F/R/S (filler, repetition, false
start) are all "drop". Label 0 of every head is the "nothing to do" label.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

#: Case of the written word: Lower, Title, Upper, Mixed (the exact mixed form comes from a lexicon).
CASE = ("L", "T", "U", "M")
#: Marks after the word; quotes, brackets and dashes join from the label format's train counts.
DEFAULT_PUNCTUATION = ("", ",", ".", "?", "!", ":", ";")
#: Marks before the word (optional head "before": opening quotes and brackets).
DEFAULT_BEFORE = ("", "(", '"', "\u201c", "\u201e", "\u00ab")
DISFLUENCY = ("keep", "drop")
#: No space after the word ("Unix-like", "and/or"): the format's `join` (optional head "join").
JOIN = ("", "join")
#: Head names in their fixed order ("before" and "join" are optional and not in the default set).
HEADS = ("case", "punct", "before", "join", "disfluency", "entity")


def entity_labels(classes: Iterable[str]) -> tuple[str, ...]:
    """O, then B-<class>, I-<class> for each class in the given order."""
    out = ["O"]
    for c in classes:
        out += [f"B-{c}", f"I-{c}"]
    if len(set(out)) != len(out):
        raise ValueError(f"duplicate entity class in {list(classes)}")
    return tuple(out)


def generator_entity_classes(langs: Iterable[str] | None = None) -> tuple[str, ...]:
    """The entity classes the generator's languages know (default: all of its languages), in first-seen order."""
    from denorm.data.languages import LANGUAGES, get_language

    seen: dict[str, None] = {}
    for code in LANGUAGES if langs is None else langs:
        seen.update(dict.fromkeys(get_language(code).classes))
    return tuple(seen)


@dataclass(frozen=True)
class LabelSpec:
    """Head name -> its labels, in HEADS order; a head left out is not trained or predicted."""

    heads: dict[str, tuple[str, ...]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        unknown = set(self.heads) - set(HEADS)
        if unknown:
            raise ValueError(f"unknown heads {sorted(unknown)}; known: {', '.join(HEADS)}")
        for name, labels in self.heads.items():
            if len(labels) < 2 or len(set(labels)) != len(labels):
                raise ValueError(f"head {name}: needs at least two distinct labels, got {labels}")

    @classmethod
    def default(cls, entity_classes: Iterable[str] | None = None,
                punctuation: tuple[str, ...] = DEFAULT_PUNCTUATION, before: tuple[str, ...] | None = None,
                join: bool = False) -> LabelSpec:
        """case, punct, disfluency and entity (the generator's classes unless given); "before" if given,
        "join" if asked."""
        classes = generator_entity_classes() if entity_classes is None else tuple(entity_classes)
        heads = {"case": CASE, "punct": tuple(punctuation), "disfluency": DISFLUENCY,
                 "entity": entity_labels(classes)}
        if before is not None:
            heads["before"] = tuple(before)
        if join:
            heads["join"] = JOIN
        return cls({n: heads[n] for n in HEADS if n in heads})

    def only(self, *names: str) -> LabelSpec:
        """The same sets for a subset of heads (single-task ablations)."""
        return LabelSpec({n: self.heads[n] for n in HEADS if n in names})

    def sizes(self) -> dict[str, int]:
        return {n: len(v) for n, v in self.heads.items()}

    def to_dict(self) -> dict[str, list[str]]:
        return {n: list(v) for n, v in self.heads.items()}

    @classmethod
    def from_dict(cls, d: dict[str, list[str]]) -> LabelSpec:
        return cls({n: tuple(d[n]) for n in HEADS if n in d})
