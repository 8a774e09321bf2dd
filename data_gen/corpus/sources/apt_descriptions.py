"""Debian package descriptions (apt's Translation-<lang> indexes) -> description paragraphs."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.apt import TRANSLATION_LANGUAGES, AptCache
from denorm.data.corpus.sources.base import Source


def description_paragraphs(text: str | Iterable[str], lang: str) -> tuple[list[str], int]:
    """(prose paragraphs of the long descriptions, paragraphs dropped as lists or verbatim text).

    `text` is the index as one string or as an iterable of lines (a file, for the 40 MB English one).
    """
    field = f"Description-{lang}:"
    paragraphs: list[str] = []
    spoiled = 0
    current: list[str] = []
    bad = False
    in_desc = False

    def flush() -> None:
        nonlocal current, bad, spoiled
        if current:
            if bad:
                spoiled += 1
            else:
                paragraphs.append(" ".join(current))
        current, bad = [], False

    for line in text.splitlines() if isinstance(text, str) else text:
        line = line.rstrip("\n")
        if line.startswith(field):
            flush()
            in_desc = True  # the short description on this line is a title, not a sentence
            continue
        if not line.startswith(" "):
            flush()
            in_desc = False
            continue
        if not in_desc:
            continue
        if line.strip() == ".":
            flush()
        elif line.startswith("  ") or re.match(r"\s+[-*+o•]\s", line):
            bad = True  # verbatim lines and list items
            current.append(line.strip())
        else:
            current.append(line.strip())
    flush()
    return paragraphs, spoiled


class AptDescriptions(Source):
    name = "apt-descriptions"
    licence = "descriptions from the packages' debian/control files (package licences; DDTP translations)"
    packages_by_lang = {lang: () for lang in TRANSLATION_LANGUAGES}

    def prepare(self, cache: AptCache, lang: str) -> dict[str, Path]:
        index = cache.translation_index(lang)
        return {f"Translation-{lang}": index} if index else {}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        return [roots[k] for k in sorted(roots)]

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        with open(path, encoding="utf-8", errors="replace") as fh:  # too big for read_text
            paras, spoiled = description_paragraphs(fh, lang)
        self.spoiled += spoiled
        yield from paras
