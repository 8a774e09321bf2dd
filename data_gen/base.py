"""Base classes of the generator: entity classes, languages, and the verbalization result."""

from __future__ import annotations

import random
import re
import unicodedata
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from types import MappingProxyType
from typing import ClassVar

# Apostrophes that count as word-internal apostrophes in every language (normalized to ').
APOSTROPHES = "'\u2019\u02bc\u2018`\u00b4"
_SPACES = re.compile(r"\s+")
_RUN = re.compile(r"[^ ]+")
#: Share of labels after a label noun that are read digit by digit (`Language.label_reading`).
LABEL_DIGITS = 0.3
#: Share of codes after a code noun ("account number", "PIN") that are read digit by digit (`Language.label_reading`).
CODE_DIGITS = 0.5
#: Figures of a code read digit by digit: "order number 123" to a card's sixteen.
CODE_FIGURES = (3, 16)
#: Words before a number among which a code noun makes it a code ("my zip code is 90210"): the span
#: converter's and the verifier's context (denorm.itn.source.CONTEXT_WORDS), which must see the noun.
CODE_GAP = 3


@dataclass(frozen=True)
class Entity:
    """One verbalized span of the written text."""

    cls: str  #: entity class name, e.g. "date" (the key in the language's class list)
    written: str  #: the written form as it stands in the sentence
    spoken: str  #: its verbalization, already in the spoken alphabet
    start: int  #: character offset of `written` in the written sentence
    end: int

    def __post_init__(self) -> None:
        if not 0 <= self.start <= self.end:
            raise ValueError(f"bad entity span {self.start}:{self.end}")

    def to_dict(self) -> dict:
        return {"class": self.cls, "written": self.written, "spoken": self.spoken,
                "start": self.start, "end": self.end}


@dataclass
class Verbalization:
    """A written sentence, its spoken form, and the entities found in it."""

    written: str
    spoken: str
    entities: list[Entity] = field(default_factory=list)

    @property
    def has_entity(self) -> bool:
        return bool(self.entities)


