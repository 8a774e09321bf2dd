"""Lazy registries: a name maps to "module:attribute", imported only when the name is asked for."""

from __future__ import annotations

import importlib
from typing import Any


def resolve(registry: dict[str, str], name: str, kind: str) -> Any:
    """The attribute registered as `name`; ValueError naming the `kind` and the known names otherwise."""
    try:
        target = registry[name]
    except KeyError:
        raise ValueError(f"unknown {kind} {name!r}; known: {', '.join(sorted(registry))}") from None
    module, _, attr = target.partition(":")
    return getattr(importlib.import_module(module), attr)
