"""Text domains of corpus sentences: the tags, per-domain statistics and train weights by domain."""

from __future__ import annotations

import hashlib
import statistics
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

#: Domain tags a source (or one file of a source) can carry, with what they hold.
DOMAINS: dict[str, str] = {
    "technical": "help pages, manuals, man pages, interface messages, package descriptions",
    "narrative": "stories, novels, scripture, game campaigns: prose that tells what happened",
    "encyclopedic": "descriptions of things, places, peoples and ideas",
    "news": "reports of current events",
    "dialogue": "people speaking to each other: subtitles, game and story dialogue, phone prompts",
    "quotation": "quotations, proverbs, aphorisms, fortune cookies",
    "example": "example sentences of dictionaries and textbooks (often quoted from literature)",
}
DEFAULT_DOMAIN = "technical"
_CLOSERS = "\"'”“»’)"


def check_domain(domain: str) -> str:
    """The domain itself if it is a known tag; ValueError naming the known tags otherwise."""
    if domain not in DOMAINS:
        raise ValueError(f"unknown text domain {domain!r}; known: {', '.join(DOMAINS)}")
    return domain


def is_question_or_exclamation(sentence: str) -> bool:
    """True if the sentence ends with ? or ! (closing quotes and brackets aside)."""
    end = sentence.rstrip().rstrip(_CLOSERS)
    return end.endswith(("?", "!", "?!", "!?", "?…", "!…"))


@dataclass(frozen=True)
class TextStats:
    """What a set of sentences looks like: size, numbers, questions/exclamations, length in words."""

    sentences: int
    with_digits: int
    questions_exclamations: int
    median_words: float

    def __post_init__(self) -> None:
        if not 0 <= self.with_digits <= self.sentences or not 0 <= self.questions_exclamations <= self.sentences:
            raise ValueError(f"counts exceed the number of sentences: {self}")

    @property
    def digit_share(self) -> float:
        return self.with_digits / self.sentences if self.sentences else 0.0

    @property
    def question_share(self) -> float:
        return self.questions_exclamations / self.sentences if self.sentences else 0.0

    def to_dict(self) -> dict[str, float | int]:
        return {"sentences": self.sentences, "with_digits": self.with_digits,
                "digit_share": round(self.digit_share, 4),
                "questions_exclamations": self.questions_exclamations,
                "question_exclamation_share": round(self.question_share, 4),
                "median_words": self.median_words}


def text_stats(sentences: Iterable[str]) -> TextStats:
    """Counts of one group of sentences (a source, a domain or the whole corpus)."""
    n = digits = marked = 0
    lengths: list[int] = []
    for s in sentences:
        n += 1
        digits += any(c.isdigit() for c in s)
        marked += is_question_or_exclamation(s)
        lengths.append(len(s.split()))
    return TextStats(n, digits, marked, float(statistics.median(lengths)) if lengths else 0.0)


# -- weights for the pair generator -------------------------------------------------------------


#: The default of `--domain-weights` (GenOptions.domain_weights), picked by validation runs of a quick tagger
#: (docs/corpus.md "Choosing the default weights"): technical text at half weight raised case F1 on narrative
#: sentences by about 2 points, beyond the spread of two seeds, and moved no other score beyond that spread;
#: a quarter weight cost technical case and punctuation. A corpus without domain tags is used unweighted.
DEFAULT_DOMAIN_WEIGHTS = "technical=0.5"


