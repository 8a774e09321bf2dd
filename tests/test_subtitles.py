"""Subtitles: cue count, identifiers and timings unchanged; words stay in their cue; markup kept."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from denorm.formats.subtitles import parse
from tests.test_translate import denormalizer, fake_model  # noqa: F401 - the fixture

SRT = """1
00:00:01,000 --> 00:00:03,500
so we met at twenty

2
00:00:03,500 --> 00:00:05,000
five past four and then

3
00:00:05,000 --> 00:00:07,250
<i>we left</i> 🎵

4
00:00:07,250 --> 00:00:08,000
- yes
- no

"""

VTT = """WEBVTT
Kind: captions

NOTE a comment that stays as it is

intro
00:00:01.000 --> 00:00:03.500 align:start
so we met at twenty

00:00:03.500 --> 00:00:05.000
<v Anna>five past four</v> and then

00:05.000 --> 00:07.250
♪♪

"""

TIMING = re.compile(r"-->")


def cue_texts(text: str) -> list[list[str]]:
    sub = parse(text.split("\n"))
    return [[c.lines[i] for i in c.text] for c in sub.cues]


@pytest.mark.parametrize("name,text,backend", [("srt", SRT, "fake"), ("vtt", VTT, "fake"),
                                               ("srt", SRT, "fake-num"), ("vtt", VTT, "fake-num")])
def test_round_trip_keeps_cues_and_timings(fake_model: Path, tmp_path: Path,  # noqa: F811
                                           name: str, text: str, backend: str) -> None:
    from denorm.cli import main

    inp, out = tmp_path / f"in.{name}", tmp_path / f"out.{name}"
    inp.write_text(text)
    assert main(["translate", "--model", str(fake_model), "--backend", backend, "--format", name,
                 "-i", str(inp), "-o", str(out), "--quiet"]) == 0
    got = out.read_text()
    src_lines, out_lines = text.split("\n"), got.split("\n")
    assert len(out_lines) == len(src_lines)
    for a, b in zip(src_lines, out_lines, strict=True):
        if TIMING.search(a) or a.startswith(("WEBVTT", "NOTE", "Kind:")) or a.strip().isdigit() or not a:
            assert a == b
    assert len(cue_texts(got)) == len(cue_texts(text))


def test_words_stay_in_their_cue(fake_model: Path) -> None:  # noqa: F811
    d = denormalizer(fake_model)
    parts = ["so we met at twenty", "five past four and then", "<i>we left</i> 🎵", "- yes", "- no"]
    from denorm.formats.subtitles import markup_spans

    out = [r.output for r in d.translate_parts(parts, [markup_spans(p) for p in parts])]
    assert out == ["So we met at twenty", "five past four and then", "<i>we left</i> 🎵", "- yes", "- no."]


def test_entity_across_cues_moves_whole(fake_model: Path) -> None:  # noqa: F811
    d = denormalizer(fake_model, backend="fake-num")
    out = [r.output for r in d.translate_parts(["so we met at twenty", "five past four", "and left"])]
    assert len(out) == 3
    assert " ".join(out).split() == ["So", "we", "met", "at", "25", "past", "four", "and", "left."]
    assert "25" in out[0] or "25" in out[1]


# -- files as they come (issue 16) ----------------------------------------------------------------------
def test_timing_line_without_a_blank_line_before_it_starts_a_cue(fake_model: Path) -> None:  # noqa: F811
    """A missing blank line must not turn the next cue's number and timing into text (and give them a period)."""
    from denorm.formats.subtitles import denormalize

    text = ["1", "00:00:01,000 --> 00:00:02,000", "hello there", "2", "00:00:02,000 --> 00:00:03,000",
            "how are you", "00:00:03,000 --> 00:00:04,000", "no number here"]
    sub = parse(text)
    assert [[c.lines[i] for i in c.text] for c in sub.cues] == [["hello there"], ["how are you"], ["no number here"]]
    out = denormalize(denormalizer(fake_model), sub).split("\n")
    assert out[1] == text[1] and out[3:5] == text[3:5] and out[6] == text[6]


