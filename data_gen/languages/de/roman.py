"""German Roman numerals: "Ludwig XIV." -> "ludwig der vierzehnte" (case from context), "Teil III" -> "teil drei"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.roman import parse_roman, to_roman
from denorm.data.languages.de import grammar, numbers
from denorm.data.languages.de.common import GermanEntityClass, decline

#: Names of rulers and popes that take a regnal number; the value is the gender.
REGNAL_NAMES: dict[str, str] = {
    **{n: grammar.M for n in (
        "ludwig", "friedrich", "wilhelm", "karl", "heinrich", "otto", "konrad", "leopold", "joseph", "josef",
        "franz", "ferdinand", "maximilian", "rudolf", "albrecht", "johann", "johannes", "paul", "pius",
        "benedikt", "gregor", "leo", "innozenz", "clemens", "bonifatius", "urban", "alexander", "peter",
        "iwan", "nikolaus", "georg", "george", "eduard", "edward", "richard", "henry", "louis", "christian",
        "gustav", "philipp", "juan", "carlos", "olaf", "harald", "knut", "erich", "waldemar", "sigismund",
        "wenzel", "matthias", "august", "ernst", "bernhard", "lothar", "alfons", "manuel", "pedro", "jakob",
        "james", "william", "charles", "ramses", "thutmosis", "amenophis", "ptolemaios", "antiochos",
        "sixtus", "julius", "martin", "felix", "hadrian", "kalixt", "viktor", "stephan", "sergius", "eugen",
        "alexius", "napoleon", "andronikos", "konstantin", "michael", "basileios", "romanos", "baldwin", "balduin",
    )},
    **{n: grammar.F for n in (
        "elisabeth", "elizabeth", "katharina", "maria", "viktoria", "victoria", "isabella", "christina",
        "margarethe", "margrethe", "johanna", "anna", "eleonore", "beatrix", "mary", "juliana",
    )},
}
#: Titles that may stand between the determiner and the name ("dem Kaiser Wilhelm II.").
TITLES = frozenset({"könig", "königs", "königin", "kaiser", "kaisers", "kaiserin", "papst", "papstes",
                    "zar", "zaren", "zarin", "herzog", "herzogs", "herzogin", "graf", "grafen", "fürst",
                    "fürsten", "kurfürst", "kurfürsten", "pharao", "pharaos", "sultan", "sultans",
                    "prinz", "prinzen", "prinzessin", "markgraf", "landgraf", "erzherzog", "großherzog"})
#: Nouns after which a Roman numeral is a plain number: "Teil III" -> "teil drei".
CARDINAL_NOUNS = frozenset({"teil", "kapitel", "band", "akt", "szene", "episode", "folge", "staffel",
                            "abschnitt", "artikel", "anhang", "buch", "stufe", "phase", "typ", "klasse",
                            "level", "tafel", "abbildung", "gruppe", "kategorie", "bd.", "vol.", "kap.",
                            "tabelle", "anlage", "psalm", "sure", "gesang", "runde", "liga", "division",
                            "world", "war", "stock", "ebene", "mark", "generation", "stadium", "grad"})
#: Determiners and prepositions before a regnal name -> case.
_ARTICLE_CASE: dict[str, str] = {"der": "nom", "die": "nom", "den": "acc", "dem": "dat", "des": "gen",
                                 "vom": "dat", "zum": "dat", "beim": "dat", "am": "dat", "im": "dat"}
#: Article and ending of "der vierzehnte" by case, masculine and feminine.
_REGNAL: dict[str, dict[str, tuple[str, str]]] = {
    grammar.M: {"nom": ("der", "e"), "acc": ("den", "en"), "dat": ("dem", "en"), "gen": ("des", "en")},
    grammar.F: {"nom": ("die", "e"), "acc": ("die", "e"), "dat": ("der", "en"), "gen": ("der", "en")},
}
_ROMAN = r"(?=[MDCLXVI])M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})"
_WORD = r"[A-ZÄÖÜ][\wäöüß]+"
PATTERN = re.compile(
    rf"(?P<name>{_WORD})\s(?P<rn>{_ROMAN})(?P<dot>\.)?(?![\w])"
    rf"|(?<![\w.])(?P<ord>{_ROMAN})\.(?=\s{_WORD})"
)


def regnal_case(ctx_words: list[str], name_word: str) -> str:
    """Case of a regnal name from the words before it (nearest last) and a genitive -s."""
    for w in reversed(ctx_words):
        if w in TITLES:
            if w.endswith(("s", "en")) and w not in ("zaren", "grafen", "fürsten", "prinzen"):
                return "gen"
            continue
        if w in _ARTICLE_CASE:
            return _ARTICLE_CASE[w]
        if w in grammar.PREPOSITION_CASE:
            return grammar.PREPOSITION_CASE[w]
        if w in grammar.ACCUSATIVE_TRIGGERS and w not in ("hat", "habe", "haben", "hatte"):
            return "acc"
        break
    return "nom"


class GermanRoman(GermanEntityClass):
    """Regnal numbers after a ruler's name ("Friedrich II." -> "friedrich der zweite", "dem zweiten"
    after a dative), plain numbers after nouns like Teil/Kapitel, and "XX." as an ordinal before a
    noun ("im XX. Jahrhundert")."""

    name = "roman"
    priority = 52
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        g = match.groupdict()
        if g["ord"]:
            value = parse_roman(g["ord"])
            if value is None or len(g["ord"]) < 2 or grammar.ordinal_ending(ctx) is None:
                return False
            return True
        value = parse_roman(g["rn"])
        if value is None:
            return False
        name = g["name"].lower()
        if self._regnal_gender(name) is not None:
            return True
        if name in CARDINAL_NOUNS and not g["dot"] and set(g["rn"]) <= set("IVX"):
            return True
        # titles of games and films: "Final Fantasy VII", "Rocky II" (multi-letter numerals only)
        return len(g["rn"]) >= 2 and set(g["rn"]) <= set("IVX") and not g["dot"]

    @staticmethod
    def _regnal_gender(name: str) -> str | None:
        if name in REGNAL_NAMES:
            return REGNAL_NAMES[name]
        if name.endswith("s") and name[:-1] in REGNAL_NAMES:
            return REGNAL_NAMES[name[:-1]]
        return None

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict()
        if g["ord"]:
            ending = grammar.ordinal_ending(ctx)
            value = parse_roman(g["ord"])
            return None if ending is None or value is None else numbers.ordinal(value, ending, rng)
        value = parse_roman(g["rn"])
        if value is None:
            return None
        name = g["name"]
        gender = self._regnal_gender(name.lower())
        if gender is None:
            return f"{name} {numbers.cardinal(value, rng)}"
        case = "gen" if name.lower() not in REGNAL_NAMES else regnal_case(ctx.left_words(3), name)
        article, ending = _REGNAL[gender][case]
        ordinal = numbers.ordinal(value, ending, rng)
        if ordinal is None:
            decline(self, "regnal_out_of_range")
            return None
        return f"{name} {article} {ordinal}"

    def sample(self, rng: random.Random) -> str:
        if rng.random() < 0.6:
            return f"{rng.choice(sorted(REGNAL_NAMES)).capitalize()} {to_roman(rng.randint(1, 16))}."
        return f"{rng.choice(('Teil', 'Kapitel', 'Band', 'Akt', 'Episode'))} {to_roman(rng.randint(1, 12))}"
