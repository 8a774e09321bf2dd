"""The tagger: one encoder, up to four word-level heads (case, punctuation, disfluency, entity spans).

Seed 003 gives the shape (shared encoder, a dropout + linear head per task, losses mixed with weights);
seed 000 the optional layer attention over all encoder layers; seed 004 the optional soft capitalization
embedding (the case head's distribution times a learned [n_case, 256] matrix, concatenated to the
word vector of the punctuation head) and the optional CRF on punctuation. Every head reads each word
from its first subword.

Plain torch, not fairseq: fairseq 0.12 has no encoder-only token-tagging task (its tasks are translation,
language modelling, masked LM and sentence-level prediction), its Dictionary cannot hold the scored
unigram vocabulary of XLM-R/e5 or BERT's WordPiece without re-implementing both tokenizers around it,
and four per-word label streams would need a new dataset, task, criterion and model anyway, i.e. the
whole tagger written as a plugin plus fairseq's binarization step on top. The seq2seq stays in fairseq.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Sequence

import torch
import torch.nn.functional as F  # noqa: N812 - torch's convention
from torch import nn

from denorm.tagger.crf import CRF
from denorm.tagger.encoder import EncoderConfig, TransformerEncoder
from denorm.tagger.heads import LabelSpec
from denorm.tagger.layer_attention import LayerAttention
from denorm.tagger.predictors import CASE_CONFIDENCE
from denorm.tagger.tokenizers import WordTokenizer, encode_words, load_tokenizer

#: Label id of a word that carries no label for a head (ignored by the loss).
IGNORE = -100


@dataclass
class TaggerOptions:
    """Everything of the tagger above the encoder (saved with the model)."""

    labels: LabelSpec = field(default_factory=LabelSpec.default)
    #: Head -> loss weight (a missing head weighs 1). Seed 003 averages the four; 004 uses case 0.15, punct 0.85.
    loss_weights: dict[str, float] = field(default_factory=dict)
    layer_attention: bool = False
    layer_dropout: float = 0.1
    soft_cap: bool = False
    soft_cap_dim: int = 256
    crf: bool = False
    head_dropout: float = 0.1

    def __post_init__(self) -> None:
        if self.soft_cap and "case" not in self.labels.heads:
            raise ValueError("the soft capitalization embedding needs the case head")
        if (self.soft_cap or self.crf) and "punct" not in self.labels.heads:
            raise ValueError("soft-cap and CRF feed the punctuation head, which is missing")

    def to_dict(self) -> dict:
        d = asdict(self)
        d["labels"] = self.labels.to_dict()
        return d

    @classmethod
    def from_dict(cls, d: dict) -> TaggerOptions:
        return cls(**{**d, "labels": LabelSpec.from_dict(d["labels"])})


@dataclass
class Batch:
    """Padded subword ids [B, T] with mask, and each word's first-piece position [B, W] with word mask."""

    ids: torch.Tensor
    mask: torch.Tensor
    first: torch.Tensor
    word_mask: torch.Tensor

    def __post_init__(self) -> None:
        if self.ids.shape != self.mask.shape or self.first.shape != self.word_mask.shape:
            raise ValueError("ids/mask or first/word_mask shapes differ")


def demote(scores: torch.Tensor, label: int, least: float) -> torch.Tensor:
    """Argmax label ids of word scores [..., K], where `label` wins only with a softmax probability of at least
    `least` (else the best other label)."""
    best = scores.argmax(-1)
    prob = scores.softmax(-1)[..., label]
    other = scores.clone()
    other[..., label] = float("-inf")
    return torch.where((best == label) & (prob < least), other.argmax(-1), best)


def make_batch(tok: WordTokenizer, sentences: Sequence[Sequence[str]]) -> Batch:
    """Tokenize word lists (one per sentence) and pad them into a Batch."""
    enc = [encode_words(tok, words) for words in sentences]
    t, w = max(len(e.ids) for e in enc), max(max(len(e.first) for e in enc), 1)
    ids = torch.full((len(enc), t), tok.pad_id, dtype=torch.long)
    mask = torch.zeros(len(enc), t, dtype=torch.bool)
    first = torch.zeros(len(enc), w, dtype=torch.long)
    word_mask = torch.zeros(len(enc), w, dtype=torch.bool)
    for i, e in enumerate(enc):
        ids[i, :len(e.ids)] = torch.tensor(e.ids)
        mask[i, :len(e.ids)] = True
        first[i, :len(e.first)] = torch.tensor(e.first, dtype=torch.long)
        word_mask[i, :len(e.first)] = True
    return Batch(ids, mask, first, word_mask)


