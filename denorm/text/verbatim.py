"""What the input already has right: written tokens kept away from the model or restored after it."""

from __future__ import annotations

import re
import unicodedata
from abc import ABC, abstractmethod
from functools import lru_cache
from typing import ClassVar

#: Whitespace tokens of a line (the same separators as denorm.text.normalize).
TOKEN = re.compile(r"[^ \t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+")
#: Prose punctuation trimmed from a token's edges before it is classified (it stays with the text).
_LEAD = "([\"'`\u201c\u2018\u00ab\u00bf\u00a1"
_TRAIL = ")]\"'`\u201d\u2019\u00bb.,;:!?\u2026"
#: Characters that make a token code (identifiers, operators, shell and markup syntax).
CODE_CHARS = frozenset("_{}[]=<>|&\\^~*#$@%+;/()")
#: Characters of an invalid or unpaired input character (U+FFFD, lone surrogates).
_BROKEN = re.compile("[\ufffd\ud800-\udfff]")
#: A whitespace token longer than this (characters) is never a word a person reads aloud: a hash, a base64
#: blob, a run of letters from a broken recognizer. The longest dictionary words (German legal compounds,
#: "Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz") have 63.
MAX_WORD_CHARS = 80
_OVERLONG = re.compile(r"[^ \t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]{%d,}" % (MAX_WORD_CHARS + 1))


def has_overlong(line: str) -> bool:
    """True if `line` has a token of more than MAX_WORD_CHARS characters (`Overlong`)."""
    return _OVERLONG.search(line) is not None


def trim(token: str) -> tuple[int, int]:
    """Offsets [a, b) of `token` without the prose punctuation around it (balanced brackets stay)."""
    a, b = 0, len(token)
    while a < b and token[a] in _LEAD:
        a += 1
    while b > a and token[b - 1] in _TRAIL:
        close = token[b - 1]
        opener = {")": "(", "]": "["}.get(close)
        if opener and token[a:b].count(opener) >= token[a:b].count(close):
            break  # "f(x)" keeps its bracket
        b -= 1
    return a, b


class VerbatimKind(ABC):
    """A class of written tokens that pass through verbatim.

    `cut`: True if they are cut out before the model and put back in place (markup, code: their spoken
    form means nothing to the model); False if the model reads them (the generator verbalizes URLs,
    e-mails and paths, so they give context) and the input's token replaces what the model wrote
    (`kept` is True for them; denorm.text.assemble.restore).
    """

    name: ClassVar[str]
    description: ClassVar[str]
    cut: ClassVar[bool] = True

    @abstractmethod
    def spans(self, line: str) -> list[tuple[int, int]]:
        """Character spans [start, end) of this kind in `line`."""


#: Quote marks and their partners: a quote at a token's edge whose partner is not in the token is the sentence's.
_QUOTE_PARTNERS = {'"': '"', "'": "'", "`": "`", "\u201c": "\u201d", "\u201d": "\u201c", "\u2018": "\u2019",
                   "\u2019": "\u2018", "\u00ab": "\u00bb", "\u00bb": "\u00ab", "\u201e": "\u201c"}


#: Quote marks (`cut_span` leaves those of the sentence outside a cut-out run).
QUOTE_MARKS = frozenset(_QUOTE_PARTNERS)


def _own_quote(token: str, ch: str) -> bool:
    """Whether the quote mark `ch` in `token` pairs inside it: a straight quote an even number of times, a curly
    one with its partner there ('--name="x"', "'a'"; not 'x86_64"', whose quote opened before it)."""
    partner = _QUOTE_PARTNERS[ch]
    return token.count(ch) % 2 == 0 if partner == ch else partner in token


def cut_span(token: str, a: int, b: int) -> tuple[int, int]:
    """Offsets of the part of a token cut out before the model, its core being [a, b): the whole token
    ("foo_bar(x)," with its comma) but from a quote mark at its edges that pairs with nothing inside it on
    ('he said "run x86_64" and left': the quote is the sentence's, which the tagger writes with its partner)."""
    start, end = 0, len(token)
    for k in range(b, len(token)):
        if token[k] in _QUOTE_PARTNERS and not _own_quote(token, token[k]):
            end = k
            break
    for k in range(a - 1, -1, -1):
        if token[k] in _QUOTE_PARTNERS and not _own_quote(token, token[k]):
            start = k + 1
            break
    return start, end


