"""UFO: Alien Invasion story and UFOpaedia texts (Debian ufoai-misc 2.5-7: `ufoai.mo` catalogs) -> paragraphs.

The catalogs hold the interface strings and, in the same file, the long texts of the game's
encyclopedia: the history of the world since 2030, research proposals and reports, autopsies, letters
to the commander, descriptions of weapons, armour, aircraft and aliens. Only those are read: messages
of at least `MIN_CHARS` characters or of several paragraphs (interface strings are short), so the
source is encyclopedic (fiction written as reports). Licence GPL-2+ (Debian copyright of ufoai).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.sources.base import Source
from denorm.data.corpus.sources.wesnoth import mo_messages

CATALOG_DIR = "usr/share/games/ufoai/base/i18n"
#: Catalog locales per language, read in this order (es: the Latin American and the Spanish team).
LOCALES: dict[str, tuple[str, ...]] = {"es": ("es", "es_ES"), "fr": ("fr",), "pt": ("pt_BR", "pt")}
#: Messages shorter than this (and of one paragraph) are interface strings and skipped.
MIN_CHARS = 200


class UfoAI(Source):
    name = "ufoai"
    licence = "GPL-2+ (UFO: Alien Invasion; Debian package ufoai-misc)"
    domain = "encyclopedic"
    packages_by_lang = {lang: ("ufoai-misc",) for lang in LOCALES}
    members = ("*/ufoai.mo", "*/copyright")

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for root in roots.values():
            for loc in LOCALES[lang]:
                path = root / CATALOG_DIR / loc / "LC_MESSAGES" / "ufoai.mo"
                if path.is_file():
                    yield path

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        for message in mo_messages(path):
            if len(message) < MIN_CHARS and "\n\n" not in message:
                continue
            for para in re.split(r"\n+", message):
                para = " ".join(para.split())
                if para:
                    yield para
