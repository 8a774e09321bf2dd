"""`--disfluency off|safe|full`: safe mode drops only plain repetitions, false starts and fillers, never a name,
number or entity word; fluent sentences with self-similar wording come back with every word (shipped model)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from denorm.core.labels import KEEP, WordLabels
from denorm.tagger.disfluency import MODES, restrain, safe_keep
from tests.served import SERVED

DATA = Path(__file__).parent / "data"


def _labs(spec: str) -> list[WordLabels]:
    """"K.L D.L D.T" -> labels: K keep / D drop, then the case; an "e" after the case marks an entity word."""
    out = []
    for x in spec.split():
        disfl, case = x.split(".")
        out.append(WordLabels(case[0], disfl=KEEP if disfl == "K" else "R", span="B-cardinal" if "e" in case else "O"))
    return out


#: (spoken words, tagger labels, what safe mode keeps)
SAFE_CASES = [
    ("i i think", "D.L K.U K.L", [False, True, True]),  # one-letter repetition
    ("the the meeting", "D.T K.T K.L", [False, True, True]),  # sentence start: not a name
    ("we sh we need", "D.L D.L K.T K.L", [False, False, True, True]),  # false start with a cut-off word
    ("mor morning now", "D.L K.T K.L", [False, True, True]),  # cut-off word
    ("applied in south africa and south west africa", "K.T K.L D.T D.T K.L K.T K.T K.T",
     [True, True, True, True, True, True, True, True]),  # a name mid-sentence: kept
    ("vladimir vladimirovich said", "D.T K.T K.L", [True, True, True]),  # a long prefix is no cut-off
    ("a long long time", "K.T D.L K.L K.L", [True, True, True, True]),  # a long word said twice on purpose
    ("square kilometres twenty six", "K.L D.L K.Le K.Le", [True, True, True, True]),  # no restart after it
    ("twenty twenty one", "D.Le K.Le K.Le", [True, True, True]),  # inside an entity
    ("one one two", "D.L K.L K.L", [True, True, True]),  # a number word
    ("it costs er about ten", "K.T K.L D.L K.L K.L", [True, True, False, True, True]),  # a filler that can be a word
    ("show you my my opinion", "K.L D.L D.L K.L K.L", [True, True, False, True, True]),  # only the copy goes
    ("can you can you hear", "D.T D.L K.L K.L K.L", [False, False, True, True, True]),  # two-word repetition
    ("ich meine nicht dich ich meine ihn", "D.T D.L D.L D.L K.T K.L K.L", [True] * 7),  # a contrast, too long
    ("buffalo buffalo buffalo is", "D.T D.L K.L K.L", [True] * 4),  # one long word said over and over
    ("at w w w dot org", "K.T D.L D.L K.L K.L K.L", [True] * 6),  # three same letters: a spelled code
]


@pytest.mark.parametrize("words,labels,expected", SAFE_CASES)
def test_safe_keeps(words: str, labels: str, expected: list[bool]) -> None:
    assert safe_keep(words.split(), _labs(labels), "en") == expected


@pytest.mark.parametrize("lang, words, labels, expected", [
    # a letter said twice inside a spelled acronym is no stutter (session 26: "би би си" lost a "би")
    ("ru", "мы смотрели би би си", "K.T K.L D.L K.L K.L", [True] * 5),
    ("en", "watch the b b c now", "K.T K.L D.L K.L K.L", [True] * 5),
    ("ru", "я в в москве живу", "K.T D.L K.L K.L K.L", [True, False, True, True, True]),  # "в": a word too
    ("ru", "и и я тоже", "D.T K.L K.L K.L", [False, True, True, True]),
    ("en", "i i think", "D.L K.U K.L", [False, True, True]),
])
def test_spelled_letters_said_twice(lang: str, words: str, labels: str, expected: list[bool]) -> None:
    assert safe_keep(words.split(), _labs(labels), lang) == expected


def test_russian_filler_phrase_counts_only_whole() -> None:
    words = "для того что бы завоевать".split()
    assert safe_keep(words, _labs("K.T K.L K.L D.L K.L"), "ru") == [True] * 5  # "бы" alone is no filler
    words = "это как бы правда".split()
    assert safe_keep(words, _labs("K.T D.L D.L K.L"), "ru") == [True, False, False, True]


@pytest.mark.parametrize("lang, joiner, number", [
    ("en", "and", True), ("de", "und", True), ("ru", "и", False), ("es", "y", True), ("fr", "et", True),
    ("pt", "e", True), ("vi", "linh", True),
])
def test_number_words_take_the_cardinal_joiners(lang: str, joiner: str, number: bool) -> None:
    """The words that join a cardinal's parts ("treinta y dos", "vingt et un", "hai nghìn không trăm linh chín")
    are number words (`Language.cardinal_joiners`); Russian has none ("и" is no part of a number)."""
    from denorm.tagger.disfluency import number_words

    assert (joiner in number_words(lang)) is number


def test_modes() -> None:
    words, labs = "i i think".split(), _labs("D.L K.U K.L")
    assert [x.disfl for x in restrain(words, labs, "full", "en")] == ["R", KEEP, KEEP]
    assert [x.disfl for x in restrain(words, labs, "off", "en")] == [KEEP] * 3
    assert [x.disfl for x in restrain(words, labs, "safe", "en")] == ["R", KEEP, KEEP]
    # a word kept against the tagger takes the case of its kept copy ("South Africa and South West Africa")
    kept = restrain("in south africa and south west".split(), _labs("K.T D.L D.L K.L K.T K.T"), "safe", "en")
    assert [x.case for x in kept] == ["T", "T", "L", "L", "T", "T"]  # "africa": no kept copy, its own case
    # a short word said twice on purpose, kept at the line's start: its copy no longer starts the line
    kept = restrain("bye bye see you".split(), _labs("D.L K.T K.L K.L"), "safe", "en")
    assert [(x.disfl, x.case) for x in kept] == [(KEEP, "T"), (KEEP, "L"), (KEEP, "L"), (KEEP, "L")]
    kept = restrain("no no no that".split(), _labs("D.L D.L K.T K.L"), "safe", "en")  # "No no no, that"
    assert [(x.disfl, x.case) for x in kept] == [(KEEP, "T"), (KEEP, "L"), (KEEP, "L"), (KEEP, "L")]
    kept = restrain("walla walla is".split(), _labs("D.L K.T K.L"), "safe", "en")  # a name keeps its capitals
    assert [x.case for x in kept] == ["T", "T", "L"]
    assert set(MODES) == {"off", "safe", "full"} and MODES["safe"].threshold is not None
    with pytest.raises(ValueError, match="disfluency mode must be one of"):
        restrain(words, labs, "some", "en")


def _cases(lang: str, name: str) -> list[str]:
    path = DATA / lang / name
    return [x for x in path.read_text(encoding="utf-8").splitlines() if x.strip() and not x.startswith("#")]


@pytest.fixture(scope="module", params=SERVED)
def default(request: pytest.FixtureRequest):  # noqa: ANN201 - a Denormalizer
    from denorm.api import Denormalizer

    return Denormalizer.load(request.param, engine="pipeline")


#: Least recall on the hand-written disfluent lines, a few points under what the shipped tagger measured
#: (2026-11-26: en 89, de 81, ru 70, es 63, fr 77, pt 85, vi 81): German "der der", "die die" and Vietnamese
#: words said twice stay (Language.doubled_words, reduplicates), Spanish loses most to "yo yo" and restarts.
FLOORS = {"en": 80, "de": 75, "ru": 60, "es": 55, "fr": 70, "pt": 75, "vi": 70}


def _lost(d, lines: list[str]) -> list[tuple[str, list[str]]]:  # noqa: ANN001
    """(line, input words no output piece comes from) of every line that loses one."""
    out = []
    for line, r in zip(lines, d.translate(lines), strict=True):
        covered = {k for _, ks in r.alignment for k in ks}
        words = line.split()
        if lost := [w for k, w in enumerate(words) if k not in covered]:
            out.append((line, lost))
    return out


@pytest.mark.model
def test_fluent_golden_keeps_every_word(default) -> None:  # noqa: ANN001
    """tests/data/<lang>/fluent.cases (appositions, repeated nouns, number pairs, "that that"): no word lost."""
    assert not _lost(default, _cases(default.lang, "fluent.cases"))


@pytest.mark.model
def test_fluent_outside_text_loses_at_most_one_line_in_200(default) -> None:  # noqa: ANN001
    """The issue's goal on 500 outside sentences per language (tests/data/outside/README.md)."""
    lines = _cases(default.lang, "outside.spoken")
    lost = _lost(default, lines)
    assert len(lost) <= len(lines) / 200, lost


