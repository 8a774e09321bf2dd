"""`denorm batch`: files, folders or globs of transcripts through denorm on Ray, one output file per input
file under --out (the library: denorm.cluster.batch; docs/batch.md)."""

from __future__ import annotations

import argparse
from pathlib import Path

from denorm import defaults
from denorm.cli.io import at_least
from denorm.cli.io import warn as _warn
from denorm.defaults import add_option_flags, options_from_args
from denorm.options import TranslateOptions

HELP = ("denormalize transcript archives (text, jsonl, Parquet files or folders) on a Ray cluster: one output "
        "file per input file under --out, byte for byte what `denorm translate` writes, resumable")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The inputs, --out, the cluster, and one flag per TranslateOptions field (as `denorm translate`)."""
    from denorm.cluster.batch import FORMATS

    parser.add_argument("inputs", nargs="+", metavar="INPUT",
                        help="files, folders (read recursively; hidden files left out) or quoted globs")
    parser.add_argument("--out", type=Path, required=True,
                        help="output folder: one file per input file, same name relative to its INPUT folder "
                        "(or glob's folder), and manifest.json")
    parser.add_argument("--model", default=None, help="model folder (as `denorm translate --model`; it must "
                        "exist on every node)")
    parser.add_argument("--lang", default=defaults.DEFAULT_LANG,
                        help=f"language of the installed model (default {defaults.DEFAULT_LANG}); auto: "
                        "identified per file (a file is then one work item)")
    parser.add_argument("--format", choices=FORMATS, default=None,
                        help="input format of every file; default: from the suffix (.jsonl/.ndjson: jsonl, "
                        ".parquet: parquet, anything else: text)")
    parser.add_argument("--column", default="text", help="Parquet: the column to denormalize (default text); "
                        "the output adds the columns output and guard")
    parser.add_argument("--address", default=None,
                        help="Ray cluster to use: auto (the cluster this machine belongs to) or ray://host:10001; "
                        "default: a local Ray started for the run with all cores")
    parser.add_argument("--workers", type=int, default=None,
                        help="model copies (Ray actors); default: one per CPU of the cluster. Threads per worker "
                        "(--threads 0) are then CPUs / workers")
    parser.add_argument("--chunk-lines", type=int, default=defaults.CHUNK_LINES,
                        help="lines per work item: the chunks of `denorm translate` (default %(default)s)")
    parser.add_argument("--progress", action=argparse.BooleanOptionalAction, default=True,
                        help="Ray Data's progress bar on stderr (default: on)")
    parser.add_argument("--quiet", action="store_true", help="no summary on stderr")
    add_option_flags(parser, TranslateOptions)


def run(args: argparse.Namespace) -> int:
    from denorm.cluster.batch import BatchConfig, run_batch
    from denorm.extras import MissingExtraError
    from denorm.formats.io import FileError
    from denorm.modelcard import ModelNotFoundError

    try:
        at_least(args, "--chunk-lines", 1)
        if args.workers is not None:
            at_least(args, "--workers", 1)
        cfg = BatchConfig(inputs=list(args.inputs), out=args.out, lang=args.lang, fmt=args.format,
                          column=args.column, address=args.address, workers=args.workers,
                          chunk_lines=args.chunk_lines, options=options_from_args(TranslateOptions, args),
                          model=str(args.model) if args.model else None, progress=args.progress)
        summary = run_batch(cfg, _warn)
    except (MissingExtraError, FileError, ModelNotFoundError, ValueError, TypeError) as err:
        _warn(str(err))
        return 2
    except OSError as err:  # an input that cannot be read, an --out that cannot be written
        _warn(f"input/output error: {err}")
        return 2
    if not args.quiet:
        _warn(summary.line())
    return 1 if summary.failed else 0
