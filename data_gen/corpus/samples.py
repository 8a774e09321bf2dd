"""Commit-able sample of a built corpus: <= 500 sentences, rich in numbers, from redistributable sources."""

from __future__ import annotations

import argparse
import hashlib
import re
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

#: Sources whose text may be redistributed in the repository with attribution (see samples/README.md).
#: Man pages (per-page licences), fortunes (quotations) and package descriptions are left out.
SAMPLE_SOURCES: tuple[str, ...] = ("libreoffice-help", "gnome-user-docs", "debian-handbook", "gimp-help",
                                   "wesnoth", "freeciv", "debian-reference")
SAMPLE_SIZE = 500
#: Share of the sample that contains digits (the rest is plain prose for punctuation and casing).
DIGIT_SHARE = 0.5
#: Entity kinds the sample should cover, tried in this order (a sentence counts for its first kind).
KINDS: dict[str, re.Pattern[str]] = {
    "time": re.compile(r"\b\d{1,2}[:.]\d\d\s?(?:Uhr|[AaPp]\.?[Mm]\.?|h)\b|\b\d{1,2}:\d\d\b"),
    "money": re.compile(r"[$€£₽¥]\s?\d|\d\s?[$€£₽¥]|\d\s(?:Euro|EUR|USD|dollars?|cents?|руб|долл|евро)"),
    "date": re.compile(r"\d\.?\s(?:Jan|Feb|Mär|Apr|Mai|Jun|Jul|Aug|Sep|Okt|Nov|Dez|янв|фев|мар|апр|ма[йя]|июн"
                       r"|июл|авг|сен|окт|ноя|дек)|(?:January|February|March|April|May|June|July|August|September"
                       r"|October|November|December) \d|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b"),
    "year": re.compile(r"\b(?:1[5-9]|20)\d\d\b"),
    "percent": re.compile(r"\d\s?%"),
    "unit": re.compile(r"\d\s?(?:km|kg|cm|mm|m|g|l|ml|MB|GB|KB|kB|TB|px|pt|dpi|Hz|kHz|MHz|GHz|°|Grad|Pixel"
                       r"|pixels?|points?|degrees?|градус|пиксел|км|кг|см|мм|бит|байт)"),
    "ordinal": re.compile(r"\b\d+(?:st|nd|rd|th)\b|\b\d+\.\s[a-zäöü]|\d+-(?:й|я|е|го|му|м|х)\b"),
    "decimal": re.compile(r"\d[.,]\d"),
    "number": re.compile(r"\d"),
}


def kind_of(sentence: str) -> str:
    """The first entity kind found in the sentence, or "prose"."""
    for kind, pattern in KINDS.items():
        if pattern.search(sentence):
            return kind
    return "prose"


@dataclass
class SampleResult:
    """What was written: sentence count and how many have digits."""

    path: Path
    sentences: int
    with_digits: int
    by_source: dict[str, int]


def _key(s: str) -> str:
    return hashlib.sha1(s.encode("utf-8")).hexdigest()


def make_sample(lang: str, corpus_dir: Path, out_dir: Path, size: int = SAMPLE_SIZE) -> SampleResult:
    """Pick `size` good sentences of data/corpus/<lang>.txt from SAMPLE_SOURCES; write <out>/<lang>.txt."""
    corpus_dir, out_dir = Path(corpus_dir), Path(out_dir)
    sents = (corpus_dir / f"{lang}.txt").read_text(encoding="utf-8").splitlines()
    srcs = (corpus_dir / f"{lang}.sources.txt").read_text(encoding="utf-8").splitlines()
    if len(sents) != len(srcs):
        raise ValueError(f"{lang}.txt has {len(sents)} lines but {lang}.sources.txt has {len(srcs)}")
    pools: dict[tuple[str, str], list[str]] = defaultdict(list)  # (kind, source) -> sentences
    for sent, src in zip(sents, srcs, strict=True):
        if src in SAMPLE_SOURCES and 5 <= len(sent.split()) <= 30:
            pools[(kind_of(sent), src)].append(sent)
    for pool in pools.values():
        pool.sort(key=_key)
    chosen: list[str] = []
    by_source: dict[str, int] = defaultdict(int)
    # round-robin over entity kinds, then sources, so that no kind and no source dominates
    for kinds, quota in ((list(KINDS), int(size * DIGIT_SHARE)), (["prose"], size)):
        queues = [(src, pools.get((kind, src), [])) for kind in kinds for src in SAMPLE_SOURCES]
        while len(chosen) < quota and any(q for _, q in queues):
            for src, q in queues:
                if q and len(chosen) < quota:
                    chosen.append(q.pop(0))
                    by_source[src] += 1
    chosen.sort(key=_key)  # mixed order: kinds and sources interleaved
    out_dir.mkdir(parents=True, exist_ok=True)
    path = out_dir / f"{lang}.txt"
    path.write_text("".join(s + "\n" for s in chosen), encoding="utf-8")
    return SampleResult(path, len(chosen), sum(any(c.isdigit() for c in s) for s in chosen), dict(by_source))


HELP = "rewrite the committed sample data_gen/samples/<lang>.txt from a built corpus"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lang", required=True)
    parser.add_argument("--corpus", type=Path, default=Path("data/corpus"), help="corpus folder (default: %(default)s)")
    parser.add_argument("--out", type=Path, default=Path("data_gen/samples"), help="(default: %(default)s)")
    parser.add_argument("--size", type=int, default=SAMPLE_SIZE, help="sentences (default: %(default)s)")


def run(args: argparse.Namespace) -> int:
    try:
        r = make_sample(args.lang, args.corpus, args.out, args.size)
    except (OSError, ValueError) as exc:
        print(f"samples: {exc}", file=sys.stderr)
        return 1
    print(f"sample {args.lang}: {r.sentences} sentences ({r.with_digits} with digits) -> {r.path}; "
          f"by source: {r.by_source}")
    return 0


def main(argv: list[str] | None = None) -> int:
    """`python -m denorm.data.corpus.samples`: the same as `denorm corpus-samples`."""
    parser = argparse.ArgumentParser(prog="python -m denorm.data.corpus.samples", description=__doc__)
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
