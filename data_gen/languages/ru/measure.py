"""Russian measure class: "21 км" -> "двадцать один километр", "5 м²" -> "пять квадратных метров"."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from denorm.data.base import Context, EntityClass
from denorm.data.languages.ru import grammar
from denorm.data.languages.ru.common import BEFORE, NUM, adjective_counted, counted_noun, number_words


@dataclass(frozen=True)
class Unit:
    """A unit: noun lemma and gender, an optional adjective lemma before it and fixed words after it."""

    noun: str
    gender: str = "m"
    adjective: str | None = None
    tail: str = ""


_SQ, _CU = "квадратный", "кубический"
UNITS: dict[str, Unit] = {
    "км": Unit("километр"), "м": Unit("метр"), "см": Unit("сантиметр"), "мм": Unit("миллиметр"),
    "мкм": Unit("микрометр"), "нм": Unit("нанометр"),
    "кг": Unit("килограмм"), "г": Unit("грамм"), "мг": Unit("миллиграмм"), "т": Unit("тонна", "f"),
    "ц": Unit("центнер"),
    "л": Unit("литр"), "мл": Unit("миллилитр"),
    "ч": Unit("час"), "мин": Unit("минута", "f"), "мин.": Unit("минута", "f"),
    "с": Unit("секунда", "f"), "сек": Unit("секунда", "f"), "сек.": Unit("секунда", "f"),
    "мс": Unit("миллисекунда", "f"),
    "км/ч": Unit("километр", tail="в час"), "м/с": Unit("метр", tail="в секунду"),
    "об/мин": Unit("оборот", tail="в минуту"),
    "м²": Unit("метр", adjective=_SQ), "м2": Unit("метр", adjective=_SQ),
    "кв. м": Unit("метр", adjective=_SQ), "км²": Unit("километр", adjective=_SQ),
    "кв. км": Unit("километр", adjective=_SQ), "см²": Unit("сантиметр", adjective=_SQ),
    "м³": Unit("метр", adjective=_CU), "м3": Unit("метр", adjective=_CU),
    "см³": Unit("сантиметр", adjective=_CU), "га": Unit("гектар"),
    "°C": Unit("градус", tail="цельсия"), "°С": Unit("градус", tail="цельсия"),
    "℃": Unit("градус", tail="цельсия"), "°F": Unit("градус", tail="фаренгейта"), "°": Unit("градус"),
    "Б": Unit("байт"), "байт": Unit("байт"), "КБ": Unit("килобайт"), "Кб": Unit("килобайт"),
    "кБ": Unit("килобайт"), "МБ": Unit("мегабайт"), "Мб": Unit("мегабайт"), "ГБ": Unit("гигабайт"),
    "Гб": Unit("гигабайт"), "ТБ": Unit("терабайт"), "Тб": Unit("терабайт"),
    "KB": Unit("килобайт"), "MB": Unit("мегабайт"), "GB": Unit("гигабайт"), "TB": Unit("терабайт"),
    "КиБ": Unit("кибибайт"), "МиБ": Unit("мебибайт"), "ГиБ": Unit("гибибайт"), "KiB": Unit("кибибайт"),
    "MiB": Unit("мебибайт"), "GiB": Unit("гибибайт"), "бит": Unit("бит"), "кбит/с": Unit("килобит", tail="в секунду"),
    "Кбит/с": Unit("килобит", tail="в секунду"), "Мбит/с": Unit("мегабит", tail="в секунду"),
    "Гбит/с": Unit("гигабит", tail="в секунду"),
    "Гц": Unit("герц"), "кГц": Unit("килогерц"), "МГц": Unit("мегагерц"), "ГГц": Unit("гигагерц"),
    "Вт": Unit("ватт"), "кВт": Unit("киловатт"), "МВт": Unit("мегаватт"),
    "кВт·ч": Unit("киловатт-час"), "В": Unit("вольт"), "мА": Unit("миллиампер"),
    "мАч": Unit("миллиампер-час"), "мА·ч": Unit("миллиампер-час"), "дБ": Unit("децибел"),
    "Дж": Unit("джоуль"), "кДж": Unit("килоджоуль"), "МДж": Unit("мегаджоуль"),
    "ккал": Unit("килокалория", "f"), "пикс.": Unit("пиксель"), "px": Unit("пиксель"),
    "шт.": Unit("штука", "f"), "шт": Unit("штука", "f"), "чел.": Unit("человек"),
}
#: Units whose genitive plural is said both bare and with -ов ("пять килограмм" / "пять килограммов").
_GRAM_FAMILY = frozenset({"грамм", "килограмм", "миллиграмм"})
#: Units that are also ordinary words or abbreviations: only before punctuation or the end.
_AMBIGUOUS = frozenset({"с", "т", "г", "м", "В", "ч", "л", "ц", "Б", "бит"})
_UNIT_RE = "|".join(re.escape(u) for u in sorted(UNITS, key=len, reverse=True))
#: Case of a measure by preposition where it differs from the cardinal's: "в 5 км от" = "в пяти
#: километрах от".
MEASURE_CASES = {"в": "p", "во": "p"}


class RussianMeasure(EntityClass):
    """Number + unit abbreviation, with agreement of the unit noun (and its adjective): "1 км" ->
    "один километр", "2 км" -> "два километра", "5 км" -> "пять километров", "2,5 кг" -> "две целых
    пять десятых килограмма" / "два с половиной килограмма", "до 5 км" -> "до пяти километров".
    Single-letter units that are also words (с, т, г, м, В...) count only before punctuation or
    the end of the sentence.
    """

    name = "measure"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 65
    pattern = re.compile(rf"{BEFORE}([-−+]?{NUM})(?:\s?[–—-]\s?({NUM}))?\s?({_UNIT_RE})(?![\wа-яё²³/])")

    def find(self, text: str) -> list[re.Match[str]]:
        out = []
        for m in self.pattern.finditer(text):
            unit = m.group(3)
            if unit in _AMBIGUOUS and not re.match(r"\s*(?:[,;:!?)]|\.(?!\s*[а-яё])|$)", text[m.end():]):
                continue
            if unit == "г" and re.fullmatch(r"\d{4}", m.group(1)) and text[m.end():].startswith("."):
                continue  # "2009 г." is a year
            out.append(m)
        return out

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        first, second, unit_s = match.groups()
        unit = UNITS[unit_s]
        left = ctx.left_words(1)
        prep = grammar.preposition(left)
        case = MEASURE_CASES.get(prep or "", grammar.context_case(left))
        sign = ""
        if first.startswith("+"):
            sign, first = "плюс ", first[1:]
        if second:
            a, _ = number_words(first, "g" if not prep else case, unit.gender, rng)
            words, n = number_words(second, "g" if not prep else case, unit.gender, rng)
            words = f"{a} {words}" if prep else f"от {a} до {words}"
            case = case if prep else "g"
        else:
            words, n = number_words(first, case, unit.gender, rng)
        parts = [sign + words]
        if unit.adjective:
            parts.append(adjective_counted(unit.adjective, n, case) if n is not None
                         else grammar.inflect(unit.adjective, "sg", "g"))
        noun = counted_noun(unit.noun, n, case)
        if (noun == unit.noun and unit.noun in _GRAM_FAMILY and n is not None
                and counted_noun("метр", n, case) == "метров" and rng.random() < 0.5):
            noun += "ов"  # "десять килограммов": the full genitive plural, said as often as "килограмм"
        parts.append(noun)
        if unit.tail:
            parts.append(unit.tail)
        return " ".join(parts)

    def sample(self, rng: random.Random) -> str:
        unit = rng.choice(sorted(u for u in UNITS if u not in _AMBIGUOUS))
        form = rng.random()
        if form < 0.6:
            num = str(rng.choice((rng.randint(1, 30), rng.randint(1, 1000))))
        elif form < 0.85:
            num = f"{rng.randint(0, 99)},{rng.randint(1, 9)}"
        else:
            a = rng.randint(1, 50)
            num = f"{a}–{a + rng.randint(1, 50)}"
        return f"{num} {unit}" if unit[0] != "°" else f"{num}{unit}"
