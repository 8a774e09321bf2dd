"""recipes/int8_rows.py: per-row int8 MatMuls compute what a numpy reference of the same arithmetic computes,
whatever the other rows of the batch, and never reach the 16-bit sums that saturate on CPUs without VNNI."""

from __future__ import annotations

import numpy as np
import pytest

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")

from denorm.recipes.int8_rows import ROWS_OPSET, WEIGHT_MAX, column_int7, nbits_weights, rows_int8  # noqa: E402
from onnx import TensorProto, helper, numpy_helper  # noqa: E402


def _graph(w: np.ndarray, name: str = "/model/encoder/layers.0/ff_in/MatMul") -> object:
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, ["b", "t", w.shape[0]])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, ["b", "t", w.shape[1]])
    node = helper.make_node("MatMul", ["x", "w"], ["y"], name=name)
    graph = helper.make_graph([node], "g", [x], [y], [numpy_helper.from_array(w, "w")])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])


def _run(model: object, x: np.ndarray) -> np.ndarray:
    sess = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    return sess.run(None, {"x": x})[0]


def _reference(x: np.ndarray, w: np.ndarray) -> np.ndarray:
    """The same arithmetic written out in numpy (float64 integer sums are exact at these sizes)."""
    q, c = column_int7(w)
    s = (np.maximum(np.abs(x).max(-1, keepdims=True), np.float32(1e-8)) * np.float32(1 / 127)).astype(np.float32)
    xq = np.clip(np.round(x / s) + 128, 0, 255) - 128
    acc = (xq.astype(np.float64) @ q.astype(np.float64)).astype(np.float32)
    return acc * c * s


@pytest.mark.parametrize(("k", "n", "scale"), [(8, 4, 1.0), (64, 32, 3.0), (384, 96, 0.05), (1536, 16, 10.0)])
def test_rows_compute_the_reference_arithmetic(k: int, n: int, scale: float) -> None:
    rng = np.random.default_rng(k)
    w = (rng.standard_normal((k, n)) * 0.1).astype(np.float32)
    x = (rng.standard_normal((3, 5, k)) * scale).astype(np.float32)
    x[0, 0, :] = 0.0  # an all-zero row (padding) gives zeros, not NaN
    model = _graph(w)
    assert rows_int8(model) == ["/model/encoder/layers.0/ff_in/MatMul"]
    onnx.checker.check_model(model)
    got = _run(model, x)
    assert np.all(got[0, 0] == 0)
    np.testing.assert_allclose(got, _reference(x, w), rtol=1e-5, atol=1e-6)
    # and it stays close to the fp32 product (what quantization costs)
    assert np.abs(got - x @ w).max() <= 0.05 * np.abs(x @ w).max()


def test_a_row_does_not_depend_on_its_batch() -> None:
    rng = np.random.default_rng(1)
    w = rng.standard_normal((64, 16)).astype(np.float32)
    x = rng.standard_normal((4, 6, 64)).astype(np.float32)
    model = _graph(w)
    rows_int8(model)
    whole = _run(model, x)
    x2 = x.copy()
    x2[1:] *= 1000.0  # other lines with much larger activations
    assert np.array_equal(_run(model, x2)[0], whole[0])
    assert np.array_equal(_run(model, x[2:3])[0], whole[2])


def test_weights_fit_in_seven_bits_so_pairs_never_saturate() -> None:
    w = np.array([[1e3, -1e-3, 0.0], [-2e3, 5e-4, 0.0]], dtype=np.float32)
    q, c = column_int7(w)
    assert q.dtype == np.int8 and np.abs(q).max() == WEIGHT_MAX
    assert q[:, 2].tolist() == [0, 0] and c[2] == 1.0  # a zero column keeps a usable scale
    assert 2 * 255 * WEIGHT_MAX < 2 ** 15  # vpmaddubsw adds two uint8 x int8 products in 16 bits


def test_unchosen_matmuls_stay_fp32() -> None:
    w = np.eye(4, dtype=np.float32)
    model = _graph(w, name="/model/case/MatMul")
    assert rows_int8(model) == []
    assert [n.op_type for n in model.graph.node] == ["MatMul"]


