"""`denorm train-tagger`: train the tagger on the generator's word labels, with validation, checkpoints and resume.

    denorm train-tagger --lang en --out exp/tagger-en --encoder e5-small --layers 6 --freeze 3 \\
        --keep-pieces exp/tagger/e5-pieces.txt --options layer_attention,soft_cap,crf --budget-minutes 40

Reads data/<lang>/train.{spoken,labels.jsonl} (several --lang values mix languages into one model),
keeps the most frequent marks (denorm.recipes.tagger_data), trains with batches of similar length,
validates every --valid-minutes on the first --valid-lines lines of valid (per-head accuracy and F1,
and the share of lines the predicted labels rebuild exactly), and after each validation writes the
model folder <out>/last (plus the optimizer state) and, when the score improved, <out>/best. Run again
with the same --out to resume from <out>/last; --budget-minutes bounds this run's wall time. A resumed run
whose validation lines differ from the last run's (the data was regenerated) forgets the best score: it was
measured on other lines, and the next validation decides <out>/best again.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import random
import shutil
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from denorm.recipes.tagger_data import Example

#: Score used to pick the best checkpoint: mean F1 of these heads on the validation slice.
SCORE_HEADS = ("case", "punct")
HELP = "train the tagger (case, punctuation, disfluency, entity heads) on data/<lang> word labels"


def add_arguments(ap: argparse.ArgumentParser) -> None:
    ap.add_argument("--lang", action="append", required=True, help="language(s) of data/<lang>; repeat to mix")
    ap.add_argument("--data", type=Path, default=Path("data"))
    ap.add_argument("--out", type=Path, required=True, help="experiment folder (checkpoints, log, history)")
    ap.add_argument("--encoder", default="e5-small", help="scratch | e5-small | minilm-l6")
    ap.add_argument("--layers", type=int, help="keep the lower N layers (scratch: its depth)")
    ap.add_argument("--freeze", type=int, default=0, help="freeze embeddings + lower N layers")
    ap.add_argument("--keep-pieces", help="e5-small: trimmed vocabulary file (recipes.tagger_vocab)")
    ap.add_argument("--dim", type=int, default=256, help="scratch only")
    ap.add_argument("--spm-vocab", type=int, default=8000, help="scratch only: sentencepiece vocabulary")
    ap.add_argument("--options", default="layer_attention,soft_cap,crf",
                    help="comma list of layer_attention,soft_cap,crf ('' for none)")
    ap.add_argument("--heads", default="", help="comma list of heads to train (default all)")
    ap.add_argument("--loss-weights", default="", help="e.g. case=0.5,punct=1")
    ap.add_argument("--n-after", type=int, default=40, help="kept marks after a word (incl. none)")
    ap.add_argument("--n-before", type=int, default=16, help="kept marks before a word (incl. none; 1 = no head)")
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--disfluency", type=float, default=0.0,
                    help="share of training and validation lines given simulated fillers, repetitions, false starts")
    ap.add_argument("--concat", type=float, default=0.0,
                    help="share of training examples followed by 1-2 more sentences (running text)")
    ap.add_argument("--max-words", type=int, default=80, help="longer training lines are skipped")
    ap.add_argument("--train-lines", type=int, help="read only the first N training lines per language")
    ap.add_argument("--lr", type=float, default=1e-4, help="encoder learning rate")
    ap.add_argument("--head-lr", type=float, default=1e-3)
    ap.add_argument("--warmup", type=int, default=200)
    ap.add_argument("--valid-minutes", type=float, default=8.0)
    ap.add_argument("--valid-lines", type=int, default=500)
    ap.add_argument("--budget-minutes", type=float, required=True, help="wall-clock budget of this run")
    ap.add_argument("--max-updates", type=int)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--fresh", action="store_true", help="ignore <out>/last (default: resume from it)")
    ap.add_argument("--init-from", type=Path,
                    help="start from a trained tagger folder (its labels, vocabulary and weights; --layers keeps "
                         "its lower N layers, --freeze sets what trains) instead of the pretrained encoder")
    ap.add_argument("--distill-from", type=Path,
                    help="a trained tagger folder whose soft labels the model learns too (knowledge distillation; "
                         "the same labels and vocabulary: start with --init-from it and fewer --layers)")
    ap.add_argument("--distill-weight", type=float, default=0.5, help="share of the loss that is distillation")
    ap.add_argument("--distill-temperature", type=float, default=2.0)
    ap.add_argument("--no-progress", action="store_true")


# -- metrics ----------------------------------------------------------------------------------------

def validation_sha(examples: Sequence[Example], written: Sequence[str]) -> str:
    """Fingerprint of the validation lines (spoken words and written references)."""
    text = "\n".join(" ".join(e.words) + "\t" + w for e, w in zip(examples, written, strict=True))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def same_validation(trainer: dict, sha: str) -> str | None:
    """Record the validation set's fingerprint in a (resumed) trainer state; when it differs from the one the
    best score was measured on (the data was regenerated), reset the best score and say so."""
    old, trainer["valid_sha"] = trainer.get("valid_sha"), sha
    if old == sha or trainer["best"] <= -1.0:
        return None
    note = f"validation set {old or 'unrecorded'} -> {sha}: best score {trainer['best']:.4f} reset"
    trainer["best"] = -1.0
    return note

def head_scores(gold: list[list[int]], pred: list[list[int]]) -> dict[str, float]:
    """Word accuracy, and micro P/R/F1 over the labels other than 0 ("nothing to do") of one head."""
    n = right = tp = fp = fn = 0
    for g_line, p_line in zip(gold, pred, strict=True):
        for g, p in zip(g_line, p_line, strict=True):
            n += 1
            right += g == p
            if p and p == g:
                tp += 1
            else:
                fp += bool(p)
                fn += bool(g)
    prec = tp / (tp + fp) if tp + fp else 0.0
    rec = tp / (tp + fn) if tp + fn else 0.0
    f1 = 2 * prec * rec / (prec + rec) if prec + rec else 0.0
    return {"acc": right / n if n else 0.0, "p": prec, "r": rec, "f1": f1}


def validate(model, tok, codec, examples, written: list[str], spans: list[dict], batch_size: int = 64) -> dict:
    """Per-head scores and the share of lines rebuilt exactly (gold span forms) on the validation slice."""
    from denorm.core.labels import apply_labels
    from denorm.tagger.model import make_batch

    preds: dict[str, list[list[int]]] = {h: [] for h in model.options.labels.heads}
    for i in range(0, len(examples), batch_size):
        chunk = examples[i:i + batch_size]
        out = model.predict(make_batch(tok, [e.words for e in chunk]))
        for h in preds:
            preds[h] += out[h]
    scores = {h: head_scores([list(e.labels[h]) for e in examples], preds[h]) for h in preds}
    rebuilt = 0
    for k, e in enumerate(examples):
        labs = codec.decode(e.words, {h: preds[h][k] for h in preds})
        rebuilt += apply_labels(e.words, labs, spans[k]) == written[k]
    scores["lines_rebuilt"] = rebuilt / len(examples) if examples else 0.0
    present = [scores[h]["f1"] for h in SCORE_HEADS if h in scores]
    scores["score"] = sum(present) / len(present) if present else scores["lines_rebuilt"]
    return scores


# -- checkpoints ------------------------------------------------------------------------------------
def write_folder(folder: Path, model, tok, codec, card: dict, trainer: dict | None = None) -> None:
    """A model folder (docs/formats.md "Tagger model folder"), written beside and renamed into place."""
    import torch

    from denorm.tagger.runtime import save_folder

    tmp = folder.with_name(folder.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    save_folder(tmp, model, tok, codec, card)
    if trainer is not None:
        torch.save(trainer, tmp / "trainer.pt")
    old = folder.with_name(folder.name + ".old")
    shutil.rmtree(old, ignore_errors=True)
    if folder.exists():
        folder.rename(old)
    tmp.rename(folder)
    shutil.rmtree(old, ignore_errors=True)


def init_from(folder: Path, layers: int | None, freeze: int) -> tuple:
    """A trained tagger folder as the start of a new run: its lower `layers` layers (all if None), `freeze`
    of them frozen, a card saying where it came from (the training starts again at update 0)."""
    import torch  # noqa: F401  (Tagger.load needs it)

    from denorm.tagger.codec import LabelCodec
    from denorm.tagger.encoders import EncoderSpec
    from denorm.tagger.model import Tagger

    model, tok = Tagger.load(folder)
    codec = LabelCodec.from_dict(json.loads((folder / "codec.json").read_text(encoding="utf-8")))
    card = json.loads((folder / "tagger.json").read_text(encoding="utf-8"))
    spec = EncoderSpec(**card["encoder"])
    if layers and layers != len(model.encoder.layers):
        model.encoder.truncate(layers)
        spec.layers = layers
    spec.freeze = freeze
    model.encoder.freeze(freeze)
    model.train()
    card = {k: v for k, v in card.items() if k not in ("training", "metrics", "export")}
    card.update({"encoder": spec.to_dict(), "encoder_label": spec.label(),
                 "init_from": {"folder": str(folder), "encoder": card["encoder_label"],
                               "updates": json.loads((folder / "tagger.json").read_text(encoding="utf-8"))
                               .get("training", {}).get("updates")},
                 "parameters": sum(p.numel() for p in model.parameters()),
                 "trainable_parameters": sum(p.numel() for p in model.parameters() if p.requires_grad)})
    return model, tok, codec, card, spec


def hardware(threads: int) -> str:
    import torch

    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{os.cpu_count()} cores {cpu} (torch {torch.__version__}, {threads} thread(s))"


# -- the run ----------------------------------------------------------------------------------------
def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("OMP_NUM_THREADS", str(args.threads))
    import torch
    from denorm.recipes.tagger_data import Example, make_codec, mix, pairs, read_examples
    from denorm.recipes.tagger_train import batches, collate, make_optimizer, scratch_spm, train_step
    from tqdm import tqdm

    from denorm.tagger.codec import LabelCodec
    from denorm.tagger.encoders import EncoderSpec, build_encoder
    from denorm.tagger.model import Tagger, TaggerOptions

    torch.set_num_threads(args.threads)
    start = time.time()
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    log_file = (out / "history.jsonl").open("a", encoding="utf-8")

    def log(msg: str) -> None:
        tqdm.write(f"[{time.strftime('%H:%M:%S', time.gmtime())}] {msg}", file=sys.stderr)

    langs = [x for v in args.lang for x in v.split(",") if x]
    train_prefixes = [args.data / lang / "train" for lang in langs]
    last = out / "last"
    resume = (last / "trainer.pt").exists() and not args.fresh
    if resume:
        model, tok = Tagger.load(last)
        codec = LabelCodec.from_dict(json.loads((last / "codec.json").read_text(encoding="utf-8")))
        card = json.loads((last / "tagger.json").read_text(encoding="utf-8"))
        spec = EncoderSpec(**card["encoder"])
        if spec.freeze:
            model.encoder.freeze(spec.freeze)
        trainer = torch.load(last / "trainer.pt", weights_only=False)
        log(f"resumed from {last}: update {trainer['updates']}, best {trainer['best']:.4f}")
    elif args.init_from:
        model, tok, codec, card, spec = init_from(args.init_from, args.layers, args.freeze)
        trainer = {"updates": 0, "sentences": 0, "words": 0, "train_seconds": 0.0, "best": -1.0,
                   "history": [], "optimizer": None, "commands": []}
        log(f"started from {args.init_from} ({spec.label()})")
    else:
        log(f"counting marks of {', '.join(map(str, train_prefixes))}")
        codec = make_codec(train_prefixes, langs, n_after=args.n_after, n_before=args.n_before,
                           limit=args.train_lines)
        if args.heads:
            codec = LabelCodec(codec.spec.only(*args.heads.split(",")), codec.forms)
        spm = None
        if args.encoder == "scratch":
            lines = []
            for p in train_prefixes:
                with Path(f"{p}.spoken").open(encoding="utf-8") as f:
                    lines += [next(f, "").strip() for _ in range(200_000)]
            spm = scratch_spm([x for x in lines if x], out, args.spm_vocab)
        spec = EncoderSpec(args.encoder, layers=args.layers, freeze=args.freeze, dim=args.dim,
                           heads=max(1, args.dim // 64), ffn=4 * args.dim, spm_model=spm,
                           keep_pieces=args.keep_pieces)
        torch.manual_seed(args.seed)
        enc, tok = build_encoder(spec)
        flags = {f: True for f in args.options.split(",") if f}
        weights = {k: float(v) for k, v in (kv.split("=") for kv in args.loss_weights.split(",") if kv)}
        model = Tagger(enc, TaggerOptions(labels=codec.spec, loss_weights=weights, **flags))
        card = {"format_version": 1, "kind": "tagger", "languages": langs, "encoder": spec.to_dict(),
                "encoder_label": spec.label(), "options": model.options.to_dict(),
                "parameters": sum(p.numel() for p in model.parameters()),
                "trainable_parameters": sum(p.numel() for p in model.parameters() if p.requires_grad)}
        trainer = {"updates": 0, "sentences": 0, "words": 0, "train_seconds": 0.0, "best": -1.0,
                   "history": [], "optimizer": None, "commands": []}
    trainer["commands"].append(" ".join(["denorm", "train-tagger", *sys.argv[2:]]) if sys.argv[1:2] == ["train-tagger"]
                               else " ".join(sys.argv))
    log(f"model {card['encoder_label']}, heads {codec.spec.sizes()}, {card['trainable_parameters']:,} trainable of {card['parameters']:,}")

    teacher = None
    if getattr(args, "distill_from", None):
        from denorm.recipes.tagger_train import Teacher

        tmodel, ttok = Tagger.load(args.distill_from)
        tcodec = json.loads((args.distill_from / "codec.json").read_text(encoding="utf-8"))
        if (tcodec != codec.to_dict() or (ttok.kind, ttok.vocab_size) != (tok.kind, tok.vocab_size)
                or getattr(ttok, "pieces", None) != getattr(tok, "pieces", None)):
            raise SystemExit(f"--distill-from {args.distill_from}: its labels or vocabulary differ from the model's "
                             "(start the run with --init-from that folder)")
        for p in tmodel.parameters():
            p.requires_grad_(False)
        teacher = Teacher(tmodel.eval(), args.distill_weight, args.distill_temperature)
        card["distilled_from"] = {"folder": str(args.distill_from), "weight": args.distill_weight,
                                  "temperature": args.distill_temperature,
                                  "teacher": json.loads((args.distill_from / "tagger.json").read_text(
                                      encoding="utf-8")).get("encoder_label")}
        log(f"distilling from {args.distill_from} (weight {args.distill_weight}, temperature "
            f"{args.distill_temperature})")

    t0 = time.time()
    disfl = getattr(args, "disfluency", 0.0)
    parts = [read_examples(p, codec, limit=args.train_lines, max_words=args.max_words, disfluency=disfl,
                           lang=lang, seed=args.seed) for p, lang in zip(train_prefixes, langs, strict=True)]
    examples = mix(parts, seed=args.seed + trainer["updates"], concat=getattr(args, "concat", 0.0),
                   max_words=args.max_words)
    vex, vwritten, vspans = [], [], []
    for lang in langs:
        prefix = args.data / lang / "valid"
        written = Path(f"{prefix}.written").read_text(encoding="utf-8").split("\n")
        for k, (words, sl) in enumerate(pairs(prefix, args.valid_lines, disfluency=disfl, lang=lang, seed=args.seed)):
            if words:
                vex.append(Example(tuple(words), codec.encode(sl)))
                vwritten.append(written[k])
                vspans.append(sl.span_forms())
    log(f"{len(examples):,} training lines, {len(vex)} validation lines ({time.time() - t0:.0f} s)")
    note = same_validation(trainer, validation_sha(vex, vwritten))
    if note:
        log(f"{note}; the next validation decides {out / 'best'} again")

    opt = make_optimizer(model, args.lr, args.head_lr)
    if trainer["optimizer"] is not None:
        opt.load_state_dict(trainer["optimizer"])
        for g, lr in zip(opt.param_groups, (args.lr, args.head_lr), strict=True):
            g["lr"] = lr  # a resumed run takes the rates it is given (a lower one to finish), not the saved ones
    base = [g["lr"] for g in opt.param_groups]
    rng = random.Random(args.seed + trainer["updates"])
    torch.manual_seed(args.seed + trainer["updates"])
    budget = args.budget_minutes * 60
    next_valid = time.time() + args.valid_minutes * 60
    run_start, run_updates, run_sents = time.time(), 0, 0
    card.update({"data": {lang: {"train": str(args.data / lang / "train"), "valid_lines": args.valid_lines}
                          for lang in langs}, "seed": args.seed, "hardware": hardware(args.threads)})

    def checkpoint(final: bool = False) -> None:
        model.eval()
        scores = validate(model, tok, codec, vex, vwritten, vspans)
        trainer["train_seconds"] += time.time() - checkpoint.mark
        checkpoint.mark = time.time()
        entry = {"updates": trainer["updates"], "sentences": trainer["sentences"],
                 "train_seconds": round(trainer["train_seconds"], 1),
                 "sentences_per_s": round(run_sents / max(time.time() - run_start, 1e-9), 2),
                 **{k: ({m: round(x, 4) for m, x in v.items()} if isinstance(v, dict) else round(v, 4))
                    for k, v in scores.items()}}
        trainer["history"].append(entry)
        log_file.write(json.dumps(entry) + "\n")
        log_file.flush()
        heads = "  ".join(f"{h} acc {v['acc']:.4f} F1 {v['f1']:.4f}" for h, v in scores.items() if isinstance(v, dict))
        log(f"valid @ {trainer['updates']} updates: score {scores['score']:.4f}, lines rebuilt "
            f"{scores['lines_rebuilt']:.3f} | {heads}")
        trainer["optimizer"] = opt.state_dict()
        card.update({"training": {k: trainer[k] for k in ("updates", "sentences", "words", "commands")}
                     | {"train_seconds": round(trainer["train_seconds"], 1), "threads": args.threads,
                        "batch_size": args.batch_size, "lr": args.lr, "head_lr": args.head_lr,
                        "train_lines": len(examples)}, "metrics": entry})
        if scores["score"] > trainer["best"]:
            trainer["best"] = scores["score"]
            write_folder(out / "best", model, tok, codec, card)
            log(f"new best {scores['score']:.4f} -> {out / 'best'}")
        write_folder(last, model, tok, codec, card, trainer)
        model.train()

    checkpoint.mark = time.time()
    bar = tqdm(total=args.max_updates, initial=trainer["updates"], unit="upd", disable=args.no_progress,
               mininterval=1.0 if sys.stderr.isatty() else 60.0, dynamic_ncols=True)
    for chunk in batches(examples, args.batch_size, rng):
        step = trainer["updates"] + 1
        scale = min(1.0, step / args.warmup) if args.warmup else 1.0
        for g, b in zip(opt.param_groups, base, strict=True):
            g["lr"] = b * scale
        loss, parts_ = train_step(model, opt, *collate(tok, chunk), teacher=teacher)
        trainer["updates"] = step
        trainer["sentences"] += len(chunk)
        trainer["words"] += sum(len(e.words) for e in chunk)
        run_updates += 1
        run_sents += len(chunk)
        bar.update(1)
        bar.set_postfix(loss=f"{loss:.3f}", sent_s=f"{run_sents / (time.time() - run_start):.1f}", refresh=False)
        now = time.time()
        over = now - start >= budget or (args.max_updates is not None and step >= args.max_updates)
        if over or now >= next_valid:
            checkpoint()
            next_valid = time.time() + args.valid_minutes * 60
        if over:
            break
    bar.close()
    log(f"done: {run_updates} updates this run ({run_sents / (time.time() - run_start):.1f} sentences/s "
        f"including validation), {trainer['updates']} in all; best score {trainer['best']:.4f}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=HELP)
    add_arguments(ap)
    return run(ap.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())

