"""The tagger's training data: word labels -> label ids -> WordLabels -> apply_labels gives the written line back."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from denorm.recipes.tagger_data import Example, count_marks, make_codec, mix, read_examples

from denorm.core.labels import LabelSpan, SentenceLabels, apply_labels
from denorm.tagger.codec import LabelCodec, nearest_mark, top_marks

#: (spoken, written, labels) of a tiny table; every mark here is kept by the codec below.
TABLE = [
    ("hello world", "Hello, world.",
     SentenceLabels(("T", "L"), ("", ""), (",", "."), ("K", "K"))),
    ("is it unix like", "Is it Unix-like?",
     SentenceLabels(("T", "L", "T", "L"), ("", "", "", ""), ("", "", "-", "?"), ("K", "K", "K", "K"), join=(2,))),
    ("buy an iphone now", "Buy an iPhone now!",
     SentenceLabels(("T", "L", "M", "L"), ("", "", "", ""), ("", "", "", "!"), ("K", "K", "K", "K"),
                    forms={2: "iPhone"})),
    ("uh meet at four thirty", "Meet at 4:30.",
     SentenceLabels(("L", "T", "L", "L", "L"), ("", "", "", "", ""), ("", "", "", "", "."),
                    ("F", "K", "K", "K", "K"), spans=(LabelSpan(3, 5, "time", "4:30"),))),
    ("he said hi", 'He said "hi."',
     SentenceLabels(("T", "L", "L"), ("", "", '"'), ("", "", '."'), ("K", "K", "K"))),
    ("see the iphone", "See the iPhone.",
     SentenceLabels(("T", "L", "M"), ("", "", ""), ("", "", "."), ("K", "K", "K"), forms={2: "iPhone"})),
]


@pytest.fixture()
def split(tmp_path: Path) -> Path:
    prefix = tmp_path / "train"
    Path(f"{prefix}.spoken").write_text("".join(s + "\n" for s, _, _ in TABLE), encoding="utf-8")
    Path(f"{prefix}.written").write_text("".join(w + "\n" for _, w, _ in TABLE), encoding="utf-8")
    Path(f"{prefix}.labels.jsonl").write_text("".join(lab.to_json() + "\n" for _, _, lab in TABLE),
                                              encoding="utf-8")
    return prefix


def test_labels_to_ids_and_back_rebuild_the_written_line(split: Path) -> None:
    codec = make_codec([split], ["en"])
    examples = read_examples(split, codec)
    assert [e.words for e in examples] == [tuple(s.split()) for s, _, _ in TABLE]
    for ex, (_, written, labels) in zip(examples, TABLE, strict=True):
        words = codec.decode(ex.words, ex.labels)
        assert apply_labels(ex.words, words, labels.span_forms()) == written


def test_ids_of_a_line(split: Path) -> None:
    codec = make_codec([split], ["en"])
    ex = read_examples(split, codec)[3]  # uh meet at four thirty
    spec = codec.spec.heads
    assert [spec["case"][i] for i in ex.labels["case"]] == ["L", "T", "L", "L", "L"]
    assert [spec["disfluency"][i] for i in ex.labels["disfluency"]] == ["drop", "keep", "keep", "keep", "keep"]
    assert [spec["entity"][i] for i in ex.labels["entity"]] == ["O", "O", "O", "B-time", "I-time"]
    assert [spec["punct"][i] for i in ex.labels["punct"]] == ["", "", "", "", "."]
    assert ex.labels["join"] == (0, 0, 0, 0, 0)


def test_kept_marks_most_frequent_first(split: Path) -> None:
    after, before, forms = count_marks(split)
    assert top_marks(after, 3) == ("", ".", ",")
    assert forms == {"M iphone": "iPhone"}
    assert before[""] > 0


@pytest.mark.parametrize(("tag", "kept", "expected"), [
    (".", ("", ".", ","), "."),
    ('."', ("", ".", '"', '."'), '."'),
    ('.)"', ("", ".", ")", ".)"), ".)"),
    ("?!", ("", ".", "!", "?"), "!"),  # equal length: the more frequent (earlier) mark
    ("\u2026", ("", ".", ","), ""),
])
def test_nearest_mark(tag: str, kept: tuple[str, ...], expected: str) -> None:
    assert nearest_mark(tag, kept) == expected


def test_unkept_mark_maps_to_nearest(split: Path) -> None:
    codec = LabelCodec.from_counts(Counter({"": 9, ".": 5, ",": 3, '."': 1}), Counter({"": 9}), ["time"],
                                   n_after=3, n_before=1)
    assert codec.spec.heads["punct"] == ("", ".", ",")
    assert "before" not in codec.spec.heads
    ex = read_examples(split, codec)[4]  # he said "hi."
    assert [codec.spec.heads["punct"][i] for i in ex.labels["punct"]] == ["", "", "."]


def test_length_mismatch_is_refused(tmp_path: Path, split: Path) -> None:
    prefix = tmp_path / "bad"
    Path(f"{prefix}.spoken").write_text("one two\n", encoding="utf-8")
    Path(f"{prefix}.labels.jsonl").write_text(SentenceLabels(("L",), ("",), ("",), ("K",)).to_json() + "\n",
                                              encoding="utf-8")
    with pytest.raises(ValueError, match="2 words but 1 labels"):
        read_examples(prefix, make_codec([split], ["en"]))


def test_mix_caps_and_keeps_every_language(split: Path) -> None:
    codec = make_codec([split], ["en"])
    a = read_examples(split, codec)
    mixed = mix([a, a[:2]], cap=3)
    assert len(mixed) == 5


def test_codec_round_trips_through_json(split: Path) -> None:
    codec = make_codec([split], ["en"])
    again = LabelCodec.from_dict(codec.to_dict())
    assert again.spec == codec.spec and again.forms == codec.forms


def _ex(words: str, case: str) -> Example:
    return Example(tuple(words.split()), {"case": tuple(int(c) for c in case)})


def test_concatenate_joins_following_sentences_and_uses_each_once() -> None:
    import random

    from denorm.recipes.tagger_data import concatenate

    exs = [_ex("a b", "10"), _ex("c", "1"), _ex("d e f", "100"), _ex("g", "1")]
    assert concatenate(exs, 0.0, random.Random(0)) == exs
    joined = concatenate(exs, 1.0, random.Random(0))
    assert sum(len(e.words) for e in joined) == 7 and len(joined) < 4  # every word once, some lines joined
    assert [w for e in joined for w in e.words] == list("abcdefg")  # order kept
    assert [x for e in joined for x in e.labels["case"]] == [1, 0, 1, 1, 0, 0, 1]  # labels follow their words
    capped = concatenate(exs, 1.0, random.Random(0), max_words=2)
    assert all(len(e.words) <= 3 for e in capped) and [w for e in capped for w in e.words] == list("abcdefg")


def test_disfluency_simulation_labels_drop_what_it_inserts(split: Path) -> None:
    from denorm.recipes.tagger_data import pairs

    written = Path(f"{split}.written").read_text(encoding="utf-8").split("\n")
    n = changed = 0
    for k, (words, sl) in enumerate(pairs(split, disfluency=1.0, lang="en", seed=3)):
        n += 1
        changed += len(words) != len(Path(f"{split}.spoken").read_text(encoding="utf-8").split("\n")[k].split())
        assert apply_labels(words, sl.words(), sl.span_forms()) == written[k]
    assert n and changed > n // 2  # most lines got a filler, repetition or false start, and come back written


AS_TYPED = [  # (word, lexicon form, the form written): the word's apostrophe, not the corpus's
    ("she's", "She\u2019s", "She's"),
    ("wouldn't", "wouldn\u2019t", "wouldn't"),
    ("gimp's", "GIMP's", "GIMP's"),  # a form that differs by more than its apostrophe: as it is
    ("o'neill", "O\u2019Neill", "O'Neill"),
    ("iphone", "iPhone", "iPhone"),
    ("rock'n'roll", None, None),
]


@pytest.mark.parametrize("word, form, expected", AS_TYPED)
def test_forms_keep_the_typed_apostrophe(word: str, form: str | None, expected: str | None) -> None:
    from denorm.tagger.codec import as_typed

    assert as_typed(word, form) == expected
