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
    if not words or p <= 0 or rng.random() >= p:
        return spoken
    fillers = tuple(f for f in (language.strip(x) for x in language.fillers) if f)
    kinds = [k for k in EDITS if fillers or k != "filler"]
    weights = [EDITS[k][1] for k in kinds]
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        words = EDITS[rng.choices(kinds, weights)[0]][0](words, rng, fillers)
    return " ".join(words)
