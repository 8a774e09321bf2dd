"""Russian ordinal class: "21-й", "21-го", "в 21-м веке", "1990-е", "5 класс" with agreement."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.languages.ru import grammar
from denorm.data.languages.ru.common import BEFORE
from denorm.data.languages.ru.numbers import cardinal, ordinal

_F_OBL = (("g", "f"), ("d", "f"), ("p", "f"), ("i", "f"))
_M = (("n", "m"), ("a", "m"))
_NEUT = (("n", "n"), ("a", "n"), ("n", "pl"), ("a", "pl"))
_GEN = (("g", "m"), ("g", "n"), ("a", "m"))
_DAT = (("d", "m"), ("d", "n"))
_LOC = (("p", "m"), ("p", "n"), ("i", "m"), ("i", "n"), ("d", "pl"))
_PL_GEN = (("g", "pl"), ("p", "pl"), ("a", "pl"))
#: Written ending after the hyphen -> the (case, gender or "pl") readings it allows, usual first.
SUFFIXES: dict[str, tuple[tuple[str, str], ...]] = {
    "й": _M + _F_OBL, "ый": _M, "ий": _M, "ой": _M + _F_OBL, "ей": _F_OBL, "ьей": _F_OBL,
    "я": (("n", "f"),), "ая": (("n", "f"),), "ья": (("n", "f"),),
    "ю": (("a", "f"),), "ую": (("a", "f"),), "ью": (("a", "f"),),
    "е": _NEUT, "ое": _NEUT, "ье": _NEUT, "ее": _NEUT,
    "ые": (("n", "pl"), ("a", "pl")), "ие": (("n", "pl"), ("a", "pl")), "ьи": (("n", "pl"), ("a", "pl")),
    "го": _GEN, "ого": _GEN, "его": _GEN, "ьего": _GEN,
    "му": _DAT, "ому": _DAT, "ему": _DAT, "ьему": _DAT,
    "м": _LOC, "ом": _LOC, "ем": _LOC, "ым": _LOC, "им": _LOC, "ьем": _LOC,
    "х": _PL_GEN, "ых": _PL_GEN, "их": _PL_GEN, "ьих": _PL_GEN,
    "ми": (("i", "pl"),), "ыми": (("i", "pl"),), "ими": (("i", "pl"),),
}
_ALL = tuple((c, g) for c in "ngdaip" for g in ("m", "f", "n", "pl"))
#: Nouns after a bare number that make it an ordinal: "21 век", "в 5 классе", "на 3 этаже".
ORDINAL_NOUNS = frozenset({"век", "класс", "этаж", "курс", "съезд", "созыв", "тысячелетие"})
_SUFFIX_RE = "|".join(sorted(SUFFIXES, key=len, reverse=True))


def cardinal_ending_only(n: int, suffix: str) -> bool:
    """True if `suffix` ends some case form of the cardinal n but no form of the ordinal."""
    if n > 10 ** 6:
        return False
    cardinals = {cardinal(n, c, g) for c in "ngdaip" for g in ("m", "f")}
    ordinals = {ordinal(n, c, g) for c in "ngdaip" for g in ("m", "f", "n", "pl")}
    return any(f.endswith(suffix) for f in cardinals) and not any(f.endswith(suffix) for f in ordinals)


def resolve(cands: tuple[tuple[str, str], ...], noun: tuple[grammar.NounReading, ...],
            allowed: tuple[str, ...] | None, plural_first: bool = False) -> tuple[str, str, bool]:
    """(case, gender or "pl", animate) of an ordinal: the noun's reading that the written ending
    allows, else the preposition's case, else the ending's usual reading."""
    for r in noun:
        key = "pl" if r.number == "pl" else r.gender
        for c, g in cands:
            if c == r.case and g == key and (allowed is None or c in allowed):
                return c, g, r.animate
    if allowed is None:  # the prepositional case needs a preposition: "пришёл 2-м" is instrumental
        cands = tuple(cg for cg in cands if cg[0] != "p") or cands
    if plural_first:
        cands = tuple(sorted(cands, key=lambda cg: cg[1] != "pl"))
    for c, g in cands:
        if allowed is None or c in allowed:
            return c, g, False
    return cands[0][0], cands[0][1], False


class RussianOrdinal(EntityClass):
    """Ordinals written with an ending ("21-й", "3-я", "5-го", "1990-х") or implied by the noun
    ("21 век", "на 3 этаже"). Case and gender come from the noun after it and the preposition
    before it, among the readings the written ending allows; "-х" and "-ми" on a number that is not
    a round decade are cardinal case endings ("2-х" = "двух") and are left to the cardinal class.
    """

    name = "ordinal"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 50
    pattern = re.compile(rf"{BEFORE}(\d{{1,9}})(?:\s?[-–]\s?({_SUFFIX_RE})(?![\w-])|(?=\s+(\w+)))")

    def find(self, text: str) -> list[re.Match[str]]:
        out = []
        for m in self.pattern.finditer(text):
            n, suffix, word = int(m.group(1)), m.group(2), m.group(3)
            if suffix is None:
                if not word or not self._implied(n, word):
                    continue
            elif suffix in ("х", "ми") and not (n >= 20 and n % 10 == 0) and not self._year_noun(text, m):
                continue
            elif cardinal_ending_only(n, suffix):
                continue  # "1-им", "8-ью": case endings of cardinals (одним, восемью)
            out.append(m)
        return out

    @staticmethod
    def _year_noun(text: str, m: re.Match[str]) -> bool:
        return bool(re.match(r"\s+год", text[m.end():]))

    @staticmethod
    def _implied(n: int, word: str) -> bool:
        readings = tuple(r for r in grammar.noun_readings(word.lower()) if r.lemma in ORDINAL_NOUNS)
        if not readings:
            return False
        if any(r.number == "pl" for r in readings):
            return False  # "5 классов": counted
        few = 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14
        return not (few and any(r.case == "g" for r in readings))

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        n, suffix = int(match.group(1)), match.group(2)
        noun = grammar.next_noun(ctx.right_words(3))
        prep = grammar.preposition(ctx.left_words(1))
        allowed = grammar.PREPOSITIONS.get(prep) if prep else None
        cands = SUFFIXES[suffix] if suffix else _ALL
        case, gender, animate = resolve(cands, noun, allowed, plural_first=not noun and n % 10 == 0 and n >= 20)
        return ordinal(n, case, gender, animate)

    def sample(self, rng: random.Random) -> str:
        """A bare number: templates write the ending ("на {ordinal}-м этаже")."""
        return str(rng.choice((rng.randint(1, 31), rng.randint(1, 120), rng.choice((1980, 1990, 2000)))))

    def sample_like(self, written: str, rng: random.Random) -> str:
        """Another ordinal with the same written ending ("21-го" -> "7-го"), so agreement holds."""
        m = re.fullmatch(r"\d+(.*)", written, re.S)
        return f"{rng.randint(1, 99)}{m.group(1)}" if m else self.sample(rng)
