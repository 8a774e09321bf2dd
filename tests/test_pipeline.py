"""Tests of the pair pipeline (data_gen.pipeline.make_pairs) on a tiny in-test language."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from denorm.data.augment import needed_pairs
from denorm.data.base import Context, EntityClass
from denorm.data.clean import clean
from denorm.data.options import GenOptions
from denorm.data.pipeline import make_pairs, verbalize_sentence
from denorm.data.split import split_key

from tests.test_entities import Tiny


class Cardinal(EntityClass):
    """Digits read as a number or digit by digit."""

    name = "cardinal"
    priority = 50
    pattern = re.compile(r"(?<![\w.])\d+(?![\w.]\d)")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        s = match.group(0)
        return self.language.cardinal(int(s)) if rng.random() < 0.5 else self.language.digits(s)

    def sample(self, rng: random.Random) -> str:
        return str(rng.randint(0, 99))


class TinyNumbers(Tiny):
    entity_classes = Tiny.entity_classes + (Cardinal,)


LANG = TinyNumbers()
WORDS = "the a cat dog sat on mat red blue green big small file menu open close save window".split()


def corpus(n: int = 600, seed: int = 5) -> list[str]:
    """Plain sentences, 10% with a number; entity-free ones dominate like in a technical corpus."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        words = [rng.choice(WORDS) for _ in range(rng.randint(3, 9))]
        if i % 10 == 0:
            words.insert(rng.randrange(len(words)), str(rng.randint(10, 99)))
        out.append(" ".join(words).capitalize() + rng.choice(".!?"))
    return out


BAD = ["", "   ", "!!! ...", "x" * 500, "bad \ufffd byte", "漢字", "The cat sat.", "The  cat sat."]
#: reason -> count among BAD, given that "The cat sat." may also occur in corpus()
BAD_COUNTS = {"empty": 2, "no_words": 1, "too_long": 1, "invalid_utf8": 1, "empty_spoken": 1}


def read(out: Path, name: str) -> list[str]:
    return (out / name).read_text(encoding="utf-8").splitlines()


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> tuple[Path, object]:
    out = tmp_path_factory.mktemp("pairs")
    stats = make_pairs(corpus() + BAD, LANG, out, seed=7, variants=3, valid_size=40, test_size=40,
                       entity_share=0.35, max_chars=200)
    return out, stats


def test_files_are_line_aligned(made) -> None:
    out, stats = made
    for name in ("train", "valid", "test"):
        spoken, written = read(out, f"{name}.spoken"), read(out, f"{name}.written")
        assert len(spoken) == len(written) == stats.pairs[name] > 0
        assert all(LANG.in_alphabet(s) for s in spoken)
    for name in ("valid", "test"):
        written = read(out, f"{name}.written")
        rows = [json.loads(x) for x in read(out, f"{name}.entities.jsonl")]
        assert len(rows) == len(written)
        for line, row in zip(written, rows, strict=True):
            for e in row["entities"]:
                assert line[e["start"]:e["end"]] == e["written"]
    assert json.loads((out / "stats.json").read_text())["pairs"] == stats.pairs


def test_no_held_out_sentence_in_train(made) -> None:
    out, _ = made
    train = {split_key(w, LANG) for w in read(out, "train.written")}
    for name in ("valid", "test"):
        held = read(out, f"{name}.written")
        assert held and not train & {split_key(w, LANG) for w in held}
    assert not set(read(out, "valid.written")) & set(read(out, "test.written"))


def test_bad_input_is_counted(made) -> None:
    _, stats = made
    for reason, n in BAD_COUNTS.items():
        assert stats.skipped.get(reason) == n, (reason, stats.skipped)
    assert stats.skipped.get("duplicate", 0) >= 1
    assert stats.lines_in == len(corpus()) + len(BAD)


def test_entity_share_is_reached(made) -> None:
    out, stats = made
    assert stats.entity_share["before"] < 0.35 <= stats.entity_share["after"]
    assert stats.augmented["corpus"] > 0
    written = read(out, "train.written")
    share = sum(bool(LANG.verbalize(w, random.Random(0)).entities) for w in written) / len(written)
    assert share >= 0.35
    held = set(read(out, "valid.written")) | set(read(out, "test.written"))
    assert not held & set(written)


def test_train_variants_are_distinct(made) -> None:
    out, _ = made
    pairs = list(zip(read(out, "train.spoken"), read(out, "train.written"), strict=True))
    assert len(pairs) == len(set(pairs))
    per_sentence: dict[str, int] = {}
    for _, w in pairs:
        per_sentence[w] = per_sentence.get(w, 0) + 1
    assert max(per_sentence.values()) <= 3
    assert max(per_sentence.values()) >= 2  # sentences with numbers have several readings


