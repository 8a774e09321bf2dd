"""Put an output line together: the input's digits, letters and written tokens restored by alignment,
cut-out runs re-inserted in place, tokens joined."""

from __future__ import annotations

import re
import unicodedata
from bisect import bisect_right
from difflib import SequenceMatcher
from functools import lru_cache

from denorm.align import OutToken, cut_index, nearest_cut
from denorm.text.normalize import Foreign, NormalizedLine, SourceToken
from denorm.text.verbatim import cased, keeps_case, kept, plain_word

#: Punctuation a model puts after a word; kept when an input token replaces the model's words.
TRAILING_PUNCT = ".,;:!?\u2026"
#: Sentence-final punctuation moved after verbatim tokens that end a line ("see example.com.").
FINAL_PUNCT = ".!?\u2026"


def assemble(tokens: list[OutToken], line: NormalizedLine) -> str:
    """The output text of `line` from its aligned output tokens (positions are `line.words` indexes)."""
    return join_tokens(finish(place(tokens, line), line))


def place(tokens: list[OutToken], line: NormalizedLine) -> list[OutToken]:
    """The output tokens with the input's written forms restored and the cut-out runs back in place, and no
    bracket or quote left unpaired that the input did not have unpaired."""
    return without_lone_marks(insert_foreign(restore(tokens, line), line.foreign), line.raw)


def without_lone_marks(tokens: list[OutToken], raw: str) -> list[OutToken]:
    """The tokens without the brackets and quotes that pair with nothing, unless the input has such marks too.

    The tagger's marks are paired in decoding (denorm.tagger.pairs) and per line (settle.balance); this is the
    net for a mark whose partner the input's own written form replaced ("1/2" given back as typed, with the
    ")" the tagger put after its words)."""
    from denorm.text.wellformed import lone_marks

    text = " ".join(t.text for t in tokens)
    lone = lone_marks(text)
    if not lone or lone_marks(raw):
        return tokens
    cut = set(lone)
    out, pos = [], 0
    for t in tokens:
        if _is_cut_out(t):  # a run cut out before the model comes back as typed, its marks too ('שלום"')
            out.append(t)
            pos += len(t.text) + 1
            continue
        kept_chars = "".join(ch for k, ch in enumerate(t.text) if pos + k not in cut)
        pos += len(t.text) + 1
        if kept_chars.strip() or not t.text.strip():
            out.append(OutToken(kept_chars, t.lo, t.hi, t.kind))
        elif t.hi > t.lo:  # a token of nothing but the mark still stands for words: it stays
            out.append(t)
    return out


# -- the input's own written forms --------------------------------------------------------------------
def _clusters(text: str) -> list[tuple[int, int]]:
    """Letter clusters of `text`: [start, end) of a letter and the combining marks after it."""
    if text.isascii():  # no combining marks: one letter each
        return [(i, i + 1) for i, ch in enumerate(text) if ch.isalpha()]
    out: list[tuple[int, int]] = []
    i, n = 0, len(text)
    while i < n:
        if text[i].isalpha():
            j = i + 1
            while j < n and unicodedata.combining(text[j]):
                j += 1
            out.append((i, j))
            i = j
        else:
            i += 1
    return out


@lru_cache(maxsize=65536)
def _fold(cluster: str) -> str:
    """A letter cluster without accents, case-folded ("É" -> "e", "ё" -> "е")."""
    base = "".join(c for c in unicodedata.normalize("NFKD", cluster) if not unicodedata.combining(c))
    return base.casefold()


def _accented(word: str) -> bool:
    """True if `word` has a letter the model reads folded (an accent, ё, a combining mark)."""
    return any(unicodedata.combining(ch) or (ch.isalpha() and _fold(ch) != ch.casefold()) for ch in word)


def _read_folded(token: SourceToken, line: NormalizedLine) -> bool:
    """True if the model read `token` folded: it has a letter outside the spoken alphabet (an accent, ё),
    so its spoken words differ from it ("São" -> "sao"; not German "fünf", whose ü the model reads)."""
    return _accented(token.text) and token.text.lower() != " ".join(line.words[token.lo:token.hi])


