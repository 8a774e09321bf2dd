"""GNOME desktop help (gnome-user-docs, Mallard .page XML in all languages) -> prose paragraphs."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.markup import extract_paragraphs
from denorm.data.corpus.sources.base import Source, sorted_files

HELP_DIRS = {"en": "C", "de": "de", "ru": "ru", "es": "es", "fr": "fr", "pt": "pt_BR", "vi": "vi"}


class GnomeUserDocs(Source):
    name = "gnome-user-docs"
    licence = "CC-BY-SA-3.0 (GNOME Documentation Project)"
    packages_by_lang = {lang: ("gnome-user-docs",) for lang in HELP_DIRS}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for root in roots.values():
            yield from sorted_files(root, [f"usr/share/help/{HELP_DIRS[lang]}/*/*.page"])

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        paras, spoiled = extract_paragraphs(self.read_text(path, lang))
        self.spoiled += spoiled
        yield from paras
