"""Vietnamese Roman numerals: "thế kỷ XX" -> "thế kỷ hai mươi", "Chiến tranh thế giới thứ II" -> "thứ hai",
"quý IV" -> "quý bốn", "Louis XIV" -> "louis thập tứ", "Elizabeth II" -> "elizabeth đệ nhị"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.roman import parse_roman, to_roman
from denorm.data.languages.vi import numbers
from denorm.data.languages.vi.common import VietnameseEntityClass

#: Nouns after which a Roman numeral is a number, read as a cardinal ("thế kỷ XX", "khóa XV", "giai
#: đoạn III", "bỏng độ II", "quý IV"); lowercase, their last word.
CARDINAL_NOUNS = frozenset({"kỷ", "kỉ", "tk", "hội", "khóa", "khoá", "quý", "chương", "phần", "tập", "quyển",
                            "đoạn", "cấp", "độ", "loại", "type", "typ", "tuýp", "típ", "khu", "mục", "điều",
                            "bài", "kỳ", "kì", "phụ", "lục", "hạng", "nhóm", "vùng", "quân", "đợt", "phiên",
                            "pha", "thì", "hình", "bảng", "số", "cuốn", "màn", "hồi", "trận", "vòng", "mùa"})
#: Titles before a ruler's name: the numeral after the name is a regnal number.
TITLES = frozenset({"vua", "hoàng", "đế", "giáo", "nữ", "vương", "công", "tước", "sa", "pharaoh", "pharaon"})
#: Names that take a regnal number (Vietnamese and foreign spellings).
REGNAL_NAMES = frozenset({
    "louis", "napoléon", "napoleon", "elizabeth", "charles", "henry", "henri", "george", "edward", "william",
    "james", "richard", "philippe", "philip", "felipe", "carlos", "juan", "alfonso", "ferdinand", "friedrich",
    "frederick", "wilhelm", "nicholas", "nicolas", "nikolai", "peter", "pierre", "alexander", "alexandre", "ivan",
    "catherine", "mary", "victoria", "ramses", "ptolemy", "gioan", "phaolô", "piô", "lêô", "bênêđictô",
    "grêgôriô", "clêmentê", "gustav", "christian", "frederik", "olav", "harald", "haakon", "umberto", "vittorio",
    "manuel", "pedro", "john", "paul", "pius", "leo", "benedict", "gregory", "sixtus", "urban", "julius",
    "rama", "norodom", "sisowath", "thutmose", "amenhotep", "darius", "antiochus", "mehmed", "selim", "murad",
})
#: Sino-Vietnamese ordinal numbers of regnal numbers: "đệ nhất" ... "đệ thập", "thập nhất" ... "thập cửu".
_HAN = ("", "nhất", "nhị", "tam", "tứ", "ngũ", "lục", "thất", "bát", "cửu", "thập")
_ROMAN = r"(?=[MDCLXVI])M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})"
PATTERN = re.compile(rf"(?<![\w-])(?:(?P<thu>[Tt]hứ)\s)?(?P<rn>{_ROMAN})(?:/(?P<y>(?:1\d|20)\d\d))?(?![\w-]|/\d)")
_WORD_BEFORE = re.compile(r"([^\W\d_]+)\.?\s+$")


def regnal(n: int, rng: random.Random) -> str:
    """A regnal number as said: "đệ nhị" (1-10), "thập tứ" (11-19), or "thứ hai" / "hai"."""
    x = rng.random()
    if n <= 19 and x < 0.6:
        return f"đệ {_HAN[n]}" if n <= 10 else f"thập {_HAN[n - 10]}"
    if x < 0.8:
        return numbers.ordinal(n, rng)
    return numbers.cardinal(n, rng)


class VietnameseRoman(VietnameseEntityClass):
    """Roman numerals where the context makes them numbers: after "thứ" an ordinal ("thứ II" -> "thứ hai");
    after a noun of CARDINAL_NOUNS a cardinal ("thế kỷ XX" -> "thế kỷ hai mươi", "thế kỷ thứ hai mươi" now
    and then; "quý IV" -> "quý bốn" / "quý tư", "quý III/2023" -> "quý ba năm hai nghìn..."); after a ruler's name a regnal number ("Louis XIV" ->
    "louis thập tứ", "Elizabeth II" -> "elizabeth đệ nhị" / "elizabeth thứ hai"). Elsewhere ("CD", "MC",
    "I") it is no numeral."""

    name = "roman"
    priority = 52
    pattern = PATTERN

    def _before(self, ctx: Context) -> tuple[str, str]:
        """The word before the numeral as written and lowercased (without a final period)."""
        m = _WORD_BEFORE.search(ctx.text, 0, ctx.start)
        return (m.group(1), m.group(1).lower()) if m else ("", "")

    def _kind(self, match: re.Match[str], ctx: Context) -> str | None:
        if parse_roman(match.group("rn")) is None:
            return None
        if match.group("thu"):
            return "ordinal"
        written, word = self._before(ctx)
        if word in CARDINAL_NOUNS:
            return "cardinal"
        if written[:1].isupper() and (word in REGNAL_NAMES or set(ctx.left_words(4)) & TITLES):
            return "regnal" if len(match.group("rn")) > 1 or word in REGNAL_NAMES else None
        return None

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        return self._kind(match, ctx) is not None

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        kind = self._kind(match, ctx)
        n = parse_roman(match.group("rn"))
        if kind is None or n is None:
            return None
        year = f" năm {numbers.cardinal(int(match.group('y')), rng)}" if match.group("y") else ""
        if kind == "ordinal":
            return numbers.ordinal(n, rng) + year
        if kind == "regnal":
            return regnal(n, rng) + year
        word = self._before(ctx)[1]
        if word in ("kỷ", "kỉ") and rng.random() < 0.2:
            return numbers.ordinal(n, rng) + year  # "thế kỷ thứ hai mươi"
        if word == "quý" and n == 4 and rng.random() < 0.3:
            return "tư" + year
        return numbers.cardinal(n, rng) + year

    def sample(self, rng: random.Random) -> str:
        """A bare numeral: templates give the context that makes it one ("thế kỷ {roman}")."""
        return to_roman(rng.randint(1, 21) if rng.random() < 0.8 else rng.randint(1, 40))
