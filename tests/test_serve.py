"""denorm serve: JSON and text requests, limits, faults (disconnect, queue full, SIGTERM), fuzzed lines.

Servers listen on 127.0.0.1 with a port the OS picks; models are the fake backends of
tests/test_translate.py (plus slow ones here), so every timing is bounded and no CPU-heavy model runs.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import re
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

import pytest

from denorm.backends import BACKENDS
from tests.test_translate import FakeBackend, word

httpx = pytest.importorskip("httpx", reason="the serve extra (pip install 'denorm[serve]')")
uvicorn = pytest.importorskip("uvicorn", reason="the serve extra (pip install 'denorm[serve]')")
pytest.importorskip("fastapi", reason="the serve extra (pip install 'denorm[serve]')")

from denorm.options import TranslateOptions  # noqa: E402
from denorm.serve.app import create_app  # noqa: E402
from denorm.serve.metrics import service_metrics  # noqa: E402
from denorm.serve.options import ServeOptions  # noqa: E402
from denorm.serve.pool import LoadedModel, ModelPool, load_denormalizer  # noqa: E402

REPO = Path(__file__).resolve().parents[1]


class SlowBackend(FakeBackend):
    """The identity-like fake model with a fixed cost per call and per line (a real model's shape)."""

    name: ClassVar[str] = "fake-slow"
    PER_CALL: ClassVar[float] = 0.02
    PER_LINE: ClassVar[float] = 0.002

    def translate_pieces(self, batch: list[list[str]]) -> list[list[str]]:
        time.sleep(self.PER_CALL + self.PER_LINE * len(batch))
        return super().translate_pieces(batch)


class VerySlowBackend(SlowBackend):
    """0.1 s per line: a request of a few lines outlives a short timeout."""

    name = "fake-very-slow"
    PER_CALL = 0.0
    PER_LINE = 0.1


class StuckBackend(SlowBackend):
    """0.3 s per line: the queue fills while it works."""

    name = "fake-stuck"
    PER_CALL = 0.0
    PER_LINE = 0.3


FAKES = (FakeBackend, SlowBackend, VerySlowBackend, StuckBackend)


@pytest.fixture(scope="module")
def fake_model(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A model folder for the fake backends (registered for this module's tests)."""
    saved = dict(BACKENDS)
    for cls in FAKES:
        BACKENDS[cls.name] = f"{cls.__module__}:{cls.__name__}"
    d = tmp_path_factory.mktemp("serve") / "fake-en"
    d.mkdir()
    (d / "denorm.json").write_text(json.dumps({
        "format_version": 1, "language": "en", "architecture": "fake", "files": {},
        "max_source_positions": 1024, "max_target_positions": 1024, "toolkit_version": "test"}))
    yield d
    BACKENDS.clear()
    BACKENDS.update(saved)


@contextlib.contextmanager
def running(model: Path, backend: str = "fake", **options: object) -> Iterator[tuple[str, object]]:
    """A real uvicorn server in a thread on 127.0.0.1 (free port); yields its base URL and the app."""
    opts = ServeOptions(port=0, model=(model,), log_level="warning", **options)
    metrics = service_metrics()
    d = load_denormalizer(path=model, options=TranslateOptions(backend=backend))
    pool = ModelPool([LoadedModel(d, opts, metrics)])
    app = create_app(opts, pool, metrics)
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning",
                                           timeout_graceful_shutdown=5))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        assert time.monotonic() < deadline and thread.is_alive(), "server did not start"
        time.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://127.0.0.1:{port}", app
    finally:
        server.should_exit = True
        thread.join(10)


@pytest.fixture(scope="module")
def server(fake_model: Path) -> Iterator[tuple[str, object]]:
    with running(fake_model) as s:
        yield s


@pytest.fixture(scope="module")
def client(server: tuple[str, object]) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=server[0], timeout=20) as c:
        yield c


def post_json(client: httpx.Client, body: object) -> httpx.Response:
    return client.post("/v1/denormalize", json=body)


def metric(text: str, name: str, **labels: str) -> float:
    """The value of one sample of a Prometheus text exposition (0 when absent)."""
    want = ",".join(f'{k}="{v}"' for k, v in sorted(labels.items()))
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        key, _, value = line.rpartition(" ")
        base, _, rest = key.partition("{")
        if base == name and ",".join(sorted(rest.rstrip("}").split(","))) == ",".join(sorted(want.split(","))):
            return float(value)
    return 0.0


