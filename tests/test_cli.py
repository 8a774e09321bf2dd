"""The one `denorm` command: every subcommand parses, aliases match, flags come from the options dataclasses."""

from __future__ import annotations

import argparse
import io
import json
import os
import re
import shlex
import subprocess
import sys
from dataclasses import MISSING, fields, replace
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

import pytest
from denorm.data.options import GenOptions

from denorm.cli import SUBCOMMANDS, build_parser, command_module, main, parse_args
from denorm.defaults import flag_name
from denorm.options import TranslateOptions
from tests.test_translate import fake_model  # noqa: F401 - the fixture

REPO = Path(__file__).resolve().parents[1]
SAMPLES = REPO / "data_gen" / "samples"
#: Libraries `denorm --help` and every `denorm <command> --help` must not import.
HEAVY = ("torch", "fairseq", "ctranslate2", "sentencepiece", "matplotlib", "fastapi", "uvicorn", "langid")


# -- every subcommand -------------------------------------------------------------------------------

#: (argv, text its --help must show): every registered command, and the actions of `denorm data`.
HELP_CASES = [([name], f"usage: denorm {name}") for name in SUBCOMMANDS] + [
    (["data", "make"], "--domain-weights"),
    (["data", "verbalize"], "--entities"),
    (["data", "check-labels"], "--min-rate"),
    (["translate"], "--guard {fallback,warn,off}"),
    (["train"], "--warmup-updates"),
]


