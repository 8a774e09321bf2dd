"""Metrics of denorm-eval: tables of (hyps, refs, expected) with hand-counted values, jiwer and sacrebleu cross-checks."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest
from denorm.eval import InputError, evaluate
from denorm.eval.metrics.bleu import chunked
from denorm.eval.results import ClassCounts, ErrorRate, SlotResult

DE_REF = "Und auch wer nur hier im Land operiert, zahlt nur zehn Prozent Steuern."
DE_HYP = "Und auch wer nur hier im Land operiert zahlt nur 10 % Steuern."

# (lang, hyps, refs, metric, options, expected errors, expected reference count)
ERROR_RATE_CASES = [
    # Suter & Novak, section 3.3: uWER on [Und Land Prozent Steuern] vs [Und Land Steuern], pWER on [, .] vs [.]
    ("de", [DE_HYP], [DE_REF], "uwer", {}, 1, 4),
    ("de", [DE_HYP], [DE_REF], "pwer", {}, 1, 2),
    ("de", [DE_HYP], [DE_REF], "wer", {}, 3, 15),  # deleted ",", zehn->10, Prozent->%
    ("de", [DE_HYP], [DE_REF], "cwer", {}, 1, 9),  # "zehn" deleted among 9 copy words
    ("de", [DE_HYP], [DE_REF], "dwer", {}, 1, 0),  # [] vs [10]: one insertion, no reference digit
    ("de", [DE_HYP], [DE_REF], "symwer", {}, 1, 0),  # [] vs [%]
    ("de", [DE_HYP], [DE_REF], "sentence", {}, 1, 1),
    # cWER counts a hallucinated lowercase word, unless --cwer-convention no-ins
    ("en", ["Hello big world."], ["Hello world."], "cwer", {}, 1, 1),
    ("en", ["Hello big world."], ["Hello world."], "cwer", {"cwer": "no-ins"}, 0, 1),
    ("en", ["Hello wide world."], ["Hello big world."], "cwer", {"cwer": "no-ins"}, 1, 2),
    # an empty filtered reference adds its insertions to the corpus total
    ("en", ["Hello 5.", "at 5 pm"], ["Hello.", "at 5 pm"], "dwer", {}, 1, 1),
    ("en", ["Meet me at 4 30 PM on 9th November."], ["Meet me at 4:30 PM on 9 November."], "dwer", {}, 3, 2),
    ("en", ["Meet me at 4 30 PM on 9th November."], ["Meet me at 4:30 PM on 9 November."], "uwer", {}, 0, 3),
    ("en", ["meet me at 4:30 pm"], ["Meet me at 4:30 PM."], "wer", {}, 3, 6),
    ("en", ["meet me at 4:30 pm"], ["Meet me at 4:30 PM."], "wer", {"case": "lc"}, 1, 6),
    ("en", ["It costs 5 dollars and 10 % of 20 km."], ["It costs $5 and 10% of 20 km."], "symwer", {}, 1, 3),
    ("de", ["20 kmh und 5 Euro"], ["20 km/h und 5 €"], "symwer", {}, 2, 2),
    ("ru", ["5 кг"], ["5 кг"], "symwer", {}, 0, 1),
    ("en", ["Hello  world. ", "Hello world ."], ["Hello world.", "Hello world."], "sentence", {}, 1, 2),
    ("en", ["hello world."], ["Hello world."], "sentence", {"case": "lc"}, 0, 1),
    # empty lines are lines
    ("en", ["", "a"], ["", ""], "wer", {}, 1, 0),
    ("en", ["", "b c"], ["a", "b c"], "wer", {}, 1, 3),
]


@pytest.mark.parametrize("lang,hyps,refs,metric,options,errors,ref_count", ERROR_RATE_CASES)
def test_error_rates(lang, hyps, refs, metric, options, errors, ref_count) -> None:
    res = evaluate(hyps, refs, lang=lang, metrics=[metric], **options)[metric]
    assert (res.errors, res.ref_count) == (errors, ref_count)
    assert res.rate == (pytest.approx(100.0 * errors / ref_count) if ref_count else None)


def test_paper_example_rates() -> None:
    res = evaluate([DE_HYP], [DE_REF], lang="de")
    assert res["uwer"].rate == pytest.approx(25.0)
    assert res["pwer"].rate == pytest.approx(50.0)
    assert res["wer"].rate == pytest.approx(20.0)


# (hyps, refs, options, correct, substitutions, deletions, insertions)
CAP_CASES = [
    ([DE_HYP], [DE_REF], {}, 3, 0, 1, 0),  # Prozent -> % is a missed slot
    ([DE_HYP], [DE_REF], {"cap_initial": "exclude"}, 2, 0, 1, 0),  # "Und" left out
    (["Nasa said"], ["NASA said"], {}, 0, 1, 0, 0),  # upper -> title: substitution
    (["The cat"], ["the cat"], {}, 0, 0, 0, 1),  # false alarm
    (["The cat"], ["the cat"], {"cap_initial": "exclude"}, 0, 0, 0, 1),  # only title references are left out
    (["London is big"], ["London is big"], {"cap_initial": "exclude"}, 0, 0, 0, 0),
    (["I saw Paris"], ["I saw Paris"], {}, 2, 0, 0, 0),
    (["i saw"], ["I saw Paris"], {}, 0, 0, 2, 0),  # "I" missed, "Paris" deleted
    (["Go Extra home"], ["Go home"], {}, 1, 0, 0, 1),  # inserted capitalized word
]


@pytest.mark.parametrize("hyps,refs,options,c,s,d,i", CAP_CASES)
def test_capitalization(hyps, refs, options, c, s, d, i) -> None:
    res = evaluate(hyps, refs, lang="de" if "Steuern" in refs[0] else "en", metrics=["cap"], **options)["cap"]
    assert (res.correct, res.substitutions, res.deletions, res.insertions) == (c, s, d, i)


def test_capitalization_figures() -> None:
    res = evaluate([DE_HYP], [DE_REF], lang="de", metrics=["cap"])["cap"]
    assert res.ser == pytest.approx(25.0)
    assert (res.precision, res.recall) == (pytest.approx(100.0), pytest.approx(75.0))
    assert res.f1 == pytest.approx(2 * 100 * 75 / 175)


PUNCT_REF, PUNCT_HYP = "yes, I know. Do you?", "yes I know, do you?"
# (hyps, refs, metric, class, tp, fp, fn)
PRF_CASES = [
    ([PUNCT_HYP], [PUNCT_REF], "punct", ",", 0, 1, 1),
    ([PUNCT_HYP], [PUNCT_REF], "punct", ".", 0, 0, 1),
    ([PUNCT_HYP], [PUNCT_REF], "punct", "?", 1, 0, 0),
    ([PUNCT_HYP], [PUNCT_REF], "case", "lower", 3, 1, 0),
    ([PUNCT_HYP], [PUNCT_REF], "case", "title", 1, 0, 1),
    (["Hello , world !"], ["Hello, world!"], "punct", ",", 1, 0, 0),  # spacing does not matter
    (["a b"], ["a, c b."], "punct", ",", 0, 0, 1),  # deleted word's mark is a FN
    (["a x, b."], ["a b."], "punct", ",", 0, 1, 0),  # inserted word's mark is a FP
    (["use an IPHONE"], ["use an iPhone"], "case", "mixed", 0, 0, 1),
    (["use an IPHONE"], ["use an iPhone"], "case", "upper", 0, 1, 0),
]


@pytest.mark.parametrize("hyps,refs,metric,cls,tp,fp,fn", PRF_CASES)
def test_per_class_prf(hyps, refs, metric, cls, tp, fp, fn) -> None:
    res = evaluate(hyps, refs, metrics=[metric])[metric]
    assert res.classes[cls] == ClassCounts(tp, fp, fn)


# case-words "parts": each part of a hyphenated word is cased alone (hand counts); (hyps, refs, mode, class, tp, fp, fn)
PART_CASES = [
    (["Die MS Droiden kamen."], ["Die MS-Droiden kamen."], "parts", "upper", 1, 0, 0),
    (["Die MS Droiden kamen."], ["Die MS-Droiden kamen."], "parts", "title", 2, 0, 0),
    (["Die MS Droiden kamen."], ["Die MS-Droiden kamen."], "parts", "mixed", 0, 0, 0),
    (["Die MS Droiden kamen."], ["Die MS-Droiden kamen."], "whole", "mixed", 0, 0, 1),  # the compound is "mixed"
    (["Die MS Droiden kamen."], ["Die MS-Droiden kamen."], "whole", "upper", 0, 1, 0),
    (["Die Hühnchen-Burrito-Speise."], ["Die Hühnchen-Burrito-Speise."], "parts", "title", 4, 0, 0),
    (["Die Hühnchen-Burrito-Speise."], ["Die Hühnchen-Burrito-Speise."], "whole", "mixed", 1, 0, 0),
    (["Der Ms-Droide."], ["Der MS-Droide."], "parts", "upper", 0, 0, 1),
    (["Der Ms-Droide."], ["Der MS-Droide."], "parts", "title", 2, 1, 0),
    (["ein iPhone und COVID-19"], ["ein iPhone und COVID-19"], "parts", "mixed", 1, 0, 0),  # no hyphen before digits
    (["ein iPhone und COVID-19"], ["ein iPhone und COVID-19"], "parts", "upper", 1, 0, 0),
    (["с эми гранатой"], ["с ЭМИ-гранатой"], "parts", "upper", 0, 0, 1),
    (["с эми гранатой"], ["с ЭМИ-гранатой"], "parts", "lower", 2, 1, 0),
]


@pytest.mark.parametrize("hyps,refs,mode,cls,tp,fp,fn", PART_CASES)
def test_case_words_parts(hyps, refs, mode, cls, tp, fp, fn) -> None:
    res = evaluate(hyps, refs, lang="ru" if refs[0][0] == "с" else "de", metrics=["case"], case_words=mode)["case"]
    assert res.classes[cls] == ClassCounts(tp, fp, fn)
    assert f"case-words:{mode}" in res.signature


def test_micro_averages() -> None:
    res = evaluate([PUNCT_HYP], [PUNCT_REF], metrics=["punct", "case"])
    assert res["punct"].overall == ClassCounts(1, 1, 2)
    assert res["punct"].overall.f1 == pytest.approx(40.0)
    assert res["case"].overall == ClassCounts(1, 0, 1)  # title, upper, mixed only
    assert res["case"].overall.precision == pytest.approx(100.0)


def test_cap_f1_equals_case_micro_f1() -> None:
    rng = random.Random(3)
    words = ["the", "The", "NASA", "Nasa", "iPhone", "paris", "Paris", "10", "%", ",", "."]
    refs = [" ".join(rng.choice(words) for _ in range(8)) for _ in range(50)]
    hyps = [" ".join(rng.choice(words) for _ in range(8)) for _ in range(50)]
    res = evaluate(hyps, refs, metrics=["cap", "case"])
    assert res["cap"].f1 == pytest.approx(res["case"].overall.f1)


def _ent(ref: str, cls: str, written: str) -> dict:
    start = ref.index(written)
    return {"class": cls, "written": written, "spoken": "", "start": start, "end": start + len(written)}


ENT_REF = "Meet me at 4:30 PM on 9 November."
ENTITIES = [{"entities": [_ent(ENT_REF, "time", "4:30 PM"), _ent(ENT_REF, "date", "9 November")]}]
# (hyp, correct time, correct date)
ENTITY_CASES = [
    ("Meet me at 4:30 PM on 9 November.", 1, 1),
    ("meet me at 4:30 PM on 9 November", 1, 1),
    ("Meet me at 4:30 pm on the 9th of November.", 0, 0),
    ("Meet me at 4:30 PM on 9 November 2020.", 1, 1),  # an insertion after the entity is outside it
    ("Meet me at 4:30 extra PM on 9 November.", 0, 1),  # an insertion inside is not
    ("Meet me at 4:30PM on 9 November.", 0, 1),
    ("Meet me at 16:30 on 9 November.", 0, 1),
]


@pytest.mark.parametrize("hyp,time_ok,date_ok", ENTITY_CASES)
def test_entity_accuracy(hyp: str, time_ok: int, date_ok: int) -> None:
    res = evaluate([hyp], [ENT_REF], entities=ENTITIES)["entity"]
    assert res.classes == {"date": (date_ok, 1), "time": (time_ok, 1)}


def test_entity_errors() -> None:
    bad = [{"entities": [{"class": "time", "written": "4:31 PM", "start": 11, "end": 18}]}]
    with pytest.raises(InputError, match="entities:1: entity '4:31 PM'"):
        evaluate([ENT_REF], [ENT_REF], entities=bad)
    with pytest.raises(InputError, match="needs entity annotations"):
        evaluate([ENT_REF], [ENT_REF], metrics=["entity"])
    with pytest.raises(InputError, match="entities has 2 lines, reference has 1"):
        evaluate([ENT_REF], [ENT_REF], entities=ENTITIES * 2)
    with pytest.raises(InputError, match="entities:1:"):
        evaluate([ENT_REF], [ENT_REF], entities=["not json"])


def test_bad_input() -> None:
    with pytest.raises(InputError, match="hypothesis has 1 lines, reference has 2 lines"):
        evaluate(["a"], ["a", "b"])
    with pytest.raises(InputError, match="unknown metric"):
        evaluate(["a"], ["a"], metrics="wer,nope")
    with pytest.raises(InputError, match="unknown language"):
        evaluate(["a"], ["a"], lang="xx")
    with pytest.raises(InputError, match="cWER convention"):
        evaluate(["a"], ["a"], cwer="spitch")


def test_empty_corpus() -> None:
    res = evaluate([], [])
    assert res.n_sentences == 0 and res["wer"].rate is None and res["bleu"].score == 0.0


def test_results_are_validated() -> None:
    with pytest.raises(ValueError):
        ErrorRate("wer", "WER", "sig", errors=-1, ref_count=1, hyp_count=1)
    with pytest.raises(ValueError):
        ErrorRate("wer", "WER", "sig", errors=5, ref_count=1, hyp_count=1, substitutions=1, deletions=0,
                  insertions=0)
    with pytest.raises(ValueError):
        ClassCounts(-1, 0, 0)
    assert SlotResult("cap", "Cap", "sig", correct=3, substitutions=0, deletions=1, insertions=0).ser == 25.0


def test_signatures() -> None:
    res = evaluate([DE_HYP], [DE_REF], lang="de")
    assert res.signature.startswith("denorm-eval|lang:de|tok:denorm-v1|cwer:count-ins|case:mixed|")
    assert res.signature.endswith("|version:0.1.0") or "version:" in res.signature
    assert "cwer:count-ins" in res["cwer"].signature and "cwer:" not in res["wer"].signature
    assert "sacrebleu:nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp" in res["bleu"].signature
    assert set(res.summary()) >= {"wer", "cwer", "pwer", "dwer", "uwer", "bleu", "signature"}


def _random_sentences(rng: random.Random, n: int, vocab: list[str], empty: bool = True) -> list[str]:
    lo = 0 if empty else 1
    return [" ".join(rng.choice(vocab) for _ in range(rng.randint(lo, 12))) for _ in range(n)]


def test_wer_matches_jiwer() -> None:
    jiwer = pytest.importorskip("jiwer")
    rng = random.Random(11)
    vocab = ["a", "b", "c", "d", "Hello", "world", "4:30", "1,000.50"]
    for _ in range(20):
        refs = _random_sentences(rng, 30, vocab, empty=False)
        hyps = _random_sentences(rng, 30, vocab)
        ours = evaluate(hyps, refs, metrics=["wer"])["wer"]
        theirs = jiwer.process_words(refs, hyps)
        assert ours.errors == theirs.substitutions + theirs.deletions + theirs.insertions
        assert ours.rate == pytest.approx(100.0 * theirs.wer)


BLEU_CASES = [
    (["The cat sat on the mat.", "Meet me at 4:30 PM.", ""], ["The cat sat on a mat.", "Meet me at 4:30 p.m.", ""]),
    ([DE_HYP, "x &amp; y -- 10-15 (a)"], [DE_REF, "x & y - 10-15 [a]"]),
]


@pytest.mark.parametrize("hyps,refs", BLEU_CASES)
@pytest.mark.parametrize("case", ["mixed", "lc"])
def test_bleu_equals_sacrebleu_cli(tmp_path: Path, hyps: list[str], refs: list[str], case: str) -> None:
    pytest.importorskip("sacrebleu")
    (tmp_path / "hyp").write_text("\n".join(hyps) + "\n", encoding="utf-8")
    (tmp_path / "ref").write_text("\n".join(refs) + "\n", encoding="utf-8")
    cmd = [sys.executable, "-m", "sacrebleu", str(tmp_path / "ref"), "-i", str(tmp_path / "hyp"), "-b", "-w", "6"]
    if case == "lc":
        cmd.append("-lc")
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.strip()
    ours = evaluate(hyps, refs, metrics=["bleu"], case=case)["bleu"].score
    assert f"{ours:.6f}" == out


def test_bleu_chunked_tokenization_equals_whole_line() -> None:
    tokenizers = pytest.importorskip("sacrebleu.tokenizers.tokenizer_13a")
    tok = tokenizers.Tokenizer13a()
    rng = random.Random(5)
    alphabet = list("ab1.,-&;<>'\" \t\u00a0A:/$%()[]{}~`^_@!?09Σé") + ["&amp;", "&quot;", "<skipped>", " - "]
    for lower in (False, True):
        split = chunked(tok, lower)
        for _ in range(3000):
            line = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 25)))
            expected = tok((line.lower() if lower else line).rstrip()).split()
            assert split(line) == expected, line
