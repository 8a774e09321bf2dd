"""ITN policies: which hypothesis of the n-best list a span converter returns."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Policy:
    """How a span's n-best list becomes its written form."""

    name: str
    verify: bool  #: accept only a hypothesis whose in-context readings include the spoken words
    description: str


#: `--itn` choices; the default verifies.
POLICIES: dict[str, Policy] = {
    "verify": Policy("verify", True, "the first hypothesis whose readings include the words, else the words"),
    "trust": Policy("trust", False, "the top hypothesis, unchecked"),
}
DEFAULT_POLICY = "verify"


def get_policy(name: str) -> Policy:
    try:
        return POLICIES[name]
    except KeyError:
        raise ValueError(f"unknown ITN policy {name!r}; known: {', '.join(POLICIES)}") from None
