"""Builds and runs the paper's `fairseq-train` command for this machine (GPU or CPU), and logs the run.

    denorm train --data data/en/bin --save-dir exp/en-small/checkpoints \\
        --arch transformer_denorm_small [--max-epoch 10] [--max-update N] [-- extra fairseq args]

Prints the exact command, then runs it; each run (a resumed run too: fairseq restarts from
SAVE_DIR/checkpoint_last.pt) is appended to SAVE_DIR/train_meta.json (command, seed, hardware,
seconds), which `denorm export` copies into denorm.json.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import shlex
import shutil
import subprocess
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from denorm.recipes import PLUGIN_DIR, main_of, rel

from denorm.plugins.presets import PRESETS

#: Tokens per optimizer step in the paper: 3,584 tokens per batch x 16 accumulated batches.
PAPER_TOKENS_PER_UPDATE = 3584 * 16


@dataclass
class Hyperparameters:
    """Training settings; the defaults are the paper's (section 3.2) plus the warm-up it leaves open."""

    lr: float = 1e-3
    warmup_updates: int = 4000
    warmup_init_lr: float = 1e-7
    dropout: float = 0.3
    attention_dropout: float = 0.1
    activation_dropout: float = 0.1
    label_smoothing: float = 0.1
    weight_decay: float = 0.0
    clip_norm: float = 0.0
    max_epoch: int = 10
    max_update: int = 0
    seed: int = 1234
    keep_last_epochs: int = 5
    save_interval_updates: int = 1000
    keep_interval_updates: int = 5
    log_interval: int = 100


@dataclass
class DeviceProfile:
    """Batching and precision for one kind of hardware (tokens per update stay the paper's)."""

    max_tokens: int
    precision_args: tuple[str, ...]
    extra_args: tuple[str, ...] = ()

    def update_freq(self, n_devices: int) -> int:
        """Batches accumulated per update so that each update sees about the paper's 57,344 tokens."""
        return max(1, round(PAPER_TOKENS_PER_UPDATE / (self.max_tokens * max(1, n_devices))))


#: fairseq 0.12's --bf16 implies --tpu (torch_xla), so GPUs train with --fp16 (dynamic loss scaling).
DEVICE_PROFILES: dict[str, DeviceProfile] = {
    "cuda": DeviceProfile(max_tokens=14336, precision_args=("--fp16",)),
    "cpu": DeviceProfile(max_tokens=3584, precision_args=(), extra_args=("--cpu",)),
}


def detect_device() -> tuple[str, int, str]:
    """(profile name, number of devices, hardware description) of this machine."""
    import torch

    if torch.cuda.is_available():
        n = torch.cuda.device_count()
        return "cuda", n, f"{n} x {torch.cuda.get_device_name(0)}"
    cpu = "CPU"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return "cpu", 1, f"{os.cpu_count()} cores {cpu} (torch {torch.__version__}, {torch.get_num_threads()} threads)"


def fairseq_bin(name: str) -> str:
    """Path of a fairseq console script next to this interpreter (falls back to $PATH)."""
    here = Path(sys.executable).parent / name
    return rel(here) if here.exists() else (shutil.which(name) or name)


def build_command(data: Path, save_dir: Path, arch: str, hp: Hyperparameters, profile: DeviceProfile,
                  n_devices: int = 1, max_tokens: int | None = None, update_freq: int | None = None,
                  extra: list[str] | None = None, launcher: list[str] | None = None) -> list[str]:
    """The full `fairseq-train` command line (optionally behind a launcher such as torchrun)."""
    tokens = max_tokens or profile.max_tokens
    freq = update_freq or DeviceProfile(tokens, ()).update_freq(n_devices)
    cmd = [*(launcher or []), fairseq_bin("fairseq-train"), str(data),
           "--user-dir", rel(PLUGIN_DIR), "--task", "translation",
           "--source-lang", "spoken", "--target-lang", "written",
           "--arch", arch, "--share-all-embeddings",
           "--dropout", str(hp.dropout), "--attention-dropout", str(hp.attention_dropout),
           "--activation-dropout", str(hp.activation_dropout),
           "--criterion", "label_smoothed_cross_entropy", "--label-smoothing", str(hp.label_smoothing),
           "--optimizer", "adam", "--adam-betas", "(0.9, 0.98)", "--weight-decay", str(hp.weight_decay),
           "--clip-norm", str(hp.clip_norm),
           "--lr", str(hp.lr), "--lr-scheduler", "inverse_sqrt", "--warmup-updates", str(hp.warmup_updates),
           "--warmup-init-lr", str(hp.warmup_init_lr),
           "--max-tokens", str(tokens), "--update-freq", str(freq),
           "--max-epoch", str(hp.max_epoch), "--max-update", str(hp.max_update),
           "--seed", str(hp.seed),
           "--save-dir", str(save_dir), "--keep-last-epochs", str(hp.keep_last_epochs),
           "--save-interval-updates", str(hp.save_interval_updates),
           "--keep-interval-updates", str(hp.keep_interval_updates),
           "--log-format", "simple", "--log-interval", str(hp.log_interval),
           *profile.precision_args, *profile.extra_args, *(extra or [])]
    return cmd


