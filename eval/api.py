"""`evaluate()`: every selected metric of one system against one reference, on shared alignments."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from denorm.eval.config import (
    DEFAULT_CAP_INITIAL,
    DEFAULT_CASE,
    DEFAULT_CASE_WORDS,
    DEFAULT_CWER,
    DEFAULT_LANG,
    DEFAULT_METRICS,
    EvalConfig,
)
from denorm.eval.corpus import Corpus
from denorm.eval.entities import EntityRef, parse_entities
from denorm.eval.errors import InputError
from denorm.eval.metrics import METRICS
from denorm.eval.results import EvalResult


def select_metrics(metrics: Iterable[str] | str | None, with_entities: bool) -> list[str]:
    """Metric names to compute, in registry order: the defaults (plus "entity" when entities are
    given) or the named ones; InputError for unknown names or "entity" without entities."""
    if metrics is None:
        names = list(DEFAULT_METRICS) + (["entity"] if with_entities else [])
    else:
        if isinstance(metrics, str):
            metrics = metrics.split(",")
        names = [m.strip().lower() for m in metrics if m.strip()]
        unknown = [m for m in names if m not in METRICS]
        if unknown:
            raise InputError(f"unknown metric(s) {', '.join(unknown)}; known: {', '.join(METRICS)}")
        if not names:
            raise InputError(f"no metric selected; known: {', '.join(METRICS)}")
    for name in names:
        if METRICS[name].needs_entities and not with_entities:
            raise InputError(f"metric {name!r} needs entity annotations (entities=... / --entities FILE)")
    return [m for m in METRICS if m in names]


def _entities(entities: Sequence[Any] | None, source: str) -> list[list[EntityRef]] | None:
    if entities is None:
        return None
    if all(isinstance(e, list) and all(isinstance(x, EntityRef) for x in e) for e in entities):
        return [list(e) for e in entities]
    return parse_entities(entities, source)


def evaluate(hyps: Sequence[str], refs: Sequence[str], lang: str = DEFAULT_LANG,
             entities: Sequence[Any] | None = None, metrics: Iterable[str] | str | None = None, *,
             cwer: str = DEFAULT_CWER, case: str = DEFAULT_CASE, cap_initial: str = DEFAULT_CAP_INITIAL,
             case_words: str = DEFAULT_CASE_WORDS, system: str = "hyp",
             entities_source: str = "entities") -> EvalResult:
    """Score hypothesis lines against reference lines (same count; empty lines are lines).

    `entities`: one item per reference line, each a list of EntityRef, a `{"entities": [...]}`
    object or its JSON text (test.entities.jsonl). `metrics`: names of eval.metrics.METRICS
    (a list or "wer,cwer"); by default all but "entity", which joins when entities are given.
    Raises InputError (a ValueError) on bad input.
    """
    try:
        config = EvalConfig(lang=lang, cwer=cwer, case=case, cap_initial=cap_initial, case_words=case_words)
    except ValueError as e:
        raise InputError(str(e)) from None
    ents = _entities(entities, entities_source)
    names = select_metrics(metrics, ents is not None)
    corpus = Corpus(hyps, refs, config, ents, entities_source)
    results = {name: METRICS[name](config).compute(corpus) for name in names}
    return EvalResult(system=system, lang=lang, n_sentences=len(corpus), signature=config.signature(),
                      metrics=results, sentence_errors=[e.total for e in corpus.edits])
