"""Telephone class: phone numbers, long digit strings and codes after a code noun read digit by digit."""

from __future__ import annotations

import random
import re

from denorm.data.base import CODE_GAP, Context, EntityClass, Language
from denorm.data.entities.common import choose, missing_table, spell

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
#: A code of capitals and figures, both ("ABC123", "BA249", "SW1A"): after a code noun ("my reference is",
#: `Language.code_nouns`) it is spelled letter by letter and figure by figure ("a b c one two three").
CODE_PATTERN = re.compile(r"(?<![\w'’-])(?=[A-Z\d]*[A-Z])(?=[A-Z\d]*\d)[A-Z\d]{3,12}(?![\w'’-])")
#: A digit said twice in a row: `Language.repeat_words` may say it.
_REPEAT = re.compile(r"(\d)\1")
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
        out = list(CODE_PATTERN.finditer(text))
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
        if not match.group(0).isdigit() and CODE_PATTERN.fullmatch(match.group(0)):
            return self._code(match.group(0), ctx, rng)
        words: list[str] = []
        # Repeat words throughout the number or nowhere in it; no draw where the language has none or no
        # digit repeats (the other readings keep their draws).
        repeats = bool(self.language.repeat_words) and _REPEAT.search(match.group(0)) is not None \
            and rng is not None and rng.random() < self.language.repeat_share
        for group in re.findall(r"\+|\d+", match.group(0)):
            if group == "+":
                words.append(choose(self.plus, rng))
                continue
            # One zero word per group: people rarely switch between "zero" and "oh" mid-number.
            zero = choose(self.zero_words, rng)
            for d, repeat in self._repeats(group, repeats):
                said = zero if d == "0" else self.language.digits(d, rng)
                words.extend((choose(self.language.repeat_words[repeat], rng), said) if repeat > 1 else (said,))
        return " ".join(words)

    def _code(self, code: str, ctx: Context, rng: random.Random) -> str | None:
        """A code after a code noun, letters and figures one by one ("BA249" -> "b a two four nine"); None
        elsewhere ("G20", "MP3", "COVID19" are said otherwise: other classes read them)."""
        if not self.language.code_context(ctx.left_words(CODE_GAP)):
            return None
        zero = choose(self.zero_words, rng)
        return " ".join(spell(ch, self.language) if ch.isalpha() else zero if ch == "0"
                        else self.language.digits(ch, rng) for ch in code)

    def _repeats(self, group: str, said: bool) -> list[tuple[str, int]]:
        """The digits of `group` as (digit, count said at once): counts above one where the number is `said`
        with repeat words ("7790" -> (7, 2), (9, 1), (0, 1)); a run longer than the largest count is cut
        into the largest counts that leave no digit alone ("7777" -> double, double; "77777" -> triple, double)."""
        out: list[tuple[str, int]] = []
        for run in re.finditer(r"(\d)\1*", group):
            left = len(run.group(0))
            while left:
                take = max((c for c in self.language.repeat_words if c <= left and left - c != 1),
                           default=1) if said else 1
                out.append((run.group(1), take))
                left -= take
        return out

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