@pytest.mark.parametrize("data", [
    b"1\r\n00:00:01,000 --> 00:00:02,000\r\nhello there\n\n2\n00:00:02,000 --> 00:00:03,000\r\nbye now\r\n",
    b"1\n00:00:01,000 --> 00:00:02,000\nhello there\r\n\r\n2\r\n00:00:02,000 --> 00:00:03,000\nbye now",  # no last eol
])
def test_mixed_line_ends_are_kept_per_line(fake_model: Path, tmp_path: Path, data: bytes) -> None:  # noqa: F811
    from denorm.cli import main

    inp, out = tmp_path / "in.srt", tmp_path / "out.srt"
    inp.write_bytes(data)
    assert main(["translate", "--model", str(fake_model), "--backend", "fake", "--format", "srt",
                 "-i", str(inp), "-o", str(out), "--quiet"]) == 0
    ends = [line[-1:] == b"\r" for line in data.split(b"\n")]
    got = out.read_bytes()
    assert [line[-1:] == b"\r" for line in got.split(b"\n")] == ends
    assert got.endswith(b"\n") == data.endswith(b"\n")


TIMINGS = [  # (cue timings, warnings expected: input line number and what)
    (["00:00:01,000 --> 00:00:02,000", "00:00:02,000 --> 00:00:03,000"], []),
    (["00:00:05,000 --> 00:00:04,000"], ["line 2: the cue ends (00:00:04.000) before it starts (00:00:05.000)"]),
    (["00:00:01,000 --> 00:00:03,000", "00:00:02,500 --> 00:00:04,000"],
     ["line 6: the cue starts (00:00:02.500) before the cue of line 2 ends (00:00:03.000)"]),
    (["01:00:00.000 --> 01:00:01.000", "00:59:59.000 --> 01:00:02.000"],
     ["line 6: the cue starts (00:59:59.000) before the cue of line 2 ends (01:00:01.000)"]),
]


@pytest.mark.parametrize("timings,expected", TIMINGS)
def test_reversed_and_overlapping_timings_are_warned(timings: list[str], expected: list[str]) -> None:
    lines: list[str] = []
    for k, t in enumerate(timings, 1):
        lines += [str(k), t, "some text", ""]
    assert parse(lines).timing_problems() == expected


def test_timing_warnings_reach_stderr(fake_model: Path, tmp_path: Path,  # noqa: F811
                                      capsys: pytest.CaptureFixture[str]) -> None:
    from denorm.cli import main

    inp = tmp_path / "in.srt"
    inp.write_text("1\n00:00:05,000 --> 00:00:04,000\nreversed\n")
    assert main(["translate", "--model", str(fake_model), "--backend", "fake", "--format", "srt",
                 "-i", str(inp), "-o", str(tmp_path / "out.srt"), "--quiet"]) == 0
    assert "line 2: the cue ends" in capsys.readouterr().err


# -- streamed group by group (bounded memory) ------------------------------------------------------------
def _stamp(ms: int) -> str:
    return f"{ms // 3600000:02d}:{ms // 60000 % 60:02d}:{ms // 1000 % 60:02d},{ms % 1000:03d}"


def srt_lines(texts: list[str]) -> list[str]:
    """An SRT file of these cue texts, as lines without line ends (cue k from 2k s to 2k + 1.5 s)."""
    out: list[str] = []
    for k, t in enumerate(texts):
        out += [str(k + 1), f"{_stamp(k * 2000)} --> {_stamp(k * 2000 + 1500)}", t, ""]
    return out


class EchoProcessor:
    """What the formats call, without a model: every cue line in capitals; remembers the parts of each call."""

    def __init__(self) -> None:
        self.calls: list[list[str]] = []

    def translate_parts(self, parts: list[str], protect: list[list[tuple[int, int]]] | None = None) -> list:
        from types import SimpleNamespace

        self.calls.append(list(parts))
        return [SimpleNamespace(output=p.upper(), guard="ok") for p in parts]


class Recorder:
    """An output stream that notes how many input lines had been read when it was first written to."""

    def __init__(self, read: list[int]) -> None:
        self.read, self.first_write, self.data = read, None, bytearray()

    def write(self, b: bytes) -> int:
        if self.first_write is None and b:
            self.first_write = self.read[0]
        self.data += b
        return len(b)

    def flush(self) -> None:
        pass


