"""Written style of converted spans: one consistent form per language ("Mar. 7th" and "03/07" -> "March 7").

The generator writes the same entity in many styles (its corpora do), so a span converter trained on
its spans proposes any of them. A style is an ordered tuple of small rewrite rules applied to every
hypothesis before it is verified; STYLES maps a language to its default style and "raw" keeps the
model's own form. A language without an entry keeps the raw form.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    """One rewrite: every match of `pattern` is replaced by `replace` (a template or a function).
    A rule that `reorders` words (day first -> month first) is left out of the fallback style."""

    name: str
    pattern: re.Pattern[str]
    replace: str | Callable[[re.Match[str]], str]
    reorders: bool = False

    def __call__(self, text: str) -> str:
        return self.pattern.sub(self.replace, text)


_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December")
_ABBREVIATIONS = {"Jan": 1, "Feb": 2, "Mar": 3, "Apr": 4, "Jun": 6, "Jul": 7, "Aug": 8, "Sep": 9, "Sept": 9,
                  "Oct": 10, "Nov": 11, "Dec": 12}
_MONTH = "(" + "|".join(_MONTHS) + ")"
#: Numeric dates, day first (German and Russian write them so) and ISO.
_DAY_FIRST_DATE = re.compile(r"^(?P<d>\d{1,2})\.(?P<m>\d{1,2})\.(?P<y>\d{4})$")
_ISO_DATE = re.compile(r"^(?P<y>\d{4})-(?P<m>\d{2})-(?P<d>\d{2})$")


def _numeric_date(m: re.Match[str]) -> str:
    month, day, year = (int(m.group("m")), int(m.group("d")), m.group("y"))
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return m.group(0)
    return f"{_MONTHS[month - 1]} {day}, {year}"


def _year_range(m: re.Match[str]) -> str:
    """"2019-20", "1990-2000" -> the same with an en dash, when the second year follows the first within a
    century (a telephone number "1234-5678" does not)."""
    first, second = m.group(1), m.group(2)
    end = int(first[:4 - len(second)] + second)
    return f"{first}\u2013{second}" if 0 < end - int(first) <= 100 else m.group(0)


#: A range of years written with a hyphen or a spaced dash (every language's style writes an en dash).
YEAR_RANGE = Rule("year-range", re.compile(r"^(1\d{3}|20\d{2}) ?[-\u2013] ?(\d{2}|\d{4})$"), _year_range)
#: "25 %" / "25%": a space between a number and the per cent or per mille sign, or none.
_PERCENT_SPACED = Rule("percent", re.compile(r"(\d)(%|‰)"), r"\1 \2")
_PERCENT_CLOSED = Rule("percent", re.compile(r"(\d) (%|‰)"), r"\1\2")
#: "24 °C": a space before the degree sign, none between it and the scale.
_DEGREES = Rule("degrees", re.compile(r"(\d)\s?°\s?([CF])\b"), r"\1 °\2")

_CODES = {"USD": "$", "GBP": "£", "EUR": "€", "JPY": "¥"}
_SCALE = {"k": "thousand", "K": "thousand", "M": "million", "m": "million", "mn": "million", "B": "billion",
          "bn": "billion", "b": "billion"}

#: English (US): "June 21", "June 21, 2020" (month first, names in full, no ordinal suffix; ISO dates
#: spelled out; slashed dates stay as they are: the generator writes both 04/03 and 03/04 for the
#: third of April, and a style must never change what a form says), "4:30 PM" and "5 PM", hours without a leading zero,
#: "5:50" on the 12-hour clock for a time said so ("ten to six"; "seventeen fifty" keeps 17:50), "81%",
#: "$3 million", "£200" and "€464" for USD, GBP, EUR amounts, "12 m²", "3/4" (ASCII slash), 1,500 grouping from five
#: digits on (four-digit numbers are mostly years), ranges of years with an en dash ("2019–20"), single spaces. A styled form that does not read as
#: the words (a date said day first) is not taken: the converter falls back to the model's own form.
ENGLISH: tuple[Rule, ...] = (
    Rule("spaces", re.compile(r"\s{2,}"), " "),
    Rule("month-abbreviation", re.compile(r"\b(" + "|".join(_ABBREVIATIONS) + r")\.(?=[\s,]|$)"),
         lambda m: _MONTHS[_ABBREVIATIONS[m.group(1)] - 1]),
    Rule("iso-date", _ISO_DATE, _numeric_date),
    # a month the converter wrote in lower case ("may 1861"): a form says a month by its name
    Rule("month-case", re.compile(r"\b(" + "|".join(m.lower() for m in _MONTHS) + r")\b(?= \d| the \d|,? \d|$)"),
         lambda m: m.group(1).capitalize()),
    Rule("day-month", re.compile(r"^(?:the )?(\d{1,2})(?:st|nd|rd|th)?(?: of)? " + _MONTH + r"(?:,? (\d{4}))?$"),
         lambda m: f"{m.group(2)} {m.group(1)}" + (f", {m.group(3)}" if m.group(3) else ""), reorders=True),
    Rule("day-suffix", re.compile(r"^(?:the )?(\d{1,2})(?:st|nd|rd|th) (?:of )?" + _MONTH), r"\1 \2"),
    Rule("month-day-suffix", re.compile(_MONTH + r" (?:the )?(\d{1,2})(?:st|nd|rd|th)\b"), r"\1 \2"),
    Rule("month-day-year-comma", re.compile(_MONTH + r" (\d{1,2}),? (\d{4})\b"), r"\1 \2, \3"),
    Rule("am-pm", re.compile(r"(\d)\s?([ap])\.?\s?m\b\.?", re.IGNORECASE),
         lambda m: f"{m.group(1)} {m.group(2).upper()}M"),
    Rule("full-hour-am-pm", re.compile(r"\b(\d{1,2}):00 ([AP]M)\b"), r"\1 \2"),
    Rule("hour-leading-zero", re.compile(r"^0(\d):(\d\d)\b"), r"\1:\2"),
    # the 12-hour clock of American prose: "ten to six" is 5:50, not 17:50 (a time said "seventeen fifty" is
    # not read so, and keeps the model's form)
    Rule("twelve-hour", re.compile(r"^(1[3-9]|2[0-3]):([0-5]\d)$"), lambda m: f"{int(m.group(1)) - 12}:{m.group(2)}"),
    Rule("percent", re.compile(r"(\d) %"), r"\1%"),
    Rule("currency-code-before", re.compile(r"^(" + "|".join(_CODES) + r") ?(-?\d[\d,]*(?:\.\d+)?)$"),
         lambda m: _CODES[m.group(1)] + m.group(2)),
    Rule("currency-code-after", re.compile(r"^(-?\d[\d,]*(?:\.\d+)?) ?(" + "|".join(_CODES) + r"|€)$"),
         lambda m: _CODES.get(m.group(2), m.group(2)) + m.group(1)),
    Rule("money-thousands", re.compile(r"^([$€£¥])(\d+(?:\.\d+)?) ?[kK]$"),
         lambda m: f"{m.group(1)}{round(float(m.group(2)) * 1000):,}" if float(m.group(2)) * 1000 % 1 == 0
         else m.group(0)),
    Rule("money-scale", re.compile(r"^([$€£¥])(\d[\d,]*(?:\.\d+)?) ?(M|mn|m|B|bn|b)$"),
         lambda m: f"{m.group(1)}{m.group(2)} {_SCALE[m.group(3)]}"),
    Rule("money-grouping", re.compile(r"^([$€£¥])(\d{4,15})\b"), lambda m: f"{m.group(1)}{int(m.group(2)):,}"),
    # a price's cents in two figures ("$2.5" -> "$2.50"), not an amount with a scale word ("$2.5 million")
    Rule("money-cents", re.compile(r"^(-?[$€£¥]-?\d[\d,]*\.\d)$"), r"\g<1>0"),
    Rule("dotted-acronym", re.compile(r"^(?:[A-Z]\.){1,4}[A-Z]\.?$"), lambda m: m.group(0).replace(".", "")),
    _DEGREES,
    Rule("unit-space", re.compile(r"^(-?\d[\d,]*(?:\.\d+)?)(km|cm|mm|m|kg|mg|g|lbs?|ft|mi|GB|MB|TB|KB|ml|l|L)$"),
         r"\1 \2"),
    Rule("area-volume", re.compile(r"\b(k?m|cm|mm|ft)([23])\b"), lambda m: m.group(1) + "²³"[int(m.group(2)) - 2]),
    Rule("fraction-slash", re.compile(r"(\d)\u2044(\d)"), r"\1/\2"),
    Rule("thousands", re.compile(r"^(-?)(\d{5,15})$"), lambda m: f"{m.group(1)}{int(m.group(2)):,}"),
    # a number with a unit is no year: grouped from four digits ("2,500 km"), as AP and Chicago do
    Rule("thousands-unit", re.compile(r"^(-?)(\d{4,15})( (?:[a-zµ°]|sq\b)\S*(?: [a-z]\S*)?)$"),
         lambda m: f"{m.group(1)}{int(m.group(2)):,}{m.group(3)}"),
    Rule("scale-words", re.compile(r"^(\d+(?:\.\d+)?) ?(M|mn|B|bn)$"), lambda m: f"{m.group(1)} {_SCALE[m.group(2)]}"),
    YEAR_RANGE,
)

def _group(digits: str, sep: str) -> str:
    """"12500" -> "12.500" (sep "."): thousands groups of a digit string."""
    head = len(digits) % 3 or 3
    return sep.join([digits[:head]] + [digits[i:i + 3] for i in range(head, len(digits), 3)])


_MONATE = ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
           "November", "Dezember")


def _spelled_date(months: tuple[str, ...], day_mark: str) -> Callable[[re.Match[str]], str]:
    """A day-first date of groups d, m, y written "<day><day_mark> <month name> <year>" ("3. April 1962",
    "26 сентября 1983"); an impossible day or month is left as it is."""
    def spell(m: re.Match[str]) -> str:
        day, month, year = int(m.group("d")), int(m.group("m")), m.group("y")
        if not (1 <= month <= 12 and 1 <= day <= 31):
            return m.group(0)
        return f"{day}{day_mark} {months[month - 1]} {year}"
    return spell


_german_date = _spelled_date(_MONATE, ".")


_DE_SCALES = {"Mio": ("Million", "Millionen"), "Mrd": ("Milliarde", "Milliarden"), "Bio": ("Billion", "Billionen")}


_DE_CURRENCIES = {"$": "Dollar", "£": "Pfund", "€": "Euro"}


def _german_scale(m: re.Match[str]) -> str:
    """"3 Mrd. €" -> "3 Milliarden Euro", "$250 Mio." -> "250 Millionen Dollar", "1 Mio." -> "1 Million":
    running text spells the scale out, as it was said, and the currency with it (the abbreviations and signs
    are the tables'); only exactly one is singular ("1,5 Millionen")."""
    sign, number, scale, after = m.groups()
    one, many = _DE_SCALES[scale]
    currency = _DE_CURRENCIES.get(sign or after or "")
    return f"{number} {one if number.lstrip('-') == '1' else many}" + (f" {currency}" if currency else "")


#: German: "3. April 1962" (numeric DD.MM.YYYY and ISO dates spelled out: German numeric dates are
#: always day first), "3 %" and "25 €" with a space (DIN 5008), "16:30 Uhr" with a colon, "14 Uhr" for
#: full hours, "24 °C", "5 km", "12 m²" and "931 m³", "99 Cent", "z. B.", "3 Milliarden Euro" (the scale and
#: the currency spelled out, as said; "3 Mrd. €" is the tables'), groups of thousands with a dot from five
#: digits on ("12.500"; "2500" without: years, and Duden allows both), single spaces.
GERMAN: tuple[Rule, ...] = (
    Rule("spaces", re.compile(r"\s{2,}"), " "),
    Rule("numeric-date", _DAY_FIRST_DATE, _german_date),
    Rule("iso-date", _ISO_DATE, _german_date),
    Rule("full-hour", re.compile(r"^(\d{1,2})[:.]00 Uhr$"), r"\1 Uhr"),
    _DEGREES,
    Rule("square-metre", re.compile(r"(\d) ?(?:qm|m2)$"), r"\1 m²"),
    # the converter's sentencepiece folds ² and ³ to digits (NFKC): "931 m3" is written "931 m³"
    Rule("area-volume", re.compile(r"(\d) ?(k?m|cm|mm|dm)([23])\b"), lambda m: f"{m.group(1)} {m.group(2)}"
         + "²³"[int(m.group(3)) - 2]),
    Rule("cent", re.compile(r"^(\d+) ?ct\.?$"), r"\1 Cent"),
    Rule("scale-words", re.compile(r"^([$£€]?) ?(-?\d[\d.]*(?:,\d+)?) (Mio|Mrd|Bio)\.(?: ?([$£€]))?$"), _german_scale),
    Rule("zum-beispiel", re.compile(r"^z\.\s?B\.$"), "z. B."),
    Rule("four-digits", re.compile(r"^(-?\d)\.(\d{3})$"), r"\1\2"),
    _PERCENT_SPACED,
    Rule("euro-after", re.compile(r"^€ ?(-?\d[\d.]*(?:,\d+)?)$"), r"\1 €"),
    Rule("euro-sign", re.compile(r"^(-?\d[\d.]*(?:,\d+)?) ?(?:EUR|Euro)$"), r"\1 €"),
    Rule("euro-space", re.compile(r"^(-?\d[\d.]*(?:,\d+)?)€$"), r"\1 €"),
    # a price's cents in two figures ("2,5 €" -> "2,50 €"); not "2,5 Pfund", often a weight
    Rule("money-cents", re.compile(r"^(-?\d[\d.]*,\d)( (?:[€$£]|Euro|Dollar))$"), r"\g<1>0\2"),
    Rule("time-colon", re.compile(r"^(\d{1,2})\.(\d\d) Uhr$"), r"\1:\2 Uhr"),
    Rule("unit-space", re.compile(r"^(-?\d[\d.]*(?:,\d+)?)(km|cm|mm|m|kg|mg|g|ml|l|GB|MB|TB|KB)$"), r"\1 \2"),
    Rule("thousands", re.compile(r"^(-?)(\d{5,15})$"), lambda m: m.group(1) + _group(m.group(2), ".")),
    Rule("thousands-unit", re.compile(r"^(-?)(\d{5,15})( \S+)$"), lambda m: m.group(1) + _group(m.group(2), ".")
         + m.group(3)),
    YEAR_RANGE,
)

_MESYATSA = ("января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября",
             "ноября", "декабря")


_russian_date = _spelled_date(_MESYATSA, "")


_RU_NUM = r"\d(?:[\d\u00a0 ]*\d)?(?:,\d+)?"

#: Russian: "26 сентября 1983" (numeric DD.MM.YYYY and ISO dates spelled out, month in the genitive),
#: "1958 г." for a year with "года"/"году"/"год" (the abbreviation is right in every case), "9:45" (no
#: leading zero), "3 %" and "5 км" with a space, "$200" and "25 €", "12 ГБ"/"МБ"/"КБ"/"ТБ", "864 px",
#: "кбит/с", "12 м²", "0,75" (a decimal comma after a leading zero; other dotted numbers can be dates),
#: "60 тыс." as "60 000", groups of thousands with a space from five digits on ("97 499"; "2500" and
#: "1 501" -> "1501"), "4,7 млн долларов" / "рублей" / "евро" after a scale word, "2 °C", "12,8 ГиБ",
#: a full date with it too ("20 февраля 2013 г.": until 2026-11-27 the style wrote "20 февраля 2013", which
#: dropped the "года" the speaker said), single spaces.
RUSSIAN: tuple[Rule, ...] = (
    Rule("spaces", re.compile(r"\s{2,}"), " "),
    Rule("numeric-date", _DAY_FIRST_DATE, _russian_date),
    Rule("iso-date", _ISO_DATE, _russian_date),
    Rule("year-abbreviation", re.compile(r"(\d{4}) (?:года|году|год)$"), r"\1 г."),
    Rule("hour-leading-zero", re.compile(r"^0(\d):(\d\d)$"), r"\1:\2"),
    _PERCENT_SPACED,
    Rule("dollar-after", re.compile(rf"^({_RU_NUM}) ?(?:\$|USD)$"), r"$\1"),
    Rule("dollar-code", re.compile(rf"^USD ?({_RU_NUM})$"), r"$\1"),
    Rule("euro-code", re.compile(rf"^({_RU_NUM}) ?(?:EUR|€)$"), r"\1 €"),
    Rule("euro-before", re.compile(rf"^€ ?({_RU_NUM})$"), r"\1 €"),
    Rule("scale-currency", re.compile(r"(млн|млрд|тыс\.) (\$|USD|€|EUR|₽|руб\.|RUB)$"),
         lambda m: f"{m.group(1)} " + {"$": "долларов", "U": "долларов", "€": "евро", "E": "евро", "₽": "рублей",
                                       "р": "рублей", "R": "рублей"}[m.group(2)[0]]),
    Rule("degrees", re.compile(r"(\d) ?(?:° ?[СC]|℃)$"), r"\1 °C"),
    Rule("binary-bytes", re.compile(r"(\d) ?(GiB|MiB|KiB|TiB)$"),
         lambda m: f"{m.group(1)} " + {"G": "ГиБ", "M": "МиБ", "K": "КиБ", "T": "ТиБ"}[m.group(2)[0]]),
    Rule("bytes", re.compile(r"(\d) ?(Гб|GB|Мб|MB|Кб|KB|кБ|Тб|TB)$"),
         lambda m: f"{m.group(1)} " + {"Г": "ГБ", "G": "ГБ", "М": "МБ", "M": "МБ", "К": "КБ", "K": "КБ", "к": "КБ",
                                       "Т": "ТБ", "T": "ТБ"}[m.group(2)[0]]),
    Rule("pixels", re.compile(r"(\d) ?(?:пикс\.|px)$"), r"\1 px"),
    Rule("kilobits", re.compile(r"Кбит/с"), "кбит/с"),
    Rule("area-volume", re.compile(r"(\d) ?(к?м|см|мм)([23])$"), lambda m: f"{m.group(1)} {m.group(2)}"
         + "²³"[int(m.group(3)) - 2]),
    Rule("zero-decimal", re.compile(r"^(-?0)\.(\d+)$"), r"\1,\2"),
    Rule("thousand-word", re.compile(r"^(\d{1,3}) тыс\.$"), lambda m: str(int(m.group(1)) * 1000)),
    Rule("unit-space", re.compile(r"^(-?\d(?:[\d ]*\d)?(?:,\d+)?)(км|см|мм|м|кг|мг|г|мл|л)$"), r"\1 \2"),
    Rule("four-digits", re.compile(r"^(-?\d)[\u00a0 ](\d{3})$"), r"\1\2"),
    Rule("thousands", re.compile(r"^(-?)(\d{5,15})$"), lambda m: m.group(1) + _group(m.group(2), " ")),
    Rule("thousands-unit", re.compile(r"^(-?)(\d{5,15})( \S+)$"), lambda m: m.group(1) + _group(m.group(2), " ")
         + m.group(3)),
    YEAR_RANGE,
)

# -- Spanish, French, Portuguese, Vietnamese ---------------------------------------------------------
#: Numeric dates, day first, with a slash, a dot or a hyphen ("9/11/2009", "14.02.1955", "9-11-2009"): Spanish,
#: French and Portuguese write them day first only.
_DAY_FIRST_ANY_DATE = re.compile(r"^(?P<d>\d{1,2})(?P<sep>[/.-])(?P<m>\d{1,2})(?P=sep)(?P<y>\d{4})$")


def _date_as(template: str, months: tuple[str, ...], first: str = "1") -> Callable[[re.Match[str]], str]:
    """A day-first date of groups d, m, y written by `template` ("{d} de {m} de {y}"), the first of the
    month written `first` ("1er", "1º"); an impossible day or month is left as it is."""
    def spell(m: re.Match[str]) -> str:
        day, month, year = int(m.group("d")), int(m.group("m")), m.group("y")
        if not (1 <= month <= 12 and 1 <= day <= 31):
            return m.group(0)
        return template.format(d=first if day == 1 else day, m=months[month - 1], y=year)
    return spell


def _grouped(sep: str, least: int = 5) -> Callable[[re.Match[str]], str]:
    """Groups 1 (sign) and 2 (digits) with the digits in thousands groups joined by `sep` when they are at
    least `least` digits, and the rest of the match after them."""
    def group(m: re.Match[str]) -> str:
        digits = m.group(2)
        body = _group(digits, sep) if len(digits) >= least else digits
        return m.group(1) + body + m.group(0)[m.end(2) - m.start(0):]
    return group


#: A point before one or two, or four and more digits, where the languages below write a comma: "3.5" ->
#: "3,5" (three digits after the point are a thousands group: "1.500").
_DECIMAL_COMMA = Rule("decimal-comma", re.compile(r"^(-?\d+)\.(\d{1,2}|\d{4,})(?= |$)"), r"\1,\2")
_SPACES = Rule("spaces", re.compile(r"\s{2,}"), " ")
#: Thousands grouped with dots ("12.500", "1.500.000 €") where the style groups with spaces.
_DOTS_TO_SPACES = Rule("dotted-thousands", re.compile(r"^-?\d{1,3}(?:\.\d{3})+(?=$|[ ,])"),
                       lambda m: m.group(0).replace(".", " "))
_UNITS = r"km|cm|mm|m|kg|mg|g|ml|l|GB|MB|TB|KB"


def _area_volume(units: str = r"k?m|cm|mm|dm") -> Rule:
    """"12 m2" -> "12 m²" (the converter's sentencepiece folds ² and ³ to digits, NFKC)."""
    return Rule("area-volume", re.compile(rf"(\d) ?({units})([23])\b"),
                lambda m: f"{m.group(1)} {m.group(2)}" + "²³"[int(m.group(3)) - 2])


_HOUR = r"([01]?\d|2[0-4])"


def _clock(hour_mark: str) -> tuple[Rule, Rule]:
    """The 24-hour clock with an hour mark ("16 h 30" / "16h30", "16 h" / "16h" for a full hour): from "16:30",
    "16h30", "16 h 30", "16h00" and "09 h 45" (the hour loses its leading zero)."""

    def write(m: re.Match[str]) -> str:
        hour, minutes = int(m.group(1)), m.group(2)
        return f"{hour}{hour_mark.rstrip()}" if minutes in (None, "", "00") else f"{hour}{hour_mark}{minutes}"

    return (Rule("time", re.compile(rf"^{_HOUR} ?[h:] ?([0-5]\d)$"), write),
            Rule("full-hour", re.compile(rf"^{_HOUR} ?h()$"), write))


def _euro(number: str) -> tuple[Rule, Rule, Rule]:
    """The euro sign after the amount with a space ("€25", "€ 25", "25€", "25 EUR", "25 euros" -> "25 €"), and a
    price's cents in two figures ("2,5 €" -> "2,50 €")."""
    return (Rule("euro-before", re.compile(rf"^€ ?({number})$"), r"\1 €"),
            Rule("euro-after", re.compile(rf"^({number}) ?(?:€|EUR|euros?)$"), r"\1 €"),
            Rule("money-cents", re.compile(r"^(-?\d[\d\u202f\u00a0 .]*,\d)( [€$£])$"), r"\g<1>0\2"))


def _unit_space(number: str) -> Rule:
    """A space between a number and its unit ("5km" -> "5 km")."""
    return Rule("unit-space", re.compile(rf"^({number})({_UNITS})$"), r"\1 \2")


_MESES = ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
          "noviembre", "diciembre")
