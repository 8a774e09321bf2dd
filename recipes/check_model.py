"""Greedy decoding of a model folder with both backends (fairseq, CTranslate2): agreement, exact matches, speed.

    denorm check-model exp/smoke/model --pairs exp/smoke/data/train --n 200

Checks that the CTranslate2 conversion (pre-LN, shared embeddings, int8) decodes like the fairseq
checkpoint it came from, and how many pairs each reproduces exactly.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from denorm.recipes import main_of


@dataclass
class DecodeRun:
    """Outputs of one backend on a list of sentences, and how long decoding took (model loaded)."""

    backend: str
    outputs: list[str]
    seconds: float
    words: int

    def __post_init__(self) -> None:
        if self.seconds < 0 or self.words < 0:
            raise ValueError("negative time or word count")

    @property
    def words_per_second(self) -> float:
        return self.words / self.seconds if self.seconds > 0 else float("inf")


def _card(folder: Path) -> dict[str, object]:
    return json.loads((folder / "denorm.json").read_text(encoding="utf-8"))


def _spm(folder: Path) -> object:
    import sentencepiece as spm

    return spm.SentencePieceProcessor(model_file=str(folder / str(_card(folder)["files"]["sentencepiece"])))


def greedy_fairseq(folder: Path, sentences: list[str], max_len_b: int = 200, batch_size: int = 64) -> DecodeRun:
    """Greedy decoding with fairseq's SequenceGenerator on the folder's checkpoint (CPU)."""
    import torch
    from fairseq.sequence_generator import SequenceGenerator

    from denorm.checkpoints import load_fairseq_model

    files = _card(folder)["files"]
    model, vocab = load_fairseq_model(folder / files["fairseq_checkpoint"], folder / files["dictionary"])
    sp = _spm(folder)
    generator = SequenceGenerator([model], vocab, beam_size=1, max_len_a=1.2, max_len_b=max_len_b)
    t0 = time.time()
    outputs: list[str] = []
    for start in range(0, len(sentences), batch_size):
        batch = sentences[start:start + batch_size]
        ids = [vocab.encode_line(" ".join(sp.encode(s, out_type=str)), add_if_not_exist=False,
                                 append_eos=True).long() for s in batch]
        lengths = torch.tensor([len(t) for t in ids])
        tokens = torch.full((len(ids), int(lengths.max())), vocab.pad(), dtype=torch.long)
        for i, t in enumerate(ids):
            tokens[i, : len(t)] = t
        sample = {"net_input": {"src_tokens": tokens, "src_lengths": lengths}}
        with torch.no_grad():
            hyps = generator.generate([model], sample)
        for h in hyps:
            pieces = vocab.string(h[0]["tokens"]).split()
            outputs.append(sp.decode(pieces))
    return DecodeRun("fairseq", outputs, time.time() - t0, sum(len(s.split()) for s in sentences))


def greedy_ctranslate2(folder: Path, sentences: list[str], threads: int = 2, batch_size: int = 64) -> DecodeRun:
    """Greedy decoding with the folder's CTranslate2 model (int8 on CPU)."""
    import ctranslate2

    files = _card(folder)["files"]
    translator = ctranslate2.Translator(str(folder / files["ctranslate2"]), device="cpu",
                                        intra_threads=threads)
    sp = _spm(folder)
    t0 = time.time()
    tokens = [sp.encode(s, out_type=str) for s in sentences]
    results = translator.translate_batch(tokens, beam_size=1, max_batch_size=batch_size,
                                         max_decoding_length=256)
    outputs = [sp.decode(r.hypotheses[0]) for r in results]
    return DecodeRun("ctranslate2", outputs, time.time() - t0, sum(len(s.split()) for s in sentences))


#: Backend name -> greedy decoder over a model folder.
DECODERS: dict[str, Callable[[Path, list[str]], DecodeRun]] = {
    "fairseq": greedy_fairseq,
    "ctranslate2": greedy_ctranslate2,
}


def read_pairs(prefix: Path, n: int) -> tuple[list[str], list[str]]:
    """The first `n` (spoken, written) pairs of PREFIX.spoken / PREFIX.written."""
    spoken = prefix.with_name(prefix.name + ".spoken").read_text(encoding="utf-8").splitlines()[:n]
    written = prefix.with_name(prefix.name + ".written").read_text(encoding="utf-8").splitlines()[:n]
    if len(spoken) != len(written):
        raise ValueError(f"{prefix}.spoken has {len(spoken)} lines, {prefix}.written {len(written)}")
    return spoken, written


def exact_rate(outputs: list[str], references: list[str]) -> float:
    """Share of outputs equal to their reference."""
    return sum(o == r for o, r in zip(outputs, references, strict=True)) / max(1, len(references))


HELP = "decode a model folder with fairseq and CTranslate2: agreement, exact matches, speed"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("model", type=Path, help="model folder (denorm.json)")
    parser.add_argument("--pairs", type=Path, required=True, help="PREFIX of PREFIX.spoken / PREFIX.written")
    parser.add_argument("--n", type=int, default=200, help="pairs decoded (default 200)")
    parser.add_argument("--show", type=int, default=5, help="print this many disagreements")


def run(args: argparse.Namespace) -> int:
    spoken, written = read_pairs(args.pairs, args.n)
    runs = {name: decode(args.model, spoken) for name, decode in DECODERS.items()}
    for result in runs.values():
        print(f"check_model: {result.backend}: exact {exact_rate(result.outputs, written):.1%} of {len(written)} "
              f"pairs of {args.pairs}; greedy, CPU, {result.words_per_second:,.0f} source words/s "
              f"({result.words} words in {result.seconds:.2f} s)")
    a, b = runs["fairseq"].outputs, runs["ctranslate2"].outputs
    same = sum(x == y for x, y in zip(a, b, strict=True))
    print(f"check_model: fairseq and CTranslate2 int8 agree on {same}/{len(a)} outputs")
    shown = 0
    for s, x, y in zip(spoken, a, b, strict=True):
        if x != y and shown < args.show:
            print(f"  in : {s}\n  fs : {x}\n  ct2: {y}")
            shown += 1
    return 0


if __name__ == "__main__":
    sys.exit(main_of(sys.modules[__name__]))
