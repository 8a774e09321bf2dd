"""Spanish cardinals: every digit run left over, in the gender of the noun after it ("21 personas" ->
"veintiuna personas", "21 libros" -> "veintiún libros", "200 casas" -> "doscientas casas")."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.es import numbers
from denorm.data.languages.es.common import (
    INT,
    RANGE_JOIN,
    SCALE,
    SCALES,
    SameNumberSample,
    SpanishEntityClass,
    agreement,
    written,
)

_SIGNED = rf"(?:(?<![\w.,)\]])[-−](?=\d))?(?<![\d.,])(?:{INT})"
#: A dot-grouped integer ("1.234.567"), which is no version.
_THOUSANDS = r"[1-9]\d{0,2}(?:\.\d{3})+(?![\d.])"


#: Every digit run on its own: read when a class of higher priority takes part of a longer match ("441 877 ½":
#: the fraction takes "877 ½", the cardinal "441 877" loses, "441" is still read).
RUNS = re.compile(r"\d+")


def _value(part: str) -> int:
    digits = re.sub(r"\D", "", part)
    return int(digits) if digits else 0


class SpanishCardinal(SameNumberSample, SpanishEntityClass):
    """Integers with thousands grouped by dots or spaces, signs, ranges ("2-3 días" -> "dos a tres días"),
    scale words ("25 mil", "3 millones"); catches every digit run no other class took.

    The number agrees with the noun after it (`common.agreement`); a round number of millions takes "de"
    before the noun ("2 000 000 personas" -> "dos millones de personas"). Runs with a leading zero are read
    digit by digit; scores and ratios "2:1" -> "dos a uno"; dimensions "1920x1080" -> "mil novecientos veinte
    por mil ochenta"; laws and decrees "39/2015" -> "treinta y nueve barra dos mil quince" / "... de dos mil
    quince"; dotted runs that are not thousands ("2.4.10")
    are versions: "dos punto cuatro punto diez".
    """

    name = "cardinal"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 10
    pattern = re.compile(rf"(?<![\w.,:])(?P<score>\d{{1,3}}):(?P<score2>\d{{1,3}})(?![\d:]|[.,]\d)"
                         rf"|(?<![\w.,])(?!{_THOUSANDS})(?P<version>\d+(?:\.\d+){{2,}})(?!\d|[.,]\d)"
                         rf"|(?<![\w.,/])(?P<law>\d{{1,4}})/(?P<law_year>(?:19|20)\d{{2}})(?![\w/]|[.,]\d)"
                         rf"|(?<![\w.,])(?P<by1>\d+)\s?[x×]\s?(?P<by2>\d+)(?![\w]|[.,]\d)"
                         rf"|(?P<a>{_SIGNED})(?:{RANGE_JOIN}(?P<b>{INT})(?![.,]\d))?{SCALE}|\d+")

    def find(self, text: str) -> list[re.Match[str]]:
        out = super().find(text)
        return out + list(RUNS.finditer(text)) if out else out

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        label = self.language.label_reading(ctx, match.group(0), rng)  # "vuelo 207" now and then digit by digit
        if label is not None:
            return label
        if match.re is RUNS:
            run = match.group(0)
            return numbers.digit_words(run) if len(run) > 1 and run[0] == "0" else numbers.cardinal(int(run))
        g = match.groupdict()
        if g["score"]:  # scores and ratios (times are taken by the time class first)
            return f"{numbers.cardinal(int(g['score']))} a {numbers.cardinal(int(g['score2']))}"
        if g["law"]:  # laws and decrees numbered by year: "Ley 39/2015", "Real Decreto 463/2020"
            link = "barra" if rng.random() < 0.5 else "de"
            return f"{numbers.cardinal(int(g['law']))} {link} {numbers.year(int(g['law_year']))}"
        if g["by1"]:  # dimensions and products: "1920x1080", "3 x 4" -> "tres por cuatro"
            return f"{numbers.cardinal(int(g['by1']))} por {numbers.cardinal(int(g['by2']))}"
        if g["version"]:
            return " punto ".join(numbers.digit_words(p) if len(p) > 1 and p[0] == "0"
                                  else numbers.cardinal(int(p)) for p in g["version"].split("."))
        if g["a"] is None:
            return numbers.digit_words(match.group(0)) if match.group(0)[0] == "0" else \
                numbers.cardinal(int(match.group(0)))
        scale = SCALES[g["scale"]] if g["scale"] else 1
        parts = [p for p in (g["a"], g["b"]) if p]
        values = [_value(p) * scale for p in parts]
        gender, apocope = agreement(self, ctx, values[-1])
        spoken = []
        for i, part in enumerate(parts):
            digits = re.sub(r"\D", "", part)
            if len(digits) > 1 and digits[0] == "0" and scale == 1:
                spoken.append(numbers.digit_words(digits))
                continue
            last = i == len(parts) - 1
            sign = "menos " if part[0] in "-−" else ""
            spoken.append(sign + numbers.cardinal(values[i], gender, apocope and last))
        if len(parts) == 2 and values[1] <= values[0] and values[0] >= 100:
            return " ".join(spoken)  # "ISO 8859-15" is a code, not a range
        words = " a ".join(spoken)  # "2-3 días" -> "dos a tres días"; a score "3-1" -> "tres a uno"
        if apocope and numbers.ends_in_scale(values[-1]):
            words += " de"  # "2 000 000 personas" -> "dos millones de personas"
        return words

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(7)
        if form == 0:
            return str(rng.choice((0, rng.randint(2, 20))))  # no 1: templates have plural nouns
        if form == 1:
            return str(rng.choice((rng.randint(22, 999), 21, 31, 200, 500, 901)))
        if form == 2:
            return written(rng.randint(1000, 99_999))
        if form == 3:
            return written(rng.randint(100_000, 9_999_999))
        if form == 4:
            return f"{rng.randint(2, 9)}-{rng.randint(10, 20)}"
        if form == 5:
            return f"{rng.randint(2, 900)} mil"  # not "millones": its noun would need "de"
        return str(rng.randint(2100, 9999))
