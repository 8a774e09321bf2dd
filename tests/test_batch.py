"""`denorm batch` (denorm.cluster.batch): outputs byte for byte those of `denorm translate`, the manifest, resuming.

The planning and the chunk runner are checked without Ray and without a model (a fake denormalizer); the
end-to-end tests run `denorm batch` on a local 2-CPU Ray with the shipped model (marked `model`)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from denorm.api import Denormalizer, LineResult
from denorm.cluster.batch import (
    BOM,
    MANIFEST,
    find_inputs,
    is_done,
    run_chunk,
    same_model,
    split_lines,
)
from denorm.formats.io import FileError, get_format
from denorm.guard import GuardStats

REPO = Path(__file__).resolve().parents[1]
SPOKEN = (REPO / "tests" / "data" / "en" / "outside.spoken").read_text(encoding="utf-8").splitlines()
CHUNK = 16  #: small chunks: every file is several work items


class Upper:
    """A fake denormalizer: upper-cases each line, warns on lines containing "warn"."""

    def __init__(self) -> None:
        self.stats = GuardStats()
        self.on_warning = print

    def translate(self, lines: list[str], first_line_no: int | list[int] = 1) -> list[LineResult]:
        nos = list(range(first_line_no, first_line_no + len(lines))) if isinstance(first_line_no, int) \
            else list(first_line_no)
        for line, no in zip(lines, nos, strict=True):
            if "warn" in line:
                self.on_warning(f"line {no}: warned")
        self.stats.lines += len(lines)
        return [LineResult(t, t.upper(), "ok") for t in lines]

    def translate_long(self, line: str, line_no: int = 1):  # noqa: ANN201
        yield line[:10].upper()
        yield line[10:].upper()

    outputs = Denormalizer.outputs  # what the text format calls: the API's own, on this fake


def whole(fmt: str, data: bytes, chunk_lines: int) -> bytes:
    out = io.BytesIO()
    get_format(fmt).run(Upper(), io.BytesIO(data), out, lambda m: None, chunk_lines)  # type: ignore[arg-type]
    return out.getvalue()


# -- without Ray ---------------------------------------------------------------------------------------
def test_split_lines_cuts_on_newlines_only() -> None:
    data = b"a\r\nb\x0cc\nd\re\n\nlast"
    chunks = split_lines(data, 2)
    assert [(first, n) for first, _, n in chunks] == [(1, 2), (3, 2), (5, 1)]
    assert b"".join(c for _, c, _ in chunks) == data
    assert split_lines(b"", 5) == []


@pytest.mark.parametrize("fmt", ["text", "jsonl"])
def test_chunks_joined_are_the_whole_run(fmt: str) -> None:
    """Chunk by chunk (a BOM at a chunk's start included) is byte for byte the stream run at once."""
    if fmt == "text":
        lines = [b"one", b"", b"caf\xe9 warn", BOM + b"bom inside", b"x" * 3000, b"crlf\r", b"end"]
    else:
        lines = [b'{"text": "one", "id": 1}', b"", b"not json", BOM + b'{"text": "bom"}', b'{"text": "a\\nb"}',
                 b"[1]", b'{"text": "warn me"}']
    data = b"\n".join(lines * 3)  # no final newline
    size = 3
    chunks = split_lines(data, size)
    assert any(c.startswith(BOM) for first, c, _ in chunks if first > 1)
    d = Upper()
    results = [run_chunk(d, fmt, c, first, size) for first, c, _ in chunks]
    assert not any(r.error for r in results)
    assert b"".join(r.out for r in results) == whole(fmt, data, size)
    messages = [m for r in results for m in r.messages]
    assert any(m.startswith(f"line {len(lines) + 3}:") for m in messages), messages  # numbered in the file


def test_find_inputs_names_outputs_relative_to_their_input(tmp_path: Path) -> None:
    (tmp_path / "in" / "sub").mkdir(parents=True)
    for name in ("a.txt", "sub/b.jsonl", "sub/c.parquet", ".hidden"):
        (tmp_path / "in" / name).write_text("x\n")
    out = tmp_path / "in" / "out"
    out.mkdir()
    (out / "a.txt").write_text("old\n")
    got = {(f.rel, f.fmt) for f in find_inputs([str(tmp_path / "in")], out)}
    assert got == {("a.txt", "text"), ("sub/b.jsonl", "jsonl"), ("sub/c.parquet", "parquet")}
    got = {f.rel for f in find_inputs([str(tmp_path / "in" / "sub" / "*.jsonl")], tmp_path / "o")}
    assert got == {"b.jsonl"}
    assert [f.fmt for f in find_inputs([str(tmp_path / "in" / "a.txt")], tmp_path / "o", "jsonl")] == ["jsonl"]
    with pytest.raises(FileError, match="both be written"):
        find_inputs([str(tmp_path / "in" / "a.txt"), str(out / "a.txt")], tmp_path / "o")
    with pytest.raises(FileError, match="does not exist"):
        find_inputs([str(tmp_path / "nothing")], tmp_path / "o")


def test_resume_needs_same_input_and_model(tmp_path: Path) -> None:
    out = tmp_path / "a.txt"
    out.write_text("x")
    sig = "denorm 0.1.0|engine:seq2seq|ctranslate2|device:cpu|beam:1|threads:2|fillers:drop"
    entry = {"complete": True, "sha256": "s", "signature": sig, "format": "text"}
    assert is_done(entry, out, "s", sig.replace("threads:2", "threads:1"), "text")
    assert not is_done(entry, out, "other", sig, "text")
    assert not is_done({**entry, "complete": False}, out, "s", sig, "text")
    assert not is_done(entry, tmp_path / "missing", "s", sig, "text")
    assert not same_model(sig, sig.replace("beam:1", "beam:2"))


# -- end to end on a local Ray with the shipped model ----------------------------------------------------
def denorm(*args: str, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "RAY_USAGE_STATS_ENABLED": "0", "RAY_AUTH_MODE": "disabled"}
    return subprocess.run([sys.executable, "-m", "denorm", *args], input=stdin, capture_output=True, env=env,
                          timeout=600, check=False)


def make_archive(root: Path) -> None:
    """Three text files (an empty line, a 3000-character token, other scripts, a BOM and CRLF lines, a line
    of invalid UTF-8, no final newline), a jsonl file and a Parquet file."""
    (root / "calls" / "day2").mkdir(parents=True)
    a = SPOKEN[:40]
    a[3] = ""
    a[7] = "see " + "x" * 3000 + " and then we left at four thirty"
    a[11] = "это было в девятнадцатом веке"
    a[CHUNK] = "\ufeff" + a[CHUNK]  # a BOM at the start of the second chunk
    (root / "calls" / "a.txt").write_text("\n".join(a) + "\n", encoding="utf-8")
    b = [line + "\r" if k % 5 == 0 else line for k, line in enumerate(SPOKEN[40:110])]
    b[20] = "我们明天见 see you tomorrow at nine"
    data = "\n".join(b).encode("utf-8").replace(b"see you", b"see \xff you")  # invalid UTF-8, no final newline
    (root / "calls" / "day2" / "b.txt").write_bytes(data)
    (root / "calls" / "day2" / "c.txt").write_text("\n".join(SPOKEN[110:140]) + "\n", encoding="utf-8")
    rows = [{"text": t, "id": k} for k, t in enumerate(SPOKEN[140:180])]
    lines = [json.dumps(r) for r in rows]
    lines[5] = "this is not json"
    lines[9] = ""
    (root / "calls" / "d.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    pa = pytest.importorskip("pyarrow")
    pq = pytest.importorskip("pyarrow.parquet")
    texts: list[str | None] = list(SPOKEN[180:215])
    texts[2] = None
    pq.write_table(pa.table({"id": list(range(len(texts))), "text": texts}), root / "calls" / "e.parquet")


def batch(root: Path) -> subprocess.CompletedProcess:
    r = denorm("batch", str(root / "calls"), "--out", str(root / "out"), "--workers", "2", "--chunk-lines",
               str(CHUNK), "--no-progress")
    assert r.returncode == 0, r.stderr.decode()[-3000:]
    return r


def expected(path: Path, fmt: str) -> bytes:
    r = denorm("translate", "-i", str(path), "--format", fmt, "--chunk-lines", str(CHUNK), "--quiet")
    assert r.returncode == 0, r.stderr.decode()
    return r.stdout


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("ray")
    root = tmp_path_factory.mktemp("batch")
    make_archive(root)
    batch(root)
    return root


@pytest.mark.model
def test_outputs_are_those_of_translate(archive: Path) -> None:
    for rel in ("a.txt", "day2/b.txt", "day2/c.txt"):
        assert (archive / "out" / rel).read_bytes() == expected(archive / "calls" / rel, "text"), rel
    assert (archive / "out" / "d.jsonl").read_bytes() == expected(archive / "calls" / "d.jsonl", "jsonl")
    pq = pytest.importorskip("pyarrow.parquet")
    table = pq.read_table(archive / "out" / "e.parquet")
    assert table.column_names == ["id", "text", "output", "guard"]
    source = "".join(json.dumps({"text": t}) + "\n" for t in table.column("text").to_pylist())
    (archive / "e.jsonl").write_text(source, encoding="utf-8")
    want = [json.loads(line) for line in expected(archive / "e.jsonl", "jsonl").decode().splitlines()]
    assert table.column("output").to_pylist() == [w.get("output") for w in want]
    assert table.column("guard").to_pylist() == [w.get("guard") for w in want]
    assert want[2]["guard"] == "error" and table.column("output")[2].as_py() is None


@pytest.mark.model
def test_manifest_is_complete(archive: Path) -> None:
    manifest = json.loads((archive / "out" / MANIFEST).read_text())
    entries = manifest["files"]
    assert set(entries) == {"a.txt", "day2/b.txt", "day2/c.txt", "d.jsonl", "e.parquet"}
    for rel, e in entries.items():
        assert e["complete"] is True, rel
        assert e["signature"] == manifest["signature"] and "|lang:en|" in e["signature"]
        for key in ("lines", "fallbacks", "failed_lines", "warnings", "seconds", "sha256"):
            assert key in e, (rel, key)
    assert entries["a.txt"]["lines"] == 40 and entries["day2/b.txt"]["lines"] == 70
    assert entries["a.txt"]["chunks"] == 3
    assert entries["day2/b.txt"]["warnings"] >= 1  # the invalid UTF-8
    assert any(m.startswith("line 21:") for m in entries["day2/b.txt"]["messages"])
    assert entries["d.jsonl"]["warnings"] == 1  # the line that is not JSON


@pytest.mark.model
def test_rerun_skips_done_files_and_redoes_a_changed_one(archive: Path) -> None:
    before = {p: p.stat().st_mtime_ns for p in (archive / "out").rglob("*.txt")}
    r = batch(archive)
    assert "5 skipped as done" in r.stderr.decode(), r.stderr.decode()[-2000:]
    assert {p: p.stat().st_mtime_ns for p in (archive / "out").rglob("*.txt")} == before
    changed = archive / "calls" / "day2" / "c.txt"
    changed.write_text("\n".join(SPOKEN[300:333]) + "\n", encoding="utf-8")
    r = batch(archive)
    assert "1 written, 4 skipped as done" in r.stderr.decode(), r.stderr.decode()[-2000:]
    assert (archive / "out" / "day2" / "c.txt").read_bytes() == expected(changed, "text")
    entry = json.loads((archive / "out" / MANIFEST).read_text())["files"]["day2/c.txt"]
    assert entry["complete"] and entry["lines"] == 33


@pytest.mark.slow
@pytest.mark.model
def test_a_worker_killed_mid_run_loses_nothing(tmp_path: Path) -> None:
    """100,000 lines (10 files of 10,000) on 2 workers; one worker dies at its first chunk of index >= 2
    (denorm.cluster.batch.CRASH_ENV): Ray restarts it and retries the chunk, every output is still exact."""
    pytest.importorskip("ray")
    from denorm.cluster.batch import CRASH_ENV

    (tmp_path / "in").mkdir()
    text = ("\n".join(SPOKEN) + "\n") * 20
    for k in range(10):
        (tmp_path / "in" / f"f{k}.txt").write_text(text, encoding="utf-8")
    marker = tmp_path / "crashed"
    os.environ[CRASH_ENV] = str(marker)
    try:
        r = denorm("batch", str(tmp_path / "in"), "--out", str(tmp_path / "out"), "--workers", "2", "--no-progress")
    finally:
        del os.environ[CRASH_ENV]
    assert r.returncode == 0, r.stderr.decode()[-3000:]
    assert marker.exists(), "no worker was killed"
    assert "10 written" in r.stderr.decode()
    want = denorm("translate", "-i", str(tmp_path / "in" / "f0.txt"), "--quiet").stdout
    for k in range(10):
        assert (tmp_path / "out" / f"f{k}.txt").read_bytes() == want, k
    entries = json.loads((tmp_path / "out" / MANIFEST).read_text())["files"]
    assert all(e["complete"] and e["lines"] == 10_000 for e in entries.values())
