"""The goods asked again in another variant, instead of the ones sent back: "I'd like to send the cover back and get the
green one instead", "return it and have the large one sent", "swap it for the blue one". Read before as only the remedy
of the wrong item beside it (the return), the ask for the green cover got no subtask and the reply promised a refund the
customer never asked for. The sentence is its own request, goods instead of money: a person arranges the exchange, and
no refund is promised for it; the return it names still starts (runs/intents/read.py)."""

from __future__ import annotations

import re

from .exchange_by_value import exchange_by_value

# the verb that gets goods: "get", "have", "receive", "be sent", "swap/exchange it for"
_GET = r"(?:get|have|rec(?:ei|ie|i)ve|be\s+sent|get\s+sent|have\s+sent|send\s+(?:me|us)|ship\s+(?:me|us)|swap\w*\s+(?:it|them|this|that)\s+for|exchang\w*\s+(?:it|them|this|that)\s+for)"
# ... another variant of the goods: "the green one", "a large one", "the right size", "the one I ordered"
_VARIANT = (r"(?:the|a|an)\s+(?:\w+\s+){0,2}?(?:one|ones|size|colou?r|version|variant)\b(?!\s+(?:refund|money))"
            r"|what\s+(?:i|we)\s+(?:actually\s+)?ordered|(?:the|a|an)\s+(?:\w+\s+){0,2}?(?:i|we)\s+(?:actually\s+)?ordered")
_OTHER_VARIANT = re.compile(rf"\b{_GET}\s+(?:{_VARIANT})", re.I)
_INSTEAD = re.compile(r"\binstead\b|\b(?:swap|exchang)\w*\b", re.I)
_REFUSED = re.compile(r"(?:\b(?:don'?t|dont|do\s+not|not|never|no\s+need\s+to|rather\s+not)\s+(?:\w+\s+){0,2}?)$", re.I)


def other_variant_asked(text: str) -> bool:
    """Whether a sentence asks for the goods in another variant in place of those sent ("get the green one instead"),
    not refused ("I don't want to get the green one instead"); or names them by a bare value ("get the 44s", "swap for the
    mediums": runs/intents/exchange_by_value.py)."""
    if exchange_by_value(text):
        return True
    if not _INSTEAD.search(text):
        return False
    return any(not _REFUSED.search(text[:m.start()]) for m in _OTHER_VARIANT.finditer(text))
