"""Portuguese generator tests the golden files do not cover: number words and the runtime's number hooks,
agreement, samples, templates, and the spoken alphabet."""

from __future__ import annotations

import random
import re
from pathlib import Path

import denorm.data as data_gen
import pytest
from denorm.data.augment import fill_template, load_templates
from denorm.data.errors import VerbalizationError
from denorm.data.languages.pt import grammar, numbers

from denorm.itn.runs import Run, number_runs
from denorm.itn.value import cardinal_form, cardinal_value, ordinal_form

PT = data_gen.get_language("pt")
DATA = Path(__file__).resolve().parent / "data" / "pt"


def _say(text: str, seed: int = 0) -> str:
    return data_gen.verbalize(text, "pt", seed=seed)


# -- number words, written by hand ------------------------------------------------------------------
CARDINALS = [
    (0, "m", "zero"), (1, "f", "uma"), (2, "f", "duas"), (16, "m", "dezesseis"), (17, "m", "dezessete"),
    (19, "m", "dezenove"), (21, "f", "vinte e uma"), (32, "f", "trinta e duas"), (100, "f", "cem"),
    (101, "m", "cento e um"), (123, "m", "cento e vinte e três"), (200, "f", "duzentas"),
    (201, "f", "duzentas e uma"), (999, "m", "novecentos e noventa e nove"), (1000, "m", "mil"),
    (1001, "m", "mil e um"), (1100, "m", "mil e cem"), (1500, "f", "mil e quinhentas"),
    (1995, "m", "mil novecentos e noventa e cinco"), (2009, "m", "dois mil e nove"),
    (2222, "f", "duas mil duzentas e vinte e duas"), (21000, "m", "vinte e um mil"), (100000, "m", "cem mil"),
    (200000, "f", "duzentas mil"), (1000000, "f", "um milhão"), (2000000, "m", "dois milhões"),
    (1500000, "m", "um milhão e quinhentos mil"), (2500000, "f", "dois milhões e quinhentas mil"),
    (200000000, "f", "duzentos milhões"), (1000000000, "m", "um bilhão"), (3000000000, "m", "três bilhões"),
    (1002003, "m", "um milhão e dois mil e três"),
    (1234567, "m", "um milhão duzentos e trinta e quatro mil quinhentos e sessenta e sete"),
    (-5, "m", "menos cinco"),
]


@pytest.mark.parametrize("n, gender, words", CARDINALS)
def test_cardinals(n: int, gender: str, words: str) -> None:
    assert numbers.cardinal(n, gender) == words


@pytest.mark.parametrize("n, gender, words", [
    (1, "m", "primeiro"), (1, "f", "primeira"), (3, "f", "terceira"), (7, "m", "sétimo"), (11, "m", "décimo primeiro"),
    (20, "f", "vigésima"), (21, "m", "vigésimo primeiro"), (45, "m", "quadragésimo quinto"),
    (70, "m", "septuagésimo"), (100, "m", "centésimo"), (101, "f", "centésima primeira"),
    (400, "m", "quadringentésimo"), (1000, "m", "milésimo"), (1999, "m", "milésimo nongentésimo nonagésimo nono"),
])
def test_ordinals(n: int, gender: str, words: str) -> None:
    assert numbers.ordinal(n, gender) == words


@pytest.mark.parametrize("n, words", [(1, "primeiro"), (2, "segundo"), (10, "décimo"), (11, "onze"), (14, "catorze"),
                                      (16, "dezesseis"), (20, "vinte"), (21, "vinte e um")])
def test_regnal_numbers_are_ordinals_up_to_ten(n: int, words: str) -> None:
    assert numbers.regnal(n) == words


@pytest.mark.parametrize("d, plural, noun", [(2, False, "meio"), (3, True, "terços"), (4, False, "quarto"),
                                             (10, True, "décimos"), (11, True, "onze avos"), (20, False, "vigésimo"),
                                             (100, True, "centésimos"), (1000, False, "milésimo")])
def test_denominators(d: int, plural: bool, noun: str) -> None:
    assert numbers.denominator(d, plural) == noun


def test_quatorze_is_drawn_beside_catorze() -> None:
    seen = {numbers.cardinal(14, rng=random.Random(s)) for s in range(30)}
    assert seen == {"catorze", "quatorze"}


