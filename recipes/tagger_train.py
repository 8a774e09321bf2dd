"""Training-loop pieces of the tagger (plain torch: batches, optimizer, one update) and a sanity run.

    python -m denorm.recipes.tagger_train --sanity --encoder scratch --seconds 60

The training on the generator's word labels is `denorm train-tagger` (denorm.recipes.tagger_fit), built
on these pieces. The sanity run fits fixed random labels on a few sample sentences and prints the loss,
to show the model, heads and optimizer learn (a loss that does not fall is a bug).
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterator, Sequence

import torch
import torch.nn.functional as F  # noqa: N812 - torch's convention
from denorm.recipes.tagger_data import Example

from denorm.tagger.encoders import EncoderSpec, build_encoder
from denorm.tagger.heads import LabelSpec
from denorm.tagger.model import Batch, Tagger, TaggerOptions, make_batch
from denorm.tagger.tokenizers import WordTokenizer, train_sentencepiece

SAMPLES = Path(__file__).resolve().parents[1] / "data_gen" / "samples"
_NON_WORD = re.compile(r"[^\w' ]+")


def spoken_like(line: str) -> tuple[str, ...]:
    """A written sample line as tagger input: lowercase, marks removed (numbers stay digits)."""
    return tuple(_NON_WORD.sub(" ", line.lower()).replace("_", " ").split())


def sample_sentences(lang: str = "en", min_words: int = 1, max_words: int = 60) -> list[tuple[str, ...]]:
    """The committed sample sentences of `lang` as word tuples with min..max words."""
    lines = (SAMPLES / f"{lang}.txt").read_text(encoding="utf-8").splitlines()
    return [w for w in map(spoken_like, lines) if min_words <= len(w) <= max_words]


def random_examples(sentences: Sequence[tuple[str, ...]], labels: LabelSpec, seed: int = 0) -> list[Example]:
    """Each sentence with uniformly random labels for every head."""
    rng = random.Random(seed)
    return [Example(tuple(s), {h: tuple(rng.randrange(n) for _ in s) for h, n in labels.sizes().items()})
            for s in sentences]


def collate(tok: WordTokenizer, examples: Sequence[Example]) -> tuple[Batch, dict[str, torch.Tensor]]:
    """A padded Batch and label tensors [B, W] (padding positions are masked by the model)."""
    batch = make_batch(tok, [e.words for e in examples])
    labels = {}
    for head in examples[0].labels:
        y = torch.zeros(batch.word_mask.shape, dtype=torch.long)
        for i, e in enumerate(examples):
            y[i, :len(e.words)] = torch.tensor(e.labels[head])
        labels[head] = y
    return batch, labels


def batches(examples: Sequence[Example], size: int, rng: random.Random) -> Iterator[list[Example]]:
    """Endless shuffled batches, sorted by length inside windows of 50 batches (less padding)."""
    while True:
        order = list(examples)
        rng.shuffle(order)
        for w in range(0, len(order), 50 * size):
            window = sorted(order[w:w + 50 * size], key=lambda e: len(e.words))
            chunks = [window[i:i + size] for i in range(0, len(window), size)]
            rng.shuffle(chunks)
            yield from chunks


def make_optimizer(model: Tagger, lr: float = 5e-5, head_lr: float = 1e-3, weight_decay: float = 0.01,
                   ) -> torch.optim.Optimizer:
    """AdamW: encoder at `lr`, heads/mix/CRF at `head_lr` (trainable parameters only)."""
    enc = [p for p in model.encoder.parameters() if p.requires_grad]
    ids = {id(p) for p in model.encoder.parameters()}
    rest = [p for p in model.parameters() if id(p) not in ids and p.requires_grad]
    return torch.optim.AdamW([{"params": enc, "lr": lr}, {"params": rest, "lr": head_lr}],
                             weight_decay=weight_decay)


def distillation_loss(student: dict[str, torch.Tensor], teacher: dict[str, torch.Tensor], word_mask: torch.Tensor,
                      temperature: float = 2.0, weights: dict[str, float] | None = None) -> torch.Tensor:
    """Knowledge distillation (Hinton et al. 2015): per head, the KL divergence from the teacher's label
    distribution to the student's, both softened by `temperature`, over the words of the batch (the
    punctuation CRF's emissions are read as per-word scores), times temperature squared so that its
    gradients keep their size as the temperature changes; the heads weighted as in the hard loss."""
    total = torch.zeros(())
    n = word_mask.sum().clamp(min=1)
    for name, s in student.items():
        t = teacher[name].detach()
        log_p = F.log_softmax(s / temperature, dim=-1)
        q = F.softmax(t / temperature, dim=-1)
        kl = (q * (torch.log(q.clamp(min=1e-12)) - log_p)).sum(-1)  # [B, W]
        part = (kl * word_mask).sum() / n * temperature ** 2
        total = total + (weights or {}).get(name, 1.0) * part
    return total


@dataclass
class Teacher:
    """A trained tagger whose soft labels a smaller one learns (`train_step`): `weight` of the loss is the
    distillation term, the rest the labels' own loss."""

    model: Tagger
    weight: float = 0.5
    temperature: float = 2.0


