"""The evaluator's tokenizer (denorm-v1), token classes and alignment backends: tables of known answers."""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Hashable, Sequence

import pytest
from denorm.data.languages import LANGUAGES as GENERATOR_LANGUAGES
from denorm.data.languages import get_language
from denorm.eval import align
from denorm.eval.languages import LANGUAGES, OTHER_ALPHABETS, UNITS, get_table
from denorm.eval.token_classes import COPY, DIGIT, PUNCT, UPPER, WORD, TokenClasses, case_class
from denorm.eval.tokenizer import normalize_line, tokenize, tokenize_spans

TOKENIZER_CASES = [
    ("Und auch wer nur hier im Land operiert, zahlt nur zehn Prozent Steuern.",
     "Und auch wer nur hier im Land operiert , zahlt nur zehn Prozent Steuern ."),
    ("Meet me at 4:30 PM on 9 November.", "Meet me at 4:30 PM on 9 November ."),
    ("It costs $1,000.50 (about 10%)!", "It costs $1,000.50 ( about 10% ) !"),
    ("z.B. am 09.11.2009 um 10–15 Uhr...", "z.B. am 09.11.2009 um 10–15 Uhr ..."),
    ("Is it well-known? Yes -- COVID-19 in the U.S.", "Is it well-known ? Yes -- COVID-19 in the U.S."),
    ("don't 'quote' me", "don't ' quote ' me"),
    ("km/h and/or 20°C e.g., www.example.com.", "km/h and/or 20°C e.g. , www.example.com ."),
    ("„Das ist so“, sagte er: «нет»", "„ Das ist so “ , sagte er : « нет »"),
    ("3.5% ?! 1,2 a,b", "3.5% ? ! 1,2 a , b"),
    ("10 %", "10 %"),
    ("operiert ,zahlt", "operiert , zahlt"),
    ("", ""),
    ("   ", ""),
    ("a\u00a0b\tc", "a b c"),
    ("Cafe\u0301", "Caf\u00e9"),  # NFC
]


@pytest.mark.parametrize("line,expected", TOKENIZER_CASES)
def test_tokenize(line: str, expected: str) -> None:
    assert tokenize(line) == expected.split()


def test_spans_point_into_the_line() -> None:
    line = "Meet me at 4:30 PM, ok?"
    for tok, start, end in tokenize_spans(line):
        assert line[start:end] == tok


def test_normalize_line() -> None:
    assert normalize_line("  a \t b  ") == "a b"


FLAG_CASES = [  # (lang, token, flags)
    ("en", "hello", COPY | WORD),
    ("en", "don't", COPY | WORD),
    ("en", "'", 0),
    ("en", ",", PUNCT),
    ("en", "...", PUNCT),
    ("en", "(", 0),
    ("en", "4:30", DIGIT | WORD),
    ("en", "PM", UPPER | WORD),
    ("en", "9th", DIGIT | WORD),
    ("en", "café", WORD),  # é is not in the English input alphabet
    ("de", "für", COPY | WORD),
    ("de", "Prozent", UPPER | WORD),
    ("de", "%", WORD),
    ("ru", "привет", COPY | WORD),
    ("ru", "Москва", UPPER | WORD),
    ("ru", "ещё", WORD),  # ё is not in the Russian input alphabet: the generator folds it to е
    ("ru", "еще", COPY | WORD),
    ("ru", "windows", COPY | WORD),  # Latin letters are: names stay Latin on the spoken side
    ("ru", "Windows", UPPER | WORD),
    ("ru", "café", WORD),
    ("de", "café", WORD),
    ("de", "straße", COPY | WORD),
    ("en", "well-known", WORD),
    ("en", "COVID-19", DIGIT | UPPER | WORD),
]


@pytest.mark.parametrize("lang,token,flags", FLAG_CASES)
def test_flags(lang: str, token: str, flags: int) -> None:
    assert TokenClasses(get_table(lang)).flags(token) == flags


CASE_CASES = [("word", "lower"), ("Word", "title"), ("I", "title"), ("NASA", "upper"), ("iPhone", "mixed"),
              ("McDonald", "mixed"), ("10", None), ("%", None), ("e.g.", "lower"), ("U.S.", "upper"),
              ("Straße", "title"), ("ОТВЕТ", "upper")]


