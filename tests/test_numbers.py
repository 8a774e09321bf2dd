"""Numbers whole, right and in house style (issue 26): runs, values, prose style, and the property check."""

from __future__ import annotations

from pathlib import Path

import pytest
from denorm.eval.numbers import NumberCase, number_cases, outcome, values

from denorm.itn.prose import left_as_words
from denorm.itn.runs import Run, number_runs
from denorm.itn.value import cardinal_form, cardinal_value, ordinal_form

DATA = Path(__file__).parent / "data"

# -- the language layer: number words, joiners, German compounds ------------------------------------
RUNS = [
    ("en", "he served from nineteen ninety six to nineteen ninety nine", [(3, 6), (7, 10)]),
    ("en", "again from two thousand and nine to twenty twenty one", [(2, 6), (7, 10)]),
    ("en", "between five and six people", [(1, 2), (3, 4)]),  # "and" joins after a scale word only
    ("en", "about a hundred and eighty pounds", [(1, 5)]),  # "a" says the one of "a hundred and eighty"
    ("en", "about a thousand people", [(2, 3)]),  # ... but a scale word alone stays alone
    ("en", "two point five percent", [(0, 3)]),
    ("en", "nineteen oh five", [(0, 3)]),
    ("en", "the code is one one one two", [(3, 7)]),
    ("en", "the lake covers sixty eight thousand eight hundred square kilometres", [(3, 8)]),
    ("de", "von ein tausend acht hundert ein und sechzig bis ein tausend acht hundert drei und siebzigste",
     [(1, 8), (9, 16)]),
    ("de", "fünf und zwanzig böllern und drei", [(0, 3), (5, 6)]),
    ("de", "zwei komma fünf liter", [(0, 3)]),
    ("de", "ein neunzig zentimeter langes stück", [(1, 2)]),  # an article before a number it does not join
    ("de", "mit dieser kaliber achtzehn ein großes loch", [(3, 4), (4, 5)]),  # ... or after it
    ("de", "tausend ein nacht", [(0, 2)]),  # tausendein
    ("de", "er hat ein und zwanzig bücher", [(2, 5)]),  # einundzwanzig
    ("de", "es kostet ein hundert euro", [(2, 4)]),  # einhundert
    ("en", "one ninety five", [(0, 3)]),  # English writes no compounds: "one" stays in the run
    ("en", "it fell to minus fifteen degrees", [(3, 5)]),  # a sign word starts the run
    ("en", "seven minus three is four", [(0, 1), (2, 3), (4, 5)]),  # ... not in a sum
    ("en", "in t minus three days", [(3, 4)]),  # ... nor after a letter
    ("ru", "штраф минус двадцать к ловкости", [(1, 3)]),
    ("ru", "площадь озера шестьдесят восемь тысяч восемьсот квадратных километров", [(2, 6)]),
    ("ru", "сорок три запятая пять", [(0, 4)]),
    ("ru", "от двадцати двух до пятидесяти двух минут", [(1, 3), (4, 6)]),
    ("es", "pagando primero cuarenta créditos", [(1, 2), (2, 3)]),  # an ordinal ends its run
    ("en", "the first two chapters", [(1, 2), (2, 3)]),
    ("de", "den sechzehnten siebzehnten jahrhunderten", [(1, 2), (2, 3)]),  # ... and so does an ordinal's
    ("ru", "пятый шестой и седьмой", [(0, 1), (1, 2), (3, 4)]),
    ("es", "el vigésimo primero", [(1, 3)]),  # ... but not where ordinals are said in ordinal parts: 21.º
    ("pt", "o décimo terceiro", [(1, 3)]),
    # a unit after a ten said without the joiner the language says it with is another number ("uma": an article)
    ("pt", "fazem da cento e oitenta uma arma", [(2, 5), (5, 6)]),
    ("pt", "fazem da cento e oitenta e uma armas", [(2, 7)]),
    ("es", "tengo cuarenta uno", [(1, 2), (2, 3)]),
    ("es", "en nueve mil un megavatios", [(1, 4)]),  # 9001: Spanish writes a number's words apart
    ("en", "forty one", [(0, 2)]),  # English says no joiner there
    # a hundreds word after a unit: "um" is an article before 296 (200-900 are one word, multiplied by nothing)
    ("pt", "encontrei um duzentos e noventa e seis", [(1, 2), (2, 7)]),
    ("ru", "восемь девятьсот шестнадцать", [(0, 3)]),  # a telephone number's first digits are not apart
    ("en", "two hundred", [(0, 2)]),
    ("en", "the twenty first century", [(1, 3)]),  # a cardinal before an ordinal is one number
    ("ru", "сорок тысяч трехтысячных", [(0, 3)]),  # a fraction: its ordinal last
    # a half or quarter said after a number is part of its run (Language.half_links, half_endings)
    ("en", "the trip took one and a half hours", [(3, 7)]),
    ("en", "it costs two and a half million dollars", [(2, 7)]),
    ("en", "rates rose by one and three quarters percent", [(3, 7)]),
    ("en", "on behalf of one and a behalf", [(3, 4)]),  # "behalf" says no half
    ("en", "one and a dog", [(0, 1)]),
    ("en", "call me on double seven nine oh one", [(3, 8)]),  # "double" says a digit twice
    ("en", "a double room for two", [(4, 5)]),
    ("en", "my card expires in oh four twenty seven", [(4, 8)]),  # a zero word opens the run
    ("en", "oh five people came", [(1, 2)]),  # ... before two number words only: "oh" is a word too
    ("ru", "рост на двенадцать с половиной процентов", [(2, 5)]),
    ("es", "dos millones y medio de euros", [(0, 4)]),
    ("de", "elf und ein halb stunden", [(0, 4)]),
    # a whole part linked to its tenths (Language.decimal_links): one number; two numbers linked stay two
    ("ru", "инфляция составила восемь и три десятых процента", [(2, 6)]),
    ("ru", "два и двадцать пять сотых", [(0, 5)]),
    ("ru", "пять и шесть", [(0, 1), (2, 3)]),
    ("ru", "два и три друга", [(0, 1), (2, 3)]),
]


@pytest.mark.parametrize("lang, line, expected", RUNS)
def test_number_runs(lang: str, line: str, expected: list[tuple[int, int]]) -> None:
    assert number_runs(line.split(), lang) == [Run(a, b) for a, b in expected]


SPELLING = [
    ("ein tausend zwei hundert zwei und zwanzig", "eintausendzweihundertzweiundzwanzig"),
    ("drei hundert fünfte", "dreihundertfünfte"),
    ("ein tausend acht hundert drei und siebzigste", "eintausendachthundertdreiundsiebzigste"),
    ("zwei millionen drei hundert tausend", "zwei millionen dreihunderttausend"),
    ("eins zwei drei", "eins zwei drei"),  # digits of a code stay apart
    ("zwei drei hundert", "zwei dreihundert"),
]


@pytest.mark.parametrize("said, written", SPELLING)
def test_german_numbers_written_together(said: str, written: str) -> None:
    from denorm.data import get_language

    assert " ".join(get_language("de").number_spelling(said.split())) == written


# -- values -----------------------------------------------------------------------------------------
CARDINALS = [
    ("en", "thirty six thousand one hundred and ninety three", "36,193"),
    ("en", "two thousand and nine", "2009"),
    ("en", "a hundred and eighty", "180"),
    ("en", "a thousand two hundred", "1200"),
    ("en", "a thousand", None),  # a scale word alone stays words
    ("en", "fourteen hundred and nine", "1409"),
    ("en", "twenty five hundred", "2500"),
    ("en", "sixty eight thousand eight hundred", "68,800"),
    ("en", "eleven million", "11 million"),  # a round number of millions keeps its scale word
    ("en", "two million three hundred thousand and five", "2,300,005"),
    ("en", "nineteen ninety six", None),  # a year said in pairs: the span converter's
    ("en", "one two", None),  # a code
    ("en", "four thirty", None),  # a time
    ("en", "zero five", None),
    ("de", "eintausendachthunderteinundsechzig", "1861"),
    ("de", "zwei millionen", "2 Millionen"),
    ("de", "achtundsechzigtausendachthundert", "68.800"),
    ("de", "siebzehnhundertsechsundsiebzig", "1776"),  # hundreds counted from eleven, as "fourteen hundred"
    ("de", "zweitausendfünfhundert", "2500"),
    ("ru", "тысяч девятьсот восемьдесят одна", "1981"),  # inflection is not the value's business
    ("ru", "сорок два тысяч шестьсот семь", "42 607"),
    ("ru", "тридцать шесть тысяч сто девяносто три", "36 193"),
    ("ru", "один восемь два два", None),
    ("es", "doce mil quinientos", "12 500"),  # RAE: a space from five digits on
    ("es", "mil quinientos", "1500"),  # ... none in four
    ("es", "treinta y seis mil ciento noventa y tres", "36 193"),
    ("es", "dos millones", "2 millones"),
    ("fr", "soixante huit mille huit cents", "68 800"),
    ("fr", "mille cinq cents", "1500"),
    ("fr", "deux millions", "2 millions"),
    ("pt", "doze mil e quinhentos", "12.500"),
    ("pt", "mil e quinhentos", "1500"),
    ("pt", "dois milhões", "2 milhões"),
    ("pt", "cento e oitenta e uma", "181"),
    ("pt", "cento e oitenta uma", None),  # "fazem da 180 uma arma": a unit after a ten takes its "e"
    ("es", "treinta uno", None),
    ("de", "zwanzig ein", None),  # "er kaufte zwanzig ein": German says its units first (einundzwanzig)
    ("de", "zwanzig eins", None),
    ("de", "hundert eins", "101"),
    ("vi", "ba mươi sáu nghìn một trăm chín mươi ba", "36.193"),
    ("vi", "một nghìn năm trăm", "1500"),
    ("en", "minus sixty eight thousand eight hundred", "-68,800"),  # a sign word (Language.sign_words)
    ("de", "minus zweiunddreißigtausendsiebenhundertachtundsechzig", "-32.768"),
    ("ru", "минус пятнадцати", "-15"),
    ("en", "minus", None),
    ("en", "minus nineteen ninety six", None),
    # "cien", "mil" say their own one: "un cien" is an article and 100 (Language.bare_scale_words)
    ("es", "un cien", None),
    ("pt", "um cem", None),
    ("fr", "un mille", None),
    ("es", "treinta y un mil", "31 000"),  # a count of thousands ends in "un"
    ("en", "one hundred", "100"),
]


@pytest.mark.parametrize("lang, said, written", CARDINALS)
def test_cardinal_by_value(lang: str, said: str, written: str | None) -> None:
    assert cardinal_form(said.split(), lang) == written


ORDINALS = [
    ("en", "twenty first", "", "21st"),
    ("en", "one hundred and third", "", "103rd"),
    ("en", "ninth", "", "9th"),
    ("de", "zwanzigsten", "", "20."),
    ("de", "sechshundertfünfzehnte", "", "615."),
    ("ru", "двадцать пятого", "", "25-го"),
    ("ru", "пятыми", "", "5-ми"),
    ("ru", "третья", "", "3-я"),
    ("ru", "тысяча девятьсот девяносто шестом", "году", "1996"),  # "в 1996 году"
    ("ru", "шестидесятых", "годах", "60-х"),
    ("de", "zweiunddreißigtausendsiebenhundertsiebenundsechzigste", "", "32.767."),  # grouped as the cardinal
    ("ru", "тридцать две тысячи семьсот шестьдесят седьмой", "", "32 767-й"),  # a decade keeps its ending: "в 60-х годах", never "в 60 годах"
    ("ru", "девяностые", "годы", "90-е"),
    ("ru", "тысяча девятьсот шестидесятых", "годов", "1960-х"),
    ("en", "twenty", "", None),  # a cardinal
]


@pytest.mark.parametrize("lang, said, after, written", ORDINALS)
def test_ordinal_by_value(lang: str, said: str, after: str, written: str | None) -> None:
    assert ordinal_form(said.split(), lang, after) == written


def test_cardinal_value_is_exact_over_a_range() -> None:
    """Every number 0-100,000 said by the generator (British and American "and") reads back as itself."""
    from denorm.data import get_language

    en = get_language("en")
    for n in [*range(0, 2000), *range(2000, 100_000, 37)]:
        assert cardinal_value(en.cardinal(n).split(), "en") == n, n


YEAR_RANGES = [  # (spoken, converted spans start -> end, their forms, ranges written)
    ("from two thousand six to zero seven", {1: 4, 5: 7}, {1: "2006", 5: "07"}, [(1, 7, "2006\u201307")]),
    ("from nineteen ninety six to ninety nine", {1: 4, 5: 7}, {1: "1996", 5: "99"}, [(1, 7, "1996\u201399")]),
    ("from nineteen ninety six to zero two", {1: 4, 5: 7}, {1: "1996", 5: "02"}, []),  # 1902 is before 1996
    ("from two thousand six and zero seven", {1: 4, 5: 7}, {1: "2006", 5: "07"}, []),  # no range word
    ("from nineteen ninety six to nineteen ninety nine", {1: 4, 5: 8}, {1: "1996", 5: "1999"}, []),
]


@pytest.mark.parametrize("said, spans, forms, expected", YEAR_RANGES)
def test_year_ranges(said: str, spans: dict, forms: dict, expected: list) -> None:
    from denorm.itn.runs import year_ranges

    assert year_ranges(said.split(), spans, forms, "en") == expected


