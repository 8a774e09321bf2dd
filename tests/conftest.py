"""pytest options and markers: slow tests are opt-in (--runslow), GPU tests skip without CUDA, and
--fast (`make test-fast`) runs only what needs no torch, fairseq or trained model."""

from __future__ import annotations

import importlib.abc
import sys

import pytest

#: Libraries the fast tier must not need: importing one under --fast is an error, so a test that
#: needs them without its `model` marker fails loudly instead of slowing the tier down.
HEAVY_LIBRARIES = ("torch", "fairseq")
#: Fixtures that build or load a trained model: tests using them are in the `model` tier.
MODEL_FIXTURES = ("smoke_model",)


class _BlockHeavy(importlib.abc.MetaPathFinder):
    """Refuses torch and fairseq imports (the fast tier's promise)."""

    def find_spec(self, fullname, path, target=None):  # noqa: ANN001, ANN201 - importlib's protocol
        if fullname.split(".")[0] in HEAVY_LIBRARIES:
            raise ModuleNotFoundError(f"{fullname} imported in the fast tier (mark the test `model`)")
        return None


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--runslow", action="store_true", default=False, help="run tests marked slow")
    parser.addoption("--fast", action="store_true", default=False,
                     help="fast tier: deselect tests marked `model`; torch and fairseq imports fail")


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("--fast"):
        sys.meta_path.insert(0, _BlockHeavy())


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if any(f in getattr(item, "fixturenames", ()) for f in MODEL_FIXTURES):
            item.add_marker(pytest.mark.model)
    if config.getoption("--fast"):
        keep = [i for i in items if "model" not in i.keywords]
        config.hook.pytest_deselected(items=[i for i in items if "model" in i.keywords])
        items[:] = keep
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
