"""Synthetic (spoken, written) pair generator: verbalize written text the way people say it."""

from __future__ import annotations

import random

from denorm.data.base import Entity, Language, Verbalization
from denorm.data.languages import LANGUAGES, get_language

__all__ = ["Entity", "Language", "LANGUAGES", "Verbalization", "get_language", "strip", "verbalize",
           "verbalize_full"]


def _rng(seed: int | None) -> random.Random:
    return random.Random(seed)


def verbalize_full(text: str, lang: str, seed: int | None = None) -> Verbalization:
    """Written -> spoken, with the entities found (class, written form, spoken form, offsets)."""
    return get_language(lang).verbalize(text, _rng(seed))


def verbalize(text: str, lang: str, seed: int | None = None) -> str:
    """Written -> spoken: numbers, dates, symbols... in words, lowercase, no punctuation."""
    return verbalize_full(text, lang, seed).spoken


def strip(text: str, lang: str) -> str:
    """Map text onto the language's spoken alphabet without verbalizing anything."""
    return get_language(lang).strip(text)
