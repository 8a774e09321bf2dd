"""English generator tests beyond the goldens: context rules, variety, samples, templates, helpers."""

from __future__ import annotations

import random
import re
import time

import denorm.data as data_gen
import pytest
from denorm.data.augment import TEMPLATES_DIR, fill_template, load_templates
from denorm.data.languages.en import numbers

from tests.golden import load_golden

EN = data_gen.get_language("en")
CLASSES = {"cardinal", "decimal", "fraction", "ordinal", "year", "date", "time", "money", "percent",
           "measure", "telephone", "symbol", "abbreviation", "url", "email", "roman", "acronym"}


def say(text: str, seed: int = 0) -> str:
    return data_gen.verbalize(text, "en", seed=seed)


def classes_of(text: str) -> list[tuple[str, str]]:
    return [(e.cls, e.written) for e in data_gen.verbalize_full(text, "en", seed=0).entities]


def test_all_classes_registered() -> None:
    assert set(EN.classes) == CLASSES


def test_golden_files_list_every_variant() -> None:
    """Over many seeds every golden case stays within its listed alternatives."""
    bad = []
    for case in load_golden("en"):
        for seed in range(12):
            got = EN.verbalize(case.written, random.Random(seed)).spoken
            if got not in case.spoken:
                bad.append(f"{case.id} seed {seed}: {got!r}")
                break
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("name", sorted(CLASSES))
def test_samples_verbalize_in_alphabet(name: str) -> None:
    rng = random.Random(7)
    cls = EN.classes[name]
    for _ in range(60):
        written = f"See {cls.sample(rng)} now."
        v = EN.verbalize(written, rng)
        assert EN.in_alphabet(v.spoken), (written, v.spoken)
        assert v.spoken.startswith("see ") and v.spoken.endswith(" now"), (written, v.spoken)
        for e in v.entities:
            assert v.written[e.start:e.end] == e.written


@pytest.mark.parametrize("name", sorted(CLASSES - {"year", "measure"}))
def test_samples_are_whole_entities(name: str) -> None:
    """A sample is found as one entity of its class, so entity swapping replaces like with like.

    (Bare year samples need a cue word, which templates give: "in {year}".)"""
    rng = random.Random(3)
    cls = EN.classes[name]
    for _ in range(40):
        sample = cls.sample(rng)
        v = EN.verbalize(f"We saw {sample} there.", rng)
        assert any(e.cls == name and e.written == sample for e in v.entities), (sample, v.entities)


def test_same_seed_same_output() -> None:
    text = "On 9 November 2009 at 4:30 PM we paid $3.50 for 2 1/2 km, i.e. 5% of 2,500."
    assert say(text, seed=3) == say(text, seed=3)
    assert len({say(text, seed=s) for s in range(20)}) > 1


@pytest.mark.parametrize("text,spoken", [
    ("I think I have 3 cats.", "i think i have three cats"),
    ("Can I go now?", "can i go now"),
    ("In Part I think we agree.", "in part i think we agree"),
    ("Vitamin C and Type C cables", "vitamin c and type c cables"),
    ("No. I won't.", "no i won't"),
    ("See No. 12.", "see number twelve"),
    ("St. Louis is on Main St.", "saint louis is on main street"),
    ("Put 5 in the box.", "put five in the box"),
    ("The room is 12 in. wide.", "the room is twelve inches wide"),
    ("Music of the 1990s", "music of the nineteen nineties"),
    ("Wait 30s before retrying.", "wait thirty seconds before retrying"),
    ("Henry VIII's wives", "henry the eighth's wives"),
    ("Edit ~/.bashrc now.", "edit tilde slash bashrc now"),
    ("Press <F1> or <Esc>.", "press f one or escape"),
    ("I've told you 100s of times.", "i've told you hundreds of times"),
    ("If TRUE, press Ctrl+C.", "if true press control plus c"),
    ("Can you break a $20 bill?", "can you break a twenty dollar bill"),  # an amount that describes a noun
    ("It is a $10 million contract.", "it is a ten million dollar contract"),
    ("It costs $20.", "it costs twenty dollars"),
])
def test_context_rules(text: str, spoken: str) -> None:
    assert say(text) == spoken


def test_version_parts_with_leading_zero_are_digits() -> None:
    assert {say("Patch 8.0.0752 is out.", seed=s) for s in range(30)} == {
        f"patch eight {sep} zero {sep} {zero} seven five two is out"
        for sep in ("point", "dot") for zero in ("zero", "oh")}


def test_tilde_before_a_number() -> None:
    assert {say("Wait ~5 min.", seed=s) for s in range(20)} == {
        "wait about five minutes", "wait approximately five minutes"}


def test_digits_outside_a_lost_compound_are_read() -> None:
    """Year wins "1920" inside the cardinal "1920 x 1080": 1080 must still be read."""
    assert "eighty" in say("and 1920 x 1080, a board")


def test_year_needs_a_cue() -> None:
    assert classes_of("It was founded in 1999.") == [("year", "1999")]
    assert classes_of("We counted 1999 votes.") == [("cardinal", "1999")]
    assert classes_of("The 1980s were loud.") == [("year", "The 1980s")]


