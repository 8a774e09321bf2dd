# Evaluation (eval/, docs/eval.md): `make evaluate LANG=xx HYP=file` scores a hypothesis file against
# data/$(L)/test.written, with per-entity-class accuracy when data/$(L)/test.entities.jsonl exists.
# EVAL_ARGS passes more options (e.g. EVAL_ARGS="--json" or "--report exp/report").
EVAL_REF ?= data/$(L)/test.written
EVAL_ENTITIES ?= data/$(L)/test.entities.jsonl
EVAL_ARGS ?=

.PHONY: evaluate bench-eval

evaluate: $(STAMP)
	@test -n "$(HYP)" || { echo "usage: make evaluate LANG=xx HYP=file [EVAL_ARGS=...]" >&2; exit 2; }
	@test -f $(EVAL_REF) || { echo "$(EVAL_REF) is missing: run \`make data LANG=$(L)\` first" >&2; exit 1; }
	$(BIN)/denorm eval --lang $(L) $(if $(wildcard $(EVAL_ENTITIES)),--entities $(EVAL_ENTITIES)) \
		$(EVAL_ARGS) $(HYP) $(EVAL_REF)

# 100k synthetic sentence pairs of 20 words through every default metric (prints time and signature).
bench-eval: $(STAMP)
	$(PY) bench/bench_eval.py
