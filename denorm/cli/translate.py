"""`denorm translate`: ASR output in, readable text out, one line out for every line in."""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

from denorm import defaults
from denorm.cli.io import add_io_flags, check_io, run_format
from denorm.cli.io import warn as _warn
from denorm.defaults import add_option_flags, options_from_args
from denorm.options import TranslateOptions

HELP = "denormalize ASR output: stdin (text, jsonl, srt or vtt) to stdout, one line out per line in"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Which model, one flag per TranslateOptions field, and the input/output of the command."""
    parser.add_argument("--model", type=Path, help="model folder: a seq2seq folder (denorm.json) or a tagger folder "
                        "(the pipeline engine; with --lang for a multilingual tagger)")
    parser.add_argument("--lang", default=None,
                        help=f"use the installed model of this language for --engine (default {defaults.DEFAULT_LANG}); "
                        "auto: identify the language of the input (from its first lines) and of each line clearly in "
                        "another installed language")
    add_option_flags(parser, TranslateOptions)
    add_io_flags(parser)


def run(args: argparse.Namespace) -> int:
    from denorm.api import Denormalizer
    from denorm.auto import load
    from denorm.modelcard import ModelNotFoundError

    try:  # files and counts first: a bad path is reported before a model is loaded
        check_io(args)
        options = options_from_args(TranslateOptions, args)
        if getattr(args, "strict", False):  # --strict checks every line (docs/translate.md "Well-formed output")
            options = replace(options, check=True)
        if args.model:
            d = Denormalizer.from_dir(args.model, options, lang=args.lang)
        else:
            d = load(args.lang or defaults.DEFAULT_LANG, options)
    except (ModelNotFoundError, ValueError, TypeError) as err:
        _warn(str(err))
        return 2
    except ImportError as err:
        _warn(f"the {args.backend} backend cannot be loaded: {err}. Install it (pip install "
              f"{'ctranslate2' if args.backend == 'ctranslate2' else 'fairseq-fixed torch'}) "
              "or choose another with --backend")
        return 2
    except (RuntimeError, AssertionError) as err:
        if args.device == "cpu":
            raise
        _warn(f"--device {args.device} cannot be used: {err}. Run on the CPU with --device cpu")
        return 2
    status = run_format(d, args, _warn)
    if status == 2:  # the run stopped: no summary
        return status
    if not args.quiet:
        _warn(d.report())
        for ex in d.stats.examples:
            _warn(f"  guard: {ex}")
    return status
