"""Portuguese (Brazilian) number words: cardinals in both genders, ordinals, fractions, the runtime's hooks.

The hooks are the closed class of number words the runtime reads (`Language.number_lexicon`,
`joins_number`...). num2words (lang="pt_BR") has the right words below a thousand, but it writes a
comma between groups ("mil, novecentos e noventa e cinco"), has no feminine cardinals ("duzentas
pessoas") and misspells some ordinals of the hundreds ("quadrigentésimo"); so the words are built here,
by the rules of the grammars (Bechara, Cegalla): "e" between hundreds, tens and units ("cento e vinte e
três"), and between two groups of three only when the later group is below a hundred or a round
hundred ("mil e quinhentos", "dois mil e nove", but "mil novecentos e noventa e cinco").
"""

from __future__ import annotations

import random
from functools import lru_cache

from denorm.data.errors import VerbalizationError

M, F = "m", "f"
_UNITS = ("zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove", "dez", "onze",
          "doze", "treze", "catorze", "quinze", "dezesseis", "dezessete", "dezoito", "dezenove")
_TENS = {20: "vinte", 30: "trinta", 40: "quarenta", 50: "cinquenta", 60: "sessenta", 70: "setenta",
         80: "oitenta", 90: "noventa"}
_HUNDREDS = {100: "cento", 200: "duzentos", 300: "trezentos", 400: "quatrocentos", 500: "quinhentos",
             600: "seiscentos", 700: "setecentos", 800: "oitocentos", 900: "novecentos"}
#: Feminine forms: "uma", "duas" and the hundreds in -entas ("duzentas"); every other word is invariable.
_FEMININE = {"um": "uma", "dois": "duas", **{w: w[:-2] + "as" for n, w in _HUNDREDS.items() if n > 100}}
#: Scale nouns after the groups of three: (singular, plural); "mil" is invariable and takes no "um".
_SCALES = {1: ("mil", "mil"), 2: ("milhão", "milhões"), 3: ("bilhão", "bilhões"), 4: ("trilhão", "trilhões"),
           5: ("quatrilhão", "quatrilhões")}
MAX_NUMBER = 10 ** 18 - 1
#: 14 is "catorze" or "quatorze": both are standard in Brazil (VOLP); the generator draws either.
QUATORZE_PROBABILITY = 0.5

_ORD_UNITS = ("", "primeiro", "segundo", "terceiro", "quarto", "quinto", "sexto", "sétimo", "oitavo", "nono")
_ORD_TENS = {10: "décimo", 20: "vigésimo", 30: "trigésimo", 40: "quadragésimo", 50: "quinquagésimo",
             60: "sexagésimo", 70: "septuagésimo", 80: "octogésimo", 90: "nonagésimo"}
_ORD_HUNDREDS = {100: "centésimo", 200: "ducentésimo", 300: "trecentésimo", 400: "quadringentésimo",
                 500: "quingentésimo", 600: "sexcentésimo", 700: "septingentésimo", 800: "octingentésimo",
                 900: "nongentésimo"}
#: Ordinals are read up to this value ("milésimo nongentésimo..."); larger ones are written in figures.
MAX_ORDINAL = 1999

#: Fraction nouns of denominators 2-10 and the round ones; others are "<cardinal> avos" ("onze avos").
_DENOMINATORS = {2: "meio", 3: "terço", 4: "quarto", 5: "quinto", 6: "sexto", 7: "sétimo", 8: "oitavo",
                 9: "nono", 10: "décimo", 100: "centésimo", 1000: "milésimo"}


def feminine(word: str) -> str:
    """The feminine of one cardinal word: "dois" -> "duas", "trezentos" -> "trezentas", "mil" -> "mil"."""
    return _FEMININE.get(word, word)


def _unit(n: int, rng: random.Random | None) -> str:
    if n == 14 and rng is not None and rng.random() < QUATORZE_PROBABILITY:
        return "quatorze"
    return _UNITS[n]


