"""Run the service under uvicorn: models loaded before the port opens, SIGTERM drains before exiting."""

from __future__ import annotations

import logging
from types import FrameType
from typing import Any

from denorm.extras import require
from denorm.options import DEFAULTS, TranslateOptions
from denorm.serve.metrics import service_metrics
from denorm.serve.options import ServeOptions
from denorm.serve.pool import ModelPool

log = logging.getLogger("denorm.serve")


def serve(options: ServeOptions, translate: TranslateOptions = DEFAULTS, pool: ModelPool | None = None) -> None:
    """Load the models (run as `translate` says), listen on options.host:port, return after a graceful shutdown.

    On SIGTERM or SIGINT uvicorn stops accepting connections, closes idle ones, lets every accepted
    request finish (at most `shutdown_timeout_s`), then the application drains its batch queues;
    /healthz answers 503 "draining" from the signal on. uvicorn re-raises the signal afterwards, so the
    process ends the way its supervisor expects (status 143 for SIGTERM).
    """
    uvicorn = require("uvicorn", "serve")
    from denorm.serve.app import create_app

    logging.basicConfig(level=options.log_level.upper(), format="%(asctime)s %(name)s %(levelname)s %(message)s")
    metrics = service_metrics()
    if pool is None:
        pool = ModelPool.load(options, metrics, translate)
    app = create_app(options, pool, metrics)
    for lang in pool.langs:
        log.info("denorm serve: %s: %s", lang, pool.models[lang].signature)

    class Server(uvicorn.Server):
        def handle_exit(self, sig: int, frame: FrameType | None) -> None:
            app.state.draining = True
            super().handle_exit(sig, frame)

    config: Any = uvicorn.Config(app, host=options.host, port=options.port, log_level=options.log_level,
                                 timeout_graceful_shutdown=options.shutdown_timeout_s, access_log=False,
                                 server_header=False)
    Server(config).run()
