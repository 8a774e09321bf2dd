"""Golden verbalization tests: every tests/data/<lang>/<class>.txt case, seed 0."""

from __future__ import annotations

import re
from pathlib import Path

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
    """At least 20 cases for every entity class the language has, 150 in all, and 60 ITN span cases
    (tests/data/<lang>/itn.cases, `spoken~written` with bracketed spans)."""
    lang_obj = data_gen.get_language(lang)
    counts: dict[str, int] = {}
    for c in load_golden(lang):
        counts[c.cls] = counts.get(c.cls, 0) + 1
    missing = {name: counts.get(name, 0) for name in lang_obj.classes if counts.get(name, 0) < 20}
    assert not missing, f"{lang}: classes with fewer than 20 golden cases: {missing}"
    assert sum(counts.values()) >= 150, f"{lang}: {sum(counts.values())} golden cases"
    itn = Path(__file__).parent / "data" / lang / "itn.cases"
    spans = [x for x in itn.read_text(encoding="utf-8").splitlines() if x and not x.startswith("#")]
    assert len(spans) >= 60 and all("~" in x and re.search(r"\[\w+: [^\]]+\]", x) for x in spans), lang
