"""Portuguese measures: "5 km" -> "cinco quilômetros", "1 t" -> "uma tonelada", "2,5 kg" -> "dois quilos e meio"."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from denorm.data.base import Context
from denorm.data.entities.common import choose
from denorm.data.languages.pt import grammar, numbers
from denorm.data.languages.pt.common import (
    NUMBER,
    RANGE_JOIN,
    PortugueseEntityClass,
    SameNumberSample,
    half,
    parse_number,
    speak_number,
)


@dataclass(frozen=True)
class Unit:
    """A unit as spoken: alternatives as (singular, plural) pairs, and the gender of the noun."""

    forms: tuple[tuple[str, str], ...]
    gender: str


def _u(gender: str, *forms: str) -> Unit:
    """A unit from "singular|plural" strings."""
    return Unit(tuple((f.split("|")[0], f.split("|")[-1]) for f in forms), gender)


M, F = numbers.M, numbers.F
#: Written unit -> spoken forms (Brazilian spelling: "quilômetro"; European Portuguese "quilómetro").
#: Case-sensitive; longest match first.
UNITS: dict[str, Unit] = {
    "km/h": _u(M, "quilômetro por hora|quilômetros por hora"), "m/s": _u(M, "metro por segundo|metros por segundo"),
    "km": _u(M, "quilômetro|quilômetros"), "m": _u(M, "metro|metros"), "cm": _u(M, "centímetro|centímetros"),
    "mm": _u(M, "milímetro|milímetros"), "µm": _u(M, "micrômetro|micrômetros"), "nm": _u(M, "nanômetro|nanômetros"),
    "m²": _u(M, "metro quadrado|metros quadrados"), "m2": _u(M, "metro quadrado|metros quadrados"),
    "km²": _u(M, "quilômetro quadrado|quilômetros quadrados"), "cm²": _u(M, "centímetro quadrado|centímetros quadrados"),
    "m³": _u(M, "metro cúbico|metros cúbicos"), "m3": _u(M, "metro cúbico|metros cúbicos"),
    "cm³": _u(M, "centímetro cúbico|centímetros cúbicos"), "ha": _u(M, "hectare|hectares"),
    "kg": _u(M, "quilo|quilos", "quilograma|quilogramas"), "g": _u(M, "grama|gramas"),
    "mg": _u(M, "miligrama|miligramas"), "t": _u(F, "tonelada|toneladas"),
    "l": _u(M, "litro|litros"), "L": _u(M, "litro|litros"), "ml": _u(M, "mililitro|mililitros"),
    "mL": _u(M, "mililitro|mililitros"),
    "°C": _u(M, "grau celsius|graus celsius", "grau|graus"), "ºC": _u(M, "grau celsius|graus celsius"),
    "°F": _u(M, "grau fahrenheit|graus fahrenheit"), "°": _u(M, "grau|graus"), "K": _u(M, "kelvin|kelvins"),
    "GB": _u(M, "gigabyte|gigabytes", "giga|gigas"), "MB": _u(M, "megabyte|megabytes", "mega|megas"),
    "KB": _u(M, "quilobyte|quilobytes"), "kB": _u(M, "quilobyte|quilobytes"), "TB": _u(M, "terabyte|terabytes"),
    "Mbps": _u(M, "megabit por segundo|megabits por segundo", "mega|megas"),
    "Gbps": _u(M, "gigabit por segundo|gigabits por segundo"),
    "GHz": _u(M, "gigahertz"), "MHz": _u(M, "megahertz"), "kHz": _u(M, "quilohertz"), "Hz": _u(M, "hertz"),
    "kW": _u(M, "quilowatt|quilowatts"), "W": _u(M, "watt|watts"), "kWh": _u(M, "quilowatt hora|quilowatts hora"),
    "V": _u(M, "volt|volts"), "mA": _u(M, "miliampere|miliamperes"), "mAh": _u(M, "miliampere hora|miliamperes hora"),
    "cv": _u(M, "cavalo|cavalos"), "hp": _u(M, "cavalo|cavalos"), "dB": _u(M, "decibel|decibéis"),
    "px": _u(M, "pixel|pixels"), "pol.": _u(F, "polegada|polegadas"), "kcal": _u(F, "caloria|calorias",
                                                                               "quilocaloria|quilocalorias"),
    "h": _u(F, "hora|horas"), "min": _u(M, "minuto|minutos"), "s": _u(M, "segundo|segundos"),
    "seg": _u(M, "segundo|segundos"), "ms": _u(M, "milissegundo|milissegundos"),
}
_UNIT = "|".join(re.escape(u) for u in sorted(UNITS, key=len, reverse=True))
PATTERN = re.compile(rf"(?P<a>{NUMBER})(?:{RANGE_JOIN}(?P<b>{NUMBER}))?[\s-]?(?P<u>{_UNIT})(?![\w²³/]|\.\w)")
#: Share of "x,5" read with the unit inside ("dois quilos e meio") and of heights "um metro e oitenta".
HALF_SHARE = 0.3
HEIGHT_SHARE = 0.4


def _height(text: str, rng: random.Random) -> str | None:
    """"1,80 m" -> "um metro e oitenta", "2,05 m" -> "dois metros e cinco"; None if not of that form."""
    parsed = parse_number(text)
    if parsed is None or parsed[0] or len(parsed[2]) != 2 or parsed[1] > 2 or parsed[1] == 0:
        return None
    whole = numbers.cardinal(parsed[1], rng=rng)
    return f"{whole} {'metro' if parsed[1] == 1 else 'metros'} e {numbers.cardinal(int(parsed[2]), rng=rng)}"


class PortugueseMeasure(SameNumberSample, PortugueseEntityClass):
    """A number (or a range "5-10 km" -> "cinco a dez quilômetros") and a unit; the number agrees with
    the unit ("duas toneladas") and the unit is singular below 2 ("um quilo", "1,5 litro" is written so
    but said "um vírgula cinco litros": only a bare 1 takes the singular in speech). A degree sign that
    stands for "º" ("1° lugar") is left to the ordinal class."""

    name = "measure"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 65
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        return not (match.group("u") == "°" and grammar.degree_is_ordinal(ctx))

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        unit = UNITS[match.group("u")]
        singular, plural = choose(unit.forms, rng)
        a, b = match.group("a"), match.group("b")
        last = b or a
        if not b:
            if match.group("u") == "m" and rng.random() < HEIGHT_SHARE:
                height = _height(a, rng)
                if height:
                    return height
            whole = half(a)
            if whole and rng.random() < HALF_SHARE:  # "dois quilos e meio", "uma hora e meia"
                noun = singular if whole == 1 else plural
                return f"{numbers.cardinal(whole, unit.gender, rng)} {noun} e {'meia' if unit.gender == F else 'meio'}"
        words = []
        for part in (p for p in (a, b) if p):
            spoken = speak_number(part, rng, unit.gender)
            if spoken is None:
                return None
            words.append(spoken)
        parsed = parse_number(last)
        one = parsed is not None and parsed[1] == 1 and not parsed[2] and not b
        noun = singular if one else plural
        said = " a ".join(words)
        if said.endswith(("milhão", "milhões", "bilhão", "bilhões")):
            return f"{said} de {noun}"
        return f"{said} {noun}"

    def sample(self, rng: random.Random) -> str:
        unit = rng.choice(sorted(UNITS))
        form = rng.randrange(4)
        if form == 0:
            return f"{rng.randint(2, 999)} {unit}"
        if form == 1:
            return f"{rng.randint(0, 99)},{rng.randint(1, 9)} {unit}"
        if form == 2:
            return f"1 {unit}"
        return f"{rng.randint(1, 9)}-{rng.randint(10, 20)} {unit}"
