"""The toolkit's version, the one place it is defined."""

__version__ = "0.1.0"
