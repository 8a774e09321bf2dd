"""Predicted word labels made consistent before they are written (the pipeline engine and `denorm tag`):
gluing marks join, a spelled-letter span stays one span, a line-final entity span gets its period, a Spanish
question has both its marks, reported speech is not quoted, no period before a word in lower case and no
capital on a function word after a comma."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from itertools import pairwise

from denorm.core.labels import KEEP, WordLabels, decode_spans, ends_sentence

#: Entity classes of spelled letters: a span may switch between them ("u s": abbreviation, then acronym).
LETTER_CLASSES = frozenset({"acronym", "abbreviation"})

#: Marks after a word that always glue it to the next word (in the training labels "-" is followed by a
#: join 99.3% of the time: "object-relational"); the join head is the weakest, so the mark decides.
GLUING_MARKS = frozenset({"-", "--"})


def settle(labels: Sequence[WordLabels]) -> list[WordLabels]:
    """Predicted labels made consistent: a gluing mark joins its word to the next one, and an I- tag of a
    letter class right after a span of the other letter class continues it ("u s" tagged B-abbreviation
    I-acronym is one span, not "U." and a lone "s"); other classes keep their spans apart ("vier neun"
    as cardinal + symbol converts piece by piece: merged, it would stay words)."""
    out = list(labels)
    for i, lab in enumerate(out[:-1]):
        if lab.after in GLUING_MARKS and not lab.join:
            out[i] = replace(lab, join=True)
    out = balance(out)
    prev = "O"
    for i, lab in enumerate(out):
        if (lab.span.startswith("I-") and prev != "O" and lab.span[2:] != prev[2:]
                and {lab.span[2:], prev[2:]} <= LETTER_CLASSES):
            out[i] = replace(lab, span="I-" + prev[2:])
        prev = out[i].span
    return out


#: Opening mark -> its closing marks (a straight quote closes itself).
PAIRS: dict[str, tuple[str, ...]] = {"(": (")",), "[": ("]",), "\u201c": ("\u201d", '"'), "\u201e": ("\u201c", "\u201d", '"'),
                                     "\u00ab": ("\u00bb",), '"': ('"', "\u201d"), "\u2018": ("\u2019",), "'": ("'", "\u2019")}
_CLOSERS = frozenset(c for cs in PAIRS.values() for c in cs) - {"'", "\u2019"}  # ' and ’ are apostrophes too
#: Opening marks that also open when written after a word ("célula(s)"); quotes there close.
AFTER_OPENERS = frozenset("([")


def balance(labels: Sequence[WordLabels]) -> list[WordLabels]:
    """Labels whose brackets and quotes pair up inside the line: an opening mark with no closing one after it
    is not written, nor a closing one with no opening one before it (the tagger's marks before and after each
    word, read left to right, a bracket after a word opening too: "célula(s)"; "I said \u201cI said it twice."
    loses its lone quote)."""
    out = list(labels)
    stack: list[tuple[int, str, str]] = []  # (word, "before"/"after", opening mark)
    drop: list[tuple[int, str, str]] = []  # (word, "before"/"after", mark)
    for i, lab in enumerate(out):
        if lab.disfl != KEEP:
            continue  # a dropped word's marks are not written
        for ch in lab.before.replace(" ", ""):
            if ch in PAIRS:
                stack.append((i, "before", ch))
        for ch in lab.after.replace(" ", ""):
            if stack and ch in PAIRS[stack[-1][2]] and stack[-1][0] <= i:
                stack.pop()
            elif ch in AFTER_OPENERS:  # "célula(s)": a bracket written after a word opens
                stack.append((i, "after", ch))
            elif ch in _CLOSERS:
                drop.append((i, "after", ch))
    drop += [(i, side, ch) for i, side, ch in stack]
    for i, side, ch in drop:
        text = getattr(out[i], side)
        k = text.rfind(ch) if side == "after" else text.find(ch)
        out[i] = replace(out[i], **{side: (text[:k] + text[k + 1:]).strip() if side == "before"
                                    else (text[:k] + text[k + 1:]).rstrip()})
    return out


#: Entity classes after which the tagger writes a period where the sentence is a question: the generator's
#: addresses end statements only.
STATEMENT_ONLY = frozenset({"email", "url"})


def close_sentence(words: Sequence[str], labels: list[WordLabels], forms: dict[int, str],
                   question_openers: frozenset[str] = frozenset()) -> list[WordLabels]:
    """A period after a line-final entity span ("nine a m" -> "9 AM.", "on the ninth of november" ->
    "on November 9.", or the words when the span stays words) when the tagger reads the line as a sentence
    (its first word capitalized) but put no mark after it; a question mark instead where the last sentence
    begins with one of the language's `question_openers` ("can", "do you", "kannst"), which also takes the
    place of the tagger's own period after an address (STATEMENT_ONLY: "Can you send it to john@gmail.com?").

    The training text writes many entities with a dot ("9 a.m.", "the U.S.", "Nov. 9", "5 ft."), which
    absorbs the sentence's period, so the tagger learned to leave the mark off after an entity at a line
    end (and after "p m" it carries that over to a date that follows); the house style writes "9 AM",
    "November 9", which need it back. A form that ends in a mark gets none. The generator's addresses end
    statements only, so after one the tagger writes a period where the sentence asks.
    """
    spans = decode_spans([lab.span for lab in labels])
    if not spans or not labels:
        return labels
    a, b, cls = spans[-1]
    last = labels[-1]
    kept = [lab for lab in labels if lab.disfl == KEEP]
    asked = cls in STATEMENT_ONLY and last.after == "."
    if (b != len(words) or last.after and not asked or last.disfl != KEEP or not kept
            or kept[0].case not in ("T", "U") or (forms.get(a) or " ")[-1] in ".?!"):
        return labels
    starts = [i for i, lab in enumerate(labels[:-1]) if lab.disfl == KEEP and ends_sentence(lab.after)]
    first = next((i for i in range((starts[-1] + 1) if starts else 0, len(labels)) if labels[i].disfl == KEEP), 0)
    opener = words[first] in question_openers or " ".join(words[first:first + 2]) in question_openers
    mark = "?" if opener and first < a else "."
    return [*labels[:-1], replace(last, after=mark)]


#: Marks after a sentence's last word that a closing mark may stand before ("?»", '?")').
_TRAILING = "\"')\u201d\u00bb "


def paired_marks(words: Sequence[str], labels: Sequence[WordLabels], openers: Mapping[str, str],
                 question_words: frozenset[str] = frozenset()) -> list[WordLabels]:
    """Labels whose questions and exclamations are opened and closed, or neither, in a language that opens
    them (`Language.inverted_marks`, Spanish {"?": "¿", "!": "¡"}; RAE, Ortografía 2010, 3.4.3.1), where the
    tagger put one mark of a pair and not the other. A sentence that begins with a question word
    (`Language.question_words`: "qué", "cómo", "dónde"...) is a question: both marks ("¿Qué robots son de la
    clase 400." -> "...400?"). Any other is a statement: the opening mark is dropped, a closing "?" or "!"
    becomes a period, or a comma before a word the tagger wrote in lower case ("¡Vengo en son de paz." ->
    "Vengo en son de paz.", "Deberías salir de mi granja? no voy" -> "Deberías salir de mi granja, no voy").
    Measured on the Spanish outside and numbers sentences (docs/tagger.md)."""
    if not openers:
        return list(labels)
    out = list(labels)
    kept = [i for i, lab in enumerate(out) if lab.disfl == KEEP]
    sentences, start = [], 0
    for n, i in enumerate(kept):
        if ends_sentence(out[i].after) or n == len(kept) - 1:
            sentences.append(kept[start:n + 1])
            start = n + 1
    for k, sent in enumerate(sentences):
        first, last = sent[0], sent[-1]
        asks = words[first] in question_words
        # the next sentence's first word in lower case: the tagger read no new sentence there ("granja, no voy")
        mark = "," if k + 1 < len(sentences) and out[sentences[k + 1][0]].case == "L" else "."
        for close, opener in openers.items():
            opened = [i for i in sent if opener in out[i].before]
            tail = out[last].after
            body = tail.rstrip(_TRAILING)
            trailing = tail[len(body):]  # a closing quote or bracket after the mark
            closed = body.endswith(close)
            if closed == bool(opened):
                continue
            if close == "?" and asks and closed:
                out[first] = replace(out[first], before=out[first].before + opener)
            elif close == "?" and asks and not body.endswith(("!", "\u2026")):
                out[last] = replace(out[last], after=body.removesuffix(".") + close + trailing)
            elif closed:
                out[last] = replace(out[last], after=body[:-1] + mark + trailing)
            else:
                for i in opened:
                    out[i] = replace(out[i], before=out[i].before.replace(opener, "", 1))
    return out


#: Opening quotation marks.
_QUOTES = "\u201c\u201e\u00ab\"\u2018'"


def reported_quotes(words: Sequence[str], labels: Sequence[WordLabels],
                    complementizers: frozenset[str] = frozenset()) -> list[WordLabels]:
    """Labels with no quotation opened right after a word that introduces reported speech
    (`Language.complementizers`: "that", "dass", "что", "que"): "she said that \u201cthat was fine.\u201d" is
    indirect speech, which no style guide quotes ("she said that that was fine"); the quote's closing mark goes
    with it (`balance`). "She said, \u201cThat was fine.\u201d" keeps its quotes: a recognizer cannot tell direct
    speech from indirect there."""
    if not complementizers:
        return list(labels)
    out = list(labels)
    prev = None
    for i, lab in enumerate(out):
        if lab.disfl != KEEP:
            continue
        if prev is not None and words[prev] in complementizers and not out[prev].after.strip() \
                and any(q in lab.before for q in _QUOTES):
            out[i] = replace(lab, before="".join(ch for ch in lab.before if ch not in _QUOTES).strip())
        prev = i
    return balance(out)


def periods_before_lower(labels: Sequence[WordLabels]) -> list[WordLabels]:
    """Labels with a comma for a period the tagger writes before a word it writes in lower case (a plain word,
    no entity span, no mark before it): the punctuation and case heads disagree there ("улице Ленина. дом 12"),
    and on held-out sentences the lower case is the right one. Tried on every held-out set of the six languages
    (docs/results.md, session 21): a capital instead lowered case F1 everywhere; the comma raised punctuation
    F1 everywhere (no mark at all did as well in English and Russian, worse in Spanish, French, Portuguese)."""
    out = list(labels)
    kept = [i for i, lab in enumerate(out) if lab.disfl == KEEP]
    for i, nxt in pairwise(kept):
        lab, word = out[i], out[nxt]
        if (lab.after.strip() == "." and word.case == "L" and word.span == "O" and not word.form
                and not word.before.strip()):
            out[i] = replace(lab, after=",")
    return out


def lower_after_commas(words: Sequence[str], labels: Sequence[WordLabels],
                       lower_words: frozenset[str] = frozenset()) -> list[WordLabels]:
    """Labels with lower case for a function word (`Language.comma_lower_words`: articles, pronouns other than polite
    address, conjunctions, prepositions) the tagger writes with a capital right after its own comma or after no mark
    at all ("verkauft, Das sind", "the gate, He said", "please My account"): the case and punctuation heads disagree
    there, as in `periods_before_lower`, and the mark stands (the held-out sets write such a word in lower case 10
    times in 19, and after a sentence's end never). A word with a mark before it (a quotation) or followed by
    another capitalized word (a name: ", Los Angeles", ", The Hague") keeps its capital."""
    if not lower_words:
        return list(labels)
    out = list(labels)
    kept = [i for i, lab in enumerate(out) if lab.disfl == KEEP]
    for n, (i, nxt) in enumerate(pairwise(kept)):
        lab, word = out[i], out[nxt]
        after = kept[n + 2] if n + 2 < len(kept) else None
        if (lab.after.strip() in ("", ",") and word.case == "T" and word.span == "O" and not word.form
                and not word.before.strip() and words[nxt] in lower_words
                and (after is None or out[after].case not in ("T", "U", "M"))):
            out[nxt] = replace(word, case="L")
    return out
