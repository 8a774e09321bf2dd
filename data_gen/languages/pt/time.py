"""Portuguese clock times: "16h30" / "16:30" -> "dezesseis e trinta", "4h30" -> "quatro e meia"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.pt import numbers
from denorm.data.languages.pt.common import PortugueseEntityClass

_H = r"(?:[01]?\d|2[0-4])"
_M = r"[0-5]\d"
#: One time: "16h30", "16h", "16hs", "16h30min", "16:30", "16:30:15", "16:30h".
_ONE = (r"(?P<h{i}>" + _H + r")(?:h(?:s|rs)?(?P<hm{i}>" + _M + r")?(?:min|m)?"
        r"|:(?P<cm{i}>" + _M + r")(?::(?P<s{i}>" + _M + r"))?(?:\s?h(?:s|rs)?(?![\w]))?)")
PATTERN = re.compile(r"(?<![\w.,:/-])" + _ONE.format(i=1)
                     + r"(?:\s?[–-]\s?" + _ONE.format(i=2) + r")?(?![\w]|[.,:]\d)")
#: Words before H:MM that make it a score, a ratio or a verse rather than a time.
NOT_TIME_WORDS = frozenset({"placar", "escala", "proporção", "razão", "versículo", "versículos", "capítulo",
                            "jo", "mt", "mc", "lc", "sl", "gn", "ex", "venceu", "perdeu", "empatou", "aspecto",
                            "formato", "zoom", "resultado"})
#: Share of each reading: quarter-to readings ("quinze para as cinco") and "e meia".
COLLOQUIAL_SHARE = 0.15


def hour_word(h: int, rng: random.Random | None) -> str:
    """The hour, feminine (a hora): 1 -> "uma", 2 -> "duas", 21 -> "vinte e uma", 0 -> "zero"."""
    return numbers.cardinal(h, numbers.F, rng)


def _hours(h: int, rng: random.Random | None) -> str:
    """"dezesseis horas", "uma hora", "zero hora" (Brazilians say "à zero hora")."""
    return f"{hour_word(h, rng)} {'hora' if h in (0, 1) else 'horas'}"


def _next_hour(h: int, rng: random.Random | None) -> str:
    """The hour a quarter-to reading counts towards: "as cinco", "a uma", "o meio dia"."""
    nxt = h % 12 + 1
    if nxt == 1:
        return "a uma"
    if nxt == 12 and h == 11:
        return "o meio dia"
    return f"as {hour_word(nxt, rng)}"


#: Words before a time that take a plural hour ("às 12h", "das 0h"): "meio dia" and "meia noite" do
#: not fit after them ("ao meio-dia", "à meia-noite").
PLURAL_ARTICLES = frozenset({"às", "as", "das", "pelas", "nas", "após", "entre"})


def duration(h: int, m: int, rng: random.Random) -> str:
    """"3h", "2h30" that are no clock time ("durou 2h30"): hours and minutes said as a duration."""
    if m == 0:
        return _hours(h, rng)
    if m == 30 and rng.random() < 0.3:
        return f"{_hours(h, rng)} e meia"
    return f"{_hours(h, rng)} e {numbers.cardinal(m, rng=rng)} {'minuto' if m == 1 else 'minutos'}"


def clock(h: int, m: int, s: int | None, rng: random.Random, names: bool = True) -> str:
    """One clock time in words; `names`: "meio dia" and "meia noite" may stand for 12 and 0 o'clock."""
    if s is not None:
        return (f"{_hours(h, rng)} {numbers.cardinal(m, rng=rng)} {'minuto' if m == 1 else 'minutos'} e "
                f"{numbers.cardinal(s, rng=rng)} {'segundo' if s == 1 else 'segundos'}")
    r = rng.random()
    if m == 0:
        if h == 12 and r < 0.25 and names:
            return "meio dia"
        if h == 0 and r < 0.4 and names:
            return "meia noite"
        if r < 0.65 or h in (0, 24):
            return _hours(h, rng)
        if r < 0.9:
            return hour_word(h, rng)  # "às dezesseis"
        return f"{_hours(h, rng)} em ponto"
    minutes = numbers.cardinal(m, rng=rng)
    special = {12: "meio dia", 0: "meia noite"}.get(h) if rng.random() < 0.3 and names else None
    if m == 30 and r < COLLOQUIAL_SHARE:
        return f"{special or hour_word(h, rng)} e meia"
    if m in (40, 45, 50, 55) and 1 <= h <= 12 and r < COLLOQUIAL_SHARE:
        return f"{numbers.cardinal(60 - m, rng=rng)} para {_next_hour(h, rng)}"
    if special or r < 0.5:
        return f"{special or hour_word(h, rng)} e {minutes}"
    if r < 0.8:
        return f"{_hours(h, rng)} e {minutes} {'minuto' if m == 1 else 'minutos'}"
    return f"{_hours(h, rng)} e {minutes}"


