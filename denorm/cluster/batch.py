"""`denorm batch`: transcript archives (text, jsonl, Parquet files) through denorm on a Ray cluster.

What: every input file gives one output file under --out, with the same relative name, and an entry in
--out/manifest.json (lines, fallbacks, failed lines, warnings, model signature, seconds, input sha256).

Why it is exact: a file is cut on the very line boundaries `denorm translate` uses (its chunks of
--chunk-lines lines), each chunk is one Ray item (file id, chunk index, first line number, the chunk's raw
bytes), and a worker runs on it exactly what `denorm translate --format <fmt>` runs on that chunk: the same
Format.run (denorm.formats.io) on an in-memory copy of the chunk's bytes. The outputs of the chunks, joined
in order, are byte for byte what `denorm translate` writes for the file. Two details keep this true:

- a chunk after the first that starts with a UTF-8 byte order mark gets an empty line in front (the formats
  drop a BOM on the first line of a stream only); that line's output, one "\\n", is cut off again;
- under --lang auto the stream's language is decided from a file's first lines, so a file is one item.

Parquet: the --column of each row is read as the jsonl object {"text": value}, so a Parquet row gets
exactly the "output" and "guard" that `denorm translate --format jsonl` gives that object; the output file
is the input table with the columns "output" and "guard" added.

Why Ray: the model loads once per worker (an actor of Ray Data's actor pool builds its Denormalizer in
__init__), workers x threads = the cores, and the same command runs on one machine (a local Ray started
for the run) or on a cluster (--address auto, ray://head:10001).

Outputs and the manifest are written atomically (a temporary name in the same folder, then os.replace); a
rerun skips a file whose output exists and whose manifest entry is complete with the same input sha256 and
model signature. ray and pyarrow are imported inside functions only (`denorm.extras.require`).
"""

from __future__ import annotations

import glob
import hashlib
import io
import json
import os
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from denorm import defaults
from denorm.extras import require
from denorm.formats.io import AtomicOutput, FileError, dump_json
from denorm.options import DEFAULTS, TranslateOptions

#: --format choices; None (the default) picks one per file from its suffix (SUFFIX_FORMATS, else text).
FORMATS = ("text", "jsonl", "parquet")
SUFFIX_FORMATS = {".jsonl": "jsonl", ".ndjson": "jsonl", ".parquet": "parquet"}
#: The manifest's name under --out.
MANIFEST = "manifest.json"
MANIFEST_VERSION = 1
#: The UTF-8 byte order mark, dropped by the formats on a stream's first line only.
BOM = b"\xef\xbb\xbf"
#: Warning messages kept per chunk (all are counted).
KEPT_MESSAGES = 5
_GLOB = re.compile(r"[*?\[]")
_LINE_NO = re.compile(r"^line (\d+)")
_THREADS = re.compile(r"\|threads:\d+")

Warn = Callable[[str], None]


def _stderr(msg: str) -> None:
    print(f"denorm: {msg}", file=sys.stderr, flush=True)


# -- inputs ------------------------------------------------------------------------------------------
@dataclass
class InputFile:
    """One input file: where it is, its output's name relative to --out, and its format."""

    path: Path
    rel: str
    fmt: str


def file_format(path: Path, fmt: str | None) -> str:
    """`fmt`, or the format of `path`'s suffix (text unless .jsonl/.ndjson/.parquet)."""
    return fmt or SUFFIX_FORMATS.get(path.suffix.lower(), "text")


def _hidden(rel: Path) -> bool:
    return any(p.startswith(".") for p in rel.parts)


def _under(path: Path, folder: Path) -> bool:
    try:
        path.resolve().relative_to(folder.resolve())
        return True
    except ValueError:
        return False


def _walk(folder: Path, out: Path) -> list[tuple[Path, str]]:
    """Files under `folder` (recursive, sorted), hidden ones and --out's own files left out."""
    found = []
    for p in sorted(folder.rglob("*")):
        rel = p.relative_to(folder)
        if p.is_file() and not _hidden(rel) and not _under(p, out):
            found.append((p, rel.as_posix()))
    return found


def _glob_base(pattern: str) -> Path:
    """The folder part of a glob before its first wildcard: outputs are named relative to it."""
    parts = Path(pattern).parts
    k = next(i for i, p in enumerate(parts) if _GLOB.search(p))
    return Path(*parts[:k]) if k else Path(".")


