"""fortune cookie files (fortunes, fortunes-min, fortunes-<lang>) -> one paragraph per fortune."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.sources.base import Source

#: Fortune directory under usr/share/games/fortunes and packages per language.
#: (fortunes-br installs its one file, "brasil", in the top directory; there is no fortunes-fr in bookworm.)
FORTUNE_DIRS = {"en": "", "de": "de", "ru": "ru", "es": "es", "fr": "fr", "pt": ""}
PACKAGES = {"en": ("fortunes", "fortunes-min"), "de": ("fortunes-de",), "ru": ("fortunes-ru",),
            "es": ("fortunes-es",), "fr": ("fortunes-fr",), "pt": ("fortunes-br",)}
_ATTRIBUTION = re.compile(r"^\s*(?:--|—|–|-\s|~)")
MAX_FORTUNE_CHARS = 1500


def split_fortunes(text: str) -> list[str]:
    """Fortune file text -> one paragraph per fortune, attributions and line breaks removed."""
    out: list[str] = []
    for entry in re.split(r"(?m)^%\s*$", text):
        if len(entry) > MAX_FORTUNE_CHARS:
            continue
        lines = []
        for line in entry.splitlines():
            if _ATTRIBUTION.match(line):
                break  # the attribution ends the quote
            lines.append(line.strip())
        # blank lines inside a fortune separate paragraphs
        for para in re.split(r"\n\s*\n", "\n".join(lines)):
            para = " ".join(para.split())
            if para:
                out.append(para)
    return out


class Fortunes(Source):
    name = "fortunes"
    licence = "public domain / freely redistributable quotations (see debian/copyright of each package)"
    packages_by_lang = PACKAGES
    domain = "quotation"
    fallback_encodings = {"ru": "koi8-r", "de": "latin-1", "es": "latin-1", "fr": "latin-1", "pt": "latin-1"}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for root in roots.values():
            base = root / "usr/share/games/fortunes" / FORTUNE_DIRS[lang]
            if not base.is_dir():
                continue
            for p in sorted(base.iterdir()):
                if p.is_symlink() or not p.is_file() or p.suffix == ".dat" or p.name.startswith("."):
                    continue
                twin = p.with_name(p.name + ".u8")
                if p.suffix != ".u8" and twin.is_file() and not twin.is_symlink():
                    continue  # prefer the UTF-8 twin of a legacy-encoded file
                yield p

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        yield from split_fortunes(self.read_text(path, lang))
