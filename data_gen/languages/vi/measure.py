"""Vietnamese measures: "5 km" -> "năm ki lô mét" / "năm cây số", "2 kg" -> "hai ki lô gam" / "hai cân" / "hai
ký", "-5 °C" -> "âm năm độ c", "120/80 mmHg" -> "một trăm hai mươi trên tám mươi mi li mét thủy ngân"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.entities.common import choose
from denorm.data.languages.vi import numbers
from denorm.data.languages.vi.common import (
    NUMBER,
    RANGE_JOIN,
    SameShapeSample,
    VietnameseEntityClass,
    parse_number,
    speak_number,
)

#: Written unit -> spoken alternatives (Vietnamese spellings of the SI names, said syllable by syllable:
#: "ki lô mét"; colloquial names where speakers use them: "cây số", "cân" / "ký", "phân", "li", "số điện").
UNITS: dict[str, tuple[str, ...]] = {
    "km/h": ("ki lô mét trên giờ", "ki lô mét một giờ", "cây số một giờ"), "m/s": ("mét trên giây", "mét một giây"),
    "km": ("ki lô mét", "cây số"), "m": ("mét",), "cm": ("xen ti mét", "xăng ti mét", "phân"),
    "mm": ("mi li mét", "li"), "µm": ("mi crô mét",), "μm": ("mi crô mét",), "nm": ("na nô mét",),
    "km²": ("ki lô mét vuông", "cây số vuông"), "km2": ("ki lô mét vuông", "cây số vuông"), "m²": ("mét vuông",),
    "m2": ("mét vuông",), "cm²": ("xen ti mét vuông",), "ha": ("héc ta",), "m³": ("mét khối",),
    "m3": ("mét khối",), "cm³": ("xen ti mét khối", "phân khối"), "cc": ("phân khối",),
    "kg": ("ki lô gam", "cân", "ký", "ki lô"), "g": ("gam",), "mg": ("mi li gam",), "µg": ("mi crô gam",),
    "μg": ("mi crô gam",), "mcg": ("mi crô gam",), "l": ("lít",), "L": ("lít",), "ml": ("mi li lít",),
    "mL": ("mi li lít",), "dl": ("đề xi lít",), "dL": ("đề xi lít",),
    "°C": ("độ c", "độ xê", "độ"), "℃": ("độ c", "độ xê", "độ"), "°F": ("độ f", "độ ép"), "°": ("độ",),
    "GB": ("gigabyte", "gi ga"), "MB": ("megabyte", "mê ga"), "KB": ("kilobyte",), "kB": ("kilobyte",),
    "TB": ("terabyte", "tê ra"), "Mbps": ("megabit trên giây",), "Gbps": ("gigabit trên giây",),
    "GHz": ("gigahertz", "gi ga héc"), "MHz": ("megahertz", "mê ga héc"), "kHz": ("ki lô héc",), "Hz": ("héc",),
    "kW": ("ki lô oát",), "W": ("oát",), "MW": ("mê ga oát",), "kWh": ("ki lô oát giờ", "số điện"),
    "V": ("vôn",), "kV": ("ki lô vôn",), "mA": ("mi li am pe",), "mAh": ("mi li am pe giờ",),
    "dB": ("đề xi ben",), "px": ("pích xen", "điểm ảnh"), "inch": ("inch",), "kcal": ("ki lô calo",),
    "ms": ("mi li giây",), "ph": ("phút",), "s": ("giây",),
    "mmHg": ("mi li mét thủy ngân",), "mmol/l": ("mi li mol trên lít", "mi li mol một lít"),
    "mmol/L": ("mi li mol trên lít", "mi li mol một lít"), "mg/dl": ("mi li gam trên đề xi lít",),
    "mg/dL": ("mi li gam trên đề xi lít",), "g/l": ("gam trên lít",), "g/L": ("gam trên lít",),
    "mg/kg": ("mi li gam trên ki lô gam", "mi li gam một ký"), "UI": ("đơn vị",), "IU": ("đơn vị",),
    "lít": ("lít",), "tấn": ("tấn",), "mét": ("mét",), "gam": ("gam",),  # written as words: said as written
    "lần/phút": ("lần một phút", "lần mỗi phút", "lần trên phút"),
    "nhịp/phút": ("nhịp một phút", "nhịp mỗi phút", "nhịp trên phút"),
}
#: Periods of a dose or a rate after a unit ("10 mg/kg/ngày" -> "... mỗi ngày").
PERIODS = ("ngày", "giờ", "tuần", "tháng", "năm", "lần", "liều", "phút")
#: Units said before "rưỡi" for a half ("1,5 kg" -> "một cân rưỡi", "2,5 km" -> "hai cây số rưỡi").
HALVES = frozenset({"cân", "ký", "ki lô", "cây số", "lít", "mét", "tấn"})
#: Units that are also letters of words or abbreviations: only before punctuation, a space or the end.
_AMBIGUOUS = frozenset({"m", "g", "l", "L", "s", "V", "W", "ph", "cc"})
_UNIT = "|".join(re.escape(u) for u in sorted(UNITS, key=len, reverse=True))
PATTERN = re.compile(
    r"(?<![\w.,/])(?P<bp1>\d{2,3})/(?P<bp2>\d{2,3})\s?(?P<bpu>mmHg)(?!\w)"
    r"|(?<![\w.,])(?P<hm>\d)m(?P<hc>\d{2})(?!\w)"
    rf"|(?<![\w.,])(?P<a>[+]?{NUMBER})(?:{RANGE_JOIN}(?P<b>{NUMBER}))?[\s-]?(?P<u>{_UNIT})"
    rf"(?:/(?P<per>{'|'.join(PERIODS)})(?!\w))?(?![\w²³/])")


class VietnameseMeasure(SameShapeSample, VietnameseEntityClass):
    """A number (or a range) and a unit, with a period of a dose or rate ("10 mg/kg/ngày"). Vietnamese units
    do not inflect; x,5 of a colloquial unit is now and then said with "rưỡi" ("một cân rưỡi"); blood
    pressure "120/80 mmHg" is read with "trên"."""

    name = "measure"
    needs = re.compile(r"\d")
    priority = 65
    pattern = PATTERN

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        unit = match.group("u")
        if unit is not None and unit in _AMBIGUOUS:
            return re.match(r"\s*(?:[,;:!?)\]]|\.(?!\w)|\s|$)", ctx.text[match.end():]) is not None
        return True

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        g = match.groupdict()
        if g["hm"]:  # a body height "1m70": "một mét bảy mươi", "một mét bảy"
            cm = int(g["hc"])
            said = numbers.UNITS[cm // 10] if cm % 10 == 0 and cm and rng.random() < 0.5 else numbers.cardinal(cm, rng)
            return f"{numbers.cardinal(int(g['hm']), rng)} mét {said}"
        if g["bp1"]:
            return (f"{numbers.cardinal(int(g['bp1']), rng)} trên {numbers.cardinal(int(g['bp2']), rng)} "
                    f"{UNITS['mmHg'][0]}")
        unit = choose(UNITS[g["u"]], rng)
        first = g["a"]
        sign = ""
        if first.startswith("+"):
            sign, first = "cộng ", first[1:]
        if not g["b"]:
            parsed = parse_number(first)
            if (parsed and not parsed[0] and parsed[2] == "5" and parsed[1] and unit in HALVES
                    and rng.random() < 0.3):
                return f"{sign}{numbers.cardinal(parsed[1], rng)} {unit} rưỡi" + (f" một {g['per']}" if g["per"] else "")
        reading = numbers.draw(rng)
        a = speak_number(first, rng, reading)
        if a is None:
            return None
        if g["b"]:
            b = speak_number(g["b"], rng, reading)
            if b is None:
                return None
            a = f"{a} {'tới' if rng.random() < 0.15 else 'đến'} {b}"
        per = f" {'mỗi' if rng.random() < 0.5 else 'một'} {g['per']}" if g["per"] else ""
        return f"{sign}{a} {unit}{per}"

    def sample(self, rng: random.Random) -> str:
        unit = rng.choice(sorted(u for u in UNITS if u not in _AMBIGUOUS))
        form = rng.randrange(10)
        if form == 0:
            num = str(rng.randint(1, 999))
        elif form == 1:
            num = f"{rng.randint(0, 99)},{rng.randint(1, 9)}"
        elif form == 2:
            num = f"{rng.randint(1, 9)}.{rng.randint(0, 999):03d}"
        elif form == 3:
            a = rng.randint(1, 50)
            num = f"{a}-{a + rng.randint(1, 50)}"
        elif form == 4:
            return f"{rng.randint(90, 160)}/{rng.randint(50, 100)} mmHg"
        else:
            num = str(rng.randint(1, 99))
        return f"{num} {unit}" if unit[0] not in "°℃" else f"{num}{unit}"
