"""An ask told as made before this mail in a learner's present tense: "I ask for return last week.", "i request exchange 3
days ago", "we email you on monday to send back the chair". The verb is left in the present, but the time told is past:
what was asked then is told, not asked now (runs/intents/past_asks.py reads "I asked to ..."). Read as a new ask, it
became a request for a person, and the call-off after it ("i change my mind, i keep the chair") was no longer read as
calling anything off.

Near-misses: the present with no past time ("I ask for a return please", "i ask you return it tomorrow") asks now; a past
ask chased is past_asks.py's to judge (still a request). A leaf: past_asks.py reads it."""

from __future__ import annotations

import re

# the customer's own ask in the present, just before the return words: "I ask for", "i request", "we email you to"
_ASKED_IN_PRESENT = re.compile(
    r"\b(?:i|we)\s+(?:already\s+)?(?:ask|request|email|e-mail|write|message|call|phone)(?:\s+(?:you|u|your\s+shop|the\s+shop|customer\s+service))?\s+"
    r"(?:(?:to|about|for|if\s+(?:i|we)\s+(?:can|could))\s+)?(?:please\s+|a\s+|an\s+|the\s+)?$", re.I)
# a time in the past named in the sentence: "last week", "yesterday", "3 days ago", "on monday", "before"
_PAST_TIME = re.compile(r"\b(?:last\s+(?:week|month|night|time|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday|"
                        r"(?:\d+|a|one|two|three|four|five|few|couple\s+of)\s+(?:days?|weeks?|months?)\s+ago|ago|earlier\s+this\s+(?:week|month)|"
                        r"on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|the\s+other\s+day|before)\b", re.I)


def asked_in_present_before(text: str, hit: tuple[int, int]) -> bool:
    """Whether the return words at `hit` follow the customer's own ask in the present tense, in a sentence naming a past
    time: an ask told as made before, not made now."""
    return bool(_ASKED_IN_PRESENT.search(text[max(0, hit[0] - 60):hit[0]])) and bool(_PAST_TIME.search(text))
