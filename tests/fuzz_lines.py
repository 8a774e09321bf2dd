"""Hostile input lines for translate, and the invariants every output line must keep.

`lines(n, seed)` makes n reproducible lines mixing ASR-style words with what users really paste:
digits and formatted numbers, accented and Russian letters, URLs, e-mails, paths, markup, HTML
entities, code, homoglyph words, emoji, other scripts, control characters, U+FFFD inside words,
lone surrogates, odd spaces, capitals, empty and very long lines. `violations(inp, out)` lists what an
output broke: a line break inside, a digit token, an accented word or a verbatim token of the input
that does not come back in order.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from denorm.text.normalize import foreign_runs
from denorm.text.verbatim import TOKEN, verbatim_spans

WORDS = ("we met at the station and then we went home so i think that is fine okay the report is due on "
         "friday please send it to the whole team before the meeting starts i will call you later tonight "
         "what do you want for dinner my phone number changed last week it costs about").split()
NUMBER_WORDS = "one two three four five twenty thirty hundred thousand first second oh".split()
DIGIT_TOKENS = ["2024", "20 24", "1-31", "0-9", "4:30", "3.14", "1,000", "12345678901234567890", "$25", "50%",
                "#1", "mp3", "covid-19", "10:45pm", "2.5kg", "1st", "(555) 123-4567", "+1", "7", "007", "1/2",
                "3-4", "24/7", "v2.0.1", "x86_64"]
ACCENTED = ["café", "naïve", "résumé", "zoë", "björk", "façade", "jalapeño", "São", "Ångström", "crème",
            "brûlée", "über", "déjà", "éclair", "cafe\u0301", "всё", "ёлка", "Straße", "smørrebrød"]
VERBATIM = ["https://www.example.com/path?q=hello+world#frag", "http://x.org/a_b", "www.example.org",
            "john.doe@example.com", "/usr/local/bin/python3", "C:\\Users\\bob\\file.txt", "notes.txt",
            "Region/City", "<b>", "</b>", "<i>", "</i>", "<br/>", "&amp;", "&lt;", "&gt;", "&#39;", "foo_bar(x)",
            "a==b", "&&", "||", "--help", "C++", "#tag", "@user", "{x}", "[1]", "->", "~/.bashrc", "WEBVTT"]
HOMOGLYPH = str.maketrans({"o": "\u043e", "a": "\u0430", "e": "\u0435", "c": "\u0441", "p": "\u0440"})
OTHER = ["😀", "👨\u200d👩\u200d👧", "שלום", "你好", "مرحبا", "\x07", "\x00", "\ufffd", "\u2028", "\x0c", "™", "→"]
SPACES = [" ", " ", " ", " ", "  ", "\t", "\u00a0", "\u3000"]
PUNCT = [",", ".", "?", "!", ";", ":", "...", " -", '"', "'"]


def _token(rng: random.Random) -> str:
    r = rng.random()
    if r < 0.45:
        return rng.choice(WORDS)
    if r < 0.55:
        return rng.choice(NUMBER_WORDS)
    if r < 0.66:
        return rng.choice(DIGIT_TOKENS)
    if r < 0.74:
        return rng.choice(ACCENTED)
    if r < 0.82:
        return rng.choice(VERBATIM)
    if r < 0.86:
        w = rng.choice([w for w in WORDS if any(c in w for c in "oaecp")])
        return w.translate(HOMOGLYPH) if rng.random() < 0.5 else w[0] + w[1:].translate(HOMOGLYPH)
    if r < 0.90:
        w = rng.choice(WORDS)
        k = rng.randrange(len(w) + 1)
        return w[:k] + rng.choice(["\ufffd", "\ufffd\ufffd\ufffd", "😀"]) + w[k:]
    if r < 0.95:
        return rng.choice(OTHER)
    w = rng.choice(WORDS)
    return w.upper() if rng.random() < 0.5 else w.capitalize()


def line(rng: random.Random, surrogates: bool = False) -> str:
    """One hostile line (lone surrogates only when `surrogates`: text files cannot carry them)."""
    shape = rng.random()
    if shape < 0.04:
        return rng.choice(["", " ", "\t", "   "])
    if shape < 0.06:
        return rng.choice(VERBATIM + DIGIT_TOKENS)
    n = rng.randint(300, 900) if shape < 0.075 else rng.randint(1, 25)
    parts = []
    for _ in range(n):
        t = _token(rng)
        if surrogates and rng.random() < 0.02:
            k = rng.randrange(len(t) + 1)
            t = t[:k] + rng.choice(["\ud800", "\udfff", "\udc80"]) + t[k:]
        if rng.random() < 0.08:
            t += rng.choice(PUNCT)
        parts.append(t)
        parts.append(rng.choice(SPACES))
    text = "".join(parts[:-1])
    if rng.random() < 0.05:
        text = text.upper()
    return text


def lines(n: int, seed: int = 0, surrogates: bool = False) -> list[str]:
    """n reproducible hostile lines."""
    rng = random.Random(seed)
    return [line(rng, surrogates) for _ in range(n)]


@dataclass(frozen=True)
class Item:
    """Something of the input that must come back: `text` at input offset `start` (folded: any case)."""

    start: int
    end: int
    text: str
    kind: str
    any_case: bool = False


def _trim(token: str) -> str:
    return token.strip(".,;:!?\"'()[]{}\u2026 -")


def must_keep(inp: str, lang: str = "en") -> list[Item]:
    """What of `inp` must be in the output, in input order: verbatim tokens and foreign runs as they are,
    tokens with digits (prose punctuation trimmed) as they are, words with letters outside ASCII in any case.
    """
    items = [Item(s, e, inp[s:e], k) for s, e, k in verbatim_spans(inp)]
    runs, _, _ = foreign_runs(inp, lang)
    items += [Item(s, e, inp[s:e], "foreign") for s, e in runs]
    for m in TOKEN.finditer(inp):
        core = _trim(m.group())
        if not core:
            continue
        s = m.start() + m.group().index(core)
        if any(ch.isdigit() for ch in core):
            items.append(Item(s, s + len(core), core, "digits"))
        elif any(ch.isalpha() and ord(ch) > 127 for ch in core):
            items.append(Item(s, s + len(core), core, "letters", any_case=True))
    chosen: list[Item] = []
    for it in sorted(items, key=lambda x: (x.start, -(x.end - x.start))):
        if chosen and it.start < chosen[-1].end:
            continue  # inside an item already kept (a digit inside a URL)
        chosen.append(it)
    return chosen


def violations(inp: str, out: str, lang: str = "en") -> list[str]:
    """What `out` broke of `inp`'s promises (empty: nothing)."""
    if "\n" in out:
        return ["line break in the output"]
    problems = []
    hay, folded = out, _small(out)
    pos = 0
    for it in must_keep(inp, lang):
        k = folded.find(_small(it.text), pos) if it.any_case else hay.find(it.text, pos)
        if k < 0:
            where = "anywhere" if (folded.find(_small(it.text)) if it.any_case else hay.find(it.text)) < 0 \
                else "in order"
            problems.append(f"{it.kind} {it.text!r} not found {where}")
            continue
        pos = k + len(it.text)
    return problems


def _small(text: str) -> str:
    """Small letters, character by character (offsets stay those of `text`)."""
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
