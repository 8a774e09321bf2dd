"""Vietnamese number words: cardinals with their regional readings, ordinals, digits, decimals, and the
closed class of number words the runtime finds and values numbers with.

num2words (0.5.14, `lang="vi"`) was checked and is not used: it reads 2020 "hai nghìn lẻ hai mươi" and
1010 "một nghìn lẻ mười" (a "lẻ" before a ten), 3.5 "ba phẩy năm mươi", and never says "không trăm" in
an inner group; below 1000 it agrees with the speller here (with "lẻ" for the zero ten; tests/test_lang_vi.py).

A number is read in groups of three digits, from the left, each with its scale word: nghìn (10^3),
triệu (10^6), tỷ (10^9), then "nghìn tỷ", "triệu tỷ" (to 10^18 - 1). The rules of the standard reading
(primary-school "đọc số"): 5 after mười / mươi is "lăm" ("mười lăm", "hai mươi lăm"), 1 after mươi is
"mốt" ("hai mươi mốt"; "mười một" stays), a unit after a zero ten is joined by "linh" or "lẻ"
("một trăm linh năm"), and every group after the first is read with all three places, "không trăm"
included ("hai nghìn không trăm linh chín", "năm triệu không trăm hai mươi lăm nghìn"); a group of
three zeros is left out ("một triệu không trăm linh năm" for 1 000 005).

A `Reading` draws, once per number, what speakers and regions vary (probabilities in `draw`):
nghìn / ngàn (north / south), linh / lẻ, 4 after mươi "bốn" / "tư", 1 after mươi "mốt" / "một",
5 after mươi "lăm" / "năm", "không trăm" said or dropped in an inner group ("hai nghìn lẻ chín",
"hai nghìn hai mươi"), tỷ / tỉ (two spellings of one word), and the colloquial elision of "mươi"
before mốt, tư and lăm ("hai mốt", "ba tư", "bốn lăm"; not before other units, where "hai hai" would
be two digits as well). Without an rng the standard reading is used.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from denorm.data.errors import VerbalizationError

UNITS = ("không", "một", "hai", "ba", "bốn", "năm", "sáu", "bảy", "tám", "chín")
#: Units after "mười": 15 is "mười lăm", never "mười năm".
_TEEN_UNITS = ("", "một", "hai", "ba", "bốn", "lăm", "sáu", "bảy", "tám", "chín")
#: The units said in place of "mươi X" when "mươi" is elided ("hai mốt", "ba tư", "bốn lăm").
_ELIDED = {1: "mốt", 4: "tư", 5: "lăm"}
MAX_NUMBER = 10**18 - 1

#: Probabilities of the regional and colloquial readings (`draw`).
P_NGAN = 0.3  # "ngàn" (southern) for "nghìn"
P_LE = 0.4  # "lẻ" (southern, colloquial) for "linh"
P_TU = 0.4  # "tư" for 4 after mươi ("hai mươi tư")
P_MOT = 0.05  # "một" for 1 after mươi ("hai mươi một", non-standard but heard)
P_NAM = 0.05  # "năm" for 5 after mươi ("hai mươi năm", regional)
P_DROP_ZERO_HUNDRED = 0.3  # "hai nghìn lẻ chín" for "hai nghìn không trăm linh chín"
P_TI = 0.2  # the spelling "tỉ" for "tỷ"
P_ELIDE = 0.1  # "hai mốt" for "hai mươi mốt"


@dataclass(frozen=True)
class Reading:
    """How one number is read: the choices speakers and regions make (see the module docstring)."""

    thousand: str = "nghìn"
    zero_joiner: str = "linh"
    four: str = "bốn"
    one: str = "mốt"
    five: str = "lăm"
    zero_hundred: bool = True
    billion: str = "tỷ"
    elide: bool = False


STANDARD = Reading()


def draw(rng: random.Random | None, elide: float = P_ELIDE) -> Reading:
    """A reading drawn with the module's probabilities (`elide`: the share of "hai mốt"); STANDARD without rng."""
    if rng is None:
        return STANDARD
    return Reading(
        thousand="ngàn" if rng.random() < P_NGAN else "nghìn",
        zero_joiner="lẻ" if rng.random() < P_LE else "linh",
        four="tư" if rng.random() < P_TU else "bốn",
        one="một" if rng.random() < P_MOT else "mốt",
        five="năm" if rng.random() < P_NAM else "lăm",
        zero_hundred=rng.random() >= P_DROP_ZERO_HUNDRED,
        billion="tỉ" if rng.random() < P_TI else "tỷ",
        elide=rng.random() < elide,
    )


