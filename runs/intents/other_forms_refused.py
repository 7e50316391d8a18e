"""A remedy in another form than money refused in a sentence of its own: "Don't offer me a voucher.", "No store credit
please.", "I don't want a gift card."

Beside a claim whose remedy is money (a lost parcel's refund, a damaged item's, a late fee's), it asks nothing that
claim's refund does not already meet: the refund goes back to the original payment, never as a voucher. Read as a
request of no kind, it went to a person quoted as "your request" and the run could not close resolved (ver28c V28C-06).
It goes with the claim (`attached`), as a turn-down said in the same breath as the money ("I'd rather you didn't send me
a discount code, just the fee back", chosen_remedies.py) does.

Not this reading: the other form asked ("could I have store credit instead?", "a voucher would be fine"), a turn-down that
also asks something else ("no voucher, and cancel my subscription"), or no money claim beside it (then nothing meets it
and a person reads it).
"""

from __future__ import annotations

import re

from .chosen_remedies import _ALTERNATIVE, _MONEY_CLAIMS, _claims_beside
from .remedies import REFUND_ELSEWHERE_WHY

OTHER_FORM_REFUSED_WHY = ("refuses a remedy in another form than money (a voucher, store credit): the refund of the claim beside it, "
                          "paid back to the original payment, meets it")

# The whole sentence a refusal of another form: "Don't offer me a voucher.", "no vouchers please!!", "I do not want store credit",
# "And don't even think about a gift card.", "Not interested in store credit or points."
_REFUSED_ALONE = re.compile(
    r"^\W*(?:(?:and|but|also|oh|so|just|please|pls)\W+)*"
    r"(?:(?:please\s+|pls\s+)?(?:do\s+not|don'?t|dont|never)\s+(?:(?:even|bother|bother\s+to|try\s+to|try)\s+)?(?:offer|offering|send|sending|give|giving|issue|fob\s+me\s+off\s+with|think\s+about|suggest)"
    r"(?:\s+(?:me|us))?(?:\s+with)?"
    r"|(?:i|we)\s+(?:do\s+not|don'?t|dont|won'?t|will\s+not)\s+(?:want|need|accept|take)"
    r"|(?:i'?m|i\s+am|we'?re|we\s+are)\s+not\s+(?:interested\s+in|after|accepting|taking)"
    r"|no|not)\s+" + _ALTERNATIVE + r"(?:\s+(?:or|and|nor)\s+" + _ALTERNATIVE + r")*"
    r"(?:\s*,?\s*(?:please|pls|thanks|thank\s+you|either|thx|ok|okay))?"
    # (a reason told after it asks nothing: ", I've had enough of those", "- they always expire")
    r"(?:\s*[,;\-–—]\s*(?:i'?ve|i\s+have|we'?ve|we\s+have|i'?m|i\s+am|they|those|it'?s|it\s+is|i\s+never|we\s+never)\b[^.!?]*)?\s*[.!]*\s*$", re.I)


def read_other_forms_refused(read) -> None:
    """A sentence only refusing a voucher or store credit, beside a money claim on its order: goes with that claim."""
    for s in read:
        # (a gift card refused reads to the money's route as a card to be paid on, its refund held: refused, it is no route)
        if s.role != "request" or s.kinds != ["other"] or (set(s.forbids) - {"shipping"} and s.why != REFUND_ELSEWHERE_WHY) \
                or not _REFUSED_ALONE.match(s.text):
            continue
        if _claims_beside(s, read, _MONEY_CLAIMS):
            s.role, s.kinds, s.why, s.forbids = "attached", [], OTHER_FORM_REFUSED_WHY, []
