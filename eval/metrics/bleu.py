"""Corpus BLEU through sacrebleu (imported when asked for), with sacrebleu's own signature.

sacrebleu tokenizes (13a, memoized per whitespace chunk) and computes the score from the sufficient
statistics; the n-gram statistics themselves are counted here with C-level sets and `Counter`s,
which gives the same numbers several times faster (the tests compare with `python -m sacrebleu`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from denorm.eval.corpus import Corpus
from denorm.eval.metrics.base import Metric
from denorm.eval.results import ScoreResult

from denorm.version import __version__


def chunked(tokenizer: Callable[[str], str], lowercase: bool) -> Callable[[str], list[str]]:
    """sacrebleu's 13a preprocessing of a line, applied to each whitespace-separated chunk and
    memoized per chunk. Equal to tokenizing the whole line: every 13a rule looks at most one
    character to either side and whitespace can only be the first character of a rule-2 match or the
    second of a rule-3 match, so no rule works across a chunk boundary (the tests compare with
    `python -m sacrebleu` on adversarial lines). Lines with a newline take the whole-line path."""
    memo: dict[str, list[str]] = {}

    def split(line: str) -> list[str]:
        if lowercase:
            line = line.lower()
        if "\n" in line:
            return tokenizer(line.rstrip()).split()
        out: list[str] = []
        for chunk in line.split():
            toks = memo.get(chunk)
            if toks is None:
                toks = memo[chunk] = tokenizer(chunk).split()
            out += toks
        return out

    return split


def _matches(h: list, r: list) -> int:
    """Clipped matches of the n-gram lists h and r (sum over g of min(count_h(g), count_r(g)))."""
    hs = set(h)
    if len(hs) == len(h):  # every hypothesis n-gram occurs once: a set intersection suffices
        return len(hs.intersection(r))
    get = Counter(r).get
    return sum(min(c, get(g, 0)) for g, c in Counter(h).items())


def ngram_stats(hyp_lines: Sequence[str], ref_lines: Sequence[str], split: Callable[[str], list[str]],
                order: int = 4) -> list[int]:
    """sacrebleu's summed sufficient statistics [hyp_len, ref_len, correct_1..n, total_1..n] for one
    reference per line; `split` preprocesses a line into tokens."""
    correct = [0] * order
    total = [0] * order
    hyp_len = ref_len = 0
    for hyp, ref in zip(hyp_lines, ref_lines, strict=True):
        h = split(hyp)
        r = h if hyp == ref else split(ref)
        hyp_len += len(h)
        ref_len += len(r)
        same = h == r
        for n in range(order):
            k = max(0, len(h) - n)
            total[n] += k
            if same:
                correct[n] += k
            elif n == 0:
                correct[n] += _matches(h, r)
            else:
                correct[n] += _matches(list(zip(*[h[j:] for j in range(n + 1)], strict=False)),
                                       list(zip(*[r[j:] for j in range(n + 1)], strict=False)))
    return [hyp_len, ref_len, *correct, *total]


class BLEU(Metric):
    name = "bleu"
    title = "BLEU"
    help = "sacrebleu corpus BLEU on the raw lines (its 13a tokenizer, not denorm-v1), one reference"

    def compute(self, corpus: Corpus) -> ScoreResult:
        from sacrebleu.metrics import bleu as sacrebleu_bleu

        bleu = sacrebleu_bleu.BLEU(lowercase=self.config.case == "lc")
        if not len(corpus):
            value, details = 0.0, "no sentences"
        else:
            # Only public sacrebleu API: its tokenizer object, `lowercase`, and the static `compute_bleu`
            # over sufficient statistics (what `_preprocess_segment` does is lowercase + tokenizer).
            if bleu.tokenizer.signature() == "13a":
                split = chunked(bleu.tokenizer, bleu.lowercase)
            else:
                def split(line: str) -> list[str]:
                    return bleu.tokenizer((line.lower() if bleu.lowercase else line).rstrip()).split()
            stats = ngram_stats(corpus.hyp_lines, corpus.ref_lines, split, order=bleu.max_ngram_order)
            order = bleu.max_ngram_order
            score = bleu.compute_bleu(
                correct=stats[2:2 + order], total=stats[2 + order:], sys_len=stats[0], ref_len=stats[1],
                smooth_method=bleu.smooth_method, smooth_value=bleu.smooth_value,
                effective_order=bleu.effective_order, max_ngram_order=order)
            value, details = float(score.score), str(score)
        if getattr(bleu, "num_refs", None) is None:
            bleu.corpus_score(["x"], [["x"]])  # one public call that records nrefs:1 for the signature
        signature = f"denorm-eval:bleu|version:{__version__}|sacrebleu:{bleu.get_signature()}"
        return ScoreResult(self.name, self.title, signature, score=value, details=details)
