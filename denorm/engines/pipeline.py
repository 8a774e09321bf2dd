"""The pipeline engine: the tagger writes case, punctuation and drops disfluencies in one pass; entity
spans it finds go to the ITN span converter, which writes each one verified or leaves it as words.

Nothing here can invent or reorder a word: every output token stands for input words [lo, hi) it was
made from (a word with its case and marks, glued words, or a converted span), so the restore step of
`denorm.text.assemble` and the alignment of `--format jsonl` see exactly where each token came from.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace
from functools import lru_cache
from itertools import pairwise
from pathlib import Path
from typing import Any

from denorm.align import OutToken
from denorm.core.labels import (
    JOINING_MARKS,
    KEEP,
    WordLabels,
    claim_span,
    decode_spans,
    ends_sentence,
    label_units,
    with_span,
)
from denorm.engines.base import EngineResult, passthrough
from denorm.guard import GuardStats
from denorm.itn.addresses import address_spans
from denorm.itn.clock import clock_form, clock_spans
from denorm.itn.codes import code_form, code_spans, said_digits
from denorm.itn.powers import power_form, power_spans
from denorm.itn.prose import SLASHED, street_after
from denorm.itn.runs import (
    RUN_CLASS,
    beside_number_words,
    half_after,
    is_sign_word,
    joined_amounts,
    minor_gap,
    minor_part,
    number_runs,
    rate_readings,
    runs_inside,
    score_said,
    sign_said,
    unit_after,
    whole_runs,
    year_ranges,
)
from denorm.itn.runs import ordinal_word as runs_ordinal_word
from denorm.modelcard import ModelCard, ModelNotFoundError
from denorm.options import TranslateOptions
from denorm.tagger.disfluency import MODES as DISFLUENCY_MODES
from denorm.tagger.disfluency import restrain
from denorm.tagger.folders import (  # noqa: F401 - re-exported: the engine's folder helpers
    TAGGER_CARD,
    TaggerFolderNotFoundError,
    find_tagger,
    is_tagger_folder,
    tagger_languages,
)
from denorm.tagger.settle import (  # noqa: F401 - re-exported
    GLUING_MARKS,
    LETTER_CLASSES,
    close_sentence,
    lower_after_commas,
    paired_marks,
    periods_before_lower,
    reported_quotes,
    settle,
)
from denorm.text.normalize import NormalizedLine

#: Spoken words of context given to the span converter on each side of a span.
ITN_CONTEXT = 8
class PipelineEngine:
    """A tagger model folder, and the ITN span converter of its language when one is installed."""

    name = "pipeline"

    def __init__(self, folder: str | Path, options: TranslateOptions, lang: str | None = None,
                 tagger: Any = None) -> None:
        """`tagger`: an object with `labels(list of word lists)` and `card` to use instead of the folder's
        model (tests, or a tagger already loaded)."""
        self.folder = Path(folder)
        if tagger is None:
            from denorm.tagger.runtime import Tagger

            tagger = Tagger(self.folder, threads=options.threads or None)
        self.tagger = tagger
        self.disfluency = options.disfluency
        if hasattr(tagger, "drop_threshold"):
            tagger.drop_threshold(DISFLUENCY_MODES[options.disfluency].threshold)
        langs = tagger_languages(self.folder) or [getattr(self.tagger, "lang", "en")]
        if lang is not None and lang not in langs:
            raise ValueError(f"the tagger {self.folder} is for {', '.join(langs)}, not {lang!r}")
        self.lang = lang or langs[0]
        self.casing_note = "off" if options.casing == "off" else "none in the folder"
        if hasattr(tagger, "use_casing"):  # a runtime Tagger: the language of its casing lexicon and paired marks
            tagger.lang = self.lang
            lexicon = tagger.use_casing(self.lang if options.casing != "off" else None)
            if lexicon is not None:
                self.casing_note = f"lexicon {len(lexicon)} words"
        if options.casing_words:  # the user's own forms come first, lexicon on or off
            from denorm.core.casing import read_forms

            forms = read_forms(Path(options.casing_words))
            if hasattr(tagger, "use_words"):
                tagger.use_words(forms)
            self.casing_note += f" + {len(forms)} words of {Path(options.casing_words).name}"
        self.itn_policy = options.itn
        self.style = options.style
        self.converter = None
        self.itn_note = "off"
        if options.itn != "off":
            from denorm.itn.converter import SpanConverter, itn_model_dir

            try:
                self.converter = SpanConverter(itn_model_dir(self.lang), threads=options.threads)
                self.itn_note = f"{options.itn} ({self.converter.card.path.name})"
            except ModelNotFoundError:
                self.itn_note = "none installed: spans stay words"
        self.spans = 0
        self.converted = 0
        self.checks = False  #: no guard: the tagger cannot change a word, the converter verifies its spans
        self.card = ModelCard(path=self.folder, language=self.lang,
                              architecture=str(self.tagger.card.get("encoder_label", "tagger")),
                              toolkit_version=str(self.tagger.card.get("toolkit_version", "?")), raw=self.tagger.card)

    def model_name(self) -> str:
        return f"{self.folder.name}({self.tagger.card.get('encoder_label', 'tagger')})"

    def describe(self) -> str:
        return f"itn {self.itn_note} | style {self.style} | disfluency {self.disfluency} | casing {self.casing_note}"

    # -- the run ---------------------------------------------------------------------------------
    def run(self, lines: Sequence[NormalizedLine], line_nos: Sequence[int], stats: GuardStats,
            cuts: Sequence[Sequence[int]] | None = None) -> list[EngineResult]:
        active = [k for k, n in enumerate(lines) if not n.passthrough]
        tagged = self.tagger.labels([list(lines[k].words) for k in active])
        labelled = {k: (self._before_spans(lines[k], labs), nwin)
                    for k, (labs, nwin) in zip(active, tagged, strict=True)}
        forms = self._span_forms(lines, labelled, cuts)
        results: list[EngineResult] = []
        for k, line in enumerate(lines):
            if k not in labelled:
                results.append(passthrough(line, stats))
                continue
            labs, nwin = labelled[k]
            labs = self._after_spans(line, labs, forms.get(k, {}))
            tokens = tokens_of(line.words, labs, forms.get(k, {}), cuts[k] if cuts else ())
            results.append(EngineResult(tokens, "ok", 0, nwin))
        return results

    @contextmanager
    def without_conversions(self) -> Iterator[None]:
        """The engine with its span conversions off for a while (`--check` writes a line again so): the
        tagger's case, punctuation and disfluency labels only."""
        policy, self.itn_policy = self.itn_policy, "off"
        try:
            yield
        finally:
            self.itn_policy = policy

    def _before_spans(self, line: NormalizedLine, labels: list[WordLabels]) -> list[WordLabels]:
        """The tagger's labels made safe before spans are converted: what the user wrote stays (`protect`),
        only the deletions --disfluency allows (`restrain`), consistent marks and spans (`settle`), every
        number run inside one span (`denorm.itn.runs.whole_runs`: a number converted whole or not at all)."""
        from denorm.data import get_language

        variants = get_language(self.lang).spoken_variants
        labels = protect(line, labels, variants)
        labels = restrain(line.words, labels, self.disfluency, self.lang)
        labels = settle(labels)
        if self.itn_policy == "off":
            return labels
        plain, ok = plain_words(line, len(labels), variants)[0], line.boundaries()
        labels = address_spans(line.words, labels, self.lang, plain, ok)
        labels = code_spans(line.words, labels, self.lang, plain, ok)
        labels = spelled_ends(line.words, labels, getattr(self.tagger, "casing", None), self.lang, plain, ok)
        labels = clock_spans(line.words, labels, self.lang, plain, ok)
        labels = power_spans(line.words, labels, self.lang, plain, ok)
        return whole_runs(line.words, labels, self.lang, plain, ok, small=self.style == "digits")

    def _after_spans(self, line: NormalizedLine, labels: list[WordLabels], forms: dict[int, str]) -> list[WordLabels]:
        """The labels once the spans' forms are known: no glued words, the language's case rules, the final
        period after a line-final entity, no quotes around reported speech, Spanish questions opened and closed."""
        from denorm.data import get_language

        labels = no_glued_words(line.words, labels, forms)
        labels = written_case(line.words, labels, self.lang, forms)
        sentence_capitals(labels, forms)
        labels = periods_before_lower(labels)
        labels = lower_after_commas(line.words, labels, get_language(self.lang).comma_lower_words)
        labels = labelled_values(line.words, labels, forms, self.lang)
        labels = street_addresses(line.words, labels, forms, self.lang)
        labels = street_names(line.words, labels, forms, self.lang)
        labels = converted_measures(line.words, labels, forms, self.lang)
        labels = hyphen_compounds(line.words, labels, self.lang, forms)
        labels = weekday_commas(line.words, labels, forms, self.lang)
        labels = closing_commas(line.words, labels, forms, self.lang)
        labels = compound_modifiers(line.words, labels, forms, self.lang)
        labels = unit_symbol_forms(line.words, labels, forms, self.lang)
        language = get_language(self.lang)
        labels = close_sentence(line.words, labels, forms, language.question_openers)
        labels = reported_quotes(line.words, labels, language.complementizers)
        return paired_marks(line.words, labels, language.inverted_marks, language.question_words)

    def _span_forms(self, lines: Sequence[NormalizedLine], labelled: dict[int, tuple[list[WordLabels], int]],
                    cuts: Sequence[Sequence[int]] | None) -> dict[int, dict[int, str]]:
        """Line -> start word -> written form, for every predicted span the converter writes. A span left as
        words whose number runs are not the whole span has each run converted alone ("[68,800] square
        kilometres"; its labels in `labelled` are changed to those runs), when every one of them converts. The --style then leaves small
        numbers as words (denorm.itn.prose)."""
        from denorm.data import get_language
        from denorm.itn.prose import below_one, left_as_words

        if self.itn_policy == "off":
            return {}
        language = get_language(self.lang)
        units = language.unit_words
        jobs = []
        halved: set[tuple[int, int]] = set()  # spans widened over the half after their unit: whole or words
        links = language.range_words  # not "and": "[sixty one pounds and] [eighty three pence]" is one amount
        for k, (labs, nwin) in labelled.items():
            cut = cuts[k] if cuts else ()
            taken = 0  # the end of the last span widened over the spans after it
            for a, b, cls in decode_spans([lab.span for lab in labs]):
                if a < taken:
                    continue  # "[deux kilos et demi]": its half, a span of its own, is inside it now
                if (b - a > 1 and lines[k].words[b - 1] in links and (cls in DIGIT_CLASSES or cls == RUN_CLASS)
                        and any(language.is_number_word(w) for w in lines[k].words[a:b - 1])):
                    # "[two dollars and fifty cents to]": no number ends so (an acronym may: Spanish "[h a]")
                    labs = with_span(with_span(labs, a, b, None), a, b - 1, cls)
                    labelled[k] = (labs, nwin)
                    b -= 1
                per = per_unit_end(lines[k].words, labs, a, b, cls, language)
                if per > b:
                    # "[hundert kilometern pro] stunde", "[hundert kilometern] pro stunde": a compound unit whole
                    labs = with_span(labs, a, per, cls)
                    labelled[k] = (labs, nwin)
                    b = per
                half = half_after(language, lines[k].words, b, [lab.disfl == KEEP for lab in labs])
                if (half > b and cls in UNIT_CLASSES | {"time"} and lines[k].words[b - 1] in language.unit_names
                        and all(b <= s and e <= half for s, e, _ in decode_spans([lab.span for lab in labs])
                                if s < half and e > b)):
                    # "[deux kilos] et demi", "[cinquenta hertz] e meio": the half of the amount before the unit
                    # is the amount's, whole or words (never "2 kilos et demi")
                    labs = with_span(labs, a, half, cls)
                    labelled[k] = (labs, nwin)
                    b = taken = half
                    halved.add((k, a))
                if (b - a > 1 and lines[k].words[a] in language.cardinal_joiners
                        and language.is_number_word(lines[k].words[a + 1])):
                    # "integrada [e um] gerador": a span opens with no joiner (the tagger cut "sete ponto seis
                    # dois e um" after its decimal); the number after it is judged alone ("um", an article)
                    labs = with_span(with_span(labs, a, b, None), a + 1, b, cls)
                    labelled[k] = (labs, nwin)
                    a += 1
                day = next((n for n in (1, 2) if cls == "date" and b - a > n + 1
                            and lines[k].words[a + n - 1] in language.weekday_words), 0)
                if day:
                    # "[monday the third of march]": the date after the day ("Monday, March 3"), which the
                    # converter would drop; a day said in two words ends with one ("[terça feira três de março]")
                    labs = with_span(with_span(labs, a, b, None), a + day, b, cls)
                    labelled[k] = (labs, nwin)
                    a += day
                if (cls == "date" and a and lines[k].words[a - 1] in language.date_articles
                        and labs[a - 1].span == "O" and labs[a - 1].disfl == KEEP
                        and language.is_number_word(lines[k].words[a])):
                    # "the [tenth of may]": the article is the date's ("May 10"; never "the May 10")
                    labs = with_span(labs, a - 1, b, cls)
                    labelled[k] = (labs, nwin)
                    a -= 1
                if any(lines[k].words[i - 1] in language.unit_names and half_after(language, lines[k].words[:b], i) > i
                       for i in range(a + 1, b)):
                    halved.add((k, a))  # "[five dollars and a half]": a half after the unit is the amount's
                if not any(a < c < b for c in cut):  # a span across a cue boundary stays words (each in its cue)
                    jobs.append((k, a, b, cls))
        forms = self._convert(lines, jobs)
        jobs = self._joined_neighbours(lines, jobs, forms, labelled)
        forms.update(self._halved_dates(lines, [j for j in jobs if j[3] == "date" and (j[0], j[1]) not in forms],
                                        labelled))
        hours = language.time_nouns  # "[двадцать четыре часа]", "[twenty minutes]" (time): hours and minutes counted

        def ordinal_word(w: str) -> bool:
            return language.number_value(w) is not None and language.cardinal_value(w) is None
        self._trimmed_times(lines, jobs, forms, labelled)
        self._trimmed_amounts(lines, jobs, forms, labelled)
        self._halved_ranges(lines, jobs, forms, labelled)
        counted = {(k, a) for k, a, b, cls in jobs if cls == "time" and set(lines[k].words[a:b + 1]) & hours}
        # a "fraction" with no ordinal, half or decimal word says no fraction: "[quita cincuenta] de los malditos";
        # nor does one with an ordinal where no denominator is one: German "[zwei und zwanzigste]" is "22."
        counted |= {(k, a) for k, a, b, cls in jobs if cls == "fraction"
                    and (not language.ordinal_denominators or not any(map(ordinal_word, lines[k].words[a:b])))
                    and not language.says_fraction(lines[k].words[a:b])}
        # retried whole too, as a number of unknown class: "the [two hundred] class" tagged as an ordinal,
        # "[минус пятнадцати]" as a decimal, "[eighteen forty seven]" as a cardinal
        whole = counted | {(k, a) for k, a, b, cls in jobs
                           if cls in UNIT_CLASSES or cls in ("decimal", "cardinal", "year")
                           or cls == "ordinal" and not any(map(ordinal_word, lines[k].words[a:b]))}
        # a date without a month is a number: "dem fünfzehnten [bis zwanzigsten] Jahrhundert"
        monthless = {(k, a) for k, a, b, cls in jobs
                     if cls == "date" and not set(lines[k].words[a:b]) & language.month_words and language.month_words}
        # ... and is retried whole too: "der [sechs hundert fünfzehnte]" (a date the tagger saw) is "der 615."
        # a roman numeral wider than its number: "chapter [twelve twice]" is "chapter 12 twice"; a time that
        # names a thing ("at [twenty two] baker street") or counts the unit after it ("[twenty two] minutes") is
        # a number
        wide = {(k, a) for k, a, b, cls in jobs
                if cls == "roman" and not all(map(language.is_number_word, lines[k].words[a:b]))
                or cls == "time" and (names_a_thing(lines[k].words[max(0, a - ITN_CONTEXT):a],
                                                    lines[k].words[said_end(language, lines[k].words, a, b):
                                                                   b + ITN_CONTEXT], language)
                                      or unit_after(language, lines[k].words, b)
                                      and all(map(language.is_number_word, lines[k].words[a:b])))}
        parts = {(k, b): runs_inside(lines[k].words, a, b, self.lang,
                                     whole=(k, a) in whole or (k, a) in monthless or (k, a) in wide)
                 for k, a, b, cls in jobs if (k, a) not in forms and (k, a) not in halved
                 and (cls in RUN_RETRY_CLASSES or (k, a) in counted or (k, a) in monthless or (k, a) in wide)}
        for k, _a, b, cls in jobs:  # "[once euros con cincuenta]": one amount, whole or words
            if cls in UNIT_CLASSES and minor_part(lines[k].words, parts.get((k, b), ()), language):
                parts[(k, b)] = []
            elif cls in UNIT_CLASSES and (k, b) in parts:  # "[one megabit per second]": "second" is the unit's
                runs = parts[(k, b)]
                parts[(k, b)] = [r for i, r in enumerate(runs) if not (
                    i and r.end - r.start == 1 and runs_ordinal_word(language, lines[k].words[r.start]))]
        for key, runs in parts.items():  # "o [quarto] quatrocentos e dois": a homograph ordinal right before
            # another number names a thing by it ("quarto" is a room, "cuarto" too), no ordinal
            parts[key] = [r for i, r in enumerate(runs) if not (
                r.end - r.start == 1 and i + 1 < len(runs) and runs[i + 1].start == r.end
                and lines[key[0]].words[r.start] in language.number_homographs
                and runs_ordinal_word(language, lines[key[0]].words[r.start]))]
        retry = [(k, r.start, r.end, RUN_CLASS) for (k, _), runs in parts.items() for r in runs]
        retried = self._convert(lines, retry) if retry else {}
        clocks = {(k, a) for k, a, b, cls in jobs if (k, a) in whole and cls in NUMBER_CLASSES | {"money"}}
        for key in [key for key in retried if key in clocks and _CLOCK.search(retried[key])]:
            del retried[key]  # tagged a number, retried whole: "eighteen forty seven" is no clock time "18:47",
            # "a refund of twelve fifty" (money) no "12:50"
        span_classes = {(k, b): cls for k, _a, b, cls in jobs}
        for (k, b), runs in parts.items():  # b: the end of the span the runs were found in
            cls = span_classes[(k, b)]
            if runs and all((k, r.start) in retried for r in runs):  # a span's numbers all or none ("5 bis zwölf")
                for r in runs:
                    form, end = retried[(k, r.start)], r.end
                    if r.end < b and lines[k].words[r.end] in units:  # a unit of the span follows: "2,500 kilometres"
                        form = grouped_before(form, lines[k].words[r.end], self.lang)
                    elif cls in UNIT_CLASSES:  # its rate: "39,4 %", never "39,4 por ciento" ("ciento" says 100);
                        # the tagger may end the span inside the rate ("[uno coma cinco por] mil")
                        labs = labelled[k][0]
                        limit = b
                        while limit < len(labs) and labs[limit].span == "O" and limit - b < RATE_WORDS_MAX:
                            limit += 1
                        form, end = rate_after(lines[k].words, r.start, r.end, limit, form, self.lang) or (form, end)
                    forms[(k, r.start)] = form
                    labs = respan(labelled[k][0], r.start, min(end, b), lines[k].words, language.capitalized_words)
                    if end > b:  # the rate's words the tagger left out join the run: "[1,5 ‰] orcos"
                        labs = with_span(labs, r.start, end, RUN_CLASS)
                    labelled[k] = (labs, labelled[k][1])
        out: dict[int, dict[int, str]] = {}
        for (k, a), form in forms.items():
            out.setdefault(k, {})[a] = form
        for k, line_forms in out.items():
            ends = {a: b for a, b, _ in decode_spans([lab.span for lab in labelled[k][0]])}
            for a in beside_number_words(lines[k].words, {a: ends[a] for a in line_forms}, self.lang, line_forms):
                del line_forms[a]
            for a in joined_amounts(lines[k].words, ends, line_forms, self.lang):
                line_forms.pop(a, None)  # "637 e 99": a price said without its currency, or two numbers
            said_ranges(lines[k].words, ends, line_forms, self.lang)
            shared_currency(lines[k].words, ends, line_forms, self.lang)
            decade_forms(lines[k].words, line_forms, self.lang)
            for a, b, form in year_ranges(lines[k].words, {a: ends[a] for a in line_forms}, line_forms, self.lang):
                labelled[k] = (with_span(labelled[k][0], a, b, "year"), labelled[k][1])
                for x in [x for x in line_forms if a <= x < b]:
                    del line_forms[x]
                line_forms[a] = form
                ends[a] = b
            labs = labelled[k][0]
            for a in left_as_words([(a, ends[a], f) for a, f in line_forms.items()], self.lang, self.style,
                                   lines[k].words):
                if not (a and labs[a - 1].join and code_digits(line_forms[a])):  # a code keeps its digits: "M4", not "M four"
                    if (language.fraction_hyphen and below_one(line_forms[a]) and ends[a] - a == 2
                            and language.cardinal_value(lines[k].words[a]) is not None):
                        labs[a] = replace(labs[a], after="-", join=True)  # "two-thirds" (AP, Chicago 7.96); not "an eighth"
                    del line_forms[a]
            kinds = {a: cls for a, _, cls in decode_spans([lab.span for lab in labs])}
            for a, form in list(line_forms.items()):  # "[2500] kilometres" -> "2,500": no year
                if (ends[a] < len(lines[k].words) and kinds.get(a) not in NO_UNIT_CLASSES
                        and (lines[k].words[ends[a]] in units
                             or counted_thousands(lines[k].words, a, ends[a], form, language))):
                    line_forms[a] = grouped_before(form, lines[k].words[ends[a]], self.lang)
            for a, form in list(line_forms.items()):
                if self.style == "prose":
                    line_forms[a] = unit_in_full(lines[k].words, a, ends[a], form, self.lang) or form
                    line_forms[a] = said_minus(lines[k].words, a, ends[a], line_forms[a], self.lang)
                bare = bare_decimal(lines[k].words, a, ends[a], form, self.lang)
                if bare is not None:
                    line_forms[a] = bare
        self.converted += sum(len(f) for f in out.values())
        return out

    def _trimmed_times(self, lines: Sequence[Any], jobs: Sequence[tuple[int, int, int, str]],
                       forms: dict[tuple[int, int], str], labelled: list[Any]) -> None:
        """A time span that ends in words of no number and no hour ("[восемь тридцать утра]", "[huit heures
        trente du matin]": the part of the day, which the converter does not write) tried again without them,
        still a time: "8:30 утра", "8 h 30 du matin". An hour said alone stays words with it ("в семь вечера",
        not "в 7:00 вечера"), and so does a count of hours ("[vingt quatre heures] de route"). `forms` and
        `labelled` are updated in place."""
        from denorm.data import get_language

        language = get_language(self.lang)
        hours = language.hour_nouns
        trims = []
        for k, a, b, cls in jobs:
            if cls != "time" or (k, a) in forms:
                continue
            words = lines[k].words
            runs = runs_inside(words, a, b, self.lang, whole=True)
            if not runs or runs[0].start != a:
                continue
            end = runs[-1].end
            tail = words[end:b]
            if tail and end - a > 1 and not any(map(language.is_number_word, tail)) and not set(tail) & hours:
                trims.append((k, a, end, "time"))
        self._take_trims(lines, trims, forms, labelled)

    def _take_trims(self, lines: Sequence[Any], trims: Sequence[tuple[int, int, int, str]],
                    forms: dict[tuple[int, int], str], labelled: list[Any]) -> None:
        """Spans cut short (line, start, new end, class) converted; each that converts takes its start's form and
        its labels the shorter span (`forms` and `labelled` updated in place)."""
        from denorm.data import get_language

        capitalized = get_language(self.lang).capitalized_words
        done = self._convert(lines, trims) if trims else {}
        for k, a, end, _ in trims:
            if (k, a) in done:
                forms[(k, a)] = done[(k, a)]
                labelled[k] = (respan(labelled[k][0], a, end, lines[k].words, capitalized), labelled[k][1])

    def _trimmed_amounts(self, lines: Sequence[Any], jobs: Sequence[tuple[int, int, int, str]],
                         forms: dict[tuple[int, int], str], labelled: list[Any]) -> None:
        """A money or measure span not converted that runs on past its amount, said to its minor part, into a
        word of no number, unit or joiner and no other unit after it ("[douze euros cinquante pour deux]", "[doce
        euros con cincuenta por dos cafés]") tried again up to that word, in its class: "12,50 € pour deux"; a money or
        percent span that runs on past its unit into such words only, up to its unit ("[двадцать процентов
        больше]": "20 %"; a measure's unit may have a modifier after it, "toneladas métricas").
        `forms` and `labelled` are updated in place."""
        from denorm.data import get_language

        language = get_language(self.lang)
        joiners = language.number_joiners | language.minor_joiners | language.cardinal_joiners
        allowed = language.unit_names | joiners
        trims = []
        for k, a, b, cls in jobs:
            if cls not in UNIT_CLASSES or (k, a) in forms:
                continue
            words = lines[k].words
            end = next((i for i in range(a, b) if not language.is_number_word(words[i]) and words[i] not in allowed),
                       b)
            while end > a and words[end - 1] in joiners - language.unit_names:
                end -= 1  # "[twelve euros and] for two": no amount ends in a joiner
            said = words[a:end]
            # the amount ends in its minor part ("cinquante pour"), not in its unit's modifier ("toneladas
            # métricas"), and no other amount follows ("tres centímetros por siete centímetros": each its own)
            if (end < b and any(map(language.is_number_word, said)) and set(said) & language.unit_names
                    and language.is_number_word(words[end - 1]) and not set(words[end:b]) & language.unit_names):
                trims.append((k, a, end, cls))
                continue
            # ... or past its unit into words of no number, unit or joiner: "[двадцать процентов больше]"; not a
            # measure, whose unit may have a modifier after it ("toneladas métricas")
            unit = next((i for i in range(b - 1, a, -1) if words[i] in language.unit_names), None)
            if (cls != "measure" and unit is not None and unit + 1 < b and any(map(language.is_number_word, words[a:unit]))
                    and not any(language.is_number_word(w) or w in allowed for w in words[unit + 1:b])):
                trims.append((k, a, unit + 1, cls))
        self._take_trims(lines, trims, forms, labelled)

    def _halved_ranges(self, lines: Sequence[Any], jobs: Sequence[tuple[int, int, int, str]],
                       forms: dict[tuple[int, int], str], labelled: list[Any]) -> None:
        """A money, measure or percent span not converted that holds two amounts joined by a range word ("[douze
        virgule cinq pour cent à trois virgule deux millions d'euros]": a percent, then money) tried again as two
        spans, the first in its class, the second of any class; both are taken when both convert ("12,5 % à 3,2
        millions d'euros"), else neither (a first half without its unit converts in no unit's class: "[five to
        ten dollars]"). `forms` and `labelled` are updated in place."""
        from denorm.data import get_language

        language = get_language(self.lang)
        pairs = []
        for k, a, b, cls in jobs:
            if cls not in UNIT_CLASSES or (k, a) in forms:
                continue
            words = lines[k].words
            r = next((r for r in range(a + 1, b - 1) if words[r] in language.range_words
                      and any(map(language.is_number_word, words[a:r]))
                      and any(map(language.is_number_word, words[r + 1:b]))), None)
            if r is not None:
                pairs.append(((k, a, r, cls), (k, r + 1, b, RUN_CLASS)))
        if not pairs:
            return
        done = self._convert(lines, [half for pair in pairs for half in pair])
        for (k, a, r, cls), (_, c, b, _) in pairs:
            if (k, a) in done and (k, c) in done:
                forms[(k, a)], forms[(k, c)] = done[(k, a)], done[(k, c)]
                labs = with_span(with_span(with_span(labelled[k][0], a, b, None), a, r, cls), c, b, RUN_CLASS)
                labelled[k] = (labs, labelled[k][1])

    def _joined_neighbours(self, lines: Sequence[NormalizedLine], jobs: list[tuple[int, int, int, str]],
                           forms: dict[tuple[int, int], str], labelled: dict[int, tuple[list[WordLabels], int]],
                           ) -> list[tuple[int, int, int, str]]:
        """The jobs with each run of touching spans in which a span with number words was not converted tried
        again as one span (the class of its longest member), and taken as one when that verifies: the tagger
        may cut one entity where its class changes ("[four thirty p] [m]", time then measure -> "4:30 PM").
        A lone article stays apart; a number written beside a unit left as a word stays so ("20 секунд", not
        "20 сек."). `forms` and `labelled` are updated in place; the members' forms give way to the whole's."""
        from denorm.data import get_language

        language = get_language(self.lang)
        articles = language.articles
        groups: list[list[tuple[int, int, int, str]]] = []
        for job in sorted(jobs):
            k, a, b, _ = job
            if b == a + 1 and lines[k].words[a] in articles:  # "[ein] [neunzig zentimeter]": an article apart
                groups.append([])
                continue
            last = groups[-1][-1] if groups and groups[-1] else None
            if last is not None and last[0] == k and last[2] == a:
                groups[-1].append(job)
            else:
                groups.append([job])

        def failed_number(k: int, a: int, b: int) -> bool:  # not "[zwanzig] [sekunden]": the number was written
            return (k, a) not in forms and any(map(language.is_number_word, lines[k].words[a:b]))

        def amount_and_minor(g: list[tuple[int, int, int, str]]) -> bool:
            """[quinze livres] [soixante treize]: an amount, then its minor part in a span of its own (the tagger
            cut one amount; written apart, "15 £ 73", it is no right number)."""
            if len(g) != 2 or g[0][3] != "money" or (g[0][0], g[0][1]) not in forms:
                return False
            words = lines[g[0][0]].words
            (_, a, b, _), (_, c, d, _) = g
            runs = number_runs(words[a:d], self.lang)
            between = words[a + runs[0].end:a + runs[1].start] if len(runs) == 2 else []
            signed = _currency_sign(forms[(g[0][0], a)])  # "15 £": its currency
            return (len(runs) == 2 and all(map(language.is_number_word, words[c:d])) and 0 < len(between) <= 3
                    and (minor_gap(language, between) or signed and runs[1].start == c - a)
                    and not unit_after(language, words, d))

        minors = [g for g in groups if amount_and_minor(g)]
        retried = [g for g in groups if len(g) > 1 and any(failed_number(k, a, b) for k, a, b, _ in g)] + minors
        tries = [(g[0][0], g[0][1], g[-1][2], max(g, key=lambda j: j[2] - j[1])[3]) for g in retried]
        tries = [(k, a, b, "money" if g in minors else cls) for (k, a, b, cls), g in zip(tries, retried, strict=True)]
        if not tries:
            return jobs
        joined = self._convert(lines, tries)
        out = list(jobs)
        for (k, a, b, cls), g in zip(tries, retried, strict=True):
            if (k, a) not in joined:
                if g in minors:  # one amount, whole or words: "quinze livres soixante treize"
                    for member in g:
                        forms.pop((member[0], member[1]), None)
                continue
            for member in g:
                forms.pop((member[0], member[1]), None)
                out.remove(member)
            forms[(k, a)] = joined[(k, a)]
            out.append((k, a, b, cls))
            labelled[k] = (with_span(labelled[k][0], a, b, cls), labelled[k][1])
        return out

    def _halved_dates(self, lines: Sequence[NormalizedLine], jobs: Sequence[tuple[int, int, int, str]],
                      labelled: dict[int, tuple[list[WordLabels], int]]) -> dict[tuple[int, int], str]:
        """(line, start) -> written form, for date spans the converter could not write whole (it learnt dates
        with years near its own time) that end in a year after a month's name: the words before that year as a
        date and the year (with a year noun after it) as a year ("am [vierten Juli] [siebzehnhundertsechsundsiebzig]"),
        joined as the language writes a date (a space or a comma) and verified whole, in context; a month and a
        year without a day ("in April [nineteen twelve]") become the year alone, its span narrowed in `labelled`."""
        from denorm.data import get_language
        from denorm.itn.verify import verifies

        language = get_language(self.lang)
        halves = []
        for k, a, b, _ in jobs:
            runs = number_runs(lines[k].words[a:b], self.lang)
            # the year's noun may follow its number: "[восемнадцатого июня] [тысяча восемьсот пятнадцатого года]"
            if (runs and runs[-1].start and set(lines[k].words[a + runs[-1].end:b]) <= language.year_nouns
                    and set(lines[k].words[a:a + runs[-1].start]) & language.month_words):
                halves.append((k, a, a + runs[-1].start, b, len(runs) > 1))
        if not halves:
            return {}
        heads = self._convert(lines, [(k, a, m, "date") for k, a, m, _, day in halves if day])
        years = self._convert(lines, [(k, m, b, "year") for k, _, m, b, _ in halves])
        out = {}
        for k, a, m, b, day in halves:
            year = years.get((k, m))
            if year is None or len(_DIGIT.findall(year)) < 3:
                continue
            if not day:  # a month and its year: the year alone, the month a word (capitalized by `respan`)
                out[(k, m)] = year
                labelled[k] = (respan(labelled[k][0], m, b, lines[k].words, language.capitalized_words),
                               labelled[k][1])
                continue
            head = heads.get((k, a))
            if head is None or not _DIGIT.search(head):
                continue
            span = span_at(lines[k].words, a, b, self.lang)
            form = next((f for f in (f"{head} {year}", f"{head}, {year}")
                         if verifies(span.words, f, span.left, span.right, self.lang)), None)
            if form is not None:
                out[(k, a)] = form
        return out

    def _writes(self, span: Any, form: str) -> bool:
        """Whether a hypothesis is a form the pipeline writes (`writes_its_class`): the converter passes over
        one that is not for its next hypothesis."""
        return writes_its_class(span, form, self.lang)

    def _convert(self, lines: Sequence[NormalizedLine], jobs: Sequence[tuple[int, int, int, str]]
                 ) -> dict[tuple[int, int], str]:
        """(line, start) -> the verified written form of each span (line, start, end, class) that has one.
        Span and context words go to the converter as the language writes a number (`span_at`)."""
        from denorm.data import get_language

        language = get_language(self.lang)
        self.spans += len(jobs)
        out: dict[tuple[int, int], str] = {}
        rest = []
        signed: list[tuple[int, int, str]] = []  # spans that open with a sign said apart from the number
        for k, a, b, cls in jobs:
            words = lines[k].words
            if cls == "abbreviation" and self.style == "prose" and set(words[a:b]) <= language.prose_words:
                continue  # "page 569", not "p. 569" (Language.prose_words)
            said = words[a + 1:b]
            if (self.style == "prose" and words[a] in language.articles
                    and not (cls == "time" and a and words[a - 1] in language.clock_words)  # "a la [una y media]"
                    and (not any(language.is_number_word(w) for w in said)
                         or len(said) == 1 and language.cardinal_value(said[0]) is None)):
                continue  # "für einen Dollar", not "für 1 Dollar" (Language.articles); "mais um segundo", not
                # "mais 1 s" (an ordinal right after the article: "segundo" is a second and the second)
            negative = cls == "money" and words[a] in language.negative_words
            mark = "+" if words[a] in language.plus_words else "-" if cls == "money" else ""
            if b - a > 1 and mark and (is_sign_word(language, words[a]) and sign_said(
                    language, words[a - 1] if a else None,
                    next((w for w in words[a + 1:b + 1] if not language.is_number_word(w)), None), sign=words[a])
                    or negative):
                # "[plus twelve degrees]", "[minus forty two dollars]": the sign, then the number's own form; an
                # amount of money said "negative" too ("a balance of negative forty two dollars";
                # `Language.negative_words` are a sign only there: "tested negative two times")
                # ("+12°", "-$42"; the converter writes "-42 USD")
                signed.append((k, a, mark))
                a += 1
            span = span_at(words, a, b, self.lang, None if cls == RUN_CLASS else cls)
            form = (power_form(span, self.lang) or spelled_form(span, self.lang) or code_form(span, self.lang)
                    or clock_form(span, self.lang)
                    or phone_form(span, self.lang)
                    or grouped_phone_form(span, self.lang) or roman_form(span, self.lang)
                    or (self.style == "prose" and duration_form(span, self.lang)) or label_form(span, self.lang)
                    or score_form(span, self.lang) or value_form(span, self.lang)
                    or decimal_form(span, self.lang) or address(span, self.lang) or dotted_address(span, self.lang))
            if form is not None and cls == "acronym":
                form = (dotted_letters(span, form, self.lang)
                        or unspelled_ends(span, form, getattr(self.tagger, "casing", None), self.lang))
            if form is not None:
                out[(k, a)] = form
            else:
                rest.append(((k, a), span))
        if rest and self.converter is not None:
            convs = self.converter.convert_batch([span for _, span in rest], self.itn_policy, accept=self._writes)
            for (key, span), conv in zip(rest, convs, strict=True):
                if conv.status != "left" and writes_its_class(span, conv.written, self.lang):
                    out[key] = conv.written
                elif (scaled := scaled_amount_form(span, self.lang)) is not None:
                    out[key] = scaled
        for k, a, mark in signed:
            form = out.pop((k, a + 1), None)
            if form is not None and (form[:1].isdigit() or _CURRENCY_FIRST.match(form)):
                out[(k, a)] = mark + form
        return out


