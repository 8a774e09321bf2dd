"""The tagger at run time: a model folder -> written lines (`Tagger.load(...)(line)`, `.batch(lines)`, `denorm tag`).

Each line's words (split on whitespace) are tagged in one pass; case, marks, joins and disfluency
labels are applied with `denorm.core.labels.apply_labels`. Entity spans stay as words unless an ITN
span converter is asked for (`itn=True`: `denorm.itn.convert_batch` on each predicted span; a span it
cannot verify stays as words). The tagger never changes, adds or reorders a word: it only writes case
and marks around the words and drops words it labels disfluent (never all of a line). A word that is
not all lowercase in the input keeps its form. N lines in, N lines out; a line without words comes
out empty; a line longer than the encoder's 510 pieces is tagged in overlapping windows.

A model folder (docs/formats.md "Tagger model folder"): config.json + tagger.pt (the torch model,
denorm.tagger.model) or tagger.onnx (+ crf.json; the int8 folder of `denorm export-tagger`, run with
onnxruntime and no torch), the tokenizer's file, codec.json (label sets and the forms lexicon) and
tagger.json (the card: data, commands, seed, hardware, time, metrics). The runtime is chosen by the
folder's files (denorm.tagger.predictors.RUNTIMES).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from denorm.core.labels import WordLabels, apply_labels, decode_spans
from denorm.modelcard import write_card
from denorm.tagger.settle import close_sentence, settle
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


@dataclass(frozen=True)
class TagResult:
    """One output line (the `denorm translate` result shape, so the same formats write it)."""

    text: str
    output: str
    guard: str  #: "ok", "empty", or "error" (given back unchanged)
    windows: int = 1
    edits: int = 0
    alignment: list[tuple[str, list[int]]] | None = None  #: none: the jsonl format writes no "alignment"

    def __post_init__(self) -> None:
        if "\n" in self.output:
            raise ValueError("an output line may not contain a line break")


@dataclass
class TagStats:
    lines: int = 0
    words: int = 0
    windows: int = 0
    spans: int = 0
    spans_converted: int = 0
    examples: list[str] = field(default_factory=list)


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
    """A tagger model folder, ready to tag lines: `Tagger.load(lang="en")("hello world")`."""

    def __init__(self, folder: Path, *, itn: bool = False, threads: int | None = None, batch_size: int = 32,
                 lang: str | None = None) -> None:
        """`lang`: the language of the lines (one the card lists; default its first), which picks the ITN
        span converter of `itn`."""
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
        self.itn = itn
        self.batch_size = batch_size
        self.stats = TagStats()
        #: Where warnings about single lines go (the `denorm` logger unless the CLI sets its own).
        self.on_warning: Callable[[str], None] = logging.getLogger("denorm").warning
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

    # -- the API ----------------------------------------------------------------------------------
    def __call__(self, line: str) -> str:
        if not isinstance(line, str):
            raise TypeError(f"a line is a str, got {type(line).__name__}")
        return self.batch([line])[0]

    def batch(self, lines: Sequence[str]) -> list[str]:
        """Written text for each line, in order (a line with a line break inside is refused)."""
        return [r.output for r in self.translate(lines)]

    # -- what the formats of denorm.formats.io / denorm.formats.subtitles call --------------------------------------
    def translate(self, lines: Sequence[str], first_line_no: int | Sequence[int] = 1) -> list[TagResult]:
        if isinstance(lines, (str, bytes)):
            raise TypeError("batch()/translate() take a list of lines, not one string")
        for k, t in enumerate(lines):
            if not isinstance(t, str):
                raise TypeError(f"line {k} is {type(t).__name__}, not str")
            if "\n" in t:
                raise ValueError(f"line {k} has a line break inside")
        numbers = list(range(first_line_no, first_line_no + len(lines))) if isinstance(first_line_no, int) \
            else list(first_line_no)
        try:
            return self._translate(lines)
        except Exception:  # noqa: BLE001 - one bad line costs that line only: retry them one by one
            out = []
            for t, no in zip(lines, numbers, strict=True):
                try:
                    out += self._translate([t])
                except Exception as err:  # noqa: BLE001 - reported on the line, the run goes on
                    self.on_warning(f"line {no}: {type(err).__name__}: {str(err)[:200]}; given back unchanged")
                    out.append(TagResult(t, t, "error", 0))
            return out

    def _translate(self, lines: Sequence[str]) -> list[TagResult]:
        words = [t.split() for t in lines]
        labels = [(settle(labs), nwin) for labs, nwin in self.labels(words)]
        out = []
        forms = self._span_forms(words, labels) if self.itn else [{} for _ in words]
        for t, w, (labs, nwin), f in zip(lines, words, labels, forms, strict=True):
            self.stats.lines += 1
            if not w:
                out.append(TagResult(t, "", "empty", 0))
                continue
            self.stats.words += len(w)
            low = [x.lower() for x in w]
            out.append(TagResult(t, apply_labels(low, close_sentence(low, labs, f), f), "ok", nwin))
        return out

    def translate_long(self, line: str, line_no: int = 1) -> Iterator[str]:
        yield self.translate([line], line_no)[0].output

    def translate_parts(self, parts: list[str], protect: list[list[tuple[int, int]]] | None = None,
                        ) -> list[TagResult]:
        """Subtitle cues: tagged as one running text (context across cues), each word kept in its cue."""
        words = [p.split() for p in parts]
        flat = [w for ws in words for w in ws]
        if not flat:
            return [TagResult(p, "", "empty", 0) for p in parts]
        (labs, nwin), = self.labels([flat])
        labs = settle(labs)
        results, i = [], 0
        for p, ws in zip(parts, words, strict=True):
            mine = labs[i:i + len(ws)]
            i += len(ws)
            if ws:  # a cue's last word joins nothing across the cue boundary
                mine[-1] = WordLabels(**{**mine[-1].__dict__, "join": False})
            text = apply_labels([x.lower() for x in ws], mine) if ws else ""
            results.append(TagResult(p, text, "ok" if ws else "empty", nwin))
        return results

    def report(self) -> str:
        s = self.stats
        name = self.card.get("encoder_label", "?")
        return (f"denorm tag: {s.lines} lines, {s.words} words, {s.windows} windows, spans "
                f"{s.spans_converted}/{s.spans} converted | tagger {self.folder} ({name}, {self.runtime})")

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

    _labels = labels  #: the name the pipeline engine used first

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
        self.stats.windows += len(jobs)
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

    def _span_forms(self, lines: list[list[str]], labels: list[tuple[list[WordLabels], int]],
                    ) -> list[dict[int, str]]:
        """Start word -> written form of every predicted span the ITN converter verifies."""
        from denorm.itn import converter as itn
        from denorm.itn.conversion import Span

        spans, where = [], []
        for k, (ws, (labs, _)) in enumerate(zip(lines, labels, strict=True)):
            low = [w.lower() for w in ws]
            for a, b, cls in decode_spans([lab.span for lab in labs]):
                spans.append(Span(tuple(low[a:b]), tuple(low[max(0, a - 8):a]), tuple(low[b:b + 8]), cls))
                where.append((k, a))
        forms: list[dict[int, str]] = [{} for _ in lines]
        self.stats.spans += len(spans)
        if spans:
            for (k, a), conv in zip(where, itn.convert_batch(spans, self.lang), strict=True):
                if conv.status != "left":
                    forms[k][a] = conv.written
                    self.stats.spans_converted += 1
        return forms
