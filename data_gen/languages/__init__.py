"""Registry of languages: code -> "module:Class", imported on first use."""

from __future__ import annotations

import importlib
from functools import lru_cache

from data_gen.base import Language

#: One line per language. Adding a language = a module under data_gen/languages/ + a line here
#: + golden files under tests/data/<lang>/.
LANGUAGES: dict[str, str] = {
    "en": "data_gen.languages.en:English",
    "de": "data_gen.languages.de:German",
    "ru": "data_gen.languages.ru:Russian",
}


@lru_cache(maxsize=None)
def get_language(code: str) -> Language:
    """The Language object for an ISO code; ValueError naming the known codes otherwise."""
    try:
        target = LANGUAGES[code]
    except KeyError:
        raise ValueError(f"unknown language {code!r}; known: {', '.join(sorted(LANGUAGES))}") from None
    module, _, cls = target.partition(":")
    return getattr(importlib.import_module(module), cls)()
