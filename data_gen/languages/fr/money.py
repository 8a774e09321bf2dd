"""French money: "25 €" -> "vingt-cinq euros", "25,50 €" -> "vingt-cinq euros cinquante", "3 M€", "$", "£", "CHF"."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from denorm.data.base import Context
from denorm.data.languages.fr import grammar, numbers
from denorm.data.languages.fr.common import (
    NUMBER,
    FrenchEntityClass,
    SameNumberSample,
    decimal_part,
    parse_number,
)

#: How often an amount with fifty cents is said with a half ("2,50 €": "deux euros et demi").
HALF_SAID = 0.2


@dataclass(frozen=True)
class Currency:
    """A currency as said: its noun (singular, plural), gender, and minor unit (singular, plural) when
    the cents are named in speech ("centimes"); the dollar's "cents" are not, a homograph of "cents"
    (hundreds): "vingt dollars cinquante"."""

    singular: str
    plural: str
    feminine: bool = False
    minor: tuple[str, str] | None = None


EURO = Currency("euro", "euros", minor=("centime", "centimes"))
DOLLAR = Currency("dollar", "dollars")
CANADIAN = Currency("dollar canadien", "dollars canadiens")
POUND = Currency("livre", "livres", feminine=True, minor=("penny", "pence"))
SWISS = Currency("franc suisse", "francs suisses", minor=("centime", "centimes"))
FRANC = Currency("franc", "francs", minor=("centime", "centimes"))
CFA = Currency("franc cfa", "francs cfa")
YEN = Currency("yen", "yens")
DIRHAM = Currency("dirham", "dirhams", minor=("centime", "centimes"))
DINAR = Currency("dinar", "dinars")
CENTIME = Currency("centime", "centimes")
#: Written signs, codes and words -> currency; signs may stand before the amount too (_BEFORE).
CURRENCIES: dict[str, Currency] = {
    "€": EURO, "EUR": EURO, "euros": EURO, "euro": EURO, "$": DOLLAR, "USD": DOLLAR, "US$": DOLLAR,
    "dollars": DOLLAR, "dollar": DOLLAR, "$ CA": CANADIAN, "$CA": CANADIAN, "CAD": CANADIAN, "£": POUND,
    "GBP": POUND, "CHF": SWISS, "FS": SWISS, "F": FRANC, "FF": FRANC, "francs": FRANC, "franc": FRANC,
    "FCFA": CFA, "F CFA": CFA, "XOF": CFA, "XAF": CFA, "¥": YEN, "JPY": YEN, "yens": YEN, "MAD": DIRHAM,
    "DH": DIRHAM, "dirhams": DIRHAM, "DZD": DINAR, "DA": DINAR, "TND": DINAR, "dinars": DINAR,
    "ct": CENTIME, "cts": CENTIME, "centimes": CENTIME, "centime": CENTIME,
}
_BEFORE = ("€", "$", "£", "¥", "EUR", "USD", "US$", "CHF", "GBP", "CAD")
#: Scale words and letters between an amount and its currency: "3 M€", "2,5 Md€", "50 k€", "3 millions €".
SCALES: dict[str, int] = {"millions": 10**6, "million": 10**6, "milliards": 10**9, "milliard": 10**9,
                          "Mds": 10**9, "Md": 10**9, "Mrd": 10**9, "M": 10**6, "k": 10**3}
_SCALE_NAMES = {10**6: ("million", "millions"), 10**9: ("milliard", "milliards")}
#: What a price is per, written after a slash: "19,99 €/mois" -> "... par mois".
PER: dict[str, str] = {"mois": "mois", "an": "an", "année": "année", "jour": "jour", "j": "jour", "nuit": "nuit",
                       "semaine": "semaine", "h": "heure", "heure": "heure", "personne": "personne",
                       "pers.": "personne", "pers": "personne", "kg": "kilo", "l": "litre", "L": "litre",
                       "m²": "mètre carré", "m2": "mètre carré", "kWh": "kilowattheure", "unité": "unité"}
_PER = "|".join(re.escape(p) for p in sorted(PER, key=len, reverse=True))
_CUR = "|".join(re.escape(c) for c in sorted(CURRENCIES, key=len, reverse=True))
_CUR_BEFORE = "|".join(re.escape(c) for c in sorted(_BEFORE, key=len, reverse=True))
_SCALE = "|".join(re.escape(s) for s in sorted(SCALES, key=len, reverse=True))
PATTERN = re.compile(
    rf"(?:(?P<a1>{NUMBER})(?:\s?(?P<s1>{_SCALE}))?\s?(?P<c1>{_CUR})(?![\w$€£¥])"
    rf"|(?<![\w$€£¥])(?P<c2>{_CUR_BEFORE})\s?(?P<a2>{NUMBER})(?:\s?(?P<s2>{_SCALE})(?!\w))?(?![\d]))"
    rf"(?:\s?/\s?(?P<per>{_PER})(?![\w²]))?"
)


def scaled(amount: str, scale: int, cur: Currency, rng: random.Random) -> str | None:
    """"3 M€" -> "trois millions d'euros", "1,5 Md$" -> "un virgule cinq milliard de dollars" / "un milliard
    et demi de dollars", "50 k€" -> "cinquante mille euros"."""
    parsed = parse_number(amount)
    if parsed is None:
        return None
    neg, whole, frac = parsed
    sign = "moins " if neg else ""
    if scale == 10**3:
        if frac:
            return f"{sign}{numbers.cardinal(whole)} virgule {decimal_part(frac, rng)} mille {cur.plural}"
        return f"{sign}{numbers.cardinal(whole * 1000)} {cur.plural}"
    singular, plural = _SCALE_NAMES[scale]
    noun = plural if whole >= 2 else singular
    if frac == "5" and rng.random() < 0.3:
        number = f"{numbers.cardinal(whole)} {noun} et demi"
    elif frac:
        number = f"{numbers.cardinal(whole)} virgule {decimal_part(frac, rng)} {noun}"
    else:
        number = f"{numbers.cardinal(whole)} {noun}"
    return f"{sign}{number} {grammar.de(cur.plural)}"


