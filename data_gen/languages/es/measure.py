"""Spanish measures: "5 km" -> "cinco kilómetros", "21 t" -> "veintiuna toneladas", "1 kg" -> "un kilo", "-3 °C" ->
"menos tres grados", "2,5 l" -> "dos coma cinco litros" / "dos litros y medio", "1,80 m" -> "un metro ochenta"."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from denorm.data.base import Context
from denorm.data.entities.common import choose
from denorm.data.languages.es import numbers
from denorm.data.languages.es.common import (
    NUMBER,
    RANGE_JOIN,
    SameNumberSample,
    SpanishEntityClass,
    is_plural,
    parse_number,
    speak_number,
)


@dataclass(frozen=True)
class Unit:
    """A unit as said: alternatives as (singular, plural) pairs, and the gender of its noun."""

    forms: tuple[tuple[str, str], ...]
    gender: str


def _u(gender: str, *forms: str) -> Unit:
    """A unit from "singular|plural" strings."""
    return Unit(tuple((f.split("|")[0], f.split("|")[-1]) for f in forms), gender)


#: Written unit -> spoken forms. Case-sensitive; longest match first.
UNITS: dict[str, Unit] = {
    "km/h": _u("m", "kilómetro por hora|kilómetros por hora"), "m/s": _u("m", "metro por segundo|metros por segundo"),
    "km": _u("m", "kilómetro|kilómetros"), "m": _u("m", "metro|metros"), "cm": _u("m", "centímetro|centímetros"),
    "mm": _u("m", "milímetro|milímetros"), "µm": _u("m", "micrómetro|micrómetros", "micra|micras"),
    "nm": _u("m", "nanómetro|nanómetros"),
    "m²": _u("m", "metro cuadrado|metros cuadrados"), "km²": _u("m", "kilómetro cuadrado|kilómetros cuadrados"),
    "cm²": _u("m", "centímetro cuadrado|centímetros cuadrados"), "m³": _u("m", "metro cúbico|metros cúbicos"),
    "cm³": _u("m", "centímetro cúbico|centímetros cúbicos"), "ha": _u("f", "hectárea|hectáreas"),
    "kg": _u("m", "kilo|kilos", "kilogramo|kilogramos"), "g": _u("m", "gramo|gramos"),
    "mg": _u("m", "miligramo|miligramos"), "t": _u("f", "tonelada|toneladas"),
    "l": _u("m", "litro|litros"), "L": _u("m", "litro|litros"), "ml": _u("m", "mililitro|mililitros"),
    "cl": _u("m", "centilitro|centilitros"),
    "°C": _u("m", "grado|grados", "grado centígrado|grados centígrados", "grado celsius|grados celsius"),
    "ºC": _u("m", "grado|grados", "grado centígrado|grados centígrados"),
    "°F": _u("m", "grado fahrenheit|grados fahrenheit"), "°": _u("m", "grado|grados"),
    "GB": _u("m", "gigabyte|gigabytes", "giga|gigas"), "MB": _u("m", "megabyte|megabytes", "mega|megas"),
    "KB": _u("m", "kilobyte|kilobytes"), "kB": _u("m", "kilobyte|kilobytes"), "TB": _u("m", "terabyte|terabytes"),
    "Mb/s": _u("m", "megabit por segundo|megabits por segundo"),
    "Mbps": _u("m", "megabit por segundo|megabits por segundo", "mega|megas"),
    "GHz": _u("m", "gigahercio|gigahercios"), "MHz": _u("m", "megahercio|megahercios"),
    "kHz": _u("m", "kilohercio|kilohercios"), "Hz": _u("m", "hercio|hercios"),
    "kW": _u("m", "kilovatio|kilovatios"), "W": _u("m", "vatio|vatios"),
    "kWh": _u("m", "kilovatio hora|kilovatios hora"), "V": _u("m", "voltio|voltios"),
    "mAh": _u("m", "miliamperio hora|miliamperios hora"), "CV": _u("m", "caballo|caballos"),
    # no "pt": "puntos" are a game's or a test's points far more often than a type size ("anotó 21 puntos")
    "dB": _u("m", "decibelio|decibelios"), "px": _u("m", "píxel|píxeles"),
    "h": _u("f", "hora|horas"), "min": _u("m", "minuto|minutos"), "s": _u("m", "segundo|segundos"),
    "seg.": _u("m", "segundo|segundos"), "ms": _u("m", "milisegundo|milisegundos"),
    "kcal": _u("f", "kilocaloría|kilocalorías", "caloría|calorías"), "pulg.": _u("f", "pulgada|pulgadas"),
    "lb": _u("f", "libra|libras"),
}
_UNIT = "|".join(re.escape(u) for u in sorted(UNITS, key=len, reverse=True))
PATTERN = re.compile(rf"(?P<a>{NUMBER})(?:{RANGE_JOIN}(?P<b>{NUMBER}))?[\s-]?(?P<u>{_UNIT})(?![\w²³/])")


def _height(text: str, rng: random.Random) -> str | None:
    """Heights and lengths as said: "1,80 m" -> "un metro ochenta" / "uno ochenta"; None if not of that form."""
    parsed = parse_number(text)
    if parsed is None or parsed[0] or len(parsed[2]) != 2 or parsed[2][0] == "0" or not 1 <= parsed[1] <= 2:
        return None
    rest = numbers.cardinal(int(parsed[2]))
    return choose((f"{numbers.counted(parsed[1], 'm')} {'metro' if parsed[1] == 1 else 'metros'} {rest}",
                   f"{numbers.cardinal(parsed[1])} {rest}"), rng)


class SpanishMeasure(SameNumberSample, SpanishEntityClass):
    """A number (or a range) and a unit: singular only after a bare 1 ("un kilómetro", "una tonelada"); the
    number agrees with the unit's noun ("veintiún kilómetros", "doscientas toneladas"); a half is also said
    "y medio"/"y media" ("2,5 l" -> "dos litros y medio")."""

    name = "measure"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 65
    pattern = PATTERN

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        unit = UNITS[match.group("u")]
        singular, plural = choose(unit.forms, rng)
        a, b = match.group("a"), match.group("b")
        last = b or a
        if match.group("u") == "m" and not b and rng.random() < 0.4:
            height = _height(a, rng)
            if height:
                return height
        parsed = parse_number(last)
        if not b and parsed and parsed[2] == "5" and not parsed[0] and parsed[1] >= 1 and rng.random() < 0.3:
            half = "media" if unit.gender == "f" else "medio"  # "dos horas y media", "un kilo y medio"
            noun = singular if parsed[1] == 1 else plural
            return f"{numbers.counted(parsed[1], unit.gender)} {noun} y {half}"
        words = []
        for part in (p for p in (a, b) if p):
            spoken = speak_number(part, rng, unit.gender, apocope=part == last and unit.gender == "m")
            if spoken is None:
                return None
            words.append(spoken)
        parsed_last = parse_number(last)
        of = " de" if parsed_last and not parsed_last[2] and numbers.ends_in_scale(parsed_last[1]) else ""
        return f"{' a '.join(words)}{of} {plural if is_plural(last) else singular}"  # "un millón de toneladas"

    def sample(self, rng: random.Random) -> str:
        unit = rng.choice(sorted(UNITS))
        form = rng.randrange(4)
        if form == 0:
            return f"{rng.choice((rng.randint(2, 999), 21, 200))} {unit}"
        if form == 1:
            return f"{rng.randint(0, 99)},{rng.randint(1, 9)} {unit}"
        if form == 2:
            return f"1 {unit}"
        if unit == "h":
            unit = "min"  # "6–16 h" is a time ("de seis a dieciséis horas")
        return f"{rng.randint(1, 9)}–{rng.randint(10, 20)} {unit}"
