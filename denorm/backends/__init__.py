"""Registry of inference backends: name -> "module:Class", imported on first use."""

from __future__ import annotations

from denorm.backends.base import Backend
from denorm.core.registry import resolve

#: One line per backend; tests may add a fake one.
BACKENDS: dict[str, str] = {
    "ctranslate2": "denorm.backends.ct2:CTranslate2Backend",
    "fairseq": "denorm.backends.fairseq_hub:FairseqBackend",
}


def get_backend(name: str) -> type[Backend]:
    """The Backend class registered as `name`; ValueError naming the known ones otherwise."""
    return resolve(BACKENDS, name, "backend")


__all__ = ["BACKENDS", "Backend", "get_backend"]
