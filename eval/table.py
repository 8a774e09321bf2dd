"""Plain-text table of one or more systems' results side by side, with the signatures below."""

from __future__ import annotations

from collections.abc import Sequence

from denorm.eval.results import EvalResult


def table_rows(results: Sequence[EvalResult]) -> tuple[list[str], dict[str, dict[str, str]]]:
    """Row labels in first-seen order and {label: {system: cell}}."""
    labels: list[str] = []
    cells: dict[str, dict[str, str]] = {}
    for res in results:
        for metric in res.metrics.values():
            for label, cell in metric.table_rows():
                if label not in cells:
                    labels.append(label)
                    cells[label] = {}
                cells[label][res.system] = cell
    return labels, cells


def signatures(results: Sequence[EvalResult]) -> list[str]:
    """The common signature, then the signatures that are not derived from it (BLEU's)."""
    out: list[str] = []
    for res in results:
        for sig in [res.signature] + [m.signature for m in res.metrics.values() if "sacrebleu:" in m.signature]:
            if sig not in out:
                out.append(sig)
    return out


def format_table(results: Sequence[EvalResult]) -> str:
    """Metrics as rows, systems as columns; rates and P/R/F1 in percent, counts in parentheses."""
    labels, cells = table_rows(results)
    systems = [r.system for r in results]
    head = ["metric", *systems]
    body = [[label, *(cells[label].get(s, "-") for s in systems)] for label in labels]
    widths = [max(len(row[k]) for row in [head, *body]) for k in range(len(head))]
    lines = ["  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in [head, *body]]
    lines.insert(1, "  ".join("-" * w for w in widths))
    n = results[0].n_sentences if results else 0
    lines.append("")
    lines.append(f"{n} sentences; rates, P/R/F1 and BLEU in percent; (errors/reference count), (TP/FP/FN)")
    lines += [f"signature: {s}" for s in signatures(results)]
    return "\n".join(lines)
