"""Generic, table-driven entity classes that every language can reuse (registry by class name)."""

from __future__ import annotations

from denorm.data.base import EntityClass
from denorm.data.entities.abbreviation import AbbreviationClass
from denorm.data.entities.acronym import AcronymClass
from denorm.data.entities.roman import parse_roman, to_roman
from denorm.data.entities.symbol import SymbolClass
from denorm.data.entities.telephone import TelephoneClass
from denorm.data.entities.url import EmailClass, UrlClass

#: Class name -> generic implementation. A language lists the ones it uses in `entity_classes`.
GENERIC_CLASSES: dict[str, type[EntityClass]] = {
    c.name: c for c in (SymbolClass, UrlClass, EmailClass, AbbreviationClass, AcronymClass, TelephoneClass)
}

__all__ = ["GENERIC_CLASSES", "AbbreviationClass", "AcronymClass", "EmailClass", "SymbolClass",
           "TelephoneClass", "UrlClass", "parse_roman", "to_roman"]