def _with_case(letter: str, like: str) -> str:
    """The input's letter cluster with the case the model gave `like` (if it maps to one character)."""
    first = letter[0]
    if like[:1].isupper() and first.islower():
        up = first.upper()
        return (up if len(up) == 1 else first) + letter[1:]
    if like[:1].islower() and first.isupper():
        return first.lower() + letter[1:]
    return letter


#: Input tokens whose letters need no folding and whose case is not the user's: small ASCII letters and
#: apostrophes (never `kept`, never `keeps_case`).
_PLAIN_INPUT = re.compile(r"[a-z']+")
#: Input words of letters of any script (no combining mark, digit or symbol) and apostrophes: with no capital,
#: never `kept`, never `keeps_case` either ("пять", "fünf", "đường").
_PLAIN_WORD = re.compile(r"(?:[^\W\d_]|')+")


def _restore_letters(out: list[OutToken], inp: list[SourceToken],
                     line_cased: bool) -> tuple[list[OutToken], list[OutToken]] | None:
    """The input's letters put back (accents, ё, the user's capitals) into the output tokens and, with the
    output's capitals, into the input tokens: (output, input) tokens; None when the letters of the output
    are not those of the input once folded."""
    if all(_PLAIN_INPUT.fullmatch(t.text) for t in inp) and all(t.text.isascii() for t in out):
        # the common case (ASR output, ASCII output): same as below, without folding letter by letter
        a = [ch for t in inp for ch in t.text if ch.isalpha()]
        b = [ch for t in out for ch in t.text if ch.isalpha()]
        if not a or len(a) != len(b) or "".join(a) != "".join(b).lower():
            return None
        cased_like = iter(b)
        return ([OutToken(t.text, t.lo, t.hi, t.kind) for t in out],
                [OutToken("".join(next(cased_like) if ch.isalpha() else ch for ch in t.text), t.lo, t.hi, "kept")
                 for t in inp])
    if all(t.text.islower() and _PLAIN_WORD.fullmatch(t.text) for t in inp):
        # lower-case words of any script whose letters the output kept, up to case, one for one: the same
        # as below (a letter takes the output's case, the input takes the output's capitals); anything else
        # (a folded accent, "ё" written "е", a combining mark, "ß" whose capital is two letters) goes below
        a = "".join(ch for t in inp for ch in t.text if ch.isalpha())
        b = "".join(ch for t in out for ch in t.text if ch.isalpha() or unicodedata.combining(ch))
        if a and len(a) == len(b) and a == b.lower() and all(len(ch.upper()) == 1 for ch in set(a)):
            cased_like = iter(b)
            return ([OutToken(t.text, t.lo, t.hi, t.kind) for t in out],
                    [OutToken("".join(next(cased_like) if ch.isalpha() else ch for ch in t.text), t.lo, t.hi,
                              "kept") for t in inp])
    src = _source_letters(inp, line_cased)
    dst = [(k, a, b) for k, t in enumerate(out) for a, b in _clusters(t.text)]
    if not src or len(src) != len(dst):
        return None
    pairs = list(zip(src, dst, strict=True))
    if any(_fold(inp[j].text[a:b]) != _fold(out[k].text[c:d]) for (j, a, b, _), (k, c, d) in pairs):
        return None
    texts = [t.text for t in out]
    written = [t.text for t in inp]
    for (j, a, b, keep), (k, c, d) in reversed(pairs):
        letter = inp[j].text[a:b]
        letter = letter if keep else _with_case(letter, out[k].text[c:d])
        texts[k] = texts[k][:c] + letter + texts[k][d:]
        written[j] = written[j][:a] + letter + written[j][b:]
    return ([OutToken(x, t.lo, t.hi, t.kind) for x, t in zip(texts, out, strict=True)],
            [OutToken(x, t.lo, t.hi, "kept") for x, t in zip(written, inp, strict=True)])


