"""The HTTP application of `denorm serve`: routes, request validation and limits, on FastAPI.

Why FastAPI (on Starlette) and uvicorn: the request and response schemas are pydantic models that
both validate the JSON and generate the OpenAPI document and its /docs page, so the documentation
cannot drift from what the service accepts; Starlette underneath gives raw access to the body
stream (size limit enforced while reading, before parsing) and to the client's disconnect; uvicorn is
the reference ASGI server, with a graceful shutdown that stops accepting, lets running requests finish
and then runs the application's shutdown (which drains the batch queues). Plain Starlette would do
with a hand-written OpenAPI document; aiohttp would bring its own server and no schema generation.
"""

from __future__ import annotations

from denorm.extras import require

require("fastapi", "serve")  # a missing stack says: pip install 'denorm[serve]'

import asyncio  # noqa: E402
import io  # noqa: E402
import json  # noqa: E402
import logging  # noqa: E402
import re  # noqa: E402
import time  # noqa: E402
from contextlib import asynccontextmanager  # noqa: E402
from functools import partial  # noqa: E402
from typing import Any, Literal  # noqa: E402

from fastapi import FastAPI, Request  # noqa: E402
from fastapi.responses import JSONResponse, PlainTextResponse, Response  # noqa: E402
from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictStr, ValidationError  # noqa: E402
from starlette.requests import ClientDisconnect  # noqa: E402

from denorm import defaults  # noqa: E402
from denorm.formats.io import read_lines  # noqa: E402
from denorm.serve.batcher import ClosedError, Job, QueueFullError  # noqa: E402
from denorm.serve.metrics import CONTENT_TYPE, Metrics, service_metrics  # noqa: E402
from denorm.serve.options import ServeOptions  # noqa: E402
from denorm.serve.pool import LoadedModel, ModelPool  # noqa: E402
from denorm.version import __version__  # noqa: E402

log = logging.getLogger("denorm.serve")

#: Formats of a request: `text` lines are batched across requests; a subtitle file is decoded alone.
FORMATS = ("text", "srt", "vtt")
#: Content types read as a plain text body (one line per line), and the format each implies.
TEXT_TYPES = {"text/plain": "text", "application/x-subrip": "srt", "text/srt": "srt", "text/vtt": "vtt"}
#: Routes with their own metrics label (anything else counts as "other").
ROUTES = ("/v1/denormalize", "/v1/models", "/healthz", "/metrics", "/docs", "/openapi.json")
_SURROGATE = re.compile("[\ud800-\udfff]")
#: Status logged and counted for a client that left before its answer (nginx's convention).
CLIENT_CLOSED = 499


# -- schemas --------------------------------------------------------------------------------------
class DenormalizeOptions(BaseModel):
    """Per-request options."""

    model_config = ConfigDict(extra="forbid")

    alignment: StrictBool = Field(False, description="also return, per line, which spoken input words "
                                                      "each output token stands for (costs a second alignment)")


class DenormalizeRequest(BaseModel):
    """Lines of ASR output (spoken form) to denormalize, one output line per input line."""

    model_config = ConfigDict(extra="forbid")

    lang: StrictStr | None = Field(None, description="language of a loaded model (GET /v1/models), or 'auto' "
                                                     "(the loaded language most of the lines are in); default: the "
                                                     "only loaded one, else 'en'")
    lines: list[StrictStr] = Field(..., description="input lines, no line break inside one; an empty list "
                                                    "gives an empty answer")
    format: Literal["text", "srt", "vtt"] = Field("text", description="text: independent lines, batched with "
                                                  "other requests; srt/vtt: the lines of one subtitle file")
    options: DenormalizeOptions = Field(default_factory=DenormalizeOptions)


class LineAlignment(BaseModel):
    """Which input words each output piece of one line came from: the form of `--format jsonl`
    (`denorm.text.provenance.as_json`); indexes count the line's whitespace-separated input words."""

    version: int = Field(..., description="the alignment format's version (1)")
    pieces: list[tuple[str, list[int]]] = Field(..., description="[output piece, [input word indexes]] in output "
                                                                 "order; a filler dropped appears in none")


