"""Spanish generator checks the golden files do not cover: number words and hooks with known answers,
agreement, context rules, samples, templates and the spoken alphabet."""

from __future__ import annotations

import random
import re
from pathlib import Path

import denorm.data as data_gen
import pytest
from denorm.data.errors import VerbalizationError
from denorm.data.languages.es import grammar, numbers
from num2words import num2words

ES = data_gen.get_language("es")
TEMPLATES = Path(__file__).resolve().parent.parent / "data_gen" / "templates" / "es.txt"
#: Classes whose samples only read as the class inside a context.
SAMPLE_CONTEXT = {"ordinal": "Quedó en {} lugar."}


def _say(text: str, seed: int = 0) -> str:
    return data_gen.verbalize(text, "es", seed=seed)


# -- number words, written by hand (RAE, Nueva gramática §21; DPD «uno», «cien», «veintiuno») ---------------
CARDINALS = [  # (n, gender of the counted noun, apocopated before it, words)
    (0, "m", False, "cero"), (1, "m", False, "uno"), (1, "m", True, "un"), (1, "f", False, "una"),
    (16, "m", False, "dieciséis"), (21, "m", False, "veintiuno"), (21, "m", True, "veintiún"),
    (21, "f", False, "veintiuna"), (22, "m", False, "veintidós"), (31, "m", True, "treinta y un"),
    (31, "f", False, "treinta y una"), (100, "m", False, "cien"), (101, "m", False, "ciento uno"),
    (101, "m", True, "ciento un"), (101, "f", False, "ciento una"), (200, "m", False, "doscientos"),
    (200, "f", False, "doscientas"), (555, "f", False, "quinientas cincuenta y cinco"),
    (700, "m", False, "setecientos"), (900, "f", False, "novecientas"), (1000, "m", False, "mil"),
    (1001, "f", False, "mil una"), (1500, "f", False, "mil quinientas"), (2009, "m", False, "dos mil nueve"),
    (21000, "m", False, "veintiún mil"), (21000, "f", False, "veintiuna mil"), (100000, "m", False, "cien mil"),
    (101000, "m", False, "ciento un mil"), (200000, "f", False, "doscientas mil"),
    (1_000_000, "m", False, "un millón"), (1_000_000, "f", False, "un millón"),
    (2_500_000, "f", False, "dos millones quinientas mil"), (21_000_000, "f", False, "veintiún millones"),
    (200_000_000, "f", False, "doscientos millones"), (10**9, "m", False, "mil millones"),
    (21 * 10**9, "m", False, "veintiún mil millones"), (10**12, "m", False, "un billón"),
    (-5, "m", False, "menos cinco"),
]


@pytest.mark.parametrize("n, gender, apocope, words", CARDINALS)
def test_cardinals(n: int, gender: str, apocope: bool, words: str) -> None:
    assert numbers.cardinal(n, gender, apocope) == words


def test_cardinals_below_a_thousand_are_num2words() -> None:
    """num2words reads 0-999 right (the masculine reading said alone), and the generator agrees with it."""
    for n in range(1000):
        assert numbers.cardinal(n) == num2words(n, lang="es"), n


@pytest.mark.parametrize("n, words", [(1, "un millón de"), (2_000_000, "dos millones de"),
                                      (2_500_000, "dos millones quinientos mil"), (21, "veintiún")])
def test_counted_takes_de_after_a_round_number_of_millions(n: int, words: str) -> None:
    assert numbers.counted(n if n > 1 else 10**6, "m") == words


