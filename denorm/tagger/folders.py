"""Tagger model folders: what makes one, which languages its card lists, and the installed one of a language."""

from __future__ import annotations

import json
from pathlib import Path

from denorm.modelcard import ModelNotFoundError

#: The tagger card of a model folder.
TAGGER_CARD = "tagger.json"


class TaggerFolderNotFoundError(ModelNotFoundError):
    """No tagger model for a language."""


def is_tagger_folder(folder: str | Path) -> bool:
    return (Path(folder) / TAGGER_CARD).is_file() and (Path(folder) / "codec.json").is_file()


def tagger_languages(folder: Path) -> list[str]:
    """The languages a tagger folder's card lists ([] for a folder without a card: a training folder)."""
    card = Path(folder) / TAGGER_CARD
    if not card.is_file():
        return []
    return [str(x) for x in json.loads(card.read_text(encoding="utf-8")).get("languages") or []]


def find_tagger(lang: str) -> Path:
    """The installed tagger of `lang`: `<dir>/tagger/<lang>`, else a `<dir>/tagger/*` folder whose card lists
    the language (a multilingual model), on the model search path."""
    from denorm.defaults import model_search_path

    searched = []
    for base in model_search_path():
        root = base / "tagger"
        searched.append(str(root))
        if is_tagger_folder(root / lang):
            return root / lang
        if root.is_dir():
            for cand in sorted(p for p in root.iterdir() if is_tagger_folder(p)):
                if lang in tagger_languages(cand):
                    return cand
    raise TaggerFolderNotFoundError(
        f"no tagger model for language {lang!r} is installed. Searched:\n  " + "\n  ".join(searched)
        + f"\nTrain one: `make train-tagger LANG={lang}` (docs/tagger.md), or use --engine seq2seq.")
