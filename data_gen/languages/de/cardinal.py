"""German cardinals: every digit run left over, "2.500" -> "zweitausendfünfhundert", "1 Tag" -> "ein tag"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.de import grammar, numbers
from denorm.data.languages.de.common import (
    INT,
    RANGE_JOIN,
    SCALE,
    SCALES,
    GermanEntityClass,
    SameNumberSample,
    decline,
    speak_number,
)

_SIGNED = rf"(?:(?<![\w.,)\]])[-−](?=\d))?(?:{INT})"
_VERSION = re.compile(r"\d+(?:\.\d+)+")
_THOUSANDS = re.compile(r"\d{1,3}(?:\.\d{3})+")
_NEXT_WORD = re.compile(r"\s+([A-ZÄÖÜ][\wäöüß]*\.?)")


def one_before_noun(cls: GermanEntityClass, ctx: Context, word: str | None = None) -> str:
    """The word for 1 before the noun that follows ctx (ein/eine/einen/einem/einer), or "eins"."""
    if word is None:
        m = _NEXT_WORD.match(ctx.text, ctx.end)
        if not m:
            return "eins"
        word = m.group(1)
    gender = grammar.noun_gender(word)
    if gender is None:
        if word[0].isupper():
            decline(cls, "one_before_unknown_noun_guessed_ein")
            return "ein"
        return "eins"
    return grammar.one_form(gender, grammar.one_case(ctx))


def _value(part: str) -> int:
    digits = re.sub(r"\D", "", part)
    return int(digits) if digits else 0


class GermanCardinal(SameNumberSample, GermanEntityClass):
    """Integers (with thousands separators, signs, ranges "2-3", scales "3 Mio."); catches every digit run.

    Leading-zero runs are read digit by digit. 1 agrees with a following noun of known gender.
    Scores and ratios "2:1" -> "zwei zu eins"; "3er" -> "dreier".
    Dotted runs that are not thousands ("2.4.10", "Abschnitt 5.8") are versions: "... punkt ...".
    """

    name = "cardinal"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 10
    pattern = re.compile(rf"(?<![\w.,:])(?P<score>\d{{1,3}}):(?P<score2>\d{{1,3}})(?![\d:]|[.,]\d)"
                         rf"|(?<![\w.,])(?P<er>\d{{1,3}})er(?!\w)"
                         rf"|(?<![\w.,])\d+(?:\.\d+)+(?!\d|[.,]\d)"
                         rf"|{_SIGNED}(?:{RANGE_JOIN}(?:{INT})(?![.,]\d))?{SCALE}|\d+")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        text = match.group(0)
        if match.group("score"):
            # scores and ratios (times are taken by the time class first): "2:1" -> "zwei zu eins"
            a, b = int(match.group("score")), int(match.group("score2"))
            return f"{numbers.cardinal(a, rng)} zu {numbers.cardinal(b, rng)}"
        if match.group("er"):
            value = int(match.group("er"))  # "3er-Pack" -> "dreier pack", "68er" -> "achtundsechziger"
            return "einer" if value == 1 else numbers.cardinal(value, rng) + "er"
        label = self.language.label_reading(ctx, text, rng)  # "Zimmer 406": "vier null sechs" now and then
        if label is not None:
            return label
        if _VERSION.fullmatch(text) and not _THOUSANDS.fullmatch(text):
            # versions and section numbers: "2.4.10" -> "zwei punkt vier punkt zehn"
            return " punkt ".join(numbers.digit_words(p) if len(p) > 1 and p[0] == "0"
                                  else numbers.cardinal(int(p), rng) for p in text.split("."))
        scale_word = None
        for written, forms in SCALES.items():
            if text.endswith(written):
                text = text[: -len(written)].rstrip()
                scale_word = forms
                break
        parts = re.split(rf"(?<=\d){RANGE_JOIN}", text)
        spoken = []
        for i, part in enumerate(parts):
            digits = re.sub(r"\D", "", part)
            if len(digits) > 1 and digits.startswith("0") and not re.search(r"[.\u202f\u00a0]", part):
                spoken.append(numbers.digit_words(digits))
                continue
            last = i == len(parts) - 1
            if scale_word is not None and last:
                value = int(digits)
                one = "eine" if scale_word[0] != "tausend" else "ein"
                spoken.append(speak_number(part, rng, one=one) + " " + scale_word[value != 1])
                continue
            one = one_before_noun(self, ctx) if last and digits == "1" else "eins"
            spoken.append(speak_number(part, rng, one=one) or numbers.digit_words(digits))
        if len(spoken) == 2 and _value(parts[1]) <= _value(parts[0]):
            return " ".join(spoken)  # "ISO 8859-15" is a code, not a range
        return " bis ".join(spoken)

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(6)
        if form == 0:
            return str(rng.choice((0, rng.randint(2, 20))))  # no 1: templates have plural nouns
        if form == 1:
            return str(rng.randint(21, 999))
        if form == 2:
            return f"{rng.randint(1, 99)}.{rng.randint(0, 999):03d}"
        if form == 3:
            return f"{rng.randint(1, 9)}-{rng.randint(10, 20)}"
        if form == 4:
            return f"{rng.randint(2, 900)} {rng.choice(('Mio.', 'Mrd.', 'Millionen'))}"
        return str(rng.randint(2100, 99999))
