"""Label-level scores of a tagger model folder on a labelled split: per-head accuracy and P/R/F1, entity span F1.

    python -m denorm.recipes.tagger_eval --model exp/tagger-en/best --prefix data/en/test [--json out.json]

Word-level scores compare predicted label ids with the gold labels of <prefix>.labels.jsonl (marks
mapped to the model's kept sets, as in training); span F1 counts a predicted span right when its words
and class equal a gold span's. The text-level scores (WER family, case and punctuation P/R/F1 of the
written output) are `denorm eval` on the output of `denorm tag`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from denorm.core.labels import decode_spans


def span_f1(gold: list[list[str]], pred: list[list[str]]) -> dict[str, float]:
    """Exact-match span P/R/F1 over lines of B-/I- tags."""
    tp = fp = fn = 0
    for g, p in zip(gold, pred, strict=True):
        gs, ps = set(decode_spans(g)), set(decode_spans(p))
        tp += len(gs & ps)
        fp += len(ps - gs)
        fn += len(gs - ps)
    prec = tp / (tp + fp) if tp + fp else 0.0
    rec = tp / (tp + fn) if tp + fn else 0.0
    return {"p": prec, "r": rec, "f1": 2 * prec * rec / (prec + rec) if prec + rec else 0.0,
            "gold": tp + fn, "predicted": tp + fp}


def evaluate(model_dir: Path, prefix: Path, limit: int | None = None, disfluency: float = 0.0,
             seed: int = 1) -> dict:
    """Per-head scores, lines rebuilt with gold span forms, and entity span F1; disfluency > 0 first gives
    that share of lines the generator's fillers, repetitions and false starts (seeded), so the
    disfluency head has something to find (the test split itself is fluent)."""
    from denorm.recipes.tagger_data import Example, pairs
    from denorm.recipes.tagger_fit import validate

    from denorm.tagger.runtime import Tagger

    t = Tagger(model_dir)
    lang = prefix.parent.name  # data/<lang>/<split>: the language whose fillers are simulated
    written = Path(f"{prefix}.written").read_text(encoding="utf-8").split("\n")
    examples, wr, forms = [], [], []
    for k, (words, sl) in enumerate(pairs(prefix, limit, disfluency=disfluency, lang=lang, seed=seed)):
        if words:
            examples.append(Example(tuple(words), t.codec.encode(sl)))
            wr.append(written[k])
            forms.append(sl.span_forms())
    scores = validate(t.model, t.tok, t.codec, examples, wr, forms)
    if "entity" in t.codec.spec.heads:
        from denorm.tagger.model import make_batch

        names = t.codec.spec.heads["entity"]
        pred: list[list[str]] = []
        for i in range(0, len(examples), 64):
            chunk = examples[i:i + 64]
            out = t.model.predict(make_batch(t.tok, [e.words for e in chunk]))["entity"]
            pred += [[names[j] for j in row] for row in out]
        gold = [[names[j] for j in e.labels["entity"]] for e in examples]
        scores["spans"] = span_f1(gold, pred)
    scores["lines"] = len(examples)
    return scores


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", type=Path, required=True)
    ap.add_argument("--prefix", type=Path, required=True, help="e.g. data/en/test")
    ap.add_argument("--limit", type=int)
    ap.add_argument("--disfluency", type=float, default=0.0, help="simulate disfluencies in this share of lines")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json", type=Path, help="also write the scores here")
    args = ap.parse_args(argv)
    scores = evaluate(args.model, args.prefix, args.limit, args.disfluency, args.seed)
    scores["disfluency_simulated"] = args.disfluency
    for k, v in scores.items():
        if isinstance(v, dict):
            print(f"{k:12s} " + "  ".join(f"{m} {x:.4f}" if isinstance(x, float) else f"{m} {x}" for m, x in v.items()))
        else:
            print(f"{k:12s} {v}")
    if args.json:
        args.json.write_text(json.dumps(scores, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
