"""Money beyond the fee turned down while the delivery fee is asked back: "I'm not after compensation, only the fee
back", "Not looking for any goodwill gesture - just refund the delivery charge pls", "dont want a voucher or anything,
the shipping fee is all i want". What is turned down is something on top (compensation, a goodwill gesture, a voucher,
anything more); what is asked is the fee, the late delivery's own remedy. Read as the customer declining the money, the
late claim told before it was taken back and the fee never paid.

Not the fee itself turned down ("I don't want the fee back, just the parcel"), nor compensation turned down with no fee
asked ("I'm not after compensation, just letting you know"): those still decline (runs/intents/money.py, remedies.py)."""

from __future__ import annotations

import re

# Something on top of the fee: compensation, a goodwill gesture or payment, a voucher, a gift card, credit, anything more.
_BEYOND = (r"(?:(?:any|a|an|some|the|your)\s+)?(?:(?:sort|kind)\s+of\s+)?(?:extra\s+)?(?:compensation|goodwill(?:\s+(?:gesture|payment|credit|money))?|"
           r"gestures?\s+of\s+goodwill|vouchers?|gift\s?cards?|(?:store|shop|account)\s+credit|discount(?:\s+codes?)?|codes?|coupons?|points|freebies?|"
           r"anything\s+(?:extra|else|more|on\s+top|additional)|a\s+(?:penny|cent)\s+more)"
           r"(?:\s+(?:or|and)\s+(?:(?:any|a|an|some)\s+)?(?:compensation|goodwill(?:\s+gesture)?|vouchers?|credit|anything(?:\s+(?:like\s+that|else|extra))?))?")
_TURNED_DOWN = re.compile(
    r"\b(?:(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+)?not\s+(?:really\s+)?(?:after|looking\s+for|asking\s+for|expecting|wanting|seeking|chasing|"
    r"bothered\s+about|fussed\s+about|interested\s+in)\s+" + _BEYOND
    + r"|\b(?:(?:i|we)\s+)?(?:do\s+not|don'?t|dont)\s+(?:really\s+|even\s+)?(?:want|need|expect|require)\s+" + _BEYOND
    + r"|\bno\s+(?:need\s+for\s+)?" + _BEYOND + r"(?:\s+(?:needed|necessary|required|wanted|please|pls|thanks))?", re.I)
# The fee asked, in words of its own beside what is turned down: "only the fee back", "just refund the delivery charge",
# "the shipping fee is all i want", "all I want is the postage back".
_FEE = r"(?:(?:delivery|shipping|postage|courier|p&p)(?:\s+(?:fee|charge|cost))?|fee|charge)"
_FEE_ASKED = re.compile(
    rf"\b(?:just|only|simply|merely|but)\s+(?:(?:want|need|like|asking\s+for|after)\s+)?(?:(?:the|my|our)\s+)?{_FEE}\s+(?:back|refunded|returned|reimbursed)\b"
    rf"|\b(?:just|only|simply|merely|but)\s+(?:(?:please|pls|kindly)\s+)?(?:refund|reimburse|return|credit)\s+(?:me\s+)?(?:for\s+)?(?:the|my|our)\s+{_FEE}\b"
    rf"|\b(?:just|only|simply)\s+(?:the|my|our)\s+{_FEE}\b(?!\s+(?:was|is|were|came|arrived))"
    rf"|\b(?:i'?d|i\s+would|i|we)\s+(?:just|only)\s+(?:like|want|need)\s+(?:the|my|our)\s+{_FEE}\s+(?:back|refunded|returned|reimbursed)\b"
    rf"|\b(?:the|my|our)\s+{_FEE}(?:\s+(?:back|refunded|returned))?\s+(?:is|'s)\s+all\s+(?:i|we)(?:'m|\s+am|'re|\s+are)?\s+(?:want|need|ask|after|asking\s+for)\w*"
    rf"|\ball\s+(?:i|we)(?:'m|\s+am|'re|\s+are)?\s+(?:want|need|ask\s+for|after|asking\s+for)\s+is\s+(?:the|my|our)\s+{_FEE}\b", re.I)
# The fee itself turned down in the sentence: "I don't want the fee back", "no need to refund the postage".
_FEE_TURNED_DOWN = re.compile(rf"\b(?:no|not|don'?t|dont|do\s+not|never|without)\s+(?:\w+\s+){{0,3}}?(?:the\s+|my\s+|a\s+)?{_FEE}\b", re.I)


def compensation_beside_fee(text: str) -> list[tuple[int, int]]:
    """Where a sentence turns down money beyond the delivery fee while it asks the fee back ("I'm not after compensation,
    only the fee back"): the spans turned down, or [] when it asks no fee or turns the fee itself down."""
    if not _FEE_ASKED.search(text):
        return []
    turned = [m.span() for m in _TURNED_DOWN.finditer(text)]
    if not turned:
        return []
    rest = list(text)
    for a, b in turned:
        rest[a:b] = " " * (b - a)
    if _FEE_TURNED_DOWN.search("".join(rest)):
        return []
    return turned


def without_compensation_turned_down(text: str) -> str:
    """`text` with money beyond the fee turned down blanked out, where the fee is asked beside it (offsets unchanged)."""
    spans = compensation_beside_fee(text)
    if not spans:
        return text
    out = list(text)
    for a, b in spans:
        out[a:b] = " " * (b - a)
    return "".join(out)


def fee_asked_beside_compensation(text: str) -> tuple[int, int] | None:
    """Where a sentence asks the fee back beside money beyond it turned down, or None."""
    if not compensation_beside_fee(text):
        return None
    m = _FEE_ASKED.search(text)
    return m.span() if m else None