def hyphened_word(token: str) -> bool:
    """A word of letters joined by hyphens, one part at least a word of two letters or more ("e-mail",
    "peut-être"; not the letters "a-z")."""
    return plain_word(token) and any(len(part) > 1 for part in re.split(r"[-\u2010'\u2019]", token))


def _source_letters(inp: list[SourceToken], line_cased: bool) -> list[tuple[int, int, int, bool]]:
    """(token index, start, end, exact) of every letter cluster of the input tokens; `exact`: the user's case
    is kept (capitals in a cased line, URLs, and tokens given back as written such as "mp3", "v2.0"; not words
    of letters joined by a hyphen, which take the model's case like any word: "E-mail me", "Peut-être"; letters
    alone, "a-z", keep theirs)."""
    src: list[tuple[int, int, int, bool]] = []
    for j, t in enumerate(inp):
        exact = keeps_case(t.text, line_cased) or kept(t.text, line_cased) and not hyphened_word(t.text)
        src.extend((j, a, b, exact) for a, b in _clusters(t.text))
    return src


def _restore_some_letters(out: list[OutToken], inp: list[SourceToken], line_cased: bool) -> list[OutToken]:
    """The input's letters put back where the output kept the same letters in order, when the output changed
    others ("déjà thirty" -> "deja30" gives "déjà30"; "São two" -> "Sao-2" gives "São-2"); an accent the output
    has is never taken away, a lone letter beside digits is left as written ("12e" for "douzième"), and a word
    with letters the input does not have takes none ("1,5 millones" for "un millón y medio", not "millónes")."""
    src = _source_letters(inp, line_cased)
    dst = [(k, a, b) for k, t in enumerate(out) for a, b in _clusters(t.text)]
    if not src or not dst:
        return out
    matcher = SequenceMatcher(None, [_fold(inp[j].text[a:b]) for j, a, b, _ in src],
                              [_fold(out[k].text[c:d]) for k, c, d in dst], autojunk=False)
    texts = [t.text for t in out]
    blocks = matcher.get_matching_blocks()
    matched = {block.b + m for block in blocks for m in range(block.size)}
    # a word the output wrote with letters of its own takes none back: "millón" said, "millones" written
    partial = {k for i, (k, _, _) in enumerate(dst) if i not in matched}
    for block in reversed(blocks):
        for m in range(block.size - 1, -1, -1):
            j, a, b, exact = src[block.a + m]
            k, c, d = dst[block.b + m]
            if k in partial:
                continue
            letter = inp[j].text[a:b]
            if _accented(out[k].text[c:d]) and not _accented(letter):
                continue  # never an accent taken away: "1914 à 1918" matched the "a" of "quatorze"
            if block.size == 1 and any(ch.isdigit() for ch in out[k].text):
                continue  # a number's suffix is no letter of its words: "douzième" is "12e", not "12è"
            texts[k] = texts[k][:c] + (letter if exact else _with_case(letter, out[k].text[c:d])) + texts[k][d:]
    return [OutToken(x, t.lo, t.hi, t.kind) for x, t in zip(texts, out, strict=True)]


def _split(out: list[OutToken], inp: list[SourceToken]) -> bool:
    """True if the output cut an input word apart ("starts" -> "s t a r t s"): some input token's letters
    are in several output tokens, the output having more tokens with letters than the input."""
    with_letters = [t for t in out if any(ch.isalpha() for ch in t.text)]
    return len(with_letters) > sum(1 for t in inp if any(ch.isalpha() for ch in t.text)) and \
        any(sum(1 for a, b in _clusters(t.text)) > 1 for t in inp)


def _as_input(out: list[OutToken], inp: list[SourceToken], line_cased: bool) -> list[OutToken]:
    """The input tokens in place of the model's, with the model's capital at their start and its
    punctuation at their end when the input had none there."""
    texts = [t.text for t in inp]
    first = out[0].text
    i = next((k for k, ch in enumerate(first) if ch.isalpha()), None)
    if (i is not None and first[i].isupper() and texts[0][:1].islower() and plain_word(texts[0])
            and not keeps_case(texts[0], line_cased) and len(texts[0][0].upper()) == 1):
        texts[0] = texts[0][0].upper() + texts[0][1:]  # "the 5th" at a sentence start: "The 5th", not "V2.0"
    return _with_tail([OutToken(x, t.lo, t.hi, "kept") for x, t in zip(texts, inp, strict=True)], out)


