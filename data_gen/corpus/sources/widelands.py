"""Widelands message catalogs (widelands-data: encyclopedia, scenarios, tutorials, .mo) -> paragraphs."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.sources.base import Source, sorted_files
from denorm.data.corpus.sources.wesnoth import mo_messages

#: Catalog locale per language; English text is the msgid side of a complete translation.
LOCALES = {"en": "de", "de": "de", "ru": "ru", "es": "es", "fr": "fr", "pt": "pt_BR", "vi": "vi"}
#: Further catalogs read after the main one (European Portuguese: a second, independent translation).
EXTRA_LOCALES: dict[str, tuple[str, ...]] = {"pt": ("pt",)}
_TAGS = re.compile(r"</?(?:p|b|i|u|br|font|rt|div|vspace|img)(?:\s[^>]*)?/?>")


class Widelands(Source):
    name = "widelands"
    licence = "GPL-2+ (Widelands)"
    packages_by_lang = {lang: ("widelands-data",) for lang in LOCALES}
    # 380 MB package: only the catalogs and the copyright file are unpacked
    members = ("*.mo", "*/copyright")

    def domain_of(self, path: Path, lang: str) -> str:
        """Campaign scenarios and maps tell stories; the tribes encyclopedia describes; the rest is help."""
        stem = path.name.removesuffix(".mo")
        if stem == "tribes_encyclopedia":
            return "encyclopedic"
        story = stem.startswith(("scenario_", "mp_scenario_", "map_")) and "tutorial" not in stem
        return "narrative" if story else "technical"

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for root in roots.values():
            for loc in (LOCALES[lang], *EXTRA_LOCALES.get(lang, ())):
                yield from sorted_files(root, [f"usr/share/games/widelands/data/locale/{loc}/LC_MESSAGES/*.mo"])

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        for message in mo_messages(path, source_side=lang == "en"):
            for para in re.split(r"\n\s*\n|<br\s*/?>|</p>", message):
                para = " ".join(_TAGS.sub(" ", para).split())
                if para:
                    yield para
