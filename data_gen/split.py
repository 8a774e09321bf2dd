"""Deterministic train/valid/test split by sentence: a seeded hash of the sentence's split key."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from denorm.data.base import Language
from denorm.data.seeding import derive_seed

#: Valid + test never take more than this share of the sentence groups; larger sizes are scaled down.
MAX_HELD_OUT_SHARE = 0.2
_NON_WORD = re.compile(r"[\W_]+")


@dataclass
class Split:
    """Sentences of each split, in input order, and the split keys of the held-out sentences."""

    train: list[str]
    valid: list[str]
    test: list[str]
    held_out_keys: set[str] = field(default_factory=set)
    scaled: bool = False  #: valid/test sizes were scaled down because the corpus is small


def split_key(written: str, language: Language) -> str:
    """What makes two sentences "the same" for the split: lowercased words and numbers, no punctuation.

    "Hello, world." and "Hello world!" share one key, so they land in one split: a spoken test input
    can never be a training input. (`language` is for languages that need a finer key one day.)
    """
    return _NON_WORD.sub(" ", written.lower()).strip() or written


def split_sentences(sentences: list[str], language: Language, seed: int, valid_size: int,
                    test_size: int) -> Split:
    """Groups of sentences with one split key go, in seeded-hash order, to test, then valid, then train."""
    groups: dict[str, list[int]] = {}
    for i, s in enumerate(sentences):
        groups.setdefault(split_key(s, language), []).append(i)
    scaled = False
    limit = int(len(groups) * MAX_HELD_OUT_SHARE)
    if valid_size + test_size > limit:
        total = valid_size + test_size
        valid_size, test_size = valid_size * limit // total, test_size * limit // total
        scaled = True
    order = sorted(groups, key=lambda k: derive_seed(seed, "split", k))
    role: dict[int, str] = {}
    counts = {"test": 0, "valid": 0}
    held: set[str] = set()
    for key in order:
        members = groups[key]
        if counts["test"] < test_size:
            name = "test"
        elif counts["valid"] < valid_size:
            name = "valid"
        else:
            name = "train"
        if name != "train":
            counts[name] += len(members)
            held.add(key)
        for i in members:
            role[i] = name
    out: dict[str, list[str]] = {"train": [], "valid": [], "test": []}
    for i, s in enumerate(sentences):
        out[role[i]].append(s)
    return Split(out["train"], out["valid"], out["test"], held, scaled)
