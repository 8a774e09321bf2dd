"""Options of the pair generator with their defaults: the one place the API and `denorm-data` read them."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from denorm.data.corpus.domains import parse_domain_weights

from denorm.defaults import DEFAULT_SEED


@dataclass(frozen=True)
class GenOptions:
    """How `make_pairs` turns a corpus into (spoken, written) pairs."""

    seed: int = DEFAULT_SEED  #: every random draw derives from (seed, sentence)
    variants: int = 3  #: up to this many distinct verbalizations per train sentence with entities
    valid_size: int = 2000  #: sentences in valid
    test_size: int = 2000  #: sentences in test
    entity_share: float = 0.35  #: wanted share of train pairs whose written side has an entity
    disfluency: float = 0.0  #: probability per sentence of fillers / repetitions / false starts
    jobs: int = 1  #: worker processes
    max_chars: int = 400  #: longer input lines are skipped
    chunk_size: int = 256  #: sentences per task sent to a worker
    #: "narrative=2,technical=0.5": train weights of text domains (needs the corpus's .domains.txt); "" = all 1
    domain_weights: str = ""
    labels: bool = True  #: also write <split>.labels.jsonl: word-level labels of every pair (denorm.data.labels)

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


#: The defaults, for argparse and documentation.
DEFAULTS = GenOptions()
