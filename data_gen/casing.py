"""Build a language's casing lexicon (denorm.core.casing) from its corpus: the words it writes consistently
in one all-caps or mixed-case form, as truecasers learn them ("NASA", "iPhone", "McDonald's", "ОАО").

A word enters when the corpus wrote it at least `min_count` times in that form, in at least `min_share` of its
informative occurrences (every occurrence but a Title or lowercase one at the start of a sentence) and in lower
case in at most `max_lower` of them. So a word that is also a common lowercase word never enters ("us"/"US",
"it"/"IT", "мир"/"МИР"), while one that is sometimes a name is still found ("AI" 105, "Ai" 31, "ai" 4 times). Left out: runs of three or more all-caps words (shouting, headings), words cut
out of a longer token ("MP3", "x86"), Roman numerals (the roman entity class writes them), the language's
number words, and single letters.

The declined forms of the acronyms a language declines (`Language.declined_acronyms`: Russian "ГОСТу",
"ОМОНа"), unless the corpus writes the declined word in another form.

Two more kinds of entry: the language's word-like acronyms (`Language.word_acronyms`: "NATO", "UNESCO") that
the corpus never writes or writes so in at least `min_share` of their informative occurrences ("Linux" keeps
"LINUX" out); and,
as lowercase entries that keep them so, the vowel-less words the runtime would otherwise write in capitals by
their shape (denorm.core.casing.shape_form) but the corpus writes in lower case ("hmm", "км") or the language
lists as hesitations.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Iterable
from pathlib import Path

from denorm.data.base import Language

from denorm.core.casing import FILE, CasingEntry, CasingLexicon, case_kind, shape_form

#: Defaults of `build_casing` (`make corpus` and `denorm corpus` use them).
MIN_COUNT = 3
MIN_SHARE = 0.66
MAX_LOWER = 0.1
#: A run of this many all-caps words is shouting, not acronyms.
SHOUT_RUN = 3
_ROMAN = re.compile(r"[IVXLCDM]+")


def _informative(sentence: str, language: Language) -> Iterable[tuple[str, str]]:
    """(spoken word, written form) of a sentence's words that say something about their casing."""
    words = language.strip_words(sentence)
    kinds = [case_kind(sentence[a:b]) for _, a, b in words]
    shout = [False] * len(words)
    i = 0
    while i < len(words):  # mark runs of SHOUT_RUN or more all-caps words
        j = i
        while j < len(words) and kinds[j] == "U":
            j += 1
        if j - i >= SHOUT_RUN:
            shout[i:j] = [True] * (j - i)
        i = max(j, i + 1)
    for k, (w, a, b) in enumerate(words):
        form = sentence[a:b]
        if shout[k] or (a and sentence[a - 1].isalnum()) or (b < len(sentence) and sentence[b].isalnum()):
            continue
        if k == 0 and kinds[k] in ("T", "L"):
            continue
        yield w, form.replace("\u2019", "'")


def _declined(entries: dict[str, CasingEntry], forms: dict[str, Counter[str]],
              language: Language) -> Iterable[tuple[str, CasingEntry]]:
    """(word, entry) of the language's declined acronyms (`Language.declined_acronyms`: "госту" -> "ГОСТу") the
    lexicon lacks, unless the corpus writes the word in another form."""
    for form in language.declined_acronyms():
        word = language.strip(form)
        seen = forms.get(word, Counter())
        if word not in entries and seen[form] == seen.total():
            yield word, CasingEntry(form, seen[form], 1.0)


def build_casing(sentences: Iterable[str], language: Language, min_count: int = MIN_COUNT,
                 min_share: float = MIN_SHARE, max_lower: float = MAX_LOWER,
                 borrow: Iterable[CasingLexicon] = ()) -> CasingLexicon:
    """The casing lexicon of a corpus (module doc); `borrow`: lexicons of other languages whose own all-caps and
    mixed entries seen at least `min_count` times this one takes for words its corpus never writes in another
    form ("CEO", "iPhone" in German from the English corpus), when the word is in the language's spoken
    alphabet."""
    forms: defaultdict[str, Counter[str]] = defaultdict(Counter)
    for sentence in sentences:
        for w, form in _informative(sentence, language):
            forms[w][form] += 1
    entries: dict[str, CasingEntry] = {}
    for w, counts in forms.items():
        form, n = counts.most_common(1)[0]
        if case_kind(form) not in ("U", "M") or n < min_count or len(w.replace("'", "")) < 2:
            continue
        total = sum(counts.values())
        share = n / total
        if (share < min_share or counts[w] > max_lower * total or _ROMAN.fullmatch(form)
                or language.is_number_word(w)):
            continue
        entries[w] = CasingEntry(form, n, share)
    for acronym in sorted(language.word_acronyms):
        w = language.strip(acronym)
        counts = forms.get(w, Counter())
        total = sum(counts.values())
        if w not in entries and " " not in w and (not total or counts[acronym] >= min_share * total):
            entries[w] = CasingEntry(acronym, counts[acronym], counts[acronym] / total if total else 1.0)
    entries.update(_declined(entries, forms, language))
    for other in borrow:
        for w, e in other.items():
            seen = forms.get(w, Counter())
            if (w not in entries and not e.borrowed and e.count >= min_count and e.kind in ("U", "M")
                    and seen[e.form] == seen.total() and language.strip(w) == w):
                entries[w] = CasingEntry(e.form, forms.get(w, Counter())[e.form], e.share, other.lang)
    keep = {w: counts for w, counts in forms.items() if w not in entries and shape_form(w) is not None}
    for w in (*language.fillers, *language.hesitations):
        keep.setdefault(w, Counter({w: 0}))
    for w, counts in keep.items():
        lower = counts[w]
        total = sum(counts.values())
        if lower >= max(total / 2, 1) or w in language.fillers or w in language.hesitations:
            entries[w] = CasingEntry(w, lower, lower / total if total else 1.0)
    return CasingLexicon(entries, language.code)


def write_casing(corpus: Path, language: Language, out: Path | None = None, min_count: int = MIN_COUNT,
                 min_share: float = MIN_SHARE, max_lower: float = MAX_LOWER, borrow: bool = True) -> Path:
    """Build the lexicon of the corpus file `corpus` (one sentence per line) and write it beside it
    (`<lang>.casing.tsv`) or to `out`; returns the path written. `borrow`: take the own entries of the other
    languages' lexicons beside the corpus (`build_casing`)."""
    corpus = Path(corpus)
    others = [CasingLexicon.load(p, p.name.split(".")[0]) for p in sorted(corpus.parent.glob(FILE.format(lang="*")))
              if borrow and p.name != FILE.format(lang=language.code)]
    with corpus.open(encoding="utf-8") as f:
        lexicon = build_casing((line.rstrip("\n") for line in f), language, min_count, min_share, max_lower,
                               others)
    path = Path(out) if out else corpus.with_name(FILE.format(lang=language.code))
    kinds = Counter(e.kind for e in lexicon.values())
    borrowed = Counter(e.borrowed for e in lexicon.values() if e.borrowed)
    lexicon.save(path, header=(
        f"casing lexicon of {language.code}: {len(lexicon)} words (UPPER {kinds['U']}, mixed {kinds['M']}, kept "
        f"lowercase {kinds['L']}) from {corpus.name}; min_count {min_count}, min_share {min_share}, max_lower "
        f"{max_lower} (denorm.data.casing); borrowed: "
        + (", ".join(f"{n} from {lang}" for lang, n in sorted(borrowed.items())) or "none"),
        "word\tform\tcount\tshare\tfrom"))
    return path
