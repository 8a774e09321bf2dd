"""A sentence that ends in an entity keeps its final mark, for every entity class in every language (issue 30):
the training text's dotted forms ("p.m.", "U.S.") absorbed the period, the house style needs it back."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.served import SERVED

DATA = Path(__file__).parent / "data"
LANGS = SERVED


def _cases(lang: str) -> list[tuple[str, str]]:
    rows = (DATA / lang / "line_end.cases").read_text(encoding="utf-8").splitlines()
    return [tuple(r.split("~", 1)) for r in rows if r.strip() and not r.startswith("#")]  # type: ignore[misc]


def test_every_class_has_a_line_end_case() -> None:
    from denorm.data import get_language

    for lang in LANGS:
        classes = {c for c, _ in _cases(lang)}
        assert classes >= set(get_language(lang).classes), (lang, set(get_language(lang).classes) - classes)


@pytest.mark.model
@pytest.mark.parametrize("lang", LANGS)
def test_line_final_entities_keep_the_final_mark(lang: str) -> None:
    from denorm.api import Denormalizer

    cases = _cases(lang)
    out = Denormalizer.load(lang, engine="pipeline").batch([spoken for _, spoken in cases])
    missing = [(cls, o) for (cls, _), o in zip(cases, out, strict=True) if not o.rstrip().endswith((".", "?", "!"))]
    assert not missing
