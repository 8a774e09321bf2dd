"""Rebuild tests/data/<lang>/outside.{written,spoken} from packages our corpus never used, read by another rule set."""

# Usage (README: tests/data/outside/README.md):
#     apt-get download stellarium-data crawl-common endless-sky-data cataclysm-dda-data freedroidrpg-data \
#         warzone2100-data                                   # into /tmp/outside/debs
#     for d in /tmp/outside/debs/*.deb; do dpkg -x "$d" /tmp/outside/unpacked/$(basename "$d" | cut -d_ -f1); done
#     python3 -m venv /tmp/peers && /tmp/peers/bin/pip install itntext
#     python3 -m venv /tmp/nemo && /tmp/nemo/bin/pip install nemo_text_processing     # the reader of fr, pt, vi
#     /tmp/peers/bin/python bench/make_outside.py --lang en [--root /tmp/outside/unpacked] [--out-dir tests/data]
#     (the acronym sets of other sources, --handbook-acronyms and --ufoai-acronyms: tests/data/outside/README.md)
#     (the same python for fr, pt, vi: their reader runs in the NeMo venv as a subprocess)
#
# Plain Python plus the reader (no denorm import). Each source yields paragraphs, which are split into sentences,
# cleaned (5-40 words, final mark, no markup, balanced quotes and brackets, right script and language), deduplicated,
# shuffled with a fixed seed, and taken in order up to the source's share of --limit; a sentence is kept only when
# the reader reads it completely, as bench/bench_peers.py does (its `speaker` and `asr_form`). The reader is never
# our generator: itntext's text normalization (`Normalizer(lang, operator="tn")`) for en, de, ru and es, NeMo text
# processing's TN (its own venv, bench_peers.NEMO_PYTHON) for fr, pt and vi, which itntext cannot read
# (bench_peers.READERS). The spoken line is that reading, lower-cased, without punctuation, ё -> е.

from __future__ import annotations

import argparse
import bz2
import gettext
import html.parser
import json
import random
import re
import sys
import unicodedata
import zipfile
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

# the same reader and ASR form as the peers' table (this folder is on sys.path)
from bench_peers import asr_form, speaker

ROOT = Path(__file__).resolve().parents[1]
SEED = 20261126

STELLARIUM = "stellarium-data/usr/share/stellarium"
CRAWL = "crawl-common/usr/share/crawl/dat/descript"
ENDLESS_SKY = "endless-sky-data/usr/share/games/endless-sky/data"
WARZONE_BASE = "warzone2100-data/usr/share/games/warzone2100/base.wz"
HANDBOOKS = "usr/share/doc/HTML"
LOCALE = "usr/share/locale/{lang}/LC_MESSAGES"
UFOAI_LOCALE = "usr/share/games/ufoai/base/i18n/{lang}/LC_MESSAGES"

#: Each language's names in the packages (gettext locale folders, crawl folders, stellarium file suffixes), best
#: first: the first one a package has is used. pt is Brazilian Portuguese (pt_BR; crawl has only `pt`, whose text
#: is Brazilian too: "usuário", "mano a mano"); cataclysm-dda has es_ES and es_AR, the others plain es.
LOCALES: dict[str, tuple[str, ...]] = {
    "en": ("en",), "de": ("de",), "ru": ("ru",), "es": ("es", "es_ES"), "fr": ("fr",), "pt": ("pt_BR", "pt"),
    "vi": ("vi",),
}
#: English has no gettext catalog: it reads the msgids of this one.
ENGLISH_MSGIDS = "ru"

#: Source shares of --limit per language (a source short of its share leaves the rest to the others).
SHARES: dict[str, dict[str, float]] = {
    "en": {"stellarium": 0.25, "endless-sky": 0.2, "crawl": 0.2, "cataclysm-dda": 0.15, "freedroidrpg": 0.12,
           "warzone2100": 0.08},
    "de": {"stellarium": 0.3, "crawl": 0.25, "cataclysm-dda": 0.2, "freedroidrpg": 0.17, "warzone2100": 0.08},
    "ru": {"stellarium": 0.3, "crawl": 0.25, "cataclysm-dda": 0.2, "freedroidrpg": 0.17, "warzone2100": 0.08},
    "es": {"stellarium": 0.3, "crawl": 0.25, "cataclysm-dda": 0.2, "freedroidrpg": 0.17, "warzone2100": 0.08},
    "fr": {"stellarium": 0.3, "crawl": 0.25, "cataclysm-dda": 0.2, "freedroidrpg": 0.17, "warzone2100": 0.08},
    "pt": {"stellarium": 0.3, "crawl": 0.25, "cataclysm-dda": 0.2, "freedroidrpg": 0.17, "warzone2100": 0.08},
    "vi": {"stellarium-gui": 1.0},  # none of the other packages has Vietnamese
}

#: A catalog more than this share of whose translations start with a space their msgid lacks holds a damaged batch
#: (cataclysm-dda's pt_BR: 3,698 of 18,403, with words glued together, "tampa deroscaarticulada"): those are skipped.
#: The other catalogs have 0-0.7% such messages, kept.
DAMAGED_SHARE = 0.1
#: No source gives more than this share of --limit.
MAX_SHARE = 0.4
#: Sentences of the number set (--digits) per language: about all that German has.
DIGITS_LIMIT = 300
#: Sentences of the acronym set (--acronyms) per language.
ACRONYMS_LIMIT = 300
#: Sentences of the set of any numbers (--any-numbers) per language.
ANY_NUMBERS_LIMIT = 500
#: A set with fewer sentences than this is not written (too few to measure anything).
MIN_SENTENCES = 50

