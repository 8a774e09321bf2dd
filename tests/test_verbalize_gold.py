"""Golden verbalization tests: every tests/data/<lang>/<class>.txt case, seed 0."""

from __future__ import annotations

import denorm.data as data_gen
import pytest

from tests.golden import load_golden

CASES = load_golden()


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_gold_case(case) -> None:
    got = data_gen.verbalize(case.written, case.lang, seed=0)
    assert got in case.spoken, f"{case.written!r} -> {got!r}, expected one of {case.spoken}"


@pytest.mark.parametrize("lang", sorted(data_gen.LANGUAGES))
def test_gold_coverage(lang: str) -> None:
    """At least 20 cases for every entity class the language has."""
    lang_obj = data_gen.get_language(lang)
    counts: dict[str, int] = {}
    for c in load_golden(lang):
        counts[c.cls] = counts.get(c.cls, 0) + 1
    missing = {name: counts.get(name, 0) for name in lang_obj.classes if counts.get(name, 0) < 20}
    assert not missing, f"{lang}: classes with fewer than 20 golden cases: {missing}"
