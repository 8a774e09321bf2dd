"""`denorm export CHECKPOINT_DIR OUT_DIR`: the command-line face of `denorm.recipes.export.export_model`."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from denorm.defaults import MODEL_CARD

HELP = "write a model folder (denorm.json, BPE, dictionary, checkpoint, CTranslate2 int8) from fairseq checkpoints"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Flags of `denorm export`; defaults are those of `export_model`."""
    parser.add_argument("checkpoint_dir", type=Path, help="fairseq --save-dir of a training run")
    parser.add_argument("out_dir", type=Path, help="model folder to write (e.g. exp/en-small/model)")
    parser.add_argument("--data-bin", type=Path,
                        help="fairseq-preprocess folder (default: the one the checkpoint was trained on)")
    parser.add_argument("--spm", type=Path, help="sentencepiece model (default: DATA_BIN/spm.model)")
    parser.add_argument("--lang", help="language code (default: from bpe.json / stats.json / data/<lang>/bin)")
    parser.add_argument("--metrics", type=Path,
                        help="test metrics JSON (`denorm evaluate-model` metrics.json or `denorm eval --json`)")
    parser.add_argument("--average-last", type=int, default=5,
                        help="checkpoints averaged when CHECKPOINT_DIR has no up-to-date checkpoint_avg.pt")
    parser.add_argument("--no-fairseq", dest="include_fairseq", action="store_false",
                        help="leave the fairseq checkpoint out (ship the CTranslate2 model only)")
    parser.add_argument("--no-ctranslate2", dest="include_ctranslate2", action="store_false",
                        help="skip the CTranslate2 conversion")
    parser.add_argument("--quantization", default="int8", help="CTranslate2 weight type (default int8)")
    parser.add_argument("--training-json", type=Path,
                        help="JSON object merged into denorm.json's 'training' (e.g. commands run elsewhere)")


def run(args: argparse.Namespace) -> int:
    """Export and print where the folder is and what it holds."""
    from denorm.recipes.export import export_model

    t0 = time.time()
    training = json.loads(args.training_json.read_text(encoding="utf-8")) if args.training_json else None
    result = export_model(args.checkpoint_dir, args.out_dir, data_bin=args.data_bin, spm_model=args.spm,
                          language=args.lang, metrics=args.metrics, average_last=args.average_last,
                          include_fairseq=args.include_fairseq,
                          include_ctranslate2=args.include_ctranslate2, quantization=args.quantization,
                          training=training)
    card = result.card
    print(f"denorm export: {card['language']} {card['architecture']}, {card['parameters']:,} parameters "
          f"(counted by denorm.recipes.export on the fairseq model), weights averaged from "
          f"{', '.join(result.source_checkpoints)} -> {result.out_dir / MODEL_CARD} "
          f"({time.time() - t0:.1f} s)", file=sys.stderr)
    return 0
