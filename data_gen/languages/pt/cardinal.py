"""Portuguese cardinals: every digit run left over, "1.500 pessoas" -> "mil e quinhentas pessoas"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.pt import grammar, numbers
from denorm.data.languages.pt.common import (
    INT,
    RANGE_JOIN,
    SCALE,
    PortugueseEntityClass,
    SameNumberSample,
    parse_number,
    scaled,
    speak_number,
)

_SIGNED = rf"(?:(?<![\w.,)\]])[-−](?=\d))?(?<![\w.,])(?:{INT})"
#: Words before "2 x 1" or "2:1" that make it a score ("dois a um"); elsewhere "6 x 5", "64 x 64 pixels" is a
#: size ("seis por cinco") and "1:50", "zoom 1:1" a ratio ("um para cinquenta").
SCORE_WORDS = frozenset({"placar", "venceu", "venceram", "vence", "vencem", "ganhou", "ganharam", "perdeu",
                         "perderam", "derrotou", "derrotaram", "goleou", "empatou", "empataram", "empate",
                         "vitória", "derrota", "goleada", "resultado", "terminou", "acabou"})
_CAPITALIZED_AFTER = re.compile(r"\s+[A-ZÁÂÃÀÇÉÊÍÓÔÕÚ]")
_CAPITALIZED_BEFORE = re.compile(r"[A-ZÁÂÃÀÇÉÊÍÓÔÕÚ][\wáâãàçéêíóôõú]*\s+$")


def is_score(ctx: Context) -> bool:
    """A score: a word of results before it ("o placar foi 2 x 1") or a team name on both sides
    ("Brasil 2 x 1 Alemanha")."""
    if set(ctx.left_words(5)) & SCORE_WORDS:
        return True
    return (_CAPITALIZED_BEFORE.search(ctx.text, 0, ctx.start) is not None
            and _CAPITALIZED_AFTER.match(ctx.text, ctx.end) is not None)


def _value(part: str) -> int:
    parsed = parse_number(part)
    return parsed[1] if parsed else 0


class PortugueseCardinal(SameNumberSample, PortugueseEntityClass):
    """Integers with thousands separators ("1.500", "1 500", "1500"), signs, ranges ("2-3" -> "dois a
    três"), scale words ("2 milhões", "5 mil"), instalments ("10x" -> "dez vezes"), versions ("2.4.10" ->
    "dois ponto quatro ponto dez"), scores, products, sizes and ratios ("o placar foi 2 x 1" -> "dois a
    um", "5 × 3" -> "cinco vezes três", "3x4" -> "três por quatro", "1:50" -> "um para cinquenta");
    leading zeros are read digit by digit. The number agrees with the noun it counts
    (`grammar.number_gender`): "21 pessoas" -> "vinte e uma pessoas", "200 mil pessoas" -> "duzentas mil".
    """

    name = "cardinal"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 10
    pattern = re.compile(
        r"(?<![\w.,:])(?P<a>\d{1,4})(?P<x> [x×] |[x×])(?P<b>\d{1,4})(?![\w]|[.,:]\d)"
        r"|(?<![\w.,:])(?P<c>\d{1,3}):(?P<d>\d{1,3})(?![\d:]|[.,]\d)"
        r"|(?<![\w.,])(?P<times>\d{1,3})x(?!\w)"
        rf"|(?P<num>{_SIGNED}(?!\.\d)(?:{RANGE_JOIN}(?:{INT})(?![.,]\d))?){SCALE}(?![\w])"
        r"|(?<![\w.,])(?P<version>\d+(?:\.\d+)+)(?!\d|[.,]\d)"
        r"|\d+")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        label = self.language.label_reading(ctx, match.group(0), rng)  # "voo 207" now and then digit by digit
        if label is not None:
            return label
        g = match.groupdict()
        if g["a"]:
            # "2 x 1": a score; "5 × 3": a product; "3x4", "1920×1080", "64 x 64": a size
            if is_score(ctx):
                joiner = "a"
            else:
                joiner = "vezes" if g["x"] == " × " else "por"
            return f"{numbers.cardinal(int(g['a']), rng=rng)} {joiner} {numbers.cardinal(int(g['b']), rng=rng)}"
        if g["c"]:
            joiner = "a" if is_score(ctx) else "para"
            return f"{numbers.cardinal(int(g['c']), rng=rng)} {joiner} {numbers.cardinal(int(g['d']), rng=rng)}"
        if g["times"]:  # "em 10x sem juros": ten instalments
            return f"{numbers.cardinal(int(g['times']), numbers.F, rng)} {'vez' if g['times'] == '1' else 'vezes'}"
        text = match.group(0)
        if g["version"]:
            return " ponto ".join(numbers.digit_words(p) if len(p) > 1 and p[0] == "0"
                                  else numbers.cardinal(int(p), rng=rng) for p in text.split("."))
        if g["num"] is None:  # a digit run inside a word: "mp3", "i386"
            if len(text) > 1 and text[0] == "0":
                return self.language.digits(text, rng)
            return numbers.cardinal(int(text), rng=rng)
        gender = grammar.number_gender(ctx)
        parts = re.split(rf"(?<=\d){RANGE_JOIN}", g["num"])
        spoken = []
        for i, part in enumerate(parts):
            digits = re.sub(r"\D", "", part)
            if len(digits) > 1 and digits.startswith("0") and not re.search(r"[.\u202f\u00a0 ]", part):
                spoken.append(self.language.digits(digits, rng))
                continue
            if g["scale"] and i == len(parts) - 1:
                spoken.append(scaled(part, g["scale"], gender, rng) or numbers.digit_words(digits))
                continue
            spoken.append(speak_number(part, rng, gender) or numbers.digit_words(digits))
        if len(spoken) == 2 and _value(parts[1]) <= _value(parts[0]):
            return " ".join(spoken)  # "ISO 9001-2015" is a code, not a range
        return " a ".join(spoken)

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(6)
        if form == 0:
            return str(rng.choice((0, rng.randint(2, 20))))  # no 1: templates have plural nouns
        if form == 1:
            return str(rng.randint(21, 999))
        if form == 2:
            return f"{rng.randint(1, 99)}.{rng.randint(0, 999):03d}"
        if form == 3:
            return f"{rng.randint(2, 9)}-{rng.randint(10, 20)}"
        if form == 4:
            return f"{rng.randint(2, 900)} mil"
        return str(rng.randint(2100, 99999))
