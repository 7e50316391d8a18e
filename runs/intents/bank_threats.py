"""The bank named as where the customer will go, not where the money should: "Refund the second one immediately or I go
to my bank", "otherwise I'm taking this to my bank", "I will be complaining to my bank", "I'll ring my bank and dispute
it". A threat of a chargeback tells how strongly the refund is asked; it asks the money paid nowhere else. Read as a
refund to the bank, it held the claim and sent a person a sentence whose only ask the claim's own subtask answers.

"Please send the money to my bank instead" still names where the money should go (runs/intents/remedies.py)."""

from __future__ import annotations

import re

# The customer going or turning to someone, just before "to my bank" / "with my bank": the customer as its subject ("or I go",
# "I'm taking this", "we will be complaining"), never the money ("could the money go into my bank").
_GOING = (
    r"\b(?:i|we|im|ill)(?:'ll|’ll|'m|’m|'d|’d|'re|’re|\s+will|\s+am|\s+are|\s+shall|\s+would|\s+must)?"
    r"(?:\s+(?:be|have\s+to|has\s+to|just|then|straight|simply|gonna|going\s+to|go\s+and|will|need\s+to|'ll))*\s+"
    r"(?:go(?:es|ing)?|went|run(?:ning)?|head(?:ing)?|complain(?:ing|ed)?|report(?:ing|ed)?(?:\s+(?:it|this|you|that|the\s+charge))?"
    r"|escalat\w*(?:\s+(?:it|this|that))?|tak(?:e|ing)\s+(?:it|this|that|the\s+matter|this\s+matter|the\s+charge)|turn(?:ing)?|speak(?:ing)?"
    r"|talk(?:ing)?|writ(?:e|ing)|dispute\s+(?:it|this|that|the\s+charge)|rais(?:e|ing)\s+(?:it|this|a\s+dispute))"
    r"\s+(?:straight\s+|directly\s+|right\s+|over\s+)?")
_GOING_BEFORE = re.compile(_GOING + "$", re.I)
# The threat as a clause of its own, to the end of its sentence: "..., or I go to my bank", "otherwise I'm taking this to my bank
# and disputing the charge".
_THREAT = re.compile(r"(?:[,;:]\s*|\s+[-–—]\s*|\s+)(?:or(?:\s+else)?|otherwise|else|if\s+not)\s*,?\s*" + _GOING
                     + r"(?:to|with)\s+(?:my|our|the)\s+(?:own\s+)?bank\b[^.!?]*", re.I)


def bank_threatened(text: str, start: int) -> bool:
    """Whether the words naming the bank that begin at `start` ("to my bank") are where the customer says they will
    turn, not where the money is asked paid."""
    return bool(_GOING_BEFORE.search(text[max(0, start - 60): start]))


def without_bank_threat(text: str) -> str:
    """The sentence without a threat of going to the bank ("Refund it now, or I'm going to my bank" is "Refund it now"), so
    what it asks is judged by the rest."""
    return _THREAT.sub("", text)


# The bank as where the customer turns instead of the shop: a chargeback, a dispute, the charge reversed or the refund got
# through it ("forget it, I'll get a refund through my bank"): a claim taken to the bank is not let go (claims_taken_back_later.py).
_BANK_INSTEAD = re.compile(
    r"\bcharge-?\s?backs?\b|\bdisput\w*\s+(?:it|this|that|the\s+(?:charge|payment|transaction|debit))\b"
    # the money got back through the bank: "I'll get a refund through my bank", "claim it back from my card company"
    r"|\b(?:refund|money|it|them|payment|charge)\b[^.!?]{0,30}?\b(?:through|from|via)\s+(?:my|our|the)\s+(?:bank|card\s+(?:company|issuer|provider)|credit\s+card\s+company)\b"
    # the bank asked to undo it: "I'll ask my bank to reverse the charge", "my card company will refund me"
    r"|\b(?:my|our)\s+(?:bank|card\s+(?:company|issuer|provider)|credit\s+card\s+company)\s+(?:to\s+|will\s+|can\s+|could\s+)?(?:reverse|refund|return|claw|dispute|block)"
    # the customer going to the bank: "I'm going to my bank", "I'll take it to my bank" (never "check with my bank")
    r"|\b(?:go(?:ing)?|went|turn(?:ing)?|complain(?:ing)?|report(?:ing)?\s+(?:it|this)|tak(?:e|ing)\s+(?:it|this))\s+to\s+(?:my|our|the)\s+"
    r"(?:bank|card\s+company|credit\s+card\s+company)\b", re.I)


def turns_to_bank(text: str) -> bool:
    """Whether words taking a claim back go on to the bank instead: "I'll just do a chargeback", "I'll dispute it"."""
    return bool(_BANK_INSTEAD.search(text))
