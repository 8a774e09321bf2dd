"""Tokenized sentence pairs of one system and their alignments, each computed once and shared."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from denorm.eval.align import Edits, Opcode, edits, opcodes, ref_to_hyp
from denorm.eval.config import EvalConfig
from denorm.eval.errors import check_lengths
from denorm.eval.token_classes import PUNCT_CLASSES, WORD, TokenClasses
from denorm.eval.tokenizer import tokenize

if TYPE_CHECKING:
    from denorm.eval.entities import EntityRef

_PUNCT_CLASS_SET = frozenset(PUNCT_CLASSES)
#: A hyphen inside a word, between two letters ("MS-Droiden", "ЭМИ-гранатой"; not "COVID-19").
_HYPHENS = re.compile(r"(?<=[^\W\d_])[-\u2010\u2011](?=[^\W\d_])")


@dataclass(slots=True)
class WordPair:
    """The word alignment of one sentence pair: words (tokens that are not punctuation marks),
    the punctuation class following each word (None: none of PUNCT_CLASSES), and for each
    reference word the index of the hypothesis word aligned to it (-1: deleted). Words are aligned
    case-insensitively, so case and punctuation decisions do not move the alignment."""

    ref_words: list[str]
    hyp_words: list[str]
    ref_marks: list[str | None]
    hyp_marks: list[str | None]
    ref2hyp: list[int]

    def inserted(self) -> list[int]:
        """Indices of hypothesis words aligned to no reference word."""
        used = set(self.ref2hyp)
        return [j for j in range(len(self.hyp_words)) if j not in used]


class Corpus:
    """Hypothesis and reference lines of one system, tokenized once; alignments on demand."""

    def __init__(self, hyps: Sequence[str], refs: Sequence[str], config: EvalConfig,
                 entities: Sequence[Sequence[EntityRef]] | None = None,
                 entities_source: str = "entities") -> None:
        check_lengths(hyps, refs)
        if entities is not None:
            check_lengths(entities, refs, entities_source, "reference")
        self.entities = None if entities is None else [list(e) for e in entities]
        self.entities_source = entities_source
        self.config = config
        self.hyp_lines = list(hyps)
        self.ref_lines = list(refs)
        self.classes = TokenClasses(config.table)
        lower = config.case == "lc"
        self.hyp_tokens = [self._tok(x, lower) for x in self.hyp_lines]
        self.ref_tokens = [self._tok(x, lower) for x in self.ref_lines]

    @staticmethod
    def _tok(line: str, lower: bool) -> list[str]:
        tokens = tokenize(line)
        return [t.lower() for t in tokens] if lower else tokens

    def __len__(self) -> int:
        return len(self.ref_lines)

    @cached_property
    def opcodes(self) -> list[list[Opcode]]:
        """The token alignment of every pair (the WER alignment)."""
        return [opcodes(r, h) for r, h in zip(self.ref_tokens, self.hyp_tokens, strict=True)]

    @cached_property
    def edits(self) -> list[Edits]:
        """Token edits of every pair under a minimal alignment."""
        return [edits(r, h) for r, h in zip(self.ref_tokens, self.hyp_tokens, strict=True)]

    @cached_property
    def ref_flags(self) -> list[list[int]]:
        """Token class flags (eval.token_classes) of every reference token."""
        flag_of = self.classes.flag_of
        return [[flag_of[t] for t in toks] for toks in self.ref_tokens]

    @cached_property
    def hyp_flags(self) -> list[list[int]]:
        """Token class flags of every hypothesis token."""
        flag_of = self.classes.flag_of
        return [[flag_of[t] for t in toks] for toks in self.hyp_tokens]

    def _words(self, tokens: list[str]) -> tuple[list[str], list[str | None]]:
        flag_of = self.classes.flag_of
        words: list[str] = []
        marks: list[str | None] = []
        open_word = False
        for t in tokens:
            if flag_of[t] & WORD:
                words.append(t)
                marks.append(None)
                open_word = True
            elif open_word:
                marks[-1] = t if t in _PUNCT_CLASS_SET else None
                open_word = False
        return words, marks

    @cached_property
    def word_pairs(self) -> list[WordPair]:
        """The word alignment of every pair (see WordPair)."""
        return self._pairs(self._words)

    @cached_property
    def part_pairs(self) -> list[WordPair]:
        """The word alignment of every pair with each part of a hyphenated word a word of its own ("MS-Droiden":
        "MS", "Droiden"), its hyphen no mark: the case P/R/F1 under case-words "parts"."""
        def parts(tokens: list[str]) -> tuple[list[str], list[str | None]]:
            words, marks = self._words(tokens)
            split_words: list[str] = []
            split_marks: list[str | None] = []
            for w, m in zip(words, marks, strict=True):
                pieces = _HYPHENS.split(w)
                split_words += pieces
                split_marks += [None] * (len(pieces) - 1) + [m]
            return split_words, split_marks
        return self._pairs(parts)

    def _pairs(self, words_of: Callable[[list[str]], tuple[list[str], list[str | None]]]) -> list[WordPair]:
        out = []
        for r, h in zip(self.ref_tokens, self.hyp_tokens, strict=True):
            rw, rm = words_of(r)
            if r == h:
                out.append(WordPair(rw, rw, rm, rm, list(range(len(rw)))))
                continue
            hw, hm = words_of(h)
            rl = [w.lower() for w in rw]
            hl = [w.lower() for w in hw]
            r2h = list(range(len(rw))) if rl == hl else ref_to_hyp(opcodes(rl, hl), len(rw))
            out.append(WordPair(rw, hw, rm, hm, r2h))
        return out

