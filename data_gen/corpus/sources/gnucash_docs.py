"""GnuCash tutorial and help (gnucash-docs, DocBook XML with entity files) -> prose paragraphs."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.markup import extract_paragraphs
from denorm.data.corpus.sources.base import Source, sorted_files

HELP_DIRS = {"en": "C", "de": "de", "pt": "pt"}
_ENTITY = re.compile(r"<!ENTITY\s+([\w.-]+)\s+\"([^\"<&%]*)\"\s*>")


class GnuCashDocs(Source):
    name = "gnucash-docs"
    licence = "GFDL-1.1+ (GnuCash documentation team)"
    packages_by_lang = {lang: ("gnucash-docs",) for lang in HELP_DIRS}

    def __init__(self) -> None:
        self._entities: dict[Path, dict[str, str]] = {}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for root in roots.values():
            yield from sorted_files(root, [f"usr/share/help/{HELP_DIRS[lang]}/gnucash-*/*.xml"])

    def entities(self, folder: Path) -> dict[str, str]:
        """Plain-text entities (&app; -> GnuCash) declared in the folder's .dtd/.docbook files."""
        if folder not in self._entities:
            found: dict[str, str] = {}
            for f in sorted(folder.glob("*.dtd")) + sorted(folder.glob("*.docbook")):
                found.update(_ENTITY.findall(f.read_text(encoding="utf-8", errors="replace")))
            self._entities[folder] = found
        return self._entities[folder]

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        ents = self.entities(path.parent)
        text = re.sub(r"&([\w.-]+);", lambda m: ents.get(m.group(1), m.group(0)), self.read_text(path, lang))
        paras, spoiled = extract_paragraphs(text)
        self.spoiled += spoiled
        yield from paras
