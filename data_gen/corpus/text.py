"""Sentence splitting and cleaning: raw paragraphs -> clean target sentences (or a rejection reason)."""

from __future__ import annotations

import re
import unicodedata

#: Abbreviations (lowercase, without the final period) after which a period does not end a
#: sentence. Single letters (initials, "z. B.", "т. е.") never end one in any language.
ABBREVIATIONS: dict[str, frozenset[str]] = {
    "en": frozenset("""mr mrs ms dr prof st vs e.g i.e cf no nos vol vols fig figs ch sec approx
        jan feb mar apr jun jul aug sep sept oct nov dec inc ltd co jr sr mt dept est al ca pp
        ed eds rev gen col lt sgt capt gov op p.m a.m u.s b.c a.d""".split()),
    "de": frozenset("""z.b d.h u.a s.o s.u u.u o.a o.ä bzw ca vgl ggf evtl bspw inkl max min nr
        str dr prof hr fr sog abb kap tel jh st mio mrd allg bzgl ehem gegr jun sen jan feb
        apr aug sept okt nov dez ff f zzgl abs art bd hrsg nr u.v.m usw etc chr n.chr v.chr
        jhd mind röm griech lat ital span franz engl""".split()),
    "ru": frozenset("""т.е т.д т.п т.к т.н гг др пр см стр рис им ул тыс млн млрд руб коп напр
        проф акад ок вв чел кв англ лат мин макс англ род рус нем франц ср прим ред изд""".split()),
    "es": frozenset("sr sra srta dr dra ud uds etc p.ej pág núm vol cap aprox".split()),
    "fr": frozenset("m mm mme mlle dr p.ex etc cf env vol chap p.ex av apr".split()),
    "pt": frozenset("sr sra dr dra etc p.ex pág vol cap aprox".split()),
    "vi": frozenset("tp ts ths pgs gs".split()),
}
#: Abbreviations that may also end a sentence ("... usw. Dann"): split only before a capital.
_AMBIGUOUS = frozenset({"etc", "usw", "u.v.m", "т.д", "т.п", "al"})

#: German (and other) ordinals: "am 9. November", "im 19. Jahrhundert" are not sentence ends.
_ORDINAL_DOT_LANGS = frozenset({"de"})

_OPENERS = "\"'“„«‚‘(¿¡"
_CLOSERS = "\"'”“»’)"
_BOUNDARY = re.compile(r"([.!?…]+)([" + re.escape(_CLOSERS) + r"]*)(\s+)")
_PREV_TOKEN = re.compile(r"(\S+)$")
_SPACES = re.compile(r"\s+")


def normalize_space(text: str) -> str:
    """NFC, no control or zero-width characters, single spaces, stripped."""
    text = unicodedata.normalize("NFC", text)
    text = text.replace("\u00ad", "").replace("\u200b", "").replace("\ufeff", "")
    text = "".join(" " if unicodedata.category(c)[0] in "CZ" else c for c in text)
    return _SPACES.sub(" ", text).strip()


def split_sentences(paragraph: str, lang: str) -> list[str]:
    """Split one paragraph into sentences, respecting abbreviations, initials and numbers."""
    text = normalize_space(paragraph)
    if not text:
        return []
    abbrevs = ABBREVIATIONS.get(lang, frozenset())
    out: list[str] = []
    start = 0
    for m in _BOUNDARY.finditer(text):
        if not _starts_sentence(text[m.end():]):
            continue
        before = text[start:m.start()]
        prev = _PREV_TOKEN.search(before)
        token = prev.group(1).lstrip(_OPENERS).lower() if prev else ""
        if m.group(1) == "." and not m.group(2) and not _may_end(token, text[m.end():], lang, abbrevs):
            continue
        out.append(text[start:m.end(3)].strip())
        start = m.end()
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    return out


def _starts_sentence(text: str) -> bool:
    """True if `text` starts like a sentence: optional opening quotes, then a capital or digit."""
    rest = text.lstrip(_OPENERS)
    return bool(rest) and (rest[0].isupper() or rest[0].isdigit())


def _may_end(token: str, after: str, lang: str, abbrevs: frozenset[str]) -> bool:
    """True if a period after `token` (lowercased, period stripped) may end the sentence."""
    if not token:
        return True
    core = token.rstrip(".")
    if len(core) == 1 and core.isalpha():
        return False  # initials, "z. B.", "т. е."
    if core in abbrevs:
        return core in _AMBIGUOUS and after[:1].isupper()
    if "." in core and all(len(p) <= 2 for p in core.split(".")):
        return False  # "e.g", "z.B", "u.a"
    if core.isdigit() and lang in _ORDINAL_DOT_LANGS:
        return len(core) > 2 and not _GERMAN_ORDINAL_FOLLOWER.match(after)
    return True


_GERMAN_ORDINAL_FOLLOWER = re.compile(
    r"(Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember|"
    r"Jahrhundert|Jahrtausend|Mal|Platz|Stock|Klasse|Auflage)\b")


# -- cleaning -----------------------------------------------------------------------------------

