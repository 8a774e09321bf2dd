"""Help of GNOME/MATE desktop applications (Mallard pages or DocBook in /usr/share/help) -> prose."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.markup import extract_paragraphs
from denorm.data.corpus.sources.base import Source, sorted_files
from denorm.data.corpus.sources.gnome_docs import HELP_DIRS

#: Application packages (Debian bookworm) whose help is translated into many languages.
PACKAGES = ("accerciser", "aisleriot", "baobab", "brasero-common", "cheese-common", "deja-dup",
            "eog", "evince-common", "evolution-common", "file-roller", "five-or-more", "four-in-a-row",
            "gedit-common", "gitg", "gnome-boxes", "gnome-builder", "gnome-calculator", "gnome-chess",
            "gnome-clocks", "gnome-contacts", "gnome-devel-docs", "gnome-disk-utility",
            "gnome-font-viewer", "gnome-klotski", "gnome-logs", "gnome-mahjongg", "gnome-maps",
            "gnome-mines", "gnome-music", "gnome-nibbles", "gnome-robots", "gnome-sudoku",
            "gnome-system-monitor", "gnome-taquin", "gnome-terminal-data", "gnome-tetravex",
            "gnome-weather", "gnote", "hitori", "iagno", "lightsoff", "lollypop", "mate-user-guide",
            "orca", "pitivi", "polari", "quadrapassel", "rhythmbox-data", "seahorse", "shotwell-common",
            "simple-scan", "sound-juicer", "swell-foop", "tali", "totem-common", "zenity-common")


class GnomeAppHelp(Source):
    name = "gnome-app-help"
    licence = "CC-BY-SA-3.0 / GFDL / GPL-2+ (per application; see each package's copyright file)"
    packages_by_lang = {lang: PACKAGES for lang in HELP_DIRS}

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        d = HELP_DIRS[lang]
        for pkg in sorted(roots):
            yield from sorted_files(roots[pkg], [f"usr/share/help/{d}/*/*.page", f"usr/share/help/{d}/*/*.xml",
                                                 f"usr/share/help/{d}/*/*.docbook"])

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        paras, spoiled = extract_paragraphs(self.read_text(path, lang))
        self.spoiled += spoiled
        yield from paras
