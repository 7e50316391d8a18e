"""A copy of a charge the customer's bank shows as pending and expects to clear by itself, and the customer saying
the shop need do nothing: no copy was taken, so nothing is owed.

"the second one is marked 'pending' and my bank says pending holds like that usually fall off by themselves
within a few days", "it's showing as pending, the bank reckons it'll disappear on its own", "the extra one is still
pending but should drop off in a day or two". A pending copy the customer expects to stay, or says was taken, is
not one ("it's pending and my bank says it won't drop off", "it was pending but it has now gone through").
"""

from __future__ import annotations

import re

# The copy told as pending: "marked 'pending'", "shows as pending", "is pending", "pending holds", "a pending charge".
_PENDING = re.compile(r"\b(?:marked|shown|shows?|showing|listed|flagged|labelled|labeled|says?|is|are|still|just|only)\s+(?:as\s+)?['\"‘“]?pending\b"
                      r"|\bpending\s+(?:holds?|authori[sz]ations?|auths?|pre-?auth\w*|charges?|payments?|transactions?)\b", re.I)
# Its clearing expected: "usually fall off by themselves", "will drop off", "should disappear", "it'll be released".
_CLEARS = re.compile(
    r"\b(?:will|'ll|’ll|should|usually|normally|typically|generally|tend\s+to|would|ought\s+to|going\s+to|gonna|expect(?:s|ed)?\s+(?:it\s+|them\s+)?to)\s+"
    r"(?:\w+\s+){0,2}?(?:fall|drop|come|go)\w*\s+off\b"
    r"|\b(?:will|'ll|’ll|should|usually|normally|typically|generally|tend\s+to|would|going\s+to|gonna|expect(?:s|ed)?\s+(?:it\s+|them\s+)?to)\s+"
    r"(?:\w+\s+){0,2}?(?:disappear|vanish|clear|expire|lapse|drop\s+away|be\s+(?:released|cancel+ed|reversed|voided|removed|dropped))\w*\b"
    r"|\b(?:fall|falls|drop|drops|come|comes|go|goes)\s+off\s+(?:by\s+(?:it|them)sel(?:f|ves)|on\s+(?:its|their)\s+own|automatically)\b"
    r"|\b(?:disappear|disappears|vanish|vanishes|clear|clears|expire|expires)\s+(?:by\s+(?:it|them)sel(?:f|ves)|on\s+(?:its|their)\s+own|automatically)\b", re.I)
# Clearing denied or undone: "won't drop off", "it went through after all", "was taken".
_NOT_CLEARING = re.compile(r"\b(?:won'?t|will\s+not|wouldn'?t|didn'?t|did\s+not|hasn'?t|has\s+not|never|not)\s+(?:\w+\s+){0,2}?(?:fall|drop|come|go|disappear|vanish|clear|be\s+released)\b"
                           r"|\b(?:went|gone|has\s+gone|now\s+gone)\s+through\b|\b(?:was|has\s+been|got)\s+taken\b|\bstill\s+there\b", re.I)


def hold_clearing(text: str) -> re.Match | None:
    """Where `text` tells a copy of a charge as pending and expected to clear by itself (the clearing words), None
    when it does not, or denies the clearing or tells the copy taken after all."""
    pending = _PENDING.search(text)
    if pending is None or _NOT_CLEARING.search(text):
        return None
    return _CLEARS.search(text, pending.start())


# Nothing asked of the shop, hedged or plain: "I don't think there's anything for you to do", "nothing needed from you",
# "no need for you to do anything", "you don't need to do anything".
NOTHING_FOR_YOU = re.compile(
    r"\b(?:i\s+)?(?:don'?t|do\s+not|dont)\s+(?:think|believe|reckon)\s+(?:there'?s|there\s+is)\s+(?:anything|much)\s+(?:for\s+(?:you|u)\s+)?to\s+do\b"
    r"|\bnothing\s+(?:(?:is|else|more)\s+)?(?:needed|required|to\s+do)\s+(?:from|by|on)\s+(?:you|u|your\s+(?:side|end|part))\b"
    r"|\bno\s+need\s+(?:for\s+(?:you|u)\s+)?to\s+do\s+anything\b"
    r"|\b(?:you|u)\s+(?:don'?t|do\s+not|dont)\s+need\s+to\s+do\s+anything\b", re.I)
