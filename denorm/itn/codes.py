"""Codes said one character at a time: digits with "double"/"triple", and letters and digits after a code noun."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from denorm.core.labels import WordLabels, claim_span

#: The class a spelled code's span gets: the generator reads codes in its telephone class
#: (denorm.data.entities.telephone.CODE_PATTERN), and the span's form is written by `code_form`.
CODE_CLASS = "telephone"
#: Fewest characters of a spelled code ("a b c one two three"): "a one" after "pin is" is no code.
CODE_MIN = 3


def said_digits(words: Sequence[str], language: Any) -> str | None:
    """The figures of digits said one by one, a repeat word saying the next digit twice or three times
    ("oh double seven nine" -> "0779"; `Language.repeat_words`); None when a word says no digit."""
    counts = language.repeat_counts
    out: list[str] = []
    times = 1
    for w in words:
        if w in counts and times == 1:
            times = counts[w]
            continue
        digit = language.digit_value(w)
        if digit is None:
            return None
        out.append(str(digit) * times)
        times = 1
    return "".join(out) if times == 1 else None


def _letter(word: str) -> bool:
    return len(word) == 1 and word.isalpha()


def code_runs(words: Sequence[str], lang: str) -> list[tuple[int, int]]:
    """(start, end) of each code spelled after a code noun (`Language.code_nouns`, up to CODE_GAP words
    before it): single letters and digits said one by one, at least one of each and CODE_MIN in all ("my
    reference is a b c one two three", "booking code x y seven four two"). A letter that is also a word of
    the language (`Language.one_letter_words`: "a", "i", Portuguese "é") is a letter of the code only beside a
    letter that is not: "a b c one two three", not "my pin is one two three four i think", "o código é um
    dois três quatro" or "my order number is a one two three" (the article or a code "A123": words can't tell)."""
    from denorm.data import get_language
    from denorm.data.base import CODE_GAP

    language = get_language(lang)
    runs: list[tuple[int, int]] = []

    def spelled(k: int, start: int, end: int) -> bool:  # a letter that is also a word only beside one that is not
        if not _letter(words[k]) or words[k] not in language.one_letter_words:
            return True
        return any(start <= x < end and _letter(words[x]) and words[x] not in language.one_letter_words
                   for x in (k - 1, k + 1))

    i = 0
    while i < len(words):
        if not (_letter(words[i]) or language.digit_value(words[i]) is not None) \
                or not language.code_context(words[max(0, i - CODE_GAP):i]):
            i += 1
            continue
        j = i
        while j < len(words) and (_letter(words[j]) or language.digit_value(words[j]) is not None):
            j += 1
        start, end = i, j
        while start < end and not spelled(start, start, end):
            start += 1  # "o código é [um dois três]": the verb
        while end > start and not spelled(end - 1, start, end):
            end -= 1  # "... four i think": the pronoun
        said = words[start:end]
        if end - start >= CODE_MIN and any(map(_letter, said)) and any(language.digit_value(w) is not None
                                                                       and not _letter(w) for w in said):
            runs.append((start, end))
        i = j
    return runs


def code_spans(words: Sequence[str], labels: Sequence[WordLabels], lang: str, plain: Sequence[bool],
               ok: Sequence[bool]) -> list[WordLabels]:
    """Labels with each spelled code (`code_runs`) one span of CODE_CLASS, replacing the tagger's spans that
    touch it (it tags "b c" an acronym and "one two three" a number); only over plain words (not typed by
    the user), whole input tokens and words kept."""
    out = list(labels)
    for a, b in code_runs(words, lang):
        out = claim_span(out, a, b, CODE_CLASS, plain, ok)
    return out


def code_form(span: Any, lang: str) -> str | None:
    """A spelled code's span ("a b c one two three" after "my reference is") -> "ABC123", when the generator
    reads the code back as the words in the span's context (denorm.itn.verify); None otherwise."""
    from denorm.data import get_language
    from denorm.itn.verify import verifies

    language = get_language(lang)
    words = span.words
    if span.entity_class != CODE_CLASS or len(words) < CODE_MIN or not any(map(_letter, words)):
        return None
    chars = []
    for w in words:
        digit = None if _letter(w) else language.digit_value(w)
        if digit is None and not _letter(w):
            return None
        chars.append(w.upper() if digit is None else str(digit))
    form = "".join(chars)
    return form if verifies(words, form, span.left, span.right, lang) else None
