"""`denorm export-tagger`: a torch tagger folder -> an int8 ONNX Runtime folder that tags without torch.

    denorm export-tagger exp/tagger-en/best exp/tagger-en/int8
    denorm export-tagger exp/tagger-en/best /tmp/t --lines 200 --threads 1

Exports the encoder + heads forward (piece ids, piece mask, first-piece position of each word -> each
head's word-level scores; the CRF's emissions for punctuation) with torch.onnx.export (TorchScript
exporter, opset 17, dynamic batch/pieces/words axes) and stores its weights in int8:
- every MatMul weight (linear layers and heads) as ONNX Runtime's MatMulNBits, 8 bits, symmetric, one
  scale per --block-size weights; --accuracy-level 4 lets it compute with int8 activations quantized
  per block (fast), 0/1 in fp32. Weight-only: onnxruntime.quantization.quantize_dynamic (int8 weights
  and per-tensor int8 activations) agreed with torch on only 98.2-99.3% of words of the e5-small/6L
  English tagger (MatMul, +Gather, per-channel, heads or ff_out in fp32), this on 99.8-99.97%.
- optionally (`--dynamic qkv,out`: the encoder layers' linear modules by name) some MatMuls as
  `quantize_dynamic`'s MatMulInteger instead: int8 weights per output channel and int8 activations per
  tensor at run time, on the CPU's int8 dot-product units (VNNI). The attention's MatMuls so tag 11%
  faster than in blocks of 128 (99.70% agreement), but one scale for the whole batch tensor makes a
  line's labels depend on the lines batched with it (24 of 300 number-heavy lines changed when the same
  lines came in reverse order; none with MatMulNBits): the default is none, so a line reads the same
  whatever file it is in.
- the token embedding table (the largest Gather) as int8 rows with one fp32 scale per row (Gather int8
  row, Cast, Mul by the row's scale); --embeddings fp32 keeps it as it is (+40 MB for e5-small).
Then writes the CRF's transition/start/end scores to crf.json and copies config.json, the tokenizer
file and codec.json. It then tags the first --lines lines of data/<lang>/valid.spoken of each
language of the card with both folders and prints the word-level agreement per head and overall (all
heads equal); the card tagger.json gains "export" (runtime, quantization, file sizes, agreement).
Exit status 1 when the overall agreement is below --min-agreement (the folder is written anyway).
"""

from __future__ import annotations

import argparse
import json
import logging
import re
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
#: Linear modules of the encoder layers whose MatMul is quantized dynamically (int8 activations per tensor):
#: none by default, since a per-tensor scale over the batch makes a line's labels depend on its neighbours.
DYNAMIC: tuple[str, ...] = ()
#: A Gather on a constant table with at least this many rows (the token embedding) gets int8 rows.
EMBEDDING_ROWS = 1024


