"""CTranslate2 backend (the default): int8 on CPU, float16 on a GPU."""

from __future__ import annotations

from typing import ClassVar

from denorm.backends.base import Backend
from denorm.modelcard import ModelCard

#: Compute type per device.
COMPUTE_TYPES: dict[str, str] = {"cpu": "int8", "cuda": "float16"}


class CTranslate2Backend(Backend):
    """`ctranslate2.Translator` on the folder's `files.ctranslate2` conversion."""

    name: ClassVar[str] = "ctranslate2"

    def __init__(self, card: ModelCard, device: str = "cpu", beam: int = 1, threads: int = 0) -> None:
        super().__init__(card, device, beam, threads)
        import ctranslate2

        self.compute_type = COMPUTE_TYPES.get(device, "default")
        self.translator = ctranslate2.Translator(
            str(card.file("ctranslate2")), device=device, compute_type=self.compute_type,
            intra_threads=self.threads if device == "cpu" else 0, inter_threads=1)
        self.version = ctranslate2.__version__

    def translate_pieces(self, batch: list[list[str]]) -> list[list[str]]:
        if not batch:
            return []
        longest = max(len(b) for b in batch)
        n = self.force_length or self.max_decoding_length(longest)
        results = self.translator.translate_batch(
            batch, beam_size=self.beam, max_batch_size=len(batch), max_decoding_length=n,
            min_decoding_length=n if self.force_length else 0, return_scores=False)
        return [r.hypotheses[0] for r in results]

    def describe(self) -> str:
        return f"ctranslate2-{self.version}|{self.compute_type}|" + super().describe().split("|", 1)[1]
