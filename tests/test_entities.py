"""Unit tests of the generic entity classes (data_gen/entities) with a tiny in-test language."""

from __future__ import annotations

import ast
import importlib
import inspect
import random
import re
from collections.abc import Mapping
from pathlib import Path

import pytest
from denorm.data.base import Context, Language
from denorm.data.entities import (
    Abbreviation,
    Acronym,
    Email,
    Symbol,
    Telephone,
    Url,
    parse_roman,
    to_roman,
)
from denorm.data.entities.common import spell

_ONES = "zero one two three four five six seven eight nine".split()
_TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()


class Tiny(Language):
    """A toy English: cardinals below 100, the generic classes only, one reading per table entry."""

    code = "xx"
    letters = "abcdefghijklmnopqrstuvwxyz"
    entity_classes = (Symbol, Url, Email, Abbreviation, Acronym, Telephone)
    fillers = ("uh", "um")
    acronym_word_share = 0.0  # always spelled: the cases below read letters
    word_acronym_share = 1.0
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


@pytest.mark.parametrize(("cls", "table"), [(Symbol, "symbols"), (Url, "url_words"),
                                            (Email, "url_words"), (Abbreviation, "abbreviations"),
                                            (Telephone, "zero_words")])
def test_missing_table_is_a_clear_error(cls, table: str) -> None:
    with pytest.raises(ValueError, match=rf"'yy'.*{cls.name!r}.*_NoTables\.{table}"):
        cls(_NoTables())


def test_telephone_needs_a_plus_symbol() -> None:
    class NoPlus(_NoTables):
        zero_words = ("zero",)
        symbols = {"&": ("and",)}

    with pytest.raises(ValueError, match=r"'\+' entry"):
        Telephone(NoPlus())


def test_optional_tables_may_stay_empty() -> None:
    lang = _NoTables()
    assert Acronym(lang).word_acronyms == frozenset()  # every acronym is spelled
    assert Symbol(Tiny()).standalone == frozenset()
    assert spell("Ab1", lang) == "a b a"  # no letter_names: a letter stands for itself


#: Every table a generic class reads, with its type on Language: declared there, empty by default.
DECLARED_TABLES = [("symbols", Mapping), ("standalone_symbols", frozenset), ("url_words", Mapping),
                   ("abbreviations", Mapping), ("word_acronyms", frozenset), ("zero_words", tuple),
                   ("letter_names", Mapping), ("fillers", tuple), ("hesitations", tuple)]


@pytest.mark.parametrize(("name", "kind"), DECLARED_TABLES)
def test_language_tables_are_declared_with_a_default_and_a_doc(name: str, kind: type) -> None:
    default = Language.__dict__[name]
    assert isinstance(default, kind) and len(default) == 0
    source = inspect.getsource(Language).splitlines()
    line = next(i for i, text in enumerate(source) if text.strip().startswith(f"{name}: ClassVar["))
    assert source[line - 1].strip().startswith("#:"), f"Language.{name} has no #: doc comment"


def test_the_defaults_cannot_be_changed_in_place() -> None:
    with pytest.raises(TypeError):
        _NoTables().symbols["&"] = ("and",)  # type: ignore[index]


@pytest.mark.parametrize("package", ["denorm.data", "denorm.eval", "denorm"])
def test_no_table_is_probed_with_getattr(package: str) -> None:
    """The generator, the evaluator and the runtime read a language's tables (and an entity class's
    `swappable`/`sample_like`) as declared attributes, never with `getattr(language, ...)`."""
    root = Path(importlib.import_module(package).__file__).parent
    for path in root.rglob("*.py"):
        if "corpus" in path.relative_to(root).parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr":
                target = ast.unparse(node.args[0])
                assert "language" not in target and "cls" not in target, f"{path}:{node.lineno}: getattr({target}"


def test_url_words_need_all_keys() -> None:
    lang = _NoTables()
    lang.url_words = {"dot": ("dot",)}
    with pytest.raises(ValueError, match="colon"):
        Url(lang)


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


# -- shared generator changes: abbreviation regex, capitals, apostrophe years, URL words, lists,
# -- standalone symbols, menu paths, renumbering ---------------------------------------------------
def _flat_abbreviation_pattern(written: list[str]) -> re.Pattern[str]:
    """The plain alternation the generic class used before `grouped_pattern` (the reference)."""
    from denorm.data.entities.abbreviation import _key

    parts = []
    for w in sorted(set(written), key=lambda w: (-len(_key(w)), w)):
        body = r"\s?".join(re.escape(piece) for piece in w.split())
        tail = r"(?!\w)" if re.match(r"\w", w[-1]) else ""
        head = r"(?<!\w)" if re.match(r"\w", w[0]) else ""
        parts.append(f"{head}{body}{tail}")
    return re.compile("|".join(parts))


