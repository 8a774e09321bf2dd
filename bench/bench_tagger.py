"""Training and inference speed of the tagger for each encoder option, in sentences/s on CPU.

    .venv/bin/python bench/bench_tagger.py [--threads 1,2] [--configs scratch-4x256,e5-6L] [--e5-pieces FILE]

Every configuration gets the same 32 sentences of 20 words (the committed English samples, lowercased,
marks removed, cut into 20-word pieces), all four heads with random labels, AdamW; a training figure is
one update (forward, backward, clipping, optimizer step) over the batch, an inference figure one
`Tagger.predict` over it. Each figure is the median of --runs runs of --steps updates/predictions after
one warm-up; the runs go in rounds over all configurations (round 1 of each, then round 2...), so load
that comes and goes spreads over all rows. The machine's load average (/proc/loadavg, 1 minute) is printed next to every figure: on
a machine shared with other jobs the figures are provisional, and two intra-op threads suffer most
(OpenMP threads wait for each other at every operation; `OMP_WAIT_POLICY=PASSIVE`, printed in the
header when set, softens that). e5-small is benchmarked with the trimmed vocabulary when --e5-pieces is
given (recipes.tagger_vocab), which is how it would train.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import platform
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import torch
from denorm.recipes.tagger_train import (
    collate,
    make_optimizer,
    random_examples,
    sample_sentences,
    scratch_spm,
    train_step,
)

from denorm.tagger.encoders import EncoderSpec, build_encoder
from denorm.tagger.heads import LabelSpec
from denorm.tagger.model import Tagger, TaggerOptions


@dataclass(frozen=True)
class Config:
    """A benchmarked configuration: encoder spec arguments and tagger options."""

    name: str
    encoder: dict
    options: dict


ALL_OPTIONS = {"layer_attention": True, "soft_cap": True, "crf": True}
CONFIGS = [
    Config("scratch-4x256", {"name": "scratch", "layers": 4, "dim": 256, "heads": 4, "ffn": 1024}, {}),
    Config("scratch-6x256", {"name": "scratch", "layers": 6, "dim": 256, "heads": 4, "ffn": 1024}, {}),
    Config("scratch-6x384", {"name": "scratch", "layers": 6, "dim": 384, "heads": 6, "ffn": 1536}, {}),
    Config("minilm-l6", {"name": "minilm-l6"}, {}),
    Config("minilm-l6-freeze3", {"name": "minilm-l6", "freeze": 3}, {}),
    Config("e5-12L", {"name": "e5-small"}, {}),
    Config("e5-12L-freeze8", {"name": "e5-small", "freeze": 8}, {}),
    Config("e5-6L", {"name": "e5-small", "layers": 6}, {}),
    Config("e5-6L-freeze3", {"name": "e5-small", "layers": 6, "freeze": 3}, {}),
    Config("e5-6L+LA+softcap+CRF", {"name": "e5-small", "layers": 6}, ALL_OPTIONS),
    Config("e5-4L", {"name": "e5-small", "layers": 4}, {}),
]


def load1() -> float:
    """1-minute load average."""
    return float(Path("/proc/loadavg").read_text().split()[0])


def sentences(n: int, words: int) -> list[tuple[str, ...]]:
    stream = [w for s in sample_sentences("en") for w in s]
    return [tuple(stream[i * words:(i + 1) * words]) for i in range(n)]


class Encoders:
    """Builds encoders, loading each pretrained one once (copies per configuration)."""

    def __init__(self, spm_model: str, e5_pieces: str | None) -> None:
        self.spm_model, self.e5_pieces = spm_model, e5_pieces
        self.cache: dict[str, tuple] = {}

    def build(self, args: dict) -> tuple:
        name = args["name"]
        if name == "scratch":
            return build_encoder(EncoderSpec(**args, spm_model=self.spm_model))
        if name not in self.cache:
            self.cache[name] = build_encoder(EncoderSpec(name, keep_pieces=self.e5_pieces if name == "e5-small"
                                                         else None))
        enc, tok = self.cache[name]
        enc = copy.deepcopy(enc)
        if args.get("layers"):
            enc.truncate(args["layers"])
        if args.get("freeze"):
            enc.freeze(args["freeze"])
        return enc, tok


def per_call(fn, steps: int) -> float:  # noqa: ANN001
    """Seconds per call of fn over `steps` calls."""
    t = time.perf_counter()
    for _ in range(steps):
        fn()
    return (time.perf_counter() - t) / steps


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--threads", default="1,2", help="intra-op thread counts to measure, comma-separated")
    ap.add_argument("--batch", type=int, default=32)
    ap.add_argument("--words", type=int, default=20)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--steps", type=int, default=3, help="updates (predictions) per run")
    ap.add_argument("--configs", default=",".join(c.name for c in CONFIGS))
    ap.add_argument("--e5-pieces", help="trimmed e5 vocabulary (recipes.tagger_vocab --out)")
    ap.add_argument("--json", type=Path, help="also write the rows here")
    args = ap.parse_args(argv)
    threads = [int(t) for t in args.threads.split(",")]
    torch.manual_seed(0)
    wanted = args.configs.split(",")
    unknown = set(wanted) - {c.name for c in CONFIGS}
    if unknown:
        ap.error(f"unknown configs {sorted(unknown)}; known: {', '.join(c.name for c in CONFIGS)}")

    sents = sentences(args.batch, args.words)
    labels = LabelSpec.default()
    with tempfile.TemporaryDirectory() as tmp:
        spm = scratch_spm([" ".join(s) for s in sample_sentences("en")], Path(tmp), vocab_size=8000)
        encoders = Encoders(spm, args.e5_pieces)
        print(f"# bench_tagger: torch {torch.__version__}, {platform.processor() or 'cpu'} x{os.cpu_count()}, "
              f"OMP_WAIT_POLICY={os.environ.get('OMP_WAIT_POLICY', '(unset)')}, batch {args.batch} x {args.words} words, median of {args.runs} runs x "
              f"{args.steps} steps, heads {labels.sizes()}, e5 vocabulary "
              f"{'trimmed: ' + args.e5_pieces if args.e5_pieces else 'full'}, {time.strftime('%Y-%m-%d %H:%M')}")
        print("| config | parameters (trainable) | pieces/sentence | threads | train sent/s | infer sent/s "
              "| load (1 min), min-max over the runs |")
        print("|---|---|---|---|---|---|---|")
        setups = []
        for cfg in (c for c in CONFIGS if c.name in wanted):
            enc, tok = encoders.build(cfg.encoder)
            model = Tagger(enc, TaggerOptions(labels=labels, **cfg.options))
            batch, y = collate(tok, random_examples(sents, labels))
            opt = make_optimizer(model)
            train_step(model, opt, batch, y)  # warm-up
            model.predict(batch)
            setups.append((cfg, model, opt, batch, y))
        # Rounds: every configuration and thread count once per round, so a change of load while the
        # benchmark runs touches all of them alike; each figure is the median over the rounds.
        times: dict[tuple[str, int], dict[str, list[float]]] = {}
        for _ in range(args.runs):
            for cfg, model, opt, batch, y in setups:
                for n in threads:
                    torch.set_num_threads(n)
                    t = times.setdefault((cfg.name, n), {"train": [], "infer": [], "load": []})
                    t["load"].append(load1())
                    t["train"].append(per_call(lambda m=model, o=opt, b=batch, yy=y: train_step(m, o, b, yy),
                                               args.steps))
                    t["infer"].append(per_call(lambda m=model, b=batch: m.predict(b), args.steps))
        rows = []
        for cfg, model, _, batch, _ in setups:
            params = sum(p.numel() for p in model.parameters())
            trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
            pieces = float(batch.mask.sum()) / args.batch - 2
            for n in threads:
                t = times[(cfg.name, n)]
                row = {"config": cfg.name, "parameters": params, "trainable": trainable, "pieces": pieces,
                       "threads": n, "train_sent_s": args.batch / statistics.median(t["train"]),
                       "infer_sent_s": args.batch / statistics.median(t["infer"]), "train_runs_s": t["train"],
                       "infer_runs_s": t["infer"], "load": t["load"]}
                rows.append(row)
                print(f"| {cfg.name} | {params / 1e6:.1f}M ({trainable / 1e6:.1f}M) | {pieces:.1f} | {n} | "
                      f"{row['train_sent_s']:.1f} | {row['infer_sent_s']:.1f} | "
                      f"{min(t['load']):.2f}-{max(t['load']):.2f} |", flush=True)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
