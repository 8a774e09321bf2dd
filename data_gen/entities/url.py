"""URL and e-mail classes: read piece by piece with the language's `url_words` table."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context, EntityClass, Language
from denorm.data.entities.common import choose, missing_table, spell

#: Keys every `url_words` table must have.
URL_KEYS = ("dot", "at", "slash", "colon", "dash", "underscore")
_SEPARATORS = {".": "dot", "@": "at", "/": "slash", ":": "colon", "-": "dash", "_": "underscore"}

#: Letter runs read as words although the pronounceability test would spell them.
READ_AS_WORD = frozenset({"com", "org", "net", "info", "gov", "edu", "biz", "mail", "web", "wiki", "blog",
                          "app", "api", "dev", "docs", "help", "home", "news", "shop", "index", "html",
                          "php", "login", "user", "files", "download", "online", "cloud"})
#: Letter runs always spelled although they look like words.
SPELLED = frozenset({"http", "https", "ftp", "www", "pdf", "ssh", "cgi", "htm", "xml"})

#: Two-letter words that are read as words in an address ("my-site.com"); other two-letter runs
#: (country codes: "de", "io") are spelled.
SHORT_WORDS = frozenset({"my", "go", "up", "we", "so"})

_VOWELS = set("aeiouyäöüéèàáóíú")
_FULL_VOWELS = set("aeiouäöü")  # the vowel of a three-letter word: "max", "shop"; not "xyz"
#: Letter groups that stand for one consonant: German "sch", "ch", "ck", English "th", "sh", "ph".
_DIGRAPHS = re.compile(r"sch|ch|ck|th|sh|ph")
_TLD = (r"(?:com|org|net|edu|gov|info|io|dev|app|de|at|ch|ru|su|uk|us|eu|fr|es|it|nl|pl|ua|by|kz|"
        r"co|me|tv|vn|biz|name|pro)")
_HOST = r"[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?"
_PATH = r"(?:/[\w\-.~%/?=&+#]*[\w/=#~-])?/?"
URL_PATTERN = re.compile(
    r"(?<![\w@./-])(?:"
    rf"(?:https?|ftp)://{_HOST}(?:\.{_HOST})*(?::\d+)?{_PATH}"
    rf"|www\.{_HOST}(?:\.{_HOST})+(?::\d+)?{_PATH}"
    rf"|(?:{_HOST}\.)+{_TLD}(?![\w@]){_PATH}"
    # Cyrillic domains under .рф: "президент.рф", "https://почта.рф/вход"
    rf"|(?:https?://)?(?:[а-яёА-ЯЁ0-9-]+\.)+(?:рф|РФ)(?![\w@]){_PATH}"
    r")(?![\w@])")
EMAIL_PATTERN = re.compile(r"(?<![\w.+-])[A-Za-z0-9](?:[A-Za-z0-9._+-]*[A-Za-z0-9])?"
                           rf"@{_HOST}(?:\.{_HOST})*\.[A-Za-z]{{2,}}(?![\w@-])")
_CYRILLIC = re.compile(r"[а-яёА-ЯЁ]")
_TOKENS = re.compile(r"[^\W\d_]+|\d+|.", re.S)


def pronounceable(word: str) -> bool:
    """Whether a lowercase letter run is read as a word rather than letter by letter.

    "sch", "ch", "ck", "th", "sh", "ph" count as one consonant ("schule", "thunderbird"); a
    three-letter run consonant-vowel-consonant is a word ("max", "shop", "web"; not "xyz", "gnu");
    two-letter runs are spelled unless in SHORT_WORDS ("my"). Longer runs: vowel share 0.2-0.75 and
    at most three consonants in a row.
    """
    w = word.lower()
    if w in SPELLED:
        return False
    if w in READ_AS_WORD or w in SHORT_WORDS:
        return True
    units = _DIGRAPHS.sub("#", w)  # '#': one consonant
    if (len(units) == 3 and units[1] in _FULL_VOWELS and units[0] not in _VOWELS
            and units[2] not in _VOWELS):
        return True
    if len(w) < 4:
        return False
    vowels = sum(ch in _VOWELS for ch in units)
    if not 0.2 <= vowels / len(units) <= 0.75:
        return False
    run = 0
    for ch in units:
        run = 0 if ch in _VOWELS else run + 1
        if run > 3:
            return False
    return True


class Url(EntityClass):
    """Web addresses: "www.example.com/docs" -> "w w w dot example dot com slash docs"."""

    name = "url"
    priority = 90
    pattern = URL_PATTERN
    _hosts = ("example", "wikipedia", "github", "debian", "python", "mozilla", "gnu", "kernel", "openstreetmap",
              "libreoffice", "gimp", "my-site", "shop24", "weather")
    _tlds = ("com", "org", "net", "de", "ru", "io", "info")
    _paths = ("docs", "wiki/Main_Page", "download", "help/index.html", "en/latest", "about", "2024/news",
              "user/settings", "faq")

    def __init__(self, language: Language) -> None:
        super().__init__(language)
        table = language.url_words
        if not table:
            raise missing_table(language, self.name, "url_words")
        missing = [k for k in URL_KEYS if k not in table]
        if missing:
            raise ValueError(f"language {language.code!r}: `url_words` lacks the keys {missing}")
        self.words: dict[str, tuple[str, ...]] = {k: tuple(v) if not isinstance(v, str) else (v,)
                                                  for k, v in table.items()}

    def pronounceable(self, word: str) -> bool:
        """Whether a letter run of an address is read as a word: `Language.url_pronounceable(word)`
        decides where it returns a bool, the generic `pronounceable` where it returns None."""
        verdict = self.language.url_pronounceable(word)
        return pronounceable(word) if verdict is None else verdict

    def read(self, s: str, rng: random.Random | None) -> str:
        """Spoken form of an address (or an e-mail local part): piece by piece."""
        symbols = self.language.symbols
        out: list[str] = []
        for tok in _TOKENS.findall(s):
            if tok.isdigit():
                out.append(self.language.digits(tok, rng) if len(tok) > 2 or tok[0] == "0"
                           else self.language.cardinal(int(tok), rng))
            elif tok[0].isalpha():
                out.append(tok.lower() if self.pronounceable(tok) else spell(tok, self.language))
            elif tok in _SEPARATORS:
                out.append(choose(self.words[_SEPARATORS[tok]], rng))
            elif tok in symbols:
                out.append(choose(symbols[tok], rng))
        return " ".join(o for o in out if o)

    #: A character every match contains: texts without it are not scanned.
    needs = re.compile(r"\.")

    def find(self, text: str) -> list[re.Match[str]]:
        matches = list(self.pattern.finditer(text))
        if "ф" not in self.language.letters:  # a Cyrillic .рф address, unsayable in this alphabet
            matches = [m for m in matches if not _CYRILLIC.search(m.group(0))]
        return matches

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        return self.read(match.group(0), rng) or None

    def sample(self, rng: random.Random) -> str:
        host = f"{rng.choice(self._hosts)}.{rng.choice(self._tlds)}"
        form = rng.random()
        if form < 0.35:
            host = "www." + host
        elif form < 0.6:
            host = rng.choice(("https://", "http://")) + host
        if rng.random() < 0.4:
            host += "/" + rng.choice(self._paths)
        return host


class Email(Url):
    """E-mail addresses: "anna.meyer@example.org" -> "anna dot meyer at example dot org"."""

    name = "email"
    priority = 90
    pattern = EMAIL_PATTERN
    needs = re.compile("@")
    _users = ("anna", "info", "support", "john.smith", "m.mueller", "ivan_petrov", "admin", "team42",
              "help-desk", "office")

    def sample(self, rng: random.Random) -> str:
        return f"{rng.choice(self._users)}@{rng.choice(self._hosts)}.{rng.choice(self._tlds)}"
