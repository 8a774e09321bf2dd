"""What the span converter returns: the written form, how far it is trusted, and the hypotheses tried."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

#: verified: a hypothesis whose readings in context include the spoken words; unverified: the top
#: hypothesis taken without a check (policy "trust"); left: nothing verified, the span stays as words.
STATUSES: tuple[str, ...] = ("verified", "unverified", "left")


@dataclass(frozen=True)
class Span:
    """One span to convert: its spoken words, the spoken words around it and its class when known."""

    words: tuple[str, ...]
    left: tuple[str, ...] = ()
    right: tuple[str, ...] = ()
    entity_class: str | None = None

    def __post_init__(self) -> None:
        if not self.words:
            raise ValueError("a span needs at least one spoken word")
        for part in (self.words, self.left, self.right):
            if any(not w or " " in w for w in part):
                raise ValueError(f"words must be single non-empty tokens: {part!r}")

    @classmethod
    def of(cls, spoken: str | list[str] | tuple[str, ...], left: str | list[str] | tuple[str, ...] = (),
           right: str | list[str] | tuple[str, ...] = (), entity_class: str | None = None) -> Span:
        """A span from strings ("twenty five dollars") or word lists."""
        def words(x: str | list[str] | tuple[str, ...]) -> tuple[str, ...]:
            return tuple(x.split()) if isinstance(x, str) else tuple(w for part in x for w in part.split())

        return cls(words(spoken), words(left), words(right), entity_class or None)


@dataclass(frozen=True)
class Conversion:
    """The result for one span."""

    spoken: str  #: the span's words, as given
    written: str  #: the written form; the spoken words themselves when status is "left"
    status: str
    hypotheses: tuple[str, ...] = ()  #: n-best list of the model, best first
    entity_class: str | None = None

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            raise ValueError(f"unknown status {self.status!r}; known: {', '.join(STATUSES)}")
        if self.status == "left" and self.written != self.spoken:
            raise ValueError("a span left as words keeps its spoken words")
        if self.status != "left" and self.written not in self.hypotheses:
            raise ValueError(f"{self.written!r} is not one of the hypotheses tried")

    def to_dict(self) -> dict[str, object]:
        return {"spoken": self.spoken, "written": self.written, "status": self.status,
                "hypotheses": list(self.hypotheses), "class": self.entity_class}


@dataclass
class ConversionStats:
    """Counts over a run, by status (printed by `denorm itn`)."""

    counts: Counter = field(default_factory=Counter)
    left_examples: list[str] = field(default_factory=list)

    def add(self, c: Conversion) -> None:
        self.counts[c.status] += 1
        if c.status == "left" and len(self.left_examples) < 5:
            self.left_examples.append(f"{c.spoken!r} (tried {', '.join(map(repr, c.hypotheses[:3]))})")

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    def __str__(self) -> str:
        parts = ", ".join(f"{s} {self.counts[s]}" for s in STATUSES if self.counts[s])
        return f"itn: {self.total} spans: {parts or 'none'}"