@pytest.mark.parametrize("call", [lambda: numbers.cardinal(10 ** 18), lambda: numbers.ordinal(0),
                                  lambda: numbers.ordinal(2000), lambda: PT.cardinal(-(10 ** 19))])
def test_unreadable_values_raise_verbalization_error(call) -> None:
    with pytest.raises(VerbalizationError):
        call()


# -- the number hooks of Language (read by denorm.itn.runs and denorm.itn.value) ---------------------
@pytest.mark.parametrize("word, cardinal, number", [
    ("um", 1, 1), ("uma", 1, 1), ("duas", 2, 2), ("catorze", 14, 14), ("quatorze", 14, 14), ("dezesseis", 16, 16),
    ("cem", 100, 100), ("cento", 100, 100), ("duzentas", 200, 200), ("mil", 1000, 1000), ("milhões", 10**6, 10**6),
    ("bilhão", 10**9, 10**9), ("primeira", None, 1), ("vigésimo", None, 20), ("milésimo", None, 1000),
    ("meia", None, 6), ("e", None, None), ("casa", None, None), ("dezasseis", None, None),
])
def test_word_values(word: str, cardinal: int | None, number: int | None) -> None:
    assert PT.cardinal_value(word) == cardinal
    assert PT.number_value(word) == number
    assert PT.is_number_word(word) == (number is not None)


@pytest.mark.parametrize("before, joiner, after, joined", [
    ("vinte", "e", "três", True), ("vinte", "e", "uma", True), ("cento", "e", "vinte", True),
    ("duzentas", "e", "uma", True), ("mil", "e", "quinhentos", True), ("mil", "e", "nove", True),
    ("milhão", "e", "duzentos", True), ("mil", "e", "cem", True),
    ("cinco", "e", "dez", False),  # two numbers: "entre cinco e dez"
    ("vinte", "e", "trinta", False),  # a time: "vinte e trinta"
    ("dezesseis", "e", "trinta", False), ("dois", "e", "meio", False), ("vinte", "e", "casa", False),
    ("mil", "e", "novecentos", True), ("dois", "vírgula", "cinco", True), ("três", "ponto", "dez", True),
    ("dois", "a", "três", False),
])
def test_joins_number(before: str, joiner: str, after: str, joined: bool) -> None:
    assert PT.joins_number(before, joiner, after) == joined


RUNS = [
    ("mil novecentos e noventa e cinco", [(0, 6)]),
    ("entre cinco e dez pessoas", [(1, 2), (3, 4)]),
    ("vieram duzentas e uma pessoas", [(1, 4)]),
    ("às dezesseis e trinta", [(1, 2), (3, 4)]),
    ("dois vírgula cinco por cento", [(0, 3), (4, 5)]),
    ("um milhão e quinhentos mil reais", [(0, 5)]),
    ("o código é nove meia meia um", [(3, 7)]),
]


@pytest.mark.parametrize("line, expected", RUNS)
def test_number_runs(line: str, expected: list[tuple[int, int]]) -> None:
    assert number_runs(line.split(), "pt") == [Run(a, b) for a, b in expected]


@pytest.mark.parametrize("said, value", [
    ("mil novecentos e noventa e cinco", 1995), ("dois mil e nove", 2009), ("cento e vinte e três", 123),
    ("duzentas e uma", 201), ("duas mil e quinhentas", 2500), ("um milhão e quinhentos mil", 1500000),
    ("trezentas mil duzentas e uma", 300201), ("cem mil", 100000), ("dezesseis e trinta", None),
    ("um dois três", None), ("nove meia", None),
])
def test_cardinal_value(said: str, value: int | None) -> None:
    assert cardinal_value(said.split(), "pt") == value


@pytest.mark.parametrize("said, written", [("quinta", "5ª"), ("primeiro", "1º"), ("vigésima", "20ª"),
                                           ("décimo", "10º")])
def test_ordinal_written(said: str, written: str) -> None:
    assert ordinal_form(said.split(), "pt") == written


def test_cardinal_form_keeps_the_scale_of_round_millions() -> None:
    assert cardinal_form("dois milhões".split(), "pt") == "2 milhões"


def test_homographs_and_range_words() -> None:
    assert {"um", "uma", "meia", "segundo", "segunda"} <= PT.number_homographs
    assert "sete" not in PT.number_homographs
    assert PT.range_words == {"a", "até"}
    assert PT.number_homographs <= PT.number_lexicon


