"""Binarize BPE-encoded pairs with `fairseq-preprocess --joined-dictionary` into a self-contained folder.

    denorm bin --bpe data/en/bpe --out data/en/bin [--workers 2]

Runs fairseq-preprocess with the dictionary from `denorm bpe` (--srcdict), then copies spm.model,
bpe.json and the generator's stats.json (BPE/../stats.json, when present) next to the binary
files, so a training folder and `denorm export` need nothing else.
"""

from __future__ import annotations

import argparse
import json
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

from denorm.recipes import main_of
from denorm.recipes.bpe import SIDES, SPLITS
from denorm.recipes.train import fairseq_bin

#: Files copied from the BPE folder into the binary folder.
BPE_FILES: tuple[str, ...] = ("spm.model", "spm.vocab", "bpe.json")


def preprocess_command(bpe: Path, out: Path, workers: int) -> list[str]:
    """The fairseq-preprocess command for every split present in `bpe`."""
    cmd = [fairseq_bin("fairseq-preprocess"), "--source-lang", SIDES[0], "--target-lang", SIDES[1]]
    for split in SPLITS:
        if (bpe / f"{split}.{SIDES[0]}").exists():
            cmd += [f"--{split}pref", str(bpe / split)]
    return cmd + ["--destdir", str(out), "--joined-dictionary", "--srcdict", str(bpe / "dict.txt"),
                  "--workers", str(workers)]


def binarize(bpe: Path, out: Path, workers: int = 2) -> list[str]:
    """Binarize `bpe` into `out` and copy the BPE model and summaries; returns the command run."""
    cmd = preprocess_command(bpe, out, workers)
    if out.exists():  # fairseq-preprocess refuses to overwrite its dictionaries
        for old in [*out.glob("dict.*.txt"), *out.glob("*.spoken-written.*.bin"), *out.glob("*.spoken-written.*.idx")]:
            old.unlink()
    print(f"binarize: {shlex.join(cmd)}", flush=True)
    subprocess.run(cmd, check=True)
    for name in BPE_FILES:
        shutil.copyfile(bpe / name, out / name)
    stats = bpe.parent / "stats.json"
    if stats.exists():
        shutil.copyfile(stats, out / "stats.json")
    summary = json.loads((out / "bpe.json").read_text(encoding="utf-8"))
    summary["preprocess_command"] = shlex.join(cmd)
    (out / "bpe.json").write_text(json.dumps(summary, indent=2) + "\n", encoding="utf-8")
    print(f"binarize: wrote {out}", flush=True)
    return cmd


HELP = "binarize BPE-encoded pairs with fairseq-preprocess (joined dictionary) into a training folder"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--bpe", type=Path, required=True, help="output folder of `denorm bpe`")
    parser.add_argument("--out", type=Path, required=True, help="binary folder (e.g. data/en/bin)")
    parser.add_argument("--workers", type=int, default=2, help="fairseq-preprocess workers (default 2)")


def run(args: argparse.Namespace) -> int:
    binarize(args.bpe, args.out, args.workers)
    return 0


if __name__ == "__main__":
    sys.exit(main_of(sys.modules[__name__]))
