"""A refund asked of a charge by its place among two: "pls refund the 2nd charge of $17.00", "the second $17.00 payment",
"charge number two ($17.00)", "the 2nd of the two debits", typed in a hurry ("teh 2nd chrage 17.00"). It names a copy of a
charge, so it is a duplicate charge like "charged twice", also when the same sentence asks for another claim ("... and the
2 egg cups that came smashed": each claim gets its own request). Only "second" was read: "the 2nd charge" (blind round
ver25a, SU-82536) fell to the egg cups alone and the $17.00 copy was neither refunded nor mentioned. The order's record
still decides whether a copy was taken (runs.policy_charges.copies), so a copy the record does not show is never paid.

Near-misses, left as they were: the second of several goods or parcels ("the second item", "my 2nd order", "the 2nd
parcel"), and a second charge said to be for a second thing bought ("a second charge for the second mug I bought"):
SECOND_ITEM_BOUGHT (runs/intents/charge_words.py) is the lookahead that keeps it off. A leaf: cues.py reads it."""

from __future__ import annotations

from .charge_words import MONEY_FIGURE, SECOND_ITEM_BOUGHT

_SECOND = r"(?:second|secnd|seccond|sceond|2nd|2d)"
_CHARGE = (r"(?:charge|chrage|charg|chage|chareg|chg|chrg|payment|paymnet|pyment|pmt|pymt|debit|transaction|txn|deduction|"
           r"withdrawal)s?")
_AMOUNT = rf"(?:{MONEY_FIGURE}|\d{{1,5}}[.,]\d{{2}})"
# (SECOND_ITEM_BOUGHT, the charge said to be for a second thing bought, is charge_words.py's: cues.py reads it too)

SECOND_COPY_CUES = (
    # "the 2nd charge of $17.00", "that second $17.00 payment", "teh 2nd chrage 17.00", "your seccond debit"
    rf"\b(?:the|that|this|your|ur|teh|yr)\s+{_SECOND}\s+(?:{_AMOUNT}\s+)?(?:card\s+|bank\s+|identical\s+|same\s+|delivery\s+|shipping\s+|postage\s+)?"
    rf"{_CHARGE}\b{SECOND_ITEM_BOUGHT}",
    # the sum alone: "pls refund the 2nd $17.00 and the egg cups", "the second 17.00, please" (not "the second $17 mug")
    rf"\bthe\s+{_SECOND}\s+{_AMOUNT}(?=\s*(?:[.,;:!?)\-–—]|$|\b(?:and|too|as\s+well|also|back|please|pls|plz|thanks|thx|asap|that|which|one|"
    r"taken|charged|debited|to\s+my|on\s+my|from\s+my)\b))",
    # "charge number two", "payment no. 2", "debit #2"
    rf"\b{_CHARGE}\s+(?:number|num|no\.?|nr\.?|#)\s*(?:two|2)\b{SECOND_ITEM_BOUGHT}",
    # "the second of the two charges", "the 2nd one of those payments"
    rf"\bthe\s+(?:{_SECOND}|latter|later)\s+(?:one\s+)?of\s+(?:the|those|these|my|your)\s+(?:two\s+|2\s+)?(?:{_AMOUNT}\s+)?{_CHARGE}\b",
)
