"""FreeOrion space-empire game (freeorion-data stringtables: the in-game encyclopedia) -> paragraphs."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.sources.base import Source

STRINGTABLES = "usr/share/games/freeorion/default/stringtables"
#: Only descriptions (keys ending in _DESC: species, technologies, buildings, ship parts, monsters...)
#: are read; interface labels and options are left out.
_DESCRIPTION_KEY = re.compile(r"^(?!OPTIONS_)[A-Z0-9_]+_DESC$")
#: References to other entries ("[[SP_HUMAN]]", "[[tech LRN_ALGO_ELEGANCE]]"), replaced by their names.
_REFERENCE = re.compile(r"\[\[(?:[a-z_]+ )?([A-Z0-9_]+)\]\]")
_TAGS = re.compile(r"</?[a-z]+(?:\s[^>]*)?>|<rgba[^>]*>|</rgba>")


def stringtable_entries(text: str) -> list[tuple[str, str]]:
    """(key, value) pairs of a FreeOrion stringtable.

    The first line names the language; then each entry is a KEY line followed by its value, either
    one line or a block between triple quotes. `#` lines are comments.
    """
    lines = text.splitlines()
    out: list[tuple[str, str]] = []
    i = 1
    while i < len(lines):
        key = lines[i].strip()
        i += 1
        if not key or key.startswith("#"):
            continue
        if i >= len(lines):
            break
        value = lines[i]
        if value.startswith("'''"):
            block = [value[3:]]
            while not block[-1].rstrip().endswith("'''") and i + 1 < len(lines):
                i += 1
                block.append(lines[i])
            block[-1] = block[-1].rstrip().removesuffix("'''")
            value = "\n".join(block)
        out.append((key, value))
        i += 1
    return out


class FreeOrion(Source):
    name = "freeorion"
    licence = "GPL-2+ / CC BY-SA 3.0 (FreeOrion project; Debian package freeorion-data)"
    domain = "encyclopedic"
    #: es and fr stringtables are partly translated (the rest stays English and is language-filtered away).
    packages_by_lang = {lang: ("freeorion-data",) for lang in ("en", "de", "ru", "es", "fr")}
    members = ("*/stringtables/*.txt", "*/copyright")

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for root in roots.values():
            path = root / STRINGTABLES / f"{lang}.txt"
            if path.is_file():
                yield path

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        entries = stringtable_entries(self.read_text(path, lang))
        names = {k: v for k, v in entries if "\n" not in v and len(v) <= 60}

        def name_of(m: re.Match[str]) -> str:
            return names.get(m.group(1), m.group(0))

        for key, value in entries:
            if not _DESCRIPTION_KEY.match(key):
                continue
            for para in _REFERENCE.sub(name_of, value).split("\n"):
                para = " ".join(_TAGS.sub("", para).split())
                if para:
                    yield para
