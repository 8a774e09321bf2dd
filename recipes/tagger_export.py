"""`denorm export-tagger`: a torch tagger folder -> an int8 ONNX Runtime folder that tags without torch.

    denorm export-tagger exp/tagger-en/best exp/tagger-en/int8
    denorm export-tagger exp/tagger-en/best /tmp/t --lines 200 --threads 1

Exports the encoder + heads forward (piece ids, piece mask, first-piece position of each word -> each
head's word-level scores; the CRF's emissions for punctuation) with torch.onnx.export (TorchScript
exporter, opset 17, raised to 21 for per-row MatMuls; dynamic batch/pieces/words axes) and stores its
weights in int8:
- `--matmul rows` (the default): the encoder layers' MatMuls as per-row int8 (recipes/int8_rows.py: each
  piece's activations in 8 bits with their own scale, weights in 7 bits per output column, onnxruntime's
  MatMulInteger), the small heads in fp32. A line's labels depend neither on its batch nor on the CPU's
  vector units, and it tags 2x faster than MatMulNBits on a CPU without AVX-512 VNNI (docs/tagger.md
  "Per-row int8").
- `--matmul nbits`: every MatMul weight as ONNX Runtime's MatMulNBits, 8 bits, symmetric, one scale per
  --block-size weights; --accuracy-level 4 lets it compute with int8 activations quantized per block, 0/1
  in fp32 (the shipped format until 2026-11-27). onnxruntime.quantization.quantize_dynamic (int8 weights
  and per-tensor int8 activations) agreed with torch on only 98.2-99.3% of words of the e5-small/6L
  English tagger and made a line's labels depend on the lines batched with it (24 of 300 number-heavy
  lines changed when the same lines came in reverse order): not offered.
- the token embedding table (the largest Gather) as int8 rows with one fp32 scale per row (Gather int8
  row, Cast, Mul by the row's scale); --embeddings fp32 keeps it as it is (+40 MB for e5-small).
An int8 folder as the source (tagger.onnx, no tagger.pt: a shipped model whose torch weights are not at
hand) is converted to --matmul rows from its own MatMulNBits weights (`requantize`), and the agreement is
measured against it. Then writes the CRF's transition/start/end scores to crf.json and copies config.json, the tokenizer
file and codec.json. It then tags the first --lines lines of data/<lang>/valid.spoken of each
language of the card with both folders and prints the word-level agreement per head and overall (all
heads equal); the card tagger.json gains "export" (runtime, quantization, file sizes, agreement).
Exit status 1 when the overall agreement is below --min-agreement (the folder is written anyway).
"""

from __future__ import annotations

import argparse
import json
import logging
import shutil
import sys
import tempfile
import time
import warnings
from dataclasses import asdict, dataclass
from itertools import islice
from pathlib import Path
from typing import Sequence

from denorm.recipes import main_of

from denorm.modelcard import write_card as write_card_file
from denorm.tagger.onnx_runtime import CRF_FILE, INPUTS, ONNX_FILE, make_arrays
from denorm.tagger.runtime import Tagger

HELP = "export a torch tagger folder to an int8 ONNX Runtime folder (no torch at run time) and check agreement"
#: The issue's bar: labels agree with the torch model on at least this share of words.
MIN_AGREEMENT = 0.995
OPSET = 17
#: Weights per int8 scale of MatMulNBits, and its accuracy level (4: int8 activations per block; 0: fp32).
#: 128 tags 1.2x faster than 32 at the same agreement (seven-language tagger: 99.85% vs 99.87%).
BLOCK_SIZE = 128
ACCURACY_LEVEL = 4
#: How MatMul weights are stored: "rows" (per-row int8, recipes/int8_rows.py) or "nbits" (MatMulNBits).
MATMUL = ("rows", "nbits")
#: A Gather on a constant table with at least this many rows (the token embedding) gets int8 rows.
EMBEDDING_ROWS = 1024