def per_unit_end(words: Sequence[str], labs: Sequence[WordLabels], a: int, b: int, cls: str | None,
                 language: Any) -> int:
    """Where a span [a, b) that stops inside a compound unit ends once the unit is whole: after the word past a
    per word it ends on ("[hundert kilometern pro] stunde"), or after a per word and a unit word right after
    a measure that ends in a unit ("[hundert kilometern] pro stunde"; `Language.per_words`); `b` otherwise.
    Only words outside any span are taken."""
    def free(i: int) -> bool:
        return i < len(words) and labs[i].span == "O" and words[i].isalpha()

    if b - a > 1 and words[b - 1] in language.per_words and free(b):
        return b + 1
    if (cls == "measure" and words[b - 1] in language.unit_words and free(b) and words[b] in language.per_words
            and free(b + 1) and words[b + 1] in language.unit_words):
        return b + 2
    return b


def span_at(words: Sequence[str], a: int, b: int, lang: str, cls: str | None = None) -> Any:
    """The span converter's view of words[a:b]: its words and ITN_CONTEXT words of context on each side, as
    the language writes a number (`number_spelling`: German "fünf und zwanzig" as "fünfundzwanzig")."""
    from denorm.data import get_language
    from denorm.itn.conversion import Span

    spell = get_language(lang).number_spelling
    return Span(spell(words[a:b]), spell(words[max(0, a - ITN_CONTEXT):a]), spell(words[b:b + ITN_CONTEXT]), cls)


