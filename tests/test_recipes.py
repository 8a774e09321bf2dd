"""Training recipes: parameter counts, checkpoint allow-list, the smoke run, the exported model folder."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.fixtures_smoke import REPO, SMOKE_DIR

PAPER_SMALL = 8_152_064
PAPER_LARGE = 49_383_424
#: Keys of denorm.json required by docs/formats.md.
CARD_KEYS = {"format_version", "language", "architecture", "parameters", "files", "bpe",
             "max_source_positions", "max_target_positions", "training", "toolkit_version", "created"}


# --- no training needed ------------------------------------------------------------------------------

@pytest.mark.model
def test_param_count_small_10k_vocab_within_1_percent_of_paper() -> None:
    from denorm.recipes.param_count import count_parameters

    n = count_parameters("transformer_denorm_small", 10_000)
    assert abs(n - PAPER_SMALL) / PAPER_SMALL < 0.01, n


@pytest.mark.model
def test_param_count_matches_paper_exactly_with_10240_entries() -> None:
    from denorm.recipes.param_count import count_parameters

    assert count_parameters("transformer_denorm_small", 10_240) == PAPER_SMALL
    assert count_parameters("transformer_denorm_large", 10_240) == PAPER_LARGE


def test_presets_are_pre_ln_with_shared_embeddings() -> None:
    from denorm.plugins.presets import PRESETS, SIZES

    assert {"tiny", "small", "large"} <= set(SIZES)
    for preset in PRESETS.values():
        args = preset.fairseq_args()
        assert args["encoder_normalize_before"] and args["decoder_normalize_before"]
        assert args["share_all_embeddings"]


@pytest.mark.parametrize("device, tokens, freq", [("cpu", 3584, 16), ("cuda", 14336, 4)])
def test_train_command_keeps_paper_tokens_per_update(device: str, tokens: int, freq: int) -> None:
    from denorm.recipes.train import DEVICE_PROFILES, PAPER_TOKENS_PER_UPDATE, Hyperparameters, build_command

    cmd = build_command(Path("bin"), Path("ckpt"), "transformer_denorm_small", Hyperparameters(),
                        DEVICE_PROFILES[device])
    value = {k: cmd[i + 1] for i, k in enumerate(cmd[:-1]) if k.startswith("--")}
    assert int(value["--max-tokens"]) == tokens and int(value["--update-freq"]) == freq
    assert tokens * freq == PAPER_TOKENS_PER_UPDATE
    assert value["--lr"] == "0.001" and value["--dropout"] == "0.3" and value["--lr-scheduler"] == "inverse_sqrt"
    assert value["--criterion"] == "label_smoothed_cross_entropy" and value["--label-smoothing"] == "0.1"
    assert ("--fp16" in cmd) == (device == "cuda") and ("--cpu" in cmd) == (device == "cpu")
    # two GPUs: half the accumulation
    two = build_command(Path("bin"), Path("ckpt"), "transformer_denorm_small", Hyperparameters(),
                        DEVICE_PROFILES["cuda"], n_devices=2)
    assert two[two.index("--update-freq") + 1] == "2"


def test_bpe_refuses_misaligned_sides(tmp_path: Path) -> None:
    from denorm.recipes.bpe import check_aligned

    (tmp_path / "train.spoken").write_text("a\nb\n", encoding="utf-8")
    (tmp_path / "train.written").write_text("A.\n", encoding="utf-8")
    with pytest.raises(ValueError, match="2 lines.*1 lines"):
        check_aligned(tmp_path, "train")


# --- the smoke run ---------------------------------------------------------------------------------

def _epoch_losses(log: Path, subset: str) -> list[float]:
    pattern = re.compile(r"\| %s \| epoch (\d+) \|(?:[^|]*\|)*? loss ([\d.]+)" % re.escape(subset))
    losses: dict[int, float] = {}
    for line in log.read_text(encoding="utf-8").splitlines():
        m = pattern.search(line)
        if m:
            losses[int(m.group(1))] = float(m.group(2))
    return [losses[k] for k in sorted(losses)]


def test_smoke_training_loss_falls(smoke_model: Path) -> None:
    log = SMOKE_DIR / "checkpoints" / "train.log"
    train, valid = _epoch_losses(log, "train"), _epoch_losses(log, "valid")
    assert len(train) >= 5, f"too few epochs in {log}"
    assert train[-1] < 0.5 * train[0], train
    assert valid[-1] < valid[0], valid


def test_allow_list_needed_and_sufficient(smoke_model: Path) -> None:
    """A fairseq-fixed checkpoint fails torch.load's default (weights_only) load, and loads after
    allow_fairseq_checkpoints() (fresh interpreter: the allow-list is process-wide)."""
    checkpoint = SMOKE_DIR / "checkpoints" / "checkpoint_last.pt"
    script = textwrap.dedent(f"""
        import argparse, pickle, torch
        from denorm.checkpoints import allow_fairseq_checkpoints
        try:
            torch.load({str(checkpoint)!r})
        except pickle.UnpicklingError as e:
            assert "argparse.Namespace" in str(e), e
            print("refused")
        allow_fairseq_checkpoints()
        state = torch.load({str(checkpoint)!r})
        assert isinstance(state["cfg"]["model"], argparse.Namespace)
        assert "last_optimizer_state" in state
        print("loaded")
    """)
    out = subprocess.run([sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.split() == ["refused", "loaded"]


def test_model_folder_follows_the_contract(smoke_model: Path) -> None:
    card = json.loads((smoke_model / "denorm.json").read_text(encoding="utf-8"))
    assert CARD_KEYS <= set(card)
    assert card["format_version"] == 1 and card["language"] == "en"
    assert card["architecture"] == "transformer_denorm_tiny"
    for key in ("sentencepiece", "dictionary", "fairseq_checkpoint", "ctranslate2"):
        assert (smoke_model / card["files"][key]).exists(), key
    assert (smoke_model / "ct2" / "model.bin").exists()
    assert card["bpe"]["type"] == "sentencepiece" and card["bpe"]["model_type"] == "bpe"
    n_dict = len((smoke_model / "dict.txt").read_text(encoding="utf-8").splitlines())
    assert card["bpe"]["vocab_size"] == n_dict + 4
    training = card["training"]
    assert training["data"]["train"] > 1000 and training["seed"] == 1234
    assert training["commands"] and training["hardware"] and training["time_s"] > 0
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", card["created"])


def test_exported_fairseq_checkpoint_loads_without_optimizer_state(smoke_model: Path) -> None:
    import torch

    from denorm.checkpoints import allow_fairseq_checkpoints, load_fairseq_model

    model, vocab = load_fairseq_model(smoke_model / "checkpoint.pt", smoke_model / "dict.txt")
    card = json.loads((smoke_model / "denorm.json").read_text(encoding="utf-8"))
    assert sum(p.numel() for p in model.parameters()) == card["parameters"]
    assert model.encoder.embed_tokens.weight is model.decoder.embed_tokens.weight  # shared embeddings
    assert model.encoder.layer_norm is not None  # pre-LN: final encoder layer norm
    allow_fairseq_checkpoints()
    state = torch.load(smoke_model / "checkpoint.pt")
    assert "last_optimizer_state" not in state and len(vocab) == card["bpe"]["dictionary_size"]


def test_greedy_decode_reproduces_training_pairs(smoke_model: Path) -> None:
    from denorm.recipes.check_model import exact_rate, greedy_ctranslate2, read_pairs

    spoken, written = read_pairs(SMOKE_DIR / "data" / "train", 200)
    run = greedy_ctranslate2(smoke_model, spoken)
    rate = exact_rate(run.outputs, written)
    print(f"smoke model, CTranslate2 int8 greedy: {rate:.1%} of {len(written)} training pairs exact, "
          f"{run.words_per_second:,.0f} source words/s")
    assert rate >= 0.60


def test_ctranslate2_decodes_like_fairseq(smoke_model: Path, tmp_path: Path) -> None:
    """Pre-LN and shared embeddings survive the CTranslate2 conversion: a float32 conversion gives
    fairseq's greedy outputs; int8 (the shipped one) nearly always."""
    import torch
    from denorm.recipes.check_model import greedy_ctranslate2, greedy_fairseq, read_pairs
    from denorm.recipes.export import convert_ctranslate2

    torch.set_num_threads(1)
    spoken, _ = read_pairs(SMOKE_DIR / "data" / "train", 40)
    reference = greedy_fairseq(smoke_model, spoken).outputs
    float_dir = tmp_path / "float"
    float_dir.mkdir()
    for name in ("denorm.json", "sentencepiece.model", "dict.txt"):
        (float_dir / name).write_bytes((smoke_model / name).read_bytes())
    convert_ctranslate2(smoke_model / "checkpoint.pt", smoke_model / "dict.txt", float_dir / "ct2", "float32")
    float_out = greedy_ctranslate2(float_dir, spoken).outputs
    int8_out = greedy_ctranslate2(smoke_model, spoken).outputs
    same_float = sum(a == b for a, b in zip(reference, float_out, strict=True)) / len(spoken)
    same_int8 = sum(a == b for a, b in zip(reference, int8_out, strict=True)) / len(spoken)
    assert same_float >= 0.95, (same_float, list(zip(reference, float_out, strict=True)))
    assert same_int8 >= 0.80, same_int8