def add_arguments(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("model", type=Path, help="torch tagger folder (config.json, tagger.pt, codec.json, ...), or an "
                    "int8 folder to convert to --matmul rows")
    ap.add_argument("out", type=Path, help="int8 folder to write (replaced if it exists)")
    ap.add_argument("--block-size", type=int, default=BLOCK_SIZE, help="MatMul weights per int8 scale")
    ap.add_argument("--accuracy-level", type=int, default=ACCURACY_LEVEL, choices=(0, 1, 2, 3, 4),
                    help="MatMulNBits compute: 4 = int8 activations per block (fast), 0/1 = fp32")
    ap.add_argument("--matmul", choices=MATMUL, default=MATMUL[0],
                    help="rows: the encoder layers' MatMuls in per-row int8, heads fp32 (fast on any x86 CPU, "
                         "labels independent of the batch and the CPU); nbits: every MatMul as MatMulNBits")
    ap.add_argument("--embeddings", choices=("int8", "fp32"), default="int8", help="token embedding table")
    ap.add_argument("--data", type=Path, default=Path("data"), help="folder with <lang>/<split>.spoken")
    ap.add_argument("--split", default="valid", help="agreement lines: <data>/<lang>/<split>.spoken")
    ap.add_argument("--lines", type=int, default=500, help="agreement: first N lines of each language's split")
    ap.add_argument("--threads", type=int, default=0, help="threads of both runtimes (0: all cores)")
    ap.add_argument("--min-agreement", type=float, default=MIN_AGREEMENT)


@dataclass(frozen=True)
class Agreement:
    """Word-level agreement of two taggers' label ids: per head, and all heads at once."""

    lines: int
    words: int
    heads: dict[str, float]
    overall: float


def agreement(reference: Tagger, candidate: Tagger, lines: Sequence[str], batch: int = 64) -> Agreement:
    """Share of words of `lines` on which `candidate` predicts the same label id as `reference`, per head."""
    heads = list(reference.codec.spec.heads)
    same = dict.fromkeys(heads, 0)
    all_same = words = 0
    for s in range(0, len(lines), batch):
        chunk = [t.split() for t in lines[s:s + batch]]
        ref, _ = reference.label_ids(chunk)
        cand, _ = candidate.label_ids(chunk)
        for ws, r, c in zip(chunk, ref, cand, strict=True):
            words += len(ws)
            for i in range(len(ws)):
                eq = [r[h][i] == c[h][i] for h in heads]
                all_same += all(eq)
                for h, e in zip(heads, eq, strict=True):
                    same[h] += e
    if not words:
        raise ValueError("no words to compare")
    return Agreement(len(lines), words, {h: same[h] / words for h in heads}, all_same / words)


def export_onnx(folder: Path, path: Path) -> list[str]:
    """The torch folder's forward as an fp32 ONNX graph at `path`; returns the output (head) names."""
    import torch

    from denorm.tagger.model import Batch
    from denorm.tagger.model import Tagger as TaggerModel

    model, tok = TaggerModel.load(folder)
    heads = list(model.heads)

    class Scores(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.model = model

        def forward(self, ids: torch.Tensor, mask: torch.Tensor, first: torch.Tensor) -> tuple[torch.Tensor, ...]:
            out = self.model(Batch(ids, mask != 0, first, first >= 0))
            return tuple(out[h] for h in heads)

    arrays = make_arrays(tok, [["a", "b", "c"], ["a"]])  # any words: shapes only
    example = tuple(torch.from_numpy(arrays[k]) for k in INPUTS)
    axes = {"ids": {0: "batch", 1: "pieces"}, "mask": {0: "batch", 1: "pieces"}, "first": {0: "batch", 1: "words"},
            **{h: {0: "batch", 1: "words"} for h in heads}}
    with torch.no_grad(), warnings.catch_warnings():
        warnings.simplefilter("ignore", torch.jit.TracerWarning)  # shape checks traced as constants: expected
        warnings.simplefilter("ignore", DeprecationWarning)  # the TorchScript exporter: chosen (dynamo=False)
        torch.onnx.export(Scores().eval(), example, str(path), input_names=list(INPUTS), output_names=heads,
                          dynamic_axes=axes, opset_version=OPSET, do_constant_folding=True, dynamo=False)
    return heads


def crf_scores(folder: Path) -> dict[str, list] | None:
    """The CRF's transition, start and end scores of a torch folder (None without a CRF)."""
    import torch

    state = torch.load(Path(folder) / "tagger.pt", weights_only=True)
    if "crf.trans" not in state:
        return None
    return {k: state[f"crf.{k}"].float().tolist() for k in ("trans", "start", "end")}


def quantize_rows(graph: object, min_rows: int = EMBEDDING_ROWS) -> list[str]:
    """Gathers on a constant fp32 table of >= min_rows rows -> int8 rows times a per-row scale; returns the tables."""
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    inits = {i.name: i for i in graph.initializer}  # type: ignore[attr-defined]
    done = []
    for pos, node in enumerate(list(graph.node)):  # type: ignore[attr-defined]
        if node.op_type != "Gather" or node.input[0] not in inits:
            continue
        table = numpy_helper.to_array(inits[node.input[0]])
        if table.ndim != 2 or table.shape[0] < min_rows or table.dtype != np.float32:
            continue
        name, ids, out = node.input[0], node.input[1], node.output[0]
        scale = np.abs(table).max(axis=1, keepdims=True) / 127.0
        scale[scale == 0] = 1.0
        q = np.clip(np.round(table / scale), -127, 127).astype(np.int8)
        graph.initializer.remove(inits[name])  # type: ignore[attr-defined]
        graph.initializer.extend([numpy_helper.from_array(q, f"{name}.int8"),  # type: ignore[attr-defined]
                                  numpy_helper.from_array(scale.astype(np.float32), f"{name}.scale")])
        new = [helper.make_node("Gather", [f"{name}.int8", ids], [f"{out}.int8"], name=f"{node.name}.int8"),
               helper.make_node("Cast", [f"{out}.int8"], [f"{out}.float"], to=TensorProto.FLOAT,
                                name=f"{node.name}.cast"),
               helper.make_node("Gather", [f"{name}.scale", ids], [f"{out}.scale"], name=f"{node.name}.scale"),
               helper.make_node("Mul", [f"{out}.float", f"{out}.scale"], [out], name=f"{node.name}.mul")]
        graph.node.remove(node)  # type: ignore[attr-defined]
        for k, n in enumerate(new):
            graph.node.insert(pos + k, n)  # type: ignore[attr-defined]
        done.append(name)
    return done


def export(model: Path, out: Path, block_size: int = BLOCK_SIZE, accuracy_level: int = ACCURACY_LEVEL,
           embeddings: str = "int8", embedding_rows: int = EMBEDDING_ROWS, matmul: str = MATMUL[0]) -> dict:
    """Write the int8 folder `out` from the torch folder `model`; returns the card's "export" entry (no agreement)."""
    import onnx
    from denorm.recipes.int8_rows import rows_int8

    if matmul not in MATMUL:
        raise ValueError(f"matmul must be one of {MATMUL}, not {matmul!r}")
    conf = json.loads((model / "config.json").read_text(encoding="utf-8"))
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    with tempfile.TemporaryDirectory() as tmp:
        fp32 = Path(tmp) / "fp32.onnx"
        heads = export_onnx(model, fp32)
        fp32_bytes = fp32.stat().st_size
        proto = onnx.load(str(fp32))
    if matmul == "rows":
        rows = rows_int8(proto)
        entry = {"op": "MatMulInteger", "rows": "uint8 per row", "weights": "7 bits per column", "nodes": len(rows),
                 "other": "fp32"}
    else:
        from onnxruntime.quantization.matmul_nbits_quantizer import (
            DefaultWeightOnlyQuantConfig,
            MatMulNBitsQuantizer,
        )

        cfg = DefaultWeightOnlyQuantConfig(block_size=block_size, is_symmetric=True, accuracy_level=accuracy_level,
                                           bits=8, op_types_to_quantize=("MatMul",))
        quantizer = MatMulNBitsQuantizer(proto, algo_config=cfg)
        logging.getLogger("onnxruntime.quantization.matmul_nbits_quantizer").setLevel(logging.WARNING)
        quantizer.process()
        proto = quantizer.model.model
        entry = {"op": "MatMulNBits", "bits": 8, "symmetric": True, "block_size": block_size,
                 "accuracy_level": accuracy_level}
    tables = quantize_rows(proto.graph, embedding_rows) if embeddings == "int8" else []
    onnx.checker.check_model(proto)
    onnx.save(proto, str(out / ONNX_FILE))
    crf = crf_scores(model)
    if bool(conf["options"].get("crf")) != (crf is not None):
        raise ValueError(f"{model}: config says crf={conf['options'].get('crf')} but tagger.pt disagrees")
    if crf is not None:
        (out / CRF_FILE).write_text(json.dumps(crf), encoding="utf-8")
    for name in ("config.json", conf["tokenizer"]["file"], "codec.json"):
        shutil.copy2(model / name, out / name)
    return {**_versions(proto), "source": str(model), "heads": heads,
            "quantization": {"matmul": entry, "embeddings": {"int8_rows": tables}},
            "fp32_onnx_bytes": fp32_bytes, **_sizes(out)}


def requantize(model: Path, out: Path) -> dict:
    """Write `out` from the int8 folder `model` with its encoder layers' MatMulNBits as per-row int8 and its other
    MatMulNBits (the heads) as fp32 (recipes/int8_rows.py); every other file copied. Returns the "export" entry."""
    import onnx
    from denorm.recipes.int8_rows import rows_int8

    if out.exists():
        shutil.rmtree(out)
    shutil.copytree(model, out, ignore=shutil.ignore_patterns(ONNX_FILE, "tagger.json"))
    proto = onnx.load(str(model / ONNX_FILE))
    rows_int8(proto)
    rows = [n for n in proto.graph.node if n.op_type == "MatMulInteger"]
    onnx.checker.check_model(proto)
    onnx.save(proto, str(out / ONNX_FILE))
    card = _card(model)
    before = card.get("export", {})
    return {**before, **_versions(proto), "source": str(model),
            "quantization": {"matmul": {"op": "MatMulInteger", "rows": "uint8 per row", "weights": "7 bits per column",
                                        "nodes": len(rows), "other": "fp32",
                                        "from": before.get("quantization", {}).get("matmul")},
                             "embeddings": before.get("quantization", {}).get("embeddings", {})},
            "requantized_from": {k: before[k] for k in ("source", "agreement", "requantized_from") if k in before}, **_sizes(out)}


def _versions(proto: object) -> dict:
    import onnx
    import onnxruntime

    opset = next(o.version for o in proto.opset_import if o.domain in ("", "ai.onnx"))  # type: ignore[attr-defined]
    return {"runtime": "onnxruntime", "onnxruntime": onnxruntime.__version__, "onnx": onnx.__version__, "opset": opset}


def _sizes(out: Path) -> dict:
    sizes = {p.name: p.stat().st_size for p in sorted(out.iterdir()) if p.is_file() and p.name != "tagger.json"}
    return {"files": sizes, "bytes": sum(sizes.values())}


def _card(folder: Path) -> dict:
    f = folder / "tagger.json"
    return json.loads(f.read_text(encoding="utf-8")) if f.is_file() else {}


def validation_lines(data: Path, langs: Sequence[str], n: int, split: str = "valid") -> list[str]:
    """The first `n` lines of data/<lang>/<split>.spoken of each language that has one."""
    lines: list[str] = []
    for lang in langs:
        f = data / lang / f"{split}.spoken"
        if f.is_file():
            with f.open(encoding="utf-8") as fh:
                lines += [t.rstrip("\n") for t in islice(fh, n)]
    return lines


def write_card(out: Path, card: dict, entry: dict) -> None:
    from denorm.version import __version__

    card = {"toolkit_version": __version__, **card, "export": entry}
    write_card_file(out / "tagger.json", card)


def run(args: argparse.Namespace) -> int:
    model, out = args.model, args.out
    torch_folder = (model / "tagger.pt").is_file()
    if not torch_folder and not (model / ONNX_FILE).is_file():
        print(f"denorm export-tagger: {model} has no tagger.pt or {ONNX_FILE} (not a tagger folder)", file=sys.stderr)
        return 2
    if out.resolve() == model.resolve():
        print("denorm export-tagger: the int8 folder must differ from its source", file=sys.stderr)
        return 2
    if not torch_folder and args.matmul != "rows":
        print(f"denorm export-tagger: {model} is an int8 folder; it converts to --matmul rows only", file=sys.stderr)
        return 2
    t0 = time.time()
    if torch_folder:
        entry = export(model, out, args.block_size, args.accuracy_level, args.embeddings, matmul=args.matmul)
    else:
        entry = requantize(model, out)
    entry["export_s"] = round(time.time() - t0, 1)
    card = {k: v for k, v in _card(model).items() if k != "export"}
    size = f"{entry['bytes'] / 1e6:.1f} MB"
    src = sum(p.stat().st_size for p in model.iterdir() if p.is_file()) / 1e6
    print(f"{out}: {size} ({'torch' if torch_folder else 'int8'} folder {src:.1f} MB); files: "
          + ", ".join(f"{k} {v / 1e6:.2f} MB" for k, v in entry["files"].items()))
    lines = validation_lines(args.data, card.get("languages") or [], args.lines, args.split)
    if not lines:
        print(f"no {args.data}/<lang>/{args.split}.spoken for {card.get('languages')}: agreement not measured",
              file=sys.stderr)
        entry.pop("agreement", None)
        write_card(out, card, entry)
        return 0
    ref = Tagger(model, threads=args.threads)
    cand = Tagger(out, threads=args.threads)
    agree = agreement(ref, cand, lines)
    entry["agreement"] = {**asdict(agree), "data": f"{args.data}/<lang>/{args.split}.spoken, first {args.lines} lines",
                          "languages": card.get("languages"), "reference": str(model)}
    write_card(out, card, entry)
    print(f"agreement with {model} on {agree.words} words of {agree.lines} lines: overall {agree.overall:.4%} | "
          + " ".join(f"{h} {v:.4%}" for h, v in agree.heads.items()))
    if agree.overall < args.min_agreement:
        print(f"denorm export-tagger: agreement {agree.overall:.4%} below {args.min_agreement:.2%} "
              f"(try --matmul nbits, --block-size 32, --accuracy-level 0 or --embeddings fp32)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main_of(sys.modules[__name__]))
