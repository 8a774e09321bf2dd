"""English roman class: "World War II" -> "world war two", "Henry VIII" -> "henry the eighth"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass
from denorm.data.entities.roman import parse_roman, to_roman
from denorm.data.languages.en.numbers import cardinal, ordinal

#: Names of monarchs and popes: a roman numeral after them is "the <ordinal>".
REGNAL = frozenset({
    "henry", "elizabeth", "louis", "george", "edward", "charles", "james", "william", "richard", "john",
    "mary", "anne", "benedict", "pius", "gregory", "leo", "innocent", "clement", "boniface", "urban",
    "sixtus", "paul", "peter", "catherine", "ivan", "nicholas", "alexander", "frederick", "philip",
    "ferdinand", "napoleon", "constantine", "mehmed", "ramesses", "ramses", "amenhotep", "thutmose",
    "ptolemy", "otto", "wilhelm", "friedrich", "carlos", "felipe", "alfonso", "gustav", "gustavus",
    "christian", "harald", "olaf", "haakon", "rama", "selim", "suleiman", "murad", "david", "robert",
    "malcolm", "kenneth", "edmund", "ethelred", "harold", "stephen", "darius", "xerxes", "antiochus",
    "cleopatra", "herod", "justinian", "leopold", "joseph", "franz", "rudolf", "karl", "ludwig",
    "maximilian", "sigismund", "casimir", "vladimir", "vasily", "boris", "fyodor", "michael",
    "sancho", "pedro", "manuel", "baldwin", "lothair", "pepin", "hugh", "martin", "adrian", "eugene",
    "julius", "victor", "umberto", "nebuchadnezzar", "tiglath", "sargon", "seti", "alexios", "basil",
})
#: Words after which a roman numeral is a cardinal ("Chapter IV" -> "chapter four").
NUMBERED = frozenset({
    "war", "chapter", "part", "volume", "vol.", "book", "act", "scene", "phase", "stage", "type", "class",
    "grade", "level", "tier", "article", "section", "appendix", "annex", "title", "episode", "season",
    "round", "bowl", "apollo", "rocky", "fantasy", "psalm", "canto", "mark", "series", "division",
    "category", "schedule", "figure", "table", "unit", "lecture", "lesson", "exercise", "sonnet",
    "clause", "amendment", "vatican", "gemini", "trek", "wars", "auto", "quest", "civilization",
    "diablo", "doom", "warcraft", "heroes", "kombat", "hearts", "souls", "ultima", "starcraft",
    "quake", "rome", "empires", "step", "problem", "question", "task", "plate", "item", "league",
    "corps", "army", "rule", "movement", "symphony", "op.", "no.", "chapters", "parts", "volumes",
    "godfather", "jaws", "superman",
})
#: Words that follow the pronoun "I", so "I" before them stays a pronoun ("in Part I think ...").
PRONOUN_NEXT = frozenset({
    "am", "was", "will", "would", "can", "could", "do", "did", "don't", "didn't", "have", "had", "think",
    "know", "said", "say", "mean", "guess", "hope", "want", "need", "like", "love", "see", "saw", "just",
    "also", "really", "must", "should", "may", "might", "shall", "won't", "can't", "feel", "got",
    "get", "went", "go", "believe", "wanted", "never", "always", "still", "wish", "tried", "found",
})
#: Capitalized words that belong to the name before a numbered word ("World War II", "Pope Benedict
#: XVI", "Grand Theft Auto V"): they are part of the span, as in the samples.
PREFIXES = ("World", "Super", "Final", "Pope", "King", "Queen", "Emperor", "Empress", "Tsar", "Czar",
            "Prince", "Princess", "Duke", "Sultan", "Pharaoh", "Star", "Grand", "Theft", "Mortal", "Kingdom",
            "Dark", "Street", "Dragon", "Age", "Saint", "Pius")
_NUMERAL = r"(?P<r>[IVXLCDM]{1,9})(?:(?P<s>['’]s)(?!\w)|(?![\w'’-]))(?!\.\w)"
#: "<name or numbered word> <numeral>" and "<numeral> century".
AFTER_WORD = re.compile(rf"(?<![\w'’.-])(?P<pre>(?:(?:{'|'.join(PREFIXES)}) ){{0,2}})"
                        rf"(?P<w>[A-Za-z][a-z]*\.?) {_NUMERAL}")
CENTURY = re.compile(r"(?<![\w'’.-])(?P<the>[Tt]he )?(?P<r>[IVXLCDM]{1,9}) (?P<c>century|centuries)(?![\w])")


class EnglishRoman(EntityClass):
    """Roman numerals after a regnal name ("Henry VIII" -> "henry the eighth"), after a numbered
    thing such as "Chapter", "Part", "World War" or a game title (cardinal: "world war two"), and
    before "century" (ordinal). The span includes the name or word before (and "the" before a
    century), so that swapped samples ("Chapter IV") fit. A bare "I" is converted only in those
    contexts and never before a verb ("Part I think")."""

    name = "roman"
    priority = 52

    def find(self, text: str) -> list[re.Match[str]]:
        out = []
        for p in (AFTER_WORD, CENTURY):
            out.extend(m for m in p.finditer(text) if self._kind(text, m) is not None)
        return out

    @staticmethod
    def _kind(text: str, m: re.Match[str]) -> str | None:
        numeral = m.group("r")
        if parse_roman(numeral) is None:
            return None
        if m.re is CENTURY:
            return "century" if numeral != "I" else None
        if numeral in ("L", "C", "D", "M"):
            return None  # "Type C", "Plan D", "size M": letters, not numbers
        if numeral == "I" and not m.group("s"):
            right = [w.rstrip(".") for w in Context(text, m.start(), m.end()).right_words(1)]
            if right and right[0] in PRONOUN_NEXT:
                return None
        word = m.group("w")
        if word.lower() in REGNAL and word[0].isupper():
            return "regnal"
        if word.lower() in NUMBERED or word.lower().rstrip(".") in NUMBERED:
            return "numbered"
        return None

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        kind = self._kind(ctx.text, match)
        value = parse_roman(match.group("r"))
        if kind is None or value is None:
            return None
        if kind == "century":
            return ("the " if match.group("the") else "") + f"{ordinal(value, rng)} {match.group('c')}"
        possessive = "'s" if match.group("s") else ""
        word = match.group("w")
        spoken_word = self.language.abbreviations.get(word, (word,))[0]  # "Vol." -> "volume"
        number = f"the {ordinal(value, rng)}" if kind == "regnal" else cardinal(value, rng)
        return f"{match.group('pre')}{spoken_word} {number}{possessive}"

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(3)
        if form == 0:
            name = rng.choice(("Henry", "Louis", "Elizabeth", "George", "Pope Benedict", "King Charles"))
            return f"{name} {to_roman(rng.randint(1, 16))}"
        if form == 1:
            thing = rng.choice(("Chapter", "Part", "Volume", "World War", "Act", "Super Bowl", "Phase"))
            return f"{thing} {to_roman(rng.choice([n for n in range(1, 61) if n != 50]))}"
        return f"the {to_roman(rng.randint(11, 21))} century"
