"""Another person's parcel left with the customer (issue #11, V1-08): "wrong parcel" over "My own wall clock came and it's
fine. But the courier also left my neighbour's box at my door and when she opened it her mirror was cracked. She's elderly
and not online, so could you refund her?". The subject "wrong parcel" was read as a wrong item of the customer's order, and
a return of their own working clock was booked. A parcel of a neighbour's (someone else's, one for next door, one addressed
to another person) brought to the customer's door is no wrong item of the customer's order: nothing on the order came
wrong. What went wrong with that parcel's goods ("her vase is smashed") is the other person's, and money asked for them
("could you refund her?") is a third party's, never this order's to pay: a person answers it (kind `other`).

So: the sentence telling of the parcel asks nothing of the order (context; or a request of kind `other` when it asks money
for the person in the same breath); a damage claim told of that parcel's goods in the sentences after it ("Her vase is
smashed.", "inside her teapot broken") is that person's, read as context; an ask of money for the person after it ("could
you refund her for it?") is a request of kind `other`; and a subject naming only a wrong item or damage ("Wrong parcel",
"Delivery mix up") over such a body is context.

Near-misses keep their reading: another's parcel sent instead of the customer's own ("You sent me someone else's parcel
instead of my wall clock": the order's goods never came right), the customer's OWN parcel left with a neighbour ("my clock
was left at my neighbour's and it was cracked"), and a claim of the customer's own goods beside ("my clock came cracked
too")."""

from __future__ import annotations

import re

from ..shop.kinds import NOT_A_CASE
from .person_words import person_words
from .reading import ReadSentence
from .own_claim_beside_others_parcel import own_claim_clauses, own_claim_kinds

_PERSON = person_words() + r"(?:-in-law)?"
# (not an "order": another person's order told of is read by doubt.py and others_order_unnumbered.py)
_PARCEL = r"(?:parcel|package|packet|box|delivery|post|shipment)s?"
# Another person's parcel: "my neighbour's box", "someone else's package", "a parcel for next door", "a package addressed to a
# Mr Ahmed", "parcel of my neighbor" (a learner's), "it's my neighbours" (ending there: not "it's my neighbour's fault").
_OTHERS_PARCEL = (
    rf"\b(?:(?:my|our|a|the)\s+)?(?:{_PERSON}|next[\s-]door)(?:'s|’s|s'|s’|s)\s+(?:\w+\s+)?{_PARCEL}\b"
    rf"|\b(?:someone|somebody|another\s+(?:person|customer|household)|a\s+stranger)(?:\s+else)?(?:'s|’s|s)\s+(?:\w+\s+)?{_PARCEL}\b"
    rf"|\b{_PARCEL}\s+(?:that\s+(?:was|is)\s+)?(?:of|belonging\s+to|meant\s+for|addressed\s+to|for\s+delivery\s+to)\s+"
    rf"(?:(?:my|our|the|a)\s+)?{_PERSON}\b"
    # ("a parcel for my friend" may be the customer's own order sent as a gift: only a place or a stranger by "for")
    rf"|\b{_PARCEL}\s+(?:that\s+(?:was|is)\s+)?(?:for|of|belonging\s+to|meant\s+for|addressed\s+to|for\s+delivery\s+to)\s+"
    rf"(?:(?:my|our|the|a)\s+)?(?:next\s+door|number\s+\d+|no\.?\s*\d+|someone\s+else|somebody\s+else|another\s+(?:address|house|person|customer)|"
    r"a\s+different\s+(?:address|house|person|name)|(?:a\s+)?(?:mr|mrs|ms|miss|dr)\.?\s+[A-Z]\w+|the\s+(?:house|flat)\s+(?:next\s+door|opposite|across))\b"
    rf"|\b(?:it'?s|its|it\s+(?:is|was)|that'?s|this\s+is|they'?re)\s+(?:actually\s+|really\s+)?(?:for\s+)?(?:my|our|the)\s+{_PERSON}(?:'s|’s|s'|s’|s)?(?=\s*(?:[,.;:!?)\-–—]|$)|\s+(?:not|and|but|parcel|package|box)\b)")
# ...brought to the customer: left, delivered, dropped, handed, put through the door, received, got.
# (never denied: "my husband's parcel never came" tells of nothing brought; "came" or "arrived" only to the customer's door)
_BROUGHT = (r"(?<!\bnever\s)(?<!\bnot\s)(?<!n't\s)(?<!\bdidnt\s)\b(?:left|leave|leaves|delivered|deliver|dropped|drop|gave|given|handed|brought|"
            r"put|posted|received|recieved|recieve|receive|got|get"
            r"|(?:came|arrived|turned\s+up|showed\s+up|ended\s+up)\s+(?:here|to\s+(?:me|us|my|our)|at\s+(?:my|our)|with\s+(?:me|us|mine|ours)|"
            r"on\s+my|through\s+my))\b")
OTHERS_PARCEL = re.compile(_OTHERS_PARCEL, re.I)
_BROUGHT_RE = re.compile(_BROUGHT, re.I)
# ...not in place of the customer's own goods: "someone else's parcel instead of my clock", "I got hers and she got mine".
_INSTEAD_OF_MINE = re.compile(r"\b(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+(?:mine|my\s+(?:own\s+)?\w+|ours|our\s+\w+)\b"
                              r"|\b(?:she|he|they)\s+(?:got|has|had|received)\s+mine\b|\bmine\s+(?:never|didn'?t|did\s+not|hasn'?t|has\s+not|is\s+missing|went)\b"
                              r"|\bbut\s+(?:not|no)\s+(?:mine|my\s+\w+)\b", re.I)
