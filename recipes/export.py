"""Model folder export: fairseq checkpoints + BPE + dictionary -> one self-describing folder (docs/formats.md)."""

from __future__ import annotations

import datetime as dt
import json
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from denorm.defaults import MODEL_CARD
from denorm.modelcard import write_card

#: Version of the model-folder layout written here (docs/formats.md).
FORMAT_VERSION = 1
#: File names inside the model folder (docs/formats.md); denorm.json names them under "files".
FILES: dict[str, str] = {
    "sentencepiece": "sentencepiece.model",
    "dictionary": "dict.txt",
    "fairseq_checkpoint": "checkpoint.pt",
    "ctranslate2": "ct2",
}
#: fairseq language suffixes of the pair files (recipes.bpe.SIDES).
SOURCE_LANG, TARGET_LANG = "spoken", "written"
#: Epochs the paper trains for; a CPU run that stops earlier is marked `cpu_limited`.
PAPER_EPOCHS = 10


@dataclass
class ExportResult:
    """What `export_model` wrote: the folder, its card and the backends' files (None when left out)."""

    out_dir: Path
    card: dict[str, Any]
    checkpoint: Path | None
    ctranslate2: Path | None
    source_checkpoints: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not (self.out_dir / MODEL_CARD).exists():
            raise ValueError(f"{self.out_dir / MODEL_CARD} was not written")


def pick_checkpoint(checkpoint_dir: Path, average_last: int) -> tuple[dict[str, Any], list[str]]:
    """The state to export and the checkpoint file names it comes from.

    checkpoint_avg.pt (from `make average`) when it is newer than every other checkpoint; otherwise
    the mean of the last `average_last` epoch (or interval-update) checkpoints.
    """
    from denorm.recipes.average_checkpoints import average_checkpoints, last_checkpoints, load_checkpoint

    avg = checkpoint_dir / "checkpoint_avg.pt"
    others = [p for p in checkpoint_dir.glob("checkpoint*.pt") if p != avg]
    if avg.exists() and all(p.stat().st_mtime <= avg.stat().st_mtime for p in others):
        state = load_checkpoint(avg)
        return state, list(state.get("averaged_from", [avg.name]))
    paths = last_checkpoints(checkpoint_dir, average_last)
    return average_checkpoints(paths), [p.name for p in paths]


def _read_json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8")) if path.exists() else None


def _find_data_bin(state: dict[str, Any], data_bin: Path | None, checkpoint_dir: Path) -> Path:
    """The fairseq-preprocess folder: given, or the one the checkpoint was trained on."""
    runs = _read_json(checkpoint_dir / "train_meta.json") or []
    if data_bin is None and runs and runs[-1].get("data"):
        data_bin = Path(runs[-1]["data"])
    if data_bin is None:
        cfg = state.get("cfg") or {}
        task = cfg.get("task") or {}
        data = task.get("data") if isinstance(task, dict) else getattr(task, "data", None)
        if data is None and state.get("args") is not None:
            data = state["args"].data
        if not data:
            raise ValueError("the checkpoint does not name its data folder: pass data_bin (--data-bin)")
        data_bin = Path(str(data).split(":")[0])
    if not (data_bin / f"dict.{SOURCE_LANG}.txt").exists():
        raise FileNotFoundError(f"{data_bin / f'dict.{SOURCE_LANG}.txt'} not found: pass --data-bin")
    src, tgt = (data_bin / f"dict.{lang}.txt" for lang in (SOURCE_LANG, TARGET_LANG))
    if src.read_bytes() != tgt.read_bytes():
        raise ValueError(f"{src} and {tgt} differ: the model needs a joined dictionary (--joined-dictionary)")
    return data_bin


def _find_spm(data_bin: Path, spm_model: Path | None) -> Path:
    candidates = [spm_model] if spm_model else [data_bin / "spm.model", data_bin.parent / "bpe" / "spm.model"]
    for c in candidates:
        if c is not None and c.exists():
            return c
    raise FileNotFoundError(f"sentencepiece model not found (looked at {', '.join(map(str, candidates))}): "
                            "pass --spm")


def _guess_language(language: str | None, bpe: dict[str, Any], stats: dict[str, Any], data_bin: Path) -> str:
    for value in (language, bpe.get("language"), stats.get("lang"), stats.get("language")):
        if value:
            return str(value)
    return data_bin.resolve().parent.name  # data/<lang>/bin


def _normalize_metrics(metrics: Path | dict[str, Any] | None) -> dict[str, Any] | None:
    """denorm-eval output as {"split": {...}}: a flat metrics object is taken as the test split's."""
    if metrics is None:
        return None
    data = json.loads(Path(metrics).read_text(encoding="utf-8")) if not isinstance(metrics, dict) else metrics
    if isinstance(data, dict) and data and all(k in ("test", "valid", "train") for k in data):
        return data
    return {"test": data}


def _training_section(checkpoint_dir: Path, state: dict[str, Any], bpe: dict[str, Any],
                      stats: dict[str, Any] | None, extra: dict[str, Any] | None) -> dict[str, Any]:
    """denorm.json "training": commands, seed, data counts, hardware, time, epochs (from train_meta.json)."""
    runs = _read_json(checkpoint_dir / "train_meta.json") or []
    cfg = state.get("cfg") or {}
    common = cfg.get("common") or {}
    iterator = (state.get("extra_state") or {}).get("train_iterator") or {}
    history = (state.get("optimizer_history") or [{}])[-1]
    # fairseq stores the epoch to resume from: completed epochs are one fewer unless it stopped mid-epoch
    epochs = int(iterator.get("epoch", 1)) - (0 if iterator.get("iterations_in_epoch") else 1)
    commands = [c for c in (bpe.get("command"), bpe.get("preprocess_command")) if c]
    commands += [r["command"] for r in runs]
    devices = {r.get("device") for r in runs}
    training: dict[str, Any] = {
        "commands": commands,
        "seed": runs[-1]["seed"] if runs else common.get("seed"),
        "data": {k: int(v) for k, v in (bpe.get("counts") or {}).items()},
        "hardware": runs[-1]["hardware"] if runs else None,
        "time_s": round(sum(float(r.get("seconds", 0)) for r in runs), 1) if runs else None,
        "epochs": epochs,
        "updates": int(history.get("num_updates", 0)),
        "cpu_limited": devices == {"cpu"} and epochs < PAPER_EPOCHS,
    }
    if stats:
        training["data_summary"] = stats
    training.update(extra or {})
    return training


