"""Throughput of the translate backends on one model and input: sentences/s, tokens/s, ratio, agreement.

    nice -n 10 python bench/bench_translate.py --model exp/smoke/model --lines 1000 [--interactive]

Measures, on the same spoken lines and the same token batches: (1) each backend alone (BPE pieces in,
pieces out), (2) the whole `Denormalizer.translate` pipeline (normalization, windows, guard) per backend,
(3) optionally `fairseq-interactive --beam 1` on the same pieces (the issue's reference), and the greedy
agreement of CTranslate2 with fairseq (identical output lines) and the WER of each against references.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from denorm import defaults  # noqa: E402
from denorm.version import __version__  # noqa: E402


@dataclass
class Timing:
    """One measured run."""

    name: str
    sentences: int
    src_tokens: int
    tgt_tokens: int
    seconds: float
    startup_s: float = 0.0

    @property
    def sent_per_s(self) -> float:
        return self.sentences / self.seconds if self.seconds else 0.0

    @property
    def tok_per_s(self) -> float:
        return self.tgt_tokens / self.seconds if self.seconds else 0.0


@dataclass
class Report:
    signature: str
    timings: list[Timing] = field(default_factory=list)
    ratios: dict[str, float] = field(default_factory=dict)
    agreements: dict[str, float] = field(default_factory=dict)
    wer: dict[str, float] = field(default_factory=dict)


def load_lines(args: argparse.Namespace, lang: str) -> tuple[list[str], list[str] | None]:
    """Spoken lines (and written references when known): --input, data/<lang>/test, or the generator."""
    if args.input:
        src = args.input.read_text(encoding="utf-8").split("\n")
        ref = args.ref.read_text(encoding="utf-8").split("\n") if args.ref else None
    elif Path(f"data/{lang}/test.spoken").exists():
        src = Path(f"data/{lang}/test.spoken").read_text(encoding="utf-8").split("\n")
        ref = Path(f"data/{lang}/test.written").read_text(encoding="utf-8").split("\n")
    else:
        from denorm.data.pipeline import sample_pairs

        pairs = sample_pairs(lang, variants=3)
        src, ref = [p[0] for p in pairs], [p[1] for p in pairs]
    keep = [i for i, s in enumerate(src) if s.strip()]
    src = [src[i] for i in keep]
    ref = [ref[i] for i in keep] if ref else None
    while len(src) < args.lines:  # repeat to reach the size asked for
        src, ref = src + src, (ref + ref if ref else None)
    return src[: args.lines], (ref[: args.lines] if ref else None)


def batches(pieces: list[list[str]], batch_tokens: int) -> list[list[int]]:
    """The API's batching: sorted by length, padded size at most batch_tokens."""
    order = sorted(range(len(pieces)), key=lambda i: len(pieces[i]))
    out: list[list[int]] = [[]]
    for i in order:
        if out[-1] and (len(out[-1]) + 1) * max(len(pieces[i]), 1) > batch_tokens:
            out.append([])
        out[-1].append(i)
    return [b for b in out if b]


def time_backend(backend, pieces: list[list[str]], batch_tokens: int) -> tuple[Timing, list[str]]:
    outs: list[list[str]] = [[] for _ in pieces]
    bs = batches(pieces, batch_tokens)
    backend.translate_pieces(pieces[:8])  # warm-up
    t0 = time.perf_counter()
    for b in bs:
        for i, h in zip(b, backend.translate_pieces([pieces[i] for i in b]), strict=True):
            outs[i] = h
    dt = time.perf_counter() - t0
    return (Timing(f"{backend.name} (backend only)", len(pieces), sum(map(len, pieces)), sum(map(len, outs)), dt),
            [backend.decode(o) for o in outs])


