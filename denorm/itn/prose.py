"""The prose house style of numbers: which verified conversions stay words in running text (`--style`).

A converted span is always a right number (verification sees to that); whether running text writes it in
digits is a matter of style. "prose" (the default) follows each language's usual rule for running text:

- English, AP Stylebook (numerals, 2020): zero to nine and first to ninth in words ("six gold medals",
  "finished ninth", "number five"), figures from 10 ("11 million", "page 469") and with units, percent,
  money, dates, times, decimals, and for a small number in a range with a larger one ("5 to 15").
- German: Duden sets no threshold ("Zahlen in Ziffern oder Buchstaben", K 163: either form is right; the
  printers' old rule, words to zwölf, is no Duden rule, and figures are preferred in technical, statistical
  and scientific text, "Kurbel mit 2 Wellen", which `--style digits` gives). So the limit is the one German
  text keeps where we counted it: null bis neun and the ordinals to neunte in words ("drei Ränge", "die
  fünfte Generation"), figures from 10 ("10 Sekunden", "12 Metalltanks") and with units, percent, currency,
  dates and times. In the held-out German sentences (tests/data/de/numbers-any and outside, the written
  side) 2 to 9 stand in words 142 times and in figures 73; 10 to 12 in words 3 times and in figures 17.
  Words to zwölf (until 2026-11-27) lost 3 to 12 dWER points on every German set (docs/itn.md).
- Russian, the usual typographic rule (Мильчин, «Справочник издателя и автора», 2014, 5.2): a one-digit
  number may be set either way; words are recommended where a figure would first be read in the wrong case
  (oblique forms without a unit: "восьми патронов", "с тремя друзьями") and at a sentence's start. So
  one-digit cardinals in a nominative form inside a sentence are figures ("вмещает 8 патронов", "3 книги";
  "один" stays a word: "ни один", "один из"), other one-digit cardinals and one-digit ordinals words
  ("девятое место"), figures from 10. A nominative form before a noun that counts in groups ("две сотни", "две
  дюжины") stays words, and so does "две" with no noun after it ("через неделю или две": "две" is no value's
  form, so its noun is elided; "равен 0", "версия — 9" are values).
- Spanish, the press rule of José Martínez de Sousa (Libro de estilo Vocento, 2003, "numeración arábiga":
  concrete quantities above nine in figures): cero to nueve and primero to noveno in words ("tres goles",
  "quedó noveno"), figures from 10 ("12 jugadores", "el 15.º puesto"). The RAE's own recommendation (DPD,
  2005, "números"; Ortografía, 2010, ch. VIII) is wider and meant for literary and other non-technical
  prose: words for every number said in one word (to veintinueve, the round tens and hundreds) or in two
  joined by "y" (to noventa y nueve); transcripts follow the press, as the other languages do.
- French: the Imprimerie nationale (Lexique des règles typographiques, 1990, p. 122) sets no threshold (the
  kind of work decides; one transcription for data of one kind), so the limit is our choice, AP's (a
  common French editorial practice too): zéro to neuf and premier to neuvième in words ("trois candidats",
  "arrivé neuvième"), figures from 10 ("12 candidats", "le 15e") and with units, %, sums, dates and hours.
- Portuguese (Brazil), Manual de Redação e Estilo d'O Estado de S. Paulo (the Senate's manual agrees): um to
  dez in words, figures from 11, ordinals alike ("cinco pães", "terceiro aniversário", "13 meninas",
  "15º ano"); "cem" and "mil" alone stay words anyway (a scale word alone is never a figure here).
- Vietnamese: no Vietnamese style guide we could find sets a threshold, so this is our choice, AP's:
  không to chín and thứ nhất to thứ chín in words ("ba người", "thứ chín"), figures from 10 ("12 người",
  "thứ 15").

In every language a simple fraction below one that counts no unit is words: AP ("fractions": amounts less than
one spelled out, "two-thirds"), Chicago (9.14, "two-thirds of the members"), Duden ("zwei Drittel der
Karten"), Мильчин ("две трети"); with a unit or a whole part it stays in figures ("3/4 cup", "1 1/2 cups").
English joins its words with a hyphen (`Language.fraction_hyphen`).

In every language a number that names rather than counts, after a label noun ("page 5", "chapter 3",
"Seite 12", "Größe 12", "на странице 5", "capítulo 3"), is written in figures whatever its size: Chicago
(17th ed., 9.27: "numerals are used for page numbers, chapter numbers..."), AP ("page 1", "Chapter 1"),
Duden (K 163: "Ziffern ... bei Nummern, Seitenzahlen"), Мильчин 5.2 (номера томов, глав, страниц — цифрами).
English "number" is no label here: the issue this style answers keeps "number five" in words; nor is English
"class" ("taught the class three lessons"). A number written with a leading zero is a code whatever its value
("Hub 01", "Agent 007"): only a code has one.

"digits" writes every verified number in figures (the style of tables and most ASR systems). Written
forms that are not a bare number or ordinal (units, %, money, dates, times, decimals) are figures in both.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from denorm.data.base import Language
    from denorm.itn.runs import Run

#: Style names; the first is the default (denorm.defaults.DEFAULT_STYLE).
STYLES: tuple[str, ...] = ("prose", "digits")
#: A converted span left as words in prose may stand this many words from a larger number of its range.
RANGE_GAP = 2


@dataclass(frozen=True)
class ProseRules:
    """One language's rule: bare numbers and ordinals up to `words_up_to` are written in words."""

    words_up_to: int
    #: a written ordinal, group 1 the number: "9th", "9.", "9-й", "9.º", "9e", "9º", "thứ 9"
    ordinal: re.Pattern[str]
    source: str
    #: words between the numbers of a range, a choice or a sum ("5 to 15", "30 plus 7": AP, figures in
    #: mathematical usage)
    links: frozenset[str] = frozenset()
    #: spoken forms of small cardinals written in figures all the same, inside a sentence (not its first
    #: word): Russian one-digit numbers whose form is the nominative's ("3 книги", but "трёх книг")
    figure_forms: frozenset[str] = frozenset()
    #: nouns that count in groups, after which a figure form stays a word ("две сотни", "две дюжины": a
    #: figure would read "2 сотни", a count of a count)
    count_nouns: frozenset[str] = frozenset()
    #: figure forms that agree with a noun and are no number's citation form (Russian "две": a value is
    #: "два"), written in figures only before a noun ("через неделю или две": the noun is elided)
    agreeing_forms: frozenset[str] = frozenset()
    #: words that tell a clock time by its relation to the hour ("halb acht", "Viertel nach drei"): such a time
    #: without an hour noun is written in words (German)
    relative_clock: frozenset[str] = frozenset()
    #: articles after which an ordinal says a fraction, written in words (AP "fractions"; "a tenth of the
    #: grasslands", "a hundredth", never "a 10th"); an ordinal rank takes "the"
    fraction_articles: frozenset[str] = frozenset()
    #: ... when "of" follows it or nothing does ("a twentieth century invention" is a rank: "20th")
    fraction_links: frozenset[str] = frozenset()


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


