"""German generator checks the golden files do not cover: samples, context rules, helpers, templates."""

from __future__ import annotations

import random
import re
from pathlib import Path

import denorm.data as data_gen
import pytest
from denorm.data.languages.de import grammar, numbers

DE = data_gen.get_language("de")
TEMPLATES = Path(__file__).resolve().parent.parent / "data_gen" / "templates" / "de.txt"
#: Classes whose samples only read as the class inside a context.
SAMPLE_CONTEXT = {"ordinal": "Am {} Tag war es kalt."}


def _say(text: str, seed: int = 0) -> str:
    return data_gen.verbalize(text, "de", seed=seed)


@pytest.mark.parametrize("name", sorted(DE.classes))
def test_samples_verbalize_in_alphabet(name: str) -> None:
    rng = random.Random(1)
    cls = DE.classes[name]
    for i in range(150):
        written = SAMPLE_CONTEXT.get(name, "{}").format(cls.sample(rng))
        v = DE.verbalize(written, random.Random(i))
        assert v.spoken and DE.in_alphabet(v.spoken), (written, v.spoken)
        assert name in {e.cls for e in v.entities}, (written, [e.cls for e in v.entities])
        assert not re.search(r"\d", v.spoken)


def test_same_seed_same_output() -> None:
    text = "Am 3.10. um 16:30 Uhr kostet es 3,50 € bzw. 5 % mehr, ruf 030 1234567 an."
    assert {_say(text, 5) for _ in range(3)} == {_say(text, 5)}


def _templates() -> list[str]:
    lines = TEMPLATES.read_text(encoding="utf-8").splitlines()
    return [t.strip() for t in lines if t.strip() and not t.startswith("#")]


def test_templates_cover_every_class() -> None:
    templates = _templates()
    assert len(templates) >= 150
    slots = {s for t in templates for s in re.findall(r"\{(\w+)\}", t)}
    assert slots <= set(DE.classes), slots - set(DE.classes)
    assert set(DE.classes) <= slots, set(DE.classes) - slots


def test_template_fills_leave_no_digit_unread() -> None:
    """Every digit of a filled template lies inside an entity, so the spoken side keeps all numbers."""
    rng = random.Random(3)
    templates = _templates()
    for i in range(400):
        t = rng.choice(templates)
        written = re.sub(r"\{(\w+)\}", lambda m: DE.classes[m.group(1)].sample(rng), t)
        v = DE.verbalize(written, random.Random(i))
        covered = set()
        for e in v.entities:
            covered.update(range(e.start, e.end))
        loose = [i for i, ch in enumerate(v.written) if ch.isdigit() and i not in covered]
        assert not loose, (written, v.spoken)
        assert DE.in_alphabet(v.spoken)


@pytest.mark.parametrize("text, spoken", [
    # ordinal endings: weak, mixed, strong; gender from the noun; compounds by their last part
    ("der 3. Spieltag", "der dritte spieltag"),
    ("die 3. Spielzeit", "die dritte spielzeit"),
    ("das 3. Jahrtausend", "das dritte jahrtausend"),
    ("dem 3. Kapitel", "dem dritten kapitel"),
    ("einer 3. Impfung", "einer dritten impfung"),
    ("eines 2. Versuchs", "eines zweiten versuchs"),
    ("ein 5. Element", "ein fünftes element"),
    ("sein 10. Titel", "sein zehnter titel"),
    ("seine 2. Frau", "seine zweite frau"),
    ("mit 2. Wohnsitz", "mit zweitem wohnsitz"),
    ("am kommenden 3. Mai", "am kommenden dritten mai"),
    ("die 4. Zeitung", "die vierte zeitung"),
    ("zur 2. Lesung", "zur zweiten lesung"),
    # "der" with a feminine noun is dative/genitive
    ("am Ende der 3. Woche", "am ende der dritten woche"),
    # the second ordinal of a pair shares the first one's determiner
    ("der 1. und 2. Platz", "der erste und zweite platz"),
    ("am 3. oder 4. Mai", "am dritten oder vierten mai"),
    # no determiner and no noun: a plain number
    ("Sie wurde 3.", "sie wurde drei"),
    ("Sie wurde 3. beim großen Rennen.", "sie wurde drei beim großen rennen"),
    ("der 2. große Sieg", "der zweite große sieg"),
    # dates after weekdays and determiners
    ("Freitag, der 13. März", "freitag der dreizehnte märz"),
    ("am Freitag, den 13. März", "am freitag den dreizehnten märz"),
    # 1 before nouns, by gender and case
    ("1 Jahr", "ein jahr"),
    ("seit 1 Woche", "seit einer woche"),
    ("für 1 Tag", "für einen tag"),
    ("ohne 1 Euro", "ohne einen euro"),
    ("in 1 Stunde", "in einer stunde"),
    ("Das kostet 1 Euro.", "das kostet einen euro"),
    ("zu 1/4", "zu einem viertel"),
    # versions and section numbers are not dates; ratios are not times
    ("Abschnitt 3.2.", "abschnitt drei punkt zwei"),
    ("GIMP 2.10.4", "g i m p zwei punkt zehn punkt vier"),
    ("ISO 8859-15", "iso achttausendachthundertneunundfünfzig fünfzehn"),
    ("eine 200-km-Strecke", "eine zweihundert kilometer strecke"),
    ("im Maßstab 1:50", "im maßstab eins zu fünfzig"),
    ("Das Spiel endete 2:1.", "das spiel endete zwei zu eins"),
    ("ein 3er-Pack", "ein dreier pack"),
    ("mit 1 %", "mit einem prozent"),
    ("1 Mio. €", "eine million euro"),
    ("Der 1. FC Köln", "der erste f c köln"),
    # letters outside the alphabet fold to it
    ("Søren und Zoë aßen Crème brûlée.", "soren und zoe aßen creme brulee"),
    ("Æsop", "aesop"),
])
def test_context_rules(text: str, spoken: str) -> None:
    assert _say(text) == spoken


