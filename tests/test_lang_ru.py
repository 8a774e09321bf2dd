"""Russian generator tests the golden files do not cover: declension tables, agreement helpers,
samples, templates and the spoken alphabet."""

from __future__ import annotations

import random
import re

import denorm.data as data_gen
import pytest
from denorm.data.augment import fill_template, load_templates
from denorm.data.languages.ru import grammar
from denorm.data.languages.ru.measure import UNITS
from denorm.data.languages.ru.money import CURRENCIES
from denorm.data.languages.ru.numbers import CASES, cardinal, compound_stem, count_form, ordinal

RU = data_gen.get_language("ru")

# (n, case, gender) -> cardinal, written by hand.
CARDINALS = [
    (0, "n", "m", "ноль"), (1, "a", "f", "одну"), (2, "n", "f", "две"), (2, "i", "m", "двумя"),
    (21, "g", "m", "двадцати одного"), (40, "d", "m", "сорока"), (90, "i", "m", "девяноста"),
    (100, "g", "m", "ста"), (200, "d", "m", "двумстам"), (300, "i", "m", "тремястами"),
    (500, "p", "m", "пятистах"), (800, "i", "m", "восемьюстами"), (1000, "n", "m", "тысяча"),
    (1975, "g", "m", "тысячи девятисот семидесяти пяти"), (2002, "a", "m", "две тысячи два"),
    (2002, "g", "m", "двух тысяч двух"), (21000, "n", "m", "двадцать одна тысяча"),
    (21000, "a", "m", "двадцать одну тысячу"), (1500000, "g", "m", "миллиона пятисот тысяч"),
    (3000000, "i", "m", "тремя миллионами"), (250000, "g", "m", "двухсот пятидесяти тысяч"),
]
ORDINALS = [
    (1975, "p", "m", "тысяча девятьсот семьдесят пятом"), (2002, "g", "m", "две тысячи второго"),
    (20, "g", "n", "двадцатого"), (3, "n", "f", "третья"), (3, "g", "m", "третьего"),
    (2000, "p", "m", "двухтысячном"), (1000, "n", "f", "тысячная"), (1900, "g", "m", "тысяча девятисотого"),
    (40, "n", "m", "сороковой"), (90, "n", "pl", "девяностые"), (7, "i", "pl", "седьмыми"),
    (21000, "n", "m", "двадцатиоднотысячный"), (300, "n", "m", "трёхсотый"), (0, "n", "m", "нулевой"),
    (6, "a", "f", "шестую"), (2, "n", "m", "второй"), (100, "p", "n", "сотом"),
]


@pytest.mark.parametrize("n,case,gender,expected", CARDINALS)
def test_cardinal_declension(n: int, case: str, gender: str, expected: str) -> None:
    assert cardinal(n, case, gender) == expected


@pytest.mark.parametrize("n,case,gender,expected", ORDINALS)
def test_ordinal_declension(n: int, case: str, gender: str, expected: str) -> None:
    assert ordinal(n, case, gender) == expected


def test_animate_accusative_and_one_before_scale() -> None:
    assert ordinal(1, "a", "m", animate=True) == "первого"
    assert ordinal(1, "a", "m") == "первый"
    assert cardinal(1000, one_scale=True) == "одна тысяча"
    assert cardinal(1000000, one_scale=True) == "один миллион"


@pytest.mark.parametrize("n,case,expected", [(1, "n", ("sg", "n")), (2, "n", ("sg", "g")), (5, "n", ("pl", "g")),
                                             (11, "n", ("pl", "g")), (21, "a", ("sg", "a")), (12, "a", ("pl", "g")),
                                             (1, "d", ("sg", "d")), (5, "i", ("pl", "i")), (31, "p", ("sg", "p"))])
def test_count_form(n: int, case: str, expected: tuple[str, str]) -> None:
    assert count_form(n, case) == expected


def test_compound_stems() -> None:
    assert [compound_stem(n) for n in (1, 2, 3, 5, 40, 90, 100, 200, 21)] == [
        "одно", "двух", "трёх", "пяти", "сорока", "девяносто", "сто", "двухсот", "двадцатиодно"]


