"""fairseq plugin (`--user-dir denorm/plugins/denorm_fairseq`): denorm architectures and the checkpoint allow-list."""

from __future__ import annotations

import sys
from pathlib import Path

try:  # fairseq imports this folder as a top-level package; denorm may not be installed yet
    from denorm.checkpoints import allow_fairseq_checkpoints
except ImportError:  # pragma: no cover - running from a checkout without `pip install -e .`
    sys.path.append(str(Path(__file__).resolve().parents[3]))
    from denorm.checkpoints import allow_fairseq_checkpoints

from . import architectures  # noqa: F401  (registers the --arch presets)

allow_fairseq_checkpoints()