class DenormalizeResponse(BaseModel):
    lines: list[str] = Field(..., description="one output line per input line, same order")
    guard: list[str] = Field(..., description="per line: ok, fallback, warn, unchecked, passthrough, empty "
                                              "(srt/vtt: verbatim for lines that are not cue text)")
    alignment: list[LineAlignment] | None = Field(None, description="per line, when options.alignment")
    lang: str
    model: str
    signature: str = Field(..., description="what produced the output (toolkit, model, backend, guard)")
    warnings: list[str] = Field(default_factory=list, description="input repaired on the way in "
                                                                  "(lone surrogates -> U+FFFD)")


class ErrorResponse(BaseModel):
    detail: str
    limit: str | None = Field(None, description="the limit exceeded (413), as named in GET /v1/models")
    max: int | None = None
    got: int | None = None


# -- errors ---------------------------------------------------------------------------------------
class HTTPError(Exception):
    """An answer other than 200, with a message saying what to change."""

    def __init__(self, status: int, detail: str, reason: str, limit: str | None = None, max: int | None = None,  # noqa: A002
                 got: int | None = None, headers: dict[str, str] | None = None) -> None:
        super().__init__(detail)
        self.status = status
        self.reason = reason  #: label of denorm_rejected_total
        self.body = {k: v for k, v in {"detail": detail, "limit": limit, "max": max, "got": got}.items()
                     if v is not None}
        self.headers = headers or {}

    def response(self) -> JSONResponse:
        return JSONResponse(self.body, status_code=self.status, headers=self.headers)


def _too_large(limit: str, maximum: int, got: int, what: str, close: bool = False) -> HTTPError:
    headers = {"Connection": "close"} if close else None
    return HTTPError(413, f"{what}: {got} is over the limit {limit}={maximum}", "limit", limit, maximum, got,
                     headers)


def _ascii(text: str) -> str:
    """A header value (latin-1 only): other characters escaped."""
    return text.encode("ascii", "backslashreplace").decode("ascii")