def digit_said(word: str, language: Any) -> int | None:
    """The digit a word says when digits are read one by one ("five" 5, "oh" 0, Portuguese "meia" 6), else
    None (`Language.digit_value`)."""
    return language.digit_value(word)


#: Span classes whose number is no count of a unit that follows ("in [1999] dollars were scarce").
NO_UNIT_CLASSES = frozenset({"year", "date", "time", "telephone"})


_ZERO_DECIMAL = re.compile(r"^0\.\d+$")


def bare_decimal(words: Sequence[str], a: int, b: int, form: str, lang: str) -> str | None:
    """".22" for the form "0.22" of words[a:b] said "point two two", without its whole part and with no unit or
    currency word after it (`Language.bare_decimal_word`: a calibre, ".357 Magnum"), when the generator reads it
    so in context; None otherwise ("0.5 meters", "zero point two two")."""
    from denorm.data import get_language
    from denorm.itn.verify import verifies

    language = get_language(lang)
    if (language.bare_decimal_word is None or words[a] != language.bare_decimal_word or not _ZERO_DECIMAL.match(form)
            or b < len(words) and words[b] in language.unit_words):
        return None
    bare, span = form[1:], span_at(words, a, b, lang)
    return bare if verifies(span.words, bare, span.left, span.right, lang) else None


def counted_thousands(words: Sequence[str], a: int, b: int, form: str, language: Any) -> bool:
    """Whether words[a:b], written in bare figures, were said with the word for a thousand and are no year of
    this era ("five thousand", "a thousand two hundred"; not "two thousand and nine") nor the year after a
    year noun (`Language.year_words`: "the year 3000"), in a language that says other years in pairs
    (`Language.years_in_pairs`): a count, grouped as one before the word after it (`grouped_before`: "5,000
    employees", AP)."""
    return (language.years_in_pairs and form.isdecimal() and not 2000 <= int(form) < 2100
            and not (a and words[a - 1] in language.year_words)
            and any(language.cardinal_value(w) == 1000 for w in words[a:b]))


def grouped_before(form: str, word: str, lang: str) -> str:
    """A number converted alone before a unit or currency word left as words, grouped as the language's style
    groups a number with a unit ("2500" before "kilometres" -> "2,500": a number with a unit is no year);
    the form unchanged when the style changes anything but the grouping of its digits."""
    from denorm.itn.style import canonical

    styled = canonical(f"{form} {word}", lang)
    head, sep, tail = styled.rpartition(" ")
    same_digits = [c for c in head if c.isdigit()] == [c for c in form if c.isdigit()]
    return head if sep and tail == word and same_digits and head.strip(",. \u00a0\u202f0123456789") == "" else form


#: Words of a rate's reading the tagger may have left out of its span ("[uno coma cinco por] mil").
RATE_WORDS_MAX = 2


def rate_after(words: Sequence[str], start: int, end: int, b: int, form: str, lang: str) -> tuple[str, int] | None:
    """A number run converted alone (`form`, words start..end) with its rate said after it inside its span
    (to b): the language's reading of "%" or "‰" (`Language.symbols`: "por ciento", "pour cent") -> the
    number with its sign in house style and the end of the reading ("treinta y nueve coma cuatro por ciento"
    -> "39,4 %"), when that reads back in context (denorm.itn.verify); None otherwise."""
    from denorm.itn.style import canonical
    from denorm.itn.verify import verifies

    for reading, sign in rate_readings(lang).items():
        said = reading.split()
        stop = end + len(said)
        if stop <= b and list(words[end:stop]) == said:
            written = canonical(f"{form} {sign}", lang)
            left, right = words[max(0, start - ITN_CONTEXT):start], words[stop:stop + ITN_CONTEXT]
            if verifies(words[start:stop], written, left, right, lang):
                return written, stop
    return None


#: Classes whose failed spans have their number runs converted alone: the words left are a unit or a
#: currency ("68,800 square kilometres"); not a time or a date ("halb 5", "9th of november").
RUN_RETRY_CLASSES = frozenset({RUN_CLASS, "cardinal", "ordinal", "year", "decimal", "measure", "money", "percent"})
#: Classes that say a unit: a failed span of theirs that is only a number ("[two hundred] pounds", the unit
#: word outside it) is retried as a number of unknown class too.
UNIT_CLASSES = frozenset({"measure", "money", "percent"})


def labelled_values(words: Sequence[str], labels: Sequence[WordLabels], forms: dict[int, str],
                    lang: str) -> list[WordLabels]:
    """Letters before numbers said one after another ("r fifty g fifty b fifty") are a list of labelled values,
    written alike: when the tagger joins some letters to their numbers and not others ("R50 G 50 B50"), none
    is joined ("R 50 G 50 B 50")."""
    from denorm.data import get_language

    one = get_language(lang).one_letter_words
    ends = {a: b for a, b, _ in decode_spans([lab.span for lab in labels])}
    out = list(labels)
    i, n = 0, len(words)
    while i < n:
        group = []
        k = i
        while k < n and code_letter(words, out, k, forms, one) and k + 1 in ends:
            group.append(k)
            k = ends[k + 1]
        if len(group) >= 2 and len({out[g].join for g in group}) > 1:
            for g in group:
                out[g] = replace(out[g], join=False)
        i = max(k, i + 1)
    return out


#: Classes whose written form takes a capital when it begins a sentence ("Dem 3. März", "Z. B."); not an
#: address or a code ("john.smith@gmail.com", "x86" keep theirs).
_CAPITALIZED_FORMS = frozenset({"date", "abbreviation"})
#: A form of any class that opens with a word of letters before a space ("a 0.22", "über 5 km"): that word
#: begins the sentence like any other.
_LEADING_WORD = re.compile(r"^[^\W\d_]+ ")


def sentence_capitals(labels: Sequence[WordLabels], forms: dict[int, str]) -> None:
    """The written form of a date or abbreviation span, or of any span that opens with a word ("a 0.22") or a dotted
    abbreviation ("z. B."), that begins a sentence with a capital, in place in `forms` ("der dritte märz ist ein
    montag" -> "Der 3. März ist ein Montag."): a form is written as it is, so the tagger's case label of its first
    word cannot give it one."""
    kept = [i for i, lab in enumerate(labels) if lab.disfl == KEEP]
    prev = None
    for i in kept:
        form = forms.get(i, "")
        if ((prev is None or ends_sentence(labels[prev].after)) and form[:1].islower()
                and (labels[i].span[2:] in _CAPITALIZED_FORMS or _LEADING_WORD.match(form) or _DOTTED.match(form))
                and labels[i].span.startswith("B-")):
            forms[i] = form[0].upper() + form[1:]
        prev = i


def weekday_commas(words: Sequence[str], labels: Sequence[WordLabels], forms: dict[int, str],
                   lang: str) -> list[WordLabels]:
    """A comma after a day of the week right before a converted date that begins with a word (a month, an
    article of `Language.date_articles` inside or before it), where the language sets one
    (`Language.weekday_comma`: "Monday, March 3", "Montag, dem 3. März"; "Friday the 21st" has none)."""
    from denorm.data import get_language

    language = get_language(lang)
    out = list(labels)
    if not language.weekday_comma:
        return out
    for a in forms:
        if not (0 < a < len(words) and out[a].span.startswith("B-date")):
            continue
        if a > 1 and words[a - 1] in language.date_articles:
            day = a - 2  # "Montag, dem [3. März]"
        elif forms[a][:1].isalpha():
            day = a - 1  # "Monday, [March 3]", "Montag, [dem 3. März]"; not "Friday [21st]"
        else:
            continue
        if (words[day] in language.weekday_words and all(out[k].disfl == KEEP for k in range(day, a))
                and not any(out[k].after.strip() for k in range(day, a))):
            out[day] = replace(out[day], after=",")
    return out


