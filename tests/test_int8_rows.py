"""recipes/int8_rows.py: per-row int8 MatMuls compute what a numpy reference of the same arithmetic computes,
whatever the other rows of the batch, and never reach the 16-bit sums that saturate on CPUs without VNNI."""

from __future__ import annotations

import numpy as np
import pytest

onnx = pytest.importorskip("onnx")
ort = pytest.importorskip("onnxruntime")

from denorm.recipes.int8_rows import WEIGHT_MAX, column_int7, nbits_weights, rows_int8  # noqa: E402
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
    assert rows_int8(model.graph) == ["/model/encoder/layers.0/ff_in/MatMul"]
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
    rows_int8(model.graph)
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
    assert rows_int8(model.graph) == []
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
