"""The tagger (issue 14): one encoder, word-level heads for case, punctuation, disfluency and entity spans.

Modules: `encoders` (registry: scratch, e5-small, minilm-l6), `encoder` (the torch TransformerEncoder),
`e5` / `minilm` (offline loaders of the pretrained weights), `tokenizers` (word-by-word subwords),
`labels` (label sets), `layer_attention` (seed 000), `crf` (seed 004), `model` (the Tagger).
Importing this package loads no torch; its modules do.
"""
