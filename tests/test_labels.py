"""Word labels of the generator (denorm.data.labels): recorded labels, their round trip, and apply_labels."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from denorm.data.base import normalize_written
from denorm.data.clean import read_corpus
from denorm.data.cli import main as data_main
from denorm.data.disfluency import EDITS, disfluent, disfluent_words
from denorm.data.labels import RoundTrip, check_labels, sentence_labels
from denorm.data.languages import get_language
from denorm.data.pipeline import make_pairs

from denorm.core.labels import (
    DISFLUENCIES,
    KEEP,
    MARKS,
    LabelSpan,
    SentenceLabels,
    WordLabels,
    apply_labels,
    claim_span,
    decode_spans,
    valid_tag,
    with_span,
)

SAMPLES = Path(__file__).resolve().parents[1] / "data_gen" / "samples"


def describe(labels: SentenceLabels, words: list[str]) -> str:
    """The labels as one readable line: ^word Title, ^^word UPPER, {form}, <span's written form>, marks as written."""
    spans = {s.start: s for s in labels.spans}
    out, i, n = [], 0, len(words)
    while i < n:
        if i in spans:
            first, last, token = i, spans[i].end - 1, f"<{spans[i].written}>"
            i = spans[i].end
        else:
            first = last = i
            prefix = {"L": "", "T": "^", "U": "^^", "M": "?"}[labels.case[i]]
            token = "{" + labels.forms[i] + "}" if i in labels.forms else prefix + words[i]
            i += 1
        gap = "" if last in labels.join or i >= n else " "
        out.append(labels.before[first] + token + labels.after[last] + gap)
    return "".join(out)


#: (lang, written line, its labels as `describe` writes them (alternatives joined by ~), what cannot be rebuilt).
#: The spoken readings of entities are random; the labels of the other words and the spans' written forms are not.
CASES = [
    # case kinds: Title, lower, mixed with its form, folded letters and typographic apostrophes as forms
    ("en", "Why did they die, in the dark, so many years ago?",
     "^why did they die, in the dark, so many years ago?", ()),
    ("en", "The iPhone and McDonald's beat the GmbH.", "^the {iPhone} and {McDonald's} beat the {GmbH}.", ()),
    ("en", "The café in Zürich is READ ONLY NOW.", "^the {café} in {Zürich} is ^^read ^^only ^^now.", ()),
    # an acronym read as the word it is written as is a cased word, not a span (issue 31); spelled, a span
    ("en", "NASA and the BBC met.", "^^nasa and the ^^bbc met.~^^nasa and the <BBC> met.~<NASA> and the ^^bbc met."
     "~<NASA> and the <BBC> met.", ()),
    ("ru", "Учился в МГУ.", "^учился в ^^мгу.~^учился в <МГУ>.", ()),
    # quotes, brackets, spaced and joining dashes, slash, colon, semicolon, ellipsis
    ("en", 'She said "Yes" (twice) - then left; really!', '^she said "^yes" (twice) - then left; really!', ()),
    ("en", "“Don’t,” he said — ‘never’.", "“{Don’t},” he said — ‘never’.", ()),
    ("en", "Unix-like systems and/or others: fine...", "^unix-like systems <and/or> others: fine...", ()),
    ("en", "Is it [optional]? Yes!", "^is it [optional]? ^yes!", ()),
    # entities of several classes, with marks around them
    ("en", "Meet me at 4:30 PM on 9 November 2009, at 5% off $3.50.",
     "^meet me at <4:30 PM> on <9 November 2009>, at <5%> off <$3.50>.", ()),
    ("en", "Call +49 30 1234567 or visit www.gnu.org/help today.",
     "^call <+49 30 1234567> or visit <www.gnu.org/help> today.", ()),
    # what tags cannot hold
    ("en", "The π constant is fine.", "^the constant is fine.", ("letter 'π'",)),
    ("en", "Use • bullets.", "^use bullets.", ("symbol '•'",)),
    ("de", "Die GmbH „Müller & Söhne“ – gegründet 1999 – liefert z. B. Äpfel.",
     "^die <GmbH> „^müller <&> ^söhne“ – gegründet <1999> – liefert <z. B.> ^äpfel.", ()),
    ("de", "Er sagte: »Nein!« (leise)", "^er sagte: »^nein!« (leise)", ()),
    ("de", "Am 9. November um 16:30 Uhr kostet es 3,50 € bzw. 20 %.",
     "^am <9. November> um <16:30 Uhr> kostet es <3,50 €> <bzw.> <20 %>.", ()),
    ("de", "Wählen Sie „Datei/Öffnen“ im Menü [Extras].",
     "^wählen ^sie „^datei/^öffnen“ im ^menü [^extras].", ()),
    ("ru", "«Ёлка», — сказал он (тихо).", "«{Ёлка}», — сказал он (тихо).", ()),
    ("ru", "В 2014 году Debian стоил 5 долларов, т. е. дёшево.",
     "^в <2014> году ^debian стоил <5 долларов>, <т. е.> {дёшево}.", ()),
    ("ru", "Нажмите «OK» или «Отмена»?", "^нажмите «<OK>» или «^отмена»?", ()),
    # a sentence that ends with a dotted entity: the last word is labeled with the period its dot stands
    # for (so a tagger learns the sentence end), and rebuilding writes one dot
    ("en", "We met at 9 a.m.", "^we met at <9 a.m.>.", ()),
    ("en", "We met at 9 a.m. on Monday.", "^we met at <9 a.m.> on ^monday.", ()),
    ("ru", "— Куда? — спросил Иван-царевич.", "— ^куда? — спросил ^иван-царевич.", ()),
    # a stress mark stays inside its word (a form); the horizontal bar of Russian print is a dash
    ("ru", "Здесь бо\u0301льшее количество ― дерева\u0301.", "^здесь {бо\u0301льшее} количество ― {дерева\u0301}.",
     ()),
]