@pytest.mark.parametrize("word, value", [
    ("двухтысячный", 2000), ("трехтысячных", 3000), ("трёхтысячных", 3000), ("десятитысячных", 10000),
    ("стотысячном", 100000), ("двухмиллионная", 2000000), ("тысячных", 1000),
])
def test_compound_scale_ordinals_are_number_words(word: str, value: int) -> None:
    """"сорок тысяч трехтысячных" was written "40 000 трехтысячных": the run ended before a word it did not know."""
    language = data_gen.get_language("ru")
    assert language.is_number_word(word) and language.number_value(word) == value
    assert language.cardinal_value(word) is None


@pytest.mark.parametrize("lemma", sorted({u.noun for u in UNITS.values()} | {c.noun for c in CURRENCIES.values()}
                                         | {c.minor for c in CURRENCIES.values() if c.minor}
                                         | {u.adjective for u in UNITS.values() if u.adjective}
                                         | {"час", "минута", "секунда", "процент", "промилле", "тысяча", "миллион",
                                            "миллиард", "триллион", "половина", "треть", "четверть"}))
def test_every_table_word_inflects(lemma: str) -> None:
    """A unit or currency that pymorphy3 cannot inflect would crash generation: catch it here."""
    for number in ("sg", "pl"):
        for case in CASES:
            assert grammar.inflect(lemma, number, case)


@pytest.mark.parametrize("left,noun,n,expected", [
    (["с"], "", 5, "g"), (["к"], "часам", 10, "d"), (["в"], "странах", 5, "p"), (["в"], "часов", 5, "a"),
    (["с"], "друзьями", 3, "i"), ([], "минут", 5, "n"), (["купите"], "книгу", 1, "a"),
    (["и"], "тетради", 2, "n"), (["по"], "штуки", 2, "a"),
])
def test_cardinal_case(left: list[str], noun: str, n: int, expected: str) -> None:
    readings = grammar.noun_readings(noun) if noun else ()
    assert grammar.cardinal_case(left, readings, n) == expected


def test_function_words_are_not_nouns() -> None:
    for word in ("по", "из", "и", "с", "том"):
        assert grammar.noun_readings(word) == ()
    assert grammar.noun_readings("часами")  # an adverb reading first, but a noun after a number


def test_spoken_alphabet_folds_yo_and_keeps_latin() -> None:
    assert data_gen.strip("Ёлка и ёж, LibreOffice!", "ru") == "елка и еж libreoffice"
    assert "ё" not in RU.letters and "й" in RU.letters and "z" in RU.letters
    assert RU.in_alphabet(data_gen.verbalize("Пётр I жил в XVIII веке.", "ru", seed=0))


@pytest.mark.parametrize("name", sorted(RU.classes))
def test_samples_verbalize_in_alphabet(name: str) -> None:
    cls = RU.classes[name]
    rng = random.Random(7)
    for _ in range(200):
        sample = cls.sample(rng)
        for written in (sample, f"Встреча будет {sample}.", f"Это было в {sample} году."):
            spoken = RU.verbalize(written, rng).spoken
            assert spoken and RU.in_alphabet(spoken), (written, spoken)
            assert not re.search(r"\d", spoken), (written, spoken)


@pytest.mark.parametrize("name,written,kept", [("ordinal", "21-го", "-го"), ("year", "1975 г.", " г."),
                                              ("cardinal", "22-х", "-х"), ("decimal", "1,5 млн", " млн")])
def test_sample_like_keeps_the_written_shape(name: str, written: str, kept: str) -> None:
    rng = random.Random(3)
    for _ in range(20):
        other = RU.classes[name].sample_like(written, rng)
        assert other.endswith(kept) and other[0].isdigit(), (written, other)


def test_cardinal_sample_like_keeps_agreement() -> None:
    rng = random.Random(5)
    for _ in range(50):
        n = int(RU.classes["cardinal"].sample_like("1", rng))
        assert n % 10 == 1 and n % 100 != 11
        k = int(RU.classes["cardinal"].sample_like("7", rng))
        assert k % 10 not in (1, 2, 3, 4)


