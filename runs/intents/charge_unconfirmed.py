"""A charge taken twice that the customer is not sure of, cannot check and says they will confirm later: "I might have been
charged twice? My online banking is down so I can't check properly. I'll confirm once it's back up." (verify33 P01).

Read as a duplicate claim, the copy on the record was refunded at once ($60.00) and the guard's own check called it money
nobody asked for: the customer asked nothing yet, they said they would come back. A careful lead has a person answer
(the record may well show the copy, which a person can tell them and refund when asked): kind `other`, the sentence
quoted, no money. The same three marks as damage nobody has confirmed (damage_unconfirmed.py): in doubt, not checked,
someone will come back to it; and no money asked outside the doubt.

Near-misses still claimed: "I was charged twice, please refund one" (sure), "I think I was charged twice - can you
refund the extra?" (money asked), "my card shows it twice, I'll send a screenshot" (seen, only proof promised)."""

from __future__ import annotations

import re

from .damage_unconfirmed import _LATER, _UNSEEN
from .reading import ReadSentence
from .remedies import asks_money

# In doubt about the charge: "I might have been charged twice?", "not sure if I was billed twice", "maybe charged double",
# "I may have paid twice", "possibly debited two times"
_TWICE = r"(?:twice|two\s+times|double|2x|again)"
_DOUBTFUL = re.compile(
    rf"\b(?:might|may|could)\s+have\s+(?:been\s+)?(?:\w+\s+)?(?:charged|billed|debited|paid|taken)\b[^.!?]{{0,30}}?\b{_TWICE}\b"
    rf"|\b(?:not\s+(?:sure|certain)|unsure)\s+(?:if|whether)\b[^.!?]{{0,40}}?\b{_TWICE}\b"
    rf"|\b(?:maybe|possibly|perhaps)\s+(?:\w+\s+){{0,3}}?(?:charged|billed|debited|paid|taken)\b[^.!?]{{0,30}}?\b{_TWICE}\b", re.I)
# Not checked (beside damage_unconfirmed._UNSEEN: "can't check properly", "haven't checked"): "banking is down", "can't see my statement", "can't log in"
_UNCHECKED = re.compile(r"\b(?:banking|bank(?:ing)?\s+app|app|statement|online\s+bank\w*)\s+(?:is|'s|are)\s+(?:down|not\s+working|broken|offline)\b"
                        r"|\bcan'?t\s+(?:log\s*in|get\s+into|access)\b"
                        # (a check still to come: "I will check and update you")
                        r"|\b(?:i'?ll|i\s+will|we'?ll|we\s+will)\s+(?:\w+\s+)?check\b", re.I)

DOUBTED_CHARGE_WHY = ("a charge taken twice the customer is not sure of, has not checked and will confirm: a person answers, "
                      "no money before they ask")


def read_unconfirmed_charge(read: list[ReadSentence]) -> None:
    """Each duplicate claim of a ticket that doubts the charge, has not checked it and says the customer will come back to
    it (module doc): a request of kind `other` for a person."""
    texts = [s.text for s in read if s.role != "injected"]
    whole = " ".join(texts)
    if not (_LATER.search(whole) and (_UNSEEN.search(whole) or _UNCHECKED.search(whole))) or any(asks_money(t) for t in texts):
        return
    for s in read:
        if s.role == "request" and s.kinds == ["duplicate_charge"] and _DOUBTFUL.search(s.text):
            s.doubted, s.spans, s.weak = list(s.kinds), {}, []
            s.kinds, s.why = ["other"], DOUBTED_CHARGE_WHY
