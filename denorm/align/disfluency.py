"""Which input words a correct output may drop: repetitions, false starts, cut-off words, repairs."""

from __future__ import annotations

from collections.abc import Sequence

#: How far (in words) a repeated word or a false start may be from the words it repeats.
DISFLUENCY_REACH = 8
#: Longest run of words a repetition or a false start says twice ("we need we need"), fillers aside.
REPAIR_RUN = 4
#: How far (in words) the word a cut-off start begins may be ("fi um enter one three five").
CUT_OFF_REACH = 6


def disfluent(words: Sequence[str], j: int) -> bool:
    """Dropping words[j] is a removed disfluency: a repetition of a nearby word or a cut-off start."""
    w = words[j]
    after = words[j + 1:j + 2 + DISFLUENCY_REACH]
    return (w in words[max(0, j - DISFLUENCY_REACH):j] or w in after
            or any(len(x) > len(w) and x.startswith(w) for x in after))


def cut_off(words: Sequence[str], j: int) -> bool:
    """words[j] is the cut-off start of a word said soon after ("fif ... fifteen")."""
    w = words[j]
    return any(len(x) >= len(w) + 2 and x.startswith(w) for x in words[j + 1:j + 2 + CUT_OFF_REACH])


def repaired(words: Sequence[str], j: int, filler_at: Sequence[bool]) -> bool:
    """Dropping words[j] undoes a repair: a filler, a cut-off word, or a word of a run of up to
    REPAIR_RUN words said again right after it (cut-off words between; words marked in `filler_at`
    are left out of the runs). Only the earlier copy is dropped, the last one stays.

    Stricter than `disfluent` (any nearby repetition, both copies free): used for number words, where
    "four point four" must not pass as a repetition around "point four" (0.4), nor "twenty twenty" as
    a repetition that an output without 2020 dropped.
    """
    if filler_at[j] or cut_off(words, j):
        return True
    reach = 3 * REPAIR_RUN + CUT_OFF_REACH
    idx = [k for k in range(max(0, j - reach), min(len(words), j + reach + 1)) if not filler_at[k]]
    p = idx.index(j)
    for n in range(1, REPAIR_RUN + 1):
        for s in range(max(0, p - n + 1), p + 1):
            run = [words[k] for k in idx[s:s + n]]
            if len(run) < n:
                continue
            t = s + n
            while t < len(idx) and cut_off(words, idx[t]):
                t += 1
            if [words[k] for k in idx[t:t + n]] == run:
                return True
    return False