#: Stellarium sky cultures whose licence allows redistribution of modified excerpts (no NC, no ND).
FREE_LICENCE = re.compile(r"GPL|CC BY-SA|CC BY \d", re.I)
#: Crawl description files of prose (not key help, hints, tutorial, or quotations from books).
CRAWL_FILES = ("ability", "backgrounds", "branches", "cards", "features", "gods", "items", "monsters",
               "skills", "species", "spells", "unrand", "clouds", "mutations")

# ---------------------------------------------------------------- sentences

ABBREV = {
    "en": {"mr", "mrs", "ms", "dr", "st", "mt", "jr", "sr", "vs", "etc", "cf", "ca", "approx", "no", "fig", "prof",
           "gen", "col", "capt", "lt", "sgt", "co", "inc", "ltd", "vol", "pp", "al", "ft"},
    "de": {"dr", "nr", "st", "ca", "vgl", "usw", "bzw", "evtl", "ggf", "jh", "chr", "hl", "mio", "mrd",
           "sog", "etc", "prof", "abb", "s", "u", "z", "d", "v", "n", "inkl", "str", "ff"},
    "ru": {"т", "г", "гг", "в", "вв", "им", "ок", "см", "др", "пр", "тыс", "млн", "млрд", "стр", "рис", "ул",
           "напр", "св", "проф", "н", "э", "до", "т.е", "т.д", "т.п", "т.к"},
    "es": {"sr", "sra", "srta", "dr", "dra", "d", "dña", "ud", "uds", "etc", "p", "pp", "pág", "núm", "no", "aprox",
           "av", "avda", "cap", "vol", "ca", "ej", "fig", "prof", "gral", "cía", "ee.uu", "a.c", "d.c", "a.e.c", "s"},
    "fr": {"m", "mm", "mme", "mmes", "mlle", "dr", "pr", "st", "ste", "etc", "cf", "p", "pp", "env", "av", "apr",
           "vol", "n", "no", "ex", "éd", "chap", "fig", "var", "j.-c", "bd", "s"},
    "pt": {"sr", "sra", "srta", "dr", "dra", "etc", "p", "pp", "pág", "ex", "av", "aprox", "vol", "cap", "fig",
           "prof", "profa", "séc", "a.c", "d.c", "n", "nº", "s"},
    "vi": {"tp", "ts", "ths", "gs", "pgs", "bs", "tr", "v.v", "st", "q", "p", "ng"},
}
#: A sentence break: .!?… and closing quotes or brackets, a space, then (`starts_sentence`) a capital or digit,
#: after at most an opening quote or bracket (or ¿ ¡) and a space (French « Oui »).
END = re.compile(r"[.!?…]+[\"'»“”)]*\s+")
OPENING = '"„«“(¿¡'
CLOSING = "\"'»“”)"
#: Languages that put a space inside quotes and before ?, !: « Oui ! » (elsewhere a sentence ending "… »" is
#: dropped as before).
SPACED_QUOTES = {"fr"}
WORD_BEFORE = re.compile(r"(\S+)$")


def starts_sentence(text: str) -> bool:
    """The text begins with a capital or digit, after at most an opening mark and a space."""
    if text and text[0] in OPENING:
        text = text[2:] if text[1:2] == " " else text[1:]
    return bool(text) and (text[0].isupper() or text[0].isdigit())


def split_sentences(paragraph: str, lang: str) -> list[str]:
    """A paragraph -> sentences: a break after .!?… (and closing quotes) before a capital or digit, except after
    single letters, abbreviations, dotted abbreviations and (German) 1-2 digit ordinals."""
    text = " ".join(paragraph.split())
    out, start = [], 0
    for m in END.finditer(text):
        if not starts_sentence(text[m.end():]):
            continue
        head = text[start:m.start()]
        w = WORD_BEFORE.search(head)
        word = w.group(1).strip("\"'„«»“”(") if w else ""
        low = word.lower()
        if text[m.start()] == "." and (
                len(word) == 1 or low in ABBREV[lang] or "." in word
                or (lang == "de" and word.isdigit() and len(word) <= 2)):
            continue
        out.append(text[start:m.end()].strip())
        start = m.end()
    out.append(text[start:].strip())
    return [s for s in out if s]


LATIN = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ]")
CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def latin_with(letters: str) -> re.Pattern[str]:
    """One letter: a-z or one of `letters`, in either case."""
    extra = "".join(sorted(set(letters + letters.upper())))
    return re.compile(f"[A-Za-z{extra}]")


#: The letters of Vietnamese beyond a-z: đ and the vowels with a breve, circumflex or horn and any of the five tone
#: marks (grave, acute, hook above, tilde, dot below).
VI_LETTERS = "đ" + "".join(
    unicodedata.normalize("NFC", base + tone)
    for base in ("a", "a\u0306", "a\u0302", "e", "e\u0302", "i", "o", "o\u0302", "o\u031b", "u", "u\u031b", "y")
    for tone in ("", "\u0300", "\u0301", "\u0309", "\u0303", "\u0323") if base + tone not in "aeiouy")
