"""`denorm serve`: the HTTP service (denorm.serve) from the command line; flags come from ServeOptions."""

from __future__ import annotations

import argparse
import sys

from denorm.serve.options import add_arguments as add_option_flags
from denorm.serve.options import from_args

HELP = "serve denormalization over HTTP (POST /v1/denormalize), batching lines across requests"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_option_flags(parser)


def run(args: argparse.Namespace) -> int:
    from denorm.extras import MissingExtraError
    from denorm.modelcard import ModelNotFoundError

    try:
        options = from_args(args)
        from denorm.serve.server import serve

        serve(options)
    except (MissingExtraError, ModelNotFoundError, ValueError) as err:
        print(f"denorm serve: {err}", file=sys.stderr)
        return 2
    return 0
