"""English money class: "$5" -> "five dollars", "$3.50" -> "three fifty", "£", "€", "₽", codes, "$1.2M"."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from denorm.data.base import Context, EntityClass
from denorm.data.languages.en.cardinal import range_word
from denorm.data.languages.en.numbers import AMOUNT, HAS_DIGIT, MINUS, amount, cardinal, is_one, weighted


@dataclass(frozen=True)
class Currency:
    """How a currency is spoken: unit names (singular, plural) by weight, subunit, spelled code."""

    units: tuple[tuple[str, str, float], ...]
    sub: tuple[tuple[str, str, float], ...] = ()
    code: str = ""  #: the ISO code spelled ("u s d"), said instead of the unit now and then


_DOLLAR = (("dollar", "dollars", 1.0),)
_CENT = (("cent", "cents", 1.0),)
CURRENCIES: dict[str, Currency] = {
    "$": Currency(_DOLLAR, _CENT),
    "US$": Currency((("u s dollar", "u s dollars", 0.7), ("dollar", "dollars", 0.3)), _CENT),
    "USD": Currency((("dollar", "dollars", 0.7), ("u s dollar", "u s dollars", 0.3)), _CENT, "u s d"),
    "C$": Currency((("canadian dollar", "canadian dollars", 0.7), ("dollar", "dollars", 0.3)), _CENT),
    "CAD": Currency((("canadian dollar", "canadian dollars", 1.0),), _CENT, "c a d"),
    "A$": Currency((("australian dollar", "australian dollars", 0.7), ("dollar", "dollars", 0.3)), _CENT),
    "AUD": Currency((("australian dollar", "australian dollars", 1.0),), _CENT, "a u d"),
    "£": Currency((("pound", "pounds", 1.0),), (("penny", "pence", 0.7), ("p", "p", 0.3))),
    "GBP": Currency((("pound", "pounds", 0.6), ("british pound", "british pounds", 0.2),
                     ("pound sterling", "pounds sterling", 0.2)), (("penny", "pence", 1.0),), "g b p"),
    "€": Currency((("euro", "euros", 1.0),), _CENT),
    "EUR": Currency((("euro", "euros", 1.0),), _CENT, "e u r"),
    "₽": Currency((("ruble", "rubles", 0.8), ("rouble", "roubles", 0.2)), (("kopeck", "kopecks", 1.0),)),
    "RUB": Currency((("ruble", "rubles", 0.8), ("rouble", "roubles", 0.2)), (("kopeck", "kopecks", 1.0),)),
    "CHF": Currency((("swiss franc", "swiss francs", 0.6), ("franc", "francs", 0.4)),
                    (("centime", "centimes", 0.5), ("rappen", "rappen", 0.5)), "c h f"),
    "¥": Currency((("yen", "yen", 1.0),)),
    "JPY": Currency((("yen", "yen", 0.8), ("japanese yen", "japanese yen", 0.2))),
    "CNY": Currency((("yuan", "yuan", 1.0),)),
    "₹": Currency((("rupee", "rupees", 1.0),), (("paisa", "paise", 1.0),)),
    "INR": Currency((("rupee", "rupees", 0.7), ("indian rupee", "indian rupees", 0.3)),
                    (("paisa", "paise", 1.0),)),
    "¢": Currency((("cent", "cents", 1.0),)),
}
#: Scale words written after an amount ("$1.2 million", "$5M", "€3bn").
SCALES = {"thousand": "thousand", "million": "million", "billion": "billion", "trillion": "trillion",
          "k": "thousand", "K": "thousand", "m": "million", "M": "million", "mn": "million",
          "bn": "billion", "B": "billion", "tn": "trillion", "T": "trillion"}
_SCALE = (r"(?:\s(?P<word>thousand|million|billion|trillion)(?![\w])"
          r"|(?P<abbr>mn|bn|tn|[kKmMBT])(?![\w]))")
_SYMBOL = r"(?:US\$|C\$|A\$|\$|£|€|₽|¥|₹)"
_CODE = r"(?:USD|CAD|AUD|GBP|EUR|RUB|CHF|JPY|CNY|INR)"
_AMT = rf"(?P<amt>{MINUS}?{AMOUNT})"
PATTERNS = (
    re.compile(rf"(?P<neg>(?<![\w.,])[-−])?(?<![\w$])(?P<cur>{_SYMBOL})\s?(?P<amt>{AMOUNT})"
               rf"(?:\s?[-–]\s?(?:{_SYMBOL})?(?P<upto>{AMOUNT}))?{_SCALE}?(?![\d])"),
    re.compile(rf"(?<![\w.,$£€])(?P<cur>{_CODE})\s?(?P<amt>{AMOUNT}){_SCALE}?(?![\d])"),
    re.compile(rf"(?<![\w.,$£€]){_AMT}{_SCALE}?\s?(?P<cur>€|₽|£|¥|₹|\$|{_CODE})(?![\w])"),
    re.compile(r"(?<![\w.,])(?P<amt>[1-9]\d?)(?P<cur>¢|p)(?![\w])"),
)

#: Every amount has a currency symbol or code, or "p" / "¢" after digits.
_QUICK = re.compile(rf"[$£€₽¥₹¢]|{_CODE}|\dp\b")


def _unit(options: tuple[tuple[str, str, float], ...], plural: bool, rng: random.Random) -> str:
    chosen = weighted(rng, tuple(((sg, pl), w) for sg, pl, w in options))
    return chosen[1] if plural else chosen[0]


#: How often an amount with fifty cents is said with "and a half" ("$2.50": "two and a half dollars").
HALF_SAID = 0.2


def spoken_money(written_amount: str, cur: Currency, scale: str | None, rng: random.Random) -> str:
    """ "3.50" in dollars -> "three dollars and fifty cents" / "three dollars fifty" / "three fifty" / "three and
    a half dollars"."""
    neg = written_amount[:1] in "-−"
    digits = written_amount.lstrip("-−")
    sign = weighted(rng, (("minus ", 0.8), ("negative ", 0.2))) if neg else ""
    if cur.code and rng.random() < 0.15:
        return f"{sign}{amount(digits, rng)}{' ' + scale if scale else ''} {cur.code}"
    if scale:
        return f"{sign}{amount(digits, rng)} {scale} {_unit(cur.units, True, rng)}"
    whole, _, frac = digits.partition(".")
    if len(frac) != 2 or not cur.sub:
        return f"{sign}{amount(digits, rng)} {_unit(cur.units, not is_one(digits), rng)}"
    units, cents = int(whole.replace(",", "") or 0), int(frac)
    if cents == 0:
        return f"{sign}{amount(whole, rng)} {_unit(cur.units, units != 1, rng)}"
    sub = f"{cardinal(cents, rng)} {_unit(cur.sub, cents != 1, rng)}"
    if units == 0:
        return sign + sub
    unit_words = f"{amount(whole, rng)} {_unit(cur.units, units != 1, rng)}"
    if cents == 50 and not sign and units < 1000 and rng.random() < HALF_SAID:
        return f"{amount(whole, rng)} and a half {_unit(cur.units, True, rng)}"  # "two and a half dollars"
    form = weighted(rng, (("and", 0.45), ("unit", 0.25), ("bare", 0.3)))
    if form == "unit" and cents >= 10:
        return f"{sign}{unit_words} {cardinal(cents, rng)}"
    if form == "bare" and not sign and units < 100:
        return f"{amount(whole, rng)} {cardinal(cents, rng) if cents >= 10 else 'oh ' + cardinal(cents)}"
    return f"{sign}{unit_words} and {sub}"


