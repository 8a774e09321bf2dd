"""Input normalization for translate: cut out foreign characters, verbalize the rest, keep provenance."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

from denorm.defaults import DEFAULT_SEED
from denorm.text.verbatim import KINDS, QUOTE_MARKS, cased, has_overlong, kept, verbatim_spans

#: A line whose foreign letters outnumber its native letters passes through unchanged.
FOREIGN_PASSTHROUGH_SHARE = 0.5
#: A line whose verbatim tokens (URLs, markup, code...: non-space characters) are at least this share of them
#: and the letters of the rest passes through unchanged.
VERBATIM_PASSTHROUGH_SHARE = 0.5
#: A cased line with code in it passes through when no more than one token in this many is a plain word
#: the model could write differently ("SELECT * FROM users WHERE id = 1; DROP TABLE users;--").
WRITTEN_LINE_FREE = 3
_TOKEN = re.compile(r"[^ \t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+")
_APOSTROPHES = "'\u2019\u02bc\u2018`\u00b4"
#: Punctuation that may cling to a dropped hesitation in already punctuated input.
_EDGE_PUNCT = ",.;:!?\u2026-\u2013\u2014\"'()"


@dataclass(frozen=True)
class SourceToken:
    """A whitespace token of the input and the spoken words [lo, hi) it became (lo == hi: none)."""

    text: str
    lo: int
    hi: int
    start: int = -1  #: its character offset in the input line (-1: not known)
    #: a number its recognizer wrote with hyphens ("twenty-three", "quatre-vingt-dix-neuf"): spoken words the
    #: output may write otherwise (in figures), not a token to give back as written
    number: bool = False


@dataclass(frozen=True)
class Foreign:
    """A run of characters kept away from the model (emoji, other scripts, control characters) or a
    verbatim token (markup, URL, code...: `kind` names its denorm.text.verbatim kind)."""

    text: str
    pos: int  #: re-inserted before spoken word `pos`
    space_before: bool
    space_after: bool
    kind: str = "foreign"  #: "foreign" or a denorm.text.verbatim kind ("markup", "url", "code"...)

    @property
    def verbatim(self) -> bool:
        return self.kind != "foreign"


@dataclass(frozen=True)
class Unit:
    """Spoken words that come from tokens [tok_lo, tok_hi) of a written text (an entity or a plain part)."""

    words: tuple[str, ...]
    tok_lo: int
    tok_hi: int
    cls: str | None = None  #: entity class, None for plain text
    written: str = ""  #: the entity's written form ("" for plain text)


@dataclass
class NormalizedLine:
    """One input line mapped onto the model's spoken alphabet, with where every word came from."""

    raw: str
    words: list[str] = field(default_factory=list)
    tokens: list[SourceToken] = field(default_factory=list)
    foreign: list[Foreign] = field(default_factory=list)
    passthrough: str | None = None  #: reason the line bypasses the model ("empty", "foreign", "verbatim")

    def __post_init__(self) -> None:
        for t in self.tokens:
            if not 0 <= t.lo <= t.hi <= len(self.words):
                raise ValueError(f"token {t} outside the {len(self.words)} words")

    @property
    def spoken(self) -> str:
        return " ".join(self.words)

    @property
    def written(self) -> bool:
        """True if some input token is not its spoken words (digits, accents, capitals to restore)."""
        return any(t.text != " ".join(self.words[t.lo:t.hi]) for t in self.tokens)

    def boundaries(self) -> list[bool]:
        """ok[p] for p in 0..n: True if no source token (or entity) has words on both sides of p."""
        ok = [True] * (len(self.words) + 1)
        for t in self.tokens:
            for p in range(t.lo + 1, t.hi):
                ok[p] = False
        return ok


