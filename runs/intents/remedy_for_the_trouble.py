"""A claim's own remedy asked "for the hassle": "I want the shipping refunded for the hassle." beside a late delivery
(blind round ver30c, V30C-14). "For the hassle" says why the customer asks the fee back, not for money beyond it; read as
compensation too, the one sentence became the late-delivery claim and a request of kind `other` for a person, and the
reply told the customer both that there was nothing to refund (the delivery was free) and that a colleague would follow
up on the same shipping.

The sentence stays the claim's request alone when the words of trouble follow the remedy it names ("the shipping
refunded for the hassle", "the delivery fee back for the inconvenience", "refund the postage for all the trouble") and
nothing else in it asks money beyond the remedy. Near-misses, still compensation for a person: a sum or a form of
goodwill named ("$20 for the hassle", "a voucher for the trouble"), a second thing asked ("the shipping back and something
for the hassle"), money asked for the trouble alone ("a refund for the hassle", "I want compensation for the stress")."""

from __future__ import annotations

import re

from .asks import asks_compensation

# The remedy named, then the trouble as its reason: "the shipping refunded for the hassle", "the fee back for the
# inconvenience", "refund the postage for all the trouble" (an object named between: never "a refund for the hassle").
_TROUBLE = r"for\s+(?:the|my|all\s+the|our|all\s+this|all\s+that|this|that)\s+(?:trouble|inconvenience|hassle|stress|bother|faff)\b"
_REMEDY_THEN_TROUBLE = re.compile(
    r"\b(?:the|my|our|that|this)\s+(?:[\w$.,'-]+\s+){0,3}?(?:refunded|reimbursed|credited|waived|back|returned|refunded\s+to\s+me)\s+" + _TROUBLE
    + r"|\b(?:refund|reimburse|waive|credit)\s+(?:me\s+)?(?:the|my|our|that|this)\s+(?:[\w$.,'-]+\s+){0,3}?" + _TROUBLE, re.I)
_TROUBLE_ALONE = re.compile(_TROUBLE, re.I)


def trouble_is_the_reason(text: str, kinds: list[str]) -> bool:
    """Whether a sentence asking a claim's remedy (`kinds`: a known kind read in it) says "for the hassle" only as why it
    asks that remedy, asking no money beyond it."""
    if not kinds or kinds == ["other"]:
        return False
    m = _REMEDY_THEN_TROUBLE.search(text)
    if m is None:
        return False
    t = _TROUBLE_ALONE.search(text, m.start())
    blanked = text[:t.start()] + " " * (t.end() - t.start()) + text[t.end():]
    return not asks_compensation(blanked)
