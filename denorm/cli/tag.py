"""`denorm tag`: the pipeline engine with its span converter off (`--itn` turns it on), on a tagger model folder
of one's own (`--model`, a training folder too) or the installed one: case, punctuation and disfluencies only.

It runs exactly what `denorm translate --engine pipeline --itn off` runs (denorm.engines.pipeline), so the two
write the same text; what it adds is the tagger's own flags (a model folder, windows per forward pass).
"""

from __future__ import annotations

import argparse
from dataclasses import replace
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
    parser.add_argument("--threads", type=int, default=0, help="threads (0: the runtime's default)")
    add_io_flags(parser)


def run(args: argparse.Namespace) -> int:
    from denorm.api import Denormalizer
    from denorm.engines.pipeline import PipelineEngine
    from denorm.options import DEFAULTS
    from denorm.tagger.runtime import Tagger, TaggerNotFoundError

    try:  # files and counts first: a bad path is reported before a model is loaded
        check_io(args)
        at_least(args, "--batch-size", 1)
        at_least(args, "--threads", 0)
        tagger = Tagger.load(args.lang or (None if args.model else defaults.DEFAULT_LANG), args.model,
                             threads=args.threads or None, batch_size=args.batch_size)
        options = replace(DEFAULTS, engine="pipeline", itn="verify" if args.itn else "off", threads=args.threads,
                          check=bool(getattr(args, "strict", False)))  # --strict checks every line, as translate
        d = Denormalizer.from_engine(PipelineEngine(tagger.folder, options, tagger.lang, tagger=tagger), options)
    except (TaggerNotFoundError, ValueError, TypeError) as err:
        warn(str(err))
        return 2
    except ImportError as err:
        warn(f"the tagger's runtime cannot be imported: {err}. Install it (pip install 'denorm[tagger]')")
        return 2
    status = run_format(d, args, warn)
    if status == 2:  # the run stopped: no summary
        return status
    if not args.quiet:
        warn(f"{d.report()} | {tagger.windows} windows")
    return status