@lru_cache(maxsize=None)
def label_nouns(lang: str) -> frozenset[str]:
    """Label nouns (spoken forms) after which a bare cardinal is a name, written in figures ("page 5"): the
    language's `label_nouns` (the generator reads a label after one digit by digit now and then)."""
    from denorm.data import get_language

    return get_language(lang).label_nouns


#: Label nouns written in lower case before their number inside a sentence ("see page 5", "in chapter 3",
#: "смотрите главу 3"), which the tagger may capitalize (its corpora write "Section 5" of an act and "Level 3"
#: of a game as names). English: Chicago 8.180 ("chapter 3"; our corpus: "page 5" 152 times, "Page 5" never;
#: "chapter 3" 141, "Chapter 3" 38); "section", "volume", "table", "figure", "part" are often names and not
#: listed. Russian writes every label noun in lower case; German capitalizes nouns.
LOWER_LABELS: dict[str, frozenset[str] | None] = {
    "en": _words("page pages chapter chapters step line row column verse room lesson"),
    "ru": None,  # all of them
}


def lower_labels(lang: str) -> frozenset[str]:
    """The label nouns of `LOWER_LABELS` in `lang`; none for a language not listed."""
    if lang not in LOWER_LABELS:
        return frozenset()
    return LOWER_LABELS[lang] or label_nouns(lang)


