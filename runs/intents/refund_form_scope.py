"""The money asked in another form for one thing only: "For that one, I'd rather have store credit than money back
on my card", "for the return, a voucher please", "on this one could it go to my PayPal". The sentence points at
the claim told just before it, so the refund it holds (a person pays it the way asked) is that claim's only: read
unscoped, it held the late fee the same mail asked back to the card ("that one to my card is fine") and the run
ended with nothing done (blind round ver26c, case 16). A form asked for everything ("all refunds as store credit
please", "could you put the money on my PayPal") still holds every refund."""

from __future__ import annotations

import re

from ..shop.kinds import NOT_A_CASE
from .reading import ReadSentence
from .remedies import GOODS_INSTEAD, REFUND_ELSEWHERE_WHY, REMEDY_FORM_WHY

# one thing pointed at: "for that one", "on this one", "for it", "for the return", "for the throw"
_ONE_THING = re.compile(r"^\W*(?:that|this)\s+one\b|\b(?:for|on|with|of)\s+(?:that|this|the\s+first|the\s+former|the\s+latter|the\s+first)\s+(?:one|item|bit|part)\b"
                        r"|\b(?:for|on)\s+(?:that|this|it)\b(?!\s+(?:all|everything|and))"
                        r"|\b(?:for|on)\s+the\s+(?:return|refund\s+of\s+the\s+[\w-]+|[\w-]+\s+(?:return|refund))\b", re.I)
# everything: "all refunds", "every refund", "the whole lot", "both"
_EVERYTHING = re.compile(r"\b(?:all|every|each|both|everything|whole\s+lot|any)\b", re.I)
_SCOPED_WHYS = (REFUND_ELSEWHERE_WHY, REMEDY_FORM_WHY)
# a form of the money, when the sentence was read as goods asked instead ("store credit rather than the money on my card")
_MONEY_FORM = re.compile(r"\b(?:store|account|shop)\s+credit\b|\bvouchers?\b|\bgift\s*cards?\b|\bcredit\s+note\b|\bpaypal\b|\bbank\s+transfer\b", re.I)


def _money_form(s: ReadSentence) -> bool:
    return s.why in _SCOPED_WHYS or (s.why.startswith(GOODS_INSTEAD) and bool(_MONEY_FORM.search(s.text)))


def form_scope(s: ReadSentence) -> list[str]:
    """The kinds a money form asked for "that one" holds (what the guard reads too), or [] when it is no such ask."""
    return list(s.forbid_kinds) if s.role == "request" and "refund" in s.forbids and _money_form(s) and _ONE_THING.search(s.text) \
        and not _EVERYTHING.search(s.text) else []


def scope_refund_forms(read: list[ReadSentence]) -> None:
    """A sentence asking the money in another form for "that one" holds only the refund of the claim just before it."""
    for i, s in enumerate(read):
        if s.role != "request" or not _money_form(s) or "refund" not in s.forbids or s.forbid_kinds:
            continue
        if not _ONE_THING.search(s.text) or _EVERYTHING.search(s.text):
            continue
        before = next((r for r in reversed(read[:i]) if r.role == "request" and set(r.kinds) - set(NOT_A_CASE)
                       and (not r.order or not s.order or r.order == s.order)), None)
        if before is not None:
            s.forbid_kinds = [k for k in before.kinds if k not in NOT_A_CASE]
