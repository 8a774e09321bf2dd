"""Russian number speller: cardinals and ordinals in every case, gender and number.

num2words gives only reliable nominatives (its oblique and accusative compounds are wrong, e.g.
"двух тысячи двух"), so the declension tables are written out here. Cases are the letters
n g d a i p (nominative, genitive, dative, accusative, instrumental, prepositional); genders are
m f n, and "pl" is the plural of ordinals. Accusative is inanimate unless `animate=True`.
"""

from __future__ import annotations

from functools import lru_cache

from denorm.data.errors import VerbalizationError
from denorm.data.tables import kept

CASES = "ngdaip"
_CI = {c: i for i, c in enumerate(CASES)}

# -- cardinals ---------------------------------------------------------------------------------
_ONE = {
    "m": ("один", "одного", "одному", "один", "одним", "одном"),
    "f": ("одна", "одной", "одной", "одну", "одной", "одной"),
    "n": ("одно", "одного", "одному", "одно", "одним", "одном"),
}
_TWO = {
    "m": ("два", "двух", "двум", "два", "двумя", "двух"),
    "f": ("две", "двух", "двум", "две", "двумя", "двух"),
}
_TWO["n"] = _TWO["m"]


def _soft(word: str) -> tuple[str, ...]:
    """Numerals in -ь declined like "пять": пяти, пятью."""
    stem = word[:-1]
    return (word, stem + "и", stem + "и", word, stem + "ью", stem + "и")


_FIXED: dict[int, tuple[str, ...]] = {
    0: ("ноль", "ноля", "нолю", "ноль", "нолём", "ноле"),
    3: ("три", "трёх", "трём", "три", "тремя", "трёх"),
    4: ("четыре", "четырёх", "четырём", "четыре", "четырьмя", "четырёх"),
    8: ("восемь", "восьми", "восьми", "восемь", "восемью", "восьми"),
    40: ("сорок", "сорока", "сорока", "сорок", "сорока", "сорока"),
    50: ("пятьдесят", "пятидесяти", "пятидесяти", "пятьдесят", "пятьюдесятью", "пятидесяти"),
    60: ("шестьдесят", "шестидесяти", "шестидесяти", "шестьдесят", "шестьюдесятью", "шестидесяти"),
    70: ("семьдесят", "семидесяти", "семидесяти", "семьдесят", "семьюдесятью", "семидесяти"),
    80: ("восемьдесят", "восьмидесяти", "восьмидесяти", "восемьдесят", "восемьюдесятью",
         "восьмидесяти"),
    90: ("девяносто", "девяноста", "девяноста", "девяносто", "девяноста", "девяноста"),
    100: ("сто", "ста", "ста", "сто", "ста", "ста"),
    200: ("двести", "двухсот", "двумстам", "двести", "двумястами", "двухстах"),
    300: ("триста", "трёхсот", "трёмстам", "триста", "тремястами", "трёхстах"),
    400: ("четыреста", "четырёхсот", "четырёмстам", "четыреста", "четырьмястами", "четырёхстах"),
}
for _n, _w in {5: "пять", 6: "шесть", 7: "семь", 9: "девять", 10: "десять", 11: "одиннадцать",
               12: "двенадцать", 13: "тринадцать", 14: "четырнадцать", 15: "пятнадцать",
               16: "шестнадцать", 17: "семнадцать", 18: "восемнадцать", 19: "девятнадцать",
               20: "двадцать", 30: "тридцать"}.items():
    _FIXED[_n] = _soft(_w)
for _n, (_nom, _stem, _ins) in {500: ("пятьсот", "пят", "пятью"), 600: ("шестьсот", "шест", "шестью"),
                                700: ("семьсот", "сем", "семью"), 800: ("восемьсот", "восьм", "восемью"),
                                900: ("девятьсот", "девят", "девятью")}.items():
    _FIXED[_n] = (_nom, _stem + "исот", _stem + "истам", _nom, _ins + "стами", _stem + "истах")

#: Scale nouns: (singular forms, plural forms) by case, and the gender of the number before them.
_SCALES: dict[int, tuple[tuple[str, ...], tuple[str, ...], str]] = {
    1: (("тысяча", "тысячи", "тысяче", "тысячу", "тысячей", "тысяче"),
        ("тысячи", "тысяч", "тысячам", "тысячи", "тысячами", "тысячах"), "f"),
}
for _i, _w in {2: "миллион", 3: "миллиард", 4: "триллион"}.items():
    _SCALES[_i] = ((_w, _w + "а", _w + "у", _w, _w + "ом", _w + "е"),
                   (_w + "ы", _w + "ов", _w + "ам", _w + "ы", _w + "ами", _w + "ах"), "m")