PROSE: dict[str, ProseRules] = {
    "en": ProseRules(9, re.compile(r"^(\d+)(?:st|nd|rd|th)$"), "AP Stylebook",
                     frozenset({"to", "through", "and", "or", "till", "until", "by", "times", "x", "plus", "minus"}),
                     fraction_articles=_words("a an"), fraction_links=_words("of")),
    "de": ProseRules(9, re.compile(r"^(\d+)\.$"), "Duden K 163 (no limit); the one German text keeps",
                     frozenset({"bis", "und", "oder", "mal", "x", "plus", "minus"}),
                     relative_clock=_words("halb viertel dreiviertel vor nach")),
    "ru": ProseRules(9, re.compile(r"^(\d+)-(?:й|я|е|го|му|м|х|ми|ю|ой|ый|ая|ое|ые)$"), "Мильчин 5.2",
                     frozenset({"до", "по", "и", "или", "на", "x", "х", "плюс", "минус"}),
                     _words("ноль нуль два две три четыре пять шесть семь восемь девять"),
                     count_nouns=_words("сотня сотни сотен дюжина дюжины дюжин десяток десятка десятков пара пары "
                                        "пар тройка тройки"),
                     agreeing_forms=_words("две")),
    # "u" is "o" before a word in o- ("siete u ocho"); "del cinco al diez"
    "es": ProseRules(9, re.compile(r"^(\d+)\.?(?:º|ª|er)$"), "Martínez de Sousa, Libro de estilo Vocento",
                     frozenset({"a", "al", "hasta", "y", "o", "u", "por", "x", "más", "menos"})),
    "fr": ProseRules(9, re.compile(r"^(\d+)(?:er|re|e)s?$"), "AP's limit (the Imprimerie nationale sets none)",
                     frozenset({"à", "au", "et", "ou", "sur", "x", "plus", "moins"})),
    "pt": ProseRules(10, re.compile(r"^(\d+)\.?[ºª]s?$"), "Manual de Redação e Estilo do Estadão",
                     frozenset({"a", "até", "e", "ou", "por", "x", "mais", "menos"})),
    "vi": ProseRules(9, re.compile(r"^thứ (\d+)$"), "AP's limit (no Vietnamese guide found)",
                     frozenset({"đến", "tới", "và", "hoặc", "hay"})),
}

_BARE = re.compile(r"^\d+$")


def street_after(right: Sequence[str], language: Language) -> bool:
    """Whether the words `right` after a number open with a one-word street name that is no number and its type
    (`Language.street_nouns`: "[ten] downing street", "[four oh six] main street"): the number is a house's. A
    unit or a noun of time counted by the number is no name ("a [thirty] minute drive", "a [five] mile road")."""
    return (len(right) > 1 and right[1] in language.street_nouns and language.cardinal_value(right[0]) is None
            and right[0] not in language.unit_names | language.time_nouns)

#: A number over another written with a slash ("2/3", "3⁄4", "1/247"): a simple fraction. Below one and counting no
#: unit, running text says it in words (AP "fractions": "two-thirds"; Chicago 9.14; Duden "zwei Drittel"; "две трети").
SLASHED = re.compile(r"(?<![\d/])(\d+)\s?[/\u2044]\s?(\d+)(?![\d/])")


#: A clock time as the languages write one ("12 PM", "0:00 Uhr", "12:00", "12 h", "0h00").
_CLOCK = re.compile(r"\d{1,2}(?:[:h.]\d\d)?\s?(?:AM|PM|Uhr|h)|\d{1,2}[:h]\d\d")


def below_one(form: str) -> bool:
    """Whether a written form is a simple fraction below one ("2/3", "3⁄4"; not "5/3", "1 1/2")."""
    m = SLASHED.fullmatch(form)
    return bool(m) and 0 < int(m.group(1)) < int(m.group(2))


#: A range of two bare numbers: "4-6", "4–6", "4 to 6", "4 bis 6".
_RANGE = re.compile(r"(\d+)(?:\s?[-\u2013]\s?|\s(\w+)\s)(\d+)")