# -- prose style ------------------------------------------------------------------------------------
PROSE = [
    ("en", [(3, 4, "6")], "prose", {3}),  # "six gold medals"
    ("en", [(3, 4, "9th")], "prose", {3}),  # "finished ninth"
    ("en", [(3, 4, "11 million")], "prose", set()),
    ("en", [(1, 2, "5"), (3, 4, "15")], "prose", set()),  # "between 5 and 15"
    ("de", [(2, 3, "8"), (4, 6, "12 PS")], "prose", set()),  # "8 bis 12 PS"
    ("de", [(10, 11, "5"), (12, 14, "9. November")], "prose", {10}),  # "um halb fünf am 9. November"
    ("de", [(1, 2, "9")], "prose", {1}),  # "acht bis neun": words to neun, as German text keeps them
    ("de", [(1, 2, "10")], "prose", set()),  # "10 Sekunden" (the printers' words to zwölf is no Duden rule)
    ("de", [(1, 2, "12")], "prose", set()),
    ("de", [(1, 2, "13")], "prose", set()),
    ("de", [(5, 6, "9.")], "prose", {5}),  # "neunten": ordinals alike
    ("de", [(5, 6, "10.")], "prose", set()),
    ("ru", [(1, 2, "5-й")], "prose", {1}),
    ("en", [(3, 4, "6")], "digits", set()),
    ("es", [(1, 2, "5")], "prose", {1}),  # "cinco": zero to nine in words
    ("es", [(1, 2, "5"), (3, 4, "15")], "prose", set()),  # "entre 5 y 15"
    ("es", [(6, 7, "9.º")], "prose", {6}),  # "quedó noveno"
    ("es", [(8, 9, "12")], "prose", set()),
    ("es", [(1, 2, "5")], "digits", set()),
    ("fr", [(1, 2, "5")], "prose", {1}),
    ("fr", [(1, 2, "5"), (3, 4, "15")], "prose", set()),  # "de 5 à 15"
    ("fr", [(6, 7, "9e")], "prose", {6}),  # "arrivé neuvième"
    ("fr", [(8, 9, "10")], "prose", set()),
    ("pt", [(1, 2, "5"), (3, 4, "15")], "prose", set()),  # "de 5 a 15"
    ("pt", [(7, 8, "10º")], "prose", {7}),  # Estadão: up to ten in words, ordinals alike
    ("pt", [(10, 11, "10")], "prose", {10}),
    ("pt", [(12, 13, "11")], "prose", set()),
    ("pt", [(10, 11, "10"), (12, 13, "11")], "prose", set()),  # "10 e 11": both in figures
    ("vi", [(1, 2, "5")], "prose", {1}),
    ("vi", [(1, 2, "5"), (3, 5, "15")], "prose", set()),  # "từ 5 đến 15"
    ("vi", [(7, 9, "thứ 9")], "prose", {7}),  # "đứng thứ chín"
    ("vi", [(10, 11, "10")], "prose", set()),
]


LINES = {"en": "between five and fifteen people of the", "ru": "на пятом месте",
         "de": "es sind acht bis zwölf p s und um halb fünf am neunten november zwölf dreizehn",
         "es": "entre cinco y quince jugadores quedó noveno y doce más",
         "fr": "de cinq à quinze candidats arrivé neuvième et dix invités",
         "pt": "de cinco a quinze pessoas ficou em décimo lugar com dez e onze votos",
         "vi": "từ năm đến mười lăm người đứng thứ chín và mười người"}


@pytest.mark.parametrize("lang, spans, style, words", PROSE)
def test_prose_style(lang: str, spans: list, style: str, words: set[int]) -> None:
    assert left_as_words(spans, lang, style, LINES[lang].split()) == words


SMALL_RANGES = [  # (lang, line, spans, style, starts left as words): a range of small numbers counting no unit
    ("en", "the recipe serves four to six people", [(3, 6, "4 to 6")], "prose", {3}),
    ("en", "we waited three to five days", [(2, 5, "3-5")], "prose", {2}),  # days: no measure unit
    ("en", "it is four to six inches long", [(2, 5, "4 to 6")], "prose", set()),  # a unit after it
    ("en", "read pages four to six", [(2, 5, "4 to 6")], "prose", set()),  # after a label noun
    ("en", "between five and fifteen people", [(1, 4, "5 and 15")], "prose", set()),  # a larger number
    ("en", "the recipe serves four to six people", [(3, 6, "4 to 6")], "digits", set()),
    ("en", "the final score was two one", [(4, 6, "2-1")], "prose", set()),  # no range said: a score
    ("vi", "theo một thang đo từ không tới một", [(5, 8, "0 tới 1")], "prose", set()),  # from zero: a scale
    ("de", "für vier bis sechs personen", [(1, 4, "4 bis 6")], "prose", {1}),
    ("de", "wir warten zwei bis drei minuten", [(2, 6, "2 bis 3 Min.")], "prose", {2}),  # a duration's unit in it
    ("de", "wir warten zwei bis zwölf minuten", [(2, 6, "2 bis 12 Min.")], "prose", set()),
    ("de", "das kostet zwei bis drei euro", [(2, 6, "2 bis 3 €")], "prose", set()),  # money: figures
    ("fr", "attends trois minutes", [(1, 3, "3 min")], "prose", {1}),  # a small count of minutes: words
    ("fr", "attends vingt minutes", [(1, 3, "20 min")], "prose", set()),
    ("pt", "dura entre duas e três horas", [(3, 5, "3")], "prose", {3}),  # hours are counted in words
    ("ru", "от трех до пяти дней", [(0, 4, "3-5")], "prose", set()),  # Мильчин's own rule (figure_forms)
]


@pytest.mark.parametrize("lang, line, spans, style, words", SMALL_RANGES)
def test_a_range_of_small_numbers_is_words_in_prose(lang: str, line: str, spans: list, style: str,
                                                    words: set[int]) -> None:
    assert left_as_words(spans, lang, style, line.split()) == words


NO_NUMBER_SAID = [  # (lang, line, spans, style, starts left as words): figures for words that say no number
    ("en", "we meet at noon", [(3, 4, "12 PM")], "prose", {3}),  # AP: "noon", never "12 p.m."
    ("en", "we meet at noon", [(3, 4, "12 PM")], "digits", set()),
    ("en", "doctor smith came", [(0, 1, "Dr.")], "prose", set()),  # no clock time: an abbreviation keeps its form
    ("de", "wir treffen uns um mitternacht", [(4, 5, "0:00 Uhr")], "prose", {4}),
]


@pytest.mark.parametrize("lang, line, spans, style, words", NO_NUMBER_SAID)
def test_no_figures_for_words_that_say_no_number(lang: str, line: str, spans: list, style: str,
                                                 words: set[int]) -> None:
    assert left_as_words(spans, lang, style, line.split()) == words


THOUSANDS = [  # (words before, said, figures, counted and grouped as a count?)
    ("", "five thousand", "5000", True),
    ("", "a thousand two hundred", "1200", True),
    ("", "two thousand and nine", "2009", False),  # a year of this era, maybe
    ("", "twelve hundred", "1200", False),  # said as a year is
    ("", "thirty six thousand", "36000", True),
    ("the year", "three thousand", "3000", False),  # after a year noun: a year
]


@pytest.mark.parametrize("before, said, figures, counted", THOUSANDS)
def test_counted_thousands(before: str, said: str, figures: str, counted: bool) -> None:
    from denorm.data import get_language

    from denorm.engines.pipeline import counted_thousands

    words = f"{before} {said}".split()
    a = len(before.split())
    assert counted_thousands(words, a, len(words), figures, get_language("en")) is counted


FRACTIONS = [  # (lang, line, spans, style, starts left as words): a simple fraction below one counting no unit
    ("en", "we sold two thirds of the tickets", [(2, 4, "2/3")], "prose", {2}),
    ("en", "we sold two thirds of the tickets", [(2, 4, "2/3")], "digits", set()),
    ("en", "about three quarters kilometres", [(1, 3, "3/4")], "prose", set()),  # a unit: figures
    ("en", "five thirds of it", [(0, 2, "5/3")], "prose", set()),  # above one
    ("en", "nine and three quarters hours", [(0, 1, "9"), (2, 4, "3/4")], "prose", {0, 2}),  # no larger number
    ("de", "zwei drittel der karten", [(0, 2, "2\u20443")], "prose", {0}),
    ("ru", "около двух третей билетов", [(1, 3, "2/3")], "prose", {1}),
]


@pytest.mark.parametrize("lang, line, spans, style, words", FRACTIONS)
def test_a_fraction_below_one_is_words_in_prose(lang: str, line: str, spans: list, style: str,
                                                words: set[int]) -> None:
    assert left_as_words(spans, lang, style, line.split()) == words


LABELLED = [  # a number after a label noun names and stays in figures; the same number elsewhere is words
    ("en", "turn to page five and read chapter three", [(3, 4, "5"), (7, 8, "3")], set()),
    ("en", "the number five was the most popular", [(2, 3, "5")], {2}),  # "number" counts: the issue's rule
    ("en", "five pages and three chapters", [(0, 1, "5"), (3, 4, "3")], {0, 3}),
    ("en", "page nine of chapter ninth", [(1, 2, "9"), (4, 5, "9th")], {4}),  # an ordinal is no name
    ("de", "die seitenzahl neun und größe neun aber neun jäger", [(2, 3, "9"), (5, 6, "9"), (7, 8, "9")], {7}),
    ("de", "zum teil drei stunden", [(2, 3, "3")], {2}),
    ("de", "die stärke fünf und fünf verteidiger", [(2, 3, "5"), (4, 5, "5")], {4}),  # a level on a scale
    ("de", "ein zehn meter langes feld und fünf minuten", [(1, 2, "10"), (5, 6, "5")], {5}),  # a unit: figures
    ("en", "five kilometres in three hours", [(0, 1, "5"), (3, 4, "3")], {3}),  # ... but not a unit of time
    ("en", "a range of seven times seven meters", [(3, 4, "7"), (5, 6, "7")], set()),  # linked to a measure
    ("ru", "размеры девять на четыре сантиметра", [(1, 2, "9"), (3, 4, "4")], set()),
    ("en", "it is three by four", [(2, 3, "3"), (4, 5, "4")], {2, 4}),  # no unit: words
    ("de", "wie in dreißig plus sieben", [(2, 3, "30"), (4, 5, "7")], set()),  # a sum: figures (AP, maths)
    ("en", "thirty minus seven is twenty three", [(0, 1, "30"), (2, 3, "7"), (4, 6, "23")], set()),
    ("de", "überschrift eins bis überschrift drei", [(1, 2, "1"), (4, 5, "3")], set()),  # "Teil" is no label: "zum Teil" = partly
    ("ru", "на странице пять в главе три пяти человек", [(2, 3, "5"), (5, 6, "3"), (6, 7, "5")], {6}),
    ("ru", "в том пяти", [(2, 3, "5")], {2}),  # "том" is also "that" (an oblique form: words, Мильчин)
    ("es", "en la página cinco", [(3, 4, "5")], set()),
    ("fr", "au chapitre trois", [(2, 3, "3")], set()),
    ("pt", "no capítulo três", [(2, 3, "3")], set()),
    ("vi", "ở trang năm và hàng năm", [(2, 3, "5"), (5, 6, "5")], {5}),  # "hàng năm": yearly
]


CASES_RU = [  # Мильчин 5.2: a one-digit number in words where its form is not the nominative's, or first
    ("вмещает восемь патронов", [(1, 2, "8")], set()),
    ("для восьми патронов", [(1, 2, "8")], {1}),
    ("пять тысяч схем и три книги", [(0, 2, "5000"), (4, 5, "3")], set()),
    ("три книги лежали", [(0, 1, "3")], {0}),  # the sentence's first word: words
    ("с тремя друзьями и две собаки", [(1, 2, "3"), (4, 5, "2")], {1}),
    ("ровно ноль очков", [(1, 2, "0")], set()),
    ("только один раз", [(1, 2, "1")], {1}),  # "один" is often no count ("ни один", "один из"): words
    ("на девятом месте", [(1, 2, "9-м")], {1}),  # ordinals: words, as before
    ("в одну линию", [(1, 2, "1")], {1}),
    ("понадобятся две сотни микросхем", [(1, 2, "2")], {1}),  # a noun that counts in groups
    ("нужно две дюжины яиц", [(1, 2, "2")], {1}),
    ("через неделю или две", [(3, 4, "2")], {3}),  # no noun counted after it: words
    ("требуется аж два для работы", [(2, 3, "2")], set()),  # "два" may be a value: figures
    ("штраф равен ноль", [(2, 3, "0")], set()),  # a value, not a count
    ("мы берем две", [(2, 3, "2")], {2}),
    ("еще два или три исключения", [(1, 2, "2"), (3, 4, "3")], set()),  # a range word: its noun is after it
]


@pytest.mark.parametrize("line, spans, words", CASES_RU)
def test_russian_small_numbers_follow_their_case(line: str, spans: list, words: set[int]) -> None:
    assert left_as_words(spans, "ru", "prose", line.split()) == words
    assert left_as_words(spans, "ru", "digits", line.split()) == set()


@pytest.mark.parametrize("lang, line, spans, words", LABELLED)
def test_a_number_after_a_label_noun_is_a_name_in_figures(lang: str, line: str, spans: list, words: set[int]) -> None:
    assert left_as_words(spans, lang, "prose", line.split()) == words
    assert left_as_words(spans, lang, "digits", line.split()) == set()


def test_every_generator_language_has_its_runtime_tables() -> None:
    """A language of the generator has a house style, a prose rule whose range links take the generator's
    range words, and a number notation of the evaluator."""
    from denorm.data import get_language
    from denorm.data.languages import LANGUAGES

    from denorm.itn.prose import PROSE as PROSE_RULES
    from denorm.itn.prose import label_nouns
    from denorm.itn.style import STYLES

    for lang in LANGUAGES:
        assert lang in STYLES and lang in PROSE_RULES and label_nouns(lang), lang
        assert get_language(lang).range_words <= PROSE_RULES[lang].links, lang
        assert values("12", lang) == [12], lang


# -- the property check's own parts -----------------------------------------------------------------
VALUES = [
    ("en", "$3 million and 1,500 km", [3_000_000, 1500]),
    ("de", "1.861 bis 2,5 %", [1861, 2.5]),
    ("ru", "68 800 км² и 78 рублей 96 копеек", [68800, 78.96]),
    ("en", "the 9th | 16 | 42", [9, 16, 42]),
    ("en", "a .22 rifle and the .357 Magnum. 5.", [0.22, 0.357, 5]),  # a calibre is a fraction of one
    ("es", "12 500 personas, 1.500 € y 3,5 %", [12500, 1500, 3.5]),
    ("es", "2,4 millones de euros y 6.8", [2_400_000, 6.8]),  # a decimal point before one digit
    ("es", "2 mil millones y 25 euros con 50 céntimos", [2_000_000_000, 25.5]),
    ("fr", "12 500 habitants, 2,4 milliards et 1 billion", [12500, 2_400_000_000, 10**12]),
    ("fr", "66 m2 et le 2e", [66, 2]),  # the exponent is no number
    ("pt", "R$ 1.500,50 e R$ 3 mi", [1500.5, 3_000_000]),
    ("pt", "2,3 bilhões e 5 reais e 30 centavos", [2_300_000_000, 5.3]),
    ("vi", "25.000 đ và 1,8 triệu và 5tr", [25000, 1_800_000, 5_000_000]),
    ("vi", "7.680,22 và 50k và thứ 3", [7680.22, 50000, 3]),
]


@pytest.mark.parametrize("lang, text, expected", VALUES)
def test_values(lang: str, text: str, expected: list[float]) -> None:
    assert values(text, lang) == pytest.approx(expected)


OUTCOMES = [  # (pieces of the output, expected outcome) for "the lake is [thirty six thousand one hundred] wide"
    ([["The", [0]], ["lake", [1]], ["is", [2]], ["36,100", [3, 4, 5, 6, 7]], ["wide.", [8]]], "right"),
    ([["The", [0]], ["lake", [1]], ["is", [2]], ["thirty", [3]], ["six", [4]], ["thousand", [5]], ["one", [6]],
      ["hundred", [7]], ["wide.", [8]]], "words"),
    ([["The", [0]], ["lake", [1]], ["is", [2]], ["36,001", [3, 4, 5, 6]], ["hundred", [7]], ["wide.", [8]]], "mixed"),
    ([["The", [0]], ["lake", [1]], ["is", [2]], ["36,200", [3, 4, 5, 6, 7]], ["wide.", [8]]], "wrong"),
]


