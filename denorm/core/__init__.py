"""Contracts shared by every part: the tagger's labels and the lazy registry helper."""