#: The letters a language's sentence may have (every letter must match): any Latin letter for en and de as
#: before, Cyrillic for ru, a-z and the language's own letters for the others.
SCRIPT: dict[str, re.Pattern[str]] = {
    "en": LATIN, "de": LATIN, "ru": CYRILLIC,
    "es": latin_with("áéíóúüñ"),
    "fr": latin_with("àâæçéèêëîïôœùûüÿ"),
    "pt": latin_with("áâãàçéêíóôõúü"),
    "vi": latin_with(VI_LETTERS),
}
BAD_CHARS = set("<>{}[]|\\/_=*#@^~`$&+•→←\t")
URL = re.compile(r"https?:|www\.|\.(com|org|net|de|ru|es|fr|br|vn|html?)\b", re.I)
CITATION = re.compile(r"\(\d{4}\)|\bpp?\.\s*\d|ISBN|et al\b|\bS\.\s*\d|\bс\.\s*\d")
PLACEHOLDER = re.compile(r"%[-\d.]*[a-zA-Z]|%%|%\d|\$\w")
ORDINAL_EN = re.compile(r"^\d+(st|nd|rd|th|s)$")
STOP = {
    "en": {"the", "a", "an", "of", "and", "to", "is", "in", "it", "you", "that", "was", "for", "with", "are", "this",
           "be", "on", "as", "his", "her", "they", "by", "from", "have", "not", "i", "we", "your", "its", "their"},
    "de": {"der", "die", "das", "und", "ist", "nicht", "ein", "eine", "ich", "sie", "mit", "den", "dem", "des", "zu",
           "von", "auf", "es", "er", "wir", "du", "sich", "im", "auch", "sind", "wird", "werden", "ihr", "dein",
           "ihre", "einen", "einem", "aus", "bei", "als", "wie", "noch", "kann", "hat", "war"},
    "es": {"el", "la", "los", "las", "un", "una", "unos", "unas", "y", "e", "o", "a", "que", "de", "del", "al", "en",
           "es", "por", "para", "con", "se", "su", "sus", "lo", "le", "les", "no", "como", "más", "pero", "este",
           "esta", "muy", "ya", "también", "son", "está", "hay", "yo", "tú", "él", "ella", "usted", "nos", "mi", "tu",
           "sin", "sobre", "entre", "cuando", "donde", "fue", "era", "ha", "han"},
    "fr": {"le", "la", "les", "l", "un", "une", "des", "du", "de", "d", "et", "est", "que", "qu", "qui", "il", "elle",
           "ils", "elles", "je", "j", "tu", "nous", "vous", "ce", "cette", "ces", "dans", "pour", "sur", "avec", "pas",
           "ne", "n", "en", "au", "aux", "son", "sa", "ses", "leur", "leurs", "mais", "ou", "où", "sont", "a", "y",
           "on", "se", "s", "plus", "très", "par", "était", "été", "être", "avoir"},
    "pt": {"o", "a", "os", "as", "um", "uma", "uns", "umas", "e", "que", "de", "do", "da", "dos", "das", "no", "na",
           "nos", "nas", "em", "é", "por", "para", "com", "se", "seu", "sua", "seus", "suas", "não", "como", "mais",
           "mas", "este", "esta", "isso", "isto", "muito", "já", "também", "são", "está", "há", "ele", "ela", "eles",
           "elas", "eu", "você", "pelo", "pela", "ao", "aos", "à", "sem", "sobre", "foi", "era", "tem"},
}
#: The languages whose sentences must have more of their own function words (STOP) than of any rival's (a
#: rival's words that are the language's own too do not count): drops untranslated English in the catalogs and a
#: neighbour's text.
RIVALS: dict[str, tuple[str, ...]] = {
    "en": ("de",), "de": ("en",),
    "es": ("en", "de", "fr", "pt"), "fr": ("en", "de", "es", "pt"), "pt": ("en", "de", "es", "fr"),
}
#: The languages told by their letters instead: at least this share of the words has a letter beyond a-z
#: (Vietnamese: tone marks, đ, ơ, ư on most syllables; untranslated English has none).
MARKED: dict[str, float] = {"vi": 1 / 3}


def balanced(s: str, lang: str) -> bool:
    """Brackets nest, and quotes pair up in the language's style."""
    depth = 0
    for ch in s:
        depth += (ch == "(") - (ch == ")")
        if depth < 0:
            return False
    if depth or s.count('"') % 2:
        return False
    if s.count("«") != s.count("»"):
        return False
    if "„" in s:
        return s.count("„") == s.count("“") + s.count("”")
    return s.count("“") == s.count("”")


def language_ok(s: str, lang: str, foreign: re.Pattern[str] | None = None) -> bool:
    """Script check (SCRIPT: every letter is the language's) and, for RIVALS, more of the language's own function
    words than of any rival's (drops untranslated English in the catalogs), or for MARKED, enough words with the
    language's own letters. `foreign` (FOREIGN_WORDS): a script whose whole words the sentence may also hold
    (Latin program names in Russian text), as long as most of its words are the language's script."""
    words = re.findall(r"[^\W\d_]+", s.lower())
    if foreign is not None:
        native = [w for w in words if all(SCRIPT[lang].match(ch) for ch in w)]
        if not all(w in native or all(foreign.match(ch) for ch in w) for w in words) \
                or len(native) < FOREIGN_NATIVE_SHARE * len(words):
            return False
    elif not all(SCRIPT[lang].match(ch) for ch in s if ch.isalpha()):
        return False
    if lang in RIVALS:
        own = sum(w in STOP[lang] for w in words)
        other = max(sum(w in STOP[r] and w not in STOP[lang] for w in words) for r in RIVALS[lang])
        return own >= 1 and own > other
    if lang in MARKED:
        return sum(any(not "a" <= ch <= "z" for ch in w) for w in words) >= MARKED[lang] * len(words) > 0
    return True


