"""A politeness put as a condition at the head of a sentence: "If it is not too much trouble, could someone look into why
I was billed two times for the same scarf?", "if you don't mind, ...", "If possible, ...". Read as its condition, the "if"
made the whole sentence a question about something that has not happened (doubt.py), and a duplicate charge told plainly
after it went to a person as a question of no known kind. The opener asks nothing and doubts nothing: the sentence is read
without it.

Near-misses keep their condition: "If the charge shows twice tomorrow, please refund one" (a real condition), "if not,
refund me" (a fallback), "if it arrives broken could I return it?" (a question about what has not happened)."""

from __future__ import annotations

import re

# "if it is not too much trouble", "if it's no bother", "if you don't mind", "if you wouldn't mind", "if possible",
# "if at all possible", "if you can", "if you get a chance/moment", "if that's ok/alright" -- then a comma or a dash
_POLITE_IF = re.compile(
    r"^\W*(?:(?:and|also|so|but|oh|hi|hello)\W+)?if\s+(?:"
    r"(?:it'?s|it\s+is|that'?s|that\s+is|this\s+is|it\s+isn'?t|it'?s\s+not|it\s+is\s+not)\s+(?:not\s+)?(?:too\s+much\s+(?:of\s+a\s+)?|no\s+|any\s+|a\s+|much\s+of\s+a\s+)?"
    r"(?:trouble|bother|problem|hassle|inconvenience|faff)"
    r"|not\s+too\s+much\s+(?:of\s+a\s+)?(?:trouble|bother|hassle)"
    r"|you\s+(?:don'?t|do\s+not|wouldn'?t|would\s+not)\s+mind"
    r"|(?:at\s+all\s+)?possible"
    r"|you\s+(?:can|could|would|get\s+a\s+(?:chance|moment|minute)|have\s+(?:a\s+)?(?:moment|minute|time|a\s+sec(?:ond)?))"
    r"|(?:it'?s|that'?s|it\s+is|that\s+is)\s+(?:ok(?:ay)?|alright|all\s+right|fine)"
    r")\s*(?:,|\s[-—–]\s?)\s*", re.I)


def without_polite_if(text: str) -> str:
    """The sentence without a politeness put as a condition at its head, or as it is."""
    return _POLITE_IF.sub("", text, count=1)