ORDINALS = [  # (n, gender, apocope, words)
    (1, "m", False, "primero"), (1, "f", False, "primera"), (1, "m", True, "primer"), (3, "m", True, "tercer"),
    (3, "f", False, "tercera"), (2, "m", True, "segundo"), (7, "m", False, "séptimo"), (9, "m", False, "noveno"),
    (10, "f", False, "décima"), (11, "m", False, "undécimo"), (12, "f", False, "duodécima"),
    (13, "m", False, "decimotercero"), (13, "m", True, "decimotercer"), (17, "m", False, "decimoséptimo"),
    (18, "f", False, "decimoctava"), (20, "m", False, "vigésimo"), (21, "m", False, "vigésimo primero"),
    (21, "m", True, "vigésimo primer"), (21, "f", False, "vigésima primera"), (33, "m", True, "trigésimo tercer"),
    (40, "m", False, "cuadragésimo"), (50, "m", False, "quincuagésimo"), (100, "m", False, "centésimo"),
    (111, "m", False, "centésimo undécimo"), (200, "f", False, "ducentésima"), (1000, "m", False, "milésimo"),
    (2000, "m", False, "dosmilésimo"),
]


@pytest.mark.parametrize("n, gender, apocope, words", ORDINALS)
def test_ordinals(n: int, gender: str, apocope: bool, words: str) -> None:
    assert numbers.ordinal(n, gender, apocope) == words


def test_ordinal_alternatives_are_the_other_written_forms() -> None:
    assert numbers.ordinal_forms(11) >= {"undécimo", "decimoprimero", "decimoprimer", "undécima", "decimoprimera"}
    assert numbers.ordinal_forms(21) >= {"vigésimo primero", "vigesimoprimero", "vigesimoprimer", "vigésima primera",
                                         "vigesimoprimera"}
    seen = {numbers.ordinal(21, rng=random.Random(s)) for s in range(40)}
    assert seen == {"vigésimo primero", "vigesimoprimero"}


@pytest.mark.parametrize("d, plural, noun", [(2, False, "medio"), (3, True, "tercios"), (4, False, "cuarto"),
                                             (10, False, "décimo"), (11, False, "onceavo"), (12, True, "doceavos"),
                                             (16, False, "dieciseisavo"), (20, False, "veinteavo"),
                                             (30, False, "treintavo"), (100, False, "centésimo"),
                                             (1000, True, "milésimos"), (45, False, None)])
def test_denominators(d: int, plural: bool, noun: str | None) -> None:
    assert numbers.denominator(d, plural) == noun


@pytest.mark.parametrize("y, words", [(1492, "mil cuatrocientos noventa y dos"), (1998, "mil novecientos noventa y ocho"),
                                      (2000, "dos mil"), (2001, "dos mil uno"), (2021, "dos mil veintiuno")])
def test_years_are_cardinals_said_alone(y: int, words: str) -> None:
    assert numbers.year(y) == words


@pytest.mark.parametrize("call", [lambda: numbers.cardinal(10**18), lambda: numbers.ordinal(0),
                                  lambda: numbers.ordinal(10_000)])
def test_unreadable_values_raise(call) -> None:
    with pytest.raises(VerbalizationError):
        call()


# -- the number hooks the runtime reads (denorm.itn.runs, denorm.itn.value) ----------------------------
VALUES = [  # word, number_value, cardinal_value
    ("cinco", 5, 5), ("veintiún", 21, 21), ("veintiun", 21, 21), ("veintiuna", 21, 21), ("dieciseis", 16, 16),
    ("cien", 100, 100), ("ciento", 100, 100), ("doscientas", 200, 200), ("mil", 1000, 1000),
    ("millones", 10**6, 10**6), ("millón", 10**6, 10**6), ("primer", 1, None), ("primera", 1, None),
    ("tercer", 3, None), ("quinta", 5, None), ("decimotercera", 13, None), ("vigesimoprimero", 21, None),
    ("vigésimo", 20, None), ("centésima", 100, None), ("dosmilésimo", 2000, None), ("casa", None, None),
    ("y", None, None), ("este", None, None),
]


@pytest.mark.parametrize("word, value, cardinal", VALUES)
def test_number_values(word: str, value: int | None, cardinal: int | None) -> None:
    assert (ES.number_value(word), ES.cardinal_value(word)) == (value, cardinal)


