"""Russian date class: "20 мая 2002 года", "9 ноября 2009 г.", "09.11.2009", "2009-11-09", "5–7 мая"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.languages.ru.common import BEFORE, MONTH_RE, MONTHS_GEN
from denorm.data.languages.ru.numbers import ordinal
from denorm.data.languages.ru.year import year_words

#: Case of the day number by preposition ("с 5 мая" -> "с пятого мая", "к 5 мая" -> "к пятому").
DAY_CASES: dict[str, str] = {
    "с": "g", "со": "g", "до": "g", "от": "g", "после": "g", "около": "g", "из": "g", "начиная": "g",
    "накануне": "g", "для": "g", "без": "g", "кроме": "g", "вплоть": "g", "к": "d", "ко": "d",
    "на": "a", "по": "a", "за": "a", "через": "a", "про": "a", "о": "p", "об": "p", "между": "i",
    "перед": "i", "над": "i",
}
#: Words after which the date is the nominative subject or predicate ("Сегодня 20 мая").
NOMINATIVE_CUES = frozenset({"сегодня", "завтра", "вчера", "послезавтра", "позавчера", "это", "был",
                             "была", "было", "будет", "наступило", "наступит", "является", "дата",
                             "число", "срок", "день", "праздник", "—", "тире"})
_TEXT_DATE = re.compile(
    rf"(?<![\w.,:/-])(\d{{1,2}})(?:\s?[–—-]\s?(\d{{1,2}})|\s+(по|до|и)\s+(\d{{1,2}}))?\s+({MONTH_RE})"
    r"(?:\s+(\d{4})(?:\s?(г\.|года|году|год)(?![\w]))?)?(?![\w])")
_DOT_DATE = re.compile(rf"{BEFORE}(\d{{1,2}})\.(\d{{1,2}})\.(\d{{4}})(?:\s?(г\.|года)(?![\w]))?(?![\w]|[.,]\d)")
_ISO_DATE = re.compile(rf"{BEFORE}(\d{{4}})-(\d{{2}})-(\d{{2}})(?![\w]|[.,:-]\d)")


def day_case(ctx: Context) -> str:
    """Case of the day: the preposition's, nominative after a cue word, before a dash or colon,
    or when the date stands alone; otherwise genitive, the adverbial "when" reading
    ("Встреча состоится 20 мая" -> "двадцатого мая")."""
    left = ctx.left_words(1)
    if left and left[-1] in DAY_CASES:
        return DAY_CASES[left[-1]]
    if left and left[-1] in NOMINATIVE_CUES:
        return "n"
    rest = ctx.text[ctx.end:]
    if re.match(r"\s*[—–:]", rest) or re.match(r"\s*-\s", rest):
        return "n"
    before = ctx.text[: ctx.start].rstrip()
    if before.endswith(("—", ":", "–")):
        return "n"
    if ctx.sentence_initial and not re.search(r"\w", rest):
        return "n"
    return "g"


class RussianDate(EntityClass):
    """Day ordinal (neuter, agreeing with "число") + month genitive + year genitive + "года".

    The day is genitive by default, nominative as subject ("Сегодня 20 мая" -> "двадцатое мая"),
    and takes its preposition's case ("к 20 мая" -> "к двадцатому мая"). A year without "года" gets
    it spoken half of the time. "5–7 мая" -> "с пятого по седьмое мая".
    """

    name = "date"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 80

    def find(self, text: str) -> list[re.Match[str]]:
        out = []
        for pattern in (_TEXT_DATE, _DOT_DATE, _ISO_DATE):
            for m in pattern.finditer(text):
                day, month = self._day_month(m)
                second = m.re is _TEXT_DATE and (m.group(2) or m.group(4))
                if 1 <= day <= 31 and 1 <= month <= 12 and (not second or day < int(second) <= 31):
                    out.append(m)
        return out

    @staticmethod
    def _day_month(m: re.Match[str]) -> tuple[int, int]:
        if m.re is _TEXT_DATE:
            return int(m.group(1)), MONTHS_GEN.index(m.group(5)) + 1
        if m.re is _DOT_DATE:
            return int(m.group(1)), int(m.group(2))
        return int(m.group(3)), int(m.group(2))

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        day, month = self._day_month(match)
        case = day_case(ctx)
        if match.re is _TEXT_DATE:
            year, ynoun = match.group(6), match.group(7)
            d2 = match.group(2) or match.group(4)
            days = ordinal(day, case, "n")
            if d2:
                conj = match.group(3)
                second = int(d2)
                if conj == "по":
                    days += " по " + ordinal(second, "a", "n")
                elif conj == "до":
                    days += " до " + ordinal(second, "g", "n")
                elif conj == "и":
                    days += " и " + ordinal(second, case, "n")
                elif case == "g" and not ctx.left_words(1)[-1:] == ["с"] and rng.random() < 0.7:
                    days = f"с {days} по {ordinal(second, 'a', 'n')}"
                else:
                    days += " " + ordinal(second, case, "n")
        elif match.re is _DOT_DATE:
            year, ynoun = match.group(3), match.group(4)
            days = ordinal(day, case, "n")
        else:
            year, ynoun = match.group(1), None
            days = ordinal(day, case, "n")
        out = f"{days} {MONTHS_GEN[month - 1]}"
        if year:
            out += " " + year_words(int(year), "g")
            if ynoun or rng.random() < 0.5:
                out += " года"
        return out

    def sample(self, rng: random.Random) -> str:
        d, m, y = rng.randint(1, 28), rng.randint(1, 12), rng.randint(1950, 2030)
        form = rng.random()
        if form < 0.35:
            return f"{d} {MONTHS_GEN[m - 1]}"
        if form < 0.55:
            return f"{d} {MONTHS_GEN[m - 1]} {y} {rng.choice(('г.', 'года'))}"
        if form < 0.65:
            return f"{d} {MONTHS_GEN[m - 1]} {y}"
        if form < 0.8:
            return f"{d:02d}.{m:02d}.{y}"
        if form < 0.9:
            return f"{y}-{m:02d}-{d:02d}"
        return f"{d}–{d + rng.randint(1, 3)} {MONTHS_GEN[m - 1]}"
