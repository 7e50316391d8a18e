"""A discount code, voucher or money off a next order asked because the delivery was late: "I would love a discount code
for my next order, since the delivery was late", "as my parcel came a week late could I get a promo code?". The lateness
is the ask's reason, and the ask is of no known kind: no policy gives a code, so a person answers it, quoted. Read with
the late cue, the run paid the delivery fee (POL-LATE-006) that nobody asked back (blind round 31, verify31 S17, $6.95).

Read so only when the sentence asks nothing else: the fee, the shipping or any money back asked beside the code ("refund
the shipping since it was late, and a discount code would be nice") keeps the late claim, and a code asked with no
lateness told ("can I have a discount code?") was `other` already."""

from __future__ import annotations

import re

from .reading import ReadSentence

# A code or money off asked: "a discount code", "a promo code", "a voucher", "a coupon", "10% off my next order".
_CODE = re.compile(r"\b(?:discount|promo(?:tional)?|coupon|voucher|referral)(?:\s+code)?s?\b|\bgift\s+(?:card|code|voucher)s?\b|\bcode\s+for\s+(?:my|our|the)\s+next\b"
                   r"|\b\d{1,2}\s*%\s*off\b|\b(?:money|something|a\s+bit)\s+off\s+(?:my|our|the|a)\s+next\b", re.I)
# Money of this order asked back beside it: the fee, the shipping, a refund.
_MONEY_BACK = re.compile(r"\brefund\w*|\breimburs\w*|\bmoney\s+back\b|\b(?:fee|fees|postage|shipping|delivery\s+(?:charge|cost|money))\b"
                         r"|\b(?:pay|paid|give|send)\s+(?:me\s+)?back\b", re.I)

DISCOUNT_WHY = "asks a discount code or voucher, the late delivery its reason, no fee asked back: a person answers it"


def read_discount_for_lateness(read: list[ReadSentence]) -> None:
    """Each request read as a late delivery that asks only a code or money off a next order (module doc): `other`, the
    lateness kept as what it would have been read as."""
    for s in read:
        if s.role != "request" or "late_delivery" not in s.kinds or set(s.kinds) - {"late_delivery", "other"} \
                or not _CODE.search(s.text) or _MONEY_BACK.search(s.text):
            continue
        s.kinds, s.spans, s.doubted, s.why = ["other"], {}, ["late_delivery"], DISCOUNT_WHY
