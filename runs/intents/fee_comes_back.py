"""The delivery fee named as money and asked to come back, in words no fee cue reads: "the delivery money should come
back to me", "the shipping money I should get back", "I should get the postage back", "the delivery cost ought to be
given back to us". A fee asked back is the late claim's remedy (runs/intents/cues.py FEE_BACK reads "refund the
shipping"; its "back" leaves out "come back", which a courier does); told so, the ask was read as nothing at all
beside the lateness the sentence told (held-back round ver26c, VER26C-18). The record decides whether it is owed: a
parcel that came inside its promise has no fee back, however the ask is worded (runs/guards.py).

Near-misses, left as they are: the fee told, not asked ("I gave the delivery money to the driver", "the delivery money
came back to me last week"), asked the other way ("shouldn't the delivery money come back?" is a question a person
answers as such), and turned down ("the delivery money need not come back to me").

What only this module reads: the fee named as money ("the delivery money", "the money I paid for postage") with the ask
around it; its words for the fee and for the money owed back are runs/intents/fee_asked_back.py's."""

from __future__ import annotations

import re

from .fee_asked_back import FEE_WORD, SPEED, comes_back

# (the fee's own words, the fee said owed back and the words of asking it: runs/intents/fee_asked_back.py, one reading with the
# pronoun asked back there; "post" too, here only, as a money word follows it: "the post money", never "the post office")
_FEE_WORD = rf"(?:{FEE_WORD}|post)"
# The fee named as the money paid for it: "the delivery money", "my shipping fee", "the money for postage", "the money I
# paid for the delivery".
_FEE_MONEY = (rf"(?:the|my|our|that|this)\s+(?:extra\s+)?{SPEED}{_FEE_WORD}\s+(?:money|fees?|charges?|costs?|payment)"
              rf"|(?:the|my|our|that)\s+money\s+(?:(?:i|we)\s+(?:paid|spent)\s+)?(?:for|on)\s+(?:the\s+|my\s+|our\s+)?{_FEE_WORD}\b")
_FEE_MONEY_PAID = rf"(?:{_FEE_MONEY})(?:\s+(?:i|we)\s+paid)?"
# The customer owed it: "I should get", "we ought to have", "I must really receive".
_OWED_TO_ME = r"(?:i|we)\s+(?:should|ought\s+to|must|deserve\s+to)\s+(?:really\s+|surely\s+)?(?:get|have|receive)"
FEE_COMES_BACK = re.compile(
    # "the delivery money should come back to me", "the shipping fee must be given back", "the postage ought to be refunded"
    rf"\b{comes_back(_FEE_MONEY_PAID)}\b"
    # "I should get the delivery money back", "we ought to have back the shipping fee", "I should get back my postage money"
    rf"|\b{_OWED_TO_ME}\s+(?:(?:{_FEE_MONEY})\s+back|back\s+(?:{_FEE_MONEY}))\b"
    # "the delivery money I should get back", "the shipping fee, we should have back"
    rf"|\b(?:{_FEE_MONEY}),?\s+(?:(?:i|we)\s+(?:think\s+|feel\s+|believe\s+)?)?{_OWED_TO_ME}\s+back\b",
    re.I)


def with_fee_comes_back(text: str, spans: dict[str, list[tuple[int, int]]]) -> dict[str, list[tuple[int, int]]]:
    """`spans` with the fee asked to come back read as the late claim's, where the sentence asks it."""
    if "duplicate_charge" in spans or "late_delivery" in spans and any(a <= m.start() < b for m in FEE_COMES_BACK.finditer(text)
                                                                        for a, b in spans["late_delivery"]):
        return spans
    asked = [m.span() for m in FEE_COMES_BACK.finditer(text)]
    return {**spans, "late_delivery": sorted({*spans.get("late_delivery", []), *asked})} if asked else spans
