"""The Python API of translate: `Denormalizer.load("en")("meet me at four thirty p m")`."""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from denorm import defaults
from denorm.align import OutToken, nearest_cut
from denorm.defaults import CHUNK_LINES
from denorm.engines import AUTO, Engine, get_engine
from denorm.engines.base import EngineFailedError
from denorm.engines.choice import auto_engine, engine_folder, folder_engine
from denorm.guard import GuardStats
from denorm.options import DEFAULTS, TranslateOptions
from denorm.text import provenance
from denorm.text.assemble import assemble, finish, insert_foreign, join_tokens, place
from denorm.text.normalize import NormalizedLine, concat, hesitations, normalize_line
from denorm.text.verbatim import TOKEN
from denorm.text.windows import Block, BlockOutput, block_cut, is_long, plan_blocks
from denorm.version import __version__

_log = logging.getLogger("denorm")
#: Lines in a row given back after an error that mean the engine itself is broken (a lost model file, a
#: backend that cannot run): the run stops with EngineFailedError instead of passing a whole file through.
MAX_FAILED_IN_A_ROW = 100


@dataclass
class LineResult:
    """One output line and what happened to it."""

    text: str
    output: str
    guard: str  #: "ok", "fallback", "warn", "unchecked", "passthrough", "empty"; "error": given back unchanged
    edits: int = 0
    windows: int = 0
    #: (output piece, input word indexes) in output order (denorm.text.provenance); None where not tracked
    #: (a very long line written block by block)
    alignment: list[tuple[str, list[int]]] | None = None
    lang: str | None = None  #: the language the line was given, under --lang auto (denorm.auto)

    def __post_init__(self) -> None:
        if "\n" in self.output:
            raise ValueError("an output line may not contain a line break")


