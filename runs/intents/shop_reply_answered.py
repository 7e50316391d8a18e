"""A customer's answer to what the shop said in an earlier reply, told in a sentence of its own: the shop's point conceded
("OK, fair enough about the delivery fee, I had the dates wrong and it did arrive when you said", "You're right about the
postage, my mistake") or disputed ("I'm afraid that isn't right.", "That's simply not true."). Either was read as a problem
of no kind for a person ("a person answers the request ..."), beside the claim the ticket goes on to make, and the run
closed partial (ver43 V43-B5, V43-B1).

- A concession asks nothing: the claim it lets go is the shop's answer accepted (context).
- A dispute is the customer's reason for asking again, when the ticket goes on to ask what it disputes: it tells more of
  the request of a known kind after it in the ticket (attached). A dispute with no such request beside it is left for a
  person, as before.

Only a sentence read as a problem of no kind, asking nothing of its own (no question, no "please", no money or goods
asked), and only the whole sentence's words: a concession with a claim beside it ("fair enough about the fee, but the lid
arrived cracked") keeps its claim."""

from __future__ import annotations

import re

from ..shop.kinds import NOT_A_CASE
from .reading import TELLS_MORE, ReadSentence

CONCEDED_WHY = "concedes what the shop said in its earlier reply (\"fair enough\", \"I had the dates wrong\"): asks nothing"
DISPUTED_WHY = "disputes what the shop said in its earlier reply; what it asks is told in the request after it"
_NO_KIND_WHY = "tells of a problem of no kind the screener knows"

_CONCEDED = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|alright|right|sorry|ah|oh|ahh?|hmm|yes|yeah|fine)\W+)*"
    r"(?:fair\s+enough|(?:you(?:'re|’re|\s+are)|ur)\s+(?:quite\s+|absolutely\s+|completely\s+)?right|point\s+taken|i\s+stand\s+corrected|my\s+(?:mistake|bad|error)"
    r"|(?:i|we)\s+(?:had|got)\s+(?:the|my|our)\s+(?:dates?|days?|times?|delivery\s+dates?|figures?|numbers?)\s+(?:wrong|mixed\s+up|muddled)"
    r"|(?:i|we)\s+(?:misread|misremembered|mixed\s+up|muddled\s+up|got\s+mixed\s+up\s+(?:on|with|about))\b)", re.I)
_DISPUTED = re.compile(
    r"^\W*(?:(?:i'?m|i\s+am)\s+afraid\s+|sorry\W+(?:but\s+)?|with\s+respect\W+|honestly\W+|respectfully\W+)?"
    r"(?:that|this|what\s+you\s+(?:said|wrote|say)|your\s+(?:reply|answer|email|message|response))\s+"
    r"(?:isn'?t|is\s+not|wasn'?t|was\s+not|'s\s+not|’s\s+not|is\s+(?:simply\s+|just\s+)?(?:wrong|incorrect|untrue|not\s+true|not\s+correct|not\s+right))"
    r"\s*(?:(?:simply|quite|actually|strictly|really)\s+)?(?:right|correct|true|accurate|the\s+case|what\s+happened)?\W*$"
    r"|^\W*(?:i'?m\s+afraid\s+)?(?:i|we)\s+(?:(?:have\s+to|must)\s+)?(?:disagree|don'?t\s+agree|do\s+not\s+agree)\W*$", re.I)
# asked in its own words: then the sentence is a request, whatever it concedes
_ASKS = re.compile(r"\?|\b(?:please|pls|could\s+you|can\s+you|would\s+you|i'?d\s+like|i\s+want|refund|money|replace|send|but)\b", re.I)


def _conceded(s: ReadSentence) -> bool:
    return bool(_CONCEDED.search(s.text)) and not _ASKS.search(s.text)


def read_shop_reply_answered(read: list[ReadSentence]) -> None:
    """Each sentence that concedes or disputes what the shop said, read as a problem of no kind (module doc)."""
    written = [s for s in read if s.role != "injected"]
    for i, s in enumerate(written):
        if s.role != "request" or s.kinds != ["other"] or s.why != _NO_KIND_WHY:
            continue
        if _conceded(s):
            s.role, s.kinds, s.spans, s.why = "context", [], {}, CONCEDED_WHY
        elif _DISPUTED.search(s.text) and any(n.role == "request" and set(n.kinds) - set(NOT_A_CASE) for n in written[i + 1:]):
            s.role, s.kinds, s.spans, s.why = "attached", [], {}, TELLS_MORE  # (DISPUTED_WHY: the reading other passes know)
