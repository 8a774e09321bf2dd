"""English (en): the language object, its tables (symbols, abbreviations...) and its entity classes."""

from __future__ import annotations

import random
import re
from functools import cached_property
from types import MappingProxyType
from typing import ClassVar

from denorm.data.base import EntityClass, Language
from denorm.data.entities import Acronym, Email, Telephone, Url
from denorm.data.languages.en import numbers
from denorm.data.languages.en.abbreviation import EnglishAbbreviation
from denorm.data.languages.en.cardinal import EnglishCardinal
from denorm.data.languages.en.date import EnglishDate
from denorm.data.languages.en.decimal import EnglishDecimal
from denorm.data.languages.en.fraction import EnglishFraction
from denorm.data.languages.en.measure import EnglishMeasure
from denorm.data.languages.en.money import EnglishMoney
from denorm.data.languages.en.ordinal import EnglishOrdinal
from denorm.data.languages.en.percent import EnglishPercent
from denorm.data.languages.en.roman import EnglishRoman
from denorm.data.languages.en.symbol import EnglishSymbol
from denorm.data.languages.en.time import EnglishTime
from denorm.data.languages.en.year import EnglishYear


class English(Language):
    """English as Americans and Britons say it.

    Spoken alphabet: the 26 lowercase letters a-z, the apostrophe inside a word ("o'clock",
    "don't", "henry the eighth's") and single spaces. Accented letters fold to their base letter
    ("café" -> "cafe"). Letters that are spelled out stay single letters ("u s b", "p m").
    """

    code = "en"
    times_words = frozenset({"times"})  # "five milligrams two times a day"
    per_words = frozenset({"per"})  # "kilometers per hour"
    power_words = (("to the power of", ""), ("to the", "power"), ("to the", ""))  # "ten to the sixth"
    negative_words = frozenset({"negative"})  # "ten to the negative three"
    loose_power_words = frozenset({"to the"})  # "from ten to the twenty mark" is no power
    units_in_full = True  # "1,5 Liter", not "1,5 l" (Language.units_in_full)
    list_words = frozenset({"or"})  # "ninety three or ninety five": items of one list
    word_symbols = frozenset({"in"})  # "6 in wide": inches
    letters = "abcdefghijklmnopqrstuvwxyz"
    entity_classes: ClassVar[tuple[type[EntityClass], ...]] = (
        Url, Email, EnglishDate, EnglishTime, EnglishMoney, EnglishMeasure, EnglishPercent, Telephone,
        EnglishDecimal, EnglishFraction, EnglishRoman, EnglishOrdinal, EnglishYear, EnglishAbbreviation, Acronym,
        EnglishCardinal, EnglishSymbol)
    one_letter_words = frozenset({"a", "i"})
    question_openers = frozenset({"can", "could", "would", "should", "shall", "is", "are", "was", "were", "does",
                                  "did", "has", "do you", "do we", "do they", "do i"})
    doubled_words = frozenset({"had", "that", "is", "do", "bye", "no", "yes", "ha"})  # "bye bye", "no no"
    complementizers = frozenset({"that", "whether"})  # reported speech: no quotes after one
    comma_lower_words = frozenset({  # no capital after a comma (denorm.tagger.settle.lower_after_commas)
        "a", "all", "although", "an", "and", "are", "as", "at", "be", "because", "been", "but", "by", "for", "from",
        "he", "her", "him", "his", "if", "in", "is", "it", "its", "my", "no", "nor", "not", "of", "on", "or", "our",
        "she", "so", "some", "that", "the", "their", "them", "then", "there", "these", "they", "this", "those",
        "though", "to", "us", "was", "we", "were", "what", "when", "where", "which", "while", "who", "whom", "with",
        "yet", "you", "your"
    })
    proper_words = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january",
                              "february", "april", "june", "july", "september", "october", "november", "december",
                              "celsius", "fahrenheit"})
    measure_nouns = frozenset({"cup", "cups", "pint", "pints", "quart", "quarts"})
    unit_systems = (
        frozenset({"kilometre", "kilometres", "kilometer", "kilometers", "metre", "metres", "meter", "meters",
                   "centimetre", "centimetres", "centimeter", "centimeters", "millimetre", "millimetres",
                   "millimeter", "millimeters", "kilogram", "kilograms", "kilo", "kilos", "gram", "grams", "tonne",
                   "tonnes", "litre", "litres", "liter", "liters", "hectare", "hectares", "celsius", "km", "kg",
                   "cm", "mm"}),
        frozenset({"mile", "miles", "foot", "feet", "inch", "inches", "yard", "yards", "pound", "pounds", "ounce",
                   "ounces", "gallon", "gallons", "acre", "acres", "fahrenheit", "ton", "tons", "mi", "ft", "lb",
                   "lbs", "oz"}),
    )
    prose_words = frozenset({"page", "pages", "number", "figure", "volume", "chapter", "section"})
    fillers = ("uh", "um", "er", "ah", "hmm")
    hesitations = ("uh", "uhh", "um", "umm", "uhm", "erm")
    zero_words: ClassVar[tuple[str, ...]] = ("zero", "oh")
    clock_parts = MappingProxyType({"quarter": 15, "half": 30})
    clock_relations = MappingProxyType({"past": 1, "after": 1, "to": -1, "till": -1, "of": -1})
    clock_leads = frozenset({"at", "by", "until", "till", "around", "before", "is", "was", "it's"})
    repeat_words = MappingProxyType({2: ("double",), 3: ("triple",)})
    number_joiners = numbers.JOINERS
    cardinal_joiners = frozenset({"and"})
    sign_words = frozenset({"minus"})  # not "negative": "tested negative two times"
    date_articles = frozenset({"the"})
    weekday_comma = True
    plus_words = frozenset({"plus"})  # a sign before degrees only ("+12°")
    plus_units = frozenset({"degree", "degrees"})
    scale_names = frozenset({"celsius", "fahrenheit", "centigrade", "kelvin", "c", "f", "k"})
    age_owners = frozenset({"his", "her", "their", "my", "your", "our", "its"})
    decade_spans = frozenset({"early", "mid", "late"})
    hyphen_prefixes = frozenset({"mid"})  # "mid-30s", "mid-1980s", "mid-March"
    decade_mark = "'"
    hour_nouns = frozenset({"hours"})
    duration_nouns = frozenset({"minute", "minutes", "second", "seconds"})
    score_marks = ("-", ":")  # "won 2-1"
    score_words = frozenset({"score", "scored", "scores", "ratio", "odds"})
    label_nouns = frozenset((
        "page pages chapter chapters section sections part volume level levels step figure table row type "
        "category tier slot phase column line gate platform track size version round stage season episode "
        "article verse act scene exit route channel lane airbus apartment boeing bus extension flight "
        "highway interstate model room suite lesson"
    ).split())
    code_nouns = frozenset({"number", "code", "pin", "id", "digits", "zip", "postcode", "password", "passcode", "card", "account", "reference"})
    street_nouns = frozenset({"street", "avenue", "road", "drive", "lane", "boulevard", "court", "terrace",
                              "parkway", "place"})
    modifier_units = frozenset({"second", "minute", "hour", "day", "week", "month", "year", "decade", "foot",
                                "inch", "mile", "yard", "meter", "metre", "kilometer", "kilometre", "centimeter",
                                "centimetre", "millimeter", "millimetre", "pound", "ounce", "ton", "gallon",
                                "liter", "litre", "acre", "story", "storey", "page", "point", "degree"})
    number_homographs = frozenset({"one"})
    fraction_hyphen = True
    scale_articles = frozenset({"a"})
    year_words = frozenset({"year"})
    era_words = frozenset({"ad", "bc", "bce", "ce", "a d", "b c", "b c e", "c e"})
    years_in_pairs = True
    range_words = frozenset({"to", "through", "till", "until"})
    symbols: ClassVar[dict[str, tuple[str, ...]]] = {
        "&": ("and",), "+": ("plus",), "@": ("at",), "#": ("number", "hash", "pound"), "§": ("section",),
        "§§": ("sections",), "/": ("slash",), "%": ("percent",), "‰": ("per mille",),
        "=": ("equals",), "<": ("less than",), ">": ("greater than",), "×": ("times", "by"),
        "÷": ("divided by",), "~": ("tilde",), "*": ("star", "asterisk"),
        "^": ("caret",), "±": ("plus or minus",), "°": ("degrees",), "©": ("copyright",),
        "¶": ("paragraph",), "\\": ("backslash",), "|": ("pipe", "vertical bar"),
        "√": ("square root of",), "∞": ("infinity",), "≈": ("approximately",), "≠": ("not equal to",),
        "≤": ("less than or equal to",), "≥": ("greater than or equal to",), "№": ("number",),
        "$": ("dollar",), "€": ("euro",), "£": ("pound",),
    }
    url_words: ClassVar[dict[str, tuple[str, ...]]] = {
        "dot": ("dot",), "at": ("at",), "slash": ("slash", "forward slash"), "colon": ("colon",),
        "dash": ("dash", "hyphen"), "underscore": ("underscore",),
    }
    abbreviations: ClassVar[dict[str, tuple[str, ...]]] = {
        # titles
        "Mr.": ("mister",), "Mr": ("mister",), "Mrs.": ("missus",), "Mrs": ("missus",),
        "Ms.": ("miss", "miz"), "Dr.": ("doctor",), "Dr": ("doctor",), "Prof.": ("professor",),
        "St.": ("saint",), "Jr.": ("junior",), "Sr.": ("senior",), "Gen.": ("general",),
        "Capt.": ("captain",), "Lt.": ("lieutenant",), "Sgt.": ("sergeant",), "Col.": ("colonel",),
        "Gov.": ("governor",), "Sen.": ("senator",), "Rep.": ("representative",), "Rev.": ("reverend",),
        "Hon.": ("honorable",), "Pres.": ("president",), "Mt.": ("mount",),
        # addresses and companies
        "Ave.": ("avenue",), "Rd.": ("road",), "Blvd.": ("boulevard",), "Ln.": ("lane",),
        "Apt.": ("apartment",),
        "Ste.": ("suite",), "Inc.": ("incorporated", "inc"), "Ltd.": ("limited",), "Corp.": ("corporation",),
        "Co.": ("company",), "Bros.": ("brothers",), "Dept.": ("department",), "dept.": ("department",),
        "Univ.": ("university",),
        # Latin and everyday abbreviations
        "e.g.": ("for example", "e g"), "i.e.": ("that is", "i e"), "E.g.": ("for example", "e g"),
        "I.e.": ("that is", "i e"), "etc.": ("et cetera",),
        "vs.": ("versus", "v s"), "vs": ("versus",), "cf.": ("compare", "c f"), "viz.": ("namely",),
        "et al.": ("et al", "and others"), "approx.": ("approximately",),
        "a.k.a.": ("also known as", "a k a"),
        "incl.": ("including",), "excl.": ("excluding",), "max.": ("maximum",), "min.": ("minimum",),
        "misc.": ("miscellaneous",), "esp.": ("especially",), "tel.": ("telephone",), "Tel.": ("telephone",),
        "OK": ("okay", "o k"), "w/": ("with",), "w/o": ("without",), "P.S.": ("p s",), "Ph.D.": ("p h d",),
        "PhD": ("p h d",), "U.S.": ("u s",), "U.S.A.": ("u s a",), "U.K.": ("u k",), "U.N.": ("u n",),
        "Ctrl": ("control",), "CTRL": ("control",), "Esc": ("escape",), "Cmd": ("command",),
        "PgUp": ("page up",), "PgDn": ("page down",), "hr": ("hour",), "yr": ("year",), "mo": ("month",),
        "wk": ("week",), "min": ("minute",), "sec": ("second",), "D.C.": ("d c",), "C#": ("c sharp",),
        "F#": ("f sharp",), "and/or": ("and or",),
        # only before a number (see abbreviation.BEFORE_NUMBER)
        "No.": ("number",), "no.": ("number",), "Nos.": ("numbers",), "nos.": ("numbers",),
        "p.": ("page",), "pp.": ("pages",), "vol.": ("volume",), "Vol.": ("volume",), "ch.": ("chapter",),
        "Ch.": ("chapter",), "fig.": ("figure",), "Fig.": ("figure",), "ext.": ("extension",),
        "Ext.": ("extension",), "Sec.": ("section",), "sec.": ("section",),
    }
    bare_decimal_word = "point"
    comma_closes = re.compile(r"^[A-Z][a-z]+\.? \d{1,2}(?:st|nd|rd|th)?, \d{4}$")  # "June 28, 1919"
    word_acronyms: ClassVar[frozenset[str]] = frozenset({
        "NASA", "NATO", "UNESCO", "UNICEF", "NAFTA", "FIFA", "UEFA", "OPEC", "AIDS", "RAM", "ROM", "GIF",
        "JPEG", "PIN", "SIM", "LAN", "WAN", "NASDAQ", "SCUBA", "RADAR", "SONAR", "LASER", "COVID",
        "NIMBY", "YOLO", "AWOL", "POTUS", "SWAT", "ZIP", "DOS", "BASIC", "COBOL", "JSON", "YAML", "TOML",
        "IMAX", "BAFTA", "OSHA", "FEMA", "NOAA", "ISIS", "ASEAN", "CERN", "NORAD", "AJAX", "LOL", "IKEA",
        "LEGO", "MIDI", "SARS", "MERS", "DARPA", "GNU", "GNOME", "UNIX", "LINUX", "APT", "NAND", "XOR",
        "CRUD", "RAID", "SATA", "DIMM", "BIOS", "NASCAR", "ASCII", "WASP", "TESOL", "GIMP", "WIFI", "VAT",
        # English words written in capitals in manuals and code, read as words
        "TRUE", "FALSE", "NULL", "NONE", "NOTE", "TODO", "FIXME", "ERROR", "ALL", "AND", "NOT", "THEN",
        "ELSE", "END", "EXIT", "MAX", "MIN", "HELP", "HOME", "SHELL", "TERM", "TEMP", "LANG", "SHIFT",
        "ENTER", "SPACE", "TAB", "CAPS", "LOCK", "STOP", "START", "PLAY", "PAUSE", "NEW", "FREE", "SALE",
        "OFF", "YES", "MAIN", "PATH", "USER", "ROOT",
        "READ", "WRITE", "OPEN", "CLOSE", "SAVE", "LOAD", "UNDO", "REDO", "BREAK", "INSERT", "DELETE",
        "SELECT", "FROM", "WHERE", "UPDATE", "CREATE", "TABLE", "INTO", "VALUES", "ORDER", "GROUP",
    })

    decimal_point_words = frozenset({"point"})
    decimal_mark = "."
    half_endings = ("half", "halves", "quarter", "quarters")
    half_links = frozenset({"and", "a"})

    @cached_property
    def unit_words(self) -> frozenset[str]:
        """The measure and money classes' spoken unit names of one word, singular and plural, of three letters
        or more ("kilometres", "dollars"; not "in"), and "square", "cubic" ("square kilometres"); not the first
        words of other names ("british pounds": "in 1999 british troops" is a year)."""
        from denorm.data.languages.en.measure import UNITS
        from denorm.data.languages.en.money import CURRENCIES

        names = [name for unit in UNITS.values() for s, p, _ in unit for name in (s, p)]
        names += [name for c in CURRENCIES.values() for s, p, _ in c.units for name in (s, p)]
        return frozenset({n for n in names if " " not in n and len(n) > 2} | {"square", "cubic"})

    @cached_property
    def month_words(self) -> frozenset[str]:
        from denorm.data.languages.en.calendar import MONTHS

        return frozenset(MONTHS)

    @cached_property
    def weekday_words(self) -> frozenset[str]:
        from denorm.data.languages.en.calendar import WEEKDAYS

        return frozenset(WEEKDAYS)

    @cached_property
    def capitalized_words(self) -> frozenset[str]:
        """The months and the days of the week: a date span left as words keeps their capitals ("in April
        nineteen twelve"; the case labels of a span's words were learnt on its written form)."""
        from denorm.data.languages.en.calendar import MONTHS, WEEKDAYS

        return frozenset(MONTHS) | frozenset(WEEKDAYS)

    @cached_property
    def number_lexicon(self) -> frozenset[str]:
        return numbers.number_lexicon()

    def joins_number(self, before: str, joiner: str, after: str) -> bool:
        return numbers.joins_number(before, joiner, after)

    def number_value(self, word: str) -> int | None:
        return numbers.word_values().get(word)

    def cardinal_value(self, word: str) -> int | None:
        return numbers.cardinal_values().get(word)

    def ordinal_written(self, n: int, word: str, after: str = "") -> str | None:
        return f"{n}{numbers.ordinal_suffix(n)}"

    def cardinal(self, n: int, rng: random.Random | None = None) -> str:
        return numbers.cardinal(n, rng)

    def ordinal(self, n: int, rng: random.Random | None = None) -> str:
        """Spoken ordinal ("twenty second")."""
        return numbers.ordinal(n, rng)

    def digits(self, s: str, rng: random.Random | None = None) -> str:
        return numbers.digits(s, rng, zero="zero")

    def code_digits(self, s: str, rng: random.Random | None = None) -> str:
        return numbers.digits(s, rng)  # "nine oh two one oh"
