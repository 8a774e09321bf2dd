"""Clock times said as a part of the hour ("a quarter to five", "Viertel vor acht"): one time span, never split."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from denorm.core.labels import KEEP, WordLabels, decode_spans, with_span

#: The class of a clock phrase's span.
CLOCK_CLASS = "time"
#: Words before the part that make it a number's half rather than a clock's ("two and a half to five").
NUMBER_BEFORE = 3


def clock_phrases(words: Sequence[str], lang: str) -> list[tuple[int, int]]:
    """(start, end) of each time said as a part of the hour, a relation word and the hour (`Language.clock_parts`,
    `clock_relations`; an article before the part is in it: "[a quarter to five]", "[half past eight]",
    "[viertel vor acht]"); not after a number ("two and a half to five"), nor before another number word ("a
    quarter of five hundred")."""
    from denorm.data import get_language

    language = get_language(lang)
    if not language.clock_parts:
        return []
    out = []
    for i in range(len(words) - 2):
        if words[i] not in language.clock_parts or words[i + 1] not in language.clock_relations:
            continue
        hour = language.cardinal_value(words[i + 2])
        if hour is None or not 1 <= hour <= 12:
            continue
        if i + 3 < len(words) and language.is_number_word(words[i + 3]):
            continue  # "a quarter of five hundred"
        if any(language.is_number_word(w) for w in words[max(0, i - NUMBER_BEFORE):i]):
            continue  # "two and a half to five": a range
        start = i - 1 if i and words[i - 1] in language.articles | language.scale_articles else i
        out.append((start, i + 3))
    return out


def clock_spans(words: Sequence[str], labels: Sequence[WordLabels], lang: str, plain: Sequence[bool],
                ok: Sequence[bool]) -> list[WordLabels]:
    """Labels with each clock phrase (`clock_phrases`) one span of CLOCK_CLASS, widened to the tagger's spans
    that touch it ("a quarter to five p m") and replacing them (the tagger may tag "a quarter" a fraction and
    "to five" a number: "a quarter to 5"); only over plain words (not typed by the user), whole input tokens
    and words kept."""
    out = list(labels)
    for a, b in clock_phrases(words, lang):
        touching = [(s, e) for s, e, _ in decode_spans([lab.span for lab in out]) if s < b and a < e]
        lo, hi = min([a, *(s for s, _ in touching)]), max([b, *(e for _, e in touching)])
        if not (all(plain[lo:hi]) and ok[lo] and ok[hi]) or any(lab.disfl != KEEP for lab in out[lo:hi]):
            continue
        for s, e in touching:
            out = with_span(out, s, e, None)
        out = with_span(out, lo, hi, CLOCK_CLASS)
    return out


def clock_form(span: Any, lang: str) -> str | None:
    """A clock phrase's span ("a quarter to five", "viertel nach fünf") -> "4:45", "5:15": the hour and the
    part's minutes after or before it (`Language.clock_parts`, `clock_relations`), on the 12-hour clock, when
    the generator reads it back as the words in the span's context (denorm.itn.verify); None otherwise (the
    span goes to the converter)."""
    from denorm.data import get_language
    from denorm.itn.verify import verifies

    language = get_language(lang)
    words = [w for w in span.words if w not in language.articles | language.scale_articles]
    if span.entity_class != CLOCK_CLASS or len(words) != 3 or words[0] not in language.clock_parts \
            or words[1] not in language.clock_relations:
        return None
    hour = language.cardinal_value(words[2])
    if hour is None or not 1 <= hour <= 12:
        return None
    minutes = hour * 60 + language.clock_parts[words[0]] * language.clock_relations[words[1]]
    h, m = divmod(minutes % (12 * 60), 60)
    form = f"{h or 12}:{m:02d}"
    forms = (f"{form} {language.clock_suffix}", form) if language.clock_suffix else (form,)
    return next((f for f in forms if verifies(span.words, f, span.left, span.right, lang)), None)
