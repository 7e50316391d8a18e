"""Money asked back in the words of a return, and the account it goes back to: "I would be most grateful if the money
could be returned to my account, all of it" beside a lost parcel asks that claim's refund, as "refund me" does (blind
round ver37c, V37C-23). "returned" was no refund word and "my account" read as a further ask (a change to the account),
so the ask went to a person as a request of no kind and the reply said the refund was made and not made.

The money named ("the money", "my money", "the full amount", "the payment", "what I paid") and then returned, given, paid,
sent or put back, or repaid; and "to / into / onto / back on my account" as where it goes, the customer's
own account, no other. Another destination ("to my PayPal instead", "a bank transfer", "a different card") is read by
runs/intents/remedies.py (refund_elsewhere) before this, and a change to the account itself ("update my account", "close my
account") names no money going to it."""

from __future__ import annotations

import re

# the money named, then sent back by return words: "the money could be returned", "my money repaid", "the full amount paid back"
MONEY_RETURNED = (r"\b(?:(?:the|my|our|all\s+(?:the|my|our))\s+(?:full\s+|whole\s+|entire\s+)?(?:money|amount|sum|payment|price|cost)|what\s+(?:i|we)\s+paid)\b"
                  r"[^.!?;]{0,30}?\b(?:returned|repaid|(?:given|paid|sent|put|transferred)\s+back)\b")
# where the money goes back: the customer's own account or card
_TO_OWN_ACCOUNT = re.compile(r"\b(?:(?:back\s+)?(?:on|onto|in|into|to)|back\s+to)\s+(?:my|our)\s+(?:own\s+)?(?:card\s+)?account\b", re.I)


def without_own_account(text: str) -> str:
    """`text` without the customer's own account named as where the money goes back ("returned to my account")."""
    return _TO_OWN_ACCOUNT.sub(" ", text) if re.search(rf"{MONEY_RETURNED}|\brefund\w*|\bmoney\s+back\b", text, re.I) else text
