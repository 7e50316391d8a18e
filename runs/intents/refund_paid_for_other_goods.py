"""A refund paid for goods other than those claimed, and the customer's offer to have it taken back: "You've refunded the
vase instead of the bowl. Please refund the bowl, and if you want to take the vase money back off my card that's fine by
me" (V43-B2). The offer was read as the bowl's remedy only and dropped, and "there's been a mix-up" before it as a wrong
item claimed, so a person was asked to put right a wrong item nobody was sent. Money the shop paid in error is no claim
of the customer's, and the run has no tool to take it back: the offer goes to a person (`other`, quoted); the refund told
as paid for the wrong goods, and a bare "mix-up" naming no goods in the same ticket, are context. The claim on the goods
that are broken is read as before and paid on its own.

Near-misses: a refund of the wrong goods told with no offer to take it back (context, nothing for a person), an offer to
pay back a refund received twice (refund_paid_twice.py), "you sent the vase instead of the bowl" (goods sent, a wrong item),
and a mix-up of goods sent ("there's been a mix-up, I got a blue one") in a ticket telling no refund paid in error."""

from __future__ import annotations

import re

from .reading import ReadSentence

PAID_IN_ERROR_WHY = "tells of a refund paid for goods other than those claimed: money the shop paid in error, no claim of the customer's"
TAKE_BACK_WHY = "offers to have a refund paid in error taken back: a person settles how that money comes back"
MIX_UP_WHY = "tells of the mix-up the sentences after it explain (a refund paid for the wrong goods): asks nothing"

# (never "but" among the goods' words: "refunded for the mug but not the late delivery fee" is a refund short, not paid in error)
_GOODS = r"(?:the|my|your|that|this)\s+(?:(?!but\b)[\w-]+\s+){0,2}?(?!but\b)[\w-]+"
_PAID_IN_ERROR = re.compile(
    rf"\b(?:refunded|credited|reimbursed)\s+(?:me\s+)?(?:for\s+)?{_GOODS}\s+(?:instead\s+of|rather\s+than|not)\s+(?:the|my)\b"
    rf"|\b(?:refunded|credited|reimbursed)\s+(?:me\s+)?(?:for\s+)?the\s+wrong\s+(?:item|one|thing|product|goods|line)\b"
    rf"|\brefund(?:ed)?\b[^.!?]{{0,40}}\b(?:went|was|came|is)\s+(?:through\s+)?(?:for|on|against)\s+the\s+wrong\b"
    rf"|\b(?:refunded|credited)\s+(?:me\s+)?(?:for\s+)?{_GOODS}\s+(?:by\s+mistake|in\s+error|by\s+accident)\b"
    rf"|\b[\w-]+\s+refund\s+(?:was|is)\s+(?:a\s+mistake|an\s+error|wrong)\b", re.I)
_TAKE_BACK = re.compile(
    r"\b(?:take|have|claw|pull|get)\s+(?:(?:the|that|this)\s+(?:[\w-]+\s+)?(?:money|refund|amount|credit)|the\s+money\s+for\s+the\s+[\w-]+|it|that)\s+back\b"
    r"|\b(?:take|claw|pull)\s+back\s+(?:the|that)\s+(?:[\w-]+\s+)?(?:money|refund|amount|credit)\b"
    r"|\b(?:reverse|cancel|undo|void)\s+(?:the|that|this)\s+(?:[\w-]+\s+)?(?:refund|credit)\b"
    r"|\b(?:charge|debit|bill|re-?charge)\s+(?:me|my\s+card|it|my\s+account)\s+(?:again\s+)?(?:back\s+)?for\s+(?:the|that)\s+[\w-]+\b"
    r"|\bpay\s+(?:you\s+)?(?:the\s+[\w-]+\s+(?:money|refund)|it|that(?:\s+money)?)\s+back\b|\bpay\s+back\s+the\s+[\w-]+\s+(?:money|refund)\b", re.I)
_MIX_UP = re.compile(r"\b(?:mix-?\s?up|mixup|muddle|mistake|error|confusion)\b", re.I)
_GOODS_TOLD = re.compile(r"\b(?:sent|received|got|came|arrived|instead|ordered|wrong\s+(?:item|one|colour|color|size))\b", re.I)


def read_refund_paid_for_other_goods(live: list[ReadSentence]) -> None:
    """A refund paid for the wrong goods (module doc): the offer to take it back to a person, the refund told and a bare
    mix-up as context. `live`: the sentences the customer wrote."""
    told = [s for s in live if s.index > 0 and _PAID_IN_ERROR.search(s.text)]
    if not told:
        return
    for s in live:
        if s.index == 0 and not s.text.strip().endswith((".", "!", "?")):
            continue  # the subject line
        if _TAKE_BACK.search(s.text):
            s.role, s.kinds, s.why, s.spans = "request", ["other"], TAKE_BACK_WHY, {}
        elif s in told:
            s.role, s.kinds, s.why, s.spans = "context", [], PAID_IN_ERROR_WHY, {}
        elif s.kinds == ["wrong_item"] and _MIX_UP.search(s.text) and not _GOODS_TOLD.search(s.text):
            s.role, s.kinds, s.why, s.spans = "context", [], MIX_UP_WHY, {}
