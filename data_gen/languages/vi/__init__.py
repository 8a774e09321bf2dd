"""Vietnamese (vi): spoken alphabet, lexical tables, number hooks and the entity classes.

Spoken alphabet: the 29 letters of the Vietnamese alphabet (a ă â b c d đ e ê g h i k l m n o ô ơ p q r
s t u ư v x y), every vowel with each of the five tone marks (NFC, precomposed: "ế", "ự"), and f j w z
for foreign words and names; the inner apostrophe and single spaces. Words are syllables separated by
spaces, kept with their tone marks; only letters outside the alphabet are folded (ç -> c, ñ -> n,
ø -> o, ß -> ss; ð, which texts use for a capital Đ written as Ð, -> đ).

House style of the written side (what `sample()` writes; every other form met in a corpus is read
too, so the tagger learns them all):
- numbers: a dot between thousands ("25.000", "1.500.000"), a decimal comma ("3,5"); years never grouped
  ("2009"). Also read: "25 000", "1,500,000", "25,000đ" (English grouping before the đồng), "3.5" and
  "0.25" (a decimal point: never three digits after it, "2.500" is 2500).
- money: "25.000 đ" (also "25.000đ", "25.000 VND", "25.000 VNĐ", "25.000 đồng", "₫"), "$5", "5 USD",
  "1,5 triệu đồng", "30.000 đ/kg".
- dates: "ngày 9/11/2009" or "ngày 9 tháng 11 năm 2009"; also "09/11/2009", "9-11-2009", "9.11.2009",
  "2009-11-09", "tháng 11/2009", "tháng 4" (April: "tháng tư").
- times: "16:30" or "16 giờ 30"; also "16h30", "16h", "16g30", "16 giờ 30 phút", "8h-17h".
- percent "5%" (no space; "5 %" is read too), units after a space ("5 km", "37,5°C").
- ordinals "thứ 2", "lần thứ 3"; Roman numerals after their noun ("thế kỷ XX", "thứ II", "quý IV").
Capitalisation is the written side's own ("Thành phố Đà Nẵng", "Hồ Chí Minh"); the spoken side is
lowercase, "Đ" -> "đ" included.

Acronyms are spelled as single letters ("VTV" -> "v t v") as for de and en, or written as one word as
recognizers often do ("vtv", `acronym_word_share`): the Vietnamese letter names ("vê tê vê") are words
of one or two syllables each, single letters keep one token per letter and are what the runtime writes
back in capitals. The many abbreviations that are read as their words ("UBND"
-> "ủy ban nhân dân", "TP.HCM" -> "thành phố hồ chí minh", "PGS.TS" -> "phó giáo sư tiến sĩ") are in
ABBREVIATIONS; Vietnamese words in capitals ("HÀ NỘI") are no acronyms.

Hesitations: "ừm", "ờm", "ưm" only. "ờ" and "ừ" mean "yes", "à", "ư" and "hả" are sentence particles
("anh đi à?"), "ơ" an interjection ("ơ kìa"): all of them words, so `denorm translate` must keep them;
"ờ" is a filler of the simulated disfluencies (it is one in speech far more often than a "yes").
"""

from __future__ import annotations

import random
import unicodedata
from collections.abc import Sequence
from functools import cached_property
from typing import ClassVar

from denorm.data.base import EntityClass, Language
from denorm.data.entities import Symbol
from denorm.data.languages.vi import numbers
from denorm.data.languages.vi.abbreviation import VietnameseAbbreviation
from denorm.data.languages.vi.acronym import VietnameseAcronym
from denorm.data.languages.vi.cardinal import VietnameseCardinal
from denorm.data.languages.vi.date import VietnameseDate
from denorm.data.languages.vi.decimal import VietnameseDecimal
from denorm.data.languages.vi.fraction import VietnameseFraction
from denorm.data.languages.vi.measure import VietnameseMeasure
from denorm.data.languages.vi.money import VietnameseMoney
from denorm.data.languages.vi.ordinal import VietnameseOrdinal
from denorm.data.languages.vi.percent import VietnamesePercent
from denorm.data.languages.vi.roman import VietnameseRoman
from denorm.data.languages.vi.syllables import split_syllables
from denorm.data.languages.vi.telephone import VietnameseTelephone
from denorm.data.languages.vi.time import VietnameseTime
from denorm.data.languages.vi.url import VietnameseEmail, VietnameseUrl
from denorm.data.languages.vi.year import VietnameseYear

