"""The reason a cancellation is asked ("I ordered it by mistake", "I've changed my mind about the sofa"), told beside the
ask to cancel and no return: the reason, not a return of its own.

"Hi, I ordered the bookshelf this morning by mistake (meant to order it for next month). please cancel it before it
ships.": the cancellation is a person's (an order not yet sent), and nothing is to come back. Read as a change of mind
too, the run planned a return nobody asked for and told the customer "I haven't done anything about the return of the
oak bookshelf" (blind round ver34c B34-29). A sentence that asks for the goods to go back ("if it has already shipped
I'll send it back") still asks its return."""

from __future__ import annotations

import re

from .reading import ReadSentence

CANCEL_REASON_WHY = "tells why the order is to be cancelled, beside the ask to cancel it: no return asked"

# An ask to cancel the order (not a return, refund, replacement or subscription called off).
_CANCEL = re.compile(r"\bcancel\w*\b(?!\s+(?:the\s+|my\s+|that\s+|this\s+)?(?:return|refund|replacement|exchange|subscription|membership|account|"
                     r"newsletter|collection|pick-?up)\b)", re.I)


def read_cancel_reason_told(read: list[ReadSentence]) -> None:
    """A change of mind told beside an ask to cancel its order, where no sentence asks a return: the cancel's reason."""
    cancels = [s for s in read if s.role == "request" and "other" in s.kinds and _CANCEL.search(s.text)]
    if not cancels or any(s.asks_return or s.weak for s in read if s.role in ("request", "attached")):
        return
    for s in read:
        if s.role != "request" or "change_of_mind" not in s.kinds \
                or not any(c.order == s.order or "" in (c.order, s.order) for c in cancels):
            continue
        s.kinds = [k for k in s.kinds if k != "change_of_mind"]
        s.spans.pop("change_of_mind", None)
        if not s.kinds:
            s.role, s.why = "context", CANCEL_REASON_WHY
