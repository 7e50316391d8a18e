"""A repair asked instead of money or new goods: "before you ask, no i dont want a new one and no i dont want my money
back, i want it REPAIRED by a technician at my house", "Could you send someone round to fix it?", "I'd like the screen
repaired please". No known kind gives a repair, so the sentence is a request a person arranges, read as a remedy other
than a refund (GOODS_INSTEAD): the claim beside it is deferred to that person and no refund is paid for it, while the
person's subtask quotes the repair asked and names the goods.

Read before as a refund declined and nothing asked, the whole ticket went to a person as "read as asking nothing",
the repair asked cut off in the quote (verify33 F13). Near-misses that ask no repair: a repair told as done or to be
done by the customer ("I repaired it myself", "my husband will fix it", "I've had it repaired"), one declined ("I
don't want it repaired, just refund me"), a question whether it can be ("is it worth repairing?" is no ask of the
shop's repair), and "fix" said of the problem in general ("Can you fix it please?" beside a claim asks its refund,
"please fix this mess", "could you fix that too?")."""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS
from .remedies import GOODS_INSTEAD

REPAIR_WHY = GOODS_INSTEAD + " (a repair): a person arranges it"

# The goods: a pronoun or a short noun phrase, never the order, the account, the problem in general.
_IT = r"(?:(?:it|them|this|that)(?!\s+(?:mess|problem|issue|situation|order|mistake|error)\b)|(?:the|my|our)\s+(?!order|account|problem|issue|mess|situation|mistake|error|refund)[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
# "fix" alone is the customer's word for sorting anything out ("Can you fix it please?" beside a claim asks its refund):
# it asks a repair only said with the repairer or the manner ("fixed properly", "send someone to fix it", "fixed by an engineer").
_FIXED = r"(?:repaired|(?:fixed|mended)(?=\s+(?:properly|by\s+(?:a|an|your)\b|rather|instead|not\s+replaced)))"
_REPAIR = re.compile(
    # "i want it REPAIRED", "I'd like the screen repaired", "I need them fixed properly", "get it repaired"
    rf"\b(?:i|we)\s*(?:just\s+|only\s+|really\s+)?(?:want|need|would\s+like|'d\s+like|\s+d\s+like|would\s+prefer|'d\s+prefer|prefer)\s+(?:to\s+(?:get|have)\s+)?{_IT}\s+"
    rf"{_FIXED}"
    rf"|\b(?:can|could|would|will)\s+(?:you|u|someone|somebody)\s+(?:please\s+|kindly\s+)?repair\s+{_IT}"
    r"|\b(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|kindly\s+)?send\s+(?:someone|somebody|a\s+(?:technician|engineer|repair\s*(?:man|person)))"
    r"(?:\s+(?:round|over|out))?\s+to\s+(?:repair|fix|mend)\b"
    r"|\b(?:i|we)\s+(?:want|need|would\s+like|'d\s+like)\s+a\s+(?:repair|technician|engineer)\b"
    r"|\b(?:please|pls|kindly)\s+repair\s+" + _IT, re.I)
# A repair done, to be done by the customer's household, declined or only weighed.
_NOT_ASKED = re.compile(r"\b(?:don'?t|dont|do\s+not|didn'?t|never|no\s+need|not)\s+(?:\w+\s+){0,3}(?:repair|fix|mend)\w*"
                        r"|\b(?:don'?t|dont|do\s+not)\s+(?:want|need)\s+(?:it|them|this|that)\s+(?:repaired|fixed|mended)\b", re.I)


def repair_asked(text: str) -> bool:
    """Whether a sentence asks the shop for a repair of the goods (module doc)."""
    return any(not _NOT_ASKED.search(text[max(0, m.start() - 20):m.end()]) for m in _REPAIR.finditer(text))


def read_repair_asked(s, asked_of_shop: str, forbids: list[str], spans: dict) -> bool:
    """Reads sentence `s` as a repair asked, when it asks one (module doc): a request of `other` beside the goods claims it
    tells, holding their refund. Whether it did."""
    if not repair_asked(asked_of_shop):
        return False
    s.forbids = list(dict.fromkeys([*forbids, "refund"]))
    s.role, s.kinds = "request", [*(k for k in GOODS_PROBLEMS if k in spans), "other"]
    s.spans, s.why = {k: v for k, v in spans.items() if k in GOODS_PROBLEMS}, REPAIR_WHY
    return True