@pytest.mark.model
def test_hand_written_disfluencies_are_mostly_removed(default) -> None:  # noqa: ANN001
    """Recall floor on tests/data/<lang>/disfluent.cases (measured: en 86, de 94, ru 60; bench/bench_disfluency.py)."""
    rows = [r.split("~") for r in _cases(default.lang, "disfluent.cases")]
    results = default.translate([s for s, _ in rows])
    gone = total = real = 0
    for (spoken, idx), r in zip(rows, results, strict=True):
        words = spoken.split()
        want = Counter(words[int(x)] for x in idx.split(","))  # either copy of a repetition may go
        covered = {k for _, ks in r.alignment for k in ks}
        removed = Counter(w for k, w in enumerate(words) if k not in covered)
        gone += sum((removed & want).values())
        total += sum(want.values())
        real += sum((removed - want).values())
    floor = FLOORS[default.lang]
    assert 100 * gone / total >= floor and real <= 1, (gone, total, real)


@pytest.mark.model
def test_every_input_word_is_aligned(default) -> None:  # noqa: ANN001
    """With nothing dropped (--disfluency off --fillers keep: the Russian outside set holds a written "Э...", a
    hesitation), every input word of the outside sentences is covered by the jsonl alignment: a piece made
    from several words (a converted number) names all of them."""
    from denorm.api import Denormalizer

    d = Denormalizer.load(default.lang, engine="pipeline", disfluency="off", fillers="keep")
    assert not _lost(d, _cases(default.lang, "outside.spoken"))
