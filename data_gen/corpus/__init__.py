"""Offline corpus builder: clean target sentences from Debian packages (help, man pages, games...)."""

from __future__ import annotations

from data_gen.corpus.build import CorpusStats, SourceStats, build_corpus
from data_gen.corpus.langfilter import CORPUS_LANGUAGES, check_language
from data_gen.corpus.sources import SOURCES, get_source
from data_gen.corpus.text import clean_sentence, split_sentences

__all__ = ["CORPUS_LANGUAGES", "CorpusStats", "SOURCES", "SourceStats", "build_corpus", "check_language",
           "clean_sentence", "get_source", "split_sentences"]
