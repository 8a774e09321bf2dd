"""German number words: cardinals (num2words, cached), ordinal stems, years, fractions, digits."""

from __future__ import annotations

import random
from functools import lru_cache

from denorm.data.errors import VerbalizationError
from denorm.data.tables import kept
from num2words import num2words

#: Ordinal stems that are not "cardinal + t" (1-19) or "cardinal + st" (20 and up).
_IRREGULAR_STEMS: dict[int, str] = {1: "erst", 3: "dritt", 7: "siebt", 8: "acht"}
#: Denominators with their own word (1/2 is "halb", an adjective, handled by the fraction class).
_DENOMINATOR_STEMS: dict[int, str] = {3: "drittel", 4: "viertel", 7: "siebtel", 8: "achtel"}
#: Leading "ein" that speakers may drop: "einhundert" / "hundert", "eintausend" / "tausend".
_DROPPABLE_ONE = ("einhundert", "eintausend")
MAX_ORDINAL = 999_999


@lru_cache(maxsize=65536)
def cardinal_word(n: int) -> str:
    """The standard written-together cardinal, lowercase: 2500 -> "zweitausendfünfhundert".

    VerbalizationError beyond num2words' largest name (about 10**600)."""
    if n < 0:
        return "minus " + cardinal_word(-n)
    try:
        return num2words(n, lang="de").lower()
    except OverflowError as exc:
        raise VerbalizationError(f"number too large to speak: {n}") from exc


def cardinal(n: int, rng: random.Random | None = None) -> str:
    """Cardinal with the optional leading "ein" of hundert/tausend dropped at random (1/2)."""
    word = cardinal_word(n)
    if rng is not None and word.startswith(_DROPPABLE_ONE) and rng.random() < 0.5:
        return word[3:]
    return word


def drop_one(word: str, rng: random.Random | None) -> str:
    """Apply the optional "ein" drop to an already-built number word."""
    if rng is not None and word.startswith(_DROPPABLE_ONE) and rng.random() < 0.5:
        return word[3:]
    return word


@lru_cache(maxsize=16384)
def ordinal_stem(n: int) -> str | None:
    """Ordinal stem without ending: 17 -> "siebzehnt", 21 -> "einundzwanzigst"; None if n is out of range."""
    if not 1 <= n <= MAX_ORDINAL:
        return None
    rest = n % 100
    if 1 <= rest <= 19:
        head = cardinal_word(n - rest) if n > rest else ""
        return head + _IRREGULAR_STEMS.get(rest, cardinal_word(rest) + "t")
    return cardinal_word(n) + "st"


def ordinal(n: int, ending: str, rng: random.Random | None = None) -> str | None:
    """Inflected ordinal: ordinal(17, "en") -> "siebzehnten"."""
    stem = ordinal_stem(n)
    return None if stem is None else drop_one(stem + ending, rng)


