"""Offline package cache: apt-get update into a private lists dir, apt-get download, dpkg -x."""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

#: Languages whose package-description translations are fetched (one `apt-get update` for all).
TRANSLATION_LANGUAGES = ("en", "de", "ru", "es", "fr", "pt", "vi")


class AptError(RuntimeError):
    """apt or dpkg is missing or failed: the message says what to do."""


@dataclass
class AptCache:
    """Private apt state under `root` (default cache/): nothing is installed or changed system-wide.

    root/apt/lists     package lists and Translation-xx indexes (apt-get update -o Dir::State::Lists)
    root/debs          downloaded .deb files (apt-get download)
    root/unpacked/PKG  each package unpacked with dpkg -x
    """

    root: Path

    def __post_init__(self) -> None:
        self.root = Path(self.root)
        self.lists = self.root / "apt" / "lists"
        self.debs = self.root / "debs"
        self.unpacked = self.root / "unpacked"
        self.missing: list[str] = []

    @property
    def _options(self) -> list[str]:
        return ["-o", f"Dir::State::Lists={self.lists.resolve()}",
                "-o", f"Dir::Cache={(self.root / 'apt').resolve()}",
                "-o", f"Acquire::Languages={','.join(TRANSLATION_LANGUAGES)}",
                "-o", "APT::Sandbox::User=root", "-q"]

    def _run(self, cmd: list[str], cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
        if shutil.which(cmd[0]) is None:
            raise AptError(f"{cmd[0]} not found: the corpus builder needs a Debian system with apt and dpkg")
        return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, check=False)

    def update(self, force: bool = False) -> None:
        """`apt-get update` into the private lists dir, once (a stamp file marks success)."""
        stamp = self.lists / ".updated"
        if stamp.exists() and not force:
            return
        (self.lists / "partial").mkdir(parents=True, exist_ok=True)
        (self.root / "apt" / "archives" / "partial").mkdir(parents=True, exist_ok=True)
        r = self._run(["apt-get", "update", *self._options])
        if r.returncode != 0:
            raise AptError(f"apt-get update failed (exit {r.returncode}): {r.stderr.strip()[-500:]}")
        stamp.touch()

    def deb_path(self, pkg: str) -> Path | None:
        found = sorted(self.debs.glob(f"{pkg}_*.deb"))
        return found[-1] if found else None

    def download(self, packages: list[str]) -> dict[str, Path]:
        """Download the packages not in the cache yet; {package: .deb} for those available."""
        self.debs.mkdir(parents=True, exist_ok=True)
        todo = [p for p in packages if self.deb_path(p) is None]
        if todo:
            self.update()
            r = self._run(["apt-get", "download", *self._options, *todo], cwd=self.debs)
            if r.returncode != 0:  # one unknown name fails the batch: retry one by one
                for p in todo:
                    if self.deb_path(p) is None:
                        self._run(["apt-get", "download", *self._options, p], cwd=self.debs)
        out: dict[str, Path] = {}
        for p in packages:
            deb = self.deb_path(p)
            if deb is None:
                self.missing.append(p)
            else:
                out[p] = deb
        return out

    def unpack(self, pkg: str, deb: Path, members: tuple[str, ...] = ()) -> Path:
        """dpkg -x the package into root/unpacked/PKG (once); returns that directory.

        With `members` (tar wildcards such as "*.mo"), only matching files are extracted
        (`dpkg-deb --fsys-tarfile | tar -x`), for huge packages of which a source reads little.
        """
        target = self.unpacked / pkg
        stamp = target / (".unpacked" if not members else ".unpacked-" + "_".join(
            "".join(c if c.isalnum() else "-" for c in m) for m in members))
        if stamp.exists() or (target / ".unpacked").exists():
            return target
        if target.exists():
            shutil.rmtree(target)
        target.mkdir(parents=True)
        if members:
            if shutil.which("dpkg-deb") is None or shutil.which("tar") is None:
                raise AptError("dpkg-deb and tar are needed to unpack packages")
            feed = subprocess.Popen(["dpkg-deb", "--fsys-tarfile", str(deb)], stdout=subprocess.PIPE)
            r = subprocess.run(["tar", "-x", "-C", str(target), "--wildcards", *members], stdin=feed.stdout,
                               capture_output=True, text=True, check=False)
            feed.stdout.close()  # type: ignore[union-attr]
            feed.wait()
        else:
            r = self._run(["dpkg", "-x", str(deb), str(target)])
        if r.returncode != 0:
            raise AptError(f"unpacking {deb.name} failed: {r.stderr.strip()[-300:]}")
        stamp.touch()
        return target

    def fetch(self, packages: list[str], members: tuple[str, ...] = ()) -> dict[str, Path]:
        """Download and unpack; {package: unpacked dir} for those available in the archive."""
        return {p: self.unpack(p, deb, members) for p, deb in self.download(packages).items()}

    def translation_index(self, lang: str) -> Path | None:
        """The decompressed Translation-<lang> index of bookworm main (None if apt has none)."""
        self.update()
        out = self.root / "apt" / f"Translation-{lang}"
        if out.exists():
            return out
        candidates = sorted(p for p in self.lists.glob(f"*_main_i18n_Translation-{lang}*")
                            if "security" not in p.name and "updates" not in p.name)
        if not candidates:
            return None
        helper = "/usr/lib/apt/apt-helper"
        with open(out.with_suffix(".tmp"), "w", encoding="utf-8") as fh:
            r = subprocess.run([helper, "cat-file", str(candidates[0])], stdout=fh,
                               stderr=subprocess.PIPE, text=True, check=False)
        if r.returncode != 0:
            raise AptError(f"apt-helper cat-file {candidates[0].name} failed: {r.stderr.strip()[-300:]}")
        out.with_suffix(".tmp").rename(out)
        return out

    def disk_usage(self) -> int:
        """Bytes used by the cache (debs, unpacked packages, lists)."""
        return sum(p.stat().st_size for p in self.root.rglob("*") if p.is_file() and not p.is_symlink())
