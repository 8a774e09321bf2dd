# Pair generation (data_gen): `make data LANG=xx` -> data/xx/{train,valid,test}.{spoken,written}, stats.json.
# Uses L, SEED, VARIANTS, JOBS, PY, BIN and STAMP from the main Makefile. The corpus is a prerequisite
# when it exists; no rule here builds it (mk/corpus.mk owns that), a missing one stops with a hint.
DATA_CORPUS := data/corpus/$(L).txt

data: $(STAMP) $(wildcard $(DATA_CORPUS))
	@test -f $(DATA_CORPUS) || { echo "$(DATA_CORPUS) is missing: run \`make corpus LANG=$(L)\` first" >&2; exit 1; }
	$(BIN)/denorm-data --lang $(L) --corpus $(DATA_CORPUS) --out data/$(L) --seed $(SEED) --variants $(VARIANTS) --jobs $(JOBS)

.PHONY: bench-data
bench-data: $(STAMP)
	$(PY) bench/bench_data_gen.py --jobs 1 $(JOBS)
