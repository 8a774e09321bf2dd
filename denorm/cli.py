"""The `denorm` command: a thin dispatcher over subcommand modules (translate, export, ...)."""

from __future__ import annotations

import argparse
import importlib
import sys

from denorm.version import __version__

#: Subcommand name -> module providing `HELP: str`, `add_arguments(parser)` and `run(args) -> int`.
SUBCOMMANDS: dict[str, str] = {
    "translate": "denorm.translate_cli",
    "export": "denorm.recipes.export_cli",
    "serve": "denorm.serve_cli",
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="denorm", description="Neural text denormalization for ASR output.")
    parser.add_argument("--version", action="version", version=f"denorm {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, module_name in SUBCOMMANDS.items():
        module = importlib.import_module(module_name)
        p = sub.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(p)
        p.set_defaults(_run=module.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "_run", None):
        parser.print_help(sys.stderr)
        return 2
    return int(args._run(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