MAX_NUMBER = 10 ** 15 - 1


def count_form(n: int, case: str) -> tuple[str, str]:
    """(number, case) of a noun counted by n in a phrase of `case`: 5 -> ("pl", "g") in nominative."""
    last, last2 = n % 10, n % 100
    one = last == 1 and last2 != 11
    if case in "na":
        if one:
            return "sg", case
        if 2 <= last <= 4 and not 12 <= last2 <= 14:
            return "sg", "g"
        return "pl", "g"
    return ("sg" if one else "pl"), case


def _word(n: int, case: str, gender: str) -> str:
    if n == 1:
        return _ONE[gender][_CI[case]]
    if n == 2:
        return _TWO[gender][_CI[case]]
    return _FIXED[n][_CI[case]]


def _chunk(n: int, case: str, gender: str) -> list[str]:
    """Words of 1..999 in a case."""
    words = []
    hundreds, rest = divmod(n, 100)
    if hundreds:
        words.append(_word(hundreds * 100, case, gender))
    if 10 <= rest <= 19:
        words.append(_word(rest, case, gender))
    else:
        tens, units = divmod(rest, 10)
        if tens:
            words.append(_word(tens * 10, case, gender))
        if units:
            words.append(_word(units, case, gender))
    return words


def _chunks(n: int) -> list[tuple[int, int]]:
    """(scale index, chunk value) from the highest scale down, zero chunks left out."""
    out, i = [], 0
    while n:
        n, c = divmod(n, 1000)
        if c:
            out.append((i, c))
        i += 1
    return out[::-1]


@lru_cache(maxsize=65536)
def cardinal(n: int, case: str = "n", gender: str = "m", one_scale: bool = False) -> str:
    """Cardinal number in words: cardinal(25, "g") == "двадцати пяти".

    A leading 1 before тысяча/миллион is dropped ("тысяча девятьсот") unless `one_scale`.
    """
    if n < 0:
        return "минус " + cardinal(-n, case, gender, one_scale)
    if n > MAX_NUMBER:
        raise VerbalizationError(f"number too large to speak: {n}")
    if n == 0:
        return _FIXED[0][_CI[case]]
    words: list[str] = []
    for k, (i, c) in enumerate(_chunks(n)):
        if i == 0:
            words.extend(_chunk(c, case, gender))
            continue
        sg, pl, g = _SCALES[i]
        if not (c == 1 and k == 0 and not one_scale):
            words.extend(_chunk(c, case, g))
        number, ncase = count_form(c, case)
        words.append((sg if number == "sg" else pl)[_CI[ncase]])
    return " ".join(words)


# -- ordinals ----------------------------------------------------------------------------------
_HARD = {"m": ("ый", "ого", "ому", "ый", "ым", "ом"), "f": ("ая", "ой", "ой", "ую", "ой", "ой"),
         "n": ("ое", "ого", "ому", "ое", "ым", "ом"), "pl": ("ые", "ых", "ым", "ые", "ыми", "ых")}
_STRESSED = dict(_HARD, m=("ой", "ого", "ому", "ой", "ым", "ом"))
_THIRD = {"m": ("ий", "ьего", "ьему", "ий", "ьим", "ьем"), "f": ("ья", "ьей", "ьей", "ью", "ьей", "ьей"),
          "n": ("ье", "ьего", "ьему", "ье", "ьим", "ьем"), "pl": ("ьи", "ьих", "ьим", "ьи", "ьими", "ьих")}
_ORD_STEMS: dict[int, tuple[str, dict[str, tuple[str, ...]]]] = {
    0: ("нулев", _STRESSED), 1: ("перв", _HARD), 2: ("втор", _STRESSED), 3: ("трет", _THIRD),
    4: ("четвёрт", _HARD), 6: ("шест", _STRESSED), 7: ("седьм", _STRESSED), 8: ("восьм", _STRESSED),
    40: ("сороков", _STRESSED), 90: ("девяност", _HARD), 100: ("сот", _HARD),
}
for _n, _s in {5: "пят", 9: "девят", 10: "десят", 11: "одиннадцат", 12: "двенадцат", 13: "тринадцат",
               14: "четырнадцат", 15: "пятнадцат", 16: "шестнадцат", 17: "семнадцат",
               18: "восемнадцат", 19: "девятнадцат", 20: "двадцат", 30: "тридцат", 50: "пятидесят",
               60: "шестидесят", 70: "семидесят", 80: "восьмидесят"}.items():
    _ORD_STEMS[_n] = (_s, _HARD)
