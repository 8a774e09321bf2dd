# Offline corpus from Debian packages (data_gen/corpus, docs/corpus.md).
# `make corpus LANG=de` always re-extracts (the package cache in cache/ makes that offline and
# quick); other targets can depend on the file data/corpus/<lang>.txt, built once.
CORPUS_DIR ?= data/corpus
CORPUS_CACHE ?= cache

.PHONY: corpus corpus-samples corpus-clean-cache

corpus: $(STAMP)
	nice -n 10 $(BIN)/denorm corpus --lang $(L) --out $(CORPUS_DIR) --cache $(CORPUS_CACHE)

$(CORPUS_DIR)/%.txt: | $(STAMP)
	nice -n 10 $(BIN)/denorm corpus --lang $* --out $(CORPUS_DIR) --cache $(CORPUS_CACHE)

# Rewrite the committed sample data_gen/samples/<lang>.txt from the built corpus.
corpus-samples: $(CORPUS_DIR)/$(L).txt
	$(BIN)/denorm corpus-samples --lang $(L) --corpus $(CORPUS_DIR) --out data_gen/samples

corpus-clean-cache:
	rm -rf $(CORPUS_CACHE)/unpacked
