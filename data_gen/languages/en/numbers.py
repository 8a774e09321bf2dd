"""English number words: cardinals, ordinals, digit strings, decimals and years, with spoken variants."""

from __future__ import annotations

import random
import re
from functools import lru_cache

from denorm.data.base import EntityClass
from denorm.data.errors import VerbalizationError
from denorm.data.tables import kept
from num2words import num2words

#: A written integer: plain digits or thousands grouped with commas ("2,500").
NUMBER = r"(?:\d{1,3}(?:,\d{3})+|\d+)"
#: A written integer or decimal ("2,500", "3.14", ".5").
AMOUNT = rf"(?:{NUMBER}(?:\.\d+)?|\.\d+)"
#: A minus sign that is not a hyphen inside a word or a range ("-5", "−3.2").
MINUS = r"(?:(?<![\w.,\-−–])[-−](?=[\d.]))"

#: Scale letters written after a number ("10K users", "1.5M", "3bn") and how they are said.
SCALE_SUFFIX = r"(?P<scale>[kKM]|mn|bn)(?![\w])"
SCALE_WORDS: dict[str, tuple[tuple[str, float], ...]] = {
    "k": (("thousand", 0.6), ("k", 0.4)), "K": (("thousand", 0.6), ("k", 0.4)),
    "M": (("million", 1.0),), "mn": (("million", 1.0),), "bn": (("billion", 1.0),),
}

DIGITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
#: Words for the integer zero before a decimal point ("" = "point five").
_ZERO_INT = (("zero", 0.55), ("", 0.3), ("nought", 0.15))
_SCALE_HEADS = ("one hundred", "one thousand", "one million", "one billion")


#: Fast test for a digit: numeric classes skip the (many) sentences without one.
HAS_DIGIT = re.compile(r"\d").search


class EnglishDigitClass(EntityClass):
    """An entity class whose matches always contain a digit: texts without one are skipped fast."""

    def find(self, text: str) -> list[re.Match[str]]:
        return super().find(text) if HAS_DIGIT(text) else []


def weighted(rng: random.Random | None, options: tuple[tuple[str, float], ...]) -> str:
    """One option drawn by weight (the first when no rng is given)."""
    if rng is None:
        return options[0][0]
    x = rng.random() * sum(w for _, w in options)
    for value, w in options:
        x -= w
        if x < 0:
            return value
    return options[-1][0]


@lru_cache(maxsize=200_000)
def _words(n: int, ordinal: bool) -> str:
    """num2words' British form ("one hundred and five"), without hyphens and commas.

    VerbalizationError for a negative ordinal and beyond num2words' largest name (about 10**306)."""
    if ordinal and n < 0:
        raise VerbalizationError(f"no ordinal for {n}")
    try:
        text = num2words(n, lang="en", to="ordinal" if ordinal else "cardinal")
    except OverflowError as exc:
        raise VerbalizationError(f"number too large to speak: {n}") from exc
    return text.replace("-", " ").replace(",", "")


def _and(words: str, rng: random.Random | None) -> str:
    """British "one hundred and five" or American "one hundred five" (American without rng)."""
    if " and " in words and (rng is None or rng.random() < 0.5):
        return words.replace(" and ", " ")
    return words


