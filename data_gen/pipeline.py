"""The pair generator: corpus -> cleaned, split, verbalized, augmented (spoken, written) files."""

from __future__ import annotations

import json
import multiprocessing as mp
import random
import re
import sys
import time
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from denorm.data.augment import candidates, load_templates, needed_pairs
from denorm.data.base import Entity, Language, Verbalization, normalize_written
from denorm.data.clean import clean
from denorm.data.corpus.domains import domain_weighting
from denorm.data.disfluency import disfluent_words
from denorm.data.errors import VerbalizationError
from denorm.data.labels import LabelStats, sentence_labels
from denorm.data.languages import get_language
from denorm.data.options import DEFAULTS, GenOptions
from denorm.data.seeding import derived_rng
from denorm.data.split import split_key, split_sentences
from denorm.data.stats import DataStats, cpu_time

SPLITS = ("train", "valid", "test")
_MAX_ERRORS = 5
_DIGIT = re.compile(r"\d")


@dataclass(frozen=True)
class Pair:
    """One line of the output: the spoken source, the written target, and the entities in it."""

    spoken: str
    written: str
    entities: tuple[Entity, ...] = ()
    labels: str = ""  #: its word labels as a line of <split>.labels.jsonl ("" when labels are off)


@dataclass
class SentenceResult:
    """The distinct pairs made from one written sentence, or why there are none."""

    written: str
    pairs: list[Pair]
    skipped: str | None = None
    error: str | None = None


def verbalize_sentence(language: Language, written: str, seed: int, variants: int,
                       disfluency: float = 0.0, labels: bool = False) -> SentenceResult:
    """Up to `variants` distinct verbalizations of one sentence (one if it has no entity).

    Draw k uses the rng derived from (seed, sentence, k), so the result does not depend on the
    order of sentences, on the worker or on the number of jobs.
    """
    pairs: list[Pair] = []
    seen: set[str] = set()
    reason = None
    for k in range(variants):
        try:
            v = language.verbalize(written, derived_rng(seed, written, k))
        except VerbalizationError as exc:  # a value the language cannot read; a bug still stops the run
            return SentenceResult(written, pairs, None if pairs else "verbalize_error",
                                  f"{type(exc).__name__}: {exc} <- {written!r}")
        spoken, kinds = v.spoken, None
        if disfluency > 0:
            words, kinds = disfluent_words(spoken.split(), language,
                                           derived_rng(seed, written, k, "disfluency"), disfluency)
            spoken = " ".join(words)
        if not spoken:
            reason = "empty_spoken"
        elif uncovered_digit(v):
            reason = "uncovered_digit"
        elif not language.in_alphabet(spoken):
            reason = "not_in_alphabet"
        elif spoken not in seen:
            seen.add(spoken)
            line = ""
            if labels:  # recorded from this verbalization's own alignment and disfluency edits
                lab = sentence_labels(language, v)
                line = (lab if kinds is None else lab.with_disfluency(kinds)).to_json()
            pairs.append(Pair(spoken, v.written, tuple(v.entities), line))
        if not v.entities:
            break  # a sentence without an entity is used once
    return SentenceResult(written, pairs, None if pairs else reason)


def uncovered_digit(v: Verbalization) -> bool:
    """Whether the written side has a digit outside every entity span: the spoken side would lose it
    (`strip` drops digits), so the model would learn to invent numbers."""
    digits = _DIGIT.finditer(v.written)
    return any(not any(e.start <= m.start() < e.end for e in v.entities) for m in digits)


# -- workers ------------------------------------------------------------------------------------
_WORKER: dict = {}


def _init_worker(language: Language, seed: int, disfluency: float, labels: bool = False) -> None:
    _WORKER.update(language=language, seed=seed, disfluency=disfluency, labels=labels)


def _task(task: tuple[str, int]) -> SentenceResult:
    written, variants = task
    return verbalize_sentence(_WORKER["language"], written, _WORKER["seed"], variants, _WORKER["disfluency"],
                              _WORKER["labels"])


class _Runner:
    """Verbalizes lists of sentences in order, in this process (jobs=1) or in a pool of workers."""

    def __init__(self, language: Language, opts: GenOptions, progress: bool) -> None:
        self.opts, self.progress, self.pool = opts, progress, None
        _init_worker(language, opts.seed, opts.disfluency, opts.labels)
        if opts.jobs > 1:
            methods = mp.get_all_start_methods()
            ctx = mp.get_context("fork" if "fork" in methods else "spawn")
            self.pool = ctx.Pool(opts.jobs, _init_worker, (language, opts.seed, opts.disfluency, opts.labels))

    def __enter__(self) -> _Runner:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.pool is not None:
            if exc[0] is None:
                self.pool.close()
            else:
                self.pool.terminate()
            self.pool.join()

    def map(self, sentences: Sequence[str], variants: int, desc: str) -> Iterator[SentenceResult]:
        tasks = [(s, variants) for s in sentences]
        if self.pool is None:
            results: Iterable[SentenceResult] = map(_task, tasks)
        else:
            results = self.pool.imap(_task, tasks, chunksize=self.opts.chunk_size)
        if self.progress and tasks:
            from tqdm import tqdm

            results = tqdm(results, total=len(tasks), desc=desc, unit="sent", file=sys.stderr,
                           mininterval=0.5, leave=False)
        return iter(results)


