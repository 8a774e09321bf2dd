"""Unit tests of the generic entity classes (data_gen/entities) with a tiny in-test language."""

from __future__ import annotations

import random
import re

import pytest

from data_gen.base import Context, Language
from data_gen.entities import (
    AbbreviationClass,
    AcronymClass,
    EmailClass,
    SymbolClass,
    TelephoneClass,
    UrlClass,
    parse_roman,
    to_roman,
)

_ONES = "zero one two three four five six seven eight nine".split()
_TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


class Tiny(Language):
    """A toy English: cardinals below 100, the generic classes only, one reading per table entry."""

    code = "xx"
    letters = "abcdefghijklmnopqrstuvwxyz"
    entity_classes = (SymbolClass, UrlClass, EmailClass, AbbreviationClass, AcronymClass, TelephoneClass)
    fillers = ("uh", "um")
    symbols = {"&": ("and",), "+": ("plus",), "@": ("at",), "#": ("hash",), "§": ("section",),
               "/": ("slash",)}
    url_words = {"dot": ("dot",), "at": ("at",), "slash": ("slash",), "colon": ("colon",),
                 "dash": ("dash",), "underscore": ("underscore",)}
    abbreviations = {"e.g.": ("for example",), "Dr.": ("doctor",), "z. B.": ("zum beispiel",),
                     "etc.": ("et cetera",), "approx": ("approximately",)}
    word_acronyms = frozenset({"NASA", "NATO"})
    zero_words = ("zero",)

    def cardinal(self, n: int, rng: random.Random | None = None) -> str:
        if n < 10:
            return _ONES[n]
        if n < 20:
            return _TEENS[n - 10]
        if n < 100:
            return _TENS[n // 10] + ("" if n % 10 == 0 else " " + _ONES[n % 10])
        return " ".join(_ONES[int(d)] for d in str(n))


LANG = Tiny()


def spoken(text: str) -> str:
    return LANG.verbalize(text, random.Random(0)).spoken


def classes_found(text: str) -> list[tuple[str, str]]:
    return [(e.cls, e.written) for e in LANG.verbalize(text, random.Random(0)).entities]


SENTENCES = [
    # symbol
    ("Tom & Jerry", "tom and jerry"),
    ("C++ and C#", "c plus plus and c hash"),
    ("see § b", "see section b"),
    ("and/or", "and slash or"),
    # url
    ("Visit www.example.com today.", "visit w w w dot example dot com today"),
    ("See https://github.com/debian/docs.", "see h t t p s colon slash slash github dot com slash debian slash docs"),
    ("Go to wikipedia.org now", "go to wikipedia dot org now"),
    ("Open gnu.org/help", "open g n u dot org slash help"),
    ("Try shop24.de", "try shop twenty four dot d e"),
    # email
    ("Mail anna.meyer@example.org please.", "mail anna dot meyer at example dot org please"),
    ("Write to ivan_petrov@mail.ru", "write to ivan underscore petrov at mail dot r u"),
    ("team42@xyz.io", "team forty two at x y z dot i o"),
    # abbreviation
    ("Fruit, e.g. apples", "fruit for example apples"),
    ("Dr. Smith", "doctor smith"),
    ("z. B. hier", "zum beispiel hier"),
    ("z.B. hier", "zum beispiel hier"),
    ("approx six", "approximately six"),
    ("approximately", "approximately"),  # word boundary: no expansion inside a word
    ("dr. smith", "dr smith"),  # case-sensitive
    # acronym
    ("Plug in the USB cable", "plug in the u s b cable"),
    ("Two PDFs", "two p d f s"),
    ("NASA said", "nasa said"),
    ("PLEASE READ THIS", "please read this"),
    ("IMPORTANT NOTE", "important note"),
    ("SSH/SSHD and USB PCI", "s s h slash s s h d and u s b p c i"),
    ("A B", "a b"),  # single letters are no acronym
    ("ABCDEFG", "abcdefg"),  # too long
    # telephone
    ("Call +49 30 1234567.", "call plus four nine three zero one two three four five six seven"),
    ("Call (555) 123-4567", "call five five five one two three four five six seven"),
    ("Dial 555-0199", "dial five five five zero one nine nine"),
    ("Agent 007", "agent zero zero seven"),
    ("Tel. 030 1234567", "tel zero three zero one two three four five six seven"),
    ("ISBN 978-3-16-148410-0", "i s b n nine seven eight three one six one four eight four one zero zero"),
]


@pytest.mark.parametrize(("written", "expected"), SENTENCES, ids=[s[0] for s in SENTENCES])
def test_verbalize(written: str, expected: str) -> None:
    assert spoken(written) == expected


NOT_TELEPHONE = ["It costs 5.05 dollars", "On 05.11.2020", "At 08:30", "From 1990-2000", "On 2020-11-22",
                 "On 01/02/2020", "12345", "1 000 000", "v1-2"]


@pytest.mark.parametrize("written", NOT_TELEPHONE)
def test_not_telephone(written: str) -> None:
    assert all(cls != "telephone" for cls, _ in classes_found(written)), classes_found(written)


NOT_URL = ["e.g. this", "z. B. das", "index.html", "Mr.Smith", "setup.py", "U.S. troops"]


@pytest.mark.parametrize("written", NOT_URL)
def test_not_url(written: str) -> None:
    assert all(cls not in ("url", "email") for cls, _ in classes_found(written)), classes_found(written)


def test_url_trailing_period_stays_outside() -> None:
    (cls, written), = classes_found("Visit www.example.com/docs.")
    assert (cls, written) == ("url", "www.example.com/docs")


def test_entity_offsets() -> None:
    v = LANG.verbalize("Mail info@example.com or call 555-0199.", random.Random(0))
    for e in v.entities:
        assert v.written[e.start:e.end] == e.written
    assert [e.cls for e in v.entities] == ["email", "telephone"]


@pytest.mark.parametrize("cls", LANG.entity_classes, ids=lambda c: c.name)
def test_samples_are_found_and_verbalized(cls) -> None:
    obj = LANG.classes[cls.name]
    rng = random.Random(7)
    for _ in range(50):
        s = obj.sample(rng)
        text = f"Here is {s} ok"
        found = [m.group(0) for m in obj.find(text)]
        assert s in found, (cls.name, s, found)
        v = LANG.verbalize(text, random.Random(1))
        assert LANG.in_alphabet(v.spoken) and not re.search(r"\d", v.spoken), (s, v.spoken)


def test_verbalize_is_deterministic_per_seed() -> None:
    ctx = Context("x", 0, 1)
    obj = LANG.classes["telephone"]
    m = obj.find("+49 30 1234567")[0]
    assert obj.verbalize(m, ctx, random.Random(3)) == obj.verbalize(m, ctx, random.Random(3))


class _NoTables(Language):
    code = "yy"
    letters = "abc"

    def cardinal(self, n: int, rng: random.Random | None = None) -> str:
        return "a"


@pytest.mark.parametrize(("cls", "table"), [(SymbolClass, "symbols"), (UrlClass, "url_words"),
                                            (EmailClass, "url_words"), (AbbreviationClass, "abbreviations"),
                                            (AcronymClass, "word_acronyms"), (TelephoneClass, "zero_words")])
def test_missing_table_is_a_clear_error(cls, table: str) -> None:
    with pytest.raises(ValueError, match=table):
        cls(_NoTables())


def test_url_words_need_all_keys() -> None:
    lang = _NoTables()
    lang.url_words = {"dot": ("dot",)}
    with pytest.raises(ValueError, match="colon"):
        UrlClass(lang)


ROMAN = [("I", 1), ("IV", 4), ("IX", 9), ("XIV", 14), ("XL", 40), ("XC", 90), ("CD", 400), ("MCMLXXXIV", 1984),
         ("MMXXVI", 2026), ("MMMCMXCIX", 3999), ("IIII", None), ("VX", None), ("IC", None), ("", None),
         ("iv", None), ("ABC", None), ("MMMM", None)]


@pytest.mark.parametrize(("s", "n"), ROMAN)
def test_parse_roman(s: str, n: int | None) -> None:
    assert parse_roman(s) == n


def test_roman_round_trip() -> None:
    assert all(parse_roman(to_roman(n)) == n for n in range(1, 4000))
    with pytest.raises(ValueError):
        to_roman(0)
