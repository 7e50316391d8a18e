""""Nothing else needed." after a claim that asks its remedy in its own sentence closes the ask, it does not settle it:
"one of the vases is cracked, can you refund it? nothing else needed." was read as a past problem the next sentence says
was settled (settled._context_reason) and the refund asked was held. Said after an ask, "nothing else needed", "that's
all I need", "nothing more needed, thanks" mean that ask is all the customer wants.

Only a next sentence that says nothing but that is read so, and only after a sentence that asks. Near-misses left settled:
the matter said sorted ("all sorted now, nothing else needed": all_sorted_nothing_needed.py), a claim asking nothing
before it ("the vase was cracked, your team refunded it. Nothing else needed."), a remedy said given in the next sentence
("Refunded already, nothing else needed")."""

from __future__ import annotations

import re

from .asks import _asks

# Nothing but "no more than that": "Nothing else needed.", "That's all I need.", "Nothing more needed, thanks", "that is all",
# "I don't need anything else", with filler and thanks around it.
_ONLY_NOTHING_MORE = re.compile(
    r"^\W*(?:(?:and|so|otherwise|just|but|oh|ok|okay|honestly)\W+)*(?:"
    r"nothing\s+(?:else|more|further)\s+(?:is\s+|'s\s+)?(?:needed|required|necessary|wanted)?"
    r"|(?:that'?s|thats|that\s+is|this\s+is)\s+(?:all|everything|it)(?:\s+(?:i|we)\s+(?:need|want|ask|'m\s+asking|am\s+asking)(?:\s+for)?)?"
    r"|(?:i|we)\s+(?:don'?t|do\s+not|dont)\s+need\s+anything\s+(?:else|more|further)"
    r"|no\s+(?:further|more|other)\s+(?:action|help)\s+(?:is\s+)?(?:needed|required)"
    r")(?:\s+(?:from\s+you|from\s+me|really|otherwise|then))?\W*(?:(?:thanks|thank\s+you|thx|cheers|ty|regards)\b\W*)*$", re.I)


def nothing_more_after_ask(sentence: str, following: str | None) -> bool:
    """Whether the next sentence says only that nothing more is needed, after a sentence that asks (module doc)."""
    return following is not None and bool(_ONLY_NOTHING_MORE.match(following)) and _asks(sentence, title=False)
