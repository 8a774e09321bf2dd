"""Property tests (hypothesis) of every registered language: the spoken side is always clean."""

from __future__ import annotations

import random
import re
import unicodedata

import denorm.data as data_gen
import pytest
from denorm.data.base import Context, EntityClass, Language
from denorm.data.entities.roman import to_roman
from denorm.data.errors import VerbalizationError
from denorm.data.languages.de import numbers as de_numbers
from denorm.data.languages.en import numbers as en_numbers
from denorm.data.languages.ru import grammar as ru_grammar
from denorm.data.languages.ru import numbers as ru_numbers
from denorm.data.pipeline import verbalize_sentence
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.test_pipeline import TinyNumbers

LANG_IDS = sorted(data_gen.LANGUAGES) + ["tiny"]
SETTINGS = settings(max_examples=40, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])
_FILLER_WORDS = {"en": "the meeting is on and costs about", "de": "die Sitzung ist am und kostet etwa",
                 "ru": "встреча будет в и стоит около"}


def language(code: str) -> Language:
    return TinyNumbers() if code == "tiny" else data_gen.get_language(code)


def sentence_from_samples(lang: Language, seed: int) -> str:
    """Words of the language mixed with 1-3 samples of random entity classes and punctuation."""
    rng = random.Random(seed)
    words = _FILLER_WORDS.get(lang.code, "the cat sat on a mat").split()
    parts = [rng.choice(words) for _ in range(rng.randint(1, 5))]
    for _ in range(rng.randint(1, 3)):
        cls = rng.choice(sorted(lang.classes))
        parts.insert(rng.randrange(len(parts) + 1), lang.classes[cls].sample(rng))
    text = " ".join(parts)
    return text[0].upper() + text[1:] + rng.choice([".", "!", "?", "", ","])


def assert_clean(lang: Language, written: str, spoken: str) -> None:
    where = f"{lang.code}: {written!r} -> {spoken!r}"
    assert lang.in_alphabet(spoken), where
    assert not any(ch.isdigit() for ch in spoken), where
    assert not any(ch.isupper() for ch in spoken), where
    assert not any(unicodedata.category(ch).startswith(("P", "S")) and ch != "'" for ch in spoken), where


@pytest.mark.parametrize("code", LANG_IDS)
def test_samples_give_clean_spoken_text(code: str) -> None:
    lang = language(code)

    @SETTINGS
    @given(st.integers(0, 2**32 - 1), st.integers(0, 1000))
    def check(sample_seed: int, seed: int) -> None:
        written = sentence_from_samples(lang, sample_seed)
        spoken = lang.verbalize(written, random.Random(seed)).spoken
        assert_clean(lang, written, spoken)
        assert lang.verbalize(written, random.Random(seed)).spoken == spoken  # same seed, same output

    check()


@pytest.mark.parametrize("code", LANG_IDS)
def test_random_text_gives_clean_spoken_text(code: str) -> None:
    lang = language(code)
    alphabet = st.characters(blacklist_categories=("Cs",))
    ascii_like = st.sampled_from(list("0123456789 .,:;-+/%$€£&@#()'\"!?ABCxyz") + list(lang.letters))

    @SETTINGS
    @given(st.one_of(st.text(alphabet, max_size=40), st.text(ascii_like, max_size=40)), st.integers(0, 100))
    def check(written: str, seed: int) -> None:
        v = lang.verbalize(written, random.Random(seed))
        assert_clean(lang, written, v.spoken)
        assert lang.verbalize(written, random.Random(seed)).spoken == v.spoken
        for e in v.entities:
            assert v.written[e.start:e.end] == e.written

    check()


@pytest.mark.parametrize("code", LANG_IDS)
def test_sample_digits_are_verbalized(code: str) -> None:
    """Every digit of a class sample lies inside an entity: no number silently vanishes."""
    lang = language(code)
    for name, cls in sorted(lang.classes.items()):
        rng = random.Random(11)
        for _ in range(30):
            sample = cls.sample(rng)
            written = f"{_FILLER_WORDS.get(lang.code, 'see').split()[0]} {sample} ."
            v = lang.verbalize(written, random.Random(0))
            covered = set()
            for e in v.entities:
                covered.update(range(e.start, e.end))
            lost = [ch for i, ch in enumerate(v.written) if ch.isdigit() and i not in covered]
            assert not lost, f"{code}/{name}: sample {sample!r} -> {v.spoken!r}, digits {lost} not verbalized"


# -- values without a reading: VerbalizationError, caught by the pipeline; any other error is a bug --
#: (what, a call that must raise VerbalizationError): the number spellers and entity helpers at the
#: edge of their range.
OUT_OF_RANGE = [
    ("en cardinal beyond num2words", lambda: data_gen.get_language("en").cardinal(10 ** 400)),
    ("en negative ordinal", lambda: en_numbers.ordinal(-3)),
    ("en year beyond num2words", lambda: en_numbers.year(10 ** 400)),
    ("de cardinal beyond num2words", lambda: data_gen.get_language("de").cardinal(10 ** 700)),
    ("de negative huge cardinal", lambda: de_numbers.cardinal_word(-(10 ** 700))),
    ("ru cardinal beyond 10**15", lambda: data_gen.get_language("ru").cardinal(10 ** 15)),
    ("ru ordinal beyond 10**15", lambda: ru_numbers.ordinal(10 ** 15, "g")),
    ("ru negative ordinal", lambda: ru_numbers.ordinal(-1)),
    ("ru compound stem of 1000", lambda: ru_numbers.compound_stem(1000)),
    ("ru plurale tantum in the singular", lambda: ru_grammar.inflect("ножницы", "sg", "g")),
    ("roman 0", lambda: to_roman(0)),
    ("roman 4000", lambda: to_roman(4000)),
]


@pytest.mark.parametrize("call", [c for _, c in OUT_OF_RANGE], ids=[n for n, _ in OUT_OF_RANGE])
def test_unreadable_values_raise_verbalization_error(call) -> None:
    with pytest.raises(VerbalizationError):
        call()


def test_the_last_readable_values_still_read() -> None:
    assert data_gen.get_language("ru").cardinal(10 ** 15 - 1).startswith("девятьсот девяносто девять триллионов")
    assert ru_numbers.ordinal(0) == "нулевой"
    assert data_gen.get_language("en").cardinal(10 ** 300).split()[0] == "one"


class _Count(EntityClass):
    """Every digit run read as a cardinal of the language."""

    name = "cardinal"
    pattern = re.compile(r"\d+")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        return self.language.cardinal(int(match.group(0)), rng)

    def sample(self, rng: random.Random) -> str:
        return "12"


class _Broken(TinyNumbers):
    """A language whose cardinal cannot read 13 (a VerbalizationError) and crashes on 66 (a bug)."""

    entity_classes = (_Count,)

    def cardinal(self, n: int, rng: random.Random | None = None) -> str:
        if n == 13:
            raise VerbalizationError("no reading for 13")
        if n == 66:
            raise KeyError(n)
        return super().cardinal(n, rng)


def test_pipeline_skips_unreadable_values_and_stops_on_bugs() -> None:
    lang = _Broken()
    got = verbalize_sentence(lang, "I have 13 cats.", seed=1, variants=2)
    assert (got.pairs, got.skipped) == ([], "verbalize_error")
    assert got.error is not None and got.error.startswith("VerbalizationError: no reading for 13")
    assert verbalize_sentence(lang, "I have 12 cats.", seed=1, variants=2).pairs[0].spoken == "i have twelve cats"
    with pytest.raises(KeyError):
        verbalize_sentence(lang, "I have 66 cats.", seed=1, variants=2)
