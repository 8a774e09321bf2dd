"""Portuguese abbreviations: the generic table class plus entries that hold in context only ("p. 5", "D. Pedro")."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.abbreviation import Abbreviation, sentence_initial
from denorm.data.languages.pt import grammar

_CAPITALIZED = r"\s[A-ZÁÂÃÀÇÉÊÍÓÔÕÚ][a-záâãàçéêíóôõú]"
#: Abbreviation -> regex the text right after it must match; otherwise it is not this abbreviation
#: (an initial "José R. Silva", "p" of a list); "D." and "R." also need a word of LEFT_CUES before them.
CONTEXT_ONLY: dict[str, re.Pattern[str]] = {
    "p.": re.compile(r"\s?\d"),  # p. 5 -> página cinco
    "D.": re.compile(_CAPITALIZED),  # D. Pedro -> dom pedro, D. Maria -> dona maria
    "R.": re.compile(_CAPITALIZED),  # R. Augusta -> rua augusta
}
#: Words before "D." and "R." that let them be "dom"/"dona" and "rua" (an article, a preposition, a title,
#: an address word); elsewhere they are initials or letters ("José D. Silva", "vitamina D. Ela", "campo R.").
LEFT_CUES: dict[str, frozenset[str]] = {
    "D.": frozenset({"de", "do", "da", "por", "pelo", "com", "a", "o", "e", "que", "para", "em", "rei", "rainha",
                     "imperador", "imperatriz", "príncipe", "princesa", "infante", "infanta", "reinado",
                     "governo", "filho", "filha", "esposa", "marido", "neto", "neta", "sob", "após", "ao",
                     "à", "no", "na", "contra", "até", "quando", "como"}),
    "R.": frozenset({"na", "a", "à", "da", "pela", "endereço", "localizado", "localizada", "situado", "situada",
                     "fica", "sede", "moro", "mora", "esquina", "entre", "e", "em"}),
}
_NUMBER_AFTER_NAME = re.compile(r"(?:\s[A-ZÁÂÃÀÇÉÊÍÓÔÕÚ][\wáâãàçéêíóôõú]*)+,?\s\d")
_NEXT_WORD = re.compile(r"\s([^\W\d_]+)")


#: Feminine first names after "D." ("dona"); others, and names ending in -a, decide by their ending.
FEMININE_NAMES = frozenset({"maria", "isabel", "leopoldina", "amélia", "carlota", "teresa", "ana", "beatriz",
                            "leonor", "catarina", "francisca", "januária", "inês", "ivone", "ruth", "raquel",
                            "ester", "lurdes", "mercês", "carmen", "isaura", "ângela", "zélia", "neusa",
                            "conceição", "glória", "dolores", "aurora", "nair", "ivete", "irene", "alice"})
MASCULINE_A_NAMES = frozenset({"luca", "nicola", "batista", "costa", "sousa", "souza"})
#: Titles and names the sampler joins: a sample fits every slot where a person is named.
_SAMPLE_TITLES = ("Sr.", "Sra.", "Dr.", "Dra.", "Prof.", "Profa.", "Srta.", "Pe.", "Exmo. Sr.", "Sto.")
_SAMPLE_NAMES = ("Silva", "Oliveira", "Souza", "Almeida", "Costa", "Pereira", "Lima", "Carvalho", "Ferreira",
                 "Antônio", "Gomes")


def _feminine_name(name: str) -> bool:
    low = name.lower()
    return low in FEMININE_NAMES or (low.endswith("a") and low not in MASCULINE_A_NAMES)


class PortugueseAbbreviation(Abbreviation):
    """`Portuguese.abbreviations`, with the ambiguous entries of `CONTEXT_ONLY` checked against the text;
    "D." is "dom" or "dona" as the name after it says."""

    def _keep(self, text: str, key: str, start: int, end: int) -> bool:
        rule = CONTEXT_ONLY.get(key)
        if rule is None:
            return True
        if rule.match(text, end) is None:
            return False
        if key not in LEFT_CUES:
            return True
        nxt = _NEXT_WORD.match(text, end)
        if nxt is None or nxt.group(1).lower() in grammar.FUNCTION_WORDS:
            return False  # "vitamina D. Ela...": a sentence goes on
        ctx = Context(text, start, end)
        left = ctx.left_words(1)
        return (ctx.sentence_initial or sentence_initial(text, start) or bool(left and left[0] in LEFT_CUES[key])
                or (key == "R." and _NUMBER_AFTER_NAME.match(text, end) is not None))

    def find(self, text: str) -> list[re.Match[str]]:
        return [m for m in super().find(text) if self._keep(text, self.entry_key(m.group(0)), m.start(), m.end())]

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        if self.entry_key(match.group(0)) == "D.":
            name = ctx.right_words(1)
            return "dona" if name and _feminine_name(name[0]) else "dom"
        return super().verbalize(match, ctx, rng)

    def sample(self, rng: random.Random) -> str:
        """A title and a name ("Dra. Costa"): the one kind that fits any "{abbreviation}" template slot."""
        return f"{rng.choice(_SAMPLE_TITLES)} {rng.choice(_SAMPLE_NAMES)}"
