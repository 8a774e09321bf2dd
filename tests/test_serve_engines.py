"""`denorm serve --engine pipeline|seq2seq|auto`: the service runs the engine asked for, as `denorm translate` does."""

from __future__ import annotations

import pytest

pytest.importorskip("fastapi", reason="the serve extra (make installs it)")


@pytest.mark.model
@pytest.mark.parametrize("engine, runs", [("pipeline", "pipeline"), ("seq2seq", "seq2seq"), ("auto", "pipeline")])
def test_serve_runs_the_engine_asked_for(engine: str, runs: str) -> None:
    from denorm.cli import build_parser
    from denorm.defaults import options_from_args
    from denorm.options import TranslateOptions
    from denorm.serve.metrics import service_metrics
    from denorm.serve.options import ServeOptions
    from denorm.serve.pool import ModelPool

    args = build_parser("serve").parse_args(["serve", "--lang", "en", "--engine", engine])
    pool = ModelPool.load(options_from_args(ServeOptions, args), service_metrics(),
                          options_from_args(TranslateOptions, args))
    try:
        model = pool.models["en"]
        assert model.d.engine.name == runs
        assert model.d.translate(["it costs twenty five dollars"])[0].output == "It costs $25."
    finally:
        pool.close(5)