def time_interactive(card, pieces: list[list[str]], threads: int, force: int | None) -> Timing | None:
    """fairseq-interactive --beam 1 on the same pieces: wall time minus its start-up (a 1-line run)."""
    from denorm.backends.fairseq_hub import plugin_dir

    exe = Path(sys.executable).parent / "fairseq-interactive"
    if not exe.exists() or not card.file("fairseq_checkpoint"):
        return None
    with tempfile.TemporaryDirectory() as tmp:
        for side in ("spoken", "written"):
            Path(tmp, f"dict.{side}.txt").write_bytes(card.file("dictionary").read_bytes())
        cmd = [str(exe), tmp, "--path", str(card.file("fairseq_checkpoint")), "--user-dir", str(plugin_dir()),
               "--source-lang", "spoken", "--target-lang", "written", "--beam", "1", "--batch-size", "64",
               "--buffer-size", "64", "--cpu"]
        cmd += (["--max-len-a", "0", "--max-len-b", str(force), "--min-len", str(force)] if force
                else ["--max-len-a", "2", "--max-len-b", "10"])
        env = dict(os.environ, OMP_NUM_THREADS=str(threads), MKL_NUM_THREADS=str(threads),
                   PYTHONPATH=os.pathsep.join([str(Path(__file__).resolve().parents[1]), os.environ.get("PYTHONPATH", "")]))

        def run(lines: list[list[str]]) -> tuple[float, str]:
            data = "".join(" ".join(p) + "\n" for p in lines)
            t0 = time.perf_counter()
            res = subprocess.run(cmd, input=data, capture_output=True, text=True, env=env, check=True)
            return time.perf_counter() - t0, res.stdout

        start, _ = run(pieces[:1])
        total, out = run(pieces)
    hyps = [line for line in out.split("\n") if line.startswith("H-")]
    tgt = sum(len(h.split("\t")[2].split()) for h in hyps if h.count("\t") >= 2)
    return Timing("fairseq-interactive", len(pieces), sum(map(len, pieces)), tgt, max(total - start, 1e-9), start)


def time_pipeline(model: Path, backend: str, lines: list[str], args: argparse.Namespace) -> tuple[Timing, list[str]]:
    from denorm import Denormalizer

    d = Denormalizer.from_dir(model, backend=backend, batch_tokens=args.batch_tokens, threads=args.threads,
                              guard=args.guard)
    d.backend.force_length = args.force_length
    d.translate(lines[:8])
    t0 = time.perf_counter()
    outs = [r.output for r in d.translate(lines)]
    dt = time.perf_counter() - t0
    return Timing(f"{backend} (Denormalizer, guard {args.guard})", len(lines), 0,
                  sum(len(o.split()) for o in outs), dt), outs


