"""LibreOffice help pages (libreoffice-help-<lang>: HTML rendered from XHP) -> prose paragraphs."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.markup import extract_paragraphs
from denorm.data.corpus.sources.base import Source, sorted_files

#: Help directory name per language.
HELP_DIRS = {"en": "en-US", "de": "de", "ru": "ru", "es": "es", "fr": "fr", "pt": "pt-BR", "vi": "vi"}


class LibreOfficeHelp(Source):
    name = "libreoffice-help"
    licence = "MPL-2.0 (LibreOffice help content)"
    packages_by_lang = {lang: (f"libreoffice-help-{d.lower()}",) for lang, d in HELP_DIRS.items()}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for root in roots.values():
            yield from sorted_files(root, [f"usr/share/libreoffice/help/{HELP_DIRS[lang]}/**/*.html",
                                           f"usr/share/libreoffice/help/{HELP_DIRS[lang]}/**/*.xhp"])

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        paras, spoiled = extract_paragraphs(self.read_text(path, lang))
        self.spoiled += spoiled
        yield from paras
