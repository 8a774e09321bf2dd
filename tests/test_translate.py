"""translate: line contract, long lines, guard, formats and CLI, with fake backends and the smoke model."""

from __future__ import annotations

import json
from pathlib import Path
from typing import ClassVar

import pytest

from denorm.backends import BACKENDS
from denorm.backends.base import Backend

UNITS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "twenty": "0"}


class FakeBackend(Backend):
    """Identity-like model on whitespace 'pieces': capital first word, period at the end."""

    name: ClassVar[str] = "fake"

    def encode(self, texts: list[str]) -> list[list[str]]:
        return [t.split() for t in texts]

    def decode(self, pieces: list[str]) -> str:
        return " ".join(pieces)

    def rule(self, words: list[str]) -> list[str]:
        return list(words)

    def translate_pieces(self, batch: list[list[str]]) -> list[list[str]]:
        out = []
        for words in batch:
            w = self.rule(list(words))
            if w:
                w[0] = w[0][:1].upper() + w[0][1:]
                w[-1] += "."
            out.append(w)
        return out


class DropBackend(FakeBackend):
    """Hallucinates: silently drops every 'banana'."""

    name = "fake-drop"

    def rule(self, words: list[str]) -> list[str]:
        return [w for w in words if w != "banana"]


class NumberBackend(FakeBackend):
    """'twenty X' -> '2X' (one written token for two spoken words)."""

    name = "fake-num"

    def rule(self, words: list[str]) -> list[str]:
        out, i = [], 0
        while i < len(words):
            if words[i] == "twenty" and i + 1 < len(words) and words[i + 1] in UNITS:
                out.append("2" + UNITS[words[i + 1]])
                i += 2
            else:
                out.append(words[i])
                i += 1
        return out


