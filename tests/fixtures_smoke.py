"""The smoke model for the tests: runs the smoke recipe (recipes.smoke, `make smoke`) once, when stale."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
#: Where `make smoke` writes: data/, checkpoints/, model/ (the folder the tests use).
SMOKE_DIR = REPO / "exp" / "smoke"


def get_smoke_model() -> Path:
    """Path of exp/smoke/model, built by the smoke recipe unless it is current.

    Current means exp/smoke/fingerprint matches the recipe code, settings and committed inputs
    (recipes.smoke.fingerprint); DENORM_SMOKE_REBUILD=1 forces a rebuild. recipes.smoke takes a file
    lock, so concurrent test sessions and `make smoke` never train into the same folder at once.
    """
    SMOKE_DIR.parent.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(REPO), *filter(None, [env.get("PYTHONPATH")])])
    cmd = [sys.executable, "-m", "denorm", "smoke", "--out", str(SMOKE_DIR)]
    if os.environ.get("DENORM_SMOKE_REBUILD") != "1":
        cmd.append("--if-stale")
    subprocess.run(cmd, cwd=REPO, env=env, check=True)  # recipes.smoke holds exp/smoke.lock meanwhile
    model = SMOKE_DIR / "model"
    if not (model / "denorm.json").exists():
        raise FileNotFoundError(f"the smoke recipe did not write {model / 'denorm.json'}")
    return model