def street_addresses(words: Sequence[str], labels: Sequence[WordLabels], forms: dict[int, str],
                     lang: str) -> list[WordLabels]:
    """A house number written in figures before a one-word street name and its type (`Language.street_nouns`,
    `denorm.itn.prose.street_after`) heads an address: no mark between the number, the name and the type ("22
    Baker Street", not "22, Baker street"), and the name and the type are a proper noun's (Title case)."""
    from denorm.data import get_language

    language = get_language(lang)
    out = list(labels)
    if not language.street_nouns:
        return out
    spans = decode_spans([lab.span for lab in labels])
    converted = {k for a, b, _ in spans if a in forms for k in range(a, b)}
    for a, b, _ in spans:
        if (not forms.get(a, "").isdecimal() or not street_after(words[b:b + 2], language) or b in converted
                or any(out[k].disfl != KEEP for k in (b - 1, b, b + 1))):
            continue
        for k in (b - 1, b):
            if out[k].after.strip() in (",", ".", ";", ":"):
                out[k] = replace(out[k], after="")
        for k in (b, b + 1):  # "St." of an abbreviation span has its own capital
            if k not in converted and not out[k].form and out[k].case == "L":
                out[k] = replace(out[k], case="T")
    return out


#: A run of letters ("d'euros" holds "d" and "euros").
_LETTER_RUN = re.compile(r"[^\W\d_]+")


def _currency_sign(text: str) -> bool:
    """Whether `text` holds a currency sign ("$", "£", "€", "₽": Unicode category Sc)."""
    return any(unicodedata.category(ch) == "Sc" for ch in text)


def _folded(word: str) -> str:
    """A word in lower case without its accents ("Kilómetros" -> "kilometros")."""
    return "".join(ch for ch in unicodedata.normalize("NFD", word.lower()) if unicodedata.category(ch) != "Mn")


@lru_cache(maxsize=None)
def _folded_names(lang: str) -> frozenset[str]:
    """The language's unit and currency names (`Language.unit_names`) folded (`_folded`), of three letters or more."""
    from denorm.data import get_language

    return frozenset(_folded(w) for w in get_language(lang).unit_names if len(w) > 2)


#: Words before a unit word that are part of the unit ("square kilometres", "degrees Celsius").
_UNIT_PREFIXES = frozenset({"square", "cubic", "degrees"})


def hyphen_compounds(words: Sequence[str], labels: Sequence[WordLabels], lang: str,
                     forms: Mapping[int, str] | None = None) -> list[WordLabels]:
    """Word pairs the language always joins by a hyphen (`Language.hyphen_pairs`: "terça feira" -> "terça-feira"),
    and a word of `Language.hyphen_prefixes` before a number in figures or a month's name ("mid 30s" ->
    "mid-30s", "mid march" -> "mid-March"), joined where the tagger put no mark between them."""
    from denorm.data import get_language

    language = get_language(lang)
    pairs, prefixes = language.hyphen_pairs, language.hyphen_prefixes
    out = list(labels)
    if not pairs and not prefixes:
        return out
    forms = forms or {}
    for i in range(len(words) - 1):
        prefixed = words[i] in prefixes and i not in forms and (
            forms.get(i + 1, "")[:1].isdecimal() or words[i + 1] in language.month_words)
        if (((words[i], words[i + 1]) in pairs or prefixed) and out[i].disfl == out[i + 1].disfl == KEEP
                and not out[i].after.strip() and not out[i + 1].before.strip()):
            out[i] = replace(out[i], after="-", join=True)
    return out


def converted_measures(words: Sequence[str], labels: Sequence[WordLabels], forms: dict[int, str],
                       lang: str) -> list[WordLabels]:
    """A measure in figures right after one of another system of measure (`Language.unit_systems`) restates it,
    and is set in parentheses: "sixty eight thousand eight hundred square kilometres twenty six thousand six
    hundred square miles" -> "68,800 square kilometres (26,600 square miles)" (Chicago 9.17). Each measure is a
    converted span whose form or next word ends in a unit word; nothing may stand between them, no mark
    either."""
    from denorm.data import get_language

    systems = get_language(lang).unit_systems
    if not systems or not forms:
        return list(labels)
    out = list(labels)
    spans = [(a, b) for a, b, _ in decode_spans([lab.span for lab in labels]) if a in forms]

    def measure(a: int, b: int) -> tuple[int, int] | None:
        """(system, last word) of a converted span that is a measure: its form ends in a unit, or the word after
        it is one."""
        unit = forms[a].split()[-1].lower().strip(".,")
        for n, units in enumerate(systems):
            if unit in units or words[b - 1] in units:
                return n, b - 1
            if b < len(words) and words[b] in units and b not in forms:
                return n, b
            if (b + 1 < len(words) and words[b] in _UNIT_PREFIXES and words[b + 1] in units
                    and b not in forms and b + 1 not in forms):
                return n, b + 1  # "square kilometres", "degrees celsius"
        return None

    for (a1, b1), (a2, b2) in pairwise(spans):
        first, second = measure(a1, b1), measure(a2, b2)
        if first is None or second is None or first[0] == second[0] or second[1] < a2 or first[1] + 1 != a2:
            continue
        if (out[first[1]].after.strip() or out[a2].before.strip()
                or any(out[k].disfl != KEEP for k in range(a1, second[1] + 1))):
            continue
        end = second[1]
        out[a2] = replace(out[a2], before="(" + out[a2].before)
        out[end] = replace(out[end], after=")" + out[end].after.lstrip(", "))
    return out


#: Most words of a street's name after its type ("rue du Faubourg Saint Honoré").
STREET_NAME_WORDS = 4


def street_names(words: Sequence[str], labels: Sequence[WordLabels], forms: dict[int, str],
                 lang: str) -> list[WordLabels]:
    """The name after a street type said before it (`Language.street_types`: "rue", "calle", "rua") in Title case,
    its particles in lower case (`Language.name_particles`), when the address has its house number right before
    the type or right after the name, in figures or after a word that says one ("au 22 rue de la Paix", "calle
    Mayor número 22", "rua Augusta 1500"): "la rue principale" alone is no address. At most STREET_NAME_WORDS
    words; the name ends at a mark, a number, a converted span or a function word."""
    from denorm.data import get_language

    language = get_language(lang)
    if not language.street_types:
        return list(labels)
    out = list(labels)
    spans = decode_spans([lab.span for lab in labels])
    ends = {b: a for a, b, _ in spans if a in forms}
    starts = set(forms)
    stops = language.comma_lower_words - language.name_particles

    def house_number(k: int) -> bool:  # a house number starts at word k: bare figures, or a word that says one
        return k in starts and forms[k].isdecimal() or k < len(words) and words[k] in language.house_number_words

    for i, word in enumerate(words):
        if word not in language.street_types or out[i].disfl != KEEP or out[i].after.strip():
            continue
        name: list[int] = []
        j = i + 1
        while j < len(words) and len(name) < STREET_NAME_WORDS and out[j].disfl == KEEP and j not in starts:
            w = words[j]
            if w in language.name_particles and name or w in language.name_particles and j + 1 < len(words) \
                    and words[j + 1] not in stops:
                j += 1
            elif w in stops or language.is_number_word(w) or w in language.house_number_words:
                break
            else:
                name.append(j)
                j += 1
            if out[j - 1].after.strip():
                break
        while j > i + 1 and words[j - 1] in language.name_particles:
            j -= 1  # "rue de [la]": a particle ends no name
        before = forms.get(ends.get(i, -1), "").isdecimal()
        if not name or not (before or house_number(j)):
            continue
        for k in name:
            if out[k].case == "L" and not out[k].form:
                out[k] = replace(out[k], case="T")
        for k in range(i + 1, j):
            if words[k] in language.name_particles and out[k].case == "T" and not out[k].form:
                out[k] = replace(out[k], case="L")
    return out


def closing_commas(words: Sequence[str], labels: Sequence[WordLabels], forms: dict[int, str],
                   lang: str) -> list[WordLabels]:
    """A comma after a written form the language closes with one when the sentence goes on (`Language.comma_closes`:
    "On June 28, 1919, the treaty was signed"), where the tagger put no mark after it."""
    from denorm.data import get_language

    closes = get_language(lang).comma_closes
    if closes is None or not forms:
        return list(labels)
    ends = {a: b for a, b, _ in decode_spans([lab.span for lab in labels])}
    kept = [i for i, lab in enumerate(labels) if lab.disfl == KEEP]
    out = list(labels)
    for a, form in forms.items():
        last = ends.get(a, a + 1) - 1
        more = [i for i in kept if i > last]
        if closes.match(form) and more and not (out[last].after or out[last].join or out[more[0]].before):
            out[last] = replace(out[last], after=",")
    return out


_DASHED = re.compile(r"(\d[\d.,\u00a0 ]*)[-\u2013](\d[\d.,\u00a0 ]*)")


#: A range written with a dash and the currency before it ("$5-10") or a percent sign after it ("5-10%"): AP
#: repeats both with each number in a range said with a word ("$5 to $10", "5% to 10%").
_DASHED_CURRENCY = re.compile(r"([^\w\s\d]+\s?)(\d[\d.,]*)[-\u2013](\d[\d.,]*)")
_DASHED_PERCENT = re.compile(r"(\d[\d.,]*)[-\u2013](\d[\d.,]*)(\s?%)")
#: ... or a unit after it, said once ("5-10 km": "5 to 10 km").
_DASHED_UNIT = re.compile(r"(\d[\d.,]*)[-\u2013](\d[\d.,]*)(\s[^\d\s]+)")


def said_ranges(words: Sequence[str], ends: dict[int, int], forms: dict[int, str], lang: str) -> None:
    """A range the converter wrote with a dash ("1996–1999", "$5-10", "5-10%", "5-10 km") keeps the word the
    speaker said between its numbers ("1996 to 1999", "$5 to $10", "5% to 10%", "5 to 10 km": after "from" the
    dash is wrong, and the words are what was said); changes `forms`."""
    from denorm.data import get_language

    language = get_language(lang)
    links = language.range_words
    for a, form in list(forms.items()):
        said = [w for w in words[a:ends.get(a, a)] if w in links]
        if len(said) != 1:
            continue
        if m := _DASHED.fullmatch(form):
            forms[a] = f"{m.group(1)} {said[0]} {m.group(2)}"
        elif not language.is_number_word(words[a]):
            continue  # "[от пяти до десяти процентов]" is "5–10 %": the span's "от" is in its form
        elif m := _DASHED_CURRENCY.fullmatch(form):
            forms[a] = f"{m.group(1)}{m.group(2)} {said[0]} {m.group(1)}{m.group(3)}"
        elif m := _DASHED_PERCENT.fullmatch(form):
            forms[a] = f"{m.group(1)}{m.group(3)} {said[0]} {m.group(2)}{m.group(3)}"
        elif m := _DASHED_UNIT.fullmatch(form):
            forms[a] = f"{m.group(1)} {said[0]} {m.group(2)}{m.group(3)}"


#: A written amount whose currency comes first ("$10", "£5", "R$ 10"): the currency, then the number.
_CURRENCY_FIRST = re.compile(r"^([^\w\s\d]+\s?|[A-Z]{1,2}[^\w\s\d]+\s?)(\d.*)$")


def shared_currency(words: Sequence[str], ends: dict[int, int], forms: dict[int, str], lang: str) -> None:
    """A bare number said before a range word and an amount written currency first takes the currency too
    ("from five to ten dollars": "from $5 to $10", not "from 5 to $10"; AP "dollars"): the speaker said the
    unit once for both. A currency written after its number ("5 bis 10 €") needs nothing. Changes `forms`."""
    from denorm.data import get_language

    links = get_language(lang).range_words
    for a, form in list(forms.items()):
        b = ends.get(a, a)
        m = _CURRENCY_FIRST.match(forms.get(b + 1, ""))
        if _BARE_NUMBER.fullmatch(form) and b < len(words) and words[b] in links and m:
            forms[a] = m.group(1) + form


#: A decade written with two figures, with or without its mark ("'80s", "80s", "’80s").
_TWO_FIGURE_DECADE = re.compile(r"^['\u2019]?(\d0s)$")


def decade_forms(words: Sequence[str], forms: dict[int, str], lang: str) -> None:
    """A decade in two figures after a word that says whose age it is (`Language.age_owners`: "in her mid
    twenties") is an age, "20s"; any other takes the language's decade mark ("in the late eighties": "'80s"; AP
    "years" and "ages"). The converter writes either, and the generator reads both alike. Changes `forms`."""
    from denorm.data import get_language

    language = get_language(lang)
    if not language.age_owners:
        return
    for a, form in list(forms.items()):
        m = _TWO_FIGURE_DECADE.match(form)
        if m is None:
            continue
        k = a - 1
        while k >= 0 and words[k] in language.decade_spans:
            k -= 1
        forms[a] = m.group(1) if k >= 0 and words[k] in language.age_owners else language.decade_mark + m.group(1)


#: A number written in figures alone ("5", "1,500", "2.5").
_BARE_NUMBER = re.compile(r"\d[\d,.\u00a0\u202f ]*")


def respan(labels: Sequence[WordLabels], start: int, end: int, words: Sequence[str] = (),
           capitalized: frozenset[str] = frozenset()) -> list[WordLabels]:
    """Labels with the span around [start, end) narrowed to it: its other words become plain words, those of
    `capitalized` (`Language.capitalized_words`) with a capital, as in the span they were labelled by its
    written form ("in [April] 1912"; a German noun gets its capital from `written_case` anyway: "20 Pfund
    Salz")."""
    spans = decode_spans([lab.span for lab in labels])
    a, b = next(((a, b) for a, b, _ in spans if a <= start and end <= b), (start, end))
    out = with_span(with_span(labels, a, b, None), start, end, RUN_CLASS)
    for k in [k for k in (*range(a, start), *range(end, b)) if k < len(words) and words[k] in capitalized]:
        if out[k].case == "L":
            out[k] = replace(out[k], case="T")
    return out


def plain_words(line: NormalizedLine, n: int, variants: Mapping[str, str] | None = None,
                ) -> tuple[list[bool], list[bool], list[bool]]:
    """(plain, glued after, glued before) per word: a plain word is a spoken word the user typed as that
    word itself (lower case, no marks, no foreign run glued to it; a letter of `variants` as the letter it
    stands for: Russian "ё", `Language.spoken_variants`), or one of a number written with hyphens
    (`SourceToken.number`: "twenty-three")."""
    plain = [False] * n
    table = str.maketrans(dict(variants)) if variants else None
    for t in line.tokens:
        if t.hi == t.lo + 1 and t.lo < n and (t.text if table is None else t.text.translate(table)) == line.words[t.lo]:
            plain[t.lo] = True
        elif t.number and t.hi <= n:  # "twenty-three": a number as its recognizer wrote it
            plain[t.lo:t.hi] = [True] * (t.hi - t.lo)
    glued_after, glued_before = [False] * n, [False] * n  # a foreign run glued to the word's right / left
    for f in line.foreign:
        if not f.space_before and 0 < f.pos <= n:
            glued_after[f.pos - 1] = True
        if not f.space_after and f.pos < n:
            glued_before[f.pos] = True
    plain = [p and not a and not b for p, a, b in zip(plain, glued_after, glued_before, strict=True)]
    return plain, glued_after, glued_before


