"""Codes and clock phrases said word by word: digits with repeat words, spelled codes after a code noun, times
said as a part of the hour (denorm.itn.codes, denorm.itn.clock), and the generator's readings of them."""

from __future__ import annotations

import denorm.data as data_gen
import pytest

from denorm.itn.clock import clock_phrases
from denorm.itn.codes import code_runs, said_digits

DIGITS = [  # (lang, said, figures or None)
    ("en", "oh double seven nine", "0779"),
    ("en", "triple five two", "5552"),
    ("en", "double oh seven", "007"),
    ("en", "double double seven", None),  # a repeat word says a digit, not another repeat word
    ("en", "seven double", None),  # ... and needs one after it
    ("en", "five five five", "555"),
    ("en", "five and six", None),
    ("de", "doppel sieben", None),  # German says no repeat words
    ("de", "null sieben sieben", "077"),
]


@pytest.mark.parametrize("lang, said, figures", DIGITS)
def test_said_digits(lang: str, said: str, figures: str | None) -> None:
    assert said_digits(said.split(), data_gen.get_language(lang)) == figures


CODES = [  # (lang, line, spelled codes as (start, end))
    ("en", "my reference is a b c one two three", [(3, 9)]),
    ("en", "your booking code is x y seven four two", [(4, 9)]),
    ("en", "my order number is a one two three four five", []),  # "a": the article or a letter? words
    ("en", "my order number is a b one two", [(4, 8)]),  # ... "a" beside a letter that is no word: a letter
    ("pt", "o código é um dois três quatro", []),  # "é" is the verb
    ("pt", "o código é x um dois", [(2, 6)]),
    ("en", "my pin is one two three four i think", []),  # digits only: a number (label_form), and "i" a word
    ("en", "the code is a five digit number", []),  # "a five": too short
    ("en", "the code is a b c", []),  # letters only: an acronym
    ("en", "we met a b c one two three", []),  # no code noun before it
    ("en", "my reference is b one two i guess", [(3, 6)]),  # the pronoun ends no code
    ("es", "mi número de pedido es a b uno dos tres", [(5, 10)]),
    ("es", "el código es uno dos tres y", []),  # "y" is a word: no letter of the code
]


@pytest.mark.parametrize("lang, line, expected", CODES)
def test_code_runs(lang: str, line: str, expected: list[tuple[int, int]]) -> None:
    assert code_runs(line.split(), lang) == expected


CLOCK = [  # (lang, line, clock phrases as (start, end, hour, minutes))
    ("en", "it was a quarter to five", [(2, 6, 4, 45)]),
    ("en", "meet me at half past eight", [(3, 6, 8, 30)]),
    ("en", "at quarter after nine tonight", [(1, 4, 9, 15)]),
    ("en", "a quarter of five hundred people", []),  # a fraction of a number
    ("en", "two and a half to five hours", []),  # a range
    ("en", "half of the twelve apostles", []),
    ("en", "a quarter to thirteen", []),  # no hour of the clock
    ("de", "es ist viertel vor acht", [(2, 5, 7, 45)]),
    ("en", "see you at quarter to one", [(3, 6, 12, 45)]),
    ("en", "we left at ten to six", [(3, 6, 5, 50)]),  # minutes as a number: before the hour after "at"
    ("en", "five to ten people came", []),  # ... and nowhere else: a range
    ("en", "at five to ten percent", []),  # ... nor before a count's unit
    ("en", "see you at twenty five past three", [(3, 7, 3, 25)]),
    ("en", "ten past six is fine", [(0, 3, 6, 10)]),  # after the hour: always a time
    ("ru", "встреча без четверти пять", []),  # "Встреча 4:45" would lose the sentence's preposition
    ("ru", "встреча в половине пятого", [(2, 4, 4, 30)]),  # a part of the next hour, an ordinal
    ("ru", "четверть первого ночи", [(0, 2, 12, 15)]),
    ("ru", "половина пятого класса", []),  # half of the fifth form: a noun the ordinal agrees with
    ("ru", "встретимся в половине пятого у метро", [(2, 4, 4, 30)]),
    ("de", "wir treffen uns um halb fünf", [(4, 6, 4, 30)]),
    ("de", "halb so viel", []),
    # the hour first, after a clock word (Language.clock_hour_relations)
    ("es", "las cinco menos cuarto", [(1, 4, 4, 45)]),
    ("es", "a las diez menos veinte", [(2, 5, 9, 40)]),
    ("es", "a las seis y cuarenta y cinco", [(2, 7, 6, 45)]),  # the longest number of minutes
    ("es", "a la una y media", [(2, 5, 1, 30)]),
    ("es", "cinco menos cuarto", []),  # no clock word before it: a sum
    ("es", "a las diez menos treinta", []),  # no minutes of 30 and more before the hour
    ("fr", "à dix heures moins le quart", [(1, 6, 9, 45)]),
    ("fr", "vers six heures et demie", [(1, 5, 6, 30)]),
    ("fr", "à dix heures et il est parti", []),  # no part or minutes after the relation
]


@pytest.mark.parametrize("lang, line, expected", CLOCK)
def test_clock_phrases(lang: str, line: str, expected: list[tuple]) -> None:
    assert clock_phrases(line.split(), lang) == expected


READINGS = [  # (lang, written, a reading the generator gives in some draw, a reading it never gives)
    ("en", "My reference is ABC123.", "my reference is a b c one two three", "my reference is abc one two three"),
    ("en", "The G20 met.", "the g twenty met", "the g two zero met"),  # no code noun: no spelled code
    ("en", "Call 555-7790.", "call triple five double seven nine oh", "call triple five seven seven nine oh"),
    ("en", "It cost $2.5 million.", "it cost two and a half million dollars", "it cost two and five million dollars"),
    ("en", "Rates rose 3.25%.", "rates rose three and a quarter percent", "rates rose three and a half percent"),
    ("en", "It is 0.5 km.", "it is zero point five kilometers", "it is zero and a half kilometers"),
    ("de", "Ruf 0771 an.", "ruf null sieben sieben eins an", "ruf null doppel sieben eins an"),
]


@pytest.mark.parametrize("lang, written, said, never", READINGS)
def test_generator_readings(lang: str, written: str, said: str, never: str) -> None:
    readings = {data_gen.verbalize(written, lang, seed=seed) for seed in range(60)}
    assert said in readings and never not in readings, sorted(readings)