def _with_tail(tokens: list[OutToken], out: list[OutToken]) -> list[OutToken]:
    """`tokens` with the punctuation the model put after the last of `out` (if they end without any)."""
    tail = out[-1].text[len(out[-1].text.rstrip(TRAILING_PUNCT)):]
    last = tokens[-1]
    if tail and last.text[-1:].isalnum():
        tokens = tokens[:-1] + [OutToken(last.text + tail, last.lo, last.hi, last.kind)]
    return tokens


def _uncapitalized(group: list[OutToken], inp: list[SourceToken], line_cased: bool) -> list[OutToken]:
    """Fallback tokens without the line-start capital on a token that is not a plain word ("mp3", "v2.0")."""
    first, src = group[0], inp[0]
    if (first.text != src.text and first.text[:1] != src.text[:1] and first.text[:1].lower() == src.text[:1]
            and first.text[1:len(src.text)] == src.text[1:] and not plain_word(src.text)):
        return [OutToken(src.text + first.text[len(src.text):], first.lo, first.hi, first.kind)] + group[1:]
    return group


def _regions(line: NormalizedLine, tokens: list[OutToken]) -> list[int]:
    """Region id of every spoken position: input tokens and output tokens that overlap share a region."""
    n = len(line.words)
    spans = sorted([(t.lo, t.hi) for t in line.tokens if t.hi > t.lo]
                   + [(t.lo, min(t.hi, n)) for t in tokens if t.hi > t.lo and t.lo < n])
    region = list(range(n))
    rid, end = -1, -1
    for lo, hi in spans:
        if lo >= end:
            rid, end = lo, hi
        else:
            end = max(end, hi)
        for p in range(max(lo, rid), hi):
            region[p] = rid
    return region


def restore(tokens: list[OutToken], line: NormalizedLine) -> list[OutToken]:
    """What the input had right, the output leaves right.

    Input and output tokens whose spoken words overlap form a region. In each region the output's letters
    become the input's when they are the same once folded (accents, ё, the user's capitals); and the input
    tokens replace the model's when the region holds a token the output must give back as written
    (`verbatim.kept`: digits, inner punctuation, capitals) that the model wrote otherwise, or when the
    model added digits to the same letters ("ll" -> "1ll").
    """
    n = len(line.words)
    if not tokens or not n:
        return tokens
    region = _regions(line, tokens)
    end: dict[int, int] = {}
    for p, r in enumerate(region):
        end[r] = p + 1
    cut_at = sorted({f.pos for f in line.foreign})
    line_cased = cased(line.raw)

    def rid(t: OutToken) -> int | None:
        if t.hi > t.lo and t.lo < n:
            return region[t.lo]
        if 0 < t.lo < n and region[t.lo - 1] == region[t.lo]:
            return region[t.lo]  # attached inside a region
        return None

    inputs: dict[int, list[SourceToken]] = {}
    for t in line.tokens:
        if t.hi > t.lo:
            inputs.setdefault(region[t.lo], []).append(t)
        elif 0 < t.lo < n and region[t.lo - 1] == region[t.lo]:
            inputs.setdefault(region[t.lo], []).append(t)
    groups: list[tuple[int | None, list[OutToken]]] = []
    for t in tokens:
        r = rid(t)
        if groups and r is not None and groups[-1][0] == r:
            groups[-1][1].append(t)
        else:
            groups.append((r, [t]))
    seen: dict[int, int] = {}
    for r, _ in groups:
        if r is not None:
            seen[r] = seen.get(r, 0) + 1
    out: list[OutToken] = []
    pending: list[OutToken] = []  #: words the output put just before a region (zero-width, not yet written)
    for r, group in groups:
        if r is None and all(t.hi == t.lo for t in group):
            pending.extend(group)
            continue
        inp = inputs.get(r, []) if r is not None else []
        if not inp or seen[r] > 1 or all(t.kind == "fallback" for t in group):
            out.extend(pending)
            pending = []
            # nothing of the input here, a region the output visits twice, or the input itself
            out.extend(_uncapitalized(group, inp, line_cased) if inp and group[0].kind == "fallback" else group)
            continue
        before = [t for t in pending if t.lo == r]
        letters = _restore_letters(before + group, inp, line_cased) if before else None
        if letters is not None:  # "S E R V E S" for "serves": the letters the aligner put before the word
            out.extend(pending[:len(pending) - len(before)])
            group = before + group
        else:
            out.extend(pending)
            letters = _restore_letters(group, inp, line_cased)
            if letters is None and len(inp) == 1 and plain_word(inp[0].text) and _read_folded(inp[0], line):
                out.extend(_as_input(group, inp, line_cased))  # the model read these words folded: it cannot
                pending = []                                   # have meant other letters ("São" -> "SAAA")
                continue
            if letters is None:
                group = _restore_some_letters(group, inp, line_cased)
        pending = []
        out.extend(_restore_region(group, inp, letters, line_cased, _interior(cut_at, r, end[r])))
    out.extend(pending)
    return _put_back_dropped(out, inputs, seen, line_cased)


