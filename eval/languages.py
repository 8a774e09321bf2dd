"""Per-language tables of the evaluator: input alphabet (copy words) and unit abbreviations (symbols)."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field

#: Characters that count as symbols in every language (besides currency signs, Unicode Sc).
SYMBOL_CHARS = frozenset("%\u2030\u2031&+\u00a7\u00b0#@=\u00d7\u00b1")

#: Unit and quantity abbreviations shared by the Latin-script languages (SI and computing).
_SI_UNITS = (
    "km mm cm dm m km\u00b2 m\u00b2 cm\u00b2 m\u00b3 cm\u00b3 kg mg g t ml l km/h m/s "
    "ms ns h min kWh MWh kW MW GW W kV V mA Hz kHz MHz GHz dB "
    "KB kB MB GB TB Kbit Mbit Gbit \u00b0C \u00b0F EUR USD GBP CHF RUB JPY"
).split()


def _vietnamese_letters() -> str:
    base = "a\u0103\u00e2bcd\u0111e\u00eaghiklmno\u00f4\u01a1pqrstu\u01b0vxy"
    vowels = "a\u0103\u00e2e\u00eaio\u00f4\u01a1u\u01b0y"
    tones = "\u0300\u0301\u0303\u0309\u0323"
    return base + "".join(unicodedata.normalize("NFC", v + t) for v in vowels for t in tones)


@dataclass(frozen=True)
class LanguageTable:
    """What the evaluator needs to know about one language."""

    code: str
    #: Lowercase letters of the spoken (input) alphabet; the apostrophe is added for every language.
    letters: str
    #: Unit abbreviations counted by the symbol error rate (case-sensitive, whole tokens).
    units: tuple[str, ...] = ()
    alphabet: frozenset[str] = field(init=False)

    def __post_init__(self) -> None:
        if not self.code or not self.letters:
            raise ValueError("a language table needs a code and letters")
        if any(c != c.lower() for c in self.letters):
            raise ValueError(f"{self.code}: the input alphabet has only lowercase letters")
        object.__setattr__(self, "alphabet", frozenset(self.letters + "'"))


_LATIN = "abcdefghijklmnopqrstuvwxyz"

#: One line per language: code -> table. Adding a language is one line here.
LANGUAGES: dict[str, LanguageTable] = {
    "en": LanguageTable("en", _LATIN, (*_SI_UNITS, "mph", "kph", "ft", "mi", "yd", "lb", "lbs", "oz",
                                        "gal", "hrs", "hr", "sec", "mins")),
    "de": LanguageTable("de", _LATIN + "\u00e4\u00f6\u00fc\u00df",
                        (*_SI_UNITS, "Std", "Min", "Sek", "Mio", "Mrd", "Tsd", "Pkt", "Nr")),
    "ru": LanguageTable("ru", "\u0430\u0431\u0432\u0433\u0434\u0435\u0451\u0436\u0437\u0438\u0439"
                              "\u043a\u043b\u043c\u043d\u043e\u043f\u0440\u0441\u0442\u0443\u0444"
                              "\u0445\u0446\u0447\u0448\u0449\u044a\u044b\u044c\u044d\u044e\u044f",
                        tuple("км м см мм дм кг мг г т л мл км/ч м/с ч мин сек мс кВт МВт Вт кВ Гц кГц "
                              "МГц ГГц дБ КБ МБ ГБ ТБ руб коп млн млрд тыс трлн км\u00b2 м\u00b2 м\u00b3 "
                              "\u00b0C \u00b0С EUR USD RUB".split())),
    "es": LanguageTable("es", _LATIN + "\u00e1\u00e9\u00ed\u00f1\u00f3\u00fa\u00fc", (*_SI_UNITS,)),
    "fr": LanguageTable("fr", _LATIN + "\u00e0\u00e2\u00e6\u00e7\u00e9\u00e8\u00ea\u00eb\u00ee\u00ef"
                                       "\u00f4\u0153\u00f9\u00fb\u00fc\u00ff", (*_SI_UNITS,)),
    "pt": LanguageTable("pt", _LATIN + "\u00e1\u00e2\u00e3\u00e0\u00e7\u00e9\u00ea\u00ed\u00f3\u00f4"
                                       "\u00f5\u00fa\u00fc", (*_SI_UNITS,)),
    "vi": LanguageTable("vi", _vietnamese_letters(), (*_SI_UNITS,)),
}


def get_table(code: str) -> LanguageTable:
    """The table of a language code; ValueError naming the known codes otherwise."""
    try:
        return LANGUAGES[code]
    except KeyError:
        raise ValueError(f"unknown language {code!r}; known: {', '.join(sorted(LANGUAGES))}") from None
