"""End-to-end speed of the translate engines on one language: start-up, lines/s, where the time goes, memory.

    python bench/bench_engines.py --lang en --lines 2000 --runs 3 [--threads 2] [--stream 100000]

For each installed engine (pipeline, seq2seq): the start-up time (`Denormalizer.load`, process already
running; and a fresh `python -c` process that imports denorm and loads the engine), lines/s of
`Denormalizer.translate` over data/<lang>/test.spoken (start-up excluded, medians of --runs), the
ratio of the engines, and a profile split of one run into the models' own time (tagger forward,
span converter / seq2seq decoding) and everything around them (normalization, windows, guard, ITN
verification, assembly); with --stream N, the resident memory while N lines stream through the
default engine (sampled every N/10 lines: flat memory means the stream is bounded).
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from denorm.version import __version__  # noqa: E402

#: Profile entries counted as "the model's own time", per engine: (file suffix, function name).
MODEL_CALLS: dict[str, tuple[tuple[str, str], ...]] = {
    # the tagger's forward (pieces, network, CRF decode); the span converter's decoding: starting it, and
    # waiting for its asynchronous results (verification runs meanwhile and is counted around the model)
    "pipeline": (("denorm/tagger/model.py", "predict"), ("denorm/tagger/onnx_runtime.py", "predict"),
                 ("denorm/itn/converter.py", "_submit"), ("~", "AsyncTranslationResult")),
    "seq2seq": (("denorm/backends/ct2.py", "translate_pieces"), ("denorm/backends/fairseq_hub.py",
                                                                  "translate_pieces")),
}


def rss_mb() -> float:
    """Current resident memory of this process in MB (Linux /proc), else the peak."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def top_around(stats: pstats.Stats, engine: str, n: int = 6) -> list[tuple[str, float]]:
    """The functions of denorm with the most own time outside the model calls (where the rest goes)."""
    rows = []
    for (file, _line, func), (_, _, tt, _, _) in stats.stats.items():  # type: ignore[attr-defined]
        if "/denorm/" in file and not any(file.endswith(f) and func == name for f, name in MODEL_CALLS[engine]):
            rows.append((f"{file.split('/denorm/')[-1]}:{func}", round(tt, 2)))
    return sorted(rows, key=lambda r: -r[1])[:n]


def model_seconds(stats: pstats.Stats, engine: str) -> float:
    """Cumulative seconds of the engine's model calls in a profile (outermost calls only)."""
    total = 0.0
    for (file, _, func), (_, _, _, cum, _) in stats.stats.items():  # type: ignore[attr-defined]
        if any(file.endswith(f) and (func == name or (f == "~" and name in func))
               for f, name in MODEL_CALLS.get(engine, ())):
            total += cum
    return total


class ModelClock:
    """Seconds spent inside an engine's model calls, timed by wrapping them (no profiler overhead): the
    tagger predictor's `predict`, the span converter's submissions and the waits on their results, the
    seq2seq backend's `translate_pieces`."""

    def __init__(self, engine: object) -> None:
        self.seconds = 0.0
        if getattr(engine, "name", "") == "pipeline":
            tagger = engine.tagger  # type: ignore[attr-defined]
            if hasattr(tagger, "predictor"):
                self._wrap(tagger.predictor, "predict")
            conv = getattr(engine, "converter", None)
            if conv is not None:
                submit = conv._submit

                def timed_submit(*a: object, **k: object) -> list:
                    t0 = time.perf_counter()
                    batches = submit(*a, **k)
                    self.seconds += time.perf_counter() - t0
                    return [(idx, [_TimedFuture(f, self) for f in futures]) for idx, futures in batches]

                conv._submit = timed_submit
        else:
            self._wrap(engine.backend, "translate_pieces")  # type: ignore[attr-defined]

    def _wrap(self, obj: object, name: str) -> None:
        fn = getattr(obj, name)

        def timed(*a: object, **k: object) -> object:
            t0 = time.perf_counter()
            try:
                return fn(*a, **k)
            finally:
                self.seconds += time.perf_counter() - t0

        setattr(obj, name, timed)


class _TimedFuture:
    """An asynchronous decoding result whose wait counts as model time."""

    def __init__(self, future: object, clock: ModelClock) -> None:
        self.future, self.clock = future, clock

    def result(self) -> object:
        t0 = time.perf_counter()
        try:
            return self.future.result()  # type: ignore[attr-defined]
        finally:
            self.clock.seconds += time.perf_counter() - t0


