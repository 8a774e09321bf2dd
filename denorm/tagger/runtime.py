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
import os
import queue
import threading
import warnings
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

from denorm.core.casing import FILE as CASING_FILE
from denorm.core.casing import FOLDER as CASING_FOLDER
from denorm.core.casing import (
    CasingLexicon,
    case_kind,
    elided_form,
    elided_parts,
    title_abbreviations,
    title_form,
    upper_possessive,
    user_form,
)
from denorm.core.labels import WordLabels, ends_sentence
from denorm.modelcard import write_card
from denorm.tagger.predictors import CASE_CONFIDENCE
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
#: On a runtime that lets go of the GIL (onnx), batches run on up to this many sessions at once, the threads
#: shared among them: on 2 cores two one-thread sessions tagged 1,000 number-heavy lines in 2.80 s, one
#: session with two threads in 3.38-3.90 s (docs/tagger.md "Sessions side by side"). A batch gets the same labels and
#: probabilities on any session.
MAX_SESSIONS = 4


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


def _language(lang: str) -> object | None:
    """The generator's language of `lang` (denorm.data), None for a code it has no language of."""
    from denorm.data import get_language

    try:
        return get_language(lang)
    except (KeyError, ValueError):
        return None


#: The span tag of a one-word acronym, which the casing lexicon may write as a word (`Tagger._cased`).
LONE_ACRONYM = "B-acronym"
#: The span tag of a one-word abbreviation: a title abbreviation alone ("dr") is cased as a word too.
LONE_ABBREVIATION = "B-abbreviation"
#: The codec's head of disfluency labels ("keep", "drop").
DISFLUENCY_HEAD = "disfluency"