_spanish_date = _date_as("{d} de {m} de {y}", _MESES)
#: A Spanish written number: "12 500", "1.500", "3,5".
_ES_NUM = r"-?\d(?:[\d .]*\d)?(?:,\d+)?"
_ES_ORDINAL_LETTERS = {"o": "º", "a": "ª"}

#: Spanish, the RAE (Ortografía de la lengua española, 2010, ch. VIII, and the DPD) and Fundéu: "9 de noviembre
#: de 2009" (numeric day-first and ISO dates spelled out, months in lower case), ordinals "1.º", "1.ª",
#: "1.er"/"3.er" with the dot (the Latin American "1ro", "2da" and the dotless "1º" too), "16:30 h" with a
#: colon, "4 p. m.", "25 %", "25 €" and "15 $" with a space ("€25", "25€", "25 EUR", "25 euros"), "24 °C", "5 km",
#: "12 m²", the decimal comma ("3,5"; a point before three digits groups thousands), no separator up to
#: four digits ("1500", also "1500 €": the RAE's rule), groups of thousands with a space from five digits on
#: ("12 500", "12 500 €"; dotted groups, still common, become spaces), a plain space as in Russian (the
#: generator reads it; typesetting may make it a no-break space), ranges of years with an en dash; thousands
#: in figures, not "60 mil" ("60 000", "3000 millones": the RAE advises against figures before "mil"), while
#: "3 millones" stays ("1 millones", a model's slip, is "1 millón").
SPANISH: tuple[Rule, ...] = (
    _SPACES,
    Rule("numeric-date", _DAY_FIRST_ANY_DATE, _spanish_date),
    Rule("iso-date", _ISO_DATE, _spanish_date),
    Rule("ordinal-dot", re.compile(r"^(\d{1,4})([ºª])$"), r"\1.\2"),
    Rule("ordinal-letters", re.compile(r"^(\d{1,4})\.?(?:r|d|t|m|v|n)([oa])$"),
         lambda m: f"{m.group(1)}.{_ES_ORDINAL_LETTERS[m.group(2)]}"),
    Rule("ordinal-er", re.compile(r"^(\d{0,3}[13])er$"), r"\1.er"),
    Rule("thousands-in-digits", re.compile(r"^(\d{1,3}) mil(?= |$)"), r"\g<1>000"),
    Rule("one-million", re.compile(r"^1 millones(?= |$)"), "1 millón"),
    # a Spanish mobile number (nine figures from 6 or 7) in threes, "612 345 678"; never "61 234 56 78", the
    # grouping of a Madrid landline
    Rule("mobile", re.compile(r"^[67](?:[ .-]?\d){8}$"),
         lambda m: (lambda d: f"{d[:3]} {d[3:6]} {d[6:]}")(re.sub(r"\D", "", m.group(0)))),
    Rule("time-colon", re.compile(r"^(\d{1,2})\.([0-5]\d) ?(h|horas)$"), r"\1:\2 \3"),
    Rule("am-pm", re.compile(r"(\d)\s?([ap])\.?\s?m\b\.?", re.IGNORECASE),
         lambda m: f"{m.group(1)} {m.group(2).lower()}. m."),
    _PERCENT_SPACED,
    *_euro(_ES_NUM),
    Rule("dollar", re.compile(rf"^(?:USD ?|US\$ ?|\$ ?)({_ES_NUM})$|^({_ES_NUM}) ?(?:USD|US\$)$"),
         lambda m: f"{m.group(1) or m.group(2)} $"),
    _DEGREES,
    _area_volume(),
    _unit_space(_ES_NUM),
    _DECIMAL_COMMA,
    Rule("four-digits", re.compile(r"^(-?\d)[. ](\d{3})(?![\d.]| \d)"), r"\1\2"),
    _DOTS_TO_SPACES,
    Rule("thousands", re.compile(r"^(-?)(\d{5,15})(?=$|[ ,])"), _grouped(" ")),
    YEAR_RANGE,
)

