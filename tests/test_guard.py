"""The hallucination guard: silent on correct denormalizations, firing on dropped, added or changed words."""

from __future__ import annotations

import random

import pytest

from denorm.align import align, line_readings, reading_ends, repaired
from denorm.guard import fallback_tokens, false_fallback_rate, safe_changes
from denorm.text.normalize import normalize_line

# (spoken input, output, guard fires)
CASES = [
    ("meet me at uh four thirty p m", "Meet me at 4:30 PM.", False),
    ("in twenty twenty we moved", "In 2020, we moved.", False),
    ("in two thousand twenty we moved", "In 2020, we moved.", False),
    ("the the meeting starts now", "The meeting starts now.", False),
    ("we need we need more time", "We need more time.", False),
    ("the price is twenty dollars", "The price is $20.", False),
    ("call me at five five five one two three four", "Call me at 555-1234.", False),
    ("it is ten percent of the total", "It is 10% of the total.", False),
    ("doctor smith will see you", "Dr. Smith will see you.", False),
    ("dr smith will see you", "Dr. Smith will see you.", False),
    ("world war two ended", "World War II ended.", False),
    ("archived from the original on the ninth of november two thousand nine",
     "Archived from the original on 9 November 2009.", False),
    ("meet me at four thirty", "Meet me at 4:30 tomorrow.", True),  # added
    ("meet me at four thirty", "Meet at 4:30.", True),  # dropped
    ("meet me at four thirty", "Meet you at 4:30.", True),  # changed
    ("the price is twenty dollars", "The price is $30.", True),  # changed number
    ("i was born in nineteen eighty four", "I was born in 1994.", True),
    ("call me at five five five one two three four", "Call me at 555-1294.", True),
    ("please send the report today", "Please send the report.", True),
    ("", "Hello.", True),
]


@pytest.mark.parametrize("spoken,output,fires", CASES)
def test_guard_cases(spoken: str, output: str, fires: bool) -> None:
    edits = align(output, spoken.split(), "en").edits
    assert bool(edits) == fires, edits


# Digit entities: the input words must be one full reading of the output entity, in order, not any bag
# of words from its readings and digit groups ("eleven fifteen" reads digit pairs of 111115).
# (spoken input, output, language, guard fires)
NUMBER_CASES = [
    ("the florentine republic was founded upon the overthrow of the margraviate of tuscany in eleven fifteen",
     "The Florentine Republic was founded upon the overthrow of the Margraviate of Tuscany in 111115.", "en", True),
    ("the florentine republic was founded upon the overthrow of the margraviate of tuscany in eleven fifteen",
     "The Florentine Republic was founded upon the overthrow of the Margraviate of Tuscany in 1115.", "en", False),
    ("twenty twenty", "2020", "en", False),
    ("two thousand twenty", "2020", "en", False),
    ("twenty twenty one", "2020", "en", True),
    ("in twenty twenty we moved", "In we moved.", "en", True),  # a number said twice is not a repetition
    ("four thirty p m", "4:30 PM", "en", False),
    ("four uh thirty p m", "4:30 PM", "en", False),  # a filler inside the entity is free
    ("four thirty p m", "4:40 PM", "en", True),
    ("five dollars", "$5", "en", False),
    ("five dollars", "$50", "en", True),
    ("how many workdays fall between december the fifteenth twenty oh one and january fifteenth two thousand two",
     "How many workdays fall between 2001-12-15 and 2002-01-15?", "en", False),  # rare readings
    ("how many workdays fall between december the fifteenth twenty oh one and january fifteenth two thousand two",
     "How many workdays fall between 2001-12-16 and 2002-01-15?", "en", True),
    ("am siebzehnten september", "am 17. September", "de", False),
    ("am siebzehnten september", "am 18. September", "de", True),
    ("в тысяча девятьсот семьдесят пятом году", "в 1975 году", "ru", False),
    ("в тысяча девятьсот семьдесят пятом году", "в 1976 году", "ru", True),
    ("крупный текст увеличит текст в одну целую две десятых раза",
     "Крупный текст увеличит текст в 1.2 раза.", "ru", False),  # inflected by its context
    # number words are free only in a real repair, not as any nearby repetition
    ("from linux four point four onwards", "From Linux 0.4 onwards.", "en", True),
    ("from linux zero point four onwards", "From Linux 0.4 onwards.", "en", False),
    ("pages one three fi um one three five", "Pages 1, 3, 5.", "en", False),
    ("в тысяча девятьсот как бы в тысяча девятьсот шестидесятом году", "в 1960 году", "ru", False),
]


@pytest.mark.parametrize("spoken,output,lang,fires", NUMBER_CASES)
def test_changed_numbers(spoken: str, output: str, lang: str, fires: bool) -> None:
    edits = align(output, spoken.split(), lang).edits
    assert bool(edits) == fires, edits


def test_entity_readings_in_context() -> None:
    (r,) = line_readings("в 1975 году", "ru")
    assert ("тысяча", "девятьсот", "семьдесят", "пятом") in r.readings
    assert line_readings("no digits here", "en") == ()
    (dr,) = line_readings("Dr. Smith 5", "en")[-1:]
    assert dr.written == "5" and ("five",) in dr.readings


@pytest.mark.parametrize("words,free,readings,expected", [
    ("five dollars".split(), [False, False], {("five", "dollars")}, {2}),
    ("five uh dollars".split(), [False, True, False], {("five", "dollars")}, {3}),
    ("five dollars uh".split(), [False, False, True], {("five", "dollars")}, {2, 3}),
    ("fifty dollars".split(), [False, False], {("five", "dollars")}, set()),
    ("twenty twenty".split(), [True, True], {("twenty",), ("twenty", "twenty")}, {1, 2}),
])
def test_reading_ends(words: list[str], free: list[bool], readings: set, expected: set[int]) -> None:
    assert reading_ends(words, free, 0, len(words), frozenset(readings)) == expected


