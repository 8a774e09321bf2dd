"""`denorm tag`: ASR output in, text with case, punctuation and disfluencies done by the tagger out, line for line."""

from __future__ import annotations

import argparse
from pathlib import Path

from denorm import defaults
from denorm.cli.io import add_io_flags, at_least, check_io, run_format, warn

HELP = "tag ASR output (case, punctuation, disfluency) with a tagger model: stdin to stdout, one line out per line in"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--model", type=Path, help="tagger model folder (config.json, codec.json, tagger.json)")
    parser.add_argument("--lang", default=None,
                        help=f"language of the lines: picks the installed tagger (default {defaults.DEFAULT_LANG}); "
                             "with --model, one of the languages its card lists (a multilingual model)")
    parser.add_argument("--itn", action="store_true",
                        help="write entity spans with the ITN span converter (denorm.itn; else they stay words)")
    parser.add_argument("--batch-size", type=int, default=32, help="windows per forward pass (default: %(default)s)")
    parser.add_argument("--threads", type=int, default=0, help="torch threads (0: torch's default)")
    add_io_flags(parser)


def run(args: argparse.Namespace) -> int:
    from denorm.tagger.runtime import Tagger, TaggerNotFoundError

    try:  # files and counts first: a bad path is reported before a model is loaded
        check_io(args)
        at_least(args, "--batch-size", 1)
        at_least(args, "--threads", 0)
        tagger = Tagger.load(args.lang or (None if args.model else defaults.DEFAULT_LANG), args.model,
                             itn=args.itn, threads=args.threads or None, batch_size=args.batch_size)
    except (TaggerNotFoundError, ValueError, TypeError) as err:
        warn(str(err))
        return 2
    except ImportError as err:
        warn(f"the tagger needs torch, which cannot be imported: {err}. Install it (pip install torch)")
        return 2
    status = run_format(tagger, args, warn)
    if status == 2:  # the run stopped: no summary
        return status
    if not args.quiet:
        warn(tagger.report())
    return status
