"""Russian time class: "16:30" -> "шестнадцать тридцать" / "шестнадцать часов тридцать минут"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.languages.ru import grammar
from denorm.data.languages.ru.numbers import cardinal

#: Case of a time by preposition ("с 9:00" -> "с девяти", "к 9:30" -> "к девяти тридцати").
TIME_CASES: dict[str, str] = {
    "с": "g", "со": "g", "до": "g", "от": "g", "после": "g", "около": "g", "из": "g", "начиная": "g",
    "для": "g", "без": "g", "кроме": "g", "вплоть": "g", "к": "d", "ко": "d", "в": "a", "во": "a",
    "на": "a", "по": "a", "за": "a", "через": "a", "между": "i", "перед": "i", "над": "i",
}
#: Prepositions after which "16.30" (dot) is a time rather than a decimal or version.
_DOT_PREPS = frozenset({"в", "с", "до", "к", "около", "после", "от"})
_TIME = re.compile(r"(?<![\w.,:/])([01]?\d|2[0-4])([:.])([0-5]\d)(?::([0-5]\d))?(?![\w]|[.,:]\d)")
#: "9:00–18:00": read "с девяти до восемнадцати" (or both in the nominative).
_RANGE = re.compile(r"(?<![\w.,:/])([01]?\d|2[0-3]):([0-5]\d)\s?[–—-]\s?([01]?\d|2[0-4]):([0-5]\d)(?![\w]|[.,:]\d)")


#: Genitive ordinals of the hour being counted towards: "половина пятого" is 4:30 ("half of the fifth").
_NEXT_HOUR_GEN = ("первого", "второго", "третьего", "четвёртого", "пятого", "шестого", "седьмого",
                  "восьмого", "девятого", "десятого", "одиннадцатого", "двенадцатого")
#: Share of 12-hour quarter times (H:15, H:30, H:45, H from 1 to 12) read colloquially.
COLLOQUIAL_SHARE = 0.25


def colloquial(h: int, m: int, case: str) -> str | None:
    """"четверть пятого" (4:15), "половина пятого" / "в половине пятого" (4:30), "без четверти пять"
    (4:45), for 1 <= h <= 12 in the nominative or after "в" (case "a"); None otherwise."""
    if not 1 <= h <= 12 or m not in (15, 30, 45) or case not in "na":
        return None
    nxt = h % 12 + 1
    if m == 15:
        return f"четверть {_NEXT_HOUR_GEN[nxt - 1]}"
    if m == 30:
        return f"{'половине' if case == 'a' else 'половина'} {_NEXT_HOUR_GEN[nxt - 1]}"
    return None if case == "a" else f"без четверти {'час' if nxt == 1 else cardinal(nxt)}"


def _hours(h: int, case: str, rng: random.Random) -> str:
    """"H часов" with agreement; 1 o'clock is "час" as often as "один час"."""
    noun = grammar.counted("час", h, case)
    if h == 1 and rng.random() < 0.5:
        return noun
    return f"{cardinal(h, case)} {noun}"


class RussianTime(EntityClass):
    """Clock times HH:MM[:SS] (HH.MM only after a preposition such as "в").

    Readings: "шестнадцать тридцать" (minutes 01-09 as "ноль пять"), "шестнадцать часов тридцать
    минут", quarter hours of a 12-hour clock colloquially ("в половине пятого", "четверть пятого",
    "без четверти пять"), and for full hours "девять ноль ноль" / "девять часов" / "девять". The preposition sets
    the case ("с 9:30" -> "с девяти тридцати", "к 10:00" -> "к десяти часам").
    """

    name = "time"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 75
    pattern = _TIME

    def find(self, text: str) -> list[re.Match[str]]:
        out = []
        for m in self.pattern.finditer(text):
            if m.group(2) == ".":
                left = Context(text, m.start(), m.end()).left_words(1)
                if not left or left[-1] not in _DOT_PREPS or m.group(4):
                    continue
            if int(m.group(1)) == 24 and m.group(3) != "00":
                continue
            out.append(m)
        return out + list(_RANGE.finditer(text))

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        left = ctx.left_words(1)
        case = TIME_CASES.get(left[-1], "n") if left else "n"
        if match.re is _RANGE:
            h1, m1, h2, m2 = (int(g) for g in match.groups())
            if case == "n" and rng.random() < 0.7:
                return f"с {self.speak(h1, m1, None, 'g', rng)} до {self.speak(h2, m2, None, 'g', rng)}"
            return f"{self.speak(h1, m1, None, case, rng)} {self.speak(h2, m2, None, case, rng)}"
        ss = match.group(4)
        said = colloquial(int(match.group(1)), int(match.group(3)), case) if not ss else None
        if said is not None and rng.random() < COLLOQUIAL_SHARE:
            return said
        return self.speak(int(match.group(1)), int(match.group(3)), int(ss) if ss else None, case, rng)

    @staticmethod
    def speak(h: int, m: int, s: int | None, case: str, rng: random.Random) -> str:
        """One clock time in words, in a case."""
        nom = case in "na"
        style = rng.random()
        if s is not None:
            return (f"{_hours(h, case, rng)} {cardinal(m, case, 'f')} {grammar.counted('минута', m, case)} "
                    f"{cardinal(s, case, 'f')} {grammar.counted('секунда', s, case)}")
        if m == 0:
            if style < 0.3 and (nom or style < 0.1):
                return f"{cardinal(h, case)} ноль ноль"
            if style < 0.7:
                return _hours(h, case, rng)
            return grammar.counted("час", 1, case) if h == 1 else cardinal(h, case)
        if style < 0.6:
            if m < 10:  # "два ноль три", "около двух ноль трех": never "двух трех", which says "two or three"
                return f"{cardinal(h, case)} ноль {cardinal(m) if nom else cardinal(m, case, 'f')}"
            return f"{cardinal(h, case)} {cardinal(m, case, 'f')}"
        return f"{_hours(h, case, rng)} {cardinal(m, case, 'f')} {grammar.counted('минута', m, case)}"

    def sample(self, rng: random.Random) -> str:
        h, m = rng.randint(0, 23), rng.choice((0, 0, 15, 30, 45, rng.randint(0, 59)))
        return f"{h}:{m:02d}" if rng.random() < 0.5 else f"{h:02d}:{m:02d}"
