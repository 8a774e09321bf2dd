"""Record the quality floor of the shipped engines on committed outside sentences (what `make test` guards).

    denorm record-floor                          # measure every shipped language x engine; print, write nothing
    denorm record-floor --write                  # ... and record them in tests/data/quality-floor.json

For each language and engine: `Denormalizer.load(lang, engine=...)` with its defaults translates
tests/data/<lang>/outside.spoken (500 sentences of sources the models never trained on, read aloud by
itntext's rules: tests/data/outside/README.md), and `denorm.eval.evaluate` scores the output against
outside.written: WER, dWER (digit tokens), case F1 and punctuation F1. The file keeps the figures, the
tolerance of each, the sample's fingerprint and the signature of what produced them; tests/test_quality_floor.py
measures again with `measure` and fails when a figure is worse than recorded by more than its tolerance
(0.5 points: any one-point regression breaks it), and dWER by more than one digit token (the samples hold
9-33 digit tokens a language, one token is 3-11 points). The engines are deterministic on one machine; hosts
with other vector units differ a little (measured 2026-11-27 on an AVX2 host against figures recorded on an
AVX-512 one: punctuation F1 by up to 0.35, dWER by one token, from onnxruntime's MatMulNBits and
CTranslate2's int8 kernels; the tagger's per-row int8 since then computes alike on both). Never edit the
file by hand: re-record it when a change improves a figure.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

HELP = "measure the shipped engines on committed outside sentences and record the floor make test guards"
#: Figures of the floor and which way is better (eval.metrics names).
FIGURES: dict[str, str] = {"wer": "lower", "dwer": "lower", "case": "higher", "punct": "higher"}
#: Points a figure may be worse than recorded before the floor breaks (and dWER: one digit token, `regressions`).
TOLERANCE = 0.5
ENGINES = ("pipeline", "seq2seq")
#: Where the checkout keeps the sample and the floor (a source checkout: the files are not installed).
SAMPLE_DIR = Path("tests") / "data"
FLOOR_FILE = SAMPLE_DIR / "quality-floor.json"


def shipped(folder: Path = SAMPLE_DIR) -> list[tuple[str, str]]:
    """(language, engine) of every engine installed for a language the generator knows and the sample has."""
    from denorm.data import LANGUAGES

    from denorm.engines.choice import installed

    return [(lang, engine) for lang in sorted(LANGUAGES) if (folder / lang / "outside.spoken").is_file()
            for engine in installed(lang) if engine in ENGINES]


def sample(lang: str, folder: Path = SAMPLE_DIR) -> tuple[list[str], list[str], str]:
    """(spoken lines, written references, sha256 of both files) of a language's outside sample."""
    spoken_file, written_file = folder / lang / "outside.spoken", folder / lang / "outside.written"
    spoken = spoken_file.read_text(encoding="utf-8").splitlines()
    written = written_file.read_text(encoding="utf-8").splitlines()
    if len(spoken) != len(written):
        raise ValueError(f"{spoken_file} has {len(spoken)} lines, {written_file} {len(written)}")
    digest = hashlib.sha256(spoken_file.read_bytes() + written_file.read_bytes()).hexdigest()[:16]
    return spoken, written, digest


def measure(lang: str, engine: str, folder: Path = SAMPLE_DIR, **options: object) -> dict:
    """The floor's figures of `engine` (shipped model, default options or `options`) on the sample."""
    from denorm.eval.api import evaluate

    from denorm.api import Denormalizer

    spoken, written, digest = sample(lang, folder)
    d = Denormalizer.load(lang, engine=engine, **options)
    out = [r.output for r in d.translate(spoken)]
    result = evaluate(out, written, lang, metrics="wer,dwer,case,punct", system=engine)
    res = result.summary()
    return {"lines": len(spoken), "sample_sha256": digest, "signature": d.signature(),
            "digits": result["dwer"].ref_count, **{k: round(float(res[k]), 2) for k in FIGURES}}


def regressions(recorded: dict, measured: dict, tolerance: float = TOLERANCE) -> list[str]:
    """What got worse than recorded by more than `tolerance` points, dWER by more than one digit token of the
    sample (`recorded["digits"]`, when recorded) if that is more (empty: the floor holds)."""
    out = []
    for k, better in FIGURES.items():
        loss = measured[k] - recorded[k] if better == "lower" else recorded[k] - measured[k]
        allowed = tolerance
        if k == "dwer" and recorded.get("digits"):
            allowed = max(tolerance, round(100 / recorded["digits"], 2))
        if round(loss, 6) > allowed:
            out.append(f"{k} {recorded[k]:.2f} -> {measured[k]:.2f} ({loss:+.2f} worse, tolerance {allowed:g})")
    return out


def add_arguments(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("--langs", default="", help="comma-separated (default: every language with a shipped engine)")
    ap.add_argument("--engines", default=",".join(ENGINES))
    ap.add_argument("--sample-dir", type=Path, default=SAMPLE_DIR, help="holds <lang>/outside.{spoken,written}")
    ap.add_argument("--write", action="store_true", help=f"record the figures in --out (default {FLOOR_FILE})")
    ap.add_argument("--out", type=Path, default=FLOOR_FILE)


def run(args: argparse.Namespace) -> int:
    floor = json.loads(args.out.read_text(encoding="utf-8")) if args.out.is_file() else {}
    floor["tolerance"] = TOLERANCE
    floor.setdefault("figures", {})
    langs = [x for x in args.langs.split(",") if x]
    engines = [x for x in args.engines.split(",") if x]
    for lang, engine in shipped(args.sample_dir):
        if (langs and lang not in langs) or engine not in engines:
            continue
        row = measure(lang, engine, args.sample_dir)
        old = floor["figures"].get(f"{lang}/{engine}")
        worse = regressions(old, row) if old else []
        print(f"{lang} {engine}: WER {row['wer']:.2f} dWER {row['dwer']:.2f} case F1 {row['case']:.1f} "
              f"punct F1 {row['punct']:.1f} ({row['lines']} lines) | {row['signature']}"
              + (f" | worse than recorded: {'; '.join(worse)}" if worse else ""))
        floor["figures"][f"{lang}/{engine}"] = row
    floor["command"] = "denorm record-floor --write"
    if args.write:
        args.out.write_text(json.dumps(floor, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
        print(f"recorded in {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    from denorm.recipes import main_of

    raise SystemExit(main_of(sys.modules[__name__]))
