"""Throughput and latency of `denorm serve` at 1, 8 and 64 concurrent clients, against the API's batch rate.

    python bench/bench_serve.py --lang en --lines 600 --levels 1,8,64 [--lines-per-request 1]

Starts `denorm serve` on 127.0.0.1 (a port the OS picks) as a subprocess, sends a bounded number of
requests per level from aiohttp clients (each sends its next request when its previous answer is in;
aiohttp because its client costs about a tenth of httpx's CPU per request, which matters when client
and server share 2 cores), and prints lines/s, p50/p95/p99 latency, the mean lines and requests per
decoded batch (from /metrics), the ratio to `Denormalizer.translate` on the same lines in one call
(what `denorm translate` does per chunk), and the API's rate in calls of the batch size the service
reached (what batching could at best give at that concurrency; the rest is HTTP and client cost).
Lines: data/<lang>/test.spoken if present, else the generator's readings of the committed samples.
Note the load average printed with the figures.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import re
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from denorm.version import __version__  # noqa: E402

REPO = Path(__file__).resolve().parents[1]


def load_lines(lang: str, n: int) -> tuple[list[str], str]:
    """n non-empty spoken lines and where they came from."""
    test = REPO / "data" / lang / "test.spoken"
    if test.exists():
        src, origin = test.read_text(encoding="utf-8").split("\n"), str(test.relative_to(REPO))
    else:
        from denorm.data.pipeline import sample_pairs

        src = [s for s, _ in sample_pairs(lang, variants=3)]
        origin = f"generator readings of data_gen/samples/{lang}.txt (3 per sentence)"
    src = [s for s in src if s.strip()]
    while len(src) < n:
        src = src + src
    return src[:n], origin


def api_rate(lang: str, lines: list[str], chunk: int = 0, d: object = None) -> tuple[float, object]:
    """Lines/s of Denormalizer.translate on all lines in one call (or in calls of `chunk` lines)."""
    from denorm.api import Denormalizer

    if d is None:
        d = Denormalizer.load(lang)
        d.translate(lines[:16])  # warm-up
    chunk = chunk or len(lines)
    t0 = time.perf_counter()
    for i in range(0, len(lines), chunk):
        d.translate(lines[i:i + chunk])
    return len(lines) / (time.perf_counter() - t0), d


def api_rate_subprocess(lang: str, n: int) -> float:
    """The same measurement in a fresh process (after the server levels, to see how the machine drifted)."""
    code = ("import sys; sys.path.insert(0, 'bench'); import bench_serve as b; "
            f"lines, _ = b.load_lines({lang!r}, {n}); print(b.api_rate({lang!r}, lines)[0])")
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def start_server(lang: str, extra: list[str]) -> tuple[subprocess.Popen, str]:
    proc = subprocess.Popen([sys.executable, "-m", "denorm.cli", "serve", "--lang", lang, "--port", "0", *extra],
                            cwd=REPO, stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        line = proc.stderr.readline()
        if not line and proc.poll() is not None:
            raise SystemExit("denorm serve exited before listening")
        found = re.search(r"Uvicorn running on (http://127\.0\.0\.1:\d+)", line)
        if found:
            return proc, found.group(1)
    proc.kill()
    raise SystemExit("denorm serve did not start within 120 s")


def metric_sum(text: str, name: str) -> float:
    return sum(float(x.rpartition(" ")[2]) for x in text.splitlines()
               if x.startswith(name + "{") or x.startswith(name + " "))


def percentile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, max(0, round(q / 100 * len(xs) + 0.5) - 1))]


async def run_level(url: str, lines: list[str], clients: int, per_request: int, max_seconds: float) -> dict:
    """Each of `clients` aiohttp sessions sends its next request as soon as its previous answer is in."""
    import aiohttp

    requests = [lines[i:i + per_request] for i in range(0, len(lines), per_request)]
    latencies: list[float] = []
    statuses: dict[int, int] = {}
    done_lines = 0
    queue: asyncio.Queue[list[str]] = asyncio.Queue()
    for r in requests:
        queue.put_nowait(r)
    stop = time.perf_counter() + max_seconds
    timeout = aiohttp.ClientTimeout(total=120)

    async def client() -> None:
        nonlocal done_lines
        async with aiohttp.ClientSession(url, timeout=timeout) as c:
            while not queue.empty() and time.perf_counter() < stop:
                body = queue.get_nowait()
                t0 = time.perf_counter()
                async with c.post("/v1/denormalize", json={"lines": body}) as r:
                    answer = await r.json() if r.status == 200 else None
                latencies.append(time.perf_counter() - t0)
                statuses[r.status] = statuses.get(r.status, 0) + 1
                if answer is not None:
                    if len(answer["lines"]) != len(body):
                        raise SystemExit(f"{len(body)} lines in, {len(answer['lines'])} out")
                    done_lines += len(body)

    async with aiohttp.ClientSession(url, timeout=timeout) as c:
        async with c.get("/metrics") as r:
            before = await r.text()
        t0 = time.perf_counter()
        await asyncio.gather(*(client() for _ in range(clients)))
        wall = time.perf_counter() - t0
        async with c.get("/metrics") as r:
            after = await r.text()
    batches = metric_sum(after, "denorm_batch_lines_count") - metric_sum(before, "denorm_batch_lines_count")
    batch_lines = metric_sum(after, "denorm_batch_lines_sum") - metric_sum(before, "denorm_batch_lines_sum")
    batch_reqs = metric_sum(after, "denorm_batch_requests_sum") - metric_sum(before, "denorm_batch_requests_sum")
    return {"clients": clients, "requests": len(latencies), "lines": done_lines, "seconds": wall,
            "lines_per_s": done_lines / wall if wall else 0.0, "statuses": statuses,
            "p50": percentile(latencies, 50), "p95": percentile(latencies, 95), "p99": percentile(latencies, 99),
            "batch_lines": batch_lines / batches if batches else 0.0,
            "batch_requests": batch_reqs / batches if batches else 0.0}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lang", default="en")
    ap.add_argument("--lines", type=int, default=600, help="lines sent per concurrency level")
    ap.add_argument("--lines-per-request", type=int, default=1)
    ap.add_argument("--levels", default="1,8,64", help="concurrent clients, comma-separated")
    ap.add_argument("--max-seconds", type=float, default=60.0, help="stop a level after this long")
    ap.add_argument("--serve-args", default="", help="extra flags for denorm serve (e.g. '--batch-wait-ms 2')")
    args = ap.parse_args(argv)

    lines, origin = load_lines(args.lang, args.lines)
    load0 = os.getloadavg()
    rate, d = api_rate(args.lang, lines)
    signature = d.signature()
    proc, url = start_server(args.lang, args.serve_args.split())
    results = []
    try:
        asyncio.run(run_level(url, lines[:8], 2, 1, 60))  # warm-up
        for level in (int(x) for x in args.levels.split(",")):
            r = asyncio.run(run_level(url, lines, level, args.lines_per_request, args.max_seconds))
            # the API on the same lines in calls of the batch size the service reached: the cost of HTTP
            r["api_same_batch"] = api_rate(args.lang, lines, max(1, round(r["batch_lines"])), d)[0]
            results.append(r)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
    rate_after = api_rate_subprocess(args.lang, len(lines))
    load1 = os.getloadavg()
    print(f"bench_serve | denorm {__version__} | {signature}")
    print(f"lines: {len(lines)} from {origin}; {args.lines_per_request} line(s) per request | "
          f"{platform.processor() or platform.machine()}, {os.cpu_count()} CPUs | load average before "
          f"{load0[0]:.2f}, after {load1[0]:.2f} (client and server share the machine)")
    print(f"API Denormalizer.translate, all {len(lines)} lines in one call: {rate:.1f} lines/s before the "
          f"server levels, {rate_after:.1f} after; ratios below are to their mean")
    rate = (rate + rate_after) / 2
    print("| clients | requests | lines/s | p50 ms | p95 ms | p99 ms | lines/batch | requests/batch | "
          "serve / API | API in calls of lines/batch | serve / that |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for r in results:
        bad = {k: v for k, v in r["statuses"].items() if k != 200}
        print(f"| {r['clients']} | {r['requests']}{f' ({bad})' if bad else ''} | {r['lines_per_s']:.1f} | "
              f"{r['p50'] * 1000:.0f} | {r['p95'] * 1000:.0f} | {r['p99'] * 1000:.0f} | {r['batch_lines']:.1f} | "
              f"{r['batch_requests']:.1f} | {r['lines_per_s'] / rate:.2f}x | {r['api_same_batch']:.1f} | "
              f"{r['lines_per_s'] / r['api_same_batch']:.2f}x |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
