"""Linear-chain CRF over word-level label scores (seed 004's punctuation layer): NLL loss and Viterbi decoding.

Score of a label path y for emissions E [T, K]: start[y_1] + sum_t E[t, y_t] + sum_t trans[y_t, y_t+1]
+ end[y_T]. Sequences in a batch are left-aligned with a mask; padded steps contribute nothing.
"""

from __future__ import annotations

import torch
from torch import nn


class CRF(nn.Module):
    """Transition, start and end scores for `labels` labels."""

    def __init__(self, labels: int) -> None:
        super().__init__()
        self.labels = labels
        self.trans = nn.Parameter(torch.zeros(labels, labels))
        self.start = nn.Parameter(torch.zeros(labels))
        self.end = nn.Parameter(torch.zeros(labels))

    def _check(self, emissions: torch.Tensor, mask: torch.Tensor) -> None:
        if emissions.dim() != 3 or emissions.shape[-1] != self.labels or mask.shape != emissions.shape[:2]:
            raise ValueError(f"emissions {tuple(emissions.shape)} / mask {tuple(mask.shape)} do not fit "
                             f"[B, T, {self.labels}] / [B, T]")
        if not bool(mask[:, 0].all()):
            raise ValueError("every sequence needs at least one step, left-aligned")

    def score(self, emissions: torch.Tensor, tags: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """Unnormalized score of the given tag paths [B]."""
        self._check(emissions, mask)
        m = mask.to(emissions.dtype)
        b = torch.arange(emissions.shape[0], device=emissions.device)
        s = self.start[tags[:, 0]] + emissions.gather(2, tags[..., None]).squeeze(-1).mul(m).sum(1)
        s = s + (self.trans[tags[:, :-1], tags[:, 1:]] * m[:, 1:]).sum(1)
        last = mask.long().sum(1) - 1
        return s + self.end[tags[b, last]]

    def log_partition(self, emissions: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """log sum over all paths of exp(score) [B] (forward algorithm)."""
        self._check(emissions, mask)
        alpha = self.start + emissions[:, 0]
        for t in range(1, emissions.shape[1]):
            nxt = torch.logsumexp(alpha[:, :, None] + self.trans[None], dim=1) + emissions[:, t]
            alpha = torch.where(mask[:, t, None], nxt, alpha)
        return torch.logsumexp(alpha + self.end, dim=1)

    def nll(self, emissions: torch.Tensor, tags: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        """Negative log-likelihood of the gold paths, summed over the batch."""
        return (self.log_partition(emissions, mask) - self.score(emissions, tags, mask)).sum()

    def decode(self, emissions: torch.Tensor, mask: torch.Tensor) -> list[list[int]]:
        """Best path of every sequence (Viterbi), as many labels as the sequence has steps."""
        self._check(emissions, mask)
        score = self.start + emissions[:, 0]
        back = []
        for t in range(1, emissions.shape[1]):
            cand = score[:, :, None] + self.trans[None]
            best, idx = cand.max(dim=1)
            back.append(idx)
            score = torch.where(mask[:, t, None], best + emissions[:, t], score)
        score = score + self.end
        lengths = mask.long().sum(1).tolist()
        paths = []
        for i, n in enumerate(lengths):
            y = [int(score[i].argmax())]
            for t in range(n - 1, 0, -1):
                y.append(int(back[t - 1][i, y[-1]]))
            paths.append(y[::-1])
        return paths
