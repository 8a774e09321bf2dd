"""Defaults shared by the Python API and the command line: one place, so the two cannot drift."""

from __future__ import annotations

import os
from pathlib import Path

#: Language used when none is given.
DEFAULT_LANG = "en"
#: Inference backend used when none is given ("ctranslate2" or "fairseq").
DEFAULT_BACKEND = "ctranslate2"
#: Beam size for decoding.
DEFAULT_BEAM = 1
#: Maximum number of source BPE tokens per batch.
DEFAULT_BATCH_TOKENS = 4096
#: Device for inference.
DEFAULT_DEVICE = "cpu"
#: What the hallucination guard does: "fallback", "warn" or "off".
DEFAULT_GUARD = "fallback"
#: Hesitation sounds (data_gen Language.hesitations: "uh", "äh", "ээ"): "drop" before the model, or "keep".
DEFAULT_FILLERS = "drop"
FILLER_POLICIES = ("drop", "keep")
#: Input/output format of `denorm translate`.
DEFAULT_FORMAT = "text"
#: Name of the file that describes a model folder.
MODEL_CARD = "denorm.json"
#: Words per window for long lines: well below the model's positions, near training sentence lengths.
WINDOW_WORDS = 100
#: Words shared by neighbouring windows; the join is placed near the middle of the overlap.
OVERLAP_WORDS = 24
#: Lines processed together: output of a chunk is written before the next is read (bounded memory).
CHUNK_LINES = 2000
#: Seed of the data generator when none is given.
DEFAULT_SEED = 1234

#: Shipped models live inside the package, so they are found without configuration
#: in editable and regular installs alike.
PACKAGED_MODELS = Path(__file__).resolve().parent / "models"


def model_search_path() -> list[Path]:
    """Folders searched, in order, for `<lang>/denorm.json` when a model is asked for by language."""
    paths: list[Path] = []
    env = os.environ.get("DENORM_MODELS")
    if env:
        paths.extend(Path(p) for p in env.split(os.pathsep) if p)
    paths.append(Path.home() / ".local" / "share" / "denorm" / "models")
    paths.append(PACKAGED_MODELS)
    return paths
