"""`python -m denorm.cli <command>`: the same as the `denorm` command and `python -m denorm`."""

from __future__ import annotations

import sys

from denorm.cli import main

if __name__ == "__main__":
    sys.exit(main())
