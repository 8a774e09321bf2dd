"""Well-formedness of `denorm translate` output, violations per kind (denorm.text.wellformed) on sentences of sources
the models never trained on.

    python bench/bench_wellformed.py --lang en [--engine pipeline] [--spoken tests/data/en/outside.spoken]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the checkout, when run as a script

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lang", default="en")
    ap.add_argument("--engine", default="pipeline")
    ap.add_argument("--spoken", type=Path, help="spoken lines (default tests/data/<lang>/outside.spoken)")
    ap.add_argument("--examples", type=int, default=5)
    args = ap.parse_args(argv)
    from denorm.api import Denormalizer
    from denorm.text.wellformed import KINDS, violations

    path = args.spoken or ROOT / "tests" / "data" / args.lang / "outside.spoken"
    lines = [x for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]
    d = Denormalizer.load(args.lang, engine=args.engine)
    found = [(r, violations(r)) for r in d.translate(lines)]
    counts = Counter(v.kind for _, vs in found for v in vs)
    bad = sum(1 for _, vs in found if vs)
    print(f"{args.lang} {args.engine}: {bad}/{len(lines)} lines with a violation | "
          + ", ".join(f"{k} {counts[k]}" for k in KINDS) + f" | {d.signature()} | {path.name}")
    for r, vs in [x for x in found if x[1]][:args.examples]:
        print(f"    {vs[0].kind}: {r.output}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