def _interior(cuts: list[int], lo: int, hi: int) -> bool:
    """True if a cut-out run goes back strictly inside the spoken words [lo, hi)."""
    k = bisect_right(cuts, lo)
    return k < len(cuts) and cuts[k] < hi


def _restore_region(group: list[OutToken], inp: list[SourceToken],
                    letters: tuple[list[OutToken], list[OutToken]] | None, line_cased: bool,
                    interior: bool) -> list[OutToken]:
    """One region's output: the model's tokens with the input's letters, or the input's tokens."""
    relettered: list[OutToken] | None = None
    if letters is not None:
        group, relettered = letters
    in_digits = "".join(ch for t in inp for ch in t.text if ch.isdecimal())  # Unicode Nd, as has_digit
    out_digits = "".join(ch for t in group for ch in t.text if ch.isdecimal())
    if relettered is not None and (in_digits != out_digits or _split(group, inp) or interior):
        return _with_tail(relettered, group)  # invented digits ("1ll"), a word spelled out, a run inside
    if interior or (any(kept(t.text, line_cased) and not t.number for t in inp) and not _same(group, inp, line_cased)):
        return _as_input(group, inp, line_cased)
    return group


def _same(out: list[OutToken], inp: list[SourceToken], line_cased: bool) -> bool:
    """True if the output wrote the input's tokens: the same tokens, a kept token exactly, a plain word in any
    case; the model's punctuation after the last one when the input had none there."""
    if len(out) != len(inp):
        return False
    for k, (o, i) in enumerate(zip(out, inp, strict=True)):
        a, b = o.text, i.text
        if k == len(inp) - 1 and not (b and b[-1] in TRAILING_PUNCT):
            a = a.rstrip(TRAILING_PUNCT)
        if a != b and (kept(b, line_cased) or a.casefold() != b.casefold()):
            return False
    return True


def _put_back_dropped(out: list[OutToken], inputs: dict[int, list[SourceToken]], seen: dict[int, int],
                      line_cased: bool) -> list[OutToken]:
    """Input tokens the output must give back (`verbatim.kept`: digits, URLs...) whose words the model
    dropped altogether, put back at their position."""
    for r in sorted(r for r, inp in inputs.items() if r not in seen):
        inp = inputs[r]
        if not any(t.hi > t.lo and kept(t.text, line_cased) for t in inp):
            continue
        k = cut_index(out, inp[0].lo)
        if k is None:
            _, k = nearest_cut(out, inp[0].lo, 0, max([inp[0].lo] + [t.hi for t in out]))
        out[k:k] = [OutToken(t.text, t.lo, t.hi, "kept") for t in inp]
    return out


