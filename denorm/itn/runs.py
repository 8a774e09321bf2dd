"""Number runs: a number is converted whole or not at all.

Number words are a closed class per language (`Language.number_lexicon`, `is_number_word`, the joiners
"and" / "und" / "point" that belong to a number only where `joins_number` says so). A run is a maximal
sequence of them in a spoken line. The tagger's spans say *what* a number is (year, measure...); the runs
say *where* it is: every span that touches a run is widened to cover it, and spans that touch the same
run become one. So "sixty eight thousand | eight hundred" is never written "68 800" from fragments
("60 8000 800"), and "one one [one] [two]" is never "one one 1 2". A run no span covers is offered to
the converter too (class unknown), unless it is a single word below ten, which stays words.
"""

from __future__ import annotations

import random
import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING

from denorm.core.labels import KEEP, WordLabels, decode_spans, with_span
from denorm.itn.value import SCALE_WORD_VALUES, is_sign_word

if TYPE_CHECKING:
    from denorm.data.base import Language

#: The span class of a run the tagger did not mark: the converter is told "any class".
RUN_CLASS = "number"
#: An untagged run of one word is offered only when its value is at least this ("fifteen", not "two").
SMALLEST_OFFERED = 10
#: Words before two numbers among which a word of `Language.score_words` makes them a score ("со счетом два один").
SCORE_GAP = 3


@dataclass(frozen=True)
class Run:
    """Words [start, end) of one number."""

    start: int
    end: int


def number_runs(words: Sequence[str], lang: str, keep: Sequence[bool] | None = None) -> list[Run]:
    """The maximal runs of number words in `words` (spoken, lower case); a word with keep[i] False (a
    disfluency the tagger drops) ends a run. Joiners count only inside a run, where the language joins. In a
    language that writes a number as one word (German), an article the number does not join starts no run. A
    sign word before a run ("minus") is part of it unless a number or a letter stands before it (a sum, "x
    minus three", "T minus three days"). A run ends where another number starts (`apart`: "the first two", "cento e oitenta uma arma").
    A word that says a digit twice ("double seven": `Language.repeat_words`) is a number word before a digit,
    and a zero word before two number words opens a run ("oh four twenty seven": never "oh 427"); a half or
    quarter said after a number is part of it (`half_after`), and so is a decimal fraction after a link
    (`decimal_link`: "восемь и три десятых")."""
    from denorm.data import get_language

    language = get_language(lang)
    n = len(words)
    keep = keep if keep is not None else [True] * n
    def opening(i: int, w: str) -> bool:  # "double seven"; "oh four twenty seven" (a zero word before two more)
        if w in language.repeat_counts:
            return i + 1 < n and keep[i + 1] and language.digit_value(words[i + 1]) is not None
        return (w in language.zero_words and i + 2 < n and all(keep[i + 1:i + 3])
                and all(language.is_number_word(x) for x in words[i + 1:i + 3]))

    is_number = [keep[i] and (language.is_number_word(w) or opening(i, w)) for i, w in enumerate(words)]
    runs, i = [], 0
    while i < n:
        if not is_number[i]:
            i += 1
            continue
        j = i + 1
        while j < n:
            if is_number[j] and apart(language, words[j - 1], words[j]):
                break  # "pagando primero cuarenta", "cento e oitenta uma arma": another number starts
            if is_number[j]:
                j += 1
            elif (j + 1 < n and keep[j] and is_number[j + 1] and words[j] in language.number_joiners
                  and language.joins_number(words[j - 1], words[j], words[j + 1])):
                j += 2
            elif (h := half_after(language, words, j, keep)) > j:
                j = h  # "two [and a half] million", "одиннадцать [с половиной]": one number with its half
            elif decimal_link(language, words, j, keep):
                j += 1  # "восемь [и] три десятых": a whole part and its tenths
            else:
                break
        if j - i > 1 and article_apart(language, words[i:j]):
            i += 1  # "ein neunzig Zentimeter": an article before a number ("ein hundert" is written "einhundert")
        if j - i > 1 and article_apart(language, words[i:j], last=True):
            j -= 1  # "Kaliber achtzehn ein großes Loch": an article after a number ("tausend ein" is "tausendein")
        if (i and j - i > 1 and keep[i - 1] and words[i - 1] in language.scale_articles
                and language.cardinal_value(words[i]) in SCALE_WORD_VALUES):
            i -= 1  # "a hundred and eighty": the article says its one (`Language.scale_articles`)
        start = i
        if i and keep[i - 1] and is_sign_word(language, words[i - 1]) \
                and sign_said(language, *neighbours(words, i - 1, j), sign=words[i - 1]):
            start = i - 1  # "minus fifteen"; not the sum "five minus three", "x minus three", "T minus three",
            # nor a clock time "dix heures moins cinq"
        runs.append(Run(start, j))
        i = j
    return runs