def train_step(model: Tagger, opt: torch.optim.Optimizer, batch: Batch, labels: dict[str, torch.Tensor],
               clip: float = 1.0, teacher: Teacher | None = None) -> tuple[float, dict[str, float]]:
    """One update; returns the total loss and each head's (with a teacher, "distill": its term)."""
    model.train()
    opt.zero_grad(set_to_none=True)
    scores = model(batch)
    loss, parts = model.loss(batch, labels, scores)
    if teacher is not None:
        teacher.model.eval()
        with torch.no_grad():
            soft = teacher.model(batch)
        kd = distillation_loss(scores, soft, batch.word_mask.float(), teacher.temperature,
                               model.options.loss_weights)
        parts["distill"] = float(kd.detach())
        loss = (1 - teacher.weight) * loss + teacher.weight * kd
    loss.backward()
    torch.nn.utils.clip_grad_norm_([p for p in model.parameters() if p.requires_grad], clip)
    opt.step()
    return float(loss.detach()), parts


def train(model: Tagger, tok: WordTokenizer, examples: Sequence[Example], *, steps: int | None = None,
          seconds: float | None = None, batch_size: int = 32, lr: float = 5e-5, head_lr: float = 1e-3,
          seed: int = 1, log: Callable[[str], None] = print, log_every: int = 10) -> list[float]:
    """Train until `steps` updates or `seconds` of wall time; returns the loss of every update."""
    if steps is None and seconds is None:
        raise ValueError("give steps or seconds")
    torch.manual_seed(seed)
    rng = random.Random(seed)
    opt = make_optimizer(model, lr, head_lr)
    losses: list[float] = []
    start = time.perf_counter()
    for n, chunk in enumerate(batches(examples, batch_size, rng), 1):
        loss, parts = train_step(model, opt, *collate(tok, chunk))
        losses.append(loss)
        elapsed = time.perf_counter() - start
        if n % log_every == 0 or n == 1:
            heads = " ".join(f"{h} {v:.3f}" for h, v in parts.items())
            log(f"step {n:5d}  {elapsed:6.1f} s  loss {loss:.4f}  ({heads})")
        if (steps is not None and n >= steps) or (seconds is not None and elapsed >= seconds):
            break
    return losses


def scratch_spm(lines: Sequence[str], folder: Path, vocab_size: int = 4000) -> str:
    """Train (or reuse) a sentencepiece model for the scratch encoder in `folder`; its path."""
    path = folder / f"scratch-{vocab_size}.model"
    if not path.exists():
        train_sentencepiece(lines, folder / f"scratch-{vocab_size}", vocab_size=vocab_size)
    return str(path)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sanity", action="store_true", required=True, help="fit random labels on sample sentences")
    ap.add_argument("--encoder", default="scratch")
    ap.add_argument("--layers", type=int)
    ap.add_argument("--freeze", type=int, default=0)
    ap.add_argument("--keep-pieces", help="e5-small: trimmed vocabulary (recipes.tagger_vocab)")
    ap.add_argument("--sentences", type=int, default=64)
    ap.add_argument("--seconds", type=float, default=60)
    ap.add_argument("--lr", type=float, default=5e-5)
    ap.add_argument("--head-lr", type=float, default=1e-3)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--options", default="", help="comma list of layer_attention,soft_cap,crf")
    ap.add_argument("--work", type=Path, default=Path("exp/tagger"))
    args = ap.parse_args(argv)
    torch.set_num_threads(args.threads)

    sents = sample_sentences("en", 5, 40)[: args.sentences]
    spm = scratch_spm([" ".join(s) for s in sample_sentences("en")], args.work) if args.encoder == "scratch" else None
    spec = EncoderSpec(args.encoder, layers=args.layers, freeze=args.freeze, spm_model=spm,
                       keep_pieces=args.keep_pieces)
    enc, tok = build_encoder(spec)
    flags = {f: True for f in args.options.split(",") if f}
    model = Tagger(enc, TaggerOptions(labels=LabelSpec.default(), **flags))
    examples = random_examples(sents, model.options.labels)
    lr = args.lr if args.encoder != "scratch" else max(args.lr, 5e-4)
    print(f"sanity run: {spec.label()} {flags or ''}, {len(examples)} sentences with random labels, "
          f"{args.seconds:.0f} s, {args.threads} threads")
    losses = train(model, tok, examples, seconds=args.seconds, lr=lr, head_lr=args.head_lr)
    k = max(1, len(losses) // 10)
    first, last = sum(losses[:k]) / k, sum(losses[-k:]) / k
    print(f"{len(losses)} updates: mean loss of the first {k} {first:.4f}, of the last {k} {last:.4f}")
    return 0 if last < first else 1


if __name__ == "__main__":
    sys.exit(main())