# -- cut-out runs --------------------------------------------------------------------------------------
def insert_foreign(tokens: list[OutToken], foreign: list[Foreign]) -> list[OutToken]:
    """Put the runs cut out before the model back at their input positions (nearest clean cut)."""
    if not foreign:
        return tokens
    n = max((t.hi for t in tokens), default=0)
    at: list[tuple[int, int, Foreign]] = []
    for k, f in enumerate(foreign):
        t = cut_index(tokens, f.pos)
        if t is None:
            _, t = nearest_cut(tokens, f.pos, 0, max(n, f.pos))
        at.append((t, k, f))
    out: list[OutToken] = []
    j = 0
    for t, _, f in sorted(at, key=lambda x: (x[0], x[1])):
        out.extend(tokens[j:t])
        j = max(j, t)
        glue = ("" if f.space_before else "<") + ("" if f.space_after else ">")
        out.append(OutToken(f.text, f.pos, f.pos, (f"verbatim:{f.kind}" if f.verbatim else "foreign") + glue))
    out.extend(tokens[j:])
    return out


#: Verbatim kinds that are not words of the sentence (a tag before the first word leaves its capital).
_NOT_WORDS = ("verbatim:markup", "verbatim:entity")
#: Cut-out tokens after which a line takes no final mark: a mark there would change the code or the blob.
_CODE_END = ("verbatim:code", "verbatim:overlong")


def _is_cut_out(t: OutToken) -> bool:
    return t.kind.startswith(("foreign", "verbatim"))


def finish(tokens: list[OutToken], line: NormalizedLine, start: bool = True, end: bool = True) -> list[OutToken]:
    """The line's edges (`start`, `end`: these tokens begin or end it): a verbatim token that starts the
    line keeps the capital off the word after it when the input had none ("https://x.org is down" is not
    "https://x.org Is down"); the model's final period goes after verbatim tokens that end the line
    ("see example.com."), except after code or a giant token, which end the line as written ("...;--")."""
    tokens = list(tokens)
    first = next((k for k, t in enumerate(tokens) if not _is_cut_out(t)), None) if start else None
    if first and any(t.kind.startswith("verbatim") and not t.kind.startswith(_NOT_WORDS) for t in tokens[:first]):
        t = tokens[first]
        src = next((s for s in line.tokens if s.lo <= t.lo < s.hi or s.lo == t.lo), None)
        if (src is not None and src.text[:1].islower() and t.text[:1].isupper()
                and t.text[:1].lower() == src.text[:1].lower() and not keeps_case(src.text, cased(line.raw))):
            tokens[first] = OutToken(t.text[0].lower() + t.text[1:], t.lo, t.hi, t.kind)
    last = next((k for k in range(len(tokens) - 1, -1, -1) if not _is_cut_out(tokens[k])), None) if end else None
    if last is not None and last + 1 < len(tokens) and \
            any(tokens[k].kind.startswith("verbatim") for k in range(last + 1, len(tokens))):
        t = tokens[last]
        body = t.text.rstrip(FINAL_PUNCT)
        if body and body != t.text:
            tokens[last] = OutToken(body, t.lo, t.hi, t.kind)
            if not tokens[-1].kind.startswith(_CODE_END):  # "DROP TABLE users;--" keeps its form
                tokens.append(OutToken(t.text[len(body):], t.hi, t.hi, "foreign<"))
    return tokens


def join_tokens(tokens: list[OutToken], after: OutToken | None = None) -> str:
    """Tokens separated by single spaces, except where a cut-out run was attached to its neighbour.
    `after`: the token written just before these (a long line written in pieces)."""
    parts: list[str] = []
    prev_glue_right = after is not None and _is_cut_out(after) and ">" in after.kind
    for i, t in enumerate(tokens):
        if (i or after is not None) and not prev_glue_right and not t.kind.endswith(("<", "<>")):
            parts.append(" ")
        parts.append(t.text)
        prev_glue_right = _is_cut_out(t) and ">" in t.kind
    return "".join(parts)