# -- the application ------------------------------------------------------------------------------
def create_app(options: ServeOptions | None = None, pool: ModelPool | None = None,
               metrics: Metrics | None = None) -> FastAPI:
    """The ASGI application; loads the models of `options` unless a loaded `pool` is given."""
    options = options or ServeOptions()
    metrics = metrics or service_metrics()
    pool = pool or ModelPool.load(options, metrics)

    @asynccontextmanager
    async def lifespan(app: FastAPI):  # noqa: ANN202 - FastAPI's protocol
        yield
        # uvicorn calls this after every accepted request was answered: finish what is still queued
        app.state.draining = True
        done = await asyncio.to_thread(pool.close, options.shutdown_timeout_s)
        log.info("denorm serve: %s; %d lines served", "queues drained" if done else "queues NOT drained",
                 int(sum(metrics.value("denorm_lines_total", lang=x) for x in pool.langs)))

    app = FastAPI(title="denorm", version=__version__, lifespan=lifespan,
                  description="Spoken-form ASR output in, readable text out: one output line per input line.")
    app.state.options = options
    app.state.pool = pool
    app.state.metrics = metrics
    app.state.draining = False

    app.add_middleware(_Count, metrics=metrics)

    @app.exception_handler(HTTPError)
    async def http_error(request: Request, exc: HTTPError) -> JSONResponse:
        metrics.inc("denorm_rejected_total", reason=exc.reason)
        return exc.response()

    @app.exception_handler(Exception)
    async def internal_error(request: Request, exc: Exception) -> JSONResponse:
        log.error("denorm serve: internal error on %s", request.url.path, exc_info=exc)
        return JSONResponse({"detail": f"internal error: {type(exc).__name__}: {exc}"}, status_code=500)

    @app.get("/healthz", summary="liveness and readiness", responses={503: {"description": "shutting down"}})
    async def healthz() -> JSONResponse:
        body = {"status": "draining" if app.state.draining else "ok", "version": __version__,
                "langs": pool.langs, "queue_lines": {x: pool.models[x].batcher.queued_lines for x in pool.langs}}
        return JSONResponse(body, status_code=503 if app.state.draining else 200)

    @app.get("/v1/models", summary="loaded models, their cards and the service limits")
    async def models() -> dict[str, Any]:
        return {"models": [pool.models[x].describe() for x in pool.langs], "limits": options.limits(),
                "batching": {"batch_wait_ms": options.batch_wait_ms, "batch_words": options.batch_words},
                "request_timeout_s": options.request_timeout_s}

    @app.get("/metrics", summary="Prometheus metrics (text exposition format)",
             response_class=PlainTextResponse)
    async def prometheus() -> Response:
        return Response(metrics.render(), media_type=CONTENT_TYPE)

    @app.post("/v1/denormalize", summary="denormalize lines: JSON in and out, or a text body in and out",
              response_model=DenormalizeResponse,
              responses={200: {"content": {"text/plain": {"schema": {"type": "string"}}},
                               "description": "JSON for a JSON request; the text (one line per line) for a "
                                              "text/plain body"},
                         400: {"model": ErrorResponse, "description": "malformed JSON or body"},
                         413: {"model": ErrorResponse, "description": "a limit exceeded (named in `limit`)"},
                         415: {"model": ErrorResponse, "description": "unsupported content type"},
                         422: {"model": ErrorResponse, "description": "well-formed but invalid request"},
                         503: {"model": ErrorResponse, "description": "queue full, timed out or shutting "
                                                                      "down; see Retry-After"}},
              openapi_extra={"requestBody": {"required": True, "content": {
                  "application/json": {"schema": {"$ref": "#/components/schemas/DenormalizeRequest"}},
                  "text/plain": {"schema": {"type": "string"}, "description": "one line per line; query "
                                 "parameters `lang` and `format` (text, srt, vtt)"}}}})
    async def denormalize(request: Request) -> Response:
        ctype = request.headers.get("content-type", "").split(";")[0].strip().lower()
        is_json = ctype == "application/json" or ctype.endswith("+json")
        if not is_json and ctype not in TEXT_TYPES:
            raise HTTPError(415, f"content type {ctype or '(none)'!r} is not accepted: send application/json "
                                 f"or one of {', '.join(TEXT_TYPES)}", "invalid")
        pool.arrivals.add(1)  # the batcher waits for requests still being read
        try:
            try:
                body = await _read_body(request, options.max_body_bytes)
            except ClientDisconnect:
                metrics.inc("denorm_rejected_total", reason="disconnect")
                return Response(status_code=CLIENT_CLOSED)
            if is_json:
                req, warnings = _parse_json(body, options)
                model = _model(pool, req.lang, req.lines)
                lines, fmt, alignment, eols = req.lines, req.format, req.options.alignment, None
            else:
                fmt = request.query_params.get("format", TEXT_TYPES[ctype])
                if fmt not in FORMATS:
                    raise HTTPError(422, f"format {fmt!r} is not one of {', '.join(FORMATS)}", "invalid")
                lines, eols, warnings = _parse_text(body, options)
                model = _model(pool, request.query_params.get("lang"), lines)
                alignment = False
            job = Job(lines, asyncio.get_running_loop().create_future(), asyncio.get_running_loop())
            if fmt == "text":
                job.finish = partial(_finish, model, alignment)
            else:
                job.run = partial(model.run_subtitles, lines)
            _submit(model, job)
        finally:
            pool.arrivals.add(-1)
        result = await _wait(request, model, job, options, metrics)
        if result is None:
            return Response(status_code=CLIENT_CLOSED)
        if eols is not None:
            text = "".join(out + (eol or "\n") for out, eol in zip(result["lines"], eols, strict=True))
            headers = {"X-Denorm-Signature": _ascii(model.signature),
                       "X-Denorm-Fallbacks": str(result["guard"].count("fallback"))}
            if warnings:
                headers["X-Denorm-Warnings"] = _ascii(" | ".join(warnings[:5]))
            return Response(text.encode("utf-8", "replace"), media_type="text/plain; charset=utf-8",
                            headers=headers)
        body_out = {**result, "lang": model.lang, "model": model.name, "signature": model.signature,
                    "warnings": warnings}
        return Response(json.dumps(body_out, ensure_ascii=False).encode("utf-8", "replace"),
                        media_type="application/json")

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            from fastapi.openapi.utils import get_openapi

            schema = get_openapi(title=app.title, version=app.version, description=app.description,
                                 routes=app.routes)
            defs = DenormalizeRequest.model_json_schema(ref_template="#/components/schemas/{model}")
            components = schema.setdefault("components", {}).setdefault("schemas", {})
            components.update(defs.pop("$defs", {}))
            components["DenormalizeRequest"] = defs
            app.openapi_schema = schema
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
    return app


