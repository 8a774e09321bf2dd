# Training recipes (recipes/README.md): make bpe|bin|train|average|export|evaluate-model|ship LANG=xx SIZE=small|large,
# make smoke, make param-count. Uses L, SIZE, SEED, JOBS, PY, BIN and STAMP from the main Makefile;
# every variable below can be set on the command line (make train LANG=de SIZE=large MAX_UPDATE=500).
RECIPE_DATA ?= data/$(L)
VOCAB ?= 10240
EXP_DIR ?= exp/$(L)-$(SIZE)
CKPT_DIR ?= $(EXP_DIR)/checkpoints
MODEL_DIR ?= $(EXP_DIR)/model
MAX_EPOCH ?= 10
MAX_UPDATE ?= 0
# Empty MAX_TOKENS / UPDATE_FREQ: per device (GPU 14336 x 4, CPU 3584 x 16 = the paper's 57,344 tokens/update).
MAX_TOKENS ?=
UPDATE_FREQ ?=
LR ?= 0.001
WARMUP ?= 4000
SAVE_INTERVAL_UPDATES ?= 1000
KEEP_LAST_EPOCHS ?= 5
AVERAGE_LAST ?= 5
# Multi-node: LAUNCHER="torchrun --nnodes 2 --nproc-per-node 8 --rdzv-backend c10d --rdzv-endpoint HOST:29500";
# DISTRIBUTED_ARGS and TRAIN_ARGS are appended to fairseq-train as they are.
LAUNCHER ?=
DISTRIBUTED_ARGS ?=
TRAIN_ARGS ?=
METRICS ?=
# JSON object merged into the shipped card's "training" (make ship TRAINING_JSON=notes.json).
TRAINING_JSON ?=
TRAIN_NICE ?= nice -n 10

.PHONY: average param-count evaluate-model ship
SHIP_DIR ?= denorm/models/$(L)

bpe: $(STAMP)
	$(BIN)/denorm bpe --data $(RECIPE_DATA) --out $(RECIPE_DATA)/bpe --vocab $(VOCAB) --lang $(L) --threads $(JOBS)

bin: $(STAMP)
	$(BIN)/denorm bin --bpe $(RECIPE_DATA)/bpe --out $(RECIPE_DATA)/bin --workers $(JOBS)

train: $(STAMP)
	$(TRAIN_NICE) $(BIN)/denorm train --data $(RECIPE_DATA)/bin --save-dir $(CKPT_DIR) \
	  --arch transformer_denorm_$(SIZE) --seed $(SEED) --max-epoch $(MAX_EPOCH) --max-update $(MAX_UPDATE) \
	  --lr $(LR) --warmup-updates $(WARMUP) --save-interval-updates $(SAVE_INTERVAL_UPDATES) \
	  --keep-last-epochs $(KEEP_LAST_EPOCHS) \
	  $(if $(MAX_TOKENS),--max-tokens $(MAX_TOKENS)) $(if $(UPDATE_FREQ),--update-freq $(UPDATE_FREQ)) \
	  $(if $(LAUNCHER),--launcher "$(LAUNCHER)") -- $(DISTRIBUTED_ARGS) $(TRAIN_ARGS)

average: $(STAMP)
	$(BIN)/denorm average --inputs $(CKPT_DIR) --last $(AVERAGE_LAST)

export: $(STAMP)
	$(BIN)/denorm export $(CKPT_DIR) $(MODEL_DIR) --lang $(L) --average-last $(AVERAGE_LAST) \
	  $(if $(METRICS),--metrics $(METRICS))

# Every backend on data/xx/test -> EXP_DIR/eval/{metrics.json,table.md} (int8 cost printed).
evaluate-model: $(STAMP)
	$(BIN)/denorm evaluate-model $(MODEL_DIR) --data $(RECIPE_DATA) --out $(EXP_DIR)/eval

# The shipped default: CTranslate2 int8 + BPE + dictionary + card with the measured metrics.
ship: $(STAMP)
	@test -f $(EXP_DIR)/eval/metrics.json || { echo "run make evaluate-model LANG=$(L) first" >&2; exit 1; }
	$(BIN)/denorm export $(CKPT_DIR) $(SHIP_DIR) --lang $(L) --average-last $(AVERAGE_LAST) \
	  --no-fairseq --metrics $(EXP_DIR)/eval/metrics.json $(if $(TRAINING_JSON),--training-json $(TRAINING_JSON))

smoke: $(STAMP)
	$(BIN)/denorm smoke --out exp/smoke --jobs $(JOBS)

param-count: $(STAMP)
	$(BIN)/denorm param-count --vocab $(VOCAB)