_MOIS = ("janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre",
         "novembre", "décembre")
_french_date = _date_as("{d} {m} {y}", _MOIS, "1er")
_FR_NUM = r"-?\d(?:[\d ]*\d)?(?:,\d+)?"


def _french_ordinal(m: re.Match[str]) -> str:
    """"2ème", "2ième", "2è" -> "2e" (plural "2es"); "1ème" is no ordinal the Lexique writes: left."""
    return m.group(0) if m.group(1) == "1" else f"{m.group(1)}e{m.group(2)}"


_FR_SCALES = {"M": "million", "Md": "milliard", "Mds": "milliard"}


def _french_scale_euros(m: re.Match[str]) -> str:
    """"2 Md€" -> "2 milliards d'euros", "1,5 M€" -> "1,5 million d'euros": running text spells the scale and
    the currency out (the abbreviations are the tables'); below two the scale is singular."""
    number = m.group(1)
    value = float(number.replace(" ", "").replace(",", "."))
    scale = _FR_SCALES[m.group(2)] + ("s" if value >= 2 else "")
    return f"{number} {scale} d'euros"


#: French, the Imprimerie nationale (Lexique des règles typographiques en usage à l'Imprimerie nationale):
#: "14 février 1955" (numeric day-first and ISO dates spelled out, "1er mai" for the first), ordinals "1er",
#: "1re", "2e", "2es" ("2ème", "2ième", "2è", "1ère", "1ier" are not the Lexique's), "16 h 30" and "16 h"
#: ("16h30", "16:30", "16h00", "09 h 45" -> "9 h 45"), "25 %", "25 €", "2 milliards d'euros" ("2 Md€", "3 M€": the
#: tables' abbreviations), "11,99 £" and "5 $" with a space, "M." (not "Mr"), telephone pairs "01 23 45 67 89", "24 °C", "5 km",
#: "12 m²", the decimal comma ("3,5"), groups of thousands with a space from five digits on ("12 500", also
#: before a unit or a sign; dotted groups become spaces), four digits alone without ("1500": years and
#: numbering are never split), a plain space as in Russian (the Lexique's fine no-break space is the
#: typesetter's), ranges of years with an en dash.
FRENCH: tuple[Rule, ...] = (
    _SPACES,
    Rule("numeric-date", _DAY_FIRST_ANY_DATE, _french_date),
    Rule("iso-date", _ISO_DATE, _french_date),
    Rule("final-dot", re.compile(r"^(\d[\d.,]*\d)\.$"), r"\1"),  # "7.98.": no French number ends with a dot
    Rule("ordinal-e", re.compile(r"^(\d+)(?:ème|ième|eme|è)(s?)$"), _french_ordinal),
    Rule("phone-pairs", re.compile(r"^0\d(?:[.-]\d\d){4}$"), lambda m: m.group(0).replace(".", " ").replace("-", " ")),
    Rule("monsieur", re.compile(r"^Mr\.?$"), "M."),
    Rule("roman-ordinal-e", re.compile(r"^([IVXLCDM]+)(?:ème|ième|eme|è)(s?)$"), r"\1e\2"),
    Rule("ordinal-re", re.compile(r"^1(?:ère|ere)(s?)$"), r"1re\1"),
    Rule("ordinal-er", re.compile(r"^1ier(s?)$"), r"1er\1"),
    *_clock(" h "),
    _PERCENT_SPACED,
    Rule("scale-euros", re.compile(rf"^({_FR_NUM}) ?(M|Mds?|Md) ?€$"), _french_scale_euros),
    *_euro(_FR_NUM),
    Rule("pound-dollar-after", re.compile(rf"^([£$]) ?({_FR_NUM})$"), r"\2 \1"),
    _DEGREES,
    _area_volume(),
    _unit_space(_FR_NUM),
    _DECIMAL_COMMA,
    Rule("four-digits", re.compile(r"^(-?\d)[. ](\d{3})$"), r"\1\2"),
    _DOTS_TO_SPACES,
    Rule("thousands", re.compile(r"^(-?)(\d{5,15})(?=$|[ ,])"), _grouped(" ")),
    YEAR_RANGE,
)

