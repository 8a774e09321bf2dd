"""Speed of the default engine on number-heavy text: whole `denorm translate` processes and a loaded Denormalizer.

    python bench/bench_numbers_speed.py [--langs en,de,ru] [--jobs 0,1] [--runs 3]

For each language and `--jobs` value, on bench/data/numbers-heavy.<lang>.spoken (1,000 general-domain lines,
60% with numbers; bench/make_number_bench.py):
- whole: `denorm translate --lang xx --quiet --jobs J < FILE > /dev/null` in a fresh process, start-up
  included (the median of --runs wall-clock times);
- loaded: in one fresh process, `Denormalizer.load(lang, jobs=J)` translates the file once (which starts
  the worker processes, if any) and then again, timed: the median of --runs such second passes, the
  figure a long file or a server sees once the model is up.
Lines/s are the file's lines over those times. The load average (1 minute) before each row is printed with
it: on a busy machine the figures are not worth much. Every row names the model, the language and the
version.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

LOADED = """
import statistics, sys, time
from denorm.api import Denormalizer
lang, jobs, runs, path = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
lines = open(path, encoding="utf-8").read().splitlines()
d = Denormalizer.load(lang, jobs=jobs)
d.translate(lines)
times = []
for _ in range(runs):
    t = time.perf_counter(); d.translate(lines); times.append(time.perf_counter() - t)
d.close()
print(statistics.median(times), d.card.name, d.engine.describe())
"""


def load_average() -> float:
    return float(Path("/proc/loadavg").read_text().split()[0]) if Path("/proc/loadavg").is_file() else float("nan")


def whole(lang: str, jobs: int, runs: int, path: Path) -> float:
    times = []
    denorm = [sys.executable, "-m", "denorm"]
    for _ in range(runs):
        with path.open("rb") as inp:
            t = time.perf_counter()
            subprocess.run([*denorm, "translate", "--lang", lang, "--quiet", "--jobs", str(jobs)], stdin=inp,
                           stdout=subprocess.DEVNULL, check=True, cwd=ROOT)
            times.append(time.perf_counter() - t)
    return statistics.median(times)


def loaded(lang: str, jobs: int, runs: int, path: Path) -> tuple[float, str]:
    out = subprocess.run([sys.executable, "-c", LOADED, lang, str(jobs), str(runs), str(path)], check=True,
                         capture_output=True, text=True, cwd=ROOT).stdout.split(maxsplit=1)
    return float(out[0]), out[1].strip()


def main() -> int:
    from denorm.version import __version__

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--langs", default="en,de,ru")
    ap.add_argument("--jobs", default="0,1", help="comma-separated --jobs values (0: one worker per core)")
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    print(f"denorm {__version__} | {os.cpu_count()} CPUs | medians of {args.runs} runs")
    print("| lang | --jobs | lines | whole process | lines/s | loaded | lines/s | load avg | model |")
    print("|---|---|---|---|---|---|---|---|---|")
    for lang in args.langs.split(","):
        path = ROOT / "bench" / "data" / f"numbers-heavy.{lang}.spoken"
        n = len(path.read_text(encoding="utf-8").splitlines())
        for jobs in (int(j) for j in args.jobs.split(",")):
            before = load_average()
            w = whole(lang, jobs, args.runs, path)
            s, model = loaded(lang, jobs, args.runs, path)
            print(f"| {lang} | {jobs} | {n} | {w:.2f} s | {n / w:.0f} | {s:.2f} s | {n / s:.0f} | {before:.2f} | {model} |",
                  flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
