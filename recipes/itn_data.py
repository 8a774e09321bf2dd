"""Span data for the ITN converter: (context + class tag + spoken span -> written span) from the generator.

    python -m denorm.recipes.itn_data --lang en --out data/itn/en --train 600000 [--seed 1234]

Sentences come from the generator's templates (each `{class}` slot filled with a sample of that class),
from the committed samples data_gen/samples/<lang>.txt and, when it exists, data/corpus/<lang>.txt
(sentences with entities, their entities swapped for new samples of the same shape). Each sentence is
verbalized with several seeds (several readings per written form); every entity of every reading
becomes one example: CONTEXT_WORDS spoken words each side, the class tag (or ANY, a share
`--any-share` of the time) and the spoken span as source, the written span as target.

Classes are drawn uniformly, then a template with a slot of that class, so rare classes get as many
sentences as common ones. Test and valid hold sentences (by the generator's split key) that never
occur in train. Deterministic for a seed. Writes OUT/{train,valid,test}.{spoken,written},
OUT/{valid,test}.classes (the entity class of each line) and OUT/stats.json.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path

from denorm.data import get_language
from denorm.data.augment import fill_template, load_templates, slot_classes, swap_entities
from denorm.data.base import Entity, Language, Verbalization
from denorm.data.seeding import derive_seed, derived_rng
from denorm.data.split import split_key
from denorm.recipes import rel

from denorm.defaults import DEFAULT_SEED
from denorm.itn.source import CONTEXT_WORDS, source_text

SAMPLES_DIR = Path(__file__).resolve().parents[1] / "data_gen" / "samples"
#: Readings drawn per sentence (distinct spoken forms of the same written sentence).
READINGS = 3
#: Share of examples whose class tag is ANY (the converter is also asked without a class).
ANY_SHARE = 0.2
#: Share of sentences taken from corpus / sample sentences with swapped entities (when there are any).
CORPUS_SHARE = 0.3


@dataclass(frozen=True)
class SpanExample:
    """One training example: the source text, the written span and the entity class."""

    source: str
    written: str
    cls: str

    def __post_init__(self) -> None:
        if "\n" in self.source or "\n" in self.written or not self.written:
            raise ValueError(f"bad span example {self.source!r} -> {self.written!r}")


@dataclass
class SpanStats:
    """What stats.json records about a span data build."""

    language: str
    seed: int
    command: str = ""
    counts: dict[str, int] = field(default_factory=dict)
    classes: dict[str, dict[str, int]] = field(default_factory=dict)
    sources: dict[str, int] = field(default_factory=dict)
    skipped: int = 0
    seconds: float = 0.0


def spoken_segments(v: Verbalization, language: Language) -> list[tuple[list[str], Entity | None]]:
    """The spoken words of a verbalization cut into plain-text runs (entity None) and entities, in order."""
    out: list[tuple[list[str], Entity | None]] = []
    pos = 0
    for e in v.entities:
        out.append((language.strip(v.written[pos:e.start]).split(), None))
        out.append((e.spoken.split(), e))
        pos = e.end
    out.append((language.strip(v.written[pos:]).split(), None))
    return out


def span_examples(v: Verbalization, language: Language, rng, any_share: float = ANY_SHARE,
                  context: int = CONTEXT_WORDS) -> list[SpanExample]:
    """One example per entity of a verbalized sentence ([] when its pieces do not add up to its spoken form)."""
    segs = spoken_segments(v, language)
    words = [w for ws, _ in segs for w in ws]
    if words != v.spoken.split():
        return []
    out, pos = [], 0
    for ws, e in segs:
        if e is not None and ws:
            cls = None if rng.random() < any_share else e.cls
            out.append(SpanExample(source_text(ws, words[:pos], words[pos + len(ws):], cls, context),
                                   e.written, e.cls))
        pos += len(ws)
    return out


def corpus_sentences(lang: str, corpus: Path | None) -> list[str]:
    """Committed sample sentences and corpus sentences (when the corpus file exists), with a digit."""
    lines: list[str] = []
    for path in (SAMPLES_DIR / f"{lang}.txt", corpus):
        if path is not None and path.exists():
            lines += [s.strip() for s in path.read_text(encoding="utf-8").splitlines() if s.strip()]
    return lines


def sentence_stream(language: Language, seed: int, templates: list[str],
                    corpus: list[tuple[str, list[Entity]]], corpus_share: float) -> Iterator[tuple[str, str]]:
    """An endless deterministic stream of (written sentence, source kind): class-balanced templates and
    corpus sentences with their entities swapped."""
    by_class: dict[str, list[str]] = {c: [t for t in templates if c in slot_classes(t)] for c in language.classes}
    classes = sorted(language.classes)
    i = 0
    while True:
        rng = derived_rng(seed, "itn-sentence", i)
        i += 1
        if corpus and rng.random() < corpus_share:
            written, ents = corpus[rng.randrange(len(corpus))]
            new = swap_entities(written, ents, language, rng)
            if new:
                yield new, "corpus"
            continue
        cls = rng.choice(classes)
        pool = by_class[cls]
        if pool:
            yield fill_template(rng.choice(pool), language, rng), "template"
        else:  # a class no template names: its sample alone
            yield language.classes[cls].sample(rng), "sample"


def build(lang: str, out: Path, train: int, valid: int = 1000, test: int = 3000, seed: int = DEFAULT_SEED,
          readings: int = READINGS, any_share: float = ANY_SHARE, corpus: Path | None = None,
          corpus_share: float = CORPUS_SHARE, command: str = "", progress: bool = True) -> SpanStats:
    """Write the span data set of `lang` into `out`; returns its statistics."""
    from tqdm import tqdm

    t0 = time.time()
    language = get_language(lang)
    templates = load_templates(language)
    pool = []
    for k, s in enumerate(corpus_sentences(lang, corpus)):
        v = language.verbalize(s, derived_rng(seed, "itn-corpus", k))
        if v.entities:
            pool.append((v.written, v.entities))
    stats = SpanStats(language=lang, seed=seed, command=command)
    want = {"test": test, "valid": valid, "train": train}
    total = max(1, train + test + valid)
    test_share, valid_share = test / total, valid / total
    seen: set[tuple[str, str]] = set()
    keys: dict[str, str] = {}
    out.mkdir(parents=True, exist_ok=True)
    files = {(s, side): (out / f"{s}.{side}").open("w", encoding="utf-8")
             for s in want for side in ("spoken", "written")}
    classes = {s: (out / f"{s}.classes").open("w", encoding="utf-8") for s in ("valid", "test")}
    counts: dict[str, Counter] = {s: Counter() for s in want}
    sources: Counter = Counter()
    bar = tqdm(total=sum(want.values()), unit="span", desc=f"itn-data {lang}", disable=not progress, mininterval=2)
    try:
        for n, (written, source) in enumerate(sentence_stream(language, seed, templates, pool, corpus_share)):
            if all(sum(counts[s].values()) >= want[s] for s in want):
                break
            key = split_key(written, language)
            split = keys.get(key)
            if split is None:  # a sentence's split never changes: held-out sentences are never trained on
                h = derive_seed(seed, "itn-split", key) / 2**64
                split = "test" if h < test_share else "valid" if h < test_share + valid_share else "train"
                keys[key] = split
            if sum(counts[split].values()) >= want[split]:
                continue
            sources[source] += 1
            n_readings = 1 if split != "train" else readings
            for r in range(n_readings):
                rng = derived_rng(seed, "itn-reading", n, r)
                try:
                    v = language.verbalize(written, rng)
                except Exception:  # noqa: BLE001 - a sample the generator declines is skipped, counted
                    stats.skipped += 1
                    break
                for ex in span_examples(v, language, rng, any_share):
                    if (ex.source, ex.written) in seen or sum(counts[split].values()) >= want[split]:
                        continue
                    seen.add((ex.source, ex.written))
                    files[(split, "spoken")].write(ex.source + "\n")
                    files[(split, "written")].write(ex.written + "\n")
                    if split in classes:
                        classes[split].write(ex.cls + "\n")
                    counts[split][ex.cls] += 1
                    bar.update(1)
    finally:
        bar.close()
        for f in [*files.values(), *classes.values()]:
            f.close()
    stats.counts = {s: sum(c.values()) for s, c in counts.items()}
    stats.classes = {s: dict(sorted(c.items())) for s, c in counts.items()}
    stats.sources = dict(sources)
    stats.seconds = round(time.time() - t0, 1)
    (out / "stats.json").write_text(json.dumps(asdict(stats), indent=2) + "\n", encoding="utf-8")
    return stats


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", required=True)
    parser.add_argument("--out", type=Path, required=True, help="e.g. data/itn/en")
    parser.add_argument("--train", type=int, default=600_000, help="training spans")
    parser.add_argument("--valid", type=int, default=1000)
    parser.add_argument("--test", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--readings", type=int, default=READINGS, help="readings drawn per train sentence")
    parser.add_argument("--any-share", type=float, default=ANY_SHARE, help="share of examples tagged ANY")
    parser.add_argument("--corpus", type=Path, default=None, help="default: data/corpus/LANG.txt when it exists")
    parser.add_argument("--corpus-share", type=float, default=CORPUS_SHARE)
    parser.add_argument("--no-progress", action="store_true")
    args = parser.parse_args(argv)
    corpus = args.corpus or Path("data/corpus") / f"{args.lang}.txt"
    command = shlex.join([rel(sys.executable), "-m", "denorm.recipes.itn_data",
                          *(sys.argv[1:] if argv is None else argv)])
    stats = build(args.lang, args.out, args.train, args.valid, args.test, args.seed, args.readings,
                  args.any_share, corpus if corpus.exists() else None, args.corpus_share, command,
                  progress=not args.no_progress)
    print(f"itn-data {args.lang}: {stats.counts} spans in {stats.seconds} s -> {args.out} "
          f"(sentences by source {stats.sources}, skipped {stats.skipped})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