# -- agreement and tricky readings --------------------------------------------------------------------
@pytest.mark.parametrize("text, spoken", [
    # gender: a following noun decides, else a determiner before the number
    ("duzentas pessoas", "duzentas pessoas"),
    ("200 pessoas", "duzentas pessoas"),
    ("200 carros", "duzentos carros"),
    ("2 horas", "duas horas"),
    ("1 semana e 1 mês", "uma semana e um mês"),
    ("21 vezes", "vinte e uma vezes"),
    ("32 opções", "trinta e duas opções"),
    ("2 milhões de pessoas", "dois milhões de pessoas"),
    ("2.500.000 pessoas", "dois milhões e quinhentas mil pessoas"),
    ("3 grandes cidades", "três grandes cidades"),
    ("as 2 primeiras", "as duas primeiras"),
    ("de 2 a 3 semanas", "de duas a três semanas"),
    ("2 atletas", "dois atletas"),  # a noun of either gender: the masculine
    ("2 mulheres e 2 reais", "duas mulheres e dois reais"),
    ("às 2 da tarde", "às duas da tarde"),
    # "e" between groups
    ("1.100", "mil e cem"),
    ("1.101", "mil cento e um"),
    ("2.009", "dois mil e nove"),
    ("2.300", "dois mil e trezentos"),
    ("2.345", "dois mil trezentos e quarenta e cinco"),
    # years are never grouped; a count before a plural noun is no year
    ("em 1995", "em mil novecentos e noventa e cinco"),
    ("1500 pessoas", "mil e quinhentas pessoas"),
    ("em 1500", "em mil e quinhentos"),
    # dates
    ("1º de maio", "primeiro de maio"),
    ("1 de maio", "primeiro de maio"),
    ("2 de maio", "dois de maio"),
    ("9 de novembro de 2009", "nove de novembro de dois mil e nove"),
    ("3/4 dos casos", "três quartos dos casos"),
    # times: hours feminine, minutes masculine; a duration is no clock time
    ("O plantão durou 21h.", "o plantão durou vinte e uma horas"),
    ("O filme durou 2h.", "o filme durou duas horas"),
    # money and measures agree with their noun
    ("£ 2", "duas libras"),
    ("R$ 1.000.000", "um milhão de reais"),
    ("R$ 5 mil", "cinco mil reais"),
    ("2 t", "duas toneladas"),
    ("200 g", "duzentos gramas"),
    ("1 1/2 xícara", "uma xícara e meia"),
    # ordinals
    ("a 2ª vez", "a segunda vez"),
    ("o 1° lugar", "o primeiro lugar"),
    ("fazia 30°", "fazia trinta graus"),
    # letters outside the alphabet fold to it; ú, ü, é are letters of the alphabet
    ("Ñandú, Müller e Søren comeram crème brûlée na Straße.", "nandú müller e soren comeram creme brulée na strasse"),
])
def test_context_rules(text: str, spoken: str) -> None:
    assert _say(text) == spoken


def test_time_readings_are_drawn() -> None:
    assert {_say("às 21h01", s) for s in range(40)} == {
        "às vinte e uma e um", "às vinte e uma horas e um minuto", "às vinte e uma horas e um"}
    seen = {_say("às 4h30", s) for s in range(60)}
    assert "às quatro e meia" in seen and "às quatro e trinta" in seen
    assert "às quatro horas e trinta minutos" in seen
    quarter = {_say("às 10h45", s) for s in range(80)}
    assert "às quinze para as onze" in quarter
    assert not {_say("às 12h", s) for s in range(40)} & {"às meio dia"}  # "ao meio-dia", never "às meio dia"


def test_money_readings_are_drawn() -> None:
    seen = {_say("R$ 25,50", s) for s in range(40)}
    assert seen == {"vinte e cinco reais e cinquenta centavos", "vinte e cinco reais e cinquenta",
                    "vinte e cinco e cinquenta", "vinte e cinco reais e meio"}


def test_meia_for_six_in_telephone_numbers() -> None:
    seen = {_say("(11) 3456-7890", s) for s in range(40)}
    assert any("meia" in s for s in seen) and any("seis" in s for s in seen)
    assert not any("meia" in _say(f"{n} pessoas", 0) for n in (6, 16, 60, 600))