@pytest.mark.parametrize("pieces, expected", OUTCOMES)
def test_number_outcome(pieces: list, expected: str) -> None:
    case = NumberCase("cardinal", "36,100", "The lake is 36,100 wide.",
                      "the lake is thirty six thousand one hundred wide", 3, 8)
    from denorm.itn.verify import verifies

    assert outcome(case, pieces, "en", verifies) == expected


RATE_OUTCOMES = [  # ... for Spanish "va a [un metro por segundo] hoy" (1 m/s) and "el [vigésimo primero]" (21.º)
    ([["Va", [0]], ["a", [1]], ["1", [2]], ["metro", [3]], ["por", [4]], ["segundo", [5]], ["hoy.", [6]]], "right"),
    ([["Va", [0]], ["a", [1]], ["un", [2]], ["metro", [3]], ["por", [4]], ["2.º", [5]], ["hoy.", [6]]], "mixed"),
]


@pytest.mark.parametrize("pieces, expected", RATE_OUTCOMES)
def test_an_ordinal_homograph_in_a_unit_is_no_mixed_number(pieces: list, expected: str) -> None:
    case = NumberCase("measure", "1 m/s", "Va a 1 m/s hoy.", "va a un metro por segundo hoy", 2, 6)
    from denorm.itn.verify import verifies

    assert outcome(case, pieces, "es", verifies) == expected
    # an ordinal right beside the digits of its number is mixed: "20 primero" for "vigésimo primero"
    ordinal = NumberCase("ordinal", "21.º", "El 21.º.", "el vigésimo primero", 1, 3)
    assert outcome(ordinal, [["El", [0]], ["20", [1]], ["primero.", [2]]], "es", verifies) == "mixed"