# -- the happy path --------------------------------------------------------------------------------
#: (lines, expected lines, expected guard) with the identity-like fake model (capital, final period).
JSON_CASES = [
    (["meet me at four thirty"], ["Meet me at four thirty."], ["ok"]),
    (["one", "", "two"], ["One.", "", "Two."], ["ok", "empty", "ok"]),
    ([], [], []),
    (["   "], ["   "], ["empty"]),
    (["emoji 😀 in the middle"], ["Emoji 😀 in the middle."], ["ok"]),
    (["שלום עולם מה שלומך"], ["שלום עולם מה שלומך"], ["passthrough"]),
    (["uh"], ["uh"], ["passthrough"]),
    (["crlf line\r"], ["Crlf line.\r"], ["ok"]),
]


@pytest.mark.parametrize("lines,expected,guard", JSON_CASES)
def test_json_lines(client: httpx.Client, lines: list[str], expected: list[str], guard: list[str]) -> None:
    r = post_json(client, {"lang": "en", "lines": lines})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["lines"] == expected and body["guard"] == guard
    assert body["alignment"] is None and body["lang"] == "en"
    assert "lang:en" in body["signature"] and "fake" in body["signature"]


def test_json_alignment(client: httpx.Client) -> None:
    r = post_json(client, {"lines": ["meet me uh at four", ""], "options": {"alignment": True}})
    assert r.status_code == 200, r.text
    first, empty = r.json()["alignment"]  # the one form of --format jsonl (input word indexes)
    assert first == {"version": 1, "pieces": [["Meet", [0]], ["me", [1]], ["at", [3]], ["four.", [4]]]}
    assert empty == {"version": 1, "pieces": []}  # "uh" (word 2) was dropped: no piece names it


def test_text_body_like_the_cli(client: httpx.Client) -> None:
    body = b"first line\r\n\nbad \xff\xfe bytes\nlast line without end"
    r = client.post("/v1/denormalize?lang=en", content=body, headers={"content-type": "text/plain"})
    assert r.status_code == 200, r.text
    assert r.headers["content-type"].startswith("text/plain")
    assert r.content.decode() == "First line.\r\n\nBad \ufffd\ufffd bytes.\nLast line without end.\n"
    assert "line 3: invalid UTF-8" in r.headers["x-denorm-warnings"]
    assert r.headers["x-denorm-fallbacks"] == "0"


SRT = ["1", "00:00:01,000 --> 00:00:02,000", "<i>meet me at</i>", "four thirty", "", "2",
       "00:00:03,000 --> 00:00:04,000", "- see you then", ""]


@pytest.mark.parametrize("fmt", ["srt", "vtt"])
def test_subtitles_keep_every_line(client: httpx.Client, fmt: str) -> None:
    lines = (["WEBVTT", ""] if fmt == "vtt" else []) + SRT
    r = post_json(client, {"lines": lines, "format": fmt})
    assert r.status_code == 200, r.text
    out, guard = r.json()["lines"], r.json()["guard"]
    assert len(out) == len(lines) == len(guard)
    for x, y, g in zip(lines, out, guard, strict=True):
        if g == "verbatim":
            assert x == y
    assert "00:00:01,000 --> 00:00:02,000" in out and "<i>Meet me at</i>" in out
    text = client.post(f"/v1/denormalize?format={fmt}", content="".join(x + "\n" for x in lines).encode(),
                       headers={"content-type": "text/plain"})
    assert text.status_code == 200 and text.text.split("\n")[:-1] == out


def test_health_models_metrics_docs(client: httpx.Client, server: tuple[str, object]) -> None:
    h = client.get("/healthz")
    assert h.status_code == 200 and h.json()["status"] == "ok" and h.json()["langs"] == ["en"]
    m = client.get("/v1/models").json()
    assert m["models"][0]["lang"] == "en" and m["limits"]["max_lines"] == ServeOptions().max_lines
    post_json(client, {"lines": ["count me"]})
    text = client.get("/metrics").text
    assert metric(text, "denorm_requests_total", endpoint="/v1/denormalize", status="200") >= 1
    assert metric(text, "denorm_lines_total", lang="en") >= 1
    assert metric(text, "denorm_request_seconds_count", endpoint="/v1/denormalize") >= 1
    assert metric(text, "denorm_batch_lines_bucket", lang="en", le="+Inf") >= 1
    assert "denorm_guard_lines_total" in text
    for line in text.splitlines():  # every sample line is `name{labels} number`
        assert line.startswith("#") or re.fullmatch(r"[a-z_]+(\{[^}]*\})? [-+0-9.e]+|.* \+?Inf", line), line
    spec = client.get("/openapi.json").json()
    assert "/v1/denormalize" in spec["paths"] and "DenormalizeRequest" in spec["components"]["schemas"]
    assert client.get("/docs").status_code == 200
    app = server[1]
    app.state.draining = True
    try:
        assert client.get("/healthz").status_code == 503
    finally:
        app.state.draining = False


