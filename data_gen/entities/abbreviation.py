"""Abbreviation class: written abbreviations ("z. B.", "Dr.", "etc.") expanded from a language table."""

from __future__ import annotations

import random
import re

from data_gen.base import Context, EntityClass, Language
from data_gen.entities.common import choose, require_table


def _key(written: str) -> str:
    """Lookup key of an abbreviation: internal spaces removed ("z. B." and "z.B." are one entry)."""
    return re.sub(r"\s+", "", written)


class AbbreviationClass(EntityClass):
    """Reads `language.abbreviations: dict[str, tuple[str, ...]]` (written -> spoken alternatives).

    Matching is case-sensitive and on word boundaries; a space inside an entry is optional in the
    text, so the entry "z. B." matches "z. B." and "z.B.".
    """

    name = "abbreviation"
    priority = 40

    def __init__(self, language: Language) -> None:
        super().__init__(language)
        table = require_table(language, "abbreviations", self.name, "dict[str, tuple[str, ...]]")
        self.table: dict[str, tuple[str, ...]] = {}
        self.written: list[str] = []
        for written, spoken in table.items():
            if not written.strip():
                continue
            alternatives = (spoken,) if isinstance(spoken, str) else tuple(spoken)
            key = _key(written)
            self.table[key] = self.table.get(key, ()) + tuple(a for a in alternatives
                                                             if a not in self.table.get(key, ()))
            self.written.append(written.strip())
        parts = []
        for written in sorted(self.written, key=lambda w: (-len(_key(w)), w)):
            body = r"\s?".join(re.escape(piece) for piece in written.split())
            tail = r"(?!\w)" if re.match(r"\w", written[-1]) else ""
            head = r"(?<!\w)" if re.match(r"\w", written[0]) else ""
            parts.append(f"{head}{body}{tail}")
        self.pattern = re.compile("|".join(parts))

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        alternatives = self.table.get(_key(match.group(0)))
        return choose(alternatives, rng) if alternatives else None

    def sample(self, rng: random.Random) -> str:
        return rng.choice(sorted(self.written))
