"""Optional dependencies: each extra is declared in setup.cfg, and a missing one names its pip command."""

from __future__ import annotations

import configparser
from pathlib import Path

import pytest

from denorm.extras import EXTRAS, MissingExtraError, require

SETUP_CFG = Path(__file__).resolve().parents[1] / "setup.cfg"


def declared_extras() -> dict[str, str]:
    cfg = configparser.ConfigParser(interpolation=None)
    cfg.read(SETUP_CFG, encoding="utf-8")
    return dict(cfg["options.extras_require"])


def test_every_extra_is_declared_and_in_all() -> None:
    declared = declared_extras()
    for extra in EXTRAS:
        assert extra in declared, f"{extra} is not an extra in setup.cfg"
        assert f"%({extra})s" in declared["all"], f"{extra} is not part of denorm[all]"


@pytest.mark.parametrize(("module", "extra"), [("no_such_module_for_denorm", "ru"),
                                               ("no_such_module_for_denorm.sub", "report")])
def test_missing_extra_names_the_pip_command(module: str, extra: str) -> None:
    with pytest.raises(MissingExtraError, match=rf"pip install 'denorm\[{extra}\]'") as info:
        require(module, extra)
    assert isinstance(info.value, ImportError) and module in str(info.value)


def test_present_module_is_returned() -> None:
    assert require("json", "report").dumps([1]) == "[1]"


@pytest.mark.parametrize("heavy", ["pymorphy3", "langid", "matplotlib"])
def test_optional_libraries_are_not_hard_dependencies(heavy: str) -> None:
    cfg = configparser.ConfigParser(interpolation=None)
    cfg.read(SETUP_CFG, encoding="utf-8")
    assert heavy not in cfg["options"]["install_requires"]
