"""Per-language tables of the evaluator: input alphabet (copy words) and unit abbreviations (symbols).

The input alphabet of a language the generator has is its `Language.letters` (denorm.data), the one
definition of what the model reads (Russian: no ё, which the generator folds to е, and the Latin
letters); the language module is imported when its table is first asked for, never at import.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import lru_cache

#: Characters that count as symbols in every language (besides currency signs, Unicode Sc).
SYMBOL_CHARS = frozenset("%\u2030\u2031&+\u00a7\u00b0#@=\u00d7\u00b1")

#: Unit and quantity abbreviations shared by the Latin-script languages (SI and computing).
_SI_UNITS: tuple[str, ...] = tuple(
    "km mm cm dm m km\u00b2 m\u00b2 cm\u00b2 m\u00b3 cm\u00b3 kg mg g t ml l km/h m/s "
    "ms ns h min kWh MWh kW MW GW W kV V mA Hz kHz MHz GHz dB "
    "KB kB MB GB TB Kbit Mbit Gbit \u00b0C \u00b0F EUR USD GBP CHF RUB JPY".split()
)


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

#: One line per language the evaluator knows: code -> unit abbreviations of the symbol error rate.
#: A language of the generator (denorm.data.languages.LANGUAGES) needs only its line here.
UNITS: dict[str, tuple[str, ...]] = {
    "en": (*_SI_UNITS, "mph", "kph", "ft", "mi", "yd", "lb", "lbs", "oz", "gal", "hrs", "hr", "sec", "mins"),
    "de": (*_SI_UNITS, "Std", "Min", "Sek", "Mio", "Mrd", "Tsd", "Pkt", "Nr"),
    "ru": tuple("км м см мм дм кг мг г т л мл км/ч м/с ч мин сек мс кВт МВт Вт кВ Гц кГц "
                "МГц ГГц дБ КБ МБ ГБ ТБ руб коп млн млрд тыс трлн км\u00b2 м\u00b2 м\u00b3 "
                "\u00b0C \u00b0С EUR USD RUB".split()),
    "es": _SI_UNITS,
    "fr": _SI_UNITS,
    "pt": _SI_UNITS,
    "vi": _SI_UNITS,
}
#: Input alphabets of the languages the generator does not have (it has none of its own to read them
#: from); a language of the generator must not be here: its alphabet is `Language.letters`.
OTHER_ALPHABETS: dict[str, str] = {}


def input_letters(code: str) -> str:
    """The letters of a language's input alphabet: the generator's `Language.letters` when it has the
    language (its class attribute: the module is imported, no Language is built), else OTHER_ALPHABETS."""
    from denorm.data.languages import LANGUAGES as GENERATOR_LANGUAGES

    from denorm.core.registry import resolve

    if code in GENERATOR_LANGUAGES:
        return resolve(GENERATOR_LANGUAGES, code, "language").letters
    return OTHER_ALPHABETS[code]


@lru_cache(maxsize=None)
def get_table(code: str) -> LanguageTable:
    """The table of a language code; ValueError naming the known codes otherwise."""
    if code not in UNITS:
        raise ValueError(f"unknown language {code!r}; known: {', '.join(sorted(UNITS))}")
    return LanguageTable(code, input_letters(code), UNITS[code])


class _Tables(Mapping[str, LanguageTable]):
    """code -> LanguageTable for every code of UNITS, each built on first access (`get_table`)."""

    def __getitem__(self, code: str) -> LanguageTable:
        if code not in UNITS:
            raise KeyError(code)
        return get_table(code)

    def __iter__(self) -> Iterator[str]:
        return iter(UNITS)

    def __len__(self) -> int:
        return len(UNITS)


#: Every language of the evaluator: `sorted(LANGUAGES)` lists the codes without building a table.
LANGUAGES: Mapping[str, LanguageTable] = _Tables()
