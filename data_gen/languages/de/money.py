"""German money: "3,50 €" -> "drei euro fünfzig" / "drei euro und fünfzig cent"; $, £, CHF, Fr., USD."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from denorm.data.base import Context
from denorm.data.languages.de import grammar, numbers
from denorm.data.languages.de.common import (
    NUMBER,
    SCALE,
    SCALES,
    GermanEntityClass,
    SameNumberSample,
    parse_number,
    speak_number,
)

#: How often an amount with fifty cents is said as a half ("2,50 €": "zweieinhalb euro").
HALF_SAID = 0.2


@dataclass(frozen=True)
class Currency:
    """A currency as spoken: unit (singular, plural, gender) and minor unit (singular, plural)."""

    singular: str
    plural: str
    gender: str
    minor: tuple[str, str] | None
    colloquial_short: bool = False  #: "drei fünfzig" for 3,50 € is usual


EURO = Currency("euro", "euro", grammar.M, ("cent", "cent"), True)
DOLLAR = Currency("dollar", "dollar", grammar.M, ("cent", "cent"))
POUND = Currency("pfund", "pfund", grammar.N, ("penny", "pence"))
FRANC = Currency("franken", "franken", grammar.M, ("rappen", "rappen"))
YEN = Currency("yen", "yen", grammar.M, None)
CENT = Currency("cent", "cent", grammar.M, None)
#: Written currency signs and codes -> currency. Signs may stand before or after the amount.
CURRENCIES: dict[str, Currency] = {
    "€": EURO, "EUR": EURO, "Euro": EURO, "$": DOLLAR, "USD": DOLLAR, "US-Dollar": DOLLAR, "Dollar": DOLLAR,
    "£": POUND, "GBP": POUND, "Pfund": POUND, "CHF": FRANC, "Fr.": FRANC, "SFr.": FRANC, "Franken": FRANC,
    "¥": YEN, "JPY": YEN, "Yen": YEN, "ct": CENT, "Cent": CENT,
}
_BEFORE = ("€", "$", "£", "EUR", "USD", "CHF", "GBP", "Fr.", "SFr.", "¥")
_CUR = "|".join(re.escape(c) for c in sorted(CURRENCIES, key=len, reverse=True))
_CUR_BEFORE = "|".join(re.escape(c) for c in sorted(_BEFORE, key=len, reverse=True))
_AMOUNT = rf"{NUMBER}(?:,[-–—])?{SCALE}"
PATTERN = re.compile(
    rf"(?P<a1>{_AMOUNT})\s?(?P<c1>{_CUR})(?![\w])"
    rf"|(?<![\w])(?P<c2>{_CUR_BEFORE})\s?(?P<a2>{_AMOUNT})(?![\d])"
)


class GermanMoney(SameNumberSample, GermanEntityClass):
    """Amounts with a currency sign, code or word, before or after the number.

    Cents are read "drei euro fünfzig", "drei euro und fünfzig cent", or (euro only) "drei fünfzig"; fifty cents
    also "zweieinhalb euro" (HALF_SAID);
    1 agrees with the currency and the case ("einen euro" after "kostet").
    """

    name = "money"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 70
    pattern = PATTERN

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        amount = match.group("a1") or match.group("a2")
        cur = CURRENCIES[match.group("c1") or match.group("c2")]
        amount = re.sub(r",[-–—]$", "", amount)
        for written, (singular, plural) in SCALES.items():
            if amount.endswith(written):
                value = amount[: -len(written)].rstrip()
                number = speak_number(value, rng, one="eine")
                scale = singular if number == "eine" else plural
                return None if number is None else f"{number} {scale} {cur.plural}"
        parsed = parse_number(amount)
        if parsed is None:
            return None
        neg, whole, frac = parsed
        sign = "minus " if neg else ""
        if frac and (cur.minor is None or len(frac) != 2):
            return f"{sign}{speak_number(amount, rng)} {cur.plural}"
        cents = int(frac) if frac else 0
        if whole == 1 and not cents:
            one = grammar.one_form(cur.gender, grammar.one_case(ctx))
            return f"{sign}{one} {cur.singular}"
        unit = cur.singular if whole == 1 else cur.plural
        head = "ein" if whole == 1 else numbers.cardinal(whole, rng)
        if not cents:
            return f"{sign}{head} {unit}"
        assert cur.minor is not None
        minor = cur.minor[cents != 1]
        cent_words = "ein" if cents == 1 else numbers.cardinal(cents, rng)
        if whole == 0:
            return f"{sign}{cent_words} {minor}" if rng.random() < 0.7 else f"{sign}null {unit} {cent_words}"
        if cents == 50 and not sign and 1 <= whole < 1000 and rng.random() < HALF_SAID:  # "zweieinhalb Euro"
            half = "anderthalb" if whole == 1 and rng.random() < 0.5 else ("ein" if whole == 1 else head) + "einhalb"
            return f"{half} {cur.plural}"
        r = rng.random()
        if cents < 10:  # 3,05 €: "drei euro und fünf cent" / "drei euro fünf cent"
            return f"{sign}{head} {unit}{' und' if r < 0.5 else ''} {cent_words} {minor}"
        if r < 0.3:
            return f"{sign}{head} {unit} und {cent_words} {minor}"
        if r < 0.4 and cur.colloquial_short and whole < 100:  # "drei fünfzig", not for large sums
            return f"{sign}{'eins' if whole == 1 else head} {numbers.cardinal(cents, rng)}"
        return f"{sign}{head} {unit} {numbers.cardinal(cents, rng)}"

    def sample(self, rng: random.Random) -> str:
        whole = rng.choice((rng.randint(1, 20), rng.randint(1, 999), rng.randint(1000, 99999)))
        cents = rng.choice(("", f",{rng.randint(0, 99):02d}", ",50", ",99"))
        value = f"{whole:,}".replace(",", ".") + cents
        form = rng.randrange(6)
        if form == 0:
            return f"{value} €"
        if form == 1:
            return f"{value} Euro"
        if form == 2:
            return f"{rng.choice(('$', '£', 'CHF ', 'EUR ', 'USD '))}{value}"
        if form == 3:
            return f"{value} {rng.choice(('CHF', 'Fr.', 'Dollar', 'USD', 'EUR', 'Pfund'))}"
        if form == 4:
            return f"{rng.randint(1, 99)} ct"
        return f"{rng.randint(1, 20)},{rng.randint(1, 9)} {rng.choice(('Mio.', 'Mrd.'))} €"