@pytest.mark.parametrize("token,expected", CASE_CASES)
def test_case_class(token: str, expected: str | None) -> None:
    assert case_class(token) == expected


SYMBOL_CASES = [("en", "$5", ("$",)), ("en", "10%", ("%",)), ("en", "km", ("km",)), ("en", "5km", ("km",)),
                ("en", "km/h", ("km/h",)), ("en", "20°C", ("°C",)), ("en", "25°", ("°",)), ("en", "A&B", ("&",)),
                ("en", "word", ()), ("en", "€1,000.50", ("€",)), ("de", "Mio", ("Mio",)), ("de", "in", ()),
                ("ru", "кг", ("кг",)), ("ru", "₽", ("₽",)), ("en", "§", ("§",))]


SYMBOL_SEQUENCE_CASES = [("en", "5 m high", ["m"]), ("en", "a m b", []), ("en", "5m", ["m"]), ("en", "m 5", []),
                         ("ru", "в 2009 г", ["г"]), ("en", "20 km or 5 $", ["km", "$"])]


@pytest.mark.parametrize("lang,line,expected", SYMBOL_SEQUENCE_CASES)
def test_symbol_items_in_context(lang: str, line: str, expected: list[str]) -> None:
    assert TokenClasses(get_table(lang)).symbol_items(tokenize(line)) == expected


@pytest.mark.parametrize("lang,token,expected", SYMBOL_CASES)
def test_symbols(lang: str, token: str, expected: tuple[str, ...]) -> None:
    assert TokenClasses(get_table(lang)).symbols(token) == expected


def test_language_tables() -> None:
    for code in ("en", "de", "ru"):
        table = LANGUAGES[code]
        assert "'" in table.alphabet and table.units
    with pytest.raises(ValueError, match="known: de, en"):
        get_table("xx")
    assert "xx" not in LANGUAGES and sorted(LANGUAGES) == sorted(UNITS)


@pytest.mark.parametrize("code", sorted(GENERATOR_LANGUAGES))
def test_the_evaluator_knows_every_generator_language_by_its_letters(code: str) -> None:
    assert code in LANGUAGES and code not in OTHER_ALPHABETS  # one definition: Language.letters
    assert get_table(code).alphabet == frozenset(get_language(code).letters) | {"'"}


#: (lang, token): the evaluator counts a token as a copy word exactly when the generator could have
#: written it on the spoken side (`Language.in_alphabet`) and it has a letter.
AGREEMENT_CASES = [
    ("ru", "ещё"), ("ru", "ёлка"), ("ru", "еще"), ("ru", "елка"), ("ru", "windows"), ("ru", "Windows"),
    ("ru", "usb"), ("ru", "ü"), ("ru", "café"), ("ru", "'"), ("ru", "д'артаньян"), ("ru", "5"),
    ("de", "straße"), ("de", "STRASSE"), ("de", "für"), ("de", "café"), ("de", "ё"),
    ("en", "don't"), ("en", "café"), ("en", "für"), ("en", "hello"), ("en", "''"),
]


@pytest.mark.parametrize("lang,token", AGREEMENT_CASES)
def test_copy_words_agree_with_the_generator_alphabet(lang: str, token: str) -> None:
    generator = get_language(lang)
    spoken = generator.in_alphabet(token) and token.strip("'") != ""
    assert bool(TokenClasses(get_table(lang)).flags(token) & COPY) == spoken


def test_copy_words_agree_with_the_generator_on_stripped_text() -> None:
    """Every word the generator writes on the spoken side is a copy word of the evaluator."""
    for code in sorted(GENERATOR_LANGUAGES):
        generator, classes = get_language(code), TokenClasses(get_table(code))
        text = "Ещё ёлка, Windows и «Ёж» — 5 раз!" if code == "ru" else "Ünïcödé Straße, don't; Café 5 ß!"
        for word in generator.strip(text).split():
            assert classes.flags(word) & COPY, (code, word)


def test_tables_stay_light() -> None:
    """The evaluator reads Russian letters without pymorphy3, torch, fairseq or matplotlib."""
    code = ("import sys; from denorm.eval.languages import get_table; import denorm.eval; "
            "assert 'ё' not in get_table('ru').alphabet and 'w' in get_table('ru').alphabet; "
            "heavy = [m for m in ('pymorphy3', 'torch', 'fairseq', 'matplotlib') if m in sys.modules]; "
            "assert not heavy, heavy")
    subprocess.run([sys.executable, "-c", code], check=True)


