"""`denorm corpus` (also `python -m denorm.data.corpus`): build the offline corpus of a language from Debian packages."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HELP = "build clean target sentences of a language from Debian packages -> OUT/<lang>.txt (offline after the first run)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from denorm.data.corpus.build import DEFAULT_CACHE
    from denorm.data.corpus.langfilter import CORPUS_LANGUAGES
    from denorm.data.corpus.sources import SOURCES

    parser.add_argument("--lang", required=True, choices=CORPUS_LANGUAGES)
    parser.add_argument("--out", type=Path, default=Path("data/corpus"), help="output folder (default: %(default)s)")
    parser.add_argument("--cache", type=Path, default=DEFAULT_CACHE,
                        help="package cache: debs, unpacked packages, apt lists (default: %(default)s)")
    parser.add_argument("--sources", nargs="+", choices=list(SOURCES), default=None,
                        help="only these sources (default: all that have the language)")
    parser.add_argument("--max-files", type=int, default=None, help="read at most N files per source")
    parser.add_argument("--quiet", action="store_true", help="no progress bars")


def run(args: argparse.Namespace) -> int:
    from denorm.data.corpus.apt import AptError
    from denorm.data.corpus.build import build_corpus

    try:
        stats = build_corpus(args.lang, args.out, cache_dir=args.cache, sources=args.sources,
                             progress=not args.quiet, max_files=args.max_files)
    except (AptError, ValueError, OSError) as exc:
        print(f"corpus: {exc}", file=sys.stderr)
        return 1
    print(stats.report())
    if stats.total == 0:
        print("corpus: no sentences were kept (see the errors above)", file=sys.stderr)
        return 1
    print(f"corpus: casing lexicon -> {casing_of(args.lang, args.out)}")
    return 0


def casing_of(lang: str, out: Path) -> Path | str:
    """Write the casing lexicon of the built corpus `out/<lang>.txt` (denorm.data.casing) beside it; a
    language the generator lacks has none (its spoken words are not defined)."""
    from denorm.data.casing import write_casing
    from denorm.data.languages import LANGUAGES, get_language

    if lang not in LANGUAGES:
        return f"none ({lang} is not a language of the generator yet)"
    return write_casing(Path(out) / f"{lang}.txt", get_language(lang))


def main(argv: list[str] | None = None) -> int:
    """`python -m denorm.data.corpus`: the same as `denorm corpus`."""
    parser = argparse.ArgumentParser(prog="python -m denorm.data.corpus", description=HELP)
    add_arguments(parser)
    return run(parser.parse_args(argv))