#: (reason, pattern): a sentence matching the pattern is rejected for that reason.
REJECT_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("markup", re.compile(r"<[/!?]?[A-Za-z][^>]*>|</|/>|&[#A-Za-z0-9]+;|\[\[|\]\]")),
    ("placeholder", re.compile(r"%[-+#0]*\d*(?:\.\d+)?(?:l{0,2}[sdifuxXcpegEG])\b|%\d|%\(|%[A-Za-z_]+%"
                               r"|\$[({A-Za-z_]|\{\d*\}|\{\{|@[A-Z_]+@")),
    ("symbols", re.compile(r"[{}\[\]\\|<>_=^~`#*+]|::|->|=>|→|⇒|←|►|▸|•|·|\.\.\.\.|\s>\s")),
    ("menu_path", re.compile(r"[A-ZÄÖÜА-ЯЁ][\w.]* - [A-ZÄÖÜА-ЯЁ]\w*\b|\w - \w+ - \w")),
    ("url", re.compile(r"https?:|www\.|\w@\w|\bftp:|mailto:", re.I)),
    ("path", re.compile(r"(?:^|[\s(\"'])(?:~|\.{1,2})?/[\w.-]|\b[A-Za-z]:\\|\w/[\w.-]+/")),
    ("filename", re.compile(r"\b[\w-]+\.[a-z]{2,5}\d?\b")),
    ("option", re.compile(r"(?:^|[\s(\"'])--?[A-Za-z]")),
    ("version", re.compile(r"\d+\.\d+\.\d+|\bv\d|\d+(?:\.\d+)+-\d|\d+-\d+-\d+-|\d\.\d+[a-z]\b")),
    ("hex", re.compile(r"\d\d:\d\d:\d\d:\d\d|\b0x[0-9A-Fa-f]+|\b(?=[0-9A-Fa-f]*\d)(?=[0-9A-Fa-f]*[A-Fa-f])[0-9A-Fa-f]{6,}\b")),
    ("manref", re.compile(r"\w\(\d\w*\)|\w\(\)|\b[A-ZА-ЯЁ]{2,}\(|\$\d+:|[A-Z]\$\d|\b[A-Z]{1,2}\d+:[A-Z]{1,2}\d+\b|\"\$")),
    ("identifier", re.compile(r"\b[a-z]+[A-Z][A-Za-z]*\d|\b\w*[A-Za-z]\d+[A-Za-z]\w*|\b[a-z]+\.[a-z]+\(")),
)

# Letters followed by digits or digits followed by letters inside one token: allowed suffixes.
_MIXED_TOKEN = re.compile(r"\b(?=\w*\d)(?=\w*[^\W\d_])\w+\b")
_ALLOWED_MIXED = re.compile(
    r"^(?:\d+(?:st|nd|rd|th|er|e|te|ten|ter|tes|ste|sten|s|x|h|m|min|s|ms|km|kg|cm|mm|g|mg|l|ml|"
    r"kb|mb|gb|tb|kib|mib|gib|hz|khz|mhz|ghz|px|pt|dpi|bit|d|k|v|w|kw|a|am|pm|°|й|я|е|го|му|ми|х|м)"
    r"|[A-Z]\d{1,3}|\d{1,3}[A-Z])$", re.I)
_FINAL = re.compile(r"[.!?…][" + re.escape(_CLOSERS) + r"]*$")
_LETTER = re.compile(r"[^\W\d_]")
#: UTF-8 read as Latin-1 / cp1252 ("enthÃ¤lt", "â€œ", "Ð¿Ñ€Ð¸").
_MOJIBAKE = re.compile(r"[ÃÂ][\u0080-\u00bf]|â€|[ÐÑ][\u0080-\u00bf]")

MIN_WORDS = 3
MAX_WORDS = 60
MAX_CHARS = 400
MIN_LETTERS = 8
MIN_LETTER_SHARE = 0.4


def clean_sentence(sentence: str, lang: str) -> tuple[str | None, str]:
    """(clean sentence, "ok") or (None, reason) for one split sentence."""
    s = normalize_space(sentence)
    s = s.replace("``", "“").replace("''", "”")
    if not s:
        return None, "empty"
    if ("\ufffd" in s or _MOJIBAKE.search(s)
            or any(unicodedata.category(c) in ("Co", "Cs") for c in s)):
        return None, "encoding"
    n_words = len(s.split())
    if n_words < MIN_WORDS:
        return None, "too_short"
    if n_words > MAX_WORDS or len(s) > MAX_CHARS:
        return None, "too_long"
    if not _starts_sentence(s):
        return None, "no_capital"
    if not _FINAL.search(s):
        return None, "no_final_punct"
    for reason, pattern in REJECT_PATTERNS:
        if pattern.search(s):
            return None, reason
    for tok in _MIXED_TOKEN.findall(s):
        if not _ALLOWED_MIXED.match(tok):
            return None, "code_token"
    letters = len(_LETTER.findall(s))
    if letters < MIN_LETTERS or letters < MIN_LETTER_SHARE * len(s.replace(" ", "")):
        return None, "few_letters"
    if not _balanced(s, lang):
        return None, "unbalanced"
    if re.search(r"(\S)\1{3,}", s) or re.search(r"[!?]{3,}|[.,;:]{2,}(?<!\.\.)", s):
        return None, "repeated_chars"
    if re.search(r"\s[,.)]|\(\s", s) or (lang != "fr" and re.search(r"\s[;:!?](?!\S)", s)):
        return None, "spacing"
    return s, "ok"


def _balanced(s: str, lang: str) -> bool:
    """Brackets and quotes are balanced (and parentheses nested) enough for training targets."""
    depth = 0
    for ch in s:
        depth += ch == "("
        depth -= ch == ")"
        if depth < 0:
            return False
    if depth or s.count("«") != s.count("»") or s.count('"') % 2:
        return False
    if "„" in s or lang == "de":
        return s.count("„") == s.count("“")
    return s.count("“") == s.count("”")