def half_after(language: Language, words: Sequence[str], j: int, keep: Sequence[bool] | None = None) -> int:
    """The end of a half or quarter said from words[j] on, right after a number ("[and a half]", "[and three
    quarters]", "[с половиной]", "[y medio]": `Language.half_links`, at most HALF_GAP of them, then a word
    of `Language.half_endings`, or a count of quarters before it), else j."""
    halves = language.half_endings
    k = j
    while halves and k < len(words) and k - j < HALF_GAP and words[k] in language.half_links \
            and (keep is None or keep[k]):
        k += 1
    if k == j or k >= len(words):
        return j
    def said_half(word: str) -> bool:  # "half", "einhalb"; not "behalf"
        return word in halves or word.endswith(halves) and language.is_number_word(word)

    if k + 1 < len(words) and (language.cardinal_value(words[k]) or 0) > 1 and said_half(words[k + 1]):
        k += 1  # "and three quarters"
    return k + 1 if said_half(words[k]) and words[k] not in language.half_links and (keep is None or keep[k]) else j


#: Most number words between a decimal link and the denominator that ends the fraction ("и [три] десятых",
#: "и [двадцать пять] сотых").
DECIMAL_GAP = 3


def decimal_link(language: Language, words: Sequence[str], j: int, keep: Sequence[bool] | None = None) -> bool:
    """Whether words[j] joins the number before it to a decimal fraction after it (`Language.decimal_links`:
    "восемь [и] три десятых"): number words, then a denominator of `Language.decimal_words`, within DECIMAL_GAP."""
    if words[j] not in language.decimal_links or (keep is not None and not keep[j]):
        return False
    for k in range(j + 1, min(len(words), j + 2 + DECIMAL_GAP)):
        if keep is not None and not keep[k]:
            return False
        if k > j + 1 and words[k] in language.decimal_words:
            return True
        if not language.is_number_word(words[k]):
            return False
    return False


def no_sign_after(language: Language, word: str) -> bool:
    """Whether a sign word (`Language.sign_words`) after `word` is no number's sign: after a number word (a sum,
    "five minus three"), a lone letter that is no word of the language ("x minus three", "T minus three": a
    formula, a countdown) or an hour noun (a clock time, "dix heures moins cinq")."""
    return (language.is_number_word(word) or len(word) == 1 and word not in language.one_letter_words
            or word in language.hour_nouns)


def neighbours(words: Sequence[str], a: int, b: int) -> tuple[str | None, str | None]:
    """The words right before and right after words[a:b] (None: the line's edge)."""
    return (words[a - 1] if a > 0 else None), (words[b] if b < len(words) else None)


def score_said(language: Language, left: Sequence[str], right: Sequence[str] = ()) -> bool:
    """Whether two numbers between the words `left` and `right` (nearest first on the right) are a score or a
    ratio: a word of `Language.score_words` among the SCORE_GAP words before them ("со счетом два один"), or
    one of `Language.result_words` among those before or after them ("we won three to one", "drei zu eins
    gewonnen") when no unit follows them ("won two to three times")."""
    if set(left[-SCORE_GAP:]) & language.score_words:
        return True
    if not language.result_words or right[:1] and (right[0] in language.unit_words or right[0] in language.time_nouns):
        return False
    return bool((set(left[-SCORE_GAP:]) | set(right[:SCORE_GAP])) & language.result_words)


def sign_said(language: Language, before: str | None, after: str | None, sign: str = "") -> bool:
    """Whether a sign word (`Language.sign_words`) before a number says its sign, between the word `before` it
    and the word `after` the number (None: the line's edge): not after a word that makes it no sign
    (`no_sign_after`), and where the sign word is an everyday word too, only before a unit of
    `Language.signed_units` ("menos quince grados", not "al menos tres"); a plus (`sign` in
    `Language.plus_words`) only before one of `plus_units` ("plus twelve degrees", not "plus five dollars")."""
    if before is not None and no_sign_after(language, before):
        return False
    if sign in language.plus_words:
        return after in language.plus_units
    return not language.signed_units or after in language.signed_units


