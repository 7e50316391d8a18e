"""A problem the customer says was already put right away from this ticket, by themselves at one of the shop's stores or
by a carrier or insurer paying out: "I swapped the damaged sweater at your shop on Market St last week", "I sorted it in
store", "got it exchanged at the Leeds branch", "the courier already paid me out for it", "my insurance covered it",
"Royal Mail compensated me". The verifier (V35-064/065, V35-062) found each paid again as a new damage claim.

They are settling words for the screener (runs/intents/settled.py _settling), so its turn and recurrence checks still
apply: "I exchanged it in store but the new one is cracked too" turns after it and stays asked. Never an exchange
asked, tried or wished ("can I swap it in store?", "I tried to exchange it at the shop", "I'd like to swap it in
store"), nor a return taken to a store with its money still owed ("I returned it in store, where is my refund?":
"returned" is no settling here), nor money paid TO a carrier ("I paid the courier")."""

from __future__ import annotations

import re

# Where the customer put it right themselves: one of the shop's stores.
_IN_STORE = (r"(?:in[- ]?(?:store|shop|branch)|(?:at|in|to)\s+(?:the\s+|your\s+|ur\s+|a\s+|one\s+of\s+your\s+|our\s+local\s+|my\s+local\s+)?"
             r"(?:[\w.'’-]+\s+){0,3}?(?:shop|store|branch|outlet|showroom)s?)\b")
_CUSTOMER_DID = re.compile(
    r"\b(?:i|we)(?:'ve|\s+have|'d|\s+had)?\s+(?:already\s+|just\s+|since\s+|now\s+)?"
    r"(?:(?:swapped|exchanged|changed|sorted|fixed|replaced|resolved)(?:\s+(?:it|them|that|this)\s+out)?"
    r"|got\s+(?:it|them|that|this|the\s+(?:[\w-]+\s+){0,3}?[\w-]+)\s+(?:swapped|exchanged|changed|replaced|sorted|refunded|fixed))\b"
    rf"(?=[^.!?;]*?\b{_IN_STORE})(?![^.!?]*\?)", re.I)
# Who else pays out for goods broken or lost: the carrier, by name or by role, or the customer's insurer.
_PAYER = (r"(?:(?:the|your|ur|my|our|their)\s+)?(?:(?:courier|carrier|postal|shipping)\s+(?:company|firm|service)|courier|carrier|delivery\s+(?:company|firm|driver)|driver|post\s+office|insurer|insurance(?:\s+company)?|"
          r"royal\s+mail|parcelforce|ups|dhl|fedex|dpd|evri|hermes|usps|yodel|gls|canada\s+post|australia\s+post|an\s+post)")
_PAID_OUT = re.compile(
    rf"\b{_PAYER}\s+(?:has\s+|have\s+|had\s+|'s\s+)?(?:already\s+|just\s+|kindly\s+|since\s+|now\s+)?"
    r"(?:paid\s+(?:me\s+|us\s+)?out|paid\s+(?:me|us)\b(?!\s+(?:nothing|zero|a\s+visit))|compensated|reimbursed|refunded|covered\s+(?:it|them|that|the\s+(?:cost|loss|damage))|"
    r"settled\s+(?:it|the\s+claim|my\s+claim|up)|paid\s+(?:the|my|our)\s+claim|made\s+(?:it|that)\s+good)\b(?![^.!?]*\?)", re.I)
# ... never the carrier paid, or asked to pay: "I paid the courier", "can the courier compensate me"
_ASKED_BEFORE = re.compile(r"\b(?:if|whether|once|unless|until|can|could|would|should|will|may|might|must|want|hope|wish|tried|trying|try)\s+(?:\w+\s+){0,3}$", re.I)


def settled_elsewhere_done(text: str) -> list[re.Match]:
    """Settling words in `text` telling the problem already put right by the customer in a store or paid out by a
    carrier or insurer, none asked, wished or put as a question."""
    return [m for m in (*_CUSTOMER_DID.finditer(text), *_PAID_OUT.finditer(text)) if not _ASKED_BEFORE.search(text, 0, m.start())]
