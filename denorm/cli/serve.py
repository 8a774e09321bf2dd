"""`denorm serve`: the HTTP service (denorm.serve) from the command line; flags come from ServeOptions
(the service) and TranslateOptions (how each model runs, as in `denorm translate`)."""

from __future__ import annotations

import argparse
import sys

from denorm.defaults import add_option_flags, options_from_args
from denorm.options import TranslateOptions
from denorm.serve.options import ServeOptions

HELP = "serve denormalization over HTTP (POST /v1/denormalize), batching lines across requests"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_option_flags(parser.add_argument_group("service"), ServeOptions)
    add_option_flags(parser.add_argument_group("models (as in denorm translate)"), TranslateOptions)


def run(args: argparse.Namespace) -> int:
    from denorm.extras import MissingExtraError
    from denorm.modelcard import ModelNotFoundError

    try:
        options = options_from_args(ServeOptions, args)
        translate = options_from_args(TranslateOptions, args)
        from denorm.serve.server import serve

        serve(options, translate)
    except (MissingExtraError, ModelNotFoundError, ValueError) as err:
        print(f"denorm serve: {err}", file=sys.stderr)
        return 2
    return 0
