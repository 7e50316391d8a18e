"""Another person's problem told as settled, beside the customer's own: "A colleague ordered the same lamp and had the same
problem, and your team sorted him out straight away, see below." It is the customer's reason to expect the same, never
their own claim settled: read as the next sentence settling it, the customer's cracked lamp was held (adv25 ADV25-03).

Whose problem: someone else named as having it (a colleague, a friend, my sister, another customer) and the remedy given to
them ("sorted him out", "refunded her", "gave them a new one", "he got his money back", "her order was replaced"). A
remedy given to the customer or their household for their own order ("my husband rang and you refunded us", "my wife
sorted it with your chat team") still settles it."""

from __future__ import annotations

import re

_SOMEONE = (r"(?:(?:a|my|our|one\s+of\s+my|one\s+of\s+our)\s+(?:\w+\s+)?(?:colleague|co-?worker|workmate|friend|neighbou?r|mate|pal|boss|"
            r"flatmate|roommate|sister|brother|cousin|aunt|uncle|niece|nephew|in-?law|mum|mom|mother|dad|father)s?"
            r"|another\s+customer|other\s+customers|someone\s+(?:else|i\s+know)|somebody\s+(?:else|i\s+know)|a\s+(?:guy|lady|woman|man)\s+(?:i\s+know|at\s+work))")
_THEIRS = r"(?:him|her|them|his|hers|theirs|he|she|they)"
# The remedy given to them: "sorted him out", "refunded her", "gave them a new one", "sent him another", "he got a refund".
_GIVEN_THEM = re.compile(
    rf"\b(?:sort(?:ed)?|refund(?:ed)?|replac(?:ed)?|reimburs(?:ed)?|compensat(?:ed)?|credit(?:ed)?|help(?:ed)?|look(?:ed)?\s+after|gave|give|sent|send|paid|pay|"
    rf"fix(?:ed)?|took\s+care\s+of)\s+{_THEIRS}\b"
    rf"|\b(?:he|she|they)\s+(?:got|received|had|was\s+given|were\s+given|was\s+refunded|were\s+refunded|was\s+sent|were\s+sent)\s+(?:a|an|his|her|their|the|full|"
    rf"a\s+full|another|new|money|refund)\b|\b(?:his|her|their)\s+(?:refund|replacement|money|order|one|lamp|claim)\s+(?:was|were|got|came)\b", re.I)


def settled_for_another(text: str) -> bool:
    """Whether a sentence tells someone else's problem settled for them, not the customer's own."""
    return bool(re.search(rf"\b{_SOMEONE}\b", text, re.I)) and bool(_GIVEN_THEM.search(text))