#: The letters of the Vietnamese alphabet without tone marks.
BASE_LETTERS = "aăâbcdđeêghiklmnoôơpqrstuưvxy"
#: Its vowels, each of which takes the five tone marks (huyền, sắc, hỏi, ngã, nặng).
VOWELS = "aăâeêioôơuưy"
TONE_MARKS = "\u0300\u0301\u0309\u0303\u0323"
#: Letters of foreign words and names.
FOREIGN_LETTERS = "fjwz"


def vietnamese_letters() -> str:
    """The spoken alphabet: the base letters, every vowel with every tone mark (NFC), f j w z."""
    toned = "".join(unicodedata.normalize("NFC", v + t) for v in VOWELS for t in TONE_MARKS)
    return BASE_LETTERS + toned + FOREIGN_LETTERS


#: Letters outside the alphabet that Unicode decomposition does not fold.
EXTRA_FOLDS: dict[str, str] = {"ø": "o", "æ": "ae", "œ": "oe", "ł": "l", "ð": "đ", "þ": "th", "ı": "i", "ħ": "h",
                               "ß": "ss"}

SYMBOLS: dict[str, tuple[str, ...]] = {
    "&": ("và",), "+": ("cộng",), "@": ("a còng", "a móc"), "#": ("thăng", "hashtag"), "=": ("bằng",),
    "%": ("phần trăm",), "‰": ("phần nghìn",), "×": ("nhân",), "÷": ("chia",), "±": ("cộng trừ",),
    "≈": ("xấp xỉ",), "~": ("khoảng",), "≤": ("nhỏ hơn hoặc bằng", "bé hơn hoặc bằng"),
    "≥": ("lớn hơn hoặc bằng",), "≠": ("khác",), "°": ("độ",), "$": ("đô la",), "€": ("euro",), "₫": ("đồng",),
    "£": ("bảng anh",), "¥": ("yên",), "→": ("mũi tên",), "©": ("bản quyền",), "§": ("mục",), "№": ("số",),
    "\\": ("gạch chéo ngược",), "|": ("gạch đứng",), "^": ("mũ",), "√": ("căn",), "∞": ("vô cực",),
    "*": ("sao", "dấu sao"), "/": ("gạch chéo", "trên"), "<": ("nhỏ hơn", "bé hơn"), ">": ("lớn hơn",),
}
#: Symbols read only when standing alone ("a * b", "x > 5"), not in "km/h", "v/v" or code.
STANDALONE_SYMBOLS: frozenset[str] = frozenset({"*", "/", "<", ">"})
URL_WORDS: dict[str, tuple[str, ...]] = {
    "dot": ("chấm",), "at": ("a còng", "a móc"), "slash": ("gạch chéo", "xẹt"), "colon": ("hai chấm",),
    "dash": ("gạch ngang", "gạch nối"), "underscore": ("gạch dưới",),
}
ABBREVIATIONS: dict[str, tuple[str, ...]] = {
    # places
    "TP.HCM": ("thành phố hồ chí minh",), "TPHCM": ("thành phố hồ chí minh",), "TP HCM": ("thành phố hồ chí minh",),
    "Tp.HCM": ("thành phố hồ chí minh",), "HCM": ("hồ chí minh",), "TP.": ("thành phố",), "Tp.": ("thành phố",),
    "TP": ("thành phố",), "HN": ("hà nội",), "VN": ("việt nam", "v n"), "Q.": ("quận",), "P.": ("phường",),
    "H.": ("huyện",), "X.": ("xã",), "TX.": ("thị xã",), "TT.": ("thị trấn",), "Đ.": ("đường",),
    "KP": ("khu phố",), "TDP": ("tổ dân phố",), "QL": ("quốc lộ",), "ĐBSCL": ("đồng bằng sông cửu long",),
    "KCN": ("khu công nghiệp",),
    # titles and degrees
    "GS.": ("giáo sư",), "GS": ("giáo sư",), "PGS.": ("phó giáo sư",), "PGS": ("phó giáo sư",),
    "TS.": ("tiến sĩ",), "TS": ("tiến sĩ",), "ThS.": ("thạc sĩ",), "ThS": ("thạc sĩ",), "Ths.": ("thạc sĩ",),
    "BS.": ("bác sĩ",), "BS": ("bác sĩ",), "KS.": ("kỹ sư",), "TSKH": ("tiến sĩ khoa học",),
    "PGS.TS.": ("phó giáo sư tiến sĩ",), "PGS. TS.": ("phó giáo sư tiến sĩ",), "PGS.TS": ("phó giáo sư tiến sĩ",),
    "GS.TS.": ("giáo sư tiến sĩ",), "GS.TS": ("giáo sư tiến sĩ",), "GS.TSKH": ("giáo sư tiến sĩ khoa học",),
    "ThS.BS": ("thạc sĩ bác sĩ",), "ThS.BS.": ("thạc sĩ bác sĩ",), "BSCKI": ("bác sĩ chuyên khoa một",),
    "BSCKII": ("bác sĩ chuyên khoa hai",), "BS.CKI": ("bác sĩ chuyên khoa một",),
    "BS.CKII": ("bác sĩ chuyên khoa hai",), "NSND": ("nghệ sĩ nhân dân",), "NSƯT": ("nghệ sĩ ưu tú",),
    # institutions
    "UBND": ("ủy ban nhân dân",), "HĐND": ("hội đồng nhân dân",), "THPT": ("trung học phổ thông",),
    "THCS": ("trung học cơ sở",), "ĐH": ("đại học",), "ĐHQG": ("đại học quốc gia",), "CLB": ("câu lạc bộ",),
    "HLV": ("huấn luyện viên",), "VĐV": ("vận động viên",), "BHYT": ("bảo hiểm y tế",),
    "BHXH": ("bảo hiểm xã hội",), "PCCC": ("phòng cháy chữa cháy",), "CSGT": ("cảnh sát giao thông",),
    "NXB": ("nhà xuất bản",), "Nxb.": ("nhà xuất bản",), "QH": ("quốc hội",), "ĐBQH": ("đại biểu quốc hội",),
    "TNHH": ("trách nhiệm hữu hạn",), "Cty": ("công ty",), "Cty.": ("công ty",), "CTy": ("công ty",),
    "BTC": ("ban tổ chức",), "GD&ĐT": ("giáo dục và đào tạo",), "GD-ĐT": ("giáo dục đào tạo",),
    "KH&CN": ("khoa học và công nghệ",), "TTXVN": ("thông tấn xã việt nam",), "BYT": ("bộ y tế",),
    "TTYT": ("trung tâm y tế",),
    # medicine
    "BN": ("bệnh nhân",), "BV": ("bệnh viện",), "HA": ("huyết áp",), "ĐTĐ": ("đái tháo đường",),
    "THA": ("tăng huyết áp",), "XN": ("xét nghiệm",), "TMH": ("tai mũi họng",), "RHM": ("răng hàm mặt",),
    # everyday writing
    "v.v.": ("vân vân",), "v.v": ("vân vân",), "V/v": ("về việc",), "v/v": ("về việc",), "K/g": ("kính gửi",),
    "ĐT": ("điện thoại",), "SĐT": ("số điện thoại",), "ĐC": ("địa chỉ",), "VD": ("ví dụ",), "Vd": ("ví dụ",),
    "vd": ("ví dụ",), "ĐVT": ("đơn vị tính",), "SL": ("số lượng",), "STT": ("số thứ tự",),
    "TCN": ("trước công nguyên",), "SCN": ("sau công nguyên",), "tr.": ("trang",), "Tr.": ("trang",),
    "T2": ("thứ hai",), "T3": ("thứ ba",), "T4": ("thứ tư",), "T5": ("thứ năm",), "T6": ("thứ sáu",),
    "T7": ("thứ bảy",),
}
WORD_ACRONYMS: frozenset[str] = frozenset({
    "ASEAN", "NATO", "UNESCO", "UNICEF", "COVID", "FIFA", "OPEC", "APEC", "NASA", "SARS", "MERS", "LED", "RAM",
    "ROM", "SIM", "TOEIC", "TOEFL", "IELTS", "VAR", "SEA", "UEFA", "ASCII", "JPEG", "LAN", "WAN", "PIN",
})
FILLERS: tuple[str, ...] = ("ờ", "ừm", "ờm", "ưm")
HESITATIONS: tuple[str, ...] = ("ừm", "ờm", "ưm")


