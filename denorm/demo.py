"""`make demo`: written -> spoken pairs of the data generator for en, de and ru, side by side."""

from __future__ import annotations

import argparse
import random
import shutil
import sys
import textwrap
from pathlib import Path

DEMO_LANGS = ("en", "de", "ru")
SAMPLES = Path(__file__).resolve().parent.parent / "data_gen" / "samples"


def demo_sentences(code: str, n: int = 8, seed: int = 1234) -> tuple[list[tuple[str, str]], str]:
    """Up to n (written, spoken) pairs with entities, and where the written sentences came from."""
    from data_gen import get_language
    from data_gen.augment import fill_template, load_templates
    from data_gen.seeding import derived_rng

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
        source = str(path.relative_to(SAMPLES.parent.parent))
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


def side_by_side(left: str, right: str, width: int) -> str:
    """Two texts wrapped into columns of `width` characters, separated by an arrow."""
    a, b = textwrap.wrap(left, width) or [""], textwrap.wrap(right, width) or [""]
    rows = []
    for i in range(max(len(a), len(b))):
        arrow = "->" if i == 0 else "  "
        rows.append(f"  {(a[i] if i < len(a) else ''):<{width}} {arrow} {b[i] if i < len(b) else ''}")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--lang", nargs="*", default=list(DEMO_LANGS))
    p.add_argument("-n", type=int, default=8, help="sentences per language")
    p.add_argument("--seed", type=int, default=1234)
    args = p.parse_args(argv)
    try:
        from data_gen.stats import generator_version

        version = generator_version()
    except Exception:  # the demo must run even in a broken checkout
        version = "denorm-data (version unknown)"
    width = max(30, (shutil.get_terminal_size((120, 20)).columns - 8) // 2)
    print(f"denorm demo: synthetic training pairs made by {version}, seed {args.seed}.")
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


if __name__ == "__main__":
    sys.exit(main())
