"""English measure class: "5 km" -> "five kilometers", "1 kg", "20 °C", "100 km/h", "16 GB", "5-ft"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.common import renumber
from denorm.data.languages.en.cardinal import range_word
from denorm.data.languages.en.fraction import fraction
from denorm.data.languages.en.numbers import (
    AMOUNT,
    HAS_DIGIT,
    MINUS,
    EnglishDigitClass,
    amount,
    cardinal,
    is_one,
    weighted,
)
from denorm.data.languages.en.year import decade_cued

Unit = tuple[tuple[str, str, float], ...]


def _metric(stem: str, weight_us: float = 0.75) -> Unit:
    """ "kilomet" -> kilometer(s) (American) / kilometre(s) (British)."""
    return ((f"{stem}er", f"{stem}ers", weight_us), (f"{stem}re", f"{stem}res", 1 - weight_us))


def _same(*names: str) -> Unit:
    """Units whose plural is the singular plus "s"; equal weights, first listed first."""
    return tuple((n, n + "s", 1.0) for n in names)


def _fixed(*names: str) -> Unit:
    """Units without a separate plural ("hertz", "d p i")."""
    return tuple((n, n, 1.0) for n in names)


#: Written unit -> spoken (singular, plural, weight) alternatives. Case-sensitive.
UNITS: dict[str, Unit] = {
    "mm": _metric("millimet"), "cm": _metric("centimet"), "m": _metric("met"), "km": _metric("kilomet"),
    "nm": _metric("nanomet"), "µm": (("micron", "microns", 0.5),) + _metric("micromet"),
    "in": (("inch", "inches", 1.0),), "ft": (("foot", "feet", 0.85), ("foot", "foot", 0.15)),
    "yd": _same("yard"), "mi": _same("mile"),
    "mg": _same("milligram"), "g": _same("gram"),
    "kg": (("kilogram", "kilograms", 0.7), ("kilo", "kilos", 0.3)),
    "lb": _same("pound"), "lbs": _same("pound"), "oz": _same("ounce"), "t": _same("ton"),
    "ml": _metric("millilit"), "mL": _metric("millilit"), "l": _metric("lit"), "L": _metric("lit"),
    "cl": _metric("centilit"), "gal": _same("gallon"), "fl oz": _same("fluid ounce"),
    "tsp": _same("teaspoon"), "tbsp": _same("tablespoon"),
    "m²": tuple((f"square {s}", f"square {p}", w) for s, p, w in _metric("met")), "m2": (),
    "km²": tuple((f"square {s}", f"square {p}", w) for s, p, w in _metric("kilomet")), "km2": (),
    "cm²": tuple((f"square {s}", f"square {p}", w) for s, p, w in _metric("centimet")),
    "sq ft": (("square foot", "square feet", 1.0),), "ft²": (),
    "m³": tuple((f"cubic {s}", f"cubic {p}", w) for s, p, w in _metric("met")), "m3": (),
    "cm³": tuple((f"cubic {s}", f"cubic {p}", w) for s, p, w in _metric("centimet")),
    "cc": (("c c", "c c", 0.7), ("cubic centimeter", "cubic centimeters", 0.3)),
    "ha": _same("hectare"), "ac": _same("acre"),
    "°C": (("degree celsius", "degrees celsius", 0.6), ("degree centigrade", "degrees centigrade", 0.1),
           ("degree", "degrees", 0.3)),
    "°F": (("degree fahrenheit", "degrees fahrenheit", 0.7), ("degree", "degrees", 0.3)),
    "°": _same("degree"),
    "km/h": tuple((f"{s} per hour", f"{p} per hour", w * 0.7) for s, p, w in _metric("kilomet"))
    + (("kilometer an hour", "kilometers an hour", 0.2), ("k p h", "k p h", 0.1)),
    "kph": (("k p h", "k p h", 0.5), ("kilometer per hour", "kilometers per hour", 0.5)),
    "mph": (("mile per hour", "miles per hour", 0.5), ("m p h", "m p h", 0.3),
            ("mile an hour", "miles an hour", 0.2)),
    "m/s": tuple((f"{s} per second", f"{p} per second", w) for s, p, w in _metric("met")),
    "kWh": _same("kilowatt hour"), "kW": _same("kilowatt"), "MW": _same("megawatt"), "GW": _same("gigawatt"),
    "W": _same("watt"), "V": _same("volt"), "kV": _same("kilovolt"), "mA": _same("milliamp"),
    "mAh": (("milliamp hour", "milliamp hours", 0.7), ("m a h", "m a h", 0.3)),
    "Hz": _fixed("hertz"), "kHz": _fixed("kilohertz"), "MHz": _fixed("megahertz"), "GHz": _fixed("gigahertz"),
    "B": _same("byte"), "KB": (("kilobyte", "kilobytes", 0.7), ("k b", "k b", 0.3)), "kB": (),
    "MB": (("megabyte", "megabytes", 0.6), ("meg", "megs", 0.2), ("m b", "m b", 0.2)),
    "GB": (("gigabyte", "gigabytes", 0.6), ("gig", "gigs", 0.25), ("g b", "g b", 0.15)),
    "TB": (("terabyte", "terabytes", 0.7), ("t b", "t b", 0.3)), "PB": _same("petabyte"),
    "Kbps": (("kilobit per second", "kilobits per second", 0.6), ("k b p s", "k b p s", 0.4)), "kbps": (),
    "Mbps": (("megabit per second", "megabits per second", 0.6), ("meg", "meg", 0.15),
             ("m b p s", "m b p s", 0.25)),
    "Gbps": (("gigabit per second", "gigabits per second", 0.6), ("gig", "gig", 0.15),
             ("g b p s", "g b p s", 0.25)),
    "px": _same("pixel"), "pt": _same("point"),
    "dpi": (("d p i", "d p i", 0.6), ("dot per inch", "dots per inch", 0.4)),
    "fps": (("f p s", "f p s", 0.5), ("frame per second", "frames per second", 0.5)),
    "rpm": (("r p m", "r p m", 0.7), ("revolution per minute", "revolutions per minute", 0.3)),
    "ms": _same("millisecond"), "ns": _same("nanosecond"), "µs": _same("microsecond"),
    "s": _same("second"), "sec": _same("second"), "secs": (), "min": _same("minute"), "mins": (),
    "h": _same("hour"), "hr": _same("hour"), "hrs": (),
    "dB": (("decibel", "decibels", 0.7), ("d b", "d b", 0.3)),
    "psi": (("p s i", "p s i", 0.7), ("pound per square inch", "pounds per square inch", 0.3)),
    "kPa": _same("kilopascal"), "hPa": _same("hectopascal"), "Pa": _same("pascal"), "bar": _same("bar"),
    "kcal": (("kilocalorie", "kilocalories", 0.5), ("calorie", "calories", 0.5)), "cal": _same("calorie"),
    "kJ": _same("kilojoule"), "J": _same("joule"), "Nm": _same("newton meter"),
}
#: Written variants that read like another entry.
ALIASES = {"m2": "m²", "km2": "km²", "ft²": "sq ft", "m3": "m³", "kB": "KB", "kbps": "Kbps", "secs": "sec",
           "mins": "min", "hrs": "hr"}
#: Units that need a following non-word ("5 in." / "5 in,"), as "5 in the box" is not a measure.
LOOKAHEAD = {"in": r"(?=\.|,|;|\)|$| x )", "t": r"(?=[.,;)]|$)", "s": r"(?=[.,;)]|$| [a-z])",
             "h": r"(?=[.,;)]|$| [a-z])"}


def _unit_regex(written: str) -> str:
    body = re.escape(written).replace(r"\ ", r"\s?")
    return body + LOOKAHEAD.get(written, "")


_UNIT = "|".join(_unit_regex(u) for u in sorted(UNITS, key=len, reverse=True))
PATTERN = re.compile(rf"(?<![\w.,/])(?P<a>{MINUS}?{AMOUNT})(?:\s?[-–]\s?(?P<b>{AMOUNT}))?"
                     rf"(?P<sep>\s?|-)(?P<unit>{_UNIT})(?![\w²³/]|[.,]\d)")

#: A fraction and a unit: "1/2 tsp", "1 1/2 cups" is plural, "3/4 in." singular.
FRACTION_UNIT = re.compile(rf"(?<![\w.,/])(?:(?P<whole>\d+) )?(?P<num>\d+)/(?P<den>\d+)\s?"
                           rf"(?P<unit>{_UNIT})(?![\w²³/]|[.,]\d)")

#: Height in feet and inches: 6'2" -> "six foot two".
FEET_INCHES = re.compile(r"(?<![\w.,'’])(?P<ft>\d)(?:['’′]\s?|\s?ft\.?\s)(?P<inch>1[01]|\d)"
                         r"(?:\"|''|”|″|\s?in\b\.?)")
_FEET_INCHES_FORMS = (("{f} foot {i}", 0.45), ("{f} feet {i} inches", 0.25), ("{f} {i}", 0.3))


class EnglishMeasure(EnglishDigitClass):
    """A number (or range) and a unit: singular for exactly 1 and in adjectival use ("a 5-km run"
    -> "a five kilometer run"); American and British spellings; letter readings ("g b", "m p h")."""

    name = "measure"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 65
    pattern = PATTERN

    def find(self, text: str) -> list[re.Match[str]]:
        if not HAS_DIGIT(text):
            return []
        out = [m for m in self.pattern.finditer(text) if not self._decade(text, m)]
        if "/" in text:
            out.extend(FRACTION_UNIT.finditer(text))
        if "'" in text or "’" in text or "′" in text or "ft" in text:
            out.extend(FEET_INCHES.finditer(text))
        return out

    @staticmethod
    def _decade(text: str, m: re.Match[str]) -> bool:
        """ "1990s", "the 90s" are decades (year class), not seconds; "wait 30s" is seconds."""
        a = m.group("a")
        if m.group("unit") == "s" and not m.group("sep") and a in ("100", "1000", "1,000"):
            return True  # "100s of times": cardinal "hundreds"
        if m.group("unit") != "s" or m.group("sep") or not re.fullmatch(r"[1-9]\d?0|1\d\d0|20\d0", a):
            return False
        return len(a) == 4 or decade_cued(text, m.start())

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        if match.re is FEET_INCHES:
            inches = int(match.group("inch"))
            form = weighted(rng, _FEET_INCHES_FORMS)
            if inches == 1:
                form = form.replace("inches", "inch")
            return form.format(f=cardinal(int(match.group("ft"))), i=cardinal(inches))
        if match.re is FRACTION_UNIT:
            return self._fraction(match, ctx.left_words(1) in (["a"], ["an"], ["the"]), rng)
        written_unit = re.sub(r"\s+", " ", match.group("unit"))
        options = UNITS[ALIASES.get(written_unit, written_unit)]
        a, b = match.group("a"), match.group("b")
        plural = not (is_one(a) and not b) and match.group("sep") != "-"
        singular, plural_form = weighted(rng, tuple(((s, p), w) for s, p, w in options))
        words = amount(a, rng)
        if b:
            words += range_word(rng) + amount(b, rng)
        return f"{words} {plural_form if plural else singular}"

    @staticmethod
    def _fraction(match: re.Match[str], adjectival: bool, rng: random.Random) -> str:
        """ "1 1/2 cups" -> "one and a half cups"; "1/2 tsp" -> "one half teaspoon" / "half a teaspoon"."""
        options = UNITS[ALIASES.get(match.group("unit"), match.group("unit"))]
        singular, plural = weighted(rng, tuple(((s, p), w) for s, p, w in options))
        num, den = int(match.group("num")), int(match.group("den"))
        if match.group("whole"):
            whole = cardinal(int(match.group("whole")), rng)
            return f"{whole} and {fraction(num, den, rng, mixed=True)} {plural}"
        article = "an" if singular[0] in "aeiou" else "a"
        if adjectival:  # "a 3/8 in. bolt"
            return f"{fraction(num, den, rng)} {singular}"
        if num == 1 and den == 2 and rng.random() < 0.3:
            return f"half {article} {singular}"
        if num > 1 and num < den and rng.random() < 0.5:
            return f"{fraction(num, den, rng)} of {article} {singular}"
        return f"{fraction(num, den, rng)} {singular}"

    def sample_like(self, written: str, rng: random.Random) -> str:
        """The same unit with another amount ("weighs 5 kg" must not become "weighs 29 ms"); "1 mile"
        keeps its 1, plural amounts stay plural ("5 miles" -> "37 miles")."""
        return renumber(written, rng, thousands=",", decimal=".")

    def sample(self, rng: random.Random) -> str:
        unit = rng.choice(("km", "kg", "m", "cm", "mm", "GB", "MB", "°C", "°F", "km/h", "mph", "ft", "lbs",
                           "ml", "L", "m²", "kW", "Hz", "GHz", "ms", "oz", "mi", "TB", "in.", "px"))
        number = rng.choice(("1", str(rng.randint(2, 100)), f"{rng.randint(0, 99)}.{rng.randint(1, 9)}",
                             f"{rng.randint(1, 20) * 50:,}"))
        sep = rng.choice(("", " ", " ")) if unit not in ("°C", "°F") else rng.choice(("", " "))
        return f"{number}{sep}{unit}"
