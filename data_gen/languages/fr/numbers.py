"""French number words: cardinals, ordinals, years, fractions and digits, with the lexicon the runtime reads.

Written spelling (`written`, `written_ordinal`): the traditional one of the Académie française, which
num2words produces and most printed text uses: a hyphen between tens and units below a hundred
("vingt-trois", "quatre-vingt-dix-sept") except around "et" ("vingt et un", "soixante et onze"),
none around "cent" and "mille" ("deux cent trente"); "vingt" and "cent" take an s when multiplied and
last ("quatre-vingts", "deux cents", but "quatre-vingt-un", "deux cent mille"), "mille" never.
The spoken side never has a hyphen (`spoken`: the alphabet has none; `Language.strip` turns a hyphen
into a space), so "vingt-trois" and "vingt trois" as recognizers write them are the same spoken words,
and the 1990 reform spelling ("vingt-et-un", "deux-cent-trente") too.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache

from denorm.data.errors import VerbalizationError
from num2words import num2words

#: Largest number read in words (num2words' names above it are "billiard", "trillion"... not said).
MAX_NUMBER = 10**18 - 1
#: The tens that take "et" before "un" / "onze": "vingt et un", "soixante et onze".
TENS_WITH_ET = frozenset({"vingt", "trente", "quarante", "cinquante", "soixante"})
#: Denominators with their own noun; the others are ordinals ("cinquième").
_DENOMINATORS: dict[int, tuple[str, str]] = {2: ("demi", "demis"), 3: ("tiers", "tiers"), 4: ("quart", "quarts")}
#: Scale nouns after a number ("deux millions") and their values.
SCALE_VALUES: dict[str, int] = {"million": 10**6, "millions": 10**6, "milliard": 10**9, "milliards": 10**9,
                                "billion": 10**12, "billions": 10**12}


@lru_cache(maxsize=65536)
def written(n: int) -> str:
    """The cardinal in traditional spelling: 97 -> "quatre-vingt-dix-sept", 21 -> "vingt et un".

    VerbalizationError beyond MAX_NUMBER."""
    if n < 0:
        return "moins " + written(-n)
    if n > MAX_NUMBER:
        raise VerbalizationError(f"number too large to speak: {n}")
    return num2words(n, lang="fr")


def spoken(text: str) -> str:
    """Written number words in the spoken alphabet: hyphens are word breaks."""
    return " ".join(text.replace("-", " ").split())


def cardinal(n: int, feminine: bool = False) -> str:
    """Spoken cardinal: 21 -> "vingt et un"; `feminine`: a last "un" is "une" ("vingt et une pages")."""
    words = spoken(written(n))
    if feminine and (words == "un" or words.endswith(" un")):
        words = words[:-2] + "une"
    return words


def _ordinal_word(word: str) -> str:
    """The ordinal of the last word of a cardinal: "cinq" -> "cinquième", "cents" -> "centième"."""
    special = {"un": "unième", "cinq": "cinquième", "neuf": "neuvième"}
    if word in special:
        return special[word]
    if word in ("vingts", "cents") or word in SCALE_VALUES and word.endswith("s"):
        word = word[:-1]
    return (word[:-1] if word.endswith("e") else word) + "ième"


@lru_cache(maxsize=65536)
def written_ordinal(n: int, feminine: bool = False, plural: bool = False) -> str:
    """The ordinal in traditional spelling: 1 -> "premier" / "première", 21 -> "vingt et unième",
    80 -> "quatre-vingtième", 10**6 -> "millionième"; plural adds the s. VerbalizationError for n < 1."""
    if n < 1:
        raise VerbalizationError(f"no ordinal for {n}")
    if n == 1:
        word = "première" if feminine else "premier"
    else:
        words = written(n).split(" ")
        if len(words) == 2 and words[0] == "un" and words[1] in SCALE_VALUES:
            words = words[1:]  # "millionième", not "un millionième" (that is a fraction)
        parts = words[-1].split("-")
        parts[-1] = _ordinal_word(parts[-1])
        word = " ".join([*words[:-1], "-".join(parts)])
    return word + "s" if plural else word


def ordinal(n: int, feminine: bool = False, plural: bool = False) -> str:
    """Spoken ordinal: "vingt et unième", "première", "deuxièmes"."""
    return spoken(written_ordinal(n, feminine, plural))


def year(y: int, rng: random.Random | None = None) -> str:
    """A year as said: 2009 "deux mille neuf", 1995 "mille neuf cent quatre-vingt-quinze" or now and then
    "dix-neuf cent quatre-vingt-quinze" (1100-1999). A year is a number used as an ordinal, so "vingt" and
    "cent" take no s ("en mille neuf cent quatre-vingt", "l'an mille deux cent")."""
    if 1100 <= y <= 1999 and rng is not None and rng.random() < 0.25:
        rest = y % 100
        text = written(y // 100) + " cent" + (" " + written(rest) if rest else "")
    else:
        text = written(y)
    if text.endswith(("vingts", "cents")):
        text = text[:-1]
    return spoken(text)


def fraction(num: int, den: int) -> str | None:
    """num/den in words: 1/2 "un demi", 2/3 "deux tiers", 3/4 "trois quarts", 5/8 "cinq huitièmes" (the
    nouns are masculine: "un tiers", "un cinquième"); None for a denominator below 2."""
    if den < 2:
        return None
    if den in _DENOMINATORS:
        singular, plural = _DENOMINATORS[den]
        noun = singular if num == 1 else plural
    else:
        noun = ordinal(den, plural=num > 1)
    return f"{cardinal(num)} {noun}"


def digits(s: str) -> str:
    """Digits one by one: "030" -> "zéro trois zéro"."""
    return " ".join(cardinal(int(ch)) for ch in s if ch.isdigit())


def pair(s: str) -> str:
    """A group of a telephone number as said: "05" -> "zéro cinq", "00" -> "zéro zéro", "23" -> "vingt trois"."""
    if len(s) > 1 and s[0] == "0":
        return "zéro " + pair(s[1:])
    return cardinal(int(s))


# -- the closed class of number words (Language.number_lexicon, denorm.itn.runs / value) ----------------
#: Words inside one number only: "vingt et un", "trois virgule cinq", a version "deux point zéro".
JOINERS = frozenset({"et", "virgule", "point"})
#: The words that end a number read with "et": "vingt et un", "soixante et onze", "trente et unième".
_AFTER_ET = frozenset({"un", "une", "onze", "unième", "unièmes", "onzième", "onzièmes"})


@lru_cache(maxsize=1)
def cardinal_values() -> dict[str, int]:
    """The value of each word cardinals are said with: "quatre" 4, "vingts" 20 (of "quatre vingts"),
    "cents" 100, "une" 1, "millions" 10**6. A word's own value: "quatre vingts" is read by the runtime as
    two words (and has no value there: see French.number_spelling)."""
    out: dict[str, int] = {}
    for n in (*range(0, 17), 20, 30, 40, 50, 60, 100, 1000):
        out[written(n)] = n
    out.update({"une": 1, "vingts": 20, "cents": 100, **SCALE_VALUES})
    return out


@lru_cache(maxsize=1)
def ordinal_values() -> dict[str, int]:
    """The value of each ordinal word, singular and plural: "premier", "premières" 1, "unième" 1 (of
    "vingt et unième"), "dixième" 10, "centième" 100, "millionième" 10**6. "second(e)" is left out: it is
    far more often the unit of time ("une seconde") or an adjective than a number."""
    out: dict[str, int] = {}
    for form in ("premier", "première"):
        out[form] = out[form + "s"] = 1
    for word, value in cardinal_values().items():
        if value == 0 or word in ("une", "vingts", "cents") or word in SCALE_VALUES and word.endswith("s"):
            continue
        ordinal_word = _ordinal_word(word)
        out[ordinal_word] = out[ordinal_word + "s"] = value
    return out


@lru_cache(maxsize=1)
def number_lexicon() -> frozenset[str]:
    """Every word the generator says numbers with (cardinals, ordinals, scale nouns), joiners left out."""
    return frozenset(cardinal_values()) | frozenset(ordinal_values())


def joins_number(before: str, joiner: str, after: str) -> bool:
    """"et" between a ten and "un" / "onze" ("vingt et un", "soixante et onze", "trente et unième"),
    "virgule" and "point" between numbers ("trois virgule cinq", "deux point zéro")."""
    if joiner == "et":
        return before in TENS_WITH_ET and after in _AFTER_ET
    if joiner in ("virgule", "point"):
        return before in number_lexicon() and after in cardinal_values()
    return False


# -- the value of a number said in words (Language.words_value, read by denorm.itn.value) -----------------
#: Scale nouns from the largest: a group of them is "<1-999> million(s)".
_SCALES = ((10**12, ("billion", "billions")), (10**9, ("milliard", "milliards")), (10**6, ("million", "millions")))


@lru_cache(maxsize=1)
def _below_thousand() -> dict[tuple[str, ...], int]:
    """Every way the numbers 1-999 are said, as word tuples: masculine and feminine ("vingt et une"), and
    "vingt" / "cent" with or without their s wherever the spelling hesitates ("quatre vingt" in years and
    before "mille", "deux cents" and "deux cent")."""
    out: dict[tuple[str, ...], int] = {}
    for n in range(1, 1000):
        for feminine in (False, True):
            words = cardinal(n, feminine=feminine).split()
            out[tuple(words)] = n
            if words[-1] in ("vingts", "cents"):
                out[tuple(words[:-1] + [words[-1][:-1]])] = n
    return out


@lru_cache(maxsize=1)
def _hundreds_of_years() -> dict[tuple[str, ...], int]:
    """1100-1999 said in hundreds, as years are: "onze cents", "dix neuf cent quatre vingt quinze"."""
    out: dict[tuple[str, ...], int] = {}
    for k in range(11, 20):
        for hundred in ("cent", "cents"):
            head = (*cardinal(k).split(), hundred)
            out[head] = k * 100
            for rest, n in _below_thousand().items():
                if n < 100:
                    out[head + rest] = k * 100 + n
    return out


#: Ordinal word -> the cardinal word it ends a number as ("unième" -> "un", "vingtième" -> "vingt").
_ORDINAL_BASE: dict[str, str] = {}
for _word in (*[written(_n) for _n in (*range(1, 17), 20, 30, 40, 50, 60, 100, 1000)], *SCALE_VALUES):
    if not (_word in SCALE_VALUES and _word.endswith("s")):
        _ORDINAL_BASE[_ordinal_word(_word)] = _ORDINAL_BASE[_ordinal_word(_word) + "s"] = _word


def words_value(words: Sequence[str], ordinal: bool = False) -> int | None:
    """The value of `words` when they are one French number said in words, as the generator and recognizers
    say them ("quatre vingt dix sept" 97, "vingt et une" 21, "mille neuf cent quatre vingt" 1980, "dix neuf
    cent quatre vingt quinze" 1995, "deux millions trois cent mille" 2 300 000; `ordinal`: its last word an
    ordinal, "vingt et unième" 21, "première" 1), else None: digits of a code ("un deux"), a scale word alone
    ("mille", "centième"), words of two numbers ("vingt trente")."""
    tokens = list(words)
    if not tokens:
        return None
    if ordinal:
        last = tokens[-1]
        if last.startswith("premi"):
            return 1 if len(tokens) == 1 and last in ordinal_values() else None
        if last not in _ORDINAL_BASE:
            return None
        tokens[-1] = _ORDINAL_BASE[last]
    elif tokens[-1] not in cardinal_values():
        return None
    if tokens == ["zéro"]:
        return 0
    if len(tokens) == 1 and cardinal_values().get(tokens[0]) in (100, 1000, *SCALE_VALUES.values()):
        return None  # "cent", "mille", "millions" alone stay words
    key = tuple(tokens)
    if key in _hundreds_of_years():
        return _hundreds_of_years()[key]
    total, rest = 0, tokens
    for value, names in _SCALES:
        at = [i for i, w in enumerate(rest) if w in names]
        if len(at) > 1:
            return None
        if at:
            head = _below_thousand().get(tuple(rest[:at[0]]))
            if head is None:
                return None
            total, rest = total + head * value, rest[at[0] + 1:]
    if "mille" in rest:
        i = rest.index("mille")
        head = 1 if i == 0 else _below_thousand().get(tuple(rest[:i]))
        if head is None or i and head == 1 or "mille" in rest[i + 1:]:
            return None  # "un mille" is a mile
        total, rest = total + head * 1000, rest[i + 1:]
    if rest:
        tail = _below_thousand().get(tuple(rest))
        if tail is None:
            return None
        total += tail
    return total
