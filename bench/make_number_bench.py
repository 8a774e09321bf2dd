"""Write bench/data/numbers-heavy.<lang>.spoken: 1,000 spoken lines of general-domain prose, 60% with numbers.

    python bench/make_number_bench.py --lang en        # then: denorm translate --lang en < bench/data/numbers-heavy.en.spoken

Lines (fixed order, seeded): the committed outside number set (tests/data/<lang>/numbers.spoken: sentences
from packages our corpus never used, with digits, read by itntext), then generated numbers of seven classes
put into outside sentences without numbers and read by our generator (denorm.eval.numbers.number_cases)
until 60% of the lines hold a number, then fluent outside sentences without digits
(tests/data/<lang>/outside.spoken). For timing the default engine on number-heavy text (issue 26).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

DATA = ROOT / "tests" / "data"
LINES, SHARE, SEED = 1000, 0.6, 26


def build(lang: str, lines: int = LINES, share: float = SHARE, seed: int = SEED) -> list[str]:
    """The bench lines of one language, shuffled with a fixed seed."""
    from denorm.eval.numbers import number_cases

    numbers = (DATA / lang / "numbers.spoken").read_text(encoding="utf-8").splitlines()
    written = (DATA / lang / "outside.written").read_text(encoding="utf-8").splitlines()
    spoken = (DATA / lang / "outside.spoken").read_text(encoding="utf-8").splitlines()
    fluent = [s for w, s in zip(written, spoken, strict=True) if not any(ch.isdigit() for ch in w)]
    want = round(lines * share)
    generated = [c.spoken for c in number_cases(lang, max(0, want - len(numbers)), seed, DATA)]
    with_numbers = (numbers + generated)[:want]
    rest = (fluent * (1 + (lines - want) // max(1, len(fluent))))[:lines - want]
    out = with_numbers + rest
    random.Random(seed).shuffle(out)
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lang", required=True, choices=("en", "de", "ru"))
    ap.add_argument("--out", type=Path, help="default: bench/data/numbers-heavy.<lang>.spoken")
    args = ap.parse_args()
    out = args.out or ROOT / "bench" / "data" / f"numbers-heavy.{args.lang}.spoken"
    lines = build(args.lang)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("".join(f"{x}\n" for x in lines), encoding="utf-8")
    words = sum(len(x.split()) for x in lines)
    print(f"{out}: {len(lines)} lines, {words / len(lines):.1f} words a line", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
