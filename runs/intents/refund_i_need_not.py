"""The customer saying they need no refund of some goods in the refunding verb itself: "Refund the cup - I don't need to
refund the saucer", "I do not need you to reimburse the lid". The refusal's subject is the customer, not the shop, yet
the refund refused is the shop's: read as "don't refund the saucer" is, so the saucer is held and the goods asked beside
it paid (older43: "I don't need to refund the saucer" forbade nothing and the saucer was paid beside the cup).

Only the refunding verbs: "I don't need to send it back", "I don't need to return it" tell the customer's own doing."""

# One of the negations runs/intents/money.py _NEGATED_ACTION reads before its verb (the verb follows within two words).
I_NEED_NO_REFUND = (r"(?:i|we)\s+(?:don'?t|dont|don’t|do\s+not)\s+(?:really\s+)?need(?:\s+(?:you|u))?\s+to"
                    r"(?=\s+(?:\w+\s+){0,2}?(?:refund|reimburs))")
