"""The languages the shipped multilingual tagger serves (its card), for the tests that run the default engine in
every language: a language added to the tagger is tested everywhere the others are, without editing lists."""

from __future__ import annotations

import json
from pathlib import Path

TAGGER_CARD = Path(__file__).resolve().parents[1] / "denorm" / "models" / "tagger" / "multi" / "tagger.json"
SERVED: tuple[str, ...] = tuple(json.loads(TAGGER_CARD.read_text(encoding="utf-8"))["languages"])
