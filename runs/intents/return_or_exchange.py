"""An exchange or a return, either: "Please can I exchange or send back", "swap it or return it, whichever",
"I'd like to return or exchange them". The return is offered as one of the two choices, and a return of goods
claimed is the claim's own remedy (the goods back, the money on their arrival). Read as goods asked instead of
money, the refund was forbidden in the customer's name: a person got the sentence, and the reply told her "as you
asked, no refund will be made when it arrives" over a return that pays on arrival (blind round ver26c, case 18).
Beside a goods claim on the same order, the sentence is attached to it: the claim's return answers it, and
nothing forbids the money. Near-misses: an exchange asked alone ("can I exchange it for an M?"), a return set
aside ("an exchange, not a return", "exchange, I don't want to send it back for a refund") stay goods asked."""

from __future__ import annotations

import re

from .cues import GOODS_PROBLEMS
from .reading import ReadSentence
from .remedies import GOODS_INSTEAD

RETURN_OFFERED_WHY = ("offers an exchange or a return, either, for the claim beside it: the claim's return answers it, and the "
                      "money is not ruled out")

_SWAP = r"(?:exchang\w*|swap\w*|switch\w*|replac\w*|change\s+(?:it|them|the\s+size))"
_BACK = (r"(?:send(?:ing)?\s+(?:(?:it|them|this|these)\s+)?back|post(?:ing)?\s+(?:(?:it|them)\s+)?back|return(?:ing)?(?:\s+(?:it|them|this|these))?|"
         r"giv(?:e|ing)\s+(?:(?:it|them)\s+)?back)")
_EITHER = re.compile(rf"\b{_SWAP}(?:\s+(?:it|them|this|these))?\s*(?:,\s*)?(?:or|/)\s+(?:else\s+|just\s+|maybe\s+)?{_BACK}\b"
                     rf"|\b{_BACK}\s*(?:,\s*)?(?:or|/)\s+(?:else\s+|just\s+|maybe\s+)?{_SWAP}\b", re.I)
# the return or its money set aside: "an exchange, not a return", "I don't want to send it back for a refund"
_SET_ASIDE = re.compile(r"\b(?:not|no|never|without|rather\s+than|instead\s+of)\s+(?:\w+\s+){0,2}(?:a\s+)?(?:return|refund|money|send)"
                        r"|n['’]t\s+(?:\w+\s+){0,2}(?:return|refund|send|money)", re.I)


def return_offered(text: str) -> bool:
    """Whether the sentence offers a return as one choice beside an exchange ("exchange or send back")."""
    return bool(_EITHER.search(text)) and not _SET_ASIDE.search(text)


def attach_offered_returns(read: list[ReadSentence]) -> None:
    """A sentence read as goods asked instead of money that offers a return as its other choice, just after a goods claim
    on the same order, is attached to that claim and forbids no refund (module doc)."""
    for i, s in enumerate(read):
        if s.role != "request" or not s.why.startswith(GOODS_INSTEAD) or set(s.kinds) - {"other"} or not return_offered(s.text):
            continue
        claim = next((r for r in reversed(read[:i]) if r.role == "request" and set(r.kinds) & {*GOODS_PROBLEMS, "change_of_mind"}), None)
        if claim is None or (claim.order and s.order and claim.order != s.order):
            continue
        s.role, s.kinds, s.spans, s.why = "attached", [], {}, RETURN_OFFERED_WHY
        s.forbids = [f for f in s.forbids if f != "refund"]
        s.forbid_kinds = [] if not s.forbids else s.forbid_kinds
