"""Registry of corpus sources: name -> "module:Class", imported on first use, in build order."""

from __future__ import annotations

from data_gen.corpus.sources.base import Source
from data_gen.registry import resolve

#: Build order matters only for deduplication: a sentence is credited to the first source with it.
SOURCES: dict[str, str] = {
    "libreoffice-help": "data_gen.corpus.sources.libreoffice:LibreOfficeHelp",
    "libreoffice-ui": "data_gen.corpus.sources.libreoffice_ui:LibreOfficeUI",
    "gimp-help": "data_gen.corpus.sources.gimp_help:GimpHelp",
    "debian-handbook": "data_gen.corpus.sources.debian_handbook:DebianHandbook",
    "debian-reference": "data_gen.corpus.sources.debian_reference:DebianReference",
    "debian-docs": "data_gen.corpus.sources.debian_docs:DebianDocs",
    "gnome-user-docs": "data_gen.corpus.sources.gnome_docs:GnomeUserDocs",
    "gnome-app-help": "data_gen.corpus.sources.gnome_app_help:GnomeAppHelp",
    "gnucash-docs": "data_gen.corpus.sources.gnucash_docs:GnuCashDocs",
    "manpages": "data_gen.corpus.sources.manpages:ManPages",
    "wesnoth": "data_gen.corpus.sources.wesnoth:Wesnoth",
    "freeciv": "data_gen.corpus.sources.freeciv:Freeciv",
    "widelands": "data_gen.corpus.sources.widelands:Widelands",
    "fortunes": "data_gen.corpus.sources.fortunes:Fortunes",
    "apt-descriptions": "data_gen.corpus.sources.apt_descriptions:AptDescriptions",
}


def get_source(name: str) -> Source:
    """A new Source object by registry name; ValueError naming the known sources otherwise."""
    return resolve(SOURCES, name, "corpus source")()