@pytest.mark.parametrize("word, expected", [
    ("veintidós", True), ("veintidos", True), ("un", True), ("una", True), ("quinientas", True), ("billones", True),
    ("décimo", True), ("vigésima", True), ("primer", True), ("y", False), ("coma", False), ("pues", False),
    ("este", False), ("medio", False), ("cientos", False), ("miles", False),
])
def test_is_number_word(word: str, expected: bool) -> None:
    assert ES.is_number_word(word) is expected


@pytest.mark.parametrize("n, word, written", [(1, "primero", "1.º"), (1, "primera", "1.ª"), (1, "primer", "1.er"),
                                              (3, "tercer", "3.er"), (21, "primer", "21.er"), (5, "quinto", "5.º"),
                                              (20, "vigésima", "20.ª"), (13, "decimotercera", "13.ª")])
def test_ordinal_written(n: int, word: str, written: str) -> None:
    assert ES.ordinal_written(n, word) == written


@pytest.mark.parametrize("before, joiner, after, joins", [
    ("treinta", "y", "dos", True), ("noventa", "y", "una", True), ("cuarenta", "y", "un", True),
    ("cinco", "y", "seis", False), ("treinta", "y", "cuarenta", False), ("veinte", "y", "uno", False),
    ("dos", "coma", "cinco", True), ("tres", "punto", "once", True), ("dos", "coma", "casa", False),
])
def test_joins_number(before: str, joiner: str, after: str, joins: bool) -> None:
    assert ES.joins_number(before, joiner, after) is joins


@pytest.mark.parametrize("said, written", [("veintiun mil", "veintiún mil"), ("dieciseis", "dieciséis"),
                                           ("un millon de", "un millón de"), ("decimo", "décimo"),
                                           ("treinta y dos", "treinta y dos")])
def test_number_spelling_restores_accents(said: str, written: str) -> None:
    assert " ".join(ES.number_spelling(said.split())) == written


def test_digits_and_cardinal_hook() -> None:
    assert ES.digits("0 91") == "cero nueve uno"
    assert ES.cardinal(21) == "veintiuno"  # said alone: the generic classes (URLs, telephones) read it so


def test_word_classes_of_the_runtime() -> None:
    assert {"un", "una", "uno", "primero", "segundo"} <= ES.number_homographs  # articles, an adverb, a second
    assert ES.range_words == {"a", "al", "hasta"} and "y" not in ES.range_words  # "y" joins "treinta y dos"
    assert ES.cardinal_joiners == {"y"} and ES.number_joiners == {"y", "coma", "punto"}
    # hesitations are never Spanish words: "este", "pues", "bueno", "o sea" are fillers only in context
    assert set(ES.hesitations).isdisjoint({"este", "pues", "bueno", "o", "sea", "a", "ah", "eso", "mm"})
    assert set(ES.fillers) <= set(ES.hesitations)


RUNS = [  # spoken line, number runs (start, end)
    ("llegaron veintiuna personas y treinta y dos niños", [(1, 2), (4, 7)]),
    ("entre cinco y seis kilos", [(1, 2), (3, 4)]),  # "y" joins a ten and a unit only
    ("dos coma cinco litros", [(0, 3)]),
    ("mil novecientos noventa y ocho", [(0, 5)]),
    ("el vigésimo primer aniversario", [(1, 3)]),
    ("de cinco a diez", [(1, 2), (3, 4)]),
]


@pytest.mark.parametrize("line, expected", RUNS)
def test_number_runs(line: str, expected: list[tuple[int, int]]) -> None:
    from denorm.itn.runs import Run, number_runs

    assert number_runs(line.split(), "es") == [Run(a, b) for a, b in expected]


@pytest.mark.parametrize("said, value", [("veintiún mil quinientas", 21500), ("treinta y un mil", 31000),
                                         ("mil novecientos noventa y ocho", 1998), ("doscientas mil", 200000),
                                         ("ciento veinte", 120), ("un millón doscientos mil", 1_200_000),
                                         ("cinco seis", None)])
def test_cardinal_value_by_place(said: str, value: int | None) -> None:
    from denorm.itn.value import cardinal_value

    assert cardinal_value(said.split(), "es") == value


