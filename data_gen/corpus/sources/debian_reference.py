"""Debian Reference (debian-reference-<lang>, HTML chapters) -> prose paragraphs."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.markup import extract_paragraphs
from denorm.data.corpus.sources.base import Source, sorted_files


class DebianReference(Source):
    name = "debian-reference"
    licence = "GPL-2+ (Osamu Aoki)"
    packages_by_lang = {lang: (f"debian-reference-{lang}",) for lang in ("en", "de", "es", "fr", "pt")}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for root in roots.values():
            yield from sorted_files(root, [f"usr/share/debian-reference/*.{lang}.html",
                                           f"usr/share/debian-reference/*.{lang}.html.gz"])

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        paras, spoiled = extract_paragraphs(self.read_text(path, lang))
        self.spoiled += spoiled
        yield from paras
