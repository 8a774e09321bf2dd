"""English symbol class: the generic table lookup plus context for "/" ("his/her") and "<...>"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.symbol import Symbol

#: "his/her", "yes/no": a slash between two words (not in a path) may be read "or".
_WORD_SLASH_WORD = re.compile(r"(?<![\w/.~])[A-Za-z]+/[A-Za-z]+(?![\w/])")
#: "$10/month", "5/day", "$20/hr": a slash before a unit of time or count is "per" / "a".
_PER = re.compile(r"/(?:month|mo|year|yr|day|week|wk|hour|hr|night|person|user|seat|head|unit|piece|item"
                  r"|page|visit|kg|lb|license|minute|min|second|sec)\b")
#: "<F1>", "<Esc>", "<name>": angle brackets around a token are not "less than" / "greater than".
_ANGLE_BRACKETS = re.compile(r"<[^<>\s]+>")


class EnglishSymbol(Symbol):
    """`English.symbols` looked up, with context: "/" between two words is "slash" or "or"
    ("his/her"), "per" / "a" before a unit ("$10/month"); "<" and ">" around a token ("<F1>") are
    brackets and not read; "~" before a number is "about" / "approximately", else "tilde"."""

    def find(self, text: str) -> list[re.Match[str]]:
        matches = super().find(text)
        if "<" not in text:
            return matches
        brackets = {i for m in _ANGLE_BRACKETS.finditer(text) for i in (m.start(), m.end() - 1)}
        return [m for m in matches if m.start() not in brackets]

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        per = _PER.match(ctx.text, ctx.start)
        if per and ctx.text[ctx.start - 1:ctx.start].isalnum():
            if rng.random() < 0.5:
                return "per"
            return "an" if per.group(0) in ("/hour", "/hr") else "a"
        if match.group(0) == "/":
            between_words = any(m.start() < ctx.start < m.end() for m in _WORD_SLASH_WORD.finditer(ctx.text))
            return "or" if between_words and rng.random() < 0.5 else "slash"
        if match.group(0) == "~" and ctx.text[ctx.end:ctx.end + 2].strip()[:1].isdigit():
            return "about" if rng.random() < 0.5 else "approximately"  # "~5 min"
        return super().verbalize(match, ctx, rng)