def protect(line: NormalizedLine, labels: Sequence[WordLabels], variants: Mapping[str, str] | None = None,
            ) -> list[WordLabels]:
    """Labels that leave alone what the user already wrote (issue 16; `variants`: `plain_words`).

    Only a plain spoken word (its input token is that word itself, lower case, no marks) may be dropped
    as a disfluency: a word typed with digits, capitals, accents or marks, or one of several words a
    written token was read as ("4:30" -> "four thirty"), stays. Pieces of one input token cut apart by
    foreign characters ("sm" + "ø" + "rrebr"...) keep the input's case inside the token and get no marks
    between them. A span with any such word in it is no span: its words stay as the user wrote them (the
    converter's verification allows the repetitions a speaker makes, so "one são são" could become "1")."""
    n = len(labels)
    plain, glued_after, glued_before = plain_words(line, n, variants)
    ok = line.boundaries()
    out = list(labels)
    keep = [lab.disfl == KEEP for lab in out]
    i = 0
    while i < n:  # a run of dropped words with one protected word in it stays whole ("são paulo são paulo")
        j = i
        while j < n and not keep[j]:
            j += 1
        if j > i and not all(plain[i:j]):
            keep[i:j] = [True] * (j - i)
        i = j + 1
    for i, lab in enumerate(out):
        case, before, after, disfl, span = lab.case, lab.before, lab.after, lab.disfl, lab.span
        if keep[i]:
            disfl = KEEP
        if glued_before[i]:
            case, before = ("L" if line.words[i] == line.words[i].lower() else case), ""
        elif glued_after[i] and case == "U":
            case = "T"
        if glued_after[i]:
            after = ""
        out[i] = WordLabels(case, before, after, lab.join, disfl, span, lab.form)
    for a, b, _ in decode_spans([lab.span for lab in out]):
        if not all(plain[a:b]) or not (ok[a] and ok[b]):  # holds words the user wrote, or cuts a token
            out = with_span(out, a, b, None)
    return out


#: Classes whose written form holds a digit ("twelfth" -> "12th"; a form without one is no conversion).
DIGIT_CLASSES = frozenset({"cardinal", "ordinal", "decimal", "fraction", "year", "date", "time", "money", "measure",
                           "percent", "telephone"})
#: A Roman numeral, with the ordinal mark a language writes after one ("XIX.", French "XIXe", "Ier", "IIes").
_ROMAN = re.compile(r"[IVXLCDM]+(?:\.|e|es|er|re|ème)?")
#: A quote or apostrophe that opens or closes nothing: followed by a space or ending the form ("' 12th").
_LOOSE_QUOTE = re.compile(r"['\"\u2018\u2019\u201c\u201d](?:\s|$)|(?:^|\s)['\"\u2018\u2019\u201c\u201d](?=\s|$)")


#: Classes of one number (None: a run the tagger did not mark): a dash between two of their figures is a
#: range, written only where the words say one ("eighteen thirty two through eighteen forty seven").
NUMBER_CLASSES = frozenset({None, "cardinal", "ordinal", "decimal", "year"})
_DASHED_NUMBERS = re.compile(r"\d\s?[-\u2013]\s?\d")
#: A clock time.
_CLOCK = re.compile(r"\d:\d\d")
#: Figures with a fractional part ("3.1", "3,14"; not the groups of "36,193", "68.800", "1.000.000").
_FRACTION = re.compile(r"\d[.,](?!\d{3}(?!\d))\d+")
#: A digit.
_DIGIT = re.compile(r"\d")
#: Digits after a parenthesized group, as a phone number's area code is written ("(555) 123-4567").
_AREA_CODE = re.compile(r"\(\d+\)\s?\d")
#: A fraction over a power of ten ("2/10", "5/100").
_DECIMAL_FRACTION = re.compile(r"(?<![\d/])\d+\s?[/\u2044]\s?10+(?![\d/])")
#: A rate sign alone: percent, per mille, per ten thousand.
_LONE_RATE = re.compile("[%\u2030\u2031]")
#: An arithmetic operator alone.
_OPERATOR = re.compile("[\u00d7\u00f7+\u2212=]")


def _between_numbers(span: Any, written: str, language: Any) -> bool:
    """Whether every operator token of `written` stands between numbers (said or in figures), context included."""
    tokens = [*span.left, *written.split(), *span.right]
    first = len(span.left)

    def number(k: int) -> bool:
        return 0 <= k < len(tokens) and (language.is_number_word(tokens[k]) or any(ch.isdigit() for ch in tokens[k]))

    for k in range(first, first + len(written.split())):
        t = tokens[k]
        if _OPERATOR.fullmatch(t) and not (number(k - 1) and number(k + 1)):
            return False
        if _OPERATOR.search(t) and not _OPERATOR.fullmatch(t) and not any(ch.isdigit() for ch in t):
            return False  # "×mil", "‰×"
    return True
#: A clock time on the hour.
#: A clock time on the hour: "4:00", "16h", "16 h", "16h00" (not "16h30", "16 h 30").
_ON_THE_HOUR = re.compile(r"(?<![\d:])\d{1,2}(?::00| ?h(?: ?00)?)(?![\d:\w])(?! \d)")
#: The fewest figures a telephone number has (emergency numbers: "911", "112").
PHONE_DIGITS = 3
#: Classes whose written fraction ("3.1", "20,4 %") must have been said: not dates ("15.3."), times ("16.30 Uhr")
#: nor money ("twelve fifty" is $12.50).
_WHOLE_UNLESS_SAID = frozenset({None, "cardinal", "year", "ordinal", "decimal", "percent", "measure"})


def _unit_between(words: Sequence[str], language: Any) -> bool:
    """Whether a unit or currency word stands between two number words ("ein meter achtzig", "zwölf euro fünfzig")."""
    numbers = [i for i, w in enumerate(words) if language.is_number_word(w)]
    return bool(numbers) and any(w in language.unit_names for w in words[numbers[0] + 1:numbers[-1]])


#: A colon before a single digit: a score or a ratio ("3:1"), never a clock time (its minutes have two digits).
_SCORE = re.compile(r"\d\s?:\s?\d(?!\d)")
#: Two short numbers joined as a clock time, a decimal or a range joins them ("4:06", "16.30", "4 h 06",
#: "4–06"), not as a number's groups ("1,500", "12.000", "12 000").
_JOINED_PAIR = re.compile(r"(?<![\d.,])\d{1,2}\s?[:.h\u2013\u2014-]\s?\d{1,2}(?![\d.,]?\d)")


def said_digit(word: str, language: Any) -> bool:
    """Whether a word of a written form says a digit (or two) the way digits are read one by one: a digit or zero
    word ("five", "oh"; `Language.digit_value`) or a repeat word ("double": `Language.repeat_words`); not a word
    that is also another word (`Language.number_homographs`: Vietnamese "năm", year and five, in "năm 2013")."""
    if word in language.number_homographs:
        return False
    return digit_said(word, language) is not None or word in language.repeat_counts


#: A dash right after figures with nothing joined to it ("696-", "696- tongue").
_DANGLING_DASH = re.compile(r"\d[-\u2013](?=\s|$)")
#: A colon that does not stand between two figures ("22:", ":30").
_STRAY_COLON = re.compile(r"(?<!\d):|:(?!\d)")
#: An apostrophe before a figure, and the two-figure years and decades it may stand before ("'95", "'80s").
_APOSTROPHE_DIGIT = re.compile(r"(?<!\w)['\u2019](?=\d)")
_SHORT_YEAR = re.compile(r"['\u2019]\d\d(?:s)?(?!\d)")
#: Words before a span said with numbers only in which a currency said for both ends of a range may stand.
CURRENCY_BEFORE = 3
#: A temperature scale's letter after degrees ("180 °C", "350°F", "20 ℃").
_SCALE_LETTER = re.compile(r"°\s?[CFK]\b|[\u2103\u2109]")
#: Classes whose span said as a pair is no count ("eight fifteen" tagged an ordinal, "twelve fifty" money).
_PAIR_CLASSES = frozenset({None, "cardinal", "ordinal", "time", "money"})


def pair_count(span: Any, written: str, language: Any) -> bool:
    """Whether `written` is the figures of a number said as a pair, read as one count: a number 1-12, then one
    of 10-99 ("eight fifteen" -> "815", "twelve thirty" -> "1230", "nine ninety nine" -> "999"). Such a pair
    is a clock time, a price without its currency or a year, never a count (999 is "nine hundred ninety
    nine"); a pair that is no clock time linked by a range word to another number is a year of a range
    ("twelve seventy seven through twelve eighty seven": 1277)."""
    pair = said_pair(span.words, language)
    if pair is None or written != f"{pair[0]}{pair[1]}":
        return False
    ranged = (span.right[:1] and span.right[0] in language.range_words and span.right[1:2]
              and language.is_number_word(span.right[1])
              or span.left[-1:] and span.left[-1] in language.range_words and span.left[-2:-1]
              and language.is_number_word(span.left[-2]))
    return not (pair[1] > 59 and ranged)


def said_pair(words: Sequence[str], language: Any) -> tuple[int, int] | None:
    """(first, second) of a number said as a pair in 2-3 words: a number 1-12, then one of 10-99 ("eight
    fifteen", "nine ninety nine"); None otherwise."""
    from denorm.itn.value import cardinal_value

    if not 2 <= len(words) <= 3:
        return None
    first, second = language.cardinal_value(words[0]), cardinal_value(words[1:], language.code)
    if first is None or second is None or not (1 <= first <= 12 and 10 <= second <= 99):
        return None
    return first, second


#: The last year a number said in two halves is taken for without a year's class, word or era ("twenty
#: ninety nine"; "thirty nine ninety nine" is a price without its currency or a code, and stays words).
YEAR_PAIR_MAX = 2099


def year_pair(words: Sequence[str], language: Any) -> int | None:
    """The value of a number said in two halves as a year is, 13-99 then 10-99 in 2-4 words ("nineteen
    ninety six" -> 1996, "thirty nine ninety nine" -> 3999); None otherwise."""
    from denorm.itn.value import cardinal_value

    if not 2 <= len(words) <= 4:
        return None
    for cut in range(1, len(words)):
        first, second = cardinal_value(words[:cut], language.code), cardinal_value(words[cut:], language.code)
        if first is not None and second is not None and 13 <= first <= 99 and 10 <= second <= 99:
            return 100 * first + second
    return None


def clock_pairs_range(words: Sequence[str], language: Any) -> bool:
    """Whether `words` are two numbers joined by a range word, each said as a pair that reads as a clock time
    (`said_pair` with minutes 10-59: "nine fifteen to nine forty five"), with nothing after them."""
    def clock_pair(part: Sequence[str]) -> bool:
        pair = said_pair(part, language)
        return pair is not None and pair[1] <= 59

    cut = next((i for i, w in enumerate(words) if w in language.range_words), None)
    return cut is not None and clock_pair(words[:cut]) and clock_pair(words[cut + 1:])


def era_after(right: Sequence[str], language: Any) -> bool:
    """Whether the words after a number open with an era, said as one word or spelled ("ad", "b c":
    `Language.era_words`)."""
    return any(" ".join(right[:n]) in language.era_words for n in range(1, min(3, len(right)) + 1))


#: Figures, a period, then a word ("12. июля").
_DOTTED_FIGURE = re.compile(r"\d\.\s+[^\W\d_]")


#: What a clock time may have written after it ("4:30 PM", "5:30 a.m.", "16:30 h").
_CLOCK_MARKERS = frozenset({"am", "pm", "a.m", "p.m", "a. m", "p. m", "h", "hrs", "ч"})
#: Hours and minutes joined by a colon ("4:15", "76:29"), group 1 the hours.
_HOURS_MINUTES = re.compile(r"(?<![\d:.,])(\d{1,2}):\d\d(?![\d:])")
#: A clock time as prose writes one ("2:30", "2h", "14 Uhr", "2 h 30", "4 PM").
_PROSE_CLOCK = re.compile(r"\d:\d\d|\d\s?(?:h|Uhr|AM|PM)\b")


def _duration_range_after(right: Sequence[str], language: Any) -> bool:
    """Whether the words after a span link it to another number that counts hours, minutes or seconds ("[duas] e
    três horas", "[two] to three hours": `Language.time_nouns`), a link being a range word or a joiner of the
    prose style's ranges."""
    from denorm.itn.prose import PROSE

    rules = PROSE.get(language.code)
    links = language.range_words | (rules.links if rules else frozenset())
    if not right or right[0] not in links:
        return False
    k = 1
    while k < len(right) and language.is_number_word(right[k]):
        k += 1
    return 1 < k < len(right) and right[k] in language.time_nouns


@lru_cache(maxsize=None)
def _unit_nouns(lang: str) -> frozenset[str]:
    """The language's unit and currency names and measure nouns (`denorm.itn.prose.measure_words` and the units
    of time)."""
    from denorm.data import get_language
    from denorm.itn.prose import measure_words

    return measure_words(lang) | get_language(lang).unit_words


@lru_cache(maxsize=None)
def _dot_ordinals(lang: str) -> bool:
    """Whether the language writes an ordinal as figures and a period ("12.": German; `denorm.itn.prose.PROSE`)."""
    from denorm.itn.prose import PROSE

    rules = PROSE.get(lang)
    return rules is not None and rules.ordinal.match("12.") is not None


