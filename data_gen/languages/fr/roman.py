"""French Roman numerals: "Louis XIV" -> "louis quatorze", "François Ier" -> "françois premier",
"XIXe siècle" -> "dix-neuvième siècle", "chapitre IV" -> "chapitre quatre"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.roman import parse_roman, to_roman
from denorm.data.languages.fr import grammar, numbers
from denorm.data.languages.fr.common import FrenchEntityClass

#: Names of rulers and popes that take a regnal number (lowercase); French says them as cardinals, the
#: first as "premier" / "première" ("Louis quatorze", "François premier", "Élisabeth deux").
REGNAL_NAMES: frozenset[str] = frozenset({
    "louis", "henri", "charles", "philippe", "françois", "jean", "napoléon", "clovis", "childéric", "clotaire",
    "dagobert", "pépin", "lothaire", "robert", "hugues", "raoul", "eudes", "carloman", "richard", "édouard",
    "guillaume", "george", "georges", "jacques", "victor", "emmanuel", "umberto", "ferdinand", "frédéric",
    "léopold", "albert", "baudouin", "othon", "otton", "conrad", "rodolphe", "maximilien", "joseph", "pierre",
    "paul", "ivan", "nicolas", "alexandre", "constantin", "justinien", "théodose", "basile", "michel",
    "ramsès", "thoutmôsis", "aménophis", "ptolémée", "antiochos", "séleucos", "pie", "benoît", "grégoire",
    "innocent", "clément", "léon", "boniface", "urbain", "sixte", "jules", "martin", "adrien", "célestin",
    "eugène", "étienne", "félix", "pascal", "honorius", "calixte", "gustave", "christian",
    "frederik", "haakon", "olaf", "harald", "knut", "sigismond", "casimir", "ladislas", "venceslas", "mathias",
    "alphonse", "sanche", "pedro", "juan", "carlos", "felipe", "manuel", "ottokar", "wilhelm", "friedrich",
    "élisabeth", "elizabeth", "marie", "catherine", "isabelle", "jeanne", "victoria", "anne", "christine",
    "marguerite", "éléonore", "béatrix", "juliana", "margrethe", "mary",
})
#: Regnal names whose ruler is a woman ("Élisabeth Ire" -> "première").
FEMININE_NAMES = frozenset({"élisabeth", "elizabeth", "marie", "catherine", "isabelle", "jeanne", "victoria",
                            "anne", "christine", "marguerite", "éléonore", "béatrix", "juliana", "margrethe",
                            "mary"})
#: Nouns after which a Roman numeral is a plain number: "chapitre IV" -> "chapitre quatre".
CARDINAL_NOUNS = frozenset({"chapitre", "tome", "livre", "acte", "scène", "partie", "volume", "vol.", "t.",
                            "chap.", "titre", "section", "annexe", "article", "saison", "épisode", "phase",
                            "type", "niveau", "classe", "catégorie", "division", "groupe", "stade", "degré",
                            "planche", "figure", "tableau", "psaume", "chant", "sourate", "leçon", "étape",
                            "génération", "vatican", "concile", "ligue", "corps", "armée", "légion", "zone"})
#: Written endings of a Roman ordinal ("XIXe", "Ier", "Ire", "XVIIIème", "XXᵉ") -> feminine or None (either).
ROMAN_ENDINGS: dict[str, bool | None] = {"er": False, "ᵉʳ": False, "re": True, "ère": True, "ʳᵉ": True,
                                         "e": None, "ème": None, "eme": None, "è": None, "ᵉ": None}
#: Roman numerals 1-39, of the letters I, V, X only: regnal numbers, centuries, republics. With C, D, L, M
#: the pronouns and articles "Ce", "De", "Le", "Me" and the abbreviation "Cie" would read as ordinals.
_ROMAN = r"(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})"
_END = "|".join(sorted(ROMAN_ENDINGS, key=len, reverse=True))
_WORD = r"[^\W\d_][\w'’-]*"
#: Ordinals: with an ending ("XIXe", "Ier"), or before "siècle" without one ("XXI siècle").
ORDINAL_PATTERN = re.compile(rf"(?<![\w.-])(?P<ord>{_ROMAN})(?P<end>{_END})(?![\w])"
                             rf"|(?<![\w.-])(?P<cent>{_ROMAN})(?=\s(?:siècles?|millénaires?)\b)")
#: A numeral after a word: a regnal name, a noun such as "chapitre", a title. Found apart from the ordinals,
#: so that a word refused here ("le XXI siècle") does not hide the ordinal after it.
NAME_PATTERN = re.compile(rf"(?P<name>{_WORD})\s(?P<rn>{_ROMAN})(?![\w'’-])")


def _name_key(name: str) -> str:
    """"Jean-Paul" -> "paul" (the last part decides), "Louis" -> "louis"."""
    return re.split(r"[-'’]", name.lower())[-1]


class FrenchRoman(FrenchEntityClass):
    """Roman ordinals with an ending ("XIXe siècle" -> "dix-neuvième siècle", "la Ve République" -> "la
    cinquième république", "Napoléon Ier" -> "napoléon premier"), centuries without one ("XXI siècle"),
    regnal numbers after a ruler's name (cardinals: "Louis XIV" -> "louis quatorze", "Jean-Paul II" ->
    "jean paul deux"; "Louis I" -> "louis premier"), plain numbers after "chapitre", "tome", "acte"...
    and titles ("Rocky II", "Final Fantasy VII": IVX numerals of two letters or more)."""

    name = "roman"
    priority = 52
    pattern = NAME_PATTERN

    def find(self, text: str) -> list[re.Match[str]]:
        return [m for p in (ORDINAL_PATTERN, NAME_PATTERN) for m in p.finditer(text)
                if self.accepts(m, Context(text, m.start(), m.end()))]

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        g = match.groupdict()
        if match.re is ORDINAL_PATTERN:
            value = parse_roman(g["ord"] or g["cent"])
            if value is None:
                return False
            feminine = ROMAN_ENDINGS.get(g["end"] or "")
            return feminine is None or value == 1
        value = parse_roman(g["rn"])
        if value is None:
            return False
        name, key = g["name"], _name_key(g["name"])
        if key in CARDINAL_NOUNS or name.lower() in CARDINAL_NOUNS:
            return True
        if not name[0].isupper():
            return False
        if key in REGNAL_NAMES:
            return True
        # titles of games and films: "Final Fantasy VII", "Rocky II" (numerals of two letters or more)
        return len(g["rn"]) >= 2 and key not in ("le", "la", "les", "de", "du", "des", "un", "une", "en", "au")

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict()
        if match.re is ORDINAL_PATTERN:
            value = parse_roman(g["ord"] or g["cent"])
            if value is None:
                return None
            feminine = ROMAN_ENDINGS.get(g["end"] or "")
            if feminine is None:
                feminine = value == 1 and grammar.feminine_after(ctx)
            return numbers.ordinal(value, feminine=feminine)
        value = parse_roman(g["rn"])
        if value is None:
            return None
        name = g["name"]
        key = _name_key(name)
        if value == 1 and key in REGNAL_NAMES and name[0].isupper():
            return f"{name} {'première' if key in FEMININE_NAMES else 'premier'}"
        return f"{name} {numbers.cardinal(value)}"

    def sample(self, rng: random.Random) -> str:
        """A ruler ("Louis XIV", "François Ier") or a century with its article ("le XIXe siècle"): both fit
        a template slot as a noun phrase."""
        if rng.random() < 0.5:
            name = rng.choice(sorted(REGNAL_NAMES - FEMININE_NAMES)).capitalize()
            n = rng.randint(1, 18)
            return f"{name} {'Ier' if n == 1 else to_roman(n)}"
        return f"le {to_roman(rng.randint(2, 21))}e siècle"

    def sample_like(self, written: str, rng: random.Random) -> str:
        """Another numeral of the same kind: a century stays a century ("XIXe" -> "XVIe"), "Ier" stays (its
        ending fits 1 only), a name or a noun keeps its word ("Louis XIV" -> "Louis IX", "tome II" -> "tome V")."""
        m = ORDINAL_PATTERN.fullmatch(written)
        if m is not None:
            if m.group("cent"):
                return to_roman(rng.randint(2, 21))
            if ROMAN_ENDINGS[m.group("end")] is not None:
                return written  # "Ier", "Ire": the ending fits 1 only
            return f"{to_roman(rng.randint(2, 21))}{m.group('end')}"
        m = NAME_PATTERN.fullmatch(written)
        return f"{m.group('name')} {to_roman(rng.randint(2, 18))}" if m else written
