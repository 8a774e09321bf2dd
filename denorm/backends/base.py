"""The backend interface: sentencepiece in and out, and a batch of piece sequences translated."""

from __future__ import annotations

import os
from abc import ABC, abstractmethod
from typing import ClassVar

from denorm.modelcard import ModelCard


class Backend(ABC):
    """Decodes batches of source pieces into target pieces; encode/decode apply the BPE model."""

    name: ClassVar[str]

    def __init__(self, card: ModelCard, device: str = "cpu", beam: int = 1, threads: int = 0) -> None:
        card.check_backend(self.name)
        self.card = card
        self.device = device
        self.beam = beam
        self.threads = threads or min(os.cpu_count() or 1, 8)
        self._sp = None
        #: Benchmarks only: decode exactly this many pieces (same work for every backend).
        self.force_length: int | None = None

    @property
    def sp(self):  # noqa: ANN201 - sentencepiece is imported lazily
        if self._sp is None:
            import sentencepiece as spm

            self._sp = spm.SentencePieceProcessor(model_file=str(self.card.file("sentencepiece")))
        return self._sp

    def encode(self, texts: list[str]) -> list[list[str]]:
        """Source pieces of each spoken text."""
        return self.sp.encode(texts, out_type=str) if texts else []

    def decode(self, pieces: list[str]) -> str:
        """Written text of target pieces."""
        return self.sp.decode(pieces)

    def max_decoding_length(self, src_len: int) -> int:
        return min(self.card.max_target_positions - 1, 2 * src_len + 10)

    @abstractmethod
    def translate_pieces(self, batch: list[list[str]]) -> list[list[str]]:
        """Target pieces for each source piece sequence, in order."""

    def describe(self) -> str:
        """What decodes, for logs and benchmark signatures."""
        return f"{self.name}|device:{self.device}|beam:{self.beam}|threads:{self.threads}"
