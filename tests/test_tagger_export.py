"""`denorm export-tagger` on a tiny tagger trained inside the suite: int8 labels agree with torch, numpy Viterbi
equals the torch CRF, and the int8 folder tags in a process where torch cannot be imported."""

from __future__ import annotations

import itertools
import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")
pytest.importorskip("onnxruntime")
pytest.importorskip("onnx_ir")

ROOT = Path(__file__).resolve().parents[1]

from denorm.recipes.tagger_data import Example  # noqa: E402
from denorm.recipes.tagger_export import agreement, export, run  # noqa: E402
from denorm.recipes.tagger_train import collate, make_optimizer, train_step  # noqa: E402

from denorm.tagger.codec import LabelCodec  # noqa: E402
from denorm.tagger.crf import CRF  # noqa: E402
from denorm.tagger.encoder import EncoderConfig, TransformerEncoder  # noqa: E402
from denorm.tagger.model import Tagger as TaggerModel  # noqa: E402
from denorm.tagger.model import TaggerOptions  # noqa: E402
from denorm.tagger.onnx_runtime import viterbi  # noqa: E402
from denorm.tagger.predictors import runtime_of  # noqa: E402
from denorm.tagger.runtime import Tagger, TaggerNotFoundError, save_folder  # noqa: E402
from denorm.tagger.tokenizers import WordPieceTokenizer  # noqa: E402

pytestmark = pytest.mark.model

OPENERS = ["well", "so", "uh", "what", "where"]
SUBJECTS = ["john", "we", "they", "paris"]
VERBS = ["meet", "call", "see", "visit"]
TIMES = [["at", "four", "thirty"], ["on", "monday"], ["in", "paris"], []]
VOCAB = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", *sorted({*OPENERS, *SUBJECTS, *VERBS, "me", "at", "four", "thirty",
                                                      "on", "monday", "in", "##s", "p", "m"})]


def labelled(words: list[str], codec: LabelCodec) -> dict[str, tuple[int, ...]]:
    """Labels by rule (so a few dozen steps learn them): what the tiny model must reproduce."""
    h = codec.spec.heads
    n = len(words)
    question = words[0] in ("what", "where")
    case = ["T" if i == 0 or w in ("john", "paris", "monday") else "L" for i, w in enumerate(words)]
    punct = ["?" if question and i == n - 1 else "." if i == n - 1 else "," if w in ("well", "so") else ""
             for i, w in enumerate(words)]
    entity = ["B-time" if w == "four" else "I-time" if w == "thirty" else "O" for w in words]
    return {"case": tuple(h["case"].index(c) for c in case),
            "punct": tuple(h["punct"].index(p) for p in punct),
            "before": tuple(0 for _ in words),
            "join": tuple(0 for _ in words),
            "disfluency": tuple(int(w == "uh") for w in words),
            "entity": tuple(h["entity"].index(e) for e in entity)}


def sentences() -> list[list[str]]:
    out = []
    for o, s, v, t in itertools.product(OPENERS, SUBJECTS, VERBS, TIMES):
        out.append([o, s, v, "me", *t])
    return out