class _TokenKind(VerbatimKind):
    """A kind judged on whole whitespace tokens, prose punctuation at the edges trimmed; a kind that is
    cut out takes the whole token ("foo_bar(x)," with its comma) but a quote of the sentence's at its edges
    (`cut_span`), one the model reads only the core."""

    def spans(self, line: str) -> list[tuple[int, int]]:
        out = []
        for m in TOKEN.finditer(line):
            a, b = trim(m.group())
            core = m.group()[a:b]
            if core and self.match(core):
                s, e = cut_span(m.group(), a, b) if self.cut else (a, b)
                out.append((m.start() + s, m.start() + e))
        return out

    @abstractmethod
    def match(self, core: str) -> bool:
        """True if the trimmed token is of this kind."""


class Overlong(VerbatimKind):
    name = "overlong"
    description = f"tokens of more than {MAX_WORD_CHARS} characters (hashes, base64, broken ASR output): never read"

    def spans(self, line: str) -> list[tuple[int, int]]:
        return [m.span() for m in _OVERLONG.finditer(line)]


class Markup(VerbatimKind):
    name = "markup"
    description = "HTML/XML/WebVTT tags and comments: <b>, </i>, <v Anna>, <br/>, <!-- -->"
    _RE = re.compile(r"<!--.*?-->|</?[A-Za-z][\w.:-]*(?:\s[^<>\n]*?)?/?>|<\d[\d:.]*>")

    def spans(self, line: str) -> list[tuple[int, int]]:
        return [m.span() for m in self._RE.finditer(line)]


class Entity(VerbatimKind):
    name = "entity"
    description = "HTML character references: &amp; &lt; &#39; &#x2014;"
    _RE = re.compile(r"&(?:[A-Za-z][A-Za-z0-9]{1,31}|#\d{1,7}|#[xX][0-9A-Fa-f]{1,6});")

    def spans(self, line: str) -> list[tuple[int, int]]:
        return [m.span() for m in self._RE.finditer(line)]


class Url(_TokenKind):
    cut = False
    name = "url"
    description = "URLs with a scheme or www.: https://example.com/a?q=1, www.example.org"
    _RE = re.compile(r"(?:[A-Za-z][A-Za-z0-9+.-]*://|www\.)\S+", re.IGNORECASE)

    def match(self, core: str) -> bool:
        return bool(self._RE.fullmatch(core))


class Email(_TokenKind):
    cut = False
    name = "email"
    description = "e-mail addresses: john.doe@example.com"
    _RE = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")

    def match(self, core: str) -> bool:
        return bool(self._RE.fullmatch(core))


class Path(_TokenKind):
    cut = False
    name = "path"
    description = "paths, domains and file names: /usr/bin, C:\\Users, Region/City, example.com, notes.txt"
    _DOTTED = re.compile(r"[\w-]+(?:\.[\w-]+)+")

    def match(self, core: str) -> bool:
        if re.search(r"\S[/\\]\S|^[/\\~]\S|^\.{1,2}/", core):
            return True
        if self._DOTTED.fullmatch(core):  # "example.com", "notes.txt", not "e.g", "U.S" or "3.14"
            parts = core.split(".")
            return any(len(p) > 1 for p in parts) and any(ch.isalpha() for ch in parts[-1]) \
                and all(p for p in parts)
        return False


class Code(_TokenKind):
    name = "code"
    description = "code and symbols: foo_bar(x), a==b, &&, ||, --help, C++, #tag, @user, lone & + = *"

    def match(self, core: str) -> bool:
        if any(ch in CODE_CHARS for ch in core):
            return True
        return core.startswith("--") and len(core) > 2


class MixedScript(_TokenKind):
    name = "mixed_script"
    description = "words mixing scripts (homoglyphs): y\u043eu (Cyrillic o in an English word)"

    def match(self, core: str) -> bool:
        return len(scripts(core)) > 1


