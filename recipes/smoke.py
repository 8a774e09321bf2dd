"""The smoke recipe: a tiny model trained on CPU in a few minutes from committed files only (used by the tests).

    denorm smoke [--out exp/smoke]

Steps (each prints what it runs): 1. pairs from the committed samples with the generator
(`denorm data --corpus data_gen/samples/en.txt --variants K`); 2. BPE (`denorm bpe`); 3. binarize
(`denorm bin`); 4. train transformer_denorm_tiny (`denorm train --device cpu`); 5. average the
last epochs and export the model folder (`denorm export`) to OUT/model.
"""

from __future__ import annotations

import argparse
import fcntl
import hashlib
import os
import shlex
import subprocess
import sys
import time
from pathlib import Path

from denorm.recipes import main_of

REPO = Path(__file__).resolve().parents[1]
#: Files whose content decides whether an existing smoke model is still current.
FINGERPRINT_GLOBS: tuple[str, ...] = (
    "recipes/*.py", "denorm/plugins/**/*.py", "recipes/export.py", "denorm/checkpoints.py",
    "data_gen/samples/en.txt", "data_gen/templates/en/*", "data_gen/cli.py",
)
#: Settings of the smoke run, tuned so that 2 CPU cores train it in under 3 minutes and greedy decoding
#: reproduces >= 60% of the training pairs exactly (tests/test_recipes.py): ~1,500 pairs of <= 120
#: characters, no dropout, small batches (more updates per epoch memorize faster than larger ones).
SMOKE: dict[str, object] = {
    "lang": "en",
    "corpus": "data_gen/samples/en.txt",
    "variants": 8,
    "entity_share": 0.9,
    "valid_size": 50,
    "test_size": 50,
    "max_chars": 120,
    "threads": 1,
    "seed": 1234,
    "vocab": 1000,
    "arch": "transformer_denorm_tiny",
    "max_epoch": 25,
    "lr": 0.005,
    "warmup_updates": 200,
    "dropout": 0.0,
    "attention_dropout": 0.0,
    "activation_dropout": 0.0,
    "max_tokens": 1024,
    "average_last": 2,
}


def fingerprint() -> str:
    """Hash of the recipe code, settings and committed inputs of the smoke model."""
    h = hashlib.sha256(repr(sorted(SMOKE.items())).encode())
    for pattern in FINGERPRINT_GLOBS:
        for path in sorted(REPO.glob(pattern)):
            if path.is_file():
                h.update(str(path.relative_to(REPO)).encode())
                h.update(path.read_bytes())
    return h.hexdigest()[:16]


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO), *filter(None, [env.get("PYTHONPATH")])])
    return env


def step(title: str, cmd: list[str], niceness: int = 0, env: dict[str, str] | None = None) -> None:
    """Run one recipe step from the repository root; stops the recipe when it fails."""
    print(f"smoke: {title}: {shlex.join(cmd)}", flush=True)
    t0 = time.time()
    subprocess.run(cmd, cwd=REPO, env={**_env(), **(env or {})}, check=True,
                   preexec_fn=(lambda: os.nice(niceness)) if niceness else None)
    print(f"smoke: {title} done in {time.time() - t0:.1f} s", flush=True)


def _short(path: Path) -> Path:
    """`path` relative to the repository (the steps' working directory) when it lies inside it."""
    try:
        return path.resolve().relative_to(REPO)
    except ValueError:
        return path.resolve()


