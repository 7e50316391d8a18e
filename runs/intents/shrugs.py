"""A shrug: "Not sure what that means but there you go.", "make of that what you will", "for what it's worth", "go
figure". The customer closes a point with it, after passing something on they do not understand themselves (blind round
adv25, ADV25-15: after a pasted "instruction" the screener cut out as injected). Its "not" was read as a problem of no
kind and a person was asked to answer a sentence that asks nothing. Those words are taken out before a sentence is read
for a problem told.

Near-misses: a shrug beside a problem or an ask keeps them ("not sure what that means, but the lid is cracked", "not sure
what that means - can you explain?"), and doubt about a named charge or amount is no shrug ("not sure what this $12
charge is"): only "that", "this" or "it" stand for what is shrugged at."""

from __future__ import annotations

import re

_SHRUG = re.compile(
    # not understanding what was just passed on: "not sure what that means", "no idea what this is about", "whatever that means"
    r"\b(?:(?:i'?m|i\s+am|we'?re|we\s+are)\s+)?(?:not\s+(?:really\s+|quite\s+|totally\s+|entirely\s+)?sure|no\s+idea|dunno|don'?t\s+know|no\s+clue|not\s+a\s+clue)\s+"
    r"(?:what|wot)\s+(?:that|this|it)\s+(?:means|meant|is\s+about|was\s+about|is\s+meant\s+to\s+(?:mean|do)|was\s+meant\s+to\s+(?:mean|do)|is|was)\b"
    r"|\bwhatever\s+(?:that|this|it)\s+(?:means|meant|is)\b"
    # closing the point: "but there you go", "there you have it", "so there it is", "make of that what you will"
    r"|\b(?:but\s+|so\s+|and\s+|anyway\s+)?there\s+(?:you|ya|u)\s+(?:go|are|have\s+it)\b|\b(?:but\s+|so\s+)?there\s+it\s+is\b"
    r"|\bmake\s+of\s+(?:that|this|it)\s+what\s+you\s+(?:will|want|like|can)\b|\bfor\s+what\s+it'?s\s+worth\b|\bgo\s+figure\b|\bit\s+is\s+what\s+it\s+is\b",
    re.I)


def without_shrug(text: str) -> str:
    """`text` with the words of a shrug taken out."""
    return _SHRUG.sub(" ", text)