def ordinal_word(language: Language, word: str) -> bool:
    """Whether `word` is an ordinal of the language ("first", "primero", "zwanzigste"): a number word with a
    value that is no cardinal, and no word a digit is read with (Portuguese "meia" is 6 in "nove meia meia
    um")."""
    return (language.number_value(word) is not None and language.cardinal_value(word) is None
            and word not in _digit_words(language.code))


def apart(language: Language, before: str, word: str) -> bool:
    """Whether the number word `word`, said right after the number word `before`, starts another number:
    a cardinal after an ordinal ("primero cuarenta", "the first two"), and an ordinal after one where no
    ordinal is said in ordinal parts ("sechzehnten siebzehnten", not Spanish "vigésimo primero"); in a
    language that says a unit after a ten with a joiner, a unit after a ten without one ("cento e oitenta uma
    arma": 180 and an article, as denorm.itn.value reads it); a hundreds word after an article ("um duzentos
    e noventa e seis": 296; Portuguese and Spanish say 200-900 in one word, which nothing multiplies). Not a
    digit before a hundreds word: Russian telephone numbers are said "восемь девятьсот шестнадцать ..."."""
    if ordinal_word(language, before):
        return language.cardinal_value(word) is not None or (not language.ordinal_parts
                                                             and ordinal_word(language, word))
    first, second = language.cardinal_value(before), language.cardinal_value(word)
    if first is None or second is None:
        return False
    if language.unit_joiner and 20 <= first < 100 and first % 10 == 0 and 1 <= second <= 9:
        return True
    return first == 1 and before in language.number_homographs and 200 <= second <= 900 and second % 100 == 0


class _Low(random.Random):
    """A generator whose every draw is 0: the rarer reading of a digit, where a language has two ("meia")."""

    def random(self) -> float:
        return 0.0


@lru_cache(maxsize=None)
def _digit_words(lang: str) -> frozenset[str]:
    """The words the language reads the digits 0-9 with, one by one, in either of its ways."""
    from denorm.data import get_language

    language = get_language(lang)
    return frozenset(language.digits("0123456789").split()) | frozenset(language.digits("0123456789", _Low()).split())


def article_apart(language: Language, words: Sequence[str], last: bool = False) -> bool:
    """Whether the first (`last`: the last) of these number words is an article that the number beside it does
    not join, in a language that writes a number as one word: German "ein neunzig" (ein 90), not "ein hundert"
    (einhundert) or "ein und zwanzig" (einundzwanzig); "achtzehn ein großes Loch", not "tausend ein" (tausendein)."""
    from denorm.data.base import Language
    from denorm.itn.value import cardinal_value

    k = -1 if last else 0
    return (len(words) > 1 and words[k] in language.articles
            and type(language).number_spelling is not Language.number_spelling
            and language.number_spelling(words)[k] == words[k]
            and cardinal_value(words, language.code) is None)  # Spanish "nueve mil un": 9001, written apart


def small_single(words: Sequence[str], lang: str) -> bool:
    """A run of one word whose value is below SMALLEST_OFFERED ("two", "ninth", "zwei", "пяти")."""
    if len(words) != 1:
        return False
    from denorm.data import get_language

    value = get_language(lang).number_value(words[0])
    return value is not None and value < SMALLEST_OFFERED


def digits_one_by_one(words: Sequence[str], lang: str) -> bool:
    """Two or more words each under ten and nothing else ("два три", "five six"): said one by one they are
    an estimate ("года два-три назад"), a code or a list, which a run the tagger did not mark cannot tell;
    not "2.3" nor "23"."""
    from denorm.data import get_language

    language = get_language(lang)
    return len(words) > 1 and all((language.cardinal_value(w) or 10) < 10 for w in words)


def lone_scale(word: str, lang: str) -> bool:
    """A scale word alone ("тысячи", "hundred"): "тысячи людей" is many people, not 1000; not one the language
    says exactly (`Language.exact_scales`: Russian "сто")."""
    from denorm.data import get_language

    language = get_language(lang)
    return language.cardinal_value(word) in SCALE_WORD_VALUES and word not in language.exact_scales