def test_long_srt_is_written_group_by_group() -> None:
    """20,000 cues from a generator: output starts long before the input ends, no decode holds more than a
    group and its shared cues, every cue line decoded once in its group, and the file comes back whole."""
    from denorm.formats.subtitles import OVERLAP_CUES, SrtFormat

    n, chunk = 20_000, 2000
    texts = [f"cue number {k} says hello" for k in range(n)]
    lines = srt_lines(texts)
    read = [0]

    def source():
        for x in lines:
            read[0] += 1
            yield (x + "\n").encode()

    proc, out = EchoProcessor(), Recorder(read)
    SrtFormat().run(proc, source(), out, lambda m: pytest.fail(m), chunk)  # type: ignore[arg-type]
    assert out.data.decode() == "".join((x.upper() if k % 4 == 2 else x) + "\n" for k, x in enumerate(lines))
    assert out.first_write is not None and out.first_write <= 2 * chunk + 4 * OVERLAP_CUES  # of 80,000 lines
    assert max(len(c) for c in proc.calls) <= chunk // 4 + OVERLAP_CUES
    assert len(proc.calls) == n * 4 // chunk
    for a, b in zip(proc.calls, proc.calls[1:], strict=False):  # each decode reads the cues before its group as context
        assert b[:OVERLAP_CUES] == a[-OVERLAP_CUES:]
    assert sum(len(c) for c in proc.calls) == n + OVERLAP_CUES * (len(proc.calls) - 1)


ACROSS = ["so we met at twenty", "five past four and then", "we left at twenty", "two and came back", "at",
          "twenty", "one", "and that was it", "twenty", "three", "four", "twenty five", "past"]


@pytest.mark.parametrize("backend", ["fake", "fake-num"])
@pytest.mark.parametrize("chunk", [1, 3, 4, 7, 9, 13, 2000])
def test_groups_join_like_one_decode(fake_model: Path, backend: str, chunk: int) -> None:  # noqa: F811
    """Whatever the group size, the file decoded group by group is the file decoded at once (the fake models
    capitalize a decode's first word, end it with a period and join "twenty X" across cues)."""
    import io

    from denorm.formats.subtitles import SrtFormat, denormalize_stream, rebuild

    lines = srt_lines(ACROSS * 3)
    whole = "".join(x + "\n" for g in denormalize_stream(denormalizer(fake_model, backend=backend),
                                                         parse(lines).blocks, 10**9) for x in rebuild(g))
    d = denormalizer(fake_model, backend=backend)
    out = io.BytesIO()
    SrtFormat().run(d, io.BytesIO("".join(x + "\n" for x in lines).encode()), out, pytest.fail, chunk)
    assert out.getvalue().decode() == whole
    assert d.stats.lines == len(ACROSS) * 3  # shared cues counted once
    if backend == "fake-num":  # every "twenty X" across cues written once, in one of its cues
        words = " ".join(parse(whole.split("\n")).text_lines()).split()
        assert [w.strip(".") for w in words if w[0].isdigit()] == ["25", "22", "21", "23", "25"] * 3


@pytest.mark.parametrize("lines", [
    ["1", "00:00:01,000 --> 00:00:02,000"] + [f"text line {k}" for k in range(11)] + ["", "2",
     "00:00:02,000 --> 00:00:03,000", "bye"],
    [f"junk {k}" for k in range(8)] + ["1", "00:00:01,000 --> 00:00:02,000", "hello", "2",
                                       "00:00:01,500 --> 00:00:03,000"] + [f"more {k}" for k in range(9)],
    ["WEBVTT", "", "NOTE a long note"] + [f"note line {k}" for k in range(7)] + ["00:00:01.000 --> 00:00:02.000",
                                                                                "still the note", "", "cue",
                                                                                "00:00:01.000 --> 00:00:02.000", "x"],
])
@pytest.mark.parametrize("limit", [3, 4, 5])
def test_long_blocks_come_in_pieces(lines: list[str], limit: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """A block of more than MAX_BLOCK_LINES lines is given in pieces with the same cue text and timings."""
    import denorm.formats.subtitles as subtitles

    whole = parse(lines)
    monkeypatch.setattr(subtitles, "MAX_BLOCK_LINES", limit)
    pieces = parse(lines)
    assert max(len(b.lines) for b in pieces.blocks if not isinstance(b, str)) <= limit
    assert len(pieces.blocks) > len(whole.blocks)
    assert pieces.text_lines() == whole.text_lines()
    assert pieces.timing_problems() == whole.timing_problems()
    assert pieces.with_text(pieces.text_lines()) == whole.with_text(whole.text_lines())
