"""The hallucination guard: silent on correct denormalizations, firing on dropped, added or changed words."""

from __future__ import annotations

import random

import pytest

from denorm.align import align
from denorm.guard import fallback_tokens, false_fallback_rate, safe_changes
from denorm.normalize import normalize_line

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


def _carrier_pairs(n_per_class: int = 6) -> list[tuple[str, str]]:
    """Correct pairs from the generator: entity samples of every class in carrier sentences."""
    from data_gen import get_language
    from data_gen.pipeline import verbalize_sentence

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