def whole_runs(words: Sequence[str], labels: Sequence[WordLabels], lang: str,
               plain: Sequence[bool] | None = None, ok: Sequence[bool] | None = None,
               small: bool = False) -> list[WordLabels]:
    """Labels whose spans cover number runs whole: spans and runs that overlap are merged into one span
    (class: that of its longest tagger span), and a run no span touches becomes a span of RUN_CLASS
    (unless a single word: a scale word alone, a homograph such as "one", or below SMALLEST_OFFERED unless
    `small`, the "digits" style writes small numbers in figures too, or a unit symbol said as a word follows,
    "five ghz": `Language.unit_symbols`, or a measure noun, "two cups": `Language.measure_nouns`, or a unit of
    time with another number of the same duration after it, "drei stunden und zwölf minuten"). Words that are not `plain` (typed by the user) or a cut inside a source
    token (`ok[p]` False) keep a merged span from forming: those spans stay words."""
    from denorm.data import get_language
    from denorm.data.base import CODE_GAP

    n = len(words)
    language = get_language(lang)

    def symbol_after(b: int) -> bool:  # "five ghz": a unit symbol said as a word counts the number, and so does a
        # measure noun ("two cups": `Language.measure_nouns`)
        return b < n and (words[b] in language.unit_symbols or words[b] in language.measure_nouns)

    def duration_after(b: int) -> bool:  # "drei stunden und zwölf minuten": hours, then more of one duration
        # (the prose style writes its parts alike: denorm.itn.prose)
        if not (b + 1 < n and words[b] in language.time_nouns):
            return False
        k = b + 2 if words[b + 1] in language.number_joiners else b + 1
        return k < n and language.cardinal_value(words[k]) is not None

    def scored(a: int) -> bool:  # "со счетом два один": digits said one by one after a score word are a score,
        # and after a code noun a code ("my zip code is nine oh two one oh": `Language.code_nouns`)
        return (score_said(language, words[max(0, a - SCORE_GAP):a])
                or language.code_context(words[max(0, a - CODE_GAP):a]))

    plain = plain if plain is not None else [True] * n
    ok = ok if ok is not None else [True] * (n + 1)
    spans = decode_spans([lab.span for lab in labels])
    runs = number_runs(words, lang, [lab.disfl == KEEP for lab in labels])
    items = sorted([(a, b, cls) for a, b, cls in spans] + [(r.start, r.end, None) for r in runs],
                   key=lambda x: (x[0], x[1]))
    groups: list[list[tuple[int, int, str | None]]] = []
    for item in items:
        if groups and item[0] < max(b for _, b, _ in groups[-1]):
            groups[-1].append(item)
        else:
            groups.append([item])
    out = list(labels)
    for group in groups:
        a, b = min(x[0] for x in group), max(x[1] for x in group)
        tagged = [x for x in group if x[2] is not None]
        if len(tagged) == len(group) == 1:
            continue  # a span without number words: as the tagger has it
        out = with_span(out, a, b, None)
        if tagged:
            cls = max(tagged, key=lambda x: x[1] - x[0])[2]
        elif b - a == 1 and ((small_single(words[a:b], lang) and not small and not symbol_after(b)
                              and not duration_after(b))
                             or lone_scale(words[a], lang) or words[a] in language.number_homographs) \
                or digits_one_by_one(words[a:b], lang) and not scored(a):
            continue
        else:
            cls = RUN_CLASS
        if not (all(plain[a:b]) and ok[a] and ok[b]) or any(out[k].disfl != KEEP for k in range(a, b)):
            continue
        out = with_span(out, a, b, cls)
    return out


def runs_inside(words: Sequence[str], a: int, b: int, lang: str, whole: bool = False) -> list[Run]:
    """The runs of words[a:b] that are not the whole span (`whole`: or are), as positions in `words` (a span
    left as words whose number is converted alone: "[sixty eight thousand eight hundred] square kilometres";
    not an article right after another number, "[cento e oitenta uma] arma", which stays a word;
    a small one too, as the tagger marked it: "[three] through [19%]"; with `whole`, a measure span of the
    number only, its unit outside: "[two hundred] pounds"; a scale word alone only before a unit it counts,
    "cada [cien] kilómetros")."""
    from denorm.data import get_language

    language = get_language(lang)
    homographs = language.number_homographs
    runs = number_runs(words[a:b], lang)
    if runs and runs[0].end - runs[0].start > 1 and is_sign_word(language, words[a + runs[0].start]) \
            and not sign_said(language, *neighbours(words, a + runs[0].start, a + runs[0].end),
                              sign=words[a + runs[0].start]):
        runs[0] = Run(runs[0].start + 1, runs[0].end)  # "T [minus three days]": the number without its sign
    # a plus the slice cut from its unit: "[плюс пять] градусов" is one number, "+5"
    runs = [Run(r.start - 1, r.end) if r.start and words[a + r.start - 1] in language.plus_words
            and sign_said(language, *neighbours(words, a + r.start - 1, a + r.end), sign=words[a + r.start - 1])
            else r for r in runs]
    ends = {r.end for r in runs}
    return [Run(a + r.start, a + r.end) for r in runs
            if (whole or (r.start, r.end) != (0, b - a))
            and not (r.end - r.start == 1 and lone_scale(words[a + r.start], lang)
                     and not unit_after(language, words, a + r.end))  # "cada [cien] kilómetros": a unit counted
            and not (r.end - r.start == 1 and r.start in ends and words[a + r.start] in homographs)]


