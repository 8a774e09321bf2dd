"""Spanish Roman numerals: "Felipe II" -> "felipe segundo", "Alfonso XIII" -> "alfonso trece", "siglo XX" ->
"siglo veinte", "la II Guerra Mundial" -> "la segunda guerra mundial", "el III Congreso" -> "el tercer congreso"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.roman import parse_roman, to_roman
from denorm.data.languages.es import numbers
from denorm.data.languages.es.common import SpanishEntityClass

#: Names of rulers and popes that take a regnal number; the value is the gender of the ordinal.
REGNAL_NAMES: dict[str, str] = {
    **{n: "m" for n in (
        "felipe", "carlos", "fernando", "alfonso", "juan", "enrique", "luis", "pedro", "jaime", "sancho",
        "ramiro", "garcía", "ordoño", "bermudo", "fruela", "amadeo", "pío", "benedicto", "pablo", "gregorio",
        "león", "inocencio", "clemente", "bonifacio", "urbano", "alejandro", "sixto", "julio", "martín",
        "eugenio", "nicolás", "jorge", "eduardo", "ricardo", "guillermo", "napoleón", "federico", "francisco",
        "leopoldo", "maximiliano", "rodolfo", "otón", "iván", "constantino", "ptolomeo", "ramsés", "tutmosis",
        "amenofis", "gustavo", "cristián", "olaf", "haakon", "harald", "manuel", "miguel", "basilio", "juan",
        "alejo", "teodosio", "justiniano", "ramón", "berenguer", "wenceslao", "segismundo", "adriano",
        "calixto", "marcelo", "silvestre", "esteban", "víctor", "félix", "paulo", "abderramán", "hisham",
    )},
    **{n: "f" for n in (
        "isabel", "juana", "urraca", "maría", "catalina", "victoria", "ana", "leonor", "cristina", "beatriz",
        "margarita", "carlota", "guillermina", "berenguela", "blanca",
    )},
}
#: Nouns after which a Roman numeral is a cardinal: "siglo XX" -> "siglo veinte", "tomo III" -> "tomo tres".
CARDINAL_NOUNS = frozenset({"siglo", "siglos", "capítulo", "capítulos", "tomo", "tomos", "volumen", "parte",
                            "acto", "escena", "libro", "título", "artículo", "anexo", "apéndice", "fase",
                            "nivel", "tipo", "clase", "categoría", "división", "canto", "salmo", "lección",
                            "unidad", "bloque", "sección", "cuadro", "tabla", "lámina", "legislatura",
                            "dinastía", "milenio", "distrito", "región", "grupo", "vol.", "cap.", "art.",
                            *("s.", "ss.", "t.")})
#: One-letter abbreviations of numbered nouns, read only before a Roman numeral ("s. XIX" -> "siglo diecinueve").
SHORT_NOUNS: dict[str, str] = {"s.": "siglo", "ss.": "siglos", "t.": "tomo"}
_ROMAN = r"(?=[MDCLXVI])M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})"
_SMALL = r"(?=[XVI])X{0,3}(?:IX|IV|V?I{0,3})"
_NOUN = r"[A-Za-zÁÉÍÓÚÑáéíóúñü][a-záéíóúñü]+"
#: Words that are never the name or noun before a numeral ("La II Guerra Mundial": an article).
_NOT_NAMES = r"(?:[Ee]l|[Ll]as?|[Ll]os|[Dd]el|[Aa]l|[Uu]n|[Uu]na|[Ee]n|[Dd]e|[Yy]|[Cc]on|[Pp]or|[Pp]ara|[Ss]u|[Ss]us)"
PATTERN = re.compile(
    # Felipe II, siglo XX, s. XIX, siglos XV y XVI, del siglo XV al XVIII, Final Fantasy VII
    rf"(?<![\w.])(?!{_NOT_NAMES}\s)(?P<name>{_NOUN}\.?|(?<![\w.])(?:s|ss|t)\.)\s(?P<rn>{_ROMAN})(?:(?P<join>\s(?:y|o|al|a)\s|\s?[–-]\s?)(?P<rn2>{_ROMAN}))?"
    rf"(?![\w'’-]|\.\w)"
    # la II Guerra Mundial, el III Congreso: after an article, before a noun
    rf"|(?:(?<=\b[Ee]l )|(?<=\b[Ll]a )|(?<=\b[Dd]el )|(?<=\b[Aa]l ))(?P<ord>{_SMALL})(?=\s{_NOUN})"
)


def _name_key(word: str) -> str:
    return word.lower()


class SpanishRoman(SpanishEntityClass):
    """Regnal numbers after a ruler's or pope's name: ordinals up to ten ("Felipe II" -> "felipe segundo",
    "Isabel II" -> "isabel segunda"), cardinals from eleven ("Alfonso XIII" -> "alfonso trece", "Juan XXIII"
    -> "juan veintitrés"), as Spanish says them; cardinals after numbered nouns ("siglo XXI" -> "siglo
    veintiuno", "s. XIX" -> "siglo diecinueve") and in titles ("Rocky II"); ordinals between an article and
    a noun, agreeing with the article ("la XV edición" -> "la decimoquinta edición", "el III Congreso" -> "el
    tercer congreso")."""

    name = "roman"
    priority = 52
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        g = match.groupdict()
        if g["ord"]:
            nxt = re.match(rf"\s({_NOUN})", ctx.text[ctx.end:])
            single = len(g["ord"]) == 1
            return parse_roman(g["ord"]) is not None and (not single or bool(nxt and nxt.group(1)[0].isupper()))
        if parse_roman(g["rn"]) is None or (g["rn2"] and parse_roman(g["rn2"]) is None):
            return False
        name = _name_key(g["name"])
        if name in REGNAL_NAMES and g["name"][0].isupper():
            return not g["rn2"]
        if name in CARDINAL_NOUNS:  # "siglo XX", "tomo III"; not "clase C", "tipo D" (letters)
            return all(len(rn) > 1 or rn in "IVX" for rn in (g["rn"], g["rn2"]) if rn)
        # titles of games and films: "Final Fantasy VII", "Rocky II" (multi-letter numerals only)
        return (g["name"][0].isupper() and len(g["rn"]) >= 2 and set(g["rn"]) <= set("IVX") and not g["rn2"]
                and not g["name"].endswith("."))

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict()
        if g["ord"]:
            value = parse_roman(g["ord"])
            left = ctx.text[: ctx.start].rstrip().rsplit(None, 1)[-1].lower()
            gender = "f" if left == "la" else "m"
            return None if value is None else numbers.ordinal(value, gender, gender == "m", rng)
        value = parse_roman(g["rn"])
        if value is None:
            return None
        name = _name_key(g["name"])
        said_name = SHORT_NOUNS.get(name) or (self._expanded(g["name"]) if name.endswith(".") else g["name"])
        if name in REGNAL_NAMES and g["name"][0].isupper():
            number = numbers.ordinal(value, REGNAL_NAMES[name]) if value <= 10 else numbers.cardinal(value)
            return f"{said_name} {number}"
        words = f"{said_name} {numbers.cardinal(value)}"
        if g["rn2"]:
            second = parse_roman(g["rn2"])
            join = g["join"].strip()
            words += f" {join if join in ('y', 'o', 'al') else 'a'} {numbers.cardinal(second or 0)}"
        return words

    def _expanded(self, written: str) -> str:
        """An abbreviated noun as said ("cap." -> "capítulo"), from the language's abbreviations."""
        forms = self.language.abbreviations.get(written) or self.language.abbreviations.get(written.lower())
        return forms[0] if forms else written.rstrip(".")

    def sample(self, rng: random.Random) -> str:
        form = rng.random()
        if form < 0.5:
            name = rng.choice(sorted(REGNAL_NAMES))
            return f"{name[0].upper()}{name[1:]} {to_roman(rng.randint(1, 16))}"
        if form < 0.8:
            return f"siglo {to_roman(rng.randint(1, 21))}"
        return f"{rng.choice(('capítulo', 'tomo', 'acto', 'parte', 'volumen'))} {to_roman(rng.randint(1, 12))}"
