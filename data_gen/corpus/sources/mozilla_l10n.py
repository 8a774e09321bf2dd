"""Firefox ESR and Thunderbird language packs (firefox-esr-l10n-*, thunderbird-l10n-*: .xpi) -> messages.

A language pack is a zip of Fluent (`.ftl`), `.properties` and `.dtd` files: interface strings,
dialogs, error pages and onboarding text. Technical; read for Vietnamese, which has little text of any
kind, and Spanish (the es-ES packs), which was a little short of sentences.
Licence: MPL-2.0 (Mozilla localizations).
"""

from __future__ import annotations

import re
import zipfile
from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.sources.base import MAX_FILE_BYTES, Source, sorted_files

#: Debian language-pack suffixes per language (package firefox-esr-l10n-<suffix>, thunderbird-l10n-<suffix>).
#: Spanish: only the es-ES packs; es-MX, es-AR and es-CL exist too, but more technical text would push the
#: Spanish share of non-technical sentences below 40% (docs/corpus.md).
PACK_LOCALES: dict[str, tuple[str, ...]] = {"es": ("es-es",), "vi": ("vi",)}
_FTL_MESSAGE = re.compile(r"^(?:-?[A-Za-z][\w-]*|\s+\.[A-Za-z][\w-]*)\s*=\s*(.*)$")
_DTD_ENTITY = re.compile(r"<!ENTITY\s+\S+\s+\"([^\"]*)\"\s*>")
#: Fluent placeables ({ -brand-short-name }, { $count }) and HTML-ish tags inside messages.
_PLACEABLE = re.compile(r"\{[^{}]*\}")
_TAG = re.compile(r"</?[a-zA-Z][^>]*>")
#: Mozilla's printf-like placeholders ("%S", "%1$S", "#1"), which the cleaning rules do not know: dropped here.
_MOZ_PLACEHOLDER = re.compile(r"%(?:\d+\$)?(?:\.\d+)?[SsDd@]|#\d")
_TERM = re.compile(r"\{\s*(-[\w-]+)\s*\}")
#: Fluent terms replaced by the product names they stand for ({app}: Firefox or Thunderbird).
_TERMS = {"-brand-short-name": "{app}", "-brand-shorter-name": "{app}", "-brand-full-name": "{app}",
          "-brand-product-name": "{app}", "-vendor-short-name": "Mozilla"}


def ftl_messages(text: str) -> list[str]:
    """Values of a Fluent file: one-line messages and attributes, with their indented continuation
    lines joined. Selectors and other multi-variant messages come out with their braces (cleaning
    rejects them); a message whose only placeable is a term (`{ -brand-short-name }`) keeps it."""
    out: list[str] = []
    current: list[str] | None = None
    for line in text.splitlines():
        if line.startswith("#") or not line.strip():
            current = None
            continue
        m = _FTL_MESSAGE.match(line)
        if m:
            current = [m.group(1).strip()]
            out.append("")
        elif current is not None and line[:1] in (" ", "\t"):
            current.append(line.strip())
        else:
            current = None
            continue
        out[-1] = " ".join(p for p in current if p)
    return [m for m in out if m]


def pack_messages(name: str, text: str) -> list[str]:
    """The message texts of one file of a language pack, by its extension."""
    if name.endswith(".ftl"):
        return ftl_messages(text)
    if name.endswith(".properties"):
        return [line.partition("=")[2].strip() for line in text.splitlines()
                if "=" in line and not line.lstrip().startswith(("#", "!"))]
    if name.endswith(".dtd"):
        return _DTD_ENTITY.findall(text)
    return []


class MozillaL10n(Source):
    name = "mozilla-l10n"
    licence = "MPL-2.0 (Firefox and Thunderbird localizations)"
    packages_by_lang = {lang: tuple(f"{app}-l10n-{loc}" for loc in locs for app in ("firefox-esr", "thunderbird"))
                        for lang, locs in PACK_LOCALES.items()}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for pkg in self.packages(lang):
            if pkg in roots:
                yield from sorted_files(roots[pkg], ["usr/lib/*/browser/extensions/langpack-*.xpi",
                                                     "usr/lib/*/extensions/langpack-*.xpi"])

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        app = "Thunderbird" if "thunderbird" in path.name else "Firefox"

        def term(m: re.Match[str]) -> str:
            return _TERMS[m.group(1)].format(app=app) if m.group(1) in _TERMS else m.group(0)

        with zipfile.ZipFile(path) as zf:
            for info in sorted(zf.infolist(), key=lambda i: i.filename):
                if info.file_size > MAX_FILE_BYTES or not info.filename.endswith((".ftl", ".properties", ".dtd")):
                    continue
                text = zf.read(info).decode("utf-8", errors="replace")
                for message in pack_messages(info.filename, text):
                    message = " ".join(_TAG.sub(" ", _TERM.sub(term, message).replace("\\n", " ")).split())
                    if _MOZ_PLACEHOLDER.search(message):
                        self.spoiled += 1
                    elif message and not _PLACEABLE.fullmatch(message):
                        yield message
