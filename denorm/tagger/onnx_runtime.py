"""The int8 tagger runtime: tagger.onnx (encoder + heads, written by `denorm export-tagger`) on onnxruntime, no torch.

The ONNX graph takes piece ids [B, T], a piece mask [B, T] (1 = real piece) and each word's first-piece
position [B, W] (int64) and returns one score tensor [B, W, n_labels] per head, named after the head
(punctuation: the CRF's emissions). Label ids are the argmax per word, as `Tagger.predict` takes them,
or, for a CRF punctuation head, the Viterbi path under the transition, start and end scores in crf.json
(`viterbi` below is crf.py's `decode` in numpy: same float32 sums, same first-maximum tie-breaking).
"""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Sequence

import numpy as np

from denorm.extras import require
from denorm.tagger.predictors import CASE_CONFIDENCE, MinProb, folder_config, tokenizer_of
from denorm.tagger.tokenizers import WordTokenizer, encode_words

#: The ONNX file and the CRF scores of an int8 folder.
ONNX_FILE = "tagger.onnx"
CRF_FILE = "crf.json"
#: Input names of the graph (in this order).
INPUTS = ("ids", "mask", "first")


def make_arrays(tok: WordTokenizer, sentences: Sequence[Sequence[str]]) -> dict[str, np.ndarray]:
    """`denorm.tagger.model.make_batch` in numpy: ids, mask, first (graph inputs) and word_mask."""
    enc = [encode_words(tok, words) for words in sentences]
    t, w = max(len(e.ids) for e in enc), max(max(len(e.first) for e in enc), 1)
    ids = np.full((len(enc), t), tok.pad_id, dtype=np.int64)
    mask = np.zeros((len(enc), t), dtype=np.int64)
    first = np.zeros((len(enc), w), dtype=np.int64)
    word_mask = np.zeros((len(enc), w), dtype=bool)
    for i, e in enumerate(enc):
        ids[i, :len(e.ids)] = e.ids
        mask[i, :len(e.ids)] = 1
        first[i, :len(e.first)] = e.first
        word_mask[i, :len(e.first)] = True
    return {"ids": ids, "mask": mask, "first": first, "word_mask": word_mask}


def viterbi(emissions: np.ndarray, mask: np.ndarray, trans: np.ndarray, start: np.ndarray, end: np.ndarray,
            ) -> list[list[int]]:
    """Best label path of every sequence: emissions [B, T, K], left-aligned mask [B, T] (crf.py `CRF.decode`)."""
    if emissions.ndim != 3 or mask.shape != emissions.shape[:2] or trans.shape != (emissions.shape[2],) * 2:
        raise ValueError(f"emissions {emissions.shape} / mask {mask.shape} / transitions {trans.shape} do not fit")
    if not mask[:, 0].all():
        raise ValueError("every sequence needs at least one step, left-aligned")
    mask = mask.astype(bool)
    score = start + emissions[:, 0]
    back = []
    for t in range(1, emissions.shape[1]):
        cand = score[:, :, None] + trans[None]
        idx = cand.argmax(axis=1)
        best = np.take_along_axis(cand, idx[:, None, :], axis=1)[:, 0]
        back.append(idx)
        score = np.where(mask[:, t, None], best + emissions[:, t], score)
    score = score + end
    paths = []
    for i, n in enumerate(mask.sum(1).tolist()):
        y = [int(score[i].argmax())]
        for t in range(n - 1, 0, -1):
            y.append(int(back[t - 1][i, y[-1]]))
        paths.append(y[::-1])
    return paths


def demote(scores: np.ndarray, label: int, least: float) -> np.ndarray:
    """Argmax label ids of word scores [..., K], where `label` wins only with a softmax probability of at least
    `least` (else the best other label): `denorm.tagger.model.demote` in numpy."""
    best = scores.argmax(-1)
    e = np.exp(scores - scores.max(-1, keepdims=True))
    prob = e[..., label] / e.sum(-1)
    other = scores.copy()
    other[..., label] = -np.inf
    return np.where((best == label) & (prob < least), other.argmax(-1), best)


def chosen_prob(scores: np.ndarray, ids: np.ndarray) -> np.ndarray:
    """The softmax probability of the chosen label `ids` [...] among word scores [..., K]."""
    e = np.exp(scores - scores.max(-1, keepdims=True))
    return np.take_along_axis(e, ids[..., None], -1)[..., 0] / e.sum(-1)


class OnnxPredictor:
    """An int8 tagger folder on onnxruntime (sequential execution, `threads` intra-op threads; 0/None: all cores)."""

    name = "onnx"

    #: onnxruntime lets go of the GIL while a session runs: batches can run on several sessions at once.
    concurrent = True

    def __init__(self, folder: Path, threads: int | None = None) -> None:
        folder = Path(folder)
        self.folder = folder
        self.session = self._session(threads)
        self.heads = [o.name for o in self.session.get_outputs()]
        self.tok = tokenizer_of(folder)
        self.crf: dict[str, np.ndarray] | None = None
        if folder_config(folder)["options"].get("crf"):
            scores = json.loads((folder / CRF_FILE).read_text(encoding="utf-8"))
            self.crf = {k: np.asarray(scores[k], dtype=np.float32) for k in ("trans", "start", "end")}

    def _session(self, threads: int | None) -> object:
        ort = require("onnxruntime", "tagger")
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = threads or os.cpu_count() or 1
        opts.inter_op_num_threads = 1
        opts.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
        return ort.InferenceSession(str(self.folder / ONNX_FILE), opts, providers=["CPUExecutionProvider"])

    def twin(self, threads: int | None = None) -> OnnxPredictor:
        """Another session of the same model (its own `threads`), sharing the tokenizer and CRF scores: batches
        run on twins at once (`denorm.tagger.runtime.Tagger`)."""
        other = copy.copy(self)
        other.session = self._session(threads)
        return other

    def scores(self, arrays: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
        """Head -> word-level scores [B, W, n_labels] of a batch from `make_arrays`."""
        out = self.session.run(self.heads, {k: arrays[k] for k in INPUTS})
        return dict(zip(self.heads, out, strict=True))

    def head_scores(self, sentences: Sequence[Sequence[str]]) -> dict[str, np.ndarray]:
        """Head -> word scores [B, W, n_labels] of word lists (the punctuation head: its CRF's emissions)."""
        return self.scores(make_arrays(self.tok, sentences))

    @property
    def crf_scores(self) -> dict[str, np.ndarray] | None:
        """The punctuation CRF's "trans", "start" and "end" scores; None without a CRF."""
        return self.crf

    def predict(self, sentences: Sequence[Sequence[str]], min_prob: MinProb | None = None,
                ) -> dict[str, list[list[int]]]:
        arrays = make_arrays(self.tok, sentences)
        lengths = arrays["word_mask"].sum(1).tolist()
        out = {}
        for name, s in self.scores(arrays).items():
            if name == "punct" and self.crf is not None:
                out[name] = viterbi(s, arrays["word_mask"], **self.crf)
            else:
                ids = demote(s, *min_prob[name]) if min_prob and name in min_prob else s.argmax(-1)
                out[name] = [row[:n] for row, n in zip(ids.tolist(), lengths, strict=True)]
                if name == "case":
                    out[CASE_CONFIDENCE] = [row[:n] for row, n in zip(chosen_prob(s, ids).tolist(), lengths,
                                                                           strict=True)]
        return out
