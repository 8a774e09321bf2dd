"""Shared helpers of the generic entity classes: letter spelling, alternatives, renumbering."""

from __future__ import annotations

import random
import re

from denorm.data.base import Language


def missing_table(language: Language, cls_name: str, table: str) -> ValueError:
    """The error of a generic class built for a language that leaves one of its tables empty."""
    return ValueError(f"language {language.code!r}: entity class {cls_name!r} needs a non-empty "
                      f"`{type(language).__name__}.{table}` (declared on Language, empty by default)")


def spell(word: str, language: Language) -> str:
    """A letter run read letter by letter ("USB" -> "u s b").

    `Language.letter_names` maps letters to spoken names (e.g. Latin letters in a Cyrillic alphabet);
    a letter without an entry stands for itself.
    """
    names = language.letter_names
    out = []
    for ch in word:
        if ch.isdigit():
            out.append(language.digits(ch))
        else:
            low = ch.lower()
            out.append(names.get(ch, names.get(low, low)))
    return " ".join(out)


def choose(alternatives: tuple[str, ...] | list[str] | str, rng: random.Random | None) -> str:
    """One of the spoken alternatives (the first when no rng is given: deterministic reading)."""
    if isinstance(alternatives, str):
        return alternatives
    if not alternatives:
        return ""
    if rng is None or len(alternatives) == 1:
        return alternatives[0]
    return rng.choice(list(alternatives))


def renumber(written: str, rng: random.Random, *, thousands: str, decimal: str) -> str:
    """`written` with its numbers replaced by others of the same grammatical number and shape.

    An integer 1 stays 1 (it governs a singular: "1 Woche", "1 apple"); any other amount becomes
    another amount that is not 1, with as many digits, decimals and thousands separators ("5 km" ->
    "8 km", "2.500 €" -> "7.310 €", "0,5 %" -> "3,2 %"); the numbers of a range stay in ascending
    order ("5–10" -> "3–17"). Signs, units and currency signs are kept. For `sample_like` of the
    number classes, so that an augmentation swap keeps agreement with the words around the entity.
    """
    t, d = re.escape(thousands), re.escape(decimal)
    number = re.compile(rf"(?<![\d{t}{d}])\d{{1,3}}(?:{t}\d{{3}})+(?:{d}\d+)?(?!\d)"
                        rf"|(?<![\d{d}])\d+(?:{d}\d+)?(?!\d)")
    matches = list(number.finditer(written))
    new: dict[int, tuple[float, str]] = {}
    for i, m in enumerate(matches):
        whole, _, frac = m.group(0).partition(decimal)
        digits = whole.replace(thousands, "")
        if digits == "1" and not frac:
            continue
        n = len(digits)
        if n == 1:
            k = rng.randint(2, 9)
        elif digits[0] == "0":  # "05": a leading zero stays
            k = rng.randint(1, 10 ** (n - 1) - 1)
        else:
            k = rng.randint(10 ** (n - 1), 10 ** n - 1)
        out = f"{k:,}".replace(",", thousands) if thousands in whole else str(k).zfill(n)
        new_frac = "".join(str(rng.randint(0, 9)) for _ in frac)
        new[i] = (float(f"{k}.{new_frac or 0}"), out + (decimal + new_frac if frac else ""))
    if len(new) > 1:  # a range: keep the order of the values
        order = sorted(new)
        for i, value in zip(order, sorted(new.values()), strict=True):
            new[i] = value
    pieces, pos = [], 0
    for i, m in enumerate(matches):
        if i in new:
            pieces += [written[pos:m.start()], new[i][1]]
            pos = m.end()
    return "".join(pieces) + written[pos:]