class FrenchMoney(SameNumberSample, FrenchEntityClass):
    """Amounts with a currency sign, code or word, after the amount (French usage: "25 €") or before it
    ("$25", "CHF 20"). Cents: "vingt-cinq euros cinquante" (usual), "... et cinquante centimes", "...
    cinquante centimes"; "0,50 €" -> "cinquante centimes". A round number of millions takes "de": "un million
    d'euros". The noun is plural from 2 up ("1,50 euro"... "un euro cinquante"). A price per unit: "19,99
    €/mois" -> "dix-neuf euros quatre-vingt-dix-neuf par mois"."""

    name = "money"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 70
    pattern = PATTERN

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        said = self._amount(match, rng)
        per = match.group("per")
        return f"{said} par {PER[per]}" if said is not None and per else said

    def _amount(self, match: re.Match[str], rng: random.Random) -> str | None:
        amount = match.group("a1") or match.group("a2")
        cur = CURRENCIES[match.group("c1") or match.group("c2")]
        scale = match.group("s1") or match.group("s2")
        if scale:
            return scaled(amount, SCALES[scale], cur, rng)
        parsed = parse_number(amount)
        if parsed is None:
            return None
        neg, whole, frac = parsed
        sign = "moins " if neg else ""
        if frac and len(frac) != 2:
            noun = cur.plural if whole >= 2 else cur.singular
            return f"{sign}{numbers.cardinal(whole)} virgule {decimal_part(frac, rng)} {noun}"
        cents = int(frac) if frac else 0
        words = numbers.cardinal(whole, feminine=cur.feminine)
        if whole and whole % 10**6 == 0:
            head = f"{words} {grammar.de(cur.plural)}"  # "un million d'euros"
        else:
            head = f"{words} {cur.plural if whole >= 2 else cur.singular}"
        if not cents:
            return sign + head
        cent_words = numbers.cardinal(cents)
        if whole == 0:
            if cur.minor is not None and rng.random() < 0.7:
                return f"{sign}{cent_words} {cur.minor[cents >= 2]}"
            return f"{sign}zéro {cur.singular} {cent_words}"
        if cents == 50 and not sign and 1 <= whole < 1000 and rng.random() < HALF_SAID:
            return f"{head} et {'demie' if cur.feminine else 'demi'}"  # "deux euros et demi"
        r = rng.random()
        if cur.minor is not None and r < 0.15:
            return f"{sign}{head} et {cent_words} {cur.minor[cents >= 2]}"
        if cur.minor is not None and (r < 0.25 or cents == 1):
            # one cent is never a bare "un" after the amount: the article's word ("neuf euros un cadeau")
            return f"{sign}{head} {cent_words} {cur.minor[cents >= 2]}"
        if cents == 1:  # ... nor, with no minor unit named (the dollar's), read otherwise than as a decimal
            noun = cur.plural if whole >= 2 else cur.singular
            return f"{sign}{numbers.cardinal(whole)} virgule zéro un {noun}"
        return f"{sign}{head} {cent_words}"

    def sample(self, rng: random.Random) -> str:
        whole = rng.choice((rng.randint(2, 20), rng.randint(2, 999), rng.randint(1000, 99999)))
        cents = rng.choice(("", f",{rng.randint(0, 99):02d}", ",50", ",99"))
        value = f"{whole:,}".replace(",", " ") + cents
        form = rng.randrange(6)
        if form == 0:
            return f"{value} €"
        if form == 1:
            return f"{value} euros"
        if form == 2:
            return f"{rng.choice(('$', '£'))}{value}"
        if form == 3:
            return f"{value} {rng.choice(('CHF', '$', 'USD', 'EUR', 'F CFA', '£'))}"
        if form == 4:
            return f"{rng.randint(2, 99)} centimes"
        return f"{rng.randint(2, 20)},{rng.randint(1, 9)} {rng.choice(('M€', 'Md€', 'millions €'))}"