#: Words after an amount that are no noun it describes ("a $20 for each", "a $5 or $10 tip").
_NOT_DESCRIBED = frozenset({"and", "or", "to", "in", "for", "of", "per", "each", "a", "an", "the", "is", "was",
                            "at", "on", "with", "from", "by", "than", "more", "less", "off", "up"})


def attributive(ctx: Context) -> bool:
    """Whether an amount stands between an indefinite article and the noun it describes ("a $20 bill", "a $10
    million contract"): English says its unit in the singular there ("a twenty dollar bill")."""
    right = ctx.right_words(1)
    return (ctx.left_words(1) in (["a"], ["an"]) and re.match(r"\s+[^\W\d_]", ctx.text[ctx.end:]) is not None
            and bool(right) and right[0] not in _NOT_DESCRIBED)


def singular_unit(spoken: str, cur: Currency) -> str:
    """A spoken amount whose last word is its currency's plural said in the singular ("twenty dollars" ->
    "twenty dollar"); as it is otherwise."""
    for singular, plural, _ in cur.units:
        if singular != plural and spoken.endswith(" " + plural):
            return spoken[: -len(plural)] + singular
    return spoken


class EnglishMoney(EntityClass):
    """Amounts with a currency symbol or ISO code before or after ("$5", "5 €", "EUR 20", "50p"),
    with scale words ("$1.2 million", "$5M"); cents as "and fifty cents", "fifty" or "three fifty"."""

    name = "money"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 70

    def find(self, text: str) -> list[re.Match[str]]:
        if not (HAS_DIGIT(text) and _QUICK.search(text)):
            return []
        return [m for p in PATTERNS for m in p.finditer(text)]

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict()
        symbol = g["cur"]
        cur = CURRENCIES["£"] if symbol == "p" else CURRENCIES[symbol]
        if symbol in ("p", "¢"):
            return f"{cardinal(int(g['amt']), rng)} {_unit(cur.sub or cur.units, g['amt'] != '1', rng)}"
        scale_written = g.get("word") or g.get("abbr")
        scale = SCALES[scale_written] if scale_written else None
        written_amount = ("-" if g.get("neg") else "") + g["amt"]
        if g.get("upto"):  # "$25-$40" -> "twenty five to forty dollars"
            return f"{amount(written_amount, rng)}{range_word(rng)}{spoken_money(g['upto'], cur, scale, rng)}"
        spoken = spoken_money(written_amount, cur, scale, rng)
        return singular_unit(spoken, cur) if attributive(ctx) else spoken  # "a twenty dollar bill"

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(9)
        symbol = rng.choice(("$", "$", "$", "£", "€", "€", "₽", "¥"))
        whole = rng.choice((rng.randint(1, 20), rng.randint(1, 999), rng.randint(1000, 99_999)))
        if form == 0:
            return f"{symbol}{whole:,}"
        if form == 1:
            return f"{symbol}{rng.randint(0, 99)}.{rng.randint(0, 99):02d}"
        if form == 2:
            return f"{symbol}{rng.randint(1, 999)}.{rng.randint(1, 9)} {rng.choice(('million', 'billion'))}"
        if form == 3:
            return f"{symbol}{rng.randint(1, 99)}{rng.choice(('M', 'bn', 'k', 'B'))}"
        if form == 4:
            return f"{whole} {rng.choice(('USD', 'EUR', 'CHF', 'GBP', 'RUB'))}"
        if form == 5:
            return f"{rng.choice(('USD', 'EUR', 'CHF', 'GBP'))} {whole:,}"
        if form == 6:
            return f"{whole} €"
        if form == 7:
            return f"{rng.randint(1, 99)}{rng.choice(('p', '¢'))}"
        return f"{symbol}{rng.randint(1, 500)}"
