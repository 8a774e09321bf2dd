"""Registry of languages: code -> "module:Class", imported on first use."""

from __future__ import annotations

from functools import lru_cache

from denorm.data.base import Language

from denorm.core.registry import resolve

#: One line per language. Adding a language = a module under data_gen/languages/ + a line here
#: + golden files under tests/data/<lang>/.
LANGUAGES: dict[str, str] = {
    "en": "denorm.data.languages.en:English",
    "de": "denorm.data.languages.de:German",
    "ru": "denorm.data.languages.ru:Russian",
    "fr": "denorm.data.languages.fr:French",
    "es": "denorm.data.languages.es:Spanish",
    "pt": "denorm.data.languages.pt:Portuguese",
    "vi": "denorm.data.languages.vi:Vietnamese",
}


@lru_cache(maxsize=None)
def get_language(code: str) -> Language:
    """The Language object for an ISO code; ValueError naming the known codes otherwise."""
    return resolve(LANGUAGES, code, "language")()