#: Words before "16h" that make it a clock time; elsewhere "3h", "2h30" may be a duration ("durou 2h30"),
#: read with "horas" and "minutos" only.
CLOCK_WORDS = frozenset({"às", "as", "das", "pelas", "até", "após", "desde", "entre", "partir", "antes",
                         "depois", "hora", "horário", "horas", "abre", "fecha", "começa", "termina", "início",
                         "sai", "chega", "marcado", "marcada", "hoje", "amanhã", "ontem", "e", "ou", "são", "é",
                         "era", "eram", "pontualmente", "exatamente"})
_DAYTIME = re.compile(r"\s+d[ae]\s+(?:manhã|tarde|noite|madrugada)\b")


class PortugueseTime(PortugueseEntityClass):
    """"16h30", "16h", "16:30", "16:30:15" and ranges "9h-17h" ("nove às dezessete horas"); hours are
    feminine ("duas horas", "vinte e uma horas"), minutes masculine ("vinte e um minutos"). H:MM after a
    word of scores or ratios ("placar 2:30") is not a time."""

    name = "time"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 75
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        if set(ctx.left_words(1)) & NOT_TIME_WORDS:
            return False
        for i in ("1", "2"):
            h = match.group("h" + i)
            if h is None:
                continue
            minutes = match.group("hm" + i) or match.group("cm" + i)
            if int(h) == 24 and minutes not in (None, "00"):
                return False
        return True

    @staticmethod
    def _parts(match: re.Match[str], i: str) -> tuple[int, int, int | None]:
        minutes = match.group("hm" + i) or match.group("cm" + i) or "0"
        s = match.group("s" + i)
        return int(match.group("h" + i)), int(minutes), int(s) if s else None

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        h1, m1, s1 = self._parts(match, "1")
        left = set(ctx.left_words(1))
        names = not left & PLURAL_ARTICLES
        if match.group("h2") is None:
            is_clock = (match.group("cm1") is not None or left & CLOCK_WORDS or not ctx.left_words(1)
                        or ctx.text[: ctx.start].rstrip().endswith(":") or _DAYTIME.match(ctx.text, ctx.end))
            return clock(h1, m1, s1, rng, names) if is_clock else duration(h1, m1, rng)
        h2, m2, s2 = self._parts(match, "2")
        if m1 == m2 == 0 and s1 is None and s2 is None:
            return f"{hour_word(h1, rng)} às {_hours(h2, rng)}"  # 9h-17h: "nove às dezessete horas"
        return f"{clock(h1, m1, s1, rng, names)} às {clock(h2, m2, s2, rng, False)}"

    def sample(self, rng: random.Random) -> str:
        h, m = rng.randint(0, 23), rng.choice((0, 0, 15, 30, 45, rng.randint(0, 59)))
        form = rng.randrange(10)
        if form in (0, 1, 2, 3):
            return f"{h}h{m:02d}" if m else f"{h}h"
        if form in (4, 5, 6):
            return f"{h}:{m:02d}"
        if form in (7, 8):
            return f"{h:02d}:{m:02d}"
        return f"{rng.randint(7, 11)}h-{rng.randint(12, 20)}h"
