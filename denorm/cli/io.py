"""Input/output of the line-for-line commands (translate, tag): their shared flags, checks and one guarded run."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from denorm import defaults
from denorm.cli.progress import RunProgress, input_size, wanted
from denorm.engines.base import EngineFailedError
from denorm.formats.io import FORMATS, AtomicOutput, FileError, Warn, check_input, check_output, get_format


def add_io_flags(parser: argparse.ArgumentParser) -> None:
    """-i/-o, --format, --chunk-lines and --quiet, the same for every command that reads lines and writes lines."""
    parser.add_argument("--format", choices=list(FORMATS), default=defaults.DEFAULT_FORMAT)
    parser.add_argument("--chunk-lines", type=int, default=defaults.CHUNK_LINES,
                        help="lines read before output is written (bounded memory, streaming)")
    parser.add_argument("-i", "--input", type=Path, help="read this file instead of stdin")
    parser.add_argument("-o", "--output", type=Path, help="write this file instead of stdout")
    parser.add_argument("--quiet", action="store_true", help="no summary on stderr")
    parser.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                        help="a progress bar on stderr (lines, lines/s, ETA from the input file's size); default: "
                        "only when stderr is a terminal")
    parser.add_argument("--strict", action="store_true",
                        help=f"exit with status {STRICT_STATUS} if anything was warned about (a line given back "
                        "unchanged after an error, invalid UTF-8, a bad jsonl line); every line is still written")


#: The exit status of a run that completed with warnings, under --strict.
STRICT_STATUS = 1


def warn(msg: str) -> None:
    """A message on stderr, prefixed with the program's name."""
    print(f"denorm: {msg}", file=sys.stderr, flush=True)


def at_least(args: argparse.Namespace, flag: str, low: int) -> None:
    """ValueError naming `flag` unless its value is `low` or more (checked before a model is loaded)."""
    value = getattr(args, flag.lstrip("-").replace("-", "_"))
    if value < low:
        raise ValueError(f"{flag} must be >= {low}, got {value}")


def check_io(args: argparse.Namespace) -> None:
    """FileError/ValueError with a clear message for an unusable -i or -o (or -o = -i) or --chunk-lines < 1;
    run before the model is loaded, so a bad path is reported at once."""
    if args.input:
        check_input(args.input)
    if args.output:
        check_output(args.output, args.input)
        _probe(args.output)
    at_least(args, "--chunk-lines", 1)


def _probe(path: Path) -> None:
    """FileError unless a file can really be created next to `path` (permissions say yes to root everywhere,
    yet /proc, a read-only mount or a full quota refuse)."""
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
    except OSError as err:
        raise FileError(f"cannot write {path}: {err.strerror or err}") from None
    os.close(fd)
    os.unlink(tmp)


def run_format(processor: Any, args: argparse.Namespace, warn: Warn = warn) -> int:
    """Stream -i (or stdin) through `processor` in the --format to -o (or stdout): the exit status.

    `processor` is what the formats call (`translate`, `translate_long`, `translate_parts`). -o is written
    under a temporary name and renamed onto the target only when the run completed, so a failed or
    interrupted run leaves the previous file; a closed pipe (`| head`) ends the run quietly; an I/O error
    is a message and status 2, never a traceback."""
    fmt = get_format(args.format)
    warned = 0

    def counted(msg: str) -> None:
        """`warn`, counted for --strict."""
        nonlocal warned
        warned += 1
        warn(msg)

    if hasattr(processor, "on_warning"):
        processor.on_warning = counted
    try:
        target = AtomicOutput(args.output) if args.output else None
    except OSError as err:
        warn(f"cannot write -o {args.output}: {err.strerror or err}")
        return 2
    try:
        inp = args.input.open("rb") if args.input else sys.stdin.buffer
    except OSError as err:
        if target:
            target.abort()
        warn(f"cannot read -i {args.input}: {err.strerror or err}")
        return 2
    out = target.file if target else sys.stdout.buffer
    bar = RunProgress(input_size(inp), f"denorm {getattr(args, 'command', None) or ''}".strip()) \
        if wanted(getattr(args, "progress", None)) else None
    done = False
    try:
        if bar is not None:
            fmt.run(processor, bar.reader(inp), bar.writer(out), counted, args.chunk_lines)  # type: ignore[arg-type]
        else:
            fmt.run(processor, inp, out, counted, args.chunk_lines)
        done = True
    except BrokenPipeError:  # `denorm translate | head`: stop quietly
        return 0
    except EngineFailedError as err:  # the engine is broken, not one line: nothing written to -o
        warn(f"{err}" + ("; nothing written to -o" if target else ""))
        return 2
    except OSError as err:
        warn(f"input/output error, nothing written to -o: {err}" if target else f"input/output error: {err}")
        return 2
    finally:
        if bar is not None:
            bar.close()
        if args.input:
            inp.close()
        if target and done:
            target.commit()
        elif target:
            target.abort()
    return STRICT_STATUS if getattr(args, "strict", False) and warned else 0

