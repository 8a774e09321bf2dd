"""Entity density augmentation: template sentences and corpus sentences with their entities swapped."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from denorm.data.base import Entity, Language, normalize_written
from denorm.data.seeding import derived_rng

TEMPLATES_DIR = Path(__file__).resolve().parent / "templates"
#: A slot: `{class}`, or `{class:shape}` for a sample of the shape of a written example (`sample_like`:
#: "{ordinal:1ª}" is a feminine ordinal, for "a {ordinal:1ª} edição").
_SLOT = re.compile(r"\{(\w+)(?::[^{}]+)?\}")
_SLOT_DOT = re.compile(r"\{(\w+)(?::([^{}]+))?\}(\.?)")


@dataclass(frozen=True)
class Candidate:
    """A written sentence proposed for training, and where it came from ("template" or "corpus")."""

    written: str
    source: str


def needed_pairs(with_entity: int, total: int, share: float) -> int:
    """How many pairs with entities to add so that their share of all pairs reaches `share`."""
    if total == 0 or share <= 0 or with_entity / total >= share:
        return 0
    return math.ceil((share * total - with_entity) / (1.0 - share))


def load_templates(language: Language, path: Path | None = None) -> list[str]:
    """Template lines of data_gen/templates/<code>.txt whose slots all name classes of the language."""
    path = path or TEMPLATES_DIR / f"{language.code}.txt"
    if not path.exists():
        return []
    out = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        slots = slot_classes(line)
        if slots and all(s in language.classes for s in slots):
            out.append(line)
    return out


def slot_classes(template: str) -> list[str]:
    """The class of each slot of a template, `{class}` or `{class:shape}`, in order."""
    return _SLOT.findall(template)


def fill_template(template: str, language: Language, rng) -> str:
    """A template with every `{class}` slot replaced by a sample of that class (`{class:shape}`: one of the
    shape of the written example, `EntityClass.sample_like`).

    A sample that ends with an abbreviation period ("3 Dec.") absorbs the sentence period after it.
    """
    def fill(m: re.Match[str]) -> str:
        cls = language.classes[m.group(1)]
        sample = (cls.sample_like(m.group(2), rng) if m.group(2) else None) or cls.sample(rng)
        return sample if sample.endswith(".") else sample + m.group(3)

    return normalize_written(_SLOT_DOT.sub(fill, template))


def swap_entities(written: str, entities: Sequence[Entity], language: Language, rng) -> str | None:
    """The sentence with each entity replaced by another sample of its class (None if none is swappable).

    A class whose `sample_like(written, rng)` gives a sample draws a replacement of the same
    grammatical shape ("21-го числа" stays a genitive ordinal, "1 Woche" stays singular); other classes
    (`sample_like` returns None) draw three samples and keep the one closest in length ("port 12" stays
    a small number). A class with `swappable = False` (abbreviations: "Dr. Smith" must not become
    "etc. Smith") keeps its entity.
    """
    spans = [e for e in entities if e.cls in language.classes and language.classes[e.cls].swappable]
    if not spans:
        return None
    out, pos = [], 0
    for e in sorted(spans, key=lambda e: e.start):
        if e.start < pos:
            continue
        out.append(written[pos:e.start])
        cls = language.classes[e.cls]
        sample = cls.sample_like(e.written, rng)
        if sample is None:
            draws = [cls.sample(rng) for _ in range(3)]
            sample = min(draws, key=lambda d: abs(len(d) - len(e.written)))
        pos = e.end
        if sample.endswith(".") and written.startswith(".", pos):
            pos += 1  # "on {3 Dec.}." -> "on 3 Dec."
        elif e.written.endswith(".") and not sample.endswith(".") and not written[pos:].strip():
            sample += "."  # the old entity's period also ended the sentence
        out.append(sample)
    out.append(written[pos:])
    return normalize_written("".join(out))


def candidates(language: Language, seed: int, templates: list[str],
               sources: list[tuple[str, Sequence[Entity]]], source: str) -> Iterator[Candidate]:
    """An endless, deterministic stream of augmentation sentences of one source kind."""
    i = 0
    while True:
        rng = derived_rng(seed, "augment", source, i)
        if source == "template":
            if not templates:
                return
            yield Candidate(fill_template(rng.choice(templates), language, rng), source)
        else:
            if not sources:
                return
            written, ents = sources[rng.randrange(len(sources))]
            new = swap_entities(written, ents, language, rng)
            if new:
                yield Candidate(new, source)
        i += 1
