"""Russian year class: "в 1975 году", "2002 года", "в 1975 г.", "1941–1945 гг.", "с 1990 по 2000"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.languages.ru import grammar
from denorm.data.languages.ru.common import BEFORE, MONTH_ANY
from denorm.data.languages.ru.numbers import count_form, ordinal

#: Case of a year read with "г." or without a noun, by preposition ("в 1975 г." = "в ... году").
YEAR_CASES: dict[str, str] = {
    "в": "p", "во": "p", "о": "p", "об": "p", "при": "p",
    "с": "g", "со": "g", "до": "g", "от": "g", "после": "g", "около": "g", "из": "g", "начиная": "g",
    "накануне": "g", "для": "g", "без": "g", "кроме": "g", "к": "d", "ко": "d", "по": "a", "на": "a",
    "за": "a", "через": "a", "про": "a", "между": "i", "перед": "i", "над": "i",
}
#: Prepositions after which a bare 1000-2099 is read as a year ("с 1990 по 2000", "в 1999").
BARE_YEAR_PREPOSITIONS = frozenset({"в", "во", "с", "со", "до", "к", "ко", "по", "после", "около", "начиная",
                                    "накануне"})
#: Forms of "год" by number and case; "в 1975 году" takes the locative "году", not "годе".
YEAR_NOUN = {"sg": {"n": "год", "g": "года", "d": "году", "a": "год", "i": "годом", "p": "году"},
             "pl": {"n": "годы", "g": "годов", "d": "годам", "a": "годы", "i": "годами", "p": "годах"}}
_NOUN = r"год(?:а|у|ом|е|ы|ов|ах|ам|ами)?(?![\w])"
_YEAR = r"(\d{3,4})(?:\s?[–—-]\s?(\d{2,4}))?"


def abbreviation_case(left: list[str]) -> str:
    """Case of a year or century written with "г."/"в.": the preposition's, genitive after a noun
    ("весной 1961 г.", "конец XVIII в."), else nominative."""
    if left and left[-1] in YEAR_CASES:
        return YEAR_CASES[left[-1]]
    if left and grammar.is_noun(left[-1]):
        return "g"
    return "n"


def year_words(y: int, case: str) -> str:
    """A year as an ordinal (masculine, agreeing with "год") in a case."""
    return ordinal(y, case, "m")


class RussianYear(EntityClass):
    """Years with a year noun or abbreviation ("в 1975 году", "1941–1945 гг.") in the case the
    noun shows (or, for "г."/"гг.", the preposition gives; nominative without one), and bare
    years 1000-2099 after a preposition or month name ("с 1990 по 2000", "в мае 2009").
    The abbreviations are part of the match and expanded ("г." -> "год"/"года"/"году"); a written
    noun ("году") is not part of the match (it stays as written), so samples are bare years.
    """

    name = "year"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 45
    pattern = re.compile(rf"{BEFORE}{_YEAR}(?:\s?(гг?\.)|(?=\s?({_NOUN}))|(?![\w]|[.,:]\d))")

    def find(self, text: str) -> list[re.Match[str]]:
        out = []
        for m in self.pattern.finditer(text):
            if m.group(3) is None and m.group(4) is None and not self._bare_ok(text, m):
                continue
            if m.group(4) and len(m.group(1)) == 3 and not m.group(2) and self._counted(text, m):
                continue
            out.append(m)
        return out

    @staticmethod
    def _counted(text: str, m: re.Match[str]) -> bool:
        """"Он прожил 101 год", "102 года": a three-digit number whose noun has the counted form."""
        left = Context(text, m.start(), m.end()).left_words(1)
        n = int(m.group(1))
        case = grammar.context_case(left)
        number, ncase = count_form(n, case)
        return any(r.number == number and r.case == ncase for r in grammar.noun_readings(m.group(4)))

    @staticmethod
    def _bare_ok(text: str, m: re.Match[str]) -> bool:
        if m.group(2) or not 1000 <= int(m.group(1)) <= 2099:
            return False
        left = Context(text, m.start(), m.end()).left_words(1)
        if not left:
            return False
        if MONTH_ANY.match(left[-1]) and grammar.noun_readings(left[-1]):
            return True
        if left[-1] not in BARE_YEAR_PREPOSITIONS:
            return False
        if left[-1] == "до" and re.search(r"\bот\s+[-−]?\d+\s+до\s*$", text[: m.start()]):
            return False  # "от 1583 до 9957": a range of numbers
        right = Context(text, m.start(), m.end()).right_words(3)
        return not grammar.next_noun(right)

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        y1, y2s, abbr, noun = int(match.group(1)), match.group(2), match.group(3), match.group(4)
        years = [y1]
        if y2s:
            y2 = int(y2s)
            if len(y2s) < len(match.group(1)):
                y2 += y1 - y1 % 10 ** len(y2s)
            years.append(y2)
        left = ctx.left_words(1)
        prep = left[-1] if left and left[-1] in YEAR_CASES else None
        number = "pl" if y2s else "sg"
        tail = ""
        if abbr:
            case = abbreviation_case(left)
            number = "pl" if abbr == "гг." else number
            tail = YEAR_NOUN[number][case]
        elif noun:
            readings = grammar.noun_readings(noun)
            allowed = grammar.PREPOSITIONS.get(prep or "")
            r = grammar.pick(readings, allowed) or (readings[0] if readings else None)
            case = r.case if r else "n"
        else:
            case = "g" if left and MONTH_ANY.match(left[-1]) else YEAR_CASES[prep or "с"]
        words = " ".join(year_words(y, case) for y in years)
        return f"{words} {tail}".strip()

    def sample(self, rng: random.Random) -> str:
        """A bare year: templates and the sentence around a swapped entity carry "году"/"г."."""
        return str(rng.choice((rng.randint(1700, 2030), rng.randint(1950, 2030))))

    def sample_like(self, written: str, rng: random.Random) -> str:
        """Another year written like `written` ("1975 г." -> "1842 г.", "1941–1945 гг." kept a range)."""
        m = re.fullmatch(rf"{_YEAR}(.*)", written, re.S)
        if m is None:
            return self.sample(rng)
        y = rng.randint(1700, 2030)
        rest = m.group(3)
        return f"{y}–{y + rng.randint(1, 20)}{rest}" if m.group(2) else f"{y}{rest}"
