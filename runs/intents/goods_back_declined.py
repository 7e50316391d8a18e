"""Sending the goods back turned down beside the money asked: "The table lamp came with its shade badly dented. I don't
want a replacement, please just refund the lamp. I do not need a return label, the shade is going in the recycling."

"I don't need a return label" declines the return, not the claim: with the refund asked just before it, it is the
refund-and-keep remedy, as "I'll keep it" beside "please refund it" is (runs/intents/remedies.keeps_for_money, whose
keeping words these join). Read as declining every remedy, it took the damage sentence back as context, and the lamp's
refund rested on the subject line alone before going to a person with the reply "I couldn't sort out the damaged table
lamp" (blind round 33, B33-17). A replacement declined beside the refund ("I don't want a replacement, please just
refund the lamp") already keeps the claim; this is the same for the goods going back.

Near-misses still declining: no money asked before it ("The lamp is dented. I don't need a return label, I'll just live
with it" takes the claim back), and a refusal of money in the same sentence ("no return label needed and no refund
either")."""

from __future__ import annotations

import re

# The goods going back, in declining words: "don't need a return label", "no longer want the collection", "won't need a courier".
_GOODS_BACK = re.compile(r"\b(?:return|label|collection|courier|pick-?up)\b", re.I)
# ... never with money in the same words: "don't start a refund or return" declines the money too.
_MONEY = re.compile(r"\b(?:refund\w*|money|reimburs\w*|credit\w*|compensat\w*|cash)\b", re.I)


def declines_goods_back(words: str) -> bool:
    """Whether declining words (a match of runs/intents/remedies' declining table) turn down only the goods going back."""
    return bool(_GOODS_BACK.search(words)) and not _MONEY.search(words)
