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

#: WER (seq2seq engine, CTranslate2 int8, guard off) of each shipped model on the generator's readings of the first
#: SAMPLE_N committed sample sentences (data_gen/samples/<lang>.txt, seed 1234), measured when it was
#: shipped. The samples come from the training corpus, so this is a regression check of the shipped
#: files and the decoding path, not a quality figure (those are in each card and the README).
SAMPLE_WER = {"en": 10.49, "de": 9.73, "ru": 11.98}
SAMPLE_N = 200
SAMPLE_TOLERANCE = 1.5

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


@pytest.mark.model
@pytest.mark.parametrize("lang", SHIPPED)
def test_translate_by_language(lang: str) -> None:
    """`denorm translate --lang xx` works with no other step: N lines in, N lines out."""
    proc = subprocess.run([sys.executable, "-m", "denorm", "translate", "--lang", lang, "--quiet"],
                          input="\n".join(LINES) + "\n", capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.split("\n")
    assert out[-1] == "" and len(out) - 1 == len(LINES), out
    assert out[1] == ""


def test_english_is_shipped() -> None:
    assert "en" in SHIPPED, "the default language's model must ship in denorm/models/en"


def sample_pairs(lang: str, n: int = SAMPLE_N, seed: int = 1234) -> list[tuple[str, str]]:
    """(spoken, written) readings of the first n committed sample sentences of `lang`."""
    from denorm.data import get_language
    from denorm.data.seeding import derived_rng

    from denorm.cli.demo import SAMPLES

    language = get_language(lang)
    pairs = []
    for line in (SAMPLES / f"{lang}.txt").read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        v = language.verbalize(line, derived_rng(seed, line, 0))
        if v.spoken:
            pairs.append((v.spoken, v.written))
        if len(pairs) == n:
            break
    return pairs


def sample_wer(lang: str) -> tuple[float, float]:
    """WER of the shipped model (CTranslate2 int8, guard off) and of the no-model baseline."""
    from denorm.eval.api import evaluate
    from denorm.recipes.evaluate_model import baseline

    from denorm.api import Denormalizer

    pairs = sample_pairs(lang)
    spoken, refs = [s for s, _ in pairs], [w for _, w in pairs]
    hyps = [r.output for r in Denormalizer.load(lang, engine="seq2seq", guard="off").translate(spoken)]
    wer = evaluate(hyps, refs, lang=lang, metrics="wer").metrics["wer"].headline
    base = evaluate(baseline(spoken), refs, lang=lang, metrics="wer").metrics["wer"].headline
    return round(wer, 2), round(base, 2)


@pytest.mark.model
@pytest.mark.parametrize("lang", SHIPPED)
def test_shipped_model_reproduces_its_figure(lang: str) -> None:
    """The shipped files decode as they did when measured, and better than doing nothing."""
    assert lang in SAMPLE_WER and SAMPLE_WER[lang] is not None, \
        f"record the shipped {lang} model's WER on the samples: {sample_wer(lang)}"
    wer, base = sample_wer(lang)
    assert wer < base - 2.0, f"{lang}: model WER {wer} vs no-model baseline {base}"
    assert abs(wer - SAMPLE_WER[lang]) <= SAMPLE_TOLERANCE, f"{lang}: WER {wer}, recorded {SAMPLE_WER[lang]}"
