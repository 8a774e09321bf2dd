"""Training recipes: fairseq plugin, BPE, parameter counts, checkpoint averaging and the smoke run."""

from __future__ import annotations

from pathlib import Path

#: The fairseq plugin folder, passed as `--user-dir` to every fairseq command.
PLUGIN_DIR = Path(__file__).resolve().parent / "denorm_fairseq"


def load_plugin() -> None:
    """Import the plugin the way fairseq's `--user-dir` does (idempotent: registers once)."""
    import argparse

    from fairseq.utils import import_user_module

    import_user_module(argparse.Namespace(user_dir=str(PLUGIN_DIR)))


def rel(path: str | Path) -> str:
    """`path` relative to the working directory when it lies below it (shorter, portable commands)."""
    import os

    absolute = os.path.abspath(path)  # not resolve(): keep .venv/bin/python a venv path
    inside = os.path.commonpath([absolute, os.getcwd()]) == os.getcwd()
    return os.path.relpath(absolute) if inside else str(path)