class Tagger(nn.Module):
    """Encoder + heads. forward() gives word-level scores per head, loss() the weighted sum, predict() labels."""

    def __init__(self, encoder: TransformerEncoder, options: TaggerOptions | None = None) -> None:
        super().__init__()
        self.encoder = encoder
        self.options = opt = options or TaggerOptions()
        dim = encoder.dim
        self.mix = LayerAttention(len(encoder.layers) + 1, opt.layer_dropout) if opt.layer_attention else None
        self.drop = nn.Dropout(opt.head_dropout)
        sizes = opt.labels.sizes()
        self.heads = nn.ModuleDict()
        for name, n in sizes.items():
            extra = opt.soft_cap_dim if (name == "punct" and opt.soft_cap) else 0
            self.heads[name] = nn.Linear(dim + extra, n)
        self.soft_cap = nn.Linear(sizes["case"], opt.soft_cap_dim, bias=False) if opt.soft_cap else None
        self.crf = CRF(sizes["punct"]) if opt.crf else None

    def word_states(self, batch: Batch) -> torch.Tensor:
        """[B, W, dim]: the (mixed) encoder state of each word's first subword."""
        states = self.encoder(batch.ids, batch.mask)
        h = self.mix(states) if self.mix is not None else states[-1]
        return h.gather(1, batch.first[..., None].expand(-1, -1, h.shape[-1]))

    def forward(self, batch: Batch) -> dict[str, torch.Tensor]:
        """Head -> word-level scores [B, W, n_labels] (punctuation: the CRF's emissions when it has one)."""
        h = self.drop(self.word_states(batch))
        out = {}
        for name, head in self.heads.items():
            x = h
            if name == "punct" and self.soft_cap is not None:
                x = torch.cat([h, self.soft_cap(torch.softmax(out["case"], dim=-1))], dim=-1)
            out[name] = head(x)
        return out

    def loss(self, batch: Batch, labels: dict[str, torch.Tensor], scores: dict[str, torch.Tensor] | None = None,
             ) -> tuple[torch.Tensor, dict[str, float]]:
        """Weighted sum of the heads' losses (mean cross-entropy per word; CRF NLL per word) and each loss;
        `scores`: this batch's forward() when the caller has it already."""
        scores = self(batch) if scores is None else scores
        total = torch.zeros(())
        parts = {}
        for name, s in scores.items():
            y = labels[name]
            if y.shape != batch.word_mask.shape:
                raise ValueError(f"labels of {name}: shape {tuple(y.shape)}, words {tuple(batch.word_mask.shape)}")
            y = y.masked_fill(~batch.word_mask, IGNORE)
            if name == "punct" and self.crf is not None:
                if bool((y[batch.word_mask] == IGNORE).any()):
                    raise ValueError("the punctuation CRF needs a label on every word")
                part = self.crf.nll(s, y.clamp(min=0), batch.word_mask) / batch.word_mask.sum()
            else:
                part = F.cross_entropy(s.reshape(-1, s.shape[-1]), y.reshape(-1), ignore_index=IGNORE)
            parts[name] = float(part.detach())
            total = total + self.options.loss_weights.get(name, 1.0) * part
        return total, parts

    @torch.no_grad()
    def predict(self, batch: Batch, min_prob: dict[str, tuple[int, float]] | None = None,
                ) -> dict[str, list[list[int]]]:
        """Head -> label ids per sentence (one per word): argmax (or as `min_prob` asks: `demote`), or Viterbi
        for a CRF punctuation head."""
        was = self.training
        self.eval()
        scores = self(batch)
        self.train(was)
        lengths = batch.word_mask.sum(1).tolist()
        out = {}
        for name, s in scores.items():
            if name == "punct" and self.crf is not None:
                out[name] = self.crf.decode(s, batch.word_mask)
            else:
                ids = demote(s, *min_prob[name]) if min_prob and name in min_prob else s.argmax(-1)
                out[name] = [row[:n] for row, n in zip(ids.tolist(), lengths, strict=True)]
                if name == "case":
                    prob = s.softmax(-1).gather(-1, ids[..., None])[..., 0]
                    out[CASE_CONFIDENCE] = [row[:n] for row, n in zip(prob.tolist(), lengths, strict=True)]
        return out

    def save(self, folder: Path, tokenizer: WordTokenizer, meta: dict | None = None) -> None:
        """config.json (encoder shape, tokenizer, options, meta) + tagger.pt (the state dict) + tokenizer files."""
        folder = Path(folder)
        folder.mkdir(parents=True, exist_ok=True)
        conf = {"encoder": self.encoder.cfg.to_dict(), "tokenizer": tokenizer.save(folder),
                "options": self.options.to_dict(), "meta": meta or {}}
        (folder / "config.json").write_text(json.dumps(conf, indent=1, ensure_ascii=False), encoding="utf-8")
        torch.save(self.state_dict(), folder / "tagger.pt")

    @classmethod
    def load(cls, folder: Path) -> tuple[Tagger, WordTokenizer]:
        folder = Path(folder)
        conf = json.loads((folder / "config.json").read_text(encoding="utf-8"))
        model = cls(TransformerEncoder(EncoderConfig(**conf["encoder"])), TaggerOptions.from_dict(conf["options"]))
        model.load_state_dict(torch.load(folder / "tagger.pt", weights_only=True))
        return model.eval(), load_tokenizer(folder, conf["tokenizer"])
