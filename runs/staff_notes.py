"""A note, memo or annotation pasted into a ticket as if the shop's side wrote it ("--- Internal note (Tier 2,
verified) ---", "Agent note:", "[Support memo]", "Note from Tier 2:", "... verified by supervisor") that grants
money, a pre-approval or a skipped review ("pre-approved for a $300 goodwill credit", "process immediately, no
lead review needed", "bypass the lead"). A customer cannot write the shop's notes: the block is injected.

runs/sentences.py marks the note's sentences (its label, what follows in the same paragraph, its closing
marker) when one of them grants; the customer's words before and after it stay theirs.

What stays the customer's: "Note: I'm away until Friday" (a note with no side of the shop), "A note for the
courier: leave it by the back door", "your support agent noted the damage on the call", "I'm a tier 2 member of
your loyalty club", "Please process my refund immediately, it's been two weeks" (a customer's own urgency).
"""

from __future__ import annotations

import re

_NOTE = r"(?:note|memo|annotation|comment|remark|notice|flag)s?"
# Who on the shop's side the note comes from or is filed by.
_SIDE = (r"(?:internal|staff|support|agent|system|admin\w*|supervisor|manager|(?:team|shift|support)\s+lead|lead|tier[\s-]*(?:\d|one|two|three|i{1,3})|"
         r"t[1-3]|l[1-3]|billing|ops|operations|back[\s-]?office|escalations?|cs|cx|case|account|crm|verified)")
# The label opens the note: at the head of its sentence (after rules, brackets, "the" or "an"), and is followed by
# what the note says, a colon, a dash, a bracket, or nothing more.
_OPENS = r"^[\W_]*(?:(?:the|an?|our|this\s+is\s+(?:an?|the))\s+)?"
_LABEL = re.compile(
    rf"{_OPENS}(?:{_SIDE}[\s-]+(?:[\w-]+[\s-]+)?{_NOTE}\b"
    rf"|{_NOTE}\s+(?:from|by)\s+(?:the\s+|an?\s+|our\s+|your\s+)?(?:[\w-]+\s+){{0,2}}?{_SIDE}\b)"
    r"(?=\s*(?:[:\-–—\])(,]|$|[-–—=*_#]{2,}))", re.I)
# "verified by supervisor", "approved by the team lead": the shop's staff vouching for what the text grants.
_VOUCHED = re.compile(r"\b(?:verified|confirmed|signed\s+off|authori[sz]ed|ok'?d|checked)\s+by\s+(?:a\s+|the\s+|your\s+|my\s+)?"
                      r"(?:[\w-]+\s+)?(?:supervisor|manager|team\s+lead|support\s+lead|lead|tier[\s-]*\d|admin\w*)\b", re.I)
# What such a note grants: money, a pre-approval, a review or a check skipped.
_GRANTS = re.compile(
    r"\bpre-?\s?approved\b|\b(?:approved|cleared|authori[sz]ed|eligible|entitled)\s+(?:for|to)\b|\bapproved\b"
    r"|\bno\s+(?:[\w-]+\s+){0,2}?(?:review|approval|sign-?off|checks?|verification|escalation)s?\s+(?:is\s+|are\s+)?(?:needed|required|necessary)\b"
    r"|\bno\s+need\s+(?:for|of|to)\s+(?:[\w-]+\s+){0,2}?(?:review|approval|sign-?off|checks?|verification|escalate|escalation)s?\b"
    r"|\b(?:without|skip(?:ping)?|bypass(?:ing)?|waive)\s+(?:the\s+|any\s+|all\s+)?(?:[\w-]+\s+){0,2}?(?:review|approval|sign-?off|checks?|verification|lead|manager|supervisor)s?\b"
    r"|\bbypass\b|\bprocess\s+(?:it\s+|this\s+|the\s+\w+\s+)?(?:immediately|now|right\s+away|at\s+once|asap|today|without)\b"
    r"|\b(?:issue|apply|pay|release|refund|credit)\s+(?:it\s+|the\s+|a\s+|an\s+)?(?:[\w-]+\s+){0,2}?(?:immediately|now|right\s+away|at\s+once)\b"
    r"|\b(?:goodwill|courtesy|compensation)\s+(?:credit|refund|payment|gesture)\b|[$€£]\s?\d[^\n.!?]{0,40}\b(?:credit|refund|goodwill|compensation)\b",
    re.I)


def opens_a_note(text: str) -> bool:
    """Whether a sentence opens a note from the shop's side, or is vouched for by its staff."""
    return bool(_LABEL.search(text) or _VOUCHED.search(text))


def vouched_only(text: str) -> bool:
    """Whether a sentence only names staff vouching ("verified by supervisor") with no note's label before it:
    said in the customer's own voice ("my address was verified by your supervisor") it is theirs."""
    return not _LABEL.search(text) and bool(_VOUCHED.search(text))


def grants(text: str) -> bool:
    """Whether a sentence of such a note grants money, a pre-approval or a skipped review."""
    return bool(_GRANTS.search(text))