class Vietnamese(Language):
    """Vietnamese. Spoken alphabet: Vietnamese letters with tone marks and f j w z (see the module doc).

    Numbers are read by numbers.py (regional readings drawn per number); nothing inflects, so the
    classes need no agreement, only the words around a number that say what it is ("ngày", "năm",
    "thứ", "thế kỷ").
    """

    code = "vi"
    times_words = frozenset({"lần"})  # "five milligrams two times a day"
    per_words = frozenset({"mỗi", "trên"})  # "kilometers per hour"
    list_words = frozenset({"và", "hoặc"})  # "ninety three or ninety five": items of one list
    letters = vietnamese_letters()
    entity_classes: ClassVar[tuple[type[EntityClass], ...]] = (
        VietnameseUrl, VietnameseEmail, VietnameseDate, VietnameseTime, VietnameseMoney, VietnameseMeasure,
        VietnamesePercent, VietnameseTelephone, VietnameseDecimal, VietnameseFraction, VietnameseRoman, VietnameseOrdinal,
        VietnameseYear, VietnameseAbbreviation, VietnameseAcronym, VietnameseCardinal, Symbol,
    )
    one_letter_words = frozenset({"a", "à", "ạ", "e", "ê", "ì", "o", "ô", "ồ", "ơ", "ở", "u", "ủ", "ừ", "y", "ý"})
    complementizers = frozenset({"rằng"})  # reported speech: no quotes after one
    reduplicates = True
    fillers = FILLERS
    hesitations = HESITATIONS
    number_joiners = numbers.JOINERS
    cardinal_joiners = numbers.CARDINAL_JOINERS
    #: "đến" and "tới" ("từ năm đến mười", "năm tới mười"); "tới" also means "next" ("tuần tới"), but after a
    #: noun, never between two numbers.
    range_words = frozenset({"đến", "tới"})
    number_homographs = numbers.HOMOGRAPHS
    symbols = SYMBOLS
    standalone_symbols = STANDALONE_SYMBOLS
    url_words = URL_WORDS
    abbreviations = ABBREVIATIONS
    word_acronyms = WORD_ACRONYMS
    zero_words = ("không",)
    scale_names = frozenset({"c", "f", "k", "xê", "ép", "celsius", "fahrenheit"})
    label_nouns = frozenset((
        "trang chương mục tập cấp bước hình bảng cột dòng phòng cổng ga bản mùa tầng kênh"
    ).split())
    place_value_numbers = False

    decimal_point_words = frozenset({"phẩy"})
    currency_compounds = {"đồng": frozenset({
        "hồ", "ý", "thời", "nghiệp", "chí", "bằng", "phục", "hành", "bào", "đội", "dạng", "nhất", "cảm", "tình",
        "minh", "loại", "âm", "lúa", "quê", "cỏ", "hương", "môn", "ca", "thanh", "tâm", "lòng", "sàng", "hóa",
        "thuận", "tính", "điệu", "bộ", "đẳng", "niên", "khởi", "trinh", "xu", "nát", "hoang", "ruộng"})}
    half_endings = ("rưỡi", "nửa")
    half_links = frozenset({"và"})

    @cached_property
    def number_lexicon(self) -> frozenset[str]:
        return numbers.number_lexicon()

    def cardinal_value(self, word: str) -> int | None:
        return numbers.cardinal_value(word)

    def number_value(self, word: str) -> int | None:
        """A cardinal word's value, and "nhất" (the first of "thứ nhất") 1."""
        return 1 if word == "nhất" else numbers.cardinal_value(word)

    def words_value(self, words: Sequence[str], ordinal: bool = False) -> int | None:
        return numbers.words_value(words, ordinal)

    def ordinal_written(self, n: int, word: str, after: str = "") -> str | None:
        """ "thứ 3": the ordinal's words begin with "thứ", which the written form keeps."""
        return f"thứ {n}"

    def joins_number(self, before: str, joiner: str, after: str) -> bool:
        return numbers.joins_number(before, joiner, after)

    def cardinal(self, n: int, rng: random.Random | None = None) -> str:
        return numbers.cardinal(n, rng)

    def digits(self, s: str, rng: random.Random | None = None) -> str:
        return numbers.digits(s)

    def url_pronounceable(self, word: str) -> bool | None:
        """A letter run of an address that is Vietnamese syllables without their marks ("tuoitre", "thethao",
        "nguyen", "le") is read as words; any other run is left to the generic test ("www", "vn" spelled)."""
        return True if split_syllables(word.lower()) else None

    def _fold(self, ch: str) -> str:
        """Accent folding, plus letters Unicode does not decompose (ø, æ, ß, ð -> đ)."""
        return EXTRA_FOLDS[ch] if ch in EXTRA_FOLDS else super()._fold(ch)
