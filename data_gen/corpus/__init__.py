"""Offline corpus builder: clean target sentences from Debian packages (help, man pages, games...)."""

from __future__ import annotations

from denorm.data.corpus.build import CorpusStats, SourceStats, build_corpus
from denorm.data.corpus.langfilter import CORPUS_LANGUAGES, check_language
from denorm.data.corpus.sources import SOURCES, get_source
from denorm.data.corpus.text import clean_sentence, split_sentences

__all__ = ["CORPUS_LANGUAGES", "CorpusStats", "SOURCES", "SourceStats", "build_corpus", "check_language",
           "clean_sentence", "get_source", "split_sentences"]
