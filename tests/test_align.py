"""The guard's aligner on tiny problems with known answers: the context flags, the DP, the unit verdicts."""

from __future__ import annotations

import pytest
from denorm.data import get_language
from denorm.data.errors import VerbalizationError

from denorm.align import (
    AlignContext,
    Edit,
    Piece,
    UnitAlignment,
    align,
    align_units,
    anchored,
    dp,
    unit_edit,
    variant_words,
)
from denorm.text.normalize import Unit

T, F = True, False


def _units(*items: str | tuple[str, str, str]) -> list[Unit]:
    """Plain words as strings; entities as (spoken words, class, written form)."""
    out = []
    for k, item in enumerate(items):
        if isinstance(item, str):
            out.append(Unit((item,), k, k + 1))
        else:
            spoken, cls, written = item
            out.append(Unit(tuple(spoken.split()), k, k + 1, cls, written))
    return out


# -- the context: what each input word may do --------------------------------------------------------
# (language, input words, filler, free, ok)
CONTEXT_CASES = [
    ("en", "the the meeting uh starts", (F, F, F, T, F), (T, T, F, T, F), (T, T, F, T, F)),
    # a number word is free only as the earlier copy of a repair, never as any nearby repetition
    ("en", "twenty twenty one", (F, F, F), (T, F, F), (T, F, F)),
    ("en", "four point four", (F, F, F), (F, F, F), (F, T, F)),  # "point" is entity vocabulary
    ("en", "five zebra dollars", (F, F, F), (F, F, F), (F, F, T)),
    ("en", "", (), (), ()),
    ("ru", "в как бы тысяча", (F, T, T, F), (F, T, T, F), (T, T, T, F)),  # a two-word filler; "в 1975 году"
    ("ru", "как тысяча", (F, F), (F, F), (F, F)),  # half of it is no filler
]


@pytest.mark.parametrize("lang,spoken,filler,free,ok", CONTEXT_CASES)
def test_context_flags(lang: str, spoken: str, filler: tuple, free: tuple, ok: tuple) -> None:
    words = spoken.split()
    ctx = AlignContext.build(_units(*words), words, lang)
    assert (ctx.filler, ctx.free, ctx.ok) == (filler, free, ok)
    assert ctx.words == tuple(words) and ctx.lang == lang
    assert ctx.readings == (frozenset(),) * len(words)


def test_context_per_unit_facts() -> None:
    readings = (frozenset(), frozenset({("five", "dollars")}))
    ctx = AlignContext.build(_units("it", ("five dollars", "money", "$5")), ["it", "five", "dollars"], "en", readings)
    assert ctx.readings == readings
    assert ctx.own[0] == frozenset()  # a plain word absorbs nothing
    assert {"five", "dollars"} <= ctx.own[1] and "zebra" not in ctx.own[1]
    with pytest.raises(AttributeError):
        ctx.words = ("changed",)  # type: ignore[misc]  # frozen


@pytest.mark.parametrize("change", [
    {"free": (F,)},  # per-word flags of the wrong length
    {"readings": ()},  # per-unit facts of the wrong length
    {"filler": (T, F), "free": (F, F)},  # a filler that is not free
    {"free": (T, F), "ok": (F, F)},  # a free word not ok inside an entity
])
def test_context_refuses_inconsistent_facts(change: dict) -> None:
    fields = {"lang": "en", "units": tuple(_units("a", "b")), "words": ("a", "b"), "filler": (F, F),
              "free": (F, F), "ok": (F, F), "readings": (frozenset(), frozenset()), "own": (frozenset(), frozenset())}
    AlignContext(**fields)
    with pytest.raises(ValueError):
        AlignContext(**{**fields, **change})


