"""Whole numbers, checked: generated numbers said inside real sentences come back right or as words, never mixed.

Each case is a fluent sentence without digits or number words (tests/data/<lang>/outside.written) with one
written entity of a number class (`EntityClass.sample` of the generator: cardinal, ordinal, decimal, year,
money, measure, percent) put between two of its words, read aloud by the generator (`Language.verbalize`,
so German and Russian endings agree with the words around it). A denormalizer writes the spoken line; the
output pieces that stand for the entity's words (the alignment, denorm.text.provenance) are then one of:

- right: the numbers they write are the entity's numbers (values compared, so "1,500" = "1500" and "9th"
  = "9"; a scale word multiplies: "3 million" = "3,000,000");
- reading: other numbers, but ones the words also say (the generator reads them so between the same
  words: "thirty nine sixty six" is 39-66 said without "to", and 3966; "eighty four eighty eight");
- words: no digit at all (a number we are not sure of stays words);
- mixed: digits beside number words of the same entity ("36,001 hundred and ninety three"): any cardinal
  word of it, or another number word with only number words between it and the digits (not Spanish
  "segundo" in "1 metro por segundo": the unit "per second");
- wrong: digits whose values are not the entity's and that are no reading of the words.

The check takes any object with `translate(lines)` returning results with `.output` and `.alignment`, so
the evaluator imports no model code.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

#: The classes whose written forms have values to compare (dates, times and telephone numbers are read
#: in too many orders for values alone to say right or wrong).
CLASSES: tuple[str, ...] = ("cardinal", "ordinal", "decimal", "year", "money", "measure", "percent")
OUTCOMES: tuple[str, ...] = ("right", "reading", "words", "mixed", "wrong")


@dataclass(frozen=True)
class NumberCase:
    """One spoken line and where its entity is."""

    cls: str
    written: str  #: the entity as the generator wrote it
    sentence: str  #: the written sentence with the entity in it
    spoken: str  #: the line as said
    start: int  #: the entity's spoken words [start, end) in `spoken`
    end: int


@dataclass
class NumberCheck:
    """Outcome counts of a check, and a few examples of each bad outcome."""

    lang: str
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(OUTCOMES, 0))
    by_class: dict[str, dict[str, int]] = field(default_factory=dict)
    examples: dict[str, list[str]] = field(default_factory=lambda: {"mixed": [], "wrong": []})

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def add(self, case: NumberCase, outcome: str, output: str) -> None:
        self.counts[outcome] += 1
        self.by_class.setdefault(case.cls, dict.fromkeys(OUTCOMES, 0))[outcome] += 1
        if outcome in self.examples and len(self.examples[outcome]) < 10:
            self.examples[outcome].append(f"{case.cls} {case.written!r}: {case.spoken!r} -> {output!r}")

    def __str__(self) -> str:
        parts = ", ".join(f"{k} {v}" for k, v in self.counts.items())
        return f"numbers {self.lang}: {self.total} cases: {parts}"


# -- values of written numbers -------------------------------------------------------------------------
@dataclass(frozen=True)
class Notation:
    """How a language writes a number: `pattern` finds one, `group` holds its thousands marks (every one is
    dropped), `decimal` is its decimal mark. With `point`, a group mark counts only before three digits and a
    point before other digits is a decimal point ("6.8" as Latin American and software texts write it:
    Spanish, French, Portuguese and Vietnamese group with dots or spaces and write a decimal comma)."""

    pattern: re.Pattern[str]
    group: str
    decimal: str
    point: bool = False

    def plain(self, raw: str) -> str:
        """`raw` with its group marks dropped and a decimal point: "1.500,5" -> "1500.5", "12 500" -> "12500"."""
        if self.point:
            raw = re.sub(rf"[{re.escape(self.group)}](?=[0-9]{{3}}(?![0-9]))", "", raw)
        else:
            raw = re.sub(rf"[{re.escape(self.group)}]", "", raw)
        return raw.replace(self.decimal, ".")


#: Groups of three after a dot, a space or a no-break space ("1.500", "12 500", "1 234 567"), then a decimal
#: comma; or a plain run with a decimal comma or point ("3,5", "6.8") or the parts of a version ("2.4.10"); not
#: digits glued to a letter ("m2", "CO2", "MP3").
_GROUPED_COMMA = re.compile(r"(?<![^\W\d_])(?:[0-9]{1,3}(?:[. \u00a0\u202f][0-9]{3})+(?![0-9])(?:,[0-9]+)?"
                            r"|[0-9]+(?:[.,][0-9]+)*)")
#: Per language: a written number (digits with the language's group and decimal marks) and how to read it.
_NUMBER: dict[str, Notation] = {
    "en": Notation(re.compile(r"(?<![0-9.])\.[0-9]+|[0-9][0-9,]*(?:\.[0-9]+)?"), ",", "."),  # ".22": 0.22
    "de": Notation(re.compile(r"[0-9][0-9.]*(?:,[0-9]+)?"), ".", ","),
    "ru": Notation(re.compile(r"[0-9](?:[0-9\u00a0\u202f ]*[0-9])?(?:[,.][0-9]+)?"), " \u00a0\u202f", ","),
    "es": Notation(_GROUPED_COMMA, ". \u00a0\u202f", ",", point=True),
    "fr": Notation(_GROUPED_COMMA, ". \u00a0\u202f", ",", point=True),
    "pt": Notation(_GROUPED_COMMA, ". \u00a0\u202f", ",", point=True),
    "vi": Notation(_GROUPED_COMMA, ". \u00a0\u202f", ",", point=True),
}
_SCALE_WORDS = {
    "million": 10**6, "millions": 10**6, "billion": 10**9, "trillion": 10**12, "mn": 10**6, "bn": 10**9,
    "M": 10**6, "B": 10**9, "Million": 10**6, "Millionen": 10**6, "Mio": 10**6, "Milliarde": 10**9,
    "Milliarden": 10**9, "Mrd": 10**9, "k": 10**3, "K": 10**3, "млн": 10**6, "млрд": 10**9, "миллион": 10**6, "миллиона": 10**6,
    "миллионов": 10**6, "миллиард": 10**9, "миллиарда": 10**9, "миллиардов": 10**9, "тыс": 10**3,
}
#: Scale words of the other languages, over those above (French "billion" is 10**12; Brazilian "R$ 3 mi", "2 bi"
#: are millions and billions, where English "mi" is a mile, so each language has its own).
_LANGUAGE_SCALE_WORDS: dict[str, dict[str, int]] = {
    "es": {"mil": 10**3, "mil millones": 10**9, "millón": 10**6, "millones": 10**6, "mill": 10**6,
           "billón": 10**12, "billones": 10**12},
    "fr": {"million": 10**6, "millions": 10**6, "milliard": 10**9, "milliards": 10**9, "Md": 10**9,
           "Mds": 10**9, "billion": 10**12, "billions": 10**12},
    "pt": {"mil": 10**3, "milhão": 10**6, "milhões": 10**6, "mi": 10**6, "bilhão": 10**9, "bilhões": 10**9,
           "bi": 10**9, "trilhão": 10**12, "trilhões": 10**12, "tri": 10**12},
    "vi": {"nghìn": 10**3, "ngàn": 10**3, "triệu": 10**6, "tr": 10**6, "tỷ": 10**9, "tỉ": 10**9},
}
_CENT_WORDS = r"cents?|Cent|Rappen|копе\w*|коп\.|цент\w*|p"
_LANGUAGE_CENT_WORDS = {"es": r"|céntimos?|centavos?", "fr": r"|centimes?", "pt": r"|centavos?", "vi": ""}


def _scale_pattern(words: dict[str, int]) -> re.Pattern[str]:
    return re.compile(r"(?:\s?(" + "|".join(sorted((w for w in words if len(w) > 1), key=len, reverse=True))
                      + r")|([kKMB]))(?!\w)\.?")  # a one-letter scale only glued on: "11M", not "1 M p h"


_CENTS = re.compile(rf"\s?(?:{_CENT_WORDS})(?!\w)")
_SCALE = _scale_pattern(_SCALE_WORDS)


@lru_cache(maxsize=16)
def _reading(lang: str) -> tuple[Notation, dict[str, int], re.Pattern[str], re.Pattern[str]]:
    """The language's notation, scale words, scale pattern and cents pattern."""
    if lang not in _LANGUAGE_SCALE_WORDS:
        return _NUMBER[lang], _SCALE_WORDS, _SCALE, _CENTS
    words = {**_SCALE_WORDS, **_LANGUAGE_SCALE_WORDS[lang]}
    cents = re.compile(rf"\s?(?:{_CENT_WORDS}{_LANGUAGE_CENT_WORDS[lang]})(?!\w)")
    return _NUMBER[lang], words, _scale_pattern(words), cents