def find_inputs(inputs: list[str], out: Path, fmt: str | None = None) -> list[InputFile]:
    """The files of INPUT...: a file (output named as the file), a folder (its files, recursively, named
    relative to it) or a glob (named relative to the folder before its first wildcard). FileError for an
    input that does not exist or matches nothing, or for two files that would write the same output."""
    found: list[tuple[Path, str]] = []
    for spec in inputs:
        path = Path(spec)
        if _GLOB.search(spec) and not path.exists():
            base = _glob_base(spec)
            matches = [Path(m) for m in sorted(glob.glob(spec, recursive=True))]
            if not matches:
                raise FileError(f"input {spec} matches no file")
            for m in matches:
                if m.is_dir():
                    found += [(p, (m.relative_to(base) / r).as_posix()) for p, r in _walk(m, out)]
                elif m.is_file() and not _under(m, out):
                    found.append((m, m.relative_to(base).as_posix()))
        elif path.is_dir():
            found += _walk(path, out)
        elif path.is_file():
            found.append((path, path.name))
        else:
            raise FileError(f"input {spec} does not exist")
    files: list[InputFile] = []
    by_rel: dict[str, Path] = {}
    for p, rel in found:
        if rel in by_rel:
            if by_rel[rel].resolve() == p.resolve():
                continue
            raise FileError(f"{by_rel[rel]} and {p} would both be written to {rel} under --out; give them "
                            "in separate runs or with different --out")
        if rel == MANIFEST:
            raise FileError(f"input {p} would be written to --out/{MANIFEST}, the manifest's name")
        by_rel[rel] = p
        files.append(InputFile(p, rel, file_format(p, fmt)))
    return files


# -- planning: the chunks of `denorm translate` --------------------------------------------------------
def split_lines(data: bytes, size: int) -> list[tuple[int, bytes, int]]:
    """(first line number, raw bytes, line count) of each chunk of `size` lines, lines split on "\\n" only
    (as denorm.formats.io.read_lines splits them)."""
    out: list[tuple[int, bytes, int]] = []
    lines: list[bytes] = []
    first = 1
    for line in io.BytesIO(data):
        lines.append(line)
        if len(lines) >= size:
            out.append((first, b"".join(lines), len(lines)))
            first += len(lines)
            lines = []
    if lines:
        out.append((first, b"".join(lines), len(lines)))
    return out


def parquet_lines(path: Path, column: str) -> bytes:
    """The jsonl lines {"text": value} of a Parquet file's `column` (a value that is not a string: null,
    which the jsonl format answers with "guard": "error")."""
    pq = require("pyarrow.parquet", "ray")
    table = pq.read_table(path, columns=[column]) if column else pq.read_table(path)
    if column not in table.column_names:
        raise FileError(f"{path} has no column {column!r} (it has {', '.join(table.column_names)}); "
                        "name it with --column")
    values = table.column(column).to_pylist()
    return "".join(dump_json({"text": v if isinstance(v, str) else None}) + "\n"
                   for v in values).encode("utf-8", errors="replace")


# -- the worker --------------------------------------------------------------------------------------
class _Shifted:
    """A denormalizer seen through line numbers shifted by `offset` (a chunk's lines are numbered from 1
    in its in-memory stream; warnings name the lines of the file). The calls the formats make with line
    numbers are shifted; anything else is the denormalizer's own."""

    def __init__(self, d: Any, offset: int) -> None:
        self.d, self.offset = d, offset

    def _no(self, first: Any) -> Any:
        return first + self.offset if isinstance(first, int) else [n + self.offset for n in first]

    def translate(self, lines: list[str], first_line_no: Any = 1) -> list:
        return self.d.translate(lines, self._no(first_line_no))

    def translate_long(self, line: str, line_no: int = 1) -> Any:
        return self.d.translate_long(line, self._no(line_no))

    def outputs(self, lines: list[str], first_line_no: int = 1) -> Any:
        return self.d.outputs(lines, self._no(first_line_no))

    def __getattr__(self, name: str) -> Any:
        return getattr(self.d, name)


@dataclass
class ChunkResult:
    """What a worker gives back for one chunk."""

    out: bytes = b""
    fallbacks: int = 0
    failed: int = 0
    warnings: int = 0
    messages: list[str] = field(default_factory=list)
    error: str = ""
    seconds: float = 0.0


