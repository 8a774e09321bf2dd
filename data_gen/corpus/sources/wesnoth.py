"""Battle for Wesnoth 1.16 message catalogs (.mo of the data and campaign packages) -> paragraphs."""

from __future__ import annotations

import gettext
import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.sources.base import Source, sorted_files

CAMPAIGNS = ("did", "dm", "dw", "ei", "httt", "l", "low", "nr", "sof", "sota", "sotbe", "thot", "trow",
             "tsg", "ttb", "utbs")
PACKAGES = ("wesnoth-1.16-data", *(f"wesnoth-1.16-{c}" for c in CAMPAIGNS))
#: Catalog locale per language; English text is the msgid side of a complete translation.
LOCALES = {"en": "de", "de": "de", "ru": "ru", "es": "es", "fr": "fr", "pt": "pt_BR", "vi": "vi"}
#: Further catalogs read after the main one: the European Portuguese translation is a second, independent
#: text of the same campaigns (about 10,000 more sentences; exact repeats are removed by deduplication).
EXTRA_LOCALES: dict[str, tuple[str, ...]] = {"pt": ("pt",)}
#: Inline markup that only changes the font: removed, the text inside is kept.
#: Catalogs of the interface, editor, help and tutorial (the rest is campaign story and dialogue).
TECHNICAL_CATALOGS = frozenset({"wesnoth", "wesnoth-lib", "wesnoth-editor", "wesnoth-help", "wesnoth-tutorial",
                                "wesnoth-manual"})
_FONT_TAGS = re.compile(r"</?(?:i|b|u|big|small|span|italic|bold|em|strong)(?:\s[^>]*)?>")


def mo_messages(path: Path, source_side: bool = False) -> list[str]:
    """The translated strings (or their msgids) of a .mo catalog, in msgid order; no plurals."""
    with open(path, "rb") as fh:
        catalog = gettext.GNUTranslations(fh)._catalog  # noqa: SLF001 - the only way to list entries
    out = []
    for key in sorted(k for k in catalog if isinstance(k, str)):
        if not key:
            continue  # the header entry
        text = key.rpartition("\x04")[2] if source_side else catalog[key]
        out.append(text)
    return out


class Wesnoth(Source):
    name = "wesnoth"
    licence = "GPL-2+ (Battle for Wesnoth)"
    packages_by_lang = {lang: PACKAGES for lang in LOCALES}
    domain = "narrative"

    def domain_of(self, path: Path, lang: str) -> str:
        if path.stem in TECHNICAL_CATALOGS:
            return "technical"
        return "encyclopedic" if path.stem == "wesnoth-units" else "narrative"

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for loc in (LOCALES[lang], *EXTRA_LOCALES.get(lang, ())):
            for pkg in sorted(roots):
                yield from sorted_files(roots[pkg], [f"usr/share/games/wesnoth/1.16/locale/{loc}/LC_MESSAGES/*.mo"])

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        for message in mo_messages(path, source_side=lang == "en"):
            message = _FONT_TAGS.sub("", message)
            for para in re.split(r"\n\s*\n|\n(?=[-*•])", message):
                para = " ".join(para.split())
                if para:
                    yield para
