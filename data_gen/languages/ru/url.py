"""Russian URL and e-mail classes: Latin words kept, "www" -> "вэ вэ вэ", ".рф" -> "точка эр эф"."""

from __future__ import annotations

import random
import re

from denorm.data.entities.common import choose
from denorm.data.entities.url import Email, Url

#: Whole-token readings that differ from the generic ones (spelling or the word itself).
TOKEN_READINGS: dict[str, tuple[str, ...]] = {
    "www": ("вэ вэ вэ", "дабл ю дабл ю дабл ю", "три дабл ю"), "рф": ("эр эф",), "ru": ("ру",),
    "com": ("ком",), "org": ("орг",), "net": ("нет",), "su": ("су",), "http": ("эйч ти ти пи",),
    "https": ("эйч ти ти пи эс",),
}
_CYRILLIC = re.compile(r"[а-яё]+", re.I)


class _RussianReading:
    """Mixin: tokens in TOKEN_READINGS by table, Cyrillic words as words, the rest generically."""

    def read(self, s: str, rng: random.Random | None) -> str:
        parts = re.split(r"(\W|_)", s)
        out = []
        for part in parts:
            if not part:
                continue
            low = part.lower()
            if low in TOKEN_READINGS:
                out.append(choose(TOKEN_READINGS[low], rng))
            elif _CYRILLIC.fullmatch(part):
                out.append(low)
            else:
                out.append(super().read(part, rng))  # type: ignore[misc]
        return " ".join(o for o in out if o)


class RussianUrl(_RussianReading, Url):
    """Web addresses read piece by piece with Russian separator words (url_words); Cyrillic .рф
    domains are found by the generic pattern and their words read here."""

    _hosts = Url._hosts + ("yandex", "mail", "gosuslugi", "kremlin", "habr")
    _tlds = ("ru", "com", "org", "net", "ru")

    def sample(self, rng: random.Random) -> str:
        if rng.random() < 0.1:
            return rng.choice(("президент.рф", "госуслуги.рф", "почта.рф"))
        return super().sample(rng)


class RussianEmail(_RussianReading, Email):
    """E-mail addresses: "ivan.petrov@mail.ru" -> "ivan точка petrov собака mail точка ру"."""

    _users = ("ivan.petrov", "info", "support", "anna", "admin", "sales", "hr", "maria_ivanova", "office")
    _hosts = ("mail", "yandex", "example", "company", "gmail", "rambler")
    _tlds = ("ru", "com", "org", "net")
