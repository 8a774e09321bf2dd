"""Plain cardinals read by value: "thirty six thousand one hundred and ninety three" -> "36,193".

A span that is nothing but cardinal words (and the joiners that add nothing: "and", "und") has one value,
read with the language's own word values (`Language.cardinal_value`) and the usual rules of place:
a part is added only below the lowest place already filled ("twenty" + "five", not "twenty five" +
"five"), "hundred" multiplies what stands before it, a scale word ("thousand", "тысяч", "millionen") closes
a group and comes after larger scales only. Words that do not parse so ("nineteen ninety six", a year said
in pairs; "one two", a code; "four thirty", a time) have no value here and go to the span converter.

Reading by value is also what makes a number right: the written form is the value in the language's
house style, so no reading of it can differ from the words' number. Inflection is not checked (Russian
"две тысяч шестнадцать" is 2016 as the speaker meant it, though not as a grammar book writes it).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from denorm.data.base import Language

#: Scale words close a group: thousand, million, billion, trillion.
SCALES = (10**3, 10**6, 10**9, 10**12)
#: The values of the scale words, "hundred" with them: said alone, one says no exact number ("a thousand").
SCALE_WORD_VALUES = (100, *SCALES)


def _lowest_place(n: int) -> int:
    place = 1
    while n and n % (place * 10) == 0:
        place *= 10
    return place


def cardinal_value(words: Sequence[str], lang: str, ordinal: bool = False) -> int | None:
    """The value of `words` when they are one cardinal number said in words (`ordinal`: one ordinal, its
    last word an ordinal word: "twenty first", "sechshundertfünfzehnte"), else None."""
    from denorm.data import get_language

    language = get_language(lang)
    if not language.place_value_numbers:  # numbers the place rules do not read ("hai mươi mốt"): the language's own
        return language.words_value(words, ordinal)
    values: list[int] = []
    joined = False  # a joiner stands before this word
    for i, w in enumerate(words):
        if w in language.cardinal_joiners and 0 < i < len(words) - 1 \
                and language.joins_number(words[i - 1], w, words[i + 1]):
            joined = True
            continue
        last = ordinal and i == len(words) - 1
        v = language.cardinal_value(w)
        if i == 0 and w in language.scale_articles and len(words) > 2 \
                and language.cardinal_value(words[1]) in SCALE_WORD_VALUES:
            v = 1  # "a hundred and eighty"; "a thousand" alone stays words (below)
        if last:
            v = None if v is not None else language.number_value(w)
        if v is None:
            return None
        if values == [1] and w in language.bare_scale_words:
            return None  # "un cien por ciento" is an article and 100 ("un 100 %"): "cien", "mil" say their own one
        if (values and 20 <= values[-1] < 100 and values[-1] % 10 == 0 and 1 <= v <= 9
                and (language.units_first or language.unit_joiner and not joined)):
            # a unit after a ten: "cento e oitenta uma arma" is 180 and "a", not 181 ("cento e oitenta e uma");
            # "er kaufte zwanzig ein" is 20 and a particle (German says 21 "einundzwanzig")
            return None
        values.append(v)
        joined = False
    if not values or (0 in values and len(values) > 1) or (len(values) == 1 and values[0] in SCALE_WORD_VALUES):
        return None  # "zero five"; a scale word alone ("a thousand", "eine Million") stays words
    total, group, last_scale = 0, 0, None
    for v in values:
        if v in SCALES and (last_scale is None or v < last_scale) and group < 1000:
            total += (group or 1) * v
            group, last_scale = 0, v
        elif v == 100 and group < 100:  # "five hundred", "fourteen hundred", "hundred"
            group = (group or 1) * 100
        elif last_scale is not None and v >= last_scale:
            return None
        elif group == 0 or (v < _lowest_place(group) and group % 100 not in range(10, 20)):
            group += v
        else:
            return None
    return total + group


def ordinal_form(words: Sequence[str], lang: str, after: str = "") -> str | None:
    """The written form of an ordinal said in words ("twenty first" -> "21st", "zwanzigsten" -> "20.",
    "двадцать пятого" -> "25-го"), its figures grouped as the cardinal's ("32.767."), None when `words` are not
    one or the language writes none."""
    from denorm.data import get_language
    from denorm.itn.style import canonical

    value = cardinal_value(words, lang, ordinal=True)
    written = None if value is None else get_language(lang).ordinal_written(value, words[-1], after)
    if written is None or not written.startswith(str(value)):
        return written
    return canonical(str(value), lang) + written[len(str(value)):]  # grouped as a cardinal: "32.767."


def is_sign_word(language: Language, word: str) -> bool:
    """Whether `word` may say a number's sign: a minus (`Language.sign_words`) or a plus (`plus_words`)."""
    return word in language.sign_words or word in language.plus_words


def cardinal_form(words: Sequence[str], lang: str, style: str = "default") -> str | None:
    """The written form of a plain cardinal in the language's house style ("36,193", "68.800", "68 800"),
    with its sign when a sign word says one ("minus fifteen" -> "-15"); None when `words` are not one
    (`cardinal_value`)."""
    from denorm.data import get_language
    from denorm.itn.style import canonical

    language = get_language(lang)
    if len(words) > 1 and is_sign_word(language, words[0]):
        form = cardinal_form(words[1:], lang, style)
        sign = "-" if words[0] in language.sign_words else "+"
        return None if form is None or not form[:1].isdigit() else sign + form
    value = cardinal_value(words, lang)
    if value is None:
        return None
    scale = language.cardinal_value(words[-1]) if len(words) > 1 else None
    if scale is not None and scale >= 10**6 and scale in SCALES and value % scale == 0 and value < 10000 * scale:
        # "11 million", "11 Millionen", "11 миллионов": a round number of millions keeps its scale word, and
        # so do thousands of them ("1500 millones": Spanish says a billion so, the RAE writes it so)
        head = cardinal_value(words[:-1], lang)
        if head is not None and head * scale == value:
            noun = words[-1].capitalize() if language.capitalizes_nouns else words[-1]
            return f"{canonical(str(head), lang, style)} {noun}"
    return canonical(str(value), lang, style)
