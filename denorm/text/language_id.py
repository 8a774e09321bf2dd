"""`--lang auto`: which supported language a stream and each of its lines is in (langid.py, offline).

langid.py (Lui & Baldwin; the corpus builder's filter already uses it) ships its model inside the package,
reads lowercase unpunctuated text well, and classifies about 9,000-14,000 ASR lines a second on one core
(2-5% of a translate run): on the committed spoken samples it picks the right language for 99.4-100% of the
lines of 8 words or more (docs/translate.md "--lang auto"). It is restricted to the languages with an
installed model, with normalized probabilities.

A stream takes the language most of its first confident lines have (`stream_language`); a line is given
another language only when it has at least MIN_WORDS words and the identifier is at least THRESHOLD sure
(`line_languages`): short lines ("okay", "yes") inherit the stream's language.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from denorm.extras import require

#: A line of fewer words inherits the stream's language.
MIN_WORDS = 4
#: The normalized probability a line needs to be given a language other than the stream's.
THRESHOLD = 0.99
#: Lines of a stream read to decide its language.
STREAM_LINES = 200


def installed_languages() -> tuple[str, ...]:
    """The generator's languages with an installed model (for any engine)."""
    from denorm.data import LANGUAGES
    from denorm.engines.choice import installed

    return tuple(lang for lang in LANGUAGES if installed(lang))


@lru_cache(maxsize=8)
def _identifier(langs: tuple[str, ...]):  # noqa: ANN202 - langid's LanguageIdentifier
    require("langid", "corpus")  # a clear message when the extra is missing
    from langid.langid import LanguageIdentifier

    ident = LanguageIdentifier(*_model_parts(), norm_probs=True)
    ident.set_languages(list(langs))
    return ident


def _model_parts() -> tuple:
    """langid's model as the arrays its LanguageIdentifier takes. The package ships it as a base64 bz2 pickle
    whose unpacking costs 1.2 s, a quarter of translating 1,000 lines; unpacked once, it is kept in the user's
    cache (denorm.core.cache) and read back in a few milliseconds."""
    import hashlib

    import langid
    from langid.langid import LanguageIdentifier, model

    from denorm.core.cache import stored

    def unpack() -> tuple:
        full = LanguageIdentifier.from_modelstring(model)
        return full.nb_ptc, full.nb_pc, full.nb_numfeats, full.nb_classes, full.tk_nextmove, full.tk_output

    key = hashlib.blake2b(f"{getattr(langid, '__version__', 'x')}-{len(model)}".encode(), digest_size=8).hexdigest()
    return stored("langid", key, unpack)


def identify(line: str, langs: Sequence[str]) -> tuple[str, float]:
    """(language, normalized probability) of one line among `langs`."""
    lang, prob = _identifier(tuple(sorted(langs))).classify(line)
    return str(lang), float(prob)


def stream_language(lines: Sequence[str], langs: Sequence[str], default: str) -> str:
    """The language of a stream: the most frequent among its first STREAM_LINES lines of MIN_WORDS words or
    more (each weighted by its probability); when none has that many words, among its short lines ("встретимся
    девятого ноября" is Russian, not the default's); `default` when it has no words at all."""
    votes: Counter[str] = Counter()
    short: Counter[str] = Counter()
    for line in lines[:STREAM_LINES]:
        n = len(line.split())
        if n:
            lang, prob = identify(line, langs)
            (votes if n >= MIN_WORDS else short)[lang] += prob
    votes = votes or short
    return votes.most_common(1)[0][0] if votes else default


def line_languages(lines: Sequence[str], langs: Sequence[str], stream: str) -> list[str]:
    """The language of each line: its own when clearly another one (MIN_WORDS, THRESHOLD), else the stream's."""
    out = []
    for line in lines:
        lang = stream
        if len(line.split()) >= MIN_WORDS:
            found, prob = identify(line, langs)
            if found != stream and prob >= THRESHOLD:
                lang = found
        out.append(lang)
    return out
