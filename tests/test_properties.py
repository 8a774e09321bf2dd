"""Property tests (hypothesis) of every registered language: the spoken side is always clean."""

from __future__ import annotations

import random
import unicodedata

import denorm.data as data_gen
import pytest
from denorm.data.base import Language
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
