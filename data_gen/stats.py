"""The generator's report: counts per split, skipped lines by reason, entity share, speed (stats.json)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path


def cpu_time() -> float:
    """User + system CPU seconds of this process and of its waited-for children (0 where unknown)."""
    try:
        import resource
    except ImportError:  # not on Unix
        return 0.0
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def generator_version() -> str:
    """Version of the generator that wrote a data set (the toolkit's version)."""
    from denorm.version import __version__

    return f"denorm-data {__version__}"


@dataclass
class DataStats:
    """What `make_pairs` did; written to <out>/stats.json."""

    language: str
    seed: int
    options: dict
    version: str = field(default_factory=generator_version)
    lines_in: int = 0  #: input lines read
    sentences: dict[str, int] = field(default_factory=dict)  #: sentences per split after cleaning
    pairs: dict[str, int] = field(default_factory=dict)  #: pairs written per split
    skipped: dict[str, int] = field(default_factory=dict)  #: input lines skipped, by reason
    split_scaled: bool = False  #: valid/test sizes were scaled down for a small corpus
    #: share of train pairs with an entity on the written side: corpus sentences, pairs before and
    #: after augmentation, and the target
    entity_share: dict[str, float] = field(default_factory=dict)
    augmented: dict[str, int] = field(default_factory=dict)  #: augmentation pairs by source
    entities_per_class: dict[str, dict[str, int]] = field(default_factory=dict)  #: per split
    errors: list[str] = field(default_factory=list)  #: first verbalizer exceptions, for debugging
    seconds: float = 0.0  #: wall-clock time of make_pairs
    pairs_per_s: float = 0.0  #: all pairs written / seconds
    cpu_seconds: float = 0.0  #: CPU time of this process and its finished workers (user + system)
    pairs_per_cpu_s: float = 0.0  #: all pairs written / cpu_seconds: the speed per core on a busy machine
    files: list[str] = field(default_factory=list)
    #: word labels: pairs and lossy pairs (kinds labels cannot rebuild) per split, tag counts (data.labels)
    labels: dict = field(default_factory=dict)

    def __post_init__(self) -> None:
        if any(v < 0 for v in self.skipped.values()):
            raise ValueError("negative skip count")

    def to_dict(self) -> dict:
        return asdict(self)

    def write(self, path: Path) -> None:
        path.write_text(json.dumps(self.to_dict(), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")

    def summary(self) -> str:
        """A few human-readable lines, every number naming what produced it."""
        share = self.entity_share
        skipped = ", ".join(f"{k} {v}" for k, v in sorted(self.skipped.items()) if v) or "none"
        return "\n".join([
            f"{self.version} lang={self.language} seed={self.seed} jobs={self.options.get('jobs')}",
            f"pairs: train {self.pairs.get('train', 0)}, valid {self.pairs.get('valid', 0)}, "
            f"test {self.pairs.get('test', 0)} (from {self.lines_in} input lines)",
            f"skipped lines: {skipped}",
            f"train pairs with an entity: {share.get('before', 0):.1%} before augmentation -> "
            f"{share.get('after', 0):.1%} after (target {share.get('target', 0):.0%}; "
            f"added {self.augmented.get('template', 0)} template + {self.augmented.get('corpus', 0)} "
            "corpus-derived pairs)",
            f"speed: {self.pairs_per_s:,.0f} pairs/s ({self.seconds:.1f} s wall clock, "
            f"jobs={self.options.get('jobs')}); {self.pairs_per_cpu_s:,.0f} pairs per CPU second "
            f"({self.cpu_seconds:.1f} s CPU)",
        ] + self._labels_summary())

    def _labels_summary(self) -> list[str]:
        """One line on the word labels: pairs per split whose labels cannot rebuild the written line."""
        splits = self.labels.get("splits", {})
        if not splits:
            return []
        parts = [f"{k} {v['lossy_pairs']}/{v['pairs']}" for k, v in splits.items()]
        kinds = ", ".join(f"{k} {n}" for k, n in list(splits.get("test", {}).get("lossy", {}).items())[:5])
        return [f"labels: pairs with marks or letters that tags cannot hold: {', '.join(parts)}"
                + (f" (test: {kinds})" if kinds else "")]
