"""The span converter: a small seq2seq proposes an n-best list of written forms; the policy picks one."""

from __future__ import annotations

import os
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from denorm.defaults import MODEL_CARD, model_search_path
from denorm.itn.conversion import Conversion, ConversionStats, Span
from denorm.itn.policies import DEFAULT_POLICY, get_policy
from denorm.itn.source import source_text
from denorm.itn.style import styled_forms
from denorm.itn.verify import verifies
from denorm.modelcard import ModelCard, ModelNotFoundError

#: Hypotheses decoded per span (beam size = n-best size).
DEFAULT_NBEST = 4
#: Spans decoded per CTranslate2 call.
BATCH_SIZE = 256
#: Span converters live in an `itn` folder on the model search path (denorm/models/itn/<lang>), apart
#: from the sentence models (denorm/models/<lang>), which are found by `<dir>/<lang>/denorm.json`.
MODEL_SUBDIR = "itn"


def itn_model_dir(lang: str) -> Path:
    """The installed span converter of `lang`: the first `<dir>/itn/<lang>/denorm.json` on the model
    search path ($DENORM_MODELS, ~/.local/share/denorm/models, the package's denorm/models)."""
    searched = []
    for base in model_search_path():
        cand = base / MODEL_SUBDIR / lang
        searched.append(str(cand))
        if (cand / MODEL_CARD).is_file():
            return cand
    raise ModelNotFoundError(f"no ITN span converter for language {lang!r} is installed. Searched:\n  "
                             + "\n  ".join(searched) + f"\nTrain one: `make itn LANG={lang}` (docs/itn.md).")


class SpanConverter:
    """A span converter model folder (CTranslate2 int8 + sentencepiece) and the language it verifies in."""

    def __init__(self, model_dir: str | Path, nbest: int = DEFAULT_NBEST, threads: int = 0,
                 device: str = "cpu", style: str = "default") -> None:
        import ctranslate2
        import sentencepiece as spm

        self.card = ModelCard.load(model_dir)
        self.card.check_backend("ctranslate2")
        self.lang = self.card.language
        self.nbest = nbest
        self.style = style  #: denorm.itn.style: "default" (the language's house style) or "raw"
        threads = threads or min(os.cpu_count() or 1, 8)
        self.translator = ctranslate2.Translator(str(self.card.file("ctranslate2")), device=device,
                                                 compute_type="int8" if device == "cpu" else "float16",
                                                 intra_threads=threads, inter_threads=1)
        self.sp = spm.SentencePieceProcessor(model_file=str(self.card.file("sentencepiece")))
        self.stats = ConversionStats()

    @classmethod
    def load(cls, lang: str, **kwargs: object) -> SpanConverter:
        return cls(itn_model_dir(lang), **kwargs)  # type: ignore[arg-type]

    def _submit(self, sources: Sequence[str], n: int) -> list[Any]:
        """Start decoding `sources` (beam and n-best `n`) on the translator's own threads, BATCH_SIZE at a
        time in order; one future (`.result()`) per source. Python goes on (verifying) meanwhile."""
        futures: list[Any] = []
        for start in range(0, len(sources), BATCH_SIZE):
            pieces = self.sp.encode(list(sources[start:start + BATCH_SIZE]), out_type=str)
            longest = max(len(p) for p in pieces)
            futures += self.translator.translate_batch(
                pieces, beam_size=n, num_hypotheses=n, max_batch_size=BATCH_SIZE, asynchronous=True,
                max_decoding_length=min(self.card.max_target_positions - 1, longest + 16))
        return futures

    def _forms(self, result: Any) -> tuple[str, ...]:
        """The written forms of one decoding result, in the converter's style, without duplicates."""
        raw = [self.sp.decode(h).strip() for h in result.hypotheses]
        return tuple(dict.fromkeys(x for h in raw if h for x in styled_forms(h, self.lang, self.style)))

    def hypotheses(self, spans: Sequence[Span], nbest: int | None = None) -> list[tuple[str, ...]]:
        """The model's n-best written forms of each span (beam = n-best size; 1: greedy), best first,
        in the converter's style, without duplicates (a raw form follows its styled one when they differ)."""
        sources = [source_text(s.words, s.left, s.right, s.entity_class) for s in spans]
        unique = list(dict.fromkeys(sources))
        found = {src: self._forms(f.result()) for src, f in zip(unique, self._submit(unique, nbest or self.nbest),
                                                                   strict=True)}
        return [found[s] for s in sources]

    def convert_batch(self, spans: Sequence[Span], policy: str = DEFAULT_POLICY) -> list[Conversion]:
        """One Conversion per span, in order.

        "trust": the greedy hypothesis. "verify": the greedy hypothesis when it verifies; otherwise the
        n-best list (beam `nbest`) is decoded and the first hypothesis that verifies is taken; the span
        stays as words when none does. Decoding runs on the translator's threads while the spans decoded
        before are verified (a second core verifies as the first decodes).
        """
        pol = get_policy(policy)
        if not pol.verify:
            tried = self.hypotheses(spans, nbest=1)
            chosen: list[str | None] = [None] * len(spans)
        else:
            tried, chosen = self._verified(spans)
        out = []
        for span, hyps, ok in zip(spans, tried, chosen, strict=True):
            spoken = " ".join(span.words)
            if not pol.verify and hyps:
                c = Conversion(spoken, hyps[0], "unverified", hyps, span.entity_class)
            elif ok is not None:
                c = Conversion(spoken, ok, "verified", hyps, span.entity_class)
            else:
                c = Conversion(spoken, spoken, "left", hyps, span.entity_class)
            self.stats.add(c)
            out.append(c)
        return out

    def _verified(self, spans: Sequence[Span]) -> tuple[list[tuple[str, ...]], list[str | None]]:
        """(hypotheses tried, the first that verifies or None) per span: greedy first, the n-best list of
        the spans whose greedy form fails, decoded BATCH_SIZE at a time as failures come."""
        sources = [source_text(s.words, s.left, s.right, s.entity_class) for s in spans]
        unique = list(dict.fromkeys(sources))
        greedy = dict(zip(unique, self._submit(unique, 1), strict=True))
        forms: dict[str, tuple[str, ...]] = {}
        tried: list[tuple[str, ...]] = []
        chosen: list[str | None] = []
        waiting: list[int] = []  # spans whose greedy form failed, not yet sent to the beam
        beams: list[tuple[list[int], dict[str, Any]]] = []  # (spans, source -> future) per beam batch

        def send() -> None:
            src = list(dict.fromkeys(sources[i] for i in waiting))
            beams.append((list(waiting), dict(zip(src, self._submit(src, self.nbest), strict=True))))
            waiting.clear()

        for i, span in enumerate(spans):
            if sources[i] not in forms:  # a future gives its result once: forms are kept per source
                forms[sources[i]] = self._forms(greedy[sources[i]].result())
            hyps = forms[sources[i]]
            tried.append(hyps)
            chosen.append(next((h for h in hyps if verifies(span.words, h, span.left, span.right, self.lang)), None))
            if chosen[i] is None and self.nbest > 1:
                waiting.append(i)
                if len(waiting) == BATCH_SIZE:
                    send()
        if waiting:
            send()
        for idx, futures in beams:
            nbest = {src: self._forms(f.result()) for src, f in futures.items()}
            for i in idx:
                span, first, hyps = spans[i], tried[i], nbest[sources[i]]
                tried[i] = tuple(dict.fromkeys(first + hyps))
                chosen[i] = next((h for h in hyps if h not in first
                                  and verifies(span.words, h, span.left, span.right, self.lang)), None)
        return tried, chosen

    def __call__(self, span: Span, policy: str = DEFAULT_POLICY) -> Conversion:
        return self.convert_batch([span], policy)[0]


