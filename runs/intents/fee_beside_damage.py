"""The delivery fee asked back in a clause of its own beside broken or wrong goods, where nothing in the
ticket says the parcel was late: "Refund the three broken ones and give me my shipping back as well",
"The bowl came cracked. Refund it. Also please refund the shipping."

A fee asked back is read as the late claim's remedy (runs/intents/cues.py FEE_BACK), which is right where the
ticket tells of lateness ("it came a week late, refund the shipping"). Beside a damage or a wrong item with no
lateness told, it is no late-delivery claim: read as one, it was declined as "on time", an answer to a complaint
the customer never made, and the shipping they did ask for was never put to anyone. No policy pays the fee for
broken goods (POL-DMG-002: not unless the whole order is unusable), so it is a request of kind `other` that a
person answers, as where both are asked in one clause ("Refund the bowl AND the shipping", runs/intents/unread.py).

Near-misses, left as they are: lateness told anywhere in the ticket ("it came three days late and the bowl was
cracked. Refund the bowl and my shipping"), the fee asked with no goods problem ("please refund the shipping"),
a charge told as taken twice or a parcel that never came (those claims pay the fee themselves), and a fee the
clause itself calls late ("the shipping was late, refund it")."""

from __future__ import annotations

import re

from .cues import _FEE_NOUN, FEE_BACK, FEE_BY_ITS_NAME, _cue_hits, _spans_of
from .reading import ReadSentence
from .settled import withdrawn_spans
from .told import came_after_due
from .fee_comes_back import FEE_COMES_BACK
from .unread import FEE_BESIDE_WHY

# The fee asked back in words no fee cue knows, where a remedy sentence reads as the claim's: "I would be grateful for a
# refund of those, and of the postage I paid", "Refund it and give me back the shipping".
_FEE_ASKED = re.compile(
    r"\b(?:refund\w*|reimburs\w*|(?:give|pay|send|want|have|get)\s+(?:me\s+|us\s+)?back|money\s+back)\b[^.!?]{0,50}?"
    rf"\b(?:the|my|our|of\s+the|of\s+my|for\s+the|for\s+my)\s+(?:\w+\s+)?{_FEE_NOUN}"
    r"(?!\s+(?:box|boxes|bag|packaging|label|cost\s+of\s+(?:the\s+)?return))", re.I)
_FEE_NAMED = re.compile(_FEE_NOUN, re.I)
_GOODS_CLAIMS = frozenset({"damaged_item", "wrong_item"})
_FEE_PAID_BY_CLAIM = frozenset({"duplicate_charge", "non_delivery"})


def _same_order(a: ReadSentence, b: ReadSentence) -> bool:
    return not a.order or not b.order or a.order == b.order


# Lateness in words the cues may not read as a claim ("the parcel was delayed"): enough to leave the fee the late claim's.
_LATE_WORDS = re.compile(r"\b(?:late|later\s+than|delay\w*|overdue|behind\s+schedule|took\s+(?:ages|forever|weeks|days)|after\s+the\s+(?:date|day))\b", re.I)


def _lateness_told(s: ReadSentence) -> bool:
    """Whether a sentence tells of lateness in its own words (a lateness cue or word, not only a fee asked back), or
    was read as a late claim on some other ground."""
    # ("it came on the 14th although checkout promised the 10th": lateness told by its two days)
    return "late_delivery" in _spans_of(s.text) or bool(_LATE_WORDS.search(s.text)) or came_after_due(s.text) \
        or ("late_delivery" in s.kinds and not _cue_hits("late_delivery", s.text, [*FEE_BACK, *FEE_BY_ITS_NAME, FEE_COMES_BACK]))


def read_fee_beside_damage(read: list[ReadSentence]) -> None:
    """A request read as late delivery only because it asks the fee back, beside a damage or wrong-item claim on its
    order and with no lateness told in the ticket, is a request of kind `other` for a person (FEE_BESIDE_WHY)."""
    told = [s for s in read if s.role != "injected"]
    if any(_lateness_told(s) or withdrawn_spans(s.text) for s in told):
        return  # (a claim taken back, "forget the mug, just refund the postage": the fee is asked alone, as a fee)
    requests = [s for s in told if s.role == "request"]
    for s in requests:
        if s.kinds != ["late_delivery"] or not _FEE_NAMED.search(s.text):
            continue  # (a courier sent to take goods back asks no fee: "You want to send courier for take it back, please no")
        beside = [r for r in requests if r is not s and _same_order(r, s)]
        kinds = {k for r in beside for k in r.kinds}
        if kinds & _GOODS_CLAIMS and not kinds & _FEE_PAID_BY_CLAIM:
            s.kinds, s.spans, s.why = ["other"], {}, FEE_BESIDE_WHY
    claims = {k for r in requests for k in r.kinds}
    if not claims & _GOODS_CLAIMS or claims & _FEE_PAID_BY_CLAIM or "late_delivery" in claims:
        return
    for s in told:
        # a remedy sentence read as the claim's, or as courtesy, that also asks the fee back
        if s.role in ("attached", "courtesy") and _FEE_ASKED.search(s.text):
            s.role, s.kinds, s.spans, s.why = "request", ["other"], {}, FEE_BESIDE_WHY
