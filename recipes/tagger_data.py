"""The tagger's training data: data/<lang>/<split>.{spoken,labels.jsonl} -> word-level label ids (Examples).

`make_codec` counts the marks of the training labels and keeps the most frequent (docs/tagger.md);
`read_examples` reads a split line by line (spoken words + labels, the two files aligned, lengths
checked); `mix` interleaves several languages for one multilingual model. Sequence bucketing is in
`denorm.recipes.tagger_train.batches` (batches of similar length).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Sequence

from denorm.data.disfluency import disfluent_words
from denorm.data.seeding import derived_rng

from denorm.core.labels import SentenceLabels
from denorm.tagger.codec import LabelCodec
from denorm.tagger.heads import generator_entity_classes


@dataclass(frozen=True)
class Example:
    """One spoken sentence (words) and its label ids per head (one per word)."""

    words: tuple[str, ...]
    labels: dict[str, tuple[int, ...]]

    def __post_init__(self) -> None:
        bad = {h: len(v) for h, v in self.labels.items() if len(v) != len(self.words)}
        if bad:
            raise ValueError(f"{len(self.words)} words but label counts {bad}")


def pairs(prefix: Path, limit: int | None = None, *, disfluency: float = 0.0, lang: str | None = None,
          seed: int = 0) -> Iterator[tuple[list[str], SentenceLabels]]:
    """(spoken words, labels) of <prefix>.spoken and <prefix>.labels.jsonl, line by line.

    disfluency > 0 inserts the generator's fillers, repetitions and false starts (denorm.data.disfluency)
    into that share of lines, with labels that drop them: the same edits `make data --disfluency` makes,
    drawn per line from (seed, line number), so a split read twice is the same and the data files stay fluent.
    """
    language = None
    if disfluency > 0:
        from denorm.data.languages import get_language

        if lang is None:
            raise ValueError("disfluency needs the language (fillers)")
        language = get_language(lang)
    spoken, labels = Path(f"{prefix}.spoken"), Path(f"{prefix}.labels.jsonl")
    with spoken.open(encoding="utf-8") as fs, labels.open(encoding="utf-8") as fl:
        for n, (s, lab) in enumerate(zip(fs, fl, strict=True)):
            if limit is not None and n >= limit:
                return
            words, sl = s.split(), SentenceLabels.from_json(lab)
            if len(words) != len(sl):
                raise ValueError(f"{spoken}:{n + 1}: {len(words)} words but {len(sl)} labels")
            if language is not None and words:
                words, kinds = disfluent_words(words, language, derived_rng(seed, lang, Path(prefix).name, n, "disfluency"),
                                               disfluency)
                sl = sl.with_disfluency(kinds)
            yield words, sl


def count_marks(prefix: Path, limit: int | None = None) -> tuple[Counter, Counter, dict[str, str]]:
    """Counts of after / before tags and the forms lexicon ("<case> <word>" -> most frequent written form)."""
    after: Counter = Counter()
    before: Counter = Counter()
    mixed: dict[str, Counter] = {}
    seen: set[str] = set()
    for words, sl in pairs(prefix, limit):
        after.update(sl.after)
        before.update(sl.before)
        for i, (w, c) in enumerate(zip(words, sl.case, strict=True)):
            form = sl.forms.get(i)
            if form is not None or w in seen:
                mixed.setdefault(f"{c} {w}", Counter())[form] += 1
        seen.update(words[i] for i in sl.forms)
    # A word counts its plain occurrences from the first line that gives it a form on (cheap, and enough
    # to keep a form only where it is the usual spelling).
    forms = {w: f for w, c in mixed.items() if (f := c.most_common(1)[0][0]) is not None}
    return after, before, forms


def make_codec(prefixes: Sequence[Path], langs: Sequence[str], *, n_after: int = 40, n_before: int = 16,
               join: bool = True, limit: int | None = None) -> LabelCodec:
    """A codec over the most frequent marks of the given training splits and the languages' entity classes."""
    after: Counter = Counter()
    before: Counter = Counter()
    forms: dict[str, str] = {}
    for p in prefixes:
        a, b, f = count_marks(p, limit)
        after += a
        before += b
        forms.update({w: v for w, v in f.items() if w not in forms})
    return LabelCodec.from_counts(after, before, generator_entity_classes(langs), n_after=n_after,
                                  n_before=n_before, join=join, forms=forms)


def read_examples(prefix: Path, codec: LabelCodec, limit: int | None = None, max_words: int | None = None,
                  *, disfluency: float = 0.0, lang: str | None = None, seed: int = 0) -> list[Example]:
    """Every line of a split as an Example (lines of 0 words, or more than max_words, are skipped for training).

    disfluency, lang, seed: simulated disfluencies as in `pairs`.
    """
    out = []
    for words, sl in pairs(prefix, limit, disfluency=disfluency, lang=lang, seed=seed):
        if words and (max_words is None or len(words) <= max_words):
            out.append(Example(tuple(words), codec.encode(sl)))
    return out


def mix(parts: Sequence[Sequence[Example]], seed: int = 0, cap: int | None = None, concat: float = 0.0,
        max_words: int | None = None) -> list[Example]:
    """Several languages' examples in one shuffled list, each language cut to `cap` examples.

    concat > 0: that share of examples is followed by one or two more sentences of the same language in
    one example (running text, as in a subtitle file or a long transcript: the model must find where a
    sentence ends; the gold labels already hold each sentence's final mark and first capital), kept
    under `max_words` words.
    """
    rng = random.Random(seed)
    out: list[Example] = []
    for part in parts:
        part = list(part)
        rng.shuffle(part)
        part = part[:cap] if cap else part
        out += concatenate(part, concat, rng, max_words) if concat > 0 else part
    rng.shuffle(out)
    return out


def concatenate(examples: Sequence[Example], share: float, rng: random.Random,
                max_words: int | None = None) -> list[Example]:
    """Examples with `share` of them joined to the one or two that follow (see `mix`); every sentence used once."""
    out: list[Example] = []
    i = 0
    while i < len(examples):
        group = [examples[i]]
        i += 1
        if rng.random() < share:
            for _ in range(rng.choice((1, 1, 2))):
                if i >= len(examples):
                    break
                nxt = examples[i]
                if max_words is not None and sum(len(e.words) for e in group) + len(nxt.words) > max_words:
                    break
                group.append(nxt)
                i += 1
        if len(group) == 1:
            out.append(group[0])
        else:
            out.append(Example(tuple(w for e in group for w in e.words),
                               {h: tuple(x for e in group for x in e.labels[h]) for h in group[0].labels}))
    return out


def save_codec(codec: LabelCodec, path: Path) -> None:
    path.write_text(json.dumps(codec.to_dict(), ensure_ascii=False, indent=1), encoding="utf-8")
