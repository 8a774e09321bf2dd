"""The model folder contract (docs/formats.md): read `denorm.json` and resolve the files it names."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from denorm.defaults import MODEL_CARD, model_search_path

#: Keys of `files` each backend needs.
BACKEND_FILES: dict[str, tuple[str, ...]] = {
    "ctranslate2": ("sentencepiece", "ctranslate2"),
    "fairseq": ("sentencepiece", "dictionary", "fairseq_checkpoint"),
}


class ModelNotFoundError(FileNotFoundError):
    """No model folder where one was asked for; the message says where we looked and what to do."""


@dataclass
class ModelCard:
    """A model folder and what its `denorm.json` says."""

    path: Path
    language: str
    architecture: str = "?"
    files: dict[str, str | None] = field(default_factory=dict)
    max_source_positions: int = 1024
    max_target_positions: int = 1024
    toolkit_version: str = "?"
    raw: dict = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.language:
            raise ValueError(f"{self.path / MODEL_CARD}: no language")
        if self.max_source_positions < 8:
            raise ValueError(f"{self.path / MODEL_CARD}: max_source_positions {self.max_source_positions}")

    @classmethod
    def load(cls, path: str | Path) -> ModelCard:
        path = Path(path)
        card = path / MODEL_CARD
        if not card.is_file():
            raise ModelNotFoundError(f"{card} not found: not a denorm model folder "
                                     "(make one with `make smoke` or `make train` and `denorm export`)")
        data = json.loads(card.read_text(encoding="utf-8"))
        return cls(path=path, language=data.get("language", ""), architecture=data.get("architecture", "?"),
                   files=dict(data.get("files") or {}),
                   max_source_positions=int(data.get("max_source_positions") or 1024),
                   max_target_positions=int(data.get("max_target_positions") or 1024),
                   toolkit_version=str(data.get("toolkit_version", "?")), raw=data)

    def file(self, key: str) -> Path | None:
        """Absolute path of `files[key]`, or None when the folder does not ship it."""
        rel = self.files.get(key)
        return self.path / rel if rel else None

    def check_backend(self, backend: str) -> None:
        """Raise ModelNotFoundError naming the missing files if `backend` cannot run from this folder."""
        missing = [k for k in BACKEND_FILES.get(backend, ()) if not (self.file(k) and self.file(k).exists())]
        if missing:
            raise ModelNotFoundError(f"model {self.path} lacks the files {', '.join(missing)} "
                                     f"needed by the {backend} backend (see {MODEL_CARD} 'files')")

    @property
    def name(self) -> str:
        return f"{self.path.name}({self.architecture})"


def find_model(lang: str) -> Path:
    """The first `<dir>/<lang>/denorm.json` on the model search path; ModelNotFoundError otherwise."""
    searched = []
    for base in model_search_path():
        cand = base / lang
        searched.append(str(cand))
        if (cand / MODEL_CARD).is_file():
            return cand
    raise ModelNotFoundError(
        f"no denorm model for language {lang!r} is installed. Searched:\n  " + "\n  ".join(searched)
        + f"\nGive a model folder with --model DIR, put one at one of these paths (or in $DENORM_MODELS),"
        f"\nor train and export one: `make data LANG={lang} && make train LANG={lang} && make export "
        f"LANG={lang}` (a tiny test model: `make smoke`).")


def write_card(path: Path, card: dict) -> None:
    """Write a model card in the one format every writer uses (indent 1, UTF-8 as is, final newline),
    through a temporary file and a rename, so a card is never half written."""
    path = Path(path)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps(card, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    tmp.replace(path)