@pytest.fixture()
def fake_model(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    for cls in (FakeBackend, DropBackend, NumberBackend):
        monkeypatch.setitem(BACKENDS, cls.name, f"tests.test_translate:{cls.__name__}")
    d = tmp_path / "fake-en"
    d.mkdir()
    (d / "denorm.json").write_text(json.dumps({
        "format_version": 1, "language": "en", "architecture": "fake", "files": {},
        "max_source_positions": 1024, "max_target_positions": 1024, "toolkit_version": "test"}))
    return d


def word(i: int) -> str:
    """A distinct letters-only word for every i ("ba", "bb", ...)."""
    out = ""
    while True:
        out = "abcdefghijklmnopqrstuvwxyz"[i % 26] + out
        i //= 26
        if not i:
            return "w" + out


def denormalizer(model: Path, backend: str = "fake", **kw: object):
    from denorm import Denormalizer

    return Denormalizer.from_dir(model, backend=backend, **kw)


LONG = " ".join(["alpha", "beta", "gamma", "delta", "banana"][i % 4] + str(i % 7).replace(str(i % 7), "")
                for i in range(5000))
#: Adversarial lines: (input, expected output with the identity-like fake model)
ADVERSARIAL = [
    ("", ""),
    ("   ", "   "),
    ("meet me at four thirty", "Meet me at four thirty."),
    ("tab\tseparated words", "Tab separated words."),
    ("bell\x07 and nul\x00 inside", "Bell\x07 and nul\x00 inside."),
    ("emoji 😀 in the middle", "Emoji 😀 in the middle."),
    ("glued😀emoji", "Glued😀emoji."),
    ("family 👨\u200d👩\u200d👧 emoji", "Family 👨\u200d👩\u200d👧 emoji."),
    ("mixed שלום עולם in a line", "Mixed שלום עולם in a line."),
    ("שלום עולם מה שלומך", "שלום עולם מה שלומך"),  # other script: passes through unchanged
    ("مرحبا بالعالم", "مرحبا بالعالم"),
    ("你好世界 hello", "你好世界 Hello."),  # fewer foreign than native letters: cut out, put back
    ("replacement \ufffd char", "Replacement \ufffd char."),
    ("form\x0cfeed and line\u2028separator", "Form\x0cfeed and line\u2028separator."),
]


def test_adversarial_lines_identity(fake_model: Path) -> None:
    d = denormalizer(fake_model)
    results = d.translate([x for x, _ in ADVERSARIAL])
    assert len(results) == len(ADVERSARIAL)
    for (_, expected), r in zip(ADVERSARIAL, results, strict=True):
        assert r.output == expected


def test_already_formatted_text_is_normalized_first(fake_model: Path) -> None:
    """The model reads formatted input in the spoken alphabet; what the input had right comes back."""
    from denorm.text.normalize import normalize_line

    assert normalize_line("Meet me at 4:30 PM, OK?", "en").spoken == "meet me at four thirty p m o k"
    d = denormalizer(fake_model)
    assert d("Meet me at 4:30 PM, OK?") == "Meet me at 4:30 PM, OK?"


def test_call_and_batch(fake_model: Path) -> None:
    d = denormalizer(fake_model)
    assert d("one\n\ntwo") == "One.\n\nTwo."
    assert d.batch(["a b", "", "c\nd"]) == ["A b.", "", "C.\nD."]


@pytest.mark.parametrize("words,window,overlap", [(10000, 100, 24), (1000, 10, 4), (333, 37, 11)])
def test_long_line_comes_back_whole(fake_model: Path, words: int, window: int, overlap: int) -> None:
    d = denormalizer(fake_model, window_words=window, overlap_words=overlap, guard="off")
    text = " ".join(word(i) for i in range(words))
    out = d(text)
    assert out.rstrip(".").lower().split() == text.split()


def test_numbers_across_window_joins(fake_model: Path) -> None:
    d = denormalizer(fake_model, backend="fake-num", window_words=9, overlap_words=4)
    text = " ".join(["twenty", "five", "apples", "and"] * 50)
    assert d(text) == (" ".join(["25 apples and"] * 50))[:1].upper() + (" ".join(["25 apples and"] * 50))[1:] + "."
    assert d.stats.fallback_lines == 0


def test_guard_falls_back_on_a_dropped_word(fake_model: Path) -> None:
    d = denormalizer(fake_model, backend="fake-drop")
    assert d("i like a banana a lot") == "I like a banana a lot."  # fallback: input with capital and period
    assert d.stats.fallback_lines == 1
    assert d("i like apples") == "I like apples."  # correct output is kept
    assert d.stats.fallback_lines == 1
    w = denormalizer(fake_model, backend="fake-drop", guard="warn")
    assert w("i like a banana a lot") == "I like a a lot."
    assert w.stats.warned_lines == 1
    off = denormalizer(fake_model, backend="fake-drop", guard="off")
    assert off("i like a banana a lot") == "I like a a lot."


def test_guard_fallback_is_local_on_long_lines(fake_model: Path) -> None:
    d = denormalizer(fake_model, backend="fake-drop", window_words=20, overlap_words=6)
    words = [word(i) for i in range(200)]
    words[105] = "banana"
    out = d(" ".join(words)).split()
    assert out[105] == "banana"
    assert [w.rstrip(".").lower() for w in out] == words
    assert d.stats.fallback_lines == 1 and 1 <= d.stats.fallback_segments <= 2


def test_cli_line_contract_and_invalid_utf8(fake_model: Path, tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    from denorm.cli import main

    inp, out = tmp_path / "in.txt", tmp_path / "out.txt"
    lines = [x.encode() for x, _ in ADVERSARIAL] + [b"bad \xff\xfe bytes", LONG.encode(), b"crlf line\r"]
    inp.write_bytes(b"\n".join(lines) + b"\n")
    assert main(["translate", "--model", str(fake_model), "--backend", "fake", "-i", str(inp),
                 "-o", str(out), "--chunk-lines", "5"]) == 0
    got = out.read_bytes().split(b"\n")
    assert got[-1] == b"" and len(got) - 1 == len(lines)
    assert got[len(ADVERSARIAL)] == "Bad \ufffd\ufffd bytes.".encode()
    assert got[-2] == b"Crlf line.\r"
    err = capsys.readouterr().err
    assert f"line {len(ADVERSARIAL) + 1}: invalid UTF-8" in err
    assert "0 fallbacks" in err and "lang en" in err


def test_cli_jsonl(fake_model: Path, tmp_path: Path) -> None:
    from denorm.cli import main

    inp, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    inp.write_text('{"text": "hello there", "id": 7}\n\nnot json\n{"text": "a\\nb"}\n')
    assert main(["translate", "--model", str(fake_model), "--backend", "fake", "--format", "jsonl",
                 "-i", str(inp), "-o", str(out), "--quiet"]) == 0
    got = out.read_text().split("\n")
    assert len(got) == 5 and got[1] == "" and got[4] == ""
    assert json.loads(got[0]) == {"text": "hello there", "id": 7, "output": "Hello there.", "guard": "ok",
                                  "alignment": {"version": 1, "pieces": [["Hello", [0]], ["there.", [1]]]}}
    assert json.loads(got[2])["guard"] == "error"
    assert json.loads(got[3])["output"] == "A.\nB."


def test_cli_without_model_says_where_it_looked(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    from denorm import defaults
    from denorm.cli import main

    monkeypatch.setenv("DENORM_MODELS", str(tmp_path / "nowhere"))
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr(defaults, "PACKAGED_MODELS", tmp_path / "packaged")
    assert main(["translate", "--lang", "xx"]) == 2
    err = capsys.readouterr().err
    assert "no denorm model for language 'xx'" in err and str(tmp_path / "nowhere" / "xx") in err
    assert "Traceback" not in err and "make" in err


# -- the smoke model ---------------------------------------------------------------------------------
SMOKE_LINES = ["meet me at four thirty p m on the ninth of november", "", "the the meeting starts at ten",
               "it costs twenty five dollars", "Meet me at 4:30 PM.", "emoji 😀 here", "שלום עולם",
               "bad \ufffd byte", "ctrl\x07char", " ".join(["we talked about the plan"] * 1000)]


@pytest.fixture(scope="module")
def smoke_backends(smoke_model: Path) -> dict:
    """Both backends on the same smoke model folder (loaded once for this module)."""
    from denorm import Denormalizer

    return {b: Denormalizer.from_dir(smoke_model, backend=b) for b in ("ctranslate2", "fairseq")}


@pytest.mark.parametrize("backend", ["ctranslate2", "fairseq"])
def test_smoke_model_line_contract(smoke_backends: dict, backend: str) -> None:
    from denorm.align import align
    from denorm.text.normalize import normalize_line

    d = smoke_backends[backend]
    results = d.translate(SMOKE_LINES)
    assert len(results) == len(SMOKE_LINES)
    assert results[1].output == "" and results[6].output == "שלום עולם"
    assert "😀" in results[5].output and "\x07" in results[8].output
    assert results[-1].windows >= 50
    for r in results:
        assert "\n" not in r.output
        if r.guard == "ok":  # whatever the tiny model does, what passes the guard lost and invented nothing
            n = normalize_line(r.text, d.lang)
            assert not align(r.output, n.words, d.lang).edits


def _decode_all(backend: Backend, lines: list[str]) -> list[str]:
    pieces = backend.encode(lines)
    return [backend.decode(h) for h in backend.translate_pieces(pieces)]


def test_smoke_model_backends_agree(smoke_model: Path, smoke_backends: dict, tmp_path: Path,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Greedy CTranslate2 float32 = fairseq on >= 99% of lines; the shipped int8 at equal WER."""
    import jiwer
    from denorm.data.pipeline import sample_pairs
    from denorm.recipes.export import convert_ctranslate2

    from denorm.backends import ct2
    from denorm.modelcard import ModelCard

    lang = smoke_backends["ctranslate2"].lang
    pairs = sample_pairs(lang, variants=1, limit=80)
    lines, refs = [s for s, _ in pairs], [w for _, w in pairs]
    assert len(lines) >= 30
    card = ModelCard.load(smoke_model)
    out = convert_ctranslate2(card.file("fairseq_checkpoint"), card.file("dictionary"), tmp_path / "f32", "float32")
    card.files["ctranslate2"] = str(out)
    monkeypatch.setitem(ct2.COMPUTE_TYPES, "cpu", "float32")
    f32 = _decode_all(ct2.CTranslate2Backend(card), lines)
    ref = _decode_all(smoke_backends["fairseq"].backend, lines)
    int8 = _decode_all(smoke_backends["ctranslate2"].backend, lines)
    agree = sum(x == y for x, y in zip(f32, ref, strict=True)) / len(lines)
    assert agree >= 0.99, [(x, y) for x, y in zip(f32, ref, strict=True) if x != y][:3]
    assert abs(jiwer.wer(refs, int8) - jiwer.wer(refs, ref)) <= 0.03


def test_smoke_model_guard_catches_forged_hallucination(smoke_model: Path) -> None:
    from denorm import Denormalizer

    d = Denormalizer.from_dir(smoke_model)
    real = d.backend.translate_pieces
    d.backend.translate_pieces = lambda batch: [p[: len(p) // 2] for p in real(batch)]  # drop half
    line = "please send the report to the whole team before the meeting on friday"
    r = d.translate([line])[0]
    assert r.guard == "fallback" and r.output == line[0].upper() + line[1:] + "."
    assert d.stats.fallback_lines == 1 and "1 fallbacks" in d.report()


def test_smoke_model_cli(smoke_model: Path, tmp_path: Path) -> None:
    from denorm.cli import main

    inp, out = tmp_path / "in.txt", tmp_path / "out.txt"
    inp.write_bytes(b"\n".join(x.encode() for x, _ in ADVERSARIAL) + b"\nbad \xff byte\n")
    assert main(["translate", "--model", str(smoke_model), "-i", str(inp), "-o", str(out), "--quiet"]) == 0
    assert len(out.read_bytes().split(b"\n")) == len(ADVERSARIAL) + 2


def test_smoke_model_on_cuda_or_a_clear_error(smoke_model: Path) -> None:
    """--device cuda decodes where CTranslate2 sees a GPU, and fails at load with CUDA's reason where it does not
    (this project's machines have none, so the test runs both ways instead of skipping)."""
    import ctranslate2

    from denorm import Denormalizer

    if ctranslate2.get_cuda_device_count() > 0:
        assert len(Denormalizer.from_dir(smoke_model, device="cuda").batch(SMOKE_LINES)) == len(SMOKE_LINES)
    else:
        with pytest.raises(RuntimeError, match="CUDA"):
            Denormalizer.from_dir(smoke_model, device="cuda").batch(SMOKE_LINES)


def test_load_by_language_uses_the_search_path(fake_model: Path, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    from denorm import Denormalizer

    root = tmp_path / "models"
    root.mkdir()
    (root / "en").symlink_to(fake_model)
    monkeypatch.setenv("DENORM_MODELS", str(root))
    d = Denormalizer.load("en", engine="seq2seq", backend="fake")  # auto: the scored pipeline
    assert d.card.path == root / "en" and d("hello") == "Hello."


#: (input, output with fillers="drop", output with fillers="keep") with the identity-like fake model
HESITATION_CASES = [
    ("meet me at uh four thirty", "Meet me at four thirty.", "Meet me at uh four thirty."),
    ("uh um meet me", "Meet me.", "Uh um meet me."),
    ("meet me uhm", "Meet me.", "Meet me uhm."),
    ("uh", "uh", "Uh."),  # nothing else on the line: passes through unchanged, never an empty line
    ("uh uh", "uh uh", "Uh uh."),
    ("Uh, meet me at 4:30.", "Meet me at 4:30.", "Uh meet me at 4:30."),  # formatted input: 4:30 kept
    ("the er is full", "The er is full.", "The er is full."),  # "er" may be a word: never dropped
    ("summer umbrella", "Summer umbrella.", "Summer umbrella."),  # only whole tokens
    ("uh 😀 ok", "😀 Ok.", "Uh 😀 ok."),
    ("", "", ""),
]


@pytest.mark.parametrize("text,dropped,kept", HESITATION_CASES)
def test_hesitations_dropped_before_the_model(fake_model: Path, text: str, dropped: str, kept: str) -> None:
    assert denormalizer(fake_model).translate([text])[0].output == dropped
    assert denormalizer(fake_model, fillers="keep").translate([text])[0].output == kept


@pytest.mark.parametrize("lang,line,words", [
    ("de", "wir treffen uns äh um vier uhr", ["wir", "treffen", "uns", "um", "vier", "uhr"]),  # "um" stays
    ("de", "ähm ja", ["ja"]),
    ("ru", "ээ пять мм", ["пять", "мм"]),  # "мм" is also the written millimetre: kept
    ("ru", "эм ну да", ["ну", "да"]),
    ("ru", "он работает в эм ка эс", ["он", "работает", "в", "эм", "ка", "эс"]),  # the letter М of МКС
    ("ru", "эм вэ дэ", ["эм", "вэ", "дэ"]),
    ("ru", "он эм пришел", ["он", "пришел"]),
    ("ru", "эм и я", ["и", "я"]),  # a one-letter name ("и") is a word too: no evidence of spelling
    ("ru", "эм, ка эс", ["эм", "ка", "эс"]),  # punctuated input: marks stay out of the words
    ("ru", "так э встреча во вторник", ["так", "встреча", "во", "вторник"]),  # the short "э"
    ("ru", "э вэ эм была большой", ["э", "вэ", "эм", "была", "большой"]),  # the letter Э of ЭВМ
    ("en", "um UH uhm yes", ["yes"]),
])
def test_hesitations_per_language(lang: str, line: str, words: list[str]) -> None:
    from denorm.text.normalize import hesitations, normalize_line

    assert normalize_line(line, lang, drop=hesitations(lang)).words == words


def test_fillers_option_checked(fake_model: Path) -> None:
    with pytest.raises(ValueError, match="fillers"):
        denormalizer(fake_model, fillers="maybe")


# -- errors of the command line and files (issue 16) ----------------------------------------------------
CLI_ERRORS = [  # (arguments after the model, words of the message); every one exits 2 without a traceback
    (["-i", "{tmp}/missing.txt"], "does not exist"),
    (["-i", "{tmp}"], "is a folder"),
    (["-o", "{tmp}"], "is a folder"),
    (["-o", "{tmp}/no/such/dir/out.txt"], "does not exist"),
    (["-i", "{tmp}/in.txt", "-o", "{tmp}/in.txt"], "is the input file"),
    (["--window-words", "1"], "window_words must be >= 2"),
    (["--beam", "0"], "beam must be >= 1"),
    (["--threads", "-1"], "threads must be >= 0"),
    (["--chunk-lines", "0"], "--chunk-lines must be >= 1"),
]


@pytest.mark.parametrize("args,words", CLI_ERRORS)
def test_cli_errors_are_clear(fake_model: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                              args: list[str], words: str) -> None:
    from denorm.cli import main

    (tmp_path / "in.txt").write_text("hello\n")
    argv = ["translate", "--model", str(fake_model), "--backend", "fake"] + [a.format(tmp=tmp_path) for a in args]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err
    assert (tmp_path / "in.txt").read_text() == "hello\n"  # -i f -o f leaves f alone


def test_cli_unwritable_output(fake_model: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import os

    from denorm.cli import main

    if os.geteuid() == 0:
        target = "/proc/denorm-out.txt"  # root writes anywhere but there
    else:
        ro = tmp_path / "ro"
        ro.mkdir(mode=0o555)
        target = str(ro / "out.txt")
    assert main(["translate", "--model", str(fake_model), "--backend", "fake", "-o", target]) == 2
    err = capsys.readouterr().err
    assert "cannot write" in err and "Traceback" not in err


def test_cli_lang_in_any_case(fake_model: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from denorm.cli import main

    root = tmp_path / "models"
    root.mkdir()
    (root / "en").symlink_to(fake_model)
    monkeypatch.setenv("DENORM_MODELS", str(root))
    (tmp_path / "in.txt").write_text("hello\n")
    assert main(["translate", "--lang", "EN", "--backend", "fake", "-i", str(tmp_path / "in.txt"),
                 "-o", str(tmp_path / "out.txt"), "--quiet"]) == 0
    assert (tmp_path / "out.txt").read_text() == "Hello.\n"


@pytest.mark.model
def test_cli_cuda_without_a_gpu(capsys: pytest.CaptureFixture[str]) -> None:
    """The shipped model on --device cuda: a clear message and exit 2 where no GPU can run it."""
    import ctranslate2

    from denorm.cli import main

    if ctranslate2.get_cuda_device_count() > 0:
        pytest.skip("a GPU is here")
    assert main(["translate", "--lang", "en", "--device", "cuda"]) == 2
    err = capsys.readouterr().err
    assert "--device cuda cannot be used" in err and "--device cpu" in err and "Traceback" not in err


class FailingBackend(FakeBackend):
    """Fails in the middle of a run (after the first chunk was written)."""

    name = "fake-fail"
    calls = 0

    def translate_pieces(self, batch: list[list[str]]) -> list[list[str]]:
        FailingBackend.calls += 1
        if FailingBackend.calls > 1:
            raise OSError("disk on fire")
        return super().translate_pieces(batch)


def test_output_is_written_whole_or_not_at_all(fake_model: Path, tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from denorm.cli import main

    monkeypatch.setitem(BACKENDS, FailingBackend.name, "tests.test_translate:FailingBackend")
    inp, out = tmp_path / "in.txt", tmp_path / "out.txt"
    inp.write_text("first line\nsecond line\nthird line\n")
    out.write_text("the previous output\n")
    out.chmod(0o640)
    monkeypatch.setattr("denorm.api.MAX_FAILED_IN_A_ROW", 2)  # two failed lines in a row: the engine is broken
    FailingBackend.calls = 0
    assert main(["translate", "--model", str(fake_model), "--backend", "fake-fail", "-i", str(inp), "-o", str(out),
                 "--chunk-lines", "1", "--quiet"]) == 2
    assert out.read_text() == "the previous output\n"  # a failed run leaves the old file
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fake-en", "in.txt", "out.txt"]  # no temporary left
    assert main(["translate", "--model", str(fake_model), "--backend", "fake", "-i", str(inp), "-o", str(out),
                 "--chunk-lines", "1", "--quiet"]) == 0
    assert out.read_text() == "First line.\nSecond line.\nThird line.\n"
    assert out.stat().st_mode & 0o777 == 0o640  # the file it replaced keeps its permissions


@pytest.mark.parametrize("strict,status", [(False, 0), (True, 1)])
def test_a_line_that_fails_costs_that_line_only(fake_model: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str], strict: bool, status: int) -> None:
    """An error inside the engine on some lines: those lines come back unchanged with a warning naming them,
    every other line is processed; the exit status says so only under --strict."""
    from denorm.cli import main

    monkeypatch.setitem(BACKENDS, FailingBackend.name, "tests.test_translate:FailingBackend")
    inp = tmp_path / "in.txt"
    inp.write_text("first line\nsecond line\nthird line\n")
    FailingBackend.calls = 0
    assert main(["translate", "--model", str(fake_model), "--backend", "fake-fail", "-i", str(inp),
                 "--chunk-lines", "1"] + (["--strict"] if strict else [])) == status
    out, err = capsys.readouterr()
    assert out == "First line.\nsecond line\nthird line\n"
    assert "line 2: OSError: disk on fire; given back unchanged" in err and "line 3: OSError" in err
    assert "2 failed (given back unchanged)" in err and "Traceback" not in err


def test_cli_jsonl_errors_keep_the_line(fake_model: Path, tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    from denorm.cli import main

    inp, out = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    inp.write_text('{"text": "one\\ntwo", "id": 1}\n{bad json, "id": 2}\n{"id": 3, "text": 7}\n[4]\n'
                   '{"text": "i like a banana a lot", "id": 5}\n{"text": "x\\ud800y z", "id": 6}\n')
    assert main(["translate", "--model", str(fake_model), "--backend", "fake-drop", "--format", "jsonl",
                 "-i", str(inp), "-o", str(out)]) == 0
    raw = out.read_text().split("\n")
    got = [json.loads(x) for x in raw[:-1]]
    assert got[0] == {"text": "one\ntwo", "id": 1, "output": "One.\nTwo.", "guard": "ok",
                      "alignment": {"version": 1, "pieces": [["One.", [0]], ["Two.", [1]]]}}
    assert got[1]["input"] == '{bad json, "id": 2}' and got[1]["guard"] == "error" and "not JSON" in got[1]["error"]
    assert got[2]["id"] == 3 and got[2]["text"] == 7 and got[2]["guard"] == "error"
    assert got[3]["input"] == "[4]" and "not a JSON object" in got[3]["error"]
    assert got[4]["guard"] == "fallback"
    assert got[5]["text"] == "x\ud800y z" and "\\ud800" in raw[5]  # the escape is written back as an escape
    err = capsys.readouterr().err
    for no in (2, 3, 4):
        assert f"line {no}: " in err
    assert "guard: line 5:" in err  # the guard names the input line, not the count of texts before it


# -- batch() keeps every text whole, whatever line separator Python knows (issue 32) --------------------
#: Every character `str.splitlines` splits on except "\n" (the only line break of a text here).
SEPARATORS = ["\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"]


@pytest.mark.parametrize("sep", SEPARATORS)
def test_batch_splits_texts_on_newline_only(fake_model: Path, sep: str) -> None:
    d = denormalizer(fake_model)
    out = d.batch([f"one{sep}two", "three", f"four\nfive{sep}six"])
    assert len(out) == 3 and out[1] == "Three."
    assert "\n" not in out[0] and out[2].count("\n") == 1  # a line break only where the text had one
    assert out[0] == d(f"one{sep}two")


# -- the guard sees a dropped word wherever it falls, window boundaries included (issue 32) ---------------
@pytest.mark.parametrize("window, overlap", [(8, 2), (10, 4), (12, 0)])
def test_guard_catches_a_drop_at_every_position(fake_model: Path, window: int, overlap: int) -> None:
    """DropBackend loses "banana"; put at each position of a 40-word line decoded in small windows, the
    guard must give it back every time (a segment's first word is a window boundary)."""
    d = denormalizer(fake_model, "fake-drop", guard="fallback", window_words=window, overlap_words=overlap)
    words = [word(i) for i in range(40)]
    missed = [p for p in range(len(words) + 1)
              if "banana" not in d(" ".join(words[:p] + ["banana"] + words[p:])).lower()]
    assert not missed


@pytest.mark.parametrize("flag, shown", [([], False), (["--progress"], True), (["--no-progress"], False)])
def test_progress_bar_only_when_asked_or_on_a_terminal(fake_model: Path, tmp_path: Path, flag: list[str],
                                                       shown: bool, capsys: pytest.CaptureFixture[str]) -> None:
    """A bar on stderr with --progress (lines done of the lines estimated from the file's size); none in
    pipes by default (stderr here is not a terminal); the output is the same either way."""
    from denorm.cli import main

    inp = tmp_path / "in.txt"
    inp.write_text("".join(f"line number {word(i)}\n" for i in range(50)))
    assert main(["translate", "--model", str(fake_model), "--backend", "fake", "-i", str(inp), "--chunk-lines", "10",
                 "--quiet", *flag]) == 0
    out, err = capsys.readouterr()
    assert out.count("\n") == 50 and out.startswith("Line number wa.\n")
    assert ("50/50" in err and "lines/s" in err) is shown
