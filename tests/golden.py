"""Loader of golden verbalization files tests/data/<lang>/<class>.txt (`written~spoken[~alt…]`)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

DATA = Path(__file__).resolve().parent / "data"


@dataclass(frozen=True)
class GoldenCase:
    lang: str
    cls: str
    line: int
    written: str
    spoken: tuple[str, ...]

    @property
    def id(self) -> str:
        return f"{self.lang}/{self.cls}:{self.line}"


def load_golden(lang: str | None = None) -> list[GoldenCase]:
    """All golden cases (of one language, or of all), in file order."""
    cases = []
    for path in sorted(DATA.glob(f"{lang or '*'}/*.txt")):
        for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            written, *spoken = line.split("~")
            if not spoken:
                raise ValueError(f"{path}:{n}: expected written~spoken[~alternative...]")
            cases.append(GoldenCase(path.parent.name, path.stem, n, written.strip(),
                                    tuple(s.strip() for s in spoken)))
    return cases
