"""Trim multilingual-e5-small's 250,002-piece vocabulary to the pieces our languages' spoken text uses.

    python -m denorm.recipes.tagger_vocab [--langs en,de,ru,es,fr,pt,vi] --out exp/tagger/e5-pieces.txt

Counts the unigram pieces of every distinct lowercase word in the tagger's input text (per language the
first that exists of data/<lang>/train.spoken, data/corpus/<lang>.txt, data_gen/samples/<lang>.txt, or
--files), keeps those seen at least --min-count times plus every one-character piece of the scripts the
languages write (so no word of those scripts becomes <unk>), writes them one a line, and prints the
vocabulary and model sizes. `EncoderSpec("e5-small", keep_pieces=FILE)` then builds the trimmed encoder.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path
from typing import Iterable

#: Codepoint ranges whose one-character pieces are always kept: Basic Latin to Latin Extended-B,
#: Latin-1 punctuation, Cyrillic, Latin Extended Additional (Vietnamese "ạ ả ấ ầ ẩ ẫ ậ ... ữ ự ỳ ỵ ỷ ỹ"),
#: General Punctuation, currency signs.
KEEP_SCRIPTS: tuple[tuple[int, int], ...] = ((0x20, 0x24F), (0x400, 0x4FF), (0x1E00, 0x1EFF), (0x2000, 0x206F),
                                             (0x20A0, 0x20CF))
#: Where the words of a language are read from, first existing wins ({lang} is filled in).
SOURCES = ("data/{lang}/train.spoken", "data/corpus/{lang}.txt", "data_gen/samples/{lang}.txt")


def default_sources(langs: Iterable[str], root: Path = Path(".")) -> list[Path]:
    """The first existing source of each language (FileNotFoundError naming the candidates otherwise)."""
    out = []
    for lang in langs:
        cands = [root / s.format(lang=lang) for s in SOURCES]
        found = next((c for c in cands if c.exists()), None)
        if found is None:
            raise FileNotFoundError(f"no text for {lang}: none of {', '.join(map(str, cands))}")
        out.append(found)
    return out


def word_counts(files: Iterable[Path]) -> Counter[str]:
    """Lowercased whitespace-separated words of all files."""
    counts: Counter[str] = Counter()
    for f in files:
        with open(f, encoding="utf-8", errors="replace") as fh:
            for line in fh:
                counts.update(line.lower().split())
    return counts


def piece_counts(tok, words: Counter[str]) -> Counter[int]:  # noqa: ANN001 - a UnigramTokenizer
    """How often each piece id occurs when every word is tokenized (word count times)."""
    counts: Counter[int] = Counter()
    for w, n in words.items():
        for i in tok.word_ids(w):
            counts[i] += n
    return counts


def script_pieces(tok, ranges: tuple[tuple[int, int], ...] = KEEP_SCRIPTS) -> set[int]:  # noqa: ANN001
    """Ids of the pieces that are one character of `ranges`, bare or after the word-start mark."""
    from denorm.tagger.tokenizers import META

    out = set()
    for i, p in enumerate(tok.pieces):
        ch = p[1:] if p.startswith(META) and len(p) == 2 else p
        if len(ch) == 1 and any(a <= ord(ch) <= b for a, b in ranges) or p == META:
            out.add(i)
    return out


def select_pieces(tok, words: Counter[str], min_count: int = 1) -> set[int]:  # noqa: ANN001
    """Pieces seen at least `min_count` times in `words`, plus the one-character pieces of our scripts."""
    counts = piece_counts(tok, words)
    return {i for i, n in counts.items() if n >= min_count and i != tok.unk_id} | script_pieces(tok)


def model_sizes(n_params: int, n_matrix: int) -> dict[str, float]:
    """MB of a model stored fp32, fp16, and int8 (matrices 1 byte, the rest fp32)."""
    mb = 1 / 1e6
    return {"fp32": 4 * n_params * mb, "fp16": 2 * n_params * mb, "int8": (n_matrix + 4 * (n_params - n_matrix)) * mb}


def encoder_sizes(enc) -> dict[str, float]:  # noqa: ANN001 - a TransformerEncoder
    params = sum(p.numel() for p in enc.parameters())
    matrices = sum(p.numel() for p in enc.parameters() if p.dim() == 2)
    return {"parameters": params, **model_sizes(params, matrices)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    from denorm.data.languages import LANGUAGES

    ap.add_argument("--langs", default=",".join(LANGUAGES), help="languages (default: every language of the generator)")
    ap.add_argument("--files", nargs="*", type=Path, help="text files to count (default: one per language)")
    ap.add_argument("--min-count", type=int, default=1)
    ap.add_argument("--layers", type=int, nargs="*", default=[12, 6, 4], help="report sizes for these depths")
    ap.add_argument("--out", type=Path, help="write the kept pieces here, one a line")
    args = ap.parse_args(argv)

    from denorm.tagger.e5 import load_e5, trim_vocabulary

    files = args.files or default_sources(args.langs.split(","))
    enc, tok = load_e5()
    words = word_counts(files)
    counts = piece_counts(tok, words)
    scripts = script_pieces(tok)
    keep = {i for i, n in counts.items() if n >= args.min_count and i != tok.unk_id} | scripts
    print(f"sources: {', '.join(map(str, files))}")
    print(f"{len(words):,} distinct words ({sum(words.values()):,} in all) use {len(counts):,} pieces; "
          f"{len(scripts):,} one-character pieces of our scripts")
    for m in sorted({1, 2, 5, 10, args.min_count}):
        n = len({i for i, c in counts.items() if c >= m and i != tok.unk_id} | scripts)
        print(f"  min count {m:2d}: {n:,} pieces kept of {tok.vocab_size:,}" + (" <- used" if m == args.min_count else ""))
    full = encoder_sizes(enc)
    enc, small = trim_vocabulary(enc, tok, keep)
    for layers in sorted(set(args.layers), reverse=True):
        enc.truncate(layers)
        s = encoder_sizes(enc)
        print(f"e5-small {layers} layers, {small.vocab_size:,} pieces: {s['parameters']:,} parameters, "
              f"fp32 {s['fp32']:.1f} MB, fp16 {s['fp16']:.1f} MB, int8 {s['int8']:.1f} MB")
    print(f"(untrimmed 12 layers: {full['parameters']:,} parameters, fp32 {full['fp32']:.1f} MB, "
          f"int8 {full['int8']:.1f} MB)")
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text("".join(tok.pieces[i] + "\n" for i in sorted(keep)), encoding="utf-8")
        print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
