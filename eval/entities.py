"""Entity annotations of the reference (test.entities.jsonl) and where they fall in its tokens."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from denorm.eval.errors import InputError
from denorm.eval.tokenizer import nfc, tokenize_spans


@dataclass(frozen=True)
class EntityRef:
    """One entity of a reference line: class, written form and character span in the line."""

    cls: str
    written: str
    start: int
    end: int

    def __post_init__(self) -> None:
        if not self.cls:
            raise ValueError("entity without a class")
        if not (isinstance(self.start, int) and isinstance(self.end, int) and 0 <= self.start < self.end):
            raise ValueError(f"bad entity span {self.start!r}:{self.end!r}")

    @classmethod
    def from_dict(cls, obj: Any) -> EntityRef:
        if not isinstance(obj, dict):
            raise ValueError(f"an entity must be a JSON object, got {obj!r}")
        missing = [k for k in ("class", "written", "start", "end") if k not in obj]
        if missing:
            raise ValueError(f"entity {obj!r} lacks {', '.join(missing)}")
        return cls(str(obj["class"]), str(obj["written"]), obj["start"], obj["end"])


def parse_entity_line(obj: Any) -> list[EntityRef]:
    """The entities of one line: `{"entities": [...]}` or a bare list of entity objects."""
    if isinstance(obj, dict):
        if "entities" not in obj:
            raise ValueError('expected an object with an "entities" list')
        obj = obj["entities"]
    if not isinstance(obj, list):
        raise ValueError('"entities" must be a list')
    return [EntityRef.from_dict(e) for e in obj]


def parse_entities(lines: Sequence[Any], source: str = "entities") -> list[list[EntityRef]]:
    """Entity lists from JSON lines (strings) or already-parsed objects; InputError names the line."""
    out = []
    for n, item in enumerate(lines, 1):
        try:
            obj = json.loads(item) if isinstance(item, str) else item
            out.append(parse_entity_line(obj))
        except (ValueError, TypeError) as e:
            raise InputError(f"{source}:{n}: {e}") from None
    return out


def entity_token_spans(line: str, entities: Sequence[EntityRef], lineno: int,
                       source: str = "entities") -> list[list[int]]:
    """For each entity, the indices of the reference tokens its character span overlaps; InputError
    when the written form is not what the reference line holds at [start, end)."""
    text = nfc(line)
    spans = tokenize_spans(line)
    out = []
    for e in entities:
        if text[e.start:e.end] != e.written:
            raise InputError(f"{source}:{lineno}: entity {e.written!r} ({e.cls}) is not at "
                             f"{e.start}:{e.end} of the reference line, which holds "
                             f"{text[e.start:e.end]!r} there")
        idx = [k for k, (_, a, b) in enumerate(spans) if a < e.end and b > e.start]
        if not idx:
            raise InputError(f"{source}:{lineno}: entity {e.written!r} covers no token")
        out.append(idx)
    return out
