"""Values built once and kept between runs in the user's cache folder (`$DENORM_CACHE`, else ~/.cache/denorm).

A process that translates a thousand lines spends a tenth of its time building word tables no input changes:
the words inside entity readings, a language's number words and the case forms of its units, all derived
from the generator's code. `stored(name, key, build)` gives the value kept under `name` when it was built
for the same `key`, and otherwise builds it and keeps it (written under a temporary name and renamed, so a
reader never sees half a file; the same name's files of other keys are removed). `DENORM_CACHE=off` turns
it off. A home that cannot be written costs the building, nothing else. `sources_key` is the key of values
derived from code: any edit of the files they come from (their names, sizes, modification times) or another
toolkit version builds them again.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from collections.abc import Callable, Iterable
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

T = TypeVar("T")

#: The environment variable naming the cache folder; "off" keeps nothing.
CACHE_ENV = "DENORM_CACHE"
OFF = "off"


def cache_dir() -> Path | None:
    """The cache folder, None when `DENORM_CACHE=off`."""
    value = os.environ.get(CACHE_ENV)
    if value == OFF:
        return None
    return Path(value) if value else Path.home() / ".cache" / "denorm"


def stored(name: str, key: str, build: Callable[[], T]) -> T:
    """The value kept under `name` for `key`, else `build()` (kept for the next run)."""
    folder = cache_dir()
    if folder is None:
        return build()
    path = folder / f"{name}-{key}.pkl"
    try:
        with path.open("rb") as f:
            return pickle.load(f)  # noqa: S301 - our own cache file, written below
    except (OSError, pickle.UnpicklingError, EOFError, ValueError, AttributeError, ImportError):
        pass
    value = build()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, suffix=".part")
        with os.fdopen(fd, "wb") as f:
            pickle.dump(value, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, path)
        for old in folder.glob(f"{name}-*.pkl"):
            if old != path and old.name[len(name) + 1:-4].isalnum():  # "entity-words-en-<key>", not "-de-<key>"
                old.unlink(missing_ok=True)
    except OSError:
        pass  # a read-only home: built again next time
    return value


def sources_key(paths: Iterable[Path | str]) -> str:
    """A short digest of the toolkit's version and of the .py files at these paths (a file, or a folder's
    files at any depth): their names, sizes and modification times."""
    return _sources_key(tuple(str(p) for p in paths))


@lru_cache(maxsize=None)
def _sources_key(paths: tuple[str, ...]) -> str:
    from denorm.version import __version__

    h = hashlib.blake2b(__version__.encode(), digest_size=10)
    for p in map(Path, paths):
        files = sorted(p.rglob("*.py")) if p.is_dir() else [p]
        for f in files:
            try:
                st = f.stat()
            except OSError:
                continue
            h.update(f"{f.relative_to(p.parent)}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return h.hexdigest()
