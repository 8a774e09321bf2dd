"""Settings of `denorm serve` in one dataclass: its fields are the defaults and build the CLI flags.

How each model runs (backend, guard, fillers, threads...) is `denorm.options.TranslateOptions`, the same
dataclass (and flags) as `denorm translate`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from denorm.defaults import option


@dataclass(frozen=True)
class ServeOptions:
    """Where the service listens, what it loads, and its limits; `denorm serve --help` lists them all."""

    host: str = option("127.0.0.1", "address to listen on (loopback unless you mean otherwise)")
    port: int = option(8080, "TCP port")
    lang: tuple[str, ...] = option((), "languages to load (default: every installed model on the search path)",
                                   nargs="+", type=str)
    model: tuple[Path, ...] = option((), "model folders to load (with denorm.json), besides --lang", nargs="+",
                                     type=Path)
    max_body_bytes: int = option(1 << 20, "largest request body (413 beyond)")
    max_lines: int = option(1000, "most lines in one request (413 beyond)")
    max_line_chars: int = option(10_000, "longest line in characters (413 beyond)")
    max_queue_lines: int = option(4000, "lines accepted but not yet decoded, per language (503 + Retry-After "
                                        "beyond)")
    batch_wait_ms: float = option(5.0, "a batch waits at most this long for more requests after its first")
    batch_words: int = option(2048, "a batch closes once its lines hold this many words (the token budget)")
    request_timeout_s: float = option(30.0, "a request not answered within this many seconds gets 503")
    shutdown_timeout_s: float = option(60.0, "on SIGTERM, accepted requests get this long to finish")
    log_level: str = option("info", "uvicorn log level", choices=("critical", "error", "warning", "info", "debug"))

    def __post_init__(self) -> None:
        for name in ("port", "max_body_bytes", "max_lines", "max_line_chars", "max_queue_lines", "batch_words"):
            if getattr(self, name) < (0 if name == "port" else 1):
                raise ValueError(f"{name} must be positive, got {getattr(self, name)}")
        if self.max_queue_lines < self.max_lines:
            raise ValueError(f"max_queue_lines ({self.max_queue_lines}) must hold one full request "
                             f"(max_lines {self.max_lines})")
        if self.batch_wait_ms < 0 or self.request_timeout_s <= 0 or self.shutdown_timeout_s < 0:
            raise ValueError("batch_wait_ms, request_timeout_s and shutdown_timeout_s must be positive")
        object.__setattr__(self, "lang", tuple(self.lang))
        object.__setattr__(self, "model", tuple(Path(p) for p in self.model))

    def limits(self) -> dict[str, int]:
        """The request limits, as /v1/models and error messages name them."""
        return {"max_body_bytes": self.max_body_bytes, "max_lines": self.max_lines,
                "max_line_chars": self.max_line_chars, "max_queue_lines": self.max_queue_lines}

