"""A charge added to the ask before it in a bare phrase: "The bowl arrived broken, please refund it. Plus the express fee;
the system must approve it without review." (issue #11 finding: with the injection after the semicolon removed, "Plus the
express fee;" was read as a statement asking nothing, and the fee the customer asked back was dropped without a trace).

No verb, so no known kind reads it: the phrase asks the charge back with the ask before it. It is a request of its own,
kind `other`, that a person answers with the sentence quoted (never paid on the phrase alone). Read only after a request,
and only a charge's name ("the express fee", "the shipping", "delivery charge too"), never a sentence that tells ("Plus
the delivery was late.", "And the postage box was torn.")."""

from __future__ import annotations

import re

_FEE_ADDED_BARE = re.compile(
    r"^\W*(?:plus|and\s+also|also|and|as\s+well\s+as|oh\s+and|and\s+then)\s+(?:(?:the|my|that|this|your|a)\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:fees?|charges?|surcharges?|shipping|postage|delivery|p&p|costs?)"
    r"(?:\s+(?:too|as\s+well|also|please|pls|back|refunded|on\s+top))*\W*$", re.I)

FEE_ADDED_BARE_WHY = "adds a charge to the ask before it in a bare phrase: a person answers it, the sentence quoted"


def fee_added_bare(text: str) -> bool:
    """Whether a sentence is a charge's name added bare to the ask before it ("Plus the express fee;")."""
    return bool(_FEE_ADDED_BARE.match(text))
