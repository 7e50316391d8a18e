"""A claim the customer has taken to a third party that has not paid yet: "Delivery was charged twice on this one (5.99
x2). Already opened a PayPal dispute for the extra one yesterday, just FYI so it can be matched up on your end." (V2-04:
$5.99 paid while the dispute was open: when it settles, the customer is paid twice). Also a chargeback raised, a claim
put in with the courier or an insurer, or the bank said to be reversing the money now or soon
(runs/intents/third_party_money_back.py dispute_open).

The sentence telling it goes to a person (`other`) and holds the refund of the claims told before it: a claim only told
("was charged twice") asks nothing beside the dispute and is set aside; a claim that asks ("please refund the extra
one") stays asked, and its refund waits for the person. Near-misses read as before: "my bank says it will reverse it if
you don't", "I disputed it but PayPal rejected it", "I'll open a dispute if you don't refund" (a threat: bank_threats.py),
"I've asked my bank but they haven't done anything yet, please refund"."""

from __future__ import annotations

from .app_of_a_lost_dispute import told_turned_down
from .asks import _asks
from .cues import GOODS_PROBLEMS
from .reading import DISPUTE_OPEN_CLAIM_WHY, ReadSentence
from .repaid_elsewhere_next import SETTLED_NEXT_WHY
from .third_party_money_back import dispute_open

DISPUTE_OPEN_WHY = ("tells a dispute, chargeback or claim open with a third party (a bank, a card issuer, a payment app, a carrier "
                    "or an insurer): a person answers it, and no refund is paid beside it")
# The claims whose money a third party may pay back.
_CLAIM_KINDS = {*GOODS_PROBLEMS, "change_of_mind", "late_delivery", "duplicate_charge"}


def _claims_before(read: list[ReadSentence], i: int) -> list[ReadSentence]:
    """The claims the dispute at read[i] is about: those told before it in its paragraph, else any told before it."""
    w = read[i]
    before = [s for s in read[:i] if s.role == "request" and set(s.kinds) & _CLAIM_KINDS]
    return [s for s in before if s.paragraph == w.paragraph] or before


def read_disputes_open(read: list[ReadSentence]) -> None:
    """A dispute or claim open with a third party: a person's, and the refund of its claims held (module doc)."""
    for i, w in enumerate(read):
        if w.role == "injected" or w.index == 0 or dispute_open(w.text) is None:
            continue
        if any(n.paragraph == w.paragraph and told_turned_down(n.text) for n in read[i + 1:i + 3] if n.role != "injected"):
            continue  # "I opened a PayPal dispute. PayPal rejected it.": closed against the customer, an ordinary claim (app_of_a_lost_dispute.py)
        own = [k for k in w.kinds if k in _CLAIM_KINDS]
        claims = _claims_before(read, i)
        # (the sentence just before, set aside as settled by this one's words: "I've raised a chargeback" read as a settling)
        told = [read[i - 1]] if i and read[i - 1].role == "context" and read[i - 1].why == SETTLED_NEXT_WHY else []
        kinds = sorted({*own, *(k for s in [*claims, *told] for k in s.kinds if k in _CLAIM_KINDS)})
        for s in claims:
            if not _asks(s.text, title=s.index == 0) and not set(s.kinds) - _CLAIM_KINDS:
                # "Delivery was charged twice on this one.": told for the dispute, asking nothing beside it
                s.role, s.why, s.spans = "context", DISPUTE_OPEN_CLAIM_WHY, {}
        w.doubted = list(dict.fromkeys([*w.doubted, *own]))
        w.role, w.kinds, w.why, w.spans = "request", ["other"], DISPUTE_OPEN_WHY, {}
        w.forbids = list(dict.fromkeys([*w.forbids, "refund"]))
        w.forbid_kinds = list(dict.fromkeys([*w.forbid_kinds, *kinds])) if kinds else w.forbid_kinds
