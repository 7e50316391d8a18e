"""A parcel told as still coming and accepted as such is no claim: "(Armchair's not here yet but tracking shows it
moving.)", "The rug's not here yet, so no rush.", "The bookcase remains in transit, which I accept." The customer writes
about something else (a missing invoice, a promo code) and remarks on the parcel in passing, asking nothing for it; read
as a non-delivery request, the whole order was refunded as lost from the carrier claim (adversarial round notgoods42).

The sentence must both tell the parcel as on its way (still, yet, in transit, en route, moving, due) and accept the wait
(no rush, no worries, which I accept, fine, tracking shows it moving); any money, ask, question, doubt or stalled
tracking keeps the claim ("It's not here yet and tracking hasn't moved in a week", "still not here, no rush but I'd
like a refund if it's lost").
"""

import re

from .settled import _WAVED_OFF

# told as still coming, not lost
_COMING = re.compile(r"\b(?:yet|still|in\s+transit|en\s+route|on\s+(?:its|it'?s|their|the)\s+way|moving|due|coming|progressing)\b", re.I)
# the wait accepted: the waving words of a delay, or the customer's acceptance, or the tracking that shows it moving
_ACCEPTED = re.compile(
    _WAVED_OFF.pattern
    + r"|\b(?:which|that)\s+(?:i|we)\s+(?:fully\s+|quite\s+|perfectly\s+)?(?:accept|understand|appreciate)\b|\b(?:i|we)\s+(?:fully\s+)?accept\s+(?:that|this|it)\b"
    r"|\b(?:all|that'?s|that\s+is|it'?s|it\s+is)\s+(?:totally\s+|perfectly\s+|absolutely\s+|completely\s+)?(?:fine|ok(?:ay)?|good|alright|all\s+right)\b"
    r"|\b(?:happy|content|fine|ok(?:ay)?)\s+to\s+wait\b|\b(?:i|we)\s*(?:'ll|\s+will|\s+can)\s+(?:happily\s+|gladly\s+)?wait\b"
    r"|\btracking\s+(?:shows|says|has)\s+(?:it|them)\s+(?:(?:is|are)\s+)?(?:moving|on\s+(?:its|the|their)\s+way|in\s+transit|progressing|out\s+for\s+delivery)\b", re.I)
# what keeps it a claim: money, an ask, a question, doubt it will come, stalled tracking, a time counted
_STILL_A_CLAIM = re.compile(
    r"\?|\b(?:refund\w*|money|reimburs\w*|credit|compensat\w*|replace\w*|resend|re-send|send|chase|investigate|look\s+into|check|"
    r"lost|missing|stuck|stalled|worried\s+(?:it|that)|if\s+it|unless|hasn'?t\s+(?:moved|updated|changed)|has\s+not\s+(?:moved|updated|changed)|"
    r"not\s+(?:moved|updated|changed)|no\s+(?:update|movement|news|sign)|weeks?|days?|months?|since|overdue|late|please|pls|could\s+you|can\s+you|"
    r"where|when)\b", re.I)
PARCEL_WAIT_ACCEPTED_WHY = "a parcel the customer tells as still on its way and accepts so, asking nothing for it"


def parcel_wait_accepted(sentence: str, kinds: list[str]) -> bool:
    """Whether a sentence read only as a non-delivery tells the parcel as still coming and accepts the wait, asking nothing."""
    return set(kinds) == {"non_delivery"} and bool(_COMING.search(sentence)) and bool(_ACCEPTED.search(sentence)) \
        and not _STILL_A_CLAIM.search(sentence)
