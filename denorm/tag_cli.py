"""`denorm tag`: ASR output in, text with case, punctuation and disfluencies done by the tagger out, line for line."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from denorm import defaults
from denorm.io import FORMATS, AtomicOutput, check_input, check_output, get_format

HELP = "tag ASR output (case, punctuation, disfluency) with a tagger model: stdin to stdout, one line out per line in"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--model", type=Path, help="tagger model folder (config.json, codec.json, tagger.json)")
    which.add_argument("--lang", default=None,
                       help=f"the shipped tagger of this language (default {defaults.DEFAULT_LANG})")
    parser.add_argument("--itn", action="store_true",
                        help="write entity spans with the ITN span converter (denorm.itn; else they stay words)")
    parser.add_argument("--format", choices=list(FORMATS), default=defaults.DEFAULT_FORMAT)
    parser.add_argument("--chunk-lines", type=int, default=defaults.CHUNK_LINES,
                        help="lines read before output is written (bounded memory, streaming)")
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--threads", type=int, default=0, help="torch threads (0: torch's default)")
    parser.add_argument("-i", "--input", type=Path, help="read this file instead of stdin")
    parser.add_argument("-o", "--output", type=Path, help="write this file instead of stdout")
    parser.add_argument("--quiet", action="store_true", help="no summary on stderr")


def _warn(msg: str) -> None:
    print(f"denorm: {msg}", file=sys.stderr, flush=True)


def run(args: argparse.Namespace) -> int:
    from denorm.tagger.runtime import Tagger, TaggerNotFoundError

    try:
        if args.input:
            check_input(args.input)
        if args.output:
            check_output(args.output, args.input)
        if args.chunk_lines < 1:
            raise ValueError(f"--chunk-lines must be >= 1, got {args.chunk_lines}")
        tagger = Tagger.load(args.lang or (None if args.model else defaults.DEFAULT_LANG), args.model,
                             itn=args.itn, threads=args.threads or None, batch_size=args.batch_size)
    except (TaggerNotFoundError, ValueError, TypeError) as err:
        _warn(str(err))
        return 2
    fmt = get_format(args.format)
    try:
        target = AtomicOutput(args.output) if args.output else None
        inp = args.input.open("rb") if args.input else sys.stdin.buffer
    except OSError as err:
        _warn(f"cannot open input/output: {err.strerror or err}")
        return 2
    out = target.file if target else sys.stdout.buffer
    done = False
    try:
        fmt.run(tagger, inp, out, _warn, args.chunk_lines)  # type: ignore[arg-type]
        done = True
    except BrokenPipeError:
        return 0
    finally:
        if args.input:
            inp.close()
        if target and done:
            target.commit()
        elif target:
            target.abort()
    if not args.quiet:
        _warn(tagger.report())
    return 0