# -- the shipped default engine ----------------------------------------------------------------------
GOLDEN = [  # the issue's examples
    # found by dictating (session 25): measure nouns, days and months, labels in lower case, halves past 2099
    ("en", "mix two cups of flour with one teaspoon of baking soda", "Mix 2 cups of flour with 1 teaspoon"),
    ("en", "please review sections two point one through two point four before thursday",
     "2.1 through 2.4 before Thursday."),
    ("en", "the unemployment rate fell to three point nine percent in april", "3.9% in April."),
    ("en", "we may meet in may or march", "We may meet in May or March."),
    ("en", "i paid thirty nine ninety nine for it", "I paid thirty nine ninety nine for it."),
    ("de", "wir haben letzten monat zweitausendvierhundert einheiten verkauft das sind zwölf prozent mehr",
     ("verkauft, das sind 12 % mehr", "verkauft. Das sind 12 % mehr")),
    ("de", "das unternehmen verlor eineinhalb milliarden euro", "1,5 Milliarden Euro"),
    ("de", "es war gegen halb acht am abend", "gegen halb acht am Abend"),  # a clock time told by the hour
    ("de", "die referenznummer ist a b c eins zwei drei", "Die Referenznummer ist ABC123."),  # a compound code noun
    ("de", "der zugangscode ist eins zwei drei vier", "ist 1234."),
    ("de", "wir treffen uns um viertel nach drei", "um Viertel nach drei"),
    ("de", "der zug fährt um zehn uhr fünfzehn", "um 10:15 Uhr"),
    ("de", "bitte warten sie etwa zwei bis drei minuten", "etwa zwei bis drei Minuten"),  # small, a duration
    ("ru", "понадобятся две сотни микросхем", "Понадобятся две сотни микросхем."),
    ("es", "el tren sale a las diecisiete y veintidós del andén tres", "a las 17:22 del andén"),
    ("es", "son las nueve y veintidós", "Son las 9:22."),
    ("es", "la reunión es el martes tres de marzo", "el martes 3 de marzo"),  # a day, then its date
    ("fr", "la réunion est mardi trois mars", "mardi 3 mars"),
    ("ru", "встреча во вторник третьего марта", "во вторник 3 марта"),
    ("pt", "a reunião é na terça feira três de março", "na terça-feira 3 de março"),  # a day said in two words
    ("pt", "segunda feira é feriado", "Segunda-feira é feriado"),  # joined by its hyphen (Language.hyphen_pairs)
    ("ru", "инфляция в октябре составила восемь и три десятых процента", "составила 8,3 %."),  # "и" links tenths
    ("ru", "пожалуйста подождите около двух трех минут", "около двух трех минут"),  # an estimate, no "2:03"
    ("pt", "a viagem dura entre duas e três horas", "entre duas e três horas"),  # a range of hours: no "2h"
    # a measure restated in another system of measure right after it is set in parentheses (converted_measures)
    ("en", "the lake covers sixty eight thousand eight hundred square kilometres twenty six thousand six hundred "
           "square miles", "68,800 square kilometres (26,600 square miles)."),
    ("en", "the range is about two thousand five hundred kilometres one thousand six hundred miles long",
     "2,500 kilometres (1,600 miles) long."),
    ("en", "it weighs five kilograms eleven pounds and costs ten dollars", "5 kilograms (11 pounds) and costs $10."),
    ("en", "it was thirty degrees celsius eighty six degrees fahrenheit", "30 degrees Celsius (86 degrees Fahrenheit)"),
    ("en", "he is six feet two inches tall", "He is 6 feet 2 inches tall."),  # one system: one measure
    # a street's name after its type, beside a house number, is a name (street_names)
    ("fr", "il habite au vingt deux rue de la paix", "au 22 rue de la Paix."),
    ("fr", "il a pris la rue principale", "la rue principale"),  # no house number: no address
    # a half said after the unit is the amount's: whole or words, never "2 kilos et demi", "5 dollars and a half"
    ("fr", "j'ai acheté deux kilos et demi de pommes", ("2,5 kg de pommes", "2,5 kilos de pommes",
                                                        "deux kilos et demi de pommes")),
    ("en", "he paid five dollars and a half", "He paid five dollars and a half."),
    ("pt", "apesar da decisão não ser cinquenta hertz e meio minha", ("50,5 Hz", "cinquenta hertz e meio")),
    # a price said without its currency, two parts joined by "e": words (was "637 e 99"); a list of two stays
    ("es", "debes veintiuno con treinta y cinco destruir sus sistemas", "veintiuno con treinta y cinco"),
    ("pt", "vá seiscentos e trinta e sete e noventa e nove para terra firme", "seiscentos e trinta e sete e noventa"),
    ("fr", "son entrée peut être trouvée entre les niveaux treize et quatorze", "les niveaux 13 et 14"),
    # fifty cents said as a half: the price in two figures (was "$2.5", "2,5 €"), or words; never "411 euros y medio"
    ("en", "it costs two and a half dollars", "It costs $2.50."),
    ("de", "es kostet zweieinhalb euro", "Es kostet 2,50 €."),
    ("fr", "ça coûte deux euros et demi", ("Ça coûte 2,50 €.", "deux euros et demi")),
    ("es", "cuesta dos euros y medio", ("Cuesta 2,50 €.", "dos euros y medio")),
    ("pt", "custa dois reais e meio", ("Custa R$ 2,50.", "dois reais e meio")),
    ("en", "it costs two and a half million dollars", "$2.5 million"),
    ("es", "y partes de cuatrocientos once euros y medio hércules", ("411,50 €", "cuatrocientos once euros y medio")),
    ("es", "el ochenta y dos con cuarenta y cuatro mono", "ochenta y dos con cuarenta y cuatro"),
    # the minor part of an amount left as words stays words (was "um real e 99": minor_of_words)
    ("pt", "o um real e noventa e nove céu noturno", ("um real e noventa e nove", "R$ 1,99")),
    ("pt", "paguei um real e cinquenta centavos", ("um real e cinquenta centavos", "R$ 1,50")),
    ("pt", "custa treze reais e noventa e nove", "Custa R$ 13,99."),
    # an amount and its minor part the tagger cut in two spans: one amount, whole or words ("15 £ 73" was written)
    ("fr", "appareil électronique qui transforme l'énergie solaire en quinze livres soixante treize énergie "
           "électrique", ("en 15,73 £ énergie", "en quinze livres soixante treize énergie")),
    ("fr", "au cours des dernières vingt quatre heures", "des dernières 24 heures"),  # "24 heures": no house
    ("es", "vive en la calle mayor número veintidós", "la calle Mayor número 22."),
    ("es", "vivo en la avenida de la constitución cuarenta y dos", "avenida de la Constitución 42."),
    ("pt", "moro na rua augusta mil e quinhentos", "rua Augusta 1500."),
    ("pt", "ele chegou entre as duas e as três", "entre as 2h e as 3h"),  # clock times
    ("pt", "preciso de meio litro de leite", "de meio litro de leite"),  # "meio" is no "1/2"
    # numbers as recognizers write them, with hyphens, are spoken words to convert, not the user's writing
    ("en", "he is twenty-three years old", "He is 23 years old"),
    ("en", "back in twenty twenty-four", "2024"),
    ("fr", "il a vingt-trois ans", "Il a 23 ans"),
    ("fr", "il a attendu vingt-et-un jours", "21 jours"),
    ("en", "an e-mail from jean-pierre", "e-mail"),  # other hyphenated words stay as written
    # an ordinal is no part of the number after it: "40" beside "primero" is no mixed number
    ("es", "pero pagando primero cuarenta créditos", "primero 40 créditos"),
    # ... nor is an article after a ten said without the joiner, or before a hundreds word
    ("pt", "o grande carregador fazem da cento e oitenta uma arma formidável", "da 180 uma arma"),
    ("pt", "eu encontrei um duzentos e noventa e seis que pertence ao ewald", "um 296 que"),
    ("es", "tengo cuarenta uno", "40 uno"),  # a larger number right before a small one is no range
    # Spanish writes a number's words apart: "un" after "mil" is no article apart from it (9001, not "9000 un")
    ("es", "el nivel de poder se está manteniendo en nueve mil un megavatios", "9001 megavatios"),
    # an amount's minor part after the currency is no number of its own: "11,50 €" whole or words, never
    # "11 euros con 50"
    ("es", "tendrás once euros con cincuenta que ir por tierra", ("11,50 €", "once euros con cincuenta")),
    # a "fraction" without an ordinal, half or decimal word is a number: "[quita cincuenta]" as the tagger had it
    ("es", "quita cincuenta de los malditos de este mundo", "Quita 50 de los"),
    # nor one with an ordinal in German, whose denominators are no ordinals ("Zwanzigstel"): "22.", a number
    ("de", "im moment haben wir noch zwei und zwanzigste", "noch 22."),
    ("de:digits", "zwei drittel und drei zwanzigstel", "2/3 und 3/20"),
    # prose: a simple fraction below one counting no unit is words (AP "two-thirds", Duden "zwei Drittel")
    ("de", "zwei drittel und drei zwanzigstel", "Zwei Drittel und drei Zwanzigstel"),
    ("en", "we sold about two thirds of the tickets", "about two-thirds of the tickets"),
    ("en", "it covers almost an eighth of the land", "almost an eighth of the land"),  # an article: no hyphen
    # "a" says the one of a number with a scale word; a count said with "thousand" is grouped (AP); noon is noon
    ("en", "he weighs about a hundred and eighty pounds", "about 180 pounds"),  # was "about a 180 pounds"
    ("en", "about a thousand people came", "a thousand people"),
    ("en", "there were a thousand two hundred fans", "1,200 fans"),
    ("en", "the year three thousand will come", "year 3000"),
    ("en", "we meet at noon and leave at midnight", "at noon and leave at midnight"),
    # a score said digit by digit after a word that says one (the tagger may mark none of it)
    ("ru", "спартак обыграл зенит со счетом два один", "со счетом 2:1"),
    ("en", "the final score was two one", "was 2-1"),
    ("ru", "года два три назад", "два три"),  # an estimate
    ("ru", "мы продали около двух третей билетов", "около двух третей билетов"),
    ("en", "mix one and a half cups of sugar", "1 1/2 cups"),  # a whole part: figures
    # a date with no month is a number, retried whole ("der 615."), not only the runs inside it
    ("de", "die letzte version der linie ist der sechs hundert fünfzehnte", "der 615."),
    # an ordinal ends its number: one right after it is another ("16. 17. und 18.", not all three as words)
    ("de", "welches in den sechzehnten siebzehnten und achtzehnten jahrhunderten benutzt wurde", "16. 17. und 18."),
    ("es", "quedó en el vigésimo primero lugar", "21.º"),  # ... unless ordinals are said in ordinal parts
    # a time span that ends in the part of the day is tried without it: the date before it stays converted too
    ("ru", "он пришел шестнадцатого марта в восемь тридцать утра", "16 марта в 8:30 утра"),
    ("fr", "rendez vous à huit heures trente du matin", "à 8 h 30 du matin"),
    ("ru", "встреча в семь вечера", "в семь вечера"),  # an hour alone stays words with it
    ("fr", "après vingt quatre heures de route", "24 heures de route"),  # hours counted: no clock time
    # the hour and the minutes of one time are written alike, never "ocho horas 30"
    ("es", "nos vemos a las ocho horas treinta", ("8 horas 30", "8:30", "ocho horas treinta")),
    # a leading zero is a code's ("Hub 01"); "type", "tier", "slot" label what follows; "class" does not in English
    ("en", "the surviving staff of hub zero one a research lab", "Hub 01"),
    ("en", "they are classified as forest type three", ("type 3", "Type 3")),
    ("en", "i taught the class three lessons", "class three lessons"),
    # Russian "сто" alone says 100 exactly (`Language.exact_scales`); "тысячи" alone is many, and stays a word
    ("ru", "какие боты в сто классе", "в 100 классе"),
    ("ru", "принесите сто полулитровых стеклянных банок", "100 полулитровых"),
    ("ru", "там собрались тысячи людей", "тысячи людей"),
    # an ordinal word after a number's unit is the unit's: "per second", not "per 2nd"
    ("en:digits", "it sends one megabit per second to the house", ("1 megabit per second", "1 Mbps")),
    # hours counted are no clock time in Portuguese, Spanish and French either; after "às", "a las", "à" they are
    ("pt", "nenhuma unidade apareceu nas últimas vinte e quatro horas", "24 horas"),
    ("pt", "a reunião começa às dezesseis horas", "às 16h"),
    ("es", "este proceso dura unas setenta y dos horas", "72 horas"),
    ("fr", "au cours des dernières vingt quatre heures", "24 heures"),
    ("fr", "le magasin ouvre à seize heures", "à 16 h"),
    # German scale nouns are nouns wherever they stand, in a span left as words or outside any span
    ("de", "die stadt hat eine million einwohner", "eine Million Einwohner"),
    # a compound ordinal of the thousands is a number word: no "40 000" beside it (a fraction, 40000/3000, left as words)
    ("ru", "радиус галактики сорок тысяч трехтысячных световых лет", "сорок тысяч трехтысячных"),
    # the tagger cut one time where its class changed ("[four thirty p] [m]", time then measure): the touching
    # spans are tried as one (`PipelineEngine._joined_neighbours`)
    ("en", "four thirty p m", "4:30 PM"),
    ("en", "the lake covers sixty eight thousand eight hundred square kilometres twenty six thousand six hundred square miles",
     "68,800 square kilometres (26,600 square miles)"),  # a conversion in parentheses (converted_measures)
    ("en", "the range is about two thousand five hundred kilometres one thousand six hundred miles long",
     ("2,500 km (1,600 mi)", "2,500 kilometres (1,600 miles)")),  # a number with a unit is no year: grouped
    ("en", "in nineteen ninety nine british troops arrived", "In 1999 British troops"),  # "british" is no unit
    ("en", "he served from nineteen ninety six to nineteen ninety nine and again from two thousand and nine to "
           "twenty twenty one", ("from 1996 to 1999, and again from 2009 to 2021",
                                 "from 1996 to 1999 and again from 2009 to 2021")),
    ("en", "the city had eleven million visitors and number five was the most popular exhibit",
     "11 million visitors and number five"),
    ("en", "she won six gold medals and finished ninth in the final", "six gold medals and finished ninth"),
    ("en", "the population was thirty six thousand one hundred and ninety three in the census", "36,193"),
    ("en", "the quote is at page five hundred and sixty nine", "page 569"),
    ("en", "the season ran from two thousand six to zero seven", "2006\u201307."),
    # a small number left as words after "and" is another number, not the rest of an amount
    ("en", "he had five thousand soldiers and two tanks", ("5000 soldiers and two tanks", "5,000 soldiers and two tanks")),
    ("en", "the price was sixty one pounds and eighty three pence", ("£61.83", "61 pounds and 83p")),
    ("ru", "площадь озера шестьдесят восемь тысяч восемьсот квадратных километров", "68 800"),
    ("ru", "в городе проживало тридцать шесть тысяч сто девяносто три человека", "36 193 человека"),
    ("de", "ihre sprengköpfe brennen bei ein tausend zwei hundert zwei und zwanzig grad celsius", "1222 °C"),
    ("de", "dies ist ein bündel aus fünf und zwanzig böllern", "25 Böllern"),
    ("de", "die bergkette im zweitausendeins bis zweitausendfünf osten", "2001 bis 2005"),
    # prose: an article is no figure (Language.articles), and a unit left as words keeps its noun capital
    ("de", "sie meinten du würdest deine eigene mutter für einen dollar verkaufen", "für einen Dollar verkaufen"),
    ("de", "wir fahren noch einen kilometer", "einen Kilometer"),
    ("de", "jedenfalls brauchst du fünf tausend schaltkreise und zwei trainingspunkte", "5000 Schaltkreise und zwei"),
    ("de", "ein neunzig zentimeter langes stück", "Ein 90 Zentimeter langes"),  # the unit as said
    ("de", "auf dieser straße gilt ein tempolimit von hundert kilometern pro stunde", "von 100 km/h"),  # dative
    ("de", "der tank ist mit vierzig litern gefüllt", "mit 40 Litern gefüllt"),
    # a power said whole, never "10 to the -3" (denorm.itn.powers)
    ("en", "the concentration is two times ten to the minus three moles per liter", "is 2 \u00d7 10\u207b\u00b3 moles"),
    ("en", "ten to the sixth is a million", "10\u2076 is a million"),
    ("de", "zwei hoch zehn ist tausendvierundzwanzig", "2\u00b9\u2070 ist 1024"),
    ("en", "the speed limit is sixty miles per hour on this road", "60 mph"),
    ("fr", "la bouteille contient un virgule cinq litres d'eau", "1,5 litre"),
    ("de", "er schoss mit dieser kaliber achtzehn ein großes loch", "Kaliber 18 ein großes Loch"),
    ("de", "er kaufte zwanzig ein buch", ("zwanzig ein Buch", "20 ein Buch")),  # never "21 Buch"
    ("pt", "posso conceder lhe mais um segundo mas não recomendo", "mais um segundo"),  # not "1 s": an article
    ("de", "der karabiner wurde im frühen ein und zwanzigste jahrhundert entwickelt", "21. Jahrhundert"),  # ... a joiner
    ("fr", "on répète jusqu'à la douzième et dernière année", "la 12e et dernière"),  # not "12è"
    ("de", "er hat ein und zwanzig bücher", "21 Bücher"),
    ("de", "im umkreis von ein tausend sechs hundert kilometern", "1600 Kilometern"),
    # "Pfund" and "фунт" are as often a weight: no pound sign unless a word says which pound
    ("de", "könntest du etwa zwanzig pfund salz für mich finden", "20 Pfund Salz"),
    ("ru", "при давлении четыреста пятьдесят фунтов на квадратный дюйм", "450 фунтов"),
    ("en", "he weighs two hundred pounds", "200 pounds"),  # a measure span without its unit: the number
    ("en", "what bots are in the two hundred class", "the 200 class"),  # tagged "ordinal" without an ordinal word
    ("en", "later overshadowed by pump designs the eighteen eighty seven remains popular", "1887 remains"),
    # a label noun inside a sentence stays lower case before its number (denorm.itn.prose.LOWER_LABELS)
    ("en", "turn to page five", "Turn to page 5."),
    ("en", "see chapter three for details", "See chapter 3 for"),
    ("ru", "смотрите главу три", "Смотрите главу 3"),
    # found by the 10,000-case property check: a range said in figures needs its range word, an amount its cents
    ("en", "forcing them to share their eighteen thirty two through eighteen forty seven pain",
     ("1832 through 1847", "eighteen thirty two through eighteen forty seven")),  # never "1,832 through 18-47"
    ("de", "eine flasche ein franken neunundneunzig mit einer brennbaren flüssigkeit",
     ("1,99 Fr.", "ein Franken neunundneunzig")),  # never "ein Franken 99"
    ("ru", "четвертого июля тысяча семьсот семьдесят шестого года была подписана декларация", "4 июля 1776 г. была"),
    # a sign word is part of its number
    ("de", "von minus zwei und dreißig tausend sieben hundert acht und sechzig bis zwei und dreißig tausend sieben "
           "hundert sieben und sechzig", "-32.768 bis 32.767"),
    ("de", "die temperatur fiel auf minus fünfzehn grad", "auf minus 15 Grad"),  # the sign said (said_minus)
    ("ru", "штраф минус двадцать к ловкости", "Штраф -20 к ловкости"),
    ("ru", "температура упала до минус пятнадцати градусов", "до минус 15 градусов"),
    # hours counted are no clock time ("3:00 часа", "24:00" were written)
    ("ru", "за последние двадцать четыре часа враждебной активности не наблюдалось", "За последние 24 часа"),
    ("ru", "через три часа мы приедем", "Через 3 часа"),  # the nominative form: figures (Мильчин 5.2)
    ("ru", "он ждал двадцать часов", "20 часов"),
    ("ru", "в шестидесятых годах девятнадцатого века на заводе работало около четырехсот рабочих", "В 60-х годах"),
    # a decimal said without its whole part and counting nothing is written so: a calibre (AP)
    ("en", "use a bb gun or maybe a point two two rifle", "a .22 rifle"),
    ("en", "the value is zero point two two", "0.22"),
    ("en", "it rose point five meters", ("0.5 m", "0.5 meters")),
    # digits said one by one that the tagger did not mark are an estimate, a code or a list: words
    ("ru", "года два три назад он служил приказчиком", "Года два три назад"),  # never "2.3"
    # no entity ends with a range word: "[two dollars and fifty cents to]" was all "2 dollars and 50 cents"
    ("en", "the stock fell two dollars and fifty cents to forty eight seventy five", "$2.50 to $48.75"),
    # a range said with its range word keeps it, whatever dash the converter wrote ("33-117")
    ("en", "using the digits from ascii thirty three to one hundred seventeen u", "33 to 117"),
    # a phone number said digit by digit is laid out as the generator writes one of its length
    ("en", "my phone number is five five five two three four five six seven eight", "(555) 234-5678"),
    # the parts of one duration are written alike
    ("en", "she ran the marathon in two hours fifteen minutes and twenty seconds", "2 hours 15 minutes and 20 seconds"),
    ("en", "he waited two hours and five minutes", "two hours and five minutes"),
    # "spielte ... ein": a lone homograph after a unit is no part of the amount
    ("de", "der film spielte weltweit über zweihundertfünfzig millionen dollar ein", "250 Millionen Dollar ein"),
    ("de", "objekte aus dem fünfzehnten bis zwanzigsten jahrhundert", "15. bis 20. Jahrhundert"),  # no month: no date
    # a month said by name is written by name; a month and a year without a day are the year alone
    ("en", "the bridge was opened on may twenty seventh nineteen thirty seven", "opened on May 27, 1937"),
    ("en", "the ship was launched in april nineteen twelve and sank", "launched in April 1912"),
    ("en", "in may eighteen sixty one the war began", "In May 1861"),  # never "May 18, 61"
    ("en", "she was born on the third of august nineteen sixty one in honolulu", "August 3, 1961, in Honolulu"),
    ("de", "im april neunzehnhundertzwölf sank das schiff", "Im April 1912 sank"),
    # a date whose year the converter cannot write whole is written from its halves, verified whole
    ("de", "am vierten juli siebzehnhundertsechsundsiebzig wurde die erklärung unterzeichnet", "Am 4. Juli 1776 wurde"),
    ("de", "er wurde am zwölften märz achtzehnhundertzweiundachtzig geboren", "am 12. März 1882 geboren"),
    ("ru", "битва произошла восемнадцатого июня тысяча восемьсот пятнадцатого года недалеко от брюсселя",
     ("18 июня 1815 г. недалеко", "18 июня 1815 года недалеко")),
    # a unit symbol said as one word after a number is written as the symbol ("64 mb", "5 КДЖ" were wrong)
    ("en", "the router uses the five ghz band and it has sixty four mb of ram", "the 5 GHz band"),
    ("en", "the router uses the five ghz band and it has sixty four mb of ram", "64 MB of RAM"),
    ("ru", "частота процессора два ггц а энергия пять кдж", "2 ГГц"),
    ("ru", "частота процессора два ггц а энергия пять кдж", "5 кДж"),
    # a number right after a label noun is its name in figures, never a clock time ("room 4:06", "рейс 2:07")
    ("en", "the office is in room four oh six", "room 406"),
    ("en", "we boarded flight two twenty at gate nine", "flight 220"),
    ("en", "the bus leaves at four oh six", "at 4:06"),
    ("de", "ich wohne in zimmer vier null sechs", "Zimmer 406"),
    ("ru", "я живу в комнате четыре ноль шесть", "комнате 406"),
    ("fr", "je suis dans la chambre quatre zéro six", "chambre 406"),
    # ... and before a street's name a house number ("4:06 main street", "22 baker street" left as words were wrong)
    ("en", "he lives at four oh six main street", "at 406 Main"),
    ("en", "i live at twenty two baker street", "at 22"),
    ("en", "meet me at four thirty on main street", "at 4:30 on"),
    ("de", "ok lektion eins ein programm", "Lektion 1"),
    ("ru", "откройте урок три", "урок 3"),
    # a number is no score when its words make one number ("he scored 20-1 points" was wrong)
    ("en", "he scored twenty one points in the first half", "scored 21 points"),
    # a roman span wider than its number is retried as the number ("chapter twelve twice" stayed words)
    ("en", "i've read chapter twelve twice", "chapter 12 twice"),
    # a time span that counts the unit after it is a number ("three hours and twenty two minutes" stayed words)
    ("en", "she ran it in three hours and twenty two minutes", "and 22 minutes"),
    # a number with a unit of its own is no minor part of the amount before it ("und zweiundzwanzig Minuten")
    ("de", "sie lief den marathon in drei stunden und zweiundzwanzig minuten", "in 3 Stunden und 22 Minuten"),
    ("de", "sie lief den marathon in drei stunden und zwölf minuten", "in 3 Stunden und 12 Minuten"),  # alike
    ("de", "wir warten drei stunden", "drei Stunden"),  # a small count alone: words
    ("fr", "elle a couru le marathon en trois heures et douze minutes", "en 3 heures et 12 minutes"),
    ("ru", "она бежала три часа и двенадцать минут", "3 часа и 12 минут"),
    # a rate, then another amount after a range word: two quantities, no range ("grew by 3.2% to 4.5 million")
    ("ru", "население выросло на три целых две десятых процента до четырех с половиной миллионов", "на 3,2 % до"),
    ("de", "unsere ergebnisse im dritten quartal zwanzig vierundzwanzig waren stark", "Quartal zwanzig vierundzwanzig"),
    # a scale word alone before the unit it counts is retried with the span's other runs
    ("es", "el coche gasta seis coma cinco litros cada cien kilómetros", "6,5 litros cada 100 kilómetros"),
    ("fr", "la voiture consomme six virgule cinq litres aux cent kilomètres", "6,5 litres aux 100 kilomètres"),
    ("es", "mil gracias por todo", "Mil gracias"),  # no unit: as said
    ("en", "can you break a twenty dollar bill", "a $20 bill"),  # AP: an amount that describes a noun
    ("en", "your account balance is negative forty two dollars and seventeen cents", "is -$42.17"),  # a sign
    ("en", "she tested negative two times", "tested negative two times"),  # "negative" a sign before money only
    ("de", "andererseits hat es ein pfund und siebenunddreißig pence keinerlei lagerplatz", "1,37"),  # one amount
    # an ordinal left as words is no part of an amount ("environ cinq mille personnes" stayed words)
    ("fr", "au dix neuvième siècle environ cinq mille personnes vivaient ici", "environ 5000 personnes"),
    # a Roman numeral with its ordinal mark ("XIXe"); after "siglo", "século" a Roman numeral ("siglo 19" was wrong)
    ("fr", "le dix neuvième siècle fut long", "XIXe siècle"),
    ("es", "en el siglo diecinueve vivían aquí unas cinco mil personas", "siglo XIX"),
    ("pt", "no século dezenove", "século XIX"),
    # an amount span that runs on past its amount is tried up to it ("douze euros cinquante pour deux" stayed words)
    ("fr", "j'ai payé douze euros cinquante pour deux cafés", "12,50 € pour deux"),
    ("es", "pagué doce euros con cincuenta por dos cafés", "12,50 € por dos"),
    # a sign word before a number is part of it ("moins 15°" was mixed); not after a lone letter or an hour noun
    ("fr", "la température est descendue à moins quinze degrés", "à moins 15 degrés"),
    ("en", "the countdown is at t minus three", "T minus three"),
    ("es", "son las tres menos cinco", "2:55"),
    ("es", "esta cultura es un conglomerado de al menos tres culturas", "al menos tres"),  # "at least": no sign
    ("es", "es más o menos un tambor de cincuenta y cinco galones", "más o menos un tambor de 55"),
    ("fr", "il faut au moins trois jours", "au moins trois"),
    ("pt", "a temperatura caiu para menos quinze graus", "para menos 15 graus"),
    ("en", "the temperature dropped to minus fifteen degrees overnight", "to minus 15 degrees overnight"),  # AP
    ("en", "it was minus fifteen degrees celsius", "It was -15 °C."),  # a symbol keeps its sign
    ("en", "the balance is minus fifty dollars", "-$50"),
    # a house number heads an address: figures, no mark after it, the street's name with capitals ("22, Baker
    # street", "406 main street", "ten downing street" were wrong)
    ("en", "he lives at twenty two baker street in london", ("22 Baker St.", "22 Baker Street")),
    ("en", "send it to four oh six main street apartment three", "406 Main Street"),
    ("en", "the shop at ten downing street is closed", ("10 Downing St.", "10 Downing Street")),
    ("en", "we walked five main streets", "five main streets"),
    ("ru", "я живу на улице ленина дом двенадцать", "Ленина, дом 12"),  # no period before a lower-case word
    ("en", "it was a twentieth century invention", "a 20th century"),  # a rank: no fraction
    # the currency said once for a range is written with both numbers when it comes first (was "5 to $10")
    ("en", "prices range from five to ten dollars", "from $5 to $10"),
    ("pt", "de cinco a dez reais", "R$ 5 a R$ 10"),
    ("de", "von fünf bis zehn euro", "5 bis 10 €"),  # a currency written after the number: once
    # a range written with a dash keeps the word said, each number with its currency or percent sign (AP)
    ("en", "it costs from five to ten dollars", "from $5 to $10"),  # was "from $5-10"
    ("en", "from five to ten percent", "5% to 10%"),  # was "5-10%"
    ("ru", "от пяти до десяти процентов", "5–10 %"),  # "от" is in the span's form
    # a unit span that runs on past its unit is tried up to it (was "20 процентов", the unit left as a word)
    ("ru", "это примерно на двадцать процентов больше чем в прошлом году", "на 20 % больше"),
    ("es", "puede levantar hasta tres coma cinco toneladas métricas", "3,5 toneladas métricas"),  # a measure: whole
    # two amounts joined by a range word in one span are tried as two (were words)
    ("fr", "le chiffre a augmenté de douze virgule cinq pour cent à trois virgule deux millions d'euros",
     "12,5 % à 3,2 millions"),
    # "ё" is a spoken letter like "е" (a word with it was the user's writing, left alone)
    ("ru", "я родился четвёртого июля", "4 июля"),
    ("ru", "заплатил четыреста пятьдесят рублей за всё", "450 ₽ за всё"),
    # a verb that says a result makes two numbers a score, before or after them (were words)
    ("de", "wir haben drei zu eins gewonnen", "3:1 gewonnen"),
    ("ru", "мы выиграли три ноль", "выиграли 3:0"),
    ("ru", "матч закончился вничью два два", "вничью два два"),  # was the telephone number "2.2"
    # a unit after them: a range (in words in prose since session 23: both numbers are small)
    ("de", "wir haben zwei bis drei mal pro woche gewonnen", ("2 bis 3 Mal", "zwei bis drei Mal")),
    ("en", "an attack in twenty eighteen that led to losses", "in 2018 that led"),  # a year, no "20-18"
    # a date after a day of the week (was words: the converter dropped the day)
    ("en", "the meeting is on monday the third of march at half past two", "Monday, March 3 at 2:30"),
    ("en", "monday the fifth of may is a holiday", "Monday, May 5"),
    ("de", "das treffen ist am montag dem dritten märz", "Montag, dem 3. März"),
    ("de", "der dritte märz ist ein montag", "Der 3. März"),  # a form that begins a sentence: a capital
    ("en", "only a hundredth of a second", "a hundredth of"),
    # a plus word before degrees says a sign ("from -5 to plus 12 degrees", "плюс 5 градусов" were mixed)
    ("en", "from minus five to plus twelve degrees", "-5 to +12"),
    ("ru", "днём плюс пять градусов ночью минус три", "+5 градусов"),
    ("ru", "от минус пяти до плюс двенадцати градусов", "-5 до +12"),
    ("de", "tagsüber plus fünf grad", "+5 Grad"),
    ("fr", "il fait plus douze degrés", "+12°"),
    ("pt", "hoje faz mais doze graus", "+12"),
    ("es", "hoy hace más cinco grados", "+5"),
    ("en", "the fee plus five dollars", "plus $5"),  # not before degrees: a word
    ("en", "the balance is minus forty two dollars", "is -$42"),  # the sign before the currency (was "-42 USD")
    ("ru", "плюс пять рублей за доставку", "Плюс 5"),
    # digits said one by one after a code noun are the code ("account number four five six..." stayed words)
    ("en", "my account number is four five six seven eight nine", "is 456789"),
    ("en", "my zip code is nine oh two one oh", "is 90210"),
    ("en", "my pin is one two three four", "is 1234"),
    ("de", "meine kundennummer ist vier fünf sechs sieben acht", "ist 45678"),
    ("ru", "номер заказа один два три четыре пять", "12345"),
    ("es", "mi número de cuenta es uno dos tres cuatro cinco", "es 12345"),
    ("fr", "mon code est un deux trois quatre", "est 1234"),
    ("pt", "o código é um dois três quatro", "é 1234"),
    ("en", "the last four digits of my card are one two three four", "are 1234"),  # "card" (was words)
    ("en", "my card ending in four five six seven was declined", "in 4567"),
    ("de", "meine karte endet auf eins zwei drei vier", "auf 1234"),
    ("ru", "карта заканчивается на один два три четыре", "на 1234"),
    ("pt", "me liga no nove nove oito sete seis cinco quatro três dois", "no 998765432"),
    # a Russian telephone number said in groups is written in its layout (was words)
    ("ru", "мой номер телефона восемь девятьсот шестнадцать сто двадцать три сорок пять шестьдесят семь",
     "8 (916) 123-45-67"),
    ("ru", "позвоните по номеру сто двадцать три сорок пять шестьдесят семь", "123-45-67"),
    # minutes and seconds are counted, no clock time ("twenty minutes" stayed words), their unit in full in prose
    ("en", "the train was twenty minutes late", "20 minutes late"),
    ("en", "it takes five minutes", "five minutes"),
    ("de", "der zug hatte zwanzig minuten verspätung", "20 Minuten"),
    ("ru", "осталось тридцать секунд", "30 секунд"),  # not "30 сек."
    ("es", "faltan veinte minutos", "20 minutos"),  # not "20 min."
    ("es", "a las diez horas", "10:00"),  # a clock time (Language.clock_words)
    # a half said after a number is part of it: never "1 and 1/2" (two spans of one number, each verified)
    ("en", "the trip took one and a half hours", ("1 1/2 hours", "1.5 hours", "one and a half hours")),
    # codes spelled after a code noun (denorm.itn.codes), digits said with "double"/"triple"
    ("en", "my reference is a b c one two three", "My reference is ABC123."),
    ("en", "your booking code is x y seven four two", "XY742"),
    ("en", "she is in her mid thirties", "She is in her mid-30s."),  # AP and Chicago: "mid-" joined (session 26)
    ("en", "prices rose in the mid nineteen eighties", "in the mid-1980s."),
    ("en", "we will meet in mid march", "in mid-March."),
    # a whole number of a scale and its unit, as said, where the converter wrote none (scaled_amount_form)
    ("es", "la empresa ganó mil quinientos millones de euros en el segundo trimestre", "ganó 1500 millones de euros"),
    ("de", "das unternehmen verdiente zweitausend millionen euro", "verdiente 2000 Millionen Euro"),
    # an ordinal after a range word is no range's end (was words: "au deuxième trimestre")
    ("fr", "l'entreprise a gagné un virgule cinq milliard d'euros au deuxième trimestre",
     "a gagné 1,5 milliard d'euros au deuxième trimestre."),
    ("fr", "du quatorze au vingt et un mars", "Du 14 au 21 mars."),
    ("es", "llámame al seis uno dos tres cuatro cinco seis siete ocho", "Llámame al 612 345 678."),  # a mobile
    # Brazilian numbers: the area code said as a number, and the layout "(11) 3456-7890" (was "(113) 456-7890")
    ("pt", "me liga no onze nove oito sete seis cinco quatro três dois um", "Me liga no (11) 98765-4321."),
    ("pt", "me liga no um um três quatro cinco seis sete oito nove zero", "Me liga no (11) 3456-7890."),
    ("de", "schicken sie es bitte an max punkt mustermann at gmail punkt com", "an max.mustermann@gmail.com."),
    ("ru", "доклад эф бэ эр", "Доклад ФБР."),  # letters said by their names (spelled_form; was "Эф бэ эр")
    # a year said as an ordinal with no year noun after it takes its ending (Мильчин; was "в 2010")
    ("ru", "а переехал сюда в две тысячи десятом", "в 2010-м."),
    ("ru", "я родился в тысяча девятьсот девяносто девятом году", "в 1999 году."),
    # a homograph ordinal right before a number names a thing by it (was "O 4º 402": "quarto" is a room)
    ("pt", "o quarto quatrocentos e dois fica no quarto andar", "O quarto 402 fica no quarto andar."),
    # the parts of one duration written alike, a part with its unit in the form too (was "и пять секунд")
    ("ru", "она пробежала марафон за три часа двенадцать минут и пять секунд", "за 3 часа 12 минут и 5 секунд."),
    ("en", "she ran it in three hours twelve minutes and five seconds", "in 3 hours 12 minutes and 5 seconds."),
    ("de", "sie lief den marathon in drei stunden zwölf minuten und fünf sekunden",
     "in drei Stunden zwölf Minuten und fünf Sekunden."),
    ("de", "sie ist mitte dreißig", "Sie ist Mitte 30."),  # a noun always (Language.proper_words; was "mitte 30")
    ("de", "anfang märz fahren wir los", "Anfang März fahren wir los"),
    ("en", "the flight leaves at seven forty five", "The flight leaves at 7:45."),  # "flight" is no code noun
    ("ru", "рейс вылетает в семь сорок пять утра", "Рейс вылетает в 7:45 утра."),
    ("en", "the flight number is b a two eight seven", "The flight number is BA287."),
    ("en", "my pin is one two three four i think", "1234"),
    ("en", "call me on double seven nine oh one two three", "779-0123"),
    # a time said as a part of the hour is one time (denorm.itn.clock): never "a quarter to 5"
    ("en", "it was a quarter to five", "It was 4:45."),
    ("en", "meet me at quarter to one", "12:45"),
    ("de", "es ist viertel vor acht", "Es ist Viertel vor acht."),  # German prose writes it so (session 25)
    ("de", "wir treffen uns um halb fünf", "um halb fünf"),
    ("de", "wir treffen uns um halb fünf uhr", ("um 4:30 Uhr", "um halb fünf Uhr")),  # with "Uhr": figures if verified
    ("ru", "встреча в половине пятого", "в 4:30"),
    ("ru", "половина пятого класса ушла домой", "Половина пятого класса"),  # a form, no time
    # the 12-hour clock of English prose for a time said so; a 24-hour reading keeps its form
    ("en", "we left at ten to six", "5:50"),
    ("en", "five to ten people came", "5 to 10 people"),  # a range, no time
    ("en", "the train leaves at seventeen fifty", "17:50"),
    # a unit after a number is no street's name: "a 30 Minute Drive" was a house number's address
    ("en", "it is about a thirty minute drive", "It is about a 30-minute drive."),
    ("en", "my card expires in oh four twenty seven", ("oh four twenty seven", "04/27")),  # was "oh 427"
    # an age in decades has no decade mark; a decade has it (AP)
    ("en", "she is in her mid twenties", ("her mid 20s", "her mid twenties")),  # never "mid '20s"
    ("en", "it was popular in the late eighties", "the late '80s"),
    # a temperature scale is written only where one was said (Language.scale_names)
    ("en", "set the oven to one eighty degrees", ("180 degrees", "180°", "one eighty degrees")),
    ("en", "water boils at one hundred degrees celsius", "100 °C"),
    ("de", "es sind zwanzig grad celsius", "20 °C"),
    # points of a game are no type size ("21 pt" was wrong)
    ("es", "anotó veintiún puntos en la primera mitad", "21 puntos"),
    # a number with another two words away is no part of it unless a unit or joiner stands between
    ("en", "he ran the hundred metres in nine point five eight seconds", "9.58 seconds"),
    ("en", "the ip address is one nine two dot one six eight dot zero dot one", "192.168.0.1"),
    ("es", "tome cinco miligramos dos veces al día", "5 miligramos dos veces"),  # a dose taken twice
    # a currency sign only where one was said; a pair is no count
    ("en", "the refund of twelve fifty will reach you", "refund of twelve fifty"),
    ("en", "revenue for fiscal twenty twenty four rose", "fiscal 2024"),
    ("en", "it was nine ninety nine a month", "nine ninety nine a month"),
    ("en", "the ticket was twelve dollars fifty", "$12.50"),
    ("en", "the boundaries are based on ten fifty two ad", "1052"),  # an era: a year, no "10:52"
    ("es", "daño reducido en un cien por ciento de destreza", "en un 100 % de"),  # "un" is an article
    ("pt", "arma de fogo sete ponto seis dois integrada e um gerador", "e um gerador"),  # no "e 1 gerador"
    ("de", "der umsatz stieg im dritten quartal", "im dritten Quartal"),  # a noun in a span left as words
    ("de", "er lief die strecke in neun komma acht fünf sekunden", "9,85 Sekunden"),  # units of time in full
    ("ru", "он пробежал за девять целых восемь десятых секунды", "9,8 секунды"),
    # a rate said after a number converted alone is its sign ("ciento" says no 100 there)
    ("es", "utilizadas por la polynesian voyaging society treinta y nueve coma cuatro por ciento para navegar",
     "39,4 %"),
    ("es", "el dios de la cueva de los uno coma cinco por mil orcos", "1,5 \u2030"),
    ("fr", "il compense ces ratés quatre vingt seize pour cent par de la force brute", "96 %"),
    # the hour first, then its part (Language.clock_hour_relations)
    ("es", "nos vemos a las diez menos cuarto", "9:45"),
    ("es", "llegó a la una y media", "1:30"),
    ("es", "el tren sale a las seis y cuarenta y cinco", "6:45"),
    ("fr", "rendez-vous à dix heures moins vingt", "9 h 40"),
]


