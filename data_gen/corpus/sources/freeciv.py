"""Freeciv message catalogs (freeciv-data: game help and nation legends, .mo) -> paragraphs."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.sources.base import Source, sorted_files
from denorm.data.corpus.sources.wesnoth import mo_messages

#: Catalog locale per language; English text is the msgid side of a complete translation.
LOCALES = {"en": "de", "de": "de", "ru": "ru", "es": "es", "fr": "fr", "pt": "pt_BR", "vi": "vi"}


class Freeciv(Source):
    name = "freeciv"
    licence = "GPL-2+ (Freeciv)"
    packages_by_lang = {lang: ("freeciv-data",) for lang in LOCALES}

    def domain_of(self, path: Path, lang: str) -> str:
        """Nation legends are encyclopedic; game help and the ruleset editor are technical."""
        return "encyclopedic" if path.stem == "freeciv-nations" else "technical"

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for root in roots.values():
            yield from sorted_files(root, [f"usr/share/locale/{LOCALES[lang]}/LC_MESSAGES/freeciv-*.mo"])

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        for message in mo_messages(path, source_side=lang == "en"):
            if message.startswith("?"):  # "?gender:text" qualifiers
                message = message.partition(":")[2]
            for para in re.split(r"\n\s*\n", message):
                para = " ".join(para.split())
                if para:
                    yield para
