"""`denorm serve`: an HTTP service over the Python API, batching lines across requests (docs/serve.md).

`denorm.serve.options` and the batcher need no web stack; `denorm.serve.app` (FastAPI) and
`denorm.serve.server` (uvicorn) need the `serve` extra and say so when it is missing.
"""

from __future__ import annotations

from denorm.serve.options import ServeOptions

__all__ = ["ServeOptions"]
