"""Where the parcel was left, told beside the customer having it now: "(It was left at number 12, not with me, but I have
it now.)", "the driver put it behind the bins but I've got it", "they left it with next door, I picked it up last night".
The customer tells how the parcel reached them: no problem for anyone to settle. Read as a problem of no known kind
(its "not with me"), it went to a person as `other` (blind round ver38c, V38C-P4c).

Near-misses left as they are: the parcel left somewhere and not had ("it was left at number 12 and they won't give it
to me", "left at the wrong house, I never got it"), and the same told with no word of having it ("it was left at
number 12, not with me"), which still reads as the customer's problem."""

from __future__ import annotations

import re

_PLACE = r"(?:at|to|with|in|on|behind|under|by|next\s+door|over|outside|round|around|inside|beside|near)\b"
# The parcel told left somewhere: "it was left at number 12", "the courier left it with next door", "they put it in the bin".
_LEFT = re.compile(
    r"\b(?:it|they|(?:the|my|our)\s+(?:parcel|package|box|order|delivery|shipment))\s+(?:was|were|got|had\s+been|['’]d\s+been|has\s+been)\s+"
    rf"(?:left|delivered|dropped(?:\s+off)?|put|placed|stashed|hidden|chucked|thrown|taken\s+in)\s+(?:\w+\s+)?{_PLACE}"
    r"|\b(?:courier|driver|postman|postie|delivery\s+(?:man|guy|person|driver)|they|he|she|someone|somebody)\s+(?:had\s+)?"
    rf"(?:left|dropped|put|hid|stashed|chucked|threw|delivered|gave)\s+(?:it|them|the\s+(?:parcel|package|box))\s+(?:\w+\s+)?{_PLACE}", re.I)
# The customer has it now: "I have it now", "I've got it", "we picked it up", "I collected it yesterday".
HELD_NOW = re.compile(r"\b(?:i|we)(?:\s*['’]?ve\s+(?:got\s+)?|\s+(?:have\s+(?:got\s+)?|now\s+have\s+|got\s+|picked\s+|collected\s+|fetched\s+|retrieved\s+))"
                      r"(?:it|them|the\s+(?:parcel|package|box|lot))\b(?:\s+(?:up|back))?"
                      r"(?![^.!?]*\b(?:but|except|still|missing|damaged|broken)\b)", re.I)


def left_elsewhere_and_had(text: str) -> bool:
    """Whether a sentence tells where the parcel was left and that the customer has it now (module doc)."""
    left = _LEFT.search(text)
    return bool(left) and bool(HELD_NOW.search(text, left.end()))
