# Pair generation (data_gen): `make data LANG=xx` -> data/xx/{train,valid,test}.{spoken,written}, stats.json.
# Uses L, SEED, VARIANTS, JOBS, PY, BIN and STAMP from the main Makefile. A missing corpus is built
# first by mk/corpus.mk's file rule.
DATA_CORPUS := data/corpus/$(L).txt

data: $(STAMP) $(DATA_CORPUS)
	$(BIN)/denorm data --lang $(L) --corpus $(DATA_CORPUS) --out data/$(L) --seed $(SEED) --variants $(VARIANTS) --jobs $(JOBS) $(if $(DOMAIN_WEIGHTS),--domain-weights $(DOMAIN_WEIGHTS))

.PHONY: bench-data
bench-data: $(STAMP)
	$(PY) bench/bench_data_gen.py --jobs 1 $(JOBS)
