"""Benchmark of the pair generator: pairs/s per language and number of jobs (not a timed test)."""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from denorm.data import LANGUAGES, get_language  # noqa: E402
from denorm.data.augment import fill_template, load_templates  # noqa: E402
from denorm.data.clean import read_corpus  # noqa: E402
from denorm.data.pipeline import make_pairs  # noqa: E402
from denorm.data.seeding import derived_rng  # noqa: E402
from denorm.data.stats import generator_version  # noqa: E402


def bench_corpus(code: str, limit: int) -> tuple[list[str], str]:
    """The first `limit` lines of the real corpus, else the committed samples, else filled templates."""
    for path in (ROOT / "data" / "corpus" / f"{code}.txt", ROOT / "data_gen" / "samples" / f"{code}.txt"):
        if path.is_file():
            lines = read_corpus(path)[:limit]
            if lines:
                return lines, str(path.relative_to(ROOT))
    lang = get_language(code)
    templates = load_templates(lang)
    if not templates:
        templates = [f"{{{c}}}" for c in sorted(lang.classes)]
    rng = random.Random(0)
    return [fill_template(rng.choice(templates), lang, rng) for _ in range(limit)], "filled templates"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--lang", nargs="*", default=sorted(LANGUAGES), help="languages (all registered)")
    p.add_argument("--jobs", nargs="*", type=int, default=[1, 2], help="job counts to compare")
    p.add_argument("--limit", type=int, default=20000, help="corpus lines per run")
    p.add_argument("--variants", type=int, default=3)
    args = p.parse_args(argv)
    print(f"# {generator_version()}, bench/bench_data_gen.py, limit={args.limit} lines, "
          f"variants={args.variants}, valid/test 500 each")
    print("# pairs/s: all pairs written / wall-clock seconds of make_pairs; pairs/cpu-s: the same per CPU "
          "second (workers included); verbalize/s: Language.verbalize calls per CPU second, one process")
    print(f"{'lang':5} {'jobs':>4} {'input':>7} {'pairs':>8} {'seconds':>8} {'pairs/s':>9} {'pairs/cpu-s':>11} "
          f"{'verbalize/s':>11}  corpus")
    for code in args.lang:
        try:
            lang = get_language(code)
        except Exception as exc:  # a missing language module is reported, not fatal
            print(f"{code:5} skipped: {type(exc).__name__}: {exc}")
            continue
        lines, source = bench_corpus(code, args.limit)
        t0 = time.process_time()
        for i, line in enumerate(lines[:5000]):
            lang.verbalize(line, derived_rng(1, line, i))
        single = min(len(lines), 5000) / max(time.process_time() - t0, 1e-9)
        for jobs in args.jobs:
            with tempfile.TemporaryDirectory() as tmp:
                stats = make_pairs(lines, code, Path(tmp), variants=args.variants, valid_size=500,
                                   test_size=500, jobs=jobs)
            total = sum(stats.pairs.values())
            print(f"{code:5} {jobs:>4} {len(lines):>7} {total:>8} {stats.seconds:>8.2f} "
                  f"{stats.pairs_per_s:>9,.0f} {stats.pairs_per_cpu_s:>11,.0f} {single:>11,.0f}  {source}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
