"""The allow-list that lets torch's safe (weights_only) loader read fairseq checkpoints."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

#: Python objects pickled inside fairseq checkpoints besides tensors and builtin containers.
#: fairseq stores its legacy `args` (and `cfg.model` of args-based models such as the transformer)
#: as an `argparse.Namespace`; fairseq-fixed 0.12.3.1 converts the rest of `cfg` to plain dicts before
#: saving (verified by loading checkpoints it wrote: see tests/test_recipes.py), so nothing from
#: omegaconf is needed.
FAIRSEQ_CHECKPOINT_GLOBALS: tuple[type, ...] = (argparse.Namespace,)


def allow_fairseq_checkpoints() -> None:
    """Let `torch.load` (weights_only=True, the default since torch 2.6) read fairseq checkpoints.

    Registers only the classes fairseq pickles (`FAIRSEQ_CHECKPOINT_GLOBALS`); arbitrary code in a
    checkpoint is still refused. Idempotent; never switches weights_only off.
    """
    from torch.serialization import add_safe_globals, get_safe_globals

    known = set(get_safe_globals())
    missing = [g for g in FAIRSEQ_CHECKPOINT_GLOBALS if g not in known]
    if missing:
        add_safe_globals(missing)


def plugin_dir() -> str:
    """The fairseq `--user-dir` that registers the denorm architectures (and this allow-list)."""
    from denorm.plugins import PLUGIN_DIR

    return str(PLUGIN_DIR)


def load_fairseq_model(checkpoint: str | Path, dictionary: str | Path, device: str = "cpu") -> tuple[Any, Any]:
    """(model in eval mode, joined Dictionary) from a fairseq checkpoint and its `dict.txt`.

    Builds the model from the checkpoint's own arguments and the model folder's dictionary, so it
    needs neither the training data folder nor fairseq's `dict.<lang>.txt` file names.
    """
    import torch
    from fairseq.data import Dictionary
    from fairseq.models import build_model

    from denorm.plugins import load_plugin

    load_plugin()  # registers the architectures and calls allow_fairseq_checkpoints()
    allow_fairseq_checkpoints()
    state = torch.load(checkpoint, map_location="cpu")
    args = state.get("args") or state["cfg"]["model"]
    vocab = Dictionary.load(str(dictionary))

    class _Task:  # the attributes fairseq's transformer reads from a task when it is built
        source_dictionary = vocab
        target_dictionary = vocab

    model = build_model(args, _Task(), from_checkpoint=True)
    model.load_state_dict(state["model"], strict=True)
    return model.eval().to(device), vocab
