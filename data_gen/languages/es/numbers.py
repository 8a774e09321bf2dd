"""Spanish number words: cardinals with gender and apocope, ordinals, years, fractions, digits, number hooks.

The rules are those of the RAE (Nueva gramática §21, Diccionario panhispánico de dudas: «uno», «cien»,
«veintiuno», «ordinales»):
- 1 ends in "un" before a masculine noun and before "mil", "millón" ("un libro", "veintiún mil", "treinta y
  un millones"), "una" before a feminine one ("veintiuna personas"), "uno" alone ("página veintiuno").
- The hundreds agree with the noun they count, also across "mil" ("doscientas mil personas"); before
  "millón"/"millones" (masculine nouns) they are masculine ("doscientos millones de personas").
- 100 is "cien" alone and before "mil"/"millones", "ciento" before a smaller number ("ciento uno").
- The long scale: 10**6 "millón", 10**9 "mil millones", 10**12 "billón".
- Ordinals agree in gender; "primero" and "tercero" end in "primer", "tercer" before a masculine noun, also
  at the end of a compound ("vigésimo primer aniversario").

num2words (lang="es") gives the masculine pronominal reading of 1-999 right ("ciento veintiuno"); above that
it writes "veintiuno mil", "ciento uno mil" and its ordinals are off ("décimoprimero"), so scales, gender,
apocope and ordinals follow the rules here.
"""

from __future__ import annotations

import random
import re
import unicodedata
from collections.abc import Sequence
from functools import lru_cache

from denorm.data.errors import VerbalizationError
from num2words import num2words

#: The genders a number agrees with ("m" also stands for a number said alone).
GENDERS = ("m", "f")
#: The largest cardinal read: 999 999 billones (10**18 - 1); above it a trillón would be needed.
MAX_CARDINAL = 10**18 - 1
#: The largest ordinal read ("nuevemilésimo nonagésimo noveno"): larger ones are not said in practice.
MAX_ORDINAL = 9999

_UNIT_ORDINALS = ("", "primero", "segundo", "tercero", "cuarto", "quinto", "sexto", "séptimo", "octavo", "noveno")
_TEN_ORDINALS = ("", "décimo", "vigésimo", "trigésimo", "cuadragésimo", "quincuagésimo", "sexagésimo",
                 "septuagésimo", "octogésimo", "nonagésimo")
_HUNDRED_ORDINALS = ("", "centésimo", "ducentésimo", "tricentésimo", "cuadringentésimo", "quingentésimo",
                     "sexcentésimo", "septingentésimo", "octingentésimo", "noningentésimo")
#: 11-19 written as one word (RAE, Ortografía 2010: "decimotercero"); 11 and 12 also "undécimo", "duodécimo".
_TEENS = {11: ("undécimo", "decimoprimero"), 12: ("duodécimo", "decimosegundo"), 13: ("decimotercero",),
          14: ("decimocuarto",), 15: ("decimoquinto",), 16: ("decimosexto",), 17: ("decimoséptimo",),
          18: ("decimoctavo",), 19: ("decimonoveno",)}
#: 21-29 as one word, the other written form of "vigésimo primero" (RAE: "vigesimoprimero").
_JOINED_TWENTIES = {n: "vigesimo" + ("ctavo" if n == 8 else _UNIT_ORDINALS[n]) for n in range(1, 10)}
#: Fraction nouns of 2-10 (1/2 "un medio", 1/3 "un tercio"); from 11 the partitive in "-avo" ("onceavo").
_DENOMINATORS = {2: "medio", 3: "tercio", 4: "cuarto", 5: "quinto", 6: "sexto", 7: "séptimo", 8: "octavo",
                 9: "noveno", 10: "décimo", 100: "centésimo", 1000: "milésimo"}


def _plain(word: str) -> str:
    """A word without its accents ("veintiún" -> "veintiun"): how a recognizer may write it."""
    return "".join(c for c in unicodedata.normalize("NFD", word) if not unicodedata.combining(c))