#: Words between a converted number and a number left as words that still make them look like one amount.
NEAR_GAP = 2
#: The smallest scale that makes an amount of its own after a range word ("до четырех миллионов").
SCALE_AMOUNT = 10**6
#: A written form of digits only, grouped or not ("11", "9 001", "9.001").
_DIGITS = re.compile(r"\d[\d\s.,\u00a0\u202f]*")
#: Words (`Language.half_links`: "and a", "y", "с") between a converted number and the half or quarter said
#: after it, which makes it one number with it ("eleven and a half": never "11 and a half").
HALF_GAP = 2


def beside_number_words(words: Sequence[str], converted: dict[int, int], lang: str,
                        forms: dict[int, str] | None = None) -> set[int]:
    """The starts of converted spans (start -> end) with a number word left as words right beside them,
    directly or across a joiner ("1803 und siebzigste", "5 hundred"): digits beside words of the same
    spoken number make a wrong number, so such a span goes back to words too (repeated until none is).
    The same across a range word ("5 bis zwölf Watt"): a range is written in figures whole or not at all;
    and with a number of more than one word, or of ten and more, left as words at most NEAR_GAP words
    away or across a word and a joiner ("sixty one pounds and 83p", "einhundert euro 99": an amount with
    its cents); "5000 soldiers and two tanks" is two numbers (one below ten or a lone homograph is no part
    of an amount, unless a unit or currency name stands between: "ein Franken 99"). And with its half or
    quarter said after it, left as words ("11 einhalb", "11 and a half", "11 с половиной": one number; a
    span whose written form (`forms`, start -> form) is more than digits keeps it: "5 a 46%" before "meio").
    And after a decimal word said after an article's form of one ("von einer komma 2 Millionen": the number
    is 1,2 Millionen, its one declined like the article; `Language.articles`)."""
    from denorm.data import get_language

    language = get_language(lang)
    inside = {k for a, b in converted.items() for k in range(a, b)}
    units = language.unit_names
    rates = rate_readings(lang)

    def number_left(k: int) -> bool:
        return 0 <= k < len(words) and k not in inside and language.is_number_word(words[k])

    def joiner(k: int) -> bool:
        return 0 <= k < len(words) and k not in inside and words[k] in language.number_joiners

    def last_number(a: int, b: int) -> int:  # the last number word of a span ("[trois cents euros]": "cents")
        return next((k for k in range(b - 1, a - 1, -1) if language.is_number_word(words[k])), a)

    def ranged(k: int, other: int, span: int) -> bool:  # "fünf bis [12]", "un [a 11 %]": a range half in words
        # beside one in figures; not an ordinal beside a cardinal ("[1,5 milliard d'euros] au deuxième
        # trimestre": "au" is no range there)
        return (0 <= k < len(words) and words[k] in language.range_words and number_left(other)
                and ordinal_word(language, words[other]) == ordinal_word(language, words[span]))

    def rate_then_amount(a: int, b: int) -> bool:  # "на [3,2 %] до четырех с половиной миллионов": a rate, then a
        # range word and an amount of its own (a scale, or a unit that is no rate, after it): two quantities ("grew
        # by 3.2% to 4.5 million"), no range whose ends are written alike
        if not forms or not forms.get(a, "").rstrip().endswith(tuple(RATE_SIGNS)):
            return False
        k = b + 1
        while k < len(words) and (number_left(k) or joiner(k)):
            k += 1
        if k == b + 1:
            return False
        after = words[k] if k < len(words) else ""
        return ((language.cardinal_value(words[k - 1]) or 0) >= SCALE_AMOUNT
                or after in units and not any(r.split()[0] == after for r in rates))

    def near(k: int, step: int, own_unit: bool = False) -> bool:  # "sixty one pounds and [83p]", "einhundert euro [99]"
        gap = []
        for _ in range(NEAR_GAP):
            if not 0 <= k < len(words) or k in inside or language.is_number_word(words[k]):
                break
            gap.append(words[k])
            k += step
        if not number_left(k):
            return False
        if step > 0 and " ".join([*gap, words[k]]) in rates:
            return True  # "[39,4] por ciento": its rate said after it ("ciento" says no 100 there)
        if not set(gap) <= units | language.number_joiners | language.list_words:
            return False  # "the hundred metres in [9.58] seconds": a word of no amount between, two numbers
            # (a list's are written alike: "девяносто три и [95]" goes back to words)
        ends = [k]
        while number_left(ends[-1] + step):
            ends.append(ends[-1] + step)
        if step > 0 and times_after(words, ends[-1] + 1, language):
            return False  # "[5] miligramos dos veces": a number of times, no part of the amount
        # "ein Franken [99]": a unit between makes one amount; not "[15] litres avec deux" (a word between), nor
        # "drei Stunden und [22] Minuten" (hours, then a number with a unit of its own: two quantities; "ein
        # Pfund und [37 Pence]" is one amount, £1.37)
        return sizeable(ends) or (bool(units & set(gap)) and not (own_unit and set(gap) & language.hour_nouns))

    def sizeable(ends: list[int]) -> bool:  # a run left as words that can be part of an amount: not "two", "one",
        # nor an ordinal ("au dix neuvième siècle environ [5000] personnes")
        run = [words[i] for i in sorted(ends)]
        return not (small_single(run, lang) or run[0] in language.number_homographs and len(run) == 1
                    or language.cardinal_value(run[-1]) is None and language.number_value(run[-1]) is not None)

    def particle(b: int) -> bool:  # "spielte [250 Millionen Dollar] ein", "[40 mm], un cañón": after a unit,
        # a verb's particle or an article ends the amount
        return (0 < b < len(words) and words[b] in language.verb_particles | language.articles and words[b - 1] in units
                and not number_left(b + 1) and not joiner(b + 1))

    def joined(j: int, k: int, step: int) -> bool:  # a joiner at j, a number left as words from k on, step-wards
        if not (0 <= j < len(words) and words[j] in language.cardinal_joiners and number_left(k)):
            return False  # "sixty one pounds and [83p]"; not "[5000] soldiers and two tanks"
        ends = [k]
        while number_left(ends[-1] + step):
            ends.append(ends[-1] + step)
        return sizeable(ends)

    def minor_after(a: int, b: int) -> bool:  # "[78 604 euros] 34 hércules": a number after the amount's unit
        u = b - 1 if words[b - 1] in units else b if b < len(words) and words[b] in units else None
        if u is None:
            return False
        for k in range(u + 1, min(u + 4, len(words))):
            if language.cardinal_value(words[k]) is not None:  # not "megabits por segundo"
                e = k
                while e < len(words) and (language.is_number_word(words[e]) or words[e] in language.number_joiners):
                    e += 1
                if e == k + 1 and words[k] in language.verb_particles | language.articles:
                    return False  # "spielte [250 Millionen Dollar] ein": a particle or an article ends the amount
                return (minor_gap(language, words[u:k]) and not unit_after(language, words, e)
                        and not times_after(words, e, language))
                # "cinco miligramos dos veces al día": a number of times after a dose, no minor part
        return False

    def minor_before(a: int, b: int) -> bool:  # "un euro con [50] demasiado": the amount's minor part
        if words[b - 1] in units or unit_after(language, words, b) or times_after(words, b, language):
            return False  # "un peso con [99 centavos]": a number with its own unit; "[dos] veces": times
        return any(j > 0 and language.is_number_word(words[j - 1]) and minor_gap(language, words[j:a])
                   for j in range(max(1, a - 3), a))

    halves = language.half_endings
    hyphened = tuple(f"-{h}" for h in halves)

    def priced(a: int) -> bool:  # a converted amount of money ("411 €")
        return bool(forms) and any(unicodedata.category(c) == "Sc" for c in forms.get(a, ""))

    def halved(a: int, b: int) -> bool:  # "[11] einhalb Stunden", "[11] and a half hours": its half as words
        price = priced(a)
        if not halves or language.cardinal_value(words[b - 1]) is None and not price \
                or forms and not _DIGITS.fullmatch(forms.get(a, "0")) and not price:
            return False  # "[11 horas] y media", "[30 %] half of": a form with its unit; but a price's half is
            # its cents ("[411 €] y medio" is 411,50 €), and a bare number's unit is said before its half ("[2]
            # kilos y medio" is 2,5 kg): whole or words
        start = b + 1 if b < len(words) and words[b] in units and forms and _DIGITS.fullmatch(forms.get(a, "")) else b
        for k in range(start, min(start + HALF_GAP + 1, len(words))):  # "[411] euros y medio": past its unit
            if k in inside:
                return False
            if words[k].endswith(halves):  # right after the number only a word that says "and a half" itself
                return k > b or words[k] not in halves and not words[k].endswith(hyphened)
            if k > b and k + 1 < len(words) and words[k + 1].endswith(halves) \
                    and (language.cardinal_value(words[k]) or 0) > 1:
                return True  # "[9] and three quarters": its quarters counted
            if words[k] not in language.half_links:
                return False  # only the language's links between: "and a", "y", "et", "с", "und ein"
        return False

    def decimal_of_one(a: int) -> bool:  # "von einer komma [2 Millionen]": the one said as an article's form
        return (a >= 2 and words[a - 1] in language.decimal_words and words[a - 2] in language.articles
                and a - 2 not in inside)

    dropped: set[int] = set()
    changed = True
    while changed:
        changed = False
        for a, b in converted.items():
            if a in dropped:
                continue
            if number_left(b) and not particle(b) and not article_apart(language, words[a:b + 1], last=True) \
                    and not apart(language, words[b - 1], words[b]) \
                    or number_left(a - 1) and not article_apart(language, words[a - 1:b]) and not apart(language, words[a - 1], words[a]) or (joiner(b) and number_left(b + 1)
                                                        and language.joins_number(words[b - 1], words[b], words[b + 1])) \
                    or (joiner(a - 1) and number_left(a - 2) and language.joins_number(words[a - 2], words[a - 1], words[a])) \
                    or ranged(b, b + 1, last_number(a, b)) and not rate_then_amount(a, b) \
                    or ranged(a - 1, a - 2, a) or ranged(a, a - 1, a) \
                    or joined(b + 1, b + 2, 1) or (a >= 3 and joined(a - 1, a - 3, -1)) \
                    or near(b, 1) or near(a - 1, -1, words[b - 1] in units or unit_after(language, words, b)) \
                    or minor_after(a, b) or minor_before(a, b) or halved(a, b) \
                    or decimal_of_one(a):
                dropped.add(a)
                inside -= set(range(a, b))
                changed = True
    return dropped


