"""Vietnamese abbreviations: the generic table class, with entries that hold only in context ("Q. 1" -> "quận một",
"P. Bến Nghé" -> "phường bến nghé", "BN 17" -> "bệnh nhân mười bảy")."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from denorm.data.entities.abbreviation import Abbreviation


def _capital(text: str, pos: int, space: bool) -> bool:
    """Whether a capitalized word starts at `pos` (after one space; `space`: the space is required)."""
    if text.startswith(" ", pos):
        pos += 1
    elif space:
        return False
    return pos < len(text) and text[pos].isupper()


def _name(text: str, pos: int) -> bool:
    return _capital(text, pos, True)


def _name_or_number(text: str, pos: int) -> bool:
    return _capital(text, pos, False) or re.match(r"\s?\d", text[pos:pos + 2]) is not None


def _number(text: str, pos: int) -> bool:
    return re.match(r"\s?\d", text[pos:pos + 2]) is not None


def _colon(text: str, pos: int) -> bool:
    return re.match(r"\s?[:.,]", text[pos:pos + 2]) is not None


#: Abbreviation -> test of the text right after it; otherwise it is not this abbreviation (an initial
#: "Nguyễn P. Anh", a letter "Q." in a formula, "HA" in a name).
CONTEXT_ONLY: dict[str, Callable[[str, int], bool]] = {
    "Q.": _name_or_number, "P.": _name_or_number, "H.": _name, "X.": _name, "TT.": _name, "Đ.": _name,
    "tr.": _number, "Tr.": _number, "BN": _number, "HA": _number, "BV": _name, "BS": _name, "TS": _name,
    "GS": _name, "ĐT": _colon, "VD": _colon, "Vd": _colon, "vd": _colon, "ĐC": _colon, "SĐT": _colon,
}
#: Titles and names of `sample`'s people.
_TITLES = ("PGS.TS", "GS.", "TS.", "ThS.", "BS", "PGS.", "NSND", "ThS.BS", "BSCKII", "GS.TS")
_NAMES = ("Nguyễn Văn An", "Lê Thị Hoa", "Trần Minh Đức", "Phạm Thu Hà", "Hoàng Quốc Việt", "Võ Thanh Tùng",
          "Đặng Ngọc Lan", "Bùi Xuân Trường")


class VietnameseAbbreviation(Abbreviation):
    """`Vietnamese.abbreviations`, with the ambiguous entries of `CONTEXT_ONLY` checked against the text."""

    def find(self, text: str) -> list[re.Match[str]]:
        out = []
        for m in super().find(text):
            rule = CONTEXT_ONLY.get(self.entry_key(m.group(0)))
            if rule is None or rule(text, m.end()):
                out.append(m)
        return out

    def sample(self, rng: random.Random) -> str:
        """A title and a name ("PGS.TS Nguyễn Văn An"): the kind that fits a template's person slot (the
        abbreviations of places, institutions and everyday writing come from corpus sentences)."""
        return f"{rng.choice(_TITLES)} {rng.choice(_NAMES)}"
