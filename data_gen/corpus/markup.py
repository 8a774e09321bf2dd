"""HTML/XML (XHP, DocBook HTML, Mallard) -> prose paragraphs, dropping code, menus and markup."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser


@dataclass(frozen=True)
class MarkupRules:
    """Which elements make paragraphs, which are skipped, and which spoil a paragraph."""

    #: Elements whose text forms one paragraph.
    blocks: frozenset[str] = frozenset({"p", "para", "paragraph", "li", "dd", "td", "blockquote"})
    #: Elements whose content is dropped entirely (the paragraph around them is kept).
    skip: frozenset[str] = frozenset({"script", "style", "head", "title", "nav", "header", "footer",
                                      "pre", "screen", "programlisting", "synopsis", "bookmark_value",
                                      "comment", "h1", "h2", "h3", "h4", "h5", "h6", "noscript",
                                      "figcaption", "caption", "desc", "info", "credit"})
    #: Elements that spoil the whole paragraph they stand in (code, menu paths, key combinations).
    spoil: frozenset[str] = frozenset({"code", "kbd", "tt", "var", "samp", "command", "literal",
                                       "filename", "userinput", "computeroutput", "replaceable",
                                       "option", "envar", "parameter", "function", "varname",
                                       "menuchoice", "guimenu", "guisubmenu", "guimenuitem",
                                       "embedvar", "switchinline", "cmd", "file", "input", "output",
                                       "sys", "guiseq", "keyseq", "img", "image", "sub", "sup",
                                       "math", "svg", "button", "select"})
    #: CSS classes (HTML renderings of the above) that spoil a paragraph or are skipped.
    spoil_classes: frozenset[str] = frozenset({"menuitem", "switchinline", "keycode", "code", "literal",
                                               "command", "filename", "guimenu", "guisubmenu",
                                               "guimenuitem", "menuchoice", "keycap", "accel",
                                               "userinput", "replaceable", "option", "input",
                                               "computeroutput", "programlisting", "screen",
                                               "varname", "parameter", "function", "systemitem",
                                               "input_text", "bascode", "acronym_code"})
    #: CSS classes of elements that form a paragraph (Publican/DocBook HTML renders <para> as a div).
    block_classes: frozenset[str] = frozenset({"para", "simpara", "formalpara"})
    skip_classes: frozenset[str] = frozenset({"navheader", "navfooter", "indexterm", "reportbug",
                                              "debug", "titlepage", "toc", "howtoget", "relatedtopics",
                                              "footnote", "footnotes", "mediaobject", "figure", "heading",
                                              "docnav", "breadcrumbs", "navigation", "nav"})


DEFAULT_RULES = MarkupRules()
_VOID = frozenset({"br", "hr", "meta", "link", "base", "area", "col", "wbr", "source", "embed", "param"})


@dataclass
class _Frame:
    tag: str
    skip: bool = False
    block: bool = False


@dataclass
class _State:
    paragraphs: list[str] = field(default_factory=list)
    text: list[str] = field(default_factory=list)
    spoiled: bool = False
    spoiled_count: int = 0


class _Extractor(HTMLParser):
    def __init__(self, rules: MarkupRules) -> None:
        super().__init__(convert_charrefs=True)
        self.rules = rules
        self.stack: list[_Frame] = []
        self.state = _State()
        self.skip_depth = 0
        self.block_depth = 0

    # a new block (or the end of one) closes the paragraph collected so far
    def _flush(self) -> None:
        text = "".join(self.state.text).strip()
        if text:
            if self.state.spoiled:
                self.state.spoiled_count += 1
            else:
                self.state.paragraphs.append(text)
        self.state.text = []
        self.state.spoiled = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        tag = tag.lower().rpartition(":")[2]
        if tag in _VOID:
            if tag == "br":
                self.state.text.append(" ")
            return
        a = dict(attrs)
        classes = set((a.get("class") or "").split())
        if a.get("type"):
            classes.add(a["type"] or "")
        if a.get("role"):
            classes.add(a["role"] or "")
        skip = (tag in self.rules.skip or bool(classes & self.rules.skip_classes)
                or a.get("hidden") is not None or a.get("aria-hidden") == "true")
        block = tag in self.rules.blocks or bool(classes & self.rules.block_classes)
        frame = _Frame(tag, skip, block)
        self.stack.append(frame)
        if skip:
            self.skip_depth += 1
            return
        if self.skip_depth:
            return
        if block:
            self._flush()
            self.block_depth += 1
        elif tag in ("div", "section", "ul", "ol", "dl", "tr", "table"):
            self._flush()
        if tag in self.rules.spoil or classes & self.rules.spoil_classes:
            self.state.spoiled = True

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        tag = tag.lower().rpartition(":")[2]
        if tag == "br":
            self.state.text.append(" ")
        elif tag in self.rules.spoil and not self.skip_depth and tag not in ("img", "image"):
            self.state.spoiled = True

    def handle_endtag(self, tag: str) -> None:
        tag = tag.lower().rpartition(":")[2]
        if tag in _VOID:
            return
        # pop up to the matching frame (tolerates unclosed tags in broken HTML)
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].tag == tag:
                for frame in self.stack[i:]:
                    if frame.skip:
                        self.skip_depth -= 1
                    elif frame.block and not self.skip_depth:
                        self.block_depth -= 1
                        self._flush()
                del self.stack[i:]
                return

    def handle_data(self, data: str) -> None:
        if not self.skip_depth and self.block_depth > 0:
            self.state.text.append(data)


def extract_paragraphs(markup: str, rules: MarkupRules = DEFAULT_RULES) -> tuple[list[str], int]:
    """(prose paragraphs, number of paragraphs dropped because code or menus spoil them)."""
    parser = _Extractor(rules)
    parser.feed(markup)
    parser.close()
    parser._flush()
    paragraphs = [re.sub(r"\s+", " ", html.unescape(p)).strip() for p in parser.state.paragraphs]
    return [p for p in paragraphs if p], parser.state.spoiled_count
