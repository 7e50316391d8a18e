"""Money promised back told as still taken: "You promised to refund the second payment but it is still on my statement",
"you said you would refund the extra charge, it's still showing on my card", "my statement still shows both payments".
The promised refund never came, said by where the copy still stands rather than by the refund's not coming: a chase of
that promise (runs/intents/promised_refunds.py), a duplicate charge the record decides, never a bare status question for
a person (blind round 31, verify31 Q06).

Near-misses: goods or a parcel still somewhere ("it's still in the depot", "the parcel is still at the sorting office"),
and the copy told gone ("it is no longer on my statement"). A leaf: promised_refunds.py reads it with its own words."""

from __future__ import annotations

from .goods_named_bank import BANK

# "it is still on my statement", "it's still showing on my card", "the charge is still there", "still pending on my account"
STILL_SHOWN = (
    r"\b(?:it|that|this|they|both|the\s+(?:[\w$.,-]+\s+){0,2}?(?:charges?|payments?|debits?|fees?|transactions?|copy|amount|money))"
    r"(?:['’]?s|\s+is|\s+are|['’]re|\s+was|\s+were)?\s+still\s+(?:there|showing|shown|pending|listed|sitting|taken|(?:on|in)\s+(?:my|the|our)\s+"
    rf"(?:card|statement|account|{BANK}|app|paypal|balance))\b"
    # "my statement still shows both payments", "the card still shows it"
    rf"|\b(?:statement|card|account|{BANK}|app|paypal)\s+still\s+(?:shows?|showing|lists?|has)\s+(?:it|them|both|the|two|that|this)\b"
)