def _apply(ref: list[str], hyp: list[str], ops: list[align.Opcode]) -> list[str]:
    out: list[str] = []
    pos_r = pos_h = 0
    for tag, i1, i2, j1, j2 in ops:
        assert (i1, j1) == (pos_r, pos_h), "blocks must be contiguous"
        if tag == "equal":
            assert ref[i1:i2] == hyp[j1:j2]
        out += hyp[j1:j2]
        pos_r, pos_h = i2, j2
    assert (pos_r, pos_h) == (len(ref), len(hyp))
    return out


def _reference_opcodes(ref: Sequence[Hashable], hyp: Sequence[Hashable]) -> list[tuple]:
    """An independent Levenshtein DP with backtrace into merged blocks, to check rapidfuzz against."""
    codes: dict[Hashable, int] = {}
    r = [codes.setdefault(t, len(codes)) for t in ref]
    h = [codes.setdefault(t, len(codes)) for t in hyp]
    n, m = len(r), len(h)
    rows = [list(range(m + 1))]
    for i in range(1, n + 1):
        prev, ri = rows[-1], r[i - 1]
        cur = [i] * (m + 1)
        for j in range(1, m + 1):
            cur[j] = min(prev[j - 1] + (ri != h[j - 1]), prev[j] + 1, cur[j - 1] + 1)
        rows.append(cur)
    steps: list[tuple[str, int, int]] = []
    i, j = n, m
    while i or j:
        d = rows[i][j]
        if i and j and d == rows[i - 1][j - 1] + (r[i - 1] != h[j - 1]):
            steps.append(("equal" if r[i - 1] == h[j - 1] else "replace", i - 1, j - 1))
            i, j = i - 1, j - 1
        elif i and d == rows[i - 1][j] + 1:
            steps.append(("delete", i - 1, j))
            i -= 1
        else:
            steps.append(("insert", i, j - 1))
            j -= 1
    blocks: list[list] = []
    for tag, i, j in reversed(steps):
        di, dj = (0, 1) if tag == "insert" else (1, 0) if tag == "delete" else (1, 1)
        last = blocks[-1] if blocks else None
        if last and last[0] == tag and last[2] == i and last[4] == j:
            last[2] += di
            last[4] += dj
        else:
            blocks.append([tag, i, i + di, j, j + dj])
    return [tuple(b) for b in blocks]  # type: ignore[misc]


def test_rapidfuzz_matches_an_independent_dp() -> None:
    rng = random.Random(7)
    cases = [([rng.choice("abcd") for _ in range(rng.randint(0, 9))],
              [rng.choice("abcde") for _ in range(rng.randint(0, 9))]) for _ in range(300)]
    for r, h in cases:
        ours, ref_ops = align.opcodes(r, h), _reference_opcodes(r, h)
        assert _apply(r, h, ours) == h and _apply(r, h, ref_ops) == h
        cost = sum(max(i2 - i1, j2 - j1) for tag, i1, i2, j1, j2 in ref_ops if tag != "equal")
        assert align.edits(r, h).total == cost


def test_edits_known() -> None:
    assert align.edits(list("abc"), list("abc")) == align.Edits()
    assert align.edits(list("abc"), list("axc")) == align.Edits(1, 0, 0)
    assert align.edits(list("abc"), list("ac")) == align.Edits(0, 1, 0)
    assert align.edits([], list("ab")) == align.Edits(0, 0, 2)
    assert align.ref_to_hyp(align.opcodes(list("abc"), list("ac")), 3) == [0, -1, 1]


def test_tokens_keep_every_character() -> None:
    hypothesis = pytest.importorskip("hypothesis")
    st = hypothesis.strategies

    @hypothesis.given(st.text(alphabet=st.sampled_from(list("ab1.,:-'/%$ \u00a0?!()z.B.äЖ–")), max_size=40))
    @hypothesis.settings(max_examples=300, deadline=None)
    def check(line: str) -> None:
        tokens = tokenize(line)
        assert "".join(tokens) == "".join(normalize_line(line).split())
        assert all(t and not any(c.isspace() for c in t) for t in tokens)

    check()
