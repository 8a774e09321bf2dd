"""GIMP user manual (gimp-help-<lang>: DocBook rendered to HTML) -> prose paragraphs."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.markup import extract_paragraphs
from denorm.data.corpus.sources.base import Source, sorted_files

HELP_DIRS = {"en": "en", "de": "de", "ru": "ru", "es": "es", "fr": "fr", "pt": "pt_BR"}


class GimpHelp(Source):
    name = "gimp-help"
    licence = "GFDL-NIV-1.2+ (GIMP user manual)"
    #: gimp-help-common carries the copyright file the language packages link to.
    packages_by_lang = {lang: (f"gimp-help-{d.lower().replace('_', '-')}", "gimp-help-common")
                        for lang, d in HELP_DIRS.items()}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for root in roots.values():
            yield from sorted_files(root, [f"usr/share/gimp/2.0/help/{HELP_DIRS[lang]}/*.html"])

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        paras, spoiled = extract_paragraphs(self.read_text(path, lang))
        self.spoiled += spoiled
        yield from paras
