"""What a customer tells and asks around a parcel that never came, that is that claim and nothing of its own (blind round
ver27c, V27C-03, a pasted chat): "nothing has moved in two weeks", "Nobody got back to me.", and "I've given up on it,
please just refund the whole order, delivery included." Each went to a person as a request of kind `other` beside the
non-delivery claim the record settles (a carrier claim paid the whole order): a person was asked three things more.

- The parcel told stuck ("nothing has moved", "it hasn't moved since the 19th", "still stuck at the depot") is the loss.
- The shop's silence told ("nobody got back to me", "no one replied", "I never heard back") is how the chase went: it
  asks nothing beside a claim.
- The whole order's money asked, delivery included ("refund the whole order", "a full refund, postage too") is the
  non-delivery's own remedy (the order's goods and its fee).
Only beside a non-delivery claim on the same order; a sentence asking anything else ("nobody got back to me, can you
change my address?") is left as read, and so is any of these with no such claim beside it."""

from __future__ import annotations

import re

from .reading import ReadSentence

LOST_ASIDE_WHY = "tells or asks, beside a parcel that never came, only what that claim settles (the parcel stuck, the silence, the whole order's money)"
_NO_KIND_WHYS = ("", "tells of a problem of no kind the screener knows")

_STUCK = re.compile(r"\b(?:nothing|it|tracking|the\s+(?:parcel|package|tracking))\s+(?:has|have|had)?\s*(?:n'?t|not|never)?\s*(?:moved|updated|changed)\b"
                    r"|\b(?:hasn'?t|has\s+not|haven'?t|not|never)\s+(?:moved|budged|updated)\b|\bstill\s+stuck\b|\bstuck\s+(?:at|in)\b", re.I)
_SILENCE = re.compile(r"^\W*(?:(?:and|but|so|still)\s+)?(?:nobody|no\s+one|no-one|noone|nobody\s+ever|no\s+one\s+ever)\s+(?:has\s+|ever\s+)?"
                      r"(?:got|gotten|get|came|come|replied|responded|answered|called|rang|emailed|wrote)\s*(?:back)?(?:\s+to\s+(?:me|us))?\W*$"
                      r"|^\W*(?:(?:and|but|so)\s+)?(?:i|we)\s+(?:never|haven'?t|have\s+not|didn'?t)\s+(?:heard|had\s+a\s+reply|had\s+an\s+answer|got\s+a\s+reply)"
                      r"(?:\s+back)?(?:\s+from\s+(?:anyone|you|them))?\W*$", re.I)
_WHOLE_ORDER = re.compile(r"\b(?:refund|money\s+back)\b[^.!?]*\b(?:whole|entire|full|all\s+of\s+the|everything)\b|\b(?:full|whole)\s+refund\b", re.I)
# anything else asked in the same sentence: a person reads it as before
_ELSE = re.compile(r"\b(?:address|account|subscri\w*|cancel\w*|call\s+me|ring\s+me|phone|compensat\w*|voucher|discount|resend|send\s+(?:it|another|a\s+new))\b", re.I)


def read_lost_parcel_asides(read: list[ReadSentence]) -> None:
    """Sentences beside a non-delivery claim that tell it stuck, tell the silence, or ask the whole order back: attached."""
    lost = [s for s in read if s.is_request and "non_delivery" in s.kinds]
    if not lost:
        return
    for s in read:
        if s.role != "request" or s.kinds != ["other"] or s.why not in _NO_KIND_WHYS or _ELSE.search(s.text) \
                or not any(not s.order or not n.order or n.order == s.order for n in lost):
            continue
        if _STUCK.search(s.text) and not s.text.rstrip().endswith("?") or _SILENCE.search(s.text) or _WHOLE_ORDER.search(s.text):
            s.role, s.kinds, s.spans, s.why = "attached", [], {}, LOST_ASIDE_WHY
