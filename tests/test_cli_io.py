"""denorm.cli.io: `translate` and `tag` share their I/O flags and give the same clear errors (exit 2, no traceback)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.test_translate import fake_model  # noqa: F401 - the fixture

#: (arguments, words of the message): every command that reads and writes lines refuses these before it
#: loads a model, with exit status 2 and no traceback.
IO_ERRORS = [
    (["-i", "{tmp}/missing.txt"], "input file {tmp}/missing.txt does not exist"),
    (["-i", "{tmp}"], "input {tmp} is a folder"),
    (["-o", "{tmp}"], "output {tmp} is a folder"),
    (["-o", "{tmp}/no/such/dir/out.txt"], "folder {tmp}/no/such/dir does not exist"),
    (["-i", "{tmp}/in.txt", "-o", "{tmp}/in.txt"], "is the input file"),
    (["--chunk-lines", "0"], "--chunk-lines must be >= 1, got 0"),
    (["--chunk-lines", "-5"], "--chunk-lines must be >= 1, got -5"),
]
#: Flags of `tag` alone, checked as early.
TAG_ERRORS = [
    (["--batch-size", "0"], "--batch-size must be >= 1, got 0"),
    (["--threads", "-1"], "--threads must be >= 0, got -1"),
]
COMMANDS = ["translate", "tag"]


def command_args(command: str, tmp: Path, model: Path) -> list[str]:
    """The command with a model that would load (translate: the fake model) or that does not exist (tag:
    the error must come before the model is looked at, or its message would be about the model)."""
    if command == "translate":
        return ["translate", "--model", str(model), "--backend", "fake"]
    return ["tag", "--model", str(tmp / "no-tagger-here")]


CASES = [(c, a, w) for c in COMMANDS for a, w in IO_ERRORS] + [("tag", a, w) for a, w in TAG_ERRORS]


@pytest.mark.parametrize("command,args,words", CASES)
def test_io_errors_are_clear(fake_model: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],  # noqa: F811
                             command: str, args: list[str], words: str) -> None:
    from denorm.cli import main

    (tmp_path / "in.txt").write_text("hello\n")
    argv = command_args(command, tmp_path, fake_model) + [a.format(tmp=tmp_path) for a in args]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words.format(tmp=tmp_path) in err and "Traceback" not in err
    assert err.startswith("denorm: ")
    assert (tmp_path / "in.txt").read_text() == "hello\n"  # -i f -o f leaves f alone
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fake-en", "in.txt"]  # no temporary file left


@pytest.mark.parametrize("command", COMMANDS)
def test_unwritable_output(fake_model: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],  # noqa: F811
                           command: str) -> None:
    from denorm.cli import main

    if os.geteuid() == 0:
        target = "/proc/denorm-out.txt"  # root writes anywhere but there
    else:
        ro = tmp_path / "ro"
        ro.mkdir(mode=0o555)
        target = str(ro / "out.txt")
    assert main(command_args(command, tmp_path, fake_model) + ["-o", target]) == 2
    err = capsys.readouterr().err
    assert "cannot write" in err and "Traceback" not in err


@pytest.mark.parametrize("command", COMMANDS)
def test_same_io_flags(command: str) -> None:
    """Both commands take the I/O flags from one place: same names, defaults and choices."""
    from denorm import defaults
    from denorm.cli import build_parser

    parser = build_parser(command)
    sub = next(a for a in parser._actions if a.dest == "command").choices[command]
    flags = {a.dest: a for a in sub._actions}
    assert flags["format"].default == defaults.DEFAULT_FORMAT
    assert flags["format"].choices == ["text", "jsonl", "srt", "vtt"]
    assert flags["chunk_lines"].default == defaults.CHUNK_LINES
    assert flags["input"].option_strings == ["-i", "--input"] and flags["output"].option_strings == ["-o", "--output"]
    assert flags["quiet"].default is False


@pytest.mark.model
def test_missing_tagger_is_clear(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Good files, no model: the message is about the model (the file checks passed)."""
    from denorm.cli import main

    (tmp_path / "in.txt").write_text("hello\n")
    assert main(["tag", "--model", str(tmp_path / "none"), "-i", str(tmp_path / "in.txt"),
                 "-o", str(tmp_path / "out.txt")]) == 2
    err = capsys.readouterr().err
    assert "not a tagger model folder" in err and "Traceback" not in err
    assert not (tmp_path / "out.txt").exists()
