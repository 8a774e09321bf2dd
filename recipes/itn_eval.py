"""Measure a span converter: exact match per class on held-out spans, both policies, spans/s, golden cases.

    python -m denorm.recipes.itn_eval --model exp/itn-en/model --data data/itn/en --lang en --out exp/itn-en/eval.json
    python -m denorm.recipes.itn_eval --ship exp/itn-en/model denorm/models/en-itn --metrics exp/itn-en/eval.json

Exact match: the written span is the generator's written form, as written or in one of its house-style
forms (denorm.itn.style: the generator writes "Mar. 7th", "03/07" and "March 7" alike). Other
conversions are "ambiguous" when the reference reads as the same words in the same context too
("four" is 4:00 and 16:00 for the generator), else "wrong". "wrong" counts spans converted to
anything else (a span left as words is not wrong, it is left); the golden file tests/data/<lang>/itn.txt
(tests/data/<lang>/itn.cases: `spoken~written`, the span optionally bracketed in its context) is
scored the same way. spans/s is measured on the test spans in batches, decoding and checking included.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from denorm.itn import POLICIES, Conversion, Span, SpanConverter, verifies
from denorm.itn.source import parse_marked, parse_source
from denorm.itn.style import styled_forms
from denorm.modelcard import write_card

GOLDEN_DIR = Path(__file__).resolve().parents[1] / "tests" / "data"


@dataclass
class PolicyScore:
    """Scores of one policy on one span set."""

    policy: str
    spans: int = 0
    right: int = 0
    ambiguous: int = 0
    wrong: int = 0
    left: int = 0
    seconds: float = 0.0
    per_class: dict[str, dict[str, int]] = field(default_factory=dict)
    wrong_examples: list[str] = field(default_factory=list)
    ambiguous_examples: list[str] = field(default_factory=list)

    @property
    def exact(self) -> float:
        return 100.0 * self.right / self.spans if self.spans else 0.0

    def add(self, c: Conversion, references: tuple[str, ...], cls: str, span: Span | None = None,
            lang: str = "en") -> None:
        """Count one conversion: right (one of the references), left (kept as words), ambiguous (another
        form that reads as the words, and so does a reference: "four" is 4:00 and 16:00 for the
        generator) or wrong (anything else: a form that does not read as the words, or one whose
        reference reading the verifier's draws in this short context do not find)."""
        self.spans += 1
        row = self.per_class.setdefault(cls, {"spans": 0, "right": 0, "ambiguous": 0, "wrong": 0, "left": 0})
        row["spans"] += 1
        if c.written in references:
            self.right += 1
            row["right"] += 1
        elif c.status == "left":
            self.left += 1
            row["left"] += 1
        elif span is not None and (c.status == "verified" or verifies(span.words, c.written, span.left, span.right, lang)) \
                and any(verifies(span.words, r, span.left, span.right, lang) for r in references):
            self.ambiguous += 1
            row["ambiguous"] += 1
            if len(self.ambiguous_examples) < 20:
                self.ambiguous_examples.append(f"{c.spoken!r} -> {c.written!r} (reference {references[0]!r})")
        else:
            self.wrong += 1
            row["wrong"] += 1
            if len(self.wrong_examples) < 20:
                self.wrong_examples.append(f"{c.spoken!r} -> {c.written!r} (want {' or '.join(references)!r})")

    def summary(self) -> dict[str, object]:
        out = asdict(self)
        out["exact_match"] = round(self.exact, 2)
        out["spans_per_s"] = round(self.spans / self.seconds, 1) if self.seconds else None
        return out


def test_spans(data: Path, split: str = "test", limit: int | None = None) -> list[tuple[Span, tuple[str, ...], str]]:
    """(span, (written reference,), class) of a span data split."""
    sources = (data / f"{split}.spoken").read_text(encoding="utf-8").splitlines()
    written = (data / f"{split}.written").read_text(encoding="utf-8").splitlines()
    classes = (data / f"{split}.classes").read_text(encoding="utf-8").splitlines()
    out = []
    for src, w, cls in zip(sources, written, classes, strict=True):
        left, tag, span, right = parse_source(src)
        out.append((Span.of(span, left, right, tag), (w,), cls))
    return out[:limit] if limit else out


def golden_spans(path: Path) -> list[tuple[Span, tuple[str, ...], str]]:
    """(span, accepted written forms, class) of a `spoken~written[~alternative...]` golden file (# comments
    and blank lines skipped; the class is the bracket's, else "golden")."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        spoken, *written = line.split("~")
        if not written:
            raise ValueError(f"{path}: expected spoken~written: {line!r}")
        left, cls, span, right = parse_marked(spoken)
        out.append((Span.of(span, left, right, cls), tuple(w.strip() for w in written), cls or "golden"))
    return out


def score(conv: SpanConverter, items: list[tuple[Span, tuple[str, ...], str]], policy: str) -> PolicyScore:
    result = PolicyScore(policy)
    t0 = time.perf_counter()
    conversions = conv.convert_batch([s for s, _, _ in items], policy)
    result.seconds = round(time.perf_counter() - t0, 2)
    for c, (span, refs, cls) in zip(conversions, items, strict=True):  # references as given and styled
        styled = tuple(dict.fromkeys(f for r in refs for f in styled_forms(r, conv.lang, conv.style)))
        result.add(c, styled, cls, span, conv.lang)
    return result


def evaluate(model: Path, data: Path, lang: str, limit: int | None = None) -> dict[str, object]:
    """Every policy on the test spans (and the golden file when there is one)."""
    conv = SpanConverter(model)
    report: dict[str, object] = {"language": lang, "model": str(model), "data": str(data)}
    items = test_spans(data, limit=limit)
    conv.hypotheses([s for s, _, _ in items[:64]])  # warm-up: load, first allocation
    for name in ("test", "golden"):
        if name == "golden":
            path = GOLDEN_DIR / lang / "itn.cases"
            if not path.exists():
                continue
            items = golden_spans(path)
        report[name] = {p: score(conv, items, p).summary() for p in POLICIES}
        for p, s in report[name].items():  # type: ignore[union-attr]
            print(f"itn-eval {lang} {name} {p}: exact {s['exact_match']}% of {s['spans']}, ambiguous "
                  f"{s['ambiguous']}, wrong {s['wrong']}, left {s['left']}, {s['spans_per_s']} spans/s", flush=True)
    return report


def ship(model: Path, dest: Path, metrics: Path) -> None:
    """Copy an exported span converter into the package (denorm/models/itn/<lang>) with its metrics."""
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(model, dest, ignore=shutil.ignore_patterns("checkpoint.pt"))
    card = json.loads((dest / "denorm.json").read_text(encoding="utf-8"))
    card["task"] = "itn-span"
    card["files"]["fairseq_checkpoint"] = None
    card["metrics"] = json.loads(metrics.read_text(encoding="utf-8"))
    write_card(dest / "denorm.json", card)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path)
    parser.add_argument("--data", type=Path)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--limit", type=int, default=None)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--ship", nargs=2, type=Path, metavar=("MODEL", "DEST"))
    parser.add_argument("--metrics", type=Path)
    args = parser.parse_args(argv)
    if args.ship:
        ship(args.ship[0], args.ship[1], args.metrics)
        return 0
    report = evaluate(args.model, args.data, args.lang, args.limit)
    if args.out:
        args.out.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
