"""Clock times said as a part of the hour ("a quarter to five", "половина пятого"): one time span, never split."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from denorm.core.labels import KEEP, WordLabels, decode_spans, with_span
from denorm.itn.value import cardinal_value

#: The class of a clock phrase's span.
CLOCK_CLASS = "time"
#: Words before the part that make it a number's half rather than a clock's ("two and a half to five").
NUMBER_BEFORE = 3


class ClockPhrase(NamedTuple):
    """A time said as a part of the hour: its words [start, end) and the time it says (hour 1-12, minutes)."""

    start: int
    end: int
    hour: int
    minutes: int


def _at(hour: int, minutes: int) -> tuple[int, int]:
    """(hour, minutes) on the 12-hour clock of a time `minutes` after (or before, negative) `hour` o'clock."""
    h, m = divmod((hour * 60 + minutes) % (12 * 60), 60)
    return h or 12, m


def _phrase(words: Sequence[str], i: int, language: Any) -> tuple[int, int, int] | None:
    """(end, hour, minutes) of a clock phrase whose part is words[i], else None. Two shapes: part, relation, hour
    ("quarter to five", "Viertel vor acht": `Language.clock_parts`, `clock_relations`); part of the next hour
    ("половина пятого", "halb fünf": `clock_next_parts`, the hour a cardinal or an ordinal; not before a word
    outside `clock_next_after`)."""
    w = words[i]

    def hour_at(k: int, ordinal: bool = False) -> int | None:
        if k >= len(words):
            return None
        value = language.number_value(words[k]) if ordinal else language.cardinal_value(words[k])
        return value if value is not None and 1 <= value <= 12 else None

    if w in language.clock_parts and i + 1 < len(words) and words[i + 1] in language.clock_relations:
        hour = hour_at(i + 2)
        if hour is not None:
            return (i + 3, *_at(hour, language.clock_parts[w] * language.clock_relations[words[i + 1]]))
    if language.clock_leads:  # "ten past six", "at twenty five to eight"
        for k in (i + 1, i + 2):
            if k >= len(words) or words[k] not in language.clock_relations:
                continue  # most words: no relation after them, no value to read
            minutes = cardinal_value(words[i:k], language.code)
            if minutes is None or not 1 <= minutes <= 29:
                continue
            sign = language.clock_relations[words[k]]
            hour = hour_at(k + 1)
            if hour is not None and (sign > 0 or i and words[i - 1] in language.clock_leads):
                return (k + 2, *_at(hour, minutes * sign))
    if language.clock_hour_relations and i and words[i - 1] in language.clock_words:
        found = _hour_first(words, i, hour_at(i), language)
        if found is not None:
            return found
    if w in language.clock_next_parts:
        hour = hour_at(i + 1, ordinal=True)
        after = words[i + 2] if i + 2 < len(words) else None
        if hour is not None and (after is None or not language.clock_next_after or after in language.clock_next_after):
            return (i + 2, *_at(hour - 1, language.clock_next_parts[w]))  # not "половина пятого класса"
    return None


def _hour_first(words: Sequence[str], i: int, hour: int | None, language: Any) -> tuple[int, int, int] | None:
    """(end, hour, minutes) of a time said hour first from words[i], after a clock word ("las [diez menos
    cuarto]", "à [dix heures moins le quart]", "las [seis y veinte]": `Language.clock_hour_relations`, the part
    or minutes after the relation, 1-29 before the hour), else None."""
    if hour is None:
        return None
    k = i + 1
    if k < len(words) and words[k] in language.hour_nouns:
        k += 1
    if k + 1 >= len(words) or words[k] not in language.clock_hour_relations:
        return None
    sign = language.clock_hour_relations[words[k]]
    k += 1
    if words[k] in language.clock_articles and k + 1 < len(words) and words[k + 1] in language.clock_parts:
        k += 1  # "moins le quart"
    if words[k] in language.clock_parts:
        return (k + 1, *_at(hour, language.clock_parts[words[k]] * sign))
    for n in (3, 2, 1):  # the longest number: "y cuarenta y cinco", not "y cuarenta"
        minutes = cardinal_value(words[k:k + n], language.code) if k + n <= len(words) else None
        if minutes is not None and 1 <= minutes <= (29 if sign < 0 else 59):
            return (k + n, *_at(hour, minutes * sign))
    return None


