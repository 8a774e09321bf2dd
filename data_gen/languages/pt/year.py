"""Portuguese years: "em 2009" -> "em dois mil e nove", "1995" -> "mil novecentos e noventa e cinco"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.pt import grammar, numbers
from denorm.data.languages.pt.common import PortugueseEntityClass

_NEXT = re.compile(r"\s+([^\W\d_]+)")


class PortugueseYear(PortugueseEntityClass):
    """Four-digit years 1000-2099 (not the end of a range of numbers, "1 - 1024", nor a size, "1024×600")
    and ranges of them ("1939-1945", "2019-20" -> "... a vinte"), never
    grouped ("1.995" is a count). A year is said as a plain masculine cardinal; a four-digit number
    before a counted noun in the plural ("1500 pessoas", which takes "mil e quinhentas") is a count and
    left to the cardinal class."""

    name = "year"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 45
    pattern = re.compile(r"(?<![\w.,/:×-])(?<!\d\s[–—-]\s)(?<!\d[–—]\s)(?<!\d\s[–—])(?<!\d\s[x×]\s)"
                         r"(1\d{3}|20\d{2})(?:\s?[–-]\s?(1\d{3}|20\d{2}|\d{2}))?"
                         r"(?![\d]|[.,:]\d|[\w%°ºª×]|\s[x×]\s?\d)")

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        second = match.group(2)
        if second and len(second) == 2 and int(match.group(1)[2:]) >= int(second):
            return False  # "1998-05": not a range of years
        if second and len(second) == 4 and int(second) <= int(match.group(1)):
            return False
        nxt = _NEXT.match(ctx.text, ctx.end)
        if nxt is None:
            return True
        word = nxt.group(1).lower()
        if word in ("mil", "milhões", "milhão", "bilhões", "bilhão"):
            return False
        counted = (word.endswith("s") and word not in grammar.FUNCTION_WORDS
                   and grammar.noun_gender(word) is not None)
        return not counted

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        first, second = match.group(1), match.group(2)
        words = numbers.year(int(first), rng)
        if second:
            end = int(second)
            words += " a " + (numbers.cardinal(end, rng=rng) if len(second) == 2 and second[0] != "0"
                              else numbers.digit_words(second) if len(second) == 2 else numbers.year(end, rng))
        return words

    def sample(self, rng: random.Random) -> str:
        if rng.random() < 0.08:
            y = rng.randint(1900, 2020)
            return f"{y}-{y + rng.randint(1, 5)}"
        return str(rng.choice((rng.randint(1100, 1999), rng.randint(2000, 2030))))