@pytest.fixture(scope="module")
def engines():  # noqa: ANN201 - language -> Denormalizer
    from denorm.api import Denormalizer

    class Engines(dict):
        def __missing__(self, key: str) -> object:  # "en", or "en:digits" for a style
            lang, _, style = key.partition(":")
            self[key] = Denormalizer.load(lang, engine="pipeline", **({"style": style} if style else {}))
            return self[key]

    return Engines()


@pytest.mark.model
@pytest.mark.parametrize("lang, said, written", GOLDEN)
def test_issue_examples(engines: dict, lang: str, said: str, written: str | tuple[str, ...]) -> None:
    """The issue's examples: the written form (or one of several) is in the output ("de:digits": in that style)."""
    out = engines[lang].translate([said])[0].output
    assert any(w in out for w in ((written,) if isinstance(written, str) else written)), out


#: Cases per language in the default tier and in the slow one (--runslow).
SAMPLE, FULL = 300, 10_000


def _property(lang: str, n: int, style: str) -> None:
    from denorm.eval.numbers import check

    from denorm.api import Denormalizer
    from denorm.itn.verify import verifies

    cases = number_cases(lang, n, seed=26, root=DATA)
    assert len(cases) == n
    result = check(Denormalizer.load(lang, engine="pipeline", style=style), cases, lang, verifies)
    assert result.counts["mixed"] == 0 and result.counts["wrong"] == 0, (str(result), result.examples)
    # and the numbers are written: measured 94-96% right in figures (digits), 90-94% (prose)
    assert result.counts["right"] >= 0.85 * n, str(result)


