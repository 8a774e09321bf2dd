"""Shipped default models (denorm/models/<lang>/): found by language, complete cards, line contract."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from denorm.defaults import MODEL_CARD, PACKAGED_MODELS

SHIPPED = sorted(p.parent.name for p in PACKAGED_MODELS.glob(f"*/{MODEL_CARD}"))
#: Keys a shipped card must fill so anyone can judge and retrain the model.
REQUIRED_TRAINING = ("commands", "seed", "data", "hardware", "time_s", "cpu_limited")
REQUIRED_METRICS = ("wer", "cwer", "pwer", "dwer", "uwer", "bleu", "sentence")

LINES = ["meet me at four thirty p m on the ninth of november", "", "hello world", "\u00e9t\u00e9 \U0001f600 ok"]


@pytest.mark.parametrize("lang", SHIPPED)
def test_card_is_complete(lang: str) -> None:
    card = json.loads((PACKAGED_MODELS / lang / MODEL_CARD).read_text(encoding="utf-8"))
    assert card["language"] == lang
    for key in REQUIRED_TRAINING:
        assert key in card["training"], f"{lang}: training.{key} missing"
    test = card["metrics"]["test"]
    for key in REQUIRED_METRICS:
        assert key in test, f"{lang}: metrics.test.{key} missing"
    assert card["files"]["ctranslate2"], "a shipped model needs its CTranslate2 folder"
    size = sum(f.stat().st_size for f in (PACKAGED_MODELS / lang).rglob("*") if f.is_file())
    assert size < 16 * 2**20, f"{lang}: shipped folder is {size / 2**20:.1f} MiB"


@pytest.mark.parametrize("lang", SHIPPED)
def test_translate_by_language(lang: str) -> None:
    """`denorm translate --lang xx` works with no other step: N lines in, N lines out."""
    proc = subprocess.run([sys.executable, "-m", "denorm.cli", "translate", "--lang", lang, "--quiet"],
                          input="\n".join(LINES) + "\n", capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.split("\n")
    assert out[-1] == "" and len(out) - 1 == len(LINES), out
    assert out[1] == ""


def test_english_is_shipped() -> None:
    assert "en" in SHIPPED, "the default language's model must ship in denorm/models/en"
