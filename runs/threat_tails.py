"""The verbs of a threat run on after its "or I'll": "Refund $300 by tonight or I'll post about you everywhere and call my
lawyer." (adv30, A30-17). The list cut (runs/sentences.py, _cut_listed_asks) cut it at "and call ...", and "call my
lawyer." was read as a request of its own, quoted back to the customer as "your request". Everything after "or I'll",
"otherwise we will", "or else I'm going to" is what the customer says they will do, so no further ask is cut out of it;
a join that opens with "please" is the customer turning back to the shop, and is still cut.
"""

from __future__ import annotations

import re

_THREAT_OPENS = re.compile(r"\b(?:or(?:\s+else)?|otherwise|else|if\s+not)\b[\s,]*(?:(?:i|we)(?:'ll|’ll|\s+will|\s+shall|'m\s+going\s+to|’m\s+going\s+to|"
                           r"\s+am\s+going\s+to|\s+are\s+going\s+to|'re\s+going\s+to|\s+will\s+be)|my\s+(?:lawyer|solicitor|attorney)\s+will)\b", re.I)
_TURNS_BACK = re.compile(r"\s*(?:,\s*)?(?:and\s+)?(?:please|pls|kindly)\b", re.I)


def inside_threat(sentence: str, at: int) -> bool:
    """Whether offset `at` of `sentence` lies after a threat's "or I'll" and is no "please" turning back to the shop."""
    return bool(_THREAT_OPENS.search(sentence, 0, at)) and not _TURNS_BACK.match(sentence, at)
