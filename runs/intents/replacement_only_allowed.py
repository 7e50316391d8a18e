"""Goods allowed, not asked: "Please refund the kettle. If you'd rather send a new one instead, that's fine too", "if it's
easier for you to replace it I don't mind". The refund is the ask; the replacement is left to the shop's preference and
only allowed, so beside a claim whose remedy pays money the sentence is that claim's remedy, attached to it, never a
replacement chosen over the refund. A replacement asked outright ("I'd rather you send a new one") is read as before."""

from __future__ import annotations

import re

from .reading import ReadSentence

ALLOWED_WHY = "allows goods instead if the shop prefers: the refund asked beside it stays the ask"

# the shop's preference as the condition: "if you'd rather", "if you prefer", "if it's easier for you", "should you prefer"
_SHOPS_PREFERENCE = re.compile(
    r"\b(?:if|should)\s+(?:you|u|your\s+(?:team|shop|side))\s*(?:'d|’d|\s+would|\s+d)?\s+(?:rather|prefer|sooner|find\s+it\s+easier)\b"
    r"|\bif\s+(?:it'?s|it’s|its|it\s+is|that'?s|that’s|that\s+is)\s+(?:easier|simpler|quicker|more\s+convenient)\s+(?:for\s+(?:you|u)|your\s+end|on\s+your\s+(?:end|side))",
    re.I)
# the customer's consent, not a wish: "that's fine too", "I don't mind", "that works as well", "no problem"
_ONLY_ALLOWED = re.compile(
    r"\b(?:(?:that'?s|that’s|thats|that\s+is|that\s+would\s+be|it'?s|also|is\s+also)\s+(?:fine|ok|okay|alright|all\s+right|acceptable|no\s+problem)"
    r"|(?:i|we)\s+(?:don'?t|do\s+not|dont|wouldn'?t|would\s+not)\s+mind|that\s+works|no\s+problem|happy\s+with\s+that|i\s+can\s+live\s+with\s+that)\b", re.I)
_PAID_CLAIMS = frozenset({"damaged_item", "wrong_item", "non_delivery"})


def read_replacement_only_allowed(read: list[ReadSentence]) -> None:
    """A replacement allowed on the shop's preference, beside an earlier claim of its order that pays money: attached."""
    for i, s in enumerate(read):
        if s.role != "request" or s.kinds != ["other"] or not _SHOPS_PREFERENCE.search(s.text) or not _ONLY_ALLOWED.search(s.text):
            continue
        if any(c.is_request and set(c.kinds) & _PAID_CLAIMS and (not s.order or not c.order or c.order == s.order) for c in read[:i]):
            # nor does it hold the refund as goods chosen instead of it would
            s.role, s.kinds, s.spans, s.why = "attached", [], {}, ALLOWED_WHY
            s.forbids = [f for f in s.forbids if f != "refund"]
