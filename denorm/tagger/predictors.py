"""Registry of tagger runtimes: what a model folder holds (tagger.pt, tagger.onnx) -> the class that predicts label ids.

A runtime turns word lists (lowercase spoken words, at most one window each) into label ids per head and
word, exactly as `denorm.tagger.model.Tagger.predict` does: argmax per word, Viterbi for a CRF
punctuation head. "torch" runs the training folder (imports torch); "onnx" runs the int8 folder written
by `denorm export-tagger` with onnxruntime and numpy only (denorm.tagger.onnx_runtime).
"""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from typing import Protocol, Sequence

from denorm.tagger.tokenizers import WordTokenizer, load_tokenizer

#: Head -> (label id, least probability): that label is predicted only where the head's softmax gives it at
#: least this probability, else the best other label (safe disfluency removal: denorm.tagger.disfluency).
MinProb = dict[str, tuple[int, float]]
#: The key of `predict`'s output that holds, per word, the softmax probability of the case label it chose (the
#: tagger's confidence, which decides when the casing lexicon may overrule it: denorm.tagger.runtime).
CASE_CONFIDENCE = "case.p"


class Predictor(Protocol):
    """A loaded tagger model: its tokenizer and a batch prediction."""

    name: str
    tok: WordTokenizer

    def predict(self, sentences: Sequence[Sequence[str]], min_prob: MinProb | None = None,
                ) -> dict[str, list[list[int]]]:
        """Head -> label ids per sentence, one per word (argmax, or as `min_prob` asks), and under
        CASE_CONFIDENCE the probability of each word's case label."""
        ...

    def head_scores(self, sentences: Sequence[Sequence[str]]) -> dict:
        """Head -> word scores [B, W, n_labels] (numpy; the punctuation head: a CRF's emissions)."""
        ...

    @property
    def crf_scores(self) -> dict | None:
        """The punctuation CRF's "trans", "start" and "end" scores (numpy), None without a CRF."""
        ...


#: Runtime name -> (the file that marks a folder of this runtime, "module.Class"), imported when chosen.
RUNTIMES: dict[str, tuple[str, str]] = {
    "onnx": ("tagger.onnx", "denorm.tagger.onnx_runtime.OnnxPredictor"),
    "torch": ("tagger.pt", "denorm.tagger.predictors.TorchPredictor"),
}


def runtime_of(folder: Path) -> str:
    """The runtime of a model folder (the first in RUNTIMES whose marker file it holds)."""
    for name, (marker, _) in RUNTIMES.items():
        if (Path(folder) / marker).is_file():
            return name
    raise FileNotFoundError(f"{folder} holds none of {', '.join(m for m, _ in RUNTIMES.values())}")


def predictor_class(folder: Path) -> type:
    """The predictor class of a model folder's runtime."""
    module, _, cls = RUNTIMES[runtime_of(folder)][1].rpartition(".")
    return getattr(importlib.import_module(module), cls)


def folder_config(folder: Path) -> dict:
    """A model folder's config.json."""
    return json.loads((Path(folder) / "config.json").read_text(encoding="utf-8"))


class TorchPredictor:
    """The torch model of a training folder (config.json + tagger.pt)."""

    name = "torch"

    def __init__(self, folder: Path, threads: int | None = None) -> None:
        import torch

        from denorm.tagger.model import Tagger as TaggerModel

        if threads:
            torch.set_num_threads(threads)
        self.torch = torch
        self.model, self.tok = TaggerModel.load(folder)

    def predict(self, sentences: Sequence[Sequence[str]], min_prob: MinProb | None = None,
                ) -> dict[str, list[list[int]]]:
        from denorm.tagger.model import make_batch

        with self.torch.inference_mode():
            return self.model.predict(make_batch(self.tok, sentences), min_prob)

    def head_scores(self, sentences: Sequence[Sequence[str]]) -> dict:
        """Head -> word scores [B, W, n_labels] (numpy) of word lists, as the int8 runtime's `head_scores`."""
        from denorm.tagger.model import make_batch

        self.model.eval()
        with self.torch.inference_mode():
            return {h: s.float().numpy() for h, s in self.model(make_batch(self.tok, sentences)).items()}

    @property
    def crf_scores(self) -> dict | None:
        """The punctuation CRF's "trans", "start" and "end" scores (numpy); None without a CRF."""
        crf = self.model.crf
        return None if crf is None else {k: getattr(crf, k).detach().float().numpy() for k in ("trans", "start", "end")}


def tokenizer_of(folder: Path) -> WordTokenizer:
    """The tokenizer a model folder's config names (no torch)."""
    return load_tokenizer(folder, folder_config(folder)["tokenizer"])