def test_average_checkpoints_keeps_tied_weights_and_drops_optimizer(smoke_model: Path) -> None:
    import torch
    from denorm.recipes.average_checkpoints import average_checkpoints, load_checkpoint

    last = SMOKE_DIR / "checkpoints" / "checkpoint_last.pt"
    state = average_checkpoints([last, last])
    original = load_checkpoint(last)["model"]
    assert "last_optimizer_state" not in state
    for key, tensor in original.items():
        assert torch.allclose(state["model"][key].float(), tensor.float(), atol=1e-6), key
    m = state["model"]
    assert m["encoder.embed_tokens.weight"] is m["decoder.embed_tokens.weight"]


# --- evaluating a model folder (recipes.evaluate_model) ------------------------------------------

@pytest.mark.parametrize("lines,expected", [
    (["meet me at four", "", "a"], ["Meet me at four.", "", "A."]),
    (["über alles"], ["Über alles."]),
    (["щас"], ["Щас."]),
])
def test_evaluate_model_baseline(lines: list[str], expected: list[str]) -> None:
    from denorm.recipes.evaluate_model import baseline

    assert baseline(lines) == expected


def test_evaluate_model_writes_card_metrics(smoke_model: Path, tmp_path: Path) -> None:
    """Every backend scored on the same lines; the card's figures are the CTranslate2 ones, the
    baseline's WER is the one `denorm eval` gives its hypothesis file."""
    from denorm.eval.api import evaluate
    from denorm.recipes.evaluate_model import CARD_METRICS

    from denorm.cli import main

    data = tmp_path / "data"
    data.mkdir()
    for ext in ("spoken", "written", "entities.jsonl"):
        lines = (SMOKE_DIR / "data" / f"test.{ext}").read_text(encoding="utf-8").splitlines()
        (data / f"test.{ext}").write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "eval"
    assert main(["evaluate-model", str(smoke_model), "--data", str(data), "--out", str(out), "--threads", "1"]) == 0
    test = json.loads((out / "metrics.json").read_text(encoding="utf-8"))["test"]
    assert test["system"].startswith("CTranslate2 int8")
    assert set(test["also"]) == {"fairseq.raw", "ct2.guard", "baseline"}
    for key in CARD_METRICS:
        assert key in test and all(key in s for s in test["also"].values())
    refs = (data / "test.written").read_text(encoding="utf-8").splitlines()
    for key, summary in [("ct2.raw", test), *test["also"].items()]:
        hyps = (out / f"{key}.hyp").read_text(encoding="utf-8").splitlines()
        assert len(hyps) == len(refs) > 20
        assert summary["wer"] == round(evaluate(hyps, refs, lang="en").metrics["wer"].headline, 2)
    assert len((out / "table.md").read_text(encoding="utf-8").splitlines()) == 4


