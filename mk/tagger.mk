# Tagger (issue 14, docs/tagger.md): make train-tagger LANG=xx trains on data/<lang> word labels into
# exp/tagger-<lang> (resumes from its last checkpoint when run again); make eval-tagger LANG=xx tags
# data/<lang>/test.spoken with the best checkpoint and scores it. Uses L, SEED, PY and STAMP from the
# main Makefile; every variable below can be set on the command line. One training at a time on a shared CPU.
TAGGER_EXP ?= exp/tagger-$(L)
TAGGER_ENCODER ?= e5-small
TAGGER_LAYERS ?= 6
TAGGER_FREEZE ?= 3
TAGGER_PIECES ?= exp/tagger/e5-pieces.txt
TAGGER_OPTIONS ?= layer_attention,soft_cap,crf
# Wall-clock budget of one run in minutes (run again to continue from the last checkpoint).
TAGGER_MINUTES ?= 120
TAGGER_VALID_MINUTES ?= 8
# One thread: on a CPU shared with other jobs two threads ran slower (see the ITN training notes).
TAGGER_THREADS ?= 1
TAGGER_ARGS ?=

.PHONY: train-tagger tagger-pieces eval-tagger

$(TAGGER_PIECES): $(STAMP)
	$(PY) -m denorm.recipes.tagger_vocab --out $@

tagger-pieces: $(TAGGER_PIECES)

train-tagger: $(STAMP) $(if $(filter e5-small,$(TAGGER_ENCODER)),$(TAGGER_PIECES))
	OMP_NUM_THREADS=$(TAGGER_THREADS) $(BIN)/denorm train-tagger --lang $(L) --out $(TAGGER_EXP) \
	  --encoder $(TAGGER_ENCODER) $(if $(TAGGER_LAYERS),--layers $(TAGGER_LAYERS)) --freeze $(TAGGER_FREEZE) \
	  $(if $(filter e5-small,$(TAGGER_ENCODER)),--keep-pieces $(TAGGER_PIECES)) --options '$(TAGGER_OPTIONS)' \
	  --budget-minutes $(TAGGER_MINUTES) --valid-minutes $(TAGGER_VALID_MINUTES) --threads $(TAGGER_THREADS) \
	  --seed $(SEED) $(TAGGER_ARGS)

eval-tagger: $(STAMP)
	$(BIN)/denorm tag --model $(TAGGER_EXP)/best -i data/$(L)/test.spoken -o $(TAGGER_EXP)/test.hyp
	$(PY) -m denorm.recipes.tagger_eval --model $(TAGGER_EXP)/best --prefix data/$(L)/test --json $(TAGGER_EXP)/test.labels.json
	$(BIN)/denorm eval --lang $(L) --cap-initial exclude --ref data/$(L)/test.written --system tagger=$(TAGGER_EXP)/test.hyp

# The casing lexicon of a language (denorm.core.casing, written by `make corpus` beside the corpus) into the
# shipped tagger folder, where the pipeline engine reads it: make ship-casing LANG=xx.
TAGGER_SHIP ?= denorm/models/tagger/multi
.PHONY: ship-casing
ship-casing: $(STAMP)
	@test -f $(CORPUS_DIR)/$(L).casing.tsv || { echo "run make corpus LANG=$(L) first" >&2; exit 1; }
	mkdir -p $(TAGGER_SHIP)/casing && cp $(CORPUS_DIR)/$(L).casing.tsv $(TAGGER_SHIP)/casing/