# -- the dynamic programme on tiny problems ------------------------------------------------------------
FIVE = ("five dollars", "money", "$5")
FIVE_READ = frozenset({("five", "dollars")})
# (output units, input words, readings per unit or None, spans, edits as (op, pos, input, output))
DP_CASES = [
    (["meet", "me"], "meet me", None, ((0, 1), (1, 2)), []),
    (["meet", "you"], "meet", None, ((0, 1), (1, 1)), [("ins", 1, "", "you")]),
    (["meet"], "meet zebra", None, ((0, 1),), [("del", 1, "zebra", "")]),
    (["meet", "me"], "meet uh me", None, ((0, 1), (2, 3)), []),  # a filler is dropped for free
    (["meet", "you"], "meet me", None, ((0, 1), (1, 2)), [("sub", 1, "me", "you")]),  # 1 beats ins + del
    ([], "uh zebra", None, (), [("del", 1, "zebra", "")]),
    (["meet"], "", None, ((0, 0),), [("ins", 0, "", "meet")]),
    # a digit entity: free on one of its readings, fillers inside it are free
    ([FIVE], "five dollars", [FIVE_READ], ((0, 2),), []),
    ([FIVE], "five uh dollars", [FIVE_READ], ((0, 3),), []),
    ([FIVE], "", [FIVE_READ], ((0, 0),), [("ins", 0, "", "five dollars")]),
    # not a reading: dropping "fifty" (1) and reading "dollars" as a changed entity (0 + 1) costs 2, less
    # than "fifty dollars" as the entity (1.001 for the foreign number word, + 1 for no reading)
    ([FIVE], "fifty dollars", [FIVE_READ], ((1, 2),), [("del", 0, "fifty", ""), ("sub", 1, "dollars", "five dollars")]),
    # an entity without readings takes a bag of its own and entity words; a foreign word costs 1.001 > 1
    ([FIVE], "five zebra", None, ((0, 1),), [("del", 1, "zebra", "")]),
    ([FIVE], "dollars five", None, ((0, 2),), []),
    (["it", FIVE, "now"], "it zebra five dollars now", [frozenset(), FIVE_READ, frozenset()],
     ((0, 1), (2, 4), (4, 5)), [("del", 1, "zebra", "")]),
    # a tie (1 = drop "at" + a reading, or "at five dollars" as a changed entity; "at" is entity vocabulary,
    # said in every sampled e-mail address): the entity move made first from the earlier cell wins
    (["it", FIVE, "now"], "it at five dollars now", [frozenset(), FIVE_READ, frozenset()],
     ((0, 1), (1, 4), (4, 5)), [("sub", 1, "at five dollars", "five dollars")]),
]


def _edits(edits: tuple[Edit, ...] | list[Edit]) -> list[tuple]:
    return [(e.op, e.pos, e.input, e.output) for e in edits]


@pytest.mark.parametrize("units,spoken,readings,spans,edits", DP_CASES)
def test_dp(units: list, spoken: str, readings: list | None, spans: tuple, edits: list) -> None:
    words = spoken.split()
    ctx = AlignContext.build(_units(*units), words, "en", readings)
    piece = dp(ctx, 0, len(units), 0, len(words))
    assert (piece.spans, _edits(piece.edits)) == (spans, edits)
    full = anchored(ctx, [(len(units), len(words), 0)])  # the full DP through the anchored aligner
    assert (full.spans, _edits(full.edits)) == (spans, edits)


def test_dp_on_a_stretch_keeps_absolute_positions() -> None:
    words = "meet uh you zebra".split()
    ctx = AlignContext.build(_units("meet", "you"), words, "en")
    piece = dp(ctx, 1, 2, 1, 4)
    assert piece == Piece(1, 1, 4, ((2, 3),), (Edit("del", 3, "zebra", ""),))
    assert dp(ctx, 1, 1, 2, 2) == Piece(1, 2, 2, (), ())


def test_anchored_on_exact_matches() -> None:
    words = "we need zebra more time".split()
    ctx = AlignContext.build(_units("we", "need", "more", "time"), words, "en")
    blocks = [(0, 0, 2), (2, 3, 2), (4, 5, 0)]  # what SequenceMatcher finds: "we need" and "more time"
    result = anchored(ctx, blocks)
    assert result == UnitAlignment(((0, 1), (1, 2), (3, 4), (4, 5)), (Edit("del", 2, "zebra", ""),))
    with pytest.raises(ValueError):
        anchored(ctx, [(2, 3, 2), (0, 0, 2)])  # blocks out of order