@pytest.mark.parametrize("lang, written, expected, lossy", CASES)
def test_labels_of_a_verbalization(lang: str, written: str, expected: str, lossy: tuple[str, ...]) -> None:
    language = get_language(lang)
    for seed in range(3):
        v = language.verbalize(written, random.Random(seed))
        labels = sentence_labels(language, v)
        words = v.spoken.split()
        assert len(labels) == len(words)
        assert describe(labels, words) in expected.split("~")
        assert labels.lossy == lossy
        rebuilt = apply_labels(words, labels.words(), labels.span_forms())
        assert (rebuilt == v.written) is not lossy
        # span tags: B- on the first spoken word of each entity, I- on the rest, the generator's class
        tags = [w.span for w in labels.words()]
        spanned = [e for e in v.entities if " " in e.spoken or language.strip(e.written) != e.spoken]
        for span, entity in zip(labels.spans, spanned, strict=True):
            assert (span.cls, span.written) == (entity.cls, entity.written)
            assert tags[span.start:span.end] == [f"B-{span.cls}"] + [f"I-{span.cls}"] * (span.end - span.start - 1)
            assert " ".join(words[span.start:span.end]) == entity.spoken
        assert sum(t == "O" for t in tags) == len(words) - sum(s.end - s.start for s in labels.spans)
        assert SentenceLabels.from_json(labels.to_json()) == labels


@pytest.mark.parametrize("lang, written", [(c[0], c[1]) for c in CASES if not c[3]])
def test_round_trip_with_disfluencies(lang: str, written: str) -> None:
    """Fillers, repetitions and false starts inserted anywhere (also inside entities) are labeled and dropped."""
    language = get_language(lang)
    for seed in range(20):
        v = language.verbalize(written, random.Random(seed))
        fluent = v.spoken.split()
        words, kinds = disfluent_words(fluent, language, random.Random(seed), 1.0)
        assert " ".join(words) == disfluent(v.spoken, language, random.Random(seed), 1.0)
        assert [w for w, k in zip(words, kinds, strict=True) if not k] == fluent
        labels = sentence_labels(language, v).with_disfluency(kinds)
        assert len(labels) == len(words)
        assert [d != KEEP for d in labels.disfl] == [bool(k) for k in kinds]
        assert apply_labels(words, labels.words(), labels.span_forms()) == v.written


