"""Telephone class: phone numbers and long digit strings read digit by digit."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass, Language
from denorm.data.entities.common import choose, missing_table

#: Not glued to a word, a decimal, a time, a date, or an apostrophe ("'09", "’90s" are years).
_D = r"(?<![\w.,:/+'’-])(?<!\d )"
_E = r"(?![\w]|[.,:/-]\d)"
TELEPHONE_PATTERN = re.compile(_D + r"(?:"
    # international: +49 30 1234567, +1 (555) 123-4567, +7-495-123-45-67
    r"\+\d{1,3}(?:[ -]?\(\d{1,5}\)|[ -]?\d{1,5}){1,6}"
    # (555) 123-4567, (030) 1234567
    r"|\(\d{2,5}\) ?\d{2,4}(?:[ -]?\d{2,5}){0,3}"
    # 555-123-4567, 555.123.4567
    r"|\d{3}([-.])\d{3}\1\d{4}"
    # 555-0199
    r"|\d{3}-\d{4}"
    # 030 1234567, 0800-123 45 67, 030/12345: a leading zero and at least six digits
    r"|0\d{1,5}(?:[ /-]\d{2,8}){1,4}"
    # product codes and other dash-joined digit groups: 978-3-16-148410-0
    r"|\d+(?:-\d+){2,}"
    # leading zeros: 007, 0049
    r"|0\d+"
    r")" + _E)
_DIGIT = re.compile(r"\d")
_DATE_LIKE = re.compile(r"\d{1,2}([-/])\d{1,2}(?:\1\d{2,4})?|\d{4}([-/])\d{1,2}\2\d{1,2}|\d{1,2}/\d{4}")


class Telephone(EntityClass):
    """Reads digits one by one (`Language.digits`); zero as one of `Language.zero_words`,
    "+" as `Language.symbols["+"]`."""

    name = "telephone"
    priority = 60
    pattern = TELEPHONE_PATTERN
    needs = _DIGIT

    def __init__(self, language: Language) -> None:
        super().__init__(language)
        self.zero_words: tuple[str, ...] = tuple(language.zero_words)
        if not self.zero_words:
            raise missing_table(language, self.name, "zero_words")
        if "+" not in language.symbols:
            raise ValueError(f"language {language.code!r}: `symbols` needs a '+' entry for telephone")
        self.plus: tuple[str, ...] = tuple(language.symbols["+"])

    def find(self, text: str) -> list[re.Match[str]]:
        out = []
        for m in self.pattern.finditer(text):
            s = m.group(0)
            if _DATE_LIKE.fullmatch(s):
                continue
            grouped = not s.isdigit() and "+" not in s and "(" not in s
            if grouped and sum(ch.isdigit() for ch in s) < 5:
                continue
            out.append(m)
        return out

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        words: list[str] = []
        for group in re.findall(r"\+|\d+", match.group(0)):
            if group == "+":
                words.append(choose(self.plus, rng))
                continue
            # One zero word per group: people rarely switch between "zero" and "oh" mid-number.
            zero = choose(self.zero_words, rng)
            words.extend(zero if d == "0" else self.language.digits(d, rng) for d in group)
        return " ".join(words)

    def sample(self, rng: random.Random) -> str:
        d = lambda n: "".join(str(rng.randint(0, 9)) for _ in range(n))  # noqa: E731
        form = rng.randrange(5)
        if form == 0:
            return f"+{rng.randint(1, 99)} {rng.randint(10, 999)} {d(rng.randint(5, 8))}"
        if form == 1:
            return f"({rng.randint(200, 999)}) {d(3)}-{d(4)}"
        if form == 2:
            return f"{rng.randint(200, 999)}-{d(4)}"
        if form == 3:
            return f"0{rng.randint(10, 999)} {d(rng.randint(5, 8))}"
        return "00" + d(rng.randint(1, 3))