@dataclass
class Context:
    """Where a match stands in its sentence: entity classes use it for grammatical agreement."""

    text: str
    start: int
    end: int

    def left_words(self, n: int = 1) -> list[str]:
        """The n lowercased words before the match (nearest last), punctuation stripped."""
        words = re.findall(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*\.?|\d+", self.text[: self.start])
        return [w.lower() for w in words[-n:]] if n else []

    def right_words(self, n: int = 1) -> list[str]:
        """The n lowercased words after the match (nearest first), punctuation stripped."""
        words = re.findall(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*\.?|\d+", self.text[self.end:])
        return [w.lower() for w in words[:n]]

    @property
    def sentence_initial(self) -> bool:
        return not self.text[: self.start].strip()


class EntityClass(ABC):
    """One semiotic class of one language (cardinal, date, money...): finds it and verbalizes it.

    Subclasses set `name`, `priority` and `pattern`, and implement `verbalize` and `sample`.
    When matches of several classes overlap, the higher priority wins, then the longer match.
    """

    name: ClassVar[str]
    priority: ClassVar[int] = 50
    pattern: ClassVar[re.Pattern[str]]
    #: Optional cheap pre-check: the class is not run on a text this does not match
    #: (numeric classes: `re.compile(r"\d")`; most corpus sentences have no digit).
    needs: ClassVar[re.Pattern[str] | None] = None
    #: Whether augmentation may swap an entity of this class for another sample (abbreviations may
    #: not: "Dr. Smith" must not become "etc. Smith").
    swappable: ClassVar[bool] = True

    def __init__(self, language: Language) -> None:
        self.language = language

    def find(self, text: str) -> list[re.Match[str]]:
        return list(self.pattern.finditer(text))

    def sample_like(self, written: str, rng: random.Random) -> str | None:
        """A sample of the same grammatical shape as `written` for augmentation swaps ("1 Woche" stays
        singular), or None when the class has no such reading (the caller then draws `sample`)."""
        return None

    @abstractmethod
    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        """Spoken form of the match (before stripping), or None to decline it.

        `VerbalizationError` (denorm.data.errors) when the value has no reading (out of range...).
        """

    @abstractmethod
    def sample(self, rng: random.Random) -> str:
        """A random written instance of this class, for augmentation and property tests."""


class Language(ABC):
    """A language: its spoken alphabet, its entity classes and its verbalization helpers.

    The spoken alphabet (the model's input alphabet) is: the characters of `letters`, the
    apostrophe ' inside a word, and single spaces. `strip` maps any text onto it.
    """

    code: ClassVar[str]
    #: Characters of the spoken alphabet besides the apostrophe and space (lowercase letters). The one
    #: definition of the model's input alphabet: the evaluator's copy words (denorm.eval.languages) use it.
    letters: ClassVar[str]
    #: Entity classes, in the order their matches are collected.
    entity_classes: ClassVar[tuple[type[EntityClass], ...]] = ()
    #: Filler words for simulated disfluencies.
    fillers: ClassVar[tuple[str, ...]] = ()
    #: Hesitation sounds that are never words (or abbreviations) of the language: `denorm translate`
    #: drops them before the model unless asked to keep them (a subset of what `fillers` may hold).
    hesitations: ClassVar[tuple[str, ...]] = ()
    #: Letters recognizers write interchangeably with a letter of `letters`, which `strip` folds to it (Russian
    #: "ё" for "е"): a word typed with one is still a plain spoken word, to convert like any other
    #: ("четвёртого июля" -> "4 июля"; denorm.engines.pipeline.plain_words), not the user's own writing.
    spoken_variants: ClassVar[Mapping[str, str]] = MappingProxyType({})
    #: Words the output writes in lower case inside a sentence whatever the tagger says: a multilingual
    #: tagger learns English "I" and carries it over (Russian "я", German "ich").
    lower_words: ClassVar[frozenset[str]] = frozenset()
    #: Pronouns whose capital marks polite address (German "Sie", "Ihnen", "Ihr"; Russian letter style "Вы"),
    #: and the familiar pronouns (German "du", "dein"; Russian "ты") that rule it out: a line that says one of
    #: `familiar_words` addresses no one politely, and writes its `polite_words` in lower case inside a sentence
    #: ("Könntest du für sie ...", "du solltest sie dir durchlesen"; denorm.engines.pipeline.written_case).
    polite_words: ClassVar[frozenset[str]] = frozenset()
    familiar_words: ClassVar[frozenset[str]] = frozenset()
    #: The words of one letter ("a", "i"; Russian "в", "с"): any other lone letter beside a number is a letter
    #: of a code or label ("r fifty" -> "R 50") and takes a capital.
    one_letter_words: ClassVar[frozenset[str]] = frozenset()
    #: Short words a sentence says twice on purpose ("she had had enough", "er sagte, dass das das Beste war"):
    #: `--disfluency safe` never drops one of them as a one-word repetition.
    doubled_words: ClassVar[frozenset[str]] = frozenset()
    #: Whether a word said twice is a form of the language (Vietnamese reduplication: "xanh xanh", "từ từ",
    #: "người người"): `--disfluency safe` then drops no one-word repetition at all.
    reduplicates: ClassVar[bool] = False
    #: Words running prose writes in full where an abbreviation exists ("page 569", not "p. 569"): the
    #: prose style (`--style prose`) leaves an abbreviation span of only these words as words.
    prose_words: ClassVar[frozenset[str]] = frozenset()
    #: Words that are part of a number only between two number words ("one hundred and five", "two point
    #: five", "fünf und zwanzig"); `joins_number` says where each may stand.
    number_joiners: ClassVar[frozenset[str]] = frozenset()
    #: Number words that are as often another word (an article, a pronoun: English "one", German "ein"):
    #: alone and unmarked by the tagger they stay words in every style.
    number_homographs: ClassVar[frozenset[str]] = frozenset()
    #: Forms of the indefinite article that also say the number one (German "einen", Spanish "una"): the prose
    #: style leaves a span whose only number word is one of them as words ("für einen Dollar", not "für 1 Dollar").
    articles: ClassVar[frozenset[str]] = frozenset()
    #: Words between the two numbers of a range ("five to ten", "fünf bis zehn", "от пяти до десяти"): both
    #: numbers are written in figures or neither.
    range_words: ClassVar[frozenset[str]] = frozenset()
    #: Words that count how many times ("times", "Mal", "veces", "раз"): a number before one counts
    #: repetitions, no minor part of an amount before it ("5 mg dos veces al día").
    times_words: ClassVar[frozenset[str]] = frozenset()
    #: The word of a compound unit between its parts ("kilometers per hour", "Kilometer pro Stunde", "километров
    #: в час"): a span the tagger ends on it takes the next word too (no written form ends in "per").
    per_words: ClassVar[frozenset[str]] = frozenset()
    #: How a power is said: (the words between base and exponent, the words after the exponent) pairs, longest
    #: first ("ten to the power of six", "ten to the sixth power", "zehn hoch sechs", "десять в шестой степени");
    #: written with a superscript exponent, "10⁶" (denorm.itn.powers). Words besides `sign_words` that make an
    #: exponent negative: `negative_words` ("ten to the negative three").
    power_words: ClassVar[tuple[tuple[str, str], ...]] = ()
    #: Power words that also join other phrases: after them a cardinal exponent needs its sign or the words after
    #: it ("ten to the minus three", "ten to the sixth"; not "from ten to the twenty mark").
    loose_power_words: ClassVar[frozenset[str]] = frozenset()
    negative_words: ClassVar[frozenset[str]] = frozenset()
    #: Whether prose writes a unit said in one word in full after figures, as said ("1,5 Liter", "15 mètres",
    #: "2.5 kilograms"; Chicago 10.52: units spelled out in nontechnical text, as the held-out text of these
    #: languages writes them), not as its symbol ("1,5 l"); a unit said in several words ("grad celsius",
    #: "kilometers per hour") or spelled ("k m") keeps its symbol. Russian sets units in abbreviations after
    #: figures (Мильчин): False.
    units_in_full: ClassVar[bool] = False
    #: Unit symbols that are also words of the language (English "in" for inches): written in full in prose
    #: after a number ("6 inches", never "6 in wide"; denorm.engines.pipeline.unit_in_full).
    word_symbols: ClassVar[frozenset[str]] = frozenset()
    #: Words between the items of a list of numbers that are no joiner of one ("or", Russian "и", "или"):
    #: numbers so listed are written alike, all in figures or all in words ("90, 91, 93 и 95").
    list_words: ClassVar[frozenset[str]] = frozenset()
    #: Scale words that alone say their number exactly (Russian "сто": 100), where a lone scale word otherwise
    #: stays words ("тысячи людей" is many people, "hundred" wants "a"): a run of one such word is offered to
    #: the converter like any number (denorm.itn.runs.lone_scale).
    exact_scales: ClassVar[frozenset[str]] = frozenset()
    #: Words said between an amount's unit and its minor part ("once euros con cincuenta", "treze reais e
    #: noventa"): the two are one amount, written whole or left as words (denorm.itn.runs.minor_gap). Not
    #: English "and" ("twenty kilograms and thirty of them"): a language's cents said so carry their unit.
    minor_joiners: ClassVar[frozenset[str]] = frozenset()
    #: Elided articles and prepositions written in lower case before a name ("l'", "d'": "l'Europe",
    #: "d'Alexandrie"); before a name the other languages write the head's capital too ("O'Neill", "Д'Амброзио").
    elisions: ClassVar[frozenset[str]] = frozenset()
    #: Currency or unit names that are also common words and so no part of `unit_words` (Portuguese "real", an
    #: adjective): right after a number they are the unit ("um real e noventa e nove": one amount).
    number_units: ClassVar[frozenset[str]] = frozenset()
    #: Currency names said as often for a weight (German "Pfund", Russian "фунт": 20 Pfund Salz): a money form
    #: with the currency's sign is written only when a word of `currency_qualifiers` says which currency
    #: ("Pfund Sterling", "britische Pfund", "фунтов стерлингов"); else the number is written alone.
    currency_homographs: ClassVar[frozenset[str]] = frozenset()
    currency_qualifiers: ClassVar[frozenset[str]] = frozenset()
    #: A currency word that is also the first syllable of other words, and those words' next syllables:
    #: Vietnamese "đồng" before "hồ" is a clock ("một đồng hồ"), not one đồng. None here.
    currency_compounds: ClassVar[Mapping[str, frozenset[str]]] = {}
    #: Nouns of a number of hours ("hours", "Stunden", "часа"): a clock time on the hour ("3:00") is never
    #: written for a number said before one ("через 3 часа", "24 hours"; "в 5 часов" is right too).
    hour_nouns: ClassVar[frozenset[str]] = frozenset()
    #: Nouns of a number of minutes or seconds ("minutes", "Minuten", "минут", "minutos"): a number said before
    #: one counts time, no clock time ("twenty minutes" is "20 minutes", never "20:00"; denorm.engines.pipeline).
    duration_nouns: ClassVar[frozenset[str]] = frozenset()
    #: Words right before a clock time said with an hour noun ("às dezesseis horas", "à seize heures", "a las
    #: nueve horas"): after one, the noun says the time, not a count, and "16h", "16 h", "9:00" stand.
    clock_words: ClassVar[frozenset[str]] = frozenset()
    #: A time said as a part of the hour, a word between and the hour ("a quarter to five", "half past eight",
    #: "Viertel vor acht"): the parts and their minutes (`clock_parts`), the words between and whether they
    #: count after the hour (1) or before it (-1; `clock_relations`). Such a phrase is one time, written from
    #: these tables or left as words, never "a quarter to 5" (denorm.itn.clock). Empty: none.
    clock_parts: ClassVar[Mapping[str, int]] = MappingProxyType({})
    clock_relations: ClassVar[Mapping[str, int]] = MappingProxyType({})
    #: The hour said first, right after a word of `clock_words`, then a relation and a part of `clock_parts` or
    #: minutes ("a las diez menos cuarto", 9:45; "à dix heures moins vingt", 9:40; an hour noun and an article
    #: may stand between): the relation words and whether they count after the hour (1) or before it (-1).
    clock_hour_relations: ClassVar[Mapping[str, int]] = MappingProxyType({})
    #: An article said between such a relation and its part ("moins le quart").
    clock_articles: ClassVar[frozenset[str]] = frozenset()
    #: Minutes said as a number before a relation ("ten past six", "twenty five to eight") are a time too: after
    #: the hour always, before it only right after a word of `clock_leads` ("at ten to six"; "five to ten
    #: people" is a range). Empty: minutes said so are no time.
    clock_leads: ClassVar[frozenset[str]] = frozenset()
    #: A part of the next hour said with no relation (`clock_next_parts`: "половина пятого", 4:30, the hour an
    #: ordinal in the genitive; German "halb fünf"). Russian "без четверти пять" stays words: "Встретимся 4:45"
    #: would lose the preposition the sentence needs ("в 4:45").
    clock_next_parts: ClassVar[Mapping[str, int]] = MappingProxyType({})
    #: Words that may follow such a next-hour time (`clock_next_parts`); any other word may be a noun its
    #: ordinal agrees with ("половина пятого класса" is half of the fifth form, no 4:30). Empty: any word.
    clock_next_after: ClassVar[frozenset[str]] = frozenset()
    #: The word written after a clock time in figures, when one is ("7:45 Uhr"); empty: none.
    clock_suffix: ClassVar[str] = ""
    #: Words that say a score or a ratio ("score", "Spielstand", "счётом"): two numbers said one by one are
    #: written with a colon whose right side is one digit ("3:1") only after one of them; "года два три назад"
    #: is an estimate, never "2:3" (denorm.engines.pipeline.writes_its_class). Empty: never.
    score_words: ClassVar[frozenset[str]] = frozenset()
    #: Nouns that name a thing by a number said after them ("room", "flight", "Gleis", "рейс", "vuelo"): a number
    #: right after one is a label, never a clock time ("flight two twenty" is no "flight 2:20"); said in digits or
    #: pairs it is written so ("room four oh six" -> "room 406"; denorm.engines.pipeline.label_form). Empty: none.
    label_nouns: ClassVar[frozenset[str]] = frozenset()
    #: Street types said after a house number and a one-word street name ("four oh six main street", "twelve
    #: twenty elm avenue"): a number right before such a name is a house number, never a clock time, and said
    #: in digits or pairs it is written so ("406 Main Street"; denorm.engines.pipeline.label_form). Empty: none
    #: (German, Russian, Spanish say the number after the street's name).
    street_nouns: ClassVar[frozenset[str]] = frozenset()
    #: Street types said before the street's name (French "rue", Spanish "calle", Portuguese "rua"), and the
    #: particles inside such a name ("de la", "del", "do"): in an address, beside a house number, the name's words
    #: take capitals ("22 rue de la Paix", "calle Mayor número 22": denorm.engines.pipeline.street_names).
    street_types: ClassVar[frozenset[str]] = frozenset()
    name_particles: ClassVar[frozenset[str]] = frozenset()
    #: Words that say a house number follows ("número", "n°")
    house_number_words: ClassVar[frozenset[str]] = frozenset()
    #: Unit words of two systems of measure (English: metric, then imperial and US customary): a measure right
    #: after one of the other system restates it, and is set in parentheses ("2,500 kilometres (1,600 miles)";
    #: Chicago 9.17; denorm.engines.pipeline.converted_measures). Empty: no such rule.
    unit_systems: ClassVar[tuple[frozenset[str], ...]] = ()
    #: Nouns that name a code its figures are said of one by one ("account number", "zip code", "PIN",
    #: "Kundennummer", "номер"): up to CODE_GAP words after one ("my zip code is ..."), a number of
    #: CODE_FIGURES figures is read digit by digit now and then (`label_reading`), and digits said one by one
    #: there are written as the code ("nine oh two one oh" -> "90210"; denorm.engines.pipeline.label_form).
    code_nouns: ClassVar[frozenset[str]] = frozenset()
    #: Telephone numbers said in groups, each group a cardinal ("восемь девятьсот шестнадцать сто двадцать три
    #: сорок пять шестьдесят семь"): the digits of each group -> the layouts they are written in, best first
    #: ("{} ({}) {}-{}-{}": "8 (916) 123-45-67"; denorm.engines.pipeline.grouped_phone_form). Empty: none.
    phone_layouts: ClassVar[Mapping[tuple[int, ...], tuple[str, ...]]] = MappingProxyType({})
    #: Nouns after which a cardinal is written as a Roman numeral ("siglo diecinueve" -> "siglo XIX", RAE
    #: Ortografía 2010, VIII 2.4.2; Portuguese "século XIX"; denorm.engines.pipeline.roman_form). Empty: none.
    roman_nouns: ClassVar[frozenset[str]] = frozenset()
    #: Marks that open what a closing mark ends ({"?": "¿", "!": "¡"} in Spanish): a question or an exclamation
    #: is written with both (denorm.tagger.settle.paired_marks). Empty: closing marks only.
    inverted_marks: ClassVar[Mapping[str, str]] = MappingProxyType({})
    #: Words that begin a question ("qué", "cómo", "dónde"): a sentence that begins with one and has one mark of
    #: a question gets both (denorm.tagger.settle.paired_marks).
    question_words: ClassVar[frozenset[str]] = frozenset()
    #: Words, or pairs of words, that begin a yes-no question and nothing else a speaker dictates ("can", "do
    #: you" in English, "kannst", "können" in German; not "what" or "when": "When you arrive, write to ...";
    #: not "will", "may": names; not "do" alone: "Do not send it to ..."): a line-final entity the tagger left
    #: without a mark gets "?" after one (denorm.tagger.settle.close_sentence).
    question_openers: ClassVar[frozenset[str]] = frozenset()
    #: Words that introduce reported speech ("that", "dass", "что", "que"): no quotation opens right after one
    #: (denorm.tagger.settle.reported_quotes). Empty: the tagger's quotes stand.
    complementizers: ClassVar[frozenset[str]] = frozenset()
    #: Function words never written with a capital inside a sentence (articles, pronouns other than polite
    #: address, conjunctions, prepositions): a capital the tagger gives one right after its comma is lowered
    #: (denorm.tagger.settle.lower_after_commas). Empty: the tagger's case stands.
    comma_lower_words: ClassVar[frozenset[str]] = frozenset()
    #: Word pairs the language always writes joined by a hyphen (Portuguese "terça-feira": the days of the week
    #: said in two words; denorm.engines.pipeline.hyphen_compounds). Empty: the tagger's joins stand.
    hyphen_pairs: ClassVar[frozenset[tuple[str, str]]] = frozenset()
    #: Words joined by a hyphen to a number in figures or a month's name right after them (English "mid": AP and
    #: Chicago "mid-30s", "mid-1980s", "mid-March"; denorm.engines.pipeline.hyphen_compounds).
    hyphen_prefixes: ClassVar[frozenset[str]] = frozenset()
    #: Prepositions before a clock time said as bare numbers ("um zwanzig vierundzwanzig", "в два ноль три"):
    #: without one, numbers alone are no clock time ("ich bin vier fünfzig" is no "4:50", "если двадцать четыре"
    #: no "24:00"; denorm.engines.pipeline.writes_its_class). Empty: no such check.
    clock_prepositions: ClassVar[frozenset[str]] = frozenset()
    #: Words that join a whole part to its decimal fraction said as a count of tenths, hundredths... (Russian
    #: "восемь и три десятых" for 8,3, beside "восемь целых три десятых"): one number run across them
    #: (denorm.itn.runs.number_runs) when a `decimal_words` denominator follows. Empty: none.
    decimal_links: ClassVar[frozenset[str]] = frozenset()
    #: Words written with a capital wherever they stand, whatever the tagger says (English days, months but
    #: "may", "march", "august", which are also a verb and an adjective, and the temperature scales named
    #: after people: "before Thursday", "in April", "degrees Celsius";
    #: denorm.engines.pipeline.written_case). Empty: the tagger's case stands.
    proper_words: ClassVar[frozenset[str]] = frozenset()
    #: Nouns of measures no unit symbol writes (English "cups", "pints"): a small number said before one is a
    #: measure, in figures in prose like one before a unit ("2 cups of flour", AP "recipes"; denorm.itn.prose).
    measure_nouns: ClassVar[frozenset[str]] = frozenset()
    #: Words that say two numbers near them are a match's result, before or after them within the score gap
    #: ("we won three to one", "wir haben drei zu eins gewonnen", "мы выиграли три ноль"): a score too
    #: (`denorm.itn.runs.score_said`), unless a unit follows ("zwei bis drei Mal gewonnen"). None in English,
    #: which says years in pairs ("in twenty eighteen that led to" is no "20-18").
    result_words: ClassVar[frozenset[str]] = frozenset()
    #: How a score said after a word of `score_words` is written, in order of preference: "2:1" (":"), "2-1"
    #: (AP, "-"); the first the generator reads back as the words is taken (denorm.engines.pipeline.score_form).
    score_marks: ClassVar[tuple[str, ...]] = (":", "-")
    #: Units said in the singular after a number to make a compound modifier ("a forty five minute drive"):
    #: the number in figures is joined to its unit by a hyphen ("a 45-minute drive", AP "hyphen"); "year
    #: old" after an age joins both ("a 12-year-old boy"). Empty: no such compounds.
    modifier_units: ClassVar[frozenset[str]] = frozenset()
    #: The noun "year" said after a year in figures ("пятого мая тысяча девятьсот девяностого года"): a form
    #: that writes the date without it is tried with it first ("5 мая 1990 г.", not "5 мая 1990").
    year_nouns: ClassVar[frozenset[str]] = frozenset()
    #: A written form a comma closes when its sentence goes on after it (English full dates: "On June 28,
    #: 1919, the treaty was signed", Chicago 17th ed. 6.17, AP "dates"). None: no such rule.
    comma_closes: ClassVar[re.Pattern[str] | None] = None
    #: The word that says a decimal point: a fraction of one said without its whole part ("point two two") and
    #: counting no unit is written without it, as calibres are (".22 rifle", ".357 Magnum"; AP "calibers").
    #: None: every decimal is written with its whole part.
    bare_decimal_word: ClassVar[str | None] = None
    @property
    def decimal_words(self) -> frozenset[str]:
        """Words that say a number has a fractional part ("point", "komma", "coma", "целых"): without one, a
        whole number's figures have none ("три один" is no "3.1"). Default: the joiners that are no cardinal's."""
        return self.number_joiners - self.cardinal_joiners

    #: The word said for the decimal mark ("point", "komma", "virgule") and the mark written for it: a decimal
    #: said digit by digit after it is written by value ("un virgule deux million" -> "1,2 million";
    #: denorm.engines.pipeline.decimal_form). Empty: no such reading.
    decimal_point_words: ClassVar[frozenset[str]] = frozenset()
    decimal_mark: ClassVar[str] = ","

    #: Endings of the words that say a half or a quarter ("half", "siebeneinhalb", "с половиной"): a fraction
    #: said so is written with decimals ("7,5 Mio.").
    half_endings: ClassVar[tuple[str, ...]] = ()
    #: Articles said for "one" before a scale word ("a hundred and eighty" is 180): part of the number when more
    #: of it follows ("a thousand" alone stays words, as a scale word alone does). Empty: none.
    scale_articles: ClassVar[frozenset[str]] = frozenset()
    #: Whether the language says the years before this era's in pairs ("fifteen forty six", English): then a
    #: number said with the word for a thousand is a count unless it is of this era ("two thousand and nine"),
    #: grouped as one ("5,000 employees"; denorm.engines.pipeline.counted_thousands). Where years are said with
    #: it ("mil quinhentos e quarenta e seis", "một nghìn năm trăm bốn mươi sáu") the words cannot tell.
    years_in_pairs: ClassVar[bool] = False
    #: Nouns said right before a year ("the year 3000"): a number said with the word for a thousand after one
    #: is that year, not a count.
    year_words: ClassVar[frozenset[str]] = frozenset()
    #: An era said right after a year, as one word or spelled ("ad", "b c"): a number said in pairs before one
    #: is that year ("ten fifty two ad"), no clock time or price.
    era_words: ClassVar[frozenset[str]] = frozenset()
    #: Words for a hundred or a thousand that say their own one ("cien", "mil"): "un cien" is an article and
    #: 100 ("un 100 %"), no number of its own. Empty: "one hundred", "ein hundert" are numbers.
    bare_scale_words: ClassVar[frozenset[str]] = frozenset()
    #: Nouns said inside a number's span that a language capitalizing nouns writes with a capital when the
    #: span stays words ("im dritten Quartal"), besides `capitalized_words` (not the label nouns: "eine runde
    #: Dose", though "Runde 3").
    span_nouns: ClassVar[frozenset[str]] = frozenset()
    #: Whether a fraction said in words is written with a hyphen ("two-thirds": AP, Chicago 7.96); a simple
    #: fraction below one counting no unit stays words in prose (denorm.itn.prose.below_one).
    fraction_hyphen: ClassVar[bool] = False
    #: The words said between a number and its half or quarter ("eleven and a half", "once y medio", "elf und
    #: ein halb", "одиннадцать с половиной"): a number so said is one number with its half.
    half_links: ClassVar[frozenset[str]] = frozenset()

    #: Whether a fraction's denominator is said with an ordinal word ("two thirds", "две третьих", "dos
    #: quintos"). Where it is not (German "zwei Drittel", "drei Zwanzigstel"), an ordinal word says no
    #: fraction: a span tagged a fraction whose words are an ordinal is an ordinal ("zweiundzwanzigste").
    ordinal_denominators: ClassVar[bool] = True
    #: Whether an ordinal is said with ordinal words for its parts ("vigésimo primero", "décimo terceiro"). Where
    #: not, an ordinal word ends its number: one said right after it starts another ("den sechzehnten,
    #: siebzehnten und achtzehnten Jahrhunderten"; denorm.itn.runs.apart).
    ordinal_parts: ClassVar[bool] = False

    def says_fraction(self, words: Sequence[str]) -> bool:
        """Whether `words` say a fractional part: a decimal word or a half or quarter."""
        return any(w in self.decimal_words or (self.half_endings and w.endswith(self.half_endings)) for w in words)

    #: Whether a unit after a ten is always said with a joiner ("oitenta e um", "treinta y uno"): a ten and a
    #: unit said without it are two numbers ("cento e oitenta uma arma": 180, "uma"; denorm.itn.value).
    unit_joiner: ClassVar[bool] = False
    #: Whether a number says its unit before its ten ("einundzwanzig", "sechs und dreißig"): a unit said after
    #: a ten is another number ("er kaufte zwanzig ein" is 20 and a particle, never 21; denorm.itn.value).
    units_first: ClassVar[bool] = False
    #: Number words that are also a separable verb's particle at a clause's end (German "spielte ... ein"): one
    #: alone after a unit or currency word is no part of the amount ("250 Mio. $ ein"); French "dollars un" is
    #: its cent.
    verb_particles: ClassVar[frozenset[str]] = frozenset()
    #: Words that say a number's sign before it ("minus", "минус"): part of the number's run unless a number
    #: stands before them ("five minus three" is a sum).
    sign_words: ClassVar[frozenset[str]] = frozenset()
    #: Where a sign word is an everyday word too ("al menos tres", "au moins trois", "pelo menos três": at least;
    #: "más o menos"), it says a sign only before a number and one of these units ("menos quince grados"). Empty:
    #: a sign word always says one (English "minus", Russian "минус").
    signed_units: ClassVar[frozenset[str]] = frozenset()
    #: Articles a date span said day first takes in: English "the tenth of may" is written month first, "May
    #: 10" (never "the May 10"); German "dem dritten März" is "dem 3. März", set off from a day of the week
    #: before it (`weekday_comma`). Empty: the article stays a word ("el 10 de mayo").
    date_articles: ClassVar[frozenset[str]] = frozenset()
    #: Words that say a plus sign ("plus", "плюс", "más"): an everyday word everywhere ("the fee plus five
    #: dollars"), so a sign only before a number and one of `plus_units` ("plus twelve degrees" -> "+12°").
    plus_words: ClassVar[frozenset[str]] = frozenset()
    plus_units: ClassVar[frozenset[str]] = frozenset()
    #: Words that say whose age a decade is ("in her mid twenties": "his", "her", "their"...): a decade said after
    #: one, perhaps across "early", "mid", "late" (`decade_spans`), is an age, written without the decade mark
    #: ("her mid-20s"); any other decade written with two figures takes `decade_mark` ("the late '80s"; AP
    #: "years"). Empty: the language writes both alike (denorm.engines.pipeline.decade_forms).
    age_owners: ClassVar[frozenset[str]] = frozenset()
    decade_spans: ClassVar[frozenset[str]] = frozenset()
    decade_mark: ClassVar[str] = ""
    #: Words that name a temperature scale ("celsius", "fahrenheit", "цельсию"): a form with the scale's letter
    #: ("180 °C") is written only where one was said; "one eighty degrees" is "180°", never "180 °C"
    #: (denorm.engines.pipeline.writes_its_class).
    scale_names: ClassVar[frozenset[str]] = frozenset({"celsius", "fahrenheit", "kelvin", "c", "f", "k"})
    #: Whether nouns are written with a capital (German): a scale noun after digits ("11 Millionen").
    capitalizes_nouns: ClassVar[bool] = False
    #: The joiners of `number_joiners` that only join the parts of a cardinal and add nothing to its
    #: value ("one hundred and five"); a run with another joiner ("point") is no plain cardinal.
    cardinal_joiners: ClassVar[frozenset[str]] = frozenset()
    #: Whether a number said in words follows the place rules of denorm.itn.value (units, tens and "hundred"
    #: added and multiplied as in "twenty five", "fünf hundert"); a language whose numbers do not (Vietnamese
    #: "hai mươi mốt", "hai nghìn không trăm linh chín") sets False and reads them in `words_value`.
    place_value_numbers: ClassVar[bool] = True

    # -- tables of the generic entity classes (data_gen/entities): declared here with empty
    # -- defaults; a class that needs a table refuses an empty one when the language is built.
    #: Written symbol -> spoken alternatives ("&" -> ("and",)); read by `symbol`, `telephone` ("+")
    #: and `url`/`email` (symbols inside an address). Keep "-" and "." out of it.
    symbols: ClassVar[Mapping[str, tuple[str, ...]]] = MappingProxyType({})
    #: Symbols of `symbols` read only when standing alone between spaces or line ends ("a * b",
    #: not the gender star of "Lehrer*innen").
    standalone_symbols: ClassVar[frozenset[str]] = frozenset()
    #: Spoken words of the separators of web and e-mail addresses, keys dot, at, slash, colon, dash,
    #: underscore (`url`, `email`).
    url_words: ClassVar[Mapping[str, tuple[str, ...]]] = MappingProxyType({})
    #: Written abbreviation -> spoken alternatives ("z. B." -> ("zum beispiel",)); `abbreviation`.
    abbreviations: ClassVar[Mapping[str, tuple[str, ...]]] = MappingProxyType({})
    #: All-caps tokens read as words, not spelled ("NASA"); `acronym`.
    word_acronyms: ClassVar[frozenset[str]] = frozenset()
    #: How often a recognizer writes an acronym as one lowercase word rather than as spelled letters: an
    #: initialism ("CEO" -> "ceo", not "c e o"), and an entry of `word_acronyms` ("NASA" -> "nasa", not "n a s a").
    #: The tagger learns both forms from these draws (issue 31); 0 and 1 draw nothing. The defaults suit the
    #: recognizers we know in every language so far; a language overrides them where its recognizers differ.
    acronym_word_share: ClassVar[float] = 0.4
    word_acronym_share: ClassVar[float] = 0.9
    #: Spoken forms of the digit 0 in digit-by-digit readings ("zero", "oh"); `telephone`.
    zero_words: ClassVar[tuple[str, ...]] = ()
    #: Words that say a digit twice or three times in digit-by-digit readings (British "double seven" for 77,
    #: "triple oh" for 000): count -> words; empty where the language does not say them. `repeat_share` of
    #: the numbers with a repeated digit say every repeat so (a speaker who says "double" says it throughout).
    repeat_words: ClassVar[Mapping[int, tuple[str, ...]]] = MappingProxyType({})
    repeat_share: ClassVar[float] = 0.4
    #: How a spelled letter is said, where it is not the letter itself (Latin letters in Russian:
    #: "w" -> "дабл ю"); letters without an entry stand for themselves (`spell`).
    letter_names: ClassVar[Mapping[str, str]] = MappingProxyType({})
    #: Other names a speaker gives a letter, as a recognizer writes them (Russian "фэ" for "эф", "сэ шэ а" for
    #: США), -> the name of `letter_names` they stand for. The runtime reads them in spelled acronyms
    #: (`denorm.engines.pipeline.spelled_form`, verified as said with the usual names); the generator does not say
    #: them.
    letter_name_variants: ClassVar[Mapping[str, str]] = MappingProxyType({})

    def __init__(self) -> None:
        #: Matches a class refused because the context did not fix the reading, per "class:reason"
        #: (counted by the classes that decline in `find`, e.g. German ordinals), so never silent.
        self.declined: Counter[str] = Counter()
        self.classes: dict[str, EntityClass] = {c.name: c(self) for c in self.entity_classes}
        self._letter_set = frozenset(self.letters)
        self._spoken_set = self._letter_set | {" ", "'"}
        self._strip_table = _StripTable(self)

    # -- verbalization -------------------------------------------------------------------------
    def verbalize(self, text: str, rng: random.Random) -> Verbalization:
        """Find entities, verbalize them, and strip the result to the spoken alphabet."""
        written = normalize_written(text)
        out: list[str] = []
        entities: list[Entity] = []
        pos = 0
        for start, end, cls, spoken in self._select(written, rng):
            out.append(written[pos:start])
            out.append(f" {spoken} ")
            entities.append(Entity(cls.name, written[start:end], self.strip(spoken), start, end))
            pos = end
        out.append(written[pos:])
        return Verbalization(written, self.strip("".join(out)), entities)

    def read_match(self, cls: EntityClass, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        """One candidate's spoken words (`EntityClass.verbalize`); a year's figures after a code noun are a code
        now and then ("PIN 1234" is "one two three four": `code_reading`). None: the class declines."""
        if cls.name == "year":
            code = self.code_reading(ctx, match.group(0), rng)
            if code is not None:
                return code
        return cls.verbalize(match, ctx, rng)

    def _select(self, text: str, rng: random.Random) -> list[tuple[int, int, EntityClass, str]]:
        """Non-overlapping verbalized matches, left to right.

        Candidates are tried by priority, then length, then position; a candidate whose class
        declines (verbalize returns None) leaves its span to the next overlapping candidate.
        """
        cands = []
        for cls in self.classes.values():
            if cls.needs is not None and not cls.needs.search(text):
                continue
            for m in cls.find(text):
                if m.end() > m.start():
                    cands.append((m.start(), m.end(), cls, m))
        cands.sort(key=lambda c: (-c[2].priority, -(c[1] - c[0]), c[0]))
        taken: list[tuple[int, int, EntityClass, str]] = []
        for start, end, cls, m in cands:
            if any(start < t[1] and end > t[0] for t in taken):
                continue
            spoken = self.read_match(cls, m, Context(text, start, end), rng)
            if spoken is not None:
                taken.append((start, end, cls, spoken))
        taken.sort(key=lambda c: c[0])
        return taken

    # -- the spoken alphabet -------------------------------------------------------------------
    def strip(self, text: str) -> str:
        """Lowercase, drop punctuation and symbols, keep word-internal apostrophes, single spaces."""
        text = unicodedata.normalize("NFC", text).lower().translate(self._strip_table)
        words = []
        for w in text.split():
            w = w.strip("'")
            if "''" in w:
                w = re.sub(r"'{2,}", "'", w)
            if w:
                words.append(w)
        return " ".join(words)

    def strip_words(self, text: str) -> list[tuple[str, int, int]]:
        """The words of `strip(text)` (NFC text), each with the (start, end) offsets of `text` it comes from.

        `" ".join(w for w, _, _ in strip_words(t)) == strip(t)`: the same table and rules, so the
        labels of `make data` (denorm.data.labels) know each word's written form and the marks between.
        """
        low = text.lower()
        table = self._strip_table
        mapped = low.translate(table)
        index: list[int] | None = None
        if len(low) != len(text) or not table.uneven.isdisjoint(low):
            # a character that lowercases or folds to several, or to none (a stress mark): map offsets
            parts: list[str] = []
            index = []
            for i, ch in enumerate(text):
                m = ch.lower().translate(table)
                parts.append(m)
                index.extend([i] * len(m))
            mapped = "".join(parts)
        words = []
        for m in _RUN.finditer(mapped):
            w, a, b = m.group(), m.start(), m.end()
            if w[0] == "'" or w[-1] == "'":
                core = w.lstrip("'")
                a += len(w) - len(core)
                w = core.rstrip("'")
                b = a + len(w)
                if not w:
                    continue
            if "''" in w:
                w = re.sub(r"'{2,}", "'", w)
            if index is not None:
                a, b = index[a], index[b - 1] + 1
                while b < len(text) and not text[b].lower().translate(table):
                    b += 1  # a stress mark after the word's last letter is part of the word
            words.append((w, a, b))
        return words

    def _fold(self, ch: str) -> str:
        """Map a character outside the alphabet onto it (accent folding), or '' if impossible.

        Called once per character: `strip`'s translate table keeps the answer.
        """
        decomposed = unicodedata.normalize("NFKD", ch)
        base = "".join(c for c in decomposed if not unicodedata.combining(c))
        if base and all(c in self._letter_set for c in base):
            return base
        return ""

    def reads_acronym_as_word(self, word_like: bool, rng: random.Random) -> bool:
        """Whether this reading of an acronym is one word ("nasa", "ceo") rather than spelled letters: a draw
        with `word_acronym_share` (`word_like`: an entry of `word_acronyms`) or `acronym_word_share`."""
        share = self.word_acronym_share if word_like else self.acronym_word_share
        return share >= 1 or (share > 0 and rng.random() < share)

    def in_alphabet(self, spoken: str) -> bool:
        """True if `spoken` uses only the spoken alphabet (letters, inner apostrophes, single spaces)."""
        if spoken != spoken.strip() or "  " in spoken:
            return False
        return set(spoken) <= self._spoken_set

    # -- helpers for entity classes ------------------------------------------------------------
    @abstractmethod
    def cardinal(self, n: int, rng: random.Random | None = None) -> str:
        """Spoken cardinal number (nominative / base form); `VerbalizationError` (denorm.data.errors)
        for a number the language cannot read."""

    # -- number words: a closed class (denorm.itn.runs finds a number's whole run with them) ------------
    @cached_property
    def number_lexicon(self) -> frozenset[str]:
        """The words numbers are read with (cardinals and ordinals in every form the generator writes,
        without the joiners). Default: the words of `cardinal` for 0-1000 and the scales; a language with
        ordinals or inflection adds them."""
        out: set[str] = set()
        for n in [*range(0, 1001), *(k * s for s in (10**3, 10**6, 10**9) for k in (1, 2, 5))]:
            try:
                out.update(self.cardinal(n).split())
            except Exception:  # noqa: BLE001 - a number the language cannot read adds nothing
                continue
        return frozenset(out - self.number_joiners)

    @property
    def capitalized_words(self) -> frozenset[str]:
        """Words the language writes with a capital inside a sentence that an entity span may leave as words
        (German units and currencies, nouns: "einen Kilometer", "für einen Dollar"): the generator labels a
        span's words by its written form, so the tagger gives them no case of their own. None here."""
        return frozenset()

    @property
    def month_words(self) -> frozenset[str]:
        """The month names as a date says them, in every form ("may", "juli", "мая", "мае"): a date said with
        one is written with it ("May 27, 1937", never "05/27/1937"; denorm.engines.pipeline). None here
        (Vietnamese months are numbers: "tháng ba")."""
        return frozenset()

    @property
    def weekday_words(self) -> frozenset[str]:
        """The days of the week where a date span may open with one ("monday the third of march"): the runtime
        converts the date after it and writes the day as a word, with `weekday_comma` ("Monday, March 3": AP
        "dates"). None here: the converter has the whole span."""
        return frozenset()

    #: Whether a day of the week is set off by a comma from the date after it (`weekday_words`).
    weekday_comma: ClassVar[bool] = False

    @property
    def unit_words(self) -> frozenset[str]:
        """First words of the unit and currency names the measure and money classes say ("kilometres",
        "square", "dollars"): a number said before one counts something measured, and the style groups it
        as it groups a number with a unit (English "2,500 kilometres"; denorm.engines.pipeline). None here."""
        return frozenset()

    @cached_property
    def time_nouns(self) -> frozenset[str]:
        """Nouns of a number of hours, minutes or seconds (`hour_nouns`, `duration_nouns`): a number said before
        one counts time, no clock time on the hour."""
        return self.hour_nouns | self.duration_nouns

    @cached_property
    def repeat_counts(self) -> Mapping[str, int]:
        """`repeat_words` by word: how many times each says the digit after it ("double" 2, "triple" 3)."""
        return MappingProxyType({w: n for n, said in self.repeat_words.items() for w in said})

    @cached_property
    def unit_names(self) -> frozenset[str]:
        """Unit and currency names: `unit_words` and `capitalized_words` ("meter", "euro", "рублей"), no number
        word among them (German "Millionen" is capitalized, and no unit)."""
        return self.unit_words | {w for w in self.capitalized_words if not self.is_number_word(w)}

    @cached_property
    def measure_symbols(self) -> frozenset[str]:
        """Every written unit of the measure class ("km", "l", "°", "km/h"): the module `measure` of the
        language's package, its table `UNITS`; empty without one."""
        import importlib

        try:
            return frozenset(importlib.import_module(f"{type(self).__module__}.measure").UNITS)
        except (ImportError, AttributeError):
            return frozenset()

    @cached_property
    def unit_symbols(self) -> Mapping[str, str]:
        """The measure class's unit symbols of two or more letters written with a capital, by their lower-case
        form ("kwh" -> "kWh", "ггц" -> "ГГц", "db" -> "dB"): a recognizer that writes a symbol as a word writes
        it in lower case, and after a number it is that unit (denorm.engines.pipeline.unit_symbol_forms). A
        lower-case form two symbols share ("kb": "KB", "kB") is left out. Of `measure_symbols`."""
        by_lower: dict[str, list[str]] = {}
        for symbol in sorted(self.measure_symbols):
            letters = symbol.lower()
            if len(symbol) >= 2 and symbol.isalpha() and self.in_alphabet(letters):
                by_lower.setdefault(letters, []).append(symbol)
        return MappingProxyType({low: forms[0] for low, forms in by_lower.items()
                                 if len(forms) == 1 and forms[0] != low})

    def declined_acronyms(self) -> Iterable[str]:
        """The declined forms of the acronyms the language declines, as written (Russian "ГОСТу", "ОМОНа"):
        the casing lexicon (denorm.data.casing) holds them, unless the corpus writes one otherwise. None here."""
        return ()

    def is_number_word(self, word: str) -> bool:
        """Whether `word` is one of the language's number words (not a joiner)."""
        return word in self.number_lexicon

    @cached_property
    def _one_word_cardinals(self) -> dict[str, int]:
        """The one-word readings of `cardinal` for 0-1000 and their values (`number_value`'s default)."""
        values: dict[str, int] = {}
        for n in range(0, 1001):
            try:
                said = self.cardinal(n)
            except Exception:  # noqa: BLE001 - a number the language cannot read adds nothing
                continue
            if " " not in said:
                values.setdefault(said, n)
        return values

    def number_value(self, word: str) -> int | None:
        """The value of a number said in one word ("five" 5, "ninth" 9, "thousand" 1000), None for any
        other word. Default: the one-word readings of `cardinal` for 0-1000."""
        return self._one_word_cardinals.get(word)

    def cardinal_value(self, word: str) -> int | None:
        """`number_value` of a cardinal word only (not "ninth"). Default: `number_value`, whose default
        reads cardinals only."""
        return self.number_value(word)

    def digit_value(self, word: str) -> int | None:
        """The digit `word` says when digits are read one by one ("five" 5, "oh" 0: `zero_words`), None for
        any other word."""
        value = 0 if word in self.zero_words else self.cardinal_value(word)
        return value if value is not None and 0 <= value <= 9 else None

    def words_value(self, words: Sequence[str], ordinal: bool = False) -> int | None:
        """The value of `words` said as one number (`ordinal`: one ordinal), None when they are not one; read
        by denorm.itn.value in place of its place rules for a language with `place_value_numbers` False.
        Default: None (the place rules read the language's numbers)."""
        return None

    def ordinal_written(self, n: int, word: str, after: str = "") -> str | None:
        """How the ordinal `n`, said with the ordinal word `word` (its last word) before the word `after`,
        is written in figures ("9th", "9.", "9-й"); None for a language without a rule (its ordinals go to
        the converter)."""
        return None

    def joins_number(self, before: str, joiner: str, after: str) -> bool:
        """Whether `joiner` between the number words `before` and `after` is part of one number
        ("hundred and five": yes; "five and six": two numbers)."""
        return joiner in self.number_joiners

    def number_spelling(self, words: Sequence[str]) -> tuple[str, ...]:
        """A run of number words as the generator writes it (German "fünf und zwanzig" ->
        "fünfundzwanzig"); the words themselves where the language writes no compounds."""
        return tuple(words)

    def digits(self, s: str, rng: random.Random | None = None) -> str:
        """A digit string read digit by digit."""
        return " ".join(self.cardinal(int(d), rng) for d in s if d.isdigit())

    def code_digits(self, s: str, rng: random.Random | None = None) -> str:
        """A code read digit by digit (`digits`; English says its zero "oh" too)."""
        return self.digits(s, rng)

    def code_context(self, left: Sequence[str]) -> bool:
        """Whether a number after these words (nearest last) is a code: a code noun among the CODE_GAP words
        before it ("account number 4567", "my zip code is 90210", "número de cuenta 4567"; `code_nouns`)."""
        return bool(set(left[-CODE_GAP:]) & self.code_nouns)

    def code_reading(self, ctx: Context, digits: str, rng: random.Random | None) -> str | None:
        """A code of CODE_FIGURES figures after a code noun ("account number 456789", "PIN 1234"; `code_nouns`)
        read digit by digit now and then (CODE_DIGITS of the time); None otherwise. Every language's cardinal
        and year classes read numbers so (`label_reading`, `_select`)."""
        if (rng is None or not digits.isdigit() or not CODE_FIGURES[0] <= len(digits) <= CODE_FIGURES[1]
                or not self.code_context(ctx.left_words(CODE_GAP)) or rng.random() >= CODE_DIGITS):
            return None
        return self.code_digits(digits, rng)

    def label_reading(self, ctx: Context, digits: str, rng: random.Random | None) -> str | None:
        """A code after a code noun read digit by digit now and then (`code_reading`), and a label of three or
        four figures right after a label noun ("Zimmer 406", "рейс 207"; `label_nouns`) too ("vier null sechs",
        LABEL_DIGITS of the time); None otherwise (the cardinal class reads it as a number)."""
        code = self.code_reading(ctx, digits, rng)
        if code is not None:
            return code
        if rng is None or not 3 <= len(digits) <= 4 or not digits.isdigit() or digits[0] == "0":
            return None
        left = ctx.left_words(1)
        if not left or left[0] not in self.label_nouns or rng.random() >= LABEL_DIGITS:
            return None
        return self.digits(digits, rng)

    def url_pronounceable(self, word: str) -> bool | None:
        """Whether a letter run of a web address is read as a word (True) or spelled (False); None
        leaves it to the generic test (`entities.url.pronounceable`), as the base class does."""
        return None


def normalize_written(text: str) -> str:
    """NFC, no control characters, single spaces: the form kept on the written side."""
    text = unicodedata.normalize("NFC", text)
    if not text.isprintable():  # printable text has no category-C character: skip the slow loop
        text = "".join(" " if unicodedata.category(c)[0] == "C" else c for c in text)
    return _SPACES.sub(" ", text).strip()


class _StripTable(dict):
    """str.translate table of `Language.strip`, filled per character on first use."""

    def __init__(self, language: Language) -> None:
        super().__init__()
        self.language = language
        #: characters that map to more or fewer than one character (`strip_words` maps their offsets)
        self.uneven: set[str] = set()

    def __missing__(self, code: int) -> str:
        ch = chr(code)
        if ch in self.language._letter_set:
            out = ch
        elif ch in APOSTROPHES:
            out = "'"
        elif unicodedata.combining(ch):
            out = ""  # a stress mark (U+0301) is part of its word: "большее", not "бо льшее"
        else:
            out = self.language._fold(ch) or " "
        if len(out) != 1:
            self.uneven.add(ch)
        self[code] = out
        return out