def below_thousand(n: int, gender: str = M, rng: random.Random | None = None) -> str:
    """1-999 in words: 123 -> "cento e vinte e três", 100 -> "cem", (200, "f") -> "duzentas"."""
    if n == 100:
        return "cem"
    hundreds, rest = divmod(n, 100)
    parts = []
    if hundreds:
        parts.append(_HUNDREDS[hundreds * 100])
    if rest >= 20:
        tens, units = divmod(rest, 10)
        parts.append(_TENS[tens * 10])
        if units:
            parts.append(_unit(units, rng))
    elif rest:
        parts.append(_unit(rest, rng))
    if gender == F:
        parts = [feminine(p) for p in parts]
    return " e ".join(parts)


def _groups(n: int) -> list[tuple[int, int]]:
    """(scale index, group of three) from the highest down, zero groups left out."""
    out, i = [], 0
    while n:
        n, group = divmod(n, 1000)
        if group:
            out.append((i, group))
        i += 1
    return out[::-1]


def cardinal(n: int, gender: str = M, rng: random.Random | None = None) -> str:
    """A cardinal in words, in the gender of the noun it counts: (2500, "f") -> "duas mil e quinhentas".

    The groups before "milhão", "bilhão"... are masculine (those are masculine nouns: "duzentos milhões
    de pessoas"); the group before "mil" and the last one agree with the noun ("duzentas mil pessoas").
    VerbalizationError beyond the quatrilhões.
    """
    if n < 0:
        return "menos " + cardinal(-n, gender, rng)
    if n > MAX_NUMBER:
        raise VerbalizationError(f"number too large to speak: {n}")
    if n == 0:
        return "zero"
    words: list[str] = []
    for k, (i, group) in enumerate(_groups(n)):
        if k and (group < 100 or group % 100 == 0):
            words.append("e")
        if i == 0:
            words.append(below_thousand(group, gender, rng))
        elif i == 1:
            if group != 1:
                words.append(below_thousand(group, gender, rng))
            words.append("mil")
        else:
            singular, plural = _SCALES[i]
            words.append(below_thousand(group, M, rng))
            words.append(singular if group == 1 else plural)
    return " ".join(words)


def ends_in_scale_noun(words: str) -> bool:
    """Whether a number in words ends in "milhão", "bilhões"...: a noun after it takes "de" ("um milhão de
    reais")."""
    last = words.rsplit(" ", 1)[-1]
    return any(last in forms for i, forms in _SCALES.items() if i >= 2)


def ordinal(n: int, gender: str = M) -> str:
    """An ordinal in words: 21 -> "vigésimo primeiro", (1, "f") -> "primeira", 1000 -> "milésimo".

    VerbalizationError outside 1..MAX_ORDINAL."""
    if not 1 <= n <= MAX_ORDINAL:
        raise VerbalizationError(f"no ordinal for {n}")
    thousands, rest = divmod(n, 1000)
    parts = ["milésimo"] if thousands else []
    hundreds, rest = divmod(rest, 100)
    if hundreds:
        parts.append(_ORD_HUNDREDS[hundreds * 100])
    tens, units = divmod(rest, 10)
    if tens:
        parts.append(_ORD_TENS[tens * 10])
    if units:
        parts.append(_ORD_UNITS[units])
    if gender == F:
        parts = [p[:-1] + "a" for p in parts]
    return " ".join(parts)


def regnal(n: int, gender: str = M, rng: random.Random | None = None) -> str:
    """The number of a ruler, pope or century: an ordinal up to ten ("pedro segundo", "século quinto"),
    a cardinal above ("luís catorze", "século vinte")."""
    return ordinal(n, gender) if n <= 10 else cardinal(n, M, rng)


def year(y: int, rng: random.Random | None = None) -> str:
    """A year is a plain cardinal: 1995 -> "mil novecentos e noventa e cinco", 2009 -> "dois mil e nove"."""
    return cardinal(y, M, rng)


def denominator(d: int, plural: bool, rng: random.Random | None = None) -> str | None:
    """The fraction noun: (3, False) -> "terço", (4, True) -> "quartos", (11, True) -> "onze avos";
    None for d < 2."""
    if d < 2:
        return None
    if d in _DENOMINATORS:
        word = _DENOMINATORS[d]
        return word + "s" if plural else word
    if d % 10 == 0 and d < 100:
        word = _ORD_TENS[d]
        return word + "s" if plural else word
    return f"{cardinal(d, M, rng)} avos"


