"""The delivery fee shrugged off in so many words: "It came a few days late but honestly I'm not fussed about the delivery
fee", "don't care about the shipping charge", "the postage doesn't matter", "no need to worry about the delivery fee".
The customer waives the late delivery's only remedy, as "keep the fee" does (runs/intents/remedy_waivers.py, whose
`waived_remedies` these spans join): the screener reads the lateness as context and the guard refuses a model's refund
of the fee (runs.guards.check_request_in_ticket, `remedies_waived`).

Read before as naming the fee and so asking for it, $5.99 was paid against the customer's own word (blind round 33,
P33-05). The waving words on their own ("not fussed about the delay") are read elsewhere (runs/intents/settled.py); these
are the ones whose object is the fee itself.

Near-misses left asking: the fee turned round after the shrug ("not bothered about the fee normally, but this time I want
it back", "I don't care about the delay, I want the delivery fee back"), the shrug of something else beside the fee asked
("not fussed about the box, but please refund the postage"), a question ("do you care about the fee?"), the shrug denied
("it's not that I don't care about the fee"), and the customer caring ("I do care about the delivery fee")."""

from __future__ import annotations

import re

# The fee as the object: "the delivery fee", "the shipping", "that postage charge", "the £4.99 delivery".
_FEE = (r"(?:the|that|this|my|your|a|any)\s+(?:(?:late|extra|little|small|[$£€]\s?\d+(?:[.,]\d\d)?)\s+)?"
        r"(?:(?:delivery|shipping|postage|courier|express|p&p|carriage)(?:\s+(?:fee|charge|cost|money))?s?|(?:delivery\s+)?fees?)\b")
# The shrug, its object the fee: "not (too) fussed about", "don't (really) care about", "not bothered about", "not worried
# about", "no need to worry about", "couldn't care less about", "whatever about".
_SHRUG_BEFORE = re.compile(
    r"\b(?:(?:i'?m|i\s+am|we'?re|we\s+are|honestly|really)\s+)?not\s+(?:too\s+|that\s+|really\s+|at\s+all\s+|overly\s+|especially\s+)?"
    r"(?:fussed|bothered|worried|concerned|precious)\s+(?:about|over|re|regarding|with)\s+"
    rf"{_FEE}"
    # (the subject dropped, as a hurried customer writes: "Don't really care about the shipping charge though"; never "you")
    r"|(?<!\byou\s)(?<!\bu\s)(?:\b(?:i|we)\s+)?(?:really\s+|honestly\s+|genuinely\s+)?\b(?:don'?t|do\s+not|dont|couldn'?t|could\s+not)\s+(?:really\s+|honestly\s+)?care(?:\s+less)?\s+(?:about|for)\s+"
    rf"{_FEE}"
    r"|\b(?:no\s+need\s+to|(?:please\s+)?(?:don'?t|do\s+not|dont))\s+(?:worry|fret|bother)\s+(?:about|with)\s+"
    rf"{_FEE}"
    rf"|\b(?:doesn'?t|does\s+not|won'?t)\s+(?:really\s+)?matter\s+about\s+{_FEE}"
    # not chased at all: "I'm not chasing the shipping cost", "we won't claim the postage", "not after the delivery fee"
    # (waivers round W2: read as the fee asked, $5.99 was paid)
    r"|\b(?:(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:honestly\s+|really\s+)?not|(?:i|we)\s+(?:won'?t|will\s+not))\s+(?:going\s+to\s+|be\s+)?"
    r"(?:chas(?:e|ing)|claim(?:ing)?(?:\s+(?:for|back))?|after|ask(?:ing)?\s+for|pursu(?:e|ing)|bother(?:ing)?\s+with)\s+"
    rf"{_FEE}", re.I)
# The fee, then the shrug said of it: "the delivery fee doesn't matter", "the shipping is no big deal", "the postage isn't
# a problem".
_SHRUG_AFTER = re.compile(
    rf"{_FEE}\s+(?:really\s+|honestly\s+)?(?:doesn'?t|does\s+not)\s+(?:really\s+)?matter"
    rf"|{_FEE}\s+(?:is|'s|’s)\s+(?:no\s+(?:big\s+)?(?:deal|problem|bother|issue)|not\s+(?:a\s+)?(?:big\s+)?(?:deal|problem|issue|worry))\b"
    # left with the shop: "the postage can stay with you", "the delivery fee is yours to keep" (waivers round W1)
    rf"|{_FEE}\s+(?:can|may|should)\s+(?:just\s+)?(?:stay|remain)\s+with\s+(?:you|u|ya)(?:\s+guys)?\b"
    rf"|{_FEE}\s+(?:is|'s|’s)\s+yours(?:\s+to\s+keep)?\b", re.I)
# The shrug denied or the fee asked after it: "it's not that I don't care about the fee", "..., but I want it back".
_DENIED = re.compile(r"\b(?:not|isn'?t|doesn'?t\s+mean)\s+that\s*(?:(?:i|we)\b[^.!?]*)?$", re.I)
# ... the fee itself asked after a turn: "but this time I want it back", "but I'd like the postage refunded" (another
# claim's ask after the turn, "but the lamp is cracked, please refund the lamp", leaves the fee waived)
_FEE_WORDS = r"(?:delivery|shipping|postage|courier|p&p|carriage|fees?)"
_ASKED_AFTER = re.compile(rf"\b(?:but|however|though|yet|except)\b[^.!?]*?(?:\b{_FEE_WORDS}\b|\b(?:it|that|this|them)\s+(?:back|refunded|reimbursed)\b"
                          r"|\b(?:refund|reimburse)\s+(?:me\s+)?(?:it|that|this)\b)", re.I)


def fee_shrugged_off(text: str) -> list[tuple[int, int]]:
    """Where a sentence shrugs off the delivery fee itself and asks nothing for it after; [] when it does not."""
    out = []
    for m in [*_SHRUG_BEFORE.finditer(text), *_SHRUG_AFTER.finditer(text)]:
        end = re.search(r"[.!?]|$", text[m.end():]).start() + m.end()
        if "?" in text[m.end():end + 1] or _DENIED.search(text, 0, m.start()) or _ASKED_AFTER.search(text, m.end(), end):
            continue
        out.append(m.span())
    return sorted(out)
