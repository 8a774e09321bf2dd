"""`denorm translate`: ASR output in, readable text out, one line out for every line in."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from denorm import defaults
from denorm.backends import BACKENDS
from denorm.guard import POLICIES
from denorm.io import FORMATS, get_format

HELP = "denormalize ASR output: stdin (text, jsonl, srt or vtt) to stdout, one line out per line in"

#: Devices accepted by --device.
DEVICES = ("cpu", "cuda")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--model", type=Path, help="model folder (with denorm.json)")
    which.add_argument("--lang", default=None,
                       help=f"use the installed default model of this language (default {defaults.DEFAULT_LANG})")
    parser.add_argument("--backend", choices=sorted(BACKENDS), default=defaults.DEFAULT_BACKEND)
    parser.add_argument("--beam", type=int, default=defaults.DEFAULT_BEAM)
    parser.add_argument("--batch-tokens", type=int, default=defaults.DEFAULT_BATCH_TOKENS,
                        help="source pieces per batch, padding included")
    parser.add_argument("--device", choices=DEVICES, default=defaults.DEFAULT_DEVICE)
    parser.add_argument("--format", choices=list(FORMATS), default=defaults.DEFAULT_FORMAT)
    parser.add_argument("--guard", choices=list(POLICIES), default=defaults.DEFAULT_GUARD,
                        help="; ".join(f"{p.name}: {p.description}" for p in POLICIES.values()))
    parser.add_argument("--fillers", choices=defaults.FILLER_POLICIES, default=defaults.DEFAULT_FILLERS,
                        help="hesitation sounds (uh, um; äh, ähm; ээ, эм): drop them before the model, or keep")
    parser.add_argument("--window-words", type=int, default=defaults.WINDOW_WORDS,
                        help="longer lines are decoded in overlapping windows of this many words")
    parser.add_argument("--overlap-words", type=int, default=defaults.OVERLAP_WORDS)
    parser.add_argument("--threads", type=int, default=0, help="CPU threads (0: all cores)")
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

    kwargs = dict(backend=args.backend, beam=args.beam, batch_tokens=args.batch_tokens, device=args.device,
                  guard=args.guard, window_words=args.window_words, overlap_words=args.overlap_words,
                  threads=args.threads, fillers=args.fillers)
    try:
        if args.model:
            d = Denormalizer.from_dir(args.model, **kwargs)
        else:
            d = Denormalizer.load(args.lang or defaults.DEFAULT_LANG, **kwargs)
    except ModelNotFoundError as err:
        _warn(str(err))
        return 2
    except ImportError as err:
        _warn(f"the {args.backend} backend cannot be loaded: {err}. Install it (pip install "
              f"{'ctranslate2' if args.backend == 'ctranslate2' else 'fairseq-fixed torch'}) "
              "or choose another with --backend")
        return 2
    d.warn = _warn
    fmt = get_format(args.format)
    inp = args.input.open("rb") if args.input else sys.stdin.buffer
    out = args.output.open("wb") if args.output else sys.stdout.buffer
    try:
        fmt.run(d, inp, out, _warn, args.chunk_lines)
    except BrokenPipeError:  # `denorm translate | head`: stop quietly
        return 0
    finally:
        if args.input:
            inp.close()
        if args.output:
            out.close()
    if not args.quiet:
        _warn(d.report())
        for ex in d.stats.examples:
            _warn(f"  guard: {ex}")
    return 0
