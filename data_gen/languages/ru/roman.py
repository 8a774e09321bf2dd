"""Russian roman-numeral class: "XXI век", "в XXI веке", "Пётр I", "Николаю II", "глава IV", "XX в."."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.entities.roman import parse_roman, to_roman
from denorm.data.languages.ru import grammar
from denorm.data.languages.ru.numbers import ordinal
from denorm.data.languages.ru.year import abbreviation_case

#: Nouns after a roman numeral that make it an ordinal: "XXI век", "II степени", "I квартал".
RIGHT_NOUNS = frozenset({"век", "тысячелетие", "столетие", "съезд", "созыв", "квартал", "степень",
                         "категория", "группа", "разряд", "класс", "тысячелетия", "полугодие", "чемпионат",
                         "олимпиада", "конференция", "фестиваль", "форум", "симпозиум", "том", "глава"})
#: Nouns before a roman numeral that it agrees with: "глава IV" -> "глава четвёртая".
LEFT_NOUNS = frozenset({"глава", "часть", "том", "раздел", "приложение", "акт", "сезон", "уровень",
                        "этап", "книга", "серия", "эпизод", "фаза", "пункт", "статья", "класс",
                        "категория", "степень", "группа", "тур", "турнир", "созыв", "съезд", "век"})
#: "в." and "вв." after a numeral: век in the case the preposition gives.
CENTURY = {"sg": {"n": "век", "g": "века", "d": "веку", "a": "век", "i": "веком", "p": "веке"},
           "pl": {"n": "века", "g": "веков", "d": "векам", "a": "века", "i": "веками", "p": "веках"}}
_R = r"[IVXLCDM]{1,7}"
ROMAN_PATTERN = re.compile(rf"(?<![\w-])({_R})(?:\s?[–—-]\s?({_R}))?(?:\s?(вв?\.)|(?![\w-]))")
_NAMES = ("Пётр", "Екатерина", "Николай", "Александр", "Иван", "Людовик", "Карл", "Генрих", "Елизавета")


class RussianRoman(EntityClass):
    """Roman numerals read as ordinals where the context makes them numerals: before a century or
    similar noun (agreeing with it: "в XXI веке" -> "в двадцать первом веке") or "в."/"вв."
    (expanded: "XX в." -> "двадцатый век"), after a capitalized name ("Пётр I" -> "пётр первый",
    "Николаю II" -> "николаю второму", animate accusative "Петра I" -> "петра первого") or after a
    noun such as "глава" ("в главе IV" -> "в главе четвёртой"). Elsewhere ("CD", "I") they are left
    to the acronym class.
    """

    name = "roman"
    priority = 52
    pattern = ROMAN_PATTERN

    def find(self, text: str) -> list[re.Match[str]]:
        out = []
        for m in self.pattern.finditer(text):
            if parse_roman(m.group(1)) is None or (m.group(2) and parse_roman(m.group(2)) is None):
                continue
            ctx = Context(text, m.start(), m.end())
            if m.group(3) or self._right(ctx) or self._left(ctx, m.group(1)) is not None:
                out.append(m)
        return out

    @staticmethod
    def _right(ctx: Context) -> tuple[grammar.NounReading, ...]:
        right = ctx.right_words(1)
        if not right:
            return ()
        readings = grammar.noun_readings(right[0])
        return readings if readings and readings[0].lemma in RIGHT_NOUNS else ()

    @staticmethod
    def _left(ctx: Context, numeral: str) -> tuple[grammar.NounReading, ...] | None:
        """Readings of the noun before the numeral it agrees with; () for a Latin-script name."""
        m = re.search(r"([^\W\d_]+)\s$", ctx.text[: ctx.start])
        if not m:
            return None
        word = m.group(1)
        if re.fullmatch(r"[A-Za-z]+", word):
            return () if word[0].isupper() and len(numeral) > 1 else None
        readings = grammar.noun_readings(word)
        nouns = tuple(r for r in grammar.noun_readings(word, strict=False) if r.lemma in LEFT_NOUNS)
        if nouns:  # "глава IV": the chapter, not the head of something
            return tuple(sorted(nouns, key=lambda r: r.animate))
        if word[0].isupper() and any(r.name for r in readings):
            return tuple(r for r in readings if r.name)
        return None

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        numerals = [parse_roman(g) for g in match.groups()[:2] if g]
        abbr = match.group(3)
        left = ctx.left_words(1)
        prep = left[-1] if left and left[-1] in grammar.PREPOSITIONS else None
        animate = False
        tail = ""
        if abbr:
            case = abbreviation_case(left)
            gender = "m"
            tail = CENTURY["pl" if abbr == "вв." else "sg"][case]
        elif right := self._right(ctx):
            r = grammar.pick(right, grammar.PREPOSITIONS.get(prep or "")) or right[0]
            case, gender = r.case, r.gender
        else:
            readings = self._left(ctx, match.group(1)) or ()
            r = readings[0] if readings else None
            case, gender, animate = (r.case, r.gender, r.animate) if r else ("n", "m", False)
            if r and r.number == "pl":
                gender = "pl"
        words = " ".join(ordinal(n, case, gender, animate) for n in numerals if n)
        return f"{words} {tail}".strip()

    def sample(self, rng: random.Random) -> str:
        """A bare numeral: templates give the context that makes it one ("в {roman} веке")."""
        return to_roman(rng.randint(1, 21) if rng.random() < 0.7 else rng.randint(1, 40))
