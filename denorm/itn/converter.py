"""The span converter: a small seq2seq proposes an n-best list of written forms; the policy picks one."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Sequence
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
#: Spans decoded together. A batch decodes until its longest hypothesis ends, so sources are sorted by
#: length first and cut into batches this size (2,000 test spans, one thread: 64 sorted ~4,900 spans/s,
#: 256 in input order ~2,600).
BATCH_SIZE = 64
#: Spans whose greedy forms all failed gathered before their n-best lists are decoded (sorted, in batches).
NBEST_GATHER = 256
#: Spans longer than this many words are left as words without decoding or verification: no number
#: the generator writes is said in more (a sixteen-digit card number read digit by digit is 16 words,
#: the longest spans the generator draws are URLs of about 33), and the verifier's alignment grows with the square of a span's
#: words times its readings ("два три" said 500 times, tagged one telephone span, took minutes).
MAX_SPAN_WORDS = 40
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

    def _submit(self, sources: Sequence[str], n: int) -> list[tuple[list[int], list[Any]]]:
        """Start decoding `sources` (beam and n-best `n`) on the translator's thread, sorted by length,
        BATCH_SIZE at a time, shortest first: the batches as (source indexes, their futures), in the order
        they are done. Python goes on (verifying) meanwhile; each future gives its `.result()` once."""
        if not sources:
            return []
        pieces = self.sp.encode(list(sources), out_type=str)
        limit = min(self.card.max_target_positions - 1, max(len(p) for p in pieces) + 16)
        order = sorted(range(len(pieces)), key=lambda i: len(pieces[i]))
        batches = []
        for start in range(0, len(order), BATCH_SIZE):
            idx = order[start:start + BATCH_SIZE]
            batches.append((idx, self.translator.translate_batch(
                [pieces[i] for i in idx], beam_size=n, num_hypotheses=n, max_batch_size=BATCH_SIZE,
                max_decoding_length=limit, asynchronous=True)))
        return batches

    def _forms(self, result: Any) -> tuple[str, ...]:
        """The written forms of one decoding result, in the converter's style, without duplicates."""
        raw = [self.sp.decode(h).strip() for h in result.hypotheses]
        return tuple(dict.fromkeys(x for h in raw if h for x in styled_forms(h, self.lang, self.style)))

    def hypotheses(self, spans: Sequence[Span], nbest: int | None = None) -> list[tuple[str, ...]]:
        """The model's n-best written forms of each span (beam = n-best size; 1: greedy), best first,
        in the converter's style, without duplicates (a raw form follows its styled one when they differ)."""
        sources = [source_text(s.words, s.left, s.right, s.entity_class) for s in spans]
        unique = list(dict.fromkeys(sources))
        found: dict[str, tuple[str, ...]] = {}
        for idx, futures in self._submit(unique, nbest or self.nbest):
            for u, future in zip(idx, futures, strict=True):
                found[unique[u]] = self._forms(future.result())
        return [found[s] for s in sources]

    def convert_batch(self, spans: Sequence[Span], policy: str = DEFAULT_POLICY,
                      accept: Callable[[Span, str], bool] | None = None) -> list[Conversion]:
        """One Conversion per span, in order. `accept(span, form)`: whether the caller can use a form at all
        (its style, its class); under "verify" a form it refuses is passed over for the next hypothesis.

        "trust": the greedy hypothesis. "verify": the greedy hypothesis when it verifies; otherwise the
        n-best list (beam `nbest`) is decoded and the first hypothesis that verifies is taken; the span
        stays as words when none does. Decoding runs on the translator's threads while the spans decoded
        before are verified (a second core verifies as the first decodes).
        """
        pol = get_policy(policy)
        fit = [i for i, s in enumerate(spans) if len(s.words) <= MAX_SPAN_WORDS]
        tried: list[tuple[str, ...]] = [()] * len(spans)
        chosen: list[str | None] = [None] * len(spans)
        if not pol.verify:
            found = self.hypotheses([spans[i] for i in fit], nbest=1)
            picked: list[str | None] = [None] * len(fit)
        else:
            found, picked = self._verified([spans[i] for i in fit], accept)
        for i, hyps, ok in zip(fit, found, picked, strict=True):
            tried[i], chosen[i] = hyps, ok
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

    def _verified(self, spans: Sequence[Span], accept: Callable[[Span, str], bool] | None = None,
                  ) -> tuple[list[tuple[str, ...]], list[str | None]]:
        """(hypotheses tried, the first that verifies or None) per span: greedy forms as their batches are
        done, then the n-best lists of the spans none of whose greedy forms verifies, sent NBEST_GATHER at a
        time as failures come. Spans with the same source text (words, context, class) share a verdict."""
        sources = [source_text(s.words, s.left, s.right, s.entity_class) for s in spans]
        unique = list(dict.fromkeys(sources))
        spans_of: dict[str, list[int]] = {}
        for i, src in enumerate(sources):
            spans_of.setdefault(src, []).append(i)
        tried: list[tuple[str, ...]] = [()] * len(spans)
        chosen: list[str | None] = [None] * len(spans)
        failed: list[str] = []  # sources whose greedy forms all failed, not yet sent to the beam
        beams: list[tuple[list[str], list[tuple[list[int], list[Any]]]]] = []

        def send() -> None:
            beams.append((list(failed), self._submit(failed, self.nbest)))
            failed.clear()

        def first_verified(i: int, hyps: Sequence[str], skip: Sequence[str] = ()) -> str | None:
            span = spans[i]
            return next((f for h in hyps if h not in skip
                         for f in with_lead_word(span.words, h, self.lang, span.left, span.right)
                         if (accept is None or accept(span, f))
                         and verifies(span.words, f, span.left, span.right, self.lang)), None)

        for idx, futures in self._submit(unique, 1):
            for u, future in zip(idx, futures, strict=True):
                hyps = self._forms(future.result())
                for i in spans_of[unique[u]]:
                    tried[i], chosen[i] = hyps, first_verified(i, hyps)
                if self.nbest > 1 and any(chosen[i] is None for i in spans_of[unique[u]]):
                    failed.append(unique[u])
                    if len(failed) == NBEST_GATHER:
                        send()
        if failed:
            send()
        for srcs, batches in beams:
            for idx, futures in batches:
                for k, future in zip(idx, futures, strict=True):
                    hyps = self._forms(future.result())
                    for i in spans_of[srcs[k]]:
                        if chosen[i] is None:
                            first = tried[i]
                            tried[i] = tuple(dict.fromkeys(first + hyps))
                            chosen[i] = first_verified(i, hyps, first)
        for i, ok in enumerate(chosen):  # a form with its lead word put back is a hypothesis tried too
            if ok is not None and ok not in tried[i]:
                tried[i] = (*tried[i], ok)
        return tried, chosen

    def __call__(self, span: Span, policy: str = DEFAULT_POLICY) -> Conversion:
        return self.convert_batch([span], policy)[0]


