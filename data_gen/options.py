"""Options of the pair generator with their defaults: the one place `make_pairs` and `denorm data` read them."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from denorm.data.corpus.domains import DEFAULT_DOMAIN_WEIGHTS, parse_domain_weights

from denorm.defaults import DEFAULT_SEED, option


@dataclass(frozen=True)
class GenOptions:
    """How `make_pairs` turns a corpus into (spoken, written) pairs; each field is a flag of `denorm data`."""

    seed: int = option(DEFAULT_SEED, "seed of every random draw (each derives from seed and sentence)")
    variants: int = option(3, "up to this many distinct verbalizations per train sentence with entities")
    valid_size: int = option(2000, "sentences in valid")
    test_size: int = option(2000, "sentences in test")
    entity_share: float = option(0.35, "share of train pairs whose written side has an entity, reached by "
                                       "augmentation")
    disfluency: float = option(0.0, "probability per sentence of fillers, repetitions and false starts")
    jobs: int = option(1, "worker processes (the output does not depend on them)")
    max_chars: int = option(400, "longer input lines are skipped")
    chunk_size: int = option(256, "sentences per task sent to a worker")
    domain_weights: str = option(DEFAULT_DOMAIN_WEIGHTS, "train weights of text domains, e.g. narrative=2,technical=0.5 "
                                 "(reads the corpus's .domains.txt; valid/test do not change; 'none': all 1; the "
                                 "default was picked by validation runs, docs/corpus.md, and leaves a corpus without "
                                 "domain tags unweighted)", metavar="DOMAIN=W,...")
    labels: bool = option(True, "write <split>.labels.jsonl: word-level labels of every pair "
                                "(denorm.data.labels)")

    def __post_init__(self) -> None:
        problems = []
        if self.variants < 1:
            problems.append(f"variants must be >= 1 (got {self.variants})")
        if self.valid_size < 0 or self.test_size < 0:
            problems.append(f"valid/test sizes must be >= 0 (got {self.valid_size}, {self.test_size})")
        if not 0.0 <= self.entity_share < 1.0:
            problems.append(f"entity_share must be in [0, 1) (got {self.entity_share})")
        if not 0.0 <= self.disfluency <= 1.0:
            problems.append(f"disfluency must be in [0, 1] (got {self.disfluency})")
        if self.jobs < 1:
            problems.append(f"jobs must be >= 1 (got {self.jobs})")
        if self.max_chars < 1 or self.chunk_size < 1:
            problems.append("max_chars and chunk_size must be >= 1")
        try:
            parse_domain_weights(self.domain_weights)
        except ValueError as exc:
            problems.append(str(exc))
        if problems:
            raise ValueError("; ".join(problems))

    def to_dict(self) -> dict:
        return asdict(self)


#: The defaults.
DEFAULTS = GenOptions()
