"""`denorm eval HYP REF` (alias `denorm-eval`): a thin command line over eval.evaluate (defaults from denorm.eval.config)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from denorm.eval.api import evaluate, select_metrics
from denorm.eval.config import (
    CAP_INITIAL,
    CASE_MODES,
    CASE_WORDS,
    CWER_CONVENTIONS,
    DEFAULT_CAP_INITIAL,
    DEFAULT_CASE,
    DEFAULT_CASE_WORDS,
    DEFAULT_CWER,
    DEFAULT_LANG,
    DEFAULT_METRICS,
    DEFAULT_WORST,
)
from denorm.eval.errors import InputError, UsageError, check_lengths
from denorm.eval.io import STDIN, display_name, read_entities, read_lines
from denorm.eval.languages import LANGUAGES
from denorm.eval.metrics import METRICS
from denorm.eval.table import format_table

from denorm.version import __version__

PROG = "denorm-eval"
HELP = ("score denormalized text against references with every metric of the seed papers (WER family, BLEU, "
        "SER, P/R/F1, entity accuracy)")


def _choices_help(options: dict[str, str]) -> str:
    return "; ".join(f"{k}: {v}" for k, v in options.items())


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.description = ("Score denormalized text against references with every metric of the seed papers "
                     "(WER, cWER, pWER, dWER, uWER, symbol ER, sentence ER, BLEU, capitalization SER/F1, "
                     "punctuation and case P/R/F1, entity accuracy). Files are UTF-8, one sentence per "
                     "line; '-' reads stdin.")
    p.epilog = ("Compare systems: denorm eval --system a=a.txt --system b=b.txt REF. "
                "See docs/eval.md for the definitions.")
    p.add_argument("files", nargs="*", metavar="HYP REF",
                   help="hypothesis and reference files (with --system or --ref: only REF, or nothing)")
    p.add_argument("--ref", help="reference file (instead of the positional REF)")
    p.add_argument("--system", action="append", default=[], metavar="NAME=FILE",
                   help="a system's hypothesis file; repeat to compare systems side by side")
    p.add_argument("--lang", default=DEFAULT_LANG, choices=sorted(LANGUAGES),
                   help=f"language of the per-language tables (default {DEFAULT_LANG})")
    p.add_argument("--metrics", default=None,
                   help=f"comma-separated metrics (default {','.join(DEFAULT_METRICS)}, plus entity with "
                        f"--entities); known: {','.join(METRICS)}")
    p.add_argument("--entities", metavar="FILE",
                   help="entity annotations of the reference (test.entities.jsonl) for the entity metric")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    p.add_argument("--report", metavar="DIR", help="write an HTML report with a PNG chart into DIR")
    p.add_argument("--worst", type=int, default=DEFAULT_WORST,
                   help=f"worst sentences per system in the report (default {DEFAULT_WORST})")
    p.add_argument("--cwer-convention", dest="cwer", default=DEFAULT_CWER, choices=list(CWER_CONVENTIONS),
                   help="cWER convention. Unlike the Spitch repository, the default counts hypothesis "
                        "insertions: a hallucinated lowercase word is an error. "
                        + _choices_help(CWER_CONVENTIONS))
    p.add_argument("--case", default=DEFAULT_CASE, choices=list(CASE_MODES), help=_choices_help(CASE_MODES))
    p.add_argument("--cap-initial", default=DEFAULT_CAP_INITIAL, choices=list(CAP_INITIAL),
                   help="sentence-initial title-case words in the capitalization SER/F1: "
                        + _choices_help(CAP_INITIAL))
    p.add_argument("--case-words", default=DEFAULT_CASE_WORDS, choices=list(CASE_WORDS),
                   help="words of the case P/R/F1: " + _choices_help(CASE_WORDS))
    p.add_argument("--list-metrics", action="store_true", help="list the metrics with their definitions")
    p.add_argument("--version", action="version", version=f"{PROG} {__version__}")


def build_parser(prog: str = PROG) -> argparse.ArgumentParser:
    """The parser of the `denorm-eval` alias: the flags of `denorm eval`."""
    p = argparse.ArgumentParser(prog=prog)
    add_arguments(p)
    return p


def _systems(args: argparse.Namespace) -> tuple[list[tuple[str, str]], str]:
    """[(name, path)] and the reference path, from positionals, --system and --ref."""
    files = list(args.files)
    systems: list[tuple[str, str]] = []
    for spec in args.system:
        name, sep, path = spec.partition("=")
        if not sep:
            name, path = Path(spec).stem or spec, spec
        if not name or not path:
            raise UsageError(f"--system expects NAME=FILE, got {spec!r}")
        systems.append((name, path))
    usage = {(True, True): "no positional file", (True, False): "REF", (False, True): "HYP",
             (False, False): "HYP REF"}[(bool(systems), bool(args.ref))]
    wanted = 0 if usage.startswith("no") else len(usage.split())
    if len(files) != wanted:
        raise UsageError(f"expected {usage} (see --help), got {len(files)} positional file(s): "
                         f"{' '.join(files) or '(none)'}")
    ref = args.ref or files.pop()
    if not systems:
        hyp = files[0]
        systems.append(("stdin" if hyp == STDIN else Path(hyp).name or hyp, hyp))
    names = [n for n, _ in systems]
    if len(set(names)) != len(names):
        raise UsageError(f"system names must differ: {', '.join(names)}")
    if sum(path == STDIN for _, path in systems) + (ref == STDIN) + (args.entities == STDIN) > 1:
        raise UsageError("only one input can be read from stdin ('-')")
    return systems, ref


def run(args: argparse.Namespace) -> int:
    """Score and print: 0 on success, 1 on bad input (one message), 2 on bad usage."""
    try:
        return _score(args)
    except InputError as e:
        print(f"{PROG}: error: {e}", file=sys.stderr)
        return 2 if isinstance(e, UsageError) else 1
    except BrokenPipeError:
        return 0


def _score(args: argparse.Namespace) -> int:
    if args.list_metrics:
        for name, metric in METRICS.items():
            print(f"{name:9} {metric.title:7} {metric.help}")
        return 0
    if args.worst < 0:
        raise UsageError(f"--worst must be >= 0, got {args.worst}")
    systems, ref_path = _systems(args)
    refs = read_lines(ref_path)
    entities = read_entities(args.entities) if args.entities else None
    metrics = select_metrics(args.metrics, entities is not None) if args.metrics else None
    hyps: dict[str, list[str]] = {}
    results = []
    for name, path in systems:
        lines = read_lines(path)
        check_lengths(lines, refs, display_name(path), display_name(ref_path))
        hyps[name] = lines
        results.append(evaluate(lines, refs, lang=args.lang, entities=entities, metrics=metrics,
                                cwer=args.cwer, case=args.case, cap_initial=args.cap_initial,
                                case_words=args.case_words, system=name,
                                entities_source=display_name(args.entities or "")))
    if args.report:
        from denorm.eval.report import write_report

        page = write_report(args.report, results, hyps, refs, display_name(ref_path), args.worst)
        print(f"{PROG}: report written to {page}", file=sys.stderr)
    if args.json:
        out = {"reference": display_name(ref_path), "lang": args.lang, "sentences": len(refs),
               "signature": results[0].signature, "version": __version__,
               "systems": {r.system: r.to_dict() for r in results}}
        print(json.dumps(out, ensure_ascii=False))
    else:
        print(format_table(results))
    return 0


def main(argv: list[str] | None = None) -> int:
    """Entry point of `denorm-eval`, the same command as `denorm eval`."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else 2
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
