"""`denorm tag` and the tagger runtime on a tiny random model: the tagger labels words, the pipeline engine writes
them (line contract, empty lines, long-line windows, formats), and `denorm tag` writes what `denorm translate
--engine pipeline --itn off` writes."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

from denorm.tagger.codec import LabelCodec  # noqa: E402
from denorm.tagger.encoder import EncoderConfig, TransformerEncoder  # noqa: E402
from denorm.tagger.model import Tagger as TaggerModel  # noqa: E402
from denorm.tagger.model import TaggerOptions  # noqa: E402
from denorm.tagger.runtime import Tagger, TaggerNotFoundError, save_folder, windows  # noqa: E402
from denorm.tagger.tokenizers import WordPieceTokenizer  # noqa: E402

pytestmark = pytest.mark.model

VOCAB = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "meet", "me", "at", "four", "##ty", "thirty", "p", "m", "uh", "hello"]


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A randomly initialised tiny model (2 layers x 16) saved as a tagger model folder."""
    torch.manual_seed(0)
    codec = LabelCodec.from_counts(Counter({"": 9, ".": 5, ",": 3, "?": 1}), Counter({"": 9, "(": 1}), ["time"],
                                   n_after=4, n_before=2, forms={"M hello": "HeLLo"})
    cfg = EncoderConfig(vocab_size=len(VOCAB), dim=16, layers=2, heads=2, ffn=32, max_positions=512,
                        pre_ln=True, eps=1e-5, dropout=0.0, attention_dropout=0.0)
    model = TaggerModel(TransformerEncoder(cfg), TaggerOptions(labels=codec.spec, layer_attention=True,
                                                                soft_cap=True, crf=True))
    out = tmp_path_factory.mktemp("tagger") / "model"
    save_folder(out, model.eval(), WordPieceTokenizer(VOCAB), codec, {"languages": ["en"], "encoder_label": "tiny"})
    return out


LINES = ["meet me at four thirty p m", "", "   ", "uh hello", "Meet ME at fourty", "hello"]


def tagged(folder: Path, itn: str = "off"):  # noqa: ANN201 - a Denormalizer
    """What `denorm tag --model folder` runs: the pipeline engine on the folder's tagger, span converter off."""
    from dataclasses import replace

    from denorm.api import Denormalizer
    from denorm.engines.pipeline import PipelineEngine
    from denorm.options import DEFAULTS

    tagger = Tagger.load(model=folder)
    options = replace(DEFAULTS, engine="pipeline", itn=itn)
    return Denormalizer.from_engine(PipelineEngine(folder, options, tagger.lang, tagger=tagger), options)


def words_of(text: str) -> list[str]:
    """The words of an output line without marks and case (the tagger may only add those, or drop words)."""
    import re

    return re.sub(r"[^\w ]+", " ", text.lower()).split()


def test_n_lines_in_n_out_and_words_kept(folder: Path) -> None:
    t = tagged(folder)
    out = t.batch(LINES)
    assert len(out) == len(LINES)
    assert out[1] == "" and out[2] == "   "  # lines without words come back as they were
    for line, o in zip(LINES, out, strict=True):
        kept = words_of(o)
        spoken = line.lower().split()
        it = iter(spoken)
        assert all(w in it for w in kept), (line, o)  # a subsequence: nothing added or reordered
        if spoken:
            assert kept
    assert "ME" in out[4] and "Meet" in out[4]  # a word with capitals in the input keeps its form
    assert t("meet me") == t.batch(["meet me"])[0]


def test_api_refuses_wrong_types(folder: Path) -> None:
    t = tagged(folder)
    with pytest.raises(TypeError):
        t.batch("meet me")
    with pytest.raises(TypeError):
        t(None)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="line break"):
        t.translate(["meet\nme"])


def test_long_line_in_windows(folder: Path) -> None:
    t = tagged(folder)
    line = " ".join(["meet me at four thirty"] * 300)  # 1,500 words, > 510 pieces
    out = t(line)
    assert len(words_of(out)) <= 1500 and len(words_of(out)) > 0
    assert t.engine.tagger.windows >= 3
    assert words_of(t.batch([line, "hello"])[0]) == words_of(out)


@pytest.mark.parametrize(("counts", "max_pieces", "expected"), [
    ([1] * 5, 510, [(0, 5)]),
    ([100] * 12, 510, [(0, 5), (4, 9), (8, 12)]),
    ([600, 1, 1], 510, [(0, 1), (1, 3)]),
    ([1] * 64, None, [(0, 64)]),  # the default: 64 pieces, about a training example
    ([1] * 100, None, [(0, 64), (48, 100)]),  # a quarter of a window shared
    ([2] * 40, 64, [(0, 32), (24, 40)]),
])
def test_windows(counts: list[int], max_pieces: int | None, expected: list[tuple[int, int]]) -> None:
    assert windows(counts, max_pieces) == expected


def test_missing_model() -> None:
    with pytest.raises(TaggerNotFoundError, match="make train-tagger LANG=xx"):
        Tagger.load(lang="xx")


