"""Training recipes: BPE, binarization, training, averaging, export, evaluation and the smoke run."""

from __future__ import annotations

import argparse
from pathlib import Path
from types import ModuleType

from denorm.plugins import PLUGIN_DIR, load_plugin

__all__ = ["PLUGIN_DIR", "load_plugin", "main_of", "rel"]


def rel(path: str | Path) -> str:
    """`path` relative to the working directory when it lies below it (shorter, portable commands)."""
    import os

    absolute = os.path.abspath(path)  # not resolve(): keep .venv/bin/python a venv path
    inside = os.path.commonpath([absolute, os.getcwd()]) == os.getcwd()
    return os.path.relpath(absolute) if inside else str(path)


def main_of(module: ModuleType, argv: list[str] | None = None) -> int:
    """`python -m denorm.recipes.<name>`: a command module (HELP, add_arguments, run) run on its own, the
    same as its `denorm <command>` (denorm.cli.SUBCOMMANDS)."""
    spec = module.__spec__
    parser = argparse.ArgumentParser(prog=f"python -m {spec.name}" if spec else None, description=module.HELP)
    module.add_arguments(parser)
    return int(module.run(parser.parse_args(argv)) or 0)