class Tagger:
    """A tagger model folder, ready to label words: `Tagger.load(lang="en").labels([["hello", "world"]])`."""

    def __init__(self, folder: Path, *, threads: int | None = None, batch_size: int = 32,
                 lang: str | None = None) -> None:
        """`lang`: the language of the lines (one the card lists; default its first)."""
        from denorm.tagger.codec import LabelCodec
        from denorm.tagger.predictors import predictor_class

        folder = Path(folder)
        if not (folder / "config.json").is_file() or not (folder / "codec.json").is_file():
            raise TaggerNotFoundError(f"{folder} is not a tagger model folder (config.json, codec.json)")
        try:
            kind = predictor_class(folder)
            cores = threads or os.cpu_count() or 1
            #: sessions that tag batches at once (MAX_SESSIONS); the twins are made in a thread from the
            #: start (`_make_twins`)
            self.sessions = min(cores, MAX_SESSIONS) if getattr(kind, "concurrent", False) else 1
            self._each = cores // self.sessions  # threads of each session when there are several
            self.predictor = kind(folder, self._each if self.sessions > 1 else threads)
        except FileNotFoundError as exc:
            raise TaggerNotFoundError(f"{folder} is not a tagger model folder: {exc}") from None
        self._idle: queue.SimpleQueue | None = None
        if self.sessions > 1:
            self._make_twins()
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
        self.paired = 0  #: windows decoded again so that their brackets and quotes pair up (`_pair_marks`)
        #: Labels predicted only with at least this probability (`drop_threshold`); empty: argmax everywhere.
        self.min_prob: dict[str, tuple[int, float]] = {}
        #: The casing lexicon in use (`use_casing`) and the case probability below which it overrules the tagger.
        self.casing: CasingLexicon | None = None
        self.casing_below = 0.0
        #: The user's own forms (`use_words`: "megasys" -> "MegaSys"), before the lexicon and the tagger.
        self.words: dict[str, str] = {}

    def drop_threshold(self, least: float | None) -> None:
        """Drop a word as a disfluency only where the model gives "drop" at least this probability (None: argmax)."""
        labels = self.codec.spec.heads.get(DISFLUENCY_HEAD, ())
        self.min_prob.pop(DISFLUENCY_HEAD, None)
        if least is not None and "drop" in labels:
            self.min_prob[DISFLUENCY_HEAD] = (list(labels).index("drop"), least)

    def use_casing(self, lang: str | None, below: float | None = None) -> CasingLexicon | None:
        """Let the folder's casing lexicon of `lang` (casing/<lang>.casing.tsv; None: no lexicon) give a word
        its all-caps or mixed form ("nasa" -> "NASA") where the tagger said lower or Title with a probability
        under `below` (default: the card's "casing_below", else denorm.defaults.CASING_BELOW: a model chooses
        its own with bench/bench_casing.py). Returns the lexicon, None when the folder has none for the language."""
        from denorm.defaults import CASING_BELOW

        path = self.folder / CASING_FOLDER / CASING_FILE.format(lang=lang) if lang else None
        self.casing = CasingLexicon.load(path, lang or "") if path is not None and path.is_file() else None
        language = _language(lang or "")
        if self.casing is not None and language is not None:  # "mr", "dr", "jr": one capital, not "MR"
            self.casing.titles = title_abbreviations(language.abbreviations)
        self.casing_below = float(self.card.get("casing_below", CASING_BELOW)) if below is None else below
        return self.casing

    def use_words(self, forms: dict[str, str]) -> None:
        """Write these words in the user's form wherever they stand outside an entity span, whatever the tagger
        and the casing lexicon say (`denorm.core.casing.read_forms`: {"megasys": "MegaSys"})."""
        self.words = dict(forms)

    def _cased(self, words: Sequence[str], labs: list[WordLabels], confidence: Sequence[float] | None,
               ) -> list[WordLabels]:
        """`labs` with the user's forms (`use_words`), then the casing lexicon's form where the tagger chose lower
        or Title without a form, outside entity spans (a one-word acronym span becomes a word), with a
        probability under `casing_below` (`use_casing`); and its mixed form where the tagger chose all capitals
        ("NPCs", "iPhone")."""
        lexicon = self.casing
        out = list(labs)
        n = len(labs)
        titles = lexicon.titles if lexicon is not None else {}
        for i, (w, lab) in enumerate(zip(words, labs, strict=True)):
            # a one-word acronym span ("мгу") is a word to case, as the generator labels it (denorm.data.labels);
            # so is a title abbreviation the tagger made an abbreviation span of ("bei [dr] müller": the converter
            # knows "doktor", not "dr")
            lone = (lab.span == LONE_ACRONYM and (i + 1 == n or labs[i + 1].span != "I-acronym")
                    or lab.span == LONE_ABBREVIATION and w in titles and (i + 1 == n or labs[i + 1].span[:2] != "I-"))
            if lone and lab.span == LONE_ABBREVIATION:
                lab = out[i] = replace(lab, span="O", case="T")
            if lab.form or not (lab.span == "O" or lone):
                continue
            mine = user_form(self.words, w) if self.words else None
            if mine is not None:
                kind = case_kind(mine)
                out[i] = replace(lab, case=kind, form=mine if kind in ("U", "M") else None, span="O")
                continue
            if lab.case == "M":  # mixed with no form the codec knows: the lexicon's, else an elided name's
                # ("d'alexandrie" -> "d'Alexandrie", never "D'alexandrie"; "l'iphone" -> "l'iPhone")
                form = self._mixed_form(w)
                if form is not None:
                    out[i] = replace(lab, form=form)
                continue
            if lab.case == "U":  # capitals the lexicon knows a finer form of ("npcs" -> "NPCs", not "NPCS"); a
                # possessive's "s" stays lower ("un's" -> "UN's", not "UN'S"), unless the words around are capitals
                # too (a shouted "IT'S OVER")
                form = lexicon.form(w) if lexicon is not None else None
                if form is not None and w in titles and case_kind(form) == "T":
                    out[i] = replace(lab, case="T", span="O")  # "jr" is "Jr", not "JR"
                    continue
                if form is None or case_kind(form) != "M":
                    shouted = any(0 <= j < n and labs[j].case == "U" and labs[j].span == "O" for j in (i - 1, i + 1))
                    form = None if shouted else upper_possessive(w)
                if form is not None and case_kind(form) == "M":
                    out[i] = replace(lab, case="M", form=form, span="O")
                continue
            if lexicon is None:
                continue
            if lab.case in ("L", "T") and (confidence is None or confidence[i] < self.casing_below):
                form = lexicon.form(w)
                if form is None and lab.case == "T":
                    form = title_form(w)
                if form is not None:
                    out[i] = replace(lab, case=case_kind(form), form=form, span="O")
        for i, (w, lab) in enumerate(zip(words, out, strict=True)):
            dotted = titles.get(w, "")
            if (dotted.endswith(".") and lab.case == "T" and lab.form in (None, "", dotted[:-1]) and not lab.after
                    and lab.span == "O"
                    and i + 1 < n and out[i + 1].case in ("T", "U", "M") and lab.disfl == out[i + 1].disfl):
                out[i] = replace(lab, form=dotted)  # "Dr. Müller": the period the language writes before a name
                continue
            if (lab.form and lab.form[:1].islower() and lab.case == "M" and elided_parts(w)
                    and (i == 0 or ends_sentence(out[i - 1].after))):
                out[i] = replace(lab, form=lab.form[:1].upper() + lab.form[1:])  # "L'Amérique" begins a sentence
        return out

    @property
    def _elisions(self) -> frozenset[str]:
        """The language's elided heads written in lower case before a name (`Language.elisions`)."""
        language = _language(getattr(self, "lang", "") or "")
        return language.elisions if language is not None else frozenset()

    def _mixed_form(self, word: str) -> str | None:
        """The form of a word the tagger writes in mixed case: the lexicon's, a name prefix's ("McNamara"), or an
        elided name's, its name as the lexicon writes it ("l'iPhone") or capitalized ("d'Alexandrie")."""
        lexicon = self.casing
        form = lexicon.form(word) if lexicon is not None else None
        if form is not None and case_kind(form) == "M":
            return form
        form = title_form(word)
        if form is not None:
            return form
        parts = elided_parts(word)
        name = lexicon.form(parts[1]) if parts is not None and lexicon is not None else None
        return elided_form(word, name if name is not None and case_kind(name) in ("M", "U") else None,
                           self._elisions)

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
            lower = [w.lower() for w in ws]
            labs = self._cased(lower, self.codec.decode(lower, ids[k]), ids[k].get(CASE_CONFIDENCE))
            labs = [WordLabels(**{**lab.__dict__, "case": "M", "form": w})
                    if w != w.lower() else lab for w, lab in zip(ws, labs, strict=True)]
            out.append((labs, nwin[k]))
        return out

    def _pair_marks(self, lines: list[list[str]], jobs: Sequence[tuple[int, int, int]],
                    preds: dict[int, dict[str, list]]) -> None:
        """Windows whose brackets and quotes do not pair up are decoded again under that constraint
        (denorm.tagger.pairs: the best punctuation and before labels that pair up), in place."""
        from denorm.tagger.pairs import balanced_path, is_balanced

        heads = self.codec.spec.heads
        if "before" not in heads or "punct" not in heads or not hasattr(self.predictor, "head_scores"):
            return
        after_labels, before_labels = heads["punct"], heads["before"]
        bad = [j for j, p in sorted(preds.items()) if not is_balanced(
            [before_labels[i] for i in p["before"]], [after_labels[i] for i in p["punct"]], self.lang)]
        if not bad:
            return
        sents = [[w.lower() for w in lines[jobs[j][0]][jobs[j][1]:jobs[j][2]]] for j in bad]
        scores = self.predictor.head_scores(sents)
        crf = self.predictor.crf_scores
        for r, j in enumerate(bad):
            n = len(sents[r])
            path = balanced_path(scores["punct"][r, :n], scores["before"][r, :n], after_labels, before_labels,
                                 self.lang, crf)
            if path is not None:
                preds[j]["punct"], preds[j]["before"] = path
        self.paired += len(bad)

    def _make_twins(self) -> None:
        """The idle sessions' queue: this predictor now, its twins as a thread makes them (onnxruntime lets go of
        the GIL while it builds a session: the lines are read and normalized meanwhile). A batch waits for an
        idle session; a twin that cannot be made leaves one session fewer, and no batch waiting."""
        self._idle = queue.SimpleQueue()
        self._idle.put(self.predictor)
        idle = self._idle

        def make() -> None:
            for _ in range(self.sessions - 1):
                try:
                    idle.put(self.predictor.twin(self._each))
                except Exception as err:  # noqa: BLE001 - memory or the runtime: tag on the sessions there are
                    warnings.warn(f"denorm: a second tagger session could not be made ({err}); tagging on fewer",
                                  RuntimeWarning, stacklevel=1)
                    return

        threading.Thread(target=make, name="denorm-tagger-twins").start()

    def _predict(self, batches: list[list[list[str]]]) -> list[dict[str, list]]:
        """The predictor's output for each batch, on `self.sessions` sessions at once when there are several."""
        min_prob = self.min_prob or None
        if self.sessions < 2 or len(batches) < 2:
            return [self.predictor.predict(b, min_prob) for b in batches]
        assert self._idle is not None  # made with the sessions (`_make_twins`)

        def run(batch: list[list[str]]) -> dict[str, list]:
            predictor = self._idle.get()
            try:
                return predictor.predict(batch, min_prob)
            finally:
                self._idle.put(predictor)

        with ThreadPoolExecutor(min(self.sessions, len(batches))) as pool:
            return list(pool.map(run, batches))

    def label_ids(self, lines: list[list[str]]) -> tuple[list[dict[str, list]], list[int]]:
        """Head -> label id per word of each line (and, under CASE_CONFIDENCE, the probability of its case
        label), and the number of windows each line took."""
        jobs: list[tuple[int, int, int]] = []  # (line, start word, end word)
        pieces: list[int] = []  # of each window: batches of windows of about one length pad little
        for k, ws in enumerate(lines):
            if ws:
                counts = [len(word_pieces(self.tok, w.lower())) for w in ws]
                for a, b in windows(counts, self.card.get("window_pieces")):
                    jobs.append((k, a, b))
                    pieces.append(sum(counts[a:b]))
        order = sorted(range(len(jobs)), key=lambda j: (pieces[j], jobs[j][2] - jobs[j][1]))
        chunks = [order[s:s + self.batch_size] for s in range(0, len(order), self.batch_size)]
        batches = [[[w.lower() for w in lines[jobs[j][0]][jobs[j][1]:jobs[j][2]]] for j in chunk] for chunk in chunks]
        preds: dict[int, dict[str, list[int]]] = {}
        for chunk, out in zip(chunks, self._predict(batches), strict=True):
            for r, j in enumerate(chunk):
                preds[j] = {h: out[h][r] for h in out}
        self.windows += len(jobs)
        self._pair_marks(lines, jobs, preds)
        heads = [*self.codec.spec.heads, CASE_CONFIDENCE]
        ids: list[dict[str, list]] = [{h: [0] * len(ws) for h in heads} for ws in lines]
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
