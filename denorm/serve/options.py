"""Settings of `denorm serve` in one dataclass: its fields are the defaults and build the CLI flags."""

from __future__ import annotations

import argparse
from dataclasses import MISSING, dataclass, field, fields
from pathlib import Path
from typing import Any

from denorm import defaults


def _opt(default: Any, help: str, **argparse_kwargs: Any) -> Any:  # noqa: A002 - argparse's name
    """A field whose metadata becomes its command-line flag (`--field-name`)."""
    return field(default=default, metadata={"help": help, **argparse_kwargs})


@dataclass(frozen=True)
class ServeOptions:
    """Where the service listens, what it loads, and its limits; `denorm serve --help` lists them all."""

    host: str = _opt("127.0.0.1", "address to listen on (loopback unless you mean otherwise)")
    port: int = _opt(8080, "TCP port")
    lang: tuple[str, ...] = _opt((), "languages to load (default: every installed model on the search path)",
                                 nargs="+")
    model: tuple[Path, ...] = _opt((), "model folders to load (with denorm.json), besides --lang", nargs="+",
                                   type=Path)
    backend: str = _opt(defaults.DEFAULT_BACKEND, "inference backend of every loaded model")
    max_body_bytes: int = _opt(1 << 20, "largest request body (413 beyond)")
    max_lines: int = _opt(1000, "most lines in one request (413 beyond)")
    max_line_chars: int = _opt(10_000, "longest line in characters (413 beyond)")
    max_queue_lines: int = _opt(4000, "lines accepted but not yet decoded, per language (503 + Retry-After "
                                      "beyond)")
    batch_wait_ms: float = _opt(5.0, "a batch waits at most this long for more requests after its first")
    batch_words: int = _opt(2048, "a batch closes once its lines hold this many words (the token budget)")
    request_timeout_s: float = _opt(30.0, "a request not answered within this many seconds gets 503")
    shutdown_timeout_s: float = _opt(60.0, "on SIGTERM, accepted requests get this long to finish")
    log_level: str = _opt("info", "uvicorn log level", choices=("critical", "error", "warning", "info", "debug"))

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


def add_arguments(parser: argparse.ArgumentParser, base: ServeOptions | None = None) -> None:
    """One flag per ServeOptions field (`max_body_bytes` -> `--max-body-bytes`), defaults from `base`."""
    base = base or ServeOptions()
    for f in fields(ServeOptions):
        meta = dict(f.metadata)
        default = getattr(base, f.name)
        kwargs: dict[str, Any] = {"help": f"{meta.pop('help')} (default: %(default)s)", "default": default}
        if "nargs" in meta:
            kwargs["default"] = list(default)
        elif f.default is not MISSING and not isinstance(f.default, bool):
            kwargs["type"] = type(f.default)
        kwargs.update(meta)
        parser.add_argument("--" + f.name.replace("_", "-"), dest=f.name, **kwargs)


def from_args(args: argparse.Namespace) -> ServeOptions:
    """The options parsed by `add_arguments`."""
    return ServeOptions(**{f.name: getattr(args, f.name) for f in fields(ServeOptions)})