# --- which checkpoints are averaged ---------------------------------------------------------------

#: (files with their write times, n, kind, expected): a run stopped mid-epoch averages its interval
#: checkpoints, a run that ended at an epoch boundary its epoch checkpoints.
LAST_CASES = [
    ({"checkpoint1.pt": 1, "checkpoint2.pt": 2, "checkpoint_2_4000.pt": 3, "checkpoint_2_4250.pt": 4,
      "checkpoint_2_4500.pt": 5}, 3, "auto", ["checkpoint_2_4000.pt", "checkpoint_2_4250.pt", "checkpoint_2_4500.pt"]),
    ({"checkpoint1.pt": 3, "checkpoint2.pt": 6, "checkpoint10.pt": 9, "checkpoint_10_900.pt": 8}, 2, "auto",
     ["checkpoint2.pt", "checkpoint10.pt"]),
    ({"checkpoint1.pt": 1, "checkpoint_1_250.pt": 5}, 5, "epoch", ["checkpoint1.pt"]),
    ({"checkpoint_1_250.pt": 1, "checkpoint_1_1000.pt": 2, "checkpoint_1_500.pt": 3}, 2, "update",
     ["checkpoint_1_500.pt", "checkpoint_1_1000.pt"]),
    ({"checkpoint2.pt": 4, "checkpoint_2_500.pt": 4}, 1, "auto", ["checkpoint2.pt"]),  # tie: epoch
    ({"checkpoint_last.pt": 1, "checkpoint_best.pt": 2}, 3, "auto", ["checkpoint_last.pt"]),
]


@pytest.mark.parametrize("files,n,kind,expected", LAST_CASES)
def test_last_checkpoints(tmp_path: Path, files: dict[str, int], n: int, kind: str, expected: list[str]) -> None:
    import os

    from denorm.recipes.average_checkpoints import last_checkpoints

    for name, t in files.items():
        (tmp_path / name).write_bytes(b"")
        os.utime(tmp_path / name, (1_000_000 + t, 1_000_000 + t))
    assert [p.name for p in last_checkpoints(tmp_path, n, kind)] == expected


def test_last_checkpoints_none(tmp_path: Path) -> None:
    from denorm.recipes.average_checkpoints import last_checkpoints

    with pytest.raises(FileNotFoundError):
        last_checkpoints(tmp_path, 3, "update")
