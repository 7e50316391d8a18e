"""A sum demanded under a threat or a deadline: "Refund $300 by tonight or I'll post about you everywhere and call my
lawyer." beside "The clock came 4 days late." (adv30, A30-17). Attached to the late claim, its $300 was taken as the
customer's figure for the late fee, so the stated-amount check (runs/stated_amounts.py) refused the fee's $6.99 twice
and the run went to a person with nothing paid. The $300 is a demand, not a figure for a charge: it is read as a request
of kind `other` (a person declines it and sees the threat; nothing is paid on it, asks_told_as_statements.DEMAND_WHY),
and the late claim beside it is paid what the record shows.

What is such a demand: money verbs with a figure, then a deadline or an "or else" ("pay me $250 within 24 hours or I
go to the bank", "I want $500 back by Friday, otherwise my lawyer will be in touch", "give me $100 or I'll leave a
review"). Not a charge the customer names ("Refund the $12.95 by Friday or I'm filing a chargeback": its figure is compared as
any, adv28 A28-05), nor a figure given calmly ("please refund the $6.99 delivery fee") nor one let go ("I don't want $50, just the
fee").
"""

from __future__ import annotations

import re

from .asks_told_as_statements import DEMAND_WHY
from .threats import THREAT_WHY

_FIGURE = r"[$€£]\s?\d[\d,]*(?:\.\d\d)?|\b\d[\d,]*(?:\.\d\d)?\s?(?:dollars|bucks|usd|euros?|pounds|quid)\b"
_DEMANDED = re.compile(
    # (a bare sum: "refund $300", "pay me $250"; not "the $12.95", a charge the customer names, compared as any figure)
    # (or the sum named after what it is: "I demand compensation of $250", "I want damages of 300 dollars")
    rf"\b(?:refund|pay|give|send|transfer|wire|credit|reimburse|want|need|expect|demand)\b(?:\s+(?:me|us|back|at\s+least|a\s+full|full))*"
    r"(?:\s+(?:compensation|damages|reimbursement|a\s+payment|a\s+goodwill\s+payment|a\s+refund)\s+(?:of|for|worth|totall?ing))?"
    rf"\s+(?:{_FIGURE})"
    r"[^.!?]{0,50}?(?:\b(?:or(?:\s+else)?|otherwise|else|unless)\b[\s,]*(?:i|we|my|you['’]ll|you\s+will)\b"
    r"|\b(?:by|before|within)\s+(?:tonight|today|tomorrow|end\s+of\s+(?:day|the\s+day|the\s+week)|eod|\d+\s*(?:hours?|hrs?|h|days?)|"
    r"(?:this|next)?\s*(?:mon|tues|wednes|thurs|fri|satur|sun)day|noon|midnight)\b[^.!?]{0,20}?\b(?:or|otherwise|else)\b)",
    re.I)
_LET_GO = re.compile(r"\b(?:don['’]?t|do\s+not|won['’]?t|never|no\s+need)\b[^.!?]{0,15}?\b(?:want|need|expect|demand|ask)", re.I)


def demanded_at(sentence: str, at: int) -> bool:
    """Whether the figure at offset `at` of `sentence` is a sum demanded under a threat or a deadline (no figure for a
    charge: runs/stated_amounts.py leaves it out, as money asked on top)."""
    return not _LET_GO.search(sentence) and any(m.start() <= at < m.end() for m in _DEMANDED.finditer(sentence))


def read_threatened_demands(read) -> None:
    """Each sentence, not injected nor quoted, that demands a sum under a threat or a deadline: a request of kind `other`."""
    for s in read:
        # (a demand read as a threat alone, "I demand $250.00 in compensation ... or I will take this to small claims", asks
        # the sum all the same: a held-back round, item 7a)
        if (s.role in ("attached", "statement", "courtesy") or (s.role == "request" and s.kinds == ["other"])
                or (s.role == "context" and s.why == THREAT_WHY)) and _DEMANDED.search(s.text) and not _LET_GO.search(s.text):
            s.role, s.kinds, s.why, s.spans = "request", ["other"], DEMAND_WHY, {}
