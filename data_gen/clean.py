"""Input cleaning: read a corpus, normalize lines, skip bad ones with a count per reason, deduplicate."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from denorm.data.base import normalize_written

#: Why a line was skipped (keys of `skipped` in stats.json). The first five are found here, the rest
#: when the line is verbalized.
SKIP_REASONS = {
    "empty": "empty or whitespace-only line",
    "invalid_utf8": "bytes that are not UTF-8 (read as U+FFFD)",
    "no_words": "no letter or digit (only symbols or punctuation)",
    "too_long": "more characters than max_chars",
    "duplicate": "same written sentence as an earlier line",
    "empty_spoken": "the spoken side would be empty",
    "not_in_alphabet": "the spoken side fails language.in_alphabet",
    "uncovered_digit": "a digit of the written side is in no entity (the spoken side would lose it)",
    "verbalize_error": "the language cannot read a value of the sentence (VerbalizationError)",
}


@dataclass
class CleanResult:
    """Kept sentences (normalized, unique, in input order) and skipped counts by reason."""

    sentences: list[str]
    skipped: Counter = field(default_factory=Counter)
    lines_in: int = 0


def read_corpus(path: Path | str) -> list[str]:
    """Lines of a UTF-8 file; invalid bytes become U+FFFD (counted and skipped by `clean`)."""
    with open(path, encoding="utf-8", errors="replace", newline="") as f:
        return f.read().splitlines()


def clean(lines: Iterable[str], max_chars: int) -> CleanResult:
    """Normalize every line and keep the good, first occurrences."""
    result = CleanResult([])
    seen: set[str] = set()
    for raw in lines:
        result.lines_in += 1
        if "\ufffd" in raw:
            result.skipped["invalid_utf8"] += 1
            continue
        line = normalize_written(raw)
        if not line:
            result.skipped["empty"] += 1
        elif not any(ch.isalnum() for ch in line):
            result.skipped["no_words"] += 1
        elif len(line) > max_chars:
            result.skipped["too_long"] += 1
        elif line in seen:
            result.skipped["duplicate"] += 1
        else:
            seen.add(line)
            result.sentences.append(line)
    return result
