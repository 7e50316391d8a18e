"""The money the customer paid to post goods back, asked back: "Also can you refund the $8.99 return postage?", "I want to
return the lamp and get my $8.99 return postage back", "will you cover what it cost me to send it back?". Beside a return
it was read as that return's remedy (attached, its sum lost) or, by its "postage back", as the delivery fee of a late
parcel; either way the $8.99 was neither paid nor named to anyone.

No claim kind pays postage the customer spent, so the ask is its own: an `other` request for a person, whose subtask
quotes the sentence and so its sum. A known claim the same sentence makes stays ("I want to return the lamp" is the
change of mind: what the sentence reads as with the postage blanked out), less the late delivery that only the postage's
"back" made of it.

Near-misses: a question of who pays ("do I pay the return postage?", asks_told_as_statements.py and the catch-all read
it), the postage told with no money asked ("I paid $8.99 to post it back, fine"), or the money turned down ("no need to
refund the return postage")."""

from __future__ import annotations

import re

from .money_back_words import PAY_BACK_VERBS
from .reading import ReadSentence

RETURN_POSTAGE_WHY = "asks back the postage the customer paid to send goods back: no claim pays it, a person weighs it"

_GOODS = r"(?:it|them|this|these|that|those|the\s+[\w-]+(?:\s+[\w-]+)?|my\s+[\w-]+)"
_SEND = r"(?:send|sending|sent|post|posting|posted|ship|shipping|shipped|mail|mailing|mailed|return|returning|returned|courier)"
# the postage of sending goods back, however it is called
_POSTAGE = re.compile(rf"\breturn(?:ing)?\s+(?:postage|shipping|delivery|courier|post(?:age)?\s+(?:cost|fee)s?|label\s+(?:cost|fee|charge)s?|costs?|fees?)\b"
                      rf"|\b(?:postage|shipping|courier(?:\s+fee)?|cost|costs|price|fee|money)\s+(?:of|for|to|i\s+(?:paid|spent)\s+(?:to|for))\s+"
                      rf"{_SEND}\s+(?:{_GOODS}\s+)?back\b"
                      rf"|\b(?:paid|spent|cost\s+me|costs\s+me)\b[^.!?]{{0,30}}?\bto\s+{_SEND}\s+{_GOODS}\s+back\b", re.I)
# money asked back for it
_MONEY_BACK = re.compile(rf"\b(?:{PAY_BACK_VERBS}|repay\w*|back|credit\w*|pay\s+(?:me\s+)?(?:for|back))\b", re.I)
# the money turned down, or the postage only asked about: "no need to refund the return postage", "who pays the return postage"
_NOT_ASKED = re.compile(r"\b(?:no\s+need|(?:do\s+not|don'?t|dont|won'?t|wont|never)\s+(?:\w+\s+){0,2}?(?:need|want|bother|refund|worry)|not\s+(?:asking|after|fussed))\b"
                        r"|\bwho\s+pays\b|\b(?:do|will|would|should|must)\s+(?:i|we)\s+(?:have\s+to\s+)?pay\b|\bis\s+(?:the\s+)?return\s+\w+\s+free\b"
                        # who pays, asked of the shop: "do you cover the return shipping?" (return_postage_questions.py)
                        r"|^\W*(?:also\s+|and\s+|so\s+)?(?:do|will|would|can)\s+you\s+(?:pay|cover)\b[^.!]*\?\s*$", re.I)




def names_return_postage(text: str) -> bool:
    """Whether `text` names the postage of sending goods back ("the return postage", "the cost of sending it back")."""
    return bool(_POSTAGE.search(text))


def asks_return_postage_back(text: str) -> bool:
    """Whether the sentence asks back the postage paid to send goods back."""
    if not _POSTAGE.search(text) or _NOT_ASKED.search(text):
        return False
    # (the money asked back outside the postage's own words: "the cost of sending it back" asks nothing back by its "back")
    return bool(_MONEY_BACK.search(_POSTAGE.sub(lambda m: " " * len(m.group(0)), text)))


def read_return_postage_asked(read: list[ReadSentence], read_ticket) -> None:
    """A sentence asking back the return postage paid is a request of its own (`other`), beside any claim it makes.
    `read_ticket`: the screener's own reading (read.py passes it), for the rest of the sentence read as a ticket."""
    for s in read:
        if s.role not in ("request", "attached", "statement", "courtesy") or s.forbids or not asks_return_postage_back(s.text):
            continue
        # what else the sentence asks, read with the postage blanked out ("I want to return the lamp and get my $8.99
        # [return postage] back": the return; its "back" is no late parcel's delivery fee)
        rest = _POSTAGE.sub(lambda m: " " * len(m.group(0)), s.text)
        kinds = [k for k in read_ticket("\n" + rest).intents if k != "other"]
        s.role, s.kinds, s.why, s.restates = "request", [*kinds, "other"], (s.why if kinds and s.role == "request" else RETURN_POSTAGE_WHY), []
        s.spans = {**{k: s.spans.get(k) or [(0, len(s.text))] for k in kinds}, "other": [(0, len(s.text))]}
