"""Example sentences of the Ding German-English dictionary (dict-de-en, dictd format) -> sentences."""

from __future__ import annotations

import gzip
import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.sources.base import Source

#: Dictionary file whose headwords are in the language (the other side is a translation).
DICT_FILES = {"de": "usr/share/dictd/german-english.dict.dz", "en": "usr/share/dictd/english-german.dict.dz"}
#: Ding markers after or inside a headword: {n} gender, [coll.] register, <...> cross references.
_MARKERS = re.compile(r"\s*(?:\{[^}]*\}|\[[^\]]*\]|<[^>]*>)")
#: "comes/arrives" alternatives of one word: the first one is kept.
_WORD_ALTERNATIVES = re.compile(r"(?<=\w)/\w[\w’'-]*")
_SENTENCE = re.compile(r"[.!?…][\"'”“»’)]*$")


_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def dictd_number(text: str) -> int:
    """A dictd index number (base 64, most significant digit first)."""
    n = 0
    for ch in text:
        n = n * 64 + _B64.index(ch)
    return n


def dictd_headwords(index: str, body: bytes) -> list[str]:
    """Headwords as written (case and punctuation kept), in index order, without repeats.

    The index (`word<TAB>offset<TAB>length`) holds normalized headwords; the first line of each entry
    of the (uncompressed) body holds the headword as written. Long entries wrap their translation
    lines, so the body alone does not tell headwords from continuations.
    """
    seen: set[tuple[int, int]] = set()
    out = []
    for line in index.splitlines():
        parts = line.split("\t")
        if len(parts) < 3 or parts[0].startswith("00-database") or parts[0].startswith("00database"):
            continue
        key = (dictd_number(parts[1]), dictd_number(parts[2]))
        if key in seen:
            continue
        seen.add(key)
        entry = body[key[0]:key[0] + key[1]]
        out.append(entry.split(b"\n", 1)[0].decode("utf-8", errors="replace"))
    return out


def ding_sentences(headwords: list[str]) -> tuple[list[str], int]:
    """(headwords that are sentences, sentences dropped as alternatives or optional parts).

    A headword is a sentence when it has at least three words and final punctuation. Word
    alternatives ("comes/arrives") keep the first; phrase alternatives ("It’s not / It isn’t"),
    optional parts in brackets and unfinished sentences ("Call me curious, but …") are dropped.
    """
    out: list[str] = []
    dropped = 0
    for line in headwords:
        head = _MARKERS.sub("", line).strip()
        if len(head.split()) < 3 or not _SENTENCE.search(head):
            continue
        if " / " in head or "(" in head or ";" in head or head.endswith(("…", "...")):
            dropped += 1
            continue
        out.append(_WORD_ALTERNATIVES.sub("", head))
    return out, dropped


class Ding(Source):
    name = "ding"
    licence = "GPL-2+ (Ding dictionary, Frank Richter, TU Chemnitz; Debian package dict-de-en)"
    domain = "example"
    packages_by_lang = {"de": ("dict-de-en",), "en": ("dict-de-en",)}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for root in roots.values():
            path = root / DICT_FILES[lang]
            if path.is_file():
                yield path

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        index = path.with_name(path.name.removesuffix(".dict.dz") + ".index").read_text(encoding="utf-8")
        body = gzip.decompress(path.read_bytes())
        sentences, dropped = ding_sentences(dictd_headwords(index, body))
        self.spoiled += dropped
        yield from sentences