# -- character classes -------------------------------------------------------------------------
def _char_kind(ch: str, letters: frozenset[str], symbols: frozenset[str]) -> str:
    """'n' native, 'f' foreign, 's' separator, 'm' mark (joins its neighbours), 'p' punctuation."""
    if ch in " \t" or unicodedata.category(ch) == "Zs":
        return "s"
    if ch in symbols or ch in _APOSTROPHES or ("0" <= ch <= "9"):
        return "n"
    cat = unicodedata.category(ch)
    if cat[0] == "C" or cat == "Zl" or cat == "Zp":
        return "f"
    low = ch.lower()
    if low in letters:
        return "n"
    if cat[0] == "M" or cat == "Sk" or ch in "\u200d\ufe0f":
        return "m"
    if cat[0] == "L" or cat == "Nd" or cat == "No" and ord(ch) > 0x2000:
        base = "".join(c for c in unicodedata.normalize("NFKD", low) if not unicodedata.combining(c))
        return "n" if base and all(c in letters for c in base) else "f"
    if cat == "So" and (ord(ch) >= 0x2190 or 0x1F000 <= ord(ch)):
        return "f"  # arrows, dingbats, emoji, pictographs
    return "p"


@lru_cache(maxsize=None)
def _alphabet(lang: str) -> tuple[frozenset[str], frozenset[str], tuple[str, ...]]:
    from denorm.data import get_language

    language = get_language(lang)
    symbols = frozenset(k for k in language.symbols if len(k) == 1)
    return frozenset(language.letters), symbols, tuple(language.fillers)


@lru_cache(maxsize=None)
def hesitations(lang: str) -> frozenset[str]:
    """Hesitation sounds of `lang` (data_gen Language.hesitations), casefolded."""
    from denorm.data import get_language

    return frozenset(h.casefold() for h in get_language(lang).hesitations)