@lru_cache(maxsize=None)
def _symbol_words(lang: str) -> frozenset[str]:
    """The first words the language says for its symbols ("percent" for "%"): a count, no hour, stands before one."""
    from denorm.data import get_language

    said = get_language(lang).symbols.values()
    return frozenset(r.split()[0] for readings in said for r in ((readings,) if isinstance(readings, str) else readings)
                     if r)


def clock_phrases(words: Sequence[str], lang: str) -> list[ClockPhrase]:
    """Each time said as a part of the hour (`_phrase`; an article before the part is in it: "[a quarter to
    five]", "[half past eight]", "[viertel vor acht]", "[половине пятого]"); not after a number ("two and a half
    to five"), nor before another number word ("a quarter of five hundred")."""
    from denorm.data import get_language

    language = get_language(lang)
    if not (language.clock_parts or language.clock_next_parts or language.clock_hour_relations):
        return []
    out: list[ClockPhrase] = []
    for i in range(len(words)):
        if out and i < out[-1].end:
            continue
        found = _phrase(words, i, language)
        if found is None:
            continue
        end, hour, minutes = found
        if end < len(words) and (language.is_number_word(words[end]) or words[end] in language.unit_names
                                 or words[end] in language.unit_symbols or words[end] in _symbol_words(lang)):
            continue  # "a quarter of five hundred", "at five to ten percent"
        if any(language.is_number_word(w) for w in words[max(0, i - NUMBER_BEFORE):i]):
            continue  # "two and a half to five": a range
        part_first = words[i] in language.clock_parts or words[i] in language.clock_next_parts
        start = i - 1 if part_first and i and words[i - 1] in language.articles | language.scale_articles else i
        out.append(ClockPhrase(start, end, hour, minutes))
    return out


def clock_spans(words: Sequence[str], labels: Sequence[WordLabels], lang: str, plain: Sequence[bool],
                ok: Sequence[bool]) -> list[WordLabels]:
    """Labels with each clock phrase (`clock_phrases`) one span of CLOCK_CLASS, widened to the tagger's spans
    that touch it ("a quarter to five p m") and replacing them (the tagger may tag "a quarter" a fraction and
    "to five" a number: "a quarter to 5"); only over plain words (not typed by the user), whole input tokens
    and words kept."""
    out = list(labels)
    for a, b, _, _ in clock_phrases(words, lang):
        touching = [(s, e) for s, e, _ in decode_spans([lab.span for lab in out]) if s < b and a < e]
        lo, hi = min([a, *(s for s, _ in touching)]), max([b, *(e for _, e in touching)])
        if not (all(plain[lo:hi]) and ok[lo] and ok[hi]) or any(lab.disfl != KEEP for lab in out[lo:hi]):
            continue
        for s, e in touching:
            out = with_span(out, s, e, None)
        out = with_span(out, lo, hi, CLOCK_CLASS)
    return out


def clock_form(span: Any, lang: str) -> str | None:
    """A clock phrase's span ("a quarter to five", "viertel nach fünf", "половине пятого") -> "4:45", "5:15",
    "4:30": the time of `clock_phrases` on the 12-hour clock, with the language's word after it where it writes
    one ("7:45 Uhr": `Language.clock_suffix`), when the generator reads it back as the words in the span's
    context (denorm.itn.verify); None otherwise (the span goes to the converter)."""
    from denorm.data import get_language
    from denorm.itn.style import canonical
    from denorm.itn.verify import verifies

    language = get_language(lang)
    if span.entity_class != CLOCK_CLASS:
        return None
    lead = list(span.left[-1:])  # "at [ten to six]": the word before may make minutes before the hour a time
    found = clock_phrases([*lead, *span.words], lang)
    if len(found) != 1 or (found[0].start, found[0].end) != (len(lead), len(lead) + len(span.words)):
        return None
    form = canonical(f"{found[0].hour}:{found[0].minutes:02d}", lang)  # "9 h 45" in French
    forms = (f"{form} {language.clock_suffix}", form) if language.clock_suffix else (form,)
    return next((f for f in forms if verifies(span.words, f, span.left, span.right, lang)), None)
