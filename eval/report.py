"""HTML report: the metrics table, a PNG bar chart of error rates per category and system, worst sentences."""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from pathlib import Path

from denorm.eval.align import opcodes
from denorm.eval.config import DEFAULT_WORST
from denorm.eval.results import EvalResult
from denorm.eval.table import signatures, table_rows
from denorm.eval.tokenizer import tokenize

CHART_FILE = "error_rates.png"
REPORT_FILE = "index.html"
#: Bars above this rate (percent) are clipped and labelled with their value.
CHART_CAP = 100.0

_CSS = """
body { font-family: sans-serif; margin: 2em; }
table { border-collapse: collapse; margin-bottom: 1.5em; }
td, th { border: 1px solid #ccc; padding: 0.2em 0.6em; text-align: left; }
del { background: #fdd; text-decoration: line-through; }
ins { background: #dfd; text-decoration: none; }
.sig { font-family: monospace; font-size: 90%; }
"""


def chart(results: Sequence[EvalResult], path: Path) -> Path:
    """Grouped bar chart of every error rate (percent) per category, one bar per system."""
    from denorm.extras import require

    matplotlib = require("matplotlib", "report")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    values = [r_values for r_values in (_chart_values(r) for r in results)]
    categories: list[str] = []
    for v in values:
        categories += [c for c in v if c not in categories]
    fig, ax = plt.subplots(figsize=(min(16.0, max(6.0, 0.55 * len(categories) + 2.0)), 4.5))
    width = 0.8 / max(1, len(results))
    top = max([min(x, CHART_CAP) for v in values for x in v.values()] + [1.0]) * 1.12
    for k, (res, v) in enumerate(zip(results, values, strict=True)):
        xs = [i + k * width - 0.4 + width / 2 for i in range(len(categories))]
        heights = [v.get(c, 0.0) for c in categories]
        ax.bar(xs, [min(h, CHART_CAP) for h in heights], width, label=res.system)
        for x, h in zip(xs, heights, strict=True):
            if h > CHART_CAP:  # insertions can push a rate past 100 %: clip the bar, print the value
                ax.text(x, CHART_CAP, f"{h:.0f}", ha="center", va="bottom", fontsize=7, rotation=90)
    ax.set_ylim(0, top)
    ax.set_xticks(range(len(categories)))
    ax.set_xticklabels(categories, rotation=30, ha="right")
    ax.set_ylabel("error rate (%)")
    ax.set_title("Error rates per category")
    if results:
        ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path


def _chart_values(result: EvalResult) -> dict[str, float]:
    out: dict[str, float] = {}
    for metric in result.metrics.values():
        out.update(metric.chart_values())
    return out


def diff_html(ref: str, hyp: str) -> str:
    """Word-level difference of two lines (denorm-v1 tokens): <del> reference, <ins> hypothesis."""
    r, h = tokenize(ref), tokenize(hyp)
    parts: list[str] = []
    for tag, i1, i2, j1, j2 in opcodes(r, h):
        old = html.escape(" ".join(r[i1:i2]))
        new = html.escape(" ".join(h[j1:j2]))
        if tag == "equal":
            parts.append(old)
        if tag in ("replace", "delete"):
            parts.append(f"<del>{old}</del>")
        if tag in ("replace", "insert"):
            parts.append(f"<ins>{new}</ins>")
    return " ".join(parts)


def worst(result: EvalResult, n: int) -> list[int]:
    """Indices of the n sentences with the most token errors (ties: the earlier first)."""
    errs = result.sentence_errors
    order = sorted((k for k in range(len(errs)) if errs[k] > 0), key=lambda k: (-errs[k], k))
    return order[:n]


def write_report(out_dir: str | Path, results: Sequence[EvalResult], hyps: Mapping[str, Sequence[str]],
                 refs: Sequence[str], reference_name: str = "reference", n_worst: int = DEFAULT_WORST) -> Path:
    """Write `index.html` and `error_rates.png` into `out_dir`; returns the HTML path."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    chart(results, out / CHART_FILE)
    esc = html.escape
    labels, cells = table_rows(results)
    systems = [r.system for r in results]
    doc = ["<!DOCTYPE html>", "<html><head><meta charset='utf-8'><title>denorm-eval report</title>",
           f"<style>{_CSS}</style></head><body>", "<h1>denorm-eval report</h1>",
           f"<p>Reference: {esc(reference_name)}; {results[0].n_sentences if results else 0} sentences. "
           "Rates, P/R/F1 and BLEU in percent.</p>",
           "<table><tr><th>metric</th>" + "".join(f"<th>{esc(s)}</th>" for s in systems) + "</tr>"]
    for label in labels:
        doc.append(f"<tr><td>{esc(label)}</td>"
                   + "".join(f"<td>{esc(cells[label].get(s, '-'))}</td>" for s in systems) + "</tr>")
    doc.append("</table>")
    doc += [f"<p class='sig'>{esc(s)}</p>" for s in signatures(results)]
    doc.append(f"<h2>Error rates</h2><img src='{CHART_FILE}' alt='error rates per category and system'>")
    for res in results:
        lines = hyps[res.system]
        doc.append(f"<h2>{n_worst} worst sentences: {esc(res.system)}</h2>")
        idx = worst(res, n_worst)
        if not idx:
            doc.append("<p>No sentence has an error.</p>")
            continue
        doc.append("<table><tr><th>line</th><th>errors</th><th>difference (<del>reference</del> "
                   "<ins>hypothesis</ins>)</th></tr>")
        for k in idx:
            doc.append(f"<tr><td>{k + 1}</td><td>{res.sentence_errors[k]}</td>"
                       f"<td>{diff_html(refs[k], lines[k])}</td></tr>")
        doc.append("</table>")
    doc.append("</body></html>")
    path = out / REPORT_FILE
    path.write_text("\n".join(doc) + "\n", encoding="utf-8")
    return path
