"""Which input words each output piece came from: the "alignment" of `--format jsonl`, so ASR word timings survive.

An output line is a sequence of pieces (denorm.align.OutToken: a word with its case and marks, a written
entity such as "4:30 PM", a verbatim token, a mark attached to its neighbour); each piece names the input
words it stands for by index in the input line's whitespace-separated words (0-based). A piece the engine
added without a source (a quote mark, say) names none; a dropped input word (a filler) appears in no piece.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from denorm.align import OutToken
from denorm.text.normalize import NormalizedLine

_WORD = re.compile(r"\S+")

#: One output piece and the input word indexes it came from.
Piece = tuple[str, list[int]]
#: The version of the alignment's JSON form (`as_json`), the same for `--format jsonl`, `denorm serve` and
#: `denorm batch`; it changes only when the shape does.
ALIGNMENT_VERSION = 1


def as_json(pieces: list[Piece] | None) -> dict | None:
    """The alignment as JSON, one form everywhere: {"version": 1, "pieces": [[piece, [input word indexes]], ...]}
    (docs/formats.md "Alignment"); None where it was not tracked."""
    if pieces is None:
        return None
    return {"version": ALIGNMENT_VERSION, "pieces": [[text, list(ids)] for text, ids in pieces]}


def input_words(raw: str) -> list[tuple[int, int]]:
    """[start, end) character offsets of the whitespace-separated words of an input line."""
    return [(m.start(), m.end()) for m in _WORD.finditer(raw)]


def sources(tokens: list[OutToken], line: NormalizedLine) -> list[Piece]:
    """(text, input word indexes) of each output token of `line` (tokens as `denorm.text.assemble.finish` gives them)."""
    spans = input_words(line.raw)
    starts = [a for a, _ in spans]

    def word_at(char: int) -> int | None:
        k = bisect_right(starts, char) - 1
        return k if k >= 0 and char < spans[k][1] else None

    src = [(s.lo, s.hi, s.text, word_at(s.start)) for s in line.tokens if s.start >= 0]
    cursor = 0  #: where in the raw line the pieces so far came from
    out: list[Piece] = []
    for t in tokens:
        if t.hi > t.lo:
            ids = sorted({i for lo, hi, _, i in src if i is not None and lo < t.hi and t.lo < hi})
        else:  # a token cut out before the model (verbatim, emoji) or a word the input wrote as is
            ids = [i for lo, hi, text, i in src if i is not None and lo == hi and text == t.text][:1]
            if not ids and t.text.strip():  # found in the raw line from where the last piece was
                at = line.raw.find(t.text, cursor)
                at = line.raw.find(t.text) if at < 0 else at
                if at >= 0:  # every input word the run touches ("dо مرحبا", the "ø" inside "smørrebrød")
                    ids = [k for k, (a, b) in enumerate(spans) if a < at + len(t.text) and at < b]
                    cursor = at + len(t.text)
        if ids and t.hi > t.lo:
            cursor = max(cursor, spans[ids[-1]][0])
        out.append((t.text, ids))
    return out


def identity(raw: str) -> list[Piece]:
    """A line that came back as it went in: every word its own piece."""
    return [(raw[a:b], [k]) for k, (a, b) in enumerate(input_words(raw))]


def offset(pieces: list[Piece], by: int) -> list[Piece]:
    """The pieces of a line inside a longer text, its word indexes shifted by the words before it."""
    return [(text, [i + by for i in ids]) for text, ids in pieces]
