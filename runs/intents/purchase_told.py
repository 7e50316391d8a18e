"""The purchase told as where the story starts: "I ordered a winter coat from you on the second of November, order number
SU-71023, as the weather here has turned so cold." tells what was bought, from whom, when and why, and nothing wrong
with it. "I ordered ..." opening a sentence is read as a problem told (the first half of "I ordered the blue, you sent
the green"), so beside a lost parcel this sentence went to a person as a problem of no known kind (blind round ver37c,
V37C-23), and the reply told an elderly customer her refund was made and not made.

A sentence opening "I / we ordered, bought, purchased" that tells at least one detail of the purchase (when, from
whom, the order's number, why) and no turn to what came (but, however, instead, received, arrived, sent, got ...):
the purchase told, no problem. A turn, or any problem word runs.intents.unread reads after the opener ("not", "wrong",
"still"), keeps it a problem told: "I ordered the blue one from you on Monday but got green", "I ordered it on the 2nd
and it still hasn't come"."""

from __future__ import annotations

import re

_OPENER = re.compile(r"^\W*(?:so |and |well |hi,? |hello,? )?(?:i|we)(?:\s+(?:first|originally|initially))?\s+"
                     r"(?:ordered|bought|purchased|placed\s+(?:an?\s+)?order\s+for)\b", re.I)
_MONTH = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
# the details of a purchase: when, from whom, which order, why
_DETAIL = re.compile(
    rf"\bon\s+(?:the\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?|first|second|third|fourth|fifth|\w+teenth|\w+tieth|twenty[- ]\w+|thirty[- ]?\w*|{_MONTH}|{_DAY})\b"
    rf"|\b(?:last|this|in|early|late)\s+(?:week|month|{_MONTH}|{_DAY}|spring|summer|autumn|winter|year)\b|\b\d+\s+(?:days?|weeks?|months?)\s+ago\b|\ba\s+(?:few\s+)?(?:days?|weeks?|months?)\s+ago\b"
    r"|\bfrom\s+(?:you|your\s+(?:shop|store|site|website|online\s+shop|catalogue))\b|\border\s+(?:number|no\.?|#|ref(?:erence)?)\b|\b[A-Z]{2,4}-\d{3,}\b"
    r"|\b(?:as|because|since)\s+(?:the|my|our|it|we|i|she|he|they)\b|\bfor\s+(?:my|our|his|her|their)\b", re.I)
# a turn to what came, or a problem with it: the purchase told as the first half of a claim
_TURN = re.compile(r"\b(?:but|however|yet|though|although|instead|whereas|only|received|recieved|arrived|came|come|sent|got|delivered|"
                   r"turned\s+up|showed\s+up|shipped|dispatched|charged|billed|twice|broken|damaged|cracked|missing|wrong|late|lost|"
                   r"never|not|no|still|refund\w*|return\w*|replace\w*)\b|\?", re.I)


# the order's number told ("order no SU-1"): no "no" of a problem
_ORDER_NUMBER = re.compile(r"\border\s+(?:number|no\.?|#|ref(?:erence)?)(?:\s*[:#.]?\s*[A-Z]{2,4}-?\d+)?", re.I)


def purchase_only_told(text: str) -> bool:
    """Whether `text` tells only the purchase (module doc)."""
    m = _OPENER.search(text)
    return bool(m) and bool(_DETAIL.search(text, m.end())) and not _TURN.search(_ORDER_NUMBER.sub(" order ", text[m.end():]))
