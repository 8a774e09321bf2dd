"""Vietnamese money: "25.000 đ", "25.000đ", "25.000 VND", "25.000 đồng" -> "hai mươi lăm nghìn đồng"; "$5", "5
USD" -> "năm đô la" / "năm đô"; "1,5 triệu đồng" -> "một triệu rưỡi đồng"; "30.000 đ/kg" -> "... một ký"."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from denorm.data.base import Context
from denorm.data.entities.common import choose
from denorm.data.languages.vi import numbers
from denorm.data.languages.vi.common import (
    NUMBER,
    RANGE_JOIN,
    SCALE,
    SameShapeSample,
    VietnameseEntityClass,
    parse_number,
    speak_number,
    speak_scaled,
)


@dataclass(frozen=True)
class Currency:
    """A currency as said: its words (drawn), and the minor unit read with "xu" when cents are written."""

    words: tuple[str, ...]
    minor: str | None = None


DONG = Currency(("đồng",))
VND = Currency(("đồng", "đồng", "đồng", "việt nam đồng"))
DOLLAR = Currency(("đô la", "đô", "đô la mỹ"), "xu")
EURO = Currency(("euro", "ơ rô"), "xu")
POUND = Currency(("bảng anh", "bảng"), "xu")
YEN = Currency(("yên",))
YUAN = Currency(("nhân dân tệ", "tệ"))
WON = Currency(("won",))
BAHT = Currency(("bạt",))
#: Written sign, code or word -> currency. A written word is said as written ("5 đô" -> "năm đô").
CURRENCIES: dict[str, Currency] = {
    "đ": DONG, "Đ": DONG, "₫": DONG, "đồng": DONG, "VND": VND, "VNĐ": VND, "vnđ": VND, "vnd": VND, "VNd": VND,
    "$": DOLLAR, "USD": DOLLAR, "usd": DOLLAR, "đô la": Currency(("đô la",), "xu"),
    "đô-la": Currency(("đô la",), "xu"), "đô": Currency(("đô",), "xu"), "€": EURO, "EUR": EURO, "euro": Currency(("euro",), "xu"),
    "£": POUND, "GBP": POUND, "bảng Anh": Currency(("bảng anh",), "xu"), "¥": YEN, "JPY": YEN, "yên": YEN,
    "NDT": YUAN, "CNY": YUAN, "nhân dân tệ": Currency(("nhân dân tệ",)), "tệ": Currency(("tệ",)), "₩": WON, "KRW": WON,
    "won": WON, "THB": BAHT, "baht": Currency(("baht",)), "bạt": BAHT,
}
#: Units of a price per something ("30.000 đ/kg") -> how they are said after "một" / "mỗi".
PER: dict[str, tuple[str, ...]] = {
    "kg": ("ký", "cân", "ki lô gam"), "tháng": ("tháng",), "ngày": ("ngày",), "năm": ("năm",),
    "người": ("người",), "lít": ("lít",), "giờ": ("giờ",), "m²": ("mét vuông",), "m2": ("mét vuông",),
    "tấn": ("tấn",), "km": ("ki lô mét", "cây số"), "suất": ("suất",), "vé": ("vé",), "đêm": ("đêm",),
    "phòng": ("phòng",), "lượt": ("lượt",), "chiếc": ("chiếc",), "cái": ("cái",), "hộp": ("hộp",),
    "gói": ("gói",), "lọ": ("lọ",), "viên": ("viên",),
}
_BEFORE = ("$", "€", "£", "¥", "USD", "EUR", "VND", "VNĐ")
_CUR = "|".join(re.escape(c) for c in sorted(CURRENCIES, key=len, reverse=True))
_CUR_BEFORE = "|".join(re.escape(c) for c in sorted(_BEFORE, key=len, reverse=True))
_PER = "|".join(re.escape(p) for p in sorted(PER, key=len, reverse=True))
#: English-style thousands before the đồng ("25,000đ"): prices in đồng have no decimals.
_COMMA_THOUSANDS = re.compile(r"\d{1,3}(?:,\d{3})+")
PATTERN = re.compile(
    rf"(?<![\w.,])(?P<a1>{NUMBER})(?P<s1>{SCALE})?(?:{RANGE_JOIN}(?P<b1>{NUMBER})(?P<t1>{SCALE})?)?"
    rf"\s?(?P<c1>{_CUR})(?!\w)(?:/(?P<per>{_PER})(?!\w))?"
    rf"|(?<![\w])(?P<c2>{_CUR_BEFORE})\s?(?P<a2>{NUMBER})(?P<s2>{SCALE})?(?![\d])")


def amount(text: str, scale: str | None, cur: Currency, rng: random.Random, reading: numbers.Reading) -> str | None:
    """One amount in words, without the currency, read with `reading` (both ends of a range alike)."""
    if cur in (DONG, VND) or cur.words[0] in ("đồng",):
        if _COMMA_THOUSANDS.fullmatch(text):
            text = text.replace(",", ".")
    if scale:
        return speak_scaled(text, scale.strip(), rng, reading)
    parsed = parse_number(text)
    if parsed is None:
        return None
    neg, whole, frac = parsed
    if not frac and not neg and rng.random() < 0.25:
        half = numbers.half_scale(whole, reading=reading)  # "một triệu rưỡi", "hai nghìn rưỡi"
        if half and whole >= 1000:
            return half
    return speak_number(text, rng, reading)


class VietnameseMoney(SameShapeSample, VietnameseEntityClass):
    """Amounts with a currency sign, code or word after (or a sign or code before) the number, scale
    words ("1,5 triệu đồng"), ranges ("20.000–30.000 đ") and a price per unit ("30.000 đ/kg" -> "ba
    mươi nghìn đồng một ký"). Dollar and euro cents: "năm phẩy năm mươi đô la" or "năm đô la năm mươi
    xu"."""

    name = "money"
    needs = re.compile(r"\d")
    priority = 70
    pattern = PATTERN

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict()
        written_cur = g["c1"] or g["c2"]
        cur = CURRENCIES[written_cur]
        word = choose(cur.words, rng)
        first = g["a1"] or g["a2"]
        parsed = parse_number(first)
        if parsed is None:
            return None
        neg, whole, frac = parsed
        if (cur.minor and frac and len(frac) == 2 and not (g["s1"] or g["s2"]) and not g["b1"] and not neg
                and rng.random() < 0.3):
            cents = int(frac)
            head = f"{numbers.cardinal(whole, rng)} {word}"
            return head if not cents else f"{head} {numbers.cardinal(cents, rng)} {cur.minor}"
        reading = numbers.draw(rng)
        said = amount(first, g["s1"] or g["s2"], cur, rng, reading)
        if said is None:
            return None
        if g["b1"]:
            second = amount(g["b1"], g["t1"], cur, rng, reading)
            if second is None:
                return None
            said = f"{said} {'tới' if rng.random() < 0.15 else 'đến'} {second}"
        out = f"{said} {word}"
        if g["per"]:
            out += f" {'mỗi' if rng.random() < 0.4 else 'một'} {choose(PER[g['per']], rng)}"
        return out

    def sample(self, rng: random.Random) -> str:
        whole = rng.choice((rng.randint(1, 999) * 1000, rng.randint(1, 99) * 1000, rng.randint(1, 50) * 100_000))
        value = f"{whole:,}".replace(",", ".")
        form = rng.randrange(8)
        if form in (0, 1):
            return f"{value} {rng.choice(('đ', 'đồng', 'VND', 'VNĐ'))}"
        if form == 2:
            return f"{value}đ"
        if form == 3:
            return f"{rng.randint(1, 9)},{rng.randint(1, 9)} {rng.choice(('triệu', 'tỷ'))} {rng.choice(('đồng', 'USD'))}"
        if form == 4:
            return f"${rng.randint(1, 999)}"
        if form == 5:
            return f"{rng.randint(1, 999)} {rng.choice(('USD', 'đô la', 'euro', 'EUR'))}"
        if form == 6:
            return f"{value} đ/{rng.choice(('kg', 'tháng', 'người'))}"
        return f"{rng.randint(2, 9) * 10}.000 - {rng.randint(10, 20) * 10}.000 đồng"
