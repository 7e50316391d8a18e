"""A charge the customer does not recognise, asked about: "I'm not sure what this $12.40 charge is, please look into it",
"there's a $12.40 on my card I don't recognise", "no idea what the 12.40 is for - can you check?".

It asks the shop to account for money taken, which none of the claims beside it covers: read as "asking for the remedy
of the requests around it", it was attached to a damage claim on the same order and the charge was never looked at.
It is a request of its own, kind `other`, that a person answers with the sentence quoted. A charge told as taken twice
is a duplicate claim (runs/intents/charged_again.py and friends) and never reaches this reading."""

from __future__ import annotations

import re

_CHARGE = r"(?:charges?|payments?|debits?|transactions?|amounts?|fees?|deductions?|items?\s+on\s+my\s+(?:statement|card|bill)|(?:[$€£]\s?\d[\d.,]*|\d+[.,]\d\d))"
_UNKNOWN = re.compile(
    rf"\b(?:not\s+sure|unsure|no\s+idea|(?:don'?t|do\s+not|can'?t|cannot|couldn'?t)\s+(?:\w+\s+)?(?:know|tell|work\s+out|figure\s+out|understand|see))\s+"
    rf"(?:what|why|where)\b[^.!?]{{0,40}}?{_CHARGE}"
    rf"|{_CHARGE}[^.!?]{{0,40}}?\b(?:(?:i|we)\s+(?:don'?t|do\s+not|can'?t|cannot)\s+(?:recogni[sz]e|account\s+for|place|explain|understand)|"
    r"(?:i|we)\s+(?:have\s+)?no\s+idea\s+(?:about|of))"
    rf"|\b(?:don'?t|do\s+not|can'?t|cannot)\s+recogni[sz]e\b[^.!?]{{0,30}}?{_CHARGE}|\bunrecogni[sz]ed\s+{_CHARGE}"
    rf"|\bwhat\s+(?:this|that|the)\s+(?:[^.!?]|\.(?=\d)){{0,20}}?{_CHARGE}\s+(?:is|was)\b(?:\s+for)?\s*\?"
    rf"|\bwhat\s+(?:is|was|'s)\s+(?:this|that|the)\s+[^.!?]{{0,20}}?{_CHARGE}[^.!?]{{0,20}}\?|\bwhat\s+(?:is|was)\s+(?:this|that|the)\s+(?:[$€£]\s?\d[\d.,]*|\d+[.,]\d\d)\s+for\b", re.I)

UNKNOWN_CHARGE_WHY = "asks about a charge the customer does not recognise: a person looks into it, whatever claim is beside it"


def charge_unrecognised(text: str) -> bool:
    """Whether a sentence says the customer does not know what a charge is."""
    return bool(_UNKNOWN.search(text))
