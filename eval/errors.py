"""The evaluator's input error: bad input is reported as one clear message, never a traceback."""

from __future__ import annotations

from collections.abc import Sized


class InputError(ValueError):
    """Bad input (line counts, encoding, entity annotations, options); the message says what and where."""


def check_lengths(hyps: Sized, refs: Sized, hyp_name: str = "hypothesis", ref_name: str = "reference") -> None:
    """InputError naming both line counts when they differ."""
    if len(hyps) != len(refs):
        raise InputError(f"line counts differ: {hyp_name} has {len(hyps)} lines, "
                         f"{ref_name} has {len(refs)} lines")


class UsageError(InputError):
    """Wrong command-line usage (files or options that do not fit together): exit status 2."""
