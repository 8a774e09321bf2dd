"""Registers every preset of `denorm.plugins.presets.PRESETS` as a fairseq transformer architecture."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fairseq.models import ARCH_MODEL_REGISTRY, register_model_architecture
from fairseq.models.transformer import base_architecture

from denorm.plugins.presets import PRESETS


def _architecture(settings: dict[str, object]) -> Callable[[Any], None]:
    """An architecture function: the preset's values unless given on the command line, then fairseq's."""

    def arch(args: Any) -> None:
        for key, value in settings.items():
            setattr(args, key, getattr(args, key, value))
        base_architecture(args)

    return arch


for _name, _preset in PRESETS.items():
    if _name in ARCH_MODEL_REGISTRY:  # imported twice under two module names
        continue
    register_model_architecture("transformer", _name)(_architecture(_preset.fairseq_args()))
