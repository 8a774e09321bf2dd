"""World English Bible (sword-text-web: a SWORD zText module of OSIS markup) -> paragraphs."""

from __future__ import annotations

import re
import struct
import zlib
from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.sources.base import Source

MODULE_DIR = "usr/share/sword/modules/texts/ztext/engWEB2015eb"
#: Footnotes, cross references and headings are dropped with their content; other tags are unwrapped.
_DROP = re.compile(r"<(note|title|reference)\b[^>]*>.*?</\1>|<(?:note|title)\b[^>]*/>", re.S)
#: Paragraph and chapter boundaries (OSIS milestones written as empty elements).
_PARAGRAPH = re.compile(r"<div\b[^>]*type=\"x-p\"[^>]*/>|<chapter\b[^>]*/>|<lg\b[^>]*>|</lg>")
_TAG = re.compile(r"<[^>]+>")
_SPACE_BEFORE_PUNCT = re.compile(r"\s+([,.;:!?’”)])")


def ztext_books(bzs: bytes, bzz: bytes, bzv: bytes) -> list[str]:
    """The OSIS text of each block (one book) of a zText testament, verses joined by spaces.

    `.bzs` holds (offset, size, uncompressed size) of each zlib block in `.bzz`; `.bzv` holds
    (block, offset, size) of each verse inside its uncompressed block.
    """
    blocks = [struct.unpack_from("<III", bzs, i) for i in range(0, len(bzs) - 11, 12)]
    plain: dict[int, bytes] = {}
    books: dict[int, list[str]] = {}
    for i in range(0, len(bzv) - 9, 10):
        block, offset, size = struct.unpack_from("<IIH", bzv, i)
        if size == 0 or block >= len(blocks):
            continue
        if block not in plain:
            start, length, _ = blocks[block]
            plain[block] = zlib.decompress(bzz[start:start + length])
        books.setdefault(block, []).append(plain[block][offset:offset + size].decode("utf-8"))
    return [" ".join(verses) for _, verses in sorted(books.items())]


def osis_paragraphs(osis: str) -> list[str]:
    """Plain-text paragraphs of OSIS markup: notes and headings removed, words unwrapped."""
    out = []
    for chunk in _PARAGRAPH.split(_DROP.sub(" ", osis)):
        text = " ".join(_TAG.sub("", chunk).split())
        text = _SPACE_BEFORE_PUNCT.sub(r"\1", text)
        if text:
            out.append(text)
    return out


class WebBible(Source):
    name = "web-bible"
    licence = "public domain (World English Bible, eBible.org; Debian package sword-text-web)"
    domain = "narrative"
    packages_by_lang = {"en": ("sword-text-web",)}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for root in roots.values():
            for testament in ("ot", "nt"):
                path = root / MODULE_DIR / f"{testament}.bzz"
                if path.is_file():
                    yield path

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        bzs, bzv = path.with_suffix(".bzs").read_bytes(), path.with_suffix(".bzv").read_bytes()
        for book in ztext_books(bzs, path.read_bytes(), bzv):
            yield from osis_paragraphs(book)
