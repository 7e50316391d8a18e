"""A failure told with the typing slips a hurried customer makes of "doesn't" and "the": "the charger dosnt work out of
teh box", "it dosent work", "doenst work", "deosn't work". The damage words read "doesn't work" and "doesnt work";
these slips of the same word went unread, and so did goods that do not work "out of the box", which the damage
words set aside ("doesn't work out" is a plan failing, not goods). Goods that do not work straight out of their box
are damaged goods.

Near-misses, left as they were: a plan that did not work out ("the date doesn't work out for me", "dosnt work out
with my schedule"), and an arrangement that does not suit ("that dosnt work for me", "dosent work with my card").
A leaf: cues.py reads it.
"""

from __future__ import annotations

# slips of "doesn't" / "does not" / "didn't" typed in a hurry (the plain spellings are read in cues.py)
_DOESNT = r"(?:dosn'?t|dosnt|dosen'?t|dosent|doesen'?t|doesent|doens'?t|doenst|deosn'?t|deosnt|dose?nt|doesnot|dosnot|didnt|didn'?t|doesn'?t|doesnt|does\s+not|did\s+not|won'?t|wont|don'?t|dont)"
_THE = r"(?:the|teh|hte|th|its|it's|it'?s)"

FAILURE_TYPO_CUES = (
    # goods that do not work straight out of their box: "dosnt work out of teh box", "didn't work right out of the box"
    rf"\b{_DOESNT}\s+(?:even\s+)?(?:work|works|worked|wrok|wokr|wrk)\s+(?:right\s+|straight\s+)?out\s+of\s+{_THE}\s+(?:box|packaging|package|packet)\b",
    # a slip of "doesn't" before "work" ("dosent work"); the arrangement sense is set aside as in cues.py
    r"\b(?:dosn'?t|dosnt|dosen'?t|dosent|doesen'?t|doesent|doens'?t|doenst|deosn'?t|deosnt|dose?nt|doesnot|dosnot)\s+(?:work|wrok|wokr|wrk)\b"
    r"(?!\s+(?:with|for|in|out|as|on\s+me|around)\b)",
    # "stopped working" with either word slipped: "the wall clok stoped workng after 1 day" (ver37c V37C-28), "stopd wroking"
    r"\b(?:stoped|stopd|stoppd|stopped|stoppped)\s+(?:workng|workin'?|wokring|wroking|wrking|workign|woking|wokring|working)\b",
)
