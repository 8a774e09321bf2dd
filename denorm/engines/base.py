"""What an engine is: normalized lines (spoken words) in, output tokens aligned to those words out."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol

from denorm.align import OutToken
from denorm.guard import GuardStats
from denorm.modelcard import ModelCard
from denorm.text.normalize import NormalizedLine


class EngineFailedError(RuntimeError):
    """An engine failed on so many lines in a row (denorm.api.MAX_FAILED_IN_A_ROW) that it, not the input, is
    broken: the run stops (`denorm translate`: status 2, nothing written to -o)."""


@dataclass
class EngineResult:
    """One line's output tokens (positions are `line.words` indexes; None: the line passes through) and status."""

    tokens: list[OutToken] | None
    status: str  #: "ok", "fallback", "warn", "unchecked", "passthrough", "empty"
    edits: int = 0
    windows: int = 0


class Engine(Protocol):
    """An engine: built from a model folder and the translate options, runs normalized lines."""

    name: str  #: its registry name
    lang: str
    folder: Path  #: the model folder it runs
    card: ModelCard  #: what the folder says (name, architecture, the raw card)
    checks: bool  #: a guard checks every line it runs

    def run(self, lines: Sequence[NormalizedLine], line_nos: Sequence[int], stats: GuardStats,
            cuts: Sequence[Sequence[int]] | None = None) -> list[EngineResult]:
        """One result per line, in order. `cuts[k]`: word positions of line k no output token may
        straddle (subtitle cue boundaries)."""
        ...

    def describe(self) -> str:
        """The engine, model and settings in one short string (signatures and end-of-run reports)."""
        ...

    def model_name(self) -> str:
        ...


def passthrough(line: NormalizedLine, stats: GuardStats) -> EngineResult:
    """The result of a line the engine does not see (empty, or only cut-out runs)."""
    if line.passthrough != "empty":
        stats.passthrough_lines += 1
    return EngineResult(None, "empty" if line.passthrough == "empty" else "passthrough")
