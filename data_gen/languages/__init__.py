"""Registry of languages: code -> "module:Class", imported on first use."""

from __future__ import annotations

from functools import lru_cache

from data_gen.base import Language
from data_gen.registry import resolve

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
    return resolve(LANGUAGES, code, "language")()