# -- cardinals --------------------------------------------------------------------------------------
@lru_cache(maxsize=1024)
def _pronominal(n: int) -> str:
    """num2words' masculine reading of 1-999 ("doscientos veintiuno", "cien", "ciento uno")."""
    return num2words(n, lang="es")


@lru_cache(maxsize=8192)
def _chunk(n: int, gender: str, apocope: bool) -> str:
    """1-999 agreeing with `gender`; `apocope`: before a masculine noun or a scale word ("veintiún")."""
    words = _pronominal(n)
    if gender == "f":
        words = re.sub(r"ientos\b", "ientas", words)  # doscientas, quinientas
        return re.sub(r"uno$", "una", words)  # una, veintiuna, treinta y una
    if apocope:
        if words.endswith("veintiuno"):
            return words[: -len("veintiuno")] + "veintiún"
        return re.sub(r"\buno$", "un", words)
    return words


def _below_million(n: int, gender: str, apocope: bool) -> str:
    """1-999 999: the thousands agree with the noun too ("doscientas mil personas", "veintiún mil libros")."""
    thousands, rest = divmod(n, 1000)
    words = []
    if thousands:
        # "mil", never "un mil"; the count of thousands is apocopated before "mil" ("veintiún mil"), but
        # keeps "una" for a feminine noun ("veintiuna mil personas", RAE's preference)
        words.append("mil" if thousands == 1 else _chunk(thousands, gender, True) + " mil")
    if rest:
        words.append(_chunk(rest, gender, apocope))
    return " ".join(words)


@lru_cache(maxsize=65536)
def cardinal(n: int, gender: str = "m", apocope: bool = False) -> str:
    """A cardinal in words: cardinal(21) "veintiuno", cardinal(21, "f") "veintiuna", cardinal(21,
    apocope=True) "veintiún" (before a masculine noun), cardinal(200000, "f") "doscientas mil".

    `gender` is that of the counted noun; a round number of millions takes "de" before its noun, which is
    the caller's ("un millón de personas"). VerbalizationError beyond MAX_CARDINAL."""
    if n < 0:
        return "menos " + cardinal(-n, gender, apocope)
    if n > MAX_CARDINAL:
        raise VerbalizationError(f"number too large to speak: {n}")
    if n == 0:
        return "cero"
    billions, n = divmod(n, 10**12)
    millions, n = divmod(n, 10**6)
    words = []
    for count, singular, plural in ((billions, "billón", "billones"), (millions, "millón", "millones")):
        if count:  # the count of a scale noun is masculine and apocopated: "un millón", "veintiún millones"
            words.append(f"un {singular}" if count == 1 else f"{_below_million(count, 'm', True)} {plural}")
    if n:
        words.append(_below_million(n, gender, apocope))
    return " ".join(words)


def ends_in_scale(n: int) -> bool:
    """Whether the words of n end in "millón"/"millones"/"billón" (a round number of millions): the counted
    noun then takes "de" ("dos millones de euros", but "dos millones quinientos mil euros")."""
    return n >= 10**6 and n % 10**6 == 0


def counted(n: int, gender: str) -> str:
    """A cardinal before a noun of `gender`: apocopated when masculine ("un", "veintiún"), "de" after a
    round number of millions ("un millón de")."""
    words = cardinal(n, gender, apocope=gender == "m")
    return words + " de" if ends_in_scale(abs(n)) else words


# -- ordinals ---------------------------------------------------------------------------------------
def _feminine(word: str) -> str:
    return word[:-1] + "a" if word.endswith("o") else word


def _apocopated(word: str) -> str:
    """"primero" -> "primer", "tercero" -> "tercer", also at the end of a compound ("decimotercer")."""
    for full in ("primero", "tercero"):
        if word.endswith(full):
            return word[:-1]
    return word