@pytest.mark.parametrize("k", [128, 256, 200])
def test_nbits_weights_read_back_the_blocks(k: int) -> None:
    """A MatMulNBits node made by onnxruntime's own quantizer reads back as the weights within a block's step."""
    from onnxruntime.quantization.matmul_nbits_quantizer import (
        DefaultWeightOnlyQuantConfig,
        MatMulNBitsQuantizer,
    )

    rng = np.random.default_rng(k)
    w = rng.standard_normal((k, 24)).astype(np.float32)
    model = _graph(w)
    cfg = DefaultWeightOnlyQuantConfig(block_size=128, is_symmetric=True, accuracy_level=0, bits=8,
                                       op_types_to_quantize=("MatMul",))
    quantizer = MatMulNBitsQuantizer(model, algo_config=cfg)
    quantizer.process()
    graph = quantizer.model.model.graph
    node = next(n for n in graph.node if n.op_type == "MatMulNBits")
    back = nbits_weights(node, {i.name: i for i in graph.initializer})
    assert back.shape == w.shape
    step = np.abs(w).max() / 127
    assert np.abs(back - w).max() <= step


def _former(model: object) -> None:
    """The row quantized as until 2026-11-29 (Div, Round, Add, Clip, Cast; ReduceMax's axes an attribute, opset
    17), in place of the QuantizeLinear `rows_int8` writes now: the shipped folder of that day had this form."""
    from onnx import TensorProto

    graph = model.graph
    nodes = []
    for node in graph.node:
        p, _, part = node.name.rpartition(".")
        if part in ("sshape", "zp"):
            continue
        if part == "amax":
            node = helper.make_node("ReduceMax", [node.input[0]], list(node.output), name=node.name, axes=[-1],
                                    keepdims=1)
        if part == "ql":
            x = node.input[0]
            nodes += [helper.make_node("Div", [x, f"{p}.s"], [f"{p}.xs"], name=f"{p}.xs"),
                      helper.make_node("Round", [f"{p}.xs"], [f"{p}.xr"], name=f"{p}.xr"),
                      helper.make_node("Add", [f"{p}.xr", "rows.mid"], [f"{p}.xm"], name=f"{p}.xm"),
                      helper.make_node("Clip", [f"{p}.xm", "rows.lo", "rows.hi"], [f"{p}.xc"], name=f"{p}.xc"),
                      helper.make_node("Cast", [f"{p}.xc"], [f"{p}.q"], name=f"{p}.q", to=TensorProto.UINT8)]
            continue
        nodes.append(node)
    del graph.node[:]
    graph.node.extend(nodes)
    keep = [i for i in graph.initializer if i.name not in ("rows.zero_row", "rows.last")]
    del graph.initializer[:]
    graph.initializer.extend(keep + [numpy_helper.from_array(np.array(v, dtype=np.float32), n)
                                     for n, v in (("rows.mid", 128.0), ("rows.lo", 0.0), ("rows.hi", 255.0))])
    model.opset_import[0].version = 17


def test_a_row_quantized_the_former_way_is_rewritten_to_the_same_numbers() -> None:
    rng = np.random.default_rng(3)
    w = (rng.standard_normal((96, 24)) * 0.1).astype(np.float32)
    x = (rng.standard_normal((2, 7, 96)) * 2.0).astype(np.float32)
    x[1, 3, :] = 0.0
    model = _graph(w)
    rows_int8(model)
    _former(model)
    onnx.checker.check_model(model)
    assert {n.op_type for n in model.graph.node} >= {"Div", "Round", "Clip"} and model.opset_import[0].version == 17
    before = _run(model, x)
    assert rows_int8(model) == []  # no MatMul left to quantize; the rows rewritten
    onnx.checker.check_model(model)
    ops = [n.op_type for n in model.graph.node]
    assert ops.count("QuantizeLinear") == 1 and not {"Div", "Round", "Clip"} & set(ops)
    assert model.opset_import[0].version == ROWS_OPSET
    assert not {"rows.mid", "rows.lo", "rows.hi"} & {i.name for i in model.graph.initializer}
    assert np.array_equal(_run(model, x), before)
    np.testing.assert_allclose(before, _reference(x, w), rtol=1e-5, atol=1e-6)
    again = model.SerializeToString()
    rows_int8(model)  # a graph already in the new form stays as it is
    assert model.SerializeToString() == again
