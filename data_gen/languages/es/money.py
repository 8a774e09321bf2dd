"""Spanish money: "25 €" -> "veinticinco euros", "1 €" -> "un euro", "25,50 €" -> "veinticinco euros con cincuenta
céntimos" / "veinticinco con cincuenta", "$5" / "US$ 5" -> "cinco dólares", "2,5 millones de euros"."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from denorm.data.base import Context
from denorm.data.entities.common import choose
from denorm.data.languages.es import numbers
from denorm.data.languages.es.common import (
    NUMBER,
    SCALE,
    SCALES,
    SameNumberSample,
    SpanishEntityClass,
    parse_number,
    speak_number,
    written,
)
from denorm.data.languages.es.decimal import scaled

#: How often an amount with fifty cents is said with a half ("2,50 €": "dos euros y medio").
HALF_SAID = 0.2


@dataclass(frozen=True)
class Currency:
    """A currency as said: its unit (singular, plural alternatives), gender, and minor unit (or None)."""

    units: tuple[tuple[str, str], ...]
    gender: str
    minor: tuple[str, str] | None
    colloquial_short: bool = False  #: "veinticinco cincuenta" for 25,50 € is usual


EURO = Currency((("euro", "euros"),), "m", ("céntimo", "céntimos"), True)
DOLLAR = Currency((("dólar", "dólares"),), "m", ("centavo", "centavos"))
US_DOLLAR = Currency((("dólar", "dólares"), ("dólar estadounidense", "dólares estadounidenses")), "m",
                     ("centavo", "centavos"))
PESO = Currency((("peso", "pesos"),), "m", ("centavo", "centavos"), True)
POUND = Currency((("libra", "libras"), ("libra esterlina", "libras esterlinas")), "f", ("penique", "peniques"))
YEN = Currency((("yen", "yenes"),), "m", None)
FRANC = Currency((("franco suizo", "francos suizos"), ("franco", "francos")), "m", ("céntimo", "céntimos"))
CENT = Currency((("céntimo", "céntimos"),), "m", None)
CENTAVO = Currency((("centavo", "centavos"),), "m", None)
#: Written currency signs, codes and words -> currency. "$" is the dollar (the peso's "MXN" and words are
#: read as pesos).
CURRENCIES: dict[str, Currency] = {
    "€": EURO, "EUR": EURO, "euros": EURO, "euro": EURO, "$": DOLLAR, "US$": US_DOLLAR, "USD": US_DOLLAR,
    "dólares": DOLLAR, "dólar": DOLLAR, "£": POUND, "GBP": POUND, "¥": YEN, "JPY": YEN, "yenes": YEN,
    "CHF": FRANC, "MXN": PESO, "pesos": PESO, "peso": PESO, "céntimos": CENT, "céntimo": CENT, "cts.": CENT,
    "centavos": CENTAVO, "centavo": CENTAVO,
}
_BEFORE = ("€", "$", "US$", "£", "¥", "EUR", "USD", "GBP", "CHF", "MXN")
_CUR = "|".join(re.escape(c) for c in sorted(CURRENCIES, key=len, reverse=True))
_CUR_BEFORE = "|".join(re.escape(c) for c in sorted(_BEFORE, key=len, reverse=True))
#: An amount as written before a dollar: also with a decimal point and comma groups ("$1,500.50").
_US_AMOUNT = r"\d{1,3}(?:,\d{3})+(?:\.\d{2})?(?!\d)|\d+\.\d{2}(?!\d)"
PATTERN = re.compile(
    rf"(?P<a1>{NUMBER}){SCALE.replace('scale', 's1')}(?P<de>\sde)?\s?(?P<c1>{_CUR})(?!\w)"
    rf"|(?<![\w$])(?P<c2>{_CUR_BEFORE})\s?(?:(?P<us>{_US_AMOUNT})|(?P<a2>{NUMBER}))"
    rf"{SCALE.replace('scale', 's2')}(?![\d])"
)


def _us_to_spanish(amount: str) -> str:
    """"1,500.50" -> "1500,50": the amount in the Spanish notation `parse_number` reads."""
    return amount.replace(",", "").replace(".", ",")


def cents_words(whole: int, cents: int, cur: Currency, unit: tuple[str, str], rng: random.Random) -> str:
    """An amount with cents: "veinticinco euros con cincuenta céntimos", "veinticinco euros con cincuenta",
    "veinticinco euros cincuenta", "veinticinco coma cincuenta euros", "veinticinco con cincuenta"."""
    assert cur.minor is not None
    head = numbers.counted(whole, cur.gender)
    unit_word = unit[whole != 1]
    minor = f"{numbers.counted(cents, 'm')} {cur.minor[cents != 1]}"
    if whole == 0:
        return minor if rng.random() < 0.7 else f"cero coma {numbers.cardinal(cents)} {unit[1]}"
    if cents == 50 and 1 <= whole < 1000 and rng.random() < HALF_SAID:
        return f"{head} {unit_word} y {'media' if cur.gender == 'f' else 'medio'}"  # "dos euros y medio"
    r = rng.random()
    if r < 0.35 or cents < 10:
        return f"{head} {unit_word} con {minor}"
    if r < 0.55:
        return f"{head} {unit_word} con {numbers.cardinal(cents)}"
    if r < 0.7:
        return f"{head} {unit_word} {numbers.cardinal(cents)}"
    if r < 0.85 or not cur.colloquial_short or whole >= 100:
        return f"{numbers.cardinal(whole)} coma {numbers.cardinal(cents)} {unit[1]}"
    return f"{numbers.cardinal(whole)} con {numbers.cardinal(cents)}"  # "veinticinco con cincuenta"


class SpanishMoney(SameNumberSample, SpanishEntityClass):
    """Amounts with a currency sign, code or word, before or after the number, optionally scaled ("25 mil
    euros", "2,5 millones de euros"). The number agrees with the currency ("un euro", "veintiún euros",
    "doscientas libras"); a round number of millions takes "de" ("un millón de euros")."""

    name = "money"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 70
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        cur = match.group("c1")
        # "5 dólares" alone is money, "de 5 pesos" too; "25 de euros" is no amount
        return not (cur and match.group("de") and not match.group("s1"))

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict()
        cur = CURRENCIES[g["c1"] or g["c2"]]
        unit = choose(cur.units, rng)
        amount = _us_to_spanish(g["us"]) if g["us"] else (g["a1"] or g["a2"])
        scale = g["s1"] or g["s2"]
        parsed = parse_number(amount)
        if parsed is None:
            return None
        neg, whole, frac = parsed
        sign = "menos " if neg else ""
        if scale:
            words = scaled(amount.lstrip("-−"), SCALES[scale], scale, rng, cur.gender, True, by_value=False) \
                if frac else numbers.cardinal(whole * SCALES[scale], cur.gender, True)
            of = " de" if SCALES[scale] >= 10**6 else ""
            return f"{sign}{words}{of} {unit[1]}"
        if frac and (cur.minor is None or len(frac) != 2):
            return f"{sign}{speak_number(amount.lstrip('-−'), rng)} {unit[1]}"
        cents = int(frac) if frac else 0
        if cents:
            return sign + cents_words(whole, cents, cur, unit, rng)
        return f"{sign}{numbers.counted(whole, cur.gender)} {unit[whole != 1]}"

    def sample(self, rng: random.Random) -> str:
        whole = rng.choice((rng.randint(1, 20), rng.randint(1, 999), rng.randint(1000, 99999), 21, 200))
        cents = rng.choice(("", f",{rng.randint(0, 99):02d}", ",50", ",99"))
        value = written(whole) + cents
        form = rng.randrange(7)
        if form in (0, 1):
            return f"{value} €"
        if form == 2:
            return f"{value} euros"
        if form == 3:
            return f"{rng.choice(('$', 'US$ ', 'USD '))}{whole}"
        if form == 4:
            return f"{value} {rng.choice(('dólares', 'USD', 'pesos', '£', 'CHF'))}"
        if form == 5:
            return f"{rng.randint(2, 99)} céntimos"
        return f"{rng.randint(2, 20)},{rng.randint(1, 9)} millones de {rng.choice(('euros', 'dólares'))}"
