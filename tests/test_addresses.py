"""Spoken e-mail and web addresses (issue 33): found by their separator words, verified, written whole."""

from __future__ import annotations

import pytest

from denorm.itn.addresses import address_form, find_addresses, reads_as, verified_addresses

FOUND = [  # (language, spoken line, addresses found: (start, end, class, written))
    ("en", "send it to john dot smith at gmail dot com please", [(3, 10, "email", "john.smith@gmail.com")]),
    ("en", "go to w w w dot example dot org now", [(2, 9, "url", "www.example.org")]),
    ("en", "visit www dot bbc dot co dot uk today", [(1, 8, "url", "www.bbc.co.uk")]),
    ("en", "john underscore smith at mail dot ru", [(0, 7, "email", "john_smith@mail.ru")]),
    ("en", "mail me at home dot com", []),  # a one-part local name: ordinary speech
    ("en", "the dot com bubble burst", []),
    ("en", "example dot com", []),  # one dot without www: not sure enough
    ("de", "schreib an max punkt mustermann ät web punkt d e bitte", [(2, 10, "email", "max.mustermann@web.de")]),
    ("ru", "пиши на ivan точка petrov собака yandex точка ru", [(2, 9, "email", "ivan.petrov@yandex.ru")]),
    # a separator of two words after the address is not part of it, and neither is its first word
    ("ru", "ivan точка petrov собака yandex точка ru нижнее подчёркивание", [(0, 7, "email", "ivan.petrov@yandex.ru")]),
]


@pytest.mark.parametrize("lang, line, expected", FOUND)
def test_find_addresses(lang: str, line: str, expected: list) -> None:
    assert [(a.start, a.end, a.cls, a.written) for a in find_addresses(line.split(), lang)] == expected


@pytest.mark.parametrize("lang, words, cls, written", [
    # inside a span the tagger marked as an e-mail, a local part of one word is enough (session 28)
    ("en", "john at gmail dot com", "email", "john@gmail.com"),
    ("en", "john at gmail dot com", None, None),  # the words alone: not sure enough
    ("en", "john at gmail dot com", "url", None),
    ("en", "me at home dot com", "email", "me@home.com"),  # the tagger's call: it marked these words
    ("de", "info ät firma punkt de", "email", "info@firma.de"),
    ("en", "john at gmail dot com please", "email", None),  # not the whole span: left to the converter
])
def test_address_form_in_an_email_span(lang: str, words: str, cls: str | None, written: str | None) -> None:
    assert address_form(words.split(), lang, cls) == written


READS = [  # the generator's readings, a part spelled or said as a word counting the same
    ("en", "john dot smith at gmail dot com", "john.smith@gmail.com", True),
    ("en", "w w w dot b b c dot co dot uk", "www.bbc.co.uk", True),
    ("de", "max punkt mustermann ät web punkt de", "max.mustermann@web.de", True),
    ("en", "john dot smith at gmail dot com", "john.smith@gmail.org", False),
    ("en", "john dot smith at gmail dot com", "johnsmith@gmail.com", False),
]


@pytest.mark.parametrize("lang, said, written, ok", READS)
def test_address_reads_as(lang: str, said: str, written: str, ok: bool) -> None:
    assert reads_as(tuple(said.split()), written, lang) is ok


def test_verified_addresses_leave_what_does_not_read() -> None:
    # Russian reads Latin letters of a domain by their Russian names: an ASR's "ru" is no reading of it
    assert verified_addresses("пиши на ivan точка petrov собака yandex точка ru".split(), "ru") == []


@pytest.mark.model
@pytest.mark.parametrize("lang, said, written", [
    ("en", "send it to john dot smith at gmail dot com", "Send it to john.smith@gmail.com."),
    ("en", "go to w w w dot example dot org for more", "Go to www.example.org for more."),
    ("de", "schreib an max punkt mustermann ät web punkt de bitte", "max.mustermann@web.de"),
    ("en", "send it to john at gmail dot com", "Send it to john@gmail.com."),  # was words (session 28)
])
def test_addresses_in_the_default_engine(lang: str, said: str, written: str) -> None:
    from denorm.api import Denormalizer

    assert written in Denormalizer.load(lang, engine="pipeline").translate([said])[0].output
