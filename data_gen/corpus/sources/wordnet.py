"""Usage examples of Princeton WordNet 3.0 glosses (wordnet-base data.* files) -> sentences."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.sources.base import Source

DATA_FILES = tuple(f"usr/share/wordnet/data.{pos}" for pos in ("noun", "verb", "adj", "adv"))
#: Examples are quoted in the gloss after the definition: `... | definition; "example"; "example"`.
_EXAMPLE = re.compile(r'"([^"]+)"')
#: Examples that are sentences, not phrases: they open with a capital or a subject ("he made a good
#: impression", "the sky was leaden"); "a precise mind" or "in her white uniform" are left out.
_SENTENCE_START = re.compile(
    r"^(?:[A-Z]|(?:he|she|it|they|we|i|you|there|this|that|these|those|his|her|my|our|their|your|"
    r"it's|he's|she's|they're|we're|i'm|you're|let's)\b|the \w+ (?:was|is|were|are|has|had|will|would|"
    r"can|could|did|does)\b)")
MIN_WORDS = 4


def wordnet_examples(text: str) -> tuple[list[str], int]:
    """(sentence examples of a WordNet data file, capitalized and with final punctuation added;
    examples left out as phrases)."""
    out: list[str] = []
    phrases = 0
    for line in text.splitlines():
        if line.startswith(" ") or " | " not in line:
            continue  # the licence header
        for example in _EXAMPLE.findall(line.partition(" | ")[2]):
            example = " ".join(example.split())
            if len(example.split()) < MIN_WORDS or not _SENTENCE_START.match(example):
                phrases += 1
                continue
            example = example[0].upper() + example[1:]
            if example[-1] not in ".!?":
                example += "."
            out.append(example)
    return out, phrases


class WordNet(Source):
    name = "wordnet"
    licence = "WordNet 3.0 licence (Princeton University; free use and redistribution with the notice)"
    domain = "example"
    packages_by_lang = {"en": ("wordnet-base",)}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for root in roots.values():
            for name in DATA_FILES:
                if (root / name).is_file():
                    yield root / name

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        examples, phrases = wordnet_examples(self.read_text(path, lang))
        self.spoiled += phrases
        yield from examples
