"""Benchmark of denorm-eval: N synthetic sentence pairs of W words through every default metric."""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from denorm.eval import evaluate  # noqa: E402
from denorm.eval.config import DEFAULT_METRICS  # noqa: E402
from denorm.eval.metrics import METRICS  # noqa: E402

_WORDS = ("the of and to in a is that for it as was with be by on not he this are or his from at which "
          "but have an they you were her she there been one all we their has would when if so no what "
          "can out other into more some could time these two may then do first any my now such like our "
          "over man me even most made after also did many before must through back years where much your "
          "way well down should because each just those people how too little state good very make world "
          "still own see men work long get here between both life being under never day same another know "
          "while last might us great old year off come since against go came right used take three").split()
_CAPS = ("London", "Paris", "Monday", "November", "John", "Mary", "NASA", "UN", "iPhone", "Europe")
_NUMS = ("4:30", "1,000", "09.11.2009", "10%", "$5", "20", "3.5", "1999", "7th", "12 km")
_PUNCT = (",", ".", "?", "!", ":", ";")


def make_pairs(n: int, words: int, seed: int) -> tuple[list[str], list[str]]:
    """Reference sentences of `words` tokens and hypotheses with about one error in three sentences."""
    rng = random.Random(seed)
    refs, hyps = [], []
    for _ in range(n):
        toks = []
        for k in range(words):
            x = rng.random()
            tok = rng.choice(_CAPS) if x < 0.1 else rng.choice(_NUMS) if x < 0.15 else rng.choice(_WORDS)
            if k == 0:
                tok = tok[:1].upper() + tok[1:]
            if rng.random() < 0.08 and k < words - 1:
                tok += rng.choice(_PUNCT[:1] * 4 + _PUNCT[4:])
            toks.append(tok)
        ref = " ".join(toks) + rng.choice(".?!")
        hyp = list(toks)
        x = rng.random()
        if x < 0.1:
            hyp[rng.randrange(words)] = rng.choice(_WORDS)
        elif x < 0.2:
            hyp[0] = hyp[0].lower()
        elif x < 0.3:
            del hyp[rng.randrange(words)]
        refs.append(ref)
        hyps.append(" ".join(hyp) + ("." if rng.random() < 0.9 else ""))
    return hyps, refs


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--pairs", type=int, default=100_000)
    p.add_argument("--words", type=int, default=20)
    p.add_argument("--seed", type=int, default=1234)
    p.add_argument("--metrics", default=",".join(DEFAULT_METRICS))
    p.add_argument("--per-metric", action="store_true", help="also time each metric alone")
    args = p.parse_args(argv)
    hyps, refs = make_pairs(args.pairs, args.words, args.seed)
    t0, c0 = time.perf_counter(), time.process_time()
    res = evaluate(hyps, refs, lang="en", metrics=args.metrics)
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"denorm-eval benchmark: {args.pairs} pairs x {args.words} words, metrics {args.metrics}")
    print(f"wall {wall:.2f} s ({args.pairs / wall:.0f} pairs/s), CPU {cpu:.2f} s of one core "
          f"({args.pairs / cpu:.0f} pairs/s); load average {load:.1f} on {os.cpu_count()} CPUs")
    if "wer" in res.metrics:
        print(f"WER {res['wer'].headline:.2f}")
    if args.per_metric:
        for name in args.metrics.split(","):
            c = time.process_time()
            evaluate(hyps, refs, lang="en", metrics=[name])
            print(f"  {name:9} CPU {time.process_time() - c:6.2f} s (tokenization included)"
                  f"  [{METRICS[name].title}]")
    print(f"signature: {res.signature}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
