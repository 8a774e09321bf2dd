"""Text around the models: normalization, verbatim tokens, assembly, windows, provenance, checks."""
