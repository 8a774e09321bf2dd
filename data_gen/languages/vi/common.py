"""Shared pieces of the Vietnamese entity classes: written number syntax, spoken amounts, scale words."""

from __future__ import annotations

import random
import re
from dataclasses import replace

from denorm.data.base import Context, EntityClass
from denorm.data.entities.common import choose, renumber
from denorm.data.languages.vi import numbers

#: An integer: groups of three joined by dots (the Vietnamese thousands separator: "25.000"), by a
#: (narrow) no-break space or a space ("25 000"), by commas when there are at least two of them
#: ("1,500,000": never a decimal), or plain digits.
INT = (r"(?:\d{1,3}(?:\.\d{3})+(?![\d]|,\d{3}\b)|\d{1,3}(?:[\u00a0\u202f ]\d{3})+(?!\d|[.,]\d)"
       r"|\d{1,3}(?:,\d{3}){2,}(?!\d|[,.]\d)|\d+)")
#: A decimal: with the Vietnamese decimal comma ("3,5", "1.234,56"), or with a point as English and
#: software texts write it ("3.5", "0.25"; never three digits after the point: "2.500" is 2500).
DEC = r"(?:(?:\d{1,3}(?:\.\d{3})+|\d+),\d+|\d+\.(?:\d{1,2}|\d{4,})(?![\d.]))"
#: A signed integer or decimal.
NUMBER = rf"(?:(?<![\w.,)\]])[-−](?=\d))?(?:{DEC}|{INT})"
#: A range joiner: 5-10, 5–10, 5 - 10.
RANGE_JOIN = r"\s?[–—-]\s?"
#: Scale words after a number ("1,5 triệu", "3 tỷ", "5tr", "25k") -> how they are said (a list: drawn).
SCALES: dict[str, tuple[str, ...]] = {
    "nghìn": ("nghìn",), "ngàn": ("ngàn",), "triệu": ("triệu",), "tỷ": ("tỷ",), "tỉ": ("tỉ",),
    "tr": ("triệu",), "tr.": ("triệu",), "k": ("nghìn", "ngàn"), "K": ("nghìn", "ngàn"),
}
SCALE_VALUES: dict[str, int] = {"nghìn": 10**3, "ngàn": 10**3, "triệu": 10**6, "tỷ": 10**9, "tỉ": 10**9,
                                "tr": 10**6, "tr.": 10**6, "k": 10**3, "K": 10**3}
#: A scale word after a number; "k" and "tr" only glued to it or after a space ("25k", "5 tr").
SCALE = r"(?:\s?(?:nghìn|ngàn|triệu|tỷ|tỉ)(?!\w)|\s?tr\.?(?!\w)|[kK](?!\w))"


def parse_number(text: str) -> tuple[bool, int, str] | None:
    """(negative, integer part, digits after the decimal separator) of a written number, None if it is not
    one: "25.000" (25000, ""), "3,5" (3, "5"), "1.234,56", "1,500,000", "0.25" (0, "25")."""
    s = text.strip().replace("\u00a0", " ").replace("\u202f", " ")
    neg = s[:1] in "-−"
    if neg:
        s = s[1:]
    if re.fullmatch(r"\d{1,3}(?:,\d{3}){2,}", s):
        return neg, int(s.replace(",", "")), ""
    if "," in s:
        whole, _, frac = s.partition(",")
        whole = whole.replace(".", "").replace(" ", "")
    elif re.fullmatch(r"\d{1,3}(?:[. ]\d{3})+", s):
        whole, frac = re.sub(r"[. ]", "", s), ""
    else:
        whole, _, frac = s.partition(".")
    if not whole.isdigit() or (frac and not frac.isdigit()):
        return None
    return neg, int(whole), frac


def speak_number(text: str, rng: random.Random | None, reading: numbers.Reading | None = None) -> str | None:
    """A written number in words: "25.000" -> "hai mươi lăm nghìn", "3,5" -> "ba phẩy năm", "-5" -> "âm
    năm"; an integer with a leading zero ("007") digit by digit. None if `text` is not a number."""
    parsed = parse_number(text)
    if parsed is None:
        return None
    neg, whole, frac = parsed
    sign = "âm " if neg else ""
    r = reading if reading is not None else numbers.draw(rng)
    if frac:
        return sign + numbers.decimal(whole, frac, rng, r)
    digits = re.sub(r"\D", "", text)
    if len(digits) > 1 and digits[0] == "0":
        return sign + numbers.digits(digits)
    return sign + numbers.cardinal(whole, reading=r)


def speak_scaled(text: str, scale: str, rng: random.Random, reading: numbers.Reading | None = None) -> str | None:
    """A number with a scale word ("1,5 triệu", "3 tỷ", "25k"): "một phẩy năm triệu", or as speakers say
    amounts: the whole value ("một triệu năm trăm nghìn"), a half ("một triệu rưỡi"), or one digit after
    the scale word ("hai tỷ ba" for 2,3 tỷ). None if `text` is not a number."""
    parsed = parse_number(text)
    if parsed is None:
        return None
    neg, whole, frac = parsed
    r = reading if reading is not None else numbers.draw(rng)
    word = choose(SCALES[scale], rng)
    if word in ("tỷ", "tỉ"):
        r = replace(r, billion=word)
    elif word in ("nghìn", "ngàn"):
        r = replace(r, thousand=word)
    if frac and not neg and 0 < whole < 1000 and len(frac) <= 3:
        x = rng.random()
        if frac == "5" and x < 0.3:
            return f"{numbers.cardinal(whole, reading=r)} {word} rưỡi"
        if x < 0.45:
            value = SCALE_VALUES[scale]
            return numbers.cardinal(whole * value + int(frac) * value // 10 ** len(frac), reading=r)
        if x < 0.55 and len(frac) == 1 and frac != "5":  # "hai tỷ ba"; a half is "rưỡi"
            return f"{numbers.cardinal(whole, reading=r)} {word} {numbers.UNITS[int(frac)]}"
    said = speak_number(text, rng, r)
    return None if said is None else f"{said} {word}"


def decline(cls: EntityClass, reason: str) -> None:
    """Count a refusal on the language (`Language.declined`), so refusals are visible, never silent."""
    cls.language.declined[f"{cls.name}:{reason}"] += 1


class VietnameseEntityClass(EntityClass):
    """An entity class that filters its matches with `accepts` (context checks) before selection, so a
    refused match leaves its span to the next class (declining in `verbalize` would lose it)."""

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        return True

    def find(self, text: str) -> list[re.Match[str]]:
        return [m for m in self.pattern.finditer(text) if self.accepts(m, Context(text, m.start(), m.end()))]


class SameShapeSample:
    """Mixin of the number classes: `sample_like` gives another amount written the same way ("25.000 đ" ->
    "73.410 đ", "3,5 kg" -> "7,2 kg"); Vietnamese nouns do not agree with numbers, the shape is kept for the
    look of the text."""

    def sample_like(self, written: str, rng: random.Random) -> str:
        return renumber(written, rng, thousands=".", decimal=",")