class _Count:
    """ASGI middleware: requests in flight, answered (by endpoint and status) and their latency."""

    def __init__(self, app: Any, metrics: Metrics) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        t0 = time.perf_counter()
        route = scope["path"] if scope["path"] in ROUTES else "other"
        status = 500

        async def send_status(message: dict) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        self.metrics.inc("denorm_requests_in_flight", 1)
        try:
            await self.app(scope, receive, send_status)
        finally:
            self.metrics.inc("denorm_requests_in_flight", -1)
            self.metrics.inc("denorm_requests_total", endpoint=route, status=str(status))
            self.metrics.observe("denorm_request_seconds", time.perf_counter() - t0, endpoint=route)


def _finish(model: LoadedModel, alignment: bool, job: Job, results: list) -> dict[str, Any]:
    return model.finish_text(job, results, alignment)


def _model(pool: ModelPool, lang: str | None, lines: list[str]) -> LoadedModel:
    """The model a request asks for; "auto": the loaded language most of its lines are in (denorm.text.language_id;
    the whole request goes to that model)."""
    if lang is None:
        lang = pool.langs[0] if len(pool.langs) == 1 else defaults.DEFAULT_LANG
    elif lang == "auto":
        from denorm.text.language_id import stream_language

        fallback = defaults.DEFAULT_LANG if defaults.DEFAULT_LANG in pool.langs else pool.langs[0]
        lang = stream_language(lines, pool.langs, fallback) if len(pool.langs) > 1 else pool.langs[0]
    if lang not in pool.models:
        raise HTTPError(422, f"lang {lang!r} is not loaded (loaded: {', '.join(pool.langs)}); "
                             "start the service with --lang to add it", "invalid")
    return pool.models[lang]


async def _read_body(request: Request, max_bytes: int) -> bytes:
    """The body, refused with 413 as soon as it is known to pass `max_bytes` (before reading all of it)."""
    declared = request.headers.get("content-length")
    if declared is not None:
        if not declared.strip().isdigit():
            raise HTTPError(400, f"Content-Length {declared!r} is not a number", "invalid")
        if int(declared) > max_bytes:
            raise _too_large("max_body_bytes", max_bytes, int(declared), "request body (bytes)", close=True)
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > max_bytes:
            raise _too_large("max_body_bytes", max_bytes, size, "request body (bytes, so far)", close=True)
        chunks.append(chunk)
    return b"".join(chunks)


def _check_lines(lines: list[str], options: ServeOptions) -> None:
    if len(lines) > options.max_lines:
        raise _too_large("max_lines", options.max_lines, len(lines), "lines in the request")
    for i, line in enumerate(lines):
        if len(line) > options.max_line_chars:
            raise _too_large("max_line_chars", options.max_line_chars, len(line), f"characters of line {i}")


def _repair(line: str, where: str, warnings: list[str]) -> str:
    """Lone surrogates (possible in JSON's \\ud800 escapes, not in UTF-8) become U+FFFD, with a warning."""
    repaired = _SURROGATE.sub("\ufffd", line)
    if repaired != line:
        warnings.append(f"{where}: lone surrogate replaced by U+FFFD")
    return repaired