@pytest.mark.parametrize("units,spoken,spans,edits", [
    (["meet", "me"], "meet me", ((0, 1), (1, 2)), []),  # copied words: no context needed
    (["we", "need", "more", "time"], "we need we need more time", ((2, 3), (3, 4), (4, 5), (5, 6)), []),
    (["meet", "you", "at", "four"], "meet me at four", ((0, 1), (1, 2), (2, 3), (3, 4)), [("sub", 1, "me", "you")]),
])
def test_align_units(units: list, spoken: str, spans: tuple, edits: list) -> None:
    result = align_units(_units(*units), spoken.split(), "en")
    assert (result.spans, _edits(result.edits)) == (spans, edits)


# (units, input words, readings, unit index, input interval, expected edit or None)
UNIT_EDIT_CASES = [
    (["meet"], "meet", None, 0, (0, 1), None),
    (["meet"], "me", None, 0, (0, 1), ("sub", 0, "me", "meet")),
    (["meet"], "me", None, 0, (1, 1), ("ins", 1, "", "meet")),
    ([FIVE], "five uh dollars", [FIVE_READ], 0, (0, 3), None),
    ([FIVE], "five dollars", [FIVE_READ], 0, (0, 1), ("sub", 0, "five", "five dollars")),  # half a reading
    ([FIVE], "five dollars", None, 0, (0, 1), None),  # a bag: any of its own words
    ([FIVE], "five zebra", None, 0, (0, 2), ("sub", 0, "five zebra", "five dollars")),
    ([FIVE], "five", None, 0, (0, 0), ("ins", 0, "", "five dollars")),
]


@pytest.mark.parametrize("units,spoken,readings,i,span,expected", UNIT_EDIT_CASES)
def test_unit_edit(units: list, spoken: str, readings: list | None, i: int, span: tuple, expected: tuple | None) -> None:
    ctx = AlignContext.build(_units(*units), spoken.split(), "en", readings)
    edit = unit_edit(ctx, i, *span)
    assert (None if edit is None else _edits([edit])[0]) == expected


@pytest.mark.parametrize("make", [
    lambda: Edit("swap", 0, "a", "b"),
    lambda: Piece(0, 0, 2, ((1, 2), (0, 1)), ()),  # spans going back
    lambda: Piece(0, 0, 1, ((0, 2),), ()),  # a span past the stretch
])
def test_results_are_validated(make) -> None:
    with pytest.raises(ValueError):
        make()


# -- whole lines ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("output,spoken,intervals", [
    ("Meet me at 4:30 PM.", "meet me at uh four thirty p m",
     [("Meet", 0, 1), ("me", 1, 2), ("at", 2, 3), ("4:30", 3, 8), ("PM.", 3, 8)]),  # one unit, two tokens
    ("Meet me, Bob.", "meet me bob", [("Meet", 0, 1), ("me,", 1, 2), ("Bob.", 2, 3)]),  # copy fast path
    ("It costs $5.", "it costs five dollars", [("It", 0, 1), ("costs", 1, 2), ("$5.", 2, 4)]),
])
def test_align_token_intervals(output: str, spoken: str, intervals: list) -> None:
    a = align(output, spoken.split(), "en")
    assert [(t.text, t.lo, t.hi) for t in a.tokens] == intervals and a.edits == []


# -- numbers a language cannot read --------------------------------------------------------------------
def test_unreadable_numbers_still_give_variants() -> None:
    big = "1" * 30
    with pytest.raises(VerbalizationError):
        get_language("ru").cardinal(int(big))
    words = variant_words(big, "ru", "cardinal")  # the whole number has no reading; its digit groups do
    assert {"один", "одиннадцать"} <= words


def test_a_bug_in_a_speller_is_not_swallowed(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(n: int, rng: object = None) -> str:
        raise TypeError("a bug, not an unreadable number")

    monkeypatch.setattr(get_language("en"), "cardinal", broken)
    variant_words.cache_clear()
    try:
        with pytest.raises(TypeError):
            variant_words("4417", "en")
    finally:
        variant_words.cache_clear()