#: The signs a number's rate is written with.
RATE_SIGNS = ("%", "\u2030")


@lru_cache(maxsize=None)
def rate_readings(lang: str) -> Mapping[str, str]:
    """How the language says "%" and "‰" ("percent", "por ciento", "pour mille"; `Language.symbols`): reading ->
    sign, "%" first."""
    from denorm.data import get_language

    symbols = get_language(lang).symbols
    out: dict[str, str] = {}
    for sign in RATE_SIGNS:
        for reading in symbols.get(sign, ()):
            out.setdefault(reading, sign)
    return MappingProxyType(out)


def times_after(words: Sequence[str], e: int, language: Language) -> bool:
    """Whether the word at `e` counts how many times (`Language.times_words`: "dos [veces]"): a number before it
    counts repetitions, no part of an amount."""
    return e < len(words) and words[e] in language.times_words


def minor_gap(language: Language, between: Sequence[str]) -> bool:
    """Whether these words, between an amount said in words and a number after it, make that number the amount's minor
    part ("once euros con [cincuenta]", "vingt dollars [cinquante]", "treze reais e [noventa e nove]", "setenta
    dólares estadounidenses con [cincuenta]"): a unit or currency name first (or one of `Language.number_units`, "um
    real e"), then at most two words, the last a unit name or one of the language's `minor_joiners` (Spanish "con",
    Portuguese "e", "com"; not English "and": "twenty kilograms and thirty of them were sold" is two numbers, and
    "twenty dollars and fifty cents" has a unit of its own). Written apart ("11 euros con 50") the two are no right
    number; with a unit of its own after it the number is no minor part ("68,800 square kilometres 26,600 square
    miles": the caller's check)."""
    units = language.unit_names
    return (0 < len(between) <= 3 and (between[0] in units or between[0] in language.number_units)
            and (len(between) == 1 or between[-1] in units | language.minor_joiners))


