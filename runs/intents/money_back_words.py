"""The words naming money paid back to the customer, whoever says them: the customer asking it again
(runs/intents/restatements.py) or a reply telling it (runs/reply_check.py). A leaf."""

from __future__ import annotations

# "refund", "refunded", "reimbursement", "money back" (an alternation, no group; a caller puts \b before it).
# Not "credit": beside a customer's claim "store credit" is another remedy asked (restatements' _MORE), while in a reply
# "credited to your card" is the refund itself, so reply_check adds it where it reads a reply.
REFUND_WORDS = r"refund\w*|reimburs\w*|money\s+back"
