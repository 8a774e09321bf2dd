"""KDE application handbooks (the translated `index.cache.bz2` of /usr/share/doc/HTML/<lang>/) -> prose.

KDE packages of Debian bookworm ship each application's handbook, translated, as DocBook and as a
bzip2-compressed HTML rendering (`index.cache.bz2`), which is read here. Help text, so technical; only for
es and pt (pt_BR first, then the independent European Portuguese translation): French has enough
technical text already, and no handbook is translated into Vietnamese. Licence: GFDL-1.2+ (KDE
documentation; each package's copyright file).
"""

from __future__ import annotations

import bz2
from collections.abc import Iterable, Iterator
from pathlib import Path

from denorm.data.corpus.markup import extract_paragraphs
from denorm.data.corpus.sources.base import MAX_FILE_BYTES, Source, sorted_files

#: Handbook directories read per language, in this order.
LOCALES: dict[str, tuple[str, ...]] = {"es": ("es",), "pt": ("pt_BR", "pt")}
#: Packages (bookworm) with a handbook in es, pt_BR or pt (kstars-data is held out for testing).
PACKAGES = (
    "akregator", "ark", "blinken", "bomber", "bovo", "cantor", "cervisia", "dolphin", "dragonplayer",
    "elisa", "filelight", "granatier", "gwenview", "juk", "k3b-i18n", "kajongg", "kalarm",
    "kalgebra-common", "kalzium-data", "kanagram", "kapman", "kapptemplate", "kate5-data", "katomic",
    "kbackup", "kblackbox", "kblocks", "kbounce", "kbreakout", "kbruch", "kcachegrind", "kcalc",
    "kcharselect", "kde-config-cddb", "kde-config-tablet", "kde-spectacle", "kdeconnect", "kdenlive-data",
    "kdevelop-data", "kdf", "kdiamond", "kdiff3-doc", "kfind", "kfloppy", "kfourinline", "kgamma5",
    "kgeography-data", "kget", "kgoldrunner", "kgpg", "khangman", "khelpcenter", "khotkeys-data", "kig",
    "kigo", "kile-doc", "killbots", "kimagemapeditor", "kinfocenter", "kio", "kio-extras-data", "kiriki",
    "kjumpingcube", "kleopatra", "klettres-data", "klickety", "klines", "kmag", "kmahjongg", "kmail",
    "kmenuedit", "kmines", "kmix", "kmousetool", "kmouth", "kmplot", "knavalbattle", "knetwalk",
    "knights", "knotes", "kolf", "kollision", "kolourpaint", "kompare", "konqueror", "konquest",
    "konsole", "kontact", "kontrast", "konversation-data", "korganizer", "kpat", "krdc", "kreversi",
    "krfb", "kronometer", "kruler", "krusader", "kshisen", "ksirk", "ksnakeduel", "kspaceduel",
    "ksquares", "ksudoku", "ksystemlog", "kteatime", "ktimer", "ktouch-data", "ktuberling-data",
    "kturtle", "kubrick", "kwalletmanager", "kwave", "kwin-data", "kwordquiz", "kwrite", "lokalize",
    "lskat-data", "marble-data", "okular", "palapeli-data", "parley-data", "picmi", "plasma-desktop-data",
    "plasma-pa", "plasma-workspace-data", "powerdevil-data", "rocs", "skanlite", "step", "sweeper",
    "systemsettings", "umbrello-data"
)


class KdeDocs(Source):
    name = "kde-docs"
    licence = "GFDL-1.2+ (KDE handbooks; see each package's copyright file)"
    packages_by_lang = {lang: PACKAGES for lang in LOCALES}
    members = ("*/doc/HTML/*/index.cache.bz2", "*/copyright")

    def files(self, roots: dict[str, Path], lang: str) -> Iterable[Path]:
        for loc in LOCALES[lang]:
            for pkg in sorted(roots):
                yield from sorted_files(roots[pkg], [f"usr/share/doc/HTML/{loc}/**/index.cache.bz2"])

    def paragraphs(self, path: Path, lang: str) -> Iterator[str]:
        data = bz2.decompress(path.read_bytes())
        if len(data) > MAX_FILE_BYTES:
            raise ValueError(f"{path} is larger than {MAX_FILE_BYTES} bytes")
        paras, spoiled = extract_paragraphs(data.decode("utf-8"))
        self.spoiled += spoiled
        yield from paras
