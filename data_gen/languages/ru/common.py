"""Shared pieces of the Russian entity classes: number patterns, decimals, scale words, months."""

from __future__ import annotations

import random
import re

from denorm.data.languages.ru import grammar
from denorm.data.languages.ru.numbers import cardinal, count_form

#: An integer: plain digits, or groups of three joined by a (narrow) no-break space or a space,
#: or by commas when there are at least two of them ("536,870,912", never a decimal).
INT = r"(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d,.]\d)|\d{1,3}(?:,\d{3}){2,}(?![\d,.]\d)|\d+)"
#: A decimal with a comma, the Russian decimal separator.
DEC = rf"(?:{INT},\d+)"
#: A decimal with a comma, or with a point as software texts write them ("0.5 мм", "2.5%").
DEC_ANY = rf"(?:{DEC}|\d+\.\d+)"
#: Integer or decimal (comma or point).
NUM = rf"(?:{DEC_ANY}|{INT})"
#: Not glued to a word, another number, a decimal point or a time before it.
BEFORE = r"(?<![\w.,:/])"
#: Not followed by a word character or a further number part.
AFTER = r"(?![\w]|[.,:]\d)"

#: Scale abbreviations after a number: "1,5 млн", "20 тыс.".
SCALES: dict[str, str] = {"тыс.": "тысяча", "тыс": "тысяча", "млн": "миллион", "млн.": "миллион",
                          "млрд": "миллиард", "млрд.": "миллиард", "трлн": "триллион", "трлн.": "триллион"}
SCALE_RE = r"(?:тыс\.?|млн\.?|млрд\.?|трлн\.?)(?![\w])"

MONTHS_GEN = ("января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
              "октября", "ноября", "декабря")
MONTH_RE = "(?:" + "|".join(MONTHS_GEN) + ")"
#: Month names in any case ("в мае 2009 года").
MONTH_ANY = re.compile(r"^(?:январ|феврал|март|апрел|ма[йяюе]|июн|июл|август|сентябр|октябр|ноябр|"
                       r"декабр)")

_DENOMINATORS = {1: "десятая", 2: "сотая", 3: "тысячная", 4: "десятитысячная", 5: "стотысячная",
                 6: "миллионная"}
_WHOLE_SG = {"n": "целая", "g": "целой", "d": "целой", "a": "целую", "i": "целой", "p": "целой"}
_WHOLE_PL = {"n": "целых", "g": "целых", "d": "целым", "a": "целых", "i": "целыми", "p": "целых"}
_HALF = {"m": ("полтора", "полутора"), "n": ("полтора", "полутора"), "f": ("полторы", "полутора")}


def is_decimal(s: str) -> bool:
    """"3,14" is a decimal; "536,870,912" (two or more comma groups) is an integer."""
    return s.count(",") == 1 or bool(re.fullmatch(r"[-−]?\d+\.\d+", s))


def parse_int(s: str) -> int:
    """"15 000" -> 15000."""
    return int(re.sub(r"\D", "", s))


def adjective_counted(lemma: str, n: int, case: str) -> str:
    """An adjective before a noun counted by n: "два квадратных метра", "один квадратный метр"."""
    number, ncase = count_form(n, case)
    if number == "sg" and ncase == "g" and case in "na":
        number = "pl"  # два квадратных метра (genitive plural adjective after 2-4)
    return grammar.inflect(lemma, number, ncase)


def decimal_words(s: str, case: str, rng: random.Random | None, gender: str = "f",
                  formal_only: bool = False) -> str:
    """Spoken decimal "3,14": "три целых четырнадцать сотых", "три и четырнадцать сотых" or "три запятая
    четырнадцать".

    Oblique cases always take the formal reading (the "запятая" reading does not decline).
    `gender` is the gender of a noun after it, used for "полтора"/"полторы" (1,5).
    """
    neg = s.startswith(("-", "−"))
    whole_s, frac = re.split(r"[.,]", s.lstrip("-−"))
    whole = parse_int(whole_s)
    style = rng.random() if rng is not None and not formal_only else 0.0
    out = ""
    if frac == "5" and whole == 1 and style > 0.6:
        out = _HALF[gender][0 if case in "na" else 1]
    elif frac == "5" and whole >= 1 and style > 0.85 and case in "na":
        out = f"{cardinal(whole, case, gender)} с половиной"
    elif case in "na" and style > 0.6:
        if len(frac) <= 2 and not frac.startswith("0"):
            tail = cardinal(int(frac))
        else:
            tail = " ".join(cardinal(int(d)) for d in frac)
        out = f"{cardinal(whole)} {'точка' if '.' in s else 'запятая'} {tail}"
    if not out:
        digits = frac[:6]
        num = int(digits)
        whole_word = whole_noun(whole, case)
        dnumber, dcase = count_form(num, case)
        denom = _denominator(len(digits), "sg" if dnumber == "sg" and dcase == case else "pl", case)
        whole_gender = "f"
        if 0.5 < style <= 0.6 and whole >= 1:  # "восемь и три десятых", "два и три десятых килограмма": the whole
            # part joined by "и", agreeing with the noun after it or, as with "целых", feminine ("две и три")
            whole_word, whole_gender = "и", gender if style <= 0.55 else "f"
        out = f"{cardinal(whole, case, whole_gender)} {whole_word} {cardinal(num, case, 'f')} {denom}"
    return ("минус " if neg else "") + out


def whole_noun(n: int, case: str) -> str:
    """"целая" counted by n: "одна целая", "две целых", "пяти целых"."""
    number, ncase = count_form(n, case)
    return (_WHOLE_SG if number == "sg" and ncase == case else _WHOLE_PL)[case]


def _denominator(digits: int, number: str, case: str) -> str:
    lemma = _DENOMINATORS[digits]
    stem = lemma[:-2]
    if number == "sg":
        return stem + {"n": "ая", "g": "ой", "d": "ой", "a": "ую", "i": "ой", "p": "ой"}[case]
    return stem + {"n": "ых", "g": "ых", "d": "ым", "a": "ых", "i": "ыми", "p": "ых"}[case]


def number_words(s: str, case: str, gender: str, rng: random.Random | None) -> tuple[str, int | None]:
    """A written integer or decimal in words, and the integer (None for a decimal) for agreement; "полтора"
    agrees as two in the nominative and accusative ("полтора процента") and as five in the other cases, the
    noun in the plural of the case ("до полутора процентов", "к полутора процентам"; Розенталь § 192)."""
    if is_decimal(s):
        said = decimal_words(s, case, rng, gender)
        half = said.split()[-1:] in (["полтора"], ["полторы"], ["полутора"])
        return said, (2 if case in "na" else 5) if half else None
    neg = s.startswith(("-", "−"))
    n = parse_int(s)
    one_scale = rng is not None and n >= 1000 and rng.random() < 0.15
    return ("минус " if neg else "") + cardinal(n, case, gender, one_scale), n


def counted_noun(lemma: str, n: int | None, case: str) -> str:
    """A noun counted by integer n, or by a decimal (None: genitive singular)."""
    if n is None:
        return grammar.inflect(lemma, "sg", "g")
    return grammar.counted(lemma, n, case)
