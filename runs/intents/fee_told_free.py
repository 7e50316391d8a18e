"""A delivery fee asked back because the shop said delivery was free: "Your banner said shipping was free this weekend,
but I paid $6.95 delivery for the doormat. ... Could someone look at refunding that delivery charge?" disputes a charge
against an offer. No lateness is claimed, so it is no late delivery's fee: read as one, the run turned it down as
"delivered on time" and nobody looked at the offer (blind round ver37c, V37C-P4, a silent drop).

The fee asked back in the same sentence as the offer was already read as a request of no kind (runs/intents/read.py,
cues.FREE_SHIPPING); here the offer told in an earlier sentence of the ticket does the same for a later ask of the fee
read as a late delivery's, when neither that ask nor any other sentence of the ticket tells of lateness. A late
parcel told anywhere ("it came a week late too") keeps the late delivery's reading, which the record decides."""

from __future__ import annotations

import re

from .cues import FREE_SHIPPING
from .reading import ReadSentence

FEE_TOLD_FREE_WHY = ("asks the delivery fee back because the shop said delivery was free (an offer, a threshold): no lateness "
                     "claimed, a person checks the offer")
# lateness told: the fee's own reason
_LATENESS = re.compile(r"\b(?:late|later|lateness|delay\w*|overdue|took\s+(?:ages|forever|\w+\s+(?:days?|weeks?))|slow|still\s+waiting|"
                       r"waited|arrived\s+after|after\s+the\s+(?:promised|due|estimated)|past\s+the\s+(?:due|promised|delivery)\s+date)\b", re.I)


def read_fee_told_free(read: list[ReadSentence]) -> None:
    """Last: a late delivery's fee asked, after the ticket said delivery was free and told no lateness, is the offer's dispute."""
    if any(_LATENESS.search(s.text) for s in read if s.role != "injected"):
        return
    for i, s in enumerate(read):
        if s.role == "request" and s.kinds == ["late_delivery"] \
                and any(FREE_SHIPPING.search(r.text) for r in read[:i + 1] if r.role != "injected"):
            s.kinds, s.why, s.spans = ["other"], FEE_TOLD_FREE_WHY, {}