def run_chunk(d: Any, fmt: str, data: bytes, first: int, chunk_lines: int) -> ChunkResult:
    """Exactly what `denorm translate --format fmt` does with this chunk (lines `first`... of a file):
    Format.run on an in-memory stream of its bytes. A chunk that fails as a whole (a broken engine) comes
    back with `error` and no output; a bad line is the denormalizer's business (it is given back unchanged)."""
    from denorm.auto import AutoDenormalizer
    from denorm.formats.io import get_format

    start = time.perf_counter()
    res = ChunkResult()
    dummy = first > 1 and data.startswith(BOM)
    offset = first - 1 - int(dummy)

    def warn(msg: str) -> None:
        res.warnings += 1
        if len(res.messages) < KEPT_MESSAGES:
            res.messages.append(msg)

    def warn_local(msg: str) -> None:  # the formats' own warnings name the line in the chunk's stream
        warn(_LINE_NO.sub(lambda m: f"line {int(m.group(1)) + offset}", msg))

    if isinstance(d, AutoDenormalizer):
        d.stream = None  # a new file: its language is decided from its first lines
    d.on_warning = warn
    before = d.stats
    fallbacks, failed = before.fallback_lines, before.failed_lines
    buf = io.BytesIO()
    try:
        get_format("jsonl" if fmt == "parquet" else fmt).run(
            _Shifted(d, offset), io.BytesIO(b"\n" + data if dummy else data), buf, warn_local,  # type: ignore[arg-type]
            chunk_lines + int(dummy))
        out = buf.getvalue()
        if dummy:
            assert out[:1] == b"\n", "the empty line in front of a chunk came back as something else"
            out = out[1:]
        res.out = out
    except Exception as err:  # noqa: BLE001 - the engine is broken (EngineFailedError) or worse: the file fails
        res.error = f"{type(err).__name__}: {str(err)[:300]}"
    after = d.stats
    res.fallbacks, res.failed = after.fallback_lines - fallbacks, after.failed_lines - failed
    res.seconds = time.perf_counter() - start
    return res


def load_denormalizer(lang: str, options: TranslateOptions, model: str | None = None) -> Any:
    """What `denorm translate --lang/--model` loads: a Denormalizer (or an AutoDenormalizer for lang auto)."""
    from denorm.api import Denormalizer
    from denorm.auto import load

    if model:
        return Denormalizer.from_dir(model, options, lang=lang)
    return load(lang or defaults.DEFAULT_LANG, options)


class ChunkTranslator:
    """A Ray Data actor: loads the model once in __init__, then translates chunks (pyarrow batches of rows
    file, index, first, fmt, data) into rows file, index, out, fallbacks, failed, warnings, messages,
    error, seconds."""

    def __init__(self, lang: str, options: TranslateOptions, chunk_lines: int, model: str | None = None) -> None:
        self.d = load_denormalizer(lang, options, model)
        self.chunk_lines = chunk_lines

    def __call__(self, batch: Any) -> Any:
        pa = require("pyarrow", "ray")
        rows = []
        for row in batch.to_pylist():
            _crash_once(row["index"])
            r = run_chunk(self.d, row["fmt"], row["data"], row["first"], self.chunk_lines)
            rows.append({"file": row["file"], "index": row["index"], "out": r.out, "fallbacks": r.fallbacks,
                         "failed": r.failed, "warnings": r.warnings, "messages": r.messages, "error": r.error,
                         "seconds": r.seconds})
        return pa.Table.from_pylist(rows, schema=_result_schema())


#: Fault injection for the tests: a path in this variable makes the first worker to reach a chunk of index
#: 2 or more create that file and die at once (os._exit), as a killed or lost worker would.
CRASH_ENV = "DENORM_BATCH_CRASH_ONCE"


def _crash_once(index: int) -> None:
    marker = os.environ.get(CRASH_ENV)
    if marker and index >= 2:
        try:
            fd = os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:
            return
        os.close(fd)
        os._exit(137)


def _result_schema() -> Any:
    pa = require("pyarrow", "ray")
    return pa.schema([("file", pa.int64()), ("index", pa.int64()), ("out", pa.binary()),
                      ("fallbacks", pa.int64()), ("failed", pa.int64()), ("warnings", pa.int64()),
                      ("messages", pa.list_(pa.string())), ("error", pa.string()), ("seconds", pa.float64())])


# -- the manifest ------------------------------------------------------------------------------------
def load_manifest(out: Path) -> dict[str, Any]:
    """--out/manifest.json, or an empty one (also for an unreadable file: everything is redone)."""
    try:
        data = json.loads((out / MANIFEST).read_text(encoding="utf-8"))
        if isinstance(data, dict) and isinstance(data.get("files"), dict):
            return data
    except (OSError, ValueError):
        pass
    return {"version": MANIFEST_VERSION, "files": {}}


def save_manifest(out: Path, manifest: dict[str, Any]) -> None:
    target = AtomicOutput(out / MANIFEST)
    try:
        target.file.write(json.dumps(manifest, indent=1, ensure_ascii=False, sort_keys=True).encode("utf-8"))
        target.file.write(b"\n")
    except BaseException:
        target.abort()
        raise
    target.commit()


