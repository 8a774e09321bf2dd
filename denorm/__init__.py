"""denorm: neural text denormalization for speech transcripts (`from denorm import Denormalizer`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from denorm.version import __version__

if TYPE_CHECKING:  # pragma: no cover
    from denorm.api import Denormalizer, LineResult
    from denorm.options import TranslateOptions

#: Public names imported on first use, so `import denorm` stays light.
_LAZY: dict[str, str] = {"Denormalizer": "denorm.api", "LineResult": "denorm.api", "TranslateOptions": "denorm.options"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'denorm' has no attribute {name!r}")


__all__ = ["Denormalizer", "LineResult", "TranslateOptions", "__version__"]
