"""Debian manuals in HTML (installation guide, FAQ, developer's reference, maintainer guide) -> prose."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.markup import extract_paragraphs
from denorm.data.corpus.sources.base import Source, sorted_files

#: (package, HTML glob under the unpacked package) per language.
DOCS: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (("installation-guide-amd64", "usr/share/doc/installation-guide-amd64/en/*.html"),
           ("debian-faq", "usr/share/doc/debian/FAQ/*.html"),
           ("developers-reference", "usr/share/developers-reference/*.html"),
           ("maint-guide", "usr/share/doc/maint-guide/html/*.html")),
    "de": (("installation-guide-amd64", "usr/share/doc/installation-guide-amd64/de/*.html"),
           ("debian-faq-de", "usr/share/doc/debian/FAQ/de/*.html"),
           ("developers-reference-de", "usr/share/developers-reference/de/*.html"),
           ("maint-guide-de", "usr/share/doc/maint-guide-de/html/*.html")),
    "ru": (("installation-guide-amd64", "usr/share/doc/installation-guide-amd64/ru/*.html"),
           ("debian-faq-ru", "usr/share/doc/debian/FAQ/ru/*.html"),
           ("developers-reference-ru", "usr/share/developers-reference/ru/*.html"),
           ("maint-guide-ru", "usr/share/doc/maint-guide-ru/html/*.html")),
    "es": (("installation-guide-amd64", "usr/share/doc/installation-guide-amd64/es/*.html"),
           ("maint-guide-es", "usr/share/doc/maint-guide-es/html/*.html")),
    "fr": (("installation-guide-amd64", "usr/share/doc/installation-guide-amd64/fr/*.html"),
           ("debian-faq-fr", "usr/share/doc/debian/FAQ/fr/*.html"),
           ("developers-reference-fr", "usr/share/developers-reference/fr/*.html"),
           ("maint-guide-fr", "usr/share/doc/maint-guide-fr/html/*.html")),
    "pt": (("installation-guide-amd64", "usr/share/doc/installation-guide-amd64/pt/*.html"),
           ("debian-faq-pt", "usr/share/doc/debian/FAQ/pt/*.html")),
    "vi": (("installation-guide-amd64", "usr/share/doc/installation-guide-amd64/vi/*.html"),
           ("maint-guide-vi", "usr/share/doc/maint-guide-vi/html/*.html")),
}


class DebianDocs(Source):
    name = "debian-docs"
    licence = "GPL-2+ (Debian installation guide, FAQ, developer's reference, maintainer guide)"
    packages_by_lang = {lang: tuple(dict.fromkeys(p for p, _ in docs)) for lang, docs in DOCS.items()}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for pkg, pattern in DOCS[lang]:
            if pkg in roots:
                yield from sorted_files(roots[pkg], [pattern, pattern + ".gz"])

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        paras, spoiled = extract_paragraphs(self.read_text(path, lang))
        self.spoiled += spoiled
        yield from paras
