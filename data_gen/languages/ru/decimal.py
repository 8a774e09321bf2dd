"""Russian decimal class: "3,14" -> "три целых четырнадцать сотых"; "1.5", "192.168.0.1" read with "точка"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.languages.ru import grammar
from denorm.data.languages.ru.common import BEFORE, DEC, SCALE_RE, SCALES, counted_noun, decimal_words
from denorm.data.languages.ru.numbers import cardinal


class RussianDecimal(EntityClass):
    """Comma decimals (the Russian separator), declined by preposition: "3,14" -> "три целых
    четырнадцать сотых" / "три запятая четырнадцать", "1,5 млн" -> "полтора миллиона" / "одна целая
    пять десятых миллиона", "с 2,5" -> "с двух целых пяти десятых". Dotted numbers are versions or
    addresses: "3.11" -> "три точка одиннадцать" / "три одиннадцать"; but a single point before a
    noun or after 0 is a decimal point ("0.1 секунды" -> "ноль целых одна десятая секунды" /
    "ноль точка один секунды").
    """

    name = "decimal"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 55
    pattern = re.compile(rf"{BEFORE}(?:([-−]?{DEC})(?:\s?({SCALE_RE}))?|(\d+(?:\.\d+)+))(?![\w]|[.,]\d)")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        dec, scale, dotted = match.groups()
        left = ctx.left_words(1)
        noun = grammar.next_noun(ctx.right_words(3))
        if dotted and self._point_decimal(dotted, ctx):
            dec = dotted  # "0.1 секунды": a decimal written with a point
        elif dotted:
            sep = " точка " if rng.random() < 0.7 else " "
            return sep.join(self._part(p, rng) for p in dotted.split("."))
        case = grammar.cardinal_case(left, noun)
        if scale:
            lemma = SCALES[scale]
            gender = "f" if lemma == "тысяча" else "m"
            return f"{decimal_words(dec, case, rng, gender)} {counted_noun(lemma, None, case)}"
        gender = noun[0].gender if noun else "f"
        return decimal_words(dec, case, rng, gender)

    @staticmethod
    def _point_decimal(dotted: str, ctx: Context) -> bool:
        """"0.1 секунды", "1.5 раза": one point, a noun right after it (or 0 before it), and no
        product or version name before it ("Python 3.11", "версия 2.0")."""
        if dotted.count(".") != 1:
            return False
        before = re.search(r"(\w+)\W*$", ctx.text[: ctx.start])
        if before and (re.fullmatch(r"[A-Za-z]\w*", before.group(1)) or before.group(1).lower().startswith("верси")):
            return False
        if dotted.startswith("0."):
            return True
        after = re.match(r"\s+([а-яё]+)", ctx.text[ctx.end:], re.I)
        return bool(after and grammar.noun_readings(after.group(1)))

    def _part(self, part: str, rng: random.Random) -> str:
        if part.startswith("0") and len(part) > 1 or len(part) > 3:
            return self.language.digits(part, rng)
        return cardinal(int(part))

    def sample(self, rng: random.Random) -> str:
        """A plain comma decimal: templates add scale words or units around it."""
        digits = rng.choice((1, 1, 2, 2, 3))
        return f"{rng.randint(0, 100)},{rng.randint(0, 10 ** digits - 1):0{digits}d}"

    def sample_like(self, written: str, rng: random.Random) -> str:
        """Another decimal of the same shape (a dotted version stays dotted, a scale word stays)."""
        if "," not in written:
            return ".".join(str(rng.randint(0, 20)) for _ in written.split("."))
        tail = re.sub(r"^[-−]?[\d\s\u00a0\u202f]+,\d+", "", written)
        return self.sample(rng) + tail