# -- the shipped multilingual tagger: found for each of its languages, which picks the span converter ------
@pytest.mark.model
@pytest.mark.parametrize(("lang", "line", "expected"), [
    ("en", "meet me at four thirty p m today", "Meet me at 4:30 PM today."),
    ("de", "ja um zehn uhr", "Ja um 10 Uhr."),
    ("DE", "ich komme am dritten mai", "Ich komme am 3. Mai."),  # any case
])
def test_shipped_multilingual_tagger(lang: str, line: str, expected: str) -> None:
    t = Tagger.load(lang=lang)
    assert t.folder.name == "multi" and t.lang == lang.lower()
    r = run_cli("tag", "--lang", lang, "--itn", "--quiet", stdin=line + "\n")
    assert r.returncode == 0 and r.stdout == expected + "\n", r.stderr


def test_a_language_the_card_does_not_list_is_refused() -> None:
    from denorm.tagger.folders import find_tagger

    with pytest.raises(ValueError, match="not 'xx'"):
        Tagger(find_tagger("en"), lang="xx")


def run_cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "denorm", *args], input=stdin, capture_output=True, text=True,
                          timeout=120)


def test_cli_text_and_jsonl(folder: Path) -> None:
    r = run_cli("tag", "--model", str(folder), "--quiet", stdin="\n".join(LINES) + "\n")
    assert r.returncode == 0, r.stderr
    assert len(r.stdout.split("\n")) == len(LINES) + 1
    r = run_cli("tag", "--model", str(folder), "--format", "jsonl", "--quiet",
                stdin='{"text": "meet me"}\n\n{"text": "hello", "id": 3}\n')
    assert r.returncode == 0, r.stderr
    rows = r.stdout.split("\n")
    assert json.loads(rows[0])["text"] == "meet me" and rows[1] == "" and json.loads(rows[2])["id"] == 3


def test_cli_srt_keeps_cues(folder: Path) -> None:
    srt = "1\n00:00:01,000 --> 00:00:02,000\nmeet me\n\n2\n00:00:02,000 --> 00:00:03,000\nat four thirty\n"
    r = run_cli("tag", "--model", str(folder), "--format", "srt", "--quiet", stdin=srt)
    assert r.returncode == 0, r.stderr
    blocks = r.stdout.strip().split("\n\n")
    assert len(blocks) == 2
    assert blocks[0].split("\n")[:2] == ["1", "00:00:01,000 --> 00:00:02,000"]
    assert set(words_of(blocks[0].split("\n")[2])) <= {"meet", "me"}  # every word stays in its cue
    assert set(words_of(blocks[1].split("\n")[2])) <= {"at", "four", "thirty"}


def test_cli_help_and_missing_model() -> None:
    r = run_cli("tag", "--help")
    assert r.returncode == 0 and "--model" in r.stdout and "--itn" in r.stdout
    r = run_cli("tag", "--lang", "xx")
    assert r.returncode == 2 and "no tagger model" in r.stderr
    r = run_cli("train-tagger", "--help")
    assert r.returncode == 0 and "--budget-minutes" in r.stdout


def test_package_exports_the_model(folder: Path) -> None:
    import denorm.tagger

    assert denorm.tagger.Tagger is Tagger
    (labels, windows), = denorm.tagger.Tagger.load(model=folder).labels([["hello", "there"]])
    assert len(labels) == 2 and windows == 1


def test_tag_writes_what_translate_writes() -> None:
    """`denorm tag` and `denorm translate --engine pipeline --itn off` give the same text (one engine)."""
    data = Path(__file__).parent / "data"
    lines = "".join(x + "\n" for lang in ("en",) for f in ("outside.spoken", "test-sample.spoken")
                    for x in (data / lang / f).read_text(encoding="utf-8").splitlines()[:150])
    tag = run_cli("tag", "--lang", "en", "--quiet", stdin=lines)
    translate = run_cli("translate", "--lang", "en", "--engine", "pipeline", "--itn", "off", "--quiet", stdin=lines)
    assert tag.returncode == translate.returncode == 0, tag.stderr + translate.stderr
    assert tag.stdout == translate.stdout and tag.stdout.count("\n") == 300


# -- the I/O of `denorm tag` is translate's (denorm.cli.io) ----------------------------------------------
def test_cli_output_is_written_whole_or_not_at_all(folder: Path, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """A run failing after its first chunk leaves the previous -o and no temporary file; a good run replaces
    -o keeping its permissions."""
    from denorm.cli import main

    inp, out = tmp_path / "in.txt", tmp_path / "out.txt"
    inp.write_text("meet me\nat four thirty\nhello\n")
    out.write_text("the previous output\n")
    out.chmod(0o640)
    real, calls = Tagger.labels, []

    def failing(self: Tagger, lines: list[list[str]]) -> list:
        calls.append(lines)
        if len(calls) > 1:
            raise OSError("disk on fire")
        return real(self, lines)

    monkeypatch.setattr(Tagger, "labels", failing)
    monkeypatch.setattr("denorm.api.MAX_FAILED_IN_A_ROW", 1)  # a model that fails on every line is broken
    argv = ["tag", "--model", str(folder), "-i", str(inp), "-o", str(out), "--chunk-lines", "1", "--quiet"]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "disk on fire" in err and "nothing written to -o" in err and "Traceback" not in err
    assert out.read_text() == "the previous output\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.txt", "out.txt"]
    monkeypatch.setattr(Tagger, "labels", real)
    assert main(argv) == 0
    assert len(out.read_text().split("\n")) == 4 and out.stat().st_mode & 0o777 == 0o640
