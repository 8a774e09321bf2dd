"""denorm's engines next to a rule-based chain of free tools, on written sentences read aloud by another rule set.

    pip install itntext truecase          # the peers (not dependencies of denorm)
    python3 -m venv /tmp/nemo && /tmp/nemo/bin/pip install nemo_text_processing   # the reader of fr, pt, vi
    python bench/bench_peers.py --lang en [--ref data/en/test.written] [--limit 1000] [--json out.json]

The spoken input is not our generator's: each reference sentence is verbalized by another rule-based text
normalization (`speaker`, the reader of `READERS`: a different rule set with its own readings and its own
mistakes), then lower-cased with its punctuation removed, as ASR gives it. en, de, ru and es are read by
itntext's TN (`Normalizer(lang, operator="tn")`); itntext has no TN for fr, pt and vi, which are read by
NeMo text processing's TN (`nemo_text_processing`, pynini grammars), run in its own venv ($NEMO_PYTHON,
default /tmp/nemo/bin/python) as a subprocess. `--reader generator` reads with denorm's own generator
instead (`denorm.data.verbalize`, seed 0): that flatters denorm, whose training data the same rules made.
bench/make_outside.py reads its test sets with the same `speaker`. Sentences the reader cannot read
completely (digits or symbols left, or a NeMo grammar with no path) are left out and counted. Systems:
- denorm's installed engines (`Denormalizer.load(lang, engine=...)`, defaults otherwise);
- the rule chain (shared/notes: "ITN grammar -> truecaser -> capital first letter and final period"):
  itntext ITN (`operator="itn"`, all seven languages), then for English the `truecase` package's truecaser,
  then a capital first letter and a final period when the line has no final mark.
Every system is scored by `denorm.eval.evaluate` against the reference (WER, dWER: digit tokens, case F1, the
F1 of UPPER and mixed-case words, punctuation F1) and timed (lines/s, medians of --runs, after loading). The reference defaults to
data/<lang>/test.written (held-out sentences of our corpus) when it exists, else the committed
tests/data/<lang>/test-sample.written.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
import unicodedata
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

ROOT = Path(__file__).resolve().parents[1]


def asr_form(text: str) -> str | None:
    """A verbalized sentence as ASR writes it (lower case, no punctuation, single spaces); None when the
    verbalizer left digits or symbols ($, %, €) it could not read. (bench/make_outside.py imports it: this
    module imports denorm only inside `main`, so it also loads where only itntext is installed.)"""
    out = []
    for ch in text.lower():
        cat = unicodedata.category(ch)
        if ch.isdigit() or cat.startswith("S"):
            return None
        if ch == "'" or ch.isalpha():
            out.append(ch)
        else:  # punctuation, hyphens and spaces separate words
            out.append(" ")
    words = "".join(out).replace("ё", "е").split()
    words = [w.strip("'") for w in words if w.strip("'")]
    return " ".join(words) or None


#: The reader of each language: a rule-based text normalization that is not our generator. itntext 0.1.6 has TN
#: for en, de, es and ru only; NeMo text processing's TN reads fr, pt and vi.
READERS: dict[str, str] = {"en": "itntext", "de": "itntext", "ru": "itntext", "es": "itntext",
                           "fr": "nemo", "pt": "nemo", "vi": "nemo"}
#: The python of the venv with nemo_text_processing, and the folder of its compiled grammars (a first load of a
#: language compiles them: about a minute).
NEMO_PYTHON = os.environ.get("NEMO_PYTHON", "/tmp/nemo/bin/python")
NEMO_CACHE = os.environ.get("NEMO_CACHE", "/tmp/nemo/far-cache")
#: Run in NEMO_PYTHON: JSON lines in (written), JSON lines out (spoken; "" when the grammar has no path).
#: Anything the grammars print goes to stderr, so stdout carries only the answers.
_NEMO_WORKER = """
import json, logging, os, sys
answers = os.fdopen(os.dup(1), "w", encoding="utf-8")
os.dup2(2, 1)
logging.disable(logging.WARNING)
from nemo_text_processing.text_normalization.normalize import Normalizer
tn = Normalizer(input_case="cased", lang=sys.argv[1], cache_dir=sys.argv[2], deterministic=True)
for line in sys.stdin:
    try:
        out = tn.normalize(json.loads(line), verbose=False, punct_post_process=True)
    except Exception:
        out = ""
    answers.write(json.dumps(out) + "\\n")
    answers.flush()