def _after_muoi(u: int, r: Reading) -> str:
    return {1: r.one, 4: r.four, 5: r.five}.get(u, UNITS[u])


def tens(n: int, r: Reading = STANDARD) -> list[str]:
    """The words of 10-99: "mười lăm", "hai mươi mốt", "ba tư" (elided)."""
    t, u = divmod(n, 10)
    if t == 1:
        return ["mười"] + ([_TEEN_UNITS[u]] if u else [])
    if u and r.elide and u in _ELIDED:
        return [UNITS[t], _ELIDED[u]]
    return [UNITS[t], "mươi"] + ([_after_muoi(u, r)] if u else [])


def _group(n: int, r: Reading, inner: bool) -> list[str]:
    """The words of a group 1-999; `inner`: a group after a scale word, read with all three places."""
    h, rest = divmod(n, 100)
    words: list[str] = []
    if h or (inner and r.zero_hundred):
        words += [UNITS[h], "trăm"]
    if rest == 0:
        return words
    if rest < 10:
        if words or inner:
            return words + [r.zero_joiner, UNITS[rest]]
        return [UNITS[rest]]
    return words + tens(rest, r)


def _words(n: int, r: Reading, inner: bool) -> list[str]:
    for scale, word in ((10**9, r.billion), (10**6, "triệu"), (10**3, r.thousand)):
        if n >= scale:
            head, rest = divmod(n, scale)
            out = _words(head, r, inner) + [word]
            return out + (_words(rest, r, True) if rest else [])
    return _group(n, r, inner)


def cardinal(n: int, rng: random.Random | None = None, reading: Reading | None = None) -> str:
    """A cardinal in words: 2009 -> "hai nghìn không trăm linh chín"; with `rng` a drawn reading, with
    `reading` that one. Negative numbers are "âm ..."; VerbalizationError beyond 10^18 - 1."""
    if n < 0:
        return "âm " + cardinal(-n, rng, reading)
    if n > MAX_NUMBER:
        raise VerbalizationError(f"number too large to speak: {n}")
    if n == 0:
        return UNITS[0]
    r = reading if reading is not None else draw(rng)
    return " ".join(_words(n, r, False))


def half_scale(n: int, rng: random.Random | None = None, reading: Reading | None = None) -> str | None:
    """1 500 000 -> "một triệu rưỡi", 2500 -> "hai nghìn rưỡi", 150 -> "một trăm rưỡi": a number that is
    a whole count of its largest scale (hundreds included) and a half of it; None for any other."""
    r = reading if reading is not None else draw(rng)
    for scale, word in ((10**9, r.billion), (10**6, "triệu"), (10**3, r.thousand), (100, "trăm")):
        head, rest = divmod(n, scale)
        if 1 <= head <= 999 and rest == scale // 2:
            if scale == 100 and head > 9:
                return None
            return f"{cardinal(head, reading=r)} {word} rưỡi"
    return None


def ordinal(n: int, rng: random.Random | None = None, reading: Reading | None = None) -> str:
    """An ordinal: "thứ nhất", "thứ hai", "thứ tư" (never "thứ bốn"), "thứ mười bốn", "thứ hai mươi mốt"."""
    if n < 0:
        raise VerbalizationError(f"no ordinal for {n}")
    if n == 1:
        return "thứ nhất"
    if n == 4:
        return "thứ tư"
    return "thứ " + cardinal(n, rng, reading)


def digits(s: str) -> str:
    """Digits one by one: "0912" -> "không chín một hai" (5 is "năm", 1 "một" here)."""
    return " ".join(UNITS[int(ch)] for ch in s if ch.isdigit())


def month(m: int) -> str:
    """The month's name: "tháng" + 1-12 in words, April "tư" ("tháng tư"), never "tháng bốn"."""
    if not 1 <= m <= 12:
        raise VerbalizationError(f"no month {m}")
    return "tư" if m == 4 else cardinal(m)


def fraction_digits(frac: str, rng: random.Random | None, reading: Reading | None = None) -> str:
    """The digits after the decimal comma: as a number as schools teach it ("14" -> "mười bốn", "05" ->
    "không năm"), or digit by digit ("một bốn"); up to three digits as a number in 60% of readings."""
    stripped = frac.lstrip("0")
    if not stripped:
        return digits(frac)
    if len(stripped) <= 3 and (rng is None or rng.random() < 0.6):
        lead = " ".join([UNITS[0]] * (len(frac) - len(stripped)))
        said = cardinal(int(stripped), reading=reading if reading is not None else draw(rng))
        return f"{lead} {said}".strip()
    return digits(frac)


