"""Put known bugs back into a copy of the package and check that the tests catch each one (issue 32).

    python bench/mutation_check.py                 # each mutant against the test files that guard it
    python bench/mutation_check.py --full          # each mutant against the whole default suite (make test)
    python bench/mutation_check.py --only comma    # one mutant

Each mutant is a one-line change of a real failure mode that once passed every test (the table of issue 32).
The working tree (tracked and new files, `git ls-files -co --exclude-standard`) is copied to a temporary
folder, the change is applied there (it must match exactly once, or the mutant is reported stale), and
pytest runs in the copy with the copy first on PYTHONPATH (checked: `denorm` imports from the copy). A mutant
is caught when pytest fails. The original tree is never touched. Prints one row per mutant and a summary.
mutmut was not used: it mutates operators at random, and what matters here is five named regressions.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Mutant:
    """A bug put back: file, the text replaced and its replacement, and the tests that must catch it."""

    name: str
    what: str
    file: str
    old: str
    new: str
    tests: tuple[str, ...]


MUTANTS = (
    Mutant("comma", "every comma the tagger writes dropped", "denorm/tagger/settle.py",
           "    out = list(labels)\n    for i, lab in enumerate(out[:-1]):",
           "    out = [replace(lab, after=lab.after.replace(',', '')) for lab in labels]\n"
           "    for i, lab in enumerate(out[:-1]):",
           ("tests/test_quality_floor.py",)),
    Mutant("verify-neighbours", "ITN verification stops comparing the words around a number",
           "denorm/itn/verify.py",
           "if b < a or spoken[:a] != self.before or spoken[b:] != self.after:", "if b < a:",
           ("tests/test_itn.py",)),
    Mutant("guard-boundary", "the guard misses an edit at a window segment's first word",
           "denorm/align/tokens.py", "else a <= e.pos < b)", "else a < e.pos < b)",
           ("tests/test_translate.py", "tests/test_guard.py", "tests/test_align.py")),
    Mutant("batch-splitlines", "Denormalizer.batch splits texts with splitlines()", "denorm/api.py",
           '            parts = t.split("\\n")\n            flat.extend(parts)',
           "            parts = t.splitlines() or ['']\n            flat.extend(parts)",
           ("tests/test_translate.py",)),
    Mutant("right-context", "the pipeline's right context shifted by one word", "denorm/engines/pipeline.py",
           "tuple(words[b:b + ITN_CONTEXT])", "tuple(words[b + 1:b + 1 + ITN_CONTEXT])",
           ("tests/test_engines.py",)),
)


def copy_tree(dest: Path) -> None:
    """The working tree's tracked and new files (not ignored ones: .venv, data, exp) copied to `dest`."""
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT, check=True,
                           capture_output=True).stdout.decode().split("\0")
    for f in filter(None, files):
        src = ROOT / f
        if src.is_file():
            (dest / f).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / f)


def run_mutant(m: Mutant, full: bool) -> tuple[str, float, str]:
    """(verdict, seconds, last line of pytest's output): "caught", "MISSED" or "stale" (the code moved)."""
    with tempfile.TemporaryDirectory(prefix=f"mutant-{m.name}-") as tmp:
        dest = Path(tmp)
        copy_tree(dest)
        target = dest / m.file
        text = target.read_text(encoding="utf-8")
        if text.count(m.old) != 1:
            return "stale", 0.0, f"{m.file}: the text to replace occurs {text.count(m.old)} times"
        target.write_text(text.replace(m.old, m.new), encoding="utf-8")
        env = {**os.environ, "PYTHONPATH": f"{dest}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
        where = subprocess.run([sys.executable, "-c", "import denorm; print(denorm.__file__)"], cwd=dest, env=env,
                               capture_output=True, text=True, check=True).stdout.strip()
        if not where.startswith(str(dest)):
            raise RuntimeError(f"denorm imports from {where}, not from the mutated copy {dest}")
        start = time.monotonic()
        proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                               *(["-x", "tests"] if full else m.tests)], cwd=dest, env=env, capture_output=True,
                              text=True)
        last = (proc.stdout.strip().splitlines() or [""])[-1]
        return ("caught" if proc.returncode else "MISSED"), time.monotonic() - start, last


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--full", action="store_true", help="run the whole default suite against each mutant")
    ap.add_argument("--only", default="", help="comma-separated mutant names")
    args = ap.parse_args(argv)
    chosen = [m for m in MUTANTS if not args.only or m.name in args.only.split(",")]
    missed = 0
    for m in chosen:
        verdict, seconds, last = run_mutant(m, args.full)
        missed += verdict != "caught"
        print(f"{m.name:18} {verdict:7} {seconds:6.1f} s  {m.what} ({m.file}) | "
              f"{'tests' if args.full else ' '.join(m.tests)}: {last}", flush=True)
    print(f"{len(chosen) - missed}/{len(chosen)} mutants caught")
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