#: Languages of the property test. vi is left out: its checker counts as "mixed" readings that are right in
#: the language (Vietnamese "1.700.000 đồng một người", "per person"), 1-2 of 300 cases; fr was too until
#: 2026-11-29, when the generator stopped saying one cent as a bare "un", the article's word ("9424 $ un
#: vital"; 2,000 cases in figures and 1,000 in prose then had none). The full run is the issue's three: at 10,000 cases es and pt have
#: 5 and 4 left (2026-11-27), an amount whose minor part keeps its own unit ("un peso con 99 centavos", "60 €
#: con un céntimo") and "um real e 59" ("real" is no unit name: it is an adjective too).
PROPERTY_LANGS = ["en", "de", "ru", "es", "fr", "pt"]


@pytest.mark.model
@pytest.mark.parametrize("lang", PROPERTY_LANGS)
@pytest.mark.parametrize("style", ["digits", "prose"])
def test_numbers_right_or_words_never_mixed(lang: str, style: str) -> None:
    """Generated numbers of seven classes inside outside sentences: right or words, never mixed or wrong."""
    _property(lang, SAMPLE, style)


@pytest.mark.slow
@pytest.mark.model
@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_numbers_right_or_words_never_mixed_full(lang: str) -> None:
    _property(lang, FULL, "digits")


MINOR_PARTS = [  # (lang, spoken, runs as (start, end), whether a run is an amount's minor part)
    ("es", "once euros con cincuenta que", [(0, 1), (3, 4)], True),
    ("fr", "vingt dollars cinquante les", [(0, 1), (2, 3)], True),
    ("pt", "treze reais e noventa e nove koan", [(0, 1), (3, 6)], True),
    ("en", "sixty eight thousand square kilometres twenty six thousand square miles",
     [(0, 3), (5, 8)], False),  # a second measure, its own unit after it
    ("en", "sixty one dollars and eighty three cents", [(0, 2), (4, 6)], False),  # cents: a unit of its own
    ("es", "cinco euros para los tres", [(0, 1), (4, 5)], False),  # more than one word between
    ("en", "twenty kilograms and thirty of them", [(0, 1), (3, 4)], False),  # English "and": two numbers
    ("es", "cinco miligramos dos veces al día", [(0, 1), (2, 3)], False),  # a number of times (times_words)
]


@pytest.mark.parametrize("lang, line, runs, expected", MINOR_PARTS)
def test_an_amounts_minor_part_is_found(lang: str, line: str, runs: list, expected: bool) -> None:
    from denorm.data import get_language

    from denorm.itn.runs import minor_part

    assert minor_part(line.split(), [Run(a, b) for a, b in runs], get_language(lang)) is expected


# -- case around converted numbers (denorm.engines.pipeline) --------------------------------------------
CASE_AROUND = [
    # line, tagger case per word, number span (start, end), expected case per word
    ("en", "turn to page five", "TLTL", (3, 4), "TLLL"),  # a label noun inside a sentence: lower
    ("en", "page five is missing", "TLLL", (1, 2), "TLLL"),  # ... but a sentence begins with a capital
    ("en", "the section five rules", "LTLL", (2, 3), "LTLL"),  # "Section 5" of an act: not listed
    ("ru", "смотрите главу три", "TTL", (2, 3), "TLL"),
    ("de", "siehe seite fünf", "TTL", (2, 3), "TTL"),  # German nouns keep their capital
]


@pytest.mark.parametrize("lang, line, cases, span, expected", CASE_AROUND)
def test_label_nouns_before_numbers(lang: str, line: str, cases: str, span: tuple[int, int], expected: str) -> None:
    assert _written_cases(line, cases, lang, (*span, "cardinal"), {span[0]: "5"}) == expected


def _written_cases(line: str, cases: str, lang: str, span: tuple = (), forms: dict[int, str] | None = None) -> str:
    """The case letters `written_case` gives a line whose words the tagger cased `cases` (one letter a word),
    with one span (start, end[, class]) and the forms converted."""
    from denorm.core.labels import WordLabels, with_span
    from denorm.engines.pipeline import written_case

    labels = [WordLabels(case=c) for c in cases]
    if span:
        labels = with_span(labels, *span)
    return "".join(lab.case for lab in written_case(line.split(), labels, lang, forms or {}))


LEFT_CASE = [
    # line, tagger case per word, span left as words (start, end, class), expected case per word
    ("ru", "в начале двадцать века", "LLTL", (2, 3, "roman"), "LLLL"),  # learnt on "XX": no "Двадцать"
    ("ru", "двадцать века", "TL", (0, 1, "roman"), "TL"),  # ... but a sentence begins with a capital
    ("en", "in the nineteen twenties", "LLTT", (2, 4, "date"), "LLLL"),
    ("de", "zwei millionen menschen", "LTT", (0, 2, "cardinal"), "TTT"),  # a German scale is a noun
    ("de", "in zwanzig jahren", "LTT", (1, 2, "cardinal"), "LLT"),
    ("en", "the fbi agent", "LUL", (1, 2, "acronym"), "LUL"),  # no number word: as the tagger has it
]


@pytest.mark.parametrize("lang, line, cases, span, expected", LEFT_CASE)
def test_number_words_left_as_words_have_no_capital(lang: str, line: str, cases: str, span: tuple,
                                                     expected: str) -> None:
    assert _written_cases(line, cases, lang, span) == expected


POLITE = [
    # line, tagger case per word, expected case per word: a line that says "du" addresses no one politely
    ("de", "könntest du für sie lampen bauen", "TLLTTL", "TLLLTL"),
    ("de", "du packst die plakette aus ihrer verpackung", "TLLTLLT", "TLLTLLT"),
    ("de", "du packst die plakette aus ihrer verpackung", "TLLTLTT", "TLLTLLT"),
    ("de", "können sie mir helfen", "TTLL", "TTLL"),  # no familiar word: polite "Sie" as the tagger has it
    ("de", "sie sagt du bist da", "TLLLL", "TLLLL"),  # a sentence still begins with a capital
    ("ru", "ты знаешь что вы здесь", "TLLTL", "TLLLL"),
    ("ru", "знаете ли вы это", "TLTL", "TLTL"),
    ("en", "you and you", "TLT", "TLT"),  # a language without polite pronouns: as the tagger has it
]


@pytest.mark.parametrize("lang, line, cases, expected", POLITE)
def test_no_polite_capital_beside_familiar_address(lang: str, line: str, cases: str, expected: str) -> None:
    assert _written_cases(line, cases, lang) == expected


RESPAN = [
    # a measure or money span narrowed to its number: a German noun left out of it gets its capital
    ("etwa zwanzig pfund salz", (1, 3), (1, 2), "LLTL"),
    ("von zwanzig kilometern", (1, 3), (1, 2), "LLT"),
    ("etwa zwanzig und salz", (1, 3), (1, 2), "LLLL"),  # not a noun: as the tagger had it
]


@pytest.mark.parametrize("line, span, run, expected", RESPAN)
def test_respan_keeps_german_noun_capitals(line: str, span: tuple[int, int], run: tuple[int, int], expected: str) -> None:
    from denorm.core.labels import WordLabels, decode_spans, with_span
    from denorm.engines.pipeline import respan, written_case

    words = line.split()
    labels = with_span([WordLabels() for _ in words], *span, "money")
    out = written_case(words, respan(labels, *run), "de", {run[0]: "20"})  # the case rules after the spans
    assert "".join(lab.case for lab in out) == expected
    assert [(a, b) for a, b, _ in decode_spans([lab.span for lab in out])] == [run]


CLOSING_COMMAS = [
    # line, converted span (start, end, form), marks after each word as the tagger put them, expected marks
    ("en", "on june twenty eighth nineteen nineteen the treaty", (1, 6, "June 28, 1919"), "........", ".....,.."),
    ("en", "signed on june twenty eighth nineteen nineteen", (2, 7, "June 28, 1919"), ".......", "......."),  # line end
    ("en", "on june fifth in paris", (1, 3, "June 5"), ".....", "....."),  # no year: no comma
    ("en", "on june twenty eighth nineteen nineteen the treaty", (1, 6, "June 28, 1919"), ".....;..", ".....;.."),
    ("de", "am vierten juli siebzehnhundertsechsundsiebzig wurde", (1, 4, "4. Juli 1776"), ".....", "....."),
]


@pytest.mark.parametrize("lang, line, span, marks, expected", CLOSING_COMMAS)
def test_a_full_english_date_is_closed_by_a_comma(lang: str, line: str, span: tuple, marks: str, expected: str) -> None:
    from denorm.core.labels import WordLabels, with_span
    from denorm.engines.pipeline import closing_commas

    a, b, form = span
    labels = with_span([WordLabels(after="" if m == "." else m) for m in marks], a, b, "date")
    out = closing_commas(line.split(), labels, {a: form}, lang)
    assert "".join(lab.after or "." for lab in out) == expected


BARE_DECIMALS = [  # (lang, line, span, form, expected)
    ("en", "the weak point two two round", (2, 5), "0.22", ".22"),
    ("en", "of point three five seven magnum", (1, 5), "0.357", ".357"),
    ("en", "it is zero point two two", (2, 6), "0.22", None),  # the whole part was said
    ("en", "it rose point five meters", (2, 4), "0.5", None),  # a unit follows: "0.5 meters"
    ("en", "the weak point two two round", (2, 5), "0.23", None),  # not what was said
    ("de", "die schwache punkt zwei zwei", (2, 5), "0,22", None),  # no such rule in German
]


@pytest.mark.parametrize("lang, line, span, form, expected", BARE_DECIMALS)
def test_a_decimal_said_without_its_whole_part(lang: str, line: str, span: tuple, form: str, expected: str | None) -> None:
    from denorm.engines.pipeline import bare_decimal

    assert bare_decimal(line.split(), *span, form, lang) == expected


