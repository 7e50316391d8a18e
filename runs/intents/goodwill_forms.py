"""Goodwill asked in a form of money the refund tool does not pay, on top of the refund, not instead of it:
"I think a $20 store credit voucher for the trouble would be fair", "a gift card to make up for the hassle would
be nice", "could you throw in some store credit as a goodwill gesture?".

A voucher or store credit asked for the customer's trouble is money beyond what the record pays: goodwill, which
only a person grants. It is not the claim's refund asked to go somewhere else ("put the refund on store credit
instead"), which holds the card refund until a person pays it the way asked. Read as that, the plain refund the
customer asked for beside it ("Please refund it. Also ... a $20 voucher for the trouble would be fair") was held
and the whole ticket went to a person.

Near-misses, still the refund's own form: "refund it as store credit for the trouble of it all" (the refund
named as going to the credit), "store credit instead of the card, for all the hassle" (instead), "a voucher
rather than a refund".
"""

from __future__ import annotations

import re

from .goodwill_wishes import _BEYOND

# Words tying the form to goodwill rather than to the refund: on top, as a gesture or an apology.
_ON_TOP = re.compile(r"\bon\s+top\b(?!\s+of\s+(?:the|my)\s+(?:refund|money))|\bas\s+(?:a\s+)?(?:goodwill|gesture|apology|sorry|thank\s*you)\b"
                     r"|\bin\s+addition\b|\bthrow\s+in\b|\bas\s+well\s+as\s+(?:the|my)\s+refund\b"
                     r"|\bfor\s+(?:my|our|the|all\s+(?:my|the))\s+(?:time|wait|waiting|effort|patience|bother)\b", re.I)
# The form set against the refund or the card: the refund's own form after all.
_INSTEAD = re.compile(r"\binstead\b|\brather\b|\bin\s+place\s+of\b|\bnot\s+(?:to\s+|on\s+|back\s+(?:to|on)\s+)?(?:my|the)\s+(?:card|visa|mastercard|amex|bank)\b", re.I)
# The refund itself named as going to the form: "refund it as store credit", "put the refund on a gift card".
_REFUND_AS_FORM = re.compile(
    r"\b(?:refund\w*|money(?:\s+back)?|reimburs\w*)\b(?:\s+(?:it|them|me|this|that|the\s+\w+))?\s+(?:as|in|into|to|on|onto|via|by)\s+"
    r"(?:a\s+|an\s+|the\s+|my\s+)?(?:[$€£]?\d[\d.,]*\s+)?(?:store|account|shop|site|gift|credit|voucher|e-?voucher)\b"
    r"|\b(?:put|pay|send|issue|give)\s+(?:the|my)\s+(?:refund|money)\s+(?:as|in|into|to|on|onto)\b", re.I)


def goodwill_in_a_form(text: str) -> bool:
    """Whether a sentence asks a voucher, store credit or a gift card as goodwill on top of the refund, not the refund
    in that form: the words tie it to the customer's trouble or to on top, and nothing sets it against the refund."""
    return bool(_BEYOND.search(text) or _ON_TOP.search(text)) and not _INSTEAD.search(text) and not _REFUND_AS_FORM.search(text)
