"""Registry of translate engines: name -> "module:Class", imported on first use (`denorm translate --engine`)."""

from __future__ import annotations

from denorm.core.registry import resolve
from denorm.engines.base import Engine, EngineResult

#: One line per engine. "pipeline": tagger (case, punctuation, disfluency, entity spans) -> verified ITN;
#: "seq2seq": the sentence model with windows and the guard.
ENGINES: dict[str, str] = {
    "pipeline": "denorm.engines.pipeline:PipelineEngine",
    "seq2seq": "denorm.engines.seq2seq:Seq2SeqEngine",
}
#: `--engine auto`: per language, the installed engine whose card records the lower test WER.
AUTO = "auto"


def get_engine(name: str) -> type[Engine]:
    """The Engine class registered as `name`; ValueError naming the known ones otherwise."""
    return resolve(ENGINES, name, "engine")


__all__ = ["AUTO", "ENGINES", "Engine", "EngineResult", "get_engine"]
