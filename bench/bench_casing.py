"""The casing lexicon on outside text: case F1 per class with the lexicon off and at several confidence thresholds.

    python bench/bench_casing.py [--lang en de ru] [--below 0.5,0.9,0.99,1.01] [--case-words whole|parts]
                                 [--without-borrowed es pt] [--json out.json]

For each language, the default pipeline tags tests/data/<lang>/acronyms.spoken (sentences with acronyms and
mixed-case words from packages our corpus never used, read aloud by itntext: tests/data/outside/README.md)
and, where a language has them, tests/data/<lang>/acronyms-handbooks.spoken (KDE handbooks: en, de, ru, fr) and
acronyms-ufoai.spoken (UFO: AI's encyclopedia: en, de, ru), held-out sources whose acronyms and names are real
ones rather than a game's inventions (and a row of all of them as one, "acronyms-all"), and
tests/data/<lang>/outside.spoken (plain outside sentences: lowercase and Title must not get worse), once
without the casing lexicon and once per threshold `below` (the lexicon overrules a lower/Title case label the
tagger gives with less than this probability; denorm.defaults.CASING_BELOW). The tagger runs once per set: the
thresholds re-case its labels. Prints case F1 per class (denorm.eval, case-sensitive; `--case-words parts` cases
each part of a hyphenated word alone, so that "MS-Droiden" counts as an acronym and a noun, not as a mixed-case word
like "iPhone") with the model, language, lexicon size and toolkit version, and the lexicon's precision: of the words
whose case it changed, the share whose new form the reference line writes (and how many it changed away from the
reference's form).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

ROOT = Path(__file__).resolve().parents[1]
SETS = ("acronyms", "acronyms-handbooks", "acronyms-ufoai", "outside")
CLASSES = ("upper", "mixed", "lower", "title")
#: The row of all of a language's acronym sets taken as one.
POOLED = "acronyms-all"
PUNCT = ".,;:!?\"'«»“”„()[]…"


def f1(counts: object) -> float:
    tp, fp, fn = counts.tp, counts.fp, counts.fn  # type: ignore[attr-defined]
    return 200 * tp / (2 * tp + fp + fn) if tp else 0.0


def _tokens(line: str) -> list[str]:
    return [t.strip(PUNCT) for t in line.split()]


def lexicon_precision(off: list[str], on: list[str], ref: list[str]) -> tuple[int, float, int]:
    """(words whose case the lexicon changed, % of them whose new form the reference line writes, words it
    changed away from a form the reference writes). Only case changes: the lines split into the same words."""
    changed = right = broke = 0
    for a, b, r in zip(off, on, ref, strict=True):
        written = set(_tokens(r))
        for x, y in zip(_tokens(a), _tokens(b), strict=False):
            if x != y and x.lower() == y.lower():
                changed += 1
                right += y in written
                broke += x in written and y not in written
    return changed, round(100 * right / changed, 1) if changed else 0.0, broke


def main(argv: list[str] | None = None) -> int:
    from denorm.eval.api import evaluate
    from denorm.eval.config import CASE_WORDS, DEFAULT_CASE_WORDS

    from denorm import Denormalizer
    from denorm.version import __version__

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lang", nargs="+", default=["en", "de", "ru"])
    ap.add_argument("--below", default="0.5,0.9,0.99,1.01", help="comma-separated thresholds")
    ap.add_argument("--case-words", default=DEFAULT_CASE_WORDS, choices=list(CASE_WORDS),
                    help="whole: a hyphenated word is one word ('MS-Droiden' counts as mixed, like 'iPhone'); parts: "
                         "each part is cased alone (the classes of the words themselves; denorm.eval.config)")
    ap.add_argument("--without-borrowed", nargs="+", default=[], metavar="LANG",
                    help="leave out the lexicon entries borrowed from these languages (the corpora of es and pt read "
                         "the KDE handbooks of those languages, those of es, fr and pt the UFO:AI catalogs)")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)
    thresholds = [float(x) for x in args.below.split(",")]
    results: dict = {"version": __version__, "case_words": args.case_words, "without_borrowed": args.without_borrowed,
                     "languages": {}}
    def use_casing(tagger: object, lang: str | None, below: float | None) -> object:
        """The tagger's lexicon of `lang` at threshold `below` (None: none), less --without-borrowed's entries."""
        lexicon = tagger.use_casing(lang, below)  # type: ignore[attr-defined]
        if lexicon is not None and args.without_borrowed:
            lexicon = tagger.casing = lexicon.without_borrowed(args.without_borrowed)  # type: ignore[attr-defined]
        return lexicon

    for lang in args.lang:
        d = Denormalizer.load(lang)
        tagger = d.engine.tagger
        lexicon = use_casing(tagger, lang, None)  # the default threshold, as Denormalizer.load sets it
        model = f"{tagger.folder.name}({tagger.card.get('encoder_label', '?')})"
        print(f"== {lang}: model {model}, casing lexicon {len(lexicon) if lexicon else 0} words"
              + (f" (without those borrowed from {', '.join(args.without_borrowed)})" if args.without_borrowed else "")
              + f", case words {args.case_words}, denorm {__version__}")
        rows: dict = {}
        pooled: dict[str, tuple[list[str], list[str]]] = {}  # label -> (hyp, ref) of every acronym set
        for name in SETS:
            if not (ROOT / "tests" / "data" / lang / f"{name}.spoken").is_file():
                continue  # a set the language lacks (acronyms-handbooks: en, de, ru, fr; bench/make_outside.py)
            spoken = (ROOT / "tests" / "data" / lang / f"{name}.spoken").read_text(encoding="utf-8").splitlines()
            ref = (ROOT / "tests" / "data" / lang / f"{name}.written").read_text(encoding="utf-8").splitlines()
            off: list[str] = []
            for below in [None, *thresholds]:
                use_casing(tagger, lang if below is not None else None, below)
                hyp = [r.output for r in d.translate(spoken)]
                case = evaluate(hyp, ref, lang=lang, metrics="case", case_words=args.case_words).metrics["case"].classes
                label = "off" if below is None else f"below {below}"
                row = {c: round(f1(case[c]), 1) for c in CLASSES}
                row["reference_words"] = {c: case[c].tp + case[c].fn for c in CLASSES}
                if below is None:
                    off = hyp
                else:
                    row["changed"], row["precision"], row["broke"] = lexicon_precision(off, hyp, ref)
                rows.setdefault(name, {})[label] = row
                if name.startswith("acronyms"):
                    pooled.setdefault(label, ([], []))[0].extend(hyp)
                    pooled[label][1].extend(ref)
                print(f"{lang} {name:9s} {label:12s} " + "  ".join(f"{c} {row[c]:5.1f}" for c in CLASSES)
                      + (f"  | lexicon changed {row['changed']} words, precision {row['precision']:.1f}%, "
                         f"broke {row['broke']}" if below is not None else ""))
        for label, (hyp, ref) in pooled.items():  # all the language's acronym sets as one
            case = evaluate(hyp, ref, lang=lang, metrics="case", case_words=args.case_words).metrics["case"].classes
            row = {c: round(f1(case[c]), 1) for c in CLASSES}
            row["reference_words"] = {c: case[c].tp + case[c].fn for c in CLASSES}
            rows.setdefault(POOLED, {})[label] = row
            print(f"{lang} {POOLED} ({len(ref)} lines) {label:12s} " + "  ".join(f"{c} {row[c]:5.1f}" for c in CLASSES))
        results["languages"][lang] = {"model": model, "lexicon_words": len(lexicon) if lexicon else 0, "sets": rows}
    if args.json:
        args.json.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