def test_disfluency_kinds_known_answer() -> None:
    language = get_language("en")
    words, kinds = disfluent_words("we need to meet at four thirty".split(), language, random.Random(3), 1.0)
    assert words == ["we", "we", "need", "to", "meet", "ah", "at", "four", "ah", "four", "thirty"]
    assert kinds == ["repetition", "", "", "", "", "filler", "", "false_start", "false_start", "", ""]
    assert set(DISFLUENCIES.values()) == {"keep", *EDITS}
    # a filler of two words gets a mark on each word
    ru = get_language("ru")
    seen = set()
    for seed in range(200):
        words, kinds = disfluent_words("мы встретимся завтра".split(), ru, random.Random(seed), 1.0)
        assert len(words) == len(kinds)
        seen.update(w for w, k in zip(words, kinds, strict=True) if k == "filler")
    assert {"как", "бы"} <= seen


def test_with_disfluency_moves_labels_and_spans() -> None:
    fluent = SentenceLabels(("T", "L", "L", "L", "L"), ("", "", "", "", ""), ("-", "", "", "", "."),
                            (KEEP,) * 5, join=(0,), spans=(LabelSpan(3, 5, "time", "4:30"),), forms={0: "We"})
    # "we we meet at four uh thirty": a repetition before the line, a filler inside the entity
    labels = fluent.with_disfluency(["repetition", "", "", "", "", "filler", ""])
    assert labels.case == ("L", "T", "L", "L", "L", "L", "L")
    assert labels.disfl == ("R", "K", "K", "K", "K", "F", "K")
    assert labels.after == ("", "-", "", "", "", "", ".") and labels.join == (1,) and labels.forms == {1: "We"}
    assert labels.spans == (LabelSpan(4, 7, "time", "4:30"),)
    assert [w.span for w in labels.words()] == ["O", "O", "O", "O", "B-time", "I-time", "I-time"]
    words = "we we meet at four uh thirty".split()
    assert apply_labels(words, labels.words(), labels.span_forms()) == "We-meet at 4:30."
    with pytest.raises(ValueError):
        fluent.with_disfluency(["", "filler"])