def add_arguments(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("model", type=Path, help="torch tagger folder (config.json, tagger.pt, codec.json, ...)")
    ap.add_argument("out", type=Path, help="int8 folder to write (replaced if it exists)")
    ap.add_argument("--block-size", type=int, default=BLOCK_SIZE, help="MatMul weights per int8 scale")
    ap.add_argument("--accuracy-level", type=int, default=ACCURACY_LEVEL, choices=(0, 1, 2, 3, 4),
                    help="MatMulNBits compute: 4 = int8 activations per block (fast), 0/1 = fp32")
    ap.add_argument("--dynamic", default=",".join(DYNAMIC),
                    help="encoder linear modules (comma-separated names, '' for none) whose MatMul gets dynamic int8 "
                         "(MatMulInteger) instead of MatMulNBits")
    ap.add_argument("--embeddings", choices=("int8", "fp32"), default="int8", help="token embedding table")
    ap.add_argument("--data", type=Path, default=Path("data"), help="folder with <lang>/valid.spoken")
    ap.add_argument("--lines", type=int, default=500, help="agreement: first N valid lines of each language")
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


def dynamic_nodes(graph: object, modules: Sequence[str]) -> list[str]:
    """Names of the MatMul nodes of the encoder layers' linear modules `modules` ("qkv" ->
    "/model/encoder/layers.0/qkv/MatMul", ...)."""
    if not modules:
        return []
    pattern = re.compile(r"/layers\.\d+/(" + "|".join(map(re.escape, modules)) + r")/MatMul$")
    return [n.name for n in graph.node if n.op_type == "MatMul" and pattern.search(n.name)]  # type: ignore[attr-defined]


def export(model: Path, out: Path, block_size: int = BLOCK_SIZE, accuracy_level: int = ACCURACY_LEVEL,
           embeddings: str = "int8", embedding_rows: int = EMBEDDING_ROWS, dynamic: Sequence[str] = DYNAMIC) -> dict:
    """Write the int8 folder `out` from the torch folder `model`; returns the card's "export" entry (no agreement)."""
    import onnx
    import onnxruntime
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from onnxruntime.quantization.matmul_nbits_quantizer import (
        DefaultWeightOnlyQuantConfig,
        MatMulNBitsQuantizer,
    )

    conf = json.loads((model / "config.json").read_text(encoding="utf-8"))
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    with tempfile.TemporaryDirectory() as tmp:
        fp32 = Path(tmp) / "fp32.onnx"
        heads = export_onnx(model, fp32)
        fp32_bytes = fp32.stat().st_size
        proto = onnx.load(str(fp32))
        nodes = dynamic_nodes(proto.graph, dynamic)
        if nodes:
            mixed = Path(tmp) / "dynamic.onnx"
            root = logging.getLogger()
            level = root.level
            root.setLevel(logging.ERROR)  # its advice to pre-process the graph: not for this one
            try:
                quantize_dynamic(fp32, mixed, op_types_to_quantize=["MatMul"], per_channel=True,
                                 weight_type=QuantType.QInt8, nodes_to_quantize=nodes)
            finally:
                root.setLevel(level)
            proto = onnx.load(str(mixed))
    cfg = DefaultWeightOnlyQuantConfig(block_size=block_size, is_symmetric=True, accuracy_level=accuracy_level,
                                       bits=8, op_types_to_quantize=("MatMul",))
    quantizer = MatMulNBitsQuantizer(proto, algo_config=cfg)
    logging.getLogger("onnxruntime.quantization.matmul_nbits_quantizer").setLevel(logging.WARNING)
    quantizer.process()
    proto = quantizer.model.model
    tables = quantize_rows(proto.graph, embedding_rows) if embeddings == "int8" else []
    if nodes:  # quantize_dynamic may leave a node before an input it reads (seen on small graphs)
        from onnxruntime.quantization.onnx_model import ONNXModel

        ONNXModel(proto).topological_sort()
    onnx.checker.check_model(proto)
    onnx.save(proto, str(out / ONNX_FILE))
    crf = crf_scores(model)
    if bool(conf["options"].get("crf")) != (crf is not None):
        raise ValueError(f"{model}: config says crf={conf['options'].get('crf')} but tagger.pt disagrees")
    if crf is not None:
        (out / CRF_FILE).write_text(json.dumps(crf), encoding="utf-8")
    for name in ("config.json", conf["tokenizer"]["file"], "codec.json"):
        shutil.copy2(model / name, out / name)
    sizes = {p.name: p.stat().st_size for p in sorted(out.iterdir())}
    return {"runtime": "onnxruntime", "onnxruntime": onnxruntime.__version__, "onnx": onnx.__version__,
            "opset": OPSET, "source": str(model), "heads": heads,
            "quantization": {"matmul": {"op": "MatMulNBits", "bits": 8, "symmetric": True, "block_size": block_size,
                                        "accuracy_level": accuracy_level},
                             "dynamic": {"op": "MatMulInteger", "modules": list(dynamic), "nodes": len(nodes),
                                         "weights": "int8 per channel", "activations": "uint8 per tensor"},
                             "embeddings": {"int8_rows": tables}},
            "fp32_onnx_bytes": fp32_bytes, "files": sizes, "bytes": sum(sizes.values())}


def validation_lines(data: Path, langs: Sequence[str], n: int) -> list[str]:
    """The first `n` lines of data/<lang>/valid.spoken of each language that has one."""
    lines: list[str] = []
    for lang in langs:
        f = data / lang / "valid.spoken"
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
    if not (model / "tagger.pt").is_file():
        print(f"denorm export-tagger: {model} has no tagger.pt (not a torch tagger folder)", file=sys.stderr)
        return 2
    if out.resolve() == model.resolve():
        print("denorm export-tagger: the int8 folder must differ from the torch folder", file=sys.stderr)
        return 2
    t0 = time.time()
    dynamic = tuple(x.strip() for x in args.dynamic.split(",") if x.strip())
    entry = export(model, out, args.block_size, args.accuracy_level, args.embeddings, dynamic=dynamic)
    entry["export_s"] = round(time.time() - t0, 1)
    card_file = model / "tagger.json"
    card = json.loads(card_file.read_text(encoding="utf-8")) if card_file.is_file() else {}
    size = f"{entry['bytes'] / 1e6:.1f} MB"
    src = sum(p.stat().st_size for p in model.iterdir() if p.is_file()) / 1e6
    print(f"{out}: {size} (torch folder {src:.1f} MB); files: "
          + ", ".join(f"{k} {v / 1e6:.2f} MB" for k, v in entry["files"].items()))
    lines = validation_lines(args.data, card.get("languages") or [], args.lines)
    if not lines:
        print(f"no {args.data}/<lang>/valid.spoken for {card.get('languages')}: agreement not measured",
              file=sys.stderr)
        write_card(out, card, entry)
        return 0
    ref = Tagger(model, threads=args.threads)
    cand = Tagger(out, threads=args.threads)
    agree = agreement(ref, cand, lines)
    entry["agreement"] = {**asdict(agree), "data": f"{args.data}/<lang>/valid.spoken, first {args.lines} lines",
                          "languages": card.get("languages")}
    write_card(out, card, entry)
    print(f"agreement with {model} on {agree.words} words of {agree.lines} lines: overall {agree.overall:.4%} | "
          + " ".join(f"{h} {v:.4%}" for h, v in agree.heads.items()))
    if agree.overall < args.min_agreement:
        print(f"denorm export-tagger: agreement {agree.overall:.4%} below {args.min_agreement:.2%} "
              f"(try --dynamic '', --block-size 32, --accuracy-level 0 or --embeddings fp32)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main_of(sys.modules[__name__]))
