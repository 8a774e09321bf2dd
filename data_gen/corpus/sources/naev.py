"""Naev space-adventure game (naev-data: missions, news, descriptions; .mo catalog) -> paragraphs."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.sources.base import Source, sorted_files
from denorm.data.corpus.sources.wesnoth import mo_messages

#: Catalog locale per language; English text is the msgid side of the German translation (the only
#: complete one among en, de and ru: Naev 0.8 ships no Russian catalog).
LOCALES = {"en": "de", "de": "de"}
_MARKUP = re.compile(r"\a(?:%c|.)")  # colour codes: "\\an", "\\a0", "\\a%c"


class Naev(Source):
    name = "naev"
    licence = "GPL-3+ (Naev, Edgar Simo-Serra and contributors; Debian package naev-data)"
    domain = "narrative"
    packages_by_lang = {lang: ("naev-data",) for lang in LOCALES}
    # 350 MB package of which the catalogs are read
    members = ("*.mo", "*/copyright")

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for root in roots.values():
            yield from sorted_files(root, [f"usr/share/naev/dat/gettext/{LOCALES[lang]}/LC_MESSAGES/*.mo"])

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        for message in mo_messages(path, source_side=lang == "en"):
            for para in re.split(r"\n\s*\n|\n", message):
                para = " ".join(_MARKUP.sub("", para).split())
                if para:
                    yield para
