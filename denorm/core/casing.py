"""The casing lexicon: lowercase words whose written form in a language's corpus is consistently one all-caps
or mixed-case form ("nasa" -> "NASA", "iphone" -> "iPhone", "оао" -> "ОАО"), shared by the generator (which
builds it, `denorm.data.casing`) and the tagger's runtime (which falls back to it, `denorm.tagger.runtime`).

Beyond its words, the lexicon knows acronyms by their shape: a word of 2-5 letters without a vowel ("cbm",
"npc", "кбм") cannot be said as a word, so a recognizer that wrote it as one heard letters: it is written in
capitals ("CBM"; "npcs" -> "NPCs"). The vowel-less words the corpus writes in lower case ("hmm", "км", "pst")
are in the lexicon as lowercase entries, which keep them as they are.

One file per language, `<lang>.casing.tsv`: a comment header, then one line per word, `word<TAB>form<TAB>count
<TAB>share<TAB>from`, where `count` is how often the corpus wrote the word as `form`, `share` that count over
every informative occurrence of the word (a Title or lowercase form at the start of a sentence tells nothing and
is not counted), and `from` the language whose corpus gave the entry when it is borrowed ("CEO" in German from
the English corpus), else empty. Plain TSV read with the csv module: a few thousand lines, no reason for a heavier format.
"""

from __future__ import annotations

import csv
import re
import unicodedata
from collections.abc import Collection, Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

#: File name of a language's lexicon inside a corpus folder or a tagger model folder (`casing/`).
FILE = "{lang}.casing.tsv"
#: Folder of the lexicons inside a tagger model folder.
FOLDER = "casing"


#: Vowels of the languages' scripts (Latin letters with diacritics count by their base letter).
VOWELS = frozenset("aeiouyаеёиоуыэюяіїєæøœ")
#: Length in letters of the words `shape_form` writes in capitals.
SHAPE_LETTERS = (2, 5)


def unsayable(word: str) -> bool:
    """A word of SHAPE_LETTERS letters, two of them different, and no vowel: only its letters can be said ("cbm",
    "npc", "кбм"); not one letter doubled ("ll" of a split "i ll", "mm")."""
    letters = unicodedata.normalize("NFD", word)
    letters = "".join(c for c in letters if c.isalpha())
    return (SHAPE_LETTERS[0] <= len(letters) <= SHAPE_LETTERS[1] and len(set(letters)) > 1
            and not VOWELS.intersection(letters))


#: Lengths in letters of an unsayable stem whose word with a final "s" is read as its plural ("npcs" -> "NPCs",
#: "rvs" -> "RVs"). Among the vowel-less words of our corpora's lexicons ending in "s", those of 5 letters are
#: mostly one acronym (12 "HTTPS", "RDBMS"; 3 plurals). Those of 3 letters are too in the lexicons (145 "SMS",
#: "GPS", "DNS"; 19 "CDs", "TVs"), but the lexicons hold those; of the held-out words no lexicon holds, 3 are
#: plurals ("RVs", "LPs" twice) and 3 one acronym ("DNS", "RMS", "XFS"), and English makes plurals of two
#: letters freely: a plural, as before ("the sms" is "the SMs").
PLURAL_STEM_LETTERS = (2, 3)


def shape_form(word: str) -> str | None:
    """The capitals of an unsayable word ("cbm" -> "CBM", "https" -> "HTTPS"; "npcs" -> "NPCs": a lowercase
    plural s stays after a stem of PLURAL_STEM_LETTERS letters), None for any other word."""
    if not word.isalpha():
        return None
    if len(word) - 1 in PLURAL_STEM_LETTERS and word.endswith("s") and unsayable(word[:-1]):
        return word[:-1].upper() + "s"
    return word.upper() if unsayable(word) else None


#: Name prefixes whose next letter is a capital too, when the name is capitalized: "McNamara", "O'Neill".
_NAME_PREFIXES = ("mc", "o'")


def title_form(word: str) -> str | None:
    """The capitals of a name with a prefix of _NAME_PREFIXES ("mcnamara" -> "McNamara", "o'neill" -> "O'Neill"),
    for a word the tagger capitalizes; None for any other word."""
    for prefix in _NAME_PREFIXES:
        rest = word[len(prefix):]
        if word.startswith(prefix) and len(rest) >= 3 and rest.isalpha():
            return prefix.capitalize() + rest.capitalize()
    return None