def test_date_time_money_spans() -> None:
    got = classes_of("Meet me at 4:30 PM on 9 November 2009 and bring $20.")
    assert got == [("time", "4:30 PM"), ("date", "9 November 2009"), ("money", "$20")]


def test_no_digit_survives() -> None:
    text = "x86 H2O 3D 4K 1080p 5G COVID-19 mp3 v1.2 #1 1a2b3c 12,34 1.2.3.4 50/50 2^10 10-20"
    spoken = say(text)
    assert not any(ch.isdigit() for ch in spoken), spoken
    assert EN.in_alphabet(spoken)


@pytest.mark.parametrize("n,expected", [
    (2020, {"twenty twenty", "two thousand twenty", "two thousand and twenty"}),
    (1905, {"nineteen oh five", "nineteen hundred five", "nineteen hundred and five"}),
    (2009, {"two thousand nine", "two thousand and nine", "twenty oh nine"}),
    (2000, {"two thousand"}),
    (1900, {"nineteen hundred"}),
    (1066, {"ten sixty six"}),
])
def test_year_speller(n: int, expected: set[str]) -> None:
    assert {numbers.year(n, random.Random(s)) for s in range(60)} == expected


def test_cardinal_speller() -> None:
    assert numbers.cardinal(105) == "one hundred five"
    assert numbers.cardinal(-3) == "minus three"
    assert {numbers.cardinal(2500, random.Random(s)) for s in range(60)} == {
        "two thousand five hundred", "twenty five hundred"}
    assert numbers.ordinal(103) == "one hundred third"
    assert numbers.decimal("3", "14") == "three point one four"


def test_templates() -> None:
    lines = [ln for ln in (TEMPLATES_DIR / "en.txt").read_text(encoding="utf-8").splitlines()
             if ln.strip() and not ln.startswith("#")]
    templates = load_templates(EN)
    assert len(templates) == len(lines) >= 150
    used = {name for t in templates for name in CLASSES if "{" + name + "}" in t}
    assert used == CLASSES


def speed(n: int = 5000, seed: int = 1) -> float:
    """Verbalizations per CPU second on one core, over filled English templates (entity-dense)."""
    rng = random.Random(seed)
    templates = load_templates(EN)
    sentences = [fill_template(rng.choice(templates), EN, rng) for _ in range(n)]
    for s in sentences[:200]:  # warm the number-word caches
        EN.verbalize(s, rng)
    start = time.process_time()
    for s in sentences:
        EN.verbalize(s, rng)
    return n / (time.process_time() - start)


if __name__ == "__main__":  # PYTHONPATH=. .venv/bin/python tests/test_lang_en.py
    print(f"en: {speed():,.0f} verbalizations/s (CPU time, one core, template sentences)")


def test_apostrophe_years_and_capitalized_abbreviations() -> None:
    v = EN.verbalize("The class of '09 met. Cf. the list.", random.Random(0))
    assert ("year", "'09") in [(e.cls, e.written) for e in v.entities]
    assert ("abbreviation", "Cf.") in [(e.cls, e.written) for e in v.entities]
    # a capitalized context-only entry keeps its context rule: "Pp." is "pages" only before a number
    assert data_gen.verbalize("Pp. 3-5 are missing.", "en", seed=0).startswith("pages")
    assert "pages" not in data_gen.verbalize("Pp. is a name.", "en", seed=0)


def test_swaps_keep_singular_and_titles() -> None:
    from denorm.data.augment import swap_entities

    v = EN.verbalize("Dr. Smith ate 1 apple and 12 pears.", random.Random(0))
    for seed in range(20):
        got = swap_entities(v.written, v.entities, EN, random.Random(seed))
        assert re.fullmatch(r"Dr\. Smith ate 1 apple and \d\d pears\.", got), got


def test_measure_swaps_keep_the_unit() -> None:
    rng = random.Random(4)
    for _ in range(30):
        assert EN.classes["measure"].sample_like("1 mile", rng) == "1 mile"
        assert re.fullmatch(r"\d,\d{3}\.\d kg", EN.classes["measure"].sample_like("2,500.5 kg", rng))


def test_unit_words_group_a_number_before_them() -> None:
    """The words before which a number is grouped as with a unit (denorm.engines.pipeline)."""
    from denorm.data import get_language

    words = get_language("en").unit_words
    assert {"kilometres", "kilometers", "miles", "square", "dollars", "feet"} <= words
    assert not {"british", "australian", "in", "the", "and"} & words  # first words of longer names, function words


def test_number_lexicon_holds_every_word_of_0_to_1000() -> None:
    """The lexicon spells out 0-100 and 1000 only: every word of 0-1000 is in it anyway (but the joiners)."""
    from denorm.data.languages.en.numbers import JOINERS, _words, number_lexicon

    said = {w for n in range(0, 1001) for o in (False, True) if n or not o for w in _words(n, o).split()}
    assert said - JOINERS <= number_lexicon()
