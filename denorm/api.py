"""The Python API of translate: `Denormalizer.load("en")("meet me at four thirty p m")`."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from denorm import defaults
from denorm.align import Alignment, OutToken, align, cut_index, nearest_cut
from denorm.backends import Backend, get_backend
from denorm.defaults import CHUNK_LINES
from denorm.guard import GuardStats, fallback_tokens, get_policy
from denorm.modelcard import ModelCard, find_model
from denorm.normalize import Foreign, NormalizedLine, concat, hesitations, normalize_line
from denorm.options import DEFAULTS, TranslateOptions
from denorm.version import __version__
from denorm.windows import Segment, Window, merge, plan_windows


@dataclass
class LineResult:
    """One output line and what happened to it."""

    text: str
    output: str
    guard: str  #: "ok", "fallback", "warn", "unchecked", "passthrough", "empty"
    edits: int = 0
    windows: int = 0

    def __post_init__(self) -> None:
        if "\n" in self.output:
            raise ValueError("an output line may not contain a line break")


@dataclass
class _Stream:
    """A normalized line on its way through windows, decoding, merging and the guard."""

    line: NormalizedLine
    windows: list[Window] = field(default_factory=list)
    keys: list[tuple[str, ...]] = field(default_factory=list)


class Denormalizer:
    """Spoken-form text in, written-form text out, one line out for every line in."""

    def __init__(self, model_dir: str | Path, options: TranslateOptions = DEFAULTS, **overrides: Any) -> None:
        """A denormalizer on the model folder `model_dir`, run as `options` says; keyword `overrides` replace
        fields of `options` (`Denormalizer(path, guard="off")`; TypeError for a name that is not a field)."""
        opts = replace(options, **overrides) if overrides else options
        self.options = opts
        self.card = ModelCard.load(model_dir)
        self.lang = self.card.language
        #: words removed before the model: the language's hesitation sounds, unless fillers="keep"
        self.fillers = opts.fillers
        self.drop = hesitations(self.lang) if opts.fillers == "drop" else frozenset()
        self.policy = get_policy(opts.guard)
        self.batch_tokens = opts.batch_tokens
        self.window_words = opts.window_words
        self.overlap_words = opts.overlap_words
        self.seed = opts.seed
        self.backend: Backend = get_backend(opts.backend)(self.card, device=opts.device, beam=opts.beam,
                                                          threads=opts.threads)
        # windows must fit the model's positions in pieces (checked again after encoding)
        self.max_pieces = self.card.max_source_positions - 2
        self.stats = GuardStats()

    # -- constructors ----------------------------------------------------------------------------
    @classmethod
    def from_dir(cls, path: str | Path, options: TranslateOptions = DEFAULTS, **overrides: Any) -> Denormalizer:
        """A denormalizer on the model folder `path` (docs/formats.md)."""
        return cls(path, options, **overrides)

    @classmethod
    def load(cls, lang: str = defaults.DEFAULT_LANG, options: TranslateOptions = DEFAULTS,
             **overrides: Any) -> Denormalizer:
        """The installed default model of `lang` (denorm.defaults.model_search_path())."""
        return cls(find_model(lang), options, **overrides)

    # -- public calls ----------------------------------------------------------------------------
    def __call__(self, text: str) -> str:
        """Denormalize a text; each of its lines is processed on its own (lines are never merged)."""
        return "\n".join(r.output for r in self.translate(text.split("\n")))

    def batch(self, texts: list[str]) -> list[str]:
        """Denormalize several texts; same length, same order (lines inside a text stay lines)."""
        flat: list[str] = []
        sizes: list[int] = []
        for t in texts:
            parts = t.split("\n")
            flat.extend(parts)
            sizes.append(len(parts))
        outs = [r.output for r in self.translate(flat)]
        result, i = [], 0
        for k in sizes:
            result.append("\n".join(outs[i:i + k]))
            i += k
        return result

    def translate(self, lines: list[str], first_line_no: int = 1) -> list[LineResult]:
        """Results for a list of lines (no line breaks inside), in order."""
        normalized = [normalize_line(t, self.lang, self.seed, drop=self.drop) for t in lines]
        toks, statuses = self._run([_Stream(n) for n in normalized], first_line_no)
        results = []
        for text, n, t, (status, edits, nw) in zip(lines, normalized, toks, statuses, strict=True):
            out = text if t is None else join_tokens(insert_foreign(t, n.foreign))
            results.append(LineResult(text, out, status, edits, nw))
        self.stats.lines += len(lines)
        return results

    def stream(self, lines: Iterable[str], chunk_lines: int = CHUNK_LINES) -> Iterator[LineResult]:
        """Results as the lines come: chunks of `chunk_lines`, each written before the next is read."""
        chunk: list[str] = []
        line_no = 1
        for line in lines:
            chunk.append(line)
            if len(chunk) >= chunk_lines:
                yield from self.translate(chunk, line_no)
                line_no += len(chunk)
                chunk = []
        if chunk:
            yield from self.translate(chunk, line_no)

    def translate_parts(self, parts: list[str],
                        protect: list[list[tuple[int, int]]] | None = None) -> list[LineResult]:
        """Pieces of one running text (subtitle cue lines): decoded with context across them, each
        output word returned in the piece its input word came from. `protect[k]`: character spans of
        part k kept away from the model and put back in place (markup)."""
        protect = protect or [[] for _ in parts]
        normalized = [normalize_line(t, self.lang, self.seed, pr, self.drop)
                      for t, pr in zip(parts, protect, strict=True)]
        joined, offsets = concat(normalized)
        toks, statuses = self._run([_Stream(joined)], 1)
        tokens = toks[0] or []
        results = []
        t_pos, pos = 0, 0
        for k, (text, n) in enumerate(zip(parts, normalized, strict=True)):
            end = offsets[k + 1]
            if k + 1 < len(parts):
                nxt = offsets[k + 2] if k + 2 < len(offsets) else end
                p, t = nearest_cut(tokens, end, pos, nxt)
                t = max(t, t_pos)
            else:
                p, t = offsets[-1], len(tokens)
            mine = [OutToken(x.text, max(0, x.lo - offsets[k]), max(0, x.hi - offsets[k]), x.kind)
                    for x in tokens[t_pos:t]]
            if n.passthrough:
                out = text
            else:
                out = join_tokens(insert_foreign(mine, n.foreign))
            results.append(LineResult(text, out, statuses[0][0] if not n.passthrough else "passthrough"))
            t_pos, pos = t, p
        self.stats.lines += len(parts)
        return results

    def signature(self) -> str:
        return (f"denorm {__version__}|model:{self.card.path}|arch:{self.card.architecture}|lang:{self.lang}"
                f"|{self.backend.describe()}|guard:{self.policy.name}|fillers:{self.fillers}")

    def report(self) -> str:
        """The end-of-run line for stderr: fallback count with model name, language, version."""
        s = self.stats
        return (f"denorm {__version__}: {s.lines} lines, {s.fallback_lines} fallbacks "
                f"({s.fallback_segments} windows), {s.warned_lines} warnings, {s.passthrough_lines} passed "
                f"through | model {self.card.name} lang {self.lang} (toolkit {self.card.toolkit_version}) "
                f"| {self.backend.describe()} | guard {self.policy.name} | fillers {self.fillers}")

    # -- internals -------------------------------------------------------------------------------
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

    def _run(self, streams: list[_Stream], first_line_no: int) -> tuple[list[list[OutToken] | None],
                                                                         list[tuple[str, int, int]]]:
        active = [s for s in streams if not s.line.passthrough]
        for s in active:
            self._plan(s)
        outputs = self._decode([k for s in active for k in s.keys])
        aligned: dict[tuple[str, ...], Alignment] = {}
        toks: list[list[OutToken] | None] = []
        statuses: list[tuple[str, int, int]] = []
        for i, s in enumerate(streams):
            line_no = first_line_no + i
            if s.line.passthrough:
                toks.append(None)
                statuses.append(("empty" if s.line.passthrough == "empty" else "passthrough", 0, 0))
                if s.line.passthrough != "empty":
                    self.stats.passthrough_lines += 1
                continue
            need = self.policy.check or len(s.windows) > 1 or bool(s.line.foreign) or len(streams) == 1
            alns = []
            for k in s.keys:
                if k not in aligned:
                    text = outputs[k]
                    aligned[k] = align(text, list(k), self.lang) if need else Alignment(
                        [OutToken(t, 0, len(k)) for t in text.split()])
                alns.append(aligned[k])
            tokens, status, n_edits = self._guard(s, alns, line_no)
            toks.append(tokens)
            statuses.append((status, n_edits, len(s.windows)))
        return toks, statuses

    def _guard(self, s: _Stream, alns: list[Alignment], line_no: int) -> tuple[list[OutToken], str, int]:
        ok = s.line.boundaries()
        _, segments = merge(s.windows, alns, ok)
        seg_tokens = _segment_tokens(s.windows, alns, segments)
        if not self.policy.check:
            return [t for seg in seg_tokens for t in seg], "unchecked", 0
        self.stats.checked += 1
        status, total, all_edits = "ok", 0, []
        out: list[OutToken] = []
        for seg, toks in zip(segments, seg_tokens, strict=True):
            w = s.windows[seg.window]
            edits = alns[seg.window].edits_in(seg.lo - w.start, seg.hi - w.start, first=seg.lo == 0)
            if edits:
                total += len(edits)
                all_edits.extend(edits)
                if self.policy.replace:
                    toks = fallback_tokens(s.line, seg.lo, seg.hi)
                    self.stats.fallback_segments += 1
                    status = "fallback"
                else:
                    status = "warn"
            out.extend(toks)
        if total:
            self.stats.edits += total
            self.stats.add_example(line_no, all_edits)
            if status == "fallback":
                self.stats.fallback_lines += 1
            else:
                self.stats.warned_lines += 1
        return out, status, total


def _segment_tokens(windows: list[Window], alns: list[Alignment], segments: list[Segment]) -> list[list[OutToken]]:
    out = []
    for seg in segments:
        w = windows[seg.window]
        toks = alns[seg.window].tokens[seg.t_lo:seg.t_hi]
        out.append([OutToken(t.text, t.lo + w.start, t.hi + w.start, t.kind) for t in toks])
    return out


def insert_foreign(tokens: list[OutToken], foreign: list[Foreign]) -> list[OutToken]:
    """Put the runs cut out before the model back at their input positions (nearest clean cut)."""
    if not foreign:
        return tokens
    n = max((t.hi for t in tokens), default=0)
    at: list[tuple[int, int, Foreign]] = []
    for k, f in enumerate(foreign):
        t = cut_index(tokens, f.pos)
        if t is None:
            _, t = nearest_cut(tokens, f.pos, 0, max(n, f.pos))
        at.append((t, k, f))
    out: list[OutToken] = []
    j = 0
    for t, _, f in sorted(at, key=lambda x: (x[0], x[1])):
        out.extend(tokens[j:t])
        j = max(j, t)
        glue = ("" if f.space_before else "<") + ("" if f.space_after else ">")
        out.append(OutToken(f.text, f.pos, f.pos, "foreign" + glue))
    out.extend(tokens[j:])
    return out


def join_tokens(tokens: list[OutToken]) -> str:
    """Tokens separated by single spaces, except where a foreign run was attached to its neighbour."""
    parts: list[str] = []
    prev_glue_right = False
    for i, t in enumerate(tokens):
        if i and not prev_glue_right and not t.kind.endswith(("<", "<>")):
            parts.append(" ")
        parts.append(t.text)
        prev_glue_right = t.kind.startswith("foreign") and ">" in t.kind
    return "".join(parts)


__all__ = ["Denormalizer", "LineResult", "TranslateOptions"]