def unit_after(language: Language, words: Sequence[str], end: int) -> bool:
    """Whether a unit or currency name stands at `end`, right after a number: the number has its own unit."""
    return end < len(words) and words[end] in language.unit_names


def minor_part(words: Sequence[str], runs: Sequence[Run], language: Language) -> bool:
    """Whether a run of a span comes right after a unit or currency name (`minor_gap`) with no unit after it:
    the minor part of one amount ("once euros con cincuenta", "vingt dollars cinquante"), which written alone
    beside the first ("11 euros con 50") is no right number; not a second measure with its own unit
    ("68,800 square kilometres 26,600 square miles")."""
    return any(minor_gap(language, words[r1.end:r2.start]) and not unit_after(language, words, r2.end)
               and not times_after(words, r2.end, language)  # "5 mg dos veces"
               for r1, r2 in zip(runs, runs[1:], strict=False))


_YEAR = re.compile(r"^(1\d{3}|2\d{3})$")
_SHORT_YEAR = re.compile(r"^\d{2}$")


def year_ranges(words: Sequence[str], converted: dict[int, int], forms: dict[int, str],
                lang: str) -> list[tuple[int, int, str]]:
    """Two converted numbers said as a range of years whose second is its last two digits ("two thousand six
    to zero seven": "2006", "07") as one written range: (start, end, "2006\u201307"), the words from the first
    number to the second; the second must follow the first within a century."""
    from denorm.data import get_language

    links = get_language(lang).range_words
    out = []
    starts = sorted(converted)
    for a, a2 in zip(starts, starts[1:], strict=False):  # neighbours
        b = converted[a]
        first, second = forms.get(a, ""), forms.get(a2, "")
        if a2 != b + 1 or words[b] not in links or not _YEAR.match(first) or not _SHORT_YEAR.match(second):
            continue
        end = int(first[:2] + second)
        if 0 < end - int(first) < 100:
            out.append((a, converted[a2], f"{first}\u2013{second}"))
    return out


