"""Word tables derived from the generator's code (number words, their values, unit forms), kept between runs.

Building them costs a process 0.05-0.3 s per language (the number speller run over every number, pymorphy3
over every unit); `kept` keeps a table in the user's cache (denorm.core.cache), built again whenever a file of
the generator changes (`generator_key`).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from functools import lru_cache, wraps
from pathlib import Path
from typing import TypeVar

from denorm.core.cache import sources_key, stored

T = TypeVar("T")

#: The generator's own folder: every table here is derived from its files.
GENERATOR = Path(__file__).resolve().parent
#: Libraries the generator spells and declines numbers with: a new version of one builds the tables again.
LIBRARIES = ("num2words", "pymorphy3", "pymorphy3_dicts_ru")


def generator_key(*more: Path | str) -> str:
    """The key of values derived from the generator's files, its libraries' (their __init__.py) and `more`
    files that derive them."""
    return sources_key([GENERATOR, *_libraries(), *more])


@lru_cache(maxsize=1)
def _libraries() -> tuple[str, ...]:
    found = []
    for name in LIBRARIES:
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            continue
        if spec is not None and spec.origin:
            found.append(spec.origin)
    return tuple(found)


def kept(name: str) -> Callable[[Callable[[], T]], Callable[[], T]]:
    """A table builder without arguments whose value is kept between runs under `name`."""
    def wrap(build: Callable[[], T]) -> Callable[[], T]:
        @wraps(build)
        def table() -> T:
            return stored(name, generator_key(), build)
        return table
    return wrap
