"""The `denorm` command: a thin dispatcher over subcommand modules (data, train, translate, eval, ...)."""

from __future__ import annotations

import argparse
import importlib
import sys
from types import ModuleType

from denorm.version import __version__

#: Subcommand name -> module providing `HELP: str`, `add_arguments(parser)` and `run(args) -> int`, and
#: optionally `prepare_argv(argv) -> argv` (rewrites the command's arguments before parsing; `denorm data`
#: uses it to make its default action implicit). Only the module of the command given is imported, so a
#: command's heavy dependencies (torch, fairseq, ctranslate2) load inside its `run`, when it runs.
#: In the order of the workflow: text -> pairs -> model -> use and scoring.
SUBCOMMANDS: dict[str, str] = {
    "corpus": "denorm.data.corpus.cli",
    "corpus-samples": "denorm.data.corpus.samples",
    "data": "denorm.data.cli",
    "bpe": "denorm.recipes.bpe",
    "bin": "denorm.recipes.binarize",
    "train": "denorm.recipes.train",
    "train-tagger": "denorm.recipes.tagger_fit",
    "export-tagger": "denorm.recipes.tagger_export",
    "average": "denorm.recipes.average_checkpoints",
    "export": "denorm.recipes.export_cli",
    "itn": "denorm.cli.itn",
    "evaluate-model": "denorm.recipes.evaluate_model",
    "record-test": "denorm.recipes.record_test",
    "record-floor": "denorm.recipes.quality_floor",
    "check-model": "denorm.recipes.check_model",
    "param-count": "denorm.recipes.param_count",
    "smoke": "denorm.recipes.smoke",
    "translate": "denorm.cli.translate",
    "batch": "denorm.cli.batch",
    "tag": "denorm.cli.tag",
    "serve": "denorm.cli.serve",
    "eval": "denorm.eval.cli",
    "guard": "denorm.cli.guard",
    "demo": "denorm.cli.demo",
}


def command_module(name: str) -> ModuleType:
    """The module of subcommand `name` (imported on first use)."""
    return importlib.import_module(SUBCOMMANDS[name])


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The `denorm` parser: every command with its one-line help, and the full flags of `command` only."""
    parser = argparse.ArgumentParser(prog="denorm", description="Neural text denormalization for ASR output: "
                                     "training data, training, translation and evaluation in one command.")
    parser.add_argument("--version", action="version", version=f"denorm {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMANDS:
        if command is not None and name != command:
            continue
        module = command_module(name)
        p = sub.add_parser(name, help=module.HELP, description=module.HELP)
        if name == command:
            module.add_arguments(p)
            p.set_defaults(_run=module.run)
    return parser


def parse_args(argv: list[str]) -> argparse.Namespace:
    """The arguments of `denorm ARGV`, after the command's `prepare_argv` (argparse exits on an error)."""
    command = argv[0] if argv and argv[0] in SUBCOMMANDS else None
    if command is not None:
        prepare = getattr(command_module(command), "prepare_argv", None)
        if prepare is not None:
            argv = [command, *prepare(argv[1:])]
    return build_parser(command).parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(list(sys.argv[1:] if argv is None else argv))
    if not getattr(args, "_run", None):
        build_parser().print_help(sys.stderr)
        return 2
    return int(args._run(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
