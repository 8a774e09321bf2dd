"""`denorm guard`: the guard's false-fallback rate on correct (spoken, written) pairs (no model needed)."""

from __future__ import annotations

import argparse
from pathlib import Path

from denorm import defaults

HELP = "false-fallback rate of the hallucination guard on correct pairs (generated samples or a test split)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--lang", default=defaults.DEFAULT_LANG, help="language (default: %(default)s)")
    parser.add_argument("--test", type=Path, help="pair prefix, e.g. data/en/test (reads .spoken/.written); "
                        "default: the generator's readings of data_gen/samples/<lang>.txt")
    parser.add_argument("--limit", type=int, default=None, help="at most this many sentences or pairs")
    parser.add_argument("--variants", type=int, default=3,
                        help="readings per sample sentence (without --test; default: %(default)s)")


def run(args: argparse.Namespace) -> int:
    from denorm.data.pipeline import sample_pairs
    from denorm.guard import false_fallback_rate, file_pairs

    if args.test:
        report = false_fallback_rate(file_pairs(args.test, args.limit), args.lang, str(args.test))
    else:
        report = false_fallback_rate(sample_pairs(args.lang, args.variants, args.limit), args.lang,
                                     f"data_gen/samples/{args.lang}.txt x{args.variants} seeds")
    print(report)
    for ex in report.examples:
        print("  " + ex)
    return 0
