"""Options of an evaluation and their defaults (the one place the API and the CLI take them from)."""

from __future__ import annotations

from dataclasses import dataclass

from denorm.eval.languages import LanguageTable, get_table
from denorm.eval.tokenizer import TOKENIZER_NAME

from denorm.defaults import DEFAULT_LANG
from denorm.version import __version__

#: cWER conventions: "count-ins" counts hypothesis insertions of copy words as errors (a
#: hallucinated lowercase word is an error); "no-ins" counts only substitutions and deletions.
CWER_CONVENTIONS: dict[str, str] = {
    "count-ins": "substitutions + deletions + insertions (default; hallucinated words are errors)",
    "no-ins": "substitutions + deletions only (insertions of copy words are not counted)",
}
#: Case handling: "mixed" compares case-sensitively; "lc" lowercases hypothesis and reference first.
CASE_MODES: dict[str, str] = {
    "mixed": "case-sensitive (default)",
    "lc": "lowercase both sides first (for systems that do not restore case)",
}
#: Sentence-initial title-case reference words in the capitalization SER/F1.
CAP_INITIAL: dict[str, str] = {
    "include": "count them (default: capitalizing the first word is part of the task)",
    "exclude": "leave them out, as Rei et al. (2020) do",
}

#: Words of the case P/R/F1: a word joined by hyphens is one word, or each part is cased alone.
CASE_WORDS: dict[str, str] = {
    "whole": "a hyphenated word is one word (default; 'MS-Droiden' is mixed, like 'iPhone')",
    "parts": "each part of a hyphenated word is cased alone ('MS-Droiden': MS upper, Droiden title; a compound "
             "is no mixed-case word)",
}

DEFAULT_CWER = "count-ins"
DEFAULT_CASE = "mixed"
DEFAULT_CAP_INITIAL = "include"
DEFAULT_CASE_WORDS = "whole"
#: Number of worst sentences shown per system in the HTML report.
DEFAULT_WORST = 20
#: Metrics computed when none are asked for ("entity" joins them when entities are given).
DEFAULT_METRICS: tuple[str, ...] = (
    "wer", "cwer", "pwer", "dwer", "uwer", "symwer", "sentence", "bleu", "cap", "punct", "case",
)


@dataclass(frozen=True)
class EvalConfig:
    """Everything besides the texts that changes a figure: it is spelled out in the signatures."""

    lang: str = DEFAULT_LANG
    cwer: str = DEFAULT_CWER
    case: str = DEFAULT_CASE
    cap_initial: str = DEFAULT_CAP_INITIAL
    case_words: str = DEFAULT_CASE_WORDS

    def __post_init__(self) -> None:
        get_table(self.lang)  # raises ValueError naming the known languages
        for value, allowed, what in ((self.cwer, CWER_CONVENTIONS, "cWER convention"),
                                     (self.case, CASE_MODES, "case mode"),
                                     (self.cap_initial, CAP_INITIAL, "cap-initial mode"),
                                     (self.case_words, CASE_WORDS, "case-words mode")):
            if value not in allowed:
                raise ValueError(f"unknown {what} {value!r}; known: {', '.join(allowed)}")

    @property
    def table(self) -> LanguageTable:
        return get_table(self.lang)

    def signature(self, metric: str | None = None, extra: tuple[str, ...] | None = None) -> str:
        """`denorm-eval|lang:..|tok:..|...|version:..`; with `metric`, only the options in
        `extra` are added to the common ones (lang, tok, case), otherwise all of them."""
        parts = ["denorm-eval" if metric is None else f"denorm-eval:{metric}",
                 f"lang:{self.lang}", f"tok:{TOKENIZER_NAME}"]
        options = {"cwer": self.cwer, "case": self.case, "cap-initial": self.cap_initial,
                   "case-words": self.case_words}
        keys = tuple(options) if extra is None else ("case", *extra)
        parts += [f"{k}:{options[k]}" for k in options if k in keys]
        parts.append(f"version:{__version__}")
        return "|".join(parts)
