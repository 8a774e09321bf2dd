"""How much of the tagger's disfluency removal reaches the output: `--disfluency off|safe|full` (default safe).

A transcript reader forgives a kept "uh" far more easily than a lost name or number, so the default keeps
the tagger's deletion of a word only where it is plainly a repetition or a false start:

- the tagger is confident: the word's drop probability is at least `SAFE_THRESHOLD` (chosen on data:
  docs/tagger.md "Disfluency removal");
- no word of the dropped run is part of an entity span or a number word, one of three same words in a row
  (a spelled code: "w w w", Russian "в в в"), or is written with a capital
  inside a sentence (a name: "south africa and south west africa", "vladimir vladimirovich mayakovsky");
- the speaker visibly starts again right after the run: the next kept word is the run's first word
  ("the the meeting", "we sh we need") or that word completed ("wha what"), or the run repeats the words
  right before it (the second copy dropped); or the run is only fillers
  that can also be words ("er", "hmm"; Russian "ну", "как бы": `Language.fillers`).

Hesitation sounds (uh, ähm, ээ) are not the tagger's to drop: `--fillers` removes them before the model.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from denorm.core.labels import KEEP, WordLabels, ends_sentence

#: The drop probability a word needs in safe mode (the disfluency head's softmax). Chosen on data
#: (`python bench/bench_disfluency.py --lang xx --modes safe --thresholds 0.6,0.7,0.8`, docs/tagger.md): on the
#: 500 fluent outside sentences per language the rules below already leave 2 / 1 / 0 lines (en / de / ru)
#: losing a word at 0.5, and 0.6-0.8 removed none of those while cutting English hand-written recall from
#: 86 to 81-69; so the rules, not a higher threshold, carry the precision.
SAFE_THRESHOLD = 0.5


@dataclass(frozen=True)
class DisfluencyMode:
    """A `--disfluency` choice: its name, what it does, and the drop probability it asks of the tagger."""

    name: str
    description: str
    threshold: float | None  #: None: the tagger's argmax (drop when more likely than keep)


#: `--disfluency` choices: name -> mode.
MODES: dict[str, DisfluencyMode] = {m.name: m for m in (
    DisfluencyMode("off", "every word the speaker said stays (hesitation sounds: --fillers)", None),
    DisfluencyMode("safe", "drop a repetition or false start only when the tagger is confident, the speaker "
                   "starts again right after it, and no name, number or entity word is in it", SAFE_THRESHOLD),
    DisfluencyMode("full", "drop every word the tagger marks as a repetition or false start", None),
)}


@lru_cache(maxsize=16)
def number_words(lang: str) -> frozenset[str]:
    """Spoken words of the language's cardinals (0-1000, thousands, millions and billions with their plural
    forms: Russian "тысячи", "тысяч") and the words that join a cardinal's parts besides its own
    (`Language.cardinal_joiners` of the generator: "two thousand and nine", "zwei und zwanzig", "treinta y
    dos", "vingt et un", "vinte e dois", "hai nghìn không trăm linh chín"; none in Russian)."""
    from denorm.data import get_language

    language = get_language(lang)
    out: set[str] = set(language.cardinal_joiners)
    scales = [k * unit for unit in (1000, 10**6, 10**9) for k in (1, 2, 5, 21, 22, 25)]
    for n in [*range(0, 1001), *scales]:
        try:
            out.update(language.cardinal(n).split())
        except Exception:  # noqa: BLE001 - a language without a reading of n adds nothing
            continue
    return frozenset(out)


@lru_cache(maxsize=16)
def said_twice_on_purpose(lang: str) -> Callable[[str], bool]:
    """Whether a word said twice is meant, never a one-word repetition for safe mode: a long word ("long long
    ago", "hatte hatte"; REPEAT_CHARS), one of `Language.doubled_words` ("had had", "das das"), or any word
    of a language that reduplicates (`Language.reduplicates`: Vietnamese "xanh xanh")."""
    from denorm.data import get_language

    language = get_language(lang)
    if language.reduplicates:
        return lambda word: True
    doubled = language.doubled_words
    return lambda word: len(word) > REPEAT_CHARS or word in doubled


@lru_cache(maxsize=16)
def filler_phrases(lang: str) -> tuple[tuple[str, ...], ...]:
    """The language's fillers as word tuples, longest first (`Language.fillers`: "er", "hmm"; Russian "ну",
    "как бы"): sounds and phrases that fill a pause but can be real words, so they are not dropped before the
    model (`--fillers`); a phrase counts only whole ("бы" alone is no filler)."""
    from denorm.data import get_language

    return tuple(sorted({tuple(f.split()) for f in get_language(lang).fillers if f.split()}, key=len, reverse=True))


def restrain(words: Sequence[str], labels: Sequence[WordLabels], mode: str, lang: str) -> list[WordLabels]:
    """The labels with only the deletions `mode` allows (`MODES`); `words`: the spoken words, lower case."""
    if mode not in MODES:
        raise ValueError(f"disfluency mode must be one of {', '.join(MODES)}, got {mode!r}")
    out = list(labels)
    if mode == "full":
        return out
    keep = [True] * len(out) if mode == "off" else safe_keep(words, out, lang)
    from denorm.data import get_language

    doubled = get_language(lang).doubled_words
    first = next((k for k, lab in enumerate(out) if lab.disfl == KEEP), None)  # the line's first kept word
    for k in [k for k, lab in enumerate(out) if keep[k] and lab.disfl != KEEP]:
        out[k] = replace(out[k], disfl=KEEP, case=_restored_case(words, out, k, keep))
    if (first and out[first].case == "T" and words[first] in doubled
            and all(words[k] == words[first] and out[k].disfl == KEEP for k in range(first))):
        # "Bye bye", "No no no", not "Bye Bye", "No No No": copies kept before the line's first word start the
        # line in its place (a short word said on purpose; "Walla Walla" is a name)
        for k in range(1, first + 1):
            out[k] = replace(out[k], case="L")
        out[0] = replace(out[0], case="T")
    return out


def _restored_case(words: Sequence[str], labels: Sequence[WordLabels], k: int, keep: Sequence[bool]) -> str:
    """The case of a word the tagger dropped and safe mode keeps (its own case label was learnt on dropped
    words): that of the nearest kept copy of the word ("south africa and South West Africa"), else a
    capital at the start of the line."""
    copies = [m for m in range(len(words)) if m != k and words[m] == words[k] and labels[m].disfl == KEEP]
    if copies:
        return labels[min(copies, key=lambda m: abs(m - k))].case
    first = not any(keep[:k])
    return "T" if first and labels[k].case == "L" else labels[k].case


def safe_keep(words: Sequence[str], labels: Sequence[WordLabels], lang: str) -> list[bool]:
    """Per word: True if safe mode keeps it: every word the tagger keeps, and every dropped word that is not
    part of a plain repetition, false start or filler (`explained`) or that is a name, number or entity word."""
    n = len(labels)
    keep = [True] * n
    numbers, fillers, letters = number_words(lang), filler_phrases(lang), letter_words(lang)
    #: words the tagger writes as names where it keeps them: a dropped copy of one is a name too ("new york
    #: new york", "walla walla"), whatever case the tagger gave the dropped copy
    names = {words[k] for k in range(n) if labels[k].disfl == KEEP and _name(words, labels, k)}
    i = 0
    while i < n:
        if labels[i].disfl == KEEP:
            i += 1
            continue
        j = i
        while j < n and labels[j].disfl != KEEP:
            j += 1
        for a, b in explained(words, i, j, fillers, keep, said_twice_on_purpose(lang)):
            if b - a == 1 and _said_thrice(words, a):
                continue  # "w w w", "one one one": a spelled code, not a stutter
            if b - a == 1 and _spelled(words, a, letters):
                continue  # "би би си", "b b c": a letter said twice inside a spelled acronym
            if not any(_name(words, labels, k) or labels[k].span != "O" or words[k] in numbers or words[k] in names
                       for k in range(a, b)):
                keep[a:b] = [False] * (b - a)
        i = j
    return keep


#: Longest run of words a repetition says twice ("we need we need").
REPEAT_WORDS = 4
#: Longest word safe mode drops as a one-word repetition ("i i", "the the", "мы мы"); longer words said twice
#: are often meant ("a long long time", "sie hatte hatte", "Walla Walla").
REPEAT_CHARS = 3
#: Longest false start safe mode drops ("we sh | we need"): longer runs before a word said again are often a
#: contrast ("ich meine nicht dich | ich meine ihn").
FALSE_START_WORDS = 3


def explained(words: Sequence[str], i: int, j: int, fillers: Sequence[tuple[str, ...]], keep: Sequence[bool],
              on_purpose: Callable[[str], bool] = lambda word: len(word) > REPEAT_CHARS) -> list[tuple[int, int]]:
    """Groups [a, b) of the dropped run words[i:j] that are plainly disfluent, left to right: a filler; a copy
    of the words right after it ("my my opinion"); a copy of kept words right before it (the second copy
    dropped); a false start, from a word the speaker says again right after the run ("we sh | we need");
    a cut-off start of the next word ("wha what"). `keep`: what is decided so far (words before i);
    `on_purpose`: a word whose being said twice is meant (`said_twice_on_purpose`)."""
    out: list[tuple[int, int]] = []
    dropped: set[int] = set()
    p = i
    while p < j:
        group = next(((p, p + len(f)) for f in fillers if p + len(f) <= j and tuple(words[p:p + len(f)]) == f), None)
        for size in range(min(REPEAT_WORDS, j - p), 0, -1):
            if group:
                break
            if size == 1 and on_purpose(words[p]):
                continue  # "long long ago", "hatte hatte", "had had", "xanh xanh": a word said twice on purpose
            if list(words[p:p + size]) == list(words[p + size:p + 2 * size]):
                group = (p, p + size)
            elif p - size >= 0 and list(words[p - size:p]) == list(words[p:p + size]) and all(
                    keep[k] and k not in dropped for k in range(p - size, p)):
                group = (p, p + size)
        if not group and j < len(words) and words[p] == words[j] and _false_start(words, p, j, fillers,
                                                                                     on_purpose):
            group = (p, j)
        if not group and p + 1 < len(words) and _cut_off(words[p], words[p + 1]):
            group = (p, p + 1)
        if group:
            out.append(group)
            dropped.update(range(*group))
            p = group[1]
        else:
            p += 1
    return out


#: Longest cut-off start of a word that safe mode drops ("wha what", "sh she", "fif fifteen"); longer
#: prefixes are words of their own or names ("vladimir vladimirovich", "john johnson").
CUT_OFF_CHARS = 3


@lru_cache(maxsize=16)
def letter_words(lang: str) -> frozenset[str]:
    """How the language's speakers say a letter one by one: its names (`Language.letter_names`: Russian "би",
    "эф", "бэ") and the single letters themselves, but the letters that are words too ("a", "i", Russian "и",
    "в": `Language.one_letter_words`), whose stutters ("в в москве") stay stutters."""
    from denorm.data import get_language

    language = get_language(lang)
    names = {name for name in language.letter_names.values() if len(name) > 1}
    return frozenset(names | set(language.letters)) - language.one_letter_words


def _spelled(words: Sequence[str], k: int, letters: frozenset[str]) -> bool:
    """words[k], said again right after it, is a letter of a spelled run: a letter's name with another after
    the copy or before it ("би би си", "си би би")."""
    return (words[k] in letters and k + 1 < len(words) and words[k + 1] == words[k]
            and (k + 2 < len(words) and words[k + 2] in letters or k > 0 and words[k - 1] in letters))


def _said_thrice(words: Sequence[str], k: int) -> bool:
    """words[k] is one of three or more same words in a row."""
    lo = hi = k
    while lo > 0 and words[lo - 1] == words[k]:
        lo -= 1
    while hi + 1 < len(words) and words[hi + 1] == words[k]:
        hi += 1
    return hi - lo >= 2


def _false_start(words: Sequence[str], p: int, j: int, fillers: Sequence[tuple[str, ...]],
                 on_purpose: Callable[[str], bool] = lambda word: len(word) > REPEAT_CHARS) -> bool:
    """words[p:j] is a false start before the speaker says words[j] (= words[p]) again: at most
    FALSE_START_WORDS words besides cut-off words and fillers, and not one word said over and over
    ("buffalo buffalo buffalo")."""
    single = {f[0] for f in fillers if len(f) == 1}
    ahead = words[j:j + FALSE_START_WORDS + 2]
    core = [w for w in words[p:j] if w not in single and not any(_cut_off(w, x) for x in ahead)]
    if len(set(words[p:j + 1])) == 1:
        return j - p == 1 and not on_purpose(words[p])
    return 0 < len(core) <= FALSE_START_WORDS


def _cut_off(start: str, word: str) -> bool:
    """`start` is the cut-off beginning of `word`: a prefix of at most CUT_OFF_CHARS, two or more letters short."""
    return len(start) <= CUT_OFF_CHARS and len(word) >= len(start) + 2 and word.startswith(start)


def _name(words: Sequence[str], labels: Sequence[WordLabels], k: int) -> bool:
    """The tagger writes words[k] with a capital that marks a name: not a one-letter word ("I") and not the
    first word written in a sentence ("The the meeting", "[we] We need")."""
    if labels[k].case == "L" or len(words[k]) < 2:
        return False
    before = next((labels[m] for m in range(k - 1, -1, -1) if labels[m].disfl == KEEP), None)  # the word written before
    return before is not None and not ends_sentence(before.after)