#: An elided article or preposition before a name ("l'", "d'", "qu'", "dell'", "jusqu'"), then the name.
_ELIDED = re.compile(r"^([^\W\d_]{1,6}['\u2019])([^\W\d_]{2,})$")


def elided_parts(word: str) -> tuple[str, str] | None:
    """The elided head and the word after it ("d'alexandrie" -> ("d'", "alexandrie")); None for a word without
    one (or whose second part is under two letters: "l'a")."""
    m = _ELIDED.match(word)
    return None if m is None else (m.group(1), m.group(2))


def elided_form(word: str, name: str | None = None, elisions: Collection[str] = ()) -> str | None:
    """The mixed form of a word of two parts joined by an apostrophe whose second part takes a capital: after one
    of the language's `elisions` the first stays lower ("d'alexandrie" -> "d'Alexandrie"), after any other head
    it takes one too ("o'neill" -> "O'Neill", "д'амброзио" -> "Д'Амброзио"); `name`: the second part's own form
    ("l'iphone" -> "l'iPhone"). None for a word without such a head."""
    parts = elided_parts(word)
    if parts is None:
        return None
    head, rest = parts
    head = head if head.replace("\u2019", "'") in elisions else head.capitalize()
    return head + (name or rest[:1].upper() + rest[1:])


def case_kind(form: str) -> str:
    """"U" (two or more letters, all upper), "M" (another form with an upper letter after the first
    letter), "T" (only the first letter upper) or "L"; the kinds of `denorm.core.labels.CASES`."""
    letters = [c for c in form if c.isalpha()]
    ups = sum(c.isupper() for c in letters)
    if not ups:
        return "L"
    if ups == len(letters) and len(letters) >= 2:
        return "U"
    if ups == 1 and letters[0].isupper():
        return "T"
    return "M"


def read_forms(path: Path) -> dict[str, str]:
    """A user's word list (`--casing-words`): one written form a line ("MegaSys", "iPhone", "EPa", "ООО"), blank
    lines and lines starting with "#" skipped -> {the word as a recognizer writes it (lower case): the form}.
    A line of more than one word, or two forms of one word, is a ValueError naming the file and line."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as e:
        raise ValueError(f"{path}: not UTF-8 text ({e.reason} at byte {e.start})") from None
    except OSError as e:
        raise ValueError(f"{path}: cannot read the word list ({e.strerror or e})") from None
    forms: dict[str, str] = {}
    for n, line in enumerate(text.splitlines(), start=1):
        form = line.strip()
        if not form or form.startswith("#"):
            continue
        if len(form.split()) > 1:
            raise ValueError(f"{path}:{n}: one word a line, got {form!r}")
        key = form.lower()
        if forms.get(key, form) != form:
            raise ValueError(f"{path}:{n}: {form!r} and {forms[key]!r} are two forms of one word")
        forms[key] = form
        # recognizers mostly write Russian "ё" as "е": "Ёлкин" is found as "елкин" too
        forms.setdefault(key.replace("ё", "е"), form)
    return forms


def possessive_stem(word: str) -> str | None:
    """The word a possessive "'s" follows ("nasa's" -> "nasa"), None for a word without one."""
    stem, s, rest = word.rpartition("'")
    return stem if s and rest == "s" and stem else None


def upper_possessive(word: str) -> str | None:
    """The capitals of an acronym with a possessive "'s" (or "’s") that stays lower case ("un's" -> "UN's",
    "alf’s" -> "ALF’s"): the form of such a word the tagger writes in capitals. None for any other word, and for a
    stem under two letters ("i's")."""
    stem, mark, rest = max(word.rpartition("'"), word.rpartition("\u2019"), key=lambda p: len(p[0]))
    if not mark or rest != "s" or len(stem) < 2 or not stem.isalpha():
        return None
    return stem.upper() + mark + "s"


def user_form(forms: Mapping[str, str], word: str) -> str | None:
    """The form a user's word list gives a lowercase word, a possessive "'s" kept ("megasys's" -> "MegaSys's")."""
    form = forms.get(word)
    if form is not None:
        return form
    stem = possessive_stem(word)
    return forms[stem] + "'s" if stem in forms else None


@dataclass(frozen=True)
class CasingEntry:
    """One word of the lexicon: its written form, how often the corpus wrote it so, and that share."""

    form: str
    count: int
    share: float
    borrowed: str = ""  #: the language whose lexicon gave the entry; "" for the corpus's own

    @property
    def kind(self) -> str:
        """"U" or "M" (`case_kind` of the form), or "L" for a vowel-less word kept in lower case."""
        return case_kind(self.form)


