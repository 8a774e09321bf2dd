"""One transformer encoder module for every tagger encoder: BERT/XLM-R post-LN (pretrained) or pre-LN (scratch).

Returns the hidden states of the embedding layer and of every layer, so the layer attention of seed 000
can mix them; supports truncating to the lower N layers and freezing the embeddings plus lower layers
(those then run without autograd, which is most of the saving on CPU).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

import torch
import torch.nn.functional as F  # noqa: N812 - torch's convention
from torch import nn


@dataclass
class EncoderConfig:
    """Shape and flavour of a TransformerEncoder."""

    vocab_size: int
    dim: int = 384
    layers: int = 12
    heads: int = 12
    ffn: int = 1536
    max_positions: int = 512
    #: Token-type (segment) embeddings of BERT; 0 = none. Type 0 is added to every token.
    type_vocab: int = 0
    #: True: pre-LN (x + f(LN(x)), final LN) like our seq2seq; False: BERT's post-LN with an embedding LN.
    pre_ln: bool = False
    eps: float = 1e-12
    dropout: float = 0.1
    attention_dropout: float = 0.1
    pad_id: int = 0

    def to_dict(self) -> dict:
        return asdict(self)


class EncoderLayer(nn.Module):
    """Self-attention + GELU feed-forward, post-LN or pre-LN."""

    def __init__(self, cfg: EncoderConfig) -> None:
        super().__init__()
        self.cfg = cfg
        self.qkv = nn.Linear(cfg.dim, 3 * cfg.dim)
        self.out = nn.Linear(cfg.dim, cfg.dim)
        self.ln_attn = nn.LayerNorm(cfg.dim, eps=cfg.eps)
        self.ff_in = nn.Linear(cfg.dim, cfg.ffn)
        self.ff_out = nn.Linear(cfg.ffn, cfg.dim)
        self.ln_ff = nn.LayerNorm(cfg.dim, eps=cfg.eps)
        self.drop = nn.Dropout(cfg.dropout)

    def attention(self, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        b, t, d = x.shape
        h = self.cfg.heads
        q, k, v = self.qkv(x).view(b, t, 3, h, d // h).permute(2, 0, 3, 1, 4)
        p = self.cfg.attention_dropout if self.training else 0.0
        ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=mask[:, None, None, :], dropout_p=p)
        return self.out(ctx.transpose(1, 2).reshape(b, t, d))

    def feed_forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.ff_out(self.drop(F.gelu(self.ff_in(x))))

    def forward(self, x: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        if self.cfg.pre_ln:
            x = x + self.drop(self.attention(self.ln_attn(x), mask))
            return x + self.drop(self.feed_forward(self.ln_ff(x)))
        x = self.ln_attn(x + self.drop(self.attention(x, mask)))
        return self.ln_ff(x + self.drop(self.feed_forward(x)))


class TransformerEncoder(nn.Module):
    """Token ids [B, T] and a key mask [B, T] (True = real token) -> hidden states of all layers."""

    def __init__(self, cfg: EncoderConfig) -> None:
        super().__init__()
        self.cfg = cfg
        self.tokens = nn.Embedding(cfg.vocab_size, cfg.dim, padding_idx=cfg.pad_id)
        self.positions = nn.Embedding(cfg.max_positions, cfg.dim)
        self.types = nn.Embedding(cfg.type_vocab, cfg.dim) if cfg.type_vocab else None
        self.ln_emb = None if cfg.pre_ln else nn.LayerNorm(cfg.dim, eps=cfg.eps)
        self.ln_final = nn.LayerNorm(cfg.dim, eps=cfg.eps) if cfg.pre_ln else None
        self.drop = nn.Dropout(cfg.dropout)
        self.layers = nn.ModuleList(EncoderLayer(cfg) for _ in range(cfg.layers))
        #: Embeddings and this many lower layers get no gradient (see freeze()).
        self.frozen = 0
        if cfg.pre_ln:
            self.apply(_init_weights)

    @property
    def dim(self) -> int:
        return self.cfg.dim

    def embed(self, ids: torch.Tensor) -> torch.Tensor:
        pos = torch.arange(ids.shape[1], device=ids.device)
        x = self.tokens(ids) + self.positions(pos)[None]
        if self.types is not None:
            x = x + self.types.weight[0]
        if self.ln_emb is not None:
            x = self.ln_emb(x)
        return self.drop(x)

    def forward(self, ids: torch.Tensor, mask: torch.Tensor) -> list[torch.Tensor]:
        """[embeddings, layer 1, ..., layer N] hidden states, each [B, T, dim] (the last one final-normed)."""
        if ids.shape[1] > self.cfg.max_positions:
            raise ValueError(f"{ids.shape[1]} tokens, more than the encoder's {self.cfg.max_positions} positions")
        frozen = self.frozen if self.training else 0
        with torch.set_grad_enabled(torch.is_grad_enabled() and frozen == 0):
            states = [self.embed(ids)]
        for i, layer in enumerate(self.layers):
            with torch.set_grad_enabled(torch.is_grad_enabled() and i + 1 >= frozen):
                states.append(layer(states[-1], mask))
        if self.ln_final is not None:
            states[-1] = self.ln_final(states[-1])
        return states

    def truncate(self, layers: int) -> None:
        """Keep the lower `layers` layers (a pretrained encoder cut for speed)."""
        if not 0 < layers <= len(self.layers):
            raise ValueError(f"cannot keep {layers} of {len(self.layers)} layers")
        self.layers = self.layers[:layers]
        self.cfg.layers = layers

    def freeze(self, layers: int) -> None:
        """No gradient for the embeddings and the lower `layers` layers (0 = train everything, -1 = all)."""
        layers = len(self.layers) if layers < 0 else layers
        if layers > len(self.layers):
            raise ValueError(f"cannot freeze {layers} of {len(self.layers)} layers")
        self.frozen = layers + 1 if layers else 0
        modules = [self.tokens, self.positions, self.types, self.ln_emb] if layers else []
        modules += list(self.layers[:layers])
        for p in self.parameters():
            p.requires_grad_(True)
        for m in modules:
            if m is not None:
                for p in m.parameters():
                    p.requires_grad_(False)


def _init_weights(m: nn.Module) -> None:
    if isinstance(m, nn.Linear):
        nn.init.xavier_uniform_(m.weight)
        nn.init.zeros_(m.bias)
    elif isinstance(m, nn.Embedding):
        nn.init.normal_(m.weight, std=m.embedding_dim ** -0.5)
        if m.padding_idx is not None:
            with torch.no_grad():
                m.weight[m.padding_idx].zero_()
