"""German (de): spoken alphabet, lexical tables and the entity classes, with case agreement.

Spoken alphabet: a-z, ä ö ü ß, the inner apostrophe and single spaces. Other Latin letters are
folded to their base letter (é -> e, ç -> c, ø -> o, æ -> ae, œ -> oe, ł -> l), as a German speaker's
ASR output would spell a foreign name. Acronyms are spelled as single letters ("PDF" -> "p d f"),
not as German letter names ("pe de ef"), so the model sees one token per letter.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cached_property
from types import MappingProxyType

from denorm.data.base import CODE_GAP, EntityClass, Language
from denorm.data.entities import Acronym, Email, Symbol, Telephone, Url
from denorm.data.languages.de import numbers
from denorm.data.languages.de.abbreviation import GermanAbbreviation
from denorm.data.languages.de.cardinal import GermanCardinal
from denorm.data.languages.de.date import GermanDate
from denorm.data.languages.de.decimal import GermanDecimal
from denorm.data.languages.de.fraction import GermanFraction
from denorm.data.languages.de.measure import GermanMeasure
from denorm.data.languages.de.money import GermanMoney
from denorm.data.languages.de.ordinal import GermanOrdinal
from denorm.data.languages.de.percent import GermanPercent
from denorm.data.languages.de.roman import GermanRoman
from denorm.data.languages.de.time import GermanTime
from denorm.data.languages.de.year import GermanYear

#: Letters outside the alphabet that Unicode decomposition does not fold.
EXTRA_FOLDS: dict[str, str] = {"ø": "o", "æ": "ae", "œ": "oe", "ł": "l", "đ": "d", "ð": "d", "þ": "th",
                               "ı": "i", "ħ": "h"}

SYMBOLS: dict[str, tuple[str, ...]] = {
    "&": ("und",), "+": ("plus",), "@": ("ät",), "#": ("raute", "hashtag"), "§": ("paragraf",),
    "§§": ("paragrafen",), "=": ("gleich", "ist gleich"), "%": ("prozent",), "‰": ("promille",),
    "€": ("euro",), "$": ("dollar",), "£": ("pfund",), "°": ("grad",), "×": ("mal",), "±": ("plus minus",),
    "≈": ("ungefähr",), "~": ("ungefähr", "tilde"),
    "≤": ("kleiner gleich",), "≥": ("größer gleich",), "→": ("pfeil",),
    "©": ("copyright",), "®": ("registered",), "™": ("trademark",), "|": ("senkrechter strich",),
    "\\": ("backslash",), "^": ("hoch",), "√": ("wurzel",), "∞": ("unendlich",), "µ": ("mikro",),
    "*": ("stern", "sternchen"), "/": ("schrägstrich",), "<": ("kleiner als",), ">": ("größer als",),
}
#: Symbols read only when standing alone ("a * b", "x > 5", "Farbton / Sättigung"): not the gender
#: star ("Lehrer*innen"), not paths and fractions ("und/oder", "km/h"), not "<Strg>" or "a>b" in code.
#: Menu paths ("Datei > Öffnen") stay unverbalized anyway (entities/symbol.py).
STANDALONE_SYMBOLS: frozenset[str] = frozenset({"*", "/", "<", ">"})
URL_WORDS: dict[str, tuple[str, ...]] = {
    "dot": ("punkt",), "at": ("ät", "at"), "slash": ("schrägstrich", "slash"), "colon": ("doppelpunkt",),
    "dash": ("bindestrich", "minus"), "underscore": ("unterstrich",),
}
ABBREVIATIONS: dict[str, tuple[str, ...]] = {
    "z. B.": ("zum beispiel",), "usw.": ("und so weiter",), "bzw.": ("beziehungsweise",),
    "d. h.": ("das heißt",), "u. a.": ("unter anderem",), "ca.": ("circa", "zirka"), "Nr.": ("nummer",),
    "Dr.": ("doktor",), "Prof.": ("professor",), "Hr.": ("herr",), "Hrn.": ("herrn",), "Fr.": ("frau",),
    "S.": ("seite",), "evtl.": ("eventuell",), "ggf.": ("gegebenenfalls",), "inkl.": ("inklusive",),
    "vgl.": ("vergleiche",), "etc.": ("et cetera",), "u. U.": ("unter umständen",), "z. T.": ("zum teil",),
    "o. Ä.": ("oder ähnliches",), "s. o.": ("siehe oben",), "s. u.": ("siehe unten",),
    "Tel.": ("telefon",), "Abb.": ("abbildung",), "Kap.": ("kapitel",), "Jh.": ("jahrhundert",),
    "v. a.": ("vor allem",), "i. d. R.": ("in der regel",), "zzgl.": ("zuzüglich",),
    "MwSt.": ("mehrwertsteuer",), "bspw.": ("beispielsweise",), "insb.": ("insbesondere",),
    "ggü.": ("gegenüber",), "allg.": ("allgemein",), "Hrsg.": ("herausgeber",), "Bd.": ("band",),
    "Aufl.": ("auflage",), "u. v. m.": ("und vieles mehr",), "v. Chr.": ("vor christus",),
    "n. Chr.": ("nach christus",), "Str.": ("straße",), "St.": ("sankt",), "Std.": ("stunden",),
    "min.": ("mindestens",), "max.": ("maximal",), "Max.": ("maximal",), "Mio.": ("millionen",), "Mrd.": ("milliarden",),
    "Tsd.": ("tausend",), "z. Zt.": ("zurzeit",), "zz.": ("zurzeit",),
    "Abs.": ("absatz",), "Art.": ("artikel",), "Anm.": ("anmerkung",), "bzgl.": ("bezüglich",),
    "Mo.": ("montag",), "Di.": ("dienstag",), "Mi.": ("mittwoch",), "Do.": ("donnerstag",),
    "Sa.": ("samstag",), "So.": ("sonntag",), "gest.": ("gestorben",),
    "Jan.": ("januar",), "Feb.": ("februar",), "Aug.": ("august",), "Sept.": ("september",),
    "Okt.": ("oktober",), "Nov.": ("november",), "Dez.": ("dezember",), "Tab.": ("tabelle",),
    "z. Hd.": ("zu händen",), "i. A.": ("im auftrag",), "u. Ä.": ("und ähnliches",),
    "Ing.": ("ingenieur",), "Dipl.": ("diplom",), "e. V.": ("eingetragener verein",),
    "GmbH": ("g m b h",), "Co.": ("co",), "Pkw": ("p k w",), "Lkw": ("l k w",), "Kfz": ("k f z",),
}
WORD_ACRONYMS: frozenset[str] = frozenset({
    "NASA", "NATO", "UNO", "UNESCO", "UNICEF", "FIFA", "UEFA", "DAX", "TÜV", "AIDS", "LAN", "PIN", "TAN",
    "ASCII", "GIF", "RAM", "ROM", "CAD", "ISO", "BAföG", "DIN", "EFTA", "OPEC", "ESA", "INTERPOL",
    "IKEA", "LIDL", "ALDI", "SAP", "JPEG", "MIDI", "RAID", "SIM", "ZIP", "WAN", "NAS", "DOS", "ABS",
})
ZERO_WORDS: tuple[str, ...] = ("null",)
FILLERS: tuple[str, ...] = ("äh", "ähm", "hm", "öhm")


class German(Language):
    """German. Spoken alphabet: a-z äöüß (+ inner apostrophe, single spaces); see the module doc.

    `declined` (see `Language`) counts, per "class:reason", the matches a class refused because the
    context did not fix the grammatical form (such a span is left to a lower class or to no class at all).
    """

    code = "de"
    times_words = frozenset({"mal"})  # "five milligrams two times a day"
    per_words = frozenset({"pro"})  # "kilometers per hour"
    # a yes-no question: the verb first ("Kannst du es an info@firma.de schicken?"); not "schicken Sie", "haben
    # Sie": polite imperatives
    question_openers = frozenset({"kannst", "können", "könnten", "könntest", "würden", "würdest", "hast", "ist",
                                  "sind", "bist", "darf", "darfst", "dürfen", "soll", "sollen", "sollte", "willst",
                                  "möchten", "möchtest", "gibt es"})
    year_words = frozenset({"jahr", "jahre", "jahres"})  # "im Jahr 2024": a number after one is a year, no time of day
    power_words = (("hoch", ""),)  # "zehn hoch sechs"
    units_in_full = True  # "1,5 Liter", not "1,5 l" (Language.units_in_full)
    list_words = frozenset({"oder"})  # "ninety three or ninety five": items of one list
    # nouns of a period said in a number's span ("im dritten Quartal", "des neunzehnten Jahrhunderts")
    span_nouns = frozenset({
        "jahr", "jahre", "jahren", "jahres", "jahrs", "jahrzehnt", "jahrzehnte", "jahrzehnten", "jahrzehnts",
        "jahrhundert", "jahrhunderte", "jahrhunderten", "jahrhunderts", "jahrtausend", "jahrtausende",
        "jahrtausenden", "jahrtausends", "quartal", "quartale", "quartalen", "quartals", "halbjahr", "halbjahres",
        "monat", "monate", "monaten", "monats", "woche", "wochen", "tag", "tage", "tagen", "tages",
        "semester", "semesters", "nacht", "nächte", "nächten", "wochenende", "wochenenden",
    })
    letters = "abcdefghijklmnopqrstuvwxyzäöüß"
    fillers = FILLERS
    hesitations = ("äh", "ähm", "öh", "öhm", "ehm")
    lower_words = frozenset({"ich"})
    # nouns only, never another word: "Mitte 30", "Anfang März", "Montag" (the tagger wrote "mitte 30", "Mitte 40")
    proper_words = frozenset({"mitte", "anfang", "montag", "dienstag", "mittwoch", "donnerstag", "freitag",
                              "samstag", "sonntag", "januar", "februar", "märz", "april", "mai", "juni", "juli",
                              "august", "september", "oktober", "november", "dezember"})
    date_articles = frozenset({"der", "dem", "den"})
    weekday_comma = True  # "am Montag, dem 3. März" (Duden: the date after the day is an apposition)
    polite_words = frozenset({"sie", "ihnen", "ihr", "ihre", "ihrer", "ihren", "ihrem", "ihres"})
    familiar_words = frozenset({"du", "dich", "dir", "dein", "deine", "deiner", "deinen", "deinem", "deines",
                                "euch", "euer", "eure", "eurer", "euren", "eurem", "eures"})
    doubled_words = frozenset({"das", "die", "der", "sie", "ja"})
    complementizers = frozenset({"dass", "ob"})  # reported speech: no quotes after one
    # before a clock time said as numbers
    clock_prepositions = frozenset({"um", "gegen", "ab", "bis", "seit", "nach", "vor", "von"})
    comma_lower_words = frozenset({  # no capital after a comma (denorm.tagger.settle.lower_after_commas)
        "meiner", "dein", "deine", "euer", "eure",  # possessives
        "aber", "als", "am", "an", "auf", "aus", "bei", "da", "dann", "das", "dass", "dem", "den", "denn", "der",
        "des", "die", "dies", "diese", "diesem", "diesen", "dieser", "dieses", "doch", "ein", "eine", "einem",
        "einen", "einer", "eines", "er", "es", "für", "ich", "im", "in", "kein", "keine", "man", "mein", "meine",
        "meinem", "meinen", "mit", "nach", "nicht", "ob", "oder", "sein", "seine", "seinem", "seinen", "seiner",
        "so", "sondern", "und", "unser", "unsere", "unter", "von", "was", "weil", "wenn", "wer", "wie", "wir", "wo",
        "zu", "zum", "zur", "über"
    })
    number_joiners = numbers.JOINERS
    cardinal_joiners = frozenset({"und"})
    capitalizes_nouns = True
    range_words = frozenset({"bis"})
    currency_homographs = frozenset({"pfund"})
    currency_qualifiers = frozenset({"sterling", "britische", "britischen", "britisches", "britischer"})
    articles = frozenset({"ein", "eine", "einen", "einem", "einer", "eines"})
    sign_words = frozenset({"minus"})
    plus_words = frozenset({"plus"})  # a sign before degrees only ("+12°")
    plus_units = frozenset({"grad"})
    hour_nouns = frozenset({"stunden", "stunde"})
    duration_nouns = frozenset({"minute", "minuten", "sekunde", "sekunden"})
    units_first = True
    ordinal_denominators = False  # "ein Drittel", "drei Zwanzigstel": "zwanzigste" is only an ordinal
    score_words = frozenset({"stand", "spielstand", "endstand", "halbzeitstand", "ergebnis", "verhältnis", "verhältnisse"})
    result_words = frozenset({"gewonnen", "verloren", "gewann", "gewannen", "verlor", "endete",
                              "endeten", "unentschieden", "steht", "führt", "führte"})
    label_nouns = frozenset((
        "seite seiten seitenzahl kapitel abschnitt stufe level ebene schritt abbildung tabelle klasse typ "
        "kategorie steckplatz zeile spalte zimmer gleis bahnsteig linie bus größe version runde staffel "
        "episode artikel absatz paragraf paragraph vers akt szene ausgang kanal nummer überschrift taste "
        "tasten stärke windstärke buslinie durchwahl flug modell raum wohnung lektion"
    ).split())
    code_nouns = frozenset({"nummer", "kundennummer", "kontonummer", "bestellnummer", "rechnungsnummer", "telefonnummer", "code", "pin", "postleitzahl", "geheimzahl", "kennwort", "karte", "kartennummer", "konto"})
    clock_parts = MappingProxyType({"viertel": 15, "dreiviertel": 45})
    clock_relations = MappingProxyType({"nach": 1, "vor": -1})
    clock_suffix = "Uhr"
    clock_next_parts = MappingProxyType({"halb": 30})
    number_homographs = frozenset({"ein", "acht", "elf"})
    verb_particles = frozenset({"ein"})
    entity_classes: tuple[type[EntityClass], ...] = (
        Url, Email, GermanDate, GermanTime, GermanMoney, GermanMeasure, GermanPercent, Telephone,
        GermanDecimal, GermanFraction, GermanRoman, GermanOrdinal, GermanYear, GermanAbbreviation, Acronym,
        GermanCardinal, Symbol,
    )
    symbols = SYMBOLS
    standalone_symbols = STANDALONE_SYMBOLS
    url_words = URL_WORDS
    abbreviations = ABBREVIATIONS
    word_acronyms = WORD_ACRONYMS
    zero_words = ZERO_WORDS
    #: Probability of "zwo" for 2 in digit-by-digit reading (telephone numbers, codes).
    zwo_probability = 0.15

    decimal_point_words = frozenset({"komma"})
    half_endings = ("halb", "viertel")
    half_links = frozenset({"und", "ein"})

    @cached_property
    def unit_words(self) -> frozenset[str]:
        """The unit and currency words of the measure and money classes (nouns) with the dative plural of the
        metres and litres, and "Prozent"."""
        from denorm.data.languages.de.measure import UNITS
        from denorm.data.languages.de.money import CURRENCIES

        words = {w for unit in UNITS.values() for pair in unit.forms for form in pair for w in form.split()}
        for c in CURRENCIES.values():
            words.update((c.singular, c.plural, *(c.minor or ())))
        words.add("prozent")
        words.update([w + "n" for w in words if w.endswith(("meter", "liter"))])  # dative plural: "von 1600 Kilometern"
        return frozenset(w for w in words if len(w) > 2 and w not in ("pro",))

    @cached_property
    def month_words(self) -> frozenset[str]:
        from denorm.data.languages.de import grammar

        return frozenset(grammar.MONTHS)

    def code_context(self, left: Sequence[str]) -> bool:
        """A code noun before the number, or a compound that ends in one ("referenznummer", "sendungsnummer",
        "zugangscode": German writes its compounds as one word, too many to list)."""
        return super().code_context(left) or any(w.endswith(("nummer", "code")) for w in left[-CODE_GAP:])

    @cached_property
    def weekday_words(self) -> frozenset[str]:
        from denorm.data.languages.de import grammar

        return frozenset(w for w in grammar.WEEKDAYS if len(w) > 2)  # not "mo", "so"

    @cached_property
    def capitalized_words(self) -> frozenset[str]:
        """The unit and currency words (`unit_words`), "Uhr", the months, the days of the week, the scale
        nouns from a million on ("eine Million Einwohner": always nouns, unlike "hundert" and "tausend") and the
        fraction nouns ("zwei Drittel", "drei Viertel")."""
        from denorm.data.languages.de import grammar

        scales = {w for w, v in numbers.SCALE_VALUES.items() if v >= 10**6}
        fractions = {numbers.denominator(n) for n in (*range(3, 21), 100, 1000)} - {None}
        # a date left as words: "am vierten Juli"
        return (self.unit_words | {"uhr"} | scales | fractions
                | {w for w in (*grammar.MONTHS, *grammar.WEEKDAYS) if len(w) > 2})  # not "so"

    @cached_property
    def number_lexicon(self) -> frozenset[str]:
        return numbers.number_lexicon()

    def is_number_word(self, word: str) -> bool:
        return numbers.is_number_word(word)

    def cardinal_value(self, word: str) -> int | None:
        return numbers.cardinal_value(word) if word not in numbers.SCALE_WORDS else numbers.SCALE_VALUES[word]

    def ordinal_written(self, n: int, word: str, after: str = "") -> str | None:
        return f"{n}."

    def number_value(self, word: str) -> int | None:
        value = self.cardinal_value(word)
        return value if value is not None else numbers.ordinal_value(word)

    def joins_number(self, before: str, joiner: str, after: str) -> bool:
        return numbers.joins_number(before, joiner, after)

    def number_spelling(self, words: Sequence[str]) -> tuple[str, ...]:
        return numbers.spelling(tuple(words))

    def cardinal(self, n: int, rng: random.Random | None = None) -> str:
        return numbers.cardinal(n, rng)

    def digits(self, s: str, rng: random.Random | None = None) -> str:
        return numbers.digit_words(s, rng, zwo=self.zwo_probability)

    def _fold(self, ch: str) -> str:
        """Accent folding, plus letters Unicode does not decompose (ø, æ, œ, ł)."""
        return EXTRA_FOLDS[ch] if ch in EXTRA_FOLDS else super()._fold(ch)