def values(text: str, lang: str) -> list[float]:
    """The numbers a written text holds, in order, as values (group marks removed, a scale word applied)."""
    notation, scale_words, scales, cents = _reading(lang)
    out = []
    for m in notation.pattern.finditer(text):
        raw = notation.plain(m.group(0).rstrip(notation.group).rstrip("."))
        if raw.count(".") > 1:  # a version or a date-like form: its parts
            out.extend(float(p) for p in raw.split(".") if p)
            continue
        try:
            value = float(raw)
        except ValueError:
            continue
        scale = scales.match(text, m.end())
        if out and cents.match(text, m.end()) and value < 100:  # "78 рублей 96 копеек": 78.96
            out[-1] += value / 100
            continue
        out.append(value * scale_words[scale.group(1) or scale.group(2)] if scale else value)
    return out


# -- cases ------------------------------------------------------------------------------------------
def carriers(lang: str, root: Path) -> list[list[str]]:
    """Sentences of tests/data/<lang>/outside.written with no digit and no number word, as word lists."""
    from denorm.data import get_language

    language = get_language(lang)
    out = []
    for line in (root / lang / "outside.written").read_text(encoding="utf-8").splitlines():
        if any(ch.isdigit() for ch in line):
            continue
        said = language.strip(line).lower().split()
        if said and not any(language.is_number_word(w) for w in said):
            out.append(line.split())
    return out


