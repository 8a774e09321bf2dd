"""Verification of a span hypothesis: its seeded readings in context must include the spoken words."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from denorm.align import READING_SEEDS, READING_SEEDS_FIRST, align, number_words, variant_words
from denorm.data.errors import VerbalizationError
from denorm.itn.draws import line_draws
from denorm.itn.source import CONTEXT_WORDS
from denorm.text.wellformed import mixed_script

_DIGIT = re.compile(r"\d")
#: Slashes a hypothesis may write that the generator does not read as one: fraction and division slash.
_SLASHES = str.maketrans({"\u2044": "/", "\u2215": "/"})
#: A clock time with impossible minutes ("12:94" for "twelve ninety four", a year): no entity reads it, and
#: the alignment must not either (a score "3:1" it may).
_JOINED_DIGITS = re.compile(r"(?<![\d:])\d{1,2}:[6-9]\d(?![\d:])")
#: A capitalized name put after a hypothesis without digits that fails in its own context.
NAME = "Smith"


def context_line(hypothesis: str, left: Sequence[str], right: Sequence[str],
                 context: int = CONTEXT_WORDS) -> tuple[str, list[str], list[str]]:
    """The hypothesis between at most `context` spoken words on each side: (line, left words, right words)."""
    lo = list(left)[-context:] if context else []
    ro = list(right)[:context] if context else []
    return " ".join([*lo, hypothesis, *ro]), lo, ro


class _DigitEntity:
    """The one digit entity of a hypothesis in its context line, and its readings drawn on demand."""

    def __init__(self, hypothesis: str, line: str, lang: str) -> None:
        self.draws = draws = line_draws(line, lang)
        first = [e for e in draws.entities(0) if e.spoken and _DIGIT.search(draws.written[e.start:e.end])]
        written = draws.written[first[0].start:first[0].end] if len(first) == 1 else ""
        self.single = bool(written) and hypothesis.count(written) == 1
        if self.single:
            self.start, self.end = first[0].start, first[0].end
            i = hypothesis.index(written)
            self.before = tuple(draws.language.strip(hypothesis[:i]).split())
            self.after = tuple(draws.language.strip(hypothesis[i + len(written):]).split())
        #: seed -> the entity's reading in that draw (None: the draw cut the text differently). A dict,
        #: not a list grown in order: two threads reading one cached entity at once only repeat a draw.
        self.readings: dict[int, tuple[str, ...] | None] = {}

    def reading(self, seed: int) -> tuple[str, ...] | None:
        if seed not in self.readings:
            self.readings[seed] = self.draws.reading(seed, self.start, self.end, need_inside=True) or None
        return self.readings[seed]

    def read_as(self, spoken: tuple[str, ...], seeds: range) -> bool:
        """Whether one of these draws reads the hypothesis as `spoken` (words around the entity as themselves)."""
        a, b = len(self.before), len(spoken) - len(self.after)
        if b < a or spoken[:a] != self.before or spoken[b:] != self.after:
            return False  # no draw can help: the words around the entity differ
        target = spoken[a:b]
        if self.draws.fixed(self.start, self.end):  # no draw reads otherwise than draw 0
            return len(seeds) > 0 and self.reading(0) == target
        return any(self.reading(seed) == target for seed in seeds)


@lru_cache(maxsize=4096)
def _digit_entity(hypothesis: str, line: str, lang: str) -> _DigitEntity:
    return _DigitEntity(hypothesis, line, lang)


@lru_cache(maxsize=16384)
def _plain_reads(spoken: tuple[str, ...], line: str, start: int, end: int, lang: str, seeds: int) -> bool:
    """Whether one of `seeds` seeded verbalizations of `line` reads line[start:end] (a hypothesis without
    digits: acronyms, URLs, symbols...) as `spoken`; draws whose entities cross the span's edges do not count.
    Exactly the union of the draws, found sooner: a span no entity class reaches reads as its stripped
    text in every draw, a span whose candidates never read the generator in draw 0 reads as draw 0 in
    every draw (`LineDraws.fixed`), and the draws stop at the first that reads as the words."""
    draws = line_draws(line, lang)
    if not draws.reaches(start, end):
        return tuple(draws.language.strip(draws.written[start:end]).split()) == spoken
    if seeds < 1 or draws.reading(0, start, end) == spoken:
        return seeds >= 1
    return not draws.fixed(start, end) and any(draws.reading(seed, start, end) == spoken
                                               for seed in range(1, seeds))


#: Most seeded draws made in the span's own context before a digit hypothesis is refused (the guard
#: climbs to READING_SEEDS_MAX over whole lines; a span's readings are fewer).
VERIFY_SEEDS_MAX = 128


def _digit_verdict(spoken: tuple[str, ...], hypothesis: str, tries: Sequence[tuple[list[str], list[str]]],
                   lang: str) -> bool | None:
    """True / False when `hypothesis` holds one digit entity in its context line; None to leave it to the
    guard's alignment (several digit entities, or one reaching into the context).

    Each try (context as spoken, capitalized, none) draws seeded readings of the entity in its line: the
    first try up to VERIFY_SEEDS_MAX draws when the words are plausible (`_plausible`), READING_SEEDS_FIRST
    when not; the later tries at most READING_SEEDS. The verdict is whether any of those draws reads as
    the words; draws stop at the first that does, and plausibility is only asked after a miss."""
    plausible: bool | None = None
    for k, (tl, tr) in enumerate(tries):
        entity = _digit_entity(hypothesis, context_line(hypothesis, tl, tr)[0], lang)
        if not entity.single:
            return None
        if entity.read_as(spoken, range(READING_SEEDS_FIRST)):
            return True
        if plausible is None:
            plausible = _plausible(spoken, hypothesis, lang)
        most = VERIFY_SEEDS_MAX if plausible else READING_SEEDS_FIRST
        if entity.read_as(spoken, range(READING_SEEDS_FIRST, min(most, READING_SEEDS) if k else most)):
            return True
    return False


def _plausible(spoken: tuple[str, ...], hypothesis: str, lang: str) -> bool:
    """A cheap necessary condition: every spoken word ("twenty", "five", "liter") is a word some reading
    of the hypothesis uses (`denorm.align.variant_words`: eight readings, the digit groups' cardinals, with
    clock offsets for H:MM), the joiners of numbers and the range words aside. An implausible hypothesis ("3 lbs" for "three
    liter", "220 °F" for "twenty two hundred degrees") gets only the first draws, not the ladder."""
    words = set(spoken) - _aside(lang)
    return not words or words <= variant_words(hypothesis, lang, "time" if ":" in hypothesis else None)


@lru_cache(maxsize=None)
def _aside(lang: str) -> frozenset[str]:
    """Words a reading may say in more ways than eight readings show: the joiners of numbers, the range
    words ("tới" beside "đến" for "0-1") and the decimal links ("восемь и три десятых")."""
    from denorm.data import get_language

    language = get_language(lang)
    return language.number_joiners | language.range_words | language.decimal_links


@lru_cache(maxsize=65536)
def _verifies(spoken: tuple[str, ...], hypothesis: str, left: tuple[str, ...], right: tuple[str, ...],
              lang: str) -> bool:
    line, lo, ro = context_line(hypothesis, left, right)
    # Spoken context is lower case: German nouns and names that an ending or a Roman numeral agrees with
    # do not show. A hypothesis that fails in its context is tried with the context words capitalized,
    # then alone; every try reads the same number, so only endings are relaxed, never values.
    tries = [(lo, ro)] + ([([w.capitalize() for w in lo], [w.capitalize() for w in ro]), ([], [])] if lo or ro else [])
    if _DIGIT.search(hypothesis):
        verdict = _digit_verdict(spoken, hypothesis, tries, lang)
        if verdict is not None:
            return verdict
    else:  # no digit: the words must be one of the span's readings, not just a bag of the right words
        # Abbreviations expand before what they abbreviate for ("ext. 16", "Dr. Smith"): spoken number
        # words and lower-case names do not show it, so a number and a name are tried after the span.
        for tl, tr in [*tries, (lo, ["1"]), (lo, [NAME])]:
            start = len(" ".join(tl)) + (1 if tl else 0)
            text = context_line(hypothesis, tl, tr)[0]
            if _plain_reads(spoken, text, start, start + len(hypothesis), lang, READING_SEEDS):
                return True
        return False
    if _JOINED_DIGITS.search(hypothesis):
        return False
    nums = number_words(lang)
    if any(a == b and a in nums for a, b in zip(spoken, spoken[1:], strict=False)):
        return False  # the guard's alignment may take "uno uno" for a repair: "1 2" is no reading of "uno uno dos"
    words = [*lo, *spoken, *ro]
    alignment = align(line, words, lang)
    if alignment.edits:
        return False
    a, b = len(lo), len(lo) + len(spoken)  # the context words stay themselves: no token straddles the span
    if not all(t.hi <= a or t.lo >= b or a <= t.lo and t.hi <= b for t in alignment.tokens if t.hi > t.lo):
        return False
    return not split_runs(spoken, [(t.lo - a, t.hi - a) for t in alignment.tokens if _DIGIT.search(t.text)], lang)


def split_runs(spoken: Sequence[str], entities: Sequence[tuple[int, int]], lang: str) -> bool:
    """Whether one run of number words (`denorm.itn.runs.number_runs`) is read by two digit entities (their
    words [lo, hi)): "May 18, 61" reads "may eighteen sixty one", but "eighteen sixty one" is one number,
    not a day and a year apart."""
    from denorm.itn.runs import number_runs

    for run in number_runs(spoken, lang):
        if len({e for e in entities if e[0] < run.end and run.start < e[1]}) > 1:
            return True
    return False


def verifies(spoken: Sequence[str], hypothesis: str, left: Sequence[str] = (), right: Sequence[str] = (),
             lang: str = "en") -> bool:
    """Whether `spoken` (the span's words) is one of the readings the generator gives `hypothesis`
    between these context words.

    A hypothesis with one digit entity must be read exactly as one of that entity's full readings in
    context, words before and after the entity as themselves: seeded draws of the context line
    (`denorm.itn.draws`, the draws `denorm.align.line_readings` makes), up to VERIFY_SEEDS_MAX when
    the words are plausible and READING_SEEDS_FIRST when a spoken number word is no word of any reading;
    failing that, with the context capitalized, then alone (German and Russian endings agree with
    words a lowercase three-word context may not show: any ending of the right number passes), at most
    READING_SEEDS draws each. A hypothesis without a digit must be one of READING_SEEDS seeded readings
    of its span (also tried before "1" and before a name). A hypothesis with several digit entities is
    aligned with the words by the guard (`denorm.align.align`): no unexplained edit, the digit entities
    read as sequences, and no token straddles the span's edges. Draws stop at the first that reads as
    the words, so a verdict costs one or a few verbalizations and a refusal the whole ladder. A hypothesis
    that writes a Latin and a Cyrillic letter side by side (denorm.text.wellformed.mixed_script) never passes
    unless a spoken word does too.
    """
    spoken_t = tuple(spoken)
    if not spoken_t or not hypothesis.strip():
        return False
    # a fraction slash is read as the slash it stands for (the generator reads "3⁄2" as "3 2": "three two")
    hyp = hypothesis.strip().translate(_SLASHES)
    if mixed_script(hyp) and not any(map(mixed_script, spoken_t)):
        return False  # "БC" for "бэ си": the generator reads each letter by its name, whatever its script
    lo, ro = tuple(left)[-CONTEXT_WORDS:], tuple(right)[:CONTEXT_WORDS]
    try:
        if _verifies(spoken_t, hyp, lo, ro, lang):
            return not _silent_sign(spoken_t, hyp, lo, ro, lang)
        # an entity that takes in the word before the span ("the 1990s" read "the nineteen nineties", the span
        # "nineteen nineties" after "the"): the same line, read with that word inside
        return bool(lo) and _reaches_left(hyp, lo, ro, lang) and _verifies((lo[-1], *spoken_t), f"{lo[-1]} {hyp}",
                                                                             lo[:-1], ro, lang)
    except VerbalizationError:  # a value the language cannot read ("1111111111111111111111111"): not these words
        return False


#: Signs that change what a number says ("±5", "~5", "#5", "5*"): one a reading passes over was not said.
_SIGNS = re.compile(r"[±~≈†‡′″*#№§+·_]")


def _silent_sign(spoken: tuple[str, ...], hypothesis: str, left: tuple[str, ...], right: tuple[str, ...],
                 lang: str) -> bool:
    """Whether `hypothesis` has a sign whose absence reads the same: the generator reads some signs as nothing
    in some draws ("±5" as "five"), so the words would verify a sign nobody said."""
    if not _SIGNS.search(hypothesis):
        return False
    bare = " ".join(_SIGNS.sub(" ", hypothesis).split())
    return bool(bare) and _verifies(spoken, bare, left, right, lang)


@lru_cache(maxsize=16384)
def _reaches_left(hypothesis: str, left: tuple[str, ...], right: tuple[str, ...], lang: str) -> bool:
    """Whether a digit entity the generator finds in the hypothesis's context line begins in the left context."""
    line, lo, _ = context_line(hypothesis, left, right)
    start = len(" ".join(lo)) + 1
    draws = line_draws(line, lang)
    return any(e.start < start < e.end and _DIGIT.search(draws.written[e.start:e.end]) for e in draws.entities(0))
