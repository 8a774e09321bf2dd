"""Russian cardinal class: every remaining digit run, in the case and gender its context needs."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.languages.ru import grammar
from denorm.data.languages.ru.common import INT, SCALE_RE, SCALES, parse_int
from denorm.data.languages.ru.numbers import CASES, MAX_NUMBER, cardinal, compound_stem, ordinal

#: Case endings written after a hyphen on a cardinal: "2-х" (двух), "5-ти" (пяти), "3-мя" (тремя).
CASE_SUFFIXES = frozenset({"х", "ух", "ёх", "ех", "и", "ти", "ми", "мя", "ю", "ью", "ста", "сот"})
_GENDER_OF_SCALE = {"тысяча": "f"}
#: Numerals with pluralia tantum ("одни сутки", "двое суток": collective for 2-4), by case.
COLLECTIVE = {1: ("одни", "одних", "одним", "одни", "одними", "одних"),
              2: ("двое", "двоих", "двоим", "двое", "двоими", "двоих"),
              3: ("трое", "троих", "троим", "трое", "троими", "троих"),
              4: ("четверо", "четверых", "четверым", "четверо", "четверыми", "четверых")}


class RussianCardinal(EntityClass):
    """"5 минут" -> "пять минут", "1 минута" -> "одна минута", "с 5 до 7" -> "с пяти до семи".

    The case comes from grammar.cardinal_case (preposition and counted noun), the gender from the
    counted noun. "5-летний" -> "пятилетний"; "2-х" -> "двух"; "20 тыс." -> "двадцать тысяч".
    Digit runs with a leading zero or of more than 15 digits are read digit by digit.
    """

    name = "cardinal"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 10
    pattern = re.compile(rf"(?:(?<![\w.,])[-−](?=\d))?{INT}(?:\s?{SCALE_RE}|-[а-яё]+(?![\w-]))?")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        text = match.group(0)
        m = re.fullmatch(rf"([-−]?)({INT})(?:\s?({SCALE_RE})|-([а-яё]+))?", text)
        if m is None:  # a digit run inside a word: "mp3", "x86"
            return self.language.digits(text, rng) if len(text) > 3 else cardinal(parse_int(text))
        sign, digits, scale, suffix = m.groups()
        minus = "минус " if sign else ""
        if (digits.startswith("0") and len(digits) > 1) or len(re.sub(r"\D", "", digits)) > 15:
            return minus + self.language.digits(digits, rng)
        n = parse_int(digits)
        if n > MAX_NUMBER:
            return minus + self.language.digits(digits, rng)
        if suffix:
            return minus + self._suffixed(n, suffix)
        label = None if sign or scale else self.language.label_reading(ctx, digits, rng)
        if label is not None:
            return label  # "рейс 207": "два ноль семь" now and then
        noun = grammar.next_noun(ctx.right_words(3))
        case = grammar.cardinal_case(ctx.left_words(1), noun, n)
        one_scale = n >= 1000 and rng.random() < 0.15
        if scale:
            lemma = SCALES[scale]
            words = cardinal(n, case, _GENDER_OF_SCALE.get(lemma, "m"), one_scale)
            return f"{minus}{words} {grammar.counted(lemma, n, case)}"
        gender = noun[0].gender if noun else "m"
        if noun and all(r.plural_only for r in noun) and n in COLLECTIVE:
            return minus + COLLECTIVE[n][CASES.index(case)]  # "одни сутки", "двое суток"
        if case == "a" and noun and noun[0].animate and (n in (2, 3, 4) or (n == 1 and gender == "m")):
            return minus + cardinal(n, "g", gender)  # "видели двух медведей", "одного человека"
        return minus + cardinal(n, case, gender, one_scale)

    @staticmethod
    def _suffixed(n: int, suffix: str) -> str:
        if suffix in CASE_SUFFIXES or len(suffix) <= 3:
            for case in CASES[1:]:
                for gender in ("m", "f"):
                    form = cardinal(n, case, gender)
                    if form.endswith(suffix):
                        return form  # "2-х" -> "двух", "1-им" -> "одним", "8-ью" -> "восемью"
            for case in CASES[1:]:  # "19-х" is no cardinal form: "девятнадцатых" (it read "девятнадцать")
                for gender in ("pl", "m", "f", "n"):
                    form = ordinal(n, case, gender)
                    if form.endswith(suffix):
                        return form
            if suffix in CASE_SUFFIXES:
                return cardinal(n)
        if n < 1000:
            return compound_stem(n) + suffix  # 5-летний -> пятилетний
        return f"{cardinal(n, 'g')} {suffix}"

    def sample(self, rng: random.Random) -> str:
        form = rng.random()
        if form < 0.5:
            return str(rng.randint(0, 100))
        if form < 0.75:
            return str(rng.randint(100, 100000))
        if form < 0.93:
            return f"{rng.randint(1, 999)} {rng.randint(0, 999):03d}"
        return f"{rng.randint(1, 99)} {rng.choice(sorted(SCALES))}"

    def sample_like(self, written: str, rng: random.Random) -> str:
        """Another number that takes the same noun form ("1 минута" stays singular, "5" plural)."""
        m = re.fullmatch(rf"{INT}(.*)", written, re.S)
        if m is None:
            return self.sample(rng)
        n = parse_int(written[: len(written) - len(m.group(1))])
        for _ in range(100):
            k = rng.choice((rng.randint(0, 100), rng.randint(100, 10000)))
            if (k % 10, k % 100 in range(11, 15)) == (n % 10, n % 100 in range(11, 15)) or \
                    (n % 10 not in (1, 2, 3, 4) and k % 10 not in (1, 2, 3, 4)):
                return f"{k}{m.group(1)}"
        return written
