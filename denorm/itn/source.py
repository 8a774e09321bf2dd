"""The span converter's source text: a few spoken context words, the class tag and the span in brackets."""

from __future__ import annotations

import re
from collections.abc import Sequence

#: Spoken context words kept on each side of a span (German case endings and Russian declension
#: depend on the words before and after a number).
CONTEXT_WORDS = 3
#: Class tag when the entity class is not known. Tags are upper case, so they never collide with
#: spoken words (the spoken alphabet is lower case).
ANY_CLASS = "ANY"
OPEN, CLOSE = "[", "]"


def class_tag(entity_class: str | None) -> str:
    """The source tag of an entity class ("date" -> "DATE"; None -> "ANY")."""
    return entity_class.upper() if entity_class else ANY_CLASS


def source_text(span: Sequence[str], left: Sequence[str] = (), right: Sequence[str] = (),
                entity_class: str | None = None, context: int = CONTEXT_WORDS) -> str:
    """"on the [DATE ninth of november] at four" for span "ninth of november" with its context."""
    if not span:
        raise ValueError("an empty span has nothing to convert")
    lo = list(left)[-context:] if context else []
    ro = list(right)[:context] if context else []
    return " ".join([*lo, OPEN + class_tag(entity_class), *span, CLOSE, *ro])


def parse_source(text: str) -> tuple[list[str], str | None, list[str], list[str]]:
    """(left words, class or None, span words, right words) of a `source_text` string."""
    words = text.split()
    opens = [i for i, w in enumerate(words) if w.startswith(OPEN) and w[1:].isupper()]
    if len(opens) != 1 or CLOSE not in words[opens[0]:]:
        raise ValueError(f"not a span source text: {text!r}")
    i = opens[0]
    j = words.index(CLOSE, i)
    tag = words[i][1:]
    if j == i + 1:
        raise ValueError(f"empty span in {text!r}")
    return words[:i], None if tag == ANY_CLASS else tag.lower(), words[i + 1:j], words[j + 1:]


#: A marked span in a line of spoken words: "[words]" or "[class: words]".
_MARK = re.compile(r"\[(?:(\w+)\s*:\s*)?([^\[\]]+)\]")


def parse_marked(line: str) -> tuple[list[str], str | None, list[str], list[str]]:
    """(left, class, span, right) of "i paid [money: twenty five dollars] today"; the whole line is the
    span when nothing is bracketed."""
    m = _MARK.search(line)
    if not m:
        return [], None, line.split(), []
    return line[:m.start()].split(), m.group(1), m.group(2).split(), line[m.end():].split()
