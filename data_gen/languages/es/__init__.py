"""Spanish (es): spoken alphabet, lexical tables and the entity classes, with gender agreement and apocope.

Spoken alphabet: a-z, á é í ó ú ü ñ, the inner apostrophe and single spaces. Other Latin letters fold to
their base letter (à -> a, ç -> c, ö -> o, ø -> o, æ -> ae, œ -> oe, ß -> ss), as a Spanish speaker's ASR
output would spell a foreign name. Acronyms are spelled as single letters ("PDF" -> "p d f"), not as Spanish
letter names ("pe de efe"), so the model sees one token per letter; many Spanish acronyms are read as
words ("OTAN", "ONU", "IVA").
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from functools import cached_property
from types import MappingProxyType
from typing import ClassVar

from denorm.data.base import EntityClass, Language
from denorm.data.entities import Acronym, Email, Symbol, Url
from denorm.data.entities.url import READ_AS_WORD, SPELLED
from denorm.data.languages.es import numbers
from denorm.data.languages.es.abbreviation import SpanishAbbreviation
from denorm.data.languages.es.cardinal import SpanishCardinal
from denorm.data.languages.es.date import SpanishDate
from denorm.data.languages.es.decimal import SpanishDecimal
from denorm.data.languages.es.fraction import SpanishFraction
from denorm.data.languages.es.measure import SpanishMeasure
from denorm.data.languages.es.money import SpanishMoney
from denorm.data.languages.es.ordinal import SpanishOrdinal
from denorm.data.languages.es.percent import SpanishPercent
from denorm.data.languages.es.roman import SpanishRoman
from denorm.data.languages.es.telephone import SpanishTelephone
from denorm.data.languages.es.time import SpanishTime
from denorm.data.languages.es.year import SpanishYear

#: Letters outside the alphabet that Unicode decomposition does not fold.
EXTRA_FOLDS: dict[str, str] = {"ø": "o", "æ": "ae", "œ": "oe", "ł": "l", "đ": "d", "ð": "d", "þ": "th",
                               "ı": "i", "ħ": "h", "ß": "ss"}

SYMBOLS: dict[str, tuple[str, ...]] = {
    "&": ("y",), "+": ("más",), "@": ("arroba",), "#": ("almohadilla", "numeral"), "§": ("párrafo",),
    "=": ("igual a", "es igual a"), "%": ("por ciento",), "‰": ("por mil",), "€": ("euro",), "$": ("dólar",),
    "£": ("libra",), "°": ("grado",), "×": ("por",), "÷": ("entre",), "±": ("más menos",),
    "≈": ("aproximadamente",), "~": ("aproximadamente", "virgulilla"), "≤": ("menor o igual que",),
    "≥": ("mayor o igual que",), "≠": ("distinto de",), "→": ("flecha",), "©": ("copyright",),
    "®": ("marca registrada",), "™": ("marca comercial",), "|": ("barra vertical",), "\\": ("barra invertida",),
    "^": ("elevado a", "circunflejo"), "√": ("raíz cuadrada de",), "∞": ("infinito",), "µ": ("micro",),
    "*": ("asterisco",), "/": ("barra",), "<": ("menor que",), ">": ("mayor que",),
}
#: Symbols read only when standing alone ("a * b", "x > 5", "sí / no"): not inside paths, fractions
#: ("km/h", "y/o") or code ("a>b"); menu paths ("Archivo > Abrir") stay unverbalized (entities/symbol.py).
STANDALONE_SYMBOLS: frozenset[str] = frozenset({"*", "/", "<", ">", "×", "÷"})
URL_WORDS: dict[str, tuple[str, ...]] = {
    "dot": ("punto",), "at": ("arroba",), "slash": ("barra",), "colon": ("dos puntos",),
    "dash": ("guion", "guion medio"), "underscore": ("guion bajo", "barra baja"),
}
ABBREVIATIONS: dict[str, tuple[str, ...]] = {
    # titles and forms of address
    "Sr.": ("señor",), "Sra.": ("señora",), "Srta.": ("señorita",), "Sres.": ("señores",), "Sras.": ("señoras",),
    "Dr.": ("doctor",), "Dra.": ("doctora",), "Lic.": ("licenciado",), "Lcda.": ("licenciada",),
    "Ing.": ("ingeniero",), "Prof.": ("profesor",), "Profa.": ("profesora",), "D.ª": ("doña",), "Dña.": ("doña",),
    "Ud.": ("usted",), "Uds.": ("ustedes",), "Vd.": ("usted",), "Vds.": ("ustedes",), "Sto.": ("santo",),
    "Sta.": ("santa",), "Gral.": ("general",), "Excmo.": ("excelentísimo",), "Excma.": ("excelentísima",),
    "Ilmo.": ("ilustrísimo",), "Ilma.": ("ilustrísima",), "Mons.": ("monseñor",), "Pbro.": ("presbítero",),
    "S. M.": ("su majestad",), "Ntra. Sra.": ("nuestra señora",),
    # everyday and scholarly abbreviations
    "etc.": ("etcétera",), "p. ej.": ("por ejemplo",), "ej.": ("ejemplo",), "aprox.": ("aproximadamente",),
    "pág.": ("página",), "págs.": ("páginas",), "p.": ("página",), "pp.": ("páginas",), "núm.": ("número",),
    "n.º": ("número",), "nº": ("número",), "N.º": ("número",), "Nº": ("número",), "tel.": ("teléfono",), "Tel.": ("teléfono",), "tlf.": ("teléfono",),
    "tfno.": ("teléfono",), "cap.": ("capítulo",), "art.": ("artículo",), "vol.": ("volumen",),
    "fig.": ("figura",), "máx.": ("máximo",), "mín.": ("mínimo",), "admón.": ("administración",),
    "avda.": ("avenida",), "Avda.": ("avenida",), "Av.": ("avenida",), "c/": ("calle",), "C/": ("calle",),
    "pza.": ("plaza",), "Pza.": ("plaza",), "dcha.": ("derecha",), "izq.": ("izquierda",),
    "izqda.": ("izquierda",), "depto.": ("departamento",), "Dpto.": ("departamento",), "atte.": ("atentamente",),
    "Atte.": ("atentamente",), "v. gr.": ("verbigracia",), "vs.": ("contra", "versus"), "cf.": ("compárese",),
    "op. cit.": ("obra citada",), "sig.": ("siguiente",), "ss.": ("siguientes",), "ca.": ("circa",),
    "coord.": ("coordinador",), "trad.": ("traducción",), "a. C.": ("antes de cristo",),
    "d. C.": ("después de cristo",), "EE. UU.": ("estados unidos",), "S. A.": ("sociedad anónima",),
    "S. L.": ("sociedad limitada",), "Cía.": ("compañía",), "Hnos.": ("hermanos",), "Ltda.": ("limitada",),
    "P. D.": ("posdata",), "N. del T.": ("nota del traductor",), "C. P.": ("código postal",),
    "prov.": ("provincia",), "ppal.": ("principal",), "mill.": ("millones",), "seg.": ("segundos",),
    "CC. OO.": ("comisiones obreras",), "RR. HH.": ("recursos humanos",), "FF. AA.": ("fuerzas armadas",),
}
WORD_ACRONYMS: frozenset[str] = frozenset({
    "OTAN", "ONU", "UNESCO", "UNICEF", "OPEP", "FIFA", "UEFA", "NASA", "OVNI", "SIDA", "IVA", "PYME", "RENFE",
    "AVE", "INEM", "SEPE", "ERE", "ERTE", "CIF", "NIF", "NIE", "ONCE", "UCI", "ISO", "IBEX", "ETA", "FARC",
    "MERCOSUR", "CEPAL", "UNAM", "PEMEX", "SEAT", "RAE", "BOE", "AENA", "ADIF", "INE", "PIB", "TAC", "LED",
    "PSOE", "COVID", "SARS", "LAN", "WAN", "GIF", "JPEG", "MIDI", "SIM", "PIN", "RAM", "ROM", "ASCII", "ZIP",
    "UNIX", "LINUX", "GNOME", "GIMP", "BIOS", "ESO", "MIR", "DOS", "NO", "SI", "SÍ", "YA", "YO", "EL", "LA", "LOS",
    "LAS", "DE", "DEL", "EN", "UN", "UNA", "ES", "CON", "POR", "QUE", "MÁS", "NOTA", "FIN", "AVISO", "OJO", "ALTO",
    "HOY", "AQUÍ", "TODO", "TODOS", "NUEVO", "GRATIS", "OFERTA",
})
ZERO_WORDS: tuple[str, ...] = ("cero",)
#: Hesitation sounds: never Spanish words (not "este", "pues", "bueno", "o sea", which are).
HESITATIONS: tuple[str, ...] = ("eh", "ehm", "em", "mmm")


_VOWELS = "aeiouáéíóúü"
#: Letter pairs that are one sound ("ch", "ll", "rr", "qu"): one consonant for the syllable test.
_DIGRAPHS = re.compile(r"ch|ll|rr|qu|gu(?=[eiéí])")
_ONSET = re.compile(rf"^(?:s?(?:[pbfgckt][lr]|dr|[^{_VOWELS}]w?)?)(?=[{_VOWELS}y])")
#: Runs of two letters said as words in an address: the domain "es" and short Spanish words.
_SHORT_WORDS = frozenset({"es", "mi", "tu", "su", "el", "la", "de", "en", "un", "al", "yo"})
#: Hosts said as words that the syllable test would spell.
_HOST_WORDS = frozenset({"gmail", "xbox", "dropbox"})


def spanish_pronounceable(word: str) -> bool:
    """Whether a lowercase letter run of three or more letters reads as a Spanish word: a vowel, a word start
    Spanish can say (one consonant, a consonant and "l"/"r", or "s" before them: "trámites", "spotify"), no
    more than four consonants in a row inside ("instrumento") and two at the end ("blogs"): "ayuda", "boe",
    "uned", "correo" are words; "rtve", "www", "html" are spelled. The generic test (entities.url) is made
    for German and English, whose words have fewer vowels ("ayuda" would be spelled)."""
    if word in SPELLED:
        return False
    if word in _HOST_WORDS or word in READ_AS_WORD:
        return True
    units = _DIGRAPHS.sub("c", word)
    if not any(ch in _VOWELS for ch in units) or not _ONSET.match(units):
        return False
    runs = re.findall(rf"[^{_VOWELS}y]+", units[:-1]) + re.findall(rf"[^{_VOWELS}]+$", units)
    return all(len(r) <= 4 for r in runs) and len(re.findall(rf"[^{_VOWELS}]*$", units)[0]) <= 2


class Spanish(Language):
    """Spanish (es). Spoken alphabet: a-z áéíóúüñ (+ inner apostrophe, single spaces); see the module doc.

    `declined` (see `Language`) counts, per "class:reason", the matches a class refused and the agreements
    it had to guess (a number before a noun of unknown gender is read masculine and counted).
    """

    code = "es"
    times_words = frozenset({"veces", "vez"})  # "five milligrams two times a day"
    per_words = frozenset({"por"})  # "kilometers per hour"
    year_words = frozenset({"año"})  # "el año 2024": a number after one is a year, no time of day
    power_words = (("elevado a la", "potencia"), ("elevado a la", ""), ("elevado a", ""))  # "diez elevado a seis"
    units_in_full = True  # "1,5 Liter", not "1,5 l" (Language.units_in_full)
    list_words = frozenset({"o", "u"})  # "ninety three or ninety five": items of one list
    bare_scale_words = frozenset({"cien", "mil"})  # "un 100 %": a hundred and a thousand say their own one
    letters = "abcdefghijklmnopqrstuvwxyzáéíóúüñ"
    fillers = HESITATIONS
    hesitations = HESITATIONS
    lower_words = frozenset({"yo"})
    one_letter_words = frozenset({"a", "e", "o", "u", "y"})
    doubled_words = frozenset({"sí", "no", "ya"})  # "sí sí", "no no", "ya ya": said twice on purpose
    complementizers = frozenset({"que"})  # reported speech: no quotes after one
    street_types = frozenset({"calle", "avenida", "paseo", "plaza", "camino", "carretera", "ronda", "travesía"})
    name_particles = frozenset({"de", "la", "las", "los", "el", "del"})
    house_number_words = frozenset({"número"})
    comma_lower_words = frozenset({  # no capital after a comma (denorm.tagger.settle.lower_after_commas)
        "nuestro", "nuestra", "nuestros", "nuestras",  # possessives
        "a", "al", "como", "con", "cuando", "de", "del", "donde", "e", "el", "ella", "ellas", "ellos", "en", "es",
        "esa", "esas", "ese", "esos", "esta", "estas", "este", "estos", "hay", "la", "las", "le", "les", "lo", "los",
        "mi", "mis", "muy", "más", "no", "o", "para", "pero", "por", "porque", "que", "se", "si", "sino", "son",
        "su", "sus", "también", "tu", "tus", "u", "un", "una", "unas", "unos", "y", "yo", "él"
    })
    number_joiners = numbers.JOINERS
    cardinal_joiners = frozenset({"y"})
    #: "a"/"al" join the two numbers of a range ("de cinco a diez", "del cinco al diez"), "hasta" too; not
    #: "y" (it joins "treinta y dos") or "o" (a choice, not a range).
    range_words = frozenset({"a", "al", "hasta"})
    minor_joiners = frozenset({"con"})  # "un euro con cincuenta"
    score_marks = ("-", ":")  # "won 2-1"
    inverted_marks = MappingProxyType({"?": "\u00bf", "!": "\u00a1"})  # "¿Qué?", "¡Ya!"
    question_words = frozenset({"qué", "quién", "quiénes", "cuál", "cuáles", "cómo", "dónde", "adónde", "cuándo",
                                "cuánto", "cuánta", "cuántos", "cuántas"})  # accented: the interrogatives (RAE)
    score_words = frozenset({"marcador", "resultado", "proporción"})
    label_nouns = frozenset((
        "página páginas capítulo sección volumen tomo nivel paso figura tabla fila columna línea tipo "
        "categoría habitación puerta andén versión ronda temporada episodio artículo versículo acto "
        "escena salida canal talla apartamento aula autobús extensión modelo ruta sala vuelo lección"
    ).split())
    code_nouns = frozenset({"número", "código", "pin", "clave", "contraseña", "cuenta", "pedido", "cliente", "tarjeta", "referencia"})
    hour_nouns = frozenset({"hora", "horas"})
    duration_nouns = frozenset({"minuto", "minutos", "segundos"})
    roman_nouns = frozenset({"siglo", "siglos"})
    sign_words = frozenset({"menos"})  # "menos quince grados"; not "las tres menos cinco" (a clock time)
    signed_units = frozenset({"grado", "grados"})  # not "al menos tres", "más o menos un"
    plus_words = frozenset({"más"})  # a sign before degrees only ("+12°")
    plus_units = frozenset({"grado", "grados"})
    scale_names = frozenset({"celsius", "centígrados", "centígrado", "fahrenheit", "kelvin", "c", "f", "k"})
    clock_words = frozenset({"las", "la"})
    clock_parts = MappingProxyType({"cuarto": 15, "media": 30})  # "a las diez menos cuarto": 9:45
    clock_hour_relations = MappingProxyType({"y": 1, "menos": -1})
    #: The articles and pronoun "un", "una", "uno"; "primero" (an adverb: "primero, lava..."), "primer",
    #: "primera" (mostly words in prose: "primera vez"), "segundo" (a second of time), "cuarto" (a room, a
    #: quarter).
    articles = frozenset({"un", "una"})
    number_homographs = frozenset({"un", "una", "uno", "primero", "primer", "primera", "segundo", "segunda",
                                   "cuarto", "cuarta"})
    entity_classes: ClassVar[tuple[type[EntityClass], ...]] = (
        Url, Email, SpanishDate, SpanishTime, SpanishMoney, SpanishMeasure, SpanishPercent, SpanishTelephone,
        SpanishDecimal, SpanishFraction, SpanishRoman, SpanishOrdinal, SpanishYear, SpanishAbbreviation, Acronym,
        SpanishCardinal, Symbol,
    )
    symbols = SYMBOLS
    standalone_symbols = STANDALONE_SYMBOLS
    url_words = URL_WORDS
    abbreviations = ABBREVIATIONS
    word_acronyms = WORD_ACRONYMS
    zero_words = ZERO_WORDS

    decimal_point_words = frozenset({"coma"})
    half_endings = ("medio", "media", "cuarto", "cuartos")
    half_links = frozenset({"y"})

    @cached_property
    def unit_words(self) -> frozenset[str]:
        """The first words of the measure class's spoken unit names ("kilómetros", "metros" of "metros
        cuadrados") and of the currency names, of three letters or more, but the units of time ("tres horas"
        stays words in prose): a small number said before one is a measure, in figures ("3 centímetros")."""
        from denorm.data.languages.es.measure import UNITS
        from denorm.data.languages.es.money import CURRENCIES

        names = [name for unit in UNITS.values() for pair in unit.forms for name in pair]
        names += [name for c in CURRENCIES.values() for pair in c.units for name in pair]
        time = {"hora", "horas", "minuto", "minutos", "segundo", "segundos", "día", "días", "semana", "semanas",
                "mes", "meses", "año", "años", "milisegundo", "milisegundos"}
        horses = {"caballo", "caballos"}  # "tres caballos" are horses more often than horsepower
        return frozenset(w for w in (n.split()[0] for n in names if n) if len(w) > 2) - time - horses

    unit_joiner = True
    ordinal_parts = True  # "vigésimo primero": 21st

    @cached_property
    def weekday_words(self) -> frozenset[str]:
        """The days of the week ("el [martes tres de marzo]": the date after the day is converted)."""
        return frozenset({"lunes", "martes", "miércoles", "miercoles", "jueves", "viernes", "sábado", "sabado",
                          "domingo"})

    @cached_property
    def month_words(self) -> frozenset[str]:
        from denorm.data.languages.es.date import MONTHS

        return frozenset(MONTHS)

    @cached_property
    def number_lexicon(self) -> frozenset[str]:
        return numbers.number_lexicon()

    def is_number_word(self, word: str) -> bool:
        return numbers.is_number_word(word)

    def cardinal_value(self, word: str) -> int | None:
        return numbers.cardinal_value(word)

    def number_value(self, word: str) -> int | None:
        return numbers.number_value(word)

    def ordinal_written(self, n: int, word: str, after: str = "") -> str | None:
        return numbers.ordinal_written(n, word)

    def joins_number(self, before: str, joiner: str, after: str) -> bool:
        return numbers.joins_number(before, joiner, after)

    def number_spelling(self, words: Sequence[str]) -> tuple[str, ...]:
        return numbers.spelling(words)

    def cardinal(self, n: int, rng: random.Random | None = None) -> str:
        """The cardinal said alone (masculine, not apocopated): 21 -> "veintiuno"."""
        return numbers.cardinal(n)

    def digits(self, s: str, rng: random.Random | None = None) -> str:
        return numbers.digit_words(s)

    def url_pronounceable(self, word: str) -> bool | None:
        """Whether a letter run of an address is said as a Spanish word (`spanish_pronounceable`); a run of
        one or two letters is spelled ("mx", "co"), but for the domain "es" ("punto es") and short Spanish
        words ("mi-tienda")."""
        w = word.lower()
        if len(w) <= 2:
            return w in _SHORT_WORDS
        return spanish_pronounceable(w)

    def _fold(self, ch: str) -> str:
        """Accent folding, plus letters Unicode does not decompose (ø, æ, œ, ł, ß)."""
        return EXTRA_FOLDS[ch] if ch in EXTRA_FOLDS else super()._fold(ch)
