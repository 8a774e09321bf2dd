"""Align one output line with its spoken input: the tokens' input intervals and the unexplained edits."""

from __future__ import annotations

import re

from denorm.align.anchored import align_units
from denorm.align.readings import READING_SEEDS, READING_SEEDS_FIRST, READING_SEEDS_MAX, unit_readings
from denorm.align.tokens import Alignment, Edit, OutToken
from denorm.align.vocabulary import number_words
from denorm.text.normalize import token_intervals, verbalize_units


def copy_alignment(output: str, words: list[str], lang: str) -> Alignment | None:
    """Fast path: when the output, stripped to the spoken alphabet, is the input itself (casing and
    punctuation only), every token covers its own words and nothing needs verbalizing; else None."""
    from denorm.data import get_language
    from denorm.data.base import normalize_written

    language = get_language(lang)
    written = normalize_written(output)
    if language.strip(written).split() != list(words):
        return None
    out: list[OutToken] = []
    pos = 0
    for tok in written.split(" ") if written else []:
        k = len(language.strip(tok).split())
        out.append(OutToken(tok, pos, pos + k))
        pos += k
    return Alignment(out) if pos == len(words) else None


#: A word and digits glued with at most one mark between them: "million123456", "million,123,456", "3million".
_GLUED = re.compile(r"^\W*(?:(?P<w1>[^\W\d_]+)[,.]?\d|\d[\d,.]*(?P<w2>[^\W\d_]+)\W*$)")


def glued_number(text: str, lang: str) -> bool:
    """A number word glued to digits ("789 million123456"): its readings may match the words, but no one
    writes it; "4th", "MP3" and "10km" are not number words and pass."""
    m = _GLUED.match(text)
    if m is None:
        return False
    word = (m.group("w1") or m.group("w2")).casefold()
    return word in number_words(lang)


def align(output: str, words: list[str], lang: str) -> Alignment:
    """Tokens of `output` with the input interval each covers, and the edits not explained."""
    fast = copy_alignment(output, words, lang)
    if fast is not None:
        return fast
    _, tokens, units = verbalize_units(output, lang, seed=0)
    seeds = READING_SEEDS_FIRST
    readings = unit_readings(units, output, lang, seeds)
    result = align_units(units, words, lang, readings)
    while seeds * 4 <= READING_SEEDS_MAX and result.touches(readings):  # a rarer reading?
        seeds *= 4
        more = unit_readings(units, output, lang, seeds)
        if more != readings:
            readings = more
            result = align_units(units, words, lang, readings)
        elif seeds > READING_SEEDS:  # four times more draws found nothing new: the readings are all there
            break
    covers = [(u.tok_lo, u.tok_hi, a, b) for u, (a, b) in zip(units, result.spans, strict=True)]
    out = [OutToken(text, a, b) for text, (a, b) in zip(tokens, token_intervals(len(tokens), covers), strict=True)]
    edits = list(result.edits)
    edits += [Edit("sub", min(t.lo, max(len(words) - 1, 0)), " ".join(words[t.lo:t.hi]), t.text)
              for t in out if glued_number(t.text, lang)]
    return Alignment(out, sorted(edits, key=lambda e: e.pos))
