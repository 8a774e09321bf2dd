"""Both sides of disfluency removal: words lost from fluent sentences, and disfluencies removed from disfluent ones.

    python bench/bench_disfluency.py --lang en [--modes full,safe,off] [--thresholds 0.5,0.7,0.9]
                                     [--fluent tests/data/en/outside.spoken] [--json out.json]

Fluent side: the spoken lines of `--fluent` (default tests/data/<lang>/outside.spoken: sentences of sources
the models never trained on, read aloud by another rule set; they hold no fillers or repairs) through
`denorm translate --engine pipeline`; an input word that no output piece comes from (the `--format jsonl`
alignment, denorm.text.provenance) is a lost word. Figures: lines that lose a word, words lost, examples.

Disfluent side: the same lines with one to three simulated disfluencies each (the generator's
`disfluent_words`: fillers, repetitions, false starts, seed 003's classes; the inserted words are known),
plus the hand-written lines of tests/data/<lang>/disfluent.cases (`spoken~words that must go`).
Figures: recall per class (inserted words removed) and precision (removed words that were inserted).

`--thresholds` runs safe mode once per drop probability (the tagger's "drop" softmax; the default of safe
mode is denorm.tagger.disfluency.SAFE_THRESHOLD). Every row carries the model, language and version.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the checkout, when run as a script


ROOT = Path(__file__).resolve().parents[1]


@dataclass
class Side:
    """Counts of one run over one set of lines."""

    lines: int = 0
    lines_losing: int = 0  #: fluent: lines with a lost word
    lost: int = 0  #: fluent: words lost
    inserted: Counter = field(default_factory=Counter)  #: disfluent: inserted words per class
    removed: Counter = field(default_factory=Counter)  #: disfluent: inserted words removed, per class
    removed_real: int = 0  #: disfluent: words of the sentence itself removed
    examples: list[str] = field(default_factory=list)


def lost_words(d: object, lines: Sequence[str]) -> list[set[int]]:
    """For each line, the indexes of its input words that no output piece comes from."""
    from denorm.text.provenance import input_words

    out = []
    for line, r in zip(lines, d.translate(list(lines)), strict=True):
        covered = {k for _, ks in (r.alignment or []) for k in ks}
        n = len(input_words(line))
        out.append(set(range(n)) - covered if r.alignment is not None else set())
    return out


def fluent_side(d: object, lines: Sequence[str]) -> Side:
    s = Side(lines=len(lines))
    for line, lost in zip(lines, lost_words(d, lines), strict=True):
        if lost:
            s.lines_losing += 1
            s.lost += len(lost)
            if len(s.examples) < 8:
                words = line.split()
                s.examples.append(" ".join(f"[{w}]" if k in lost else w for k, w in enumerate(words)))
    return s


def disfluent_lines(lang: str, lines: Sequence[str], seed: int = 3) -> list[tuple[str, list[str]]]:
    """(spoken line with disfluencies, kind of each word: "" for the sentence's own words)."""
    from denorm.data import get_language
    from denorm.data.disfluency import disfluent_words

    language = get_language(lang)
    rng = random.Random(seed)
    out = []
    for line in lines:
        words, kinds = disfluent_words(line.split(), language, rng, 1.0)
        out.append((" ".join(words), kinds))
    return out


def hand_cases(lang: str) -> list[tuple[str, list[str]]]:
    """tests/data/<lang>/disfluent.cases: `spoken~indexes of the words that must go` (comma-separated)."""
    path = ROOT / "tests" / "data" / lang / "disfluent.cases"
    out = []
    if path.is_file():
        for row in path.read_text(encoding="utf-8").splitlines():
            if row.strip() and not row.startswith("#"):
                spoken, _, gone = row.partition("~")
                drop = {int(x) for x in gone.split(",") if x.strip()}
                out.append((spoken, ["hand" if k in drop else "" for k in range(len(spoken.split()))]))
    return out


def disfluent_side(d: object, cases: Sequence[tuple[str, list[str]]]) -> Side:
    s = Side(lines=len(cases))
    lost = lost_words(d, [c for c, _ in cases])
    for (line, kinds), gone in zip(cases, lost, strict=True):
        for k, kind in enumerate(kinds):
            if kind:
                s.inserted[kind] += 1
                s.removed[kind] += k in gone
            elif k in gone:
                s.removed_real += 1
                if len(s.examples) < 5:
                    s.examples.append(" ".join(f"[{w}]" if j == k else w for j, w in enumerate(line.split())))
    return s


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lang", default="en")
    ap.add_argument("--fluent", type=Path, help="spoken fluent lines (default tests/data/<lang>/outside.spoken)")
    ap.add_argument("--limit", type=int, default=0, help="first N lines only (0: all)")
    ap.add_argument("--modes", default="full,safe,off")
    ap.add_argument("--thresholds", default="", help="safe mode with these drop probabilities too")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    from denorm.api import Denormalizer

    path = args.fluent or ROOT / "tests" / "data" / args.lang / "outside.spoken"
    lines = [x for x in path.read_text(encoding="utf-8").splitlines() if x.strip() and not x.startswith("#")]
    lines = lines[:args.limit] if args.limit else lines
    simulated = disfluent_lines(args.lang, lines)
    hand = hand_cases(args.lang)
    runs: list[tuple[str, str, float | None]] = [(m, m, None) for m in args.modes.split(",") if m]
    runs += [(f"safe@{t}", "safe", float(t)) for t in args.thresholds.split(",") if t]
    rows = []
    for label, mode, threshold in runs:
        d = Denormalizer.load(args.lang, engine="pipeline", disfluency=mode)
        if threshold is not None:
            d.engine.tagger.drop_threshold(threshold)
        fl = fluent_side(d, lines)
        sim = disfluent_side(d, simulated)
        hd = disfluent_side(d, hand)
        row = {"mode": label, "lang": args.lang, "fluent_lines": fl.lines,
               "fluent_lines_losing": fl.lines_losing, "fluent_lines_losing_pct": 100 * fl.lines_losing / max(fl.lines, 1),
               "fluent_words_lost": fl.lost,
               "recall": {k: 100 * sim.removed[k] / sim.inserted[k] for k in sim.inserted},
               "recall_all": 100 * sum(sim.removed.values()) / max(sum(sim.inserted.values()), 1),
               "precision": 100 * sum(sim.removed.values()) / max(sum(sim.removed.values()) + sim.removed_real, 1),
               "hand_recall": 100 * sum(hd.removed.values()) / max(sum(hd.inserted.values()), 1) if hand else None,
               "hand_lines": len(hand), "hand_real_removed": hd.removed_real,
               "examples": fl.examples, "signature": f"{d.signature()}|fluent:{path.name}"}
        rows.append(row)
        rec = " ".join(f"{k} {v:.1f}" for k, v in sorted(row["recall"].items()))
        hand_txt = f"{row['hand_recall']:.1f} ({len(hand)} lines, {hd.removed_real} real words removed)" \
            if hand else "-"
        print(f"{label:10} {args.lang}: fluent lines losing a word {fl.lines_losing}/{fl.lines} "
              f"({row['fluent_lines_losing_pct']:.2f}%), words lost {fl.lost} | simulated recall "
              f"{row['recall_all']:.1f} ({rec}), precision {row['precision']:.1f} | hand recall {hand_txt}")
        for ex in fl.examples[:4]:
            print(f"    lost: {ex}")
    print(f"signature: {rows[0]['signature'] if rows else ''}")
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