DATIVE_UNITS = [  # (text, a reading said in some draw, a reading never said)
    ("mit 40 l gefüllt", "mit vierzig litern gefüllt", None),  # the dative plural after a dative preposition
    ("mit 40 l gefüllt", "mit vierzig liter gefüllt", None),  # and the plain plural, as often
    ("von 100 km/h", "von einhundert kilometern pro stunde", None),
    ("es sind 40 l", "es sind vierzig liter", "es sind vierzig litern"),  # no dative: never "-n"
    ("mit 40 kg", "mit vierzig kilogramm", "mit vierzig kilogrammn"),  # only metres and litres take it
]


@pytest.mark.parametrize("text, said, never", DATIVE_UNITS)
def test_dative_plural_of_units(text: str, said: str, never: str | None) -> None:
    readings = {data_gen.verbalize(text, "de", seed=seed) for seed in range(40)}
    assert said in readings and never not in readings


def test_undecidable_ordinal_is_counted() -> None:
    before = DE.declined["ordinal:undecidable_ending"]
    _say("der 3. Xylofantor")  # "der" + noun of unknown gender: -e (m) or -en (f)?
    assert DE.declined["ordinal:undecidable_ending"] == before + 1


@pytest.mark.parametrize("n, stem", [(1, "erst"), (2, "zweit"), (3, "dritt"), (7, "siebt"), (8, "acht"),
                                     (19, "neunzehnt"), (20, "zwanzigst"), (21, "einundzwanzigst"),
                                     (100, "einhundertst"), (101, "einhunderterst"), (1000, "eintausendst"),
                                     (2003, "zweitausenddritt")])
def test_ordinal_stems(n: int, stem: str) -> None:
    assert numbers.ordinal_stem(n) == stem


@pytest.mark.parametrize("y, words", [(1998, "neunzehnhundertachtundneunzig"), (2020, "zweitausendzwanzig"),
                                      (1100, "elfhundert"), (1000, "eintausend"), (800, "achthundert")])
def test_years(y: int, words: str) -> None:
    assert numbers.year_word(y) == words


@pytest.mark.parametrize("den, noun", [(3, "drittel"), (4, "viertel"), (7, "siebtel"), (10, "zehntel"),
                                       (20, "zwanzigstel"), (100, "hundertstel"), (1000, "tausendstel")])
def test_denominators(den: int, noun: str) -> None:
    assert numbers.denominator(den) == noun


@pytest.mark.parametrize("word, gender", [("Geburtstag", "m"), ("Bundesliga", "f"), ("Jahrhunderts", "n"),
                                          ("Zeitung", "f"), ("Mädchen", "n"), ("Xylofantor", None),
                                          ("Motor", None), ("Umzug", "m"), ("Finanzamt", "n")])
def test_noun_gender(word: str, gender: str | None) -> None:
    assert grammar.noun_gender(word) == gender


def test_zwo_is_an_alternative_for_two_in_digit_strings() -> None:
    seen = {_say("030 2222222", seed) for seed in range(30)}
    assert any("zwo" in s for s in seen) and any("zwei" in s for s in seen)


@pytest.mark.parametrize(("text", "spoken"), [
    ("Vgl. S. 5.", "vergleiche seite fünf"),  # a lowercase entry, capitalized at the sentence start
    ("Lehrer*innen kommen.", "lehrer innen kommen"),  # gender star: no symbol
    ("Es gilt a * b.", "es gilt a stern b"),
    ("Wähle Datei > Öffnen.", "wähle datei öffnen"),  # menu path: unverbalized
    ("Farbton / Sättigung", "farbton schrägstrich sättigung"),
    ("Es ist x > 5.", "es ist x größer als fünf"),
])
def test_shared_generator_rules(text: str, spoken: str) -> None:
    assert _say(text) in {spoken, spoken.replace("stern", "sternchen")}


@pytest.mark.parametrize("name", ["cardinal", "measure", "money", "percent"])
def test_sample_like_keeps_singular_and_plural(name: str) -> None:
    from denorm.data.augment import swap_entities

    rng = random.Random(2)
    cls = DE.classes[name]
    for _ in range(30):
        written = cls.sample(rng)
        if not re.search(r"\d", written):
            continue
        other = cls.sample_like(written, rng)
        one = re.fullmatch(r"\D*1(?!\d|[.,]\d)\D*", written) is not None
        assert (re.fullmatch(r"\D*1(?!\d|[.,]\d)\D*", other) is not None) == one, (written, other)
    v = DE.verbalize("Nach 1 Woche kamen 5 Gäste zu Dr. Müller.", random.Random(0))
    for seed in range(20):
        got = swap_entities(v.written, v.entities, DE, random.Random(seed))
        assert re.fullmatch(r"Nach 1 Woche kamen [2-9] Gäste zu Dr\. Müller\.", got), got


def test_capitalized_words_are_nouns_only() -> None:
    """Units, currencies, months and days are written with a capital wherever they stand; the weekday
    abbreviations are not ("so" is a word), and unit_words (a number before one is a measure) has no month."""
    from denorm.data import get_language

    de = get_language("de")
    assert {"juli", "montag", "kilometern", "pfund", "uhr"} <= de.capitalized_words
    assert not {"so", "mo", "di", "do", "sa", "pro"} & de.capitalized_words
    assert "juli" not in de.unit_words and {"meter", "euro", "prozent"} <= de.unit_words