# The goods of that parcel told as the person's: "her mirror", "his lamp inside", "inside her teapot", "the vase in it".
_THEIR_GOODS = re.compile(r"\b(?:her|his|their)\s+(?:[\w-]+\s+)?[\w-]+|\binside\b|\bin\s+(?:it|there)\b|\b(?:hers|theirs)\b", re.I)
# Money asked for the person: "could you refund her", "give her money back", "pay him back", "refund her for it".
_FOR_THEM = re.compile(r"\b(?:refund|reimburse|compensate|pay|credit)\s+(?:her|him|them)\b|\b(?:give|send|get)\s+(?:her|him|them)\s+(?:\w+\s+){0,2}"
                       r"(?:money|refund|credit|replacement|new\s+one)|\b(?:her|his|their)\s+(?:money|refund)\b|\bfor\s+(?:her|him|them)\b", re.I)
_GOODS_CLAIMS = {"damaged_item", "wrong_item", "non_delivery"}
OTHERS_PARCEL_WHY = "another person's parcel left with the customer: no wrong item or damage of this order, and nothing for it is this order's to pay"
OTHERS_PARCEL_GOODS_WHY = "tells of the goods in another person's parcel left with the customer: that person's, not this order's"
FOR_THEM_WHY = "asks money for another person, whose parcel was left with the customer: a third party's, a person answers it"
SORT_IT_WHY = "asks that another person's parcel left with the customer be sorted out: a person answers it"
SUBJECT_OTHERS_PARCEL_WHY = "the subject line names a wrong parcel or damage the body tells was another person's parcel: no claim of this order"


def own_claim_beside(text: str) -> bool:
    """Whether a sentence telling of another person's parcel also claims the customer's own goods went wrong, in a clause
    of its own ("my neighbour's parcel was left with me, and my own clock arrived cracked": own_claim_beside_others_parcel.py)."""
    return bool(own_claim_clauses(text, OTHERS_PARCEL))


def own_kinds(text: str) -> set[str]:
    """The kinds of claim the customer's own clauses of such a sentence tell."""
    return own_claim_kinds(own_claim_clauses(text, OTHERS_PARCEL))


def others_parcel_left(text: str) -> bool:
    """Whether a sentence tells of another person's parcel brought to the customer, not in place of their own goods."""
    return bool(OTHERS_PARCEL.search(text) and _BROUGHT_RE.search(text) and not _INSTEAD_OF_MINE.search(text))


def _set_aside(s: ReadSentence, why: str) -> None:
    asks = bool(_FOR_THEM.search(s.text))
    s.doubted = [k for k in s.kinds if k in _GOODS_CLAIMS] or s.doubted
    s.role, s.kinds, s.spans, s.weak = ("request", ["other"], {}, []) if asks else ("context", [], {}, [])
    s.why = FOR_THEM_WHY if asks else why


def read_others_parcel_left(read: list[ReadSentence]) -> None:
    """Read the claims a neighbour's parcel left with the customer brought about as that person's (module doc)."""
    written = [s for s in read if s.role != "injected"]
    told = [i for i, s in enumerate(written) if s.index and others_parcel_left(s.text)]
    if not told:
        return
    first = told[0]
    for i in told:
        s = written[i]
        if own_claim_beside(s.text) and s.role == "request" and set(s.kinds) & _GOODS_CLAIMS:
            # "someone else's parcel was delivered to me but my own lamp arrived broken": the own claim stands, and only
            # what its own clause tells (own_claim_beside_others_parcel.py)
            s.kinds = [k for k in s.kinds if k not in _GOODS_CLAIMS or k in own_kinds(s.text)] or s.kinds
        elif s.role in ("request", "attached", "statement") and (set(s.kinds) & _GOODS_CLAIMS or _FOR_THEM.search(s.text)):
            _set_aside(s, OTHERS_PARCEL_WHY)
        # what follows in its paragraph: the parcel's goods told broken, and money asked for the person
        for after in written[i + 1:]:
            if after.paragraph != s.paragraph or others_parcel_left(after.text):
                break
            if after.role in ("request", "attached") and set(after.kinds) <= _GOODS_CLAIMS | {"other"} and _THEIR_GOODS.search(after.text) \
                    and set(after.kinds) & _GOODS_CLAIMS:
                _set_aside(after, OTHERS_PARCEL_GOODS_WHY)
            elif after.role in ("attached", "request", "courtesy") and _FOR_THEM.search(after.text):
                after.role, after.kinds, after.spans, after.why = "request", ["other"], {}, FOR_THEM_WHY
    subject = read[0]
    if subject.index == 0 and subject.role in ("request", "attached") and set(subject.kinds) <= _GOODS_CLAIMS \
            and not any(s.role == "request" and set(s.kinds) & (set(subject.kinds) or _GOODS_CLAIMS) for s in written[1:]):
        subject.role, subject.doubted, subject.kinds, subject.spans, subject.why = "context", list(subject.kinds), [], {}, SUBJECT_OTHERS_PARCEL_WHY
    if any(s.role == "request" and set(s.kinds) - set(NOT_A_CASE) for s in written):
        return  # a claim of the customer's own still stands: the asks around it are its own
    paragraphs = {written[i].paragraph for i in told}
    for s in written[first + 1:]:
        if s.paragraph in paragraphs and s.role in ("courtesy", "attached") and not s.kinds:
            # "The driver dropped off my neighbour's parcel by mistake. Can you sort it out?": no claim left to be the remedy of
            s.role, s.kinds, s.why = "request", ["other"], SORT_IT_WHY