def test_grouped_abbreviation_pattern_matches_like_the_flat_one() -> None:
    import denorm.data as data_gen
    from denorm.data.entities.abbreviation import grouped_pattern

    from tests.golden import load_golden

    for code in ("en", "de", "ru"):
        written = data_gen.get_language(code).classes["abbreviation"].written
        flat, grouped = _flat_abbreviation_pattern(written), grouped_pattern(written)
        texts = [c.written for c in load_golden(code)] + [" ".join(written), "".join(written),
                                                          ", ".join(reversed(written))]
        for text in texts:
            assert [m.span() for m in grouped.finditer(text)] == [m.span() for m in flat.finditer(text)], text


@pytest.mark.parametrize(("written", "expected"), [
    ("E.g. this one", "for example this one"),  # sentence-initial capital of "e.g."
    ("Done. E.g. this", "done for example this"),
    ("Etc. and so on", "et cetera and so on"),
    ("see E.g. here", "see e g here"),  # not at a sentence start: not the abbreviation
    ("Dr. Who", "doctor who"),
])
def test_abbreviation_capitalized_at_sentence_start(written: str, expected: str) -> None:
    assert spoken(written) == expected


def test_one_letter_abbreviation_is_not_capitalized() -> None:
    class Initials(Tiny):
        abbreviations = {"g.": ("gram",), "vgl.": ("compare",)}

    cls = Initials().classes["abbreviation"]
    assert cls.capitalized == {"Vgl.": "vgl."}  # "G." would be an initial
    assert cls.entry_key("Vgl.") == "vgl."


def test_apostrophe_year_is_not_a_telephone() -> None:
    assert all(c != "telephone" for c, _ in classes_found("the class of '09 and ’07"))
    assert ("telephone", "007") in classes_found("Agent 007")


@pytest.mark.parametrize(("word", "expected"), [
    ("schule", True), ("thunderbird", True), ("schach", True), ("photoshop", True),  # digraphs
    ("my", True), ("max", True), ("shop", True), ("web", True),  # short words
    ("xyz", False), ("gnu", False), ("de", False), ("io", False), ("pdf", False), ("bbc", False),
    ("strchr", False), ("qwrtzp", False),
])
def test_pronounceable(word: str, expected: bool) -> None:
    from denorm.data.entities.url import pronounceable

    assert pronounceable(word) is expected


def test_url_pronounceable_hook() -> None:
    class Hooked(Tiny):
        def url_pronounceable(self, word: str) -> bool | None:
            return True if word == "gnu" else None  # None: the generic test decides

    got = Hooked().verbalize("Open gnu.org/help and xyz.io", random.Random(0)).spoken
    assert got == "open gnu dot org slash help and x y z dot i o"


def test_url_tlds_su_and_rf() -> None:
    assert classes_found("see ya.su now") == [("url", "ya.su")]
    # A Cyrillic .рф address is found by the generic pattern, but not in a Latin-only language.
    assert all(c != "url" for c, _ in classes_found("see почта.рф now"))


@pytest.mark.parametrize(("written", "expected"), [
    ("USB, HDMI, VGA", "u s b h d m i v g a"),  # a list is not shouting
    ("USB; HDMI; VGA", "u s b h d m i v g a"),
    ("ROM (FLASH/EEPROM)", "r o m f l a s h slash e e p r o m"),  # brackets and slashes too
    ("USB HDMI VGA", "usb hdmi vga"),  # a run of three is
    ("READ THE NOTE", "read the note"),
    ("WARNING: USE", "warning use"),
])
def test_acronym_list_is_not_shouting(written: str, expected: str) -> None:
    assert spoken(written) == expected


class Standalone(Tiny):
    symbols = {**Tiny.symbols, "*": ("star",), ">": ("greater than",)}
    standalone_symbols = frozenset({"*", "/"})


@pytest.mark.parametrize(("written", "expected"), [
    ("a * b", "a star b"), ("* note", "star note"), ("see *", "see star"),
    ("Lehrer*innen", "lehrer innen"), ("and/or", "and or"), ("a / b", "a slash b"),
    ("a > b", "a greater than b"), ("a>b", "a greater than b"),
    ("File > Open > Recent", "file open recent"),  # a menu path stays unverbalized
])
def test_standalone_symbols_and_menu_paths(written: str, expected: str) -> None:
    assert Standalone().verbalize(written, random.Random(0)).spoken == expected


def test_standalone_symbol_must_be_in_the_table() -> None:
    class Bad(Tiny):
        standalone_symbols = frozenset({"<"})

    with pytest.raises(ValueError, match="standalone_symbols"):
        Bad()


