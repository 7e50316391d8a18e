"""The words naming money paid back to the customer, whoever says them: the customer asking it (claim_story.py,
claim_remedy_asks.py, restatements.py, withdrawn_asks.py), turning it down (remedy_waivers.py) or asking or turning down
the return postage paid back (return_postage_asked.py, return_postage_waived.py), or a reply telling it
(runs/reply_check.py). A leaf. Each is an alternation with no group; a caller puts \\b or its own frame around it and
adds the words only its reading takes ("my money", "give me back", "credit" in a reply)."""

from __future__ import annotations

# The verbs of money paid back: "refund", "refunded", "refunding", "reimburse", "reimbursement".
REFUND_VERBS = r"refund\w*|reimburs\w*"
# The same and "money back" named: "refund", "reimbursement", "my money back".
# Not "credit": beside a customer's claim "store credit" is another remedy asked (restatements' _MORE), while in a reply
# "credited to your card" is the refund itself, so reply_check adds it where it reads a reply.
REFUND_WORDS = rf"{REFUND_VERBS}|money\s+back"
# The verbs a sum the customer paid out (the return postage) is paid back with: the refund verbs and "cover",
# "compensate" ("cover the cost of sending it back", "doesn't need compensating"). A refund asked bare for goods is not
# "covered": the goods' readers keep to REFUND_WORDS.
PAY_BACK_VERBS = rf"{REFUND_VERBS}|cover\w*|compensat\w*"
