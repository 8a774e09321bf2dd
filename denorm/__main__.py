"""`python -m denorm <command>`: the same as the `denorm` command (denorm.cli)."""

from __future__ import annotations

import sys

from denorm.cli import main

if __name__ == "__main__":
    sys.exit(main())
