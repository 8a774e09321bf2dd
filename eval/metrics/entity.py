"""Per-entity-class accuracy: is each reference entity reproduced exactly at its aligned position?"""

from __future__ import annotations

from collections import Counter

from denorm.eval.corpus import Corpus
from denorm.eval.entities import entity_token_spans
from denorm.eval.metrics.base import Metric
from denorm.eval.results import AccuracyResult


def exact_matches(ops: list[tuple[str, int, int, int, int]], ref_len: int) -> list[int]:
    """For each reference token, the hypothesis token it is identical to under the alignment
    (an "equal" block), or -1 (substituted or deleted)."""
    out = [-1] * ref_len
    for tag, i1, i2, j1, _ in ops:
        if tag == "equal":
            out[i1:i2] = range(j1, j1 + (i2 - i1))
    return out


class EntityAccuracy(Metric):
    name = "entity"
    title = "Entity"
    help = ("per-class entity accuracy (needs --entities): an entity is correct when every reference "
            "token its span overlaps is matched, identical, under the WER alignment, by consecutive "
            "hypothesis tokens (nothing inserted between them)")
    needs_entities = True

    def compute(self, corpus: Corpus) -> AccuracyResult:
        if corpus.entities is None:
            raise ValueError("the entity metric needs entity annotations (--entities FILE)")
        correct: Counter[str] = Counter()
        total: Counter[str] = Counter()
        for n, ents in enumerate(corpus.entities):
            if not ents:
                continue
            spans = entity_token_spans(corpus.ref_lines[n], ents, n + 1, corpus.entities_source)
            match = exact_matches(corpus.opcodes[n], len(corpus.ref_tokens[n]))
            for e, idx in zip(ents, spans, strict=True):
                total[e.cls] += 1
                ok = all(match[k] >= 0 for k in idx) and all(
                    match[b] == match[a] + 1 for a, b in zip(idx, idx[1:], strict=False))
                correct[e.cls] += ok
        classes = {k: (correct[k], total[k]) for k in sorted(total)}
        return AccuracyResult(self.name, self.title, self.signature(), classes=classes)
