"""A thanks for a double charge put right is a past problem settled, not a new duplicate-charge claim.

"thanks for fixing the double payment! all good now", "Thanks for sorting the double charge out. The lamp is great." and
"Many thanks for reversing the extra payment you took" were read as duplicate-charge claims: the record shows no second
charge left, so the claim was declined and the reply told the customer their "claim" was refused. A general thanks for
handling ("thanks for sorting all of this") may be said before the work (runs/intents/thanks.py), but one naming the
second charge itself, by its definite name, thanks for what was done to it: it asks nothing.

Near-misses, still a claim: "thanks in advance for sorting the double charge", "thanks for fixing the double charge
asap", "Thanks for looking into the double charge. It's still on my card" (looking into is no fix, and "still" turns it),
"thanks for your help, I was charged twice" (no charge named as fixed).
"""

from __future__ import annotations

from .thanks import _AHEAD, _THANKS

# Handling that puts a charge right, or takes it off.
_PUT_RIGHT = (r"(?:sorting|fixing|resolving|correcting|reversing|cancell?ing|voiding|removing|refunding|crediting|"
              r"taking care of|dealing with|handling|getting rid of)")
# The second charge by its name: "the double payment", "that duplicate charge", "the extra debit you took".
_SECOND_CHARGE = (r"(?:the|that|my|this|our)\s+(?:\w+\s+)?(?:double|duplicate[ds]?|extra|second|repeat(?:ed)?|doubled)\s+"
                  r"(?:charge|payment|debit|transaction|billing|card\s+charge)s?\b"
                  r"|(?:the|that|my)\s+(?:charge|payment|debit|transaction)\s+(?:that|which)\s+(?:went\s+through|was\s+taken|came\s+out|was\s+charged)\s+twice\b")
# A thanks for the second charge put right, never one looking ahead.
THANKS_FOR_CHARGE_FIXED = rf"{_THANKS}{_PUT_RIGHT}\s+(?:up\s+|out\s+)?(?:{_SECOND_CHARGE})(?![^.!?]*{_AHEAD})"