def clean(s: str, lang: str, set_name: str = "outside") -> str | None:
    """A fluent written sentence of the set `set_name`, or None. A word of four or more capitals drops the
    sentence (shouting, or an acronym the reader spells or reads as a word at its whim) unless the set is one of
    LONG_CAPS (the acronym sets of other sources, whose point is such words: "NASA", "HTML"; case_kinds still
    drops runs of three such words); words of another script drop it unless FOREIGN_WORDS allows them."""
    long_caps = set_name in LONG_CAPS
    s = " ".join(s.replace("\u00a0", " ").replace("\u00ad", "").split())
    words = s.split()
    if not 5 <= len(words) <= 40 or len(s) > 300:
        return None
    if any(ch in BAD_CHARS for ch in s) or URL.search(s) or CITATION.search(s) or PLACEHOLDER.search(s):
        return None
    if "%" in s and not re.search(r"\d ?%", s):
        return None
    if any(unicodedata.category(ch) in ("Co", "Cc", "Cf", "So") for ch in s):
        return None
    if s.startswith("(") or "(?" in s or "(!" in s:
        return None
    space = " " if lang in SPACED_QUOTES else ""
    first = s.lstrip(OPENING + space)[:1]
    if not (first.isupper() or first.isdigit()):
        return None
    body = s.rstrip(CLOSING + space)
    if body[-1:] not in (".", "!", "?", "…") or s.endswith(("...", "…")) and len(s) < 20:
        return None
    if body.endswith(("..", ":.")) and not body.endswith("..."):
        return None
    last = re.sub(r"[^\w.]", "", words[-1]).rstrip(".").lower()
    if len(last) == 1 and last.isalpha() or last in ABBREV[lang]:
        return None
    for w in words:
        core = w.strip("\"'„«»“”()[],.;:!?…-–—")
        if any(ch.isdigit() for ch in core) and any(ch.isalpha() for ch in core):
            if not (lang == "en" and ORDINAL_EN.match(core)):
                return None
        if len(core) >= 4 and core.isalpha() and core.isupper() and not long_caps:
            return None
    if not balanced(s, lang) or not language_ok(s, lang, FOREIGN_WORDS.get(set_name, {}).get(lang)):
        return None
    return s


_WORDS = re.compile(r"[^\W\d_]+(?:['\u2019][^\W\d_]+)*")
_ROMAN = re.compile(r"[IVXLC]+")


def case_kinds(s: str) -> set[str]:
    """"upper" and/or "mixed" if the sentence has such a word (eval/token_classes.py's classes: two or more
    letters all upper, not a Roman numeral; or an upper letter that is not only the first), else nothing.
    A run of three or more all-caps words is shouting, not acronyms: such a sentence gives nothing."""
    kinds: set[str] = set()
    run = 0
    for w in _WORDS.findall(s):
        ups = sum(c.isupper() for c in w)
        if ups >= 2 and ups == len(w):
            run += 1
            if run >= 3:
                return set()
            if not _ROMAN.fullmatch(w):
                kinds.add("upper")
            continue
        run = 0
        if ups and not (ups == 1 and w[0].isupper()):
            kinds.add("mixed")
    return kinds


#: Number words that name a number of two or more and nothing else, as written in running text (cardinals and
#: ordinals; "one", "first", "ein", "один", "second" and the like are left out: they are articles, pronouns or
#: other words as often; so are "einzige", and "Hunderte", "Dutzend", which name no number). German compounds
#: ("dreiundzwanzig", "zweihundert") are matched by their parts. Case counts in German: "Elf" and "Acht" are
#: nouns, the numbers are lower case (a sentence's first word aside).
_DE_PARTS = (r"(?:ein|zwei|zwo|drei|drit|vier|fünf|sechs|sieben|sieb|acht|neun|zehn|elf|zwölf|zwan|dreißig|zig"
             r"|und|hundert|tausend)")
