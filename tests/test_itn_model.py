"""Shipped ITN span converters (denorm/models/itn/<lang>): the API, `denorm itn`, and the golden cases
(hand-written spans: converted right / left as words / wrong)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from denorm.defaults import PACKAGED_MODELS

pytestmark = pytest.mark.model
SHIPPED = sorted(p.parent.name for p in PACKAGED_MODELS.glob("itn/*/denorm.json"))
GOLDEN = Path(__file__).resolve().parent / "data"
#: Golden floors per language, measured when the converter was shipped (README "ITN"): no verified
#: conversion may be wrong, and at least this share must be right.
GOLDEN_RIGHT_FLOOR = {"en": 0.88, "de": 0.9, "ru": 0.78, "vi": 0.84, "es": 0.78, "pt": 0.78, "fr": 0.88}


def test_converters_are_shipped() -> None:
    assert {"en", "de", "ru"} <= set(SHIPPED)


@pytest.mark.parametrize("lang", SHIPPED)
def test_card_and_size(lang: str) -> None:
    import json

    folder = PACKAGED_MODELS / "itn" / lang
    card = json.loads((folder / "denorm.json").read_text(encoding="utf-8"))
    assert card["language"] == lang and card["architecture"] == "transformer_denorm_itn"
    assert card["task"] == "itn-span" and card["metrics"]["test"]["verify"]["spans"] > 0
    assert sum(f.stat().st_size for f in folder.rglob("*") if f.is_file()) <= 10 * 2**20


@pytest.mark.parametrize("spoken, left, right, cls, written", [
    ("twenty five dollars", "the ticket costs", "", "money", "$25"),
    ("nineteen eighty four", "she was born in", "in ohio", "year", "1984"),
    ("half past four", "let's meet at", "", "time", "4:30"),
])
def test_convert_api(spoken: str, left: str, right: str, cls: str, written: str) -> None:
    from denorm.itn import convert

    c = convert(spoken, left, right, lang="en", entity_class=cls)
    assert (c.status, c.written) == ("verified", written), c  # leaving the span as words is no success here
    trusted = convert(spoken, left, right, lang="en", entity_class=cls, policy="trust")
    assert trusted.status == "unverified" and trusted.written == trusted.hypotheses[0]


@pytest.mark.parametrize("policy", ["verify", "trust"])
def test_a_span_too_long_for_any_number_is_left_undecoded(policy: str) -> None:
    """A span of more than MAX_SPAN_WORDS words stays words and never reaches the model or the verifier
    ("два три" said 500 times, tagged one telephone span, took minutes to verify); the spans beside it
    convert as before, in order."""
    from denorm.itn import SpanConverter
    from denorm.itn.conversion import Span
    from denorm.itn.converter import MAX_SPAN_WORDS

    conv = SpanConverter.load("ru")
    sent: list[str] = []
    submit = conv._submit
    conv._submit = lambda sources, n: (sent.extend(sources), submit(sources, n))[1]  # type: ignore[method-assign]
    long = Span(tuple("два три".split() * (MAX_SPAN_WORDS // 2 + 1)), ("телефон",), (), "telephone")
    edge = Span(tuple("два три".split() * (MAX_SPAN_WORDS // 2)), ("телефон",), (), "telephone")
    short = Span(("двадцать", "пять"), ("мне",), ("лет",), "cardinal")
    out = conv.convert_batch([long, short, edge], policy)
    assert (out[0].status, out[0].written, out[0].hypotheses) == ("left", " ".join(long.words), ())
    assert out[1].written == "25" and out[1].status != "left"
    assert out[2].hypotheses  # a span of exactly MAX_SPAN_WORDS words is still decoded
    assert not any(" ".join(long.words) in s for s in sent)


@pytest.mark.parametrize("lang", [x for x in SHIPPED if (GOLDEN / x / "itn.cases").exists()])
def test_golden_spans(lang: str) -> None:
    from denorm.recipes.itn_eval import golden_spans, score

    from denorm.itn import SpanConverter

    items = golden_spans(GOLDEN / lang / "itn.cases")
    assert len(items) >= 150
    result = score(SpanConverter.load(lang), items, "verify")
    assert result.wrong == 0, result.wrong_examples
    assert result.right >= GOLDEN_RIGHT_FLOOR.get(lang, 0.5) * result.spans, (result.right, result.spans)


def test_cli_one_line_out_per_line_in() -> None:
    lines = "the ticket costs [money: twenty five dollars]\n\nhalf past four\n"
    out = subprocess.run([sys.executable, "-m", "denorm.cli", "itn", "--lang", "en", "--quiet"], input=lines,
                         capture_output=True, text=True, check=True).stdout
    rows = out.split("\n")
    assert len(rows) == 4 and rows[1] == "" and rows[0].startswith("the ticket costs ")
    assert rows[0] in ("the ticket costs $25", "the ticket costs twenty five dollars")
