"""What an alignment is made of: output tokens with the input words they cover, and unexplained edits."""

from __future__ import annotations

from dataclasses import dataclass, field

#: Edit operations: an output word for an input word, an output word not in the input, an input word lost.
EDIT_OPS = frozenset({"sub", "ins", "del"})


@dataclass(frozen=True)
class OutToken:
    """An output token and the input words [lo, hi) it stands for (lo == hi: attached at position lo)."""

    text: str
    lo: int
    hi: int
    kind: str = "model"  #: "model", "fallback" or "foreign"

    def __post_init__(self) -> None:
        if not 0 <= self.lo <= self.hi:
            raise ValueError(f"bad interval {self.lo}:{self.hi} for {self.text!r}")


@dataclass(frozen=True)
class Edit:
    """A change of words that denormalization does not explain."""

    op: str  #: "sub", "ins" (output word not in input) or "del" (input word lost)
    pos: int  #: input position
    input: str
    output: str

    def __post_init__(self) -> None:
        if self.op not in EDIT_OPS or self.pos < 0:
            raise ValueError(f"bad edit {self.op!r} at {self.pos}")


@dataclass
class Alignment:
    """Output tokens with input intervals, and the unexplained edits."""

    tokens: list[OutToken]
    edits: list[Edit] = field(default_factory=list)

    def edits_in(self, a: int, b: int, first: bool = False) -> list[Edit]:
        """Edits at input positions in [a, b) (insertions at b count on the left side, like tokens)."""
        return [e for e in self.edits
                if (a < e.pos <= b if e.op == "ins" else a <= e.pos < b) or (first and e.pos == a == 0)]


def identity_alignment(texts: list[str], kind: str = "model") -> Alignment:
    """Tokens that are the input words themselves (a fake identity model, or a fallback)."""
    return Alignment([OutToken(t, i, i + 1, kind) for i, t in enumerate(texts)])
