"""The tagger (issue 14): one encoder, word-level heads for case, punctuation, disfluency and entity spans.

Modules: `encoders` (registry: scratch, e5-small, minilm-l6), `encoder` (the torch TransformerEncoder),
`e5` / `minilm` (offline loaders of the pretrained weights), `tokenizers` (word-by-word subwords),
`heads` (label sets per head), `codec` (word labels <-> ids), `layer_attention` (seed 000), `crf` (seed 004),
`model` (the torch module), `runtime` (a model folder at run time, labels in and out: `denorm.tagger.Tagger.load(...).labels(...)`),
`predictors` (registry of runtimes: torch, onnx) and `onnx_runtime` (the int8 export on onnxruntime, no torch).
Importing this package loads no torch; its modules do.
"""

from __future__ import annotations

from typing import Any


def __getattr__(name: str) -> Any:
    if name == "Tagger":  # the text API, imported on first use
        from denorm.tagger.runtime import Tagger

        return Tagger
    raise AttributeError(f"module 'denorm.tagger' has no attribute {name!r}")