# -- the spoken alphabet and the tables ----------------------------------------------------------------
def test_spoken_alphabet() -> None:
    assert PT.letters == "abcdefghijklmnopqrstuvwxyzáâãàçéêíóôõúü"
    assert data_gen.strip("Ação! Pôr-do-sol, pão e água d'Ávila.", "pt") == "ação pôr do sol pão e água d'ávila"
    assert PT.in_alphabet(_say("Em 9 de novembro de 2009, às 16h30, pagou R$ 25,50."))


def test_hesitations_are_never_words() -> None:
    words = {"é", "né", "tipo", "então", "assim", "ah", "eh", "ué", "ai", "oi"}
    assert not set(PT.hesitations) & words
    assert set(PT.fillers) <= set(PT.hesitations)
    assert all(PT.in_alphabet(h) for h in PT.hesitations)


@pytest.mark.parametrize("word, gender", [("pessoas", "f"), ("horas", "f"), ("dias", "m"), ("opções", "f"),
                                          ("milhões", "m"), ("reais", "m"), ("mulheres", "f"), ("vezes", "f"),
                                          ("problemas", "m"), ("cidades", "f"), ("viagens", "f"), ("meses", "m"),
                                          ("jornalistas", None), ("de", None), ("grandes", None)])
def test_noun_gender(word: str, gender: str | None) -> None:
    assert grammar.noun_gender(word) == gender


# -- samples, templates, golden files -------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(PT.classes))
def test_samples_verbalize_in_alphabet(name: str) -> None:
    rng = random.Random(1)
    cls = PT.classes[name]
    for i in range(150):
        written = cls.sample(rng)
        v = PT.verbalize(written, random.Random(i))
        assert v.spoken and PT.in_alphabet(v.spoken), (written, v.spoken)
        assert name in {e.cls for e in v.entities}, (written, [e.cls for e in v.entities])
        assert not re.search(r"\d", v.spoken)


def test_templates_cover_every_class_and_verbalize_clean() -> None:
    templates = load_templates(PT)
    assert len(templates) >= 150
    slots = {s for t in templates for s in re.findall(r"\{(\w+)\}", t)}
    assert slots == set(PT.classes), set(PT.classes) ^ slots
    for i, template in enumerate(templates):
        rng = random.Random(i)
        written = fill_template(template, PT, rng)
        v = PT.verbalize(written, rng)
        assert PT.in_alphabet(v.spoken) and not re.search(r"\d", v.spoken), (written, v.spoken)
        found = [e.cls for e in v.entities]
        for slot in re.findall(r"\{(\w+)\}", template):
            assert slot in found, (template, written, found)
            found.remove(slot)


def test_same_seed_same_output_and_variation() -> None:
    text = "Em 9/11/2009, às 16h30, 221 pessoas pagaram R$ 25,50 e ligaram para (11) 98765-4321."
    assert _say(text, 4) == _say(text, 4)
    assert len({_say(text, s) for s in range(30)}) > 3


@pytest.mark.parametrize("name, written", [("cardinal", "1 semana"), ("cardinal", "5 pessoas"),
                                           ("money", "R$ 1"), ("measure", "1 kg"), ("percent", "1%"),
                                           ("ordinal", "2ª"), ("decimal", "1,5 milhão")])
def test_sample_like_keeps_the_written_shape(name: str, written: str) -> None:
    rng = random.Random(3)
    for _ in range(20):
        other = PT.classes[name].sample_like(written, rng)
        one = re.compile(r"\D*1(?!\d|[.,]\d).*")
        assert (one.fullmatch(other) is None) == (one.fullmatch(written) is None), (written, other)
        assert re.sub(r"[\d.,]", "", other) == re.sub(r"[\d.,]", "", written), (written, other)


def test_unit_words_group_a_number_before_them() -> None:
    """The words before which a number is grouped as with a unit (denorm.engines.pipeline)."""
    from denorm.data import get_language

    words = get_language("pt").unit_words
    assert {"quilômetros", "metros", "hectares", "reais", "dólares", "segundos"} <= words
    assert not {"real", "segundo", "de", "e"} & words  # an adjective, "according to", function words


def test_area_code_said_as_a_number() -> None:
    """"(11) 98765-4321" is read with its area code as a number now and then (AREA_SAID), the rest digit by digit."""
    seen = {_say("(11) 98765-4321", s) for s in range(60)}
    assert "onze nove oito sete seis cinco quatro três dois um" in seen
    assert "um um nove oito sete seis cinco quatro três dois um" in seen
