"""The delivery fee told as paid in one sentence and asked back alone in a later one of its paragraph: "I paid $5.95 for
delivery. It came on the 7th, the site said the 3rd. I want that back." The ask is the late claim's remedy and the fee
told goes with it (runs/intents/fee_asked_back.py reads the fee and the ask; apart from it, as the money readers import
that module and this one reads the screener's passes). What only this module reads: the ask alone in its sentence, the
fee told in an earlier one of the paragraph; the fee and the ask are read by fee_asked_back.py's own pieces."""

from __future__ import annotations

import re

from .fee_asked_back import FEE_TOLD_ASKED_WHY, FEE_PAID, asked_back, fee_alone
from .unread import TELLS_MORE


def _bare_ask(text: str) -> bool:
    """Whether a sentence is only the ask back: "I want that back.", "Please give me that back, thanks."."""
    asked = asked_back(text)
    rest = (text[:asked.start()] + " " + text[asked.end():]) if asked else text
    return bool(asked) and not re.search(r"[a-z]{3,}", re.sub(r"\b(?:and|so|please|pls|thanks|thank\s+you|cheers|now|too|also|as\s+well|"
                                                                  r"in\s+full|asap|frankly|honestly|quite\s+simply|simply|then)\b", " ", rest, flags=re.I), re.I)


def fee_asked_across(read) -> None:
    """The ask back alone in its sentence, the fee told as paid in a sentence before it in its paragraph (at most one
    sentence of facts between): the ask is the late claim's remedy, and the fee told goes with it."""
    for i, s in enumerate(read):
        if s.role != "request" or s.kinds != ["other"] or not _bare_ask(s.text):
            continue
        before = [b for b in read[max(0, i - 2):i] if b.paragraph == s.paragraph and b.role != "injected"]
        told = next((b for b in reversed(before) if FEE_PAID.search(b.text) and fee_alone(b.text)), None)
        if told is None or any(b.role == "request" and set(b.kinds) - {"late_delivery"} for b in before[before.index(told):]):
            continue
        s.kinds, s.spans, s.why = ["late_delivery"], {"late_delivery": [(0, len(s.text))]}, FEE_TOLD_ASKED_WHY
        if told.role == "statement" and not told.kinds:
            told.role, told.why = "attached", TELLS_MORE