def digit_words(s: str, six: str = "seis") -> str:
    """Digits one by one: "021" -> "zero dois um"; `six` is the word for 6 ("seis", or "meia" as
    Brazilians say in telephone numbers and codes)."""
    return " ".join(six if ch == "6" else _UNITS[int(ch)] for ch in s if ch.isdigit())


# -- the closed class of number words (Language.number_lexicon, denorm.itn.runs) -----------------------
#: Words inside one number only: "vinte e três", "dois vírgula cinco", a version "três ponto dois".
JOINERS = frozenset({"e", "vírgula", "ponto"})
#: "meia": 6 in a digit-by-digit reading ("nove meia meia"), a number word but no cardinal value.
SIX = "meia"
SCALE_VALUES: dict[str, int] = {w: 1000 ** i for i, forms in _SCALES.items() for w in forms}


@lru_cache(maxsize=1)
def cardinal_values() -> dict[str, int]:
    """The value of each cardinal said in one word, both genders, "quatorze", the scale nouns."""
    out: dict[str, int] = {"quatorze": 14}
    for n in range(0, 1000):
        for gender in (M, F):
            word = cardinal(n, gender)
            if " " not in word:
                out.setdefault(word, n)
    out["cento"] = 100
    out.update(SCALE_VALUES)
    return out


@lru_cache(maxsize=1)
def ordinal_values() -> dict[str, int]:
    """The value of each ordinal word, both genders: "primeira" 1, "vigésimo" 20, "milésimo" 1000."""
    out: dict[str, int] = {}
    for n in range(1, 1001):
        for gender in (M, F):
            word = ordinal(n, gender)
            if " " not in word:
                out.setdefault(word, n)
    return out


@lru_cache(maxsize=1)
def number_lexicon() -> frozenset[str]:
    """Every word of the cardinals and ordinals of 0-1000 in both genders, the scale nouns, "quatorze",
    and "meia" (6 in digit readings); without the joiners."""
    out: set[str] = {"quatorze", SIX, *SCALE_VALUES}
    for n in [*range(0, 1001), *(k * 10 ** e for e in (3, 6, 9, 12) for k in (1, 2, 5, 200))]:
        for gender in (M, F):
            out.update(cardinal(n, gender).split())
    for n in range(1, MAX_ORDINAL + 1):
        for gender in (M, F):
            out.update(ordinal(n, gender).split())
    return frozenset(out - JOINERS)


def cardinal_value(word: str) -> int | None:
    """The value of a one-word cardinal ("duzentas" 200, "milhões" 10**6), None for any other word."""
    return cardinal_values().get(word)


def number_value(word: str) -> int | None:
    """The value of a one-word cardinal or ordinal ("vigésima" 20), or 6 for "meia"; None otherwise."""
    value = cardinal_values().get(word)
    if value is None:
        value = ordinal_values().get(word)
    return 6 if value is None and word == SIX else value


_UNIT_WORDS = frozenset(w for w, v in cardinal_values().items() if 1 <= v <= 9)
_TEN_WORDS = frozenset(_TENS.values())
_HUNDRED_WORDS = frozenset({"cento", *_HUNDREDS.values(), *(feminine(w) for w in _HUNDREDS.values())})
_SCALE_WORDS = frozenset(SCALE_VALUES)


def joins_number(before: str, joiner: str, after: str) -> bool:
    """Whether `joiner` between two number words is part of one number.

    "e" is also the common word "and", so it joins only where a cardinal has it: a ten and a unit
    ("vinte e três"), a hundred and what is below it ("cento e vinte", "duzentas e uma"), a scale word
    and a group below a hundred or a round hundred ("mil e quinhentos", "dois mil e nove", "um milhão e
    duzentos mil"); never "cinco e dez", "vinte e trinta" (a time) or "dois e meio".
    "vírgula" and "ponto" join a number word to a cardinal ("dois vírgula cinco", "três ponto dez").
    """
    if joiner == "e":
        value = cardinal_values().get(after)
        if value is None:
            return False
        if before in _TEN_WORDS:
            return after in _UNIT_WORDS
        if before in _HUNDRED_WORDS:
            return 1 <= value <= 99
        if before in _SCALE_WORDS:
            return value <= 99 or after in _HUNDRED_WORDS or after == "cem"
        return False
    if joiner in ("vírgula", "ponto"):
        return before in number_lexicon() and after in cardinal_values()
    return False
