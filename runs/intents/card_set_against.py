"""A refund asked onto one kind of card set against another: "Put the refund on my debit card not the credit card pls",
"refund to the visa, not the mastercard", "not on the credit card - back to my debit one please". No card number and no
"instead", so the forms of another account (runs/intents/remedies.refund_elsewhere) missed it: the sentence was a
request of no known kind whose goods were "debit", or folded into the claim, and the reply never said where the money
went. The refund tool pays only the payment the order was made with (runs/refund_to_the_payment_made.py): the money goes
back there, the ask for the other card goes to a person quoted, and the reply says where the money went.

Near-misses: "I paid with my debit card, not the credit card" tells how the order was paid; "the refund went to my debit
card, not the credit card, thanks" tells where it went."""

from __future__ import annotations

import re

_CARD = (r"(?:(?:debit|credit|visa|master\s?card|amex|american\s+express|maestro|discover|bank|business|work|personal|joint|other|old|new)"
         r"(?:\s+(?:debit|credit))?(?:\s+(?:card|one|account))?|card|paypal|pay\s+pal|apple\s+pay|google\s+pay|account)")
# the money's way asked onto one card, the other set aside after it ("on my debit card not the credit card") or before it
# ("not the credit card, my debit one")
_SET_AGAINST = re.compile(
    rf"\b(?:on|onto|to|into|back\s+(?:on|onto|to|into))\s+(?P<a>(?:my|the|our)\s+{_CARD})\b[\s,]*(?:and\s+)?(?:not|rather\s+than|instead\s+of)\s+"
    rf"(?:on\s+|to\s+|onto\s+)?(?:my|the|our)\s+{_CARD}\b"
    rf"|\b(?:not|rather\s+than|instead\s+of)\s+(?:on\s+|to\s+|onto\s+|back\s+to\s+)?(?:my|the|our)\s+{_CARD}\b[\s,;-]+(?:but\s+)?(?:put\s+it\s+|send\s+it\s+|pay\s+it\s+)?"
    rf"(?:back\s+)?(?:on|onto|to|into)\s+(?P<b>(?:my|the|our)\s+{_CARD})\b",
    re.I)
# the money asked moved, not a payment or a refund told of: "put", "refund", "send", "pay", "pls", "can it go"
_ASKED = re.compile(r"\b(?:put|pop|send|pay|refund|move|transfer|credit|please|pls|plz|can|could|would|will\s+you)\b", re.I)
_TOLD = re.compile(r"\b(?:i|we)\s+(?:\w+\s+)?(?:paid|bought|ordered|used)\b|\b(?:went|came|landed|arrived|appeared|showed)\b", re.I)


def card_set_against(text: str) -> str:
    """The card a sentence asks the money onto, set against another card ("my debit card"), or ''."""
    m = _SET_AGAINST.search(text)
    if not m or not _ASKED.search(text) or _TOLD.search(text):
        return ""
    return m.group("a") or m.group("b")