def test_deterministic_for_a_seed_and_across_jobs(made, tmp_path) -> None:
    out, _ = made
    make_pairs(corpus() + BAD, LANG, tmp_path / "j2", seed=7, variants=3, valid_size=40, test_size=40,
               entity_share=0.35, max_chars=200, jobs=2)
    for name in ("train.spoken", "train.written", "test.spoken", "test.written", "valid.entities.jsonl"):
        assert read(out, name) == read(tmp_path / "j2", name), name
    make_pairs(corpus(), LANG, tmp_path / "s8", seed=8, valid_size=40, test_size=40)
    assert read(out, "test.written") != read(tmp_path / "s8", "test.written")


def test_disfluency_keeps_written_side_clean(made, tmp_path) -> None:
    out, _ = made
    make_pairs(corpus() + BAD, LANG, tmp_path, seed=7, variants=3, valid_size=40, test_size=40,
               entity_share=0.35, max_chars=200, disfluency=0.8)
    assert read(out, "test.written") == read(tmp_path, "test.written")
    clean_spoken, noisy = read(out, "test.spoken"), read(tmp_path, "test.spoken")
    changed = sum(a != b for a, b in zip(clean_spoken, noisy, strict=True))
    assert changed >= len(noisy) // 2
    assert any(re.search(r"\b(uh|um)\b", s) for s in noisy)
    for w in read(tmp_path, "train.written"):
        assert not re.search(r"\b(uh|um)\b", w)
    assert all(LANG.in_alphabet(s) for s in noisy)


def test_templates_are_used(tmp_path) -> None:
    templates = tmp_path / "xx.txt"
    templates.write_text("# comment\nCall {telephone} now.\nMail {email}.\nSee {unknown}.\n", encoding="utf-8")
    stats = make_pairs(corpus(300), LANG, tmp_path / "out", seed=1, valid_size=20, test_size=20,
                       templates=templates)
    assert stats.augmented["template"] > 0 and stats.augmented["corpus"] > 0
    written = read(tmp_path / "out", "train.written")
    assert any(w.startswith("Call ") and w.endswith(" now.") for w in written)
    assert not any("unknown" in w for w in written)


def test_small_corpus_scales_held_out_sets(tmp_path) -> None:
    stats = make_pairs(corpus(50), LANG, tmp_path, seed=1)
    assert stats.split_scaled and stats.sentences["test"] <= 5 and stats.sentences["train"] >= 40


def test_empty_corpus_writes_empty_files(tmp_path) -> None:
    stats = make_pairs([], LANG, tmp_path, seed=1)
    assert stats.pairs == {"train": 0, "valid": 0, "test": 0}
    assert read(tmp_path, "train.spoken") == []


def test_verbalize_sentence_variants() -> None:
    res = verbalize_sentence(LANG, "Open 42 files", seed=1, variants=5)
    assert 1 <= len(res.pairs) <= 2 and len({p.spoken for p in res.pairs}) == len(res.pairs)
    assert len(verbalize_sentence(LANG, "Open the files", seed=1, variants=5).pairs) == 1


CLEAN = [(["a", "a", " a "], ["a"], {"duplicate": 2}), (["", "\t"], [], {"empty": 2}),
         (["--", "a\x00b"], ["a b"], {"no_words": 1}), (["\ufffd"], [], {"invalid_utf8": 1})]


@pytest.mark.parametrize(("lines", "kept", "skipped"), CLEAN)
def test_clean(lines: list[str], kept: list[str], skipped: dict) -> None:
    res = clean(lines, max_chars=10)
    assert res.sentences == kept and dict(res.skipped) == skipped


NEEDED = [(10, 100, 0.35, 39), (35, 100, 0.35, 0), (0, 0, 0.35, 0), (50, 100, 0.3, 0), (0, 10, 0.5, 10)]


@pytest.mark.parametrize(("with_entity", "total", "share", "n"), NEEDED)
def test_needed_pairs(with_entity: int, total: int, share: float, n: int) -> None:
    got = needed_pairs(with_entity, total, share)
    assert got == n
    if total:
        assert (with_entity + got) / (total + got) >= share or with_entity / total >= share


@pytest.mark.parametrize("kwargs", [{"variants": 0}, {"entity_share": 1.0}, {"jobs": 0}, {"disfluency": 2}])
def test_bad_options(kwargs: dict) -> None:
    with pytest.raises(ValueError):
        GenOptions(**kwargs)


class _Abbrev(TinyNumbers):
    abbreviations = {"Dec.": ("december",)}


@pytest.mark.parametrize(("template", "expected"), [("On {abbreviation}.", "On Dec."),
                                                    ("On {abbreviation} now.", "On Dec. now."),
                                                    ("{cardinal}.", None)])
def test_fill_template_periods(template: str, expected: str | None) -> None:
    from denorm.data.augment import fill_template

    got = fill_template(template, _Abbrev(), random.Random(0))
    assert got == expected if expected else re.fullmatch(r"\d+\.", got)


def test_swap_entities_keeps_one_final_period() -> None:
    from denorm.data.augment import swap_entities

    lang = _Abbrev()
    v = lang.verbalize("Due on 5 Dec.", random.Random(0))
    got = swap_entities(v.written, v.entities, lang, random.Random(1))
    assert got.startswith("Due on ") and got.endswith("Dec.") and not got.endswith("..")


