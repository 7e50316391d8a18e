"""A claim naming the customer's own goods beside another person's: "Both the shaggy rug and the velvet cushion
turned up stained. The cushion is my flatmate's though - she bought it on her own account." The sentence after
passes on the cushion only; the rug, the customer's own and asked for, is still claimed (it went to a person whole).
The guard holds the other person's line by the customer's words (runs/others_lines.py), so the claim may stand.
Goods the sentence after does not name apart ("My daughter's jumper came with a hole. She bought it on her own
account.") pass the whole claim on."""

from __future__ import annotations

import re

from .stems import content_stems

# Two goods told together: "the shaggy rug and the velvet cushion", "my lamp & the shade", "both the mug and the plate".
_PAIR = re.compile(r"\b(?:the|my|our|a|an)\s+(?P<a>[\w-]+(?:\s+[\w-]+){0,2}?)\s+(?:and|&|as\s+well\s+as|plus)\s+(?:the|my|our|a|an)\s+"
                   r"(?P<b>[\w-]+(?:\s+[\w-]+){0,2}?)\b(?=\s+(?:both\s+|each\s+|all\s+)?(?:turned|came|arrived|were|are|have|had|got|showed|is|was)\b)", re.I)


def own_goods_beside(claim: str, others: str) -> bool:
    """Whether `claim` names two goods together of which `others` (the sentence passing goods on) names one and not
    the other: the other is the customer's own, still claimed."""
    told = content_stems(others)
    for m in _PAIR.finditer(claim):
        a, b = content_stems(m.group("a")), content_stems(m.group("b"))
        if a and b and bool(a & told) != bool(b & told):
            return True
    return False
