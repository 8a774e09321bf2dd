"""Speed of the default engine on number-heavy text: whole `denorm translate` processes and a loaded Denormalizer.

    python bench/bench_numbers_speed.py [--langs en,de,ru] [--runs 3] [--times 1]

For each language, on bench/data/numbers-heavy.<lang>.spoken (1,000 general-domain lines, 60% with numbers;
bench/make_number_bench.py), --times copies of it one after another:
- whole: `denorm translate --lang xx --quiet < FILE > /dev/null` in a fresh process, start-up included (the
  median of --runs wall-clock times), with the default `--jobs` (since 2026-11-29: one worker process per
  core on a file of this size, denorm.parallel; the "workers" column says how many);
- loaded: in a fresh process, `Denormalizer.load(lang)` first translates 50 other lines (the committed
  tests/data/<lang>/test-sample.spoken: the sessions and kernels warm up), then the file once, timed: the
  median of --runs such processes, the figure a server sees once the model is up. (Until 2026-11-27 the
  timed pass was a second pass over the same lines, whose verifications the converter had cached: 10-25%
  faster than new lines.) With --times > 1 the copies repeat lines, which the cache then serves too.
Lines/s are the lines over those times. The load average (1 minute) before each row is printed with it: on
a busy machine the figures are not worth much. Every row names the model, the language and the version.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from denorm.parallel import auto_jobs  # noqa: E402

LOADED = """
import sys, time
from denorm.api import Denormalizer
lang, path, warm = sys.argv[1], sys.argv[2], sys.argv[3]
lines = open(path, encoding="utf-8").read().splitlines()
d = Denormalizer.load(lang)
d.translate(open(warm, encoding="utf-8").read().splitlines()[:WARM_LINES])
t = time.perf_counter(); d.translate(lines); took = time.perf_counter() - t
print(took, d.engine.model_name(), d.engine.describe())
""".replace("WARM_LINES", "50")


def load_average() -> float:
    return float(Path("/proc/loadavg").read_text().split()[0]) if Path("/proc/loadavg").is_file() else float("nan")


#: The processes run as a user's do: with compiled bytecode (a shell that sets PYTHONDONTWRITEBYTECODE
#: would have every process compile the package again, 0.15 s each); a first untimed run writes it.
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def whole(lang: str, runs: int, path: Path) -> float:
    times = []
    subprocess.run([sys.executable, "-m", "denorm", "translate", "--lang", lang, "--quiet"], input=b"one\n",
                   stdout=subprocess.DEVNULL, check=True, cwd=ROOT, env=ENV)
    for _ in range(runs):
        with path.open("rb") as inp:
            t = time.perf_counter()
            subprocess.run([sys.executable, "-m", "denorm", "translate", "--lang", lang, "--quiet"], stdin=inp,
                           stdout=subprocess.DEVNULL, check=True, cwd=ROOT, env=ENV)
            times.append(time.perf_counter() - t)
    return statistics.median(times)


def loaded(lang: str, runs: int, path: Path) -> tuple[float, str]:
    warm = ROOT / "tests" / "data" / lang / "test-sample.spoken"
    times, model = [], ""
    for _ in range(runs):
        out = subprocess.run([sys.executable, "-c", LOADED, lang, str(path), str(warm)], check=True,
                             capture_output=True, text=True, cwd=ROOT, env=ENV).stdout.split(maxsplit=1)
        times.append(float(out[0]))
        model = out[1].strip()
    return statistics.median(times), model


def main() -> int:
    from denorm.version import __version__

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--langs", default="en,de,ru")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--times", type=int, default=1, help="copies of the file, one after another")
    args = ap.parse_args()
    print(f"denorm {__version__} | {os.cpu_count()} CPUs | medians of {args.runs} runs")
    print("| lang | lines | whole process | lines/s | workers | loaded | lines/s | load avg | model |")
    print("|---|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as tmp:
        for lang in args.langs.split(","):
            text = (ROOT / "bench" / "data" / f"numbers-heavy.{lang}.spoken").read_text(encoding="utf-8")
            path = Path(tmp) / f"{lang}.spoken"
            path.write_text(text * args.times, encoding="utf-8")
            n = len(text.splitlines()) * args.times
            before = load_average()
            w = whole(lang, args.runs, path)
            s, model = loaded(lang, args.runs, path)
            jobs = auto_jobs(path.stat().st_size)
            print(f"| {lang} | {n} | {w:.2f} s | {n / w:.0f} | {jobs} | {s:.2f} s | {n / s:.0f} | {before:.2f} | "
                  f"{model} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