#: (spoken words, labels, span forms, expected written): predicted labels may be inconsistent.
ROBUST = [
    # I- without B- starts a span; its form replaces the words
    ("at four thirty".split(), [WordLabels(), WordLabels(span="I-time"), WordLabels(span="I-time", after=".")],
     {1: "4:30"}, "at 4:30."),
    # a span without a form stays as words with their own labels
    ("at four thirty".split(), [WordLabels("T"), WordLabels(span="B-time"), WordLabels(span="I-time")],
     {}, "At four thirty"),
    # B- then I- of another class: two spans
    ("five six".split(), [WordLabels(span="B-cardinal"), WordLabels(span="I-year")], {0: "5", 1: "6"}, "5 6"),
    # unknown case, disfluency and span tags, marks outside MARKS: ignored, the word stays
    ("hello world".split(), [WordLabels("X", before="<<", after="@"), WordLabels(disfl="?", span="B-")],
     {}, "hello world"),
    # fewer labels than words: the rest are plain words; more labels: ignored
    ("one two three".split(), [WordLabels("T")], {}, "One two three"),
    (["one"], [WordLabels("U", after="!"), WordLabels("T")], {}, "ONE!"),
    # mixed case without a form: Title; a form wins over the case tag
    ("iphone mac".split(), [WordLabels("M"), WordLabels("L", form="Mac")], {}, "Iphone Mac"),
    # every word labeled disfluent: all are kept
    ("uh um".split(), [WordLabels(disfl="F"), WordLabels(disfl="R")], {}, "uh um"),
    # a dropped word inside a span with a form: the form stands once
    ("four uh thirty pm".split(), [WordLabels(span="B-time"), WordLabels(span="I-time", disfl="F"),
                                   WordLabels(span="I-time"), WordLabels(span="I-time", after=".")],
     {0: "4:30 PM"}, "4:30 PM."),
    # span forms keyed by a word that starts no span, or empty: ignored
    ("a b".split(), [WordLabels(), WordLabels(span="B-x")], {0: "A", 1: ""}, "a b"),
    # joins, spaced dash, non-label objects
    ("unix like now".split(), [WordLabels(after="-", join=True), WordLabels(after=" –"), None], {},
     "unix-like – now"),
    ([], [], {}, ""),
    # one dot ends both an abbreviation and the sentence; an ellipsis stays
    ("at nine a m".split(), [WordLabels(), WordLabels(span="B-time"), WordLabels(span="I-time"),
                             WordLabels(span="I-time", after=".")], {1: "9 a.m."}, "at 9 a.m."),
    ("at nine a m".split(), [WordLabels(), WordLabels(span="B-time"), WordLabels(span="I-time"),
                             WordLabels(span="I-time", after='."')], {1: "9 a.m."}, 'at 9 a.m."'),
    ("etc".split(), [WordLabels(form="etc.", after="...")], {}, "etc...."),
]


@pytest.mark.parametrize("words, labels, forms, expected", ROBUST)
def test_apply_labels_is_robust(words: list[str], labels: list, forms: dict, expected: str) -> None:
    assert apply_labels(words, labels, forms) == expected


def test_decode_spans_and_tags() -> None:
    assert decode_spans(["O", "I-a", "I-a", "B-a", "I-b", "B-", None, "I-b"]) == [(1, 3, "a"), (3, 4, "a"),
                                                                                  (4, 5, "b"), (7, 8, "b")]
    assert all(valid_tag(m) for m in MARKS) and valid_tag(" \u2013") and valid_tag("")
    assert not valid_tag("*") and not valid_tag(",  ,") and not valid_tag(None)


def test_labels_validate_their_shape() -> None:
    with pytest.raises(ValueError):
        SentenceLabels(("L",), ("",), (), (KEEP,))
    with pytest.raises(ValueError):
        SentenceLabels(("L",), ("",), ("",), (KEEP,), spans=(LabelSpan(0, 2, "x", "y"),))
    with pytest.raises(ValueError):
        LabelSpan(2, 2, "x", "y")


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_strip_words_is_strip(lang: str) -> None:
    language = get_language(lang)
    lines = read_corpus(SAMPLES / f"{lang}.txt") + [
        "İstanbul ''quoted'' 'x' ﬁle naïve Straße", "a\u0301b ' '' x''y", "", "Ǆemal ½ ™",
        "ﬁ и\u0301 x", "\u0301a b\u0301 c"]
    for line in map(normalize_written, lines):
        words = language.strip_words(line)
        assert " ".join(w for w, _, _ in words) == language.strip(line)
        assert all(language.strip(line[a:b]) == w for w, a, b in words)
        assert all(a < b <= a2 for (_, a, b), (_, a2, _) in zip(words, words[1:], strict=False))


@pytest.mark.parametrize("lang", ["en", "de", "ru"])
def test_samples_round_trip(tmp_path: Path, lang: str) -> None:
    """make_pairs on the committed samples (with disfluencies): >= 99% of every split rebuilt exactly."""
    make_pairs(read_corpus(SAMPLES / f"{lang}.txt"), lang, tmp_path, disfluency=0.3, valid_size=50,
               test_size=50, entity_share=0.5)
    for split in ("train", "valid", "test"):
        result = check_labels(tmp_path / split)
        assert result.pairs == len((tmp_path / f"{split}.spoken").read_text(encoding="utf-8").splitlines())
        assert result.rate >= 0.99, result.summary(split)
        assert not {k for k in result.kinds if k in ("unexplained", "unaligned") or k.startswith("length")}
        assert result.lossy_rebuilt == 0


