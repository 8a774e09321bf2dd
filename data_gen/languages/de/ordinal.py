"""German ordinals, inflected from context: "am 3. Tag" -> "am dritten tag", "ein 2. Mal" -> "ein zweites mal"."""

from __future__ import annotations

import random
import re

from denorm.data.base import Context
from denorm.data.languages.de import grammar, numbers
from denorm.data.languages.de.common import GermanEntityClass, decline

#: Informal suffixed ordinals carry their own ending: 3te, 3ten, 21ster.
_SUFFIXED = r"(\d{1,4})(?:s?t)(e|en|er|es|em)"


class GermanOrdinal(GermanEntityClass):
    """"3." before a noun or after a determiner; the ending comes from `grammar.ordinal_ending`.

    "3." with neither a determiner nor a following noun of known gender ("Er wurde 3.") is left to
    the cardinal class, and counted as declined.
    """

    name = "ordinal"
    needs = re.compile(r"\d")  # no match without a digit: skipped for digit-free sentences
    priority = 50
    pattern = re.compile(rf"(?<![\w.,:/-])(?:(\d{{1,4}})\.(?![\d\w])|{_SUFFIXED}(?!\w))")

    def accepts(self, match: re.Match[str], ctx: Context) -> bool:
        if match.group(1) is None:
            return True
        if grammar.ordinal_ending(ctx) is None:
            det, prep = grammar.left_determiner(ctx)
            if det is not None or grammar.following_noun(ctx)[0]:
                decline(self, "undecidable_ending")  # looks like an ordinal, but which ending?
            return False
        return True

    def verbalize(self, match: re.Match[str], ctx: Context, rng: random.Random) -> str | None:
        if match.group(1) is None:
            return numbers.ordinal(int(match.group(2)), match.group(3), rng)
        ending = grammar.ordinal_ending(ctx)
        return None if ending is None else numbers.ordinal(int(match.group(1)), ending, rng)

    def sample(self, rng: random.Random) -> str:
        n = rng.choice((rng.randint(1, 20), rng.randint(1, 100), rng.randint(100, 2000)))
        return f"{n}."