def number_cases(lang: str, n: int, seed: int, root: Path, classes: Sequence[str] = CLASSES) -> list[NumberCase]:
    """`n` cases: a sampled entity of one of `classes` put into a carrier sentence and said by the generator;
    a sentence whose reading does not keep the entity whole and the carrier words as themselves is skipped."""
    from denorm.data import get_language

    language = get_language(lang)
    rng = random.Random(f"{seed}:{lang}")
    sentences = carriers(lang, root)
    out: list[NumberCase] = []
    tries = 0
    while len(out) < n and tries < 20 * n:
        tries += 1
        cls = classes[tries % len(classes)]
        words = rng.choice(sentences)
        k = rng.randrange(1, len(words))
        written = language.classes[cls].sample(rng)
        left, right = " ".join(words[:k]), " ".join(words[k:])
        sentence = f"{left} {written} {right}"
        try:
            said = language.verbalize(sentence, rng)
        except Exception:  # noqa: BLE001 - a sample the generator cannot read is no case
            continue
        ents = [e for e in said.entities if e.start == len(left) + 1 and e.end == len(left) + 1 + len(written)]
        if len(said.entities) != 1 or not ents:
            continue
        spoken = said.spoken.lower().split()
        before = language.strip(left).lower().split()
        entity = ents[0].spoken.lower().split()
        if spoken[:len(before)] != before or spoken[len(before):len(before) + len(entity)] != entity:
            continue
        out.append(NumberCase(cls, written, sentence, " ".join(spoken), len(before), len(before) + len(entity)))
    return out


#: Whether written text reads as spoken words between context words: (spoken, text, left, right, lang) ->
#: bool; the runtime's verifier (`denorm.itn.verify.verifies`), passed in by the caller (the evaluator
#: does not import the runtime).
Reads = Callable[[Sequence[str], str, Sequence[str], Sequence[str], str], bool]


def outcome(case: NumberCase, output_pieces: Sequence[tuple[str, Sequence[int]]], lang: str,
            reads: Reads | None = None) -> str:
    """right, reading, words, mixed or wrong (module doc) for one case's output pieces (piece, input word
    indexes); without `reads` there is no "reading": other values are wrong."""
    from denorm.data import get_language

    language = get_language(lang)
    span = set(range(case.start, case.end))
    pieces = [(text, ids) for text, ids in output_pieces if span & set(ids)]
    digits = [text for text, _ in pieces if re.search(r"[0-9]", text)]
    if not digits:
        return "words"
    words = case.spoken.split()
    with_digits = {i for text, ids in pieces if re.search(r"[0-9]", text) for i in ids}

    def beside_digits(i: int) -> bool:  # number words (and joiners) all the way from word i to a digit piece
        for step in (-1, 1):
            k = i + step
            while 0 <= k < len(words) and k not in with_digits and (
                    language.is_number_word(words[k]) or words[k] in language.number_joiners):
                k += step
            if k in with_digits:
                return True
        return False

    for text, ids in pieces:
        # a cardinal word anywhere in the entity; another number word (Spanish "segundo" in "un metro por
        # segundo", a unit) only where no other word stands between it and the digits
        if not re.search(r"[0-9]", text) and any(
                language.is_number_word(words[i]) and (language.cardinal_value(words[i]) is not None
                                                       or beside_digits(i)) for i in ids):
            return "mixed"
    text = ""
    for piece, _ in pieces:  # pieces apart where two numbers meet: "16" "42" is not 1642
        text += (" | " if text[-1:].isdigit() and piece[:1].isdigit() else " ") + piece
    got = sorted(abs(v) for v in values(text, lang))
    want = sorted(abs(v) for v in values(case.written, lang))
    if got == want:
        return "right"
    if reads is None:
        return "wrong"

    def read(text: str, ids: Sequence[int]) -> bool:
        said = [words[i] for i in sorted(ids)]
        left, right = words[max(0, min(ids) - 3):min(ids)], words[max(ids) + 1:max(ids) + 4]
        text = text.strip(",;:!?\"'»«“”„()").rstrip(".")
        text = text if text[:1] != "." or text[1:2].isdigit() else text.lstrip(".")  # ".22" keeps its point
        return reads(said, text, left, right, lang) or reads(said, text.lower(), left, right, lang)

    return "reading" if all(read(t, ids) for t, ids in pieces if re.search(r"[0-9]", t)) else "wrong"


def check(denormalizer: Any, cases: Sequence[NumberCase], lang: str, reads: Reads | None = None) -> NumberCheck:
    """Run the cases through `denormalizer.translate` and count the outcomes (`reads`: see `outcome`)."""
    result = NumberCheck(lang)
    outs = denormalizer.translate([c.spoken for c in cases])
    for case, out in zip(cases, outs, strict=True):
        result.add(case, outcome(case, out.alignment or [], lang, reads), out.output)
    return result
