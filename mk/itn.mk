# ITN span converter (denorm.itn, docs/itn.md): make itn-data itn-bpe itn-bin train-itn export-itn eval-itn LANG=xx,
# or all of them: make itn LANG=xx. Uses L, SEED, JOBS, PY and STAMP from the main Makefile; every
# variable below can be set on the command line. One training at a time on a shared CPU.
ITN_DATA ?= data/itn/$(L)
ITN_EXP ?= exp/itn-$(L)
ITN_CKPT ?= $(ITN_EXP)/checkpoints
ITN_MODEL ?= $(ITN_EXP)/model
ITN_SHIP ?= denorm/models/itn/$(L)
ITN_TRAIN_SPANS ?= 800000
ITN_VOCAB ?= 1024
ITN_ARCH ?= transformer_denorm_itn
ITN_MAX_TOKENS ?= 2048
ITN_LR ?= 0.002
ITN_WARMUP ?= 300
# Wall-clock budget of a training run (fairseq --stop-time-hours; 1.25 h leaves export time within 90 min).
ITN_HOURS ?= 1.25
ITN_AVERAGE_LAST ?= 3
ITN_SAVE_INTERVAL ?= 100
# One thread: on a CPU shared with other jobs two threads ran ten times slower (spinning OpenMP workers).
ITN_THREADS ?= 1
# JSON object merged into the card's "training" (notes on the run).
ITN_TRAINING_JSON ?=

.PHONY: itn itn-data itn-bpe itn-bin train-itn export-itn eval-itn ship-itn

itn: itn-data itn-bpe itn-bin train-itn export-itn eval-itn

itn-data: $(STAMP)
	$(PY) -m denorm.recipes.itn_data --lang $(L) --out $(ITN_DATA) --train $(ITN_TRAIN_SPANS) --seed $(SEED)

itn-bpe: $(STAMP)
	$(PY) -m denorm.recipes.bpe --data $(ITN_DATA) --out $(ITN_DATA)/bpe --vocab $(ITN_VOCAB) --lang $(L) --threads $(JOBS)

itn-bin: $(STAMP)
	$(PY) -m denorm.recipes.binarize --bpe $(ITN_DATA)/bpe --out $(ITN_DATA)/bin --workers $(JOBS)
	cp $(ITN_DATA)/stats.json $(ITN_DATA)/bin/stats.json

train-itn: $(STAMP)
	OMP_NUM_THREADS=$(ITN_THREADS) $(PY) -m denorm.recipes.train --data $(ITN_DATA)/bin --save-dir $(ITN_CKPT) \
	  --arch $(ITN_ARCH) --seed $(SEED) --max-epoch 100 --lr $(ITN_LR) --warmup-updates $(ITN_WARMUP) \
	  --dropout 0.1 --save-interval-updates $(ITN_SAVE_INTERVAL) --keep-interval-updates 4 --keep-last-epochs 2 --log-interval 50 \
	  --max-tokens $(ITN_MAX_TOKENS) --update-freq 1 -- --stop-time-hours $(ITN_HOURS)

export-itn: $(STAMP)
	$(PY) -m denorm.cli export $(ITN_CKPT) $(ITN_MODEL) --lang $(L) --average-last $(ITN_AVERAGE_LAST) --no-fairseq \
	  $(if $(ITN_TRAINING_JSON),--training-json $(ITN_TRAINING_JSON))

# Exact match per class on the held-out test spans, both policies, spans/s -> ITN_EXP/eval.json.
eval-itn: $(STAMP)
	$(PY) -m denorm.recipes.itn_eval --model $(ITN_MODEL) --data $(ITN_DATA) --lang $(L) --out $(ITN_EXP)/eval.json

ship-itn: $(STAMP)
	@test -f $(ITN_EXP)/eval.json || { echo "run make eval-itn LANG=$(L) first" >&2; exit 1; }
	$(PY) -m denorm.recipes.itn_eval --ship $(ITN_MODEL) $(ITN_SHIP) --metrics $(ITN_EXP)/eval.json