# -- invalid input: a clear 4xx naming what is wrong, never a 500 ------------------------------------
JSON = {"content-type": "application/json"}
TEXT = {"content-type": "text/plain"}
BAD_REQUESTS = [
    ("malformed JSON", JSON, b'{"lines": ["a"', 400, "malformed JSON"),
    ("empty JSON body", JSON, b"", 400, "malformed JSON"),
    ("JSON not UTF-8", JSON, b'{"lines": ["\xff"]}', 400, "not UTF-8"),
    ("not an object", JSON, b'["a", "b"]', 422, "invalid request"),
    ("lines missing", JSON, b'{"lang": "en"}', 422, "lines: Field required"),
    ("lines a string", JSON, b'{"lines": "a b"}', 422, "lines: Input should be a valid list"),
    ("a line is a number", JSON, b'{"lines": ["a", 7]}', 422, "lines.1: Input should be a valid string"),
    ("a line is null", JSON, b'{"lines": [null]}', 422, "lines.0"),
    ("lang a number", JSON, b'{"lines": [], "lang": 1}', 422, "lang"),
    ("lang not loaded", JSON, b'{"lines": ["a"], "lang": "xx"}', 422, "'xx' is not loaded"),
    ("unknown format", JSON, b'{"lines": [], "format": "docx"}', 422, "format"),
    ("unknown field", JSON, b'{"lines": [], "colour": 1}', 422, "colour"),
    ("unknown option", JSON, b'{"lines": [], "options": {"beam": 5}}', 422, "options.beam"),
    ("option of wrong type", JSON, b'{"lines": [], "options": {"alignment": "yes"}}', 422, "options.alignment"),
    ("line break inside a line", JSON, b'{"lines": ["a\\nb"]}', 422, "lines.0 contains a line break"),
    ("too many lines", JSON, json.dumps({"lines": ["a"] * 1001}).encode(), 413, "max_lines=1000"),
    ("line too long", JSON, json.dumps({"lines": ["ab " * 4000]}).encode(), 413, "max_line_chars=10000"),
    ("text: too many lines", TEXT, b"a\n" * 1001, 413, "max_lines=1000"),
    ("text: 100k lines", TEXT, b"a b\n" * 100_000, 413, "100000 is over the limit max_lines=1000"),
    ("text: unknown format", {"content-type": "text/plain"}, b"a", 422, "format"),
    ("unsupported content type", {"content-type": "application/xml"}, b"<a/>", 415, "application/json"),
    ("no content type", {}, b"a", 415, "(none)"),
]


@pytest.mark.parametrize("what,headers,body,status,message", BAD_REQUESTS, ids=[b[0] for b in BAD_REQUESTS])
def test_invalid_requests(client: httpx.Client, what: str, headers: dict, body: bytes, status: int,
                          message: str) -> None:
    url = "/v1/denormalize" + ("?format=docx" if what == "text: unknown format" else "")
    r = client.post(url, content=body, headers=headers)
    assert r.status_code == status, (what, r.text)
    assert message in r.json()["detail"], r.json()


def test_limit_errors_name_the_limit(client: httpx.Client) -> None:
    r = post_json(client, {"lines": ["x"] * 100_000})  # 100k lines: refused before validation
    assert r.status_code == 413
    assert r.json() == {"detail": "lines in the request: 100000 is over the limit max_lines=1000",
                        "limit": "max_lines", "max": 1000, "got": 100000}


