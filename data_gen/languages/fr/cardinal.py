"""French cardinals: every digit run left over, "1 500" -> "mille cinq cents", "21 pages" -> "vingt et une pages"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.fr import grammar, numbers
from denorm.data.languages.fr.common import (
    INT,
    RANGE_JOIN,
    SIGN,
    FrenchEntityClass,
    SameNumberSample,
    parse_number,
    speak_number,
)

_DOTTED = re.compile(r"\d+(?:\.\d+)+")
_THOUSANDS_DOTS = re.compile(r"\d{1,3}(?:\.\d{3})+")
#: Longest digit run read as a number; longer ones (codes, serial numbers) digit by digit.
MAX_DIGITS = 15


def _value(part: str) -> int:
    parsed = parse_number(part)
    return parsed[1] if parsed else 0


class FrenchCardinal(SameNumberSample, FrenchEntityClass):
    """Integers (thousands grouped by spaces or dots, signs, ranges "5-10" -> "cinq à dix"); catches every
    digit run. "un" agrees with a feminine noun after it ("une page", "trente et une voitures"); runs with a
    leading zero or of more than 15 digits are read digit by digit. Scores "2:1", "24-19" -> "... à ..."; a
    dotted run that groups no thousands is a version: "2.4.10" -> "deux point quatre point dix". A "range"
    whose second number is the smaller one and the first of three digits or more is a code: "8859-15" ->
    two numbers.
    """

    name = "cardinal"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 10
    pattern = re.compile(rf"(?<![\w.,:])(?P<score>\d{{1,3}}):(?P<score2>\d{{1,3}})(?![\d:]|[.,]\d)"
                         rf"|(?<![\w.,])(?P<dotted>\d+(?:\.\d+)+)(?!\d|[.,]\d)"
                         rf"|{SIGN}?(?:{INT})(?:{RANGE_JOIN}(?:{INT})(?![.,]\d))?|\d+")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        label = self.language.label_reading(ctx, match.group(0), rng)  # "vol 207" now and then digit by digit
        if label is not None:
            return label
        text = match.group(0)
        if match.group("score"):
            return f"{numbers.cardinal(int(match.group('score')))} à {numbers.cardinal(int(match.group('score2')))}"
        if match.group("dotted") and not _THOUSANDS_DOTS.fullmatch(text):
            return " point ".join(numbers.digits(p) if len(p) > 1 and p[0] == "0" else numbers.cardinal(int(p))
                                  for p in text.split("."))
        feminine = grammar.feminine_after(ctx)
        parts = re.split(rf"(?<=\d){RANGE_JOIN}", text)
        spoken = []
        for part in parts:
            digits = re.sub(r"\D", "", part)
            if len(digits) > MAX_DIGITS or len(digits) > 1 and digits[0] == "0" and part.isdigit():
                spoken.append(numbers.digits(digits))
                continue
            spoken.append(speak_number(part, rng, feminine=feminine) or numbers.digits(digits))
        if len(spoken) == 2 and _value(parts[1]) <= _value(parts[0]) and _value(parts[0]) >= 100:
            return " ".join(spoken)  # "ISO 8859-15" is a code, not a range; "24-19" is a score
        return " à ".join(spoken)

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(6)
        if form == 0:
            return str(rng.choice((0, rng.randint(2, 20))))  # no 1: templates have plural nouns
        if form == 1:
            return str(rng.randint(21, 999))
        if form == 2:
            return f"{rng.randint(1, 99)} {rng.randint(0, 999):03d}"
        if form == 3:
            return f"{rng.randint(2, 9)}-{rng.randint(10, 20)}"
        if form == 4:
            return f"{rng.randint(1, 9)}.{rng.randint(0, 999):03d}"
        return str(rng.randint(2100, 99999))
