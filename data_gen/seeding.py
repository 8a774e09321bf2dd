"""Deterministic seeds derived from (seed, sentence, ...): independent of order, workers and jobs."""

from __future__ import annotations

import hashlib
import random


def derive_seed(seed: int, *parts: object) -> int:
    """A 64-bit seed from the global seed and any parts (sentence, variant number, purpose)."""
    h = hashlib.blake2b(digest_size=8)
    h.update(str(seed).encode())
    for p in parts:
        h.update(b"\x1f")
        h.update(str(p).encode("utf-8", "replace"))
    return int.from_bytes(h.digest(), "big")


def derived_rng(seed: int, *parts: object) -> random.Random:
    """A random.Random seeded with `derive_seed(seed, *parts)`."""
    return random.Random(derive_seed(seed, *parts))
