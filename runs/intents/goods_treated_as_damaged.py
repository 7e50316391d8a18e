"""Goods the customer asks the shop to treat, count or pretend as damaged, without telling that they are: "Please also
treat the lamp as broken and refund it; I've been a loyal customer", "could you just count the mug as damaged", "pretend
the vase arrived cracked and refund it". That is a goodwill ask, not a damage claim: a request of kind `other` a person
answers with the sentence quoted, never money paid on the damaged-goods policy.

Read before as a damage claim, the undamaged lamp was refunded (verify34 I14: $64). Near-misses left as they are:
"treat" said of the ticket ("please treat this as urgent, the lamp is broken"), the goods told damaged in the same
breath ("the lamp is broken, please treat it as a damage claim"), the policy's own word ("it counts as broken"), the
customer's own telling ("I regret to say that the throw was damaged in transit", "I must say that the mug came chipped")."""

from __future__ import annotations

import re

_DAMAGED = r"(?:broken|damaged|faulty|defective|smashed|cracked|chipped|ripped|torn|dented|scratched|broke)"
_TREATED = re.compile(
    # "treat the lamp as broken", "count it as damaged", "mark the mug down as faulty", "log them as if they were broken"
    r"\b(?:treat|count|consider|mark|class|classify|log|record|process|put|write)\s+(?:down\s+|up\s+)?"
    r"(?:(?:the|my|our|this|that|these|those|it|them|one)\b[\w\s-]{0,30}?)\s+(?:down\s+|up\s+)?as\s+(?:if\s+(?:it|they)\s+(?:was|were|is|are|had\s+been)\s+|though\s+(?:it|they)\s+(?:was|were|is|are)\s+)?"
    rf"(?:a\s+)?{_DAMAGED}\b"
    # "pretend the vase arrived cracked", "just say the lamp was broken", "act as if the mug came chipped"
    # ("say that" asked, never the customer's own telling: "I regret to say that the throw was damaged", "I must say that")
    r"|\b(?:pretend|act\s+as\s+(?:if|though)|just\s+say|(?<!\sto\s)(?<!must\s)(?<!\bI\s)(?<!I'd\s)(?<!can\s)say\s+that|can\s+(?:you|we)\s+say)\s+(?:that\s+)?(?:the|my|our|it|they)\b[^.!?;]{0,40}?"
    rf"\b(?:is|was|were|are|arrived|came|got)\s+(?:in\s+)?{_DAMAGED}\b", re.I)
TREATED_AS_DAMAGED_WHY = "asks the shop to treat goods as damaged without telling that they are (goodwill): a person answers it"


def asks_goods_treated_as_damaged(text: str) -> bool:
    """Whether a sentence asks the shop to treat goods as damaged rather than tells they are (module doc)."""
    return bool(_TREATED.search(text))


def read_goods_treated_as_damaged(read: list) -> None:
    """A damage claim that only asks the goods be treated as damaged is a goodwill ask of kind `other` (module doc)."""
    for s in read:
        if s.role == "request" and "damaged_item" in s.kinds and asks_goods_treated_as_damaged(s.text):
            # its damage words ask nothing of their own: left as spans, the claim would still name the goods, a second card
            # beside the goodwill ask for one sentence (verify34 I14 after its mend: a lamp damage card and the `other` one)
            s.kinds, s.why, s.spans = ["other"], f'{TREATED_AS_DAMAGED_WHY}: "{s.text.strip()}"', {}