def writes_its_class(span: Any, written: str, lang: str) -> bool:
    """A conversion writes only what its class writes: a digit for the number classes, a Roman numeral or
    digits for roman ("john" is never "john."), one of the language's known abbreviations for abbreviation ("street" ->
    "St."), a month said by name by its name (`Language.month_words`), and no loose quote ("' 12th"); the
    converter passes over a form that does not for its next hypothesis (`PipelineEngine._writes`)."""
    from denorm.data import get_language

    cls = span.entity_class
    language = get_language(lang)
    if _LOOSE_QUOTE.search(written):
        return False
    if ((_CLOCK.search(written) or _ON_THE_HOUR.search(written)) and language.clock_prepositions
            and all(language.is_number_word(w) for w in span.words)
            and (not set(span.left[-1:]) & language.clock_prepositions
                 or len(span.words) == 1 and span.words[0] in language.zero_words)):
        return False  # "ich bin vier fünfzig" is no "4:50", "если двадцать четыре прикажешь" no "24:00": numbers
        # alone are a clock time after a preposition that says one ("um", "в": `Language.clock_prepositions`),
        # and a zero alone is none ("в ноль комнате" is no "в 0:00")
    clock = _HOURS_MINUTES.search(written)
    if clock and not score_said(language, span.left, span.right):
        written_after = [w.lower().strip(".,") for w in written[clock.end():].split()[:1]]
        clock_words = _CLOCK_MARKERS | language.time_nouns | (
            {language.clock_suffix.lower()} if language.clock_suffix else set())
        units = language.unit_names - clock_words
        if (int(clock[1]) > 24 or any(w not in clock_words for w in written_after)
                or not written_after and set(span.right[:1]) & units):
            return False  # "a sheet of seventy six twenty nine" is no "76:29", "two fifty feet" no "2:50 feet",
            # "one twenty four g b p" no "1:24 GBP": a clock time has no hour past 24 and counts no unit; after it
            # only the clock's own words ("PM", "Uhr", "h", "horas"); a score is said as one (`score_said`)
    if _PROSE_CLOCK.search(written) and _duration_range_after(span.right, language):
        return False  # "entre [duas] e três horas" is no "2h": the first number of a range of hours is a count
    if SLASHED.search(written) and len([w for w in span.words if w not in _unit_nouns(lang)]) == 1:
        return False  # "meio litro" is no "1/2 litro", "a quarter of the votes" no "1/4": a fraction said in one
        # word, without its numerator, stays that word
    if _DOTTED_FIGURE.search(written) and not _dot_ordinals(lang):
        return False  # "12. июля" for "двенадцать июля": a period after figures and before a word is an ordinal's
        # only where the language writes ordinals so (German "12. Juli"); elsewhere it is no number's form
    if (cls in _WHOLE_UNLESS_SAID and _FRACTION.search(written) and not language.says_fraction(span.words)
            and not _unit_between(span.words, language)):
        return False  # "со счётом три один" is no "3.1", "выпуск двадцать четыре" no "20.4": a number has no
        # fraction unless one was said, or a unit stands between its parts ("ein Meter achtzig", "zwölf Euro fünfzig")
    if cls == "telephone" and sum(ch.isdigit() for ch in written) < PHONE_DIGITS:
        return False  # "вничью два два" is no telephone number "2.2": the shortest are three figures ("911", "112")
    if cls in NUMBER_CLASSES and _DASHED_NUMBERS.search(written) and not set(span.words) & language.range_words:
        return False  # "eighteen forty seven" is no "18-47": a range says its range word
    if (_DASHED_NUMBERS.search(written) and clock_pairs_range(span.words, language)
            and not era_after(span.right, language) and not set(span.left[-1:]) & language.year_words):
        return False  # "from nine fifteen to nine forty five" is no year range "915-945": two pairs either of
        # which reads as a clock time are no counts (`pair_count`), but before an era or after a year word
    if "£" in written or _ON_THE_HOUR.search(written):
        said = {*span.words, *span.left[-1:]}
        if "£" in written and said & language.currency_homographs and not said & language.currency_qualifiers:
            return False  # "20 Pfund Salz" is a weight: a pound sign only where a word says which pound
        if (_ON_THE_HOUR.search(written) and {*span.words, *span.right[:1]} & language.time_nouns
                and not set(span.left[-1:]) & language.clock_words):
            return False  # "через 3 часа", "24 hours", "nas últimas 24 horas": hours counted, not a clock
            # time ("às 16h": `Language.clock_words`)
    if ((cls == "money" or _currency_sign(written))
            and any(set(span.left[-1:]) & units for units in language.unit_systems)
            and any(set(span.words[-1:]) & units for units in language.unit_systems)):
        return False  # "five kilograms [eleven pounds]": pounds right after a measure restate it, a weight
    if (_JOINED_PAIR.search(written) and names_a_thing(span.left, span.right, language)
            and not language.says_fraction([w for w in span.words if w not in language.zero_words])
            and not set(span.words) & language.range_words):
        return False  # "flight 2:20", "в комнате 4:06", "4–06": a number right after a noun that names a thing
        # by its number is that thing's label, no clock time, decimal or range unless one was said
        # (Language.label_nouns; `label_form` writes it); likewise a house number ("4:06 main street")
    if written.startswith(("-", "\u2212")) and sign_unsaid(span, language):
        return False  # "T minus three", "five minus three", "al menos tres": a countdown, a sum, "at least"
    if _DANGLING_DASH.search(written):
        return False  # "six ninety six" is no "696-": a dash after figures joins them to what follows it
    if _STRAY_COLON.search(written):
        return False  # "twenty two" is no "22:": a colon stands between figures ("22:00", "3:1")
    if any(not _SHORT_YEAR.match(written, m.start()) for m in _APOSTROPHE_DIGIT.finditer(written)):
        return False  # "the six fifteen" is no "'615": an apostrophe before figures only cuts a year's century
        # ("'95", "the '80s")
    if _DIGIT.search(written) and any(said_digit(w, language) for w in written.lower().split()):
        return False  # "oh four twenty seven" is no "oh 427", "double seven nine" no "double 79": a word that says
        # a digit beside figures leaves part of the number in words
    if _currency_sign(written) and all(
            language.is_number_word(w) or w in language.number_joiners | language.minor_joiners
            or is_sign_word(language, w) for w in span.words) \
            and not set(span.left[-CURRENCY_BEFORE:]) & language.unit_names:
        return False  # "the refund of twelve fifty" is no "$12.50", "fiscal twenty twenty four" no "$20.24": a
        # currency sign only where the span says a currency (which one, a listener cannot tell otherwise), or
        # a range's first amount just before ("two dollars and fifty cents to [forty eight seventy five]")
    unsaid = {_folded(w) for w in _LETTER_RUN.findall(written)} & _folded_names(lang)
    if unsaid - {_folded(w) for w in _LETTER_RUN.findall(" ".join(span.words))}:  # "d'euros" says "euros"
        return False  # "veinte con cincuenta" is no "20,50 euros": a unit or currency named only where it was said
    if _SCALE_LETTER.search(written) and not set(span.words) & language.scale_names:
        return False  # "set the oven to one eighty degrees" is no "180 °C": a scale is written only where said
    if cls in _PAIR_CLASSES and pair_count(span, written, language) \
            and not names_a_thing(span.left, span.right, language) and not set(span.left[-1:]) & language.year_words \
            and not era_after(span.right, language):
        return False  # "the eight fifteen show" is at 8:15, "it was nine ninety nine" 9.99, no count "815",
        # "999": a pair is no number unless a noun names a thing or a year by it ("flight eight fifteen":
        # `label_form`; "the year eight fifteen": `Language.year_words`; "ten fifty two ad": `era_after`)
    halves = year_pair(span.words, language)
    if (cls not in ("year", "date") and halves is not None and written.strip() == str(halves)
            and halves > YEAR_PAIR_MAX and not names_a_thing(span.left, span.right, language)
            and not set(span.left[-1:]) & language.year_words and not era_after(span.right, language)):
        return False  # "i paid thirty nine ninety nine" is no "3999" (a price without its currency, 39.99):
        # a number said in two halves is a year's reading, and no year of ordinary prose is past YEAR_PAIR_MAX
        # unless the tagger, a year word or an era says so ("in the year twenty five twenty five")
    if (_CLOCK.search(written) or language.clock_suffix and language.clock_suffix in written.split()) and (
            cls == "year" or set(span.left[-1:]) & (
            language.year_words | language.span_nouns | language.month_words)):
        return False  # "im Jahr zwanzig vierundzwanzig", "im dritten Quartal zwanzig vierundzwanzig" are no clock time
        # "20:24": a number after a year, a period or a month is no time of day
    if _SCORE.search(written) and not score_said(language, span.left, span.right):
        return False  # "года два три назад" is an estimate, no "2:3": a score or ratio after a word that says one
    slashed = SLASHED.search(written)
    if (cls in (None, "cardinal", "fraction", "decimal") and slashed and int(slashed[1]) < int(slashed[2])
            and all(language.cardinal_value(w) is not None for w in span.words)):
        return False  # "un deux cent quarante sept" is no "1/247": a fraction says how it divides (an ordinal
        # denominator, "tiers", "Drittel", "sur", "over"), and cardinals alone say none
    if cls in (None, "fraction", "decimal") and _DECIMAL_FRACTION.search(written):
        return False  # "две десятых" is 0,2, never "2/10": tenths and hundredths are written as decimals
    if _AREA_CODE.search(written) and len(_DIGIT.findall(written)) < 7:
        return False  # "ISO (239) 50" for "two three nine five zero": no phone number has five digits
    said = [*span.words, *span.right[:1]]
    if any(said[i + 1] in language.currency_compounds.get(w, ()) for i, w in enumerate(said[:-1])):
        return False  # "một đồng hồ" is a clock: "đồng" is the first syllable of "đồng hồ", not the currency
    if _LONE_RATE.fullmatch(written.strip()):
        return False  # "vender por mil" is no "‰": a rate sign says a number's rate, and none was said
    if _OPERATOR.search(written) and not _between_numbers(span, written, language):
        return False  # "vender por mil" is no "× mil": an operator stands between two numbers
    if cls == "date" and set(span.words) & language.month_words and not any(
            ch.isalpha() for w in written.split()
            if w.lower() not in span.words or w.lower() in language.month_words for ch in w):
        return False  # a month said by name is written by name: "May 27, 1937", not "05/27/1937" nor "the
        # 03/08/1961" (the span's own words kept beside the figures say no month)
    if cls in DIGIT_CLASSES or cls is None:  # None: a number run the tagger did not mark
        return any(ch.isdigit() for ch in written)
    if cls == "roman":  # "XIX", or the digits a language writes for it ("в 19 веке")
        return any(ch.isdigit() for ch in written) or any(_ROMAN.fullmatch(w) for w in written.split())
    if cls == "abbreviation":
        known = {a.replace(" ", "").lower() for a in language.abbreviations}
        return written.replace(" ", "").lower() in known
    return True


#: A written form that is a whole number in figures ("45", "1,500").
_WHOLE_FIGURES = re.compile(r"\d{1,3}(?:,\d{3})*|\d+")


def compound_modifiers(words: Sequence[str], labels: Sequence[WordLabels], forms: dict[int, str],
                       lang: str) -> list[WordLabels]:
    """Labels that join a count in figures to the singular unit after it when the two modify a noun
    (`Language.modifier_units`): "a 45-minute drive", "a 100-page report"; an age with "year old" always ("a
    12-year-old boy", "a 15-year-old": AP, hyphen). Left alone: a number with marks after it, years and dates
    ("in 1995 year after year"), a unit that ends the sentence or has a number after it, and 1."""
    from denorm.data import get_language

    language = get_language(lang)
    units = language.modifier_units
    if not units or not forms:
        return list(labels)
    out = list(labels)
    spans = {a: (b, cls) for a, b, cls in decode_spans([lab.span for lab in labels])}
    n = len(words)
    for a, form in forms.items():
        b, cls = spans.get(a, (None, None))
        if b is None or b >= n or cls not in _COUNT_CLASSES or not _WHOLE_FIGURES.fullmatch(form) or form == "1":
            continue
        hyphened = out[b - 1].after == "-" and out[b - 1].join  # the tagger's own "12-year"
        lone = spans.get(b, (None,))[0] == b + 1 and b not in forms  # "[minute]": a unit span left as words
        if words[b] not in units or (out[b - 1].after or out[b - 1].join) and not hyphened \
                or out[b].span != "O" and not lone:
            continue
        if words[b] == "year" and b + 1 < n and words[b + 1] == "old" and not out[b].after:
            last = b + 1  # "a 12-year-old boy", "a 15-year-old"
        elif (b + 1 < n and not out[b].after and words[b + 1].isalpha()
              and not language.is_number_word(words[b + 1])):
            last = b  # "a 45-minute drive"
        else:
            continue  # "we walked 45 minute.", "5 year 10": no noun follows
        for k in range(b - 1, last):
            out[k] = replace(out[k], after="-", join=True)
    return out


#: Span classes of a count a unit may follow in a compound modifier (not years, dates, times).
_COUNT_CLASSES = frozenset({RUN_CLASS, "cardinal", "measure"})


#: A written form that ends with a figure: a number a unit symbol after it counts.
_ENDS_WITH_FIGURE = re.compile(r"\d$")


def unit_symbol_forms(words: Sequence[str], labels: Sequence[WordLabels], forms: dict[int, str],
                      lang: str) -> list[WordLabels]:
    """Labels that write a unit symbol said as one word right after a number in figures as the symbol is
    written ("64 mb" -> "64 MB", "100 kwh" -> "100 kWh", "5 ггц" -> "5 ГГц": `Language.unit_symbols`), whatever
    case the tagger or the casing lexicon gave it ("ГГЦ"); elsewhere the word is left to them ("the db server")."""
    from denorm.data import get_language

    symbols = get_language(lang).unit_symbols
    if not symbols:
        return list(labels)
    ends = {b: forms[a] for a, b, _ in decode_spans([lab.span for lab in labels]) if a in forms}
    out = list(labels)
    for i, word in enumerate(words):
        if i and word in symbols and _ENDS_WITH_FIGURE.search(ends.get(i, words[i - 1])):
            lab = out[i]
            out[i] = WordLabels("M", lab.before, lab.after, lab.join, lab.disfl, lab.span, symbols[word])
    return out


def no_glued_words(words: Sequence[str], labels: Sequence[WordLabels], forms: dict[int, str]) -> list[WordLabels]:
    """Labels without a join that would glue a word onto a spoken word that stays a word ("r fifty" ->
    "Rfifty", "one,two"): unless a joining mark stands between them ("e-mail", "and/or"), a join is written
    only into a converted span (a code: "x86"), and not from a word of three letters or more into a number
    ("RFC 2136", "MSST 2010", "Glock 29", not "RFC2136", "glock29"), nor from a letter into a year or into a
    form that is not bare digits ("Cenev G 2004", "C 4º", not "G2004", "C4º")."""
    converted, dated = set(), set()
    for a, b, cls in decode_spans([lab.span for lab in labels]):
        if a in forms:
            converted.update(range(a, b))
            if cls in _NO_CODE_CLASSES:
                dated.add(a)
    out = list(labels)
    for i, lab in enumerate(out[:-1]):
        joins = bool(lab.after.strip()) and all(ch in JOINING_MARKS for ch in lab.after.strip())
        named = len(words[i]) > 2 and words[i].isalpha() and _NUMBER_FIRST.match(forms.get(i + 1, ""))
        coded = i + 1 in forms and (not code_digits(forms[i + 1]) or i + 1 in dated)
        if lab.join and not joins and (i + 1 not in converted and words[i + 1].isalpha() or named or coded):
            out[i] = WordLabels(lab.case, lab.before, lab.after, False, lab.disfl, lab.span, lab.form)
    return out


#: Span classes whose digits are no code's: a letter before a year is an initial ("Cenev G 2004", not "G2004").
_NO_CODE_CLASSES = frozenset({"year", "date", "time"})


def code_digits(form: str) -> bool:
    """Whether a converted span's written form may be glued onto a letter before it as a code ("F16", "MP3",
    "x86"): bare digits; not an ordinal, a measure or an amount ("C4º", "C58,7 W", "H349 ml")."""
    return form.isdecimal()


#: A written form that begins with a number: a name of three letters or more before it is a word of its own
#: ("RFC 2136", "ISO 9001", "Glock 29", "Pro 40"); a letter or two may be glued to a code ("F16", "MP3", "x86").
_NUMBER_FIRST = re.compile(r"\d")


