"""The Debian Administrator's Handbook (debian-handbook, HTML in all languages) -> prose paragraphs."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.markup import extract_paragraphs
from denorm.data.corpus.sources.base import Source, sorted_files

HTML_DIRS = {"en": "en-US", "de": "de-DE", "ru": "ru-RU", "es": "es-ES", "fr": "fr-FR", "pt": "pt-BR",
             "vi": "vi-VN"}


class DebianHandbook(Source):
    name = "debian-handbook"
    licence = "GPL-2+ or CC-BY-SA-3.0 (Raphaël Hertzog, Roland Mas)"
    packages_by_lang = {lang: ("debian-handbook",) for lang in HTML_DIRS}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for root in roots.values():
            yield from sorted_files(root, [f"usr/share/doc/debian-handbook/html/{HTML_DIRS[lang]}/*.html"])

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        paras, spoiled = extract_paragraphs(self.read_text(path, lang))
        self.spoiled += spoiled
        yield from paras