_MESES_PT = ("janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
             "novembro", "dezembro")
_portuguese_date = _date_as("{d} de {m} de {y}", _MESES_PT, "1º")
_PT_NUM = r"-?\d(?:[\d.]*\d)?(?:,\d+)?"
#: The scale words written after an amount in figures ("R$ 3 bilhões", "US$ 50 mil"), and one optional after it.
_PT_SCALES = r"(?:mil|milhão|milhões|bilhão|bilhões)"
_PT_SCALE = rf"(?: {_PT_SCALES})?"


#: Portuguese (Brazil), the usage of the Brazilian press (Manual de Redação e Estilo d'O Estado de S. Paulo,
#: Manual da Redação da Folha de S.Paulo) and ABNT: "13 de setembro de 1987" (numeric day-first and ISO dates
#: spelled out, "1º de maio" for the first, months in lower case), ordinals "1º", "1ª" ("1.º" -> "1º"),
#: "16h30" and "16h" ("16:30", "16 h 30", "16h00"; "9h16", never "09h16"), "42%" without a space, "R$ 25,50"
#: ("R$25", "BRL 25", "25 reais"), "US$ 10" ("USD 10", "$10") and "€ 100" ("100€"), "R$ 1,5 milhão" and "R$ 1
#: milhão" (a singular below two, "1 milhões" a model's slip; "R$ 3 bilhões", not "3,0 bilhões"), "24 °C" ("24ºC"), "5 km", "12 m²", the decimal
#: comma ("3,5"), groups of thousands with a dot from five digits on ("12.500"), and from four before a
#: unit or after a currency sign ("1.500 km", "R$ 1.500"); four digits alone without ("1500": years and
#: pages are never grouped), ranges of years with an en dash.
PORTUGUESE: tuple[Rule, ...] = (
    _SPACES,
    Rule("numeric-date", _DAY_FIRST_ANY_DATE, _portuguese_date),
    Rule("iso-date", _ISO_DATE, _portuguese_date),
    Rule("ordinal", re.compile(r"^(\d{1,4})\.([ºª])(s?)$"), r"\1\2\3"),
    *_clock("h"),
    _PERCENT_CLOSED,
    Rule("first-day", re.compile(r"^1 de (?=(?:" + "|".join(_MESES_PT) + r")\b)"), "1º de "),
    Rule("scale-comma", re.compile(rf"(\d), (?={_PT_SCALES}$)"), r"\1 "),
    Rule("scale-zero", re.compile(rf"(\d),0 (?={_PT_SCALES}$)"), r"\1 "),
    Rule("scale-singular", re.compile(r"(?<![\d.,])(1(?:,\d+)?) (milh|bilh|trilh)ões$"), r"\1 \2ão"),
    # a Brazilian number after its area code: "(11) 98765-4321", "(11) 3456-7890", whatever the model's grouping
    Rule("phone-br", re.compile(r"^\(\d{2,3}\) ?\d[\d -]*\d$"),
         lambda m: (lambda d: f"({d[:2]}) {d[2:-4]}-{d[-4:]}" if len(d) in (10, 11) else m.group(0))(
             re.sub(r"\D", "", m.group(0)))),
    Rule("real-before", re.compile(rf"^(?:R\$|BRL) ?({_PT_NUM}{_PT_SCALE})$"), r"R$ \1"),
    Rule("real-after", re.compile(rf"^({_PT_NUM}) ?(?:BRL|reais|real)$"), r"R$ \1"),
    Rule("dollar", re.compile(rf"^(?:US\$|USD|\$) ?({_PT_NUM}{_PT_SCALE})$|^({_PT_NUM}) ?(?:USD|US\$)$"),
         lambda m: f"US$ {m.group(1) or m.group(2)}"),
    Rule("euro", re.compile(rf"^(?:€|EUR) ?({_PT_NUM}{_PT_SCALE})$|^({_PT_NUM}) ?(?:€|EUR)$"),
         lambda m: f"€ {m.group(1) or m.group(2)}"),
    Rule("degrees", re.compile(r"(\d)\s?[°º]\s?([CF])\b"), r"\1 °\2"),
    _area_volume(),
    _unit_space(_PT_NUM),
    _DECIMAL_COMMA,
    Rule("four-digits", re.compile(r"^(-?\d)\.(\d{3})$"), r"\1\2"),
    Rule("thousands", re.compile(r"^(-?)((?!0)\d{5,15})(?=$|,)"), _grouped(".")),  # not "0987654321": a phone
    Rule("thousands-unit", re.compile(r"^(-?)((?!0)\d{4,15})(?=(?:,\d+)? [^\d\s]\S*$)"), _grouped(".", 4)),
    Rule("money-thousands", re.compile(r"^((?:R|US)\$ -?)(\d{4,15})(?=$|[ ,])"), _grouped(".", 4)),
    Rule("money-cents", re.compile(r"^((?:R\$|US\$|€) -?\d[\d.]*,\d)$"), r"\g<1>0"),  # "R$ 2,5" -> "R$ 2,50"
    YEAR_RANGE,
)

