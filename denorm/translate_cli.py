"""`denorm translate`: ASR output in, readable text out, one line out for every line in."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from denorm import defaults
from denorm.defaults import add_option_flags, options_from_args
from denorm.io import FORMATS, AtomicOutput, check_input, check_output, get_format
from denorm.options import TranslateOptions

HELP = "denormalize ASR output: stdin (text, jsonl, srt or vtt) to stdout, one line out per line in"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Which model, one flag per TranslateOptions field, and the input/output of the command."""
    parser.add_argument("--model", type=Path, help="model folder: a seq2seq folder (denorm.json) or a tagger folder "
                        "(the pipeline engine; with --lang for a multilingual tagger)")
    parser.add_argument("--lang", default=None,
                        help=f"use the installed model of this language for --engine (default {defaults.DEFAULT_LANG})")
    add_option_flags(parser, TranslateOptions)
    parser.add_argument("--format", choices=list(FORMATS), default=defaults.DEFAULT_FORMAT)
    parser.add_argument("--chunk-lines", type=int, default=defaults.CHUNK_LINES,
                        help="lines read before output is written (bounded memory, streaming)")
    parser.add_argument("-i", "--input", type=Path, help="read this file instead of stdin")
    parser.add_argument("-o", "--output", type=Path, help="write this file instead of stdout")
    parser.add_argument("--quiet", action="store_true", help="no summary on stderr")


def _warn(msg: str) -> None:
    print(f"denorm: {msg}", file=sys.stderr, flush=True)


def run(args: argparse.Namespace) -> int:
    from denorm.api import Denormalizer
    from denorm.modelcard import ModelNotFoundError

    try:  # files and counts first: a bad path is reported before a model is loaded
        if args.input:
            check_input(args.input)
        if args.output:
            check_output(args.output, args.input)
        if args.chunk_lines < 1:
            raise ValueError(f"--chunk-lines must be >= 1, got {args.chunk_lines}")
        options = options_from_args(TranslateOptions, args)
        if args.model:
            d = Denormalizer.from_dir(args.model, options, lang=args.lang)
        else:
            d = Denormalizer.load(args.lang or defaults.DEFAULT_LANG, options)
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
    fmt = get_format(args.format)
    try:
        target = AtomicOutput(args.output) if args.output else None
    except OSError as err:
        _warn(f"cannot write -o {args.output}: {err.strerror or err}")
        return 2
    try:
        inp = args.input.open("rb") if args.input else sys.stdin.buffer
    except OSError as err:
        if target:
            target.abort()
        _warn(f"cannot read -i {args.input}: {err.strerror or err}")
        return 2
    out = target.file if target else sys.stdout.buffer
    done = False
    try:
        fmt.run(d, inp, out, _warn, args.chunk_lines)
        done = True
    except BrokenPipeError:  # `denorm translate | head`: stop quietly
        return 0
    except OSError as err:
        _warn(f"input/output error, nothing written to -o: {err}" if target else f"input/output error: {err}")
        return 2
    finally:
        if args.input:
            inp.close()
        if target and done:
            target.commit()
        elif target:
            target.abort()
    if not args.quiet:
        _warn(d.report())
        for ex in d.stats.examples:
            _warn(f"  guard: {ex}")
    return 0
