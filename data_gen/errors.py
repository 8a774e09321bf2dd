"""Errors of the language layer: what a verbalizer raises for a value it cannot read aloud."""

from __future__ import annotations


class VerbalizationError(ValueError):
    """A value an entity class or number speller cannot read aloud (out of range, malformed, no such form).

    A subclass of ValueError so existing callers keep working; new callers catch this class only, so a
    bug (TypeError, AttributeError, ...) is never mistaken for "this number has no reading".
    """