_VI_NUM = r"-?\d(?:[\d.]*\d)?(?:,\d+)?"


def _vietnamese_time(m: re.Match[str]) -> str:
    hour, minutes = int(m.group(1)), int(m.group(2) or 0)
    return f"{hour} giờ" if not minutes else f"{hour}:{minutes:02d}"


#: Vietnamese, the usual written forms (the decimal comma and the dot between thousands are those of
#: Vietnamese official and press writing): "16:30" for a clock time in figures ("16h30", "16g30", "16 giờ 30
#: (phút)" and "09:30" -> "9:30"; the 24-hour clock with a colon, the form the generator writes most), "16 giờ"
#: for a full hour ("16:00", "16h"), "40%" without a space, "25.000 đ" ("25.000đ", "25.000 VND"/"VNĐ"; "đồng"
#: in words stays), "5 km", "12 m²", the decimal comma ("3,5"), groups of thousands with a dot from five
#: digits on ("121.507") and from four before a unit ("1.500 đ", "8.721 IU"); four digits alone without
#: ("1500": years), ranges of years with an en dash. Dates keep the form said ("ngày 3/10/2015" and "ngày 3
#: tháng 10 năm 2015" are both usual).
VIETNAMESE: tuple[Rule, ...] = (
    _SPACES,
    Rule("time", re.compile(rf"^{_HOUR}(?::|[hHg])([0-5]\d)$"), _vietnamese_time),
    Rule("time-words", re.compile(rf"^{_HOUR} giờ(?: ([0-5]?\d)(?: phút)?)?$"), _vietnamese_time),
    Rule("full-hour", re.compile(rf"^{_HOUR}[hH]()$"), _vietnamese_time),
    _PERCENT_CLOSED,
    Rule("dong", re.compile(rf"^({_VI_NUM}) ?(?:đ|₫|VND|VNĐ|vnđ)(?=/|$)"), r"\1 đ"),
    _area_volume(),
    _unit_space(_VI_NUM),
    _DECIMAL_COMMA,
    Rule("four-digits", re.compile(r"^(-?\d)\.(\d{3})$"), r"\1\2"),
    Rule("thousands", re.compile(r"^(-?)((?!0)\d{5,15})(?=$|,)"), _grouped(".")),  # not "0987654321": a phone
    Rule("thousands-unit", re.compile(r"^(-?)((?!0)\d{4,15})(?=(?:,\d+)? [^\d\s]\S*$)"), _grouped(".", 4)),
    YEAR_RANGE,
)