def test_templates_cover_every_class_and_verbalize_clean() -> None:
    templates = load_templates(RU)
    assert len(templates) >= 150
    slots = {s for t in templates for s in re.findall(r"\{(\w+)\}", t)}
    assert slots == set(RU.classes), set(RU.classes) ^ slots
    for i, template in enumerate(templates):
        rng = random.Random(i)
        written = fill_template(template, RU, rng)
        v = RU.verbalize(written, rng)
        assert RU.in_alphabet(v.spoken) and not re.search(r"\d", v.spoken), (written, v.spoken)
        found = [e.cls for e in v.entities]
        for slot in re.findall(r"\{(\w+)\}", template):
            assert slot in found, (template, written, found)
            found.remove(slot)


def test_same_seed_same_output_and_variation() -> None:
    text = "Встреча 20 мая 2002 в 16:30, цена 1,5 млн рублей, +7 495 123-45-67."
    outs = {data_gen.verbalize(text, "ru", seed=s) for s in range(30)}
    assert data_gen.verbalize(text, "ru", seed=4) == data_gen.verbalize(text, "ru", seed=4)
    assert len(outs) > 3


def test_fillers() -> None:
    assert set(RU.fillers) >= {"ээ", "эм", "ну", "мм", "как бы"}
    assert all(RU.in_alphabet(f) for f in RU.fillers)


@pytest.mark.parametrize(("text", "spoken"), [
    ("См. рис. 5.", "смотри рисунок пять"),  # capitalized at the sentence start
    ("ФСБ, МВД и МЧС", "эф эс бэ эм вэ дэ и мчс"),  # a list of acronyms is not shouting (one drawn as a word)
    ("Зайдите на президент.рф", "зайдите на президент точка эр эф"),  # .рф by the generic URL class
    ("Адрес ya.su", "адрес уай эй точка су"),
])
def test_shared_generator_rules(text: str, spoken: str) -> None:
    assert data_gen.verbalize(text, "ru", seed=0) == spoken


def test_swaps_keep_agreement_and_abbreviations() -> None:
    from denorm.data.augment import swap_entities

    v = RU.verbalize("См. 21-го числа, было 5 гостей.", random.Random(0))
    for seed in range(20):
        got = swap_entities(v.written, v.entities, RU, random.Random(seed))
        assert re.fullmatch(r"См\. \d+-го числа, было \d+ гостей\.", got), got


@pytest.mark.parametrize("written, spoken", [
    ("у 2-х детей", "у двух детей"),  # a case ending of the cardinal
    ("раннего 19-х века", "раннего девятнадцатых века"),  # no cardinal ends so: the ordinal (was "девятнадцать")
    ("5-летний", "пятилетний"),
])
def test_suffixed_numbers_read_their_ending(written: str, spoken: str) -> None:
    assert {RU.verbalize(written, random.Random(s)).spoken for s in range(10)} == {spoken}


@pytest.mark.parametrize("written, said", [
    ("инфляция составила 8,3 %", "инфляция составила восемь и три десятых процента"),
    ("мы купили 2,3 кг", "мы купили два и три десятых килограмма"),  # agreeing with the unit
    ("он выпил 2,3 л", "он выпил две и три десятых литра"),  # or with "целых", unsaid
])
def test_a_decimal_said_with_i(written: str, said: str) -> None:
    """A decimal's whole part joined to its tenths by "и" is one of its readings (a tenth of the draws)."""
    import random

    from denorm.data import get_language

    language = get_language("ru")
    assert said in {language.verbalize(written, random.Random(seed)).spoken for seed in range(200)}


@pytest.mark.parametrize("written, said, reads", [
    ("подождите около 2:03", "подождите около двух ноль трех", True),
    ("подождите около 2:03", "подождите около двух трех", False),  # "two or three": no clock time
    ("поезд уходит в 2:03", "поезд уходит в два ноль три", True),
])
def test_minutes_under_ten_are_said_with_zero(written: str, said: str, reads: bool) -> None:
    import random

    from denorm.data import get_language

    language = get_language("ru")
    assert (said in {language.verbalize(written, random.Random(seed)).spoken for seed in range(200)}) is reads