def test_renumber_keeps_grammatical_number_and_shape() -> None:
    from denorm.data.entities.common import renumber

    rng = random.Random(0)
    for _ in range(200):
        assert renumber("1 Woche", rng, thousands=".", decimal=",") == "1 Woche"
        five = renumber("5 Wochen", rng, thousands=".", decimal=",")
        assert re.fullmatch(r"[2-9] Wochen", five)
        assert re.fullmatch(r"[1-9]\.\d{3} €", renumber("2.500 €", rng, thousands=".", decimal=","))
        assert re.fullmatch(r"\d,\d %", renumber("0,5 %", rng, thousands=".", decimal=","))
        assert re.fullmatch(r"[1-9],\d{3}", renumber("1,500", rng, thousands=",", decimal="."))
        low, high = map(int, renumber("5–10 km", rng, thousands=".", decimal=",")[:-3].split("–"))
        assert low <= high


LABEL_READINGS = [  # (lang, written, digit-by-digit reading, the cardinal's)
    ("de", "Ich wohne in Zimmer 406.", "vier null sechs", "vierhundertsechs"),
    ("ru", "Я живу в комнате 406.", "четыре ноль шесть", "четыреста шесть"),
    ("es", "Vivo en la habitación 406.", "cuatro cero seis", "cuatrocientos seis"),
    ("fr", "Je suis dans la chambre 406.", "quatre zéro six", "quatre cent six"),
    ("pt", "Estou na sala 406.", "quatro zero", "quatrocentos e seis"),  # six said "seis" or "meia"
]


@pytest.mark.parametrize("lang, written, digits, cardinal", LABEL_READINGS)
def test_a_label_is_read_digit_by_digit_now_and_then(lang: str, written: str, digits: str, cardinal: str) -> None:
    """After a label noun (`Language.label_nouns`) a number of three or four figures is read digit by digit in
    about LABEL_DIGITS of the draws, else as a cardinal; after another word never digit by digit."""
    from denorm.data import verbalize
    from denorm.data.base import LABEL_DIGITS

    readings = [verbalize(written, lang, seed) for seed in range(200)]
    by_digits = sum(digits in r for r in readings)
    assert all(digits in r or cardinal in r.replace(" ", "") or cardinal in r for r in readings), readings[:5]
    assert abs(by_digits / 200 - LABEL_DIGITS) < 0.1, by_digits
    plain = written.replace(written.split()[-2], "Jahr" if lang == "de" else "año", 1)  # no label noun
    assert not any(digits in verbalize(plain, lang, seed) for seed in range(50))


CODE_READINGS = [  # (lang, written, digit-by-digit reading, a reading that is no code)
    ("en", "My account number is 456789.", "four five six seven eight nine", "thousand"),
    ("en", "My PIN is 1234.", "one two three four", "twelve"),  # a year's figures too
    ("de", "Meine Kundennummer ist 45678.", "vier fünf sechs sieben acht", "tausend"),
    ("ru", "Номер заказа 12345.", "один два три четыре пять", "тысяч"),
    ("es", "El número de pedido es 1234.", "uno dos tres cuatro", "mil"),
    ("fr", "Mon code est 1234.", "un deux trois quatre", "mille"),
    ("pt", "O código é 1234.", "um dois três quatro", "mil"),
]


@pytest.mark.parametrize("lang, written, digits, other", CODE_READINGS)
def test_a_code_is_read_digit_by_digit_now_and_then(lang: str, written: str, digits: str, other: str) -> None:
    """Up to CODE_GAP words after a code noun (`Language.code_nouns`) a number of CODE_FIGURES figures is read
    digit by digit in about CODE_DIGITS of the draws; after no code noun never."""
    from denorm.data import verbalize
    from denorm.data.base import CODE_DIGITS

    readings = [verbalize(written, lang, seed) for seed in range(200)]
    by_digits = sum(digits in r.replace(" oh", " zero") for r in readings)
    assert abs(by_digits / 200 - CODE_DIGITS) < 0.1, by_digits
    assert any(other in r for r in readings)
    plain = {"de": "Im Jahr", "ru": "В году"}.get(lang, "In the year") + " " + written.split()[-1]  # no code noun
    assert not any(digits in verbalize(plain, lang, seed) for seed in range(50))


def test_the_code_window_is_the_verifiers_context() -> None:
    """A code noun must stand where the span converter and the verifier see it (`denorm.itn.source.CONTEXT_WORDS`)."""
    from denorm.data.base import CODE_GAP

    from denorm.itn.source import CONTEXT_WORDS

    assert CODE_GAP == CONTEXT_WORDS


def test_english_pairs_read_a_zero_ten_as_oh() -> None:
    """Model numbers, flights and rooms read in pairs: 707 "seven oh seven" (`numbers.pairs`)."""
    from denorm.data.languages.en.numbers import pairs

    assert [pairs(n) for n in (707, 747, 406, 1080)] == ["seven oh seven", "seven forty seven", "four oh six",
                                                        "ten eighty"]