#: Language -> default style; `canonical(..., style="raw")` keeps the model's form.
STYLES: dict[str, tuple[Rule, ...]] = {"en": ENGLISH, "de": GERMAN, "ru": RUSSIAN, "es": SPANISH, "fr": FRENCH,
                                       "pt": PORTUGUESE, "vi": VIETNAMESE}
DEFAULT_STYLE = "default"
STYLE_NAMES = ("default", "raw")


def canonical(written: str, lang: str, style: str = DEFAULT_STYLE, keep_order: bool = False) -> str:
    """`written` in the language's house style (unchanged for "raw" or a language without rules);
    `keep_order` leaves out the rules that reorder words."""
    if style not in STYLE_NAMES:
        raise ValueError(f"unknown style {style!r}; known: {', '.join(STYLE_NAMES)}")
    if style == "raw":
        return written
    for rule in STYLES.get(lang, ()):
        if not (keep_order and rule.reorders):
            written = rule(written)
    return written


def styled_forms(written: str, lang: str, style: str = DEFAULT_STYLE) -> tuple[str, ...]:
    """The forms a hypothesis is tried in, best first: the house style, the house style without
    reordering, the model's own form (duplicates dropped)."""
    if style not in STYLE_NAMES:
        raise ValueError(f"unknown style {style!r}; known: {', '.join(STYLE_NAMES)}")
    if style == "raw":
        return (written,)
    full = kept = written  # `canonical` with and without reordering, in one pass until a reordering applies
    apart = False
    for rule in STYLES.get(lang, ()):
        before, full = full, rule(full)
        if rule.reorders:
            apart = apart or full != before
        kept = rule(kept) if apart and not rule.reorders else kept if apart else full
    return tuple(dict.fromkeys((full, kept, written)))
