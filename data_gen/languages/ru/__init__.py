"""Russian: spoken alphabet, tables and entity classes with case, gender and number agreement."""

from __future__ import annotations

import random
from collections.abc import Iterable
from functools import cached_property
from types import MappingProxyType
from typing import ClassVar

from denorm.data.base import EntityClass, Language
from denorm.data.entities import Symbol
from denorm.data.languages.ru import numbers
from denorm.data.languages.ru.abbreviation import RussianAbbreviation
from denorm.data.languages.ru.acronym import RussianAcronym
from denorm.data.languages.ru.cardinal import RussianCardinal
from denorm.data.languages.ru.date import RussianDate
from denorm.data.languages.ru.decimal import RussianDecimal
from denorm.data.languages.ru.fraction import RussianFraction
from denorm.data.languages.ru.measure import RussianMeasure
from denorm.data.languages.ru.money import RussianMoney
from denorm.data.languages.ru.ordinal import RussianOrdinal
from denorm.data.languages.ru.percent import RussianPercent
from denorm.data.languages.ru.roman import RussianRoman
from denorm.data.languages.ru.telephone import RussianTelephone
from denorm.data.languages.ru.time import RussianTime
from denorm.data.languages.ru.url import RussianEmail, RussianUrl
from denorm.data.languages.ru.year import RussianYear
from denorm.data.tables import kept

CYRILLIC_LETTERS = "абвгдежзийклмнопрстуфхцчшщъыьэюя"
LATIN_LETTERS = "abcdefghijklmnopqrstuvwxyz"


