"""Symbol class: single characters such as & + @ # § / read from the language's `symbols` table."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass, Language
from denorm.data.entities.common import choose, missing_table

#: Separators of menu paths ("Datei > Öffnen"): not verbalized there (see Symbol). An arrow
#: is said ("файл стрелка сохранить"), so "→" is not one of them.
MENU_SEPARATORS = frozenset({">"})
_LAST_CHAR = re.compile(r"(\S)\s*$")
_NEXT_CHAR = re.compile(r"\s*(\S)")


def menu_step(text: str, start: int, end: int) -> bool:
    """Whether the separator at text[start:end] joins two menu items: a letter (or a closing
    quote/bracket) before it and a capitalized word after it ("Extras > Optionen", not "a > b")."""
    before = _LAST_CHAR.search(text, 0, start)
    after = _NEXT_CHAR.match(text, end)
    return (before is not None and after is not None
            and (before.group(1).isalpha() or before.group(1) in "\"'»“”)")
            and after.group(1).isupper())


class Symbol(EntityClass):
    """Reads `Language.symbols` (written symbol -> spoken alternatives).

    `Language.standalone_symbols` (may be empty): symbols of the table that count only when
    standing alone, with whitespace or the start/end of the line on both sides ("a * b", not the
    gender star of "Lehrer*innen"; "x > 5", not "a>b" in code).

    Menu paths stay unverbalized: a ">" between a word and a capitalized word ("Datei > Öffnen",
    "File > Save As") is not matched, so the spoken side has just the item names, as a
    speaker reads a menu path ("datei öffnen") and the model learns to write the separator back.
    """

    name = "symbol"
    priority = 5

    def __init__(self, language: Language) -> None:
        super().__init__(language)
        if not language.symbols:
            raise missing_table(language, self.name, "symbols")
        self.table: dict[str, tuple[str, ...]] = {k: tuple(v) for k, v in language.symbols.items() if k}
        self.standalone: frozenset[str] = frozenset(language.standalone_symbols)
        unknown = sorted(self.standalone - set(self.table))
        if unknown:
            raise ValueError(f"language {language.code!r}: `standalone_symbols` {unknown} are not in `symbols`")
        keys = sorted(self.table, key=len, reverse=True)
        self.pattern = re.compile("|".join(rf"(?<!\S){re.escape(k)}(?!\S)" if k in self.standalone
                                           else re.escape(k) for k in keys))

    def find(self, text: str) -> list[re.Match[str]]:
        return [m for m in self.pattern.finditer(text)
                if m.group(0) not in MENU_SEPARATORS or not menu_step(text, m.start(), m.end())]

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        alternatives = self.table.get(match.group(0))
        return choose(alternatives, rng) if alternatives else None

    def sample(self, rng: random.Random) -> str:
        return rng.choice(sorted(self.table))