def minor_of_words(words: Sequence[str], ends: Mapping[int, int], forms: Mapping[int, str],
                   language: Language) -> list[int]:
    """Starts of converted numbers that are the minor part of an amount left as words: a run of number words
    no conversion covers, a currency or unit name and a minor gap (`minor_gap`) or a joiner of minor parts only
    (Spanish "con"), then the number ("o um real e [noventa e nove]", "ochenta y dos con [cuarenta y cuatro]":
    "um real e 99", "ochenta y dos con 44" are no right number; both stay words). Not a number with a unit of its
    own after it unless a minor joiner says it is the amount's ("um real e [cinquenta] centavos")."""
    covered = {i for a in forms for i in range(a, ends.get(a, a + 1))}
    only_minor = language.minor_joiners - language.cardinal_joiners  # "ochenta y dos con [cuarenta y cuatro]"
    runs = number_runs(words, language.code)
    out = []
    for r in runs:
        if any(i in covered for i in range(r.start, r.end)):
            continue
        for c in range(r.end + 1, min(len(words), r.end + 4)):
            gap = words[r.end:c]
            said_minor = minor_gap(language, gap) or gap == [words[r.end]] and gap[0] in only_minor
            if c in forms and forms[c][:1].isdecimal() and said_minor and (
                    gap[-1] in language.minor_joiners or not unit_after(language, words, ends.get(c, c + 1))):
                out.append(c)
    return out


def joined_amounts(words: Sequence[str], ends: Mapping[int, int], forms: Mapping[int, str], lang: str) -> list[int]:
    """Starts of converted bare numbers that are one amount said in two parts with the language's joiner between
    them, where the joiner makes no single number ("seiscentos e trinta e sete [e] noventa e nove": a price
    without its currency, 637,99, or two numbers; "637 e 99" is neither, so both stay words): a number of 100 or
    more in figures, a cardinal joiner, then one of 10-99 in figures counting no unit ("les niveaux 13 et 14",
    "mit 20 und 30 Schuss", "los bolos 7 y 10" are lists of two numbers); or any number, a joiner of a minor
    part only (`Language.minor_joiners`: Spanish "con", "veintiuno con cincuenta"), then one of 10-99."""
    from denorm.data import get_language

    language = get_language(lang)
    out = minor_of_words(words, ends, forms, language)
    if not language.cardinal_joiners and not language.minor_joiners:
        return out
    for a, form in forms.items():
        b = ends.get(a, a + 1)
        c = b + 1
        if not (c in forms and b < len(words) and form.isdecimal() and forms[c].isdecimal()
                and 10 <= int(forms[c]) <= 99 and not unit_after(language, words, ends.get(c, c + 1))):
            continue
        if (words[b] in language.minor_joiners - language.cardinal_joiners
                or words[b] in language.cardinal_joiners and int(form) >= 100):
            out += [a, c]  # "veintiuno con cincuenta": "con" joins no two numbers but an amount and its cents
    return sorted(set(out))
