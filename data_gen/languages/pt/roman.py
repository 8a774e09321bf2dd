"""Portuguese Roman numerals: "século XX" -> "século vinte", "D. Pedro II" -> "dom pedro segundo"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.roman import parse_roman, to_roman
from denorm.data.languages.pt import grammar, numbers
from denorm.data.languages.pt.common import PortugueseEntityClass

M, F = numbers.M, numbers.F
#: Names of rulers and popes that take a regnal number, with their gender.
REGNAL_NAMES: dict[str, str] = {
    **{n: M for n in (
        "pedro", "joão", "paulo", "bento", "pio", "leão", "gregório", "clemente", "inocêncio", "urbano",
        "bonifácio", "alexandre", "júlio", "sisto", "luís", "luiz", "henrique", "carlos", "filipe", "felipe",
        "afonso", "manuel", "sebastião", "josé", "fernando", "francisco", "jorge", "eduardo", "guilherme",
        "ricardo", "frederico", "napoleão", "nicolau", "ivã", "constantino", "justiniano", "teodósio", "otão",
        "rodolfo", "leopoldo", "maximiliano", "gustavo", "cristiano", "olavo", "haroldo", "estêvão", "martinho",
        "adriano", "sérgio", "vítor", "dário", "ivan", "xerxes", "ramsés", "tutmés", "amenófis", "ptolomeu", "antíoco",
        "juan", "alfonso", "william", "george", "edward", "charles", "henry", "louis",
    )},
    **{n: F for n in (
        "maria", "isabel", "elizabeth", "elisabete", "catarina", "ana", "vitória", "cristina", "leonor",
        "joana", "beatriz", "margarida", "teresa", "amélia", "mary", "juliana",
    )},
}
#: Nouns before a numeral read as the number of a ruler: an ordinal up to ten, a cardinal above.
CENTURY_NOUNS = frozenset({"século", "séculos", "séc.", "milênio", "milênios"})
#: Nouns after which a numeral is a plain number, a label said in the masculine ("capítulo três", "parte
#: dois"); after a masculine one it is now and then an ordinal up to ten ("capítulo terceiro").
CARDINAL_NOUNS: dict[str, str] = {
    **{n: M for n in ("capítulo", "cap.", "volume", "vol.", "tomo", "livro", "ato", "título", "inciso", "item",
                      "anexo", "apêndice", "grupo", "nível", "tipo", "artigo", "art.", "salmo", "canto")},
    **{n: F for n in ("parte", "cena", "seção", "fase", "classe", "série", "lei", "divisão", "etapa",
                      "temporada", "turma", "região", "zona")},
}
#: Capitalized nouns after a numeral that make it an ordinal: "II Guerra Mundial" -> "segunda guerra
#: mundial", "XV Congresso" -> "décimo quinto congresso", "III Jogos" -> "terceiros jogos".
PREFIX_NOUNS: dict[str, str] = {
    **{n: F for n in ("Guerra", "Bienal", "Conferência", "Cruzada", "Copa", "Feira", "Olimpíada", "Jornada",
                      "Mostra", "Semana", "República", "Internacional", "Reunião", "Assembleia", "Cúpula",
                      "Marcha", "Dinastia", "Legislatura", "Região", "Edição", "Corrida", "Maratona")},
    **{n: M for n in ("Congresso", "Concílio", "Encontro", "Festival", "Simpósio", "Seminário", "Fórum",
                      "Salão", "Campeonato", "Plano", "Reich", "Império", "Exército", "Centenário",
                      "Torneio", "Colóquio", "Prêmio", "Reinado", "Distrito", "Batalhão", "Comando")},
    **{n: "mpl" for n in ("Jogos",)},
}
#: Titles before a name that make its numeral a regnal number, whatever the name ("Rei Haldric II").
TITLES = frozenset({"rei", "rainha", "papa", "imperador", "imperatriz", "príncipe", "princesa", "duque",
                    "duquesa", "conde", "condessa", "czar", "czarina", "faraó", "sultão", "infante", "infanta",
                    "dom", "dona", "d.", "santo", "são", "lorde", "marquês", "barão", "grão"})
FEMALE_TITLES = frozenset({"rainha", "imperatriz", "princesa", "duquesa", "condessa", "czarina", "infanta",
                           "dona"})
#: Share of masculine CARDINAL_NOUNS read with an ordinal ("capítulo terceiro") up to ten.
ORDINAL_SHARE = 0.3
_ROMAN = r"(?=[MDCLXVI])M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})"
_NAME = r"[A-ZÁÂÃÀÇÉÊÍÓÔÕÚ][a-záâãàçéêíóôõúü]+"
_NOUN = "|".join(re.escape(n) for n in sorted({*CENTURY_NOUNS, *CARDINAL_NOUNS}, key=len, reverse=True))
PATTERN = re.compile(
    rf"(?<![\w.])(?P<noun>(?i:{_NOUN}))\s(?P<rn>{_ROMAN})(?:\s(?P<join>e|a|ao)\s(?P<rn2>{_ROMAN}))?(?![\w])"
    # a name and its number; not an initial ("Carlos V. Silva")
    rf"|(?P<name>{_NAME})\s(?P<rnn>{_ROMAN})(?![\w])(?!(?<=[\s][IVXLCDM])\.\s?[A-ZÁÉÍÓÚ])"
    rf"|(?<![\w.])(?P<pre>{_ROMAN})\s(?=(?:{'|'.join(PREFIX_NOUNS)})(?!\w))"
)


class PortugueseRoman(PortugueseEntityClass):
    """Numbers of rulers, popes and centuries ("D. Pedro II", "século XX"), numbers after nouns such as
    "capítulo" or "parte", ordinals before capitalized event nouns ("II Guerra Mundial"), and titles of
    works ("Rocky II" -> "rocky dois", numerals of two letters or more)."""

    name = "roman"
    priority = 52
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        g = match.groupdict()
        if g["pre"]:
            return parse_roman(g["pre"]) is not None
        if g["noun"]:
            numerals = [n for n in (g["rn"], g["rn2"]) if n]
            if g["noun"].lower() not in CENTURY_NOUNS and not all(set(n) <= set("IVX") for n in numerals):
                return False  # "apêndice C", "tipo C", "vitamina D": letters
            return all(parse_roman(n) is not None for n in numerals)
        value = parse_roman(g["rnn"])
        if value is None or g["rnn"] == "XXX":  # "XXX" is a placeholder
            return False
        if self._regnal(g["name"], ctx):
            return True
        # titles of games and films: "Final Fantasy VII", "Rocky II" (multi-letter numerals only)
        return (len(g["rnn"]) >= 2 and set(g["rnn"]) <= set("IVX")
                and g["name"].lower() not in grammar.FUNCTION_WORDS)

    @staticmethod
    def _regnal(name: str, ctx: Context) -> bool:
        """A ruler's name: a known one, or any name after a title ("Rei Eldaric IV")."""
        return name.lower() in REGNAL_NAMES or bool(set(ctx.left_words(1)) & TITLES)

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict()
        if g["pre"]:
            noun = ctx.text[ctx.end:].split()[0] if ctx.text[ctx.end:].split() else ""
            noun = re.sub(r"\W+$", "", noun)
            gender = PREFIX_NOUNS.get(noun, M)
            words = numbers.ordinal(parse_roman(g["pre"]) or 0, F if gender == F else M)
            return " ".join(w + "s" for w in words.split()) if gender == "mpl" else words
        if g["noun"]:
            noun = g["noun"]
            said_noun = {"séc.": "século", "cap.": "capítulo", "vol.": "volume", "art.": "artigo"}.get(
                noun.lower(), noun.lower())
            values = [parse_roman(g["rn"]) or 0] + ([parse_roman(g["rn2"]) or 0] if g["rn2"] else [])
            said = [self._after_noun(noun.lower(), v, rng) for v in values]
            joiner = f" {g['join']} "
            return f"{said_noun} {joiner.join(said)}"
        name = g["name"]
        value = parse_roman(g["rnn"]) or 0
        if not self._regnal(name, ctx):
            return f"{name} {numbers.cardinal(value, rng=rng)}"
        gender = REGNAL_NAMES.get(name.lower(), F if set(ctx.left_words(1)) & FEMALE_TITLES else M)
        return f"{name} {numbers.regnal(value, gender, rng)}"

    @staticmethod
    def _after_noun(noun: str, value: int, rng: random.Random) -> str:
        if noun in CENTURY_NOUNS:
            return numbers.regnal(value, M, rng)
        if CARDINAL_NOUNS.get(noun) == M and value <= 10 and rng.random() < ORDINAL_SHARE:
            return numbers.ordinal(value)
        return numbers.cardinal(value, M, rng)  # a label, said in the masculine: "parte dois"

    def sample(self, rng: random.Random) -> str:
        form = rng.random()
        if form < 0.4:
            return f"{rng.choice(sorted(REGNAL_NAMES)).capitalize()} {to_roman(rng.randint(1, 16))}"
        if form < 0.7:
            return f"século {to_roman(rng.randint(1, 21))}"
        return f"{rng.choice(('capítulo', 'volume', 'parte', 'livro', 'ato'))} {to_roman(rng.randint(1, 12))}"
