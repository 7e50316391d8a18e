"""A clause asking something of no known kind beside a claim's own remedy is not a question about that remedy's
status: "The mug arrived cracked, please refund it and also update my delivery address" was read as asking whether a
refund already asked for had come ("refund ... update"), so the damage was not claimed and the whole sentence went to a
person as one `other` (no refund, a needless escalation). The same for "please refund the delivery fee - and update my
phone number", and for a wish told as fair beside the refund ("please refund it, plus I reckon $10 off my next order
would be fair": "refund ... would be").

runs/intents/doubt.py reads a remedy's status in the sentence with these clauses blanked, so each clause keeps its own
kind: the claim's remedy asked (paid by the guard's rules), the other ask `other`, quoting its clause
(runs/intents/other_clause.py). A status asked in words of its own still reads as one ("any update on my refund?",
"has the refund gone through yet").
"""

from __future__ import annotations

import re

from .opinion_asks import OPINION_ASK_WHY, asked_as_opinion

# An ask to change the customer's details: "update my delivery address", "change the phone number on my account".
_DETAILS_CHANGED = re.compile(
    r"\b(?:update|change|correct|amend|edit|fix|switch)\s+(?:my|our|the)\s+(?:\w+\s+){0,2}?"
    r"(?:address(?:es)?|phone(?:\s+number)?|mobile(?:\s+number)?|number|e-?mail(?:\s+address)?|details|name|postcode|zip(?:\s+code)?|"
    r"billing\s+\w+|account|password|card|payment\s+(?:method|details))\b[^.!?;]*", re.I)
# Where a clause opens: a comma, a semicolon, a dash, "and", "plus", "also".
_CLAUSE = re.compile(r"[,;]|\s[-–—]\s|\s(?:and|plus|also)\s", re.I)


def _blank(text: str, a: int, b: int) -> str:
    return text[:a] + " " * (b - a) + text[b:]


def without_asks_beside_remedy(text: str) -> str:
    """The sentence with its clauses asking a change of details or told as an opinion's wish blanked (module doc)."""
    for m in _DETAILS_CHANGED.finditer(text):
        text = _blank(text, m.start(), m.end())
    edges = [0, *(m.end() for m in _CLAUSE.finditer(text)), len(text)]
    for a, b in zip(edges, edges[1:]):
        if a and asked_as_opinion(text[a:b]):
            text = _blank(text, a, b)
    return text


def read_opinion_asks_beside(read: list) -> None:
    """A request of a known kind whose clause of its own wishes for something in an opinion's words ("please refund it,
    plus I reckon $10 off my next order would be fair") asks that too: `other`, the clause quoted (other_clause.py)."""
    for s in read:
        if s.role != "request" or "other" in s.kinds or not s.kinds:
            continue
        cues = [a for hits in s.spans.values() for a, _ in hits]
        edges = [0, *(m.end() for m in _CLAUSE.finditer(s.text)), len(s.text)]
        if any(a and asked_as_opinion(s.text[a:b]) and not any(a <= c < b for c in cues) for a, b in zip(edges, edges[1:])):
            s.kinds, s.why = [*s.kinds, "other"], OPINION_ASK_WHY