def parse_domain_weights(spec: str | dict[str, float] | None) -> dict[str, float]:
    """"narrative=2,technical=0.5" -> {"narrative": 2.0, "technical": 0.5}; "" or "none": no weights;
    unknown tags and negative or non-numeric weights raise ValueError. Domains not named keep weight 1."""
    if not spec or (isinstance(spec, str) and spec.strip().lower() == "none"):
        return {}
    if isinstance(spec, dict):
        items = list(spec.items())
    else:
        items = []
        for part in spec.split(","):
            if not part.strip():
                continue
            name, eq, value = part.partition("=")
            if not eq:
                raise ValueError(f"domain weight {part.strip()!r} is not NAME=WEIGHT")
            try:
                items.append((name.strip(), float(value)))
            except ValueError:
                raise ValueError(f"domain weight {part.strip()!r}: {value.strip()!r} is not a number") from None
    weights: dict[str, float] = {}
    for name, value in items:
        check_domain(name)
        if not value >= 0 or value == float("inf"):
            raise ValueError(f"domain weight of {name!r} must be a finite number >= 0 (got {value})")
        weights[name] = float(value)
    return weights


def weight_copies(sentence: str, weight: float, seed: int) -> int:
    """How many times a train sentence is used under `weight`: the integer part of the weight, plus
    one more with a probability equal to its fraction, drawn from a seeded hash of the sentence (so
    the same sentences are kept for the same seed, whatever else is in the corpus)."""
    whole = int(weight)
    frac = weight - whole
    if frac <= 0:
        return whole
    digest = hashlib.sha1(f"{seed}\0domain-weight\0{sentence}".encode()).digest()
    return whole + (int.from_bytes(digest[:8], "big") / 2**64 < frac)


def domains_path(corpus: Path) -> Path:
    """The line-aligned domain file of a corpus file: data/corpus/de.txt -> data/corpus/de.domains.txt."""
    corpus = Path(corpus)
    return corpus.with_name(corpus.name[: -len(corpus.suffix)] + ".domains" + corpus.suffix
                            if corpus.suffix else corpus.name + ".domains")


def read_domains(corpus: Path, n_lines: int | None = None) -> list[str] | None:
    """The domain tag of every corpus line (None when the corpus has no domain file).

    Raises ValueError when the file's line count differs from `n_lines` or a tag is unknown.
    """
    path = domains_path(corpus)
    if not path.exists():
        return None
    tags = path.read_text(encoding="utf-8").splitlines()
    if n_lines is not None and len(tags) != n_lines:
        raise ValueError(f"{path} has {len(tags)} lines but {corpus} has {n_lines}")
    for i, tag in enumerate(tags, 1):
        if tag not in DOMAINS:
            raise ValueError(f"{path} line {i}: unknown text domain {tag!r}; known: {', '.join(DOMAINS)}")
    return tags


@dataclass(frozen=True)
class DomainWeighting:
    """How many times each train sentence is used: its domain's weight, drawn per sentence."""

    weights: dict[str, float]
    tags: dict[str, str]  #: sentence -> domain (sentences not in it have weight 1)
    seed: int

    def copies(self, sentence: str) -> int:
        weight = self.weights.get(self.tags.get(sentence, ""), 1.0)
        return weight_copies(sentence, weight, self.seed) if weight != 1.0 else 1


def domain_weighting(spec: str | dict[str, float] | None, sentences: list[str], domains: list[str] | None,
                     seed: int, normalize: Callable[[str], str] = str) -> DomainWeighting:
    """The weighting of `spec` for corpus lines and their line-aligned domain tags.

    `normalize` maps a corpus line to the form the pair generator keys sentences by. Without weights
    every sentence is used once; weights without domain tags raise ValueError.
    """
    weights = parse_domain_weights(spec)
    if not weights or all(w == 1.0 for w in weights.values()) or (domains is None and spec == DEFAULT_DOMAIN_WEIGHTS):
        return DomainWeighting({}, {}, seed)
    if domains is None:
        raise ValueError("domain weights need the corpus's domain file (<corpus>.domains.txt, written by "
                         "`make corpus`)")
    if len(domains) != len(sentences):
        raise ValueError(f"{len(domains)} domain tags for {len(sentences)} corpus lines")
    tags = {normalize(s): d for s, d in zip(sentences, domains, strict=True)}
    return DomainWeighting(weights, tags, seed)
