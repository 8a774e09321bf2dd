"""Sentencepiece BPE on both sides of the training pairs, and the joined fairseq dictionary.

    denorm bpe --data data/en --out data/en/bpe --vocab 10240

Writes OUT/{spm.model, spm.vocab, dict.txt, bpe.json} and OUT/{train,valid,test}.{spoken,written}
(space-separated pieces, line-aligned with the input). Sentencepiece ids are aligned with fairseq's
(<s>=0, <pad>=1, </s>=2, <unk>=3), and dict.txt lists every other piece, so the fairseq dictionary
has exactly VOCAB entries and the embedding matrix exactly VOCAB rows.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from denorm.recipes import main_of, rel

#: Line-aligned sides of a pair file set: source (what ASR says) and target (what people write).
SIDES: tuple[str, ...] = ("spoken", "written")
#: Splits encoded when present; `train` is required.
SPLITS: tuple[str, ...] = ("train", "valid", "test")
#: Sentencepiece ids of fairseq's specials, so piece ids and dictionary ids coincide.
SPECIAL_IDS: dict[str, int] = {"bos_id": 0, "pad_id": 1, "eos_id": 2, "unk_id": 3}
#: Default vocabulary: the paper's 10,000 merges; its parameter counts imply a 10,240-entry dictionary.
DEFAULT_VOCAB = 10240


@dataclass
class BpeSummary:
    """What `bpe.json` records: how the BPE model was trained and how many pairs each split has."""

    type: str = "sentencepiece"
    model_type: str = "bpe"
    vocab_size: int = DEFAULT_VOCAB
    split_digits: bool = True
    character_coverage: float = 1.0
    sentencepiece_version: str = ""
    language: str = ""
    command: str = ""
    data: str = ""
    counts: dict[str, int] = field(default_factory=dict)
    tokens: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0


def read_lines(path: Path) -> list[str]:
    """Lines of a UTF-8 text file without their line ends (no line is dropped)."""
    with path.open(encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f]


def check_aligned(data: Path, split: str) -> int:
    """Number of pairs of `split`; raises ValueError naming both files when the sides differ."""
    counts = {side: sum(1 for _ in (data / f"{split}.{side}").open(encoding="utf-8")) for side in SIDES}
    if len(set(counts.values())) != 1:
        detail = ", ".join(f"{data / f'{split}.{s}'}: {n} lines" for s, n in counts.items())
        raise ValueError(f"sides of {split} are not line-aligned: {detail}")
    return counts[SIDES[0]]


def train_bpe(data: Path, out: Path, vocab: int, split_digits: bool = True, threads: int = 2,
              max_sentences: int = 4_000_000) -> Path:
    """Train the sentencepiece BPE model on train.spoken + train.written; returns the .model path."""
    import sentencepiece as spm

    out.mkdir(parents=True, exist_ok=True)
    prefix = out / "spm"
    spm.SentencePieceTrainer.train(
        input=[str(data / f"train.{side}") for side in SIDES],
        model_prefix=str(prefix),
        model_type="bpe",
        vocab_size=vocab,
        character_coverage=1.0,
        # no NFKC: it writes "3.º" as "3.o", "m²" as "m2" and "½" as "1⁄2", so the model would learn to write
        # them so (the texts are NFC already: denorm.data)
        normalization_rule_name="identity",
        split_digits=split_digits,
        input_sentence_size=max_sentences,
        shuffle_input_sentence=True,
        num_threads=threads,
        seed_sentencepiece_size=max_sentences,
        minloglevel=2,
        **SPECIAL_IDS,
    )
    return prefix.with_suffix(".model")


def write_dictionary(spm_model: Path, path: Path) -> int:
    """fairseq dict.txt from the sentencepiece vocabulary (every piece but the 4 specials); returns size."""
    import sentencepiece as spm

    sp = spm.SentencePieceProcessor(model_file=str(spm_model))
    special = set(SPECIAL_IDS.values())
    with path.open("w", encoding="utf-8") as f:
        for i in range(sp.get_piece_size()):
            if i not in special:
                f.write(f"{sp.id_to_piece(i)} 1\n")
    return sp.get_piece_size()


def encode_file(sp: object, src: Path, dst: Path, threads: int, chunk: int = 20000) -> int:
    """Encode `src` into space-separated pieces in `dst`; returns the number of pieces written."""
    lines = read_lines(src)
    n_tokens = 0
    with dst.open("w", encoding="utf-8") as f:
        for start in range(0, len(lines), chunk):
            pieces = sp.encode(lines[start:start + chunk], out_type=str, num_threads=threads)
            for p in pieces:
                n_tokens += len(p)
                f.write(" ".join(p) + "\n")
    return n_tokens


def make_bpe(data: Path, out: Path, vocab: int, split_digits: bool = True, threads: int = 2,
             language: str = "", command: str = "") -> BpeSummary:
    """Train the BPE model, write the dictionary and encode every split present; returns the summary."""
    import sentencepiece as spm

    t0 = time.time()
    splits = [s for s in SPLITS if (data / f"{s}.{SIDES[0]}").exists()]
    if "train" not in splits:
        raise FileNotFoundError(f"{data / 'train.spoken'} not found: run `make data` first")
    summary = BpeSummary(vocab_size=vocab, split_digits=split_digits, data=str(data),
                         sentencepiece_version=spm.__version__, language=language, command=command)
    summary.counts = {s: check_aligned(data, s) for s in splits}
    print(f"bpe: training sentencepiece BPE, vocab {vocab}, on {summary.counts['train']:,} pairs "
          f"(both sides) from {data}", flush=True)
    model = train_bpe(data, out, vocab, split_digits=split_digits, threads=threads)
    size = write_dictionary(model, out / "dict.txt")
    sp = spm.SentencePieceProcessor(model_file=str(model))
    for s in splits:
        for side in SIDES:
            summary.tokens[f"{s}.{side}"] = encode_file(sp, data / f"{s}.{side}", out / f"{s}.{side}", threads)
        print(f"bpe: encoded {s}: {summary.counts[s]:,} pairs, {summary.tokens[f'{s}.spoken']:,} source and "
              f"{summary.tokens[f'{s}.written']:,} target pieces", flush=True)
    summary.seconds = round(time.time() - t0, 1)
    (out / "bpe.json").write_text(json.dumps(asdict(summary), indent=2) + "\n", encoding="utf-8")
    print(f"bpe: dictionary of {size} entries in {out / 'dict.txt'} ({summary.seconds} s)", flush=True)
    return summary


HELP = "sentencepiece BPE on both sides of the pairs, the joined fairseq dictionary, encoded splits"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--data", type=Path, required=True, help="folder with {train,valid,test}.{spoken,written}")
    parser.add_argument("--out", type=Path, required=True, help="output folder (e.g. data/en/bpe)")
    parser.add_argument("--vocab", type=int, default=DEFAULT_VOCAB,
                        help="sentencepiece vocabulary = fairseq dictionary size, specials included "
                             f"(default {DEFAULT_VOCAB}; a multiple of 8 keeps fairseq from padding it)")
    parser.add_argument("--no-split-digits", dest="split_digits", action="store_false",
                        help="let BPE merge digits (default: every digit is its own piece)")
    parser.add_argument("--lang", default="", help="language code recorded in bpe.json (e.g. en)")
    parser.add_argument("--threads", type=int, default=2)


def run(args: argparse.Namespace) -> int:
    command = shlex.join(["denorm", "bpe", "--data", rel(args.data), "--out", rel(args.out), "--vocab", str(args.vocab),
                          *([] if args.split_digits else ["--no-split-digits"]),
                          *(["--lang", args.lang] if args.lang else []), "--threads", str(args.threads)])
    make_bpe(args.data, args.out, args.vocab, split_digits=args.split_digits, threads=args.threads,
             language=args.lang, command=command)
    return 0


if __name__ == "__main__":
    sys.exit(main_of(sys.modules[__name__]))