def _small_range(form: str, rules: ProseRules, language: Language) -> bool:
    """Whether `form` is a range of two bare numbers both written in words in prose ("4 to 6", "3-5"), its
    word between one of the language's range words (the caller sees that one was said: "2-1" may be a score),
    counting from one at least."""
    m = _RANGE.fullmatch(form)  # a range from zero is a scale's, in figures ("một thang đo từ 0 tới 1")
    return bool(m and (m.group(2) is None or m.group(2) in language.range_words)
                and 0 < int(m.group(1)) <= rules.words_up_to and int(m.group(3)) <= rules.words_up_to)


def _without_time_noun(form: str, words: Sequence[str], language: Language) -> str:
    """`form` without the unit of the hours, minutes or seconds said as the span's last word ("2 bis 3 Min.",
    "2 bis 3 Minuten" -> "2 bis 3"); as it is otherwise."""
    if not words or words[-1] not in language.time_nouns:
        return form
    head, _, last = form.rpartition(" ")
    return head if head and not any(ch.isdigit() for ch in last) else form


def _time_count(form: str, words: Sequence[str], lang: str, language: Language) -> int | None:
    """`bare_value` of a form, or of a count of hours, minutes or seconds said with its unit ("3 min" for "trois
    minutes" -> 3), zero aside ("0 секунд" is a readout, in figures)."""
    value = bare_value(form, lang)
    if value is not None:
        return value
    count = bare_value(_without_time_noun(form, words, language), lang)
    return count if count else None


def bare_value(form: str, lang: str) -> int | None:
    """The value of a written form that is a bare number or ordinal ("6", "9th", "9.", "9-й", "9.º", "9e", "9º",
    "thứ 9"), else None."""
    if _BARE.match(form):
        return int(form)
    rules = PROSE.get(lang)
    m = rules.ordinal.match(form) if rules else None
    return int(m.group(1)) if m else None


_NUMBER = re.compile(r"\d+")


def _first_number(form: str) -> int | None:
    """The first number written in a form ("19%" -> 19, "$3.50" -> 3), None without a digit."""
    m = _NUMBER.search(form)
    return int(m.group(0)) if m else None


def _linked(words: Sequence[str] | None, end: int, start: int, rules: ProseRules) -> bool:
    """Whether the words between two numbers ([end, start)) make them a range or a choice: at most
    RANGE_GAP words, each a link of the language ("to", "bis", "до"; none: "5-15" said as two numbers)."""
    if not 0 <= start - end <= RANGE_GAP:
        return False
    return words is None or all(w in rules.links for w in words[end:start])


#: Units of time that running text counts in words ("three hours", "fünf Minuten"): no figures for them.
_HOURS = _words("hour hours stunde stunden")
DURATIONS = _HOURS | _words("minute minutes second seconds minute minuten sekunde sekunden")
#: Words between the parts of one duration ("two hours and 15 minutes").
_DURATION_JOINERS = _words("and und")


def _one_duration(words: Sequence[str] | None, end: int, start: int, end2: int, language: Language) -> bool:
    """Whether a number ending at `end` and one at [start, end2) each count a unit of time, one right after the
    other or across "and": parts of one duration ("2 hours 15 minutes", "2 Stunden und 15 Minuten", "3 heures et
    12 minutes"), written alike."""
    if words is None or not (end < len(words) and end2 < len(words)):
        return False
    units = DURATIONS | language.time_nouns
    links = _DURATION_JOINERS | language.cardinal_joiners | language.list_words
    return (words[end] in units and words[end2] in units
            and (start == end + 1 or start == end + 2 and words[end + 1] in links))


def _clock_time(words: Sequence[str] | None, end: int, start: int, hours: frozenset[str]) -> bool:
    """Whether a number ending at `end` and one starting at `start` are the hour and the minutes of one clock
    time said with an hour noun between them ("ocho horas treinta", "huit heures trente"): written alike."""
    return words is not None and start == end + 1 and end < len(words) and words[end] in hours