def with_lead_word(words: Sequence[str], written: str, lang: str | None = None, left: Sequence[str] = (),
                   right: Sequence[str] = ()) -> tuple[str, ...]:
    """A hypothesis, then the same with the span's first word put back in front when the model dropped a
    short word the span starts with ("в половине пятого" -> "4:30" is tried as "в 4:30"); verification
    decides which, if any, reads as the words. Never a number word of `lang` that is no article ("mil mil"
    -> "1000" is not tried as "mil 1000": words beside figures of one number; "um duzentos" -> "296" is
    tried as "um 296", the article). A context word the model copied into its form ("the eighteen eighty
    seven" -> "the 1887" for the span "eighteen eighty seven") is tried without it; a year noun said after a
    year the form ends with is tried first with it ("4 июля 1776 г.": `Language.year_nouns`)."""
    out = [written]
    if lang is not None and len(words) > 1 and _YEAR_END.search(written) and words[-1] in _year_nouns(lang):
        from denorm.itn.style import canonical

        out.insert(0, canonical(f"{written} {words[-1]}", lang))  # "4 июля 1776" + "года": the word said
    lead = words[0] if len(words) > 1 else ""
    if lead.isalpha() and len(lead) <= 3 and written[:1].isdigit() and not _number_word(lead, lang):
        from denorm.itn.style import canonical

        # in the language's style: "may" + "1861" is "May 1861", a month by its name
        out.append(canonical(f"{lead} {written}", lang) if lang is not None else f"{lead} {written}")
    head, _, rest = written.partition(" ")
    if rest and left and head.lower() == left[-1] and words[0] != left[-1]:
        out.append(rest)
    rest, _, tail = written.rpartition(" ")
    if rest and right and tail.lower() == right[0] and words[-1] != right[0]:
        out.append(rest)
    return tuple(out)


_YEAR_END = re.compile(r"(?<![\d.,])\d{4}$")


@lru_cache(maxsize=None)
def _year_nouns(lang: str) -> frozenset[str]:
    from denorm.data import get_language

    return get_language(lang).year_nouns


def _number_word(word: str, lang: str | None) -> bool:
    """Whether `word` is a number word of `lang` and not also its indefinite article (Language.articles)."""
    from denorm.data import get_language

    if lang is None:
        return False
    language = get_language(lang)
    return language.is_number_word(word) and word not in language.articles


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