NUMBER_WORDS: dict[str, re.Pattern[str]] = {
    "en": re.compile(
        r"(?i:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|(?:thir|four|fif|six|seven|eigh|nine)teen"
        r"|(?:twen|thir|for|fif|six|seven|eigh|nine)ty|hundred|thousand|million|billion|third|fourth|fifth|sixth"
        r"|seventh|eighth|ninth|tenth|eleventh|twelfth|(?:thir|four|fif|six|seven|eigh|nine)teenth"
        r"|(?:twen|thir|for|fif|six|seven|eigh|nine)tieth|hundredth|thousandth)"),
    "de": re.compile(
        rf"(?!ein(?:e[nmrs]?|s)?$|einzig|und$|(?:hundert|tausend)en?$){_DE_PARTS}+"
        r"(?:s|e[nmrs]?|te[nmrs]?|ste[nmrs]?)?"
        r"|Hundert|Tausend|Million(?:en)?|Milliarde(?:n)?"),
    "ru": re.compile(
        r"(?i:два|две|двух|двум|двумя|три|трех|трёх|трем|трём|тремя|четыре|четырех|четырёх|четырем|четырём"
        r"|четырьмя|пять|пяти|пятью|шесть|шести|шестью|семь|семи|восемь|восьми|восемью|восьмью|девять|девяти"
        r"|девятью|десять|десяти|десятью|(?:один|две|три|четыр|пят|шест|сем|восем|девят)надцат[иь]|двадцат[иь]"
        r"|тридцат[иь]|сорок|сорока|(?:пят|шест|сем|восем)ь?десят|(?:пят|шест|сем|восьм)идесяти|девяносто|девяноста"
        r"|сто|ста|сотни|двести|двухсот|триста|трехсот|четыреста|пятьсот|шестьсот|семьсот|восемьсот|девятьсот"
        r"|тысяч[аиуе]?|тысячами|тысячам|миллион\w*|миллиард\w*"
        r"|(?:втор|трет|четв[её]рт|пят|шест|седьм|восьм|девят|десят)(?:ой|ий|ый|ая|ья|ое|ье|ого|ьего|ому|ьему|ых"
        r"|ьих|ую|ью|ым|ьим|ыми|ьими|ые|ьи|ом|ьем|ей|ьей))"),
    # Spanish, French, Portuguese: not "segundo", "second" (also a second of time), "neuf" (also new), "cuarto",
    # "quarto" (also a room)
    "es": re.compile(
        r"(?i:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieci\w+|veint\w+"
        r"|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|doscient[oa]s|trescient[oa]s"
        r"|cuatrocient[oa]s|quinient[oa]s|seiscient[oa]s|setecient[oa]s|ochocient[oa]s|novecient[oa]s|mil"
        r"|millón|millones|tercer[oa]?s?|cuarta|cuartas|quint[oa]s?|sext[oa]s?|séptim[oa]s?|octav[oa]s?|noven[oa]s?"
        r"|décim[oa]s?)"),
    "fr": re.compile(
        r"(?i:deux|trois|quatre|cinq|six|sept|huit|dix|onze|douze|treize|quatorze|quinze|seize|vingts?|trente"
        r"|quarante|cinquante|soixante|septante|octante|nonante|cents?|mille|millions?|milliards?|deuxième"
        r"|troisième|quatrième|cinquième|sixième|septième|huitième|neuvième|dixième|onzième|douzième|vingtième"
        r"|centième|millième)"),
    "pt": re.compile(
        r"(?i:dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|quatorze|catorze|quinze"
        r"|dezesseis|dezessete|dezoito|dezenove|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa"
        r"|cem|cento|duzent[oa]s|trezent[oa]s|quatrocent[oa]s|quinhent[oa]s|seiscent[oa]s|setecent[oa]s"
        r"|oitocent[oa]s|novecent[oa]s|mil|milhão|milhões|bilhão|bilhões|terceir[oa]s?|quarta|quartas|quint[oa]s?"
        r"|sext[oa]s?|sétim[oa]s?|oitav[oa]s?|non[oa]s?|décim[oa]s?)"),
}


def has_digit(s: str, lang: str) -> bool:
    """The sentence has a digit (the number set's sentences)."""
    return any(ch.isdigit() for ch in s)


def has_number(s: str, lang: str) -> bool:
    """The sentence names a number of two or more, in figures or in words (NUMBER_WORDS)."""
    if has_digit(s, lang):
        return True
    words = NUMBER_WORDS.get(lang)
    if words is None:
        raise SystemExit(f"--any-numbers: no number words for {lang} (NUMBER_WORDS)")
    toks = _WORDS.findall(s)
    return any(words.fullmatch(t if i else t[:1].lower() + t[1:]) for i, t in enumerate(toks))


#: A word of two or more lower-case letters and then a capital: a program's identifier ("editEnd", "startZeile") or
#: two words whose space the markup lost ("параметрПоказать", "undURLs"), not something one dictates ("iPhone",
#: "vCard", "kB" have one lower-case letter first). The handbook set drops sentences with one.
CODE_WORD = re.compile(r"(?<![^\W\d_])[^\W\d_A-ZА-ЯЁ]{2,}[A-ZА-ЯЁ]")



def dictated_case_words(s: str, lang: str) -> bool:
    """The sentence has an all-caps or mixed-case word (`case_kinds`) and no program identifier (CODE_WORD)."""
    return bool(case_kinds(s)) and not CODE_WORD.search(s)


#: The special sets: name -> (which sentences they keep (sentence, language), default --limit, the sets whose
#: sentences they leave out, the largest share of it one source may give); the default set, "outside", keeps
#: every clean sentence. Each set excludes only sets built before it, so rebuilding one never changes another.
#: "numbers" keeps sentences whose written form has a digit, so it never holds a sentence that writes its
#: numbers in words ("drei Ränge"): it is biased toward figures. "numbers-any" keeps those that name a number
#: in either form, as the sources write them, so that a style that writes small numbers in words and one that
#: writes figures are measured on the same footing.
SETS: dict[str, tuple[Callable[[str, str], bool], int, tuple[str, ...], float]] = {
    "numbers": (has_digit, DIGITS_LIMIT, ("outside",), 1.0),
    "acronyms": (lambda s, lang: bool(case_kinds(s)), ACRONYMS_LIMIT, ("outside", "numbers"), 1.0),
    "numbers-any": (has_number, ANY_NUMBERS_LIMIT, ("outside",), MAX_SHARE),
    "acronyms-handbooks": (dictated_case_words, ACRONYMS_LIMIT, (), 1.0),
    "acronyms-ufoai": (dictated_case_words, ACRONYMS_LIMIT, (), 1.0),
}
#: Sets read from other sources than the language's SHARES: set -> source shares. The game and sky texts of the
#: acronym set name few real acronyms and brands and many of their own inventions ("MegaSys", "EPa", "МегаСис"),
#: which no corpus can know; the application handbooks of KDE (en, de, ru, fr: the corpus reads only the es and pt
#: ones) name the acronyms and products a user dictates ("IMAP", "PDF", "KMail", "OpenPGP").
SET_SOURCES: dict[str, dict[str, float]] = {"acronyms-handbooks": {"kde-handbooks": 1.0},
                                            "acronyms-ufoai": {"ufoai": 1.0}}
