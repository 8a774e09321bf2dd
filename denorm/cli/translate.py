"""`denorm translate`: ASR output in, readable text out, one line out for every line in."""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

from denorm import defaults
from denorm.cli.io import add_io_flags, at_least, check_io, run_format
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
    parser.add_argument("--jobs", type=int, default=defaults.DEFAULT_JOBS,
                        help="worker processes writing lines at once, each with its own model (0: one per core "
                        "--threads allows, up to 8, on an input file of 48 KiB or more; 1: none). Not with --lang "
                        "auto or subtitles")
    add_io_flags(parser)


def run(args: argparse.Namespace) -> int:
    from denorm.api import Denormalizer
    from denorm.auto import load
    from denorm.modelcard import ModelNotFoundError

    try:  # files and counts first: a bad path is reported before a model is loaded
        check_io(args)
        at_least(args, "--jobs", 0)
        options = options_from_args(TranslateOptions, args)
        if getattr(args, "strict", False):  # --strict checks every line (docs/translate.md "Well-formed output")
            options = replace(options, check=True)
        jobs = workers(args, options.threads)
        if jobs > 1:
            d = parallel(args, options, jobs)
        elif args.model:
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
    try:
        status = run_format(d, args, _warn)
    finally:
        if hasattr(d, "close"):
            d.close()
    if status == 2:  # the run stopped: no summary
        return status
    if not args.quiet:
        _warn(d.report())
        for ex in d.stats.examples:
            _warn(f"  guard: {ex}")
    return status


#: The formats whose chunks the workers may write in pieces (a subtitle group is one context).
PARALLEL_FORMATS = ("text", "jsonl")


def workers(args: argparse.Namespace, threads: int = 0) -> int:
    """The worker processes of this run: --jobs, or for 0 `denorm.parallel.auto_jobs` of the input's size on
    the cores --threads allows (`threads`, 0: all); 1 under --lang auto (a stream's language is decided from
    its first lines) and for subtitles."""
    from denorm.auto import AUTO
    from denorm.cli.progress import input_size
    from denorm.parallel import auto_jobs, usable_cores

    if args.lang == AUTO or args.format not in PARALLEL_FORMATS:
        return 1
    if args.jobs:
        return args.jobs
    if args.input:
        try:
            size: int | None = args.input.stat().st_size if args.input.is_file() else None
        except OSError:
            size = None
    else:
        size = input_size(sys.stdin.buffer)
    return auto_jobs(size, min(threads, usable_cores()) if threads else None)


def parallel(args: argparse.Namespace, options: TranslateOptions, jobs: int) -> Any:
    """`jobs` workers with the model of --lang/--model, sharing the cores --threads allows (0: all), the first
    one loaded: a model that cannot be loaded is reported before the input is read."""
    from denorm.cluster.batch import load_denormalizer
    from denorm.parallel import ParallelDenormalizer, usable_cores

    each = replace(options, threads=max(1, (options.threads or usable_cores()) // jobs))
    d = ParallelDenormalizer(partial(load_denormalizer, args.lang, each,
                                     str(args.model) if args.model else None), jobs)
    d.start()
    return d
