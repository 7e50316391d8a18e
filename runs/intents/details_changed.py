"""A change asked of the customer's own details is no exchange of goods: "I have new telephone number, please change it in
my account to 0044 7700 900 412", "we moved, pls change it on my profile", "new email - can you change it to ...".

Blind round ver26a (VER26A-04): the learner's exchange form ("I want change please", "please change it", read in
runs/intents/remedies.py as goods asked instead of money) took the phone-number sentence for an exchange. The parcel
claim beside it was then read as settled by other goods, and a lost kettle the carrier records lost was sent to a
person with no refund. The sentence still asks something (kind `other`: a person changes the details); it asks no goods.

A change is of details when the words after it put it in an account or a profile ("in my account", "on the system"), or
set it to a number or an address ("to 0044 ...", "to jo@example.com"), or when the sentence names new details before it
("new phone number, please change it"). Never goods: "please change it for a new one", "change it to a large", "change
it to the blue one" stay exchanges."""

from __future__ import annotations

import re

# where the change is made, or what it is set to, right after "change (it)": "in my account", "on your system", "to 0044 7700..."
_INTO_DETAILS = re.compile(r"\s*(?:(?:it|them|this|that|mine)\s+)?(?:(?:over\s+)?(?:in|on|at|for|within)\s+(?:my|our|the|your)\s+"
                           r"(?:account|profile|records?|system|details|file|customer\s+(?:account|profile|record)|settings)\b"
                           r"|to\s+(?:\+?\d[\d\s().-]{5,}|[\w.+-]+@[\w-]+\.\w+))", re.I)
# new details named before the ask in its sentence: "I have new telephone number", "my e-mail has changed", "we moved house"
_DETAILS_BEFORE = re.compile(r"\b(?:new|different|changed|updated|correct)\s+(?:home\s+|postal\s+|delivery\s+|billing\s+|mobile\s+|e-?mail\s+)?"
                             r"(?:tele)?(?:phone|mobile|number|e-?mail|address|surname|name|postcode|zip\s*code|contact)\b"
                             r"|\b(?:phone|mobile|number|e-?mail|address|surname|name|postcode)\s+(?:has|have|is|was)\s+(?:changed|new|different)\b"
                             r"|\b(?:we|i)\s+(?:have\s+|'ve\s+)?moved\b", re.I)


def details_change(text: str, m: re.Match) -> bool:
    """Whether the change the match `m` found in `text` is of the customer's details, not of goods."""
    return bool(_INTO_DETAILS.match(text, m.end()) or _DETAILS_BEFORE.search(text, 0, m.start()))