def _ordinal_words(n: int, other_teen: bool, joined: bool) -> list[str]:
    """The masculine words of the ordinal n; `other_teen`: "decimoprimero" for "undécimo" (11, 12);
    `joined`: "vigesimoprimero" for "vigésimo primero" (21-29)."""
    if not 1 <= n <= MAX_ORDINAL:
        raise VerbalizationError(f"no Spanish ordinal for {n}")
    thousands, rest = divmod(n, 1000)
    hundreds, rest = divmod(rest, 100)
    words = []
    if thousands:
        words.append("milésimo" if thousands == 1 else cardinal(thousands) + "milésimo")  # dosmilésimo
    if hundreds:
        words.append(_HUNDRED_ORDINALS[hundreds])
    if rest in _TEENS:
        forms = _TEENS[rest]
        words.append(forms[-1] if other_teen else forms[0])
    elif 21 <= rest <= 29 and joined:
        words.append(_JOINED_TWENTIES[rest - 20])
    else:
        tens, units = divmod(rest, 10)
        words += [w for w in (_TEN_ORDINALS[tens], _UNIT_ORDINALS[units]) if w]
    return words


def _inflect(words: list[str], gender: str, apocope: bool) -> str:
    if gender == "f":
        return " ".join(_feminine(w) for w in words)
    if apocope:
        words = [*words[:-1], _apocopated(words[-1])]
    return " ".join(words)


def ordinal(n: int, gender: str = "m", apocope: bool = False, rng: random.Random | None = None) -> str:
    """An ordinal in words: ordinal(21) "vigésimo primero", ordinal(21, "f") "vigésima primera", ordinal(3,
    apocope=True) "tercer", ordinal(13) "decimotercero", ordinal(1990) "milésimo noningentésimo nonagésimo".

    With `rng` the other written forms appear now and then: "decimoprimero" for "undécimo", one word
    "vigesimoprimero" for "vigésimo primero". VerbalizationError outside 1..MAX_ORDINAL."""
    other_teen = rng is not None and n % 100 in (11, 12) and rng.random() < 0.3
    joined = rng is not None and 21 <= n % 100 <= 29 and rng.random() < 0.25
    return _inflect(_ordinal_words(n, other_teen, joined), gender, apocope)


def ordinal_forms(n: int) -> set[str]:
    """Every form the generator writes for the ordinal n (both genders, apocope, joined and apart)."""
    return {_inflect(_ordinal_words(n, other_teen, joined), gender, apocope)
            for other_teen in (False, True) for joined in (False, True)
            for gender in GENDERS for apocope in (False, True)}


# -- years, fractions, digits -----------------------------------------------------------------------
def year(y: int) -> str:
    """A year as said: a masculine cardinal said alone ("dos mil veintiuno", "mil novecientos noventa y
    ocho"); years are never said in pairs in Spanish."""
    return cardinal(y)


def denominator(d: int, plural: bool) -> str | None:
    """The fraction noun of d: 3 "tercio", 4 "cuarto", 12 "doceavo", 20 "veinteavo", 30 "treintavo", 100
    "centésimo" (plural "tercios"...); None where Spanish has none in use (then "partido por")."""
    if d in _DENOMINATORS:
        word = _DENOMINATORS[d]
    elif 11 <= d <= 20 or d in range(30, 100, 10):
        base = _plain(cardinal(d)) if d == 16 else cardinal(d)  # dieciseisavo
        word = base[:-1] + "avo" if base.endswith("a") else base + "avo"  # treintavo, onceavo
    else:
        return None
    return word + "s" if plural else word


def digit_words(s: str) -> str:
    """Digits one by one: "030" -> "cero tres cero"."""
    return " ".join(cardinal(int(ch)) for ch in s if ch.isdigit())


