"""Translated manuals of single programs in HTML (LilyPond, FreedomBox, Debian Edu, aptitude) -> prose.

Only Spanish is read: Spanish is short of text, while French and Portuguese have more technical text
than they need for the 40% share of non-technical sentences (docs/corpus.md). Untranslated (English)
parts of these manuals are dropped by the language filter. Licences: LilyPond documentation GFDL-1.3+,
FreedomBox manual CC-BY-SA-4.0, Debian Edu manual GPL-2+, aptitude manual GPL-2+ (copyright files of
the Debian packages).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.markup import extract_paragraphs
from denorm.data.corpus.sources.base import Source, sorted_files

#: (package, HTML glob under the unpacked package) per language.
MANUALS: dict[str, tuple[tuple[str, str], ...]] = {
    "es": (("lilypond-doc-html-es", "usr/share/doc/lilypond/html/Documentation/**/*.es.html"),
           ("freedombox-doc-es", "usr/share/freedombox/manual/es/*.html"),
           ("debian-edu-doc-es", "usr/share/doc/debian-edu-doc-es/*.html"),
           ("aptitude-doc-es", "usr/share/doc/aptitude/html/es/*.html")),
}


class SoftwareManuals(Source):
    name = "software-manuals"
    licence = "GFDL-1.3+ (LilyPond), CC-BY-SA-4.0 (FreedomBox), GPL-2+ (Debian Edu, aptitude)"
    packages_by_lang = {lang: tuple(p for p, _ in docs) for lang, docs in MANUALS.items()}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for pkg, pattern in MANUALS[lang]:
            if pkg in roots:
                yield from sorted_files(roots[pkg], [pattern, pattern + ".gz"])

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        paras, spoiled = extract_paragraphs(self.read_text(path, lang))
        self.spoiled += spoiled
        yield from paras
