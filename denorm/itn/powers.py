"""Powers said in words ("ten to the power of six", "zehn hoch sechs") written whole with a superscript exponent.

"ten to the minus three" -> "10⁻³", "two times ten to the sixth" -> "2 × 10⁶", "six point zero two times ten to
the twenty third" -> "6.02 × 10²³". Before this, the tagger's spans wrote such a phrase in pieces ("10 to the -3":
the base and the signed exponent each converted alone, a number half in figures and half in words). The phrase
is read by rule: the language says how a power is said (`Language.power_words`), the base, the exponent and the
coefficient are read by `denorm.itn.value.cardinal_value`, so the written form says exactly the words. The
generator has no reading of superscripts, so `denorm.itn.verify` cannot read these forms back: nothing but a
whole phrase of this shape is written.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from denorm.core.labels import WordLabels, claim_span

#: The class of a power's span: a number (the converter is never asked: `power_form` writes it).
POWER_CLASS = "cardinal"
#: Most words of one number said in words (base, exponent, coefficient).
MAX_NUMBER_WORDS = 8
_SUPERSCRIPT = str.maketrans("0123456789-", "\u2070\u00b9\u00b2\u00b3\u2074\u2075\u2076\u2077\u2078\u2079\u207b")


@dataclass(frozen=True)
class PowerPhrase:
    """Words [start, end) of a line that say one power, and its written form."""

    start: int
    end: int
    written: str


def _number_at(words: Sequence[str], i: int, lang: str, ordinal: bool = False) -> tuple[int, int] | None:
    """(end, value) of the longest number said in words from `i` (a cardinal, or with `ordinal` an ordinal too)."""
    from denorm.itn.value import cardinal_value

    for j in range(min(len(words), i + MAX_NUMBER_WORDS), i, -1):
        value = cardinal_value(words[i:j], lang)
        if value is None and ordinal:
            value = cardinal_value(words[i:j], lang, ordinal=True)
        if value is not None:
            return j, value
    return None


def _coefficient(words: Sequence[str], end: int, language: Any) -> tuple[int, str] | None:
    """(start, written) of the number said right before `end` ("two", "six point zero two"): a cardinal, a decimal
    point word and digits said one by one (`Language.digit_value`), else the longest cardinal (`_number_before`)."""
    lang = language.code
    point = next((p for p in range(end - 1, max(0, end - 2 * MAX_NUMBER_WORDS) - 1, -1)
                  if words[p] in language.decimal_point_words), None)
    if point is not None:
        whole = _number_before(words, point, lang)
        digits = [language.digit_value(w) for w in words[point + 1:end]]
        if whole and digits and None not in digits:
            return whole[0], f"{whole[1]}{language.decimal_mark}{''.join(map(str, digits))}"
    found = _number_before(words, end, lang)
    return (found[0], str(found[1])) if found else None


def _number_before(words: Sequence[str], end: int, lang: str) -> tuple[int, int] | None:
    """(start, value) of the longest cardinal said in words that ends right before `end`."""
    from denorm.itn.value import cardinal_value

    for i in range(max(0, end - MAX_NUMBER_WORDS), end):
        value = cardinal_value(words[i:end], lang)
        if value is not None:
            return i, value
    return None


def power_phrases(words: Sequence[str], lang: str) -> list[PowerPhrase]:
    """Every power said in `words`: a base, the language's power words, perhaps a minus, an exponent (a cardinal
    or an ordinal) and the words after it the language says; with a coefficient before it and the language's
    word for "times" ("×"), the coefficient too."""
    from denorm.data import get_language
    from denorm.itn.value import cardinal_value

    language = get_language(lang)
    leads = [(lead.split(), tail.split()) for lead, tail in language.power_words]
    firsts = {said[0] for said, _ in leads}
    if not leads or not firsts & set(words):
        return []
    times = set(language.symbols.get("\u00d7", ()))
    negative = language.sign_words | language.negative_words
    out: list[PowerPhrase] = []
    n, j = len(words), 1
    while j < n:
        found = None
        if words[j] in firsts and not (out and j < out[-1].end):
            base = _number_before(words, j, lang)
            for said, after in leads if base is not None and base[1] >= 2 and not (out and base[0] < out[-1].end) \
                    else ():
                if list(words[j:j + len(said)]) != said:
                    continue
                k = j + len(said)
                sign = k < n and words[k] in negative
                exponent = _number_at(words, k + sign, lang, ordinal=True)
                if exponent is None:
                    continue
                if (" ".join(said) in language.loose_power_words and not sign and not after
                        and cardinal_value(words[k:exponent[0]], lang) is not None):
                    continue  # "from ten to the twenty mark": a cardinal after "to the" needs its sign
                end = exponent[0]
                if list(words[end:end + len(after)]) != after:
                    continue
                power = f"{base[1]}" + f"{'-' if sign else ''}{exponent[1]}".translate(_SUPERSCRIPT)
                start, written = base[0], power
                if start >= 2 and words[start - 1] in times:
                    coefficient = _coefficient(words, start - 1, language)
                    if coefficient is not None:
                        start, written = coefficient[0], f"{coefficient[1]} \u00d7 {power}"
                found = PowerPhrase(start, end + len(after), written)
                break
        if found is None:
            j += 1
            continue
        out.append(found)
        j = found.end
    return out


def power_spans(words: Sequence[str], labels: Sequence[WordLabels], lang: str, plain: Sequence[bool],
                ok: Sequence[bool]) -> list[WordLabels]:
    """Labels with each power phrase (`power_phrases`) one span of POWER_CLASS, replacing the tagger's spans that
    touch it ("[ten] to the [minus three]"; a word of theirs outside the phrase is left in none: "[ten to the
    sixth meters]" -> "10⁶ meters"); only over plain words (not typed by the user), whole input tokens and words
    kept."""
    out = list(labels)
    for phrase in power_phrases(words, lang):
        out = claim_span(out, phrase.start, phrase.end, POWER_CLASS, plain, ok)
    return out


def power_form(span: Any, lang: str) -> str | None:
    """A power phrase's span -> its written form ("10⁻³", "2 × 10⁶"), when the span's words are one whole power
    phrase (`power_phrases`); None otherwise."""
    found = power_phrases(span.words, lang)
    if len(found) != 1 or (found[0].start, found[0].end) != (0, len(span.words)):
        return None
    return found[0].written