"""


def _itntext_tn(lang: str) -> Callable[[str], str]:
    try:
        from itntext import Normalizer
    except ImportError:
        raise SystemExit("itntext is missing: python3 -m venv /tmp/peers && /tmp/peers/bin/pip install itntext") from None
    return Normalizer(lang=lang, operator="tn").normalize


def _nemo_tn(lang: str) -> Callable[[str], str]:
    if not Path(NEMO_PYTHON).is_file():
        raise SystemExit(f"no NeMo venv at {NEMO_PYTHON} (set NEMO_PYTHON): python3 -m venv /tmp/nemo && "
                         "/tmp/nemo/bin/pip install nemo_text_processing")
    Path(NEMO_CACHE).mkdir(parents=True, exist_ok=True)
    log = tempfile.TemporaryFile()  # noqa: SIM115 - the worker's stderr, shown only when it fails
    proc = subprocess.Popen([NEMO_PYTHON, "-c", _NEMO_WORKER, lang, NEMO_CACHE], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=log, text=True, encoding="utf-8")

    def read(text: str) -> str:
        assert proc.stdin and proc.stdout
        proc.stdin.write(json.dumps(text) + "\n")
        proc.stdin.flush()
        answer = proc.stdout.readline()
        if not answer:
            log.seek(0)
            tail = log.read().decode("utf-8", "replace")[-2000:]
            raise SystemExit(f"the NeMo reader ({NEMO_PYTHON}) stopped:\n{tail}")
        return json.loads(answer)

    return read


def _generator(lang: str) -> Callable[[str], str]:
    from denorm.data import verbalize

    return lambda text: verbalize(text, lang, seed=0)


#: Readers by name: what each is, and a factory lang -> (written -> spoken).
READER_KINDS: dict[str, tuple[str, Callable[[str], Callable[[str], str]]]] = {
    "itntext": ("itntext TN", _itntext_tn),
    "nemo": ("NeMo text processing TN", _nemo_tn),
    "generator": ("denorm's own generator (flatters denorm: its training data came from the same rules)",
                  _generator),
}


def speaker(lang: str, reader: str | None = None) -> Callable[[str], str]:
    """The other rule set's reading of a written sentence (READERS[lang] unless `reader` names another);
    bench/make_outside.py reads its test sets with it too."""
    return READER_KINDS[reader or READERS[lang]][1](lang)


def rule_chain(lang: str) -> Callable[[list[str]], list[str]]:
    """ITN grammar -> truecaser (English) -> capital first letter and final period."""
    from itntext import Normalizer

    itn = Normalizer(lang=lang, operator="itn")
    truecase = None
    if lang == "en":  # the only language the truecase package has statistics for
        from truecase import get_truecaser

        tc = get_truecaser()

        def truecase(line: str) -> str:
            return " ".join(tc.get_true_case_from_tokens(line.split(), out_of_vocabulary_token_option="title"))

    def run(lines: list[str]) -> list[str]:
        out = []
        for line in lines:
            text = itn.normalize(line) if line.strip() else line
            text = truecase(text) if truecase and text.strip() else text
            text = text.strip()
            if text:
                text = text[0].upper() + text[1:]
                if text[-1] not in ".?!…":
                    text += "."
            out.append(text)
        return out

    return run


def denorm_engine(lang: str, engine: str) -> tuple[str, Callable[[list[str]], list[str]]]:
    """An installed engine of denorm as a system: its name (engine and model) and its run. "pipeline:digits"
    runs the pipeline with --style digits (any option of TranslateOptions after the colon, as
    "pipeline:prose" is the default style)."""
    from denorm.api import Denormalizer

    engine, _, style = engine.partition(":")
    d = Denormalizer.load(lang, engine=engine, **({"style": style} if style else {}))
    name = f"denorm {engine} ({d.engine.model_name()}, {d.engine.describe()})"
    return name, lambda lines: [r.output for r in d.translate(lines)]


def timed(run: Callable[[list[str]], list[str]], lines: list[str], runs: int) -> tuple[list[str], float]:
    """Outputs of the first run and the median lines/s of `runs` runs."""
    out, rates = None, []
    for _ in range(runs):
        t0 = time.perf_counter()
        got = run(lines)
        rates.append(len(lines) / max(time.perf_counter() - t0, 1e-9))
        if out is None:
            out = got
        if len(got) != len(lines):
            raise SystemExit(f"{len(got)} lines out for {len(lines)} in")
    return out or [], statistics.median(rates)


def default_ref(lang: str) -> Path:
    data = ROOT / "data" / lang / "test.written"
    return data if data.is_file() else ROOT / "tests" / "data" / lang / "test-sample.written"


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--lang", required=True, choices=sorted(READERS))
    ap.add_argument("--ref", type=Path, help="written reference sentences (default: data/<lang>/test.written)")
    ap.add_argument("--limit", type=int, default=1000, help="first N sentences of the reference")
    ap.add_argument("--engines", default="pipeline,seq2seq",
                    help="denorm engines to run; pipeline:digits runs the pipeline with --style digits")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--digits-only", action="store_true", help="only sentences with a digit in the reference")
    ap.add_argument("--json", type=Path, help="also write the table here")
    ap.add_argument("--save", type=Path, help="write the spoken input and each system's output to this folder")
    ap.add_argument("--reader", choices=sorted(READER_KINDS),
                    help="who reads the reference aloud (default: READERS, the one make_outside.py used)")
    args = ap.parse_args(argv)
    from denorm.eval.api import evaluate

    from denorm.version import __version__

    ref_file = args.ref or default_ref(args.lang)
    refs_all = [x for x in ref_file.read_text(encoding="utf-8").splitlines() if x.strip()]
    if args.digits_only:
        refs_all = [x for x in refs_all if any(c.isdigit() for c in x)]
    refs_all = refs_all[:args.limit]
    reader = args.reader or READERS[args.lang]
    read = speaker(args.lang, reader)
    refs, spoken, unread = [], [], 0
    for ref in refs_all:
        said = asr_form(read(ref))
        if said is None:
            unread += 1
            continue
        refs.append(ref)
        spoken.append(said)
    digits = sum(any(c.isdigit() for c in r) for r in refs)
    print(f"{ref_file}: {len(refs_all)} sentences, {len(refs)} read by {READER_KINDS[reader][0]} ({unread} left "
          f"out: digits or symbols unread), {digits} with digits | lang {args.lang} | denorm {__version__}",
          file=sys.stderr)
    systems: list[tuple[str, Callable[[list[str]], list[str]]]] = []
    for engine in [e for e in args.engines.split(",") if e]:
        try:
            systems.append(denorm_engine(args.lang, engine))
        except Exception as err:  # noqa: BLE001 - a missing model is reported, the rest still runs
            print(f"denorm {engine}: not run ({err})", file=sys.stderr)
    systems.append(("rule chain: itntext ITN" + (" + truecase" if args.lang == "en" else "") + " + capital/period",
                    rule_chain(args.lang)))
    systems.append(("input as is (lower case, no marks)", lambda lines: list(lines)))
    rows = []
    if args.save:
        args.save.mkdir(parents=True, exist_ok=True)
        (args.save / "spoken.txt").write_text("\n".join(spoken) + "\n", encoding="utf-8")
        (args.save / "ref.txt").write_text("\n".join(refs) + "\n", encoding="utf-8")
    for k, (name, run) in enumerate(systems):
        out, rate = timed(run, spoken, args.runs)
        result = evaluate(out, refs, args.lang, metrics="wer,dwer,case,punct", system=name)
        res = result.summary()
        classes = result.metrics["case"].classes  # UPPER and mixed words (issue 31), F1 in percent
        per_class = {f"case_{c}": round(200 * k.tp / (2 * k.tp + k.fp + k.fn), 1) if k.tp else 0.0
                     for c, k in classes.items() if c in ("upper", "mixed")}
        rows.append({"system": name, "lines_per_s": round(rate, 1), **per_class,
                     **{m: (round(v, 2) if isinstance(v, float) else v) for m, v in res.items()}})
        if args.save:
            (args.save / f"system{k}.txt").write_text("\n".join(out) + "\n", encoding="utf-8")
    print(f"| {args.lang}, {len(refs)} sentences ({digits} with digits) | WER | dWER | case F1 | UPPER F1 | mixed F1 "
          "| punct F1 | lines/s |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['system']} | {r['wer']:.2f} | {r['dwer']:.2f} | {r['case']:.1f} | {r['case_upper']:.1f} | "
              f"{r['case_mixed']:.1f} | {r['punct']:.1f} | {r['lines_per_s']:,.0f} |")
    print(f"signature: {rows[0]['signature']}; reference {ref_file}; spoken by {READER_KINDS[reader][0]}",
          file=sys.stderr)
    if args.json:
        args.json.write_text(json.dumps({"lang": args.lang, "ref": str(ref_file), "reader": reader,
                                         "sentences": len(refs),
                                         "left_out": unread, "with_digits": digits, "rows": rows,
                                         "denorm_version": __version__}, indent=1, ensure_ascii=False) + "\n",
                             encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