def test_make_pairs_labels_option_and_cli(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    corpus = tmp_path / "corpus.txt"
    corpus.write_text("The cat sat on 3 mats.\nIs it red?\nYes, it is.\nDogs bark.\nBirds sing.\n", encoding="utf-8")
    stats = make_pairs(read_corpus(corpus), "en", tmp_path / "off", labels=False, valid_size=1, test_size=1)
    assert not list((tmp_path / "off").glob("*.labels.jsonl")) and stats.labels == {}
    stats = make_pairs(read_corpus(corpus), "en", tmp_path / "on", valid_size=1, test_size=1)
    assert {f"{s}.labels.jsonl" for s in ("train", "valid", "test")} <= set(stats.files)
    assert sum(stats.labels["splits"][s]["pairs"] for s in stats.labels["splits"]) == sum(stats.pairs.values())
    assert data_main(["check-labels", str(tmp_path / "on" / "train"), "--min-rate", "1"]) == 0
    assert "100.00%" in capsys.readouterr().out
    (tmp_path / "on" / "train.labels.jsonl").write_text("", encoding="utf-8")
    assert data_main(["check-labels", str(tmp_path / "on" / "train")]) == 2
    assert "line counts differ" in capsys.readouterr().err


def test_round_trip_counts_kinds() -> None:
    rt = RoundTrip()
    good = SentenceLabels(("T",), ("",), (".",), (KEEP,))
    assert rt.add("yes", "Yes.", good)
    assert not rt.add("yes", "Yes!", good)
    assert not rt.add("yes no", "Yes no.", good)
    assert not rt.add("the", "The π.", SentenceLabels(("T",), ("",), (".",), (KEEP,), lossy=("letter 'π'",)))
    assert (rt.pairs, rt.rebuilt) == (4, 1)
    assert rt.kinds == {"unexplained": 1, "length mismatch (2 words, 1 labels)": 1, "letter 'π'": 1}
    assert "1/4" in rt.summary("x")


CLAIMS = [  # (tagger spans, disfluent word, typed word, cut at, claimed [start, end), spans after)
    ([(0, 1, "cardinal"), (3, 5, "cardinal")], None, None, None, (0, 5), [(0, 5, "power")]),  # pieces replaced
    ([(0, 6, "measure")], None, None, None, (0, 5), [(0, 5, "power")]),  # a span reaching past: cleared
    ([(0, 1, "cardinal")], 2, None, None, (0, 5), [(0, 1, "cardinal")]),  # a word marked deleted: as it was
    ([(0, 1, "cardinal")], None, 3, None, (0, 5), [(0, 1, "cardinal")]),  # a word the user typed: as it was
    ([(0, 1, "cardinal")], None, None, 5, (0, 5), [(0, 1, "cardinal")]),  # a cut inside a source token at the end
    ([(5, 6, "cardinal")], None, None, None, (0, 5), [(0, 5, "power"), (5, 6, "cardinal")]),  # no overlap: kept
]


@pytest.mark.parametrize("spans, deleted, typed, cut, claimed, expected", CLAIMS)
def test_claim_span(spans: list, deleted: int | None, typed: int | None, cut: int | None, claimed: tuple,
                    expected: list) -> None:
    labels = [WordLabels() for _ in range(6)]
    for a, b, cls in spans:
        labels = with_span(labels, a, b, cls)
    if deleted is not None:
        labels[deleted] = WordLabels(disfl="F")
    plain = [k != typed for k in range(6)]
    ok = [k != cut for k in range(7)]
    assert decode_spans([lab.span for lab in claim_span(labels, *claimed, "power", plain, ok)]) == expected
