"""denorm.parallel and `denorm translate --jobs`: worker processes write the same lines in the same order as one
process, their warnings come in line order, their counts add up, and a broken worker or model stops the run
with a clear error."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from denorm.api import LineResult, _line_numbers
from denorm.engines.base import EngineFailedError
from denorm.guard import GuardStats
from denorm.parallel import AUTO_MIN_BYTES, MAX_AUTO_JOBS, ParallelDenormalizer, auto_jobs

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "tests" / "data" / "en" / "test-sample.spoken"


class Upper:
    """A denormalizer that writes each line in capitals, warns on lines with "bad", fails on "broken" and
    kills its process on "die"; it counts as the real one does."""

    def __init__(self) -> None:
        self.stats = GuardStats()
        self.on_warning = print
        self.card = SimpleNamespace(name="upper", toolkit_version="0")
        self.lang = "en"
        self.engine = SimpleNamespace(name="upper", describe=lambda: "capitals")
        self.fillers = "drop"

    def signature(self) -> str:
        return "upper"

    def translate(self, lines: list[str], first_line_no: int | list[int] = 1) -> list[LineResult]:
        out = []
        for text, no in zip(lines, _line_numbers(first_line_no, len(lines)), strict=True):
            if text == "die":
                os._exit(3)
            if text == "broken":
                raise EngineFailedError("the engine failed on 50 lines in a row")
            self.stats.lines += 1
            if "bad" in text:
                self.stats.failed_lines += 1
                self.stats.examples.append(f"line {no}: bad")
                self.on_warning(f"line {no}: bad line")
            out.append(LineResult(text, f"{text.upper()} [{os.getpid()}]", "ok"))
        return out


def no_model() -> None:
    raise ValueError("no model for xx")


@pytest.fixture
def small_pieces(monkeypatch: pytest.MonkeyPatch) -> None:
    import denorm.parallel

    monkeypatch.setattr(denorm.parallel, "MIN_PIECE_LINES", 3)


@pytest.mark.parametrize(("size", "cores", "jobs"), [
    (None, 2, 1),  # a pipe: in the process
    (AUTO_MIN_BYTES - 1, 2, 1),
    (AUTO_MIN_BYTES, 2, 2),
    (10**9, 1, 1),
    (10**9, 4, 4),
    (10**9, 64, MAX_AUTO_JOBS),
])
def test_auto_jobs(size: int | None, cores: int, jobs: int) -> None:
    assert auto_jobs(size, cores) == jobs


def test_lines_come_back_in_order_with_warnings_in_order_and_counts_added(small_pieces: None) -> None:
    lines = [f"line {k}" + (" bad" if k in (2, 9, 17) else "") for k in range(20)]
    warned: list[str] = []
    with ParallelDenormalizer(Upper, 2) as d:
        d.on_warning = warned.append
        results = d.translate(lines, 101)
        assert [r.output.split(" [")[0] for r in results] == [t.upper() for t in lines]
        # written in the workers (which of them takes which piece is theirs to race for)
        assert str(os.getpid()) not in {r.output.split(" [")[1].rstrip("]") for r in results}
        assert warned == ["line 103: bad line", "line 110: bad line", "line 118: bad line"]
        assert (d.stats.lines, d.stats.failed_lines) == (20, 3)
        assert d.stats.examples == ["line 103: bad", "line 110: bad", "line 118: bad"]
        assert [next(p) for p in d.outputs(["a", "b"], 5)][0].startswith("A [")
        assert d.report().startswith("denorm ") and "model upper lang en" in d.report()
        assert d.report().endswith("| 2 workers") and "22 lines" in d.report()
        assert d.translate([]) == []


def test_a_process_with_threads_spawns_its_workers(small_pieces: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Forking a process whose other threads hold locks can hang the child: such a process spawns them."""
    import denorm.parallel

    monkeypatch.setattr(denorm.parallel.threading, "active_count", lambda: 2)
    with ParallelDenormalizer(Upper, 2) as d:
        assert d._pool is None
        out = d.translate([f"line {k}" for k in range(8)], 1)
        assert d._pool is not None and d._pool._mp_context.get_start_method() == "spawn"
        assert [r.output.split(" [")[0] for r in out] == [f"LINE {k}" for k in range(8)]


