"""Property tests of translate with the identity-like fake model: any text, no crash, one line per line."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.test_translate import denormalizer, fake_model  # noqa: F401 - the fixture

ALPHABET = st.sampled_from(list("abc xyz'  -.,?!09:$%&😀👍\u200d\ufe0fשلд\x00\x07\t\r\x0c\u2028\ufffdÉé<>") + ["twenty ",
                                                                                                 "five ", "4:30 PM"])
TEXT = st.lists(ALPHABET, max_size=40).map("".join)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lines=st.lists(TEXT, min_size=1, max_size=5))
def test_any_text_keeps_the_line_contract(fake_model: Path, lines: list[str]) -> None:  # noqa: F811
    d = denormalizer(fake_model, window_words=6, overlap_words=2)
    results = d.translate(lines)
    assert len(results) == len(lines)
    for text, r in zip(lines, results, strict=True):
        assert "\n" not in r.output
        if not text.strip(" \t"):
            assert r.output == text
        for ch in text:  # foreign characters come back
            if ch in "😀👍ש\x00\x07\u2028":
                assert ch in r.output, (text, r.output)
