"""The `denorm-data` command: make pairs from a corpus, or verbalize lines from stdin (thin layer)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from denorm.data.clean import SKIP_REASONS
from denorm.data.options import DEFAULTS

USAGE = """denorm-data --lang LANG --corpus FILE --out DIR [options]   make train/valid/test pairs
       denorm-data verbalize --lang LANG [--seed N]              written lines on stdin -> spoken lines
       denorm-data check-labels DIR/SPLIT...                     round trip of the gold word labels"""


def _languages() -> list[str]:
    from denorm.data.languages import LANGUAGES

    return sorted(LANGUAGES)


def build_make_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="denorm-data", usage=USAGE,
        description="Turn a corpus (one written sentence per line) into line-aligned (spoken, written) "
                    "pairs: <out>/{train,valid,test}.{spoken,written}, {valid,test}.entities.jsonl and "
                    "stats.json. Skipped lines are counted by reason: " + ", ".join(SKIP_REASONS) + ".")
    p.add_argument("--lang", required=True, choices=_languages(), help="language code")
    p.add_argument("--corpus", required=True, type=Path, help="UTF-8 text, one sentence per line")
    p.add_argument("--out", required=True, type=Path, help="output folder (created)")
    p.add_argument("--seed", type=int, default=DEFAULTS.seed, help="seed of every random draw (%(default)s)")
    p.add_argument("--variants", type=int, default=DEFAULTS.variants,
                   help="distinct verbalizations per train sentence with entities (%(default)s)")
    p.add_argument("--valid-size", type=int, default=DEFAULTS.valid_size, help="valid sentences (%(default)s)")
    p.add_argument("--test-size", type=int, default=DEFAULTS.test_size, help="test sentences (%(default)s)")
    p.add_argument("--entity-share", type=float, default=DEFAULTS.entity_share,
                   help="share of train pairs with an entity reached by augmentation (%(default)s)")
    p.add_argument("--disfluency", type=float, default=DEFAULTS.disfluency,
                   help="probability per sentence of fillers, repetitions, false starts (%(default)s)")
    p.add_argument("--jobs", type=int, default=DEFAULTS.jobs, help="worker processes (%(default)s)")
    p.add_argument("--max-chars", type=int, default=DEFAULTS.max_chars,
                   help="skip longer lines (%(default)s)")
    p.add_argument("--no-labels", action="store_true",
                   help="do not write <split>.labels.jsonl (word-level labels of every pair)")
    p.add_argument("--domain-weights", default=DEFAULTS.domain_weights, metavar="DOMAIN=W,...",
                   help="train weights of text domains, e.g. narrative=2,technical=0.5 (reads the corpus's "
                        ".domains.txt; valid/test do not change; default: all 1)")
    p.add_argument("--no-progress", action="store_true", help="no progress bar")
    return p


def build_verbalize_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="denorm-data verbalize",
                                description="Written lines on stdin -> spoken lines on stdout (N in, N out).")
    p.add_argument("--lang", required=True, choices=_languages(), help="language code")
    p.add_argument("--seed", type=int, default=DEFAULTS.seed, help="seed (%(default)s)")
    p.add_argument("--entities", action="store_true",
                   help="print a JSON object per line (spoken and entities) instead of the spoken line")
    return p


def run_make(args: argparse.Namespace) -> int:
    from denorm.data.clean import read_corpus
    from denorm.data.corpus.domains import read_domains
    from denorm.data.pipeline import make_pairs

    if not args.corpus.is_file():
        print(f"denorm-data: corpus {args.corpus} not found (make it with `make corpus LANG={args.lang}`)",
              file=sys.stderr)
        return 2
    try:
        lines = read_corpus(args.corpus)
        domains = read_domains(args.corpus, len(lines)) if args.domain_weights else None
        stats = make_pairs(lines, args.lang, args.out, seed=args.seed,
                           variants=args.variants, valid_size=args.valid_size, test_size=args.test_size,
                           entity_share=args.entity_share, disfluency=args.disfluency, jobs=args.jobs,
                           max_chars=args.max_chars, labels=not args.no_labels,
                           domain_weights=args.domain_weights, domains=domains,
                           progress=not args.no_progress)
    except ValueError as exc:
        print(f"denorm-data: {exc}", file=sys.stderr)
        return 2
    print(stats.summary())
    print(f"wrote {', '.join(stats.files)} to {args.out}")
    for err in stats.errors:
        print(f"warning: verbalizer error: {err}", file=sys.stderr)
    return 0


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
            print(f"denorm-data verbalize: {type(exc).__name__}: {exc} (line kept as stripped text)",
                  file=sys.stderr)
            spoken, entities = language.strip(line), []
        if args.entities:
            print(json.dumps({"spoken": spoken, "entities": entities}, ensure_ascii=False))
        else:
            print(spoken)
    return 0


def build_check_labels_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="denorm-data check-labels",
        description="Apply the gold labels of <prefix>.labels.jsonl (and each span's gold written form) to "
                    "<prefix>.spoken; print the share of lines that give back <prefix>.written exactly, "
                    "and the kinds that cannot be rebuilt, with counts.")
    p.add_argument("prefix", nargs="+", type=Path, help="split prefix, e.g. data/en/test")
    p.add_argument("--min-rate", type=float, default=0.0,
                   help="exit 1 if a split's rate is below this share, e.g. 0.99 (%(default)s)")
    return p


def run_check_labels(args: argparse.Namespace) -> int:
    from denorm.data.labels import check_labels

    status = 0
    for prefix in args.prefix:
        try:
            result = check_labels(prefix)
        except (OSError, ValueError) as exc:
            print(f"denorm-data check-labels: {exc}", file=sys.stderr)
            return 2
        print(result.summary(str(prefix)))
        if result.rate < args.min_rate:
            status = 1
    return status


#: Subcommand -> (parser builder, runner); no subcommand means "make".
SUBCOMMANDS = {"verbalize": (build_verbalize_parser, run_verbalize),
               "check-labels": (build_check_labels_parser, run_check_labels)}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in SUBCOMMANDS:
        build, run = SUBCOMMANDS[argv[0]]
        return run(build().parse_args(argv[1:]))
    return run_make(build_make_parser().parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
