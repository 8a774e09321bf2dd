"""Generic, table-driven entity classes that every language can reuse (registry by class name)."""

from __future__ import annotations

from data_gen.base import EntityClass
from data_gen.entities.abbreviation import AbbreviationClass
from data_gen.entities.acronym import AcronymClass
from data_gen.entities.roman import parse_roman, to_roman
from data_gen.entities.symbol import SymbolClass
from data_gen.entities.telephone import TelephoneClass
from data_gen.entities.url import EmailClass, UrlClass

#: Class name -> generic implementation. A language lists the ones it uses in `entity_classes`.
GENERIC_CLASSES: dict[str, type[EntityClass]] = {
    c.name: c for c in (SymbolClass, UrlClass, EmailClass, AbbreviationClass, AcronymClass, TelephoneClass)
}

__all__ = ["GENERIC_CLASSES", "AbbreviationClass", "AcronymClass", "EmailClass", "SymbolClass",
           "TelephoneClass", "UrlClass", "parse_roman", "to_roman"]
