"""The words both count-correction readers read a count by (runs/intents/count_corrections.py and its neighbour for other
wordings, count_corrected_down.py, which it imports, so neither can import the other's): what ends the count's clause,
the spans of time or money a count never is ("it's two weeks", "it's 2 dollars"), and the goods said fine after a second
look. Kept here once: a word added to one of these is read by both readers."""

from __future__ import annotations

# a count of time or money, never of goods: "it's two weeks now", "it's 2 dollars"
TIME_OR_MONEY = r"weeks?|days?|hours?|months?|minutes?|mins?|times?|dollars?|bucks|pounds?|euros?|quid|cents?|percent|pm|am"
# nor of years, emails or calls: "it's two years old", "it's three calls now"
NOR_OF_THESE = r"years?|emails?|calls?"
# the count's clause ending right after it: "it's two.", "it's two, the third I dropped", "two not three", "two of them"
CLAUSE_ENDS = r"[,.;:!)\u2013\u2014-]|$|not\b|of\s+them\b"
# goods said fine: "the second one is fine", "two were intact"
FINE = r"fine|ok|okay|alright|all\s+right|intact|undamaged|unbroken|perfect|good"
# the words between "is" and "fine": "is actually fine", "is perfectly good"
FINE_HOW = r"actually\s+|in\s+fact\s+|totally\s+|perfectly\s+|completely\s+"


def not_a_span(*words: str) -> str:
    """A lookahead refusing a count that one of `words` (alternatives, as a regex reads them) follows, past a "more"
    ("two more weeks")."""
    return r"(?!\s+(?:more\s+)?(?:" + "|".join(words) + r")\b)"