def decimal(whole: int, frac: str, rng: random.Random | None = None, reading: Reading | None = None) -> str:
    """ "3,5" -> "ba phẩy năm", "2,38" -> "hai phẩy ba mươi tám" / "hai phẩy ba tám"."""
    r = reading if reading is not None else draw(rng)
    return f"{cardinal(whole, reading=r)} phẩy {fraction_digits(frac, rng, r)}"


# -- the closed class of number words (Language.number_lexicon, denorm.itn.runs and .value) ------------
#: Words inside one number only: "một trăm linh năm", "ba phẩy năm", a version "hai chấm bốn".
JOINERS = frozenset({"linh", "lẻ", "phẩy", "chấm"})
#: The joiners that add nothing to a cardinal's value.
CARDINAL_JOINERS = frozenset({"linh", "lẻ"})
SCALE_VALUES: dict[str, int] = {"trăm": 100, "nghìn": 10**3, "ngàn": 10**3, "triệu": 10**6, "tỷ": 10**9,
                                "tỉ": 10**9}
#: Each number word said alone and its value ("mươi": the tens of "hai mươi"; "rưỡi", a half of what
#: stands before it, has none of its own).
WORD_VALUES: dict[str, int] = {**{w: i for i, w in enumerate(UNITS)}, "mốt": 1, "tư": 4, "lăm": 5, "mười": 10,
                               "mươi": 10, **SCALE_VALUES}
LEXICON = frozenset(WORD_VALUES) | {"rưỡi"}
#: Number words that are as often another word: "năm" (year), "tư" (private, fourth), "mốt" (fashion; the
#: day after tomorrow), "lăm" ("lăm le"), "ba" (father), "không" (not), "một" (a), "bảy", "tám" (to chat),
#: "chín" (ripe), "mươi" (about ten), and the scale words ("triệu chứng", "tỉ lệ", "hàng ngàn").
HOMOGRAPHS = frozenset({"năm", "tư", "mốt", "lăm", "ba", "không", "một", "bảy", "tám", "chín", "mươi", "trăm",
                        "nghìn", "ngàn", "triệu", "tỷ", "tỉ", "rưỡi"})
_JOINED_UNITS = frozenset({"một", "hai", "ba", "bốn", "tư", "năm", "sáu", "bảy", "tám", "chín"})
_SCALE_WORDS = frozenset({"trăm", "nghìn", "ngàn", "triệu", "tỷ", "tỉ"})


def joins_number(before: str, joiner: str, after: str) -> bool:
    """"linh" / "lẻ" between a scale word and a unit ("trăm linh năm", "nghìn lẻ chín"), "phẩy" and
    "chấm" between number words ("ba phẩy năm", "hai chấm bốn")."""
    if joiner in CARDINAL_JOINERS:
        return before in _SCALE_WORDS and after in _JOINED_UNITS
    if joiner in ("phẩy", "chấm"):
        return before in LEXICON and after in WORD_VALUES
    return False


# Units allowed after "mười", after "mươi", and alone or after linh/lẻ. "năm" after mươi is left out: "hai
# mươi năm" is as often twenty years as twenty-five; "mốt", "lăm" and "tư" never stand alone.
_AFTER_MUOI_TEN = {"một": 1, "hai": 2, "ba": 3, "bốn": 4, "tư": 4, "lăm": 5, "sáu": 6, "bảy": 7, "tám": 8,
                   "chín": 9}
_AFTER_MUOI = {**_AFTER_MUOI_TEN, "mốt": 1}
_ALONE = {w: i for i, w in enumerate(UNITS) if i}
_AFTER_JOINER = {**_ALONE, "tư": 4}


def _tens_value(tokens: Sequence[str]) -> int | None:
    """10-99: "mười lăm", "hai mươi mốt", "ba mươi", "hai tư" (elided)."""
    if not tokens:
        return None
    if tokens[0] == "mười":
        if len(tokens) == 1:
            return 10
        return 10 + _AFTER_MUOI_TEN[tokens[1]] if len(tokens) == 2 and tokens[1] in _AFTER_MUOI_TEN else None
    t = _ALONE.get(tokens[0])
    if t is None or t < 2 or len(tokens) < 2:
        return None
    if tokens[1] == "mươi":
        if len(tokens) == 2:
            return 10 * t
        return 10 * t + _AFTER_MUOI[tokens[2]] if len(tokens) == 3 and tokens[2] in _AFTER_MUOI else None
    if len(tokens) == 2 and tokens[1] in _ELIDED.values():
        return 10 * t + {v: k for k, v in _ELIDED.items()}[tokens[1]]
    return None


