"""The reason told before a remedy ask, in the same sentence: "We'd rather not wait weeks for another one and
honestly we've gone off the colour a bit, so I'd like a refund for the chair." What comes before "so" (or
"which is why", "that's why", "therefore") says why the customer asks, not what: the ask is the clause after
it. Read whole, the reason's words (the wait, the colour) looked like something no claim names, and the
claim's own refund went to a person. A reason that asks something itself ("can you call me, so I can ...")
is no reason only: it is kept.
"""

from __future__ import annotations

import re

# Where the reason ends and the ask begins: ", so I'd like", "so could you", "which is why I'm asking", "therefore".
_SO_THEN_ASK = re.compile(r"(?:,\s*|\s+[-\u2013\u2014]\s*|\s+)(?:and\s+)?(?:so|which\s+is\s+why|that'?s\s+why|that\s+is\s+why|therefore|hence|for\s+that\s+reason)"
                          r"\s*,?\s+(?=(?:i|we|could|can|would|will|please|pls|just|kindly|may|might)\b)", re.I)


# An ask in the reason itself ("please call me, so I can ..."; never a wish declined: "we'd rather not wait").
_ASKS_IN_HEAD = re.compile(r"(?<!not )(?<!n't )\b(?:please|pls|plz|kindly|could\s+(?:you|u)|can\s+(?:you|u)|would\s+(?:you|u)|will\s+(?:you|u)|"
                           r"(?:i|we)(?:'d|’d|\s+would)\s+(?:like|love|appreciate)|(?:i|we)\s+(?:want|need)|(?:send|call|ring|email|e-mail|phone|change|cancel|update)\s+"
                           r"(?:me|us|my|our|the|a|an|it)\b)", re.I)


def without_reason_head(text: str) -> str:
    """`text` from the ask after its reason on ("so I'd like a refund for the chair"), or `text` as it is when no
    reason leads it or the reason asks something of its own."""
    m = None
    for m in _SO_THEN_ASK.finditer(text):
        pass  # the last "so" before an ask: "..., so we waited, so I'd like ..."
    if m is None:
        return text
    head = text[:m.start()]
    if "?" in head or _ASKS_IN_HEAD.search(head):
        return text
    return text[m.end():]
