"""A return the customer only meant, taken back in the same sentence by liking the goods after all: "I was going to
return it but I love it now", "I thought about sending it back, but nah, keeping it", "was gonna ask for a refund but
it's fine now".

earlier_ask_called_off.py reads an ask meant or made before and called off ("..., so forget that", "we're keeping the
rug"); a call-off told as the customer's liking ("I love it now", "it's grown on me", "we're happy with it now") or a
bare "keeping it" was no call-off there, and the meant return read as a change of mind: a return the customer had just
taken back was started. Near-misses, still asks: a liking with a return asked after it ("I love it now, but please take
the other one back"), the turn the other way ("I was going to keep it but I want to return it now"), a liking of
something else ("I love the colour but it's too small").
"""

from __future__ import annotations

_GOODS = r"(?:it|them|this|these|that|those|the\s+[\w-]+)"
# ("now", "after all", "actually", "in the end": the liking came after the intention; bare "love it" may be the opening praise
# of a return: "I love it but it's too small")
_LATER = r"(?:now|after\s+all|actually|in\s+the\s+end|really|tbh|honestly|a\s+lot|so\s+much)"
KEPT_AFTER_ALL = (
    rf"\b(?:i|we)\s+(?:(?:actually|really|do|now)\s+)?(?:love|like|adore)\s+{_GOODS}\s+{_LATER}\b"
    rf"|\b(?:i|we)\s+(?:actually|really|now)\s+(?:love|like|adore)\s+{_GOODS}\b"
    rf"|\b(?:it'?s|it\s+has|it\s+'s|they'?ve|they\s+have)\s+grown\s+on\s+(?:me|us)\b"
    # the liking come about since: "I've grown to love it", "we've come to like them", "I've fallen in love with it"
    rf"|\b(?:i|we)(?:'?ve|\s+have)?\s+(?:(?:grown|come)\s+to\s+(?:love|like|adore)|fallen\s+in\s+love\s+with)\s+{_GOODS}\b"
    rf"|\b(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:really\s+|quite\s+|very\s+)?(?:happy|pleased|fine|ok|okay)\s+with\s+{_GOODS}\s+(?:now|after\s+all|actually|in\s+the\s+end)\b"
    rf"|\b(?:it'?s|it\s+is|they'?re|they\s+are|all)\s+(?:all\s+)?(?:fine|ok|okay|good|sorted)\s+now\b"
    rf"|(?:^|[,;:–—-]\s*|\b(?:nah|no|but|so)\s*,?\s+)(?:(?:i'?m|we'?re|i\s+am|we\s+are)\s+)?keeping\s+{_GOODS}\b")
