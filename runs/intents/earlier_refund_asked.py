"""When the money of another return or other goods comes, asked beside this ticket's claims: "1) the salad bowl is cracked,
please refund it. 2) ... 3) When will the refund for my earlier return of the placemats actually reach my card?".

"When will the refund show up?" beside a claim asks when that claim's own remedy comes, which its reply says (read as
`attached`, runs/intents/read.py). A question naming an earlier return, refund or claim ("my earlier return", "the
previous refund", "the return I sent last month"), or goods no claim before it names ("the refund for the placemats"
beside a bowl and some salad servers), asks about money this run never makes: attached to the claim before it, the run
closed resolved with the placemats never answered (blind round 33, B33-27). It is a request of its own, kind `other`,
quoted in its subtask; a person answers it from the earlier return's record.

Near-misses left attached: the claim's own goods named ("The vase came smashed. When will the refund for the vase show
up?", "the salad bowl ... the refund for the bowl"), a pronoun or "the broken one" ("When will the refund for it reach my
card?"), and no goods at all ("When will my refund come through?")."""

from __future__ import annotations

import re

from .stems import content_stems

# Another remedy named by when or what it was: "my earlier return", "the previous refund", "my other order", "the return I
# sent back last month", "the refund you promised in October".
_EARLIER = re.compile(
    r"\b(?:earlier|previous|prior|old|older|other|separate|first|original)\s+(?:return|refund|claim|exchange|order|complaint)s?\b"
    r"|\b(?:return|refund|claim|exchange)\s+(?:that\s+)?(?:i|we|you)\s+(?:sent|made|did|posted|started|put\s+in|raised|filed|asked\s+for|had|"
    r"promised|agreed|approved|issued|processed|booked)\b[^.!?]{0,30}?\b(?:ago|last|earlier|before|back\s+in|in\s+(?:january|february|march|april|may|"
    r"june|july|august|september|october|november|december))\b", re.I)
# The goods whose money is asked: "the refund for the placemats", "money for my returned placemats", "the return of the rug".
_GOODS = re.compile(
    r"\b(?:refund|money|credit|reimbursement|return)\s+(?:for|on|of|from)\s+(?:the|my|our|those|these|that|this)\s+"
    r"(?:(?:earlier|previous|returned|old|other)\s+)?(?:return\s+of\s+(?:the|my|our|those|these)\s+)?"
    r"(?P<goods>(?:[a-z'-]+\s+){0,2}?[a-z'-]+)(?=\s+(?:actually|finally|ever|eventually|reach|come|arrive|show|hit|land|be|go|get|take|to|on|in|"
    r"back|clear|appear|turn|will|i|we)\b|\s*[?.,!;]|\s*$)", re.I)
# Words that name no goods of their own at the head of that phrase: "the broken one", "the refund for the order".
_NO_GOODS = frozenset("one ones it them item items thing things order orders parcel package purchase stuff goods lot rest".split())

EARLIER_REFUND_ASKED_WHY = ("asks when the money of an earlier return or of goods no claim in this ticket names reaches the customer: "
                            "a person answers it from that return's record")


def earlier_refund_asked(text: str, claims: list[str]) -> bool:
    """Whether a question of when money comes (`text`, read so by the caller) is about an earlier remedy or other goods
    than the ticket's claims before it (`claims`, their sentences) name."""
    if _EARLIER.search(text):
        return True
    told = frozenset().union(*(content_stems(c) for c in claims)) if claims else frozenset()
    for m in _GOODS.finditer(text):
        head = m.group("goods").split()[-1].lower()
        if head in _NO_GOODS:
            continue
        stems = content_stems(head)
        if stems and not stems & told:
            return True
    return False