class Broken(_TokenKind):
    name = "broken"
    description = "words with an invalid byte (U+FFFD) or a lone surrogate inside: ab\ufffdcd"

    def match(self, core: str) -> bool:
        return bool(_BROKEN.search(core)) and any(ch.isalnum() for ch in core)


#: Kinds of verbatim tokens, in the order they are looked for: name -> class.
KINDS: dict[str, type[VerbatimKind]] = {k.name: k for k in (Overlong, Markup, Entity, Url, Email, Path, Code,
                                                            MixedScript, Broken)}


def scripts(text: str) -> set[str]:
    """Scripts of the letters of `text` ("LATIN", "CYRILLIC", "GREEK", "CJK"...; modifier letters ignored)."""
    out = set()
    for ch in text:
        if unicodedata.category(ch) in ("Lu", "Ll", "Lt", "Lo"):
            out.add(unicodedata.name(ch, "UNKNOWN").split(" ")[0])
    return out


def verbatim_spans(line: str, kinds: tuple[str, ...] = tuple(KINDS)) -> list[tuple[int, int, str]]:
    """Non-overlapping spans (start, end, kind) of verbatim tokens in `line`, in order (a token of an
    earlier kind is not looked at again: a URL with "=" in it is a URL, not code)."""
    found: list[tuple[int, int, str]] = []
    for name in kinds:
        for s, e in KINDS[name]().spans(line):
            if not any(s < fe and fs < e for fs, fe, _ in found):
                found.append((s, e, name))
    return sorted(found)


# -- tokens the model sees but whose written form is restored after it ---------------------------------
def cased(line: str) -> bool:
    """True if the capitals of `line` were chosen: it has small letters too, or is a single token.

    A line entirely in capitals with several words is uncased ASR output: its case is the model's to set.
    """
    if not any(ch.isupper() for ch in line):
        return False
    return any(ch.islower() for ch in line) or len(TOKEN.findall(line)) < 2


def has_digit(text: str) -> bool:
    """A decimal digit of any script in `text` (Unicode category Nd, which is what `str.isdecimal` tests)."""
    return any(ch.isdecimal() for ch in text)


def keeps_case(token: str, line_cased: bool) -> bool:
    """True if a token's capitals are the user's: any capital in a cased line, or a URL, e-mail or path
    (case matters in them: "https://x.org/Doc" never becomes "Https://x.org/Doc")."""
    if line_cased and any(ch.isupper() for ch in token):
        return True
    a, b = trim(token)
    return _read_verbatim(token[a:b])


#: A symbol or punctuation between two letters or digits makes a written form ("a-z", "e.g", "4:30",
#: "Region/City", "x.org"); apostrophes do not ("don't").
_INNER = re.compile(r"\w[^\w\s'\u2019\u02bc]+\w")


@lru_cache(maxsize=65536)
def kept(token: str, line_cased: bool) -> bool:
    """True for a token the output must give back as written: a digit in it (2024, 1-31, 4:30, mp3),
    a symbol or punctuation inside it (a-z, e.g., x.org/a, Region/City), or two capitals in a cased
    line (NASA, WEBVTT)."""
    a, b = trim(token)
    core = token[a:b]
    return (has_digit(core) or bool(_INNER.search(core)) or (line_cased and sum(ch.isupper() for ch in core) >= 2)
            or _read_verbatim(core))


def _read_verbatim(core: str) -> bool:
    """True for a URL, e-mail or path: verbatim kinds the model reads (`VerbatimKind.cut` False)."""
    return bool(core) and any(k().match(core) for k in KINDS.values() if not k.cut and issubclass(k, _TokenKind))


def plain_word(token: str) -> bool:
    """True for a word of letters only (apostrophes and hyphens inside allowed: "e-mail", "peut-être"): it may
    take a capital at a sentence start."""
    a, b = trim(token)
    core = token[a:b]
    return (bool(core) and core[0].isalpha() and core[-1].isalpha()
            and all(ch.isalpha() or ch in "'\u2019-\u2010" for ch in core))