def test_a_process_with_a_runtime_loaded_spawns_its_workers(monkeypatch: pytest.MonkeyPatch) -> None:
    """A caller that has a model up holds onnxruntime's or CTranslate2's native threads: a forked child would
    inherit their locks half-taken (it hung in the README's example): such a caller spawns its workers."""
    import denorm.parallel

    monkeypatch.setattr(denorm.parallel.threading, "active_count", lambda: 1)
    monkeypatch.delitem(sys.modules, "onnxruntime", raising=False)
    monkeypatch.delitem(sys.modules, "ctranslate2", raising=False)
    monkeypatch.delitem(sys.modules, "torch", raising=False)
    assert denorm.parallel.forkable()
    monkeypatch.setitem(sys.modules, "ctranslate2", SimpleNamespace())
    assert not denorm.parallel.forkable()


def test_a_model_that_cannot_load_is_an_error_at_start() -> None:
    d = ParallelDenormalizer(no_model, 2)
    with pytest.raises(ValueError, match="no model for xx"):
        d.start()
    d.close()


def test_a_broken_engine_or_a_dead_worker_stops_the_run(small_pieces: None) -> None:
    with ParallelDenormalizer(Upper, 2) as d:
        with pytest.raises(EngineFailedError, match="50 lines in a row"):
            d.translate(["a", "b", "c", "broken"])
    with ParallelDenormalizer(Upper, 2) as d:
        with pytest.raises(EngineFailedError, match="a worker process died"):
            d.translate(["a", "b", "c", "die", "e", "f"])


def test_fewer_than_two_workers_and_a_string_are_refused() -> None:
    with pytest.raises(ValueError, match="2 workers"):
        ParallelDenormalizer(Upper, 1)
    with pytest.raises(TypeError, match="list of lines"):
        ParallelDenormalizer(Upper, 2).translate("one line")  # type: ignore[arg-type]


def _cli(*args: str, stdin: Path | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with (stdin.open("rb") if stdin else open(os.devnull, "rb")) as inp:
        return subprocess.run([sys.executable, "-m", "denorm", "translate", *args], stdin=inp, capture_output=True,
                              cwd=ROOT, env=env, timeout=300, check=False)


@pytest.mark.model
def test_the_cli_writes_the_same_bytes_with_workers(tmp_path: Path) -> None:
    """The shipped English model on the committed sample: --jobs 2 (in pieces) writes what --jobs 1 writes."""
    one = _cli("--lang", "en", "--jobs", "1", "-i", str(SAMPLE))
    two = _cli("--lang", "en", "--jobs", "2", "-i", str(SAMPLE))
    assert one.returncode == two.returncode == 0, two.stderr.decode()
    assert one.stdout == two.stdout and one.stdout.count(b"\n") == SAMPLE.read_bytes().count(b"\n")
    assert b"| 2 workers" in two.stderr and b"workers" not in one.stderr
    assert b"150 lines" in two.stderr


def test_the_cli_reports_a_missing_model_before_reading(tmp_path: Path) -> None:
    run = _cli("--model", str(tmp_path / "nothing"), "--jobs", "2", stdin=SAMPLE)
    assert run.returncode == 2 and b"Traceback" not in run.stderr and run.stdout == b""


def test_small_inputs_pipes_and_auto_languages_run_in_the_process(tmp_path: Path) -> None:
    from denorm.cli import parse_args
    from denorm.cli.translate import workers

    big = tmp_path / "big.txt"
    big.write_bytes(SAMPLE.read_bytes() * (AUTO_MIN_BYTES // len(SAMPLE.read_bytes()) + 1))
    assert workers(parse_args(["translate", "-i", str(SAMPLE)])) == 1
    assert workers(parse_args(["translate", "-i", str(big)])) == auto_jobs(big.stat().st_size)
    assert workers(parse_args(["translate", "-i", str(big), "--lang", "auto"])) == 1
    assert workers(parse_args(["translate", "-i", str(big), "--format", "srt"])) == 1
    assert workers(parse_args(["translate", "-i", str(SAMPLE), "--jobs", "3"])) == 3
    assert workers(parse_args(["translate", "-i", str(big)]), threads=1) == 1  # --threads 1: one core in all
    assert workers(parse_args(["translate", "-i", str(big)]), threads=64) == auto_jobs(big.stat().st_size)
