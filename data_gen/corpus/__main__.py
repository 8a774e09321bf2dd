"""`python -m denorm.data.corpus --lang de --out data/corpus`: the same as `denorm corpus` (denorm.data.corpus.cli)."""

from __future__ import annotations

import sys

from denorm.data.corpus.cli import main

if __name__ == "__main__":
    sys.exit(main())
