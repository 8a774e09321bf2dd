"""Symbol class: single characters such as & + @ # § / read from the language's `symbols` table."""

from __future__ import annotations

import random
import re

from data_gen.base import Context, EntityClass, Language
from data_gen.entities.common import choose, require_table


class SymbolClass(EntityClass):
    """Reads `language.symbols: dict[str, tuple[str, ...]]` (written symbol -> spoken alternatives)."""

    name = "symbol"
    priority = 5

    def __init__(self, language: Language) -> None:
        super().__init__(language)
        table = require_table(language, "symbols", self.name, "dict[str, tuple[str, ...]]")
        self.table: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in table.items() if k}
        keys = sorted(self.table, key=len, reverse=True)
        self.pattern = re.compile("|".join(re.escape(k) for k in keys))

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        alternatives = self.table.get(match.group(0))
        return choose(alternatives, rng) if alternatives else None

    def sample(self, rng: random.Random) -> str:
        return rng.choice(sorted(self.table))
