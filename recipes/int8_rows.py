"""Per-row int8 MatMuls for the tagger's ONNX graph: fast on any x86 CPU, and a line's labels depend neither on
the lines batched with it nor on the CPU.

Each chosen MatMul x [..., K] @ W [K, N] (W a constant: an fp32 MatMul of the torch export, or a MatMulNBits of
an earlier int8 folder, dequantized) becomes

    s = max |x| over K / 127                   one scale per row (a row is one piece of one line)
    q = uint8(clip(round(x / s) + 128))         the row in 8 bits: QuantizeLinear, one block as long as the row
    y = float(MatMulInteger(q, W7, 128, 0)) * c * s

with W7 the weights in 7 bits per output column (|w| <= 63, column scale c). Why this and not onnxruntime's own:
- `quantize_dynamic` (MatMulInteger with DynamicQuantizeLinear) takes one activation scale for the whole batch
  tensor: a line's labels then depend on its neighbours (docs/tagger.md "Withdrawn the same day").
- `MatMulNBits` (8-bit weights per block of 128, accuracy level 4) is batch invariant, but on CPUs without
  AVX-512 VNNI it tagged 1,000 number-heavy lines in 7.5-8 s against 4.0 s for this (AVX2 EPYC, 2026-11-27), and
  its sums differ from CPU to CPU (the quality floor moved by 0.3 points of F1 on another host).
- Why 7 bits: CPUs without VNNI multiply uint8 by int8 with `vpmaddubsw`, which adds two products in 16 bits
  and saturates above 32,767; with |w| <= 63 two products stay below 2 * 255 * 63 = 32,130, so the integer
  product is exact on AVX2, AVX-512 and VNNI alike, and the result (int32, then IEEE multiplications) the same.
MatMuls not chosen (the small heads) are plain fp32 MatMuls.

The row is quantized by one QuantizeLinear (opset 21: blocked quantization, a block of the row's length, the zero
point expanded to the scale's shape) and not, as until 2026-11-29, by Div, Round, Add, Clip and Cast: the same
numbers (round half to even, saturated; every score of 1,000 number-heavy lines equal to the bit), 12% less time
in onnxruntime (docs/tagger.md "One QuantizeLinear per row"). A graph written the former way is rewritten so too.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import numpy as np

#: Largest weight of a column in 7 bits (see the module docstring), and of an activation row.
WEIGHT_MAX = 63
ROW_MAX = 127
#: The encoder layers' MatMuls (qkv, out, ff_in, ff_out of every layer): almost all of the tagger's work.
LAYERS = re.compile(r"/layers\.\d+/")
_CONSTANTS = {"rows.zero_a": (np.uint8, 128), "rows.zero_w": (np.int8, 0), "rows.eps": (np.float32, 1e-8),
              "rows.inv": (np.float32, 1.0 / ROW_MAX), "rows.zero_row": (np.uint8, [128]),
              "rows.last": (np.int64, [-1])}


def nbits_weights(node: object, inits: dict[str, object]) -> np.ndarray:
    """The fp32 weights [K, N] of a MatMulNBits node (8 bits, its block scales, zero point 128 unless given)."""
    from onnx import numpy_helper

    at = {a.name: a.i for a in node.attribute}  # type: ignore[attr-defined]
    if at.get("bits") != 8 or len(node.input) > 4:  # type: ignore[attr-defined]
        raise ValueError(f"{node.name}: only 8-bit MatMulNBits without group index or bias is read")  # type: ignore[attr-defined]
    k, n = at["K"], at["N"]
    q = numpy_helper.to_array(inits[node.input[1]]).astype(np.float32)  # type: ignore[attr-defined]
    scales = numpy_helper.to_array(inits[node.input[2]]).reshape(n, -1)  # type: ignore[attr-defined]
    zero = 128.0
    if len(node.input) > 3 and node.input[3]:  # type: ignore[attr-defined]
        zero = numpy_helper.to_array(inits[node.input[3]]).astype(np.float32).reshape(n, -1)[..., None]  # type: ignore[attr-defined]
    w = (q.reshape(n, scales.shape[1], -1) - zero) * scales[..., None]
    return np.ascontiguousarray(w.reshape(n, -1)[:, :k].T)


def column_int7(w: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Weights [K, N] -> (int8 weights within +-WEIGHT_MAX, fp32 scale per column)."""
    scale = np.abs(w).max(axis=0) / WEIGHT_MAX
    scale[scale == 0] = 1.0
    q = np.clip(np.round(w / scale), -WEIGHT_MAX, WEIGHT_MAX).astype(np.int8)
    return q, scale.astype(np.float32)


#: The opset of a graph with per-row MatMuls: QuantizeLinear takes a block (here: a whole row) from opset 21.
ROWS_OPSET = 21
#: Nodes of a row quantized the former way (2026-11-27), by their name's suffix: replaced by QuantizeLinear.
_FORMER = ("xs", "xr", "xm", "xc", "q")


def _quantize_nodes(x: str, k: int, p: str) -> list[object]:
    """Row scales `p.s` of x [..., k] and the row in uint8, `p.q`."""
    from onnx import helper

    def t(s: str) -> str:
        return f"{p}.{s}"

    return [
        helper.make_node("Abs", [x], [t("abs")], name=t("abs")),
        helper.make_node("ReduceMax", [t("abs"), "rows.last"], [t("amax")], name=t("amax"), keepdims=1),
        helper.make_node("Max", [t("amax"), "rows.eps"], [t("amax1")], name=t("amax1")),
        helper.make_node("Mul", [t("amax1"), "rows.inv"], [t("s")], name=t("s")),
        *_row_quantize(x, k, p),
    ]


