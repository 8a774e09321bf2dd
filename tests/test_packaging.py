"""The wheel installs one namespace, `denorm`, with its data, and nothing else top-level."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel_names(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """File names inside a wheel built from the tracked files (a copy, so no build/ lands in the tree)."""
    if shutil.which("git") is None or not (REPO / ".git").exists():
        pytest.skip("needs a git checkout")
    src = tmp_path_factory.mktemp("src")
    files = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True, check=True).stdout
    for name in filter(None, files.decode().split("\0")):
        if (REPO / name).is_file():
            (src / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(REPO / name, src / name)
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w",
                    str(out), str(src)], check=True, capture_output=True)
    (wheel,) = out.glob("denorm-*.whl")
    return zipfile.ZipFile(wheel).namelist()


def test_one_top_level_namespace(wheel_names: list[str]) -> None:
    tops = {n.split("/")[0] for n in wheel_names}
    assert {t for t in tops if not t.endswith(".dist-info")} == {"denorm"}


@pytest.mark.parametrize("path", ["denorm/data/__init__.py", "denorm/eval/__init__.py", "denorm/recipes/__init__.py",
                                  "denorm/data/languages/ru/grammar.py", "denorm/data/samples/en.txt",
                                  "denorm/data/templates/de.txt", "denorm/plugins/denorm_fairseq/__init__.py",
                                  "denorm/models/en/denorm.json", "denorm/models/itn/en/ct2/model.bin",
                                  "denorm/models/tagger/multi/tagger.onnx", "denorm/models/tagger/multi/tagger.json",
                                  "denorm/models/tagger/multi/codec.json", "denorm/models/tagger/multi/crf.json",
                                  "denorm/models/tagger/multi/unigram.json", "denorm/models/tagger/multi/config.json",
                                  "denorm/py.typed"])
def test_package_and_data_are_inside(wheel_names: list[str], path: str) -> None:
    assert path in wheel_names


def test_no_scripts_benchmarks_or_tests(wheel_names: list[str]) -> None:
    bad = [n for n in wheel_names if n.endswith((".sh", ".md")) and not n.startswith("denorm/data/samples/")]
    bad += [n for n in wheel_names if n.startswith(("denorm/bench", "denorm/tests", "tests/", "bench/"))]
    assert not bad