def title_abbreviations(written: Iterable[str]) -> dict[str, str]:
    """The vowel-less abbreviations of a language written with one capital (the keys of `Language.abbreviations`:
    "Mr", "Dr.", "Jr.", "Ltd.", "Lkw"), as a recognizer writes them -> their written form, without a period where
    the language writes one so ("mr" -> "Mr", English has "Mr" and "Mr."), else with it ("dr" -> "Dr." in
    German). The shape rule would write them in capitals ("MR Smith"); their own form is a capital and lower
    case."""
    out: dict[str, str] = {}
    for form in sorted(written, key=lambda f: f.endswith(".")):  # the form without a period first
        core = form.rstrip(".")
        cased = all(c.lower() != c.upper() for c in core)  # no "º" of "Nº", no modifier letters
        if len(core) >= 2 and cased and core[0].isupper() and core[1:].islower() and unsayable(core.lower()):
            out.setdefault(core.lower(), core + "." if form.endswith(".") else core)
    return out


class CasingLexicon(Mapping[str, CasingEntry]):
    """word (lowercase, as the recognizer writes it) -> CasingEntry; `lexicon.form("nasa") == "NASA"`.

    An entry of kind "U" or "M" gives the word its form; one of kind "L" (a vowel-less word the corpus writes
    in lower case) keeps `shape_form` from capitalizing it. `titles` (`title_abbreviations`: {"mr": "Mr", "dr":
    "Dr."}) take one capital where the lexicon has no entry, in place of the shape rule's capitals ("Mr", not
    "MR"); the runtime writes their period before a name (`denorm.tagger.runtime.Tagger._cased`)."""

    def __init__(self, entries: Mapping[str, CasingEntry], lang: str = "") -> None:
        self._entries = dict(entries)
        self.lang = lang
        self.titles: Mapping[str, str] = {}

    def __getitem__(self, word: str) -> CasingEntry:
        return self._entries[word]

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def form(self, word: str) -> str | None:
        """The written form the lexicon gives a lowercase word: its entry's all-caps or mixed form, else its
        shape's (`shape_form`) unless a lowercase entry keeps it; a possessive "'s" is kept after the form of its
        word ("nasa's" -> "NASA's"). None: the lexicon has nothing to say. (No plural of an entry: "tres",
        "moss", "paris" would be "TREs", "MOSs", "PARIs" where "tre", "mos", "pari" are acronyms.)"""
        entry = self._entries.get(word)
        if entry is not None:
            return entry.form if entry.kind in ("U", "M") else None
        stem = possessive_stem(word)
        if stem is not None:
            form = self.form(stem)
            return form + "'s" if form is not None else None
        if word in self.titles:
            return word.capitalize()
        return shape_form(word)

    def without_borrowed(self, langs: Collection[str]) -> CasingLexicon:
        """The lexicon without the entries borrowed from these languages' lexicons (the `from` column): to measure
        what a held-out set owes to another language's corpus (bench/bench_casing.py --without-borrowed)."""
        out = CasingLexicon({w: e for w, e in self._entries.items() if e.borrowed not in langs}, self.lang)
        out.titles = self.titles
        return out

    def save(self, path: Path, header: Iterable[str] = ()) -> None:
        """Write the TSV (words sorted), `header` lines first as comments."""
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("w", encoding="utf-8", newline="") as f:
            for line in header:
                f.write(f"# {line}\n")
            w = csv.writer(f, delimiter="\t", lineterminator="\n", quoting=csv.QUOTE_NONE, escapechar="\\")
            for word in sorted(self._entries):
                e = self._entries[word]
                w.writerow((word, e.form, e.count, f"{e.share:.3f}", e.borrowed))

    @classmethod
    def load(cls, path: Path, lang: str = "") -> CasingLexicon:
        """Read a TSV written by `save`; a malformed line is a ValueError naming the file and line."""
        path = Path(path)
        entries: dict[str, CasingEntry] = {}
        with path.open(encoding="utf-8", newline="") as f:
            rows = csv.reader((line for line in f if not line.startswith("#")), delimiter="\t",
                              quoting=csv.QUOTE_NONE, escapechar="\\")
            for row in rows:
                try:
                    word, form, count, share, borrowed = row
                    entries[word] = CasingEntry(form, int(count), float(share), borrowed)
                except ValueError:
                    raise ValueError(f"{path}: malformed casing line {row!r}") from None
        return cls(entries, lang)
