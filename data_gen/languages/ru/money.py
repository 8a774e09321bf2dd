"""Russian money class: "5 ₽", "5 руб.", "$5", "1,5 млн рублей", "99,90 €", "5 руб. 50 коп."."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from denorm.data.base import Context, EntityClass
from denorm.data.languages.ru import grammar
from denorm.data.languages.ru.common import (
    BEFORE,
    INT,
    NUM,
    SCALE_RE,
    SCALES,
    counted_noun,
    decimal_words,
    is_decimal,
    number_words,
    parse_int,
)
from denorm.data.languages.ru.numbers import cardinal


@dataclass(frozen=True)
class Currency:
    """A currency: its noun lemma and gender, and the minor unit's (None if not used in speech)."""

    noun: str
    gender: str
    minor: str | None = None
    minor_gender: str = "m"


CURRENCIES: dict[str, Currency] = {
    "RUB": Currency("рубль", "m", "копейка", "f"),
    "USD": Currency("доллар", "m", "цент", "m"),
    "EUR": Currency("евро", "m", "цент", "m"),
    "GBP": Currency("фунт", "m", "пенс", "m"),
    "JPY": Currency("иена", "f"),
    "CNY": Currency("юань", "m"),
    "UAH": Currency("гривна", "f", "копейка", "f"),
    "KZT": Currency("тенге", "m"),
    "CHF": Currency("франк", "m", "сантим", "m"),
}
#: Written currency sign or abbreviation -> ISO code.
SIGNS: dict[str, str] = {
    "₽": "RUB", "руб.": "RUB", "руб": "RUB", "р.": "RUB", "RUB": "RUB", "RUR": "RUB",
    "$": "USD", "USD": "USD", "долл.": "USD", "€": "EUR", "EUR": "EUR", "£": "GBP", "GBP": "GBP",
    "¥": "JPY", "JPY": "JPY", "CNY": "CNY", "₴": "UAH", "грн": "UAH", "грн.": "UAH", "UAH": "UAH",
    "₸": "KZT", "KZT": "KZT", "CHF": "CHF",
}
#: Currency nouns written out ("рублей", "долларов"): kept as written, the number agrees.
WORDS: dict[str, str] = {"рубл": "RUB", "доллар": "USD", "евро": "EUR", "фунт": "GBP", "иен": "JPY",
                         "юан": "CNY", "гривн": "UAH", "тенге": "KZT", "франк": "CHF"}
_SIGN_RE = "|".join(re.escape(s) for s in sorted(SIGNS, key=len, reverse=True))
_WORD_RE = r"(?:рубл|доллар|евро|фунт|иен|юан|гривн|тенге|франк)[а-яё]*"
_PREFIX = "|".join(re.escape(s) for s in ("$", "€", "£", "¥", "₽", "₴", "₸"))
_AMOUNT = rf"([-−]?{NUM})(?:\s?({SCALE_RE}))?"
_MINOR = rf"(?:\s({INT})\s?(?:коп\.|коп|копе[а-яё]+|ц\.|цент[а-яё]*))?"
MONEY_PATTERN = re.compile(
    rf"{BEFORE}(?:{_AMOUNT}\s?(?:({_SIGN_RE})(?![\w])|({_WORD_RE})(?![\w])){_MINOR}"
    rf"|({_PREFIX})\s?{_AMOUNT})")


class RussianMoney(EntityClass):
    """Amount + currency with agreement: "5 ₽" -> "пять рублей", "$1" -> "один доллар", "2 €" ->
    "два евро", "1,5 млн рублей" -> "полтора миллиона рублей" / "одна целая пять десятых миллиона
    рублей", "5,50 ₽" -> "пять рублей пятьдесят копеек" / "пять пятьдесят". The preposition sets the
    case ("до 5 ₽" -> "до пяти рублей"); a currency word written out is kept as written.
    """

    name = "money"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 70
    pattern = MONEY_PATTERN

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        amount, scale, sign, word, minor, prefix, amount2, scale2 = match.groups()
        if prefix:
            amount, scale, sign = amount2, scale2, prefix
        code = SIGNS[sign] if sign else next(c for k, c in WORDS.items() if word.lower().startswith(k))
        cur = CURRENCIES[code]
        left = ctx.left_words(1)
        if word:
            case = grammar.cardinal_case(left, grammar.noun_readings(word.lower()))
        else:
            case = grammar.context_case(left)
        if scale:
            lemma = SCALES[scale]
            gender = "f" if lemma == "тысяча" else "m"
            num, n = number_words(amount, case, gender, rng)
            noun = word.lower() if word else counted_noun(cur.noun, 5, "n")
            return f"{num} {counted_noun(lemma, n, case)} {noun}"
        if is_decimal(amount) and cur.minor and len(re.split(r"[.,]", amount)[1]) == 2 and not word:
            whole_s, cents_s = re.split(r"[.,]", amount)
            whole, cents = parse_int(whole_s), int(cents_s)
            if case in "na" and rng.random() < 0.3:
                if not cents:
                    return cardinal(whole)
                return f"{cardinal(whole)} {'ноль ' if cents < 10 else ''}{cardinal(cents)}"
            out = f"{cardinal(whole, case, cur.gender)} {counted_noun(cur.noun, whole, case)}"
            if cents:
                out += f" {cardinal(cents, case, cur.minor_gender)} {counted_noun(cur.minor, cents, case)}"
            return out
        if is_decimal(amount):
            num = decimal_words(amount, case, rng, cur.gender)
            return f"{num} {word.lower() if word else counted_noun(cur.noun, None, case)}"
        num, n = number_words(amount, case, cur.gender, rng)
        out = f"{num} {word.lower() if word else counted_noun(cur.noun, n, case)}"
        if minor:
            k = parse_int(minor)
            out += f" {cardinal(k, case, cur.minor_gender)} {counted_noun(cur.minor or 'копейка', k, case)}"
        return out

    def sample(self, rng: random.Random) -> str:
        """Signs and abbreviations only: a written-out currency word would need agreement."""
        n = rng.choice((rng.randint(1, 100), rng.randint(100, 100000), rng.randint(1, 9)))
        form = rng.random()
        if form < 0.35:
            return f"{n} {rng.choice(('₽', 'руб.', '€', '$', 'USD', 'EUR'))}"
        if form < 0.55:
            return f"{rng.choice(('$', '€', '£'))}{n}"
        if form < 0.7:
            return f"{n},{rng.randint(0, 99):02d} {rng.choice(('₽', '€', '$'))}"
        if form < 0.85:
            return f"{rng.randint(1, 9)},{rng.randint(1, 9)} {rng.choice(('млн', 'млрд', 'тыс.'))} " \
                   f"{rng.choice(('рублей', 'долларов', 'руб.', '$'))}"
        return f"{n} руб. {rng.randint(1, 99)} коп."