for _n in range(200, 1000, 100):
    _ORD_STEMS[_n] = (_FIXED[_n][1], _HARD)  # двухсотый: the genitive is the stem
_SCALE_ORD = {1: "тысячн", 2: "миллионн", 3: "миллиардн", 4: "триллионн"}


def _ending(table: dict[str, tuple[str, ...]], case: str, gender: str, animate: bool) -> str:
    if case == "a" and animate and gender in ("m", "pl"):
        case = "g"
    return table[gender][_CI[case]]


def compound_stem(n: int) -> str:
    """First part of compound words: 2 -> "двух" (двухтысячный, двухкомнатный), 1 -> "одно"."""
    if n == 1:
        return "одно"
    words = []
    hundreds, rest = divmod(n % 1000, 100)
    if n >= 1000:
        raise VerbalizationError(f"no compound stem for {n}")
    if hundreds:
        words.append("сто" if hundreds == 1 else _FIXED[hundreds * 100][1])
    if rest == 90:
        words.append("девяносто")
    elif rest == 1 and hundreds:
        words.append("одно")
    elif 10 <= rest <= 19 or rest % 10 == 0:
        if rest:
            words.append(_word(rest, "g", "m"))
    else:
        tens, units = divmod(rest, 10)
        if tens:
            words.append("девяносто" if tens == 9 else _word(tens * 10, "g", "m"))
        words.append("одно" if units == 1 else _word(units, "g", "m"))
    return "".join(words)


@lru_cache(maxsize=65536)
def ordinal(n: int, case: str = "n", gender: str = "m", animate: bool = False) -> str:
    """Ordinal number in words: ordinal(1975, "p") == "тысяча девятьсот семьдесят пятом"."""
    if n < 0 or n > MAX_NUMBER:
        raise VerbalizationError(f"no ordinal for {n}")
    if n == 0:
        stem, table = _ORD_STEMS[0]
        return stem + _ending(table, case, gender, animate)
    chunks = _chunks(n)
    i, c = chunks[-1]
    prefix = cardinal(n - c * 1000 ** i) if n - c * 1000 ** i else ""
    if i > 0:
        stem = ("" if c == 1 else compound_stem(c)) + _SCALE_ORD[i]
        last = stem + _ending(_HARD, case, gender, animate)
    else:
        hundreds, rest = divmod(c, 100)
        if rest == 0:
            key = hundreds * 100
        else:
            if hundreds:
                prefix = f"{prefix} {_word(hundreds * 100, 'n', 'm')}".strip()
            if rest < 20 or rest % 10 == 0:
                key = rest
            else:
                prefix = f"{prefix} {_word(rest - rest % 10, 'n', 'm')}".strip()
                key = rest % 10
        stem, table = _ORD_STEMS[key]
        last = stem + _ending(table, case, gender, animate)
    return f"{prefix} {last}".strip()


# -- the closed class of number words (Language.number_lexicon, denorm.itn.runs) -----------------------
#: Decimal parts: "две целых пять десятых".
_DECIMAL_WORDS = ("целых", "целая", "целой", "целую", "целыми", "целым", "целом", "целое")
#: Words inside one number only: "сорок три запятая пять".
JOINERS = frozenset({"запятая", "точка", "с"})
#: "пять с половиной": the half after "с".
HALF = ("половиной",)


def joins_number(before: str, joiner: str, after: str) -> bool:
    """"с" before "половиной" ("пять с половиной тысяч"), "запятая" and "точка" between numbers."""
    if joiner == "с":
        return after in HALF
    return joiner in ("запятая", "точка")