# -- the pipeline -------------------------------------------------------------------------------
def make_pairs(sentences: Iterable[str], lang: str | Language, out_dir: Path | str,
               options: GenOptions = DEFAULTS, *, templates: Path | None = None,
               domains: Sequence[str] | None = None, progress: bool = False, **overrides: Any) -> DataStats:
    """Write <out_dir>/{train,valid,test}.{spoken,written}, {valid,test}.entities.jsonl, stats.json.

    `options` says how (GenOptions); keyword `overrides` replace its fields (`make_pairs(s, "en", out,
    seed=7)`; TypeError for a name that is not a field). `lang` is a language code of
    data_gen.LANGUAGES or a Language object; `templates` defaults to data_gen/templates/<lang>.txt.
    The output depends only on the input sentences and the options, never on `jobs`. `domains` are
    the line-aligned text-domain tags of `sentences` (the corpus's .domains.txt); `domain_weights`
    repeats or thins out train pairs by domain after the split, so valid and test do not depend on it.
    """
    opts = replace(options, **overrides) if overrides else options
    seed = opts.seed
    language = get_language(lang) if isinstance(lang, str) else lang
    out = Path(out_dir)
    t0, cpu0 = time.perf_counter(), cpu_time()
    sentences = list(sentences)
    weighting = domain_weighting(opts.domain_weights, sentences, None if domains is None else list(domains),
                                 seed, normalize_written)
    cleaned = clean(sentences, opts.max_chars)
    split = split_sentences(cleaned.sentences, language, seed, opts.valid_size, opts.test_size)
    skipped: Counter = Counter(cleaned.skipped)
    errors: list[str] = []
    pairs: dict[str, list[Pair]] = {}
    n_sentences: dict[str, int] = {}
    with _Runner(language, opts, progress) as runner:
        for name, group, k in (("train", split.train, opts.variants), ("valid", split.valid, 1),
                               ("test", split.test, 1)):
            pairs[name] = []
            for res in runner.map(group, k, f"{language.code} {name}"):
                if res.skipped:
                    skipped[res.skipped] += 1
                if res.error and len(errors) < _MAX_ERRORS:
                    errors.append(res.error)
                pairs[name].extend(res.pairs * (weighting.copies(res.written) if name == "train" else 1))
            n_sentences[name] = len(group)
        train_sentences_with_entity = len({p.written for p in pairs["train"] if p.entities})
        n_train_sentences = len({p.written for p in pairs["train"]})
        with_entity = sum(1 for p in pairs["train"] if p.entities)
        before = with_entity / len(pairs["train"]) if pairs["train"] else 0.0
        added = _augment(language, opts, runner, pairs["train"], split.held_out_keys, errors, templates)
    train = pairs["train"]
    derived_rng(seed, "shuffle").shuffle(train)
    after = sum(1 for p in train if p.entities) / len(train) if train else 0.0
    files, label_stats = _write(out, pairs, language, opts.labels)
    seconds, cpu = time.perf_counter() - t0, cpu_time() - cpu0
    total = sum(len(v) for v in pairs.values())
    stats = DataStats(
        language=language.code, seed=seed, options=opts.to_dict(), lines_in=cleaned.lines_in,
        sentences=n_sentences, pairs={k: len(v) for k, v in pairs.items()},
        skipped={k: skipped[k] for k in sorted(skipped)}, split_scaled=split.scaled,
        entity_share={"corpus_sentences": round(train_sentences_with_entity / n_train_sentences, 4)
                      if n_train_sentences else 0.0,
                      "before": round(before, 4), "after": round(after, 4), "target": opts.entity_share},
        augmented=added, entities_per_class={k: _class_counts(v) for k, v in pairs.items()},
        errors=errors, seconds=round(seconds, 3), pairs_per_s=round(total / seconds, 1) if seconds else 0.0,
        cpu_seconds=round(cpu, 3), pairs_per_cpu_s=round(total / cpu, 1) if cpu > 0 else 0.0,
        files=files + ["stats.json"], labels=label_stats)
    stats.write(out / "stats.json")
    return stats


