"""Training recipes: BPE, binarization, training, averaging, export, evaluation and the smoke run."""

from __future__ import annotations

from pathlib import Path

from denorm.plugins import PLUGIN_DIR, load_plugin

__all__ = ["PLUGIN_DIR", "load_plugin", "rel"]


def rel(path: str | Path) -> str:
    """`path` relative to the working directory when it lies below it (shorter, portable commands)."""
    import os

    absolute = os.path.abspath(path)  # not resolve(): keep .venv/bin/python a venv path
    inside = os.path.commonpath([absolute, os.getcwd()]) == os.getcwd()
    return os.path.relpath(absolute) if inside else str(path)