def same_model(a: str, b: str) -> bool:
    """Signatures equal but for the thread count (which never changes the output)."""
    return _THREADS.sub("", a) == _THREADS.sub("", b)


def is_done(entry: dict[str, Any] | None, output: Path, sha256: str, signature: str, fmt: str) -> bool:
    """A file a rerun may skip: its output exists, its manifest entry is complete, same input and model."""
    return bool(entry) and output.exists() and entry.get("complete") is True and entry.get("sha256") == sha256 \
        and entry.get("format") == fmt and same_model(str(entry.get("signature", "")), signature)


# -- writing -----------------------------------------------------------------------------------------
def _write_bytes(path: Path, pieces: list[bytes]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    target = AtomicOutput(path)
    try:
        for piece in pieces:
            target.file.write(piece)
    except BaseException:
        target.abort()
        raise
    target.commit()


def _write_parquet(path: Path, source: Path, pieces: list[bytes]) -> None:
    """The input table with "output" and "guard" (from the jsonl lines of its rows) added (replaced)."""
    pa = require("pyarrow", "ray")
    pq = require("pyarrow.parquet", "ray")
    table = pq.read_table(source)
    outputs, guards = [], []
    for line in b"".join(pieces).decode("utf-8").split("\n")[:-1]:
        obj = json.loads(line)
        outputs.append(obj.get("output"))
        guards.append(obj.get("guard"))
    if len(outputs) != table.num_rows:
        raise RuntimeError(f"{source}: {len(outputs)} outputs for {table.num_rows} rows")
    for name, values in (("output", outputs), ("guard", guards)):
        if name in table.column_names:
            table = table.drop_columns([name])
        table = table.append_column(name, pa.array(values, pa.string()))
    path.parent.mkdir(parents=True, exist_ok=True)
    target = AtomicOutput(path)
    try:
        pq.write_table(table, target.file)
    except BaseException:
        target.abort()
        raise
    target.commit()


# -- the run -----------------------------------------------------------------------------------------
@dataclass
class BatchConfig:
    """Everything `denorm batch` was asked to do."""

    inputs: list[str]
    out: Path
    lang: str = defaults.DEFAULT_LANG
    fmt: str | None = None
    column: str = "text"
    address: str | None = None
    workers: int | None = None
    chunk_lines: int = defaults.CHUNK_LINES
    options: TranslateOptions = DEFAULTS
    model: str | None = None
    progress: bool = True


@dataclass
class BatchSummary:
    """What a run did (the closing line on stderr)."""

    files: int = 0
    done: int = 0
    skipped: int = 0
    failed: int = 0
    lines: int = 0
    seconds: float = 0.0
    workers: int = 0
    threads: int = 0
    signature: str = ""

    def line(self) -> str:
        rate = self.lines / self.seconds if self.seconds > 0 else 0.0
        return (f"batch: {self.files} files ({self.done} written, {self.skipped} skipped as done, {self.failed} "
                f"failed), {self.lines} lines in {self.seconds:.1f} s ({rate:.0f} lines/s), {self.workers} "
                f"workers x {self.threads} threads")


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _start_ray(address: str | None) -> tuple[Any, bool]:
    """(ray, whether this run started it): a local Ray sized to the machine, or the cluster at `address`."""
    import logging

    ray = require("ray", "ray")
    if ray.is_initialized():
        return ray, False
    if address:
        ray.init(address=address, logging_level=logging.WARNING)
    else:
        os.environ.setdefault("RAY_USAGE_STATS_ENABLED", "0")
        ray.init(num_cpus=os.cpu_count() or 1, include_dashboard=False, logging_level=logging.WARNING)
    return ray, True


def run_batch(cfg: BatchConfig, warn: Warn = _stderr) -> BatchSummary:
    """Translate every input file of `cfg` into cfg.out (see the module's docstring): the summary."""
    if cfg.chunk_lines < 1:
        raise ValueError(f"--chunk-lines must be >= 1, got {cfg.chunk_lines}")
    if cfg.workers is not None and cfg.workers < 1:
        raise ValueError(f"--workers must be >= 1, got {cfg.workers}")
    if cfg.out.exists() and not cfg.out.is_dir():
        raise FileError(f"--out {cfg.out} is a file, not a folder")
    files = find_inputs(cfg.inputs, cfg.out, cfg.fmt)
    cfg.out.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    ray, started = _start_ray(cfg.address)
    try:
        return _run(ray, cfg, files, start, warn)
    finally:
        if started:
            ray.shutdown()


def _run(ray: Any, cfg: BatchConfig, files: list[InputFile], start: float, warn: Warn) -> BatchSummary:
    cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
    workers = cfg.workers or max(1, cpus // (cfg.options.threads or 1))
    threads = cfg.options.threads or max(1, cpus // workers)
    reserve = min(float(threads), cpus / workers)  # CPUs an actor asks Ray for: the pool always fits
    options = replace(cfg.options, threads=threads)
    signature = load_denormalizer(cfg.lang, options, cfg.model).signature()  # the model of this run
    whole = cfg.lang.strip().lower() == "auto"  # --lang auto decides a file's language from its first lines
    summary = BatchSummary(files=len(files), workers=workers, threads=threads, signature=signature)
    manifest = load_manifest(cfg.out)
    manifest.update(version=MANIFEST_VERSION, lang=cfg.lang, signature=signature)
    entries: dict[str, Any] = manifest["files"]

    items: list[dict[str, Any]] = []
    todo: dict[int, tuple[InputFile, str, int, int]] = {}  # file id -> (file, sha256, chunks, lines)
    for fid, f in enumerate(files):
        raw = f.path.read_bytes()
        sha = _sha256(raw)
        column = cfg.column if f.fmt == "parquet" else None
        entry = entries.get(f.rel)
        if is_done(entry, cfg.out / f.rel, sha, signature, f.fmt) and entry.get("column") == column:
            summary.skipped += 1
            continue
        data = parquet_lines(f.path, cfg.column) if f.fmt == "parquet" else raw
        chunks = split_lines(data, 1 << 62 if whole else cfg.chunk_lines)
        todo[fid] = (f, sha, len(chunks), sum(n for _, _, n in chunks))
        entries[f.rel] = {"input": str(f.path), "format": f.fmt, "column": column, "sha256": sha,
                          "signature": signature, "complete": False, "lines": todo[fid][3], "chunks": len(chunks)}
        items += [{"file": fid, "index": k, "first": first, "fmt": f.fmt, "data": chunk}
                  for k, (first, chunk, _) in enumerate(chunks)]
    save_manifest(cfg.out, manifest)

    results: dict[int, dict[int, dict[str, Any]]] = {fid: {} for fid in todo}

    def finish(fid: int) -> None:
        f, sha, n, lines = todo[fid]
        rows = [results[fid][k] for k in range(n)]
        entry = entries[f.rel]
        entry.update(fallbacks=sum(r["fallbacks"] for r in rows), failed_lines=sum(r["failed"] for r in rows),
                     warnings=sum(r["warnings"] for r in rows), seconds=round(sum(r["seconds"] for r in rows), 3),
                     messages=[m for r in rows for m in r["messages"]][:KEPT_MESSAGES])
        errors = [f"chunk {k}: {r['error']}" for k, r in enumerate(rows) if r["error"]]
        if errors:
            entry.update(complete=False, error="; ".join(errors)[:1000])
            summary.failed += 1
            warn(f"{f.path}: not written: {errors[0]}")
        else:
            pieces = [r["out"] for r in rows]
            if f.fmt == "parquet":
                _write_parquet(cfg.out / f.rel, f.path, pieces)
            else:
                _write_bytes(cfg.out / f.rel, pieces)
            entry.pop("error", None)
            entry.update(complete=True, finished=time.strftime("%Y-%m-%dT%H:%M:%S%z"))
            summary.done += 1
            summary.lines += lines
        save_manifest(cfg.out, manifest)
        del results[fid]

    for fid in [fid for fid, (_, _, n, _) in todo.items() if n == 0]:  # empty files: nothing to translate
        finish(fid)
    if items:
        from ray.data import DataContext

        DataContext.get_current().enable_progress_bars = cfg.progress
        ds = ray.data.from_items(items, override_num_blocks=len(items))
        del items
        ds = ds.map_batches(ChunkTranslator, fn_constructor_kwargs={
            "lang": cfg.lang, "options": options, "chunk_lines": cfg.chunk_lines, "model": cfg.model},
            batch_size=1, batch_format="pyarrow", compute=ray.data.ActorPoolStrategy(size=workers),
            num_cpus=reserve)
        for batch in ds.iter_batches(batch_size=None, batch_format="pyarrow"):
            for row in batch.to_pylist():
                fid = row["file"]
                if fid not in results:  # a retried chunk of a file already written
                    continue
                results[fid][row["index"]] = row
                if len(results[fid]) == todo[fid][2]:
                    finish(fid)
    summary.seconds = time.perf_counter() - start
    return summary
