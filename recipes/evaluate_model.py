"""Score an exported model folder on a test split with every backend, as its card and the README record.

    denorm evaluate-model exp/de-small/model --data data/de --out exp/de-small/eval

Decodes SPLIT.spoken with the CTranslate2 folder (guard off and guard fallback) and, when the folder
holds one, the fairseq checkpoint (guard off); adds the no-model baseline (the input with a capital
and a final period); scores each against SPLIT.written with `denorm eval` (per-entity-class accuracy
from SPLIT.entities.jsonl); writes the hypotheses, OUT/metrics.json (the `metrics` object of
denorm.json: the CTranslate2 figures, the others under "also") and OUT/table.md (README rows), and
prints the int8 cost (CTranslate2 WER minus fairseq WER; the goal is at most 0.2).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from denorm.recipes import main_of

#: Figures a card's metrics keep, in README column order (eval.metrics names).
CARD_METRICS = ("wer", "cwer", "pwer", "dwer", "uwer", "symwer", "bleu", "sentence")
#: Largest WER the int8 conversion may add to the fairseq checkpoint's.
MAX_INT8_COST = 0.2


@dataclass(frozen=True)
class System:
    """One way of producing hypotheses: a backend with a guard policy, or the no-model baseline."""

    key: str
    title: str
    backend: str | None  #: None: the baseline, no model
    guard: str = "off"


SYSTEMS = (
    System("ct2.raw", "CTranslate2 int8, greedy, guard off", "ctranslate2"),
    System("fairseq.raw", "fairseq checkpoint, greedy, guard off", "fairseq"),
    System("ct2.guard", "CTranslate2 int8, greedy, guard fallback", "ctranslate2", "fallback"),
    System("baseline", "input with capital and final period (no model)", None),
)


def baseline(lines: list[str]) -> list[str]:
    """The trivial system: first letter capitalized and a final period; empty lines stay empty."""
    return [(line[:1].upper() + line[1:] + ".") if line else "" for line in lines]


def decode(model: Path, system: System, lines: list[str], threads: int) -> tuple[list[str], float]:
    """Hypotheses of `system` for `lines` and the decoding time in seconds (model load excluded)."""
    if system.backend is None:
        return baseline(lines), 0.0
    from denorm.api import Denormalizer

    dn = Denormalizer(model, backend=system.backend, guard=system.guard, threads=threads)
    t0 = time.time()
    out = [r.output for r in dn.translate(lines)]
    seconds = time.time() - t0
    print(f"evaluate_model: {system.key}: {dn.report()}", file=sys.stderr)
    return out, seconds


def summary(result: object, title: str) -> dict[str, object]:
    """The card's view of an EvalResult: headline figures (2 decimals), entity accuracy, signature."""
    flat = result.summary()  # type: ignore[attr-defined]
    out: dict[str, object] = {"system": title}
    out.update({k: None if flat.get(k) is None else round(flat[k], 2) for k in CARD_METRICS})
    entity = result.metrics.get("entity")  # type: ignore[attr-defined]
    if entity is not None:
        classes = entity.to_dict()["classes"]
        out["entity_accuracy"] = {k: None if c["accuracy"] is None else round(c["accuracy"], 2)
                                  for k, c in classes.items()}
    out["signature"] = result.signature  # type: ignore[attr-defined]
    return out


def table_rows(res: dict[str, dict[str, object]], lang: str) -> list[str]:
    """Markdown rows: language, system, then the CARD_METRICS figures."""
    rows = []
    for r in res.values():
        cells = ["n/a" if r.get(k) is None else f"{r[k]:.2f}" for k in CARD_METRICS]
        rows.append(f"| {lang} | {r['system']} | " + " | ".join(cells) + " |")
    return rows


HELP = "score an exported model folder on a test split with every backend and the no-model baseline"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("model", type=Path, help="model folder written by `denorm export`")
    parser.add_argument("--data", type=Path, required=True, help="generated data folder (data/xx)")
    parser.add_argument("--split", default="test", help="split to score (default test)")
    parser.add_argument("--out", type=Path, required=True, help="folder for hypotheses and metrics.json")
    parser.add_argument("--threads", type=int, default=0, help="decoding threads (0: backend default)")
    parser.add_argument("--systems", default=",".join(s.key for s in SYSTEMS),
                        help="comma-separated subset of: " + ", ".join(s.key for s in SYSTEMS))


def run(args: argparse.Namespace) -> int:
    from denorm.eval.api import evaluate
    from denorm.eval.io import read_entities, read_lines

    from denorm.modelcard import ModelCard

    card = ModelCard.load(args.model)
    lang = card.language
    prefix = args.data / args.split
    spoken = read_lines(f"{prefix}.spoken")
    refs = read_lines(f"{prefix}.written")
    ents_path = Path(f"{prefix}.entities.jsonl")
    entities = read_entities(str(ents_path)) if ents_path.exists() else None
    wanted = set(args.systems.split(","))
    unknown = wanted - {s.key for s in SYSTEMS}
    if unknown:
        print(f"denorm evaluate-model: unknown systems: {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    has_fairseq = bool(card.files.get("fairseq_checkpoint"))
    args.out.mkdir(parents=True, exist_ok=True)

    res: dict[str, dict[str, object]] = {}
    for system in SYSTEMS:
        if system.key not in wanted or (system.backend == "fairseq" and not has_fairseq):
            continue
        hyps, seconds = decode(args.model, system, spoken, args.threads)
        if len(hyps) != len(refs):
            raise SystemExit(f"evaluate_model: {system.key} gave {len(hyps)} lines for {len(refs)}")
        (args.out / f"{system.key}.hyp").write_text("\n".join(hyps) + "\n", encoding="utf-8")
        result = evaluate(hyps, refs, lang=lang, entities=entities, system=system.key,
                          entities_source=str(ents_path))
        res[system.key] = summary(result, system.title)
        if system.backend is not None:
            res[system.key]["decode_seconds"] = round(seconds, 1)
        print(f"evaluate_model: {lang} {system.key}: WER {res[system.key]['wer']} ({result.signature})",
              file=sys.stderr)

    main_key = "ct2.raw" if "ct2.raw" in res else next(iter(res))
    metrics = dict(res[main_key])
    metrics["also"] = {k: v for k, v in res.items() if k != main_key}
    metrics["test_set"] = (f"{prefix} ({len(refs):,} sentences of the generator's {args.split} split; "
                           "not the paper's test set)")
    (args.out / "metrics.json").write_text(json.dumps({args.split: metrics}, indent=1, ensure_ascii=False) + "\n",
                                           encoding="utf-8")
    rows = table_rows(res, lang)
    (args.out / "table.md").write_text("\n".join(rows) + "\n", encoding="utf-8")
    print("| lang | system | " + " | ".join(CARD_METRICS) + " |")
    print("\n".join(rows))
    if "ct2.raw" in res and "fairseq.raw" in res:
        cost = float(res["ct2.raw"]["wer"]) - float(res["fairseq.raw"]["wer"])  # type: ignore[arg-type]
        verdict = "within" if cost <= MAX_INT8_COST else "OVER"
        print(f"int8 cost: {cost:+.2f} WER ({verdict} the {MAX_INT8_COST} goal) | model {card.architecture} "
              f"lang {lang} | {res['ct2.raw']['signature']}")
    print(f"evaluate_model: wrote {args.out / 'metrics.json'} and {args.out / 'table.md'}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main_of(sys.modules[__name__]))