def _row_quantize(x: str, k: int, p: str) -> list[object]:
    """`p.q`: x [..., k] quantized with the row scales `p.s` and zero point 128, one QuantizeLinear."""
    from onnx import helper

    return [
        helper.make_node("Shape", [f"{p}.s"], [f"{p}.sshape"], name=f"{p}.sshape"),
        helper.make_node("Expand", ["rows.zero_row", f"{p}.sshape"], [f"{p}.zp"], name=f"{p}.zp"),
        helper.make_node("QuantizeLinear", [x, f"{p}.s", f"{p}.zp"], [f"{p}.q"], name=f"{p}.ql", axis=-1,
                         block_size=k),
    ]


def _row_nodes(x: str, out: str, w: str, c: str, p: str, k: int) -> list[object]:
    from onnx import TensorProto, helper

    def t(s: str) -> str:
        return f"{p}.{s}"

    return [
        *_quantize_nodes(x, k, p),
        helper.make_node("MatMulInteger", [t("q"), w, "rows.zero_a", "rows.zero_w"], [t("yi")], name=t("mm")),
        helper.make_node("Cast", [t("yi")], [t("yf")], name=t("yf"), to=TensorProto.FLOAT),
        helper.make_node("Mul", [t("yf"), c], [t("yc")], name=t("yc")),
        helper.make_node("Mul", [t("yc"), t("s")], [out], name=t("y")),
    ]


def rows_int8(model: object, chosen: Callable[[str], bool] = lambda name: bool(LAYERS.search(name))) -> list[str]:
    """Every MatMul or MatMulNBits with constant weights whose node name is `chosen` -> per-row int8 (the module
    docstring); every other MatMulNBits -> an fp32 MatMul; rows quantized the former way -> one QuantizeLinear.
    The model is raised to ROWS_OPSET (`raise_opset`). In place; returns the names of the nodes made int8."""
    from onnx import helper, numpy_helper

    graph = model.graph  # type: ignore[attr-defined]
    inits = {i.name: i for i in graph.initializer}
    nodes, done, dropped, added = [], [], set(), []
    named = {n.name: n for n in graph.node}
    former = {name for name in named if name.rsplit(".", 1)[-1] in _FORMER}
    for node in graph.node:
        if node.name in former:
            p, part = node.name.rsplit(".", 1)
            if part == "q":  # the row's uint8 from Div, Round, Add, Clip and Cast: one QuantizeLinear
                x = named[f"{p}.xs"].input[0]
                k = int(numpy_helper.to_array(inits[named[f"{p}.mm"].input[1]]).shape[0])
                nodes += _row_quantize(x, k, p)
                dropped.update(("rows.mid", "rows.lo", "rows.hi"))
            continue
        nbits = node.op_type == "MatMulNBits"
        if not nbits and not (node.op_type == "MatMul" and node.input[1] in inits):
            nodes.append(node)
            continue
        w = nbits_weights(node, inits) if nbits else numpy_helper.to_array(inits[node.input[1]])
        p = node.name or node.output[0]
        if w.ndim != 2:
            nodes.append(node)
            continue
        dropped.update(i for i in node.input[1:] if i)
        if chosen(p):
            q, c = column_int7(w)
            added += [numpy_helper.from_array(q, f"{p}.w7"), numpy_helper.from_array(c, f"{p}.c")]
            nodes += _row_nodes(node.input[0], node.output[0], f"{p}.w7", f"{p}.c", p, w.shape[0])
            done.append(p)
        elif nbits:
            added.append(numpy_helper.from_array(w.astype(np.float32), f"{p}.fp32"))
            nodes.append(helper.make_node("MatMul", [node.input[0], f"{p}.fp32"], [node.output[0]], name=p))
        else:
            dropped.difference_update(node.input[1:])
            nodes.append(node)
    used = {i for n in nodes for i in n.input}
    renew = bool(done or former)  # the constants are written again
    keep = [i for i in graph.initializer
            if (i.name not in dropped or i.name in used) and not (renew and i.name in _CONSTANTS)]
    if renew:
        added += [numpy_helper.from_array(np.array(v, dtype=dt), name) for name, (dt, v) in _CONSTANTS.items()
                  if name in used]
    del graph.node[:]
    graph.node.extend(nodes)
    del graph.initializer[:]
    graph.initializer.extend(keep + added)
    raise_opset(model)
    return done


def raise_opset(model: object, version: int = ROWS_OPSET) -> None:
    """The model's default-domain opset raised to `version`: the reductions' "axes" attribute (an input from
    opset 18) moved to a constant input; the graph's other ops (those of the tagger's export) read alike."""
    from onnx import numpy_helper

    entry = next(o for o in model.opset_import if o.domain in ("", "ai.onnx"))  # type: ignore[attr-defined]
    if entry.version >= version:
        return
    graph = model.graph  # type: ignore[attr-defined]
    for node in graph.node:
        axes = next((a for a in node.attribute if a.name == "axes"), None)
        if node.op_type.startswith("Reduce") and axes is not None:
            name = f"{node.name or node.output[0]}.axes"
            graph.initializer.append(numpy_helper.from_array(np.array(list(axes.ints), dtype=np.int64), name))
            node.input.append(name)
            node.attribute.remove(axes)
    entry.version = version