def test_cli_verbalize_keeps_line_count(monkeypatch, capsys) -> None:
    import io

    from denorm.data.cli import main

    lines = ["Meet me at 4:30 PM on 9 November.", "", "!!!", "\ufffd\x00", "Call +49 30 1234567 now"]
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    assert main(["verbalize", "--lang", "en"]) == 0
    out = capsys.readouterr().out.split("\n")[:-1]
    assert len(out) == len(lines)
    assert out[1] == "" and out[2] == "" and "four" in out[4]
    lang = __import__("denorm.data", fromlist=["get_language"]).get_language("en")
    assert all(lang.in_alphabet(x) for x in out if x)


def test_cli_make_and_missing_corpus(tmp_path, capsys) -> None:
    from denorm.data.cli import main

    assert main(["--lang", "en", "--corpus", str(tmp_path / "nope.txt"), "--out", str(tmp_path)]) == 2
    assert "make corpus LANG=en" in capsys.readouterr().err
    corpus_file = tmp_path / "c.txt"
    corpus_file.write_bytes("\n".join(corpus(120)).encode() + b"\nbad \xff byte\nCall 555-0199 at 9:30.\n")
    assert main(["--lang", "en", "--corpus", str(corpus_file), "--out", str(tmp_path / "o"), "--valid-size",
                 "5", "--test-size", "5", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "pairs: train" in out and "invalid_utf8 1" in out
    stats = json.loads((tmp_path / "o" / "stats.json").read_text())
    assert stats["skipped"]["invalid_utf8"] == 1 and stats["language"] == "en"


def test_generator_imports_no_torch() -> None:
    import subprocess
    import sys

    code = ("import sys, denorm.data.pipeline, denorm.data.cli, denorm.data.stats; "
            "denorm.data.stats.generator_version(); "
            "assert not {'torch', 'fairseq'} & set(sys.modules), 'denorm.data imported torch or fairseq'")
    subprocess.run([sys.executable, "-c", code], check=True, cwd=Path(__file__).resolve().parent.parent)


class _LikeCardinal(Cardinal):
    """A cardinal whose `sample_like` keeps 1 as 1 (a singular noun follows)."""

    def sample_like(self, written: str, rng: random.Random) -> str:
        return written if written == "1" else str(rng.randint(2, 99))


class _Agreeing(_Abbrev):
    entity_classes = tuple(c for c in _Abbrev.entity_classes if c is not Cardinal) + (_LikeCardinal,)
    abbreviations = {"Dr.": ("doctor",), "etc.": ("et cetera",)}


def test_swap_entities_uses_sample_like_and_skips_unswappable_classes() -> None:
    from denorm.data.augment import swap_entities

    lang = _Agreeing()
    v = lang.verbalize("Dr. Lee waited 1 week and 5 days", random.Random(0))
    assert [e.cls for e in v.entities] == ["abbreviation", "cardinal", "cardinal"]
    for seed in range(30):
        got = swap_entities(v.written, v.entities, lang, random.Random(seed))
        assert re.fullmatch(r"Dr\. Lee waited 1 week and \d+ days", got), got
    only_abbreviation = lang.verbalize("Dr. Lee waited", random.Random(0))
    assert swap_entities(only_abbreviation.written, only_abbreviation.entities, lang, random.Random(0)) is None


class _NoCardinal(Tiny):
    """No number class: a digit is in no entity and would vanish from the spoken side."""


def test_uncovered_digit_is_rejected_and_counted(tmp_path) -> None:
    from denorm.data.pipeline import uncovered_digit

    lang = _NoCardinal()
    res = verbalize_sentence(lang, "The cat sat on mat 5.", 1, 3)
    assert res.pairs == [] and res.skipped == "uncovered_digit"
    assert uncovered_digit(lang.verbalize("Call 555-0199 now", random.Random(0))) is False
    assert uncovered_digit(LANG.verbalize("Room 12 is free", random.Random(0))) is False
    lines = ["The cat sat on mat 5.", "The dog sat.", "Call 555-0199 now."]
    stats = make_pairs(lines, lang, tmp_path, seed=1, variants=1, valid_size=0, test_size=0,
                       entity_share=0.0)
    assert stats.skipped.get("uncovered_digit") == 1
    assert not any(re.search(r"\d", w) and "555" not in w for w in read(tmp_path, "train.written"))


@pytest.mark.parametrize(("form", "word", "lang", "want"), [
    ("2500", "kilometres", "en", "2,500"),    # a number with a unit is no year: AP groups it
    ("2500", "dollars", "en", "2,500"),
    ("12", "km", "en", "12"),
    ("2500", "quilômetros", "pt", "2.500"),   # the Estadão's "2.500 quilômetros"
    ("2500", "Kilometer", "de", "2500"),      # Duden groups from five digits
    ("68800", "km", "de", "68.800"),          # Duden: from five digits with points
])
def test_a_number_converted_alone_is_grouped_as_before_its_unit(form: str, word: str, lang: str, want: str) -> None:
    from denorm.engines.pipeline import grouped_before

    assert grouped_before(form, word, lang) == want
