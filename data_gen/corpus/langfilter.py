"""Language filter: langid restricted to the corpus languages, plus a script check per language."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

#: Languages the corpus builder supports; langid chooses among these only.
CORPUS_LANGUAGES: tuple[str, ...] = ("en", "de", "ru", "es", "fr", "pt", "vi")

#: Letters a sentence of the language is written in, and the share of its letters that must be in
#: this set. Latin-1 letters are allowed in en/de for loanwords and names ("Café", "École"); Russian
#: technical text names many Latin products ("Microsoft Office"), so ru needs only 65% Cyrillic
#: (langid still has to be confident that the sentence is Russian).
_LATIN1 = "A-Za-zÀ-ÖØ-öø-ÿ"
SCRIPTS: dict[str, tuple[re.Pattern[str], float]] = {
    "en": (re.compile(f"[{_LATIN1}]"), 0.97),
    "de": (re.compile(f"[{_LATIN1}]"), 0.97),
    "ru": (re.compile(r"[А-Яа-яЁё]"), 0.65),
    "es": (re.compile(f"[{_LATIN1}]"), 0.99),
    "fr": (re.compile(f"[{_LATIN1}ŒœŸ]"), 0.99),
    "pt": (re.compile(f"[{_LATIN1}]"), 0.99),
    "vi": (re.compile(r"[A-Za-zÀ-ỹĐđƠơƯư]"), 0.99),
}
_LETTER = re.compile(r"[^\W\d_]")
#: Function words of another language: two of them in one sentence betray a half-translated line
#: ("Kapitel 15, Ein Debian-Paket erstellen contains some examples.").
FOREIGN_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset("der die das und ist nicht mit wird werden sie ein eine für auf oder auch".split()),
    "de": frozenset("the of and is are with contains this that you your which between from into".split()),
    "ru": frozenset("the of and is are with contains this that you your which between from into".split()),
}
_WORD = re.compile(r"[^\W\d_]+")
#: Letters of an older orthography that the spoken alphabet cannot hold (`strip` would drop them and
#: damage the spoken side): pre-1918 Russian ѣ, і, ѳ, ѵ.
OBSOLETE_LETTERS: dict[str, re.Pattern[str]] = {"ru": re.compile("[ѢѣІіѲѳѴѵ]")}
#: Minimum langid probability (normalized over CORPUS_LANGUAGES) for the target language.
MIN_PROB = 0.95


@dataclass(frozen=True)
class LangDecision:
    """What the filter decided for one sentence."""

    keep: bool
    detected: str
    prob: float
    reason: str  #: "ok", "script", "orthography", "mixed" or "language"


@lru_cache(maxsize=1)
def _identifier():  # noqa: ANN202 - langid has no types
    from denorm.extras import require

    langid = require("langid.langid", "corpus")
    LanguageIdentifier, model = langid.LanguageIdentifier, langid.model  # noqa: N806 - langid's names

    ident = LanguageIdentifier.from_modelstring(model, norm_probs=True)
    ident.set_languages(list(CORPUS_LANGUAGES))
    return ident


def script_share(sentence: str, lang: str) -> float:
    """Share of the sentence's letters that belong to the language's script (1.0 if no letters)."""
    letters = _LETTER.findall(sentence)
    if not letters:
        return 1.0
    pattern = SCRIPTS[lang][0]
    return sum(1 for ch in letters if pattern.match(ch)) / len(letters)


def check_language(sentence: str, lang: str, min_prob: float = MIN_PROB) -> LangDecision:
    """Keep a sentence only if its script fits and langid is confident it is in `lang`."""
    if lang not in SCRIPTS:
        raise ValueError(f"unsupported corpus language {lang!r}; known: {', '.join(CORPUS_LANGUAGES)}")
    if script_share(sentence, lang) < SCRIPTS[lang][1]:
        return LangDecision(False, "?", 0.0, "script")
    obsolete = OBSOLETE_LETTERS.get(lang)
    if obsolete and obsolete.search(sentence):
        return LangDecision(False, "?", 0.0, "orthography")
    foreign = FOREIGN_WORDS.get(lang)
    if foreign and sum(w in foreign for w in _WORD.findall(sentence.lower())) >= 2:
        return LangDecision(False, "?", 0.0, "mixed")
    detected, prob = _identifier().classify(sentence)
    if detected != lang or prob < min_prob:
        return LangDecision(False, detected, float(prob), "language")
    return LangDecision(True, detected, float(prob), "ok")