def build(out: Path, pairs: Path | None = None, jobs: int = 2) -> Path:
    """Run the whole smoke recipe into `out`; returns the model folder (out/model)."""
    out = _short(out if out.is_absolute() else REPO / out)
    pairs = _short(pairs) if pairs else None
    denorm = [sys.executable, "-m", "denorm"]  # the `denorm` command of this interpreter
    t0 = time.time()
    data = pairs or out / "data"
    bpe, binary = out / "data" / "bpe", out / "data" / "bin"
    if pairs is None:
        step("1/5 pairs", [*denorm, "data", "--lang", str(SMOKE["lang"]), "--corpus", str(SMOKE["corpus"]),
                           "--out", str(data), "--variants", str(SMOKE["variants"]), "--seed", str(SMOKE["seed"]),
                           "--entity-share", str(SMOKE["entity_share"]), "--valid-size", str(SMOKE["valid_size"]),
                           "--test-size", str(SMOKE["test_size"]),
                           "--max-chars", str(SMOKE["max_chars"]), "--jobs", str(jobs), "--no-progress"])
    step("2/5 bpe", [*denorm, "bpe", "--data", str(data), "--out", str(bpe),
                     "--vocab", str(SMOKE["vocab"]), "--lang", str(SMOKE["lang"]), "--threads", str(jobs)])
    step("3/5 binarize", [*denorm, "bin", "--bpe", str(bpe), "--out", str(binary),
                          "--workers", "1"])
    ckpt = out / "checkpoints"
    for old in (REPO / ckpt).glob("checkpoint*.pt"):  # a smoke run always starts afresh
        old.unlink()
    (REPO / ckpt / "train_meta.json").unlink(missing_ok=True)
    (REPO / ckpt / "train.log").unlink(missing_ok=True)
    step("4/5 train", [*denorm, "train", "--data", str(binary), "--save-dir", str(ckpt),
                       "--arch", str(SMOKE["arch"]), "--device", "cpu", "--seed", str(SMOKE["seed"]),
                       "--max-epoch", str(SMOKE["max_epoch"]), "--lr", str(SMOKE["lr"]),
                       "--warmup-updates", str(SMOKE["warmup_updates"]), "--dropout", str(SMOKE["dropout"]),
                       "--attention-dropout", str(SMOKE["attention_dropout"]),
                       "--activation-dropout", str(SMOKE["activation_dropout"]),
                       "--max-tokens", str(SMOKE["max_tokens"]), "--update-freq", "1",
                       "--keep-last-epochs", str(SMOKE["average_last"]), "--save-interval-updates", "0",
                       "--log-interval", "10", "--", "--num-workers", "0"], niceness=10,
         # one intra-op thread: as fast as two for this model size, and far faster on a busy machine
         env={"OMP_NUM_THREADS": str(SMOKE["threads"])})
    model = REPO / out / "model"
    step("5/5 export", [*denorm, "export", str(ckpt), str(out / "model"),
                        "--average-last", str(SMOKE["average_last"]), "--lang", str(SMOKE["lang"])])
    (REPO / out / "fingerprint").write_text(fingerprint() + "\n", encoding="utf-8")
    print(f"smoke: model folder {model} built in {time.time() - t0:.1f} s (wall time of denorm smoke)",
          flush=True)
    return model


def is_current(out: Path) -> bool:
    """True when out/model/denorm.json exists and was built from the current recipe and inputs."""
    out = out if out.is_absolute() else REPO / out
    stamp = out / "fingerprint"
    return (out / "model" / "denorm.json").exists() and stamp.exists() and \
        stamp.read_text(encoding="utf-8").strip() == fingerprint()


HELP = "train a tiny model on CPU in a few minutes from committed files only (used by the tests)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", type=Path, default=Path("exp/smoke"), help="output folder (default exp/smoke)")
    parser.add_argument("--pairs", type=Path, help="use these {train,valid,test}.{spoken,written} "
                        "instead of generating pairs from the committed samples")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes and threads (default 2)")
    parser.add_argument("--if-stale", action="store_true", help="do nothing when the model is current")
    parser.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                        help=f"override a smoke setting (for tuning): {', '.join(SMOKE)}")


def run(args: argparse.Namespace) -> int:
    for item in args.set:
        key, _, value = item.partition("=")
        if key not in SMOKE:
            print(f"denorm smoke: unknown smoke setting {key!r}; known: {', '.join(SMOKE)}", file=sys.stderr)
            return 2
        SMOKE[key] = type(SMOKE[key])(value)
    out = args.out if args.out.is_absolute() else REPO / args.out
    out.parent.mkdir(parents=True, exist_ok=True)
    with open(out.parent / f"{out.name}.lock", "w") as lock:  # one smoke build at a time (tests, make)
        fcntl.flock(lock, fcntl.LOCK_EX)
        if args.if_stale and is_current(out):
            print(f"smoke: {out / 'model'} is current (fingerprint {fingerprint()})", flush=True)
            return 0
        build(out, args.pairs, args.jobs)
    return 0


if __name__ == "__main__":
    sys.exit(main_of(sys.modules[__name__]))