@lru_cache(maxsize=8)
def _converter(lang: str, model: str | None, style: str) -> SpanConverter:
    return SpanConverter(model, style=style) if model else SpanConverter.load(lang, style=style)


def convert(spoken_words: str | Sequence[str], left_context: str | Sequence[str] = (),
            right_context: str | Sequence[str] = (), lang: str = "en", entity_class: str | None = None,
            policy: str = DEFAULT_POLICY, model: str | Path | None = None, style: str = "default") -> Conversion:
    """Written form of one spoken span in its context ("twenty five dollars" -> "$25"), verified by
    default: the span stays as words (status "left") when no hypothesis reads as the words.

    The model is the shipped `denorm/models/itn/<lang>` unless `model` names a folder; it is loaded once.
    `style` "default" writes the language's house style (denorm.itn.style), "raw" the model's own form.
    """
    span = Span.of(list(spoken_words) if not isinstance(spoken_words, str) else spoken_words,
                   list(left_context) if not isinstance(left_context, str) else left_context,
                   list(right_context) if not isinstance(right_context, str) else right_context, entity_class)
    converter = _converter(lang, str(model) if model else None, style)
    if converter.lang != lang:
        raise ValueError(f"the span converter {converter.card.path} is for {converter.lang!r}, not {lang!r}")
    return converter(span, policy)


def convert_batch(spans: Sequence[Span], lang: str = "en", policy: str = DEFAULT_POLICY,
                  model: str | Path | None = None, style: str = "default") -> list[Conversion]:
    """`convert` for many spans at once (batched decoding: use this for throughput)."""
    return _converter(lang, str(model) if model else None, style).convert_batch(spans, policy)
