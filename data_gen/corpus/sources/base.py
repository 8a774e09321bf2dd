"""Base class of a corpus source: which Debian packages it needs and how it turns files into prose."""

from __future__ import annotations

import gzip
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import ClassVar

from denorm.data.corpus.apt import AptCache
from denorm.data.corpus.domains import DEFAULT_DOMAIN

#: Largest file a source reads (bigger ones are counted as bad and skipped).
MAX_FILE_BYTES = 20_000_000


class Source(ABC):
    """One kind of text in Debian packages (help pages, man pages, game catalogs...).

    Subclasses set `name`, `licence` and `packages_by_lang`, and implement `files` and `paragraphs`.
    """

    name: ClassVar[str]
    #: Short licence statement of the packaged text (read from the packages' copyright files).
    licence: ClassVar[str] = ""
    #: Debian packages needed per language code.
    packages_by_lang: ClassVar[dict[str, tuple[str, ...]]] = {}
    #: Tar wildcards of the files to unpack (empty: the whole package with dpkg -x).
    members: ClassVar[tuple[str, ...]] = ()
    #: Legacy encodings tried when a file is not UTF-8, per language.
    fallback_encodings: ClassVar[dict[str, str]] = {"ru": "koi8-r"}
    #: Text domain of the source's sentences (a tag of `domains.DOMAINS`); `domain_of` may refine it.
    domain: ClassVar[str] = DEFAULT_DOMAIN

    def supports(self, lang: str) -> bool:
        return lang in self.packages_by_lang

    def packages(self, lang: str) -> list[str]:
        return list(self.packages_by_lang.get(lang, ()))

    def prepare(self, cache: AptCache, lang: str) -> dict[str, Path]:
        """Fetch what the source needs; {package or index name: directory or file}."""
        return cache.fetch(self.packages(lang), self.members)

    def domain_of(self, path: Path, lang: str) -> str:
        """The text domain of the sentences of one file (default: the source's `domain`)."""
        return self.domain

    @abstractmethod
    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        """The files to read, in a deterministic order."""

    @abstractmethod
    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        """Prose paragraphs of one file (sentence splitting and cleaning come later)."""

    #: Paragraphs the source itself dropped (code, menus...); read after `paragraphs` runs.
    spoiled: int = 0

    def read_text(self, path: Path, lang: str) -> str:
        """File contents as text: gunzipped if .gz or .dz (dictzip), UTF-8 or the language's legacy encoding."""
        if path.stat().st_size > MAX_FILE_BYTES:
            raise ValueError(f"{path} is larger than {MAX_FILE_BYTES} bytes")
        data = gzip.decompress(path.read_bytes()) if path.suffix in (".gz", ".dz") else path.read_bytes()
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            enc = self.fallback_encodings.get(lang)
            if enc is None:
                raise
            return data.decode(enc)


def sorted_files(root: Path, patterns: Iterable[str]) -> list[Path]:
    """Files under root matching any glob pattern, sorted, without duplicates or symlinks."""
    found: set[Path] = set()
    for pat in patterns:
        found.update(p for p in root.glob(pat) if p.is_file() and not p.is_symlink())
    return sorted(found)
