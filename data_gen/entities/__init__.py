"""Generic, table-driven entity classes that every language can reuse (named after their class: `Url`).

A language lists the ones it uses in `Language.entity_classes`, directly or through a subclass named
`<Language><Class>` (`EnglishAbbreviation`, `RussianUrl`); the tables they read are declared on `Language`.
"""

from __future__ import annotations

from denorm.data.entities.abbreviation import Abbreviation
from denorm.data.entities.acronym import Acronym
from denorm.data.entities.roman import parse_roman, to_roman
from denorm.data.entities.symbol import Symbol
from denorm.data.entities.telephone import Telephone
from denorm.data.entities.url import Email, Url

__all__ = ["Abbreviation", "Acronym", "Email", "Symbol", "Telephone", "Url", "parse_roman", "to_roman"]