def written_case(words: Sequence[str], labels: Sequence[WordLabels], lang: str,
                 forms: dict[int, str] | None = None) -> list[WordLabels]:
    """Case the tagger's labels do not settle: the language's words written in lower case inside a sentence
    (`Language.lower_words`: Russian "я", German "ich", whatever the tagger learnt from English "I"; and the
    `polite_words` of a line that says one of `familiar_words`: "Könntest du für sie ..."), and a
    capital on an entity span that begins a sentence but stays words ("Five and a half hours": the case
    label of a span's words was learnt on digits, which have none), and on the first word of a line the
    tagger ends with a sentence mark; a label noun in lower case before its number inside a sentence
    (`denorm.itn.prose.lower_labels`: "see page 5"); a capital on the words of a span left as words that the language
    capitalizes (`Language.capitalized_words`: German "einen Kilometer"); and a capital on a lone letter before the digits of a converted span
    (`code_letter`: "r fifty" -> "R50" or "R 50", "f sixteen" -> "F16": never "g50"); a capital on a word the
    language always writes with one (`Language.proper_words`: "before Thursday", "in April")."""
    from denorm.data import get_language
    from denorm.itn.prose import lower_labels

    language = get_language(lang)
    lower = language.lower_words
    if language.familiar_words and not language.familiar_words.isdisjoint(words):
        lower = lower | language.polite_words  # "du" and a polite "Sie" are never said to one person at once
    labels_lower = lower_labels(lang)
    spans = decode_spans([lab.span for lab in labels])
    span_starts = {a for a, _, _ in spans}
    spans_left = [(a, b) for a, b, _ in spans if a not in (forms or {})]
    words_left = {a for a, _ in spans_left}
    nouns = language.capitalized_words
    if language.capitalizes_nouns:  # "im dritten Quartal": nouns said inside a span (not the label nouns:
        nouns = nouns | language.span_nouns  # "Runde 3", but "eine runde Dose")
    inside_left = {k for a, b in spans_left for k in range(a, b) if words[k] in nouns} if nouns else set()
    # a number word of a span left as words has no capital of its own: its label was learnt on the digits or
    # the Roman numeral the span is written with ("в начале XX века": "двадцать" left as words is no "Двадцать")
    numbers_left = {k for a, b in spans_left for k in range(a, b) if k not in inside_left
                    and language.is_number_word(words[k]) and not _number_noun(words[k], language)}
    if nouns and language.capitalizes_nouns:  # a unit the tagger left out of its span is still a noun: "-15 Grad"
        inside_left |= {k for k, w in enumerate(words) if w in nouns}
    inside_left |= {k for k, w in enumerate(words) if w in language.proper_words}  # "before Thursday"
    kept = [i for i, lab in enumerate(labels) if lab.disfl == KEEP]
    if kept and ends_sentence(labels[kept[-1]].after):
        words_left.add(kept[0])  # a line the tagger ends as a sentence begins as one
    out = list(labels)
    start = True  # the next kept word begins a sentence
    for i, lab in enumerate(out):
        if lab.disfl != KEEP:
            continue
        case = lab.case
        if not start and (words[i] in lower or i in numbers_left) and case in ("T", "U"):
            case = "L"
        if (not start and case == "T" and words[i] in labels_lower and i + 1 < len(words)
                and (i + 1 in span_starts or language.is_number_word(words[i + 1]))):
            case = "L"  # "see page 5", not "see Page 5" (denorm.itn.prose.lower_labels)
        if code_letter(words, labels, i, forms or {}, language.one_letter_words):
            case = "U"
        elif (start and i in words_left or i in inside_left) and case == "L":
            case = "T"
        if case != lab.case:
            out[i] = WordLabels(case, lab.before, lab.after, lab.join, lab.disfl, lab.span, lab.form)
        start = ends_sentence(lab.after)
    return out


def _number_noun(word: str, language: Any) -> bool:
    """A number word a language that capitalizes nouns writes as a noun: a scale ("Millionen", "Hundert")."""
    value = language.number_value(word)
    return language.capitalizes_nouns and (value is None or value >= 100)


def code_letter(words: Sequence[str], labels: Sequence[WordLabels], i: int, forms: dict[int, str],
                one_letter_words: frozenset[str]) -> bool:
    """Word i is a lone letter of a code or label: a letter, not a word of one letter of the language, right
    before a converted span that writes digits (joined or not: "R50", "G 50")."""
    word = words[i]
    if len(word) != 1 or not word.isalpha() or word in one_letter_words:
        return False
    return i + 1 < len(words) and forms.get(i + 1, "")[:1].isdigit() and labels[i].after.strip() == ""


#: Classes whose spans of plain cardinal words are written by value (denorm.itn.value), not by the converter.
VALUE_CLASSES = frozenset({None, "cardinal", "year"})
#: Classes whose spans of ordinal words are written by value.
ORDINAL_CLASSES = frozenset({None, "ordinal"})


def value_form(span: Any, lang: str) -> str | None:
    """"thirty six thousand one hundred and ninety three" (cardinal, a run the tagger missed, a year said
    as a cardinal, or a measure, money or percent span whose unit the tagger left out) -> "36,193", "twenty first" (ordinal) -> "21st"; None for words that are not one plain
    cardinal or ordinal (denorm.itn.value)."""
    from denorm.itn.value import cardinal_form, cardinal_value, ordinal_form

    if span.entity_class in ORDINAL_CLASSES or span.entity_class == "year" and _ordinal_last(span.words, lang):
        # a year said as an ordinal with no year noun after it: "в две тысячи десятом" -> "в 2010-м" (Мильчин;
        # "в 2010 году" with it)
        form = ordinal_form(span.words, lang, span.right[0] if span.right else "")
        if form is not None:
            return form
    if span.entity_class not in VALUE_CLASSES and span.entity_class not in UNIT_CLASSES:
        return None  # a measure span of number words only ("[ein tausend sechs hundert] Kilometern"): its value
    if span.entity_class == "year" and not 1000 <= (cardinal_value(span.words, lang) or 0) <= 9999:
        return None
    from denorm.data import get_language

    if sign_unsaid(span, get_language(lang)):
        return None  # "T [minus three]", "al [menos tres]": no negative number
    return cardinal_form(span.words, lang)


def scaled_amount_form(span: Any, lang: str) -> str | None:
    """A money or measure span the converter left, said as a round number of a scale and its unit, as said ("mil
    quinientos millones de euros" -> "1500 millones de euros", "zweitausend millionen euro" -> "2000 Millionen
    Euro"): the number of the scale in figures (`denorm.itn.value.cardinal_form`), the scale and unit words as said
    (a noun the language capitalizes with its capital), when the generator reads it back as the words in the span's
    context (denorm.itn.verify); None otherwise."""
    if span.entity_class not in UNIT_CLASSES:
        return None
    from denorm.data import get_language
    from denorm.itn.value import cardinal_form
    from denorm.itn.verify import verifies

    language = get_language(lang)
    words = list(span.words)
    cut = next((i for i, w in enumerate(words) if (language.cardinal_value(w) or 0) >= 10**6), None)
    if (cut is None or cut == 0 or cut + 1 >= len(words) or not all(map(language.is_number_word, words[:cut]))
            or any(map(language.is_number_word, words[cut + 1:]))):
        return None  # not "2 milhões e quinhentos mil reais": the scale ends the number
    head = cardinal_form(words[:cut], lang)
    if head is None or not head[:1].isdigit():
        return None  # a whole number of the scale only: "1500 millones"
    rest = [w.capitalize() if w in language.capitalized_words or language.capitalizes_nouns and w == words[cut]
            else w for w in words[cut:]]
    form = " ".join([head, *rest])
    return form if verifies(words, form, span.left, span.right, lang) else None


def _ordinal_last(words: Sequence[str], lang: str) -> bool:
    """Whether the last of these words is an ordinal's and no cardinal's ("десятом", "zehnten")."""
    from denorm.data import get_language

    return bool(words) and runs_ordinal_word(get_language(lang), words[-1])


def sign_unsaid(span: Any, language: Any) -> bool:
    """Whether a span opens with a sign word that says no sign where it stands (`runs.sign_said`: "T minus
    three", "al menos tres")."""
    return bool(span.words) and is_sign_word(language, span.words[0]) and not sign_said(
        language, span.left[-1] if span.left else None, span.right[0] if span.right else None, sign=span.words[0])


def address(span: Any, lang: str) -> str | None:
    """"john dot smith at gmail dot com" (an email or url span) -> "john.smith@gmail.com", verified
    (denorm.itn.addresses); None otherwise."""
    if span.entity_class not in ("email", "url"):
        return None
    from denorm.itn.addresses import address_form

    return address_form(span.words, lang, span.entity_class)


#: Entity classes whose spans of single spoken letters are written as those letters in capitals.
SPELLED_CLASSES = frozenset({"acronym"})


def spelled_form(span: Any, lang: str) -> str | None:
    """"p h p" tagged as an acronym -> "PHP", "эф бэ эр" -> "ФБР" (letters said by their names), when the
    generator reads the form back as those words in the span's context (denorm.itn.verify); None otherwise
    (the span goes to the converter)."""
    words = span.words
    if span.entity_class not in SPELLED_CLASSES or len(words) < 2:
        return None
    from denorm.data import get_language
    from denorm.itn.verify import verifies

    head, first = elided_letter(words[0], lang)
    if all(len(w) == 1 and w.isalpha() for w in (first, *words[1:])):
        form = head + "".join((first, *words[1:])).upper()  # "l'o n u" -> "l'ONU"
        return form if verifies(words, form, span.left, span.right, lang) else None
    # letters said by their names ("эф бэ эр" -> "ФБР", "би би си" -> "BBC": `Language.letter_names`), in one
    # script: the language's own letters first, then the others
    language = get_language(lang)
    named: dict[str, list[str]] = {}
    for letter, name in language.letter_names.items():
        named.setdefault(name, []).append(letter)
    own = set(language.letters)
    # a colloquial name ("фэ бэ эр") is verified as the usual one ("эф бэ эр"): the generator says only those
    usual = [language.letter_name_variants.get(w, w) for w in words]
    for native in (True, False):
        letters = []
        for w in usual:
            pick = [c for c in named.get(w, [w] if len(w) == 1 and w.isalpha() else []) if (c in own) == native]
            if not pick:
                break
            letters.append(pick[0])
        else:
            form = "".join(letters).upper()
            if verifies(usual, form, span.left, span.right, lang):
                return form
    return None


def elided_letter(word: str, lang: str) -> tuple[str, str]:
    """A word split into an elided head of the language (`Language.elisions`) and one letter after it: French
    "l'o" (of "l'o n u", l'ONU) -> ("l'", "o"); ("", word) for any other word."""
    from denorm.data import get_language

    for head in get_language(lang).elisions:
        if len(word) == len(head) + 1 and word.startswith(head) and word[-1].isalpha():
            return head, word[-1]
    return "", word


#: A written abbreviation of single letters with periods that opens in lower case ("e.g.", "z. B.", "d. h.",
#: "т. е."): never an acronym in capitals.
_DOTTED = re.compile(r"(?:[^\W\d_]\.\s?){2,}")


@lru_cache(maxsize=16)
def letter_abbreviations(lang: str) -> dict[str, str]:
    """The letters of the language's dotted lower-case abbreviations (`Language.abbreviations`) -> the
    abbreviation: {"eg": "e.g.", "ie": "i.e."}, German {"zb": "z. B.", "dh": "d. h."}, Russian {"те": "т. е."}."""
    from denorm.data import get_language

    out: dict[str, str] = {}
    for written in get_language(lang).abbreviations:
        if written[:1].islower() and _DOTTED.fullmatch(written):
            out.setdefault("".join(c for c in written if c.isalpha()).lower(), written)
    return out


def letter_ends(span: Any, form: str, lang: str, ends: Sequence[tuple[int, int]]) -> Iterator[tuple[str, Any]]:
    """A spelled acronym's letters without words of one letter at its ends that the tagger took into it
    (`Language.one_letter_words`: Spanish "y", English "a"), for each (head, tail) of `ends` (how many words to
    leave out at each end, 0 or 1) whose words are such words: (the letters left, a function that writes a form
    of them with those words put back: "OTAN" -> "OTAN y"). Nothing for a form that is not one letter a word."""
    words = span.words
    if len(words) < 3 or " " in form or len(form) != len(words):
        return
    from denorm.data import get_language

    one = get_language(lang).one_letter_words
    for head, tail in ends:
        if head and words[0] not in one or tail and words[-1] not in one:
            continue

        def put_back(core: str, head: int = head, tail: int = tail) -> str:
            return " ".join([*words[:head], core, *words[len(words) - tail:]])

        yield form[head:len(form) - tail], put_back


def dotted_letters(span: Any, form: str, lang: str) -> str | None:
    """A spelled acronym whose letters are a dotted abbreviation of the language, written as that abbreviation:
    "z b" -> "z. B." (not "ZB"), "d h" -> "d. h."; with a word of one letter at an end that the tagger took in
    (`letter_ends`): "this is [e g a] test" -> "e.g. a" (not "EGA"). The abbreviation spells the same letters, so
    no reading is needed to verify it (the generator says "zum Beispiel" for "z. B."). None for other letters."""
    if len(form) != len(span.words) or " " in form:
        return None
    known = letter_abbreviations(lang)
    if form.lower() in known:
        return known[form.lower()]
    for core, put_back in letter_ends(span, form, lang, ((0, 1), (1, 0))):
        if core.lower() in known:
            return put_back(known[core.lower()])
    return None


def unspelled_ends(span: Any, form: str, lexicon: Any, lang: str) -> str:
    """A spelled acronym's form without a word of one letter at either end that the tagger took into it ("la [o t a
    n y] la u e" -> "OTAN y", not "OTANY"; Spanish "y" is "and"; `letter_ends`): the end goes when the casing
    lexicon knows the letters without it as an acronym and not with it, and the generator reads the new form back
    as the span's words (denorm.itn.verify). `form` otherwise."""
    if lexicon is None:
        return form
    from denorm.itn.verify import verifies

    def known(letters: str) -> bool:
        return len(letters) >= 2 and lexicon.form(letters.lower()) == letters

    if known(form):
        return form
    for core, put_back in letter_ends(span, form, lang, ((0, 1), (1, 0), (1, 1))):
        if known(core):
            new = put_back(core)
            if verifies(span.words, new, span.left, span.right, lang):
                return new
    return form


def spelled_ends(words: Sequence[str], labels: Sequence[WordLabels], lexicon: Any, lang: str, plain: Sequence[bool],
                 ok: Sequence[bool]) -> list[WordLabels]:
    """Labels with a spelled acronym's span taking in a letter said just outside it, when the casing lexicon knows
    the letters with it as an acronym in capitals, and better than without it: not at all, or only as another
    language's entry or by the shape rule ("OTA", borrowed from English, against French "OTAN"); the twin of
    `unspelled_ends`. One word at each end at most, a word no other span holds. The tagger leaves out a letter
    that is also a word (Portuguese "o c e o" -> "o [c e o]", not "o [c e] o") or just one letter too many
    ("[l'o t a] n" -> "[l'o t a n]", l'OTAN). The span's form is still verified (`spelled_form`)."""
    if lexicon is None:
        return list(labels)

    def letter(i: int) -> str:
        return words[i] if len(words[i]) == 1 and words[i].isalpha() else ""

    def known(a: int, b: int) -> int:  # 2: the language's own entry, 1: a borrowed one or the shape rule's, 0: none
        letters = elided_letter(words[a], lang)[1] + "".join(map(letter, range(a + 1, b)))
        if b - a < 2 or len(letters) != b - a or lexicon.form(letters) != letters.upper():
            return 0
        entry = lexicon.get(letters)
        return 2 if entry is not None and not entry.borrowed else 1

    def free(i: int) -> bool:
        return 0 <= i < len(words) and bool(letter(i)) and labels[i].span == "O" and plain[i]

    out = list(labels)
    for a, b, cls in decode_spans([lab.span for lab in labels]):
        if cls not in SPELLED_CLASSES or not all(map(letter, range(a + 1, b))):
            continue
        elided = bool(elided_letter(words[a], lang)[0])
        here = known(a, b)
        if here == 2 or not (elided or letter(a)):
            continue
        for s, e in ((a, b + 1), (a - 1, b), (a - 1, b + 1)):
            if s < a and elided:
                continue  # the elided head opens the acronym ("l'o ..."): no letter before it
            if all(free(i) for i in (s, e - 1) if not a <= i < b) and known(s, e) > here:
                out = claim_span(out, s, e, cls, plain, ok)
                break
    return out


#: Classes a decimal said digit by digit may be tagged with.
DECIMAL_CLASSES = frozenset({None, "decimal", "cardinal"})


def decimal_form(span: Any, lang: str) -> str | None:
    """"un virgule deux million" (a decimal or cardinal span: a whole number, the decimal word, digits said one
    by one, perhaps a scale) -> "1,2 million", when the generator reads it back as the words in context
    (denorm.itn.verify); None otherwise (the span goes to the converter)."""
    if span.entity_class not in DECIMAL_CLASSES:
        return None
    from denorm.data import get_language
    from denorm.itn.style import canonical
    from denorm.itn.value import cardinal_value
    from denorm.itn.verify import verifies

    language = get_language(lang)
    words = span.words
    point = next((i for i, w in enumerate(words) if w in language.decimal_point_words), None)
    if not point:
        return None
    head = words[:point]
    whole = 0 if len(head) == 1 and head[0] in language.zero_words else cardinal_value(head, lang)
    if whole is None:
        return None
    digits, end = "", point + 1
    for w in words[point + 1:]:
        value = digit_said(w, language)
        if value is None:
            break
        digits += str(value)
        end += 1
    rest = words[end:]
    if not digits or len(rest) > 1 or rest and (language.cardinal_value(rest[0]) or 0) < 10**6:
        return None
    form = f"{canonical(str(whole), lang)}{language.decimal_mark}{digits}"
    if rest:
        form += " " + (rest[0].capitalize() if language.capitalizes_nouns else rest[0])
    return form if verifies(words, form, span.left, span.right, lang) else None