@pytest.fixture(scope="module")
def folders(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(torch folder, int8 folder) of a tiny tagger (2 layers x 32, layer attention, soft-cap, CRF) trained 80 steps."""
    torch.manual_seed(0)
    torch.set_num_threads(1)
    codec = LabelCodec.from_counts(Counter({"": 9, ".": 5, ",": 3, "?": 1}), Counter({"": 9, "(": 1}), ["time"],
                                   n_after=4, n_before=2)
    cfg = EncoderConfig(vocab_size=len(VOCAB), dim=32, layers=2, heads=2, ffn=64, max_positions=512,
                        pre_ln=True, eps=1e-5, dropout=0.0, attention_dropout=0.0)
    model = TaggerModel(TransformerEncoder(cfg), TaggerOptions(labels=codec.spec, layer_attention=True,
                                                                soft_cap=True, soft_cap_dim=16, crf=True))
    tok = WordPieceTokenizer(VOCAB)
    examples = [Example(tuple(s), labelled(s, codec)) for s in sentences()]
    opt = make_optimizer(model, lr=3e-3, head_lr=1e-2)
    rng = random.Random(0)
    for _ in range(80):
        batch, labels = collate(tok, rng.sample(examples, 16))
        train_step(model, opt, batch, labels)
    root = tmp_path_factory.mktemp("tagger-export")
    save_folder(root / "torch", model.eval(), tok, codec, {"languages": ["en"], "encoder_label": "tiny"})
    # embedding_rows=1: the tiny tables get int8 rows too (the real one has 35k rows, the threshold 1024)
    entry = export(root / "torch", root / "int8", embedding_rows=1)
    assert entry["quantization"]["embeddings"]["int8_rows"]
    assert entry["quantization"]["matmul"]["op"] == "MatMulInteger"  # by default the layers in per-row int8
    assert entry["quantization"]["matmul"]["nodes"] == 8             # 2 layers x qkv, out, ff_in, ff_out
    return root / "torch", root / "int8"


@pytest.mark.parametrize(("matmul", "ops"), [
    ("rows", {"MatMulInteger": 8, "MatMulNBits": 0}),
    ("nbits", {"MatMulInteger": 0, "MatMulNBits": 15}),
])
def test_matmul_choice_decides_the_ops(folders: tuple[Path, Path], tmp_path: Path, matmul: str,
                                       ops: dict[str, int]) -> None:
    import onnx

    entry = export(folders[0], tmp_path / "q", embedding_rows=1, matmul=matmul)
    graph = onnx.load(str(tmp_path / "q" / "tagger.onnx")).graph
    for op, n in ops.items():
        assert sum(node.op_type == op for node in graph.node) == n, op
    assert entry["quantization"]["matmul"]["op"] == ("MatMulInteger" if matmul == "rows" else "MatMulNBits")
    if matmul == "rows":  # the heads stay fp32 MatMuls; no layer MatMul with a constant weight is left
        inits = {i.name for i in graph.initializer}
        plain = [n.name for n in graph.node if n.op_type == "MatMul" and n.input[1] in inits]
        assert plain and not any("/layers." in name for name in plain)


def test_an_nbits_folder_converts_to_rows_and_agrees(folders: tuple[Path, Path], tmp_path: Path) -> None:
    """A folder whose torch weights are gone (the shipped one) converts from its MatMulNBits weights."""
    import onnx

    from denorm.cli import parse_args

    (tmp_path / "data" / "en").mkdir(parents=True)
    (tmp_path / "data" / "en" / "test-sample.spoken").write_text("\n".join(LINES) + "\n", encoding="utf-8")
    assert run(parse_args(["export-tagger", str(folders[0]), str(tmp_path / "nbits"), "--matmul", "nbits",
                           "--data", str(tmp_path / "data"), "--split", "test-sample", "--threads", "1"])) == 0
    args = parse_args(["export-tagger", str(tmp_path / "nbits"), str(tmp_path / "rows"), "--data",
                       str(tmp_path / "data"), "--split", "test-sample", "--threads", "1", "--min-agreement", "0.97"])
    assert run(args) == 0
    graph = onnx.load(str(tmp_path / "rows" / "tagger.onnx")).graph
    assert not any(n.op_type == "MatMulNBits" for n in graph.node)
    assert sum(n.op_type == "MatMulInteger" for n in graph.node) == 8
    card = json.loads((tmp_path / "rows" / "tagger.json").read_text(encoding="utf-8"))
    assert card["export"]["quantization"]["matmul"]["from"]["op"] == "MatMulNBits"
    assert card["export"]["agreement"]["lines"] == len(LINES)
    assert sorted(p.name for p in (tmp_path / "rows").iterdir()) == sorted(p.name for p in (tmp_path / "nbits").iterdir())
    bad = parse_args(["export-tagger", str(tmp_path / "nbits"), str(tmp_path / "x"), "--matmul", "nbits"])
    assert run(bad) == 2


def _labels_in(folder: Path, lines: list[list[str]]) -> list[dict]:
    from denorm.tagger.runtime import CASE_CONFIDENCE

    ids, _ = Tagger(folder, threads=1, batch_size=64).label_ids(lines)
    return [{h: v for h, v in d.items() if h != CASE_CONFIDENCE} for d in ids]


def test_a_line_is_labelled_alike_whatever_its_batch(folders: tuple[Path, Path]) -> None:
    """The same lines in another order fall into other batches: every line keeps its labels."""
    lines = [s for s in sentences() if len(s) == 5][:40]
    lines += [[w for w in s] + ["uh"] * 3 for s in lines]
    assert _labels_in(folders[1], lines) == _labels_in(folders[1], lines[::-1])[::-1]


SHIPPED = ROOT / "denorm" / "models" / "tagger" / "multi"


@pytest.mark.skipif(not (SHIPPED / "tagger.onnx").is_file(), reason="no shipped tagger")
def test_the_shipped_tagger_labels_a_line_alike_whatever_its_batch() -> None:
    """Activations quantized per row (recipes/int8_rows.py) label a line the same in any batch; the export of
    2026-11-26 with one activation scale per batch tensor (MatMulInteger on the attention) changed the labels
    of 24 of these 300 lines when they came in reverse order."""
    text = (ROOT / "bench" / "data" / "numbers-heavy.en.spoken").read_text(encoding="utf-8")
    lines = [line.split() for line in text.splitlines()][:300]
    assert _labels_in(SHIPPED, lines) == _labels_in(SHIPPED, lines[::-1])[::-1]


@pytest.mark.parametrize("threads, sessions", [(1, 1), (2, 2), (3, 3), (8, 4)])
def test_batches_on_several_sessions_give_one_session_s_labels(folders: tuple[Path, Path], threads: int,
                                                               sessions: int) -> None:
    """An int8 folder tags batches on up to MAX_SESSIONS sessions at once, the threads shared among them; every
    label and case probability is the one a single session gives, in the lines' order."""
    lines = list(sentences())[:150]
    one = Tagger(folders[1], threads=1, batch_size=8).label_ids(lines)
    many = Tagger(folders[1], threads=threads, batch_size=8)
    assert many.sessions == sessions and many.label_ids(lines) == one
    assert Tagger(folders[0], threads=threads).sessions == 1  # torch: one model, its own threads


LINES = [" ".join(s) for s in sentences()[::3]] + ["what they see", "uh john", "paris", "", "so we meet me at four"]


def writer(t: Tagger):  # noqa: ANN201 - a Denormalizer
    """The tagger's labels written as text: the pipeline engine with the span converter off (`denorm tag`)."""
    from dataclasses import replace

    from denorm.api import Denormalizer
    from denorm.engines.pipeline import PipelineEngine
    from denorm.options import DEFAULTS

    options = replace(DEFAULTS, engine="pipeline", itn="off")
    return Denormalizer.from_engine(PipelineEngine(t.folder, options, t.lang, tagger=t), options)


def test_the_tiny_model_learned_non_constant_labels(folders: tuple[Path, Path]) -> None:
    ids, _ = Tagger(folders[0]).label_ids([t.split() for t in LINES])
    for head in ("case", "punct", "entity", "disfluency"):
        assert len({i for line in ids for i in line[head]}) >= 2, head
    assert writer(Tagger(folders[0]))("what john see me") == "What John see me?"


def test_int8_agrees_with_torch(folders: tuple[Path, Path]) -> None:
    ref, int8 = Tagger(folders[0], threads=1), Tagger(folders[1], threads=1)
    assert (ref.runtime, int8.runtime) == ("torch", "onnx")
    a = agreement(ref, int8, LINES)
    assert a.words == sum(len(t.split()) for t in LINES)
    assert a.overall >= 0.99, a
    assert min(a.heads.values()) >= 0.99, a
    assert writer(int8).batch(LINES[:5]) == writer(ref).batch(LINES[:5])


def test_int8_folder_files_and_card(folders: tuple[Path, Path]) -> None:
    names = {p.name for p in folders[1].iterdir()}
    assert {"tagger.onnx", "crf.json", "config.json", "codec.json", "vocab.txt"} <= names
    assert "tagger.pt" not in names
    assert runtime_of(folders[0]) == "torch" and runtime_of(folders[1]) == "onnx"
    with pytest.raises(FileNotFoundError):
        runtime_of(folders[1].parent)


def test_folder_without_a_model_file_is_refused(folders: tuple[Path, Path], tmp_path: Path) -> None:
    for name in ("config.json", "codec.json"):
        (tmp_path / name).write_bytes((folders[1] / name).read_bytes())
    with pytest.raises(TaggerNotFoundError, match="tagger.onnx"):
        Tagger(tmp_path)


@pytest.mark.parametrize(("batch", "steps", "labels", "lengths"), [
    (1, 1, 3, [1]),
    (1, 7, 5, [7]),
    (3, 6, 4, [6, 1, 3]),
    (4, 12, 9, [12, 12, 5, 2]),
    (2, 30, 2, [30, 17]),
])
def test_numpy_viterbi_equals_torch_crf(batch: int, steps: int, labels: int, lengths: list[int]) -> None:
    g = torch.Generator().manual_seed(steps * 100 + labels)
    crf = CRF(labels)
    with torch.no_grad():
        for p in (crf.trans, crf.start, crf.end):
            p.copy_(torch.randn(p.shape, generator=g) * 2)
    for _ in range(5):
        em = torch.randn(batch, steps, labels, generator=g) * 3
        mask = torch.arange(steps)[None] < torch.tensor(lengths)[:, None]
        expected = crf.decode(em, mask)
        got = viterbi(em.numpy(), mask.numpy(), crf.trans.detach().numpy(), crf.start.detach().numpy(),
                      crf.end.detach().numpy())
        assert got == expected
        assert [len(p) for p in got] == lengths


def test_numpy_viterbi_refuses_bad_shapes() -> None:
    k = np.zeros((3, 3), dtype=np.float32)
    with pytest.raises(ValueError):
        viterbi(np.zeros((1, 2, 3), np.float32), np.array([[False, True]]), k, k[0], k[0])
    with pytest.raises(ValueError):
        viterbi(np.zeros((1, 2, 4), np.float32), np.ones((1, 2), bool), k, k[0], k[0])


NO_TORCH = """
import json, sys
sys.modules["torch"] = None  # `import torch` raises ImportError from here on
from dataclasses import replace
from denorm.api import Denormalizer
from denorm.engines.pipeline import PipelineEngine
from denorm.options import DEFAULTS
from denorm.tagger.runtime import Tagger
t = Tagger.load(model=sys.argv[1], threads=1)
options = replace(DEFAULTS, engine="pipeline", itn="off")
d = Denormalizer.from_engine(PipelineEngine(t.folder, options, t.lang, tagger=t), options)
lines = json.loads(sys.stdin.read())
print(json.dumps({"out": d.batch(lines), "runtime": t.runtime,
                  "parts": [r.output for r in d.translate_parts(["what john", "see me"])]}))
"""


def test_int8_folder_tags_without_torch(folders: tuple[Path, Path]) -> None:
    r = subprocess.run([sys.executable, "-c", NO_TORCH, str(folders[1])], input=json.dumps(LINES),
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    got = json.loads(r.stdout)
    here = writer(Tagger(folders[1], threads=1))
    assert got["runtime"] == "onnx"
    assert got["out"] == here.batch(LINES)
    assert len(got["out"]) == len(LINES) and got["out"][LINES.index("")] == ""
    assert got["parts"] == [r.output for r in here.translate_parts(["what john", "see me"])]


def test_cli_writes_agreement_into_the_card(folders: tuple[Path, Path], tmp_path: Path) -> None:
    import argparse

    from denorm.cli import parse_args

    (tmp_path / "data" / "en").mkdir(parents=True)
    (tmp_path / "data" / "en" / "valid.spoken").write_text("\n".join(LINES) + "\n", encoding="utf-8")
    args = parse_args(["export-tagger", str(folders[0]), str(tmp_path / "out"), "--data", str(tmp_path / "data"),
                       "--threads", "1", "--min-agreement", "0.99"])
    assert isinstance(args, argparse.Namespace)
    assert run(args) == 0
    card = json.loads((tmp_path / "out" / "tagger.json").read_text(encoding="utf-8"))
    exp = card["export"]
    assert card["languages"] == ["en"] and exp["runtime"] == "onnxruntime"
    assert exp["agreement"]["lines"] == len(LINES) and exp["agreement"]["overall"] >= 0.99
    assert exp["bytes"] == sum(p.stat().st_size for p in (tmp_path / "out").iterdir() if p.name != "tagger.json")
    (tmp_path / "empty").mkdir()
    assert run(parse_args(["export-tagger", str(tmp_path / "empty"), str(tmp_path / "x")])) == 2  # no model file