def _parse_json(body: bytes, options: ServeOptions) -> tuple[DenormalizeRequest, list[str]]:
    try:
        obj = json.loads(body)
    except UnicodeDecodeError as err:
        raise HTTPError(400, f"body is not UTF-8 JSON: invalid byte at {err.start}", "invalid") from None
    except json.JSONDecodeError as err:
        raise HTTPError(400, f"malformed JSON: {err.msg} at line {err.lineno} column {err.colno}",
                        "invalid") from None
    except RecursionError:
        raise HTTPError(400, "malformed JSON: nested too deeply", "invalid") from None
    if isinstance(obj, dict) and isinstance(obj.get("lines"), list) and len(obj["lines"]) > options.max_lines:
        raise _too_large("max_lines", options.max_lines, len(obj["lines"]), "lines in the request")
    try:
        req = DenormalizeRequest.model_validate(obj)
    except ValidationError as err:
        problems = "; ".join(f"{'.'.join(str(p) for p in e['loc']) or 'body'}: {e['msg']}"
                             for e in err.errors()[:10])
        more = f" (and {err.error_count() - 10} more)" if err.error_count() > 10 else ""
        raise HTTPError(422, f"invalid request: {problems}{more}", "invalid") from None
    _check_lines(req.lines, options)
    warnings: list[str] = []
    for i, line in enumerate(req.lines):
        if "\n" in line:
            raise HTTPError(422, f"lines.{i} contains a line break: send every line as its own item", "invalid")
        req.lines[i] = _repair(line, f"lines.{i}", warnings)
    return req, warnings


def _parse_text(body: bytes, options: ServeOptions) -> tuple[list[str], list[str], list[str]]:
    """Lines of a text body like `denorm translate` reads them: split on \\n only, CRLF kept, invalid
    UTF-8 replaced by U+FFFD with a warning naming the line."""
    warnings: list[str] = []
    read = list(read_lines(io.BytesIO(body), warnings.append))
    lines = [x.text for x in read]
    _check_lines(lines, options)
    return lines, [x.eol for x in read], warnings


async def _wait_disconnect(request: Request) -> None:
    """Returns when the client closes the connection (the body was read already)."""
    while True:
        message = await request.receive()
        if message["type"] == "http.disconnect":
            return


def _submit(model: LoadedModel, job: Job) -> None:
    """Queue the job, or HTTPError 503 (with Retry-After) when the queue is full or closing."""
    try:
        model.batcher.submit(job)
    except QueueFullError as err:
        raise HTTPError(503, str(err), "queue_full", "max_queue_lines", model.batcher.max_queue_lines,
                        model.batcher.queued_lines, {"Retry-After": str(err.retry_after)}) from None
    except ClosedError as err:
        raise HTTPError(503, str(err), "closed", headers={"Retry-After": "5"}) from None


async def _wait(request: Request, model: LoadedModel, job: Job, options: ServeOptions,
                metrics: Metrics) -> dict[str, Any] | None:
    """The queued job's result; None if the client left; HTTPError 503 when it timed out."""
    if job.future.done():
        return job.future.result()
    gone = asyncio.ensure_future(_wait_disconnect(request))
    try:
        done, _ = await asyncio.wait({job.future, gone}, timeout=options.request_timeout_s,
                                     return_when=asyncio.FIRST_COMPLETED)
    finally:
        gone.cancel()
    if job.future in done:
        return job.future.result()
    job.cancel()
    if gone in done:
        metrics.inc("denorm_rejected_total", reason="disconnect")
        log.info("denorm serve: client left before its %d lines were done", len(job.lines))
        return None
    raise HTTPError(503, f"not answered within request_timeout_s={options.request_timeout_s:g} "
                         f"({len(job.lines)} lines, {model.batcher.queued_lines} lines queued)", "timeout",
                    "request_timeout_s", headers={"Retry-After": str(model.batcher.retry_after())})
