"""Linux man pages (manpages-<lang> and -dev: roff sources) -> prose paragraphs of the description."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.roff import man_paragraphs
from denorm.data.corpus.sources.base import Source, sorted_files

#: Man directory (under usr/share/man) and packages per language.
MAN_DIRS = {"en": "", "de": "de/", "ru": "ru/", "es": "es/", "fr": "fr/", "pt": "pt_BR/", "vi": "vi/"}
PACKAGES = {"en": ("manpages", "manpages-dev"), "de": ("manpages-de", "manpages-de-dev"),
            "ru": ("manpages-ru", "manpages-ru-dev"), "es": ("manpages-es", "manpages-es-dev"),
            "fr": ("manpages-fr", "manpages-fr-dev"), "pt": ("manpages-pt-br", "manpages-pt-br-dev"),
            "vi": ("manpages-vi", "manpages-vi-dev")}
#: Tools that ship their own (translated) man pages.
TOOL_PACKAGES = ("adduser", "apt", "apt-utils", "debconf", "debianutils", "devscripts", "dpkg", "dpkg-dev",
                 "gettext", "login", "man-db", "passwd", "po4a", "procps", "psmisc", "tar", "xz-utils")


class ManPages(Source):
    name = "manpages"
    licence = "various free licences per page (Linux man-pages project: mostly GPL-2+ / BSD / verbatim)"
    packages_by_lang = {lang: (*pkgs, *TOOL_PACKAGES) for lang, pkgs in PACKAGES.items()}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for root in roots.values():
            yield from sorted_files(root, [f"usr/share/man/{MAN_DIRS[lang]}man[0-9]*/*"])

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        text = self.read_text(path, lang)
        if text.lstrip().startswith(".so "):
            return  # a link to another page
        paras, spoiled = man_paragraphs(text)
        self.spoiled += spoiled
        yield from paras
