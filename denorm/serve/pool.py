"""The models a service holds: one Denormalizer and one Batcher per language, and the work jobs do on them."""

from __future__ import annotations

import logging
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from denorm import defaults
from denorm.api import Denormalizer, LineResult
from denorm.formats.subtitles import markup_spans, parse
from denorm.options import DEFAULTS, TranslateOptions
from denorm.serve.batcher import Arrivals, Batcher, Job
from denorm.serve.metrics import Metrics
from denorm.serve.options import ServeOptions

log = logging.getLogger("denorm.serve")

#: Guard label of subtitle lines that are not cue text (numbers, timings, headers, blank lines).
VERBATIM = "verbatim"


def installed_languages() -> list[str]:
    """Languages with a model folder on the search path (denorm.defaults.model_search_path())."""
    langs: set[str] = set()
    for base in defaults.model_search_path():
        if base.is_dir():
            langs.update(p.parent.name for p in base.glob(f"*/{defaults.MODEL_CARD}"))
    return sorted(langs)


def load_denormalizer(lang: str | None = None, path: Path | None = None,
                      options: TranslateOptions = DEFAULTS) -> Denormalizer:
    """The one place the service builds a Denormalizer: by language or by folder, run as `options` say."""
    if path is not None:
        return Denormalizer.from_dir(path, options)
    return Denormalizer.load(lang or defaults.DEFAULT_LANG, options)


class LoadedModel:
    """A denormalizer, its batcher and what /v1/models says about it."""

    def __init__(self, d: Denormalizer, options: ServeOptions, metrics: Metrics) -> None:
        self.d = d
        self.lang: str = d.lang
        self.metrics = metrics
        self.batcher = Batcher(self.decode, self.lang, metrics, options.max_queue_lines,
                               options.batch_wait_ms, options.batch_words)

    @property
    def name(self) -> str:
        return self.d.card.name

    @property
    def signature(self) -> str:
        return self.d.signature()

    def describe(self) -> dict[str, Any]:
        card = self.d.card
        raw = dict(card.raw)
        return {"lang": self.lang, "name": self.name, "path": str(card.path), "signature": self.signature,
                "architecture": card.architecture, "toolkit_version": card.toolkit_version,
                "metrics": raw.get("metrics", {}), "training": raw.get("training", {}), "card": raw}

    # -- worker-thread functions ----------------------------------------------------------------
    def decode(self, lines: list[str]) -> list[LineResult]:
        """One batch of lines from any number of requests."""
        results = self.d.translate(lines)
        self._count(r.guard for r in results)
        return results

    def _count(self, guards: Iterable[str]) -> None:
        n = 0
        for g in guards:
            self.metrics.inc("denorm_guard_lines_total", lang=self.lang, guard=g)
            n += 1
        self.metrics.inc("denorm_lines_total", n, lang=self.lang)

    def finish_text(self, job: Job, results: list[LineResult], alignment: bool) -> dict[str, Any]:
        """The JSON-ready answer of a text job; the alignment in the one form of `--format jsonl`
        (`denorm.text.provenance.as_json`) per line."""
        from denorm.text.provenance import as_json

        return {"lines": [r.output for r in results], "guard": [r.guard for r in results],
                "alignment": [as_json(r.alignment) for r in results] if alignment else None}

    def run_subtitles(self, lines: list[str]) -> dict[str, Any]:
        """A whole SRT/VTT file (its lines): cue text decoded as one running text, the rest kept verbatim."""
        sub = parse(lines)
        parts = sub.text_lines()
        results = self.d.translate_parts(parts, [markup_spans(p) for p in parts]) if parts else []
        # parsed without line ends, every line is rebuilt with "\n" (lines hold no "\n": checked on the way in)
        out = sub.with_text([r.output for r in results]).split("\n")[:-1] if lines else []
        if len(out) != len(lines):  # never answer with a different line count
            raise RuntimeError(f"subtitle rebuild gave {len(out)} lines for {len(lines)}")
        guard: list[str] = []  # walks the blocks the way SubtitleFile.with_text does
        it = iter(results)
        for block in sub.blocks:
            if isinstance(block, str):
                guard.append(VERBATIM)
                continue
            cue = set(block.text) if block.is_cue else set()
            guard.extend(next(it).guard if i in cue else VERBATIM for i in range(len(block.lines)))
        self._count(guard)
        return {"lines": out, "guard": guard, "alignment": None}


class ModelPool:
    """Models by language, loaded once at start-up."""

    def __init__(self, models: list[LoadedModel]) -> None:
        self.models: dict[str, LoadedModel] = {}
        #: requests being read, shared by every model's batcher (they wait for these to join a batch)
        self.arrivals = Arrivals()
        for m in models:
            m.batcher.arrivals = self.arrivals
            if m.lang in self.models:
                raise ValueError(f"two models for language {m.lang!r}: {self.models[m.lang].d.card.path} and "
                                 f"{m.d.card.path}")
            self.models[m.lang] = m

    @classmethod
    def load(cls, options: ServeOptions, metrics: Metrics, translate: TranslateOptions = DEFAULTS) -> ModelPool:
        """The models `options` ask for: `lang` by language, `model` by folder; every installed one if neither.
        Each runs as `translate` says (backend, guard, fillers, threads...)."""
        langs = list(options.lang) or ([] if options.model else installed_languages())
        denormalizers = [load_denormalizer(lang=x, options=translate) for x in langs]
        denormalizers += [load_denormalizer(path=p, options=translate) for p in options.model]
        if not denormalizers:
            raise ValueError("no model to serve: none installed (denorm.defaults.model_search_path()) and "
                             "none given with --lang or --model")
        return cls([LoadedModel(d, options, metrics) for d in denormalizers])

    @property
    def langs(self) -> list[str]:
        return sorted(self.models)

    def close(self, timeout: float | None = None) -> bool:
        """Finish every queued job of every model; False if some worker was still busy after `timeout`."""
        return all([m.batcher.close(timeout) for m in self.models.values()])

