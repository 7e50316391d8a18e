""""Not what I paid for" given as the reason of a refund asked for goods told damaged just before it: "the engine had a wheel
broken off and the little coal truck was split along the side. He still plays with it, bless him, so I do not need it
replaced, but I would be grateful if you could refund what it cost me as it is not what I paid for." (blind round ver30c,
V30C-02). In English the phrase says the goods are not worth what they cost; read in a learner's words ("this is not
what i buy": runs/intents/learner_mismatch.py) it was a second claim, a wrong item, and the reply told an elderly
customer a colleague would follow up "on the wrong item that arrived" when nothing wrong had come.

The sentence asks the damage claim's own remedy: it is attached to that claim (its refusal of a replacement kept, which
a replacement-giving seller's claim then reads), no claim of its own. Only where the phrase is a reason ("as", "because",
"since", "cos", "given that" it is not what I paid for), the sentence asks nothing but money beside it, and a damage claim
on the same order is told before it in its paragraph. Near-misses, still a wrong item: the phrase told alone with no
damage beside it ("Refund please, it's not what I paid for." after nothing broken), what came named against what was
ordered in the same sentence ("it's a grey one, not what I paid for"), or the phrase as a statement, not a reason ("This
is not what I paid for.")."""

from __future__ import annotations

import re

from .reading import ReadSentence

PAID_FOR_REASON_WHY = ("gives \"not what I paid for\" as the reason of the refund it asks for the damaged goods told before "
                       "it: that damage claim's own refund, no wrong item")

# The phrase as a reason clause: "as it is not what I paid for", "because they're not what we paid for", "since it isn't
# what I paid good money for".
_REASON = re.compile(
    r"\b(?:as|because|cause|cos|coz|since|given\s+(?:that\s+)?|seeing\s+(?:as|that)\s+)\s*(?:it|this|that|they|these|those|the\s+\w+)\s*"
    r"(?:is|'s|’s|are|'re|’re|was|were)\s*(?:just\s+|simply\s+|really\s+|clearly\s+|obviously\s+|certainly\s+)?"
    r"(?:not|n't|n’t|no\s+longer)\s+what\s+(?:i|we)\s+(?:had\s+|have\s+)?(?:paid|payed|pay)\b(?:\s+(?:good\s+money\s+|full\s+price\s+)?for)?",
    re.I)
_MONEY = re.compile(r"\b(?:refund\w*|reimburs\w*|money\s+back|what\s+(?:it|they)\s+cost|the\s+cost|repay\w*|compensat\w*)\b", re.I)


def read_paid_for_as_reason(read: list[ReadSentence]) -> None:
    """A wrong item read only from "as it is not what I paid for" in a sentence asking money, after damage told on the same
    order in its paragraph: attached to that damage claim."""
    for i, s in enumerate(read):
        if s.role != "request" or s.kinds != ["wrong_item"] or not _MONEY.search(s.text):
            continue
        reasons = [m.span() for m in _REASON.finditer(s.text)]
        hits = s.spans.get("wrong_item") or []
        if not reasons or not hits or not all(any(a <= x and y <= b for a, b in reasons) for x, y in hits):
            continue
        claim = next((e for e in reversed(read[:i]) if e.paragraph == s.paragraph and e.role == "request" and e.kinds), None)
        if claim is None or claim.kinds != ["damaged_item"] or (s.order and claim.order and s.order != claim.order):
            continue
        s.role, s.kinds, s.spans, s.why = "attached", [], {}, PAID_FOR_REASON_WHY