WRITES = [  # (lang, left, words, right, class, form, written?)
    ("es", "lo voy a vender", "por mil", "", "symbol", "\u2030", False),  # a rate sign alone: no number said
    ("es", "lo voy a vender", "por mil", "", "symbol", "\u00d7 mil", False),  # an operator between no numbers
    ("es", "la tasa es de", "cinco por mil", "", "percent", "5 \u2030", True),
    ("en", "it is", "two times three", "now", "symbol", "2 \u00d7 3", True),
    ("en", "the bridge was opened on", "may twenty seventh nineteen thirty seven", "", "date", "05/27/1937", False),
    ("en", "the bridge was opened on", "may twenty seventh nineteen thirty seven", "", "date", "May 27, 1937", True),
    ("en", "she was born on", "the third of august nineteen sixty one", "in", "date", "the 03/08/1961", False),
    ("en", "she was born on", "the third of august nineteen sixty one", "in", "date", "August 3, 1961", True),
    ("en", "she was born on", "the third of august nineteen sixty one", "in", "date", "3 Aug. 1961", True),
    ("en", "the meeting runs from", "nine fifteen to nine forty five", "", "year", "915-945", False),  # clocks
    ("en", "i paid", "thirty nine ninety nine", "for it", "number", "3999", False),  # a price, no year
    ("ru", "видели в четверг", "двенадцать июля", "всю", "date", "12. июля", False),  # no Russian ordinal dot
    ("ru", "видели в четверг", "двенадцать июля", "всю", "date", "12 июля", True),
    ("de", "am", "dritten märz", "", "date", "3. März", True),  # German writes its ordinals so
    ("pt", "a viagem dura entre", "duas", "e três horas", "time", "2h", False),  # a range of hours: a count
    ("en", "the trip takes", "two", "to three hours", "time", "2:00", False),
    ("pt", "ele chegou entre as", "duas", "e as três", "time", "2h", True),
    ("en", "it weighs five kilograms", "eleven pounds", "and costs", "money", "£11", False),  # restates a weight
    ("en", "it weighs five kilograms", "eleven pounds", "and costs", "money", "GBP 11", False),
    ("en", "it costs", "eleven pounds", "", "money", "£11", True),
    ("es", "la cuenta es de", "veinte con cincuenta", "", "money", "20,50 €", False),  # no currency said
    ("de", "ich bin", "vier fünfzig", "schon seit langem", "time", "4:50", False),  # no preposition: no time
    ("de", "wir treffen uns um", "zwanzig vierundzwanzig", "", "time", "20:24", True),
    ("ru", "если", "двадцать четыре", "прикажешь", "time", "24:00", False),
    ("ru", "спрятанные в", "ноль", "комнате", "time", "0:00", False),  # a zero alone is no hour
    ("ru", "поезд уходит в", "два ноль три", "", "time", "2:03", True),
    ("es", "la cuenta es de", "veinte con cincuenta", "", "money", "20,50 euros", False),  # nor named
    ("es", "son", "veinte euros con cincuenta", "", "money", "20,50 €", True),
    ("fr", "à", "trois virgule deux millions d'euros", "", "money", "3,2 millions d'euros", True),  # elided
    ("en", "a sheet of", "seventy six twenty nine", "translucent", "money", "76:29", False),  # no hour past 24
    ("en", "a dark and malign", "two fifty feet", "artefact", "measure", "2:50 feet", False),  # a time counts no unit
    ("en", "the standard of the", "one twenty four", "g b p chronology", "money", "1:24 GBP", False),
    ("de", "der zug fährt um", "zehn uhr fünfzehn", "", "time", "10:15 Uhr", True),  # the clock's own word
    ("en", "it happened at", "four fifteen p m", "", "time", "4:15 PM", True),
    ("pt", "de ovos e", "meio litro", "de leite", "measure", "1/2 litro", False),  # a fraction said in one word
    ("pt", "de ovos e", "meio", "litro de leite", "fraction", "1/2", False),
    ("en", "add", "one half cup", "of sugar", "measure", "1/2 cup", True),  # its numerator said
    ("en", "it cost", "twenty nine ninety nine", "", "cardinal", "2999", False),
    ("en", "he served from", "nineteen ninety six", "to", "number", "1996", True),  # a year's halves
    ("en", "by", "twenty fifty", "the population", "cardinal", "2050", True),
    ("en", "in the year", "twenty five twenty five", "", "cardinal", "2525", True),  # a year word
    ("en", "in", "twenty five twenty five", "", "year", "2525", True),  # the tagger's year
    ("en", "the model", "twenty five forty", "sold", "cardinal", "2540", True),  # a label noun names it
    ("de", "im jahr", "zwanzig vierundzwanzig", "war", "year", "20:24", False),  # a year is no time of day
    ("de", "im dritten quartal", "zwanzig vierundzwanzig", "war", "cardinal", "20:24", False),  # nor after a period
    ("de", "im märz", "zwanzig vierundzwanzig", "", "time", "20.24 Uhr", False),  # or a month
    ("de", "wir treffen uns um", "zwanzig vierundzwanzig", "", "time", "20:24", True),
    ("en", "he reigned from", "nine fifteen to nine forty five", "ad", "year", "915-945", True),  # an era
    ("en", "he reigned from", "nine fifteen to nine ninety five", "", "year", "915-995", True),  # 95: no clock
    ("en", "it grew from", "nine fifteen to nine forty five", "", "cardinal", "915-945", False),
    ("vi", "ngày", "mười lăm tháng ba", "", "date", "15/3", True),  # Vietnamese months are numbers
    ("ru", "мы выиграли матч со счетом", "три один", "", "cardinal", "3.1", False),  # no fraction was said
    ("ru", "рост составил три и", "две десятых", "процента", "fraction", "2/10", False),  # tenths are decimals
    ("en", "standard iso", "two three nine five zero", "", "telephone", "(239) 50", False),  # no 5-digit phone
    ("vi", "khi", "một đồng", "hồ mặt trời", "money", "1\u20ab", False),  # "đồng hồ" is a clock
    ("vi", "giá là", "năm mươi nghìn đồng", "", "money", "50.000 \u20ab", True),
    ("en", "about", "two thirds", "of them", "fraction", "2/3", True),
    ("en", "on", "three ten", "", "date", "3/10", True),  # a date, not a fraction
    ("ru", "мы выиграли матч со счетом", "три один", "", "cardinal", "3:1", True),
    ("ru", "года", "два три", "назад", "cardinal", "2:3", False),  # an estimate: no word says a score
    ("ru", "см выпуск", "двадцать четыре", "раздел семь", "decimal", "20.4", False),  # no fraction was said
    ("ru", "рост на", "двадцать четыре процента", "", "percent", "20,4 %", False),
    ("ru", "рост на", "двадцать целых четыре десятых процента", "", "percent", "20,4 %", True),
    ("de", "er ist", "ein meter achtzig", "groß", "measure", "1,80 m", True),  # a unit between its parts
    ("de", "es kostet", "zwölf euro fünfzig", "", "money", "12,50 €", True),
    ("en", "it weighs", "two point five kilograms", "", "measure", "2.5 kg", True),
    ("de", "am", "fünfzehnten dritten", "", "date", "15.3.", True),  # a date's dots are no fraction
    ("de", "das spiel endete", "drei zu eins", "", "cardinal", "3:1", True),  # a result (Language.result_words)
    ("de", "es sind", "drei zu eins", "", "cardinal", "3:1", False),  # no word says a score
    ("ru", "матч закончился вничью", "два два", "", "telephone", "2.2", False),  # no telephone has two figures
    ("en", "call", "nine one one", "", "telephone", "911", True),
    ("de", "beim stand von", "drei zu eins", "", "cardinal", "3:1", True),
    ("en", "the odds are", "three to one", "", "cardinal", "3:1", True),
    ("en", "at", "ten thirty", "", "time", "10:30", True),  # a clock time's minutes have two digits
    ("ru", "выручка", "четыре целых пять десятых", "", "cardinal", "4,5", True),
    ("de", "nimm dieses", "siebeneinhalb millionen", "", "cardinal", "7,5 Mio.", True),  # a half said
    ("en", "it grew to", "one point two million", "", "cardinal", "1.2 million", True),
    ("en", "the population was", "thirty six thousand one hundred", "", "cardinal", "36,100", True),  # groups
    # a fraction says how it divides: cardinals alone are no fraction (the French generator reads "1/247" so)
    ("fr", "on ne prend pas", "un deux cent quarante sept", "à la légère", "fraction", "1/247", False),
    ("fr", "il a bu", "un sur trois", "", "fraction", "1/3", True),
    ("en", "about", "three quarters", "of them", "fraction", "3/4", True),
    ("de", "etwa", "zwei drittel", "der karten", "fraction", "2/3", True),
    ("en", "open", "twenty four seven", "", "cardinal", "24/7", True),  # no fraction below one
    # a number right after a label noun names its thing: no clock time, decimal or range (Language.label_nouns)
    ("en", "the office is in room", "four oh six", "", "time", "4:06", False),
    ("en", "she took flight", "two twenty", "to boston", "time", "2:20", False),
    ("en", "the bus leaves at", "four oh six", "", "time", "4:06", True),
    ("ru", "я живу в комнате", "четыре ноль шесть", "", "time", "4:06", False),
    ("ru", "я живу в комнате", "четыре ноль шесть", "", "time", "4.06", False),
    ("ru", "я живу в комнате", "четыре ноль шесть", "", "cardinal", "4\u201306", False),
    ("fr", "je suis dans la chambre", "quatre zéro six", "", "time", "4 h 06", False),
    ("en", "the answer is on page", "two point five", "", "decimal", "2.5", True),  # a decimal said
    ("en", "read pages", "ten to twelve", "", "cardinal", "10-12", True),  # a range said
    ("de", "siehe seite", "zwölf tausend", "", "cardinal", "12.000", True),  # a number's groups
    # a currency sign only where a currency was said
    ("en", "the refund of", "twelve fifty", "will reach you", "money", "$12.50", False),
    ("en", "revenue for fiscal", "twenty twenty four", "rose", "money", "$20.24", False),
    ("en", "the ticket was", "twelve dollars fifty", "", "money", "$12.50", True),
    ("en", "it costs", "ninety nine cents", "", "money", "99\u00a2", True),
    ("en", "it costs", "five bucks", "", "money", "$5", True),  # any word of the span may say it
    ("en", "two dollars and fifty cents to", "forty eight seventy five", "", "money", "$48.75", True),  # a range
    ("de", "es kostet", "zwölf fünfzig", "", "money", "12,50 \u20ac", False),
    # a number said as a pair is no count: a clock time, a price or a year
    ("en", "it was", "nine ninety nine", "a month", "cardinal", "999", False),
    ("en", "the refund of", "twelve fifty", "", "money", "1250", False),
    ("en", "the", "eight fifteen", "show", "ordinal", "815", False),
    ("en", "flight", "nine ninety nine", "to paris", "cardinal", "999", True),  # a label
    ("en", "the year", "eleven fifty", "", "cardinal", "1150", True),  # a year
    ("en", "it was", "nine hundred ninety nine", "", "cardinal", "999", True),
    ("en", "we found this", "twelve seventy seven", "through twelve eighty seven", None, "1277", True),  # years
    ("en", "from", "nine fifteen", "to nine forty five", None, "915", False),  # times of a range
    ("en", "with its", "six ninety six", "tongue", None, "696-", False),  # a dash joined to nothing
    ("en", "a", "thirty minute", "drive", "measure", "30-minute", True),
    ("en", "based on", "ten fifty two", "ad", "cardinal", "1052", True),  # an era after it: a year
    ("en", "in", "ten fifty two", "b c", "cardinal", "1052", True),
]


@pytest.mark.parametrize("lang, left, words, right, cls, form, expected", WRITES)
def test_a_conversion_writes_only_what_was_said(lang: str, left: str, words: str, right: str, cls: str, form: str,
                                                expected: bool) -> None:
    from denorm.engines.pipeline import writes_its_class
    from denorm.itn.conversion import Span

    span = Span(tuple(words.split()), tuple(left.split()), tuple(right.split()), cls)
    assert writes_its_class(span, form, lang) is expected


UNIT_SYMBOLS = [  # (lang, spoken word, its symbol or None)
    ("en", "kwh", "kWh"), ("en", "ghz", "GHz"), ("en", "db", "dB"), ("en", "mb", "MB"),
    ("en", "kb", None),  # "KB" and "kB": two symbols, no choice
    ("en", "km", None),  # written in lower case: nothing to do
    ("de", "ps", "PS"), ("ru", "ггц", "ГГц"), ("ru", "кдж", "кДж"), ("ru", "мб", None), ("fr", "go", "Go"),
]


@pytest.mark.parametrize("lang, word, symbol", UNIT_SYMBOLS)
def test_unit_symbols(lang: str, word: str, symbol: str | None) -> None:
    from denorm.data import get_language

    assert get_language(lang).unit_symbols.get(word) == symbol


SYMBOL_FORMS = [  # (lang, words, converted spans start -> (end, form), written words)
    ("en", "sixty four mb of ram", {0: (2, "64")}, "64 MB of ram"),
    ("en", "the db server", {}, "the db server"),  # no number before it: the tagger's and the lexicon's
    ("en", "1080 mb", {}, "1080 MB"),  # figures the user typed
    ("en", "five km", {0: (1, "5")}, "5 km"),
    ("ru", "пять кдж", {0: (1, "5")}, "5 кДж"),
    ("ru", "пятый кдж", {0: (1, "5-й")}, "5-й кдж"),  # no number in figures before it
]


@pytest.mark.parametrize("lang, line, spans, written", SYMBOL_FORMS)
def test_a_unit_symbol_after_a_number_is_written_as_the_symbol(lang: str, line: str, spans: dict,
                                                               written: str) -> None:
    from denorm.core.labels import WordLabels, apply_labels, with_span
    from denorm.engines.pipeline import unit_symbol_forms

    words = line.split()
    labels = [WordLabels(case="L") for _ in words]
    for a, (b, _) in spans.items():
        labels = with_span(labels, a, b, "cardinal")
    forms = {a: form for a, (_, form) in spans.items()}
    out = unit_symbol_forms(words, labels, forms, lang)
    assert apply_labels(words, out, forms) == written


SCORES = [  # (lang, left, words, written): a score after a word that says one, verified in context
    ("ru", "спартак обыграл зенит со счетом", "два один", "2:1"),
    ("en", "the final score was", "two one", "2-1"),  # AP: a hyphen
    ("de", "beim stand von", "drei zu zwei", "3:2"),
    ("es", "con un marcador de", "dos a uno", "2-1"),
    ("ru", "года", "два три", None),  # no score word: an estimate
    ("en", "the final score was", "one hundred", None),  # one number
    ("en", "the final score was", "two hundred one", None),  # "two [hundred] one" is no score
    ("en", "he scored", "twenty one", None),  # one number: "21 points", not "20-1"
    ("ru", "со счетом", "двадцать один", None),
]


@pytest.mark.parametrize("lang, left, words, written", SCORES)
def test_a_score_is_written_after_a_word_that_says_one(lang: str, left: str, words: str,
                                                       written: str | None) -> None:
    from denorm.engines.pipeline import score_form
    from denorm.itn.conversion import Span

    assert score_form(Span(tuple(words.split()), tuple(left.split()), (), "cardinal"), lang) == written


LABEL_DIGITS = [  # (lang, words, figures): a label said in digits or pairs
    ("en", "four oh six", "406"),
    ("en", "two twenty", "220"),
    ("en", "seven forty seven", "747"),
    ("en", "five oh one", "501"),
    ("en", "twelve oh five", "1205"),
    ("en", "four hundred six", None),  # a cardinal: the converter's
    ("en", "forty two", None),  # one part: a plain number
    ("en", "oh six", None),  # a label begins with no zero
    ("de", "vier null sechs", "406"),
    ("ru", "два ноль семь", "207"),
    ("es", "cuatro cero seis", "406"),
    ("fr", "quatre zéro six", "406"),
    ("pt", "quatro zero meia", "406"),  # Brazilian "meia" for six
    ("en", "four oh six apples", None),
]


@pytest.mark.parametrize("lang, words, figures", LABEL_DIGITS)
def test_label_digits(lang: str, words: str, figures: str | None) -> None:
    from denorm.data import get_language

    from denorm.engines.pipeline import label_digits

    assert label_digits(words.split(), get_language(lang)) == figures


LABELS = [  # (lang, left, words, right, written): verified in context, or None
    ("en", "the office is in room", "four oh six", "", "406"),
    ("en", "she took flight", "two oh seven", "to boston", "207"),
    ("en", "switch to channel", "five oh one", "", "501"),
    ("de", "ich wohne in zimmer", "vier null sechs", "", "406"),
    ("ru", "я живу в комнате", "четыре ноль шесть", "", "406"),
    ("es", "vivo en la habitación", "cuatro cero seis", "", "406"),
    ("pt", "estou na sala", "quatro zero seis", "", "406"),
    ("en", "the bus leaves at", "four oh six", "", None),  # no label noun: a time, the converter's
    ("en", "the office is in room", "four hundred six", "", None),  # a cardinal
]


@pytest.mark.parametrize("lang, left, words, right, written", LABELS)
def test_a_label_said_in_digits_is_written_in_figures(lang: str, left: str, words: str, right: str,
                                                      written: str | None) -> None:
    from denorm.engines.pipeline import label_form
    from denorm.itn.conversion import Span

    span = Span(tuple(words.split()), tuple(left.split()), tuple(right.split()), "time")
    assert label_form(span, lang) == written


