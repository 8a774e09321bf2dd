"""Average the last fairseq checkpoints into one, without optimizer state (fairseq's script is not pip-installed).

    denorm average --inputs exp/en-small/checkpoints --last 5 \\
        --output exp/en-small/checkpoints/checkpoint_avg.pt
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path
from typing import Any

from denorm.recipes import main_of

#: File-name pattern -> what it numbers, in the order `last_checkpoints` prefers them.
CHECKPOINT_PATTERNS: dict[str, re.Pattern[str]] = {
    "epoch": re.compile(r"^checkpoint(\d+)\.pt$"),
    "update": re.compile(r"^checkpoint_\d+_(\d+)\.pt$"),
}
#: Training-only entries removed from a checkpoint that is shipped for inference.
TRAINING_STATE_KEYS: tuple[str, ...] = ("last_optimizer_state",)


def last_checkpoints(folder: Path, n: int, kind: str = "auto") -> list[Path]:
    """The `n` newest epoch (or update) checkpoints of `folder`, oldest first.

    kind "auto" takes the kind whose newest checkpoint was written last: epoch checkpoints after a run
    that ended at an epoch boundary, interval-update checkpoints after a run stopped mid-epoch (so a
    stopped run never averages a stale epoch checkpoint with newer weights); checkpoint_last.pt
    alone when there are neither.
    """
    found: dict[str, list[Path]] = {}
    for k, pattern in CHECKPOINT_PATTERNS.items():
        if kind in ("auto", k):
            numbered = sorted((int(m.group(1)), p) for p in folder.iterdir() if (m := pattern.match(p.name)))
            if numbered:
                found[k] = [p for _, p in numbered]
    if found:
        # newest last write wins; on a tie the order of CHECKPOINT_PATTERNS (epoch first)
        order = list(CHECKPOINT_PATTERNS)
        best = max(found, key=lambda k: (found[k][-1].stat().st_mtime, -order.index(k)))
        return found[best][-n:]
    last = folder / "checkpoint_last.pt"
    if kind == "auto" and last.exists():
        return [last]
    raise FileNotFoundError(f"no {kind} checkpoints in {folder}")


def load_checkpoint(path: Path) -> dict[str, Any]:
    """A fairseq checkpoint on CPU through torch's safe loader (with the fairseq allow-list)."""
    import torch

    from denorm.checkpoints import allow_fairseq_checkpoints

    allow_fairseq_checkpoints()
    return torch.load(path, map_location="cpu")


def strip_training_state(state: dict[str, Any]) -> dict[str, Any]:
    """The checkpoint without optimizer state: what inference (fairseq-generate, CTranslate2) needs."""
    return {k: v for k, v in state.items() if k not in TRAINING_STATE_KEYS}


def average_checkpoints(paths: list[Path]) -> dict[str, Any]:
    """Element-wise mean of the model weights of `paths` (in float64, stored in the first one's dtype);
    everything else comes from the last checkpoint, without optimizer state. Weights shared in the
    checkpoints (tied embeddings) stay shared in the result."""
    import torch

    if not paths:
        raise ValueError("no checkpoints to average")
    sums: dict[str, torch.Tensor] = {}
    state: dict[str, Any] = {}
    for path in paths:
        state = load_checkpoint(path)
        model = state["model"]
        if sums and set(model) != set(sums):
            raise ValueError(f"{path} has other parameters than {paths[0]}: {sorted(set(model) ^ set(sums))}")
        for key, tensor in model.items():
            value = tensor.double() if tensor.is_floating_point() else tensor
            sums[key] = sums[key] + value if key in sums and tensor.is_floating_point() else value
    averaged: dict[str, torch.Tensor] = {}
    by_storage: dict[int, torch.Tensor] = {}
    for key, tensor in state["model"].items():
        ptr = tensor.untyped_storage().data_ptr()
        if ptr in by_storage and by_storage[ptr].shape == tensor.shape:
            averaged[key] = by_storage[ptr]
            continue
        value = sums[key] / len(paths) if tensor.is_floating_point() else sums[key]
        averaged[key] = by_storage[ptr] = value.to(tensor.dtype)
    state = strip_training_state(state)
    state["model"] = averaged
    state["averaged_from"] = [p.name for p in paths]
    return state


HELP = "average the last fairseq checkpoints into one, without optimizer state"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--inputs", type=Path, required=True, help="fairseq --save-dir")
    parser.add_argument("--last", type=int, default=5, help="how many of the newest checkpoints (default 5)")
    parser.add_argument("--kind", choices=["auto", *CHECKPOINT_PATTERNS], default="auto",
                        help="average epoch or interval-update checkpoints (auto: the kind written last)")
    parser.add_argument("--output", type=Path, help="default: INPUTS/checkpoint_avg.pt")


def run(args: argparse.Namespace) -> int:
    import torch

    paths = last_checkpoints(args.inputs, args.last, args.kind)
    output = args.output or args.inputs / "checkpoint_avg.pt"
    state = average_checkpoints(paths)
    torch.save(state, output)
    print(f"average_checkpoints: mean of {len(paths)} checkpoints ({', '.join(p.name for p in paths)}) "
          f"-> {output}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main_of(sys.modules[__name__]))