@pytest.mark.parametrize("said, written", [("tercer", "3.er"), ("vigésima", "20.ª"), ("quinto", "5.º"),
                                           ("decimotercera", "13.ª"), ("veinte", None)])
def test_ordinal_form(said: str, written: str | None) -> None:
    from denorm.itn.value import ordinal_form

    assert ordinal_form(said.split(), "es") == written


# -- agreement -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("word, gender", [
    ("personas", "f"), ("libros", "m"), ("días", "m"), ("problemas", "m"), ("manos", "f"), ("canciones", "f"),
    ("ciudades", "f"), ("colores", "m"), ("meses", "m"), ("veces", "f"), ("viajes", "m"), ("clases", "f"),
    ("años", "m"), ("habitantes", "m"), ("toneladas", "f"), ("mujeres", "f"), ("sistema", "m"), ("foto", "f"),
    ("tests", None),
])
def test_noun_gender(word: str, gender: str | None) -> None:
    assert grammar.noun_gender(word) == gender


@pytest.mark.parametrize("text, spoken", [
    # a number agrees with the noun after it: gender, apocope, hundreds, across "mil"
    ("1 libro y 1 casa", "un libro y una casa"),
    ("21 libros y 21 casas", "veintiún libros y veintiuna casas"),
    ("31 días y 41 semanas", "treinta y un días y cuarenta y una semanas"),
    ("200 euros y 200 personas", "doscientos euros y doscientas personas"),
    ("200.000 viviendas", "doscientas mil viviendas"),
    ("21 nuevas viviendas", "veintiuna nuevas viviendas"),  # the adjective before the noun shows the gender
    ("101 años", "ciento un años"),
    # said alone: "uno", "veintiuno"; after "la"/"las" feminine (an hour, a thing left out)
    ("Llegaron 21.", "llegaron veintiuno"),
    ("la página 21", "la página veintiuno"),
    ("1 de cada 5", "uno de cada cinco"),
    ("a la 1 y a las 21", "a la una y a las veintiuna"),
    ("el 21 ganó", "el veintiuno ganó"),  # a verb is no counted noun
    # a round number of millions takes "de" before its noun
    ("2 000 000 habitantes", "dos millones de habitantes"),
    ("1.000.000 €", "un millón de euros"),
    # years: said alone, never apocopated; a count before a noun is a cardinal
    ("En 2021 se fundó.", "en dos mil veintiuno se fundó"),
    ("2021 personas", "dos mil veintiuna personas"),
    ("En 1998 había 1500 personas.", "en mil novecientos noventa y ocho había mil quinientas personas"),
    # ordinals: gender from the sign, apocope before a masculine noun
    ("el 1.º de la clase y el 1.º piso", "el primero de la clase y el primer piso"),
    ("la 3.ª planta y el 3.er puesto", "la tercera planta y el tercer puesto"),
    ("el 1.º Congreso", "el primer congreso"),
    # Roman numerals: regnal ordinals to ten, cardinals from eleven, ordinals before a noun
    ("Felipe II y Alfonso XIII", "felipe segundo y alfonso trece"),
    ("la II Guerra Mundial", "la segunda guerra mundial"),
    ("en el siglo XXI", "en el siglo veintiuno"),
    ("clase C", "clase c"),  # a letter, not a numeral
    # every written form of a number is read: dots, spaces, none, decimal comma
    ("1.500, 1 500 y 1500", "mil quinientos mil quinientos y mil quinientos"),
    ("1.234.567", "un millón doscientos treinta y cuatro mil quinientos sesenta y siete"),
    ("2,05", "dos coma cero cinco"),
    ("-3 °F", "menos tres grados fahrenheit"),
    # letters outside the alphabet fold to it (ë, ç, è, û, æ, ø, ß); ñ and á é í ó ú ü stay
    ("Søren, Zoë y François comieron crème brûlée en Ærø.",
     "soren zoe y francois comieron creme brulée en aero"),
    ("La señora Muñoz pidió un café en Straße 5.", "la señora muñoz pidió un café en strasse cinco"),
])
def test_context_rules(text: str, spoken: str) -> None:
    assert _say(text) == spoken