class Russian(Language):
    """Russian (ru).

    Spoken alphabet: the 32 Cyrillic letters without ё, plus the 26 Latin letters, the inner
    apostrophe and single spaces.
    - ё is folded to е on the spoken side (`strip` does it: ё is not in `letters`). Corpora and ASR
      systems mix ё and е, so the model input never carries the distinction; the written side keeps
      whatever the corpus has.
    - Latin letters are kept: Russian software manuals and help pages are full of Latin names
      (LibreOffice, Windows, Ctrl) that ASR such as Whisper writes in Latin, and transliterating
      arbitrary foreign words is out of scope. Letters that are *spelled* (acronyms such as USB, URL
      pieces such as www) are read with their Russian names ("ю эс би", "вэ вэ вэ"), as Russians say
      them; acronyms read as words keep their script ("ГОСТ" -> "гост", "NASA" -> "nasa").
    Numbers are spelled by numbers.py (full declension tables) in the case given by grammar.py.
    """

    code = "ru"
    times_words = frozenset({"раз", "раза"})  # "five milligrams two times a day"
    per_words = frozenset({"в"})  # "kilometers per hour"
    year_words = frozenset({"год", "году", "года"})  # "в году 2024": a number after one is a year, no time of day
    power_words = (("в", "степени"),)  # "десять в шестой степени"
    list_words = frozenset({"и", "или", "либо"})  # "ninety three or ninety five": items of one list
    letters = CYRILLIC_LETTERS + LATIN_LETTERS
    entity_classes: ClassVar[tuple[type[EntityClass], ...]] = (
        RussianUrl, RussianEmail, RussianDate, RussianTime, RussianMoney, RussianMeasure, RussianPercent,
        RussianTelephone, RussianDecimal, RussianFraction, RussianRoman, RussianOrdinal, RussianYear,
        RussianAbbreviation, RussianAcronym, RussianCardinal, Symbol,
    )
    fillers = ("ээ", "эм", "ну", "мм", "как бы")
    hesitations = ("э", "ээ", "эээ", "эм", "эмм")  # not "мм": the written millimetre
    lower_words = frozenset({"я"})
    spoken_variants = MappingProxyType({"ё": "е"})
    polite_words = frozenset({"вы", "вас", "вам", "вами", "ваш", "ваша", "ваше", "ваши", "вашего", "вашей",
                              "вашему", "вашим", "вашими", "ваших", "вашу"})
    familiar_words = frozenset({"ты", "тебя", "тебе", "тобой", "твой", "твоя", "твоё", "твое", "твои", "твоего",
                                "твоей", "твоему", "твоим", "твоими", "твоих", "твою"})
    one_letter_words = frozenset({"а", "в", "и", "к", "о", "с", "у", "я"})
    doubled_words = frozenset({"что", "да", "нет", "так"})
    complementizers = frozenset({"что", "чтобы", "ли"})  # reported speech: no quotes after one
    # before a clock time said as numbers
    clock_prepositions = frozenset({"в", "во", "к", "до", "после", "около", "с", "со", "по", "от"})
    comma_lower_words = frozenset({  # no capital after a comma (denorm.tagger.settle.lower_after_commas)
        "мой", "моя", "мое", "моё", "мои", "твой", "твоя", "наш", "наша", "наше", "наши",  # possessives
        "а", "бы", "в", "во", "где", "для", "до", "его", "ее", "если", "её", "же", "за", "и", "из", "или", "их", "к",
        "как", "ко", "когда", "которая", "которое", "которые", "который", "ли", "мы", "на", "не", "ни", "но", "он",
        "она", "они", "оно", "от", "по", "с", "со", "так", "то", "ты", "что", "чтобы", "эта", "эти", "это", "этого",
        "этот", "я"
    })
    number_joiners = numbers.JOINERS
    range_words = frozenset({"до", "по"})
    currency_homographs = frozenset({"фунт", "фунта", "фунтов", "фунту", "фунтом", "фунте", "фунты", "фунтам",
                                     "фунтами", "фунтах"})
    currency_qualifiers = frozenset({"стерлингов", "стерлинга", "стерлинг", "стерлингам", "стерлингами",
                                     "британских", "британский", "британского", "британским", "британскому",
                                     "британском", "британскими"})
    sign_words = frozenset({"минус"})
    plus_words = frozenset({"плюс"})  # a sign before degrees only ("+12°")
    plus_units = frozenset({"градус", "градуса", "градусов"})
    scale_names = frozenset({"цельсия", "цельсию", "фаренгейта", "фаренгейту", "кельвина", "кельвинов", "c", "f", "k", "ц", "цэ", "эф"})
    clock_next_parts = MappingProxyType({"половина": 30, "половине": 30, "половину": 30, "четверть": 15})
    clock_next_after = frozenset({"утра", "дня", "вечера", "ночи", "и", "а", "но", "или", "у", "в", "во", "на", "к",
                                  "с", "со", "по", "до", "после", "около", "возле", "уже", "же", "ли", "мы", "я",
                                  "ты", "он", "она", "они", "вы", "не", "ну", "тогда", "там", "здесь", "сегодня",
                                  "завтра", "вчера"})
    year_nouns = frozenset({"года", "году", "год"})
    hour_nouns = frozenset({"час", "часа", "часов"})
    duration_nouns = frozenset({"минута", "минуты", "минут", "минуту", "минутой", "минутами", "минутах", "секунда", "секунды", "секунд", "секунду", "секундами"})
    score_words = frozenset({"счёт", "счет", "счёта", "счета", "счётом", "счетом", "счёте", "счете", "соотношение", "соотношении", "соотношением"})
    result_words = frozenset({"выиграли", "выиграл", "выиграла", "проиграли", "проиграл", "проиграла", "победили",
                              "победил", "победила", "закончился", "закончилась", "завершился", "завершилась"})
    label_nouns = frozenset((
        "страница страницы странице страницу страницей глава главы главе главу главой раздел раздела "
        "класс класса классе тип типа типе категория категории категорию разделе разделу томе уровень "
        "уровня уровне уровню шаг шага шаге рисунок рисунка рисунке таблица таблицы таблице таблицу "
        "строка строки строке строку столбец столбца столбце пункт пункта пункте статья статьи статье "
        "статью номер номера номере версия версии версию сезон сезона сезоне серия серии серию эпизод "
        "эпизода эпизоде кабинет кабинета кабинете платформа платформы платформе размер размера размере "
        "автобус автобуса автобусе автобусом аудитории аудиторию аудитория выход выхода выходу канал "
        "канала канале квартира квартире квартиру квартиры комната комнате комнатой комнату комнаты линии "
        "линия маршрут маршрута модели модель платформу рейс рейса рейсе рейсом урок урока уроке"
    ).split())
    code_nouns = frozenset({"номер", "код", "пин", "индекс", "пароль", "карта", "карты", "карту"})
    phone_layouts = MappingProxyType({(1, 3, 3, 2, 2): ("{} ({}) {}-{}-{}", "{} {} {}-{}-{}"),
                                      (3, 3, 2, 2): ("({}) {}-{}-{}",), (3, 2, 2): ("{}-{}-{}",)})
    exact_scales = frozenset({"сто"})  # "принесите сто банок": 100; not "тысячи" (many), "тысяч"
    number_homographs = frozenset({"один", "одна", "одно", "одни", "одного", "одной", "одному", "одним", "одном",
                                   "одну", "одних", "одними"})

    symbols: ClassVar[dict[str, tuple[str, ...]]] = {
        "&": ("и", "амперсанд"), "+": ("плюс",), "@": ("собака", "эт"), "/": ("слэш", "косая черта"),
        "#": ("решётка", "хэштег"), "§": ("параграф",), "№": ("номер",), "%": ("процент",),
        "=": ("равно",), "*": ("звёздочка",), "~": ("тильда",), "±": ("плюс минус",),
        "×": ("на", "умножить на"), "÷": ("разделить на",), "<": ("меньше",), ">": ("больше",),
        "≤": ("меньше или равно",), "≥": ("больше или равно",), "≈": ("примерно",), "°": ("градус",),
        "$": ("доллар",), "€": ("евро",), "₽": ("рубль",), "©": ("копирайт",), "|": ("вертикальная черта",),
        "\\": ("обратный слэш",), "^": ("крышка",), "→": ("стрелка",),
    }
    url_words: ClassVar[dict[str, tuple[str, ...]]] = {
        "dot": ("точка",), "at": ("собака", "эт"), "slash": ("слэш", "слеш"), "colon": ("двоеточие",),
        "dash": ("дефис", "тире"), "underscore": ("нижнее подчёркивание", "подчёркивание"),
    }
    #: Base forms only: abbreviations do not decline here ("см. рис. 5" -> "смотри рисунок пять").
    abbreviations: ClassVar[dict[str, tuple[str, ...]]] = {
        "т. е.": ("то есть",), "т. д.": ("так далее",), "и т. д.": ("и так далее",),
        "т. п.": ("тому подобное",), "и т. п.": ("и тому подобное",), "т. к.": ("так как",),
        "т. н.": ("так называемый",), "в т. ч.": ("в том числе",), "и др.": ("и другие",),
        "и пр.": ("и прочее",), "др.": ("другие",), "см.": ("смотри",), "ср.": ("сравни",),
        "рис.": ("рисунок",), "стр.": ("страница",), "ул.": ("улица",), "пр-т": ("проспект",),
        "д.": ("дом",), "кв.": ("квартира",), "г.": ("город",), "гг.": ("годы",), "в.": ("век",),
        "вв.": ("века",), "руб.": ("рублей",), "коп.": ("копеек",), "млн": ("миллионов",),
        "млрд": ("миллиардов",), "тыс.": ("тысяч",), "им.": ("имени",), "проф.": ("профессор",),
        "акад.": ("академик",), "доц.": ("доцент",), "н. э.": ("нашей эры",),
        "до н. э.": ("до нашей эры",), "напр.": ("например",), "прим.": ("примечание",),
        "англ.": ("английский",), "ред.": ("редакция",), "изд.": ("издание",), "обл.": ("область",),
        "р-н": ("район",), "тел.": ("телефон",), "доп.": ("дополнительно",), "т. ч.": ("том числе",),
        "мн. ч.": ("множественное число",), "ед. ч.": ("единственное число",), "зам.": ("заместитель",),
        "гл.": ("глава",), "табл.": ("таблица",), "ок.": ("около",), "с. г.": ("сего года",),
        "ж/д": ("железнодорожный",), "а/я": ("абонентский ящик",),
    }
    word_acronyms: ClassVar[frozenset[str]] = frozenset({
        "ГОСТ", "ВУЗ", "МИД", "МХАТ", "НАТО", "ООН", "ЗАГС", "НИИ", "СМИ", "СНИЛС", "ОМОН", "ТАСС", "ГУМ",
        "ЦУМ", "ВИЧ", "СПИД", "ОРВИ", "ЮНЕСКО", "МКАД", "ГЭС", "АЭС", "ТЭЦ", "ВАК", "РАН", "ГАИ", "ОСАГО",
        "КАСКО", "НИОКР", "ЖЭК", "РОНО", "ТЮЗ", "НЭП", "ЦИК", "ВАЗ", "ГАЗ", "КАМАЗ", "ЗИЛ", "МОПР",
        "NASA", "BIOS", "GIMP", "GNOME", "UNIX", "POSIX", "ASCII", "JPEG", "MIDI", "LAMP", "CAPTCHA",
        "IKEA", "FIFA", "UEFA", "CERN", "NATO", "UNESCO", "LAN", "WAN", "RAM", "ROM", "GNU", "LaTeX",
        "SIM", "PIN", "ISO", "ОПЕК", "ГЛОНАСС", "ВНИИ", "ВТУЗ", "ЕЭС",
    })
    #: Acronyms as recognizers write them (issue 31): initialisms one word in 50% of readings
    #: ("мгу"), the word-like acronyms (word_acronyms, `readable`) in 90% ("гост"; else spelled).
    acronym_word_share = 0.5
    #: Masculine acronyms said as words, which decline with their endings in lower case and no apostrophe ("по
    #: ГОСТу", "отряды ОМОНа", "в МИДе": Rosenthal, Справочник по правописанию и стилистике, § 18); feminine
    #: and spelled ones (АЭС, ООН, МГУ) do not. ГАЗ and ВАЗ are left out: "газа", "вазам" are words.
    DECLINED: ClassVar[frozenset[str]] = frozenset({
        "ГОСТ", "ВУЗ", "МИД", "МХАТ", "ЗАГС", "ОМОН", "ТАСС", "ГУМ", "ЦУМ", "СПИД", "ВАК", "ТЮЗ", "НЭП", "ЦИК",
        "КАМАЗ", "ЗИЛ", "ВТУЗ", "ЖЭК", "МКАД"})
    #: Endings of the masculine hard declension (ГОСТ-а, -у, -ом, -е; plural -ы, -ов, -ам, -ами, -ах).
    ENDINGS: ClassVar[tuple[str, ...]] = ("а", "у", "ом", "е", "ы", "ов", "ам", "ами", "ах")
    zero_words: ClassVar[tuple[str, ...]] = ("ноль",)
    #: Spoken names of letters, for spelling acronyms and URL pieces (Latin ones as Russians say them).
    letter_names: ClassVar[dict[str, str]] = {
        "а": "а", "б": "бэ", "в": "вэ", "г": "гэ", "д": "дэ", "е": "е", "ё": "ё", "ж": "жэ", "з": "зэ",
        "и": "и", "й": "и краткое", "к": "ка", "л": "эл", "м": "эм", "н": "эн", "о": "о", "п": "пэ",
        "р": "эр", "с": "эс", "т": "тэ", "у": "у", "ф": "эф", "х": "ха", "ц": "цэ", "ч": "че", "ш": "ша",
        "щ": "ща", "ъ": "твёрдый знак", "ы": "ы", "ь": "мягкий знак", "э": "э", "ю": "ю", "я": "я",
        "a": "эй", "b": "би", "c": "си", "d": "ди", "e": "и", "f": "эф", "g": "джи", "h": "эйч", "i": "ай",
        "j": "джей", "k": "кей", "l": "эл", "m": "эм", "n": "эн", "o": "оу", "p": "пи", "q": "кью",
        "r": "ар", "s": "эс", "t": "ти", "u": "ю", "v": "ви", "w": "дабл ю", "x": "икс", "y": "уай",
        "z": "зет",
    }
    #: Colloquial letter names ("фэ эс бэ", "сэ шэ а", "эр эф"): none is a Russian word.
    letter_name_variants: ClassVar[dict[str, str]] = {
        "фэ": "эф", "сэ": "эс", "шэ": "ша", "лэ": "эл", "мэ": "эм", "нэ": "эн", "рэ": "эр", "хэ": "ха", "чэ": "че",
    }

    decimal_point_words = frozenset({"запятая"})
    decimal_links = frozenset({"и"})  # "восемь и три десятых"
    half_endings = ("половиной", "половина", "половины", "четвертью")
    half_links = frozenset({"с"})

    @cached_property
    def decimal_words(self) -> frozenset[str]:
        """"запятая", "точка", and the whole and fraction nouns of "пять целых три десятых"."""
        fractions = {stem + end for stem in ("цел", "десят", "сот", "тысячн", "десятитысячн", "стотысячн", "миллионн")
                     for end in ("ая", "ой", "ую", "ых", "ыми", "ым")}
        return frozenset({"запятая", "точка"} | fractions)

    @cached_property
    def weekday_words(self) -> frozenset[str]:
        """The days of the week in the forms a date follows ("во [вторник третьего марта]": the date after the
        day is converted)."""
        return frozenset({"понедельник", "вторник", "среда", "среду", "четверг", "пятница", "пятницу", "суббота",
                          "субботу", "воскресенье"})

    @cached_property
    def month_words(self) -> frozenset[str]:
        """The months in every case ("мая", "мае", "марта", "январе")."""
        soft = ("январ", "феврал", "апрел", "июн", "июл", "сентябр", "октябр", "ноябр", "декабр")
        words = {stem + end for stem in soft for end in ("ь", "я", "ю", "е", "ём", "ем")}
        words |= {stem + end for stem in ("март", "август") for end in ("", "а", "у", "е", "ом")}
        return frozenset(words | {"май", "мая", "маю", "мае", "маем"})

    @cached_property
    def unit_words(self) -> frozenset[str]:
        """Every case form of the measure class's unit nouns ("сантиметра", "литров"; not the units of time nor
        the counted things, "человек", "штука"), of the currencies' nouns ("рублей", "фунтов") and of "процент"."""
        return _unit_words()

    def declined_acronyms(self) -> Iterable[str]:
        """ГОСТа, ГОСТу, ... of every DECLINED acronym (ы is и after к, г, х, ж, ш, ч, щ: "ЖЭКи")."""
        for acronym in sorted(self.DECLINED):
            for ending in self.ENDINGS:
                if ending == "ы" and acronym[-1] in "КГХЖШЧЩ":
                    ending = "и"
                yield acronym + ending

    @cached_property
    def number_lexicon(self) -> frozenset[str]:
        return numbers.number_lexicon()

    def joins_number(self, before: str, joiner: str, after: str) -> bool:
        return numbers.joins_number(before, joiner, after)

    def number_value(self, word: str) -> int | None:
        value = numbers.cardinal_values().get(word)
        return value if value is not None else numbers.word_values().get(word)

    def cardinal_value(self, word: str) -> int | None:
        return numbers.cardinal_values().get(word)

    def ordinal_written(self, n: int, word: str, after: str = "") -> str | None:
        return numbers.ordinal_written(n, word, after)

    def cardinal(self, n: int, rng: random.Random | None = None) -> str:
        """Nominative masculine cardinal: 21 -> "двадцать один"."""
        return numbers.cardinal(n)


@kept("ru-unit-words")
def _unit_words() -> frozenset[str]:
    """`Russian.unit_words` (pymorphy3 declines each noun: 0.1 s, kept between runs)."""
    from denorm.data.languages.ru.grammar import counted
    from denorm.data.languages.ru.measure import UNITS
    from denorm.data.languages.ru.money import CURRENCIES

    lemmas = {u.noun for u in UNITS.values()} - {"час", "минута", "секунда", "миллисекунда", "человек", "штука",
                                                  "оборот"}
    lemmas |= {c.noun for c in CURRENCIES.values()} | {"процент"}
    out = set()
    for lemma in lemmas:
        for n in (1, 2, 5):
            for case in "ngdaip":
                try:
                    out.add(counted(lemma, n, case))
                except (KeyError, ValueError):  # a lemma the grammar does not decline: its own form
                    out.add(lemma)
    return frozenset(w for w in out if " " not in w)
