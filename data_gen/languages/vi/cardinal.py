"""Vietnamese cardinals: every digit run left over, "25.000" -> "hai mươi lăm nghìn", "2-3 ngày" -> "hai đến
ba ngày", "2:1" -> "hai một", "12/34" after "số" / "hẻm" -> "mười hai trên ba mươi tư"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.common import choose
from denorm.data.languages.vi import numbers
from denorm.data.languages.vi.common import (
    INT,
    RANGE_JOIN,
    SCALE,
    SameShapeSample,
    VietnameseEntityClass,
    speak_number,
    speak_scaled,
)

#: Words before "a/b" that make it a house number or an alley ("số 12/34", "hẻm 51/3"), not a fraction
#: or a date: read "a trên b" or, in the south, "a xẹt b".
ADDRESS_WORDS = frozenset({"số", "hẻm", "ngõ", "ngách", "kiệt", "nhà", "kiốt", "ki-ốt", "lô", "phòng"})
#: Words before "a:b" that make it a ratio ("tỷ lệ 1:500" -> "một trên năm trăm"); elsewhere a score ("tỷ số 3:0").
RATIO_WORDS = frozenset({"lệ", "đồ", "xích"})
_SIGNED = rf"(?:(?<![\w.,)\]])[-−](?=\d))?(?<![\d.,])(?:{INT})"
_THOUSANDS = re.compile(r"\d{1,3}(?:\.\d{3})+")
#: Units of a rate after a scale word ("15 triệu/tháng"), as money reads them.
PER: dict[str, tuple[str, ...]] = {"tháng": ("tháng",), "năm": ("năm",), "ngày": ("ngày",), "người": ("người",),
                                   "giờ": ("giờ",), "tuần": ("tuần",), "m²": ("mét vuông",), "m2": ("mét vuông",)}
_PER = "|".join(re.escape(p) for p in sorted(PER, key=len, reverse=True))


def range_word(rng: random.Random, a: int, b: int) -> str:
    """The word between the two numbers of a range: "đến", "tới", or none for neighbours below ten ("hai
    ba ngày", "năm sáu người": as speakers say a rough count)."""
    if b == a + 1 and b <= 10 and rng.random() < 0.3:
        return ""
    return "tới" if rng.random() < 0.15 else "đến"


def _value(part: str) -> int:
    digits = re.sub(r"\D", "", part)
    return int(digits) if digits else 0


class VietnameseCardinal(SameShapeSample, VietnameseEntityClass):
    """Integers (dot thousands "25.000", ranges "2-3", signs "-5" -> "âm năm", scale suffixes "25k",
    "5tr"); catches every digit run no other class took. Leading-zero runs are read digit by digit,
    dotted runs that are not thousands ("2.4.10", "192.168.1.1") as versions with "chấm"."""

    name = "cardinal"
    needs = re.compile(r"\d")
    priority = 10
    pattern = re.compile(
        r"(?<![\w.,:/])(?P<s1>\d{1,3}):(?P<s2>\d{1,6})(?![\d:]|[.,]\d)"
        r"|(?<![\w.,/])(?P<a1>\d{1,4}[A-Za-z]?)/(?P<a2>\d{1,4}[A-Za-z]?)(?![\w/]|[.,]\d)"
        r"|(?<![\w.,])(?!\d{1,3}(?:\.\d{3})+(?![\d.]))(?P<version>\d+(?:\.\d+){1,4})(?![\d]|[.,]\d)"
        rf"|(?P<num>{_SIGNED})(?P<scale>{SCALE})?(?:/(?P<per>{_PER})(?!\w))?"
        rf"(?:{RANGE_JOIN}(?P<num2>{INT})(?![.,]\d))?|\d+")

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        if match.group("a1"):
            return bool(set(ctx.left_words(1)) & ADDRESS_WORDS)
        if match.group("version"):
            return not _THOUSANDS.fullmatch(match.group("version"))
        return True

    def find(self, text: str) -> list[re.Match[str]]:
        """The matches, and every digit run on its own: what a refused alternative leaves, and what is left of
        a range when a class of higher priority takes its first number ("thứ 2-6", "8h-17 giờ")."""
        out = super().find(text)
        spans = {(m.start(), m.end()) for m in out}
        out += [m for m in re.finditer(r"\d+", text) if (m.start(), m.end()) not in spans]
        return out

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict() if match.re is self.pattern else {}
        text = match.group(0)
        if g.get("s1"):
            a, b = numbers.cardinal(int(g["s1"]), rng), numbers.cardinal(int(g["s2"]), rng)
            if set(ctx.left_words(1)) & RATIO_WORDS:
                return f"{a} trên {b}"
            return f"{a} {b}"  # a score: "thắng 2:1" -> "thắng hai một"
        if g.get("a1"):
            sep = "xẹt" if rng.random() < 0.25 else "trên"
            return f"{self._part(g['a1'], rng)} {sep} {self._part(g['a2'], rng)}"
        if g.get("version"):
            return " chấm ".join(numbers.digits(p) if len(p) > 1 and p[0] == "0" else numbers.cardinal(int(p), rng)
                                 for p in g["version"].split("."))
        if not g.get("num"):
            return self._digits_or_number(text, rng)
        first = g["num"]
        reading = numbers.draw(rng)  # both ends of a range read alike
        if g.get("scale"):
            said = speak_scaled(first, g["scale"].strip(), rng, reading)
            if said is not None and g.get("per"):  # "15 triệu/tháng" -> "mười lăm triệu một tháng"
                said += f" {'mỗi' if rng.random() < 0.4 else 'một'} {choose(PER[g['per']], rng)}"
        else:
            said = self._digits_or_number(first, rng, reading)
        if said is None:
            return None
        if not g.get("num2"):
            return said
        second = self._digits_or_number(g["num2"], rng, reading)
        a, b = _value(first), _value(g["num2"])
        if b <= a or first.startswith(("-", "−")):
            return f"{said} {second}"  # a score "2-1", a code "8859-15"
        word = range_word(rng, a, b)
        return f"{said} {word} {second}" if word else f"{said} {second}"

    @staticmethod
    def _digits_or_number(text: str, rng: random.Random, reading: numbers.Reading | None = None) -> str | None:
        digits = re.sub(r"\D", "", text)
        if len(digits) > 1 and digits[0] == "0" and not re.search(r"[.\u202f\u00a0 ]", text):
            return numbers.digits(digits)
        if len(digits) > 18:
            return numbers.digits(digits)
        return speak_number(text, rng, reading)

    @staticmethod
    def _part(part: str, rng: random.Random) -> str:
        """"12" -> "mười hai", "3B" -> "ba b" (a house number with a letter)."""
        m = re.fullmatch(r"(\d+)([A-Za-z]?)", part)
        assert m is not None
        said = numbers.cardinal(int(m.group(1)), rng)
        return f"{said} {m.group(2).lower()}" if m.group(2) else said

    def sample(self, rng: random.Random) -> str:
        form = rng.randrange(7)
        if form == 0:
            return str(rng.randint(0, 20))
        if form == 1:
            return str(rng.randint(21, 999))
        if form == 2:
            return f"{rng.randint(1, 999)}.{rng.randint(0, 999):03d}"
        if form == 3:
            return f"{rng.randint(1, 9)}-{rng.randint(10, 20)}"
        if form == 4:
            return f"{rng.randint(1, 999)}.{rng.randint(0, 999):03d}.{rng.randint(0, 999):03d}"
        if form == 5:
            return f"{rng.randint(2, 99)}{choose(('k', 'tr', ' triệu', ' tỷ', ' nghìn'), rng)}"
        return str(rng.randint(1000, 9999))
