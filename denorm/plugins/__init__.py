"""fairseq plugin of the toolkit: model presets and the `--user-dir` folder that registers them.

The plugin defines models, so both inference (the fairseq backend) and training (denorm.recipes)
use it; it sits below both. fairseq imports `denorm_fairseq/` as a top-level package by putting this
folder on `sys.path`, so this folder holds nothing else that could shadow a module.
"""

from __future__ import annotations

from pathlib import Path

#: The fairseq plugin folder, passed as `--user-dir` to every fairseq command.
PLUGIN_DIR = Path(__file__).resolve().parent / "denorm_fairseq"


def load_plugin() -> None:
    """Import the plugin the way fairseq's `--user-dir` does (idempotent: registers once)."""
    import argparse

    from fairseq.utils import import_user_module

    import_user_module(argparse.Namespace(user_dir=str(PLUGIN_DIR)))