BESIDE = [  # (lang, line, converted spans start -> end, starts that go back to words)
    ("en", "it was thirty six thousand one hundred and ninety three", {2: 6}, {2}),  # "36,001 hundred and ninety three"
    ("en", "sixty one pounds and eighty three pence", {4: 7}, {4}),  # "sixty one pounds and 83p": one amount
    ("en", "he had five thousand soldiers and two tanks", {2: 4}, set()),  # two numbers
    # a half or quarter said after the number is part of it: "11 einhalb", "11 and a half" go back to words
    ("de", "der flug dauert elf einhalb stunden", {3: 4}, {3}),
    ("en", "the flight takes eleven and a half hours", {3: 4}, {3}),
    ("ru", "длится одиннадцать с половиной часов", {1: 2}, {1}),
    ("es", "el vuelo dura once horas y media", {3: 5}, set()),  # "11 horas y media": the half of the unit
    ("en", "eleven people and a dog", {0: 1}, set()),
    ("en", "deliver one hundred half liter glass jars", {1: 3}, set()),  # a half right after it is the liter's
    ("de", "eine flasche ein franken neunundneunzig", {4: 5}, {4}),  # "ein Franken 99": a unit between
    ("fr", "un pot de quinze litres avec deux poignées", {3: 4}, set()),  # "15 litres avec deux": a word between
    ("de", "der film spielte über zweihundertfünfzig millionen dollar ein", {4: 7}, set()),  # a verb's particle
    ("fr", "neuf mille quatre cent vingt quatre dollars un vital", {0: 7}, set()),  # an article after a unit
    ("es", "un lanzagranadas de cuarenta milímetros un cañón", {3: 5}, set()),  # "[40 mm], un cañón"
    ("es", "bromeo por favor un a once por ciento", {4: 8}, {4}),  # "un [a 11 %]": a range half in words
    # an amount's minor part after its currency: "78 604 euros 34", "un euro con 50" are no right number
    ("es", "partes de setenta y ocho mil seiscientos cuatro euros treinta y cuatro hércules", {2: 9, 9: 12},
     {2, 9}),
    ("es", "es un euro con cincuenta demasiado", {4: 5}, {4}),
    ("pt", "foram treze reais e noventa e nove koan", {1: 3, 4: 7}, {1, 4}),
    ("es", "un peso con noventa y nueve centavos", {3: 7}, set()),  # the minor part with its own unit
    ("en", "it fell two dollars and fifty cents to forty eight seventy five", {2: 7, 8: 12}, set()),  # a range
    ("es", "un megabit por segundo y las visiones", {0: 2}, set()),  # "por segundo": per second
    ("en", "it weighs twenty kilograms and thirty of them were sold", {2: 4, 5: 6}, set()),
    # a word of no amount between: two numbers ("the hundred metres in 9.58 seconds")
    ("en", "he ran the hundred metres in nine point five eight seconds", {6: 10}, set()),
    ("de", "einhundert euro neunundneunzig", {2: 3}, {2}),
    ("en", "twenty three people saw forty five cars", {4: 6}, set()),
    ("ru", "на шоссе девяносто три и девяносто пять", {5: 7}, {5}),  # a list's numbers are written alike
    ("es", "tome cinco miligramos dos veces al día", {1: 2, 3: 4}, set()),  # a number of times, no minor part
    ("es", "es un euro con cincuenta demasiado", {1: 3, 4: 5}, {1, 4}),  # an amount's minor part
    ("es", "treinta y nueve coma cuatro por ciento para navegar", {0: 5}, {0}),  # its rate said in words
]


@pytest.mark.parametrize("lang, line, converted, expected", BESIDE)
def test_digits_never_stand_beside_words_of_their_number(lang: str, line: str, converted: dict, expected: set) -> None:
    from denorm.itn.runs import beside_number_words

    assert beside_number_words(line.split(), converted, lang) == expected


DURATIONS = [  # (lang, line, span start, end, written form, in full or None)
    ("de", "er lief in neun komma acht fünf sekunden", 3, 8, "9,85 s", "9,85 Sekunden"),
    ("en", "it took two point five hours", 2, 6, "2.5 h", "2.5 hours"),
    ("en", "it took two point five hours", 2, 6, "2.5 hours", None),  # in full already
    ("en", "it weighs two point five kilograms", 2, 6, "2.5 kg", "2.5 kilograms"),  # a unit said in full
    ("de", "er lief in neun komma acht fünf sekunden", 3, 8, "9,86 s", None),  # not what was said
    ("pt", "a reunião começa às dezesseis horas", 4, 6, "16h", None),  # a clock time after "às"
    ("en", "it is four to six inches long", 2, 6, "4 to 6 in", "4 to 6 inches"),  # a symbol that is a word
    ("en", "the pipe is six inches wide", 3, 5, "6 in", "6 inches"),
    ("en", "it is six kilometres long", 2, 4, "6 km", "6 kilometres"),  # Language.units_in_full
    ("de", "der tank ist mit vierzig litern gefüllt", 4, 6, "40 l", "40 Litern"),
    ("fr", "la tour mesure trois cents mètres", 3, 6, "300 m", "300 mètres"),
    ("ru", "длина шесть километров", 1, 3, "6 км", None),  # Russian sets units in abbreviations (Мильчин)
    ("en", "it is six k m long", 2, 5, "6 km", None),  # a unit spelled: its symbol
    ("de", "mit hundert kilometern pro stunde", 1, 5, "100 km/h", None),  # a unit said in several words
    ("en", "it dropped to minus five degrees celsius", 3, 7, "-5 °C", None),
    ("en", "it is fifty percent", 2, 4, "50%", None),  # no unit of measure
]


@pytest.mark.parametrize("lang, line, a, b, form, expected", DURATIONS)
def test_a_unit_is_written_in_full(lang: str, line: str, a: int, b: int, form: str,
                                            expected: str | None) -> None:
    from denorm.engines.pipeline import unit_in_full

    assert unit_in_full(line.split(), a, b, form, lang) == expected


ADDRESSES_IP = [  # (lang, left, words, right, written or None)
    ("en", "the ip address is", "one nine two dot one six eight dot zero dot one", "", "192.168.0.1"),
    ("en", "my ip is", "ten dot zero dot zero dot one", "", "10.0.0.1"),
    ("en", "my ip is", "three hundred dot zero dot zero dot one", "", None),  # no part above 255
    ("en", "version", "two dot one dot three", "", None),  # three parts: a version, the converter's
]


@pytest.mark.parametrize("lang, left, words, right, expected", ADDRESSES_IP)
def test_ip_addresses(lang: str, left: str, words: str, right: str, expected: str | None) -> None:
    from denorm.engines.pipeline import dotted_address
    from denorm.itn.conversion import Span

    span = Span(tuple(words.split()), tuple(left.split()), tuple(right.split()), "decimal")
    assert dotted_address(span, lang) == expected


PHONES = [  # (lang, left, words, right, expected)
    ("en", "my number is", "five five five two three four five six seven eight", "", "(555) 234-5678"),
    ("en", "call me at", "five five five one two three four", "", "555-1234"),
    ("en", "please call", "one eight zero zero five five five zero one nine nine", "", "1-800-555-0199"),
    ("en", "please call", "one eight hundred five five five zero one nine nine", "", None),  # not digit by digit
    ("en", "the code is", "one two three four five six", "", None),  # six digits: no phone layout
    ("de", "meine nummer ist", "null drei null eins zwei drei vier fünf sechs sieben", "", "0301234567"),
]


@pytest.mark.parametrize("lang, left, words, right, expected", PHONES)
def test_phone_numbers_said_digit_by_digit(lang: str, left: str, words: str, right: str, expected: str | None) -> None:
    from denorm.engines.pipeline import phone_form
    from denorm.itn.conversion import Span

    span = Span(tuple(words.split()), tuple(left.split()), tuple(right.split()), "telephone")
    assert phone_form(span, lang) == expected


DECIMALS = [  # (lang, left, words, right, class, expected)
    ("fr", "passée de", "un virgule deux million", "en", "decimal", "1,2 million"),
    ("fr", "à", "trois virgule quatre millions", "en", "decimal", "3,4 millions"),
    ("en", "the library holds", "one point two million", "books", "decimal", "1.2 million"),
    ("en", "the value is", "zero point zero two", "", "decimal", "0.02"),
    ("de", "sank auf", "fünf komma drei", "prozent", "decimal", "5,3"),
    ("de", "von", "eins komma zwei millionen", "", "cardinal", "1,2 Millionen"),
    ("en", "it is", "one point twenty five", "", "decimal", None),  # digits after the point said as a number
    ("en", "it is", "one point two thousand", "", "decimal", None),  # no such scale after a decimal
    ("en", "it is", "one point two", "", "date", None),  # not a number class
]


@pytest.mark.parametrize("lang, left, words, right, cls, expected", DECIMALS)
def test_a_decimal_said_digit_by_digit_is_written_by_value(lang: str, left: str, words: str, right: str, cls: str,
                                                           expected: str | None) -> None:
    from denorm.engines.pipeline import decimal_form
    from denorm.itn.conversion import Span

    span = Span(tuple(words.split()), tuple(left.split()), tuple(right.split()), cls)
    assert decimal_form(span, lang) == expected


MODIFIERS = [  # (line, converted spans start -> (end, form, class), words joined to the next by a hyphen)
    ("a forty five minute drive", {1: (3, "45", "number")}, {2}),  # "a 45-minute drive"
    ("a twelve year old boy", {1: (2, "12", "number")}, {1, 2}),  # "a 12-year-old boy"
    ("a fifteen year old", {1: (2, "15", "number")}, {1, 2}),  # "a 15-year-old": the noun too
    ("it took forty five minutes", {2: (4, "45", "number")}, set()),  # a plural counts: no modifier
    ("we walked forty five minute", {2: (4, "45", "number")}, set()),  # no noun follows
    ("in nineteen ninety five year after year", {1: (4, "1995", "year")}, set()),  # a year is no count
    ("one minute drive", {0: (1, "1", "number")}, set()),
    ("forty five minute twenty", {0: (2, "45", "number")}, set()),  # a number after the unit
]


@pytest.mark.parametrize("line, spans, joined", MODIFIERS)
def test_a_count_and_its_unit_before_a_noun_are_hyphenated(line: str, spans: dict, joined: set) -> None:
    from denorm.core.labels import WordLabels, with_span
    from denorm.engines.pipeline import compound_modifiers

    words = line.split()
    labels = [WordLabels() for _ in words]
    for a, (b, _, cls) in spans.items():
        labels = with_span(labels, a, b, cls)
    out = compound_modifiers(words, labels, {a: form for a, (_, form, _) in spans.items()}, "en")
    assert {i for i, lab in enumerate(out) if lab.join and lab.after == "-"} == joined
    assert compound_modifiers(words, labels, {a: form for a, (_, form, _) in spans.items()}, "de") == labels


GLUED = [  # (line, the tagger's joins, converted spans start -> (end, form), joins kept)
    ("the rfc twenty one thirty six plugin", {1}, {2: (6, "2136")}, set()),  # "RFC 2136"
    ("the f sixteen fighter", {1}, {2: (3, "16")}, {1}),  # "F16": a letter glued to its code
    ("an mp three file", {1}, {2: (3, "3")}, {1}),  # "MP3"
    ("in ieee msst twenty ten", {2}, {3: (5, "2010")}, set()),  # "MSST 2010"
    ("el iso diez mil seiscientos cuarenta y seis", {1}, {2: (8, "10 646")}, set()),  # not "ISO10 646"
    ("r fifty", {0}, {}, set()),  # "Rfifty": never glued onto a word left as a word
    ("la glock veintinueve", {1}, {2: (3, "29")}, set()),  # "Glock 29", not "glock29": a name of three letters
    ("on behalf of hub zero one", {3}, {4: (6, "01")}, set()),  # "Hub 01"
    ("a b fifty two bomber", {1}, {2: (4, "52")}, {1}),  # "B52": one letter
    ("c quarto dixon", {0}, {1: (2, "4º")}, set()),  # not "C4º": only bare digits make a code
    ("cenev g dos mil cuatro", {1}, {2: (5, "2004", "year")}, set()),  # not "G2004": a year is no code
    ("por h trezentos e quarenta e nove mililitros", {1}, {2: (8, "349 ml")}, set()),  # not "H349 ml"
]


@pytest.mark.parametrize("line, joins, spans, expected", GLUED)
def test_a_name_before_a_number_is_a_word_of_its_own(line: str, joins: set, spans: dict, expected: set) -> None:
    from denorm.core.labels import WordLabels, with_span
    from denorm.engines.pipeline import no_glued_words

    words = line.split()
    labels = [WordLabels(join=i in joins) for i in range(len(words))]
    for a, v in spans.items():  # (end, form) or (end, form, class)
        labels = with_span(labels, a, v[0], v[2] if len(v) > 2 else "cardinal")
    out = no_glued_words(words, labels, {a: v[1] for a, v in spans.items()})
    assert {i for i, lab in enumerate(out) if lab.join} == expected


DECADES = [  # (lang, line, {start: form}, forms after): an age has no decade mark, a decade has it
    ("en", "she is in her mid twenties", {5: "'20s"}, {5: "20s"}),
    ("en", "a man in his fifties", {4: "50s"}, {4: "50s"}),
    ("en", "in the late eighties", {3: "80s"}, {3: "'80s"}),
    ("en", "the nineteen eighties", {1: "1980s"}, {1: "1980s"}),  # four figures: no mark
    ("en", "his twenty fifth", {1: "25th"}, {1: "25th"}),  # no decade
    ("de", "in den achtzigern", {2: "80s"}, {2: "80s"}),  # no tables: as the converter wrote it
]


@pytest.mark.parametrize("lang, line, forms, expected", DECADES)
def test_decade_forms(lang: str, line: str, forms: dict, expected: dict) -> None:
    from denorm.engines.pipeline import decade_forms

    forms = dict(forms)
    decade_forms(line.split(), forms, lang)
    assert forms == expected


POWERS = [  # (lang, line, [(start, end, written)])
    ("en", "the value is ten to the power of six", [(3, 9, "10\u2076")]),
    ("en", "it is two times ten to the minus three moles", [(2, 9, "2 \u00d7 10\u207b\u00b3")]),
    ("en", "six point zero two times ten to the twenty third", [(0, 10, "6.02 \u00d7 10\u00b2\u00b3")]),
    ("en", "ten to the sixth power", [(0, 5, "10\u2076")]),
    ("en", "ten to the negative five", [(0, 5, "10\u207b\u2075")]),
    ("en", "we went from ten to the twenty mark", []),  # a cardinal after "to the" needs its sign
    ("en", "talk to the ten of them", []),  # no base
    ("en", "one to the third", []),  # a base of one is no power said
    ("de", "zwei hoch zehn ist viel", [(0, 3, "2\u00b9\u2070")]),
    ("ru", "десять в шестой степени", [(0, 4, "10\u2076")]),
    ("ru", "десять в шестой", []),  # "степени" is said
    ("es", "diez elevado a seis", [(0, 4, "10\u2076")]),
    ("fr", "dix puissance six", [(0, 3, "10\u2076")]),
    ("pt", "dez elevado a seis", [(0, 4, "10\u2076")]),
    ("de", "wir gehen hoch", []),
]


@pytest.mark.parametrize("lang, line, expected", POWERS)
def test_powers_are_found_whole(lang: str, line: str, expected: list) -> None:
    from denorm.itn.powers import power_phrases

    assert [(p.start, p.end, p.written) for p in power_phrases(line.split(), lang)] == expected