@lru_cache(maxsize=1)
@kept("ru-cardinal-values")
def cardinal_values() -> dict[str, int]:
    """The value of each cardinal said in one word, in every case and gender, and of the scale nouns in
    every case and number ("пяти" 5, "тысяч" 1000, "миллионов" 10**6); ё also as е."""
    out: dict[str, int] = {}
    for n in range(0, 1001):
        for case in CASES:
            for gender in ("m", "f", "n"):
                form = cardinal(n, case, gender)
                if " " not in form:
                    out.setdefault(form, n)
    for i, (sg, pl, _) in _SCALES.items():
        for form in (*sg, *pl):
            out.setdefault(form, 1000 ** i)
    return {**out, **{w.replace("ё", "е"): v for w, v in out.items()}}


@lru_cache(maxsize=1)
@kept("ru-word-values")
def word_values() -> dict[str, int]:
    """The value of each number said in one word, in every case and gender ("пяти" 5, "пятому" 5,
    "тысячу" 1000); ё also as е."""
    out: dict[str, int] = {}
    for n in [*range(0, 1001), 10**6, 10**9]:
        for case in CASES:
            for gender in ("m", "f", "n", "pl"):
                forms = [] if gender == "pl" else [cardinal(n, case, gender)]
                if n <= 100 or n % 100 == 0:
                    forms += [ordinal(n, case, gender), ordinal(n, case, gender, animate=True)]
                for form in forms:
                    if " " not in form:
                        out.setdefault(form, n)
                        out.setdefault(form.replace("ё", "е"), n)
    for form, n in scale_ordinals().items():
        out.setdefault(form, n)
    return out


@lru_cache(maxsize=1)
@kept("ru-scale-ordinals")
def scale_ordinals() -> dict[str, int]:
    """The compound ordinals of the thousands and millions, in every case, gender and number, and their
    values ("двухтысячный" 2000, "трехтысячных" 3000, "стамиллионном" 10**8); ё also as е. One word each, so
    a number run does not end before them ("сорок тысяч трехтысячных" is no "40 000" beside words)."""
    endings = {e for table in _HARD.values() for e in table}
    out: dict[str, int] = {}
    for i in (1, 2):
        for c in range(2, 1000):
            stem = compound_stem(c) + _SCALE_ORD[i]
            for e in endings:
                out.setdefault(stem + e, c * 1000 ** i)
                out.setdefault((stem + e).replace("ё", "е"), c * 1000 ** i)
    return out


@lru_cache(maxsize=1)
@kept("ru-number-lexicon")
def number_lexicon() -> frozenset[str]:
    """Cardinal words 0-1000 and the scale nouns in every case and gender, ordinals of 0-100, the hundreds,
    thousand, million and billion in every case and gender, "целых" of decimals; ё also as е."""
    out: set[str] = {*_DECIMAL_WORDS, *HALF}
    genders = ("m", "f", "n")
    for n in [*range(0, 1001), 10**3, 2 * 10**3, 5 * 10**3, 10**6, 2 * 10**6, 5 * 10**6, 10**9, 2 * 10**9,
              5 * 10**9]:
        for case in CASES:
            for gender in genders:
                out.update(cardinal(n, case, gender).split())
    for sg, pl, _ in _SCALES.values():
        out.update(sg)
        out.update(pl)
    for n in [*range(0, 101), *range(200, 1001, 100), 10**6, 10**9]:
        for case in CASES:
            for gender in (*genders, "pl"):
                out.update(ordinal(n, case, gender).split())
                out.update(ordinal(n, case, gender, animate=True).split())
    out.update(scale_ordinals())
    return frozenset(out | {w.replace("ё", "е") for w in out})


_VOWELS = frozenset("аеёиоуыэюяйь")


#: "Years" in the plural: the decade an ordinal before them names keeps its ending ("60-х годах").
_PLURAL_YEARS = frozenset({"годы", "годов", "годам", "годами", "годах"})


def ordinal_written(n: int, word: str, after: str = "") -> str:
    """An ordinal in figures with its ending as Russian writes it (Мильчин 5.2.4): the last letter after a
    vowel ("пятый" 5-й, "пятая" 5-я, "третье" 3-е), the last two after a consonant ("пятого" 5-го,
    "пятому" 5-му, "пятыми" 5-ми); a year before "год" has none ("в 1996 году"), a decade before "годы" has
    its own ("в 60-х годах", "90-е годы")."""
    if after.startswith("год") and after not in _PLURAL_YEARS:
        return str(n)
    ending = word[-1] if word[-2:-1] in _VOWELS else word[-2:]
    return f"{n}-{ending}"
