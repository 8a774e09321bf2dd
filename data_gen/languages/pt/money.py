"""Portuguese money: "R$ 25,50" -> "vinte e cinco reais e cinquenta centavos", "US$ 2 milhões", "€ 1"."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from denorm.data.base import Context
from denorm.data.languages.pt import numbers
from denorm.data.languages.pt.common import (
    NUMBER,
    SCALES,
    PortugueseEntityClass,
    SameNumberSample,
    parse_number,
    scaled,
    speak_number,
)

#: How often an amount with fifty cents is said with a half ("R$ 2,50": "dois reais e meio").
HALF_SAID = 0.2


@dataclass(frozen=True)
class Currency:
    """A currency as spoken: unit (singular, plural, gender) and minor unit (singular, plural)."""

    singular: str
    plural: str
    gender: str
    minor: tuple[str, str] | None
    colloquial_short: bool = False  #: "vinte e cinco e cinquenta" for R$ 25,50 is usual


M, F = numbers.M, numbers.F
REAL = Currency("real", "reais", M, ("centavo", "centavos"), True)
DOLLAR = Currency("dólar", "dólares", M, ("centavo", "centavos"))
EURO = Currency("euro", "euros", M, ("centavo", "centavos"))
POUND = Currency("libra", "libras", F, None)
YEN = Currency("iene", "ienes", M, None)
FRANC = Currency("franco", "francos", M, ("centavo", "centavos"))
CENT = Currency("centavo", "centavos", M, None)
#: Signs and codes written before the amount ("R$ 25", "US$ 10", "€ 5") -> currency.
BEFORE: dict[str, Currency] = {"R$": REAL, "US$": DOLLAR, "U$": DOLLAR, "$": DOLLAR, "€": EURO, "£": POUND,
                               "¥": YEN, "BRL": REAL, "USD": DOLLAR, "EUR": EURO, "GBP": POUND, "JPY": YEN,
                               "CHF": FRANC}
#: Signs, codes and words written after the amount ("25 €", "25 reais", "50 centavos") -> currency.
AFTER: dict[str, Currency] = {"€": EURO, "reais": REAL, "real": REAL, "dólares": DOLLAR, "dólar": DOLLAR,
                              "euros": EURO, "euro": EURO, "libras": POUND, "libra": POUND, "ienes": YEN,
                              "iene": YEN, "centavos": CENT, "centavo": CENT, "BRL": REAL, "USD": DOLLAR,
                              "EUR": EURO, "GBP": POUND, "CHF": FRANC}
_SCALE = "|".join(sorted(SCALES, key=len, reverse=True))
_BEFORE = "|".join(re.escape(c) for c in sorted(BEFORE, key=len, reverse=True))
_AFTER = "|".join(re.escape(c) for c in sorted(AFTER, key=len, reverse=True))
PATTERN = re.compile(
    rf"(?<![\w$])(?P<c2>{_BEFORE})\s?(?P<a2>{NUMBER})(?:\s(?P<s2>{_SCALE})(?![\w-]))?(?![\d]|[.,]\d)"
    rf"|(?P<a1>{NUMBER})(?:\s(?P<s1>{_SCALE}))?\s?(?P<c1>{_AFTER})(?![\w])"
)
#: Scale endings after which the currency takes "de": "um milhão de reais", "dois milhões e meio de reais".
_DE_ENDINGS = ("milhão", "milhões", "bilhão", "bilhões", "trilhão", "trilhões", "e meio")


def with_currency(words: str, cur: Currency, singular: bool) -> str:
    """Amount words and the currency: "de" after a scale noun ("um milhão de reais")."""
    unit = cur.singular if singular else cur.plural
    return f"{words} de {unit}" if words.endswith(_DE_ENDINGS) else f"{words} {unit}"


class PortugueseMoney(SameNumberSample, PortugueseEntityClass):
    """Amounts with a currency sign, code or word, before or after the number. The number agrees with the
    currency ("duas libras"); centavos are read "e cinquenta centavos", "e cinquenta", or (reais, below a
    thousand, from ten centavos) "vinte e cinco e cinquenta"."""

    name = "money"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 70
    pattern = PATTERN

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        amount = match.group("a1") or match.group("a2")
        scale = match.group("s1") or match.group("s2")
        cur = AFTER[match.group("c1")] if match.group("c1") else BEFORE[match.group("c2")]
        if scale:
            words = scaled(amount, scale, cur.gender, rng)
            return None if words is None else with_currency(words, cur, False)
        parsed = parse_number(amount)
        if parsed is None:
            return None
        neg, whole, frac = parsed
        sign = "menos " if neg else ""
        if frac and (cur.minor is None or len(frac) != 2):
            said = speak_number(amount, rng, cur.gender)
            return None if said is None else with_currency(said, cur, False)
        cents = int(frac) if frac else 0
        head = numbers.cardinal(whole, cur.gender, rng)
        if not cents:
            return sign + with_currency(head, cur, whole == 1)
        assert cur.minor is not None
        cent_words = numbers.cardinal(cents, numbers.M, rng)
        minor = cur.minor[cents != 1]
        if whole == 0:
            return f"{sign}{cent_words} {minor}"
        unit = with_currency(head, cur, whole == 1)
        if cents == 50 and not sign and whole < 1000 and rng.random() < HALF_SAID:
            return f"{unit} e {'meia' if cur.gender == numbers.F else 'meio'}"  # "dois reais e meio"
        r = rng.random()
        if r < 0.5:
            return f"{sign}{unit} e {cent_words} {minor}"
        if r < 0.75 and cur.colloquial_short and whole < 1000 and cents >= 10:
            return f"{sign}{head} e {cent_words}"
        return f"{sign}{unit} e {cent_words}"

    def sample(self, rng: random.Random) -> str:
        whole = rng.choice((rng.randint(1, 20), rng.randint(1, 999), rng.randint(1000, 99999)))
        cents = rng.choice(("", f",{rng.randint(0, 99):02d}", ",50", ",99"))
        value = f"{whole:,}".replace(",", ".") + cents
        form = rng.randrange(6)
        if form in (0, 1):
            return f"R$ {value}"
        if form == 2:
            return f"{rng.choice(('US$ ', '€ ', '$', 'USD '))}{value}"
        if form == 3:
            return f"{value} {rng.choice(('reais', 'euros', 'dólares', '€'))}" if whole != 1 else f"{value} €"
        if form == 4:
            return f"{rng.randint(2, 99)} centavos"
        return f"R$ {rng.randint(1, 20)},{rng.randint(1, 9)} {rng.choice(('milhões', 'bilhões'))}"