@pytest.mark.parametrize("spoken,j,expected", [
    ("four point four", 0, False),
    ("four four thirty", 0, True),
    ("four four thirty", 1, False),  # the last copy stays: "2020" cannot drop both of "twenty twenty"
    ("four uh four thirty", 0, True),
    ("four thirty fo four thirty", 1, True),  # a false start with a cut-off word
    ("four thirty fo four thirty", 2, True),
    ("twenty one twenty", 0, False),
])
def test_repaired(spoken: str, j: int, expected: bool) -> None:
    words = spoken.split()
    assert repaired(words, j, [w in ("uh", "um") for w in words]) == expected


def _carrier_pairs(n_per_class: int = 6) -> list[tuple[str, str]]:
    """Correct pairs from the generator: entity samples of every class in carrier sentences."""
    from denorm.data import get_language
    from denorm.data.pipeline import verbalize_sentence

    language = get_language("en")
    rng = random.Random(3)
    carriers = ["The report says {} and nothing else.", "{} is what she wrote down.",
                "Please check {} before the meeting, okay?", "I think {} was right."]
    pairs = []
    for i, cls in enumerate(language.classes.values()):
        for k in range(n_per_class):
            written = rng.choice(carriers).format(cls.sample(rng))
            result = verbalize_sentence(language, written, 100 * i + k, 2, 0.3)
            pairs.extend((p.spoken, p.written) for p in result.pairs)
    return pairs


def test_false_fallback_rate_on_generator_pairs() -> None:
    report = false_fallback_rate(_carrier_pairs(), "en", "carriers")
    assert report.pairs > 100
    assert report.rate <= 0.02, report.examples


@pytest.mark.parametrize("tokens,first,last,expected", [
    (["hello", "world"], True, True, "Hello world."),
    (["hello", "world?"], True, True, "Hello world?"),
    (["hello", "world"], False, False, "hello world"),
    (["4:30", "pm"], True, True, "4:30 pm."),
])
def test_safe_changes(tokens: list[str], first: bool, last: bool, expected: str) -> None:
    from denorm.align import OutToken

    out = safe_changes([OutToken(t, i, i + 1) for i, t in enumerate(tokens)], first, last)
    assert " ".join(t.text for t in out) == expected


def test_fallback_keeps_the_input_words() -> None:
    line = normalize_line("meet me at 4:30 PM on the ninth", "en")
    toks = fallback_tokens(line, 0, len(line.words))
    assert " ".join(t.text for t in toks) == "Meet me at 4:30 PM on the ninth."
    middle = fallback_tokens(line, 3, len(line.words) - 1)
    assert " ".join(t.text for t in middle) == "4:30 PM on the"


# -- repair at span granularity: only the region an edit touches goes back to the input words -----------
# (spoken input, model output, repaired output, regions replaced)
REPAIRS = [
    ("meet me at four thirty tomorrow in the office", "Meet me at 4:30 tomorrow in the old office.",
     "Meet me at 4:30 tomorrow in the office.", 1),  # invented word: the model's words around it stay
    ("meet me at four thirty tomorrow in the office", "Meet me at 4:30 in the office.",
     "Meet me at 4:30 tomorrow in the office.", 1),  # dropped word comes back, the rest stays
    ("the price is twenty dollars and it is paid", "The price is $30 and it is paid.",
     "The price is twenty dollars and it is paid.", 1),  # changed number: left as words
    ("i was born in nineteen eighty four. we moved in twenty ten", "I was born in 1994. We moved in 2010.",
     "I was born in nineteen eighty four. We moved in 2010.", 1),
    ("i was born in nineteen eighty four we moved in twenty ten", "I was born in 1994. we moved in 2011",
     "I was born in nineteen eighty four. we moved in twenty ten.", 2),  # two regions, final period added
    ("hello there how are you", "Hello there, who are you?", "Hello there, how are you?", 1),
    ("it costs seven hundred eighty nine million one hundred twenty three thousand four hundred fifty six dollars",
     "It costs 789 million123456 dollars.",
     "It costs 789 million one hundred twenty three thousand four hundred fifty six dollars.", 1),
    ("hello there how are you", "Hello there, how are you?", "Hello there, how are you?", 0),
]


@pytest.mark.parametrize("spoken,output,expected,regions", REPAIRS)
def test_repair_replaces_only_the_failing_region(spoken: str, output: str, expected: str, regions: int) -> None:
    from denorm.guard import repair

    line = normalize_line(spoken, "en")
    words = list(line.words)
    aln = align(output, words, "en")
    toks, n = repair(line, aln.tokens, aln.edits, 0, 0, len(words)) if aln.edits else (aln.tokens, 0)
    text = " ".join(t.text for t in toks)
    assert (text, n) == (expected, regions)
    assert not align(text, words, "en").edits  # what the guard lets through explains every word


@pytest.mark.parametrize("token,lang,glued", [
    ("million123456", "en", True), ("million,123,456", "en", True), ("3million", "en", True),
    ("миллион5", "ru", True), ("4th", "en", False), ("MP3", "en", False), ("10km", "en", False),
    ("1,500", "en", False), ("x86", "en", False), ("COVID-19", "en", False), ("2nd,", "en", False),
])
def test_glued_numbers(token: str, lang: str, glued: bool) -> None:
    from denorm.align.line import glued_number

    assert glued_number(token, lang) is glued
