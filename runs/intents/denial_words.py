"""A delivery denied in formal words, and the tracking's claim told in them: "Your carrier's tracking record asserts that
the consignment was delivered on 9 June. I categorically deny receipt: no item was left at my address" (blind round
ver26c, case 07). The denial read by runs/intents/delivered_denied.py knew "It wasn't", "nothing came", "I've got
nothing"; a customer writing like a lawyer denies receipt, disputes the delivery, contests that it was left. The
tracking asserts, records, indicates or maintains that it was delivered. Near-misses: a receipt denied that is paper
("I never got a receipt", "deny that I signed up for the newsletter") and a denial of a fault ("I deny breaking it")
name no delivery."""

from __future__ import annotations

import re

# the tracking's words, beside "says", "shows", "claims": "asserts that the consignment was delivered"
SAYS_MORE = r"asserts?|asserted|insists?|insisted|records?|recorded|indicates?|indicated|maintains?|maintained|alleges?|alleged|reports?|reported"

# a denial opening its sentence: "I categorically deny receipt", "We dispute that it was delivered", "I deny ever receiving it"
DENIED_FORMALLY = (r"\b(?:i|we)\s+(?:\w+\s+)?(?:deny|dispute|contest|reject|refute)\s+"
                   r"(?:(?:ever\s+|having\s+)?receiv\w*(?:\s+(?:it|them|the\s+\w+|any\w*))?|(?:the\s+)?receipt(?!\s+(?:of\s+(?:the|your|any)\s+)?(?:e-?mail|invoice|payment|refund)))\b"
                   r"|\b(?:i|we)\s+(?:\w+\s+)?(?:deny|dispute|contest|reject|refute)\s+(?:the|this|that|any|your)\s+(?:delivery|claim\s+(?:of|that)\s+\w+|scan)\b"
                   r"|\b(?:i|we)\s+(?:\w+\s+)?(?:deny|dispute|contest|reject|refute)\s+(?:that\s+)?(?:it|they|the\s+\w+|anything)\s+(?:was|were|has\s+been|had\s+been)\s+"
                   r"(?:ever\s+)?(?:delivered|received|left|dropped\s+off)\b"
                   r"|\bno\s+(?:item|items|goods|parcel|package|box|delivery|consignment)\s+(?:was|were|has\s+been|have\s+been)\s+(?:ever\s+)?(?:left|delivered|received|dropped\s+off)\b")


# "receipt" in a denial is the goods' receiving, no paper to send: "I deny receipt" asks for no receipt
_RECEIPT_DENIED = re.compile(r"\b(?:deny|denies|denied|dispute|disputes|disputed|contest|contests|contested|refute|reject)\s+(?:ever\s+)?(?:the\s+)?receipt\b"
                             r"(?!\s+(?:of\s+(?:the|your|any|my)\s+)?(?:e-?mail|invoice|payment|refund|message|letter))", re.I)


def without_receipt_denied(text: str) -> str:
    """The sentence with a receipt denied blanked, so it reads as no ask for papers ("I categorically deny receipt")."""
    return _RECEIPT_DENIED.sub(" ", text)
