"""Seed 000's layer attention: a learned softmax mix of all encoder layers, scaled by gamma, with layer dropout.

e = gamma * sum_l softmax(alpha)_l * h_l over the embedding output and every layer (Rei et al. eq. 1,
after Kondratyuk & Straka); while training, each alpha_l is set to -inf with probability `dropout`
(0.1 in the paper) so no single layer carries the task. At least one layer always survives.
"""

from __future__ import annotations

import torch
from torch import nn


class LayerAttention(nn.Module):
    """Mix `layers` hidden states [B, T, H] into one."""

    def __init__(self, layers: int, dropout: float = 0.1) -> None:
        super().__init__()
        if not 0.0 <= dropout < 1.0:
            raise ValueError(f"layer dropout {dropout} outside [0, 1)")
        self.alpha = nn.Parameter(torch.zeros(layers))
        self.gamma = nn.Parameter(torch.ones(()))
        self.dropout = dropout

    def weights(self) -> torch.Tensor:
        """softmax(alpha), with layer dropout applied in training mode."""
        alpha = self.alpha
        if self.training and self.dropout > 0:
            drop = torch.rand_like(alpha) < self.dropout
            if bool(drop.all()):
                drop[torch.randint(len(drop), ())] = False
            alpha = alpha.masked_fill(drop, float("-inf"))
        return torch.softmax(alpha, dim=0)

    def forward(self, states: list[torch.Tensor]) -> torch.Tensor:
        if len(states) != len(self.alpha):
            raise ValueError(f"{len(states)} hidden states for a mix of {len(self.alpha)} layers")
        w = self.weights()
        return self.gamma * torch.einsum("l,lbth->bth", w, torch.stack(states))