# -- the closed class of number words (Language.number_lexicon, denorm.itn.runs) -----------------------
#: Words inside one number only: "treinta y dos", "dos coma cinco", a version "tres punto once".
JOINERS = frozenset({"y", "coma", "punto"})
#: Scale nouns and their values ("mil" is one too: "veintiún mil").
SCALE_VALUES = {"mil": 10**3, "millón": 10**6, "millones": 10**6, "billón": 10**12, "billones": 10**12}
_TENS_WORDS = frozenset({"treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"})
_UNIT_WORDS = frozenset({"uno", "un", "una", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"})


@lru_cache(maxsize=1)
def cardinal_values() -> dict[str, int]:
    """The value of every cardinal said in one word, in both genders and apocopated ("veintiún" 21,
    "doscientas" 200, "cien" and "ciento" 100), and of the scale nouns; also without accents ("veintiun")."""
    out: dict[str, int] = dict(SCALE_VALUES)
    for n in range(0, 1000):
        for gender in GENDERS:
            for apocope in (False, True):
                said = cardinal(n, gender, apocope)
                if " " not in said:
                    out.setdefault(said, n)
    out["ciento"] = 100
    return {**out, **{_plain(w): v for w, v in out.items()}}


@lru_cache(maxsize=1)
def ordinal_values() -> dict[str, int]:
    """The value of every ordinal said in one word ("primera" 1, "tercer" 3, "decimotercero" 13,
    "vigesimoprimera" 21, "centésimo" 100, "dosmilésimo" 2000), also without accents."""
    out: dict[str, int] = {}
    for n in [*range(1, 101), *range(200, 1000, 100), *range(1000, 10000, 1000)]:
        for form in ordinal_forms(n):
            if " " not in form:
                out.setdefault(form, n)
    return {**out, **{_plain(w): v for w, v in out.items()}}


@lru_cache(maxsize=1)
def number_lexicon() -> frozenset[str]:
    """Every word of the cardinals 0-1000 and the scales in every gender, and of the ordinals the generator
    writes (1-100, the hundreds and thousands, in both genders and apocopated); also without accents."""
    out: set[str] = set(SCALE_VALUES) | {"ciento"}
    for n in [*range(0, 1001), *(k * s for s in (10**3, 10**6, 10**9, 10**12) for k in (1, 2, 21, 200))]:
        for gender in GENDERS:
            for apocope in (False, True):
                out.update(cardinal(n, gender, apocope).split())
    for n in [*range(1, 101), *range(100, 1000, 100), *range(1000, 10000, 1000)]:
        for form in ordinal_forms(n):
            out.update(form.split())
    out |= {_plain(w) for w in out}
    return frozenset(out - JOINERS)


def is_number_word(word: str) -> bool:
    """A cardinal or ordinal number word or a scale noun."""
    return word in number_lexicon()


def cardinal_value(word: str) -> int | None:
    """The value of a cardinal word ("veintiún" 21, "doscientas" 200, "millones" 10**6), None otherwise."""
    return cardinal_values().get(word)


def number_value(word: str) -> int | None:
    """The value of a number said in one word, cardinal or ordinal ("cinco" 5, "quinta" 5, "tercer" 3)."""
    value = cardinal_values().get(word)
    return value if value is not None else ordinal_values().get(word)


def ordinal_written(n: int, word: str) -> str:
    """An ordinal in figures as the RAE writes it (Ortografía 2010, 8.2): "1.º", "1.ª", and "1.er", "3.er"
    for the apocopated "primer", "tercer"; `word` is the ordinal's last word."""
    if word.endswith(("primer", "tercer")):
        return f"{n}.er"
    return f"{n}.ª" if word.endswith("a") else f"{n}.º"


def joins_number(before: str, joiner: str, after: str) -> bool:
    """"y" between a ten and a unit ("treinta y dos", not "cinco y seis"); "coma" and "punto" between
    numbers ("dos coma cinco", a version "tres punto once")."""
    if joiner == "y":
        return _plain(before) in _TENS_WORDS and _plain(after) in _UNIT_WORDS
    if joiner in ("coma", "punto"):
        return is_number_word(before) and cardinal_value(after) is not None
    return False


@lru_cache(maxsize=1)
def _accented() -> dict[str, str]:
    """Number words written without their accents -> as the generator writes them ("veintiun" ->
    "veintiún")."""
    words = {w for w in number_lexicon() if _plain(w) != w}
    return {_plain(w): w for w in words}


def spelling(words: Sequence[str]) -> tuple[str, ...]:
    """A run of number words as the generator writes them: with the accents of the RAE's spelling, which a
    recognizer may leave out ("veintiun mil" -> "veintiún mil", "dieciseis" -> "dieciséis"); Spanish
    writes its number words apart, so nothing is joined."""
    accented = _accented()
    return tuple(accented.get(w, w) for w in words)