def wer(hyps: list[str], refs: list[str]) -> float:
    import jiwer

    pairs = [(r, h) for r, h in zip(refs, hyps, strict=True) if r.strip()]
    return jiwer.wer([r for r, _ in pairs], [h if h.strip() else "<empty>" for _, h in pairs])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=Path("exp/smoke/model"))
    parser.add_argument("--input", type=Path, help="spoken lines (default: data/<lang>/test.spoken or generator)")
    parser.add_argument("--ref", type=Path, help="written references for --input")
    parser.add_argument("--lines", type=int, default=1000)
    parser.add_argument("--backends", default="ctranslate2,fairseq",
                        help="comma-separated; ctranslate2:float32 converts the checkpoint afresh with that "
                             "quantization (for the agreement with fairseq without int8 rounding)")
    parser.add_argument("--batch-tokens", type=int, default=defaults.DEFAULT_BATCH_TOKENS)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--guard", default=defaults.DEFAULT_GUARD)
    parser.add_argument("--interactive", action="store_true", help="also time fairseq-interactive")
    parser.add_argument("--no-pipeline", action="store_true", help="backends only")
    parser.add_argument("--force-length", type=int, default=None,
                        help="decode exactly N pieces per sentence in every backend (untrained models)")
    parser.add_argument("--json", type=Path, help="write the report here")
    args = parser.parse_args(argv)

    from denorm.backends import get_backend
    from denorm.modelcard import ModelCard
    from denorm.text.normalize import normalize_line

    card = ModelCard.load(args.model)
    lines, refs = load_lines(args, card.language)
    spoken = [normalize_line(s, card.language).spoken for s in lines]
    sig = (f"denorm {__version__}|bench_translate|model:{args.model}|arch:{card.architecture}|lang:{card.language}"
           f"|lines:{len(lines)}|batch_tokens:{args.batch_tokens}|threads:{args.threads}|beam:1"
           f"|force_length:{args.force_length}"
           f"|cpu:{platform.processor() or platform.machine()}x{os.cpu_count()}")
    report = Report(sig)
    outputs: dict[str, list[str]] = {}
    tmp = tempfile.TemporaryDirectory(prefix="bench-ct2-")
    for spec in args.backends.split(","):
        name, _, quant = spec.partition(":")
        use = card
        if quant:  # e.g. ctranslate2:float32: a fresh conversion of the fairseq checkpoint
            from denorm.recipes.export import convert_ctranslate2

            out = Path(tmp.name) / quant
            convert_ctranslate2(card.file("fairseq_checkpoint"), card.file("dictionary"), out, quant)
            use = ModelCard.load(args.model)
            use.files["ctranslate2"] = str(out)
        from denorm.backends import ct2

        saved = dict(ct2.COMPUTE_TYPES)
        if quant:
            ct2.COMPUTE_TYPES["cpu"] = quant  # compute in the conversion's own type
        b = get_backend(name)(use, device="cpu", beam=1, threads=args.threads)
        ct2.COMPUTE_TYPES.update(saved)
        b.force_length = args.force_length
        pieces = b.encode(spoken)
        t, outs = time_backend(b, pieces, args.batch_tokens)
        t.name = f"{spec} (backend only)"
        report.timings.append(t)
        outputs[spec] = outs
        if refs:
            report.wer[spec] = wer(outs, refs)
        if not args.no_pipeline and not quant:
            tp, _ = time_pipeline(args.model, name, lines, args)
            report.timings.append(tp)
        del b
    if args.interactive:
        b = get_backend("fairseq")(card, threads=args.threads)
        ti = time_interactive(card, b.encode(spoken), args.threads, args.force_length)
        if ti:
            report.timings.append(ti)
    by = {t.name: t for t in report.timings}
    ct2 = by.get("ctranslate2 (backend only)")
    for other in ("fairseq (backend only)", "fairseq-interactive"):
        if ct2 and other in by:
            report.ratios[f"ctranslate2 / {other}"] = ct2.sent_per_s / by[other].sent_per_s
    pipe = [t for t in report.timings if t.name.startswith("ctranslate2 (Denormalizer")]
    fpipe = [t for t in report.timings if t.name.startswith("fairseq (Denormalizer")]
    if pipe and fpipe:
        report.ratios["pipeline ctranslate2 / fairseq"] = pipe[0].sent_per_s / fpipe[0].sent_per_s
    if "fairseq" in outputs:
        f = outputs["fairseq"]
        for spec, a in outputs.items():
            if spec.startswith("ctranslate2"):
                report.agreements[spec] = sum(x == y for x, y in zip(a, f, strict=True)) / len(a)

    print(report.signature)
    print(f"{'run':45s} {'sent/s':>9s} {'tgt tok/s':>10s} {'seconds':>8s} {'start-up':>8s}")
    for t in report.timings:
        print(f"{t.name:45s} {t.sent_per_s:9.1f} {t.tok_per_s:10.0f} {t.seconds:8.2f} {t.startup_s:8.2f}")
    for k, v in report.ratios.items():
        print(f"ratio {k}: {v:.2f}x")
    for spec, agree in report.agreements.items():
        print(f"greedy agreement {spec} vs fairseq (identical lines): {100 * agree:.2f}%")
    for k, v in report.wer.items():
        print(f"WER {k} vs references: {100 * v:.2f}%")
    if args.json:
        data = asdict(report)
        for t, d in zip(report.timings, data["timings"], strict=True):
            d.update(sent_per_s=t.sent_per_s, tok_per_s=t.tok_per_s)
        args.json.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
