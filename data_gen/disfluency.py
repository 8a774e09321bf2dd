"""Simulated disfluencies on the spoken side: fillers, repetitions and false starts."""

from __future__ import annotations

import random
from collections.abc import Callable

from denorm.data.base import Language

Edit = Callable[[list[str], random.Random, tuple[str, ...]], list[str]]


def add_filler(words: list[str], rng: random.Random, fillers: tuple[str, ...]) -> list[str]:
    """"four uh thirty": a filler word anywhere (not after the last word)."""
    if not fillers:
        return words
    i = rng.randrange(len(words))
    return words[:i] + [rng.choice(fillers)] + words[i:]


def add_repetition(words: list[str], rng: random.Random, fillers: tuple[str, ...]) -> list[str]:
    """"the the meeting": one or two words said twice."""
    n = min(len(words), rng.choice((1, 1, 1, 2)))
    i = rng.randrange(len(words) - n + 1)
    return words[: i + n] + words[i : i + n] + words[i + n :]


def add_false_start(words: list[str], rng: random.Random, fillers: tuple[str, ...]) -> list[str]:
    """"we sh we need": the start of a phrase, cut off (maybe mid-word), then the phrase again."""
    if len(words) < 2:
        return add_repetition(words, rng, fillers)
    i = rng.randrange(len(words) - 1)
    n = rng.randint(1, min(3, len(words) - i - 1))
    start = words[i : i + n]
    nxt = words[i + n]
    if len(nxt) > 3 and rng.random() < 0.5:
        start = start + [nxt[: rng.randint(1, len(nxt) - 2)].rstrip("'")]
    if fillers and rng.random() < 0.3:
        start = start + [rng.choice(fillers)]
    return words[:i] + [w for w in start if w] + words[i:]


#: Kind of disfluency -> edit; drawn with these weights.
EDITS: dict[str, tuple[Edit, float]] = {
    "filler": (add_filler, 0.5),
    "repetition": (add_repetition, 0.3),
    "false_start": (add_false_start, 0.2),
}


def disfluent(spoken: str, language: Language, rng: random.Random, p: float) -> str:
    """With probability p, one to three disfluencies in a spoken line; the line itself otherwise."""
    words = spoken.split()
    out, _ = disfluent_words(words, language, rng, p)
    return spoken if out is words else " ".join(out)


class _Word(str):
    """A word of the line before an edit: edits copy it by reference, so identity tells copies from originals."""


def disfluent_words(words: list[str], language: Language, rng: random.Random,
                    p: float) -> tuple[list[str], list[str]]:
    """`disfluent` on a word list, also naming for each output word the edit that inserted it.

    Returns (words, kinds): kinds[i] is "" for a word of the input line, else the EDITS key that
    inserted it. Of a word and its repetition the last copy is the input word (the earlier copies are
    dropped: "the the meeting" keeps the second "the"). The same draws as `disfluent`, so the same line.
    """
    if not words or p <= 0 or rng.random() >= p:
        return words, [""] * len(words)
    fillers = tuple(f for f in (language.strip(x) for x in language.fillers) if f)
    kinds = [k for k in EDITS if fillers or k != "filler"]
    weights = [EDITS[k][1] for k in kinds]
    marks = [""] * len(words)
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        kind = rng.choices(kinds, weights)[0]
        before = [_Word(w) for w in words]
        after = EDITS[kind][0](before, rng, fillers)
        marks = _inserted(before, marks, after, kind)
        words = [str(w) for w in after]
    if any(" " in w for w in words):  # a filler of several words ("как бы"): one mark per word
        pairs = [(part, m) for w, m in zip(words, marks, strict=True) for part in w.split()]
        words, marks = [w for w, _ in pairs], [m for _, m in pairs]
    return words, marks


def _inserted(before: list[str], marks: list[str], after: list[str], kind: str) -> list[str]:
    """Marks of `after`: an input word keeps its mark (matched by identity from the right), a new one gets `kind`."""
    out = [kind] * len(after)
    j = len(after) - 1
    for i in range(len(before) - 1, -1, -1):
        while j >= 0 and after[j] is not before[i]:
            j -= 1
        if j < 0:
            raise ValueError(f"a disfluency edit lost the word {before[i]!r}")
        out[j] = marks[i]
        j -= 1
    return out
