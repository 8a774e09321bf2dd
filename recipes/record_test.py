"""Score an engine on data/<lang>/test and record the figures in its model card (what `--engine auto` compares).

    denorm record-test --lang en --engine pipeline --write
    denorm record-test --lang en --engine seq2seq --write

Runs `denorm translate` with the engine's installed model for the language (or --model DIR) and its
default options on SPLIT.spoken, scores the output against SPLIT.written with `denorm eval` (WER family,
--cap-initial exclude; per-class entity accuracy from SPLIT.entities.jsonl), prints one line per metric
with the engine, model, language and version, and with --write stores them in the card (tagger.json or
denorm.json) under "test" -> <lang>, with the test file's fingerprint, line count, time and lines/s.
--engine auto (denorm.engines.choice) compares the "wer" these records hold.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from dataclasses import replace
from pathlib import Path

from denorm.recipes import main_of

from denorm.modelcard import write_card

HELP = "score an engine on data/<lang>/test and record the figures in its model card (for --engine auto)"
#: Figures kept in the card, in README column order (eval.metrics names).
KEPT = ("wer", "cwer", "pwer", "dwer", "uwer", "symwer", "bleu", "sentence")


def add_arguments(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("--lang", required=True)
    ap.add_argument("--engine", default="auto", help="pipeline | seq2seq | auto")
    ap.add_argument("--model", type=Path, help="model folder (default: the installed one of the engine)")
    ap.add_argument("--data", type=Path, default=Path("data"), help="folder with <lang>/<split>.spoken/.written")
    ap.add_argument("--split", default="test")
    ap.add_argument("--guard", default=None, help="seq2seq guard policy (default: translate's default)")
    ap.add_argument("--itn", default=None, help="pipeline ITN policy (default: translate's default)")
    ap.add_argument("--threads", type=int, default=0)
    ap.add_argument("--out", type=Path, help="also write the hypotheses here")
    ap.add_argument("--limit", type=int, help="only the first N lines (a quick check; cannot be --write'd)")
    ap.add_argument("--write", action="store_true", help="store the figures in the model card")


def fingerprint(path: Path) -> str:
    """sha256 of a file, first 16 hex digits: which test set a record was measured on."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def card_path(folder: Path) -> Path:
    for name in ("tagger.json", "denorm.json"):
        if (folder / name).is_file():
            return folder / name
    raise FileNotFoundError(f"{folder} has no tagger.json or denorm.json")


def record(card_file: Path, lang: str, entry: dict) -> None:
    """Write `entry` as card["test"][lang], the rest of the card unchanged (temp file + rename)."""
    card = json.loads(card_file.read_text(encoding="utf-8"))
    card.setdefault("test", {})[lang] = entry
    write_card(card_file, card)


def run(args: argparse.Namespace) -> int:
    from denorm.eval import evaluate
    from tqdm import tqdm

    from denorm.api import Denormalizer
    from denorm.options import DEFAULTS
    from denorm.version import __version__

    lang = args.lang.lower()
    prefix = args.data / lang / args.split
    spoken_file, written_file = Path(f"{prefix}.spoken"), Path(f"{prefix}.written")
    for f in (spoken_file, written_file):
        if not f.is_file():
            print(f"denorm record-test: {f} not found (make data LANG={lang})", file=sys.stderr)
            return 2
    if args.limit and args.write:
        print("denorm record-test: --limit and --write together would record a partial test", file=sys.stderr)
        return 2
    opts = replace(DEFAULTS, engine=args.engine, threads=args.threads,
                   **{k: v for k, v in (("guard", args.guard), ("itn", args.itn)) if v})
    t0 = time.time()
    d = (Denormalizer.from_dir(args.model, opts, lang=lang) if args.model else Denormalizer.load(lang, opts))
    load_s = time.time() - t0
    lines = spoken_file.read_text(encoding="utf-8").split("\n")[:-1]
    refs = written_file.read_text(encoding="utf-8").split("\n")[:-1]
    ents_file = Path(f"{prefix}.entities.jsonl")
    ents = ents_file.read_text(encoding="utf-8").split("\n")[:-1] if ents_file.is_file() else None
    if args.limit:
        lines, refs, ents = lines[:args.limit], refs[:args.limit], ents[:args.limit] if ents else None
    t0 = time.time()
    hyps = [r.output for r in tqdm(d.stream(lines), total=len(lines), unit="line", mininterval=5)]
    run_s = time.time() - t0
    if args.out:
        args.out.write_text("".join(h + "\n" for h in hyps), encoding="utf-8")
    result = evaluate(hyps, refs, lang, ents, cap_initial="exclude", system=d.engine.name)
    scores = {k: round(v, 2) for k in KEPT if (v := result.metrics[k].headline) is not None}
    who = f"engine {d.engine.name} | model {d.card.path} | lang {lang} | denorm {__version__}"
    for k, v in scores.items():
        print(f"{k:9s} {v:7.2f}   {who} | {prefix} ({len(lines)} lines) | {result.signature}")
    print(f"speed     {len(lines) / run_s:7.1f} lines/s (load {load_s:.1f} s)   {who}")
    print(d.report(), file=sys.stderr)
    if args.write:
        entry = {**scores, "engine": d.engine.name, "signature": result.signature, "data": str(prefix),
                 "fingerprint": fingerprint(written_file), "lines": len(lines),
                 "options": {"guard": d.options.guard, "itn": d.options.itn, "threads": args.threads},
                 "lines_per_s": round(len(lines) / run_s, 1), "load_s": round(load_s, 2),
                 "measured": time.strftime("%Y-%m-%d", time.gmtime()), "version": __version__,
                 "command": " ".join(["denorm", "record-test", *sys.argv[2:]]) if sys.argv[1:2] == ["record-test"]
                 else " ".join(sys.argv)}
        target = card_path(d.card.path)
        record(target, lang, entry)
        print(f"recorded in {target} under test.{lang}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main_of(sys.modules[__name__]))
