"""French measures: "5 km" -> "cinq kilomètres", "1 t" -> "une tonne", "-3 °C" -> "moins trois degrés", "24h/24"."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from denorm.data.base import Context
from denorm.data.entities.common import choose
from denorm.data.languages.fr import numbers
from denorm.data.languages.fr.common import (
    NUMBER,
    RANGE_JOIN,
    FrenchEntityClass,
    SameNumberSample,
    is_plural,
    parse_number,
    speak_number,
)


@dataclass(frozen=True)
class Unit:
    """A unit as said: alternatives as (singular, plural) pairs, and whether it is feminine ("une tonne")."""

    forms: tuple[tuple[str, str], ...]
    feminine: bool = False


def _u(*forms: str, feminine: bool = False) -> Unit:
    """A unit from "singular|plural" strings (one form: the plural adds an s)."""
    pairs = tuple((f.split("|")[0], f.split("|")[1] if "|" in f else f + "s") for f in forms)
    return Unit(pairs, feminine)


#: Written unit -> spoken forms. Case-sensitive; longest match first. French symbols ("Go", "ko") and the
#: English ones of computing texts ("GB") are both read.
UNITS: dict[str, Unit] = {
    "km/h": _u("kilomètre heure|kilomètres heure", "kilomètre par heure|kilomètres par heure"),
    "m/s": _u("mètre par seconde|mètres par seconde"), "km": _u("kilomètre"), "m": _u("mètre"),
    "cm": _u("centimètre"), "mm": _u("millimètre"), "µm": _u("micromètre"), "nm": _u("nanomètre"),
    "m²": _u("mètre carré|mètres carrés"), "m2": _u("mètre carré|mètres carrés"),
    "km²": _u("kilomètre carré|kilomètres carrés"), "cm²": _u("centimètre carré|centimètres carrés"),
    "m³": _u("mètre cube|mètres cubes"), "m3": _u("mètre cube|mètres cubes"),
    "cm³": _u("centimètre cube|centimètres cubes"), "ha": _u("hectare"),
    "kg": _u("kilogramme", "kilo"), "g": _u("gramme"), "mg": _u("milligramme"), "t": _u("tonne", feminine=True),
    "l": _u("litre"), "L": _u("litre"), "ml": _u("millilitre"), "mL": _u("millilitre"), "cl": _u("centilitre"),
    "dl": _u("décilitre"), "hl": _u("hectolitre"),
    "°C": _u("degré celsius|degrés celsius", "degré"), "°F": _u("degré fahrenheit|degrés fahrenheit"),
    "°": _u("degré"),
    "Go": _u("gigaoctet", "giga"), "Mo": _u("mégaoctet", "méga"), "ko": _u("kilooctet"), "Ko": _u("kilooctet"),
    "To": _u("téraoctet"), "GB": _u("gigaoctet", "giga"), "MB": _u("mégaoctet"), "KB": _u("kilooctet"),
    "TB": _u("téraoctet"), "Mbit/s": _u("mégabit par seconde|mégabits par seconde"),
    "Mb/s": _u("mégabit par seconde|mégabits par seconde"), "Gbit/s": _u("gigabit par seconde|gigabits par seconde"),
    "GHz": _u("gigahertz|gigahertz"), "MHz": _u("mégahertz|mégahertz"), "kHz": _u("kilohertz|kilohertz"),
    "Hz": _u("hertz|hertz"), "kW": _u("kilowatt"), "MW": _u("mégawatt"), "W": _u("watt"),
    "kWh": _u("kilowattheure"), "V": _u("volt"), "mA": _u("milliampère"), "A": _u("ampère"),
    "mAh": _u("milliampère heure|milliampères heure"), "dB": _u("décibel"), "px": _u("pixel"),
    "ch": _u("cheval|chevaux"), "kcal": _u("kilocalorie", feminine=True), "cal": _u("calorie", feminine=True),
    "h": _u("heure", feminine=True), "min": _u("minute", feminine=True), "s": _u("seconde", feminine=True),
    "ms": _u("milliseconde", feminine=True), "j": _u("jour"),
    "c. à soupe": _u("cuillère à soupe|cuillères à soupe", feminine=True),
    "c. à s.": _u("cuillère à soupe|cuillères à soupe", feminine=True),
    "c. à café": _u("cuillère à café|cuillères à café", feminine=True),
    "c. à c.": _u("cuillère à café|cuillères à café", feminine=True),
}
#: Units that are also letters in other uses ("la 5 A", "J-7"): only glued to the number or before
#: punctuation. After a number "m", "g", "t", "l", "s", "h" are the units. No kelvin: "4K" is a resolution.
_AMBIGUOUS = frozenset({"V", "W", "A", "j"})
_UNIT = "|".join(re.escape(u) for u in sorted(UNITS, key=len, reverse=True))
PATTERN = re.compile(rf"(?P<a>{NUMBER})(?:{RANGE_JOIN}(?P<b>{NUMBER}))?(?P<sp>[\s-]?)(?P<u>{_UNIT})(?![\w²³/])"
                     rf"|(?<![\w.,])(?P<per>\d{{1,2}})\s?(?P<pu>[hj])\s?/\s?(?P<pn>\d{{1,2}})(?![\w]|[.,]\d)")
_PUNCTUATION_AFTER = re.compile(r"\s*(?:[,;:!?)»\"]|\.(?!\d)|$)")


def _meters(text: str, rng: random.Random) -> str | None:
    """Heights as said: 1,80 m -> "un mètre quatre vingts"; None if not of that form."""
    parsed = parse_number(text)
    if parsed is None or parsed[0] or len(parsed[2]) != 2 or parsed[2][0] == "0" or not 1 <= parsed[1] <= 2:
        return None
    noun = "mètre" if parsed[1] == 1 else "mètres"
    return f"{numbers.cardinal(parsed[1])} {noun} {numbers.cardinal(int(parsed[2]))}"


class FrenchMeasure(SameNumberSample, FrenchEntityClass):
    """A number (or a range) and a unit; the unit is plural from 2 up ("1,5 kilomètre", "2 kilomètres"),
    "un" agrees with a feminine unit ("vingt et une tonnes"). "1,80 m" is now and then "un mètre
    quatre-vingts", "2,5 kg" "deux kilos et demi". Units that are letters too ("V", "A", "j") count
    glued to the number or before punctuation. "24h/24" -> "vingt-quatre heures sur vingt-quatre"."""

    name = "measure"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 65
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        unit = match.group("u")
        if unit is None or unit not in _AMBIGUOUS:
            return True
        return match.group("sp") == "" or _PUNCTUATION_AFTER.match(ctx.text, ctx.end) is not None

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        if match.group("per"):
            unit = "heures" if match.group("pu") == "h" else "jours"
            head = numbers.cardinal(int(match.group("per")), feminine=match.group("pu") == "h")
            return f"{head} {unit} sur {numbers.cardinal(int(match.group('pn')), feminine=match.group('pu') == 'h')}"
        unit = UNITS[match.group("u")]
        singular, plural = choose(unit.forms, rng)
        last = match.group("b") or match.group("a")
        words = []
        for part in (p for p in (match.group("a"), match.group("b")) if p):
            spoken = speak_number(part, rng, feminine=unit.feminine)
            if spoken is None:
                return None
            words.append(spoken)
        if match.group("u") == "m" and not match.group("b") and rng.random() < 0.4:
            body = _meters(match.group("a"), rng)
            if body:
                return body
        parsed = parse_number(last)
        if (not match.group("b") and parsed and not parsed[0] and parsed[2] == "5" and parsed[1] >= 1
                and " " not in plural and rng.random() < 0.2):
            half = "demie" if unit.feminine else "demi"  # "deux kilos et demi", "une heure et demie"
            noun = plural if parsed[1] >= 2 else singular
            return f"{numbers.cardinal(parsed[1], feminine=unit.feminine)} {noun} et {half}"
        return f"{' à '.join(words)} {plural if is_plural(last) else singular}"

    def sample(self, rng: random.Random) -> str:
        unit = rng.choice(sorted(u for u in UNITS if u not in _AMBIGUOUS))
        form = rng.randrange(4)
        if form == 0:
            return f"{rng.randint(2, 999)} {unit}"
        if form == 1:
            return f"{rng.randint(0, 99)},{rng.randint(1, 9)} {unit}"
        if form == 2:
            return f"1 {unit}"
        return f"{rng.randint(1, 9)}–{rng.randint(10, 20)} {unit}"
