"""Why a subtask a replan left out was deferred. The record keeps the runtime's words ("replaced by a replan: <trigger>")
for a reviewer; the customer is told it in theirs, never the runtime's: a reply that says "because replaced by a
replan: carrier scans show ..." shows them the machinery, and a trigger the model wrote for itself (V36-027)."""

from __future__ import annotations

REPLANNED = "replaced by a replan"

# What a customer is told instead: the part is not dropped, it is looked at again under another part of the reply.
TOLD_TO_CUSTOMER = "after looking at your order's record again, it is taken up in another part of this reply"


def replanned(trigger: str) -> str:
    """The deferred reason the record keeps for a subtask a replan leaves out."""
    return f"{REPLANNED}: {trigger}"


def customer_reason(reason: str) -> str:
    """`reason` as a customer may read it: a replan's reason in the customer's words, any other as it is."""
    return TOLD_TO_CUSTOMER if reason.strip().lower().startswith(REPLANNED) else reason
