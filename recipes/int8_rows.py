"""Per-row int8 MatMuls for the tagger's ONNX graph: fast on any x86 CPU, and a line's labels depend neither on
the lines batched with it nor on the CPU.

Each chosen MatMul x [..., K] @ W [K, N] (W a constant: an fp32 MatMul of the torch export, or a MatMulNBits of
an earlier int8 folder, dequantized) becomes

    s = max |x| over K / 127                   one scale per row (a row is one piece of one line)
    q = uint8(clip(round(x / s) + 128))         the row in 8 bits
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
              "rows.inv": (np.float32, 1.0 / ROW_MAX), "rows.mid": (np.float32, 128.0),
              "rows.lo": (np.float32, 0.0), "rows.hi": (np.float32, 255.0)}


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


def _row_nodes(x: str, out: str, w: str, c: str, p: str) -> list[object]:
    from onnx import TensorProto, helper

    def t(s: str) -> str:
        return f"{p}.{s}"

    return [
        helper.make_node("Abs", [x], [t("abs")], name=t("abs")),
        helper.make_node("ReduceMax", [t("abs")], [t("amax")], name=t("amax"), axes=[-1], keepdims=1),
        helper.make_node("Max", [t("amax"), "rows.eps"], [t("amax1")], name=t("amax1")),
        helper.make_node("Mul", [t("amax1"), "rows.inv"], [t("s")], name=t("s")),
        helper.make_node("Div", [x, t("s")], [t("xs")], name=t("xs")),
        helper.make_node("Round", [t("xs")], [t("xr")], name=t("xr")),
        helper.make_node("Add", [t("xr"), "rows.mid"], [t("xm")], name=t("xm")),
        helper.make_node("Clip", [t("xm"), "rows.lo", "rows.hi"], [t("xc")], name=t("xc")),
        helper.make_node("Cast", [t("xc")], [t("q")], name=t("q"), to=TensorProto.UINT8),
        helper.make_node("MatMulInteger", [t("q"), w, "rows.zero_a", "rows.zero_w"], [t("yi")], name=t("mm")),
        helper.make_node("Cast", [t("yi")], [t("yf")], name=t("yf"), to=TensorProto.FLOAT),
        helper.make_node("Mul", [t("yf"), c], [t("yc")], name=t("yc")),
        helper.make_node("Mul", [t("yc"), t("s")], [out], name=t("y")),
    ]


def rows_int8(graph: object, chosen: Callable[[str], bool] = lambda name: bool(LAYERS.search(name))) -> list[str]:
    """Every MatMul or MatMulNBits with constant weights whose node name is `chosen` -> per-row int8 (the module
    docstring); every other MatMulNBits -> an fp32 MatMul. In place; returns the names of the nodes made int8."""
    from onnx import helper, numpy_helper

    inits = {i.name: i for i in graph.initializer}  # type: ignore[attr-defined]
    nodes, done, dropped, added = [], [], set(), []
    for node in graph.node:  # type: ignore[attr-defined]
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
            nodes += _row_nodes(node.input[0], node.output[0], f"{p}.w7", f"{p}.c", p)
            done.append(p)
        elif nbits:
            added.append(numpy_helper.from_array(w.astype(np.float32), f"{p}.fp32"))
            nodes.append(helper.make_node("MatMul", [node.input[0], f"{p}.fp32"], [node.output[0]], name=p))
        else:
            dropped.difference_update(node.input[1:])
            nodes.append(node)
    used = {i for n in nodes for i in n.input}
    keep = [i for i in graph.initializer if i.name not in dropped or i.name in used]  # type: ignore[attr-defined]
    if done:
        added += [numpy_helper.from_array(np.array(v, dtype=dt), name) for name, (dt, v) in _CONSTANTS.items()]
    del graph.node[:]  # type: ignore[attr-defined]
    graph.node.extend(nodes)  # type: ignore[attr-defined]
    del graph.initializer[:]  # type: ignore[attr-defined]
    graph.initializer.extend(keep + added)  # type: ignore[attr-defined]
    return done