@lru_cache(maxsize=None)
def hour_words(lang: str) -> frozenset[str]:
    """The language's nouns of an hour (`Language.hour_nouns`) and the units of time that are hours."""
    from denorm.data import get_language

    return get_language(lang).hour_nouns | _HOURS


@lru_cache(maxsize=None)
def measure_words(lang: str) -> frozenset[str]:
    """The language's unit and currency names (`Language.unit_words`) but units of time, its unit symbols
    said as one word ("ghz": `Language.unit_symbols`) and its measure nouns ("cups": `Language.measure_nouns`):
    a small number said before one is a measure, written in figures in prose."""
    from denorm.data import get_language

    language = get_language(lang)
    timeless = language.unit_words - DURATIONS - language.time_nouns
    return timeless | frozenset(language.unit_symbols) | language.measure_nouns


def left_as_words(spans: Sequence[tuple[int, int, str]], lang: str, style: str,
                  words: Sequence[str] | None = None) -> set[int]:
    """The start positions of converted spans (start, end, written form) of one line that `style` writes
    in words: in prose, a clock time said with no number ("at noon", "at midnight": AP writes them so, never
    "12 PM"),
    a simple fraction below one not before a unit word ("two thirds of them": `below_one`),
    a bare small number or ordinal not before a unit word (`measure_words`) with no
    larger number, or number with a unit, linked
    to it by a range word (`words`: the line's spoken words; "between 5 and 15", "8 bis 12 PS"), counting
    another unit of one duration ("2 hours 15 minutes") or the minutes of its hour ("ocho horas treinta"),
    and no label noun before it ("page 5": `label_nouns`)."""
    if style not in STYLES:
        raise ValueError(f"unknown style {style!r}; known: {', '.join(STYLES)}")
    rules = PROSE.get(lang)
    if style == "digits" or rules is None:
        return set()
    from denorm.data import get_language
    from denorm.itn.runs import number_runs

    language = get_language(lang)
    every = [(a, b) for a, b, _ in spans]
    runs = number_runs(words, lang) if words is not None else []
    said = _number_ends(runs, every)
    # "3 min" for "trois minutes": a small count of hours, minutes or seconds is a bare number here (prose
    # counts time in words: "three hours", "fünf Minuten"), but zero, a readout ("0 секунд")
    values = [(a, b, _time_count(form, words[a:b], lang, language) if words is not None else bare_value(form, lang),
               _first_number(form)) for a, b, form in spans]
    labels = label_nouns(lang)
    units = measure_words(lang)
    hours = hour_words(lang)
    # "10 Meter", "5 kilometres": a number with a unit left as a word is in figures too
    measured = {a for a, b, _, _ in values if words is not None and b < len(words) and words[b] in units}
    # "two thirds of the tickets": a fraction below one counting no unit is words, and no larger number for
    # the numbers beside it ("nine and three quarters hours")
    out = {a for a, _, form in spans if a not in measured and below_one(form)}
    if words is not None:  # "at noon", "at midnight": no number said, none written (AP "noon", "midnight")
        out |= {a for a, b, form in spans if _CLOCK.fullmatch(form)
                and not any(language.is_number_word(w) or any(c.isdigit() for c in w) for w in words[a:b])}
        # "um halb acht", "um Viertel nach drei": a clock time said by its relation to the hour, with no hour
        # noun, is written so in running German (Duden: "um halb acht", but "um 19.30 Uhr")
        out |= {a for a, b, form in spans if rules.relative_clock and _CLOCK.fullmatch(form)
                and set(words[a:b]) & rules.relative_clock and not set(words[a:b]) & language.hour_nouns
                and not (language.clock_suffix and language.clock_suffix in form.split())}
    values = [x for x in values if x[0] not in out]
    spans = [x for x in spans if x[0] not in out]
    for (a, b, v, _), (_, _, form) in zip(values, spans, strict=True):
        if words is not None and 0 < a <= len(words) and words[a - 1] in rules.fraction_articles \
                and rules.ordinal.match(form) and (b >= len(words) or words[b] in rules.fraction_links):
            out.add(a)  # "a tenth of the grasslands": a fraction, in words
            continue
        if (v is None and words is not None and a not in measured and not rules.figure_forms
                and not (0 < a <= len(words) and words[a - 1] in labels)
                and set(words[a:b]) & language.range_words
                and _small_range(_without_time_noun(form, words[a:b], language), rules, language)):
            out.add(a)  # "serves four to six people": a range of small numbers counting no unit (Chicago 9.2), or
            # counting hours, minutes or seconds, which running text counts in words ("zwei bis drei Minuten")
            continue
        if v is None or v > rules.words_up_to or a in measured:
            continue
        if len(form) > 1 and form.startswith("0") and _BARE.match(form):
            continue  # "Hub 01", "Agent 007": a leading zero is a code's, never a count's
        if (words is not None and 0 < a and b == a + 1 and words[a] in rules.figure_forms and _BARE.match(form)
                and not (b < len(words) and words[b] in rules.count_nouns)
                and not (words[a] in rules.agreeing_forms and (b == len(words) or words[b] not in rules.links
                                                                 and words[b] in language.comma_lower_words))):
            continue  # "вмещает 8 патронов": Мильчин's words are for oblique forms ("восьми патронов"); a number
            # before a noun that counts in groups stays a word ("две сотни микросхем"), and so does "две" counting
            # no noun after it ("через неделю или две"; "равен 0", "версия — 9" are values, in figures)
        if words is not None and any(_linked(words, b, a2, rules) or _linked(words, b2, a, rules)
                                     for a2, b2, _, _ in values if a2 in measured):
            continue  # "7 by 7 meters": linked to a measure
        if words is not None and 0 < a <= len(words) and words[a - 1] in labels and _BARE.match(form):
            continue  # "page 5", "Seite 12": a number that names
        if words is not None and _BARE.match(form) and street_after(words[b:b + 2], language):
            continue  # "10 Downing Street": a house number (AP "addresses": figures)
        # a larger number right before it is no range ("cuarenta uno", "cento e oitenta uma arma": 40, 180
        # and another number): a range said without a link goes up ("five fifteen")
        near_larger = any(n2 is not None and (n2 > rules.words_up_to or v2 is None)
                          and (b2 < a and _linked(words, b2, a, rules) or _linked(words, b, a2, rules)
                               or _one_duration(words, said.get(a, b), a2, said.get(a2, b2), language)
                               or _one_duration(words, said.get(a2, b2), a, said.get(a, b), language)
                               or _clock_time(words, b, a2, hours) or _clock_time(words, b2, a, hours))
                          for a2, b2, v2, n2 in values)
        if not near_larger:
            out.add(a)
    if words is not None:
        out |= _durations_in_words(words, every, out, runs, said, language)
    return out