class Denormalizer:
    """Spoken-form text in, written-form text out, one line out for every line in."""

    def __init__(self, model_dir: str | Path, options: TranslateOptions = DEFAULTS, *, lang: str | None = None,
                 **overrides: Any) -> None:
        """A denormalizer on the model folder `model_dir` (a seq2seq folder with denorm.json, or a tagger
        folder for the pipeline engine), run as `options` says; keyword `overrides` replace fields of
        `options` (`Denormalizer(path, guard="off")`; TypeError for a name that is not a field). `lang`:
        the language, needed only for a multilingual tagger folder."""
        if not isinstance(model_dir, (str, Path)):
            raise TypeError(f"model_dir must be the path of a model folder (str or Path), got {_what(model_dir)}")
        opts = replace(options, **overrides) if overrides else options
        kind = folder_engine(model_dir)
        if opts.engine not in (AUTO, kind):
            raise ValueError(f"{model_dir} is a {kind} model folder; the {opts.engine} engine cannot run it "
                             f"(choose --engine {kind}, or give a {opts.engine} folder)")
        self._setup(get_engine(kind)(model_dir, opts, lang=lang.strip().lower() if lang else None), opts)

    @classmethod
    def from_engine(cls, engine: Engine, options: TranslateOptions = DEFAULTS, **overrides: Any) -> Denormalizer:
        """A denormalizer around an engine already built (a custom or test engine; see denorm.engines.base)."""
        self = cls.__new__(cls)
        self._setup(engine, replace(options, **overrides) if overrides else options)
        return self

    def _setup(self, engine: Engine, opts: TranslateOptions) -> None:
        self.options = opts
        self.engine = engine
        self.lang = engine.lang
        self.card = engine.card
        #: words removed before the model: the language's hesitation sounds, unless fillers="keep"
        self.fillers = opts.fillers
        self.drop = hesitations(self.lang) if opts.fillers == "drop" else frozenset()
        self.seed = opts.seed
        self.stats = GuardStats()
        #: Where warnings about single lines go (a line given back unchanged after an error): the `denorm`
        #: logger unless a caller (the CLI, the server) sets its own.
        self.on_warning: Callable[[str], None] = _log.warning
        self._failed_in_a_row = 0

    @property
    def backend(self) -> Any:
        """The seq2seq engine's inference backend (AttributeError for the pipeline engine)."""
        return self.engine.backend  # type: ignore[attr-defined]

    # -- constructors ----------------------------------------------------------------------------
    @classmethod
    def from_dir(cls, path: str | Path, options: TranslateOptions = DEFAULTS, *, lang: str | None = None,
                 **overrides: Any) -> Denormalizer:
        """A denormalizer on the model folder `path` (docs/formats.md; `lang` for a multilingual tagger)."""
        return cls(path, options, lang=lang, **overrides)

    @classmethod
    def load(cls, lang: str = defaults.DEFAULT_LANG, options: TranslateOptions = DEFAULTS,
             **overrides: Any) -> Denormalizer:
        """The installed model of `lang` (any case: "en", "EN") for `options.engine` ("auto": the engine whose
        card records the lower test WER, or the seq2seq when a backend or device is asked for;
        denorm.engines.choice) on denorm.defaults.model_search_path()."""
        if not isinstance(lang, str) or not lang.strip():
            raise TypeError(f"lang must be a language code such as 'en', got {_what(lang)}")
        opts = replace(options, **overrides) if overrides else options
        code = lang.strip().lower()
        engine = auto_engine(code, opts) if opts.engine == AUTO else opts.engine
        return cls(engine_folder(engine, code), replace(opts, engine=engine), lang=code)

    # -- public calls ----------------------------------------------------------------------------
    def __call__(self, text: str) -> str:
        """Denormalize a text; each of its lines is processed on its own (lines are never merged)."""
        _check_text(text, "the text")
        return "\n".join(r.output for r in self.translate(text.split("\n")))

    def batch(self, texts: list[str]) -> list[str]:
        """Denormalize several texts; same length, same order (lines inside a text stay lines)."""
        if isinstance(texts, (str, bytes)):
            raise TypeError(f"batch() takes a list of texts, got {_what(texts)}; for one text call the "
                            "denormalizer itself: d(text)")
        texts = list(texts)
        for k, t in enumerate(texts):
            _check_text(t, f"text {k}")
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

    def translate(self, lines: list[str], first_line_no: int | Sequence[int] = 1) -> list[LineResult]:
        """Results for a list of lines (no line breaks inside), in order. `first_line_no`: the input line
        number of the first line (the others follow it), or one number per line, for warnings."""
        if isinstance(lines, (str, bytes)):
            raise TypeError(f"translate() takes a list of lines, got {_what(lines)}")
        for k, t in enumerate(lines):
            _check_text(t, f"line {k}")
            if "\n" in t:
                raise ValueError(f"line {k} has a line break inside: split it, or call d(text) for a text")
        numbers = _line_numbers(first_line_no, len(lines))
        try:
            results = self._translate(lines, numbers)
            if lines:
                self._failed_in_a_row = 0
        except Exception:  # noqa: BLE001 - one bad line costs that line only: retry them one by one
            results = [self._isolated(line, no) for line, no in zip(lines, numbers, strict=True)]
        if self.options.check:
            results = self._checked(lines, numbers, results)
        self.stats.lines += len(lines)
        return results

    def _checked(self, lines: list[str], numbers: list[int], results: list[LineResult]) -> list[LineResult]:
        """`check`: a line whose output is not well-formed (denorm.text.wellformed) is written again without the
        engine's conversions (`without_conversions`, the pipeline engine's), with a warning; kept as it is, with
        a warning, when that is not well-formed either or the engine has no such mode."""
        from denorm.text.wellformed import violations

        again_without = getattr(self.engine, "without_conversions", None)
        out = list(results)
        for k, r in enumerate(results):
            found = violations(r, self.lang) if r.guard != "error" else []
            if not found:
                continue
            kinds = ", ".join(sorted({v.kind for v in found}))
            if again_without is not None:
                with again_without():
                    again = self._isolated(lines[k], numbers[k])
                if not violations(again, self.lang):
                    out[k] = again
                    self.on_warning(f"line {numbers[k]}: not well-formed ({kinds}); written without conversions")
                    continue
            self.on_warning(f"line {numbers[k]}: not well-formed ({kinds}); kept as it is")
        return out

    def _isolated(self, line: str, line_no: int) -> LineResult:
        """One line on its own; if it fails, it comes back unchanged with a warning naming its number."""
        try:
            result = self._translate([line], [line_no])[0]
            self._failed_in_a_row = 0
            return result
        except Exception as err:  # noqa: BLE001 - reported on the line, the run goes on
            self._failed(line_no, err)
            return LineResult(line, line, "error", alignment=provenance.identity(line))

    def _failed(self, line_no: int, err: BaseException) -> None:
        """Count and report a line given back unchanged; stop the run when the engine fails on every line."""
        self.stats.failed_lines += 1
        self._failed_in_a_row += 1
        self.on_warning(f"line {line_no}: {type(err).__name__}: {str(err)[:200]}; given back unchanged")
        if self._failed_in_a_row >= MAX_FAILED_IN_A_ROW:
            raise EngineFailedError(f"the engine failed on {self._failed_in_a_row} lines in a row (the last, line "
                                    f"{line_no}: {type(err).__name__}: {str(err)[:200]}): it is broken, not the "
                                    "input; stopped") from err

    def _translate(self, lines: list[str], numbers: list[int]) -> list[LineResult]:
        """`translate` of checked lines, all in one batch (an exception in any line stops it)."""
        short = [k for k, t in enumerate(lines) if not is_long(t)]
        normalized = [normalize_line(lines[k], self.lang, self.seed, drop=self.drop) for k in short]
        toks, statuses = self._run(normalized, [numbers[k] for k in short])
        results: list[LineResult | None] = [None] * len(lines)
        for k, n, t, (status, edits, nw) in zip(short, normalized, toks, statuses, strict=True):
            if t is None:
                results[k] = LineResult(lines[k], lines[k], status, edits, nw, provenance.identity(lines[k]))
            else:
                final = finish(place(t, n), n)
                results[k] = LineResult(lines[k], join_tokens(final), status, edits, nw,
                                        provenance.sources(final, n))
        for k, r in enumerate(results):
            if r is None:  # a very long line: block by block, its output joined
                tally = _Tally()
                out = "".join(self._long(lines[k], numbers[k], tally))
                results[k] = LineResult(lines[k], out, tally.status, tally.edits, tally.windows)
        return [r for r in results if r is not None]

    def translate_long(self, line: str, line_no: int = 1) -> Iterator[str]:
        """The output of one line in pieces, each given as soon as its block of the line is done (joined, they
        are the line's output; no line end). A line of more than `windows.BLOCK_WORDS` tokens is decoded in
        overlapping blocks of that many tokens, cut where both neighbours have a clean cut, so memory stays
        that of a block whatever the line's length; a shorter line comes in one piece."""
        _check_text(line, "the line")
        if "\n" in line:
            raise ValueError("the line has a line break inside")
        if is_long(line):
            yield from self._long(line, line_no, _Tally())
            self.stats.lines += 1
        else:
            yield self.translate([line], line_no)[0].output

    def outputs(self, lines: list[str], first_line_no: int = 1) -> Iterator[Iterator[str]]:
        """Each line's output, in order, as pieces (joined: the line's output, no line end): lines of ordinary
        length decoded together, a very long line block by block as each block is done (`translate_long`), so
        a writer keeps memory flat. What the text format writes; the one place a writer learns which lines are
        long is here."""
        long = [is_long(t) for t in lines]
        i = 0
        while i < len(lines):
            j = next((k for k in range(i, len(lines)) if long[k]), len(lines))
            if j > i:
                yield from (iter((r.output,)) for r in self.translate(lines[i:j], first_line_no + i))
            if j < len(lines):
                yield self.translate_long(lines[j], first_line_no + j)
            i = j + 1

    def stream(self, lines: Iterable[str], chunk_lines: int = CHUNK_LINES) -> Iterator[LineResult]:
        """Results as the lines come: chunks of `chunk_lines`, each written before the next is read. A line
        may end with its "\n" (the lines of an open file): it is taken off."""
        if isinstance(lines, (str, bytes)):
            raise TypeError(f"stream() takes an iterable of lines (an open text file, a list), got {_what(lines)}")
        chunk: list[str] = []
        line_no = 1
        for line in lines:
            chunk.append(line[:-1] if isinstance(line, str) and line.endswith("\n") else line)
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
        if isinstance(parts, (str, bytes)):
            raise TypeError(f"translate_parts() takes a list of parts, got {_what(parts)}")
        for k, t in enumerate(parts):
            _check_text(t, f"part {k}")
        protect = protect or [[] for _ in parts]
        try:
            results = self._parts(parts, protect)
        except Exception as err:  # noqa: BLE001 - the parts come back unchanged, the run goes on
            self._failed(1, err)
            results = [LineResult(t, t, "error", alignment=provenance.identity(t)) for t in parts]
        self.stats.lines += len(parts)
        return results

    def _parts(self, parts: list[str], protect: list[list[tuple[int, int]]]) -> list[LineResult]:
        normalized = [normalize_line(t, self.lang, self.seed, pr, self.drop)
                      for t, pr in zip(parts, protect, strict=True)]
        joined, offsets = concat(normalized)
        toks, statuses = self._run([joined], [1], [offsets[1:-1]])
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
                out = assemble(mine, n)
            results.append(LineResult(text, out, statuses[0][0] if not n.passthrough else "passthrough"))
            t_pos, pos = t, p
        return results

    def signature(self) -> str:
        return (f"denorm {__version__}|engine:{self.engine.name}|model:{self.card.path}|arch:{self.card.architecture}"
                f"|lang:{self.lang}|{self.engine.describe().replace(' | ', '|')}|fillers:{self.fillers}")

    def report(self) -> str:
        """The end-of-run line for stderr: fallback count with model name, language, version."""
        return report_line(self.stats, self.card.name, self.lang, self.card.toolkit_version, self.engine.name,
                           self.engine.describe(), self.fillers)

    # -- internals -------------------------------------------------------------------------------
    def _long(self, text: str, line_no: int, tally: _Tally) -> Iterator[str]:
        """Pieces of a long line's output, block by block (see `translate_long`); line counts in the stats
        are those of one line."""
        s = self.stats
        counts = (s.checked, s.fallback_lines, s.warned_lines, s.passthrough_lines)
        prev: BlockOutput | None = None
        t_from, first = 0, True
        last: OutToken | None = None
        for block in plan_blocks(text):
            cur = self._block(text, block, line_no, tally)
            if prev is not None:
                t_left, t_right = block_cut(prev, cur)
                piece = finish(prev.tokens[t_from:t_left], prev.line, start=first, end=False)
                if piece:
                    yield join_tokens(piece, last)
                    last, first = piece[-1], False
                t_from = max(t_right, 0)
            prev = cur
        if prev is not None:
            piece = finish(prev.tokens[t_from:], prev.line, start=first, end=True)
            if piece:
                yield join_tokens(piece, last)
        s.checked = counts[0] + int(tally.checked)
        s.fallback_lines = counts[1] + int(tally.status == "fallback")
        s.warned_lines = counts[2] + int(tally.status == "warn")
        s.passthrough_lines = counts[3] + int(tally.status == "passthrough")

    def _block(self, text: str, block: Block, line_no: int, tally: _Tally) -> BlockOutput:
        """One block of a long line decoded like a line: its output tokens, input tokens placed back; a block
        that fails comes back as its input tokens, with a warning naming the line."""
        raw = block.text(text)
        try:
            return self._decode_block(raw, block, line_no, tally)
        except Exception as err:  # noqa: BLE001 - that block is given back as written, the line goes on
            self._failed(line_no, err)
            tally.add("error", 0, 0, False)
            return self._verbatim_block(raw, block, NormalizedLine(raw, passthrough="error"))

    @staticmethod
    def _verbatim_block(raw: str, block: Block, n: NormalizedLine) -> BlockOutput:
        found = list(TOKEN.finditer(raw))
        tokens = [OutToken(m.group(), k, k + 1, "kept") for k, m in enumerate(found)]
        return BlockOutput(block, n, tokens, {block.starts[0] + m.start(): k for k, m in enumerate(found)},
                           [True] * (len(tokens) + 1))

    def _decode_block(self, raw: str, block: Block, line_no: int, tally: _Tally) -> BlockOutput:
        n = normalize_line(raw, self.lang, self.seed, drop=self.drop)
        if n.passthrough:
            tally.add("passthrough", 0, 0, False)
            return self._verbatim_block(raw, block, n)
        toks, statuses = self._run([n], [line_no])
        tally.add(*statuses[0], bool(getattr(self.engine, "checks", False)))
        return BlockOutput(block, n, place(toks[0] or [], n),
                         {block.starts[0] + t.start: t.lo for t in n.tokens if t.start >= 0}, n.boundaries())

    def _run(self, lines: list[NormalizedLine], line_nos: Sequence[int],
             cuts: Sequence[Sequence[int]] | None = None) -> tuple[list[list[OutToken] | None],
                                                                  list[tuple[str, int, int]]]:
        """The engine on normalized lines: output tokens (None: passes through) and (status, edits, windows)."""
        results = self.engine.run(lines, line_nos, self.stats, cuts)
        return [r.tokens for r in results], [(r.status, r.edits, r.windows) for r in results]


