"""Portuguese (pt): spoken alphabet, lexical tables and entity classes, Brazilian Portuguese by default.

Spoken alphabet: a-z and á â ã à ç é ê í ó ô õ ú ü, the inner apostrophe ("d'água") and single spaces.
Other letters are folded to their base letter (è -> e, ñ -> n, ö -> o, ø -> o, æ -> ae, ß -> ss), as a
Brazilian speaker's ASR output would spell a foreign name. Acronyms are spelled as single letters ("IBGE"
-> "i b g e"), not as letter names ("i bê gê é").

The generator writes and reads Brazilian Portuguese: "dezesseis", "dezessete", "dezenove"; "bilhão" for
10**9; "catorze" and "quatorze" both; "meia" for 6 in telephone numbers and codes; "quilômetro" (circumflex);
"R$ 25,50", "16h30", "1.500", "3,5" as the written house style (ABNT, the press). European Portuguese
differs in the teens ("dezasseis", "dezassete", "dezanove"), the scales ("mil milhões" for 10**9, "bilião"
for 10**12), the spelling of some words ("quilómetro", "facto", "ónibus"), "um de maio" beside "primeiro de
maio", "cêntimos" for euro cents, and it never says "meia" for 6; none of it is drawn: the default is
Brazilian only (a European variant would be a subclass with its own number words).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import cached_property
from types import MappingProxyType
from typing import ClassVar

from denorm.data.base import EntityClass, Language
from denorm.data.entities import Acronym, Symbol
from denorm.data.languages.pt import numbers
from denorm.data.languages.pt.abbreviation import PortugueseAbbreviation
from denorm.data.languages.pt.cardinal import PortugueseCardinal
from denorm.data.languages.pt.date import PortugueseDate
from denorm.data.languages.pt.decimal import PortugueseDecimal
from denorm.data.languages.pt.fraction import PortugueseFraction
from denorm.data.languages.pt.measure import PortugueseMeasure
from denorm.data.languages.pt.money import PortugueseMoney
from denorm.data.languages.pt.ordinal import PortugueseOrdinal
from denorm.data.languages.pt.percent import PortuguesePercent
from denorm.data.languages.pt.roman import PortugueseRoman
from denorm.data.languages.pt.telephone import PortugueseTelephone
from denorm.data.languages.pt.time import PortugueseTime
from denorm.data.languages.pt.url import PortugueseEmail, PortugueseUrl
from denorm.data.languages.pt.year import PortugueseYear

#: Letters outside the alphabet that Unicode decomposition does not fold.
EXTRA_FOLDS: dict[str, str] = {"ø": "o", "æ": "ae", "œ": "oe", "ł": "l", "đ": "d", "ð": "d", "þ": "th",
                               "ı": "i", "ħ": "h", "ß": "ss"}

SYMBOLS: dict[str, tuple[str, ...]] = {
    "&": ("e",), "+": ("mais",), "@": ("arroba",), "#": ("cerquilha", "hashtag", "jogo da velha"),
    "§": ("parágrafo",), "§§": ("parágrafos",), "=": ("igual a", "igual"), "%": ("por cento",),
    "€": ("euro",), "$": ("dólar",), "£": ("libra",), "°": ("grau",), "×": ("vezes",), "±": ("mais ou menos",),
    "≈": ("aproximadamente",), "~": ("til", "aproximadamente"), "≤": ("menor ou igual a",),
    "≥": ("maior ou igual a",), "→": ("seta",), "©": ("copyright",), "®": ("marca registrada",),
    "™": ("marca registrada",), "|": ("barra vertical",), "\\": ("barra invertida",), "^": ("circunflexo",),
    "√": ("raiz quadrada",), "∞": ("infinito",), "µ": ("micro",), "*": ("asterisco",), "/": ("barra",),
    "<": ("menor que",), ">": ("maior que",),
}
#: Symbols read only when standing alone ("a * b", "x > 5", "entrada / saída"): not "e/ou", "km/h".
STANDALONE_SYMBOLS: frozenset[str] = frozenset({"*", "/", "<", ">"})
URL_WORDS: dict[str, tuple[str, ...]] = {
    "dot": ("ponto",), "at": ("arroba",), "slash": ("barra",), "colon": ("dois pontos",),
    "dash": ("hífen", "traço"), "underscore": ("underline", "sublinhado"),
}
ABBREVIATIONS: dict[str, tuple[str, ...]] = {
    # people
    "Sr.": ("senhor",), "Srs.": ("senhores",), "Sra.": ("senhora",), "Sras.": ("senhoras",),
    "Srta.": ("senhorita",), "Dr.": ("doutor",), "Drs.": ("doutores",), "Dra.": ("doutora",),
    "Dras.": ("doutoras",), "Prof.": ("professor",), "Profs.": ("professores",), "Profa.": ("professora",),
    "Eng.": ("engenheiro",), "Exmo.": ("excelentíssimo",), "Exma.": ("excelentíssima",),
    "Ilmo.": ("ilustríssimo",), "Ilma.": ("ilustríssima",), "V. Exa.": ("vossa excelência",),
    "V. Sa.": ("vossa senhoria",), "Sto.": ("santo",), "Sta.": ("santa",), "Pe.": ("padre",), "Fr.": ("frei",),
    "Gen.": ("general",), "Cel.": ("coronel",), "Maj.": ("major",), "Sgt.": ("sargento",),
    "Gov.": ("governador",), "Dep.": ("deputado",), "Sen.": ("senador",), "D.": ("dom",),
    # texts and references
    "etc.": ("et cetera",), "p. ex.": ("por exemplo",), "e.g.": ("por exemplo",), "i.e.": ("isto é",),
    "cf.": ("conforme", "confira"), "vs.": ("versus",), "et al.": ("et al",), "pág.": ("página",),
    "págs.": ("páginas",), "pp.": ("páginas",), "p.": ("página",), "cap.": ("capítulo",),
    "caps.": ("capítulos",), "vol.": ("volume",), "vols.": ("volumes",), "ed.": ("edição",),
    "art.": ("artigo",), "arts.": ("artigos",), "inc.": ("inciso",), "fig.": ("figura",), "tab.": ("tabela",),
    "obs.": ("observação",), "ref.": ("referência",), "ex.": ("exemplo",), "séc.": ("século",),
    "a.C.": ("antes de cristo",), "d.C.": ("depois de cristo",),
    "nº": ("número",), "n°": ("número",), "Nº": ("número",), "N°": ("número",), "n.º": ("número",),
    "N.º": ("número",),
    # addresses, companies, quantities
    "tel.": ("telefone",), "cel.": ("celular",), "Av.": ("avenida",), "R.": ("rua",), "Pça.": ("praça",),
    "Rod.": ("rodovia",), "Al.": ("alameda",), "Trav.": ("travessa",), "apto.": ("apartamento",),
    "Ltda.": ("limitada",), "Cia.": ("companhia",), "S.A.": ("s a",), "S/A": ("s a",), "depto.": ("departamento",),
    "aprox.": ("aproximadamente",), "máx.": ("máximo",), "mín.": ("mínimo",), "qtd.": ("quantidade",),
    "qtde.": ("quantidade",), "hab.": ("habitantes",), "c/": ("com",), "s/n": ("sem número",),
}
WORD_ACRONYMS: frozenset[str] = frozenset({
    "ONU", "OTAN", "UNESCO", "UNICEF", "FIFA", "UEFA", "NASA", "OPEP", "AIDS", "OVNI", "SUS", "USP", "ENEM",
    "DETRAN", "ANVISA", "IBAMA", "FUNAI", "SENAI", "SESC", "SEBRAE", "SESI", "PUC", "CEP", "PIB", "ONG", "MEC",
    "PIS", "PIN", "RAM", "ROM", "LAN", "WAN", "SIM", "GIF", "JPEG", "ASCII", "MIDI", "ZIP", "DOS", "LED",
    "INPE", "FUVEST", "UNICAMP", "UNIFESP", "UNESP", "IPEA", "CAPES", "PROCON", "MERCOSUL", "INTERPOL",
    "EMBRAPA", "PETROBRAS", "ELETROBRAS", "IKEA", "CERN", "GNU", "BIOS", "UNIX", "LINUX", "COVID", "LER", "SAC",
    "FIES", "PROUNI", "SISU", "CONAR", "GNOME", "GIMP", "ANATEL", "ANEEL", "ANAC", "INCRA", "IPHAN", "CADE", "BACEN",
})
ZERO_WORDS: tuple[str, ...] = ("zero",)
#: Hesitation sounds that are never words: not "é" (a verb), "né" (a tag question), "tipo" or "então".
HESITATIONS: tuple[str, ...] = ("hã", "ãh", "hum", "humm", "hmm", "ahn", "ãhn", "éh", "ehm", "uhm")
FILLERS: tuple[str, ...] = ("hã", "hum", "ahn", "éh", "hmm")


class Portuguese(Language):
    """Brazilian Portuguese. Spoken alphabet: a-z áâãàçéêíóôõúü (+ inner apostrophe, single spaces); see
    the module doc for the European differences.

    `declined` (see `Language`) counts, per "class:reason", the matches a class refused.
    """

    code = "pt"
    times_words = frozenset({"vezes", "vez"})  # "five milligrams two times a day"
    per_words = frozenset({"por"})  # "kilometers per hour"
    year_words = frozenset({"ano"})  # "o ano 2024": a number after one is a year, no time of day
    power_words = (("elevado à", "potência"), ("elevado a", ""), ("elevado à", ""))  # "dez elevado a seis"
    units_in_full = True  # "1,5 Liter", not "1,5 l" (Language.units_in_full)
    list_words = frozenset({"ou"})  # "ninety three or ninety five": items of one list
    bare_scale_words = frozenset({"cem", "mil"})  # "un 100 %": a hundred and a thousand say their own one
    letters = "abcdefghijklmnopqrstuvwxyzáâãàçéêíóôõúü"
    fillers = FILLERS
    hesitations = HESITATIONS
    lower_words = frozenset({"eu"})
    one_letter_words = frozenset({"a", "e", "é", "o", "à"})
    number_joiners = numbers.JOINERS
    #: "o que que é isso", "o ônibus para para os passageiros", "se se trata de": said twice on purpose
    doubled_words = frozenset({"que", "para", "se", "sim", "não", "já"})
    complementizers = frozenset({"que"})  # reported speech: no quotes after one
    hyphen_pairs = frozenset((day, "feira") for day in ("segunda", "terça", "quarta", "quinta", "sexta"))
    street_types = frozenset({"rua", "avenida", "praça", "travessa", "alameda", "estrada", "largo", "rodovia"})
    name_particles = frozenset({"de", "da", "das", "do", "dos"})
    house_number_words = frozenset({"número"})
    comma_lower_words = frozenset({  # no capital after a comma (denorm.tagger.settle.lower_after_commas)
        "meu", "minha", "meus", "minhas", "teu", "tua", "nosso", "nossa",  # possessives
        "a", "as", "com", "como", "da", "das", "de", "do", "dos", "e", "ela", "elas", "ele", "eles", "em", "essa",
        "esse", "esta", "estas", "este", "estes", "eu", "isso", "isto", "mas", "na", "nas", "no", "nos", "não",
        "nós", "o", "onde", "os", "ou", "para", "pela", "pelo", "por", "quando", "que", "se", "seu", "seus", "sua",
        "suas", "são", "um", "uma", "umas", "uns", "é"
    })
    cardinal_joiners = frozenset({"e"})
    #: "cinco a dez", "de dez até vinte": only between two number words does a number run read them so.
    range_words = frozenset({"a", "até"})
    number_units = frozenset({"real"})
    elisions = frozenset({"d'"})  # "d'Ávila", "copo d'água"
    minor_joiners = frozenset({"e", "com"})  # "treze reais e noventa e nove", "um real com cinquenta"
    score_words = frozenset({"placar", "resultado", "proporção"})
    label_nouns = frozenset((
        "página páginas capítulo seção secção volume tomo nível passo figura tabela fileira coluna tipo "
        "categoria linha quarto sala portão plataforma versão rodada temporada episódio artigo versículo "
        "ato cena saída canal tamanho apartamento modelo ramal voo ônibus lição"
    ).split())
    code_nouns = frozenset({"número", "código", "pin", "senha", "cep", "conta", "pedido", "cliente", "cartão", "protocolo",
                            "telefone", "celular", "liga", "ligue", "ligar"})
    hour_nouns = frozenset({"hora", "horas"})
    duration_nouns = frozenset({"minuto", "minutos", "segundos"})
    roman_nouns = frozenset({"século", "séculos"})
    sign_words = frozenset({"menos"})  # "menos quinze graus"
    signed_units = frozenset({"grau", "graus"})  # not "pelo menos três", "mais ou menos um"
    plus_words = frozenset({"mais"})  # a sign before degrees only ("+12°")
    plus_units = frozenset({"grau", "graus"})
    scale_names = frozenset({"celsius", "centígrados", "centígrado", "fahrenheit", "kelvin", "c", "f", "k"})
    clock_words = frozenset({"às", "as", "das", "à"})
    #: "um"/"uma" (articles), "meia" (a sock, a half; 6 in digit readings), "segundo"/"segunda"
    #: (according to; a second; Monday), "quarto"/"quarta" (a room, a quarter; Wednesday), "quinta" (a
    #: farm; Thursday), "sexta" (Friday). "sete" is only a number in Portuguese, so it is not here.
    articles = frozenset({"um", "uma"})
    number_homographs = frozenset({"um", "uma", "meia", "segundo", "segunda", "quarto", "quarta", "quinta",
                                   "sexta"})
    entity_classes: tuple[type[EntityClass], ...] = (
        PortugueseUrl, PortugueseEmail, PortugueseDate, PortugueseTime, PortugueseMoney, PortugueseMeasure,
        PortuguesePercent, PortugueseTelephone, PortugueseDecimal, PortugueseFraction, PortugueseRoman,
        PortugueseOrdinal, PortugueseYear, PortugueseAbbreviation, Acronym, PortugueseCardinal, Symbol,
    )
    symbols: ClassVar[Mapping[str, tuple[str, ...]]] = MappingProxyType(SYMBOLS)
    standalone_symbols = STANDALONE_SYMBOLS
    url_words: ClassVar[Mapping[str, tuple[str, ...]]] = MappingProxyType(URL_WORDS)
    abbreviations: ClassVar[Mapping[str, tuple[str, ...]]] = MappingProxyType(ABBREVIATIONS)
    word_acronyms = WORD_ACRONYMS
    zero_words = ZERO_WORDS
    #: Share of digit-by-digit readings (telephone numbers, codes) that say "meia" for 6: Brazilian usage.
    meia_share = 0.35
    #: Letter runs of web addresses read as words or spelled against the generic test.
    url_readings: ClassVar[Mapping[str, bool]] = MappingProxyType({"uol": True, "ibge": False, "inss": False,
                                                                   "cpf": False, "usp": True})

    unit_joiner = True
    ordinal_parts = True  # "vigésimo primeiro": 21st

    decimal_point_words = frozenset({"vírgula"})
    half_endings = ("meio", "meia", "quarto", "quartos")
    half_links = frozenset({"e"})

    @cached_property
    def weekday_words(self) -> frozenset[str]:
        """The days of the week as a date span may open with them: "feira" ends the five said in two words
        ("[terça feira três de março]": their first word, "segunda", "terça", is also an ordinal), "sábado" and
        "domingo" are one."""
        return frozenset({"feira", "sábado", "sabado", "domingo"})

    @cached_property
    def month_words(self) -> frozenset[str]:
        from denorm.data.languages.pt.grammar import MONTHS

        return frozenset(MONTHS)

    @cached_property
    def unit_words(self) -> frozenset[str]:
        """The first words of the measure class's spoken unit names ("quilômetros", "metros" of "metros
        quadrados") and the money class's currency names, of three letters or more; not "real" (also an
        adjective) nor "segundo" ("em 2003 segundo o IBGE": according to). "dois mil e quinhentos quilômetros"
        -> "2.500 quilômetros", the Estadão's grouping."""
        from denorm.data.languages.pt.measure import UNITS
        from denorm.data.languages.pt.money import AFTER, BEFORE

        names = [name for unit in UNITS.values() for pair in unit.forms for name in pair]
        names += [name for c in (*BEFORE.values(), *AFTER.values()) for name in (c.singular, c.plural)]
        return frozenset(w for w in (n.split()[0] for n in names if n) if len(w) > 2) - {"real", "segundo"}

    @cached_property
    def number_lexicon(self) -> frozenset[str]:
        return numbers.number_lexicon()

    def is_number_word(self, word: str) -> bool:
        return word in numbers.number_lexicon()

    def cardinal_value(self, word: str) -> int | None:
        return numbers.cardinal_value(word)

    def number_value(self, word: str) -> int | None:
        return numbers.number_value(word)

    def digit_value(self, word: str) -> int | None:
        """"meia" is 6 in digits read one by one (`meia_share`)."""
        return 6 if word == "meia" else super().digit_value(word)

    def ordinal_written(self, n: int, word: str, after: str = "") -> str | None:
        """"vigésima" -> "20ª", "primeiro" -> "1º": the indicator of the ordinal word's gender."""
        return f"{n}{'ª' if word.endswith(('a', 'as')) else 'º'}"

    def joins_number(self, before: str, joiner: str, after: str) -> bool:
        return numbers.joins_number(before, joiner, after)

    def cardinal(self, n: int, rng: random.Random | None = None) -> str:
        """Masculine cardinal (the citation form): 1995 -> "mil novecentos e noventa e cinco"."""
        return numbers.cardinal(n, numbers.M, rng)

    def digits(self, s: str, rng: random.Random | None = None) -> str:
        """Digit by digit; 6 is "meia" in a share of the strings (one word for 6 throughout a string)."""
        six = "meia" if rng is not None and rng.random() < self.meia_share else "seis"
        return numbers.digit_words(s, six)

    def url_pronounceable(self, word: str) -> bool | None:
        """`url_readings`, and three-letter runs with two vowels ("ana", "ivo", "uol") read as words."""
        low = word.lower()
        if low in self.url_readings:
            return self.url_readings[low]
        if len(low) == 3 and sum(ch in "aeiouáâãàéêíóôõú" for ch in low) == 2:
            return True
        return None

    def _fold(self, ch: str) -> str:
        """Accent folding, plus letters Unicode does not decompose (ø, æ, œ, ł, ß)."""
        return EXTRA_FOLDS[ch] if ch in EXTRA_FOLDS else super()._fold(ch)