@pytest.mark.parametrize("argv,expected", HELP_CASES, ids=[" ".join(a) for a, _ in HELP_CASES])
def test_every_subcommand_parses_help(argv: list[str], expected: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main([*argv, "--help"])
    assert exc.value.code == 0
    assert expected in capsys.readouterr().out


def test_registry_modules_follow_the_protocol() -> None:
    for name in SUBCOMMANDS:
        module = command_module(name)
        assert isinstance(module.HELP, str) and module.HELP and "\n" not in module.HELP, name
        assert callable(module.add_arguments) and callable(module.run), name


def test_overview_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert all(re.search(rf"^\s+{re.escape(name)}\b", out, re.M) for name in SUBCOMMANDS)
    assert main([]) == 2  # no command: the overview on stderr
    with pytest.raises(SystemExit) as exc:
        main(["no-such-command"])
    assert exc.value.code == 2


def test_help_imports_no_heavy_library() -> None:
    """`denorm --help` and every `denorm <command> --help` load no torch, fairseq, CTranslate2..."""
    code = ("import sys, contextlib, io\n"
            "from denorm.cli import SUBCOMMANDS, main\n"
            "for argv in [[], *([n] for n in SUBCOMMANDS)]:\n"
            "    with contextlib.redirect_stdout(io.StringIO()), contextlib.suppress(SystemExit):\n"
            "        main([*argv, '--help'])\n"
            f"print(sorted({{m.split('.')[0] for m in sys.modules}} & set({HEAVY!r})))\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, check=True)
    assert proc.stdout.strip() == "[]", proc.stdout


#: (guard arguments, expected report line) of `denorm guard`: correct pairs never fall back.
GUARD_CASES = [
    (["--lang", "en", "--limit", "5", "--variants", "1"], "guard false-fallback rate en: 0/5 = 0.00%"),
    (["--lang", "de", "--test", "{tmp}/pairs"], "guard false-fallback rate de: 0/2 = 0.00%"),
]


@pytest.mark.parametrize("args,expected", GUARD_CASES)
def test_guard_command(args: list[str], expected: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "pairs.spoken").write_text("am neunten november\num vier uhr\n", encoding="utf-8")
    (tmp_path / "pairs.written").write_text("Am 9. November.\nUm vier Uhr.\n", encoding="utf-8")
    assert main(["guard", *[a.format(tmp=tmp_path) for a in args]]) == 0
    assert capsys.readouterr().out.startswith(expected)


# -- aliases ----------------------------------------------------------------------------------------

def _run(fn: Any, argv: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
         stdin: str = "") -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    try:
        code = fn(argv)
    except SystemExit as exc:  # argparse errors of `denorm <command>`
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def _eval_files(tmp_path: Path) -> dict[str, str]:
    files = {"hyp": ["Meet me at 4:30 pm.", "", "hello world"], "ref": ["Meet me at 4:30 PM.", "", "Hello, world."],
             "short": ["one line"]}
    paths = {}
    for name, lines in files.items():
        paths[name] = str(tmp_path / f"{name}.txt")
        Path(paths[name]).write_text("".join(x + "\n" for x in lines), encoding="utf-8")
    return paths


#: (arguments with {file} placeholders, exit code): table, JSON, systems, metric list, bad input, bad usage.
EVAL_CASES = [
    (["{hyp}", "{ref}"], 0),
    (["{hyp}", "{ref}", "--json", "--metrics", "wer,cwer"], 0),
    (["--system", "a={hyp}", "--system", "b={ref}", "{ref}", "--lang", "de"], 0),
    (["--list-metrics"], 0),
    (["{short}", "{ref}"], 1),  # line counts differ
    (["{hyp}"], 2),  # REF missing
]


@pytest.mark.parametrize("args,code", EVAL_CASES)
def test_denorm_eval_alias_is_denorm_eval(args: list[str], code: int, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from denorm.eval.cli import main as alias

    argv = [a.format(**_eval_files(tmp_path)) for a in args]
    got = _run(alias, argv, capsys, monkeypatch)
    assert got[0] == code
    assert _run(main, ["eval", *argv], capsys, monkeypatch) == got


#: (action arguments, stdin, exit code) of `denorm-data` / `denorm data`.
DATA_CASES = [
    (["verbalize", "--lang", "en"], "Meet me at 4:30 PM on 9 November.\n\n$3.50 each\n", 0),
    (["verbalize", "--lang", "de", "--entities", "--seed", "7"], "Am 9. November um 16:30 Uhr.\n", 0),
    (["--lang", "en", "--corpus", "{tmp}/missing.txt", "--out", "{tmp}/out"], "", 2),
    (["--lang", "en", "--corpus", "{samples}/en.txt", "--out", "{tmp}/out", "--variants", "0"], "", 2),
    (["--lang", "xx", "--corpus", "{samples}/en.txt", "--out", "{tmp}/out"], "", 2),
]


@pytest.mark.parametrize("args,stdin,code", DATA_CASES)
def test_denorm_data_alias_is_denorm_data(args: list[str], stdin: str, code: int, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from denorm.data.cli import main as alias

    argv = [a.format(tmp=tmp_path, samples=SAMPLES) for a in args]
    got = _run(alias, argv, capsys, monkeypatch, stdin)
    assert got[0] == code
    again = _run(main, ["data", *argv], capsys, monkeypatch, stdin)
    # argparse names the program in its usage and error lines; everything else is the same
    assert again == (got[0], got[1], got[2].replace("denorm-data", "denorm data"))


def test_data_make_alias_writes_the_same_files(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from denorm.data.cli import main as alias

    common = ["--lang", "en", "--corpus", str(SAMPLES / "en.txt"), "--valid-size", "20", "--test-size", "20",
              "--variants", "2", "--no-progress"]
    assert _run(alias, [*common, "--out", str(tmp_path / "a")], capsys, monkeypatch)[0] == 0
    assert _run(main, ["data", "make", *common, "--out", str(tmp_path / "b")], capsys, monkeypatch)[0] == 0
    files = sorted(p.name for p in (tmp_path / "a").iterdir())
    assert "train.spoken" in files and files == sorted(p.name for p in (tmp_path / "b").iterdir())
    timing = ("seconds", "pairs_per_s", "cpu_seconds", "pairs_per_cpu_s")
    for name in files:
        a, b = ((tmp_path / d / name).read_text(encoding="utf-8") for d in "ab")
        if name == "stats.json":  # the same but for the timings
            a, b = ({k: v for k, v in json.loads(x).items() if k not in timing} for x in (a, b))
        assert a == b, name


def test_console_scripts_point_at_the_commands() -> None:
    scripts = {ep.name: ep.value for ep in entry_points(group="console_scripts") if ep.name.startswith("denorm")}
    assert scripts == {"denorm": "denorm.cli:main", "denorm-data": "denorm.data.cli:main",
                       "denorm-eval": "denorm.eval.cli:main"}


@pytest.mark.parametrize("script,command", [("denorm-eval", ["denorm", "eval"]), ("denorm-data", ["denorm", "data"])])
def test_installed_alias_scripts(script: str, command: list[str], tmp_path: Path) -> None:
    """The installed scripts, as a user runs them: same output and exit code."""
    bin_dir = Path(sys.executable).parent
    if not (bin_dir / script).exists():
        pytest.skip(f"{script} is not installed next to {sys.executable}")
    files = _eval_files(tmp_path)
    args = [files["hyp"], files["ref"], "--json"] if script == "denorm-eval" else ["verbalize", "--lang", "ru"]
    stdin = "" if script == "denorm-eval" else "В 1975 году.\n"
    runs = [subprocess.run([str(bin_dir / exe[0]), *exe[1:], *args], input=stdin, capture_output=True,
                           text=True, cwd=REPO) for exe in ([script], command)]
    assert runs[0].returncode == runs[1].returncode == 0
    assert runs[0].stdout == runs[1].stdout and runs[0].stdout.strip()


# -- options dataclasses and their flags ------------------------------------------------------------

#: (options dataclass, argv of the command that takes it, a valid non-default value for fields whose
#: type and choices give none).
OPTION_COMMANDS = [
    (TranslateOptions, ["translate"], {"casing_words": "words.txt"}),
    (GenOptions, ["data", "make", "--lang", "en", "--corpus", "c.txt", "--out", "o"],
     {"domain_weights": "narrative=2"}),
]


def _other_value(f: Any, default: Any, samples: dict[str, Any]) -> tuple[list[str], Any]:
    """Arguments that set field `f` to a valid value other than its default, and that value."""
    if isinstance(default, bool):
        return [flag_name(f.name, default)], not default
    if f.name in samples:
        value = samples[f.name]
    elif "choices" in f.metadata:
        value = next(c for c in f.metadata["choices"] if c != default)
    elif isinstance(default, float):
        value = round(default + 0.1, 2)
    else:
        value = default + 1
    return [flag_name(f.name, default), str(value)], value


@pytest.mark.parametrize("cls,argv,samples", OPTION_COMMANDS, ids=[c.__name__ for c, _, _ in OPTION_COMMANDS])
def test_flags_are_the_options_fields(cls: type, argv: list[str], samples: dict[str, Any]) -> None:
    """Every field has one flag whose default is the field's default and whose help is the field's;
    each flag sets its field; the dataclass's defaults validate."""
    from denorm.defaults import options_from_args

    parser = build_parser(argv[0])
    sub = parser._subparsers._group_actions[0].choices[argv[0]]  # type: ignore[union-attr]
    if argv[0] == "data":
        sub = sub._subparsers._group_actions[0].choices[argv[1]]  # type: ignore[union-attr]
    actions = {a.dest: a for a in sub._actions}
    base = cls()
    defaults = parser.parse_args(argv)
    assert options_from_args(cls, defaults) == base
    for f in fields(cls):
        default = getattr(base, f.name)
        assert f.default is not MISSING and f.default == default, f.name
        action = actions[f.name]
        assert flag_name(f.name, default) in action.option_strings, f.name
        assert action.default == default and getattr(defaults, f.name) == default, f.name
        assert f.metadata["help"] in action.help, f.name
        extra, value = _other_value(f, default, samples)
        got = options_from_args(cls, parser.parse_args([*argv, *extra]))
        assert got == replace(base, **{f.name: value}), f.name


#: (options dataclass, field values that must be refused)
INVALID_OPTIONS = [
    (TranslateOptions, {"fillers": "maybe"}), (TranslateOptions, {"beam": 0}),
    (TranslateOptions, {"window_words": 1}), (TranslateOptions, {"overlap_words": -1}),
    (TranslateOptions, {"threads": -2}), (TranslateOptions, {"device": "tpu"}),
    (GenOptions, {"variants": 0}), (GenOptions, {"entity_share": 1.0}), (GenOptions, {"jobs": 0}),
    (GenOptions, {"domain_weights": "narrative"}),
]


@pytest.mark.parametrize("cls,values", INVALID_OPTIONS)
def test_options_refuse_invalid_values(cls: type, values: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        cls(**values)


def test_translate_cli_reports_invalid_options(fake_model: Path, capsys: pytest.CaptureFixture[str]) -> None:  # noqa: F811
    assert main(["translate", "--model", str(fake_model), "--backend", "fake", "--window-words", "1"]) == 2
    assert "window_words must be >= 2" in capsys.readouterr().err


def test_denormalizer_takes_options_or_field_overrides(fake_model: Path) -> None:  # noqa: F811
    from denorm import Denormalizer

    options = TranslateOptions(backend="fake", guard="off", fillers="keep", window_words=9, overlap_words=3)
    by_options = Denormalizer.from_dir(fake_model, options)
    by_keywords = Denormalizer.from_dir(fake_model, backend="fake", guard="off", fillers="keep", window_words=9,
                                        overlap_words=3)
    assert by_options.options == by_keywords.options == options
    assert Denormalizer.from_dir(fake_model, options, guard="warn").options == replace(options, guard="warn")
    line = "uh twenty one " * 12
    assert by_options(line) == by_keywords(line)
    with pytest.raises(TypeError):
        Denormalizer.from_dir(fake_model, backend="fake", no_such_option=1)
    with pytest.raises(ValueError):
        Denormalizer.from_dir(fake_model, backend="fake", fillers="maybe")


def test_make_pairs_takes_options_or_field_overrides(tmp_path: Path) -> None:
    from denorm.data.clean import read_corpus
    from denorm.data.pipeline import make_pairs

    lines = read_corpus(SAMPLES / "en.txt")[:120]
    options = GenOptions(seed=7, variants=2, valid_size=10, test_size=10, labels=False)
    a = make_pairs(lines, "en", tmp_path / "a", options)
    b = make_pairs(lines, "en", tmp_path / "b", seed=7, variants=2, valid_size=10, test_size=10, labels=False)
    assert a.options == b.options == options.to_dict()
    for name in ("train.spoken", "train.written", "test.spoken", "valid.written"):
        assert (tmp_path / "a" / name).read_text() == (tmp_path / "b" / name).read_text(), name
    assert not (tmp_path / "a" / "train.labels.jsonl").exists()
    with pytest.raises(TypeError):
        make_pairs(lines, "en", tmp_path / "c", no_such_option=1)


# -- the Makefile calls only `denorm` ---------------------------------------------------------------

#: make target (with variables) -> the `denorm` command its recipe runs.
MAKE_TARGETS = [
    (["demo"], "demo"), (["corpus", "LANG=de"], "corpus"), (["corpus-samples"], "corpus-samples"),
    (["data", "LANG=de", "DOMAIN_WEIGHTS=narrative=2"], "data"), (["bpe"], "bpe"), (["bin"], "bin"),
    (["train", "MAX_UPDATE=5", "TRAIN_ARGS=--num-workers 0"], "train"), (["average"], "average"),
    (["export", "METRICS=m.json"], "export"), (["evaluate-model"], "evaluate-model"), (["ship"], "export"),
    (["smoke"], "smoke"), (["param-count"], "param-count"), (["evaluate", "HYP=h.txt"], "eval"),
]


@pytest.mark.parametrize("target,command", MAKE_TARGETS, ids=[t[0] for t, _ in MAKE_TARGETS])
def test_make_targets_run_denorm_commands_that_parse(target: list[str], command: str) -> None:
    """`make -n TARGET`: the recipe runs `.venv/bin/denorm COMMAND ...`, no `python -m denorm.x` or old
    script, and every `denorm` call's arguments parse."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("MAKE")}
    proc = subprocess.run(["make", "-n", "--no-print-directory", *target], cwd=REPO, capture_output=True,
                          text=True, env=env, check=True)
    lines = [x for x in proc.stdout.replace("\\\n", " ").splitlines() if re.search(r"\bdenorm\b", x)]
    calls = [x.split("/denorm ", 1)[1] for x in lines if "/denorm " in x and "pip" not in x]
    # prerequisites may run other commands first (`make data` builds a missing corpus)
    assert command in {c.split()[0] for c in calls}, lines
    assert not [x for x in lines if re.search(r"-m denorm\.|denorm-(data|eval)\b", x)], lines
    for call in calls:  # the target's own command and any prerequisite's (a missing corpus is built first)
        args = parse_args(shlex.split(call))
        assert isinstance(args, argparse.Namespace) and args.command in SUBCOMMANDS and args._run


# -- translate loads no training stack --------------------------------------------------------------

@pytest.mark.model
def test_translate_imports_no_torch(tmp_path: Path) -> None:
    """`denorm translate` with the shipped model (CTranslate2): one line in, one out, no torch or fairseq."""
    code = ("import sys, io\n"
            "from denorm.cli import main\n"
            "sys.stdin = io.TextIOWrapper(io.BytesIO(b'meet me at four thirty p m\\n'))\n"
            "rc = main(['translate', '--lang', 'en', '--quiet', '-o', sys.argv[1]])\n"
            "print(rc, sorted({m.split('.')[0] for m in sys.modules} & {'torch', 'fairseq'}))\n")
    out = tmp_path / "out.txt"
    proc = subprocess.run([sys.executable, "-c", code, str(out)], capture_output=True, text=True, cwd=REPO,
                          check=True)
    assert proc.stdout.strip() == "0 []", proc.stdout + proc.stderr
    assert len(out.read_text(encoding="utf-8").splitlines()) == 1
