"""Run-time speed of tagger model folders (torch vs the int8 ONNX Runtime export): start-up and sentences/s.

    .venv/bin/python bench/bench_tagger_runtime.py exp/tagger-en/best exp/tagger-en/int8 \\
        --data data/en/test.spoken --lines 500 --threads 1,2 --runs 3

For each folder and thread count: the start-up of a fresh `python -c` process that imports the runtime
and loads the folder (`denorm.tagger.runtime.Tagger(folder, threads=N)`; torch's import included for a
torch folder, none for an int8 one), and the sentences/s of `Tagger.label_ids` (tokenization, windows,
the model, argmax/Viterbi; no label application) over the first --lines lines, the median of --runs runs
after a warm-up on 32 lines. The load average (/proc/loadavg, 1 minute) is printed beside each row: on a
shared machine the figures are provisional.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from denorm.tagger.runtime import Tagger  # noqa: E402
from denorm.version import __version__  # noqa: E402

LOAD = "import sys, time; t = time.time(); from denorm.tagger.runtime import Tagger; " \
       "Tagger(sys.argv[1], threads=int(sys.argv[2])); print(time.time() - t)"


def load_average() -> str:
    try:
        return Path("/proc/loadavg").read_text().split()[0]
    except OSError:
        return "?"


def start_up(folder: Path, threads: int) -> float:
    """Seconds a fresh process takes to import the runtime and load `folder` (interpreter start excluded)."""
    r = subprocess.run([sys.executable, "-c", LOAD, str(folder), str(threads)], capture_output=True, text=True,
                       check=True, env={**os.environ, "OMP_NUM_THREADS": str(threads)})
    return float(r.stdout.strip().splitlines()[-1])


def speed(tagger: Tagger, lines: list[list[str]], runs: int) -> float:
    """Median sentences/s of label_ids over `lines`."""
    tagger.label_ids(lines[:32])
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        tagger.label_ids(lines)
        times.append(time.perf_counter() - t0)
    return len(lines) / statistics.median(times)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("folders", nargs="+", type=Path, help="tagger model folders (torch or int8)")
    ap.add_argument("--data", type=Path, default=Path("data/en/test.spoken"))
    ap.add_argument("--lines", type=int, default=500)
    ap.add_argument("--threads", default="1,2", help="comma-separated thread counts")
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    with args.data.open(encoding="utf-8") as f:
        lines = [t.split() for _, t in zip(range(args.lines), f, strict=False)]
    print(f"# tagger run time | {args.data}, {len(lines)} lines, {sum(map(len, lines))} words | median of "
          f"{args.runs} | denorm {__version__} | {platform.processor() or platform.machine()}, "
          f"{os.cpu_count()} cores")
    print(f"{'folder':40s} {'runtime':8s} {'MB':>6s} {'threads':>7s} {'start s':>8s} {'sent/s':>8s}  load avg")
    for threads in (int(t) for t in args.threads.split(",")):
        for folder in args.folders:
            mb = sum(p.stat().st_size for p in folder.iterdir() if p.is_file()) / 1e6
            up = start_up(folder, threads)
            tagger = Tagger(folder, threads=threads)
            s = speed(tagger, lines, args.runs)
            print(f"{str(folder):40s} {tagger.runtime:8s} {mb:6.1f} {threads:7d} {up:8.2f} {s:8.1f}  "
                  f"{load_average()}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