@lru_cache(maxsize=4096)
def year_word(y: int) -> str:
    """A year as said: 1998 -> "neunzehnhundertachtundneunzig", 2020 -> "zweitausendzwanzig"."""
    if 1100 <= y <= 1999:
        rest = y % 100
        return cardinal_word(y // 100) + "hundert" + (cardinal_word(rest) if rest else "")
    return cardinal_word(y)


def year(y: int, rng: random.Random | None = None) -> str:
    """Year words with the optional "ein" drop (1000 -> "tausend" / "eintausend")."""
    return drop_one(year_word(y), rng)


@lru_cache(maxsize=1024)
def denominator(n: int) -> str | None:
    """Fraction noun: 3 -> "drittel", 16 -> "sechzehntel", 100 -> "hundertstel"; None for n < 3."""
    if n < 3:
        return None
    if n in _DENOMINATOR_STEMS:
        return _DENOMINATOR_STEMS[n]
    stem = ordinal_stem(n)
    if stem is None:
        return None
    if stem.startswith(_DROPPABLE_ONE):
        stem = stem[3:]
    return stem + "el"


def digit_words(s: str, rng: random.Random | None = None, zwo: float = 0.0) -> str:
    """Digits one by one: "030" -> "null drei null"; 2 is "zwo" with probability `zwo`."""
    out = []
    for ch in s:
        if not ch.isdigit():
            continue
        if ch == "2" and rng is not None and zwo and rng.random() < zwo:
            out.append("zwo")
        else:
            out.append(cardinal_word(int(ch)))
    return " ".join(out)


# -- the closed class of number words (Language.number_lexicon, denorm.itn.runs) -----------------------
#: Words inside one number only: "fünf und zwanzig" (split as some recognizers write it), "zwei komma fünf".
JOINERS = frozenset({"und", "komma", "punkt"})
SCALE_VALUES = {"million": 10**6, "millionen": 10**6, "milliarde": 10**9, "milliarden": 10**9, "billion": 10**12,
                "billionen": 10**12}
SCALE_WORDS = frozenset(SCALE_VALUES)
ORDINAL_ENDINGS = ("e", "en", "er", "es", "em")


@lru_cache(maxsize=1)
@kept("de-below-thousand")
def _below_thousand() -> dict[str, int]:
    """Cardinal words 0-999 as one word, with and without the leading "ein" of "einhundert", and "eins",
    "zwo": word -> value."""
    out = {"eins": 1, "ein": 1, "zwo": 2}
    for n in range(0, 1000):
        word = cardinal_word(n)
        out[word] = n
        if word.startswith("einhundert"):
            out[word[3:]] = n
    return out


@lru_cache(maxsize=1)
@kept("de-ordinals")
def _ordinals() -> dict[str, int]:
    """Ordinal words 1-1000 with every ending: "fünfte", "zweihundertersten" -> value."""
    out = {}
    for n in range(1, 1001):
        stem = ordinal_stem(n)
        if stem is None:
            continue
        for ending in ORDINAL_ENDINGS:
            out[stem + ending] = n
            if stem.startswith(_DROPPABLE_ONE):
                out[stem[3:] + ending] = n
    return out


@lru_cache(maxsize=65536)
def cardinal_value(word: str) -> int | None:
    """The value of a written-together cardinal below a million ("achtundsechzigtausendachthundert" ->
    68800, "tausend" -> 1000), or of hundreds counted from eleven as a year is read ("siebzehnhundertsechsundsiebzig"
    -> 1776); None for any other word."""
    small = _below_thousand()
    if word in small:
        return small[word]
    head, sep, tail = word.partition("hundert")  # a year's reading: "siebzehnhundertsechsundsiebzig" 1776
    if sep and 11 <= small.get(head, 0) <= 99 and (not tail or 1 <= small.get(tail, 0) <= 99):
        return small[head] * 100 + (small[tail] if tail else 0)
    head, sep, tail = word.partition("tausend")
    if not sep or "tausend" in tail:
        return None
    h = 1 if head in ("", "ein") else small.get(head)
    t = 0 if not tail else small.get(tail)
    if h is None or t is None or h == 0:
        return None
    return h * 1000 + t


#: Ordinal stems that are not "cardinal + t/st": the cardinal they stand for.
_IRREGULAR_ENDS = (("erst", "eins"), ("dritt", "drei"), ("siebt", "sieben"), ("acht", "acht"))


@lru_cache(maxsize=65536)
def ordinal_value(word: str) -> int | None:
    """The value of an ordinal word ("fünfte" -> 5, "eintausendachthundertdreiundsiebzigsten" -> 1873),
    None for any other word; a compound is accepted only when the generator writes it so."""
    found = _ordinals().get(word)
    if found is not None:
        return found
    for ending in ORDINAL_ENDINGS:
        if not word.endswith(ending) or len(word) <= len(ending) + 3:
            continue
        stem = word[:-len(ending)]
        candidates = [stem[:-2]] if stem.endswith("st") else []
        candidates += [stem[:-len(a)] + b for a, b in _IRREGULAR_ENDS if stem.endswith(a)]
        candidates += [stem[:-1]] if stem.endswith("t") else []
        for cand in candidates:
            n = cardinal_value(cand)
            if n is not None and n > 0 and ordinal_stem(n) is not None and (
                    ordinal_stem(n) == stem or ordinal_stem(n).removeprefix("ein") == stem):
                return n
    return None


@lru_cache(maxsize=1)
def number_lexicon() -> frozenset[str]:
    """The finite part of German number words (0-1000 and their ordinals, the scale nouns); compounds
    beyond it are recognized by `is_number_word`."""
    return frozenset(_below_thousand()) | frozenset(_ordinals()) | SCALE_WORDS


def is_number_word(word: str) -> bool:
    """A cardinal or ordinal number word, written together ("zweitausendneun") or not, a scale noun, or a
    number and a half ("anderthalb", "neuneinhalb")."""
    return (word in number_lexicon() or cardinal_value(word) is not None or ordinal_value(word) is not None
            or word == "anderthalb" or word.endswith("einhalb") and cardinal_value(word[:-7]) is not None)


_UNITS = frozenset(w for w, v in _below_thousand().items() if 1 <= v <= 9)
_TENS = frozenset(cardinal_word(n) for n in range(20, 100, 10))


def _ten(word: str) -> bool:
    """A ten, cardinal or ordinal: "zwanzig", "siebzigste"."""
    value = ordinal_value(word)
    return word in _TENS or value is not None and 20 <= value <= 90 and value % 10 == 0


def joins_number(before: str, joiner: str, after: str) -> bool:
    """"und" between a unit and a ten ("fünf und zwanzig"), "komma" between numbers ("zwei komma fünf")."""
    if joiner == "und":
        return before in _UNITS and _ten(after)
    if joiner in ("komma", "punkt"):  # "zwei komma fünf", a version "drei punkt zwölf"
        return is_number_word(before) and cardinal_value(after) is not None
    return False


#: The one declined like the article before a decimal comma ("von einer Komma zwei Millionen") and the word
#: a decimal's one is said with.
_ONE_BEFORE_KOMMA = {w: "eins" for w in ("ein", "eine", "einen", "einem", "einer", "eines")}


def spelling(words: tuple[str, ...]) -> tuple[str, ...]:
    """A run of number words written together as German writes numbers below a million, where the
    words are the parts of one number: "ein tausend zwei hundert zwei und zwanzig" ->
    "eintausendzweihundertzweiundzwanzig", "drei hundert fünfte" -> "dreihundertfünfte"; "zwei drei"
    (two numbers, or digits of a code) stays apart. Joined in the order the parts bind: unit and ten,
    unit and "hundert", hundreds and the rest, the thousands, thousands and the rest. A one declined like the
    article before "komma" and a number is the decimal's "eins" ("einer komma zwei" -> "eins komma zwei")."""
    out = [_ONE_BEFORE_KOMMA.get(w, w) if k + 2 < len(words) and words[k + 1] == "komma"
           and cardinal_value(words[k + 2]) is not None else w for k, w in enumerate(words)]
    out = _join_pass(out, lambda a, b, c: b == "und" and a in _UNITS and _ten(c), three=True)
    out = _join_pass(out, lambda a, b: b == "hundert" and 1 <= (cardinal_value(a) or 0) <= 9)
    out = _join_pass(out, lambda a, b: a.endswith("hundert") and "tausend" not in a and 0 < _below(b) < 100)
    out = _join_pass(out, lambda a, b: b == "tausend" and 1 <= (cardinal_value(a) or 0) <= 999
                     and not a.endswith("tausend"))
    out = _join_pass(out, lambda a, b: a.endswith("tausend") and 0 < _below(b) < 1000 and "tausend" not in b)
    return tuple(out)


def _below(word: str) -> int:
    """The value of a cardinal or ordinal word, 0 for any other word."""
    v = cardinal_value(word)
    return v if v is not None else (ordinal_value(word) or 0)


def _join_pass(words: list[str], rule, three: bool = False) -> list[str]:  # noqa: ANN001 - a predicate
    """Words with each pair (or triple, "fünf und zwanzig") that `rule` accepts written together."""
    out: list[str] = []
    i = 0
    while i < len(words):
        w = words[i]
        if three and out and i + 1 < len(words) and rule(out[-1], w, words[i + 1]):
            out[-1] = _stem(out[-1]) + w + words[i + 1]
            i += 2
            continue
        if not three and out and rule(out[-1], w):
            out[-1] = _stem(out[-1]) + w
        else:
            out.append(w)
        i += 1
    return out


def _stem(word: str) -> str:
    """"eins" -> "ein" before what follows it ("einhundert", "einundzwanzig")."""
    return "ein" if word == "eins" else word
