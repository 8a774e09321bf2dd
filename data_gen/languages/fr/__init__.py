"""French (fr): spoken alphabet, lexical tables and the entity classes (France French numbers).

Spoken alphabet: a-z, à â æ ç é è ê ë î ï ô œ ù û ü ÿ, the apostrophe inside a word ("l'homme",
"d'accord", "aujourd'hui", as written: elision is part of the word) and single spaces. Other Latin
letters fold to their base letter (á -> a, ñ -> n, ö -> o, ø -> o, ß -> ss), as a French speaker's ASR
output would spell a foreign name.

Hyphens are not in the alphabet: `strip` turns them into spaces, so "vingt-trois", "peut-être" and
"c'est-à-dire" are said "vingt trois", "peut être", "c'est à dire". Recognizers write compound numbers
with hyphens or without, in the traditional spelling ("vingt et un") or the 1990 one ("vingt-et-un"): all
of them are the same spoken words. Hence `number_spelling` keeps the words as they are (the default): the
spoken side of the generator, which the span converter learns and verification compares with, has no
hyphenated compound. The place rules of denorm.itn.value cannot read French below a hundred ("quatre
vingts" multiplies, "soixante dix" adds a teen), so French reads its numbers itself (`place_value_numbers`
False, `words_value`): every cardinal the generator says reads back as itself (tests/test_lang_fr.py).

Numbers are France French: "soixante-dix", "quatre-vingts", "quatre-vingt-dix" (not the Belgian and Swiss
"septante", "huitante", "nonante"); "un" agrees with a feminine noun ("vingt et une pages"), "et" joins
21-71 ("vingt et un", "soixante et onze"), not 81 and 91. Acronyms are spelled as single letters
("p d f"), not with French letter names ("pé dé èf"), so the model sees one token per letter, or written
as one word as recognizers also do ("pdf", "onu"; `acronym_word_share`, `word_acronym_share`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cached_property
from types import MappingProxyType
from typing import ClassVar

from denorm.data.base import EntityClass, Language
from denorm.data.entities import Symbol
from denorm.data.entities.roman import to_roman
from denorm.data.languages.fr import numbers
from denorm.data.languages.fr.abbreviation import FrenchAbbreviation
from denorm.data.languages.fr.acronym import FrenchAcronym
from denorm.data.languages.fr.cardinal import FrenchCardinal
from denorm.data.languages.fr.date import FrenchDate
from denorm.data.languages.fr.decimal import FrenchDecimal
from denorm.data.languages.fr.fraction import FrenchFraction
from denorm.data.languages.fr.measure import FrenchMeasure
from denorm.data.languages.fr.money import FrenchMoney
from denorm.data.languages.fr.ordinal import FrenchOrdinal
from denorm.data.languages.fr.percent import FrenchPercent
from denorm.data.languages.fr.roman import FrenchRoman
from denorm.data.languages.fr.telephone import FrenchTelephone
from denorm.data.languages.fr.time import FrenchTime
from denorm.data.languages.fr.url import FrenchEmail, FrenchUrl
from denorm.data.languages.fr.year import FrenchYear

#: Letters outside the alphabet that Unicode decomposition does not fold.
EXTRA_FOLDS: dict[str, str] = {"ø": "o", "ł": "l", "ß": "ss", "đ": "d", "ð": "d", "þ": "th", "ı": "i", "ħ": "h"}
#: Nouns after which an ordinal is written in Roman numerals (Imprimerie nationale: "le XXe siècle").
ROMAN_ORDINAL_NOUNS = frozenset({"siècle", "siècles", "millénaire", "millénaires"})

SYMBOLS: dict[str, tuple[str, ...]] = {
    "&": ("et",), "+": ("plus",), "@": ("arobase",), "#": ("dièse", "hashtag"), "§": ("paragraphe",),
    "=": ("égale", "égal"), "%": ("pour cent",), "‰": ("pour mille",), "€": ("euros",), "$": ("dollars",),
    "£": ("livres",), "°": ("degrés",), "×": ("fois",), "÷": ("divisé par",), "±": ("plus ou moins",),
    "≈": ("environ",), "~": ("environ", "tilde"), "≠": ("différent de",), "≤": ("inférieur ou égal à",),
    "≥": ("supérieur ou égal à",), "→": ("flèche",), "©": ("copyright",), "®": ("marque déposée",),
    "™": ("trademark",), "|": ("barre verticale",), "\\": ("antislash",), "^": ("puissance",),
    "√": ("racine de", "racine carrée de"), "∞": ("infini",), "µ": ("micro",), "№": ("numéro",),
    "*": ("étoile", "astérisque"), "/": ("slash", "barre oblique"), "<": ("inférieur à", "plus petit que"),
    ">": ("supérieur à", "plus grand que"),
}
#: Symbols read only when standing alone ("a * b", "x > 5", "noir / blanc"): not "et/ou", "km/h",
#: the inclusive point or star ("étudiant*es"), "<Ctrl>".
STANDALONE_SYMBOLS: frozenset[str] = frozenset({"*", "/", "<", ">"})
URL_WORDS: dict[str, tuple[str, ...]] = {
    "dot": ("point",), "at": ("arobase",), "slash": ("slash", "barre oblique"), "colon": ("deux points",),
    "dash": ("tiret",), "underscore": ("tiret bas", "underscore"),
}
ABBREVIATIONS: dict[str, tuple[str, ...]] = {
    # titles (in context: before a name, see abbreviation.CONTEXT_ONLY)
    "M.": ("monsieur",), "Mr": ("monsieur",), "Mr.": ("monsieur",), "MM.": ("messieurs",), "Mme": ("madame",),
    "Mme.": ("madame",), "Mᵐᵉ": ("madame",),
    "Mmes": ("mesdames",), "Mlle": ("mademoiselle",), "Mˡˡᵉ": ("mademoiselle",), "Mlles": ("mesdemoiselles",),
    "Dr": ("docteur",), "Dr.": ("docteur",), "Pr": ("professeur",), "Pr.": ("professeur",), "Me": ("maître",),
    "Mes": ("maîtres",), "Mgr": ("monseigneur",), "Gal": ("général",), "Vve": ("veuve",),
    "St": ("saint",), "Ste": ("sainte",),
    # everyday and scholarly abbreviations
    "etc.": ("et cetera",), "p. ex.": ("par exemple",), "par ex.": ("par exemple",), "c.-à-d.": ("c'est à dire",),
    "c-à-d": ("c'est à dire",), "cf.": ("confer", "voir"), "env.": ("environ",), "max.": ("maximum",),
    "NB": ("nota bene",), "N.B.": ("nota bene",), "P.-S.": ("post scriptum",), "svp": ("s'il vous plaît",),
    "SVP": ("s'il vous plaît",), "s.v.p.": ("s'il vous plaît",), "stp": ("s'il te plaît",),
    "R.S.V.P.": ("répondez s'il vous plaît",), "qqn": ("quelqu'un",), "qqch": ("quelque chose",),
    "qqch.": ("quelque chose",), "rdv": ("rendez vous",), "RDV": ("rendez vous",), "ibid.": ("ibidem",),
    "éd.": ("édition",), "trad.": ("traduction",), "coll.": ("collection",), "hab.": ("habitants",),
    "tél.": ("téléphone",), "Tél.": ("téléphone",), "OK": ("ok", "okay"),
    "av. J.-C.": ("avant jésus christ",), "apr. J.-C.": ("après jésus christ",), "J.-C.": ("jésus christ",),
    "Cie": ("compagnie",), "Sté": ("société",), "Ets": ("établissements",),
    # addresses
    "bd": ("boulevard",), "av.": ("avenue",), "arr.": ("arrondissement",), "dép.": ("département",),
    "bât.": ("bâtiment",), "appt": ("appartement",),
    # before a number (see abbreviation.CONTEXT_ONLY)
    "n°": ("numéro",), "N°": ("numéro",), "no": ("numéro",), "No": ("numéro",), "p.": ("page",),
    "pp.": ("pages",), "t.": ("tome",), "vol.": ("volume",), "chap.": ("chapitre",), "art.": ("article",),
    "fig.": ("figure",),
}
WORD_ACRONYMS: frozenset[str] = frozenset({
    "ONU", "OTAN", "UNESCO", "UNICEF", "NASA", "FIFA", "UEFA", "OPEP", "SIDA", "ENA", "SAMU", "SMIC",
    "INSEE", "OVNI", "CNIL", "PACS", "CAF", "CROUS", "URSSAF", "COVID", "INSERM", "CERN", "INRIA", "ESA",
    "UNEF", "FNAC", "ZAD", "RIB", "BAFA", "CAPES", "DELF", "DALF", "PISA", "ASCII", "MIDI", "RAM", "ROM",
    "LAN", "PIN", "SIM", "GIF", "JPEG", "ZIP", "IKEA", "INTERPOL", "EUROPOL", "FRONTEX", "CAC", "DAX",
    "BIOS", "GIMP", "DOS", "RAID", "WIFI", "ISO", "LIDL", "ALDI", "AFNOR", "HADOPI", "ARCOM", "ANSES", "DREAL",
    # French words written in capitals in titles and notices, read as words
    "LE", "LA", "LES", "DE", "DU", "DES", "ET", "OU", "UN", "UNE", "EN", "AU", "AUX", "POUR", "PAR", "SUR",
    "AVEC", "SANS", "NON", "OUI", "NOUS", "VOUS", "IL", "ELLE", "EST", "SONT", "PAS", "NE", "CE", "QUI",
    "QUE", "MON", "TON", "SON", "AVIS", "NOTE", "FIN", "STOP", "NEUF", "PRIX", "TOUT",
})
ZERO_WORDS: tuple[str, ...] = ("zéro",)
#: Short French words read as words in an address ("hotel-du-lac.fr"); other two-letter runs are spelled
#: ("fr", "tv").
URL_WORDS_SHORT: frozenset[str] = frozenset({"de", "du", "la", "le", "les", "des", "et", "en", "au", "aux", "un",
                                             "une", "ma", "mon", "ta", "ton", "sa", "son", "mes", "nos", "vos",
                                             "toi", "moi", "ici", "bio", "eau", "ile", "vie", "art"})
FILLERS: tuple[str, ...] = ("euh", "heu", "hum", "bah", "ben")


class French(Language):
    """French. Spoken alphabet: a-z àâæçéèêëîïôœùûüÿ (+ inner apostrophe, single spaces); see the module doc."""

    code = "fr"
    elisions = frozenset({"l'", "d'", "j'", "m'", "n'", "s'", "t'", "c'", "qu'", "jusqu'", "lorsqu'", "puisqu'",
                          "quoiqu'"})
    times_words = frozenset({"fois"})  # "five milligrams two times a day"
    per_words = frozenset({"par"})  # "kilometers per hour"
    year_words = frozenset({"année"})  # "l'année 2024": a number after one is a year, no time of day
    power_words = (("à la puissance", ""), ("puissance", ""), ("exposant", ""))  # "dix puissance six"
    units_in_full = True  # "1,5 Liter", not "1,5 l" (Language.units_in_full)
    list_words = frozenset({"ou"})  # "ninety three or ninety five": items of one list
    bare_scale_words = frozenset({"cent", "mille"})  # "un 100 %": a hundred and a thousand say their own one
    letters = "abcdefghijklmnopqrstuvwxyzàâæçéèêëîïôœùûüÿ"
    fillers = FILLERS
    #: Sounds only: not "bah", "ben", "bon", "hein" (words, or said as words).
    hesitations = ("euh", "euhh", "heu", "hum", "hmm", "mmh")
    lower_words = frozenset({"je"})
    one_letter_words = frozenset({"a", "à", "y"})
    doubled_words = frozenset({"nous", "vous", "oui", "non"})
    complementizers = frozenset({"que", "qu'"})  # reported speech: no quotes after one
    street_types = frozenset({"rue", "avenue", "boulevard", "place", "allée", "chemin", "impasse", "quai", "route"})
    name_particles = frozenset({"de", "la", "le", "les", "du", "des", "d'", "l'"})
    house_number_words = frozenset({"numéro"})
    comma_lower_words = frozenset({  # no capital after a comma (denorm.tagger.settle.lower_after_commas)
        "mon", "ma", "mes", "ton", "ta", "tes", "notre", "nos", "votre", "vos",  # possessives
        "au", "aux", "avec", "car", "ce", "ces", "cet", "cette", "comme", "d'", "dans", "de", "des", "donc", "du",
        "elle", "elles", "en", "est", "et", "il", "ils", "je", "l'", "la", "le", "les", "leur", "leurs", "mais",
        "ne", "nous", "on", "ou", "où", "par", "pas", "pour", "qu'", "quand", "que", "qui", "sa", "se", "ses", "si",
        "son", "sont", "sur", "tu", "un", "une", "à"
    })
    number_joiners = numbers.JOINERS
    cardinal_joiners = frozenset({"et"})
    #: "un"/"une" are articles, "neuf" is "new" as often as nine, "cent" and "mille" alone are mostly the
    #: words of "pour cent" / "pour mille" (and "mille" the mile).
    articles = frozenset({"un", "une"})
    number_homographs = frozenset({"un", "une", "neuf", "cent", "mille"})
    #: "de cinq à dix", "du trois au cinq mai"; not "et" ("entre cinq et dix" is two numbers anyway).
    range_words = frozenset({"à", "au"})
    score_marks = ("-", ":")  # "won 2-1"
    score_words = frozenset({"score", "rapport", "marque"})
    label_nouns = frozenset((
        "page pages chapitre section partie volume tome niveau étape figure tableau rangée colonne ligne "
        "type catégorie chambre salle porte quai voie version manche saison épisode article verset acte "
        "scène sortie chaîne taille appartement bureau bus modèle poste vol leçon"
    ).split())
    code_nouns = frozenset({"numéro", "code", "pin", "identifiant", "compte", "commande", "client", "carte", "dossier"})
    hour_nouns = frozenset({"heure", "heures"})
    duration_nouns = frozenset({"minute", "minutes", "seconde", "secondes"})
    sign_words = frozenset({"moins"})  # "moins quinze degrés"; not "dix heures moins cinq" (a clock time)
    signed_units = frozenset({"degré", "degrés"})  # not "au moins trois", "plus ou moins deux"
    plus_words = frozenset({"plus"})  # a sign before degrees only ("+12°")
    plus_units = frozenset({"degré", "degrés"})
    clock_words = frozenset({"à", "vers", "dès"})
    clock_parts = MappingProxyType({"quart": 15, "demie": 30})  # "à dix heures moins le quart": 9 h 45
    clock_hour_relations = MappingProxyType({"et": 1, "moins": -1})
    clock_articles = frozenset({"le"})
    #: French numbers multiply below a hundred ("quatre vingts") and add a teen to a ten ("soixante dix"): the
    #: place rules of denorm.itn.value do not read them; `words_value` does.
    place_value_numbers = False
    entity_classes: ClassVar[tuple[type[EntityClass], ...]] = (
        FrenchUrl, FrenchEmail, FrenchDate, FrenchTime, FrenchMoney, FrenchMeasure, FrenchPercent, FrenchTelephone,
        FrenchDecimal, FrenchFraction, FrenchRoman, FrenchOrdinal, FrenchYear, FrenchAbbreviation, FrenchAcronym,
        FrenchCardinal, Symbol,
    )
    symbols = SYMBOLS
    standalone_symbols = STANDALONE_SYMBOLS
    url_words = URL_WORDS
    abbreviations = ABBREVIATIONS
    word_acronyms = WORD_ACRONYMS
    zero_words = ZERO_WORDS

    decimal_point_words = frozenset({"virgule"})
    half_endings = ("demi", "demie", "quart", "quarts")
    half_links = frozenset({"et"})

    @cached_property
    def unit_words(self) -> frozenset[str]:
        """The first words of the measure class's spoken unit names ("kilomètres", "mètres" of "mètres carrés")
        and the currency names, of three letters or more, but the units of time ("trois heures" stays words in
        prose) and homographs ("cents", "chevaux", "livres"): a small number said before one is a measure, in
        figures ("3 mètres")."""
        from denorm.data.languages.fr.measure import UNITS
        from denorm.data.languages.fr.money import CURRENCIES

        names = [name for unit in UNITS.values() for pair in unit.forms for name in pair]
        names += [name for c in CURRENCIES.values() for name in (c.singular, c.plural)]
        time = {"heure", "heures", "minute", "minutes", "seconde", "secondes", "jour", "jours", "semaine",
                "semaines", "mois", "an", "ans", "année", "années", "milliseconde", "millisecondes"}
        homographs = {"cents", "cheval", "chevaux", "livre", "livres"}  # hundreds, horses, books
        return frozenset(w for w in (n.split()[0] for n in names if n) if len(w) > 2) - time - homographs

    @cached_property
    def weekday_words(self) -> frozenset[str]:
        """The days of the week ("[mardi trois mars]": the date after the day is converted)."""
        from denorm.data.languages.fr.grammar import WEEKDAYS

        return frozenset(WEEKDAYS)

    @cached_property
    def month_words(self) -> frozenset[str]:
        from denorm.data.languages.fr.grammar import MONTHS

        return frozenset(MONTHS)

    @cached_property
    def number_lexicon(self) -> frozenset[str]:
        return numbers.number_lexicon()

    def cardinal_value(self, word: str) -> int | None:
        return numbers.cardinal_values().get(word)

    def number_value(self, word: str) -> int | None:
        value = numbers.cardinal_values().get(word)
        return value if value is not None else numbers.ordinal_values().get(word)

    def words_value(self, words: Sequence[str], ordinal: bool = False) -> int | None:
        return numbers.words_value(words, ordinal)

    def ordinal_written(self, n: int, word: str, after: str = "") -> str | None:
        """"premier" 1er, "première" 1re, "deuxième" 2e, "deuxièmes" 2es (Imprimerie nationale); before
        "siècle" in Roman numerals: "XXe siècle", "Ier siècle"."""
        if after in ROMAN_ORDINAL_NOUNS and 1 <= n <= 3999:
            return to_roman(n) + ("er" if n == 1 else "e")
        plural = "s" if word.endswith("s") else ""
        if word.startswith("premi"):
            return f"{n}{'re' if word.startswith('première') else 'er'}{plural}"
        return f"{n}e{plural}"

    def joins_number(self, before: str, joiner: str, after: str) -> bool:
        return numbers.joins_number(before, joiner, after)

    def cardinal(self, n: int, rng: random.Random | None = None) -> str:
        return numbers.cardinal(n)

    def digits(self, s: str, rng: random.Random | None = None) -> str:
        return numbers.digits(s)

    def url_pronounceable(self, word: str) -> bool | None:
        """French short words in addresses are words ("du", "les"); the rest as the generic test says."""
        return True if word.lower() in URL_WORDS_SHORT else None

    def _fold(self, ch: str) -> str:
        """Accent folding, plus letters Unicode does not decompose (ø, ł, ß)."""
        return EXTRA_FOLDS[ch] if ch in EXTRA_FOLDS else super()._fold(ch)
