"""A request told as made before this mail is context: what the mail asks now is in its own sentences.

"Hi, last week I asked to send back the jute rug (SU-81019). Please cancel that return, we've decided to keep it after
all." (blind round ver25c, VER25C-18): the return told as asked last week was read as a new change-of-mind request, and
the call-off after it as only declining that new return, so a person was told to "follow up on the return", the opposite
of what the customer asked. A return told as asked before ("I asked to send back", "i asked u to take back", "we
requested to return") asks no return now: its return words are no cue, and the call-off after it is the request (a
person cancels the return booked before, runs/intents/withdrawn_asks.py).

Near-misses: a past ask chased ("I asked to send it back last week and still haven't had a label", "... any news?") still
wants something now, and is read as before; a return asked now ("I'd like to send back the rug") is untouched."""

from __future__ import annotations

import re

from .past_asks_in_present import asked_in_present_before

# The customer's own earlier ask, just before the return words: "I asked to", "we asked you to", "I had asked u to",
# "I requested to", "I put in a request to", "I emailed to ask if I could".
_ASKED_BEFORE = re.compile(
    r"\b(?:i|we)\s+(?:had\s+|already\s+|did\s+)?(?:asked|requested|emailed|wrote|messaged|phoned|called|rang|put\s+in\s+(?:a\s+)?request)"
    r"(?:\s+(?:to\s+ask|asking))?(?:\s+(?:you|u|ye|your\s+(?:team|colleagues?|staff)|customer\s+service|support|the\s+shop))?\s+"
    r"(?:(?:to|about|for|if\s+(?:i|we)\s+could|whether\s+(?:i|we)\s+could)\s+)?(?:please\s+|a\s+|an\s+|the\s+)?$", re.I)
# A past ask still chased: the mail wants it done or answered now.
_CHASED = re.compile(r"\b(?:still|yet|haven'?t|hasn'?t|have\s+not|has\s+not|not\s+(?:heard|had|got|received)|no\s+(?:reply|answer|response|word|news|label)|"
                     r"never\s+(?:heard|got|came|arrived)|nobody|no\s+one|waiting|any\s+news|any\s+update)\b", re.I)


def asked_before(text: str, hit: tuple[int, int]) -> bool:
    """Whether the return words at `hit` are a return the customer tells as asked before this mail, not chased now."""
    if text.rstrip().endswith("?") or _CHASED.search(text):
        return False
    return bool(_ASKED_BEFORE.search(text[max(0, hit[0] - 60):hit[0]])) \
        or asked_in_present_before(text, hit)  # "I ask for return last week." (past_asks_in_present.py)


def without_asks_told(text: str, weak: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The weak return cues of `text` but those of a return told as asked before this mail."""
    return [h for h in weak if not asked_before(text, h)]


# A return told: "return", "send the rug back", "take back the kettle", a returns label or a collection.
_RETURN_TOLD = re.compile(r"\b(?:return\w*|collection|send(?:ing)?\s+(?:[\w-]+\s+){0,4}?back|take\s+(?:[\w-]+\s+){0,4}?back)\b", re.I)


def return_told_as_asked(text: str) -> bool:
    """Whether a sentence tells a return the customer asked for before this mail ("last week I asked to send back the
    rug", "I requested a return on Monday"): a return a call-off after it may cancel."""
    return any(asked_before(text, m.span()) for m in _RETURN_TOLD.finditer(text))
