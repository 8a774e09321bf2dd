"""Spoken e-mail and web addresses: "john dot smith at gmail dot com" -> "john.smith@gmail.com".

An address is found by its separator words, the language's own (`Language.url_words`: "dot", "at",
"dash", "underscore"; German "punkt", "ät"; Russian "точка", "собака"), between parts of Latin letters,
ending in a known top-level domain. To keep ordinary speech ("mail me at home dot com companies") out, an
e-mail needs a local part of two or more parts ("john dot smith"), a web address "www" (said "w w w" or
"www") before it or two dots or more; a span the tagger marked as an e-mail may have a local part of one word
("john at gmail dot com": the tagger's span is the evidence the words alone lack). The written form is verified: one of the generator's readings of it
must be the spoken words, a part spelled or said as a word counting the same ("punkt d e" = "punkt de").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from denorm.core.labels import WordLabels, claim_span

#: Top-level domains an address may end in (the common generic ones and the country codes of our languages
#: and their neighbours).
TLDS = frozenset({"com", "org", "net", "edu", "gov", "mil", "int", "info", "biz", "io", "ai", "app", "dev", "me",
                  "tv", "co", "uk", "us", "ca", "au", "de", "at", "ch", "ru", "ua", "by", "kz", "eu", "fr",
                  "es", "it", "nl", "be", "pl", "cz", "se", "no", "dk", "fi", "pt", "br", "jp", "cn", "in", "vn"})
_PART = re.compile(r"[a-z0-9]+")
#: Separator kinds and how they are written.
WRITTEN = {"dot": ".", "at": "@", "dash": "-", "underscore": "_"}


@dataclass(frozen=True)
class Address:
    """Words [start, end) said as one address, its class ("email" or "url") and written form."""

    start: int
    end: int
    cls: str
    written: str


@lru_cache(maxsize=16)
def _separators(lang: str) -> dict[tuple[str, ...], str]:
    """Spoken separator (as a word tuple) -> its kind, from the language's url_words."""
    from denorm.data import get_language

    out: dict[tuple[str, ...], str] = {}
    for kind, said in get_language(lang).url_words.items():
        if kind in WRITTEN:
            for s in said:
                out[tuple(s.split())] = kind
    return out


def _parse(words: Sequence[str], i: int, seps: dict[tuple[str, ...], str]) -> tuple[list[tuple[str, str, int]], int]:
    """From word i: alternating parts and separators, as (kind, text, words said) items ("part" or a
    separator kind), and the end; single letters in a row make one part ("w w w" -> "www")."""
    items: list[tuple[str, str, int]] = []
    spelled = False  # the last part is single letters so far
    j = i
    longest = max((len(s) for s in seps), default=1)
    while j < len(words):
        after_part = bool(items) and items[-1][0] == "part"
        sep = next(((seps[tuple(words[j:j + n])], n) for n in range(longest, 0, -1)
                    if tuple(words[j:j + n]) in seps), None)
        if sep is not None and after_part:
            items.append((sep[0], WRITTEN[sep[0]], sep[1]))
            j += sep[1]
        elif _PART.fullmatch(words[j]) and after_part and spelled and len(words[j]) == 1 and words[j].isalpha():
            kind, text, n = items[-1]
            items[-1] = (kind, text + words[j], n + 1)  # a spelled letter: "w w w"
            j += 1
        elif _PART.fullmatch(words[j]) and not after_part:
            items.append(("part", words[j], 1))
            spelled = len(words[j]) == 1 and words[j].isalpha()
            j += 1
        else:
            break
    while items and items[-1][0] != "part":  # a trailing separator is no part of the address
        j -= items.pop()[2]
    return items, j


def _form(items: list[tuple[str, str, int]]) -> str:
    return "".join(text for _, text, _ in items)


#: Items (parts and separators) of an e-mail's local part found in running words: "john dot smith".
LOCAL_ITEMS = 3


def find_addresses(words: Sequence[str], lang: str, local_items: int = LOCAL_ITEMS) -> list[Address]:
    """The e-mail and web addresses said in `words` (unverified candidates, left to right, not overlapping);
    `local_items`: the fewest items of an e-mail's local part (1 inside a span the tagger marked as an e-mail)."""
    seps = _separators(lang)
    if not seps:
        return []
    out: list[Address] = []
    i = 0
    while i < len(words):
        items, end = _parse(words, i, seps)
        kinds = [k for k, _, _ in items]
        last = items[-1][1] if items else ""
        dots = kinds.count("dot")
        ok = len(items) >= 3 and last in TLDS and kinds[-2] == "dot"
        if ok and kinds.count("at") == 1:
            at = kinds.index("at")
            local, domain = items[:at], items[at + 1:]
            if len(local) >= local_items and "at" not in [k for k, _, _ in domain]:
                out.append(Address(i, end, "email", _form(items)))
                i = end
                continue
        elif ok and "at" not in kinds and (items[0][1] == "www" or dots >= 2):
            out.append(Address(i, end, "url", _form(items)))
            i = end
            continue
        i += 1
    return out


#: Seeded readings of an address compared with the words.
READINGS = 8


def _letters_merged(words: Sequence[str]) -> tuple[str, ...]:
    """Words with each run of single letters made one word: "w w w dot b b c" -> "www dot bbc" (the
    generator spells short parts, a speaker may say them as words)."""
    out: list[str] = []
    single = False
    for w in words:
        if len(w) == 1 and w.isalpha() and single:
            out[-1] += w
        else:
            out.append(w)
        single = len(w) == 1 and w.isalpha()
    return tuple(out)


@lru_cache(maxsize=4096)
def reads_as(words: tuple[str, ...], written: str, lang: str) -> bool:
    """Whether one of READINGS seeded readings of `written` by the generator is `words`, spelled letters
    and parts said as words counting the same ("d e" = "de")."""
    import random

    from denorm.data import get_language

    language = get_language(lang)
    want = _letters_merged(words)
    for seed in range(READINGS):
        said = language.verbalize(written, random.Random(seed))
        if len(said.entities) == 1 and _letters_merged(said.spoken.split()) == want:
            return True
    return False


def verified_addresses(words: Sequence[str], lang: str, local_items: int = LOCAL_ITEMS) -> list[Address]:
    """`find_addresses` whose written form the generator reads as the words."""
    return [a for a in find_addresses(words, lang, local_items)
            if reads_as(tuple(words[a.start:a.end]), a.written, lang)]


def address_form(words: Sequence[str], lang: str, cls: str | None = None) -> str | None:
    """The written form of `words` when they are exactly one verified address, else None; `cls`: the class the
    tagger gave the words ("email": a local part of one word is enough, "john at gmail dot com")."""
    found = verified_addresses(words, lang, 1 if cls == "email" else LOCAL_ITEMS)
    return found[0].written if len(found) == 1 and (found[0].start, found[0].end) == (0, len(words)) else None


def address_spans(words: Sequence[str], labels: Sequence[WordLabels], lang: str, plain: Sequence[bool],
                  ok: Sequence[bool]) -> list[WordLabels]:
    """Labels with each verified address a span of its class ("email", "url"), replacing the tagger's
    spans that touch it; only over plain words (not typed by the user) and whole input tokens."""
    out = list(labels)
    for adr in verified_addresses(words, lang):
        out = claim_span(out, adr.start, adr.end, adr.cls, plain, ok)
    return out
