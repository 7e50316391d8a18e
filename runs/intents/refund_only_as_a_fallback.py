"""A refund asked only if something else fails, in the words that put "only" or the last resort on it: "Only if you can't
do that should you refund me" (V1-01, after "What I'd really like is a new lid sent out"), "refund me only if there are
none left", "only if a new one is impossible would I take the money", "money back as a last resort pls".

Whether the first choice fails is for a person to find out: paid at once, the first choice was lost (issue #11). The
refund is held (runs.intents.money._HOLD_SHAPES), as the plainer "If you can't, just refund it" is.

Not held: "if you can, refund it today" (an ask with a courtesy), "I only want a refund" (the money chosen, no condition),
"only if it turns out lost" (runs/intents/refund_after_a_check.py reads the parcel's own)."""

from __future__ import annotations

_REFUND = r"(?:refund\w*|refnd\w*|money\s+back|reimburs\w*|(?:take|have|get)\s+(?:the|my)\s+money)"

REFUND_ONLY_AS_A_FALLBACK = (
    # "Only if you can't do that should you refund me", "only if that's not possible, a refund"
    rf"(?:^\W*|[,;:–—(]\s*|\s-\s*|\b(?:and|but|so)\s+)only\s+(?:if|when|in\s+case)\s+(?:you|u|they|we|the\s+(?:shop|seller)|that|this|it|there|a\s+new\s+one|a\s+replacement)\b"
    rf"[^.!?;]{{0,60}}?\b{_REFUND}"
    # "refund me only if there are none left", "refund only if you cannot replace it"
    rf"|\b{_REFUND}[^.!?;]{{0,30}}?\bonly\s+(?:if|when|in\s+case)\s+(?:you|u|they|we|the\s+(?:shop|seller)|that|this|it|there)\b"
    # "a refund as a last resort", "money back only as a last resort"
    rf"|\b{_REFUND}[^.!?;]{{0,30}}?\b(?:as\s+a\s+|as\s+the\s+)?last\s+resort\b|\blast\s+resort\b[^.!?;]{{0,30}}?\b{_REFUND}"
)