def fresh_startup(lang: str, engine: str, threads: int) -> float:
    """Seconds for a new Python process to import denorm and load the engine (what a CLI user waits)."""
    code = (f"import time; t=time.time(); from denorm.api import Denormalizer; "
            f"Denormalizer.load({lang!r}, engine={engine!r}, threads={threads}); print(time.time()-t)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lang", default="en")
    ap.add_argument("--data", type=Path, default=Path("data"))
    ap.add_argument("--lines", type=int, default=2000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--engines", default="pipeline,seq2seq")
    ap.add_argument("--stream", type=int, default=0, help="lines to stream for the memory check (0: skip)")
    ap.add_argument("--json", type=Path)
    args = ap.parse_args(argv)

    from denorm.api import Denormalizer
    from denorm.engines.choice import choose_engine, installed

    src = args.data / args.lang / "test.spoken"
    lines = src.read_text(encoding="utf-8").split("\n")[:-1][:args.lines]
    found = installed(args.lang)
    engines = [e for e in args.engines.split(",") if e in found]
    load = os.getloadavg()
    report: dict = {"signature": f"denorm {__version__}|bench_engines|lang:{args.lang}|threads:{args.threads}"
                                 f"|lines:{len(lines)} of {src}|runs:{args.runs}|cpus:{os.cpu_count()}",
                    "load_before": [round(x, 2) for x in load], "default": choose_engine(args.lang), "engines": {}}
    print(report["signature"], f"(load average before: {load[0]:.2f})")
    for engine in engines:
        t0 = time.time()
        d = Denormalizer.load(args.lang, engine=engine, threads=args.threads)
        load_s = time.time() - t0
        d.translate(lines[:50])  # warm-up
        clock = ModelClock(d.engine)
        times, model_times = [], []
        for _ in range(args.runs):
            clock.seconds = 0.0
            t0 = time.perf_counter()
            d.translate(lines)
            times.append(time.perf_counter() - t0)
            model_times.append(clock.seconds)
        prof = cProfile.Profile()
        prof.enable()
        t0 = time.time()
        d.translate(lines)
        prof_s = time.time() - t0
        prof.disable()
        model_s = model_seconds(pstats.Stats(prof), engine)
        med = statistics.median(times)
        med_model = statistics.median(model_times)
        row = {"model": str(d.card.path), "load_s": round(load_s, 2),
               "fresh_process_startup_s": round(fresh_startup(args.lang, engine, args.threads), 2),
               "lines_per_s": round(len(lines) / med, 1), "runs_s": [round(t, 2) for t in times],
               "profiled_s": round(prof_s, 2), "model_s": round(model_s, 2),
               "model_s_timed": round(med_model, 2), "around_model_s": round(med - med_model, 2),
               "around_over_model": round((med - med_model) / med_model, 3) if med_model else None,
               "profile_top_around": top_around(pstats.Stats(prof), engine)}
        report["engines"][engine] = row
        print(f"{engine:9s} {row['lines_per_s']:7.1f} lines/s (median of {args.runs}: {row['runs_s']} s), "
              f"load {row['load_s']} s in-process / {row['fresh_process_startup_s']} s fresh process; "
              f"models {med_model:.2f} s (timed calls, median), around them {med - med_model:.2f} s "
              f"({100 * (med - med_model) / max(med_model, 1e-9):.0f}% of the models' time) | model {d.card.path}")
        print("  around the model, by own time in a profiled run (cProfile slows Python code, not the models): "
              + "; ".join(f"{name} {sec:.2f} s" for name, sec in row["profile_top_around"]))
    if len(report["engines"]) == 2:
        a, b = (report["engines"][e]["lines_per_s"] for e in ("pipeline", "seq2seq"))
        report["ratio_pipeline_to_seq2seq"] = round(a / b, 2)
        print(f"pipeline / seq2seq: {a / b:.2f}x")
    if args.stream:
        d = Denormalizer.load(args.lang, threads=args.threads)

        def endless():
            for i in range(args.stream):
                yield lines[i % len(lines)]

        samples = []
        every = max(1, args.stream // 10)
        t0 = time.time()
        for i, _ in enumerate(d.stream(endless()), 1):
            if i % every == 0:
                samples.append((i, round(rss_mb(), 1)))
        report["stream"] = {"engine": d.engine.name, "lines": args.stream, "rss_mb": samples,
                            "lines_per_s": round(args.stream / (time.time() - t0), 1)}
        print(f"stream of {args.stream} lines ({d.engine.name}): RSS MB at "
              + ", ".join(f"{n}: {m}" for n, m in samples))
    if args.json:
        args.json.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
