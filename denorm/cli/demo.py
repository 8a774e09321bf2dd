"""`make demo`: the shipped engines (pipeline and seq2seq) on the same spoken samples, then the generator's training pairs."""

from __future__ import annotations

import argparse
import random
import shutil
import sys
import textwrap
from pathlib import Path

import denorm.data

DEMO_LANGS = ("en", "de", "ru")
SAMPLES = Path(denorm.data.__file__).resolve().parent / "samples"


def demo_sentences(code: str, n: int = 8, seed: int = 1234) -> tuple[list[tuple[str, str]], str]:
    """Up to n (written, spoken) pairs with entities, and where the written sentences came from."""
    from denorm.data import get_language
    from denorm.data.augment import fill_template, load_templates
    from denorm.data.seeding import derived_rng

    lang = get_language(code)
    path = SAMPLES / f"{code}.txt"
    lines: list[str] = []
    source = ""
    if path.is_file():
        lines = [x.strip() for x in path.read_text(encoding="utf-8", errors="replace").splitlines()]
        lines = [x for x in lines if x and not x.startswith("#")]
        # Sentences with digits first: they show the most.
        lines = [x for x in lines if any(c.isdigit() for c in x)] + [x for x in lines if not any(
            c.isdigit() for c in x)]
        source = f"data_gen/samples/{path.name}"
    if not lines:
        templates = load_templates(lang) or [f"{{{c}}}" for c in sorted(lang.classes)]
        rng = random.Random(seed)
        lines = [fill_template(rng.choice(templates), lang, rng) for _ in range(4 * n)]
        source = f"data_gen/templates/{code}.txt" if load_templates(lang) else "class samples"
    pairs: list[tuple[str, str]] = []
    for line in lines:
        v = lang.verbalize(line, derived_rng(seed, line, 0))
        if v.entities and v.spoken:
            pairs.append((v.written, v.spoken))
        if len(pairs) == n:
            break
    return pairs, source


#: Typical ASR lines (no case, no punctuation, numbers in words) shown before the corpus samples.
ASR_LINES: dict[str, tuple[str, ...]] = {
    "en": ("meet me at uh four thirty p m on the ninth of november",
           "the update costs twenty nine dollars and ninety nine cents and takes about five minutes",
           "please call me back at five five five zero one nine nine tomorrow morning"),
    "de": ("wir treffen uns äh am siebzehnten september um halb fünf",
           "die datei ist zweihundertfünfzig megabyte groß"),
    "ru": ("встреча ээ назначена на двадцатое мая в шестнадцать тридцать",
           "файл весит двести пятьдесят мегабайт"),
}


def translate_demo(code: str, n: int, seed: int, width: int) -> bool:
    """Translate typical ASR lines and spoken samples with every installed engine; False if none is."""
    from denorm.api import Denormalizer
    from denorm.engines.choice import choose_engine, installed

    found = installed(code)
    if not found:
        return False
    default = choose_engine(code)
    pairs, source = demo_sentences(code, n, seed)
    inputs = list(ASR_LINES.get(code, ())) + [spoken for _, spoken in pairs]
    refs = [""] * len(ASR_LINES.get(code, ())) + [written for written, _ in pairs]
    runs = []
    for engine in sorted(found, key=lambda e: e != default):  # the default engine first
        d = Denormalizer.load(code, engine=engine)
        runs.append((engine, d, d.translate(inputs)))
    print(f"\n== {code}: spoken input, then each engine's output (default engine: {default}, the better on "
          f"data/{code}/test by its card; `denorm translate --engine NAME` picks one)")
    for engine, d, _ in runs:
        training = d.card.raw.get("training", {})
        limited = " (CPU-limited training: see docs/results.md)" if training.get("cpu_limited") else ""
        print(f"   {engine:9s} model {d.card.name}{limited}")
    print(f"   inputs: {len(ASR_LINES.get(code, ()))} typical ASR lines, then generator readings of {source}")
    for k, (text, ref) in enumerate(zip(inputs, refs, strict=True)):
        print(textwrap.indent(textwrap.fill(text, 2 * width), "  "))
        for engine, _, results in runs:
            r = results[k]
            note = f"   (guard: {r.guard})" if r.guard not in ("ok", "unchecked") else ""
            print(textwrap.fill(r.output + note, 2 * width, initial_indent=f"  {'[' + engine + ']':11s}-> ",
                                subsequent_indent=" " * 16))
        if ref:
            print(textwrap.indent(textwrap.fill(f"reference: {ref}", 2 * width), "     "))
    for _, d, _ in runs:
        print(f"   {d.report()}")
    return True


def side_by_side(left: str, right: str, width: int) -> str:
    """Two texts wrapped into columns of `width` characters, separated by an arrow."""
    a, b = textwrap.wrap(left, width) or [""], textwrap.wrap(right, width) or [""]
    rows = []
    for i in range(max(len(a), len(b))):
        arrow = "->" if i == 0 else "  "
        rows.append(f"  {(a[i] if i < len(a) else ''):<{width}} {arrow} {b[i] if i < len(b) else ''}")
    return "\n".join(rows)


HELP = "the shipped models translating spoken samples, then the generator's training pairs (make demo)"


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--lang", nargs="*", default=list(DEMO_LANGS))
    p.add_argument("-n", type=int, default=8, help="sentences per language")
    p.add_argument("--seed", type=int, default=1234)


def run(args: argparse.Namespace) -> int:
    try:
        from denorm.data.stats import generator_version

        version = generator_version()
    except Exception:  # the demo must run even in a broken checkout
        version = "denorm-data (version unknown)"
    width = max(30, (shutil.get_terminal_size((120, 20)).columns - 8) // 2)
    print("denorm demo, part 1: the installed engines (denorm translate --engine pipeline | seq2seq) on spoken text.")
    for code in args.lang:
        try:
            shown = translate_demo(code, args.n, args.seed, width)
        except Exception as exc:  # a broken model is reported, not fatal: the demo goes on
            print(f"\n== {code}: model failed ({type(exc).__name__}: {exc})")
            continue
        if not shown:
            print(f"\n== {code}: no model installed yet (train one: recipes/README.md)")
    print(f"\ndenorm demo, part 2: synthetic training pairs made by {version}, seed {args.seed}.")
    print("The model learns the way back: spoken (right) -> written (left).")
    for code in args.lang:
        try:
            pairs, source = demo_sentences(code, args.n, args.seed)
        except Exception as exc:  # a language module that is missing or broken is reported, not fatal
            print(f"\n== {code}: not available ({type(exc).__name__}: {exc})")
            continue
        print(f"\n== {code}: {len(pairs)} sentences with entities from {source}")
        print(f"  {'written':<{width}}    spoken")
        for written, spoken in pairs:
            print(side_by_side(written, spoken, width))
    return 0


if __name__ == "__main__":  # python -m denorm.cli.demo = denorm demo
    from denorm.cli import main

    sys.exit(main(["demo", *sys.argv[1:]]))