def run_logged(cmd: list[str], log: Path) -> int:
    """Run `cmd`, copying its output to the console and appending it to `log` (fairseq's own --log-file
    repeats every line once per epoch in 0.12.3.1); returns the exit status."""
    with log.open("a", encoding="utf-8") as f, subprocess.Popen(
            cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1) as proc:
        assert proc.stdout is not None
        for line in proc.stdout:
            sys.stdout.write(line)
            f.write(line)
            f.flush()
        return proc.wait()


def append_meta(save_dir: Path, record: dict[str, object]) -> None:
    """Append one run record to SAVE_DIR/train_meta.json (a JSON list)."""
    path = save_dir / "train_meta.json"
    runs = json.loads(path.read_text(encoding="utf-8")) if path.exists() else []
    runs.append(record)
    path.write_text(json.dumps(runs, indent=2) + "\n", encoding="utf-8")


HELP = "build and run the paper's fairseq-train command for this machine (GPU or CPU), and log the run"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--data", type=Path, required=True, help="fairseq-preprocess output (data/xx/bin)")
    parser.add_argument("--save-dir", type=Path, required=True)
    parser.add_argument("--arch", default="transformer_denorm_small", choices=sorted(PRESETS))
    parser.add_argument("--device", choices=["auto", *DEVICE_PROFILES], default="auto")
    parser.add_argument("--max-tokens", type=int, help="tokens per batch (default: the device profile's)")
    parser.add_argument("--update-freq", type=int,
                        help="batches per update (default: keep the paper's 57,344 tokens per update)")
    for name, value in asdict(Hyperparameters()).items():
        parser.add_argument("--" + name.replace("_", "-"), type=type(value), default=value,
                            help=f"(default {value})")
    parser.add_argument("--launcher", default="", help="command put before fairseq-train, e.g. "
                        "'torchrun --nnodes 2 --nproc-per-node 8 --rdzv-endpoint HOST:29500'")
    parser.add_argument("--dry-run", action="store_true", help="print the command, run nothing")
    parser.add_argument("fairseq_args", nargs="*", metavar="-- FAIRSEQ_ARGS",
                        help="more fairseq-train arguments, after a `--`")


def run(args: argparse.Namespace) -> int:
    hp = Hyperparameters(**{k: getattr(args, k) for k in asdict(Hyperparameters())})
    extra = list(args.fairseq_args)

    device, n_devices, hardware = detect_device()
    if args.device != "auto":
        device = args.device
        n_devices = n_devices if device == "cuda" else 1
    profile = DEVICE_PROFILES[device]
    launcher = shlex.split(args.launcher)
    cmd = build_command(args.data, args.save_dir, args.arch, hp, profile, n_devices=n_devices,
                        max_tokens=args.max_tokens, update_freq=args.update_freq, extra=extra,
                        launcher=launcher)
    printable = shlex.join(cmd)
    print(f"train: {args.arch} on {hardware} ({device}); command:\n  {printable}", flush=True)
    if device == "cpu":
        print("train: CPU only: the small model trains at roughly 1,300 words/s on 2 cores "
              "(docs/environment notes), about 40 s per paper-sized update; "
              "limit the run with MAX_EPOCH / MAX_UPDATE", flush=True)
    if args.dry_run:
        return 0
    args.save_dir.mkdir(parents=True, exist_ok=True)
    started = dt.datetime.now(dt.timezone.utc)
    t0 = time.time()
    rc = run_logged(cmd, args.save_dir / "train.log")
    record = {"command": printable, "cwd": os.getcwd(), "data": os.path.abspath(args.data), "arch": args.arch, "seed": hp.seed, "device": device,
              "devices": n_devices, "hardware": hardware, "max_epoch": hp.max_epoch,
              "max_update": hp.max_update, "started": started.isoformat(timespec="seconds"),
              "seconds": round(time.time() - t0, 1), "returncode": rc}
    append_meta(args.save_dir, record)
    print(f"train: fairseq-train exited with {rc} after {record['seconds']} s "
          f"(log: {args.save_dir / 'train.log'})", flush=True)
    return rc


if __name__ == "__main__":
    sys.exit(main_of(sys.modules[__name__]))