#: The parts of an IPv4 address.
ADDRESS_PARTS = 4


def dotted_address(span: Any, lang: str) -> str | None:
    """"one nine two dot one six eight dot zero dot one" -> "192.168.0.1": four numbers of 0-255, each said digit
    by digit or as a cardinal, joined by a word of the language's decimal or dot joiners (`Language.number_joiners`
    but the cardinal joiners and zero words), when the generator reads it back in context (denorm.itn.verify);
    None otherwise."""
    from denorm.data import get_language
    from denorm.itn.value import cardinal_value
    from denorm.itn.verify import verifies

    language = get_language(lang)
    dots = language.number_joiners - language.cardinal_joiners - set(language.zero_words)
    if len(span.words) < 2 * ADDRESS_PARTS - 1 or not dots & set(span.words):
        return None
    parts: list[list[str]] = [[]]
    for w in span.words:
        if w in dots:
            parts.append([])
        else:
            parts[-1].append(w)
    if len(parts) != ADDRESS_PARTS or not all(parts):
        return None
    values = []
    for part in parts:
        said = [digit_said(w, language) for w in part]
        value = int("".join(map(str, said))) if len(part) > 1 and None not in said else cardinal_value(part, lang)
        if value is None and len(part) == 1:
            value = said[0]
        if value is None or not 0 <= value <= 255:
            return None
        values.append(value)
    form = ".".join(map(str, values))
    return form if verifies(span.words, form, span.left, span.right, lang) else None


def grouped_phone_form(span: Any, lang: str) -> str | None:
    """A telephone number said in groups, each a cardinal ("восемь девятьсот шестнадцать сто двадцать три сорок
    пять шестьдесят семь": 8, 916, 123, 45, 67, each group its longest cardinal from the left) -> "8 (916)
    123-45-67": the language's layouts for those group lengths (`Language.phone_layouts`), the first the
    generator reads back as the words in the span's context (denorm.itn.verify); None otherwise."""
    from denorm.data import get_language

    language = get_language(lang)
    if span.entity_class != "telephone" or not language.phone_layouts:
        return None
    from denorm.itn.value import cardinal_value
    from denorm.itn.verify import verifies

    # a group of d digits is said in at most d + 1 words ("сто двадцать три"): no longer span is any layout's, and
    # a hostile line of number words tagged a telephone costs nothing
    longest = max(max(lengths) for lengths in language.phone_layouts) + 1
    words = span.words
    if len(words) > longest * max(map(len, language.phone_layouts)):
        return None
    groups: list[str] = []
    i = 0
    while i < len(words):
        group = next(((j, v) for j in range(min(len(words), i + longest), i, -1)
                      if (v := cardinal_value(words[i:j], lang)) is not None), None)
        if group is None:
            return None
        i = group[0]
        groups.append(str(group[1]))
    layouts = language.phone_layouts.get(tuple(map(len, groups)), ())
    return next((f for f in (layout.format(*groups) for layout in layouts)
                 if verifies(span.words, f, span.left, span.right, lang)), None)


def phone_form(span: Any, lang: str) -> str | None:
    """"five five five two three four five six seven eight" tagged as a telephone number -> "(555) 234-5678": digits
    said one by one, laid out as the generator writes phone numbers of their length (7: "555-1234"; 10: "(555)
    234-5678", "555-234-5678"; 11 from a one: "1-800-555-0199"; from a zero: "0301234567") in the language's house
    style (`denorm.itn.style.canonical`), the first layout the generator reads back as the words in the span's
    context (denorm.itn.verify); None otherwise (the span goes to the converter)."""
    if span.entity_class != "telephone" or len(span.words) < 7:
        return None
    from denorm.data import get_language
    from denorm.itn.verify import verifies

    digits = said_digits(span.words, get_language(lang))  # "oh double seven": 077
    if digits is None:
        return None
    n = len(digits)
    layouts: list[str] = []
    if digits[0] == "0":
        layouts.append(digits)
    elif n == 7:
        layouts.append(f"{digits[:3]}-{digits[3:]}")
    elif n == 10:
        layouts += [f"({digits[:3]}) {digits[3:6]}-{digits[6:]}", f"{digits[:3]}-{digits[3:6]}-{digits[6:]}"]
    elif n == 11 and digits[0] == "1":
        layouts.append(f"1-{digits[1:4]}-{digits[4:7]}-{digits[7:]}")
    from denorm.itn.style import canonical

    layouts = list(dict.fromkeys(f if f.isdigit() else canonical(f, lang) for f in layouts))  # the language's
    # own layout of a grouped number: "(11) 3456-7890" in Brazil (denorm.itn.style); figures alone stay so
    return next((f for f in layouts if verifies(span.words, f, span.left, span.right, lang)), None)


def label_digits(words: Sequence[str], language: Any, zero_first: bool = False) -> str | None:
    """The figures of a number said in digits or pairs, as labels are ("four oh six" -> "406", "two twenty" ->
    "220", "seven forty seven" -> "747"): two or more parts, each a digit (zero said as a zero word) or one or
    two words of 10-99, the first not zero unless `zero_first` (a code: "oh two one three nine" -> "02139");
    None for anything else ("four hundred six" is a cardinal)."""
    parts: list[str] = []
    i = 0
    while i < len(words):
        digit = digit_said(words[i], language)
        if digit is not None:
            parts.append(str(digit))
            i += 1
            continue
        value = language.cardinal_value(words[i])
        if value is None or not 10 <= value <= 99:
            return None
        unit = language.cardinal_value(words[i + 1]) if i + 1 < len(words) else None
        if value % 10 == 0 and unit is not None and 1 <= unit <= 9:
            value, i = value + unit, i + 1  # "forty seven"
        parts.append(str(value))
        i += 1
    return "".join(parts) if len(parts) >= 2 and (parts[0] != "0" or zero_first) else None


def said_end(language: Any, words: Sequence[str], a: int, b: int) -> int:
    """The end of the number words that open words[a:b] (b when all of them are: "[ten downing street]" -> 1
    word in)."""
    return next((j for j in range(a, b) if not language.is_number_word(words[j])), b)


def names_a_thing(left: Sequence[str], right: Sequence[str], language: Any) -> bool:
    """Whether a number between words `left` and `right` names a thing: right after a label noun ("room",
    "flight", "рейс": `Language.label_nouns`), a code noun or one word after it ("account number", "zip code
    is": `Language.code_nouns`), or before a one-word street name and its type ("main street":
    `Language.street_nouns`; the name is no cardinal of the number, "fifth avenue" is a name)."""
    if set(left[-1:]) & language.label_nouns or language.code_context(left):
        return True
    return street_after(right, language)


def label_form(span: Any, lang: str) -> str | None:
    """"four oh six" right after a noun that names a thing by its number (`Language.label_nouns`: "room",
    "flight", "рейс") or before a street's name ("four oh six main street") -> "406": the figures said in digits
    or pairs (`label_digits`), when the generator reads them back as the words in the span's context
    (denorm.itn.verify); None otherwise (the span goes to the converter, which writes no clock time there:
    `writes_its_class`)."""
    from denorm.data import get_language

    language = get_language(lang)
    if not names_a_thing(span.left, span.right, language):
        return None
    form = label_digits(span.words, language, zero_first=language.code_context(span.left))
    if form is None:
        return None
    from denorm.itn.verify import verifies

    return form if verifies(span.words, form, span.left, span.right, lang) else None


def duration_form(span: Any, lang: str) -> str | None:
    """"тридцать секунд", "veinte minutos", "twenty four hours" (a time or measure span: a cardinal and a noun of
    hours, minutes or seconds, `Language.hour_nouns`, `duration_nouns`) -> "30 секунд", "20 minutos": running
    prose writes a duration's unit in full (AP, Chicago 9.3; RAE; Мильчин), not "30 сек.", "20 min."; verified in
    context (denorm.itn.verify). None otherwise (the span goes to the converter)."""
    from denorm.data import get_language

    language = get_language(lang)
    if (span.entity_class not in ("time", "measure") or len(span.words) < 2
            or span.words[-1] not in language.time_nouns
            or set(span.left[-1:]) & language.clock_words):
        return None  # "a las diez horas" is a clock time (`Language.clock_words`)
    from denorm.itn.prose import PROSE
    from denorm.itn.value import cardinal_form, cardinal_value
    from denorm.itn.verify import verifies

    number = cardinal_form(span.words[:-1], lang)
    rules = PROSE.get(lang)
    if number is None or rules is not None and (cardinal_value(span.words[:-1], lang) or 0) <= rules.words_up_to:
        return None  # "two hours and five minutes": a small number stays words (denorm.itn.prose)
    noun = span.words[-1].capitalize() if language.capitalizes_nouns else span.words[-1]
    form = f"{number} {noun}"
    return form if verifies(span.words, form, span.left, span.right, lang) else None


#: A written number (or range of numbers) and a unit after it ("9,85 s", "9.58 sec", "2,5 ч", "4 to 6 in").
_NUMBER_UNIT = re.compile(r"([-\u2212]?\d.*?\d|[-\u2212]?\d)\s?([^\d\s]+)")


#: Words of degrees said after a temperature (a sign word before one is said in running text, `said_minus`).
DEGREE_WORDS = frozenset("degree degrees grad градус градуса градусов grado grados degré degrés grau graus".split())
#: A number in figures with its sign and nothing else ("-15", "-3,5").
_SIGNED = re.compile(r"^[-\u2212](\d[\d.,\u00a0\u202f]*)((?: [^\W\d_]+)?)$")


def said_minus(words: Sequence[str], a: int, b: int, form: str, lang: str) -> str:
    """A temperature below zero in running text: the sign word as said before the figures when the degrees are
    said in words after them ("minus fifteen degrees" -> "minus 15 degrees", AP "minus 10"; "minus 15 Grad",
    "минус 15 градусов"), not "-15 degrees"; `form` as it is otherwise (a symbol, "-15 °C", keeps its sign)."""
    from denorm.data import get_language

    match = _SIGNED.match(form)
    if match is None or words[a] not in get_language(lang).sign_words:
        return form
    unit = match[2].strip()
    if not (unit.lower() in DEGREE_WORDS and unit.lower() == words[b - 1]  # "-15 degrees": the degrees in the span
            or not unit and b < len(words) and words[b] in DEGREE_WORDS):  # "-15" before the word "Grad"
        return form
    return f"{words[a]} {match[1]}{match[2]}"


def unit_in_full(words: Sequence[str], a: int, b: int, form: str, lang: str) -> str | None:
    """A written measure whose unit is abbreviated, said in full as the span's last word, where prose writes it
    in full (as said): a noun of hours, minutes or seconds (`Language.time_nouns`: "neun komma acht fünf
    sekunden" -> "9,85 s" -> "9,85 Sekunden", as `duration_form` writes whole numbers), a unit whose symbol is
    also a word (`Language.word_symbols`: "four to six inches" -> "4 to 6 in" -> "4 to 6 inches"; AP, Chicago
    9.16), or any unit of the measure class said in one word where the language writes units in full
    (`Language.units_in_full`: "eineinhalb liter" -> "1,5 l" -> "1,5 Liter"), when that reads back in context
    (denorm.itn.verify); None otherwise."""
    from denorm.data import get_language
    from denorm.itn.verify import verifies

    language = get_language(lang)
    match = _NUMBER_UNIT.fullmatch(form)
    said_in_full = (match and language.units_in_full and match[2] in language.measure_symbols
                    and words[b - 1] in language.unit_words and b - a >= 2
                    and words[b - 2] not in language.unit_words and words[b - 2] not in language.per_words)
    if (not match or b - a < 2 or match[2].lower() == words[b - 1]
            or words[b - 1] not in language.time_nouns and match[2] not in language.word_symbols and not said_in_full
            or a and words[a - 1] in language.clock_words):
        return None  # "às [dezesseis horas]" is a clock time, "16h" (`Language.clock_words`)
    noun = words[b - 1].capitalize() if language.capitalizes_nouns else words[b - 1]
    full = f"{match[1].strip()} {noun}"
    left, right = words[max(0, a - ITN_CONTEXT):a], words[b:b + ITN_CONTEXT]
    return full if verifies(words[a:b], full, left, right, lang) else None


def roman_form(span: Any, lang: str) -> str | None:
    """"diecinueve" right after a noun whose number is a Roman numeral (`Language.roman_nouns`: "siglo",
    "século") -> "XIX", when the generator reads "siglo XIX" back as the noun and the words (denorm.itn.verify);
    None otherwise."""
    from denorm.data import get_language

    language = get_language(lang)
    if not set(span.left[-1:]) & language.roman_nouns:
        return None
    from denorm.data.entities.roman import to_roman
    from denorm.itn.value import cardinal_value
    from denorm.itn.verify import verifies

    value = cardinal_value(span.words, lang)
    if value is None or not 1 <= value <= 50:
        return None
    form = to_roman(value)
    noun = span.left[-1]
    return form if verifies((noun, *span.words), f"{noun} {form}", span.left[:-1], span.right, lang) else None


def score_form(span: Any, lang: str) -> str | None:
    """"два один", "two one", "drei zu zwei" after a word that says a score (`Language.score_words`: "счетом",
    "score", "Stand") -> "2:1", "2-1", "3:2": two numbers below 100, said one after the other or with one word
    between, written with the language's first mark (`Language.score_marks`) the generator reads back as the
    words in the span's context (denorm.itn.verify); None otherwise, and for two words that are one number
    ("twenty one")."""
    from denorm.data import get_language

    language = get_language(lang)
    if not score_said(language, span.left, span.right) or len(span.words) not in (2, 3):
        return None
    said = [span.words[0], span.words[-1]]
    if len(span.words) == 3 and language.cardinal_value(span.words[1]) is not None:
        return None
    from denorm.itn.value import cardinal_value

    if len(span.words) == 2 and cardinal_value(span.words, lang) is not None:
        return None  # one number: "he scored twenty one points" is 21, not "20-1"
    values = [language.cardinal_value(w) for w in said]
    if any(v is None or not 0 <= v < 100 for v in values):
        return None
    from denorm.itn.verify import verifies

    forms = (f"{values[0]}{mark}{values[1]}" for mark in language.score_marks)
    return next((f for f in forms if verifies(span.words, f, span.left, span.right, lang)), None)


def tokens_of(words: Sequence[str], labels: Sequence[WordLabels], forms: dict[int, str],
              cuts: Sequence[int] = ()) -> list[OutToken]:
    """Output tokens of one tagged line: each written unit (`label_units`) with the words [lo, hi) it comes
    from; glued units make one token, except across a position in `cuts`."""
    out: list[OutToken] = []
    glue = False
    for u in label_units(words, labels, forms):
        lo, hi = u.first, u.last + 1
        if out and glue and not any(out[-1].lo < c < hi for c in cuts):
            prev = out[-1]
            out[-1] = OutToken(prev.text + u.text, prev.lo, hi)
        else:
            out.append(OutToken(u.text, lo, hi))
        glue = u.glued
    return out