#: Sets whose sentences may hold words of four or more capitals (`clean`).
LONG_CAPS = {"acronyms-handbooks", "acronyms-ufoai"}
#: Sets whose sentences in a language may hold whole words of another script: set -> language -> script. Russian
#: handbooks write the names of programs and formats in Latin letters ("KMail", "LibreOffice", "PDF"), as
#: Russian text does; with the Cyrillic check alone 38 sentences were left. The reader leaves such words as they
#: are, so the spoken side has them in lower case ("kmail"), as a recognizer that writes Latin names does.
FOREIGN_WORDS: dict[str, dict[str, re.Pattern[str]]] = {"acronyms-handbooks": {"ru": LATIN}}
#: The least share of a sentence's words in the language's own script where FOREIGN_WORDS allows others.
FOREIGN_NATIVE_SHARE = 0.6


def dedup_key(s: str) -> str:
    return "".join(ch for ch in s.lower().replace("ё", "е") if ch.isalnum())


# ---------------------------------------------------------------- sources (each yields paragraphs)

class _Paragraphs(html.parser.HTMLParser):
    """Text of <p> elements (headings, lists, tables and everything else dropped)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.paragraphs: list[str] = []
        self._buf: list[str] | None = None
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "p":
            self._flush()
            self._buf = []
        elif tag in ("h1", "h2", "h3", "h4", "table", "ul", "ol", "sup", "script", "style"):
            self._flush()
            self._skip += tag in ("sup", "table", "script", "style")
        elif tag == "br" and self._buf is not None:
            self._buf.append("\n\n")

    def handle_endtag(self, tag: str) -> None:
        if tag == "p":
            self._flush()
        elif tag in ("sup", "table", "script", "style"):
            self._skip = max(0, self._skip - 1)

    def handle_data(self, data: str) -> None:
        if self._buf is not None and not self._skip:
            self._buf.append(data)

    def _flush(self) -> None:
        if self._buf:
            self.paragraphs.extend(x for x in "".join(self._buf).split("\n\n") if x.strip())
        self._buf = None


def stellarium(root: Path, lang: str) -> Iterator[str]:
    """Sky-culture descriptions (description.<lang>.utf8) of the freely licensed sky cultures."""
    base = root / STELLARIUM / "skycultures"
    for culture in sorted(base.iterdir()):
        info = culture / "info.ini"
        lic = re.search(r"^license\s*=\s*(.+)$", info.read_text(encoding="utf-8"), re.M) if info.is_file() else None
        if not lic or not FREE_LICENCE.search(lic.group(1)) or re.search(r"\bN[CD]\b", lic.group(1)):
            continue
        desc = next((d for loc in LOCALES[lang] if (d := culture / f"description.{loc}.utf8").is_file()), None)
        if desc:
            p = _Paragraphs()
            p.feed(desc.read_text(encoding="utf-8", errors="replace"))
            p.close()
            p._flush()
            yield from p.paragraphs


def crawl(root: Path, lang: str) -> Iterator[str]:
    """Dungeon Crawl Stone Soup descriptions: %%%%-separated entries, a key line, then wrapped paragraphs."""
    base = root / CRAWL if lang == "en" else next(
        (d for loc in LOCALES[lang] if (d := root / CRAWL / loc).is_dir()), root / CRAWL / lang)
    for name in CRAWL_FILES:
        path = base / f"{name}.txt"
        if not path.is_file():
            continue
        for entry in path.read_text(encoding="utf-8", errors="replace").split("%%%%"):
            lines = [x for x in entry.strip("\n").split("\n") if not x.startswith("#")]
            body = "\n".join(lines[1:])
            if "{{" in body:
                continue
            yield from (p for p in re.split(r"\n\s*\n", body) if p.strip())


def endless_sky(root: Path, lang: str) -> Iterator[str]:
    """Endless Sky (English only): `description` strings of planets, ships, outfits and missions."""
    if lang != "en":
        return
    for path in sorted((root / ENDLESS_SKY).rglob("*.txt")):
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            m = re.match(r'\s*description\s+(?:"(.*)"|`(.*)`)\s*$', line)
            if m:
                yield m.group(1) if m.group(1) is not None else m.group(2)


def warzone_story(root: Path) -> str:
    """The campaign briefings, research messages and campaign scripts of Warzone 2100 (base.wz) as one text, to
    tell story messages of its catalog from interface messages."""
    with zipfile.ZipFile(root / WARZONE_BASE) as z:
        return "\n".join(z.read(n).decode("utf-8", "replace") for n in sorted(z.namelist())
                         if n.startswith(("messages/", "script/campaign/", "campaigns/")) and not n.endswith("/"))


def catalog(package: str, domain: str, min_words: int = 0,
            within: Callable[[Path], str] | None = None, folder: str = LOCALE) -> Callable[[Path, str], Iterator[str]]:
    """Messages of a gettext catalog: msgstr (translated ones only) of the first of the language's LOCALES that
    the package has, msgid for en (from the ENGLISH_MSGIDS catalog); messages of fewer than `min_words` English
    words (labels, short interface messages) are skipped, and with `within` those whose English text does not
    occur in the text it returns."""

    def read(root: Path, lang: str) -> Iterator[str]:
        paths = [root / package / folder.format(lang=loc) / f"{domain}.mo"
                 for loc in ((ENGLISH_MSGIDS,) if lang == "en" else LOCALES[lang])]
        path = next((x for x in paths if x.is_file()), None)
        if path is None:
            return
        with path.open("rb") as f:
            cat = gettext.GNUTranslations(f)._catalog  # type: ignore[attr-defined]
        story = within(root) if within else None
        keys = sorted(k for k in cat if isinstance(k, str) and k)

        def damaged(key: str) -> bool:
            return cat[key][:1].isspace() and not key[:1].isspace()

        translated = [k for k in keys if cat[k] != k]
        skip_damaged = lang != "en" and sum(map(damaged, translated)) > DAMAGED_SHARE * len(translated)
        for key in keys:
            text = key if lang == "en" else cat[key]
            if lang != "en" and text == key or len(key.split()) < min_words or skip_damaged and damaged(key):
                continue
            if story is not None and key[:60] not in story:
                continue
            yield from (p for p in re.split(r"\n\s*\n", text) if p.strip())

    return read


def qt_messages(path: Path) -> Iterator[tuple[str, str]]:
    """(source text, translation) of a Qt .qm catalog: its Messages block (tag 0x69) holds records of tagged fields
    (3 translation in UTF-16BE, 6 source text, 7 context, 8 comment: a 32-bit big-endian length and the bytes;
    5 a 32-bit hash; 1 ends a record)."""
    data, pos, block = path.read_bytes(), 16, b""
    while pos + 5 <= len(data):
        tag, size = data[pos], int.from_bytes(data[pos + 1:pos + 5], "big")
        if tag == 0x69:
            block = data[pos + 5:pos + 5 + size]
        pos += 5 + size
    pos, source, translation = 0, "", ""
    while pos < len(block):
        tag = block[pos]
        pos += 1
        if tag == 1:
            yield source, translation
            source, translation = "", ""
        elif tag == 5:
            pos += 4
        elif tag in (2, 3, 4, 6, 7, 8):
            size = int.from_bytes(block[pos:pos + 4], "big")
            pos += 4
            if size == 0xFFFFFFFF:
                continue
            field = block[pos:pos + size]
            pos += size
            if tag == 3:
                translation = field.decode("utf-16-be", "replace")
            elif tag == 6:
                source = field.decode("utf-8", "replace")
        else:
            return  # an unknown field: stop rather than misread


def stellarium_gui(root: Path, lang: str) -> Iterator[str]:
    """Stellarium's own catalogs (Qt .qm): the program's messages, mostly help and plugin texts (translated ones
    only), and the titles and descriptions of its scripts."""
    base = root / STELLARIUM / "translations"
    for domain in ("stellarium", "stellarium-scripts"):
        path = next((p for loc in LOCALES[lang] if (p := base / domain / f"{loc}.qm").is_file()), None)
        if path is None:
            continue
        for source, text in sorted(qt_messages(path)):
            if text and text != source:
                yield from (p for p in re.split(r"\n\s*\n", text) if p.strip())


#: Handbook folders that are not an application's prose (the shared DocBook parts, the GNU FDL text).
HANDBOOK_SKIP = {"kdoctools5-common", "fdl-translated", "gpl-translated"}


def kde_handbooks(root: Path, lang: str) -> Iterator[str]:
    """KDE application handbooks (the `index.cache.bz2` HTML of usr/share/doc/HTML/<locale>/<app>/ in each
    unpacked package): the text of their <p> elements. Licence: GFDL-1.2+ (each package's copyright file)."""
    for pkg in sorted(root.iterdir()):
        base = next((d for loc in LOCALES[lang] if (d := pkg / HANDBOOKS / loc).is_dir()), None)
        if base is None:
            continue
        for path in sorted(base.rglob("index.cache.bz2")):
            if HANDBOOK_SKIP.intersection(path.relative_to(base).parts):
                continue
            p = _Paragraphs()
            p.feed(bz2.decompress(path.read_bytes()).decode("utf-8", "replace"))
            p.close()
            p._flush()
            yield from p.paragraphs


def chain(*readers: Callable[[Path, str], Iterator[str]]) -> Callable[[Path, str], Iterator[str]]:
    def read(root: Path, lang: str) -> Iterator[str]:
        for r in readers:
            yield from r(root, lang)

    return read


SOURCES: dict[str, Callable[[Path, str], Iterator[str]]] = {
    "stellarium": stellarium,
    "crawl": crawl,
    "endless-sky": endless_sky,
    "cataclysm-dda": catalog("cataclysm-dda-data", "cataclysm-dda", min_words=12),
    "freedroidrpg": chain(catalog("freedroidrpg-data", "freedroidrpg-dialogs"),
                          catalog("freedroidrpg-data", "freedroidrpg-data")),
    "warzone2100": catalog("warzone2100-data", "warzone2100", min_words=8, within=warzone_story),
    "stellarium-gui": stellarium_gui,
    "kde-handbooks": kde_handbooks,
    # the encyclopedia of UFO: Alien Invasion (world history since 2030, research reports, autopsies): its messages
    # of 25 words or more; the corpus reads only the es, fr and pt catalogs
    "ufoai": catalog("ufoai-misc", "ufoai", min_words=25, folder=UFOAI_LOCALE),
}

# ---------------------------------------------------------------- sampling and reading aloud (bench_peers.speaker)


def pool(root: Path, source: str, lang: str, seed: int, keep: Callable[[str, str], bool] | None = None,
         exclude: frozenset[str] = frozenset(), set_name: str = "outside") -> list[str]:
    """Clean, deduplicated sentences of one source in a fixed shuffled order (`keep`: only those it accepts,
    a predicate of SETS; `exclude`: dedup keys left out, the sentences of the other sets)."""
    seen: set[str] = set(exclude)
    out = []
    for para in SOURCES[source](root, lang):
        for sent in split_sentences(para, lang):
            s = clean(sent, lang, set_name)
            if s and keep is not None and not keep(s, lang):
                continue
            if s and dedup_key(s) not in seen:
                seen.add(dedup_key(s))
                out.append(s)
    random.Random(f"{seed}:{lang}:{source}").shuffle(out)
    return out


def build(root: Path, lang: str, limit: int, seed: int, keep: Callable[[str, str], bool] | None = None,
          max_share: float = MAX_SHARE, exclude: frozenset[str] = frozenset(),
          shares: dict[str, float] | None = None,
          set_name: str = "outside") -> tuple[list[tuple[str, str, str]], dict[str, dict]]:
    """(source, written, spoken) triples, mixed in a fixed order, and per-source counts (`shares`: the sources
    and their shares of the limit, the language's SHARES by default)."""
    read = speaker(lang)
    shares = shares or SHARES[lang]
    pools = {src: pool(root, src, lang, seed, keep, exclude, set_name) for src in shares}
    stats = {src: {"clean": len(p), "kept": 0, "unread": 0} for src, p in pools.items()}
    taken: list[tuple[str, str, str]] = []
    seen: set[str] = set()
    pos = dict.fromkeys(shares, 0)

    def take(src: str, quota: int) -> None:
        p = pools[src]
        while stats[src]["kept"] < quota and pos[src] < len(p):
            s = p[pos[src]]
            pos[src] += 1
            if dedup_key(s) in seen:
                continue
            said = asr_form(read(s))
            if said is None or len(said.split()) < 3:
                stats[src]["unread"] += 1
                continue
            seen.add(dedup_key(s))
            taken.append((src, s, said))
            stats[src]["kept"] += 1

    for src, share in shares.items():
        take(src, round(limit * share))
    cap = round(limit * max_share)
    while len(taken) < limit:  # the shortfall of short sources: one more from each source in turn, up to the cap
        before = len(taken)
        for src in shares:
            if len(taken) < limit and stats[src]["kept"] < cap:
                take(src, stats[src]["kept"] + 1)
        if len(taken) == before:
            break
    random.Random(f"{seed}:{lang}:mix").shuffle(taken)
    return taken, stats


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lang", required=True, choices=sorted(SHARES))
    ap.add_argument("--root", type=Path, default=Path("/tmp/outside/unpacked"),
                    help="folder with the packages unpacked by dpkg -x, one sub-folder per package")
    ap.add_argument("--out-dir", type=Path, default=ROOT / "tests" / "data", help="writes <out-dir>/<lang>/outside.*")
    ap.add_argument("--limit", type=int, default=0, help="sentences to write (default 500)")
    ap.add_argument("--seed", type=int, default=SEED)
    ap.add_argument("--stats", type=Path, help="also write per-source counts (JSON) here")
    ap.add_argument("--digits", action="store_true",
                    help="the number set: only sentences with a digit, none of <out-dir>/<lang>/outside.written, "
                         f"no source cap; writes numbers.* (default --limit {DIGITS_LIMIT})")
    ap.add_argument("--acronyms", action="store_true",
                    help="the acronym set: only sentences with an all-caps or mixed-case word (not shouting, not a "
                         "Roman numeral), none of the outside or number sets, no source cap; writes acronyms.* "
                         f"(default --limit {ACRONYMS_LIMIT})")
    ap.add_argument("--any-numbers", action="store_true",
                    help="the set of any numbers: only sentences that name a number of two or more in figures or in "
                         "words (NUMBER_WORDS; en, de, ru), none of the outside set, the sources' shares and cap; "
                         f"writes numbers-any.* (default --limit {ANY_NUMBERS_LIMIT})")
    ap.add_argument("--handbook-acronyms", action="store_true",
                    help="the handbook acronym set: sentences with an all-caps or mixed-case word from the KDE "
                         "application handbooks (SET_SOURCES; --root holds the unpacked KDE packages), words of four "
                         f"or more capitals allowed; writes acronyms-handbooks.* (default --limit {ACRONYMS_LIMIT})")
    ap.add_argument("--ufoai-acronyms", action="store_true",
                    help="the same from the encyclopedia of UFO: Alien Invasion (ufoai-misc); writes acronyms-ufoai.*")
    args = ap.parse_args(argv)
    out = args.out_dir / args.lang
    name = ("numbers" if args.digits else "acronyms" if args.acronyms else "numbers-any" if args.any_numbers
            else "acronyms-handbooks" if args.handbook_acronyms else "acronyms-ufoai" if args.ufoai_acronyms
            else "outside")
    if name in SETS:
        keep, limit, others, max_share = SETS[name]
        exclude = frozenset(dedup_key(s) for other in others if (out / f"{other}.written").is_file()
                            for s in (out / f"{other}.written").read_text(encoding="utf-8").splitlines())
        taken, stats = build(args.root, args.lang, args.limit or limit, args.seed, keep, max_share, exclude,
                             SET_SOURCES.get(name), name)
    else:
        taken, stats = build(args.root, args.lang, args.limit or 500, args.seed)
    for src, st in stats.items():
        print(f"{args.lang} {src}: {st['clean']} clean, {st['kept']} kept, {st['unread']} unread", file=sys.stderr)
    if args.stats:
        args.stats.write_text(json.dumps({"lang": args.lang, "sentences": len(taken), "sources": stats}, indent=1)
                              + "\n", encoding="utf-8")
    if len(taken) < MIN_SENTENCES:
        print(f"{args.lang}: only {len(taken)} sentences, fewer than {MIN_SENTENCES}: {name}.* not written",
              file=sys.stderr)
        return 1
    out.mkdir(parents=True, exist_ok=True)
    (out / f"{name}.written").write_text("".join(f"{w}\n" for _, w, _ in taken), encoding="utf-8")
    (out / f"{name}.spoken").write_text("".join(f"{s}\n" for _, _, s in taken), encoding="utf-8")
    print(f"{args.lang}: {len(taken)} sentences -> {out}/{name}.{{written,spoken}}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
