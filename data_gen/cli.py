"""`denorm data` (alias `denorm-data`): make pairs from a corpus, verbalize lines, check word labels (thin layer)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from denorm.data.options import DEFAULTS, GenOptions

from denorm.defaults import add_option_flags, options_from_args

HELP = "make (spoken, written) training pairs from a corpus; verbalize written lines; check word labels"
#: Prefix of the messages on stderr.
NAME = "denorm data"


def _languages() -> list[str]:
    from denorm.data.languages import LANGUAGES

    return sorted(LANGUAGES)


def add_make_arguments(p: argparse.ArgumentParser) -> None:
    """The input, the output and one flag per GenOptions field (defaults and help from the dataclass)."""
    from denorm.data.clean import SKIP_REASONS

    p.description = ("Turn a corpus (one written sentence per line) into line-aligned (spoken, written) pairs: "
                     "<out>/{train,valid,test}.{spoken,written}, {valid,test}.entities.jsonl, "
                     "<split>.labels.jsonl and stats.json. Skipped lines are counted by reason: "
                     + ", ".join(SKIP_REASONS) + ".")
    p.add_argument("--lang", required=True, choices=_languages(), help="language code")
    p.add_argument("--corpus", required=True, type=Path, help="UTF-8 text, one sentence per line")
    p.add_argument("--out", required=True, type=Path, help="output folder (created)")
    add_option_flags(p, GenOptions)
    p.add_argument("--no-progress", action="store_true", help="no progress bar")


def run_make(args: argparse.Namespace) -> int:
    from denorm.data.clean import read_corpus
    from denorm.data.corpus.domains import read_domains
    from denorm.data.pipeline import make_pairs

    try:
        options = options_from_args(GenOptions, args)
    except ValueError as exc:
        print(f"{NAME}: {exc}", file=sys.stderr)
        return 2
    if not args.corpus.is_file():
        print(f"{NAME}: corpus {args.corpus} not found (make it with `make corpus LANG={args.lang}`)",
              file=sys.stderr)
        return 2
    try:
        lines = read_corpus(args.corpus)
        domains = read_domains(args.corpus, len(lines)) if options.domain_weights else None
        stats = make_pairs(lines, args.lang, args.out, options, domains=domains, progress=not args.no_progress)
    except ValueError as exc:
        print(f"{NAME}: {exc}", file=sys.stderr)
        return 2
    print(stats.summary())
    print(f"wrote {', '.join(stats.files)} to {args.out}")
    for err in stats.errors:
        print(f"warning: verbalizer error: {err}", file=sys.stderr)
    return 0


def add_verbalize_arguments(p: argparse.ArgumentParser) -> None:
    p.description = "Written lines on stdin -> spoken lines on stdout (N in, N out)."
    p.add_argument("--lang", required=True, choices=_languages(), help="language code")
    p.add_argument("--seed", type=int, default=DEFAULTS.seed, help="seed (%(default)s)")
    p.add_argument("--entities", action="store_true",
                   help="print a JSON object per line (spoken and entities) instead of the spoken line")


def run_verbalize(args: argparse.Namespace) -> int:
    import json

    from denorm.data.base import normalize_written
    from denorm.data.languages import get_language
    from denorm.data.seeding import derived_rng

    language = get_language(args.lang)
    for raw in sys.stdin:
        line = raw.rstrip("\n").rstrip("\r")
        try:
            # The rng of a sentence's first draw in make_pairs: the same line gets the same spoken form.
            v = language.verbalize(line, derived_rng(args.seed, normalize_written(line), 0))
            spoken, entities = v.spoken, [e.to_dict() for e in v.entities]
        except Exception as exc:  # passthrough: one bad line must not lose the others
            print(f"{NAME} verbalize: {type(exc).__name__}: {exc} (line kept as stripped text)",
                  file=sys.stderr)
            spoken, entities = language.strip(line), []
        if args.entities:
            print(json.dumps({"spoken": spoken, "entities": entities}, ensure_ascii=False))
        else:
            print(spoken)
    return 0


def add_check_labels_arguments(p: argparse.ArgumentParser) -> None:
    p.description = ("Apply the gold labels of <prefix>.labels.jsonl (and each span's gold written form) to "
                     "<prefix>.spoken; print the share of lines that give back <prefix>.written exactly, "
                     "and the kinds that cannot be rebuilt, with counts.")
    p.add_argument("prefix", nargs="+", type=Path, help="split prefix, e.g. data/en/test")
    p.add_argument("--min-rate", type=float, default=0.0,
                   help="exit 1 if a split's rate is below this share, e.g. 0.99 (%(default)s)")


def run_check_labels(args: argparse.Namespace) -> int:
    from denorm.data.labels import check_labels

    status = 0
    for prefix in args.prefix:
        try:
            result = check_labels(prefix)
        except (OSError, ValueError) as exc:
            print(f"{NAME} check-labels: {exc}", file=sys.stderr)
            return 2
        print(result.summary(str(prefix)))
        if result.rate < args.min_rate:
            status = 1
    return status


Action = tuple[str, Callable[[argparse.ArgumentParser], None], Callable[[argparse.Namespace], int]]
#: Action -> (help, add_arguments, run); no action means DEFAULT_ACTION.
ACTIONS: dict[str, Action] = {
    "make": ("make train/valid/test pairs from a corpus (the default action)", add_make_arguments, run_make),
    "verbalize": ("written lines on stdin -> spoken lines on stdout", add_verbalize_arguments, run_verbalize),
    "check-labels": ("round trip of the gold word labels of generated splits", add_check_labels_arguments,
                     run_check_labels),
}
DEFAULT_ACTION = "make"


def prepare_argv(argv: list[str]) -> list[str]:
    """No action means make: `denorm data --lang en ...` is `denorm data make --lang en ...`."""
    if argv and argv[0] in (*ACTIONS, "-h", "--help"):
        return argv
    return [DEFAULT_ACTION, *argv]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """One sub-parser per action (`denorm data ACTION --help` lists its flags)."""
    parser.description = HELP + f" (no ACTION: {DEFAULT_ACTION})."
    sub = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    for name, (help_, add, run_action) in ACTIONS.items():
        p = sub.add_parser(name, help=help_)
        add(p)
        p.set_defaults(_action=run_action)


def run(args: argparse.Namespace) -> int:
    return args._action(args)


def main(argv: list[str] | None = None) -> int:
    """`denorm-data`: the same command as `denorm data`."""
    parser = argparse.ArgumentParser(prog="denorm-data")
    add_arguments(parser)
    return run(parser.parse_args(prepare_argv(list(sys.argv[1:] if argv is None else argv))))


if __name__ == "__main__":
    sys.exit(main())