def _rest_value(tokens: Sequence[str], inner: bool, final: bool) -> int | None:
    """0-99 after "trăm" (or an inner group without its hundreds): "linh năm", "mười", "hai mươi mốt"; a
    bare unit only where a scale word follows ("một tỷ năm triệu"): at the end "hai nghìn hai" is 2200."""
    if not tokens:
        return 0
    if tokens[0] in CARDINAL_JOINERS:
        return _AFTER_JOINER.get(tokens[1]) if len(tokens) == 2 else None
    if len(tokens) == 1 and tokens[0] in _ALONE and inner and not final:
        return _ALONE[tokens[0]]
    return _tens_value(tokens)


def _group_value(tokens: Sequence[str], inner: bool, final: bool) -> int | None:
    """A group 1-999 ("hai trăm linh năm", "không trăm hai mươi" in an inner group, "một trăm rưỡi")."""
    if not tokens:
        return None
    if len(tokens) >= 2 and tokens[1] == "trăm":
        h = 0 if tokens[0] == "không" and inner else _ALONE.get(tokens[0])
        if h is None:
            return None
        if tokens[2:] == ["rưỡi"] and h:
            return h * 100 + 50
        rest = _rest_value(tokens[2:], True, True)
        return None if rest is None or (h == 0 and rest == 0) else h * 100 + rest
    if len(tokens) == 1 and tokens[0] in _ALONE and not inner:
        return _ALONE[tokens[0]]
    return _rest_value(tokens, inner, final)


_SCALES = ((10**9, ("tỷ", "tỉ")), (10**6, ("triệu",)), (10**3, ("nghìn", "ngàn")))


def _value(tokens: Sequence[str], inner: bool, final: bool, below: int) -> int | None:
    for scale, names in _SCALES:
        if scale >= below:
            continue
        where = [i for i, w in enumerate(tokens) if w in names]
        if not where:
            continue
        i = where[-1] if scale == 10**9 else where[0]  # "hai nghìn tỷ": the last tỷ closes the number
        head = _value(tokens[:i], inner, False, 10**9 if scale == 10**9 else 1000)
        if head is None or head == 0:
            return None
        tail = tokens[i + 1:]
        if list(tail) == ["rưỡi"]:
            return head * scale + scale // 2
        rest = _value(tail, True, final, scale) if tail else 0
        return None if rest is None else head * scale + rest
    return _group_value(tokens, inner, final)


def words_value(words: Sequence[str], ordinal: bool = False) -> int | None:
    """The value of `words` when they are one number said in words ("hai nghìn không trăm linh chín" 2009,
    "hai mốt" 21, "một triệu rưỡi" 1 500 000; `ordinal`: "thứ" and a number, "thứ nhất" 1, "thứ tư" 4),
    else None: digits of a code ("một hai"), "hai nghìn hai" (2200 or 2002?), "hai mươi năm" (25 or twenty
    years?), a scale word alone ("nghìn")."""
    tokens = list(words)
    if ordinal:
        if len(tokens) < 2 or tokens[0] != "thứ":
            return None
        rest = tokens[1:]
        if rest in (["nhất"], ["tư"]):
            return 1 if rest == ["nhất"] else 4
        if rest in (["một"], ["bốn"], ["không"]):
            return None  # "thứ nhất", "thứ tư": never "thứ một", "thứ bốn"
        return words_value(rest)
    if not tokens or any(w not in LEXICON and w not in CARDINAL_JOINERS for w in tokens):
        return None
    if tokens == ["không"]:
        return 0
    if len(tokens) == 1 and tokens[0] in SCALE_VALUES:
        return None
    return _value(tokens, False, True, 10**18)


@lru_cache(maxsize=1)
def number_lexicon() -> frozenset[str]:
    """The number words: units (with mốt, tư, lăm), mười, mươi, the scale words, rưỡi. "nhất" (first) is left
    out: it is the superlative "most" far more often ("tốt nhất"), and "thứ nhất" is read by `words_value`."""
    return LEXICON


def cardinal_value(word: str) -> int | None:
    """The value of one number word ("năm" 5, "mốt" 1, "nghìn" 1000, "mươi" 10), None for any other."""
    return WORD_VALUES.get(word)
