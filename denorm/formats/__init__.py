"""Input and output formats of the line-for-line commands: text, jsonl, SRT and WebVTT."""