def _number_ends(runs: Sequence[Run], spans: Sequence[tuple[int, int]]) -> dict[int, int]:
    """Start -> end of the number words (`runs`, the line's `number_runs`) that open each span ("[пять] секунд" of
    a span "пять секунд" written "5 сек."): a form with its unit still counts the unit said after its number
    (`_one_duration`)."""
    ends = {r.start: r.end for r in runs}
    return {a: ends[a] for a, b in spans if a in ends and ends[a] < b}


def _durations_in_words(words: Sequence[str], spans: Sequence[tuple[int, int]], out: set[int],
                        runs: Sequence[Run], said: dict[int, int], language: Language) -> set[int]:
    """Starts of converted spans that are parts of one duration with a part left as words ("за три часа
    двенадцать минут и [пять] секунд", the last too small to be offered): all its parts are written alike, in
    words (`_one_duration`), never "3 часа 12 минут и пять секунд"; `runs` and `said` as `left_as_words` found
    them (the line's `number_runs`, `_number_ends`)."""
    inside = {i for a, b in spans for i in range(a, b)}
    spans = [(a, said.get(a, b)) for a, b in spans]
    left = [(r.start, r.end) for r in runs if not inside & set(range(r.start, r.end))]
    left += [(a, b) for a, b in spans if a in out]
    found: set[int] = set()
    changed = True
    while changed:
        changed = False
        for a, b in spans:
            if a not in out and a not in found and any(
                    _one_duration(words, b, c, d, language) or _one_duration(words, d, a, b, language)
                    for c, d in left):
                found.add(a)
                left.append((a, b))
                changed = True
    return found