def report_line(s: GuardStats, model: str, lang: str, toolkit: str, engine: str, describe: str, fillers: str) -> str:
    """The end-of-run line of a run's counts `s` and what wrote them (`Denormalizer.report`)."""
    return (f"denorm {__version__}: {s.lines} lines, {s.fallback_lines} fallbacks "
            f"({s.fallback_segments} regions), {s.warned_lines} warnings, {s.passthrough_lines} passed "
            f"through, {s.failed_lines} failed (given back unchanged) | model {model} lang {lang} "
            f"(toolkit {toolkit}) | engine {engine} | {describe} | fillers {fillers}")


def _line_numbers(first: int | Sequence[int], count: int) -> list[int]:
    """The input line number of each of `count` lines: from the first one, or as given."""
    numbers = list(range(first, first + count)) if isinstance(first, int) else list(first)
    if len(numbers) != count:
        raise ValueError(f"{len(numbers)} line numbers for {count} lines")
    return numbers


#: How bad a line's status is, for a long line's blocks (the worst one is the line's).
_SEVERITY = {"empty": 0, "passthrough": 1, "unchecked": 2, "ok": 3, "warn": 4, "fallback": 5, "error": 6}


@dataclass
class _Tally:
    """The statuses of a long line's blocks, summed up."""

    status: str = "empty"
    edits: int = 0
    windows: int = 0
    checked: bool = False

    def add(self, status: str, edits: int, windows: int, checked: bool) -> None:
        if _SEVERITY[status] > _SEVERITY[self.status]:
            self.status = status
        self.edits += edits
        self.windows += windows
        self.checked = self.checked or checked


def _what(value: object) -> str:
    """A value's type and a short repr, for error messages."""
    shown = repr(value)
    return f"{type(value).__name__} {shown[:40] + '...' if len(shown) > 40 else shown}"


def _check_text(text: object, name: str) -> None:
    """TypeError unless `text` is a str (bytes: say how to decode them)."""
    if isinstance(text, (bytes, bytearray)):
        raise TypeError(f"{name} must be a str, got bytes: decode it first (data.decode('utf-8', "
                        "errors='replace'))")
    if not isinstance(text, str):
        raise TypeError(f"{name} must be a str, got {_what(text)}")


__all__ = ["Denormalizer", "EngineFailedError", "LineResult", "TranslateOptions", "insert_foreign", "join_tokens"]
