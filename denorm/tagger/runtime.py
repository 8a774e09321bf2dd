"""The tagger at run time: a model folder -> word labels (`Tagger.load(...).labels([[words]])`).

A model, labels in and labels out: each line's words are tagged in one pass (a line longer than a window
in overlapping windows) with case, the marks around each word, joins, disfluency and entity span tags.
Writing text from them is the pipeline engine's (`denorm.engines.pipeline`, which `denorm translate
--engine pipeline` and `denorm tag` both run).

A model folder (docs/formats.md "Tagger model folder"): config.json + tagger.pt (the torch model,
denorm.tagger.model) or tagger.onnx (+ crf.json; the int8 folder of `denorm export-tagger`, run with
onnxruntime and no torch), the tokenizer's file, codec.json (label sets and the forms lexicon) and
tagger.json (the card: data, commands, seed, hardware, time, metrics). The runtime is chosen by the
folder's files (denorm.tagger.predictors.RUNTIMES).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from denorm.core.labels import WordLabels
from denorm.modelcard import write_card
from denorm.tagger.tokenizers import word_pieces

#: Shipped tagger models: denorm/models/tagger/<lang>.
MODELS = Path(__file__).resolve().parents[1] / "models" / "tagger"
#: Pieces per window: the length of a typical training example (2-3 sentences with --concat, at most
#: `--max-words 80`); longer windows are positions the model rarely saw. On 150 test sentences run
#: together as subtitle cues (tests/test_subtitles_engines.py, English) it found 44 sentence ends in
#: 510-piece windows, 82 in 256, 104 in 160, 107 in 96; WER 20.2 (510), 16.9 (128), 16.6 (96), 15.4 (64),
#: against 10.5 line by line. Card "window_pieces" overrides it.
MAX_PIECES = 64
#: Words of context shared by neighbouring windows of a long line.
OVERLAP_WORDS = 32


class TaggerNotFoundError(FileNotFoundError):
    """No tagger model for a language, or a folder that is not one."""


def windows(piece_counts: Sequence[int], max_pieces: int | None = None, overlap: int = OVERLAP_WORDS,
            ) -> list[tuple[int, int]]:
    """Word ranges [a, b) of at most `max_pieces` pieces each, neighbours sharing up to `overlap` words."""
    max_pieces = max_pieces or MAX_PIECES
    n = len(piece_counts)
    out: list[tuple[int, int]] = []
    a = 0
    while a < n:
        b, total = a, 0
        while b < n and total + piece_counts[b] <= max_pieces:
            total += piece_counts[b]
            b += 1
        b = max(b, a + 1)  # a single word longer than a window is cut by the tokenizer's own limit
        out.append((a, b))
        if b >= n:
            break
        a = max(a + 1, b - min(overlap, (b - a) // 4))
    return out


def save_folder(folder: Path, model: object, tok: object, codec: object, card: dict) -> None:
    """Write a tagger model folder: the torch model and tokenizer, codec.json and the card tagger.json."""
    from denorm.version import __version__

    folder = Path(folder)
    card = {"toolkit_version": __version__, **card}
    model.save(folder, tok, meta={"encoder_spec": card.get("encoder")})  # type: ignore[attr-defined]
    (folder / "codec.json").write_text(json.dumps(codec.to_dict(), ensure_ascii=False),  # type: ignore[attr-defined]
                                       encoding="utf-8")
    write_card(folder / "tagger.json", card)


#: The codec's head of disfluency labels ("keep", "drop").
DISFLUENCY_HEAD = "disfluency"


class Tagger:
    """A tagger model folder, ready to label words: `Tagger.load(lang="en").labels([["hello", "world"]])`."""

    def __init__(self, folder: Path, *, threads: int | None = None, batch_size: int = 32,
                 lang: str | None = None) -> None:
        """`lang`: the language of the lines (one the card lists; default its first)."""
        from denorm.tagger.codec import LabelCodec
        from denorm.tagger.predictors import load_predictor

        folder = Path(folder)
        if not (folder / "config.json").is_file() or not (folder / "codec.json").is_file():
            raise TaggerNotFoundError(f"{folder} is not a tagger model folder (config.json, codec.json)")
        try:
            self.predictor = load_predictor(folder, threads)
        except FileNotFoundError as exc:
            raise TaggerNotFoundError(f"{folder} is not a tagger model folder: {exc}") from None
        self.folder = folder
        self.tok = self.predictor.tok
        self.codec = LabelCodec.from_dict(json.loads((folder / "codec.json").read_text(encoding="utf-8")))
        card = folder / "tagger.json"
        self.card: dict = json.loads(card.read_text(encoding="utf-8")) if card.is_file() else {}
        langs = [str(x) for x in self.card.get("languages") or []]
        if lang is not None and langs and lang.lower() not in langs:
            raise ValueError(f"the tagger {folder} is for {', '.join(langs)}, not {lang!r}")
        self.lang: str = lang.lower() if lang else (langs or ["en"])[0]
        self.batch_size = batch_size
        self.windows = 0  #: windows tagged so far
        #: Labels predicted only with at least this probability (`drop_threshold`); empty: argmax everywhere.
        self.min_prob: dict[str, tuple[int, float]] = {}

    def drop_threshold(self, least: float | None) -> None:
        """Drop a word as a disfluency only where the model gives "drop" at least this probability (None: argmax)."""
        labels = self.codec.spec.heads.get(DISFLUENCY_HEAD, ())
        self.min_prob.pop(DISFLUENCY_HEAD, None)
        if least is not None and "drop" in labels:
            self.min_prob[DISFLUENCY_HEAD] = (list(labels).index("drop"), least)

    @property
    def runtime(self) -> str:
        """The runtime that predicts: "torch" (tagger.pt) or "onnx" (the int8 tagger.onnx)."""
        return self.predictor.name

    @property
    def model(self) -> object:
        """The torch module (denorm.tagger.model.Tagger) of a torch folder; an int8 folder has none."""
        model = getattr(self.predictor, "model", None)
        if model is None:
            raise AttributeError(f"{self.folder} runs on {self.runtime}: it has no torch model")
        return model

    @classmethod
    def load(cls, lang: str | None = None, model: str | Path | None = None, **kwargs: object) -> Tagger:
        """The model folder `model`, or the installed model of `lang` (`denorm.tagger.folders.find_tagger`:
        `<models>/tagger/<lang>`, or a multilingual folder whose card lists the language)."""
        if model is None:
            if not lang:
                raise ValueError("give lang or model")
            from denorm.tagger.folders import TaggerFolderNotFoundError, find_tagger

            try:
                model = find_tagger(lang.lower())
            except TaggerFolderNotFoundError as err:
                raise TaggerNotFoundError(f"{err}\nOr pass --model exp/tagger-{lang.lower()}/best.") from None
        return cls(Path(model), lang=lang, **kwargs)  # type: ignore[arg-type]

    # -- labels -----------------------------------------------------------------------------------
    def labels(self, lines: list[list[str]]) -> list[tuple[list[WordLabels], int]]:
        """WordLabels per word of each line (words as split from the input) and the number of windows it took."""
        ids, nwin = self.label_ids(lines)
        out = []
        for k, ws in enumerate(lines):
            labs = self.codec.decode([w.lower() for w in ws], ids[k])
            labs = [WordLabels(**{**lab.__dict__, "case": "M", "form": w})
                    if w != w.lower() else lab for w, lab in zip(ws, labs, strict=True)]
            out.append((labs, nwin[k]))
        return out

    def label_ids(self, lines: list[list[str]]) -> tuple[list[dict[str, list[int]]], list[int]]:
        """Head -> label id per word of each line, and the number of windows each line took."""
        jobs: list[tuple[int, int, int]] = []  # (line, start word, end word)
        for k, ws in enumerate(lines):
            if ws:
                counts = [len(word_pieces(self.tok, w.lower())) for w in ws]
                jobs += [(k, a, b) for a, b in windows(counts, self.card.get("window_pieces"))]
        order = sorted(range(len(jobs)), key=lambda j: jobs[j][2] - jobs[j][1])
        preds: dict[int, dict[str, list[int]]] = {}
        for s in range(0, len(order), self.batch_size):
            chunk = order[s:s + self.batch_size]
            sents = [[w.lower() for w in lines[jobs[j][0]][jobs[j][1]:jobs[j][2]]] for j in chunk]
            out = self.predictor.predict(sents, self.min_prob or None)
            for r, j in enumerate(chunk):
                preds[j] = {h: out[h][r] for h in out}
        self.windows += len(jobs)
        ids: list[dict[str, list[int]]] = [{h: [0] * len(ws) for h in self.codec.spec.heads} for ws in lines]
        nwin = [0] * len(lines)
        for j, (k, a, b) in enumerate(jobs):
            nwin[k] += 1
            # words shared with the previous window: the later half comes from this window
            prev = jobs[j - 1] if j and jobs[j - 1][0] == k else None
            lo = a if prev is None else (a + prev[2] + 1) // 2
            for h, p in preds[j].items():
                for i in range(lo, b):
                    ids[k][h][i] = p[i - a]
        return ids, nwin
