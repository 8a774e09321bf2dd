"""The seq2seq engine: the sentence model over word windows, merged, then checked by the guard."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from denorm.align import Alignment, OutToken, align
from denorm.backends import Backend, get_backend
from denorm.engines.base import EngineResult, passthrough
from denorm.guard import GuardStats, get_policy, repair
from denorm.modelcard import ModelCard
from denorm.options import TranslateOptions
from denorm.text.normalize import NormalizedLine
from denorm.text.windows import Segment, Window, merge, plan_windows


@dataclass
class _Stream:
    """A normalized line on its way through windows, decoding, merging and the guard."""

    line: NormalizedLine
    windows: list[Window] = field(default_factory=list)
    keys: list[tuple[str, ...]] = field(default_factory=list)


class Seq2SeqEngine:
    """A seq2seq model folder (denorm.json) run by a backend, windows of `window_words`, the guard's policy."""

    name = "seq2seq"

    def __init__(self, folder: str | Path, options: TranslateOptions, lang: str | None = None) -> None:
        self.card = ModelCard.load(folder)
        self.folder = self.card.path
        self.lang = self.card.language
        if lang is not None and lang != self.lang:
            raise ValueError(f"the model {self.folder} is for {self.lang!r}, not {lang!r}")
        self.policy = get_policy(options.guard)
        self.checks = self.policy.check  #: the guard checks every line
        self.batch_tokens = options.batch_tokens
        self.window_words = options.window_words
        self.overlap_words = options.overlap_words
        self.backend: Backend = get_backend(options.backend)(self.card, device=options.device, beam=options.beam,
                                                             threads=options.threads)
        # windows must fit the model's positions in pieces (checked again after encoding)
        self.max_pieces = self.card.max_source_positions - 2

    def model_name(self) -> str:
        return self.card.name

    def describe(self) -> str:
        return f"{self.backend.describe()} | guard {self.policy.name}"

    # -- the run ---------------------------------------------------------------------------------
    def run(self, lines: Sequence[NormalizedLine], line_nos: Sequence[int], stats: GuardStats,
            cuts: Sequence[Sequence[int]] | None = None) -> list[EngineResult]:
        streams = [_Stream(n) for n in lines]
        active = [s for s in streams if not s.line.passthrough]
        for s in active:
            self._plan(s)
        outputs = self._decode([k for s in active for k in s.keys])
        aligned: dict[tuple[str, ...], Alignment] = {}
        results: list[EngineResult] = []
        for s, line_no in zip(streams, line_nos, strict=True):
            if s.line.passthrough:
                results.append(passthrough(s.line, stats))
                continue
            need = (self.policy.check or len(s.windows) > 1 or bool(s.line.foreign) or len(streams) == 1
                    or s.line.written)
            alns = []
            for k in s.keys:
                if k not in aligned:
                    text = outputs[k]
                    aligned[k] = align(text, list(k), self.lang) if need else Alignment(
                        [OutToken(t, 0, len(k)) for t in text.split()])
                alns.append(aligned[k])
            tokens, status, n_edits = self._guard(s, alns, line_no, stats)
            results.append(EngineResult(tokens, status, n_edits, len(s.windows)))
        return results

    def _plan(self, s: _Stream) -> None:
        n = len(s.line.words)
        ok = s.line.boundaries()
        size = self.window_words
        while True:
            s.windows = plan_windows(n, size, self.overlap_words, ok)
            s.keys = [tuple(s.line.words[w.start:w.end]) for w in s.windows]
            if size <= 8 or all(len(k) * 3 <= self.max_pieces for k in s.keys):
                return
            size //= 2

    def _decode(self, keys: list[tuple[str, ...]]) -> dict[tuple[str, ...], str]:
        """Decode unique word windows: sorted by length, batched by tokens."""
        uniq = list(dict.fromkeys(keys))
        pieces = self.backend.encode([" ".join(k) for k in uniq])
        pieces = [p[: self.max_pieces] for p in pieces]
        order = sorted(range(len(uniq)), key=lambda i: len(pieces[i]))
        out: dict[tuple[str, ...], str] = {}
        batch: list[int] = []

        def flush() -> None:
            hyps = self.backend.translate_pieces([pieces[i] for i in batch])
            for i, h in zip(batch, hyps, strict=True):
                out[uniq[i]] = " ".join(self.backend.decode(h).split())  # never a line break inside
            batch.clear()

        for i in order:
            if batch and (len(batch) + 1) * max(len(pieces[i]), 1) > self.batch_tokens:
                flush()
            batch.append(i)
        if batch:
            flush()
        return out

    def _guard(self, s: _Stream, alns: list[Alignment], line_no: int, stats: GuardStats,
               ) -> tuple[list[OutToken], str, int]:
        ok = s.line.boundaries()
        _, segments = merge(s.windows, alns, ok)
        seg_tokens = _segment_tokens(s.windows, alns, segments)
        if not self.policy.check:
            return [t for seg in seg_tokens for t in seg], "unchecked", 0
        stats.checked += 1
        status, total, all_edits = "ok", 0, []
        out: list[OutToken] = []
        for seg, toks in zip(segments, seg_tokens, strict=True):
            w = s.windows[seg.window]
            edits = alns[seg.window].edits_in(seg.lo - w.start, seg.hi - w.start, first=seg.lo == 0)
            if edits:
                total += len(edits)
                all_edits.extend(edits)
                if self.policy.replace:
                    toks, regions = repair(s.line, toks, edits, w.start, seg.lo, seg.hi)
                    stats.fallback_segments += regions
                    status = "fallback"
                else:
                    status = "warn"
            out.extend(toks)
        if total:
            stats.edits += total
            stats.add_example(line_no, all_edits)
            if status == "fallback":
                stats.fallback_lines += 1
            else:
                stats.warned_lines += 1
        return out, status, total


def _segment_tokens(windows: list[Window], alns: list[Alignment], segments: list[Segment]) -> list[list[OutToken]]:
    out = []
    for seg in segments:
        w = windows[seg.window]
        toks = alns[seg.window].tokens[seg.t_lo:seg.t_hi]
        out.append([OutToken(t.text, t.lo + w.start, t.hi + w.start, t.kind) for t in toks])
    return out
