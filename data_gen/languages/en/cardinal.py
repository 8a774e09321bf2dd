"""English cardinal class: every remaining digit run ("2,500", "-3", "10-20") in words."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.common import renumber
from denorm.data.languages.en.numbers import (
    MINUS,
    NUMBER,
    SCALE_SUFFIX,
    SCALE_WORDS,
    EnglishDigitClass,
    amount,
    digits,
    weighted,
)

#: Words that join the two ends of a range ("10-20" -> "ten to twenty").
RANGE_WORDS = (("to", 0.8), ("through", 0.1), ("", 0.1))


def range_word(rng: random.Random | None) -> str:
    """ "to" / "through" / nothing (just a pause) between the ends of a range."""
    word = weighted(rng, RANGE_WORDS)
    return f" {word} " if word else " "


RUNS = re.compile(r"\d+")


class EnglishCardinal(EnglishDigitClass):
    """Integers in words, American or British ("one hundred (and) five", "twenty five hundred"),
    sometimes in pairs ("seven forty seven"); ranges ("ten to twenty"), dimensions ("1920x1080" ->
    "nineteen twenty by ten eighty"), "100s" -> "hundreds", hex literals ("0x7f" -> "zero x seven f").

    Catches every digit run no other class took (lowest digit priority), so no digit survives in a
    spoken line; leading zeros and runs over 15 digits are read digit by digit.
    """

    name = "cardinal"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 10
    pattern = re.compile(r"(?P<hex>(?<![\w.,])[-−]?0[xX][0-9A-Fa-f]+(?![\w]))"
                         rf"|(?P<plural>(?<![\w.,])(?:100|1,?000)s(?![\w']))"
                         rf"|(?P<a>{MINUS}?{NUMBER})(?:(?<=\d)\s?[-–]\s?(?P<b>{NUMBER})(?![\d.,]\d)"
                         rf"|(?<![^\d]0)\s?[x×]\s?(?P<by>[1-9]\d*)(?![\w]|[.,]\d)|{SCALE_SUFFIX})?"
                         r"|\d+")

    def find(self, text: str) -> list[re.Match[str]]:
        # Every digit run is also a candidate on its own: when a class of higher priority takes part
        # of a compound match ("and 1920 x 1080": year 1920), the other runs are still read.
        out = super().find(text)
        return out + list(RUNS.finditer(text)) if out else out

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        code = self.language.label_reading(ctx, match.group(0), rng)  # "account number 456789", "room 406"
        if code is not None:
            return code
        if match.re is RUNS:
            return amount(match.group(0), rng)
        if match.group("hex"):  # 0x7f -> "zero x seven f"
            sign, _, value = match.group("hex").rpartition("0x" if "0x" in match.group("hex") else "0X")
            return ("minus " if sign else "") + "zero x " + " ".join(
                digits(ch) if ch.isdigit() else ch.lower() for ch in value)
        if match.group("plural"):
            return "hundreds" if match.group("plural").startswith("100s") else "thousands"
        first = match.group("a")
        if first is None:
            return amount(match.group(0), rng)
        words = amount(first, rng)
        if match.group("b"):
            words += range_word(rng) + amount(match.group("b"), rng)
        elif match.group("scale"):  # "10K users"
            words += " " + weighted(rng, SCALE_WORDS[match.group("scale")])
        elif match.group("by"):
            times = "×" in match.group(0) and rng.random() < 0.5  # "3 × 4": "three times four"
            words += (" times " if times else " by ") + amount(match.group("by"), rng)
        return words

    def sample_like(self, written: str, rng: random.Random) -> str:
        """Another number for an augmentation swap: "1 apple" keeps its 1 ("5 apple" would be wrong),
        other amounts become other plural amounts of the same shape ("12" -> "47", "1,500" -> "3,208").
        Money and measures need no such care: their units are part of the entity ("$1", "1 km")."""
        return renumber(written, rng, thousands=",", decimal=".")

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(6)
        if form == 0:
            return str(rng.randint(2, 20))
        if form == 1:
            return str(rng.randint(21, 999))
        if form == 2:
            return f"{rng.randint(1000, 999_999):,}"
        if form == 3:
            return str(rng.randint(1000, 9999))
        if form == 4:
            lo = rng.randint(1, 50)
            return f"{lo}-{lo + rng.randint(1, 50)}"
        return f"{rng.randint(1, 999) * 1000:,}"
