"""English calendar words: month names and abbreviations, and the regex fragments that match them."""

from __future__ import annotations

MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
          "october", "november", "december")
#: The days of the week, spoken.
WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
#: Written month (full or abbreviated, lowercase, without the dot) -> month number.
MONTH_NUMBERS: dict[str, int] = {m: i for i, m in enumerate(MONTHS, 1)}
MONTH_NUMBERS.update({m[:3]: i for i, m in enumerate(MONTHS, 1)})
MONTH_NUMBERS["sept"] = 9
#: A written month: full name or three-letter abbreviation with optional dot, capitalized.
MONTH = (r"(?:January|February|March|April|May|June|July|August|September|October|November|December"
         r"|(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\.?)")
MONTH_ABBREVIATIONS = ("Jan.", "Feb.", "Mar.", "Apr.", "Jun.", "Jul.", "Aug.", "Sept.", "Sep.", "Oct.",
                       "Nov.", "Dec.")


def month_number(written: str) -> int:
    """ "Nov." / "November" -> 11."""
    return MONTH_NUMBERS[written.rstrip(".").lower()]