def _augment(language: Language, opts: GenOptions, runner: _Runner, train: list[Pair],
             forbidden_keys: set[str], errors: list[str], templates_path: Path | None) -> dict[str, int]:
    """Append template and corpus-derived pairs with entities to `train` until the share is reached."""
    with_entity = sum(1 for p in train if p.entities)
    need = needed_pairs(with_entity, len(train), opts.entity_share)
    added = {"template": 0, "corpus": 0, "rejected": 0}
    if need == 0:
        return added
    templates = load_templates(language, templates_path)
    sources: list[tuple[str, Sequence[Entity]]] = []
    seen_sources: set[str] = set()
    for p in train:
        if p.entities and p.written not in seen_sources:
            seen_sources.add(p.written)
            sources.append((p.written, p.entities))
    kinds = [k for k, ok in (("template", templates), ("corpus", sources)) if ok]
    if not kinds:
        return added
    quota = {k: need // len(kinds) + (1 if i < need % len(kinds) else 0) for i, k in enumerate(kinds)}
    seen_written = {p.written for p in train}
    for kind in kinds:
        stream = candidates(language, opts.seed, templates, sources, kind)
        attempts, max_attempts = 0, 10 * quota[kind] + 1000
        while added[kind] < quota[kind] and attempts < max_attempts:
            batch = []
            want = quota[kind] - added[kind]
            for cand in stream:
                attempts += 1
                if cand.written in seen_written or split_key(cand.written, language) in forbidden_keys:
                    added["rejected"] += 1
                else:
                    seen_written.add(cand.written)
                    batch.append(cand.written)
                if len(batch) >= want + want // 4 + 8 or attempts >= max_attempts:
                    break
            if not batch:
                break
            for res in runner.map(batch, 1, f"{language.code} augment/{kind}"):
                if res.error and len(errors) < _MAX_ERRORS:
                    errors.append(res.error)
                good = [p for p in res.pairs if p.entities]
                if good and added[kind] < quota[kind]:
                    train.append(good[0])
                    added[kind] += 1
                else:
                    added["rejected"] += 1
    return added


def _class_counts(pairs: list[Pair]) -> dict[str, int]:
    counts: Counter = Counter(e.cls for p in pairs for e in p.entities)
    return {k: counts[k] for k in sorted(counts)}


def _write(out: Path, pairs: dict[str, list[Pair]], language: Language,
           labels: bool = False) -> tuple[list[str], dict]:
    """The line-aligned files (and their label counts); every spoken line is checked against the spoken
    alphabet once more."""
    out.mkdir(parents=True, exist_ok=True)
    files = []
    label_stats = LabelStats()
    for name in SPLITS:
        rows = pairs[name]
        for p in rows:
            assert language.in_alphabet(p.spoken), f"spoken line outside the alphabet: {p.spoken!r}"
            assert "\n" not in p.written and "\r" not in p.written
        (out / f"{name}.spoken").write_text("".join(p.spoken + "\n" for p in rows), encoding="utf-8")
        (out / f"{name}.written").write_text("".join(p.written + "\n" for p in rows), encoding="utf-8")
        files += [f"{name}.spoken", f"{name}.written"]
        if labels:
            for p in rows:
                label_stats.add(name, p.labels)
            (out / f"{name}.labels.jsonl").write_text("".join(p.labels + "\n" for p in rows), encoding="utf-8")
            files.append(f"{name}.labels.jsonl")
        if name != "train":
            lines = (json.dumps({"entities": [e.to_dict() for e in p.entities]}, ensure_ascii=False)
                     for p in rows)
            (out / f"{name}.entities.jsonl").write_text("".join(x + "\n" for x in lines), encoding="utf-8")
            files.append(f"{name}.entities.jsonl")
    return files, label_stats.to_dict() if labels else {}


def sample_pairs(lang: str, variants: int = 3, limit: int | None = None,
                 disfluency: float = 0.3) -> list[tuple[str, str]]:
    """(spoken, written) pairs made by the generator (the guard's false-alarm check, benchmarks) (with its simulated disfluencies) from the committed
    sample sentences (data_gen/samples/<lang>.txt), or from its templates when there are no samples."""
    from denorm.data import get_language
    from denorm.data.augment import fill_template, load_templates

    language = get_language(lang)
    root = Path(__file__).resolve().parent
    path = root / "samples" / f"{lang}.txt"
    if path.exists():
        sentences = [s.strip() for s in path.read_text(encoding="utf-8").splitlines() if s.strip()]
    else:
        rng = random.Random(0)
        sentences = [fill_template(t, language, rng) for t in load_templates(language)]
    if limit:
        sentences = sentences[:limit]
    pairs = []
    for i, written in enumerate(sentences):
        result = verbalize_sentence(language, written, 1234 + i, variants, disfluency)
        pairs.extend((p.spoken, p.written) for p in result.pairs)
    return pairs
