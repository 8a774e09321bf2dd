"""German measures: "5 km" -> "fünf kilometer", "1 kg" -> "ein kilogramm", "-3 °C" -> "minus drei grad celsius"."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from denorm.data.base import Context
from denorm.data.entities.common import choose
from denorm.data.languages.de import grammar, numbers
from denorm.data.languages.de.common import (
    NUMBER,
    RANGE_JOIN,
    GermanEntityClass,
    SameNumberSample,
    is_plural,
    parse_number,
    speak_number,
)


@dataclass(frozen=True)
class Unit:
    """A unit as spoken: alternatives as (singular, plural) pairs, and the gender for "ein/eine"."""

    forms: tuple[tuple[str, str], ...]
    gender: str


def _u(gender: str, *forms: str) -> Unit:
    """Unit from "singular|plural" strings (one word = same in both numbers)."""
    pairs = tuple((f.split("|")[0], f.split("|")[-1]) for f in forms)
    return Unit(pairs, gender)


M, F, N = grammar.M, grammar.F, grammar.N
#: Written unit -> spoken forms. Case-sensitive; longest match first.
UNITS: dict[str, Unit] = {
    "km/h": _u(M, "kilometer pro stunde", "stundenkilometer"), "m/s": _u(M, "meter pro sekunde"),
    "km": _u(M, "kilometer"), "m": _u(M, "meter"), "cm": _u(M, "zentimeter"), "mm": _u(M, "millimeter"),
    "µm": _u(M, "mikrometer"), "nm": _u(M, "nanometer"),
    "m²": _u(M, "quadratmeter"), "qm": _u(M, "quadratmeter"), "km²": _u(M, "quadratkilometer"),
    "cm²": _u(M, "quadratzentimeter"), "m³": _u(M, "kubikmeter"), "cm³": _u(M, "kubikzentimeter"),
    "ha": _u(M, "hektar"),
    "kg": _u(N, "kilogramm", "kilo"), "g": _u(N, "gramm"), "mg": _u(N, "milligramm"), "t": _u(F, "tonne|tonnen"),
    "l": _u(M, "liter"), "ml": _u(M, "milliliter"), "cl": _u(M, "zentiliter"), "dl": _u(M, "deziliter"),
    "°C": _u(N, "grad celsius", "grad"), "°F": _u(N, "grad fahrenheit"), "°": _u(N, "grad"), "K": _u(N, "kelvin"),
    "GB": _u(N, "gigabyte"), "MB": _u(N, "megabyte"), "KB": _u(N, "kilobyte"), "kB": _u(N, "kilobyte"),
    "TB": _u(N, "terabyte"), "GiB": _u(N, "gibibyte"), "MiB": _u(N, "mebibyte"),
    "Mbit/s": _u(N, "megabit pro sekunde"), "MBit/s": _u(N, "megabit pro sekunde"),
    "GHz": _u(N, "gigahertz"), "MHz": _u(N, "megahertz"), "kHz": _u(N, "kilohertz"), "Hz": _u(N, "hertz"),
    "kW": _u(N, "kilowatt"), "W": _u(N, "watt"), "kWh": _u(F, "kilowattstunde|kilowattstunden"),
    "V": _u(N, "volt"), "mA": _u(N, "milliampere"), "mAh": _u(F, "milliamperestunde|milliamperestunden"),
    # no "pt": "Punkte" are a game's or a test's points far more often than a type size ("21 Punkte")
    "PS": _u(N, "p s"), "dB": _u(N, "dezibel"), "px": _u(N, "pixel"),
    "Std.": _u(F, "stunde|stunden"), "h": _u(F, "stunde|stunden"), "Min.": _u(F, "minute|minuten"),
    "min": _u(F, "minute|minuten"), "Sek.": _u(F, "sekunde|sekunden"), "s": _u(F, "sekunde|sekunden"),
    "ms": _u(F, "millisekunde|millisekunden"), "Zoll": _u(M, "zoll"),
}
_UNIT = "|".join(re.escape(u) for u in sorted(UNITS, key=len, reverse=True))
PATTERN = re.compile(rf"(?P<a>{NUMBER})(?:{RANGE_JOIN}(?P<b>{NUMBER}))?[\s-]?(?P<u>{_UNIT})(?![\w²³/])")


#: Units whose plural takes a dative "-n" after a dative preposition ("von 100 Kilometern pro Stunde", "mit
#: 20 Litern"), and the share of such readings (the plain plural is said as often: "mit 20 Liter").
_DATIVE_N = ("meter", "liter")
DATIVE_PLURAL_SHARE = 0.5


def _meters(text: str, rng: random.Random) -> str | None:
    """Body heights and lengths as said: 1,80 m -> "ein meter achtzig"; None if not of that form."""
    parsed = parse_number(text)
    if parsed is None or parsed[0] or len(parsed[2]) != 2 or parsed[2][0] == "0":
        return None
    whole = "ein" if parsed[1] == 1 else numbers.cardinal(parsed[1], rng)
    return f"{whole} meter {numbers.cardinal(int(parsed[2]), rng)}"


class GermanMeasure(SameNumberSample, GermanEntityClass):
    """A number (or a range) and a unit; the unit is singular only after a bare 1 ("ein kilometer")."""

    name = "measure"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 65
    pattern = PATTERN

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        unit = UNITS[match.group("u")]
        singular, plural = choose(unit.forms, rng)
        last = match.group("b") or match.group("a")
        plural_form = is_plural(last)
        words = []
        for i, part in enumerate(p for p in (match.group("a"), match.group("b")) if p):
            one = grammar.one_form(unit.gender, grammar.one_case(ctx)) if i == 0 and part == last else "eins"
            spoken = speak_number(part, rng, one=one)
            if spoken is None:
                return None
            words.append(spoken)
        if match.group("u") == "m" and not match.group("b") and rng.random() < 0.4:
            body = _meters(match.group("a"), rng)  # 1,80 m -> "ein meter achtzig"
            if body:
                return body
        unit_words = plural if plural_form else singular
        if (plural_form and unit_words.split()[0].endswith(_DATIVE_N) and grammar.one_case(ctx) == "dat"
                and rng.random() < DATIVE_PLURAL_SHARE):
            unit_words = unit_words.replace(" ", "n ", 1) if " " in unit_words else unit_words + "n"
        return f"{' bis '.join(words)} {unit_words}"

    def sample(self, rng: random.Random) -> str:
        unit = rng.choice(sorted(UNITS))
        form = rng.randrange(4)
        if form == 0:
            return f"{rng.randint(1, 999)} {unit}"
        if form == 1:
            return f"{rng.randint(0, 99)},{rng.randint(1, 9)} {unit}"
        if form == 2:
            return f"1 {unit}"
        return f"{rng.randint(1, 9)}–{rng.randint(10, 20)} {unit}"
