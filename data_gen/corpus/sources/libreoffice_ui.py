"""LibreOffice user-interface catalogs (libreoffice-l10n-<lang>: tooltips and messages, .mo) -> paragraphs."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.sources.base import Source, sorted_files
from denorm.data.corpus.sources.wesnoth import mo_messages

#: Catalog locale per language; English text is the msgid side of a complete translation.
LOCALES = {"en": "de", "de": "de", "ru": "ru", "es": "es", "fr": "fr", "pt": "pt-BR", "vi": "vi"}


class LibreOfficeUI(Source):
    name = "libreoffice-ui"
    licence = "MPL-2.0 (LibreOffice)"
    packages_by_lang = {lang: (f"libreoffice-l10n-{loc.lower()}",) for lang, loc in LOCALES.items()}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        resource = LOCALES[lang].replace("-", "_")  # package libreoffice-l10n-pt-br, catalogs in resource/pt_BR
        for root in roots.values():
            yield from sorted_files(root, [f"usr/lib/libreoffice/program/resource/{resource}/LC_MESSAGES/*.mo"])

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        for message in mo_messages(path, source_side=lang == "en"):
            message = message.replace("~", "")  # accelerator marks: "~Datei"
            for para in re.split(r"\n\s*\n|\n", message):
                para = " ".join(para.split())
                if para:
                    yield para
