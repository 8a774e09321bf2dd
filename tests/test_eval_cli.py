"""End-to-end tests of `denorm-eval` (eval.cli.main): files, stdin, JSON, systems, errors, HTML report."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest
from denorm.eval.cli import main

REF = ["Und auch wer nur hier im Land operiert, zahlt nur zehn Prozent Steuern.", "", "Meet me at 4:30 PM."]
HYP = ["Und auch wer nur hier im Land operiert zahlt nur 10 % Steuern.", "", "meet me at <b>4:30</b> pm"]


def _write(path: Path, lines: list[str]) -> str:
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    return str(path)


@pytest.fixture
def files(tmp_path: Path) -> tuple[str, str]:
    return _write(tmp_path / "hyp.txt", HYP), _write(tmp_path / "ref.txt", REF)


def test_table(files, capsys) -> None:
    hyp, ref = files
    assert main([hyp, ref, "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert "uWER" in out and "hyp.txt" in out and "3 sentences" in out
    assert "signature: denorm-eval|lang:de|tok:denorm-v1|cwer:count-ins|case:mixed|" in out


def test_json(files, capsys) -> None:
    hyp, ref = files
    assert main([hyp, ref, "--json", "--metrics", "wer,pwer,bleu"]) == 0
    data = json.loads(capsys.readouterr().out)
    metrics = data["systems"]["hyp.txt"]["metrics"]
    assert set(metrics) == {"wer", "pwer", "bleu"}
    assert metrics["pwer"]["errors"] == 2 and metrics["pwer"]["ref_count"] == 3  # [, .] [.] vs [.] []
    assert data["sentences"] == 3 and data["signature"].startswith("denorm-eval|lang:en|")


def test_stdin(files, capsys, monkeypatch) -> None:
    hyp, ref = files
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(Path(hyp).read_bytes())))
    assert main(["-", ref, "--json", "--metrics", "wer"]) == 0
    from_stdin = json.loads(capsys.readouterr().out)["systems"]["stdin"]["metrics"]["wer"]
    assert main([hyp, ref, "--json", "--metrics", "wer"]) == 0
    from_file = json.loads(capsys.readouterr().out)["systems"]["hyp.txt"]["metrics"]["wer"]
    assert from_stdin == from_file
    import subprocess  # the real thing: a process reading its stdin

    root = Path(__file__).resolve().parents[1]
    proc = subprocess.run([sys.executable, "-m", "denorm.eval.cli", "-", ref, "--json", "--metrics", "wer"], cwd=root,
                          input=Path(hyp).read_bytes(), capture_output=True, check=True)
    assert json.loads(proc.stdout)["systems"]["stdin"]["metrics"]["wer"] == from_file


def test_systems_side_by_side(files, capsys) -> None:
    hyp, ref = files
    assert main(["--system", f"model={hyp}", "--system", f"oracle={ref}", ref, "--metrics", "wer,cap"]) == 0
    out = capsys.readouterr().out
    header = out.splitlines()[0].split()
    assert header == ["metric", "model", "oracle"]
    assert "0.00 (0/" in out
    assert main(["--system", f"model={hyp}", "--ref", ref, "--metrics", "wer"]) == 0


def test_line_count_mismatch(tmp_path, files, capsys) -> None:
    _, ref = files
    short = _write(tmp_path / "short.txt", ["a", "b"])
    assert main([short, ref]) == 1
    err = capsys.readouterr().err
    assert "short.txt has 2 lines" in err and "ref.txt has 3 lines" in err


def test_invalid_utf8(tmp_path, files, capsys) -> None:
    _, ref = files
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"fine\nbroken \xff here\nfine\n")
    assert main([str(bad), ref]) == 1
    err = capsys.readouterr().err
    assert "bad.txt:2: invalid UTF-8" in err and "Traceback" not in err


def test_empty_lines_and_crlf(tmp_path, capsys) -> None:
    hyp = tmp_path / "h"
    ref = tmp_path / "r"
    hyp.write_bytes(b"a\r\n\r\nb\r\n")
    ref.write_bytes(b"a\n\nb")  # no final newline: still three lines
    assert main([str(hyp), str(ref), "--json", "--metrics", "wer,sentence"]) == 0
    metrics = json.loads(capsys.readouterr().out)["systems"]["h"]["metrics"]
    assert metrics["wer"]["errors"] == 0 and metrics["sentence"]["ref_count"] == 3


@pytest.mark.parametrize("argv,code,message", [
    (["only_one_file"], 2, "expected HYP REF"),
    (["--metrics", "wer,nope", "{hyp}", "{ref}"], 1, "unknown metric"),
    (["--metrics", "entity", "{hyp}", "{ref}"], 1, "needs entity annotations"),
    (["{hyp}", "/nonexistent/ref.txt"], 1, "cannot read /nonexistent/ref.txt"),
    (["--system", "a={hyp}", "--system", "a={ref}", "{ref}"], 2, "system names must differ"),
    (["-", "-"], 2, "only one input can be read from stdin"),
])
def test_usage_errors(files, capsys, argv, code, message) -> None:
    hyp, ref = files
    assert main([a.format(hyp=hyp, ref=ref) for a in argv]) == code
    assert message in capsys.readouterr().err


def test_entities_file(tmp_path, capsys) -> None:
    ref = "Meet me at 4:30 PM."
    start = ref.index("4:30 PM")
    ents = {"entities": [{"class": "time", "written": "4:30 PM", "spoken": "four thirty p m",
                          "start": start, "end": start + 7}]}
    r = _write(tmp_path / "test.written", [ref, "No entity here."])
    e = _write(tmp_path / "test.entities.jsonl", [json.dumps(ents), json.dumps({"entities": []})])
    h = _write(tmp_path / "hyp", ["Meet me at 4:30 PM.", "no entity here"])
    assert main([h, r, "--entities", e, "--json"]) == 0
    entity = json.loads(capsys.readouterr().out)["systems"]["hyp"]["metrics"]["entity"]
    assert entity["classes"]["time"] == {"correct": 1, "total": 1, "accuracy": 100.0}
    bad = _write(tmp_path / "bad.jsonl", [json.dumps(ents), "{oops"])
    assert main([h, r, "--entities", bad]) == 1
    assert "bad.jsonl:2:" in capsys.readouterr().err


def test_report(files, tmp_path, capsys) -> None:
    hyp, ref = files
    out = tmp_path / "report"
    assert main(["--system", f"a={hyp}", "--system", f"b={ref}", ref, "--report", str(out)]) == 0
    page = (out / "index.html").read_text(encoding="utf-8")
    png = (out / "error_rates.png").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    assert "error_rates.png" in page
    assert "&lt;b&gt;4:30" in page and "<b>4:30" not in page  # hypothesis text is escaped
    assert "<del>" in page and "<ins>" in page
    assert "No sentence has an error." in page  # system b is the reference itself


def test_list_metrics_and_help(capsys) -> None:
    assert main(["--list-metrics"]) == 0
    out = capsys.readouterr().out
    assert "cwer" in out and "hallucinated" in out
    assert main(["--help"]) == 0
    assert "Spitch" in capsys.readouterr().out


def test_no_heavy_imports() -> None:
    import subprocess

    code = ("import sys, denorm.eval, denorm.eval.cli, denorm.eval.report; denorm.eval.evaluate(['a'], ['a']); "
            "heavy = [m for m in ('torch', 'fairseq', 'denorm.api', 'denorm.recipes', 'matplotlib') "
            "if m in sys.modules]; "
            "assert not heavy, heavy")
    root = Path(__file__).resolve().parents[1]
    subprocess.run([sys.executable, "-c", code], check=True, cwd=root)
