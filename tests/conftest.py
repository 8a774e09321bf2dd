"""pytest options and markers: slow tests are opt-in (--runslow), GPU tests skip without CUDA."""

from __future__ import annotations

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--runslow", action="store_true", default=False, help="run tests marked slow")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    skip_slow = pytest.mark.skip(reason="slow: use --runslow or make test-all")
    skip_gpu = pytest.mark.skip(reason="needs a CUDA GPU")
    has_gpu = None
    for item in items:
        if "slow" in item.keywords and not config.getoption("--runslow"):
            item.add_marker(skip_slow)
        if "gpu" in item.keywords:
            if has_gpu is None:
                try:
                    import torch

                    has_gpu = torch.cuda.is_available()
                except ImportError:
                    has_gpu = False
            if not has_gpu:
                item.add_marker(skip_gpu)


@pytest.fixture(scope="session")
def smoke_model():
    """Path of the tiny model folder that `make smoke` trains and exports (built once per session)."""
    from tests.fixtures_smoke import get_smoke_model

    return get_smoke_model()