def cardinal(n: int, rng: random.Random | None = None) -> str:
    """Spoken cardinal: "two thousand five hundred" / "twenty five hundred" / "a hundred and five"."""
    if n < 0:
        return weighted(rng, (("minus", 0.8), ("negative", 0.2))) + " " + cardinal(-n, rng)
    if rng is not None and 1100 <= n <= 9999 and n % 100 == 0 and n % 1000 and rng.random() < 0.3:
        return _words(n // 100, False) + " hundred"
    words = _and(_words(n, False), rng)
    # "a hundred (and) five", "a thousand", "a million"; not "a thousand two hundred thirty four".
    if (rng is not None and words.startswith(_SCALE_HEADS) and (n < 200 or str(n).rstrip("0") == "1")
            and rng.random() < 0.15):
        words = "a" + words[3:]
    return words


def ordinal(n: int, rng: random.Random | None = None) -> str:
    """Spoken ordinal: "first", "twenty second", "one hundred (and) third"."""
    return _and(_words(n, True), rng)


def ordinal_suffix(n: int) -> str:
    """The written ordinal suffix: 1 "st", 2 "nd", 3 "rd", 11-13 "th", 21 "st"."""
    return "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def digits(s: str, rng: random.Random | None = None, zero: str | None = None) -> str:
    """Digits read one by one; zero as `zero` or, when None, "zero"/"oh" drawn once."""
    if zero is None:
        zero = weighted(rng, (("zero", 0.6), ("oh", 0.4)))
    return " ".join(zero if d == "0" else DIGITS[int(d)] for d in s if d.isdigit())


def pairs(n: int) -> str:
    """Digits read in pairs, as for model numbers, flights, rooms and ports: 747 "seven forty seven", 707
    "seven oh seven", 2616 "twenty six sixteen", 1080 "ten eighty", 8080 "eighty eighty"."""
    if n < 1000:
        lo = n % 100
        return f"{DIGITS[n // 100]} {_words(lo, False) if lo >= 10 else 'oh ' + DIGITS[lo]}"
    return year(n)


def integer(s: str, rng: random.Random | None = None, paired: bool = True) -> str:
    """A written integer ("2,500", "007"): a cardinal; now and then in pairs when written without
    commas ("747" -> "seven forty seven", `paired`); digit by digit with leading zeros or > 15 digits."""
    grouped = "," in s
    s = s.replace(",", "")
    if (len(s) > 1 and s[0] == "0") or len(s) > 15:
        return digits(s, rng)
    n = int(s)
    if paired and rng is not None and not grouped and n % 100:
        if 1000 <= n <= 9999 and n % 100 >= 10 and not 2000 <= n < 2010 and rng.random() < 0.15:
            return pairs(n)
        if 100 <= n <= 999 and rng.random() < 0.08:
            return pairs(n)
    return cardinal(n, rng)


#: A half or a quarter said after a whole number ("two and a half million", "three and a quarter percent"),
#: and how often a decimal so written is said so rather than with "point".
HALVES = {"5": "and a half", "25": "and a quarter", "75": "and three quarters"}
HALF_SHARE = 0.4


def decimal(int_part: str, frac: str, rng: random.Random | None = None) -> str:
    """ "3", "14" -> "three point one four"; "0", "5" -> "zero point five" / "point five"; "2", "5" -> also
    "two and a half" (`HALVES`: .5, .25, .75 after a whole number other than zero)."""
    int_part = int_part.replace(",", "")
    if not int_part or int(int_part) == 0:
        head = weighted(rng, _ZERO_INT)
    else:
        head = integer(int_part, rng, paired=False)
        if frac in HALVES and rng is not None and rng.random() < HALF_SHARE:
            return f"{head} {HALVES[frac]}"
    tail = digits(frac, rng)
    return f"{head} point {tail}" if head else f"point {tail}"


def amount(s: str, rng: random.Random | None = None) -> str:
    """A written number with optional sign and decimals ("-3.5", "2,500", ".5")."""
    sign = ""
    if s[:1] in "-−":
        sign = weighted(rng, (("minus", 0.8), ("negative", 0.2))) + " "
        s = s[1:]
    int_part, dot, frac = s.partition(".")
    return sign + (decimal(int_part, frac, rng) if dot else integer(int_part, rng))


def is_one(s: str) -> bool:
    """Whether a written amount takes the singular ("1", but not "1.0" or "0.5")."""
    return s.lstrip("-−") == "1"


def year(n: int, rng: random.Random | None = None) -> str:
    """Spoken year: 2020 "twenty twenty" / "two thousand (and) twenty"; 1905 "nineteen oh five"."""
    if not 1000 <= n <= 9999:
        return cardinal(n, rng)
    if n % 1000 == 0:
        return _words(n, False)
    hi, lo = divmod(n, 100)
    if 2000 < n < 2010:
        if rng is not None and rng.random() < 0.1:
            return f"twenty oh {DIGITS[lo]}"
        return _and(_words(n, False), rng)
    if 2010 <= n < 2100 and rng is not None and rng.random() < 0.4:
        return _and(_words(n, False), rng)
    if lo == 0:
        return _words(hi, False) + " hundred"
    if lo < 10:
        form = weighted(rng, (("oh", 0.7), ("hundred and", 0.15), ("hundred", 0.15)))
        return f"{_words(hi, False)} {form} {DIGITS[lo]}"
    return f"{_words(hi, False)} {_words(lo, False)}"


def two_digit_year(s: str, rng: random.Random | None = None) -> str:
    """'09 -> "oh nine", '95 -> "ninety five"."""
    n = int(s)
    return f"oh {DIGITS[n]}" if len(s) == 2 and n < 10 else _words(n, False)


_TENS_PLURAL = {"twenty": "twenties", "thirty": "thirties", "forty": "forties", "fifty": "fifties",
                "sixty": "sixties", "seventy": "seventies", "eighty": "eighties", "ninety": "nineties",
                "ten": "tens", "hundred": "hundreds", "thousand": "thousands"}


def plural_number(words: str) -> str:
    """ "nineteen ninety" -> "nineteen nineties" (decades): pluralize the last number word."""
    head, _, last = words.rpartition(" ")
    last = _TENS_PLURAL.get(last, last + "s")
    return f"{head} {last}" if head else last


def parse_int(s: str) -> int:
    """ "2,500" -> 2500."""
    return int(re.sub(r"[,\s]", "", s))


# -- the closed class of number words (Language.number_lexicon, denorm.itn.runs) -----------------------
SCALES = frozenset({"hundred", "thousand", "million", "billion", "trillion"})
#: Words inside one number only: "one hundred and five", "two point five", "nineteen oh five".
JOINERS = frozenset({"and", "point", "oh", "dot"})


@lru_cache(maxsize=1)
@kept("en-cardinal-values")
def cardinal_values() -> dict[str, int]:
    """The value of each cardinal said in one word: "five" 5, "thousand" 1000, "nought" 0."""
    out = {"nought": 0}
    for n in [*range(0, 1001), 10**6, 10**9, 10**12]:
        words = _words(n, False).split()
        if len(words) == 1:
            out.setdefault(words[0], n)
        elif len(words) == 2 and words[0] == "one":
            out.setdefault(words[1], n)
    return out


@lru_cache(maxsize=1)
@kept("en-word-values")
def word_values() -> dict[str, int]:
    """The value of each number said in one word: "five" 5, "twelfth" 12, "thousand" 1000, "nought" 0."""
    out = {"nought": 0}
    for n in [*range(0, 1001), 10**6, 10**9, 10**12]:
        for ordinal in (False, True) if n else (False,):
            words = _words(n, ordinal).split()
            if len(words) == 1:
                out.setdefault(words[0], n)
            elif len(words) == 2 and words[0] == "one":  # "one hundred": "hundred", "hundredth"
                out.setdefault(words[1], n)
    return out


@lru_cache(maxsize=1)
@kept("en-number-lexicon")
def number_lexicon() -> frozenset[str]:
    """Cardinal and ordinal words (0-1000, the scales, "hundredth"...), decades ("nineties"), "nought". The
    numbers 101-999 say no word that 0-100 and 1000 do not (but "and", a joiner): they are not spelled out."""
    out: set[str] = {*word_values(), *SCALES}
    for n in [*range(0, 101), 1000, 10**6, 10**9, 10**12]:
        out.update(_words(n, False).split())
        if n:
            out.update(_words(n, True).split())
    out.update(_TENS_PLURAL.values())
    return frozenset(out - JOINERS)


def joins_number(before: str, joiner: str, after: str) -> bool:
    """"and" after a scale word before a number below a hundred ("two thousand and nine", not "five and
    six"); "point" and "oh" before a digit word ("two point five", "nineteen oh five"); "dot" inside a
    version number."""
    below_hundred = after in _BELOW_HUNDRED
    if joiner == "and":
        return before in SCALES and below_hundred
    if joiner in ("point", "oh"):
        return after in DIGITS
    return joiner == "dot" and after in _BELOW_HUNDRED  # a version: "three dot thirteen dot three"


_BELOW_HUNDRED = frozenset(w for n in range(1, 100) for w in _words(n, False).split()) | frozenset(
    w for n in range(1, 100) for w in _words(n, True).split())
