"""Verification of a span hypothesis: its readings in context, by the guard's machinery, must include the words."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from denorm.align import (
    READING_SEEDS,
    READING_SEEDS_FIRST,
    READING_SEEDS_MAX,
    align,
    line_readings,
    number_words,
    variant_words,
)
from denorm.itn.source import CONTEXT_WORDS

_DIGIT = re.compile(r"\d")
#: A capitalized name put after a hypothesis without digits that fails in its own context.
NAME = "Smith"


def context_line(hypothesis: str, left: Sequence[str], right: Sequence[str],
                 context: int = CONTEXT_WORDS) -> tuple[str, list[str], list[str]]:
    """The hypothesis between at most `context` spoken words on each side: (line, left words, right words)."""
    lo = list(left)[-context:] if context else []
    ro = list(right)[:context] if context else []
    return " ".join([*lo, hypothesis, *ro]), lo, ro


def _single_entity_readings(hypothesis: str, line: str, lang: str, seeds: int) -> frozenset[tuple[str, ...]] | None:
    """Full spoken readings of `hypothesis` when it holds exactly one digit entity (drawn in the line's
    context by `denorm.align.line_readings`); None when the line cuts differently (several digit
    entities, or an entity reaching into the context)."""
    from denorm.data import get_language

    ents = [e for e in line_readings(line, lang, seeds) if e.readings]
    if len(ents) != 1 or hypothesis.count(ents[0].written) != 1:
        return None
    language = get_language(lang)
    i = hypothesis.index(ents[0].written)
    before = tuple(language.strip(hypothesis[:i]).split())
    after = tuple(language.strip(hypothesis[i + len(ents[0].written):]).split())
    return frozenset(before + r + after for r in ents[0].readings)


@lru_cache(maxsize=16384)
def _plain_readings(line: str, start: int, end: int, lang: str, seeds: int) -> frozenset[tuple[str, ...]]:
    """Spoken readings of line[start:end] (a hypothesis without digits: acronyms, URLs, symbols...) over
    `seeds` seeded verbalizations of the line; draws whose entities cross the span's edges are left out."""
    from denorm.data import get_language, verbalize_full

    language = get_language(lang)
    found: set[tuple[str, ...]] = set()
    for seed in range(seeds):
        v = verbalize_full(line, lang, seed)
        if any(e.start < start < e.end or e.start < end < e.end for e in v.entities):
            continue
        parts, pos = [], start
        for e in v.entities:
            if start <= e.start and e.end <= end:
                parts += [language.strip(v.written[pos:e.start]), e.spoken]
                pos = e.end
        found.add(tuple(" ".join([*parts, language.strip(v.written[pos:end])]).split()))
    return frozenset(found)


#: Most seeded draws made in the span's own context before a digit hypothesis is refused (the guard
#: climbs to READING_SEEDS_MAX over whole lines; a span's readings are fewer).
VERIFY_SEEDS_MAX = 128
#: Draws tried first: the words of a span are most often one of its commonest readings.
FIRST_SEEDS = 2


def _digit_verdict(spoken: tuple[str, ...], hypothesis: str, line: str, lang: str,
                   most: int = VERIFY_SEEDS_MAX) -> bool | None:
    """True / False when `hypothesis` holds one digit entity in `line`; None to leave it to the guard.
    Draws FIRST_SEEDS seeded readings, then four times more while none matches, up to `most`."""
    seeds, last = FIRST_SEEDS, None
    while seeds <= min(most, READING_SEEDS_MAX):
        readings = _single_entity_readings(hypothesis, line, lang, seeds)
        if readings is None:
            return None  # several entities: the guard's alignment decides
        if spoken in readings:
            return True
        if readings == last and seeds > READING_SEEDS:  # four times more draws found nothing new
            return False
        seeds, last = max(seeds * 4, READING_SEEDS_FIRST), readings
    return False


def _plausible(spoken: tuple[str, ...], hypothesis: str, lang: str) -> bool:
    """A cheap necessary condition: every spoken number word ("twenty", "five") is a word some reading
    of the hypothesis uses (`denorm.align.variant_words`, with clock offsets for H:MM). An implausible
    hypothesis gets only the first draws, not the ladder."""
    numbers = set(spoken) & number_words(lang)
    return numbers <= variant_words(hypothesis, lang, "time" if ":" in hypothesis else None)


@lru_cache(maxsize=65536)
def _verifies(spoken: tuple[str, ...], hypothesis: str, left: tuple[str, ...], right: tuple[str, ...],
              lang: str) -> bool:
    line, lo, ro = context_line(hypothesis, left, right)
    # Spoken context is lower case: German nouns and names that an ending or a Roman numeral agrees with
    # do not show. A hypothesis that fails in its context is tried with the context words capitalized,
    # then alone; every try reads the same number, so only endings are relaxed, never values.
    tries = [(lo, ro)] + ([([w.capitalize() for w in lo], [w.capitalize() for w in ro]), ([], [])] if lo or ro else [])
    if _DIGIT.search(hypothesis):
        most = VERIFY_SEEDS_MAX if _plausible(spoken, hypothesis, lang) else READING_SEEDS_FIRST
        for k, (tl, tr) in enumerate(tries):
            verdict = _digit_verdict(spoken, hypothesis, context_line(hypothesis, tl, tr)[0], lang,
                                     most if k == 0 else min(most, READING_SEEDS))
            if verdict is not False:
                break
        if verdict is not None:
            return verdict
    else:  # no digit: the words must be one of the span's readings, not just a bag of the right words
        # Abbreviations expand before what they abbreviate for ("ext. 16", "Dr. Smith"): spoken number
        # words and lower-case names do not show it, so a number and a name are tried after the span.
        for tl, tr in [*tries, (lo, ["1"]), (lo, [NAME])]:
            start = len(" ".join(tl)) + (1 if tl else 0)
            text = context_line(hypothesis, tl, tr)[0]
            if spoken in _plain_readings(text, start, start + len(hypothesis), lang, READING_SEEDS):
                return True
        return False
    words = [*lo, *spoken, *ro]
    alignment = align(line, words, lang)
    if alignment.edits:
        return False
    a, b = len(lo), len(lo) + len(spoken)  # the context words stay themselves: no token straddles the span
    return all(t.hi <= a or t.lo >= b or a <= t.lo and t.hi <= b for t in alignment.tokens if t.hi > t.lo)


def verifies(spoken: Sequence[str], hypothesis: str, left: Sequence[str] = (), right: Sequence[str] = (),
             lang: str = "en") -> bool:
    """Whether `spoken` (the span's words) is one of the readings the generator gives `hypothesis`
    between these context words.

    A hypothesis with one digit entity must be read exactly as one of that entity's full readings in
    context (`denorm.align.line_readings`: seeded draws, 8 then up to VERIFY_SEEDS_MAX while none
    matches and new readings turn up; only 8 when a spoken word is no word of any reading), or out of context (German and Russian endings agree with words a lowercase
    three-word context may not show: any ending of the right number passes), words before and after
    the entity as themselves; a hypothesis without a digit, as one
    of READING_SEEDS seeded readings of its span. A hypothesis with several digit entities is aligned
    with the words by the guard (`denorm.align.align`): no unexplained edit, the digit entities read
    as sequences, and no token straddles the span's edges.
    """
    spoken_t = tuple(spoken)
    if not spoken_t or not hypothesis.strip():
        return False
    return _verifies(spoken_t, hypothesis.strip(), tuple(left)[-CONTEXT_WORDS:], tuple(right)[:CONTEXT_WORDS], lang)
