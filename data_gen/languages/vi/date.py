"""Vietnamese dates: "ngày 9 tháng 11 năm 2009", "9/11/2009", "09-11-2009", "2009-11-09", "tháng 11/2009",
"tháng 4" -> "ngày chín tháng mười một năm hai nghìn không trăm linh chín", "tháng tư"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.vi import numbers
from denorm.data.languages.vi.cardinal import ADDRESS_WORDS
from denorm.data.languages.vi.common import VietnameseEntityClass, decline
from denorm.data.languages.vi.decimal import VERSION_WORDS

_DAY = r"(?:0?[1-9]|[12]\d|3[01])"
_MON = r"(?:0?[1-9]|1[0-2])"
_YEAR = r"(?:1\d{3}|20\d{2})"
#: "ngày", "mồng" / "mùng" before the day, as written (both may stand: "ngày mồng 9").
_KW = r"(?:(?P<ngay{i}>[Nn]gày|NGÀY)\s)?(?:(?P<mong{i}>[Mm][ồù]ng|M[ỒÙ]NG)\s?)?"
_THANG = r"(?:[Tt]háng|THÁNG)"
PATTERN = re.compile(
    r"(?<![\w.,:/-])(?:"
    # ngày 9 tháng 11 năm 2009, 9 tháng 11, mùng 2 tháng 9 năm 1945
    + _KW.format(i=1) + rf"(?P<d>{_DAY})\s{_THANG}\s(?P<m>{_MON})(?:,?\s(?:năm|NĂM)\s(?P<y>{_YEAR}))?"
    # ngày 9-11/11/2009: a range of days
    + "|" + _KW.format(i=2) + rf"(?P<r1>{_DAY})\s?[–-]\s?(?P<r2>{_DAY})/(?P<rm>{_MON})(?:/(?P<ry>{_YEAR}))?"
    # 9/11/2009, 09-11-2009, 9.11.2009 (one separator), 20/11/19
    + "|" + _KW.format(i=3) + rf"(?P<nd>{_DAY})(?P<sep>[/.-])(?P<nm>{_MON})(?P=sep)"
    rf"(?P<ny>{_YEAR}|(?<=\d\d[/.-]\d\d[/.-])\d{{2}})"
    # ngày 9/11, 30/4 (no year; a date or a fraction: see `accepts`)
    + "|" + _KW.format(i=4) + rf"(?P<cd>{_DAY})(?P<csep>[/-])(?P<cm>{_MON})(?![/-]\d)"
    # 2009-11-09
    + rf"|(?P<iy>{_YEAR})-(?P<im>0[1-9]|1[0-2])-(?P<id>0[1-9]|[12]\d|3[01])"
    # tháng 11/2009, tháng 11 năm 2009, 11/2009
    + rf"|(?:(?P<th>{_THANG})\s)?(?P<em>{_MON})/(?P<ey>{_YEAR})"
    + rf"|{_THANG}\s(?P<fm>{_MON})\s(?:năm|NĂM)\s(?P<fy>{_YEAR})"
    # tháng 4, tháng 4-6
    + rf"|{_THANG}\s(?P<gm>{_MON})(?:\s?[–-]\s?(?P<gm2>{_MON}))?"
    + r")(?![\w]|[.,:/-]\d)")
#: Words before a bare "d/m" that make it a date ("hôm 2/9", "lễ 30/4", "sáng 15/8", "thứ Hai 3/4").
DATE_CUES = frozenset({"hôm", "sáng", "chiều", "tối", "trưa", "đêm", "khuya", "lễ", "dịp", "khánh", "tết", "từ",
                       "đến", "tới", "trước", "sau", "vào", "nhật", "cn", "hai", "ba", "tư", "năm", "sáu", "bảy",
                       "ngày", "hạn", "kể", "tính", "qua", "nay", "mai", "rằm"})
#: A date just before a bare "d/m" in a list or a range ("30/4 và 1/5", "từ 28/4 đến 1/5").
_LISTED_DATE = re.compile(rf"(?<![\d/]){_DAY}/{_MON}(?:/\d{{2,4}})?\s*(?:,|và|hoặc|đến|tới|[–-])\s*$")
#: Words after which no "ngày" is added to a date in figures ("hôm 2/9", "ngày mai 3/4" has its own).
NO_NGAY_AFTER = frozenset({"hôm", "ngày", "mồng", "mùng"})
#: Slashed pairs that are never dates.
NOT_DATES = frozenset({"24/7"})


def day_said(day: int, written_ngay: str | None, written_mong: str | None, rng: random.Random,
             insert_ngay: float) -> str:
    """The day as said: "ngày" as written (or added with `insert_ngay`), "mồng" / "mùng" as written (or added
    before days 1-10: 15% "mồng", 20% "mùng"), the number ("hai mốt" now and then)."""
    words = []
    if written_ngay or rng.random() < insert_ngay:
        words.append("ngày")
    if written_mong:
        words.append(written_mong.lower())
    elif day <= 10:
        x = rng.random()
        if x < 0.15:
            words.append("mồng")
        elif x < 0.35:
            words.append("mùng")
    words.append(numbers.cardinal(day, reading=numbers.draw(rng, elide=0.2)))
    return " ".join(words)


def month_said(m: int) -> str:
    return f"tháng {numbers.month(m)}"


def year_said(y: str, rng: random.Random) -> str:
    """ "năm" and the year; a two-digit year "19" as a number, "09" digit by digit."""
    if len(y) == 2 and y[0] == "0":
        return f"năm {numbers.digits(y)}"
    return f"năm {numbers.cardinal(int(y), rng)}"


class VietnameseDate(VietnameseEntityClass):
    """Dates day first in words ("ngày 9 tháng 11 năm 2009") and in figures ("9/11/2009", "09.11.2009",
    "2009-11-09"), months ("tháng 11/2009", "tháng 4" -> "tháng tư"). Figures are read with the words
    "tháng" and "năm", "ngày" added half of the time where not written; "mồng" / "mùng" before days
    1-10 as a draw. A bare "d/m" is a date after a cue word ("hôm 2/9", "lễ 30/4"), or when it cannot be
    a proper fraction of tenths ("15/8", "30/4"); "1/2", "3/4" without a cue are left to fractions."""

    name = "date"
    needs = re.compile(r"\d")
    priority = 80
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        g = match.groupdict()
        left = set(ctx.left_words(1))
        if left & ADDRESS_WORDS and (g["cd"] or g["em"] or g["nd"]):
            return False  # "số 12/5": a house number
        if g["nd"] and g["sep"] == "." and left & VERSION_WORDS:
            return False  # "phiên bản 2.4.10"
        if g["cd"]:
            if match.group(0) in NOT_DATES:
                return False
            if g["ngay4"] or g["mong4"]:
                return True
            if g["csep"] == "-":
                return False  # "2-3": a range of numbers
            d, m = int(g["cd"]), int(g["cm"])
            if left & DATE_CUES or not d < m <= 10 or _LISTED_DATE.search(ctx.text, 0, ctx.start):
                return True
            decline(self, "fraction_not_date")
            return False
        if g["em"] and not g["th"]:
            return not left & {"lớp", "số"}
        return True

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict()
        add = 0.0 if set(ctx.left_words(1)) & NO_NGAY_AFTER else 1.0  # not "hôm ngày 2/9"
        if g["d"]:
            out = f"{day_said(int(g['d']), g['ngay1'], g['mong1'], rng, 0.0)} {month_said(int(g['m']))}"
            return out + (f" {year_said(g['y'], rng)}" if g["y"] else "")
        if g["r1"]:
            first = day_said(int(g["r1"]), g["ngay2"], g["mong2"], rng, 0.3 * add)
            second = numbers.cardinal(int(g["r2"]), rng)
            out = f"{first} {'tới' if rng.random() < 0.15 else 'đến'} {second} {month_said(int(g['rm']))}"
            return out + (f" {year_said(g['ry'], rng)}" if g["ry"] else "")
        if g["nd"]:
            out = f"{day_said(int(g['nd']), g['ngay3'], g['mong3'], rng, 0.5 * add)} {month_said(int(g['nm']))}"
            return f"{out} {year_said(g['ny'], rng)}"
        if g["cd"]:
            return f"{day_said(int(g['cd']), g['ngay4'], g['mong4'], rng, 0.3 * add)} {month_said(int(g['cm']))}"
        if g["iy"]:
            out = f"{day_said(int(g['id']), None, None, rng, 0.5 * add)} {month_said(int(g['im']))}"
            return f"{out} {year_said(g['iy'], rng)}"
        if g["em"]:
            return f"{month_said(int(g['em']))} {year_said(g['ey'], rng)}"
        if g["fm"]:
            return f"{month_said(int(g['fm']))} {year_said(g['fy'], rng)}"
        if g["gm2"]:
            return f"{month_said(int(g['gm']))} {'tới' if rng.random() < 0.15 else 'đến'} {month_said(int(g['gm2']))}"
        return month_said(int(g["gm"]))

    def sample(self, rng: random.Random) -> str:
        d, m, y = rng.randint(1, 28), rng.randint(1, 12), rng.randint(1945, 2030)
        form = rng.randrange(10)
        if form in (0, 1):
            return f"ngày {d} tháng {m} năm {y}"
        if form == 2:
            return f"ngày {d} tháng {m}"
        if form in (3, 4):
            return f"ngày {d}/{m}/{y}"
        if form == 5:
            return f"{d:02d}/{m:02d}/{y}"
        if form == 6:
            return f"ngày {d}/{m}"
        if form == 7:
            return f"tháng {m}/{y}"
        if form == 8:
            return f"tháng {m}"
        return f"{y}-{m:02d}-{d:02d}"