@lru_cache(maxsize=None)
def _letter_names(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The one-word spoken names of letters of `lang` ("эм", "ка", "эс"), casefolded, and those of two or
    more characters (a one-letter name such as "и" is a word too)."""
    from denorm.data import get_language

    names = frozenset(n.casefold() for n in get_language(lang).letter_names.values() if " " not in n)
    return names, frozenset(n for n in names if len(n) >= 2)


def _kept_tokens(text: str, drop: frozenset[str], lang: str) -> list[re.Match[str]]:
    """The tokens of `text` but its dropped hesitations (maybe with punctuation around them: "Uh,"
    "ähm..."); a hesitation that is also a letter name stays when a word next to it is a letter name of two
    or more characters (Russian "эм ка эс" is МКС, not a filler before "ка эс")."""
    matches = list(_TOKEN.finditer(text))
    if not drop:
        return matches
    keys = [m.group().strip(_EDGE_PUNCT).casefold() for m in matches]
    names, spelled = _letter_names(lang)
    kept = []
    for i, (m, k) in enumerate(zip(matches, keys, strict=True)):
        near = (i and keys[i - 1] in spelled) or (i + 1 < len(keys) and keys[i + 1] in spelled)
        if k not in drop or (k in names and near):
            kept.append(m)
    return kept


def foreign_runs(raw: str, lang: str) -> tuple[list[tuple[int, int]], int, int]:
    """Character spans of foreign runs in `raw`, and the counts of foreign and native letters."""
    letters, symbols, _ = _alphabet(lang)
    kinds = [_char_kind(ch, letters, symbols) for ch in raw]
    runs: list[tuple[int, int]] = []
    n_foreign = sum(1 for ch, k in zip(raw, kinds, strict=True) if k == "f" and unicodedata.category(ch)[0] == "L")
    n_native = sum(1 for ch, k in zip(raw, kinds, strict=True) if k == "n" and unicodedata.category(ch)[0] == "L")
    i, n = 0, len(raw)
    while i < n:
        if kinds[i] != "f":
            i += 1
            continue
        start = end = i
        j = i
        # extend over separators/punctuation/marks as long as another foreign char follows
        while j < n and kinds[j] != "n":
            if kinds[j] == "f":
                end = j + 1
            elif kinds[j] == "m" and j == end:
                end = j + 1
            j += 1
        runs.append((start, end))
        i = end
    return runs, n_foreign, n_native


# -- spoken units of a written text ------------------------------------------------------------
def written_units(written: str, entities: list, strip) -> tuple[list[str], list[Unit]]:
    """Split a normalized written text into tokens and spoken units (entities and plain words)."""
    tokens = written.split(" ") if written else []
    starts: list[int] = []
    pos = 0
    for t in tokens:
        starts.append(pos)
        pos += len(t) + 1
    ends = [s + len(t) for s, t in zip(starts, tokens, strict=True)]
    units: list[tuple[int, Unit]] = []
    spans = sorted((e.start, e.end, e) for e in entities)
    for start, end, e in spans:
        lo = next((i for i, te in enumerate(ends) if te > start), len(tokens))
        hi = next((i for i, ts in enumerate(starts) if ts >= end), len(tokens))
        hi = max(hi, lo + 1) if lo < len(tokens) else lo
        words = tuple(e.spoken.split())
        if words:
            units.append((start, Unit(words, lo, hi, e.cls, e.written)))
    for i, (ts, te) in enumerate(zip(starts, ends, strict=True)):
        cuts = [(max(s, ts), min(e, te)) for s, e, _ in spans if s < te and e > ts]
        pos = ts
        for cs, ce in sorted(cuts) + [(te, te)]:
            if cs > pos:
                for w in strip(written[pos:cs]).split():
                    units.append((pos, Unit((w,), i, i + 1)))
            pos = max(pos, ce)
    units.sort(key=lambda u: u[0])
    return tokens, [u for _, u in units]


def verbalize_units(text: str, lang: str, seed: int | None = DEFAULT_SEED) -> tuple[str, list[str], list[Unit]]:
    """Verbalize a written text: (normalized written text, its tokens, its spoken units in order)."""
    from denorm.data import get_language, verbalize_full

    language = get_language(lang)
    v = verbalize_full(text, lang, seed)
    tokens, units = written_units(v.written, v.entities, language.strip)
    words = [w for u in units for w in u.words]
    if words != v.spoken.split():
        # provenance lost (should not happen): one unit for the whole text keeps the words right
        units = [Unit(tuple(v.spoken.split()), 0, len(tokens), "text")] if v.spoken else []
    return v.written, tokens, units


def _is_spoken(raw: str, letters: frozenset[str]) -> bool:
    """True for text in the spoken alphabet (letters, inner apostrophes, spaces): verbalize keeps it."""
    if not all(ch in letters or ch in " \t'" for ch in raw) or has_overlong(raw):
        return False
    return "'" not in raw or all(w.strip("'") == w and "''" not in w for w in raw.split())


def token_intervals(n_tokens: int, covers: list[tuple[int, int, int, int]]) -> list[tuple[int, int]]:
    """Word interval [a, b) of each of `n_tokens` tokens from (tok_lo, tok_hi, a, b) per unit; a token no
    unit covers gets the empty interval where the covered tokens before it end."""
    lo: list[int | None] = [None] * n_tokens
    hi: list[int | None] = [None] * n_tokens
    for tok_lo, tok_hi, a, b in covers:
        for t in range(tok_lo, tok_hi):
            lo[t] = a if lo[t] is None else min(lo[t], a)
            hi[t] = b if hi[t] is None else max(hi[t], b)
    out: list[tuple[int, int]] = []
    last = 0
    for t_lo, t_hi in zip(lo, hi, strict=True):
        if t_lo is None or t_hi is None:
            out.append((last, last))
        else:
            out.append((t_lo, t_hi))
            last = max(last, t_hi)
    return out


def normalize_line(raw: str, lang: str, seed: int | None = DEFAULT_SEED,
                   protect: list[tuple[int, int]] | tuple = (), drop: frozenset[str] = frozenset()) -> NormalizedLine:
    """Map one input line onto the spoken alphabet; foreign runs are cut out and kept for later.

    `protect`: extra character spans kept away from the model like foreign runs (subtitle markup).
    `drop`: casefolded words removed before the model (hesitations: `hesitations(lang)`); a line of
    nothing else passes through unchanged.
    Verbatim tokens that are cut out (denorm.text.verbatim: markup, entities, code, mixed-script and broken
    words) are kept away from the model like foreign runs; a line that is mostly such tokens, or only
    tokens the output must give back as written (digits, URLs, capitals: `verbatim.kept`), or a cased line
    with code in it where at most one token in WRITTEN_LINE_FREE is a plain word (a query, a formula),
    passes through unchanged.
    """
    if not raw.strip(" \t"):
        return NormalizedLine(raw, passthrough="empty")
    letters, _, _ = _alphabet(lang)
    if not protect and _is_spoken(raw, letters):  # already spoken form (ASR output): a fixed point
        found = _kept_tokens(raw, drop, lang)
        if not found:
            return NormalizedLine(raw, passthrough="only hesitations")
        return NormalizedLine(raw, [m.group() for m in found],
                              [SourceToken(m.group(), i, i + 1, m.start()) for i, m in enumerate(found)])
    runs, n_foreign, n_native = foreign_runs(raw, lang)
    if n_foreign and n_foreign >= FOREIGN_PASSTHROUGH_SHARE * (n_foreign + n_native):
        return NormalizedLine(raw, passthrough="foreign")
    # cut-out kinds, and tokens the model would read (URLs, paths) that a foreign run would cut apart
    verbatim = [v for v in verbatim_spans(raw)
                if KINDS[v[2]].cut or any(s < v[1] and v[0] < e for s, e in runs)]
    if verbatim:
        # a giant token counts as one character: the words around it are still read
        inside = sum(1 if k == "overlong" else sum(not ch.isspace() for ch in raw[s:e]) for s, e, k in verbatim)
        outside = _letters_outside(raw, [(s, e) for s, e, _ in verbatim])
        if inside >= VERBATIM_PASSTHROUGH_SHARE * (inside + outside):
            return NormalizedLine(raw, passthrough="verbatim")
    kinds = {(s, e): k for s, e, k in verbatim}
    kinds.update({(int(p[0]), int(p[1])): "markup" for p in protect})
    runs = _merge_spans(list(runs) + [(s, e) for s, e, _ in verbatim] + [tuple(p) for p in protect if p[1] > p[0]])
    # native tokens with their raw offsets
    pieces: list[tuple[int, int]] = []
    segments: list[int] = [0]  #: the first piece after each cut-out run
    pos = 0
    for s, e in runs + [(len(raw), len(raw))]:
        pieces.extend((pos + m.start(), pos + m.end()) for m in _kept_tokens(raw[pos:s], drop, lang))
        segments.append(len(pieces))
        pos = e
    if drop and not pieces and not runs:
        return NormalizedLine(raw, passthrough="only hesitations")
    raw_tokens = [raw[s:e] for s, e in pieces]
    line_cased = cased(raw)
    if raw_tokens and all(kept(t, line_cased) or not any(ch.isalnum() for ch in t) for t in raw_tokens):
        return NormalizedLine(raw, passthrough="verbatim")  # "2024", "WEBVTT", "4:30 PM": nothing to add
    if (line_cased and any(k == "code" for _, _, k in verbatim)
            and sum(not kept(t, line_cased) for t in raw_tokens) * WRITTEN_LINE_FREE <= len(raw_tokens)):
        return NormalizedLine(raw, passthrough="verbatim")  # "SELECT * FROM users WHERE id = 1;": written already
    # an uncased line (all capitals: some ASR output) is read as words, not as acronyms to spell out
    written = [unicodedata.normalize("NFC", t if line_cased else _lower(t)) for t in raw_tokens]
    words: list[str] = []
    covers: list[tuple[int, int, int, int]] = []
    # the text between two cut-out runs is verbalized on its own: no entity spans a cut-out, so each run
    # goes back between the same input tokens
    for i0, i1 in zip(segments, segments[1:], strict=False):
        if i1 <= i0:
            continue
        _, tokens, units = verbalize_units(" ".join(written[i0:i1]), lang, seed)
        if len(tokens) != i1 - i0:  # the generator changed the token layout: coarse provenance
            seg_words = [w for u in units for w in u.words]
            units = [Unit(tuple(seg_words), 0, i1 - i0, "text")] if seg_words else []
        for u in units:
            a = len(words)
            words.extend(u.words)
            covers.append((u.tok_lo + i0, u.tok_hi + i0, a, len(words)))
    src = [SourceToken(t, a, b, s, _hyphenated_number(t, words[a:b], lang))
           for t, (a, b), (s, _) in zip(raw_tokens, token_intervals(len(raw_tokens), covers), pieces, strict=True)]
    if not words:
        return NormalizedLine(raw, passthrough="no words")
    foreign = []
    k = 0
    for s, e in runs:
        while k < len(pieces) and pieces[k][0] < s:
            k += 1
        p = src[k - 1].hi if k else 0
        kind = next((kinds[v] for v in kinds if s <= v[0] and v[1] <= e), "foreign")
        foreign.append(Foreign(raw[s:e], p, _spaced(raw, s, -1), _spaced(raw, e, 1), kind))
    return NormalizedLine(raw, words, src, foreign)


def _hyphenated_number(token: str, words: list[str], lang: str) -> bool:
    """Whether a token is number words joined by hyphens, as recognizers write numbers ("twenty-three",
    "vingt-et-un"): each word a number word or a joiner of the language, the first and last number words."""
    if len(words) < 2 or token.lower() != "-".join(words):
        return False
    from denorm.data import get_language

    language = get_language(lang)
    return (language.is_number_word(words[0]) and language.is_number_word(words[-1])
            and all(language.is_number_word(w) or w in language.number_joiners for w in words))


def _spaced(raw: str, k: int, step: int) -> bool:
    """Whether a cut-out run that starts (step -1) or ends (step 1) at `k` of `raw` stands apart from the words
    there: a space or the line's edge, past the sentence's quote marks left outside it ('"run x86_64" and')."""
    k = k - 1 if step < 0 else k
    while 0 <= k < len(raw) and raw[k] in QUOTE_MARKS:
        k += step
    return not 0 <= k < len(raw) or _is_space(raw[k])


def _is_space(ch: str) -> bool:
    """True for a word separator (space, tab, no-break and other Unicode spaces)."""
    return not _TOKEN.match(ch)


def _lower(token: str) -> str:
    """`token` in small letters, letter by letter where a letter's small form has another length ("İ")."""
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in token)


def _merge_spans(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted spans with the overlapping or touching ones joined."""
    merged: list[tuple[int, int]] = []
    for s, e in sorted(spans):
        if merged and s <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], e))
        else:
            merged.append((s, e))
    return merged


def _letters_outside(raw: str, spans: list[tuple[int, int]]) -> int:
    """Letters of `raw` outside the character spans."""
    inside = [False] * len(raw)
    for s, e in spans:
        inside[s:e] = [True] * (e - s)
    return sum(1 for ch, i in zip(raw, inside, strict=True) if not i and ch.isalpha())


def concat(lines: list[NormalizedLine]) -> tuple[NormalizedLine, list[int]]:
    """Join several lines (subtitle cues) into one stream; returns it and each line's first word."""
    words: list[str] = []
    tokens: list[SourceToken] = []
    offsets: list[int] = []
    for line in lines:
        off = len(words)
        offsets.append(off)
        if line.passthrough:
            continue
        words.extend(line.words)
        tokens.extend(SourceToken(t.text, t.lo + off, t.hi + off) for t in line.tokens)
    offsets.append(len(words))
    return NormalizedLine(" ".join(line.raw for line in lines), words, tokens,
                          passthrough=None if words else "no words"), offsets
