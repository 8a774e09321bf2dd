"""Shared helpers of the generic entity classes: required language tables and letter spelling."""

from __future__ import annotations

import random
from typing import Any

from data_gen.base import Language


def require_table(language: Language, attr: str, cls_name: str, kind: str) -> Any:
    """`language.<attr>`, or a ValueError that names the language, the class and the table."""
    table = getattr(language, attr, None)
    code = getattr(language, "code", type(language).__name__)
    if table is None:
        raise ValueError(f"language {code!r}: entity class {cls_name!r} needs the table "
                         f"`{type(language).__name__}.{attr}: {kind}`, which is missing")
    if not table and kind.startswith("dict"):
        raise ValueError(f"language {code!r}: entity class {cls_name!r} needs a non-empty "
                         f"`{attr}` table")
    return table


def spell(word: str, language: Language) -> str:
    """A letter run read letter by letter ("USB" -> "u s b").

    A language may map letters to spoken names with an optional `letter_names: dict[str, str]`
    (e.g. Latin letters in a Cyrillic alphabet); otherwise each letter stands for itself.
    """
    names: dict[str, str] = getattr(language, "letter_names", None) or {}
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