def test_ten_megabyte_body_is_refused_before_it_is_read(server: tuple[str, object]) -> None:
    host, port = server[0].removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as s:
        s.sendall(b"POST /v1/denormalize HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                  b"Content-Length: 10485760\r\n\r\n" + b"[" * 65536)
        answer = b""
        while chunk := s.recv(65536):  # the server closes after its answer
            answer += chunk
        answer = answer.decode()
    assert answer.startswith("HTTP/1.1 413"), answer
    assert "max_body_bytes" in answer and "10485760" in answer and "connection: close" in answer.lower()


def test_ten_megabyte_chunked_body_is_cut_off(client: httpx.Client) -> None:
    def chunks() -> Iterator[bytes]:
        for _ in range(10):
            yield b'{"lines": [' + b'"a",' * 262_144

    try:
        r = client.post("/v1/denormalize", content=chunks(), headers=JSON)
    except httpx.TransportError:  # the server may close before all 10 MB are written
        return
    assert r.status_code == 413 and r.json()["limit"] == "max_body_bytes"


@pytest.mark.parametrize("n", [10_000, pytest.param(100_000, marks=pytest.mark.slow)])
def test_many_lines_in_one_request_when_allowed(fake_model: Path, n: int) -> None:
    """N in, N out at scale: 10,000 lines in one request (100,000 with --runslow; limits raised for it).
    The pipeline costs about 0.1-0.2 ms per line even with the fake model (normalization, guard)."""
    lines = [f"line {word(i % 997)} of {word(i % 13)}" if i % 5 else "" for i in range(n)]
    with running(fake_model, max_lines=n, max_queue_lines=n, max_body_bytes=8 << 20,
                 batch_words=50_000, request_timeout_s=120) as (url, _):
        r = httpx.post(url + "/v1/denormalize", content="\n".join(lines).encode(), headers=TEXT, timeout=120)
    assert r.status_code == 200
    out = r.text.split("\n")
    assert out[-1] == "" and len(out) - 1 == len(lines)
    assert all((o == "") == (x == "") for x, o in zip(lines, out, strict=False))
    assert out[1] == f"Line {word(1)} of {word(1)}."


# -- batching, backpressure, timeouts, disconnects ---------------------------------------------------
async def _many(url: str, bodies: list[dict], timeout: float = 20) -> list[httpx.Response]:
    async with httpx.AsyncClient(base_url=url, timeout=timeout,
                                 limits=httpx.Limits(max_connections=len(bodies))) as c:
        return await asyncio.gather(*(c.post("/v1/denormalize", json=b) for b in bodies))


def test_concurrent_requests_share_batches(fake_model: Path) -> None:
    bodies = [{"lines": [f"request {word(i)} line {word(k)}" for k in range(i % 3 + 1)]} for i in range(32)]
    with running(fake_model, "fake-slow", batch_wait_ms=20) as (url, app):
        answers = asyncio.run(_many(url, bodies))
        m = app.state.metrics
        batches = m.value("denorm_batch_requests", lang="en")
    for b, r in zip(bodies, answers, strict=True):
        assert r.status_code == 200
        assert r.json()["lines"] == [x[0].upper() + x[1:] + "." for x in b["lines"]]
    assert 1 <= batches < len(bodies) / 2, f"{batches} batches for {len(bodies)} concurrent requests"


def test_full_queue_answers_503_with_retry_after(fake_model: Path) -> None:
    with running(fake_model, "fake-stuck", max_lines=5, max_queue_lines=5, batch_words=1) as (url, app):
        async def scenario() -> tuple[httpx.Response, ...]:
            async with httpx.AsyncClient(base_url=url, timeout=20) as c:
                first = asyncio.ensure_future(c.post("/v1/denormalize", json={"lines": list("abcde")}))
                await asyncio.sleep(0.1)  # the worker decodes "a" (0.3 s); 4 lines wait
                second = asyncio.ensure_future(c.post("/v1/denormalize", json={"lines": ["f"]}))  # 5: fits
                await asyncio.sleep(0.05)
                third = await c.post("/v1/denormalize", json={"lines": ["g"]})  # 6 > max_queue_lines
                return await first, await second, third

        first, second, third = asyncio.run(scenario())
        rejected = app.state.metrics.value("denorm_rejected_total", reason="queue_full")
    assert [first.status_code, second.status_code] == [200, 200]
    assert first.json()["lines"] == ["A.", "B.", "C.", "D.", "E."] and second.json()["lines"] == ["F."]
    assert third.status_code == 503 and third.json()["limit"] == "max_queue_lines", third.text
    assert 1 <= int(third.headers["retry-after"]) <= 60
    assert rejected == 1


def test_request_timeout_answers_503(fake_model: Path) -> None:
    with running(fake_model, "fake-very-slow", request_timeout_s=0.5, batch_words=2) as (url, app):
        r = httpx.post(url + "/v1/denormalize", json={"lines": [f"line {word(i)}" for i in range(10)]}, timeout=10)
        assert r.status_code == 503 and "request_timeout_s=0.5" in r.json()["detail"]
        assert int(r.headers["retry-after"]) >= 1
        ok = httpx.post(url + "/v1/denormalize", json={"lines": ["after the timeout"]}, timeout=10)
        assert ok.status_code == 200 and ok.json()["lines"] == ["After the timeout."]
        assert app.state.metrics.value("denorm_rejected_total", reason="timeout") == 1


def test_client_that_disconnects_mid_request(fake_model: Path) -> None:
    with running(fake_model, "fake-very-slow", batch_words=2) as (url, app):
        host, port = url.removeprefix("http://").split(":")
        body = json.dumps({"lines": [f"line {i}" for i in range(20)]}).encode()  # 2 s of work
        with socket.create_connection((host, int(port)), timeout=5) as s:  # leaves while it is decoded
            s.sendall(b"POST /v1/denormalize HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                      + f"Content-Length: {len(body)}\r\n\r\n".encode() + body)
            time.sleep(0.2)
        with socket.create_connection((host, int(port)), timeout=5) as s:  # leaves halfway through its body
            s.sendall(b"POST /v1/denormalize HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                      + f"Content-Length: {len(body)}\r\n\r\n".encode() + body[:20])
            time.sleep(0.1)
        t0 = time.monotonic()
        r = httpx.post(url + "/v1/denormalize", json={"lines": ["still serving"]}, timeout=10)
        elapsed = time.monotonic() - t0
        m = app.state.metrics
        assert r.status_code == 200 and r.json()["lines"] == ["Still serving."]
        assert elapsed < 1.0, f"the abandoned request's work was not dropped ({elapsed:.2f} s)"
        assert m.value("denorm_rejected_total", reason="disconnect") == 2
        assert m.value("denorm_lines_total", lang="en") < 20


# -- fuzz: odd lines keep the line contract, and the service changes nothing the API does ------------
ODD_PIECES = ["word", "four", "thirty", "p", "m", "uh", "😀", "👨\u200d👩\u200d👧", "שלום", "你好", "مرحبا",
              "\x00", "\x07", "\t", "\r", "\x0c", "\u2028", "\u200b", "\ufeff", "\ufffd", "e\u0301", "Ⅻ",
              "4:30", "$3.50", "PM,", "O'Neil", "--", "...", " ", "  ", "ǅ", "ß", "İ", "\U0001f1e9\U0001f1ea",
              "a" * 60, "<i>", "{\\an8}", "&amp;"]


def fuzz_lines(n: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    return ["".join(rng.choice(ODD_PIECES) + rng.choice(["", " ", " "]) for _ in range(rng.randint(0, 12)))
            for _ in range(n)]


def test_fuzz_line_contract(client: httpx.Client, fake_model: Path) -> None:
    lines = ["a plain first line"] + fuzz_lines(300, seed=17)  # (a BOM opening a text body is dropped)
    d = load_denormalizer(path=fake_model, options=TranslateOptions(backend="fake"))
    direct = [r.output for r in d.translate(lines)]
    r = post_json(client, {"lines": lines, "options": {"alignment": True}})
    assert r.status_code == 200, r.text
    body = r.json()
    assert body["lines"] == direct  # batching and HTTP change nothing
    assert len(body["guard"]) == len(body["alignment"]) == len(lines)
    text = client.post("/v1/denormalize", content="\n".join(lines).encode(), headers=TEXT)
    assert text.status_code == 200
    assert text.content.decode().split("\n")[:-1] == direct
    # lone surrogates can only come as JSON escapes: repaired to U+FFFD with a warning, never a 500
    raw = b'{"lines": ["ok \\ud800 here", "\\udfff", "fine"]}'
    s = client.post("/v1/denormalize", content=raw, headers=JSON)
    assert s.status_code == 200, s.text
    assert s.json()["lines"] == ["Ok \ufffd here.", "\ufffd", "Fine."]
    assert [w.split(":")[0] for w in s.json()["warnings"]] == ["lines.0", "lines.1"]


def test_fuzz_bodies_never_give_a_500(client: httpx.Client) -> None:
    """Truncated, bit-flipped and spliced bodies: every answer is 200 or a 4xx with a detail."""
    rng = random.Random(5)
    valid = json.dumps({"lang": "en", "lines": ["a b", "", "c 😀"], "format": "text",
                        "options": {"alignment": True}}, ensure_ascii=False).encode()
    bodies = [b"[" * 100_000 + b"]" * 100_000, b'{"lines": ' + b"[" * 5000 + b"]" * 5000 + b"}",
              b'{"lines": [1e999]}', b'{"lines": ["a"], "lines": 3}', b"\x00" * 10, b'"just a string"', b"null"]
    for _ in range(80):
        b = bytearray(valid)
        for _ in range(rng.randint(1, 4)):
            op, i = rng.random(), rng.randrange(len(b))
            if op < 0.4:
                b[i] = rng.randrange(256)
            elif op < 0.7:
                del b[i:i + rng.randint(1, 8)]
            else:
                b[i:i] = rng.choice([b"[", b"]", b"{", b'"', b",", b"\\", b"\\u", b"\xff", b"null", b"1"])
        bodies.append(bytes(b))
    for body in bodies:
        for headers in (JSON, TEXT):
            r = client.post("/v1/denormalize", content=body, headers=headers)
            assert r.status_code in (200, 400, 413, 415, 422), (body[:80], r.status_code, r.text[:200])
            if r.status_code != 200:
                assert r.json()["detail"]
            elif headers is JSON:
                assert len(r.json()["lines"]) == len(json.loads(body)["lines"])


def test_missing_stack_names_the_extra(fake_model: Path) -> None:
    """Without FastAPI, `denorm serve` stops with the pip command of the serve extra (and --help still works)."""
    code = ("import sys, importlib.abc\n"
            "class Block(importlib.abc.MetaPathFinder):\n"
            "    def find_spec(self, name, path, target=None):\n"
            "        if name.split('.')[0] in ('fastapi', 'uvicorn'): raise ModuleNotFoundError(name)\n"
            "sys.meta_path.insert(0, Block())\n"
            "from denorm.cli import main\n"
            f"sys.exit(main(['serve', '--model', {str(fake_model)!r}, '--port', '0']))\n")
    proc = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2, proc.stderr
    assert "pip install 'denorm[serve]'" in proc.stderr and "Traceback" not in proc.stderr


# -- SIGTERM under load: a server process finishes what it accepted ---------------------------------
LAUNCH = ("import sys; from denorm.backends import BACKENDS; "
          "BACKENDS['fake-slow'] = 'tests.test_serve:SlowBackend'; "
          "from denorm.cli import main; sys.exit(main(sys.argv[1:]))")


def test_sigterm_under_load_finishes_accepted_requests(fake_model: Path) -> None:
    proc = subprocess.Popen([sys.executable, "-c", LAUNCH, "serve", "--model", str(fake_model), "--backend",
                             "fake-slow", "--port", "0", "--batch-words", "8"],
                            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    try:
        port = None
        deadline = time.monotonic() + 20
        while port is None and time.monotonic() < deadline:
            line = proc.stderr.readline()
            found = re.search(r"Uvicorn running on http://127\.0\.0\.1:(\d+)", line)
            port = int(found.group(1)) if found else None
            assert line or proc.poll() is None, "server exited before listening"
        assert port, "server did not report its port"
        url = f"http://127.0.0.1:{port}"
        bodies = [{"lines": [f"client {word(i)} says {word(k)}" for k in range(12)]} for i in range(8)]

        async def load() -> tuple[list, httpx.Response | Exception]:
            async with httpx.AsyncClient(base_url=url, timeout=30) as c:
                tasks = [asyncio.ensure_future(c.post("/v1/denormalize", json=b)) for b in bodies]
                while True:  # all 8 accepted and waiting (the /metrics request is the ninth)
                    text = (await c.get("/metrics")).text
                    if metric(text, "denorm_requests_in_flight") >= 9:
                        break
                    await asyncio.sleep(0.02)
                proc.send_signal(signal.SIGTERM)
                await asyncio.sleep(0.3)
                try:  # a new connection after the signal is refused, never half-served
                    async with httpx.AsyncClient(base_url=url, timeout=5) as late:
                        after = await late.post("/v1/denormalize", json={"lines": ["too late"]})
                except httpx.TransportError as err:
                    after = err
                return await asyncio.gather(*tasks, return_exceptions=True), after

        answers, after = asyncio.run(asyncio.wait_for(load(), 40))
        code = proc.wait(timeout=20)
        err = proc.stderr.read()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    for b, r in zip(bodies, answers, strict=True):
        assert not isinstance(r, Exception), f"an accepted request was lost: {r!r}"
        assert r.status_code == 200 and r.json()["lines"] == [x[0].upper() + x[1:] + "." for x in b["lines"]]
    assert isinstance(after, httpx.ConnectError) or after.status_code == 503, after
    assert code in (0, -signal.SIGTERM), (code, err)
    assert "queues drained" in err and "96 lines served" in err