def _count_parameters(model: Any) -> int:
    return sum(p.numel() for p in model.parameters() if p.requires_grad)


def convert_ctranslate2(checkpoint: Path, dictionary: Path, out: Path, quantization: str = "int8") -> Path:
    """CTranslate2 conversion of our own fairseq checkpoint (safe loader with the fairseq allow-list)."""
    from ctranslate2.converters import FairseqConverter

    from denorm.checkpoints import allow_fairseq_checkpoints, plugin_dir

    allow_fairseq_checkpoints()
    with tempfile.TemporaryDirectory(prefix="denorm-ct2-") as tmp:
        for lang in (SOURCE_LANG, TARGET_LANG):  # the converter reads fairseq's dict.<lang>.txt
            shutil.copyfile(dictionary, Path(tmp) / f"dict.{lang}.txt")
        converter = FairseqConverter(str(checkpoint), tmp, source_lang=SOURCE_LANG, target_lang=TARGET_LANG,
                                     user_dir=plugin_dir())
        converter.convert(str(out), quantization=quantization, force=True)
    return out


def export_model(checkpoint_dir: Path, out_dir: Path, *, data_bin: Path | None = None,
                 spm_model: Path | None = None, language: str | None = None,
                 metrics: Path | dict[str, Any] | None = None, average_last: int = 5,
                 include_fairseq: bool = True, include_ctranslate2: bool = True,
                 quantization: str = "int8", training: dict[str, Any] | None = None) -> ExportResult:
    """Write the model folder of docs/formats.md from a fairseq --save-dir.

    The exported weights are checkpoint_avg.pt when it is up to date, else the mean of the last
    `average_last` checkpoints, without optimizer state. denorm.json is written last (and removed
    first), so a folder with a denorm.json is complete.
    """
    import torch

    from denorm.checkpoints import load_fairseq_model
    from denorm.version import __version__

    checkpoint_dir, out_dir = Path(checkpoint_dir), Path(out_dir)
    state, sources = pick_checkpoint(checkpoint_dir, average_last)
    data_bin = _find_data_bin(state, Path(data_bin) if data_bin else None, checkpoint_dir)
    spm_path = _find_spm(data_bin, Path(spm_model) if spm_model else None)
    bpe = _read_json(data_bin / "bpe.json") or {}
    stats = _read_json(data_bin / "stats.json") or _read_json(data_bin.parent / "stats.json")

    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / MODEL_CARD).unlink(missing_ok=True)
    shutil.copyfile(spm_path, out_dir / FILES["sentencepiece"])
    shutil.copyfile(data_bin / f"dict.{SOURCE_LANG}.txt", out_dir / FILES["dictionary"])
    checkpoint = out_dir / FILES["fairseq_checkpoint"]
    with tempfile.TemporaryDirectory(prefix="denorm-export-") as tmp:
        written = checkpoint if include_fairseq else Path(tmp) / "checkpoint.pt"
        torch.save(state, written)
        if not include_fairseq:
            checkpoint.unlink(missing_ok=True)
        model, vocab = load_fairseq_model(written, out_dir / FILES["dictionary"])
        ct2 = out_dir / FILES["ctranslate2"]
        if include_ctranslate2:
            convert_ctranslate2(written, out_dir / FILES["dictionary"], ct2, quantization)
        elif ct2.exists():
            shutil.rmtree(ct2)

    model_args = state.get("args") or state["cfg"]["model"]
    import sentencepiece as spm

    sp = spm.SentencePieceProcessor(model_file=str(out_dir / FILES["sentencepiece"]))
    card: dict[str, Any] = {
        "format_version": FORMAT_VERSION,
        "language": _guess_language(language, bpe, stats or {}, data_bin),
        "architecture": model_args.arch,
        "parameters": _count_parameters(model),
        "files": {
            "sentencepiece": FILES["sentencepiece"],
            "dictionary": FILES["dictionary"],
            "fairseq_checkpoint": FILES["fairseq_checkpoint"] if include_fairseq else None,
            "ctranslate2": FILES["ctranslate2"] if include_ctranslate2 else None,
        },
        "bpe": {"type": "sentencepiece", "model_type": bpe.get("model_type", "bpe"),
                "vocab_size": sp.get_piece_size(), "split_digits": bpe.get("split_digits"),
                "dictionary_size": len(vocab)},
        "max_source_positions": int(model_args.max_source_positions),
        "max_target_positions": int(model_args.max_target_positions),
        "training": _training_section(checkpoint_dir, state, bpe, stats, training),
        "averaged_checkpoints": sources,
        "toolkit_version": __version__,
        "created": dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
    }
    if include_ctranslate2:
        card["ctranslate2_quantization"] = quantization
    normalized = _normalize_metrics(metrics)
    if normalized is not None:
        card["metrics"] = normalized
    write_card(out_dir / MODEL_CARD, card)
    return ExportResult(out_dir=out_dir, card=card, checkpoint=checkpoint if include_fairseq else None,
                        ctranslate2=ct2 if include_ctranslate2 else None, source_checkpoints=sources)
