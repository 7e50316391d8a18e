"""Words that give the shop time, never a waiver: "No rush, thanks.", "whenever you get a chance", "no hurry at
all", "take your time", "I'm not in a rush". A customer who writes them about a goods problem still wants it
put right, only not urgently; they wave off no damaged or wrong goods (a delay waved off is read elsewhere:
"it came late but I wasn't in a rush" asks nothing for the delay)."""

from __future__ import annotations

import re

UNHURRIED = re.compile(
    r"^\W*(?:(?:honestly|tbh|and|but|though|really|oh|ok(?:ay)?)\W+)*"
    r"(?:no\s+(?:real\s+|great\s+|big\s+|massive\s+)?(?:rush|hurry|urgency|pressure)"
    r"|(?:i|we)(?:'m|’m|'re|’re|\s+am|\s+are|\s+was|\s+were|\s+wasn'?t|\s+weren'?t)?\s*(?:not\s+)?in\s+(?:a|any|no)\s+(?:(?:great|big|real|massive)\s+)?(?:rush|hurry)"
    r"|not\s+(?:urgent|in\s+(?:a|any)\s+(?:rush|hurry))|(?:there'?s|there\s+is)\s+no\s+(?:rush|hurry)"
    r"|take\s+(?:your|ur)\s+time|whenever\s+(?:you|u|someone|somebody)\s+(?:can|get|have)|when(?:ever)?\s+(?:you|u)\s+can)\b", re.I)


def unhurried(wave: str) -> bool:
    """Whether words read as waving something off only give the shop time ("no rush", "not in a hurry",
    "take your time"): said of goods, they wave nothing off."""
    return UNHURRIED.match(wave) is not None