def test_unknown_gender_is_counted() -> None:
    before = ES.declined["cardinal:unknown_gender_guessed_m"]
    _say("Compré 21 xilofantes.")  # a noun of unknown gender: read masculine, and counted
    assert ES.declined["cardinal:unknown_gender_guessed_m"] == before + 1


def test_ordinal_with_a_wrong_ending_is_refused_and_counted() -> None:
    before = ES.declined["ordinal:ending_not_of_the_ordinal"]
    assert _say("el 2ro") == "el dos ro"
    assert ES.declined["ordinal:ending_not_of_the_ordinal"] == before + 1


@pytest.mark.parametrize("n, form", [(7, "7"), (2009, "2009"), (9999, "9999"), (12_500, "12 500"),
                                     (1_234_567, "1 234 567"), (-15_000, "-15 000")])
def test_samples_write_numbers_as_the_rae(n: int, form: str) -> None:
    from denorm.data.languages.es.common import written

    assert written(n) == form


# -- samples and templates ---------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(ES.classes))
def test_samples_verbalize_in_alphabet(name: str) -> None:
    rng = random.Random(1)
    cls = ES.classes[name]
    for i in range(150):
        written = SAMPLE_CONTEXT.get(name, "{}").format(cls.sample(rng))
        v = ES.verbalize(written, random.Random(i))
        assert v.spoken and ES.in_alphabet(v.spoken), (written, v.spoken)
        assert name in {e.cls for e in v.entities}, (written, [e.cls for e in v.entities])
        assert not re.search(r"\d", v.spoken)


def test_same_seed_same_output() -> None:
    text = "El 3 de mayo a las 16:30 cuesta 3,50 €, un 5 % más; llame al 912 345 678."
    assert {_say(text, 5) for _ in range(3)} == {_say(text, 5)}


def _templates() -> list[str]:
    lines = TEMPLATES.read_text(encoding="utf-8").splitlines()
    return [t.strip() for t in lines if t.strip() and not t.startswith("#")]


def test_templates_cover_every_class() -> None:
    templates = _templates()
    assert len(templates) >= 150
    slots = {s for t in templates for s in re.findall(r"\{(\w+)\}", t)}
    assert slots == set(ES.classes), slots ^ set(ES.classes)


def test_template_fills_leave_no_digit_unread() -> None:
    """Every digit of a filled template lies inside an entity, so the spoken side keeps all numbers."""
    rng = random.Random(3)
    templates = _templates()
    for i in range(400):
        t = rng.choice(templates)
        written = re.sub(r"\{(\w+)\}", lambda m: ES.classes[m.group(1)].sample(rng), t)
        v = ES.verbalize(written, random.Random(i))
        covered = set()
        for e in v.entities:
            covered.update(range(e.start, e.end))
        loose = [i for i, ch in enumerate(v.written) if ch.isdigit() and i not in covered]
        assert not loose, (written, v.spoken)
        assert ES.in_alphabet(v.spoken)


@pytest.mark.parametrize("name", ["cardinal", "measure", "money", "percent", "decimal"])
def test_sample_like_keeps_singular_and_plural(name: str) -> None:
    rng = random.Random(2)
    cls = ES.classes[name]
    one = re.compile(r"\D*1(?!\d|[.,]\d)\D*")
    for _ in range(30):
        written = cls.sample(rng)
        other = cls.sample_like(written, rng)
        assert (one.fullmatch(other) is not None) == (one.fullmatch(written) is not None), (written, other)


def test_sample_like_keeps_the_ordinal_sign() -> None:
    rng = random.Random(4)
    for written in ("3.ª", "1.er", "12.º", "2da"):
        other = ES.classes["ordinal"].sample_like(written, rng)
        assert re.sub(r"\d", "", other) == re.sub(r"\d", "", written), (written, other)


def test_hesitations_are_not_left_in_spoken_words_of_the_alphabet() -> None:
    assert all(ES.in_alphabet(h) for h in ES.hesitations)
