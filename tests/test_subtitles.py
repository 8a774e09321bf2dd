"""Subtitles: cue count, identifiers and timings unchanged; words stay in their cue; markup kept."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from denorm.subtitles import parse
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
    from denorm.subtitles import markup_spans

    out = [r.output for r in d.translate_parts(parts, [markup_spans(p) for p in parts])]
    assert out == ["So we met at twenty", "five past four and then", "<i>we left</i> 🎵", "- yes", "- no."]


def test_entity_across_cues_moves_whole(fake_model: Path) -> None:  # noqa: F811
    d = denormalizer(fake_model, backend="fake-num")
    out = [r.output for r in d.translate_parts(["so we met at twenty", "five past four", "and left"])]
    assert len(out) == 3
    assert " ".join(out).split() == ["So", "we", "met", "at", "25", "past", "four", "and", "left."]
    assert "25" in out[0] or "25" in out[1]
